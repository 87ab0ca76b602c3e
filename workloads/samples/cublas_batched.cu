// cuBLAS's batched factorizations in all four types: getrfBatched (with and without
// pivoting, a singular matrix in the batch), getrsBatched (every transpose), getriBatched,
// matinvBatched, geqrfBatched and gelsBatched, plus the statuses and `info` values of
// illegal arguments. Each result is checked on the host (residuals of the solves and
// inverses, P A = L U, Q R = A, the normal equations of the least-squares solution), and
// `--dump DIR` writes every result as .npy (recorded on the H200 as the reference outputs).
//
// Matrices are column-major with padded leading dimensions (ld = rows + 2).
#include <cmath>
#include <complex>

#include <cublas_v2.h>

#include "common.h"

#define BLAS_REQUIRE(call)                                                                               \
    do {                                                                                                 \
        cublasStatus_t s_ = (call);                                                                      \
        if (s_ != CUBLAS_STATUS_SUCCESS) {                                                               \
            check("require", false, "%s:%d: %s -> status %d", base_name(__FILE__), __LINE__, #call, (int)s_); \
            exit(finish("cublas_batched"));                                                              \
        }                                                                                                \
    } while (0)

using cd = std::complex<double>;

static const char* g_dump_dir = nullptr;
static cublasHandle_t g_handle;

// one type's storage and entry points
template <class T> struct Blas;
#define BLAS_TYPE(T, L, NAME, COMPLEX, TOL)                                                                     \
    template <> struct Blas<T> {                                                                             \
        static constexpr const char* name = NAME;                                                            \
        static constexpr bool complex = COMPLEX;                                                             \
        static constexpr double tol = TOL;                                                                   \
        static T to(cd v) { return make(v); }                                                                \
        static T make(cd v);                                                                                 \
        static cd from(T v);                                                                                 \
        static cublasStatus_t getrf(int n, T* const A[], int lda, int* P, int* info, int b) {                \
            return cublas##L##getrfBatched(g_handle, n, A, lda, P, info, b);                                 \
        }                                                                                                    \
        static cublasStatus_t getrs(cublasOperation_t t, int n, int nrhs, const T* const A[], int lda,      \
                                    const int* P, T* const B[], int ldb, int* info, int b) {                 \
            return cublas##L##getrsBatched(g_handle, t, n, nrhs, A, lda, P, B, ldb, info, b);               \
        }                                                                                                    \
        static cublasStatus_t getri(int n, const T* const A[], int lda, const int* P, T* const C[], int ldc, \
                                    int* info, int b) {                                                      \
            return cublas##L##getriBatched(g_handle, n, A, lda, P, C, ldc, info, b);                        \
        }                                                                                                    \
        static cublasStatus_t matinv(int n, const T* const A[], int lda, T* const C[], int ldc, int* info,  \
                                     int b) {                                                                \
            return cublas##L##matinvBatched(g_handle, n, A, lda, C, ldc, info, b);                          \
        }                                                                                                    \
        static cublasStatus_t geqrf(int m, int n, T* const A[], int lda, T* const tau[], int* info, int b) { \
            return cublas##L##geqrfBatched(g_handle, m, n, A, lda, tau, info, b);                           \
        }                                                                                                    \
        static cublasStatus_t gels(cublasOperation_t t, int m, int n, int nrhs, T* const A[], int lda,      \
                                   T* const C[], int ldc, int* info, int* dev_info, int b) {                 \
            return cublas##L##gelsBatched(g_handle, t, m, n, nrhs, A, lda, C, ldc, info, dev_info, b);      \
        }                                                                                                    \
    };
BLAS_TYPE(float, S, "s", false, 2e-4)
BLAS_TYPE(double, D, "d", false, 1e-11)
BLAS_TYPE(cuComplex, C, "c", true, 2e-4)
BLAS_TYPE(cuDoubleComplex, Z, "z", true, 1e-11)
float Blas<float>::make(cd v) { return (float)v.real(); }
cd Blas<float>::from(float v) { return v; }
double Blas<double>::make(cd v) { return v.real(); }
cd Blas<double>::from(double v) { return v; }
cuComplex Blas<cuComplex>::make(cd v) { return make_cuComplex((float)v.real(), (float)v.imag()); }
cd Blas<cuComplex>::from(cuComplex v) { return cd(v.x, v.y); }
cuDoubleComplex Blas<cuDoubleComplex>::make(cd v) { return make_cuDoubleComplex(v.real(), v.imag()); }
cd Blas<cuDoubleComplex>::from(cuDoubleComplex v) { return cd(v.x, v.y); }

// a batch of column-major matrices on the device, each in its own allocation, with the
// pointer array cuBLAS reads
template <class T>
struct Batch {
    int rows, cols, ld, count;
    std::vector<T*> ptrs;
    T** d_ptrs = nullptr;
    Batch(int r, int c, int n) : rows(r), cols(c), ld(r + 2), count(n), ptrs(n) {
        for (auto& p : ptrs) REQUIRE(cudaMalloc(&p, sizeof(T) * ld * c));
        REQUIRE(cudaMalloc(&d_ptrs, sizeof(T*) * n));
        REQUIRE(cudaMemcpy(d_ptrs, ptrs.data(), sizeof(T*) * n, cudaMemcpyHostToDevice));
    }
    ~Batch() {
        for (auto p : ptrs) cudaFree(p);
        cudaFree(d_ptrs);
    }
    // host values: [matrix][col * rows + row]
    void upload(const std::vector<std::vector<cd>>& v) {
        std::vector<T> tmp(ld * cols);
        for (int k = 0; k < count; k++) {
            for (int j = 0; j < cols; j++)
                for (int i = 0; i < ld; i++) tmp[j * ld + i] = Blas<T>::to(i < rows ? v[k][j * rows + i] : cd(-7, 3));
            REQUIRE(cudaMemcpy(ptrs[k], tmp.data(), sizeof(T) * ld * cols, cudaMemcpyHostToDevice));
        }
    }
    std::vector<std::vector<cd>> download() const {
        std::vector<std::vector<cd>> out(count, std::vector<cd>(rows * cols));
        std::vector<T> tmp(ld * cols);
        for (int k = 0; k < count; k++) {
            REQUIRE(cudaMemcpy(tmp.data(), ptrs[k], sizeof(T) * ld * cols, cudaMemcpyDeviceToHost));
            for (int j = 0; j < cols; j++)
                for (int i = 0; i < rows; i++) out[k][j * rows + i] = Blas<T>::from(tmp[j * ld + i]);
        }
        return out;
    }
};

template <class T>
static std::vector<std::vector<cd>> random_batch(int count, int rows, int cols, uint64_t seed, double diagonal = 0) {
    Lcg rng(seed);
    std::vector<std::vector<cd>> v(count, std::vector<cd>(rows * cols));
    for (auto& m : v) {
        for (int j = 0; j < cols; j++)
            for (int i = 0; i < rows; i++) {
                double re = rng.uniform(-1, 1), im = Blas<T>::complex ? rng.uniform(-1, 1) : 0.0;
                m[j * rows + i] = Blas<T>::from(Blas<T>::to(cd(re, im) + (i == j ? diagonal : 0.0)));
            }
    }
    return v;
}

static void dump(const std::string& name, const std::vector<std::vector<cd>>& batch, bool complex) {
    if (!g_dump_dir) return;
    std::vector<double> flat;
    for (auto& m : batch)
        for (auto& x : m) {
            flat.push_back(x.real());
            if (complex) flat.push_back(x.imag());
        }
    std::string path = std::string(g_dump_dir) + "/" + name + ".npy";
    if (!write_npy(path, flat.data(), "<f8", 8, {flat.size()})) check("dump", false, "cannot write %s", path.c_str());
}

static void dump_ints(const std::string& name, const std::vector<int>& v) {
    std::vector<std::vector<cd>> one(1);
    for (int x : v) one[0].push_back(cd(x, 0));
    dump(name, one, false);
}

// C = op(A) B for column-major n x n A (op: 'N', 'T', 'C') and n x k B
static std::vector<cd> apply(const std::vector<cd>& a, int m, int n, char op, const std::vector<cd>& b, int k) {
    int out_rows = op == 'N' ? m : n, inner = op == 'N' ? n : m;
    std::vector<cd> c(out_rows * k);
    for (int j = 0; j < k; j++)
        for (int i = 0; i < out_rows; i++) {
            cd s = 0;
            for (int l = 0; l < inner; l++) {
                cd x = op == 'N' ? a[l * m + i] : a[i * m + l];
                s += (op == 'C' ? std::conj(x) : x) * b[j * inner + l];
            }
            c[j * out_rows + i] = s;
        }
    return c;
}

static double max_diff(const std::vector<cd>& a, const std::vector<cd>& b) {
    double e = 0;
    for (size_t i = 0; i < a.size(); i++) e = std::max(e, std::abs(a[i] - b[i]));
    return e;
}

template <class T>
static void run_type() {
    const char* t = Blas<T>::name;
    const bool cx = Blas<T>::complex;
    const double tol = Blas<T>::tol;
    char name[128];
    const int n = 6, count = 3;
    int *d_piv, *d_info;
    REQUIRE(cudaMalloc(&d_piv, sizeof(int) * n * count));
    REQUIRE(cudaMalloc(&d_info, sizeof(int) * count));

    // getrf with pivoting; matrix 1 has a zero column: U(3,3) is exactly zero
    auto a = random_batch<T>(count, n, n, 100 + cx);
    for (int i = 0; i < n; i++) a[1][2 * n + i] = 0;
    Batch<T> lu(n, n, count);
    lu.upload(a);
    BLAS_REQUIRE(Blas<T>::getrf(n, lu.d_ptrs, lu.ld, d_piv, d_info, count));
    std::vector<int> piv(n * count), info(count);
    REQUIRE(cudaMemcpy(piv.data(), d_piv, sizeof(int) * n * count, cudaMemcpyDeviceToHost));
    REQUIRE(cudaMemcpy(info.data(), d_info, sizeof(int) * count, cudaMemcpyDeviceToHost));
    auto f = lu.download();
    double err = 0;
    for (int k = 0; k < count; k += 2) {   // P A = L U: apply the interchanges to A, multiply L U
        // (not for the singular matrix 1: what the factors hold past its zero pivot is
        // compared with the GPU's in the dump)
        auto pa = a[k];
        for (int r = 0; r < n; r++) {
            int p = piv[k * n + r] - 1;
            for (int j = 0; j < n; j++) std::swap(pa[j * n + r], pa[j * n + p]);
        }
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                cd s = 0;
                for (int l = 0; l <= std::min(i, j); l++) s += (l == i ? cd(1) : f[k][l * n + i]) * f[k][j * n + l];
                err = std::max(err, std::abs(s - pa[j * n + i]));
            }
    }
    snprintf(name, sizeof name, "%sgetrf_batched", t);
    check(name, err < tol * 10 && info[0] == 0 && info[1] == 3 && info[2] == 0,
          "|PA - LU| %.3g, info %d %d %d, pivots of matrix 0: %d %d %d %d %d %d", err, info[0], info[1], info[2], piv[0],
          piv[1], piv[2], piv[3], piv[4], piv[5]);
    dump(std::string("solve.") + t + "getrf", f, cx);
    dump_ints(std::string("solve.pivots.") + t + "getrf", piv);
    dump_ints(std::string("solve.info.") + t + "getrf", info);

    // getrf without pivoting on diagonally dominant matrices
    auto dd = random_batch<T>(count, n, n, 200 + cx, 8.0);
    Batch<T> nopiv(n, n, count);
    nopiv.upload(dd);
    BLAS_REQUIRE(Blas<T>::getrf(n, nopiv.d_ptrs, nopiv.ld, nullptr, d_info, count));
    auto g = nopiv.download();
    err = 0;
    for (int k = 0; k < count; k++)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                cd s = 0;
                for (int l = 0; l <= std::min(i, j); l++) s += (l == i ? cd(1) : g[k][l * n + i]) * g[k][j * n + l];
                err = std::max(err, std::abs(s - dd[k][j * n + i]));
            }
    snprintf(name, sizeof name, "%sgetrf_batched_no_pivoting", t);
    check(name, err < tol * 20, "|A - LU| %.3g", err);
    dump(std::string("solve.") + t + "getrf_nopiv", g, cx);

    // getrs on the nonsingular factors (matrices 0 and 2 of the first batch: factor them again alone)
    std::vector<std::vector<cd>> good = {a[0], a[2]};
    Batch<T> lu2(n, n, 2);
    lu2.upload(good);
    BLAS_REQUIRE(Blas<T>::getrf(n, lu2.d_ptrs, lu2.ld, d_piv, d_info, 2));
    const int nrhs = 2;
    for (char op : {'N', 'T', 'C'}) {
        if (op == 'C' && !cx) continue;
        auto b = random_batch<T>(2, n, nrhs, 300 + op);
        Batch<T> x(n, nrhs, 2);
        x.upload(b);
        int host_info = -99;
        cublasOperation_t top = op == 'N' ? CUBLAS_OP_N : op == 'T' ? CUBLAS_OP_T : CUBLAS_OP_C;
        BLAS_REQUIRE(Blas<T>::getrs(top, n, nrhs, lu2.d_ptrs, lu2.ld, d_piv, x.d_ptrs, x.ld, &host_info, 2));
        auto got = x.download();
        err = 0;
        for (int k = 0; k < 2; k++) err = std::max(err, max_diff(apply(good[k], n, n, op, got[k], nrhs), b[k]));
        snprintf(name, sizeof name, "%sgetrs_batched_%c", t, op);
        check(name, err < tol * 100 && host_info == 0, "|op(A) X - B| %.3g, info %d", err, host_info);
        dump(std::string("solve.") + t + "getrs_" + op, got, cx);
    }

    // getri from those factors, and matinv from the matrices themselves
    Batch<T> inv(n, n, 2);
    BLAS_REQUIRE(Blas<T>::getri(n, (const T* const*)lu2.d_ptrs, lu2.ld, d_piv, inv.d_ptrs, inv.ld, d_info, 2));
    auto gi = inv.download();
    Batch<T> src(n, n, 2), inv2(n, n, 2);
    src.upload(good);
    BLAS_REQUIRE(Blas<T>::matinv(n, (const T* const*)src.d_ptrs, src.ld, inv2.d_ptrs, inv2.ld, d_info, 2));
    REQUIRE(cudaMemcpy(info.data(), d_info, sizeof(int) * 2, cudaMemcpyDeviceToHost));
    auto gm = inv2.download();
    std::vector<cd> eye(n * n);
    for (int i = 0; i < n; i++) eye[i * n + i] = 1;
    double err_i = 0, err_m = 0;
    for (int k = 0; k < 2; k++) {
        err_i = std::max(err_i, max_diff(apply(good[k], n, n, 'N', gi[k], n), eye));
        err_m = std::max(err_m, max_diff(apply(good[k], n, n, 'N', gm[k], n), eye));
    }
    snprintf(name, sizeof name, "%sgetri_batched", t);
    check(name, err_i < tol * 100, "|A inv - I| %.3g", err_i);
    snprintf(name, sizeof name, "%smatinv_batched", t);
    check(name, err_m < tol * 100 && info[0] == 0 && info[1] == 0, "|A inv - I| %.3g, info %d %d", err_m, info[0],
          info[1]);
    dump(std::string("solve.") + t + "getri", gi, cx);
    dump(std::string("solve.") + t + "matinv", gm, cx);

    // geqrf and gels on tall matrices
    const int m = 9, k = 4;
    auto q = random_batch<T>(count, m, k, 400 + cx);
    Batch<T> qr(m, k, count), tau(k, 1, count);
    qr.upload(q);
    int host_info = -99;
    BLAS_REQUIRE(Blas<T>::geqrf(m, k, qr.d_ptrs, qr.ld, tau.d_ptrs, &host_info, count));
    auto r = qr.download();
    auto taus = tau.download();
    err = 0;
    for (int b = 0; b < count; b++) {   // Q R = A: apply H(k-1) ... H(0) to R from the left
        std::vector<cd> rr(m * k);
        for (int j = 0; j < k; j++)
            for (int i = 0; i <= j; i++) rr[j * m + i] = r[b][j * m + i];
        for (int h = k - 1; h >= 0; h--) {
            std::vector<cd> v(m);
            v[h] = 1;
            for (int i = h + 1; i < m; i++) v[i] = r[b][h * m + i];
            for (int j = 0; j < k; j++) {
                cd w = 0;
                for (int i = h; i < m; i++) w += std::conj(v[i]) * rr[j * m + i];
                for (int i = h; i < m; i++) rr[j * m + i] -= taus[b][h] * v[i] * w;
            }
        }
        err = std::max(err, max_diff(rr, q[b]));
    }
    snprintf(name, sizeof name, "%sgeqrf_batched", t);
    check(name, err < tol * 10 && host_info == 0, "|QR - A| %.3g, info %d", err, host_info);
    dump(std::string("solve.") + t + "geqrf", r, cx);
    dump(std::string("solve.") + t + "geqrf_tau", taus, cx);

    auto c = random_batch<T>(count, m, nrhs, 500 + cx);
    Batch<T> ga(m, k, count), gc(m, nrhs, count);
    ga.upload(q);
    gc.upload(c);
    host_info = -99;
    BLAS_REQUIRE(Blas<T>::gels(CUBLAS_OP_N, m, k, nrhs, ga.d_ptrs, ga.ld, gc.d_ptrs, gc.ld, &host_info, d_info, count));
    REQUIRE(cudaMemcpy(info.data(), d_info, sizeof(int) * count, cudaMemcpyDeviceToHost));
    auto sol = gc.download();
    err = 0;
    for (int b = 0; b < count; b++) {   // the normal equations: A^H (A x - c) = 0
        std::vector<cd> x(k * nrhs);
        for (int j = 0; j < nrhs; j++)
            for (int i = 0; i < k; i++) x[j * k + i] = sol[b][j * m + i];
        auto res = apply(q[b], m, k, 'N', x, nrhs);
        for (size_t i = 0; i < res.size(); i++) res[i] -= c[b][i];
        auto normal = apply(q[b], m, k, 'C', res, nrhs);
        for (auto& v : normal) err = std::max(err, std::abs(v));
    }
    snprintf(name, sizeof name, "%sgels_batched", t);
    check(name, err < tol * 100 && host_info == 0 && info[0] == 0 && info[1] == 0 && info[2] == 0,
          "|A^H (A x - c)| %.3g, info %d, dev info %d %d %d", err, host_info, info[0], info[1], info[2]);
    dump(std::string("solve.") + t + "gels_qr", ga.download(), cx);
    dump(std::string("solve.") + t + "gels", sol, cx);

    cudaFree(d_piv);
    cudaFree(d_info);
}

// illegal arguments: the status, and the host `info` where the routine has one (both
// dumped, to be compared exactly with cuBLAS's)
static void illegal_arguments() {
    std::vector<int> seen;
    Batch<double> a(4, 4, 1), c(4, 1, 1);
    int *d_info, *d_piv;
    REQUIRE(cudaMalloc(&d_info, sizeof(int) * 4));
    REQUIRE(cudaMalloc(&d_piv, sizeof(int) * 16));
    cublasStatus_t s = cublasDgetrfBatched(g_handle, -1, a.d_ptrs, 4, d_piv, d_info, 1);
    check("getrf_negative_n", s == CUBLAS_STATUS_INVALID_VALUE, "status %d", (int)s);
    seen.push_back((int)s);
    s = cublasDgetrfBatched(g_handle, 4, a.d_ptrs, 3, d_piv, d_info, 1);
    check("getrf_small_lda", s == CUBLAS_STATUS_INVALID_VALUE, "status %d", (int)s);
    seen.push_back((int)s);
    s = cublasDmatinvBatched(g_handle, 33, (const double* const*)a.d_ptrs, 40, a.d_ptrs, 40, d_info, 1);
    check("matinv_n_over_32", s == CUBLAS_STATUS_INVALID_VALUE, "status %d", (int)s);
    seen.push_back((int)s);
    int info = 0;
    s = cublasDgetrsBatched(g_handle, CUBLAS_OP_N, 4, -1, (const double* const*)a.d_ptrs, 4, d_piv, c.d_ptrs, 4, &info,
                            1);
    check("getrs_negative_nrhs", s == CUBLAS_STATUS_INVALID_VALUE && info < 0, "status %d, info %d", (int)s, info);
    seen.push_back((int)s);
    seen.push_back(info);
    info = 0;
    s = cublasDgeqrfBatched(g_handle, 4, 4, a.d_ptrs, 2, c.d_ptrs, &info, 1);
    check("geqrf_small_lda", s == CUBLAS_STATUS_INVALID_VALUE && info < 0, "status %d, info %d", (int)s, info);
    seen.push_back((int)s);
    seen.push_back(info);
    info = 0;
    s = cublasDgelsBatched(g_handle, CUBLAS_OP_N, 3, 4, 1, a.d_ptrs, 4, c.d_ptrs, 4, &info, d_info, 1);
    check("gels_underdetermined", s == CUBLAS_STATUS_NOT_SUPPORTED, "m 3 < n 4: status %d, info %d", (int)s, info);
    seen.push_back((int)s);
    seen.push_back(info);
    info = 0;
    s = cublasDgelsBatched(g_handle, CUBLAS_OP_T, 4, 4, 1, a.d_ptrs, 4, c.d_ptrs, 4, &info, d_info, 1);
    check("gels_transposed", s == CUBLAS_STATUS_NOT_SUPPORTED || s == CUBLAS_STATUS_INVALID_VALUE,
          "status %d, info %d", (int)s, info);
    seen.push_back((int)s);
    seen.push_back(info);
    dump_ints("solve.info.illegal_arguments", seen);
    cudaFree(d_info);
    cudaFree(d_piv);
}

int main(int argc, char** argv) {
    setvbuf(stdout, nullptr, _IOLBF, 0);
    g_dump_dir = dump_dir_arg(argc, argv);
    REQUIRE(cudaSetDevice(0));
    BLAS_REQUIRE(cublasCreate(&g_handle));
    run_type<float>();
    run_type<double>();
    run_type<cuComplex>();
    run_type<cuDoubleComplex>();
    illegal_arguments();
    BLAS_REQUIRE(cublasDestroy(g_handle));
    return finish(__FILE__);
}
