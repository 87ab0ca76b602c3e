// cuBLAS beyond gemm, in all four types: the level-2 band, symmetric, Hermitian, packed and
// triangular routines and the rank updates; the level-3 symm/hemm, rank-k updates, trmm,
// geam, dgmm, packing and batched gemv; the plane rotations and level-1 Ex forms; the
// legacy cublas.h API; cuBLASXt's forwarded routines; cuBLASLt's matrix transform and
// descriptor Init calls; the handle settings of CUDA 13 and the statuses of bad arguments.
//
// Every result is checked on the host against a float64 reference built from the BLAS
// storage formulas (CHECK lines carry no floating-point detail, so the whole stdout is the
// same on every correct implementation), settings and statuses are printed as VALUE lines,
// and `--dump DIR` writes every result as .npy (recorded on the GPU as the reference).
#include <cmath>
#include <complex>
#include <string>
#include <vector>

#include <cublasLt.h>
#include <cublasXt.h>
#include <cublas_v2.h>

#include "common.h"

// The legacy API (cublas.h) cannot be included beside cublas_v2.h, whose macros give the
// legacy names to the _v2 routines: the legacy symbols are declared here under names of their own
extern "C" {
cublasStatus_t cublasInit();
cublasStatus_t cublasShutdown();
cublasStatus_t cublasGetError();
cublasStatus_t cublasAlloc(int n, int elemSize, void** devicePtr);
cublasStatus_t cublasFree(void* devicePtr);
void legacy_Sscal(int n, float alpha, float* x, int incx) __asm__("cublasSscal");
void legacy_Saxpy(int n, float alpha, const float* x, int incx, float* y, int incy) __asm__("cublasSaxpy");
float legacy_Sdot(int n, const float* x, int incx, const float* y, int incy) __asm__("cublasSdot");
void legacy_Sgemv(char trans, int m, int n, float alpha, const float* A, int lda, const float* x, int incx, float beta,
                  float* y, int incy) __asm__("cublasSgemv");
void legacy_Strmv(char uplo, char trans, char diag, int n, const float* A, int lda, float* x, int incx)
    __asm__("cublasStrmv");
}

using cd = std::complex<double>;
using Mat = std::vector<cd>;   // column-major

static const char* g_dump_dir = nullptr;
static cublasHandle_t g_handle;

#define BLAS_REQUIRE(call)                                                                                 \
    do {                                                                                                   \
        cublasStatus_t s_ = (call);                                                                        \
        if (s_ != CUBLAS_STATUS_SUCCESS) {                                                                 \
            check("require", false, "%s:%d: %s -> status %d", base_name(__FILE__), __LINE__, #call, (int)s_); \
            exit(finish(__FILE__));                                                                        \
        }                                                                                                  \
    } while (0)

static void value(const char* name, long long v) { printf("VALUE %s %lld\n", name, v); }

static void dump(const std::string& name, const Mat& m, bool complex) {
    if (!g_dump_dir) return;
    std::vector<double> flat;
    for (auto& x : m) {
        flat.push_back(x.real());
        if (complex) flat.push_back(x.imag());
    }
    std::string path = std::string(g_dump_dir) + "/routines." + name + ".npy";
    if (!write_npy(path, flat.data(), "<f8", 8, {flat.size()})) check("dump", false, "cannot write %s", path.c_str());
}

static double max_err(const Mat& a, const Mat& b) {
    double e = 0;
    for (size_t i = 0; i < a.size(); i++) e = std::max(e, std::abs(a[i] - b[i]));
    return e;
}

// --- one type's entry points: the Hermitian names stand for the symmetric ones in real types
template <class T> struct B;
#define COMMON(T, R, L, NAME, CX, TOL)                                                                         \
    using real = R;                                                                                         \
    static constexpr const char* name = NAME;                                                               \
    static constexpr bool complex = CX;                                                                     \
    static constexpr double tol = TOL;                                                                      \
    static constexpr auto gbmv = cublas##L##gbmv_v2;                                                        \
    static constexpr auto gbmv64 = cublas##L##gbmv_v2_64;                                                  \
    static constexpr auto symv = cublas##L##symv_v2;                                                        \
    static constexpr auto trmv = cublas##L##trmv_v2;                                                        \
    static constexpr auto trsv = cublas##L##trsv_v2;                                                        \
    static constexpr auto tbmv = cublas##L##tbmv_v2;                                                        \
    static constexpr auto tbsv = cublas##L##tbsv_v2;                                                        \
    static constexpr auto tpmv = cublas##L##tpmv_v2;                                                        \
    static constexpr auto tpsv = cublas##L##tpsv_v2;                                                        \
    static constexpr auto syr = cublas##L##syr_v2;                                                          \
    static constexpr auto syr2 = cublas##L##syr2_v2;                                                        \
    static constexpr auto symm = cublas##L##symm_v2;                                                        \
    static constexpr auto syrk = cublas##L##syrk_v2;                                                        \
    static constexpr auto syr2k = cublas##L##syr2k_v2;                                                      \
    static constexpr auto syrkx = cublas##L##syrkx;                                                         \
    static constexpr auto trmm = cublas##L##trmm_v2;                                                        \
    static constexpr auto geam = cublas##L##geam;                                                           \
    static constexpr auto dgmm = cublas##L##dgmm;                                                           \
    static constexpr auto tpttr = cublas##L##tpttr;                                                         \
    static constexpr auto trttp = cublas##L##trttp;                                                         \
    static constexpr auto gemvBatched = cublas##L##gemvBatched;                                             \
    static constexpr auto rotg = cublas##L##rotg_v2;
template <> struct B<float> {
    COMMON(float, float, S, "s", false, 1e-4)
    static constexpr auto hemv = cublasSsymv_v2;
    static constexpr auto hbmv = cublasSsbmv_v2;
    static constexpr auto hpmv = cublasSspmv_v2;
    static constexpr auto gerc = cublasSger_v2;
    static constexpr auto her = cublasSsyr_v2;
    static constexpr auto her2 = cublasSsyr2_v2;
    static constexpr auto hpr = cublasSspr_v2;
    static constexpr auto hpr2 = cublasSspr2_v2;
    static constexpr auto hemm = cublasSsymm_v2;
    static constexpr auto herk = cublasSsyrk_v2;
    static constexpr auto her2k = cublasSsyr2k_v2;
    static constexpr auto herkx = cublasSsyrkx;
    static float make(cd v) { return (float)v.real(); }
    static cd from(float v) { return v; }
};
template <> struct B<double> {
    COMMON(double, double, D, "d", false, 1e-12)
    static constexpr auto hemv = cublasDsymv_v2;
    static constexpr auto hbmv = cublasDsbmv_v2;
    static constexpr auto hpmv = cublasDspmv_v2;
    static constexpr auto gerc = cublasDger_v2;
    static constexpr auto her = cublasDsyr_v2;
    static constexpr auto her2 = cublasDsyr2_v2;
    static constexpr auto hpr = cublasDspr_v2;
    static constexpr auto hpr2 = cublasDspr2_v2;
    static constexpr auto hemm = cublasDsymm_v2;
    static constexpr auto herk = cublasDsyrk_v2;
    static constexpr auto her2k = cublasDsyr2k_v2;
    static constexpr auto herkx = cublasDsyrkx;
    static double make(cd v) { return v.real(); }
    static cd from(double v) { return v; }
};
template <> struct B<cuComplex> {
    COMMON(cuComplex, float, C, "c", true, 1e-4)
    static constexpr auto hemv = cublasChemv_v2;
    static constexpr auto hbmv = cublasChbmv_v2;
    static constexpr auto hpmv = cublasChpmv_v2;
    static constexpr auto gerc = cublasCgerc_v2;
    static constexpr auto her = cublasCher_v2;
    static constexpr auto her2 = cublasCher2_v2;
    static constexpr auto hpr = cublasChpr_v2;
    static constexpr auto hpr2 = cublasChpr2_v2;
    static constexpr auto hemm = cublasChemm_v2;
    static constexpr auto herk = cublasCherk_v2;
    static constexpr auto her2k = cublasCher2k_v2;
    static constexpr auto herkx = cublasCherkx;
    static cuComplex make(cd v) { return make_cuComplex((float)v.real(), (float)v.imag()); }
    static cd from(cuComplex v) { return cd(v.x, v.y); }
};
template <> struct B<cuDoubleComplex> {
    COMMON(cuDoubleComplex, double, Z, "z", true, 1e-12)
    static constexpr auto hemv = cublasZhemv_v2;
    static constexpr auto hbmv = cublasZhbmv_v2;
    static constexpr auto hpmv = cublasZhpmv_v2;
    static constexpr auto gerc = cublasZgerc_v2;
    static constexpr auto her = cublasZher_v2;
    static constexpr auto her2 = cublasZher2_v2;
    static constexpr auto hpr = cublasZhpr_v2;
    static constexpr auto hpr2 = cublasZhpr2_v2;
    static constexpr auto hemm = cublasZhemm_v2;
    static constexpr auto herk = cublasZherk_v2;
    static constexpr auto her2k = cublasZher2k_v2;
    static constexpr auto herkx = cublasZherkx;
    static cuDoubleComplex make(cd v) { return make_cuDoubleComplex(v.real(), v.imag()); }
    static cd from(cuDoubleComplex v) { return cd(v.x, v.y); }
};

// device buffers of T with host values as cd
template <class T>
struct Dev {
    size_t n;
    T* p = nullptr;
    explicit Dev(size_t count) : n(count) { REQUIRE(cudaMalloc(&p, sizeof(T) * std::max<size_t>(n, 1))); }
    Dev(const Mat& v) : Dev(v.size()) { upload(v); }
    ~Dev() { cudaFree(p); }
    void upload(const Mat& v) {
        std::vector<T> tmp(n);
        for (size_t i = 0; i < n; i++) tmp[i] = B<T>::make(v[i]);
        REQUIRE(cudaMemcpy(p, tmp.data(), sizeof(T) * n, cudaMemcpyHostToDevice));
    }
    Mat download() const {
        std::vector<T> tmp(n);
        REQUIRE(cudaMemcpy(tmp.data(), p, sizeof(T) * n, cudaMemcpyDeviceToHost));
        Mat out(n);
        for (size_t i = 0; i < n; i++) out[i] = B<T>::from(tmp[i]);
        return out;
    }
};

// values exactly representable in T (rounded once through T)
template <class T>
static Mat random_values(size_t n, uint64_t seed) {
    Lcg rng(seed);
    Mat v(n);
    for (auto& x : v) {
        double re = rng.uniform(-1, 1), im = B<T>::complex ? rng.uniform(-1, 1) : 0.0;
        x = B<T>::from(B<T>::make(cd(re, im)));
    }
    return v;
}

// --- host references over dense n x n (or m x n) column-major matrices ------------------
static cd at(const Mat& a, int ld, int i, int j) { return a[(size_t)j * ld + i]; }

static Mat dense_band(const Mat& band, int ld, int m, int n, int kl, int ku) {
    Mat d((size_t)m * n, 0.0);
    for (int j = 0; j < n; j++)
        for (int i = std::max(0, j - ku); i < std::min(m, j + kl + 1); i++) d[(size_t)j * m + i] = at(band, ld, ku + i - j, j);
    return d;
}

static Mat dense_packed(const Mat& ap, int n, bool lower) {
    Mat d((size_t)n * n, 0.0);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            if (lower && i >= j) d[(size_t)j * n + i] = ap[i + (2 * n - j - 1) * j / 2];
            if (!lower && i <= j) d[(size_t)j * n + i] = ap[i + j * (j + 1) / 2];
        }
    return d;
}

static Mat full_of(const Mat& a, int ld, int n) {
    Mat d((size_t)n * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) d[(size_t)j * n + i] = at(a, ld, i, j);
    return d;
}

// the symmetric (herm=false) or Hermitian matrix one triangle of d holds
static Mat symmetric(const Mat& d, int n, bool lower, bool herm) {
    Mat s((size_t)n * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            bool stored = lower ? i >= j : i <= j;
            cd v = stored ? d[(size_t)j * n + i] : d[(size_t)i * n + j];
            if (!stored && herm) v = std::conj(v);
            if (herm && i == j) v = v.real();
            s[(size_t)j * n + i] = v;
        }
    return s;
}

static Mat triangular(const Mat& d, int n, bool lower, bool unit) {
    Mat t((size_t)n * n, 0.0);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            if (lower ? i >= j : i <= j) t[(size_t)j * n + i] = (i == j && unit) ? cd(1) : d[(size_t)j * n + i];
    return t;
}

// op(A) for an m x n matrix: N, T or C
static Mat op(const Mat& a, int m, int n, char t) {
    if (t == 'N') return a;
    Mat o((size_t)m * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) o[(size_t)i * n + j] = t == 'C' ? std::conj(a[(size_t)j * m + i]) : a[(size_t)j * m + i];
    return o;
}

// a (m x k) times b (k x n)
static Mat mul(const Mat& a, const Mat& b, int m, int k, int n) {
    Mat c((size_t)m * n, 0.0);
    for (int j = 0; j < n; j++)
        for (int p = 0; p < k; p++)
            for (int i = 0; i < m; i++) c[(size_t)j * m + i] += a[(size_t)p * m + i] * b[(size_t)j * k + p];
    return c;
}

static Mat axpby(cd a, const Mat& x, cd b, const Mat& y) {
    Mat r(x.size());
    for (size_t i = 0; i < x.size(); i++) r[i] = a * x[i] + b * y[i];
    return r;
}

template <class T>
static void verdict(const std::string& what, const Mat& got, const Mat& want, double scale = 1) {
    double err = max_err(got, want);
    check((std::string(B<T>::name) + what).c_str(), err <= B<T>::tol * 20 * scale, "");
    dump(std::string(B<T>::name) + what, got, B<T>::complex);
}

// --- level 2 ------------------------------------------------------------------------------
template <class T>
static void level2() {
    using R = typename B<T>::real;
    const bool cx = B<T>::complex;
    const int m = 6, n = 5, kl = 2, ku = 1, k = 2;
    T alpha = B<T>::make(cd(1.5, cx ? -0.5 : 0)), beta = B<T>::make(-0.75);
    cd a = B<T>::from(alpha), b = B<T>::from(beta);

    {   // gbmv, trans N, and C (T for real) with incx -1
        int ld = kl + ku + 2;
        Mat band = random_values<T>((size_t)ld * n, 101), x = random_values<T>(n, 102), y = random_values<T>(m, 103);
        Mat xm = random_values<T>(m, 104), yn = random_values<T>(n, 105);
        Dev<T> dA(band), dx(x), dy(y), dxm(xm), dyn(yn);
        BLAS_REQUIRE(B<T>::gbmv(g_handle, CUBLAS_OP_N, m, n, kl, ku, &alpha, dA.p, ld, dx.p, 1, &beta, dy.p, 1));
        Mat A = dense_band(band, ld, m, n, kl, ku);
        verdict<T>(".gbmv_n", dy.download(), axpby(a, mul(A, x, m, n, 1), b, y));
        BLAS_REQUIRE(B<T>::gbmv64(g_handle, CUBLAS_OP_C, m, n, kl, ku, &alpha, dA.p, ld, dxm.p, -1, &beta, dyn.p, 1));
        Mat xr(xm.rbegin(), xm.rend());
        verdict<T>(".gbmv_c_64", dyn.download(), axpby(a, mul(op(A, m, n, 'C'), xr, n, m, 1), b, yn));
    }
    for (int lower = 0; lower < 2; lower++) {   // symv (and hemv), hbmv, hpmv
        cublasFillMode_t uplo = lower ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER;
        std::string tag = lower ? "_l" : "_u";
        Mat full = random_values<T>((size_t)(n + 1) * n, 110 + lower), x = random_values<T>(n, 112), y = random_values<T>(n, 113);
        Dev<T> dA(full), dx(x), dy(y), dy2(y);
        BLAS_REQUIRE(B<T>::symv(g_handle, uplo, n, &alpha, dA.p, n + 1, dx.p, 1, &beta, dy.p, 1));
        Mat F = full_of(full, n + 1, n);
        verdict<T>(".symv" + tag, dy.download(), axpby(a, mul(symmetric(F, n, lower, false), x, n, n, 1), b, y));
        BLAS_REQUIRE(B<T>::hemv(g_handle, uplo, n, &alpha, dA.p, n + 1, dx.p, 1, &beta, dy2.p, 1));
        verdict<T>(".hemv" + tag, dy2.download(), axpby(a, mul(symmetric(F, n, lower, true), x, n, n, 1), b, y));
        Mat band = random_values<T>((size_t)(k + 1) * n, 114 + lower), ap = random_values<T>(n * (n + 1) / 2, 116);
        Dev<T> dB(band), dP(ap), dy3(y), dy4(y);
        BLAS_REQUIRE(B<T>::hbmv(g_handle, uplo, n, k, &alpha, dB.p, k + 1, dx.p, 1, &beta, dy3.p, 1));
        Mat D = dense_band(band, k + 1, n, n, lower ? k : 0, lower ? 0 : k);
        verdict<T>(".hbmv" + tag, dy3.download(), axpby(a, mul(symmetric(D, n, lower, true), x, n, n, 1), b, y));
        BLAS_REQUIRE(B<T>::hpmv(g_handle, uplo, n, &alpha, dP.p, dx.p, 1, &beta, dy4.p, 1));
        verdict<T>(".hpmv" + tag, dy4.download(),
                   axpby(a, mul(symmetric(dense_packed(ap, n, lower), n, lower, true), x, n, n, 1), b, y));
    }
    {   // triangular products and solves: full (upper, T), band (lower, N, unit), packed (lower, C)
        Mat full = random_values<T>((size_t)n * n, 120), x = random_values<T>(n, 121);
        for (int i = 0; i < n; i++) full[(size_t)i * n + i] += 3.0;
        Dev<T> dA(full), dx(x);
        BLAS_REQUIRE(B<T>::trmv(g_handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, n, dA.p, n, dx.p, 1));
        Mat T_ = triangular(full, n, false, false);
        verdict<T>(".trmv", dx.download(), mul(op(T_, n, n, 'T'), x, n, n, 1));
        BLAS_REQUIRE(B<T>::trsv(g_handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, n, dA.p, n, dx.p, 1));
        verdict<T>(".trsv", dx.download(), x, 10);
        Mat band = random_values<T>((size_t)(k + 1) * n, 122), y = random_values<T>(n, 123);
        Dev<T> dB(band), dy(y);
        BLAS_REQUIRE(B<T>::tbmv(g_handle, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, n, k, dB.p, k + 1, dy.p, 2 - 3));
        Mat Tb = triangular(dense_band(band, k + 1, n, n, k, 0), n, true, true);
        Mat yr(y.rbegin(), y.rend());
        Mat got = dy.download();
        verdict<T>(".tbmv", Mat(got.rbegin(), got.rend()), mul(Tb, yr, n, n, 1));
        BLAS_REQUIRE(B<T>::tbsv(g_handle, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, n, k, dB.p, k + 1, dy.p, -1));
        verdict<T>(".tbsv", dy.download(), y, 10);
        Mat ap = random_values<T>(n * (n + 1) / 2, 124), z = random_values<T>(n, 125);
        for (int j = 0; j < n; j++) ap[j + (2 * n - j - 1) * j / 2] += 3.0;
        Dev<T> dP(ap), dz(z);
        BLAS_REQUIRE(B<T>::tpmv(g_handle, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_C, CUBLAS_DIAG_NON_UNIT, n, dP.p, dz.p, 1));
        verdict<T>(".tpmv", dz.download(), mul(op(triangular(dense_packed(ap, n, true), n, true, false), n, n, 'C'), z, n, n, 1));
        BLAS_REQUIRE(B<T>::tpsv(g_handle, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_C, CUBLAS_DIAG_NON_UNIT, n, dP.p, dz.p, 1));
        verdict<T>(".tpsv", dz.download(), z, 10);
    }
    {   // rank-1 and rank-2 updates
        Mat A = random_values<T>((size_t)m * n, 130), x = random_values<T>(m, 131), y = random_values<T>(n, 132);
        Dev<T> dA(A), dx(x), dy(y);
        BLAS_REQUIRE(B<T>::gerc(g_handle, m, n, &alpha, dx.p, 1, dy.p, 1, dA.p, m));
        Mat want = A;
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) want[(size_t)j * m + i] += a * x[i] * (cx ? std::conj(y[j]) : y[j]);
        verdict<T>(".gerc", dA.download(), want);
        Mat S = random_values<T>((size_t)n * n, 133), u = random_values<T>(n, 134), v = random_values<T>(n, 135);
        R ralpha = (R)0.75;
        Dev<T> dS(S), dS2(S), du(u), dv(v);
        BLAS_REQUIRE(B<T>::her(g_handle, CUBLAS_FILL_MODE_UPPER, n, &ralpha, du.p, 1, dS.p, n));
        BLAS_REQUIRE(B<T>::syr2(g_handle, CUBLAS_FILL_MODE_LOWER, n, &alpha, du.p, 1, dv.p, 1, dS2.p, n));
        Mat w1 = S, w2 = S;
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++) {
                if (i <= j) {
                    w1[(size_t)j * n + i] += 0.75 * u[i] * (cx ? std::conj(u[j]) : u[j]);
                    if (cx && i == j) w1[(size_t)j * n + i] = w1[(size_t)j * n + i].real();
                }
                if (i >= j) w2[(size_t)j * n + i] += a * u[i] * v[j] + a * v[i] * u[j];
            }
        verdict<T>(".her", dS.download(), w1);
        verdict<T>(".syr2", dS2.download(), w2);
        Mat ap = random_values<T>(n * (n + 1) / 2, 136);
        Dev<T> dP(ap);
        BLAS_REQUIRE(B<T>::hpr2(g_handle, CUBLAS_FILL_MODE_UPPER, n, &alpha, du.p, 1, dv.p, -1, dP.p));
        Mat vr(v.rbegin(), v.rend());
        Mat D = dense_packed(ap, n, false);
        for (int j = 0; j < n; j++)
            for (int i = 0; i <= j; i++) {
                cd add = a * u[i] * (cx ? std::conj(vr[j]) : vr[j]) + (cx ? std::conj(a) : a) * vr[i] * (cx ? std::conj(u[j]) : u[j]);
                D[(size_t)j * n + i] += add;
                if (cx && i == j) D[(size_t)j * n + i] = D[(size_t)j * n + i].real();
            }
        Mat packed;
        for (int j = 0; j < n; j++)
            for (int i = 0; i <= j; i++) packed.push_back(D[(size_t)j * n + i]);
        verdict<T>(".hpr2", dP.download(), packed);
    }
}

// --- level 3 ------------------------------------------------------------------------------
template <class T>
static void level3() {
    using R = typename B<T>::real;
    const bool cx = B<T>::complex;
    const int m = 4, n = 3, k = 5;
    T alpha = B<T>::make(cd(0.5, cx ? 0.25 : 0)), beta = B<T>::make(2.0);
    cd a = B<T>::from(alpha), b = B<T>::from(beta);
    {   // hemm (symm for real) side right, lower; symm side left, upper
        Mat A = random_values<T>((size_t)n * n, 201), Bm = random_values<T>((size_t)m * n, 202), C = random_values<T>((size_t)m * n, 203);
        Mat A2 = random_values<T>((size_t)m * m, 204);
        Dev<T> dA(A), dB(Bm), dC(C), dA2(A2), dC2(C);
        BLAS_REQUIRE(B<T>::hemm(g_handle, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_LOWER, m, n, &alpha, dA.p, n, dB.p, m, &beta, dC.p, m));
        verdict<T>(".hemm", dC.download(), axpby(a, mul(Bm, symmetric(A, n, true, true), m, n, n), b, C));
        BLAS_REQUIRE(B<T>::symm(g_handle, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, m, n, &alpha, dA2.p, m, dB.p, m, &beta, dC2.p, m));
        verdict<T>(".symm", dC2.download(), axpby(a, mul(symmetric(A2, m, false, false), Bm, m, m, n), b, C));
    }
    {   // rank-k updates of the upper triangle: herk (trans C), syrk/syr2k/syrkx (trans N/T)
        Mat A = random_values<T>((size_t)n * k, 210), Bm = random_values<T>((size_t)n * k, 211), C = random_values<T>((size_t)n * n, 212);
        Mat At = random_values<T>((size_t)k * n, 213);
        for (int i = 0; i < n; i++) C[(size_t)i * n + i] = C[(size_t)i * n + i].real();
        auto upper = [&](const Mat& upd, cd beta_, bool herm) {
            Mat w = C;
            for (int j = 0; j < n; j++)
                for (int i = 0; i <= j; i++) {
                    w[(size_t)j * n + i] = beta_ * C[(size_t)j * n + i] + upd[(size_t)j * n + i];
                    if (herm && i == j) w[(size_t)j * n + i] = w[(size_t)j * n + i].real();
                }
            return w;
        };
        R ra = (R)0.5, rb = (R)2.0;
        Dev<T> dA(A), dB(Bm), dAt(At), c1(C), c2(C), c3(C), c4(C), c5(C);
        BLAS_REQUIRE(B<T>::herk(g_handle, CUBLAS_FILL_MODE_UPPER, cx ? CUBLAS_OP_C : CUBLAS_OP_T, n, k, (const R*)&ra, dAt.p, k,
                                (const R*)&rb, c1.p, n));
        Mat opA = op(At, k, n, 'C'), gram = mul(opA, op(opA, n, k, 'C'), n, k, n);
        for (auto& v : gram) v *= 0.5;
        verdict<T>(".herk", c1.download(), upper(gram, 2.0, cx));
        BLAS_REQUIRE(B<T>::syrk(g_handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, n, k, &alpha, dA.p, n, &beta, c2.p, n));
        Mat prod = mul(A, op(A, n, k, 'T'), n, k, n);
        for (auto& v : prod) v *= a;
        verdict<T>(".syrk", c2.download(), upper(prod, b, false));
        BLAS_REQUIRE(B<T>::syr2k(g_handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, n, k, &alpha, dA.p, n, dB.p, n, &beta, c3.p, n));
        Mat p1 = mul(A, op(Bm, n, k, 'T'), n, k, n), p2 = mul(Bm, op(A, n, k, 'T'), n, k, n);
        verdict<T>(".syr2k", c3.download(), upper(axpby(a, p1, a, p2), b, false));
        BLAS_REQUIRE(B<T>::syrkx(g_handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, n, k, &alpha, dA.p, n, dB.p, n, &beta, c4.p, n));
        for (auto& v : p1) v *= a;
        verdict<T>(".syrkx", c4.download(), upper(p1, b, false));
        if (cx) {
            BLAS_REQUIRE(B<T>::her2k(g_handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, n, k, &alpha, dA.p, n, dB.p, n,
                                     (const R*)&rb, c5.p, n));
            Mat h1 = mul(A, op(Bm, n, k, 'C'), n, k, n), h2 = mul(Bm, op(A, n, k, 'C'), n, k, n);
            verdict<T>(".her2k", c5.download(), upper(axpby(a, h1, std::conj(a), h2), 2.0, true));
        }
    }
    {   // trmm (left, lower, T, unit) into a separate C; geam (T, N); dgmm (left); tpttr/trttp
        Mat A = random_values<T>((size_t)m * m, 220), Bm = random_values<T>((size_t)m * n, 221);
        Dev<T> dA(A), dB(Bm), dC((size_t)m * n);
        BLAS_REQUIRE(B<T>::trmm(g_handle, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, m, n, &alpha,
                                dA.p, m, dB.p, m, dC.p, m));
        Mat prod = mul(op(triangular(A, m, true, true), m, m, 'T'), Bm, m, m, n);
        for (auto& v : prod) v *= a;
        verdict<T>(".trmm", dC.download(), prod);
        Mat G = random_values<T>((size_t)n * m, 222);   // n x m, transposed into m x n
        Dev<T> dG(G), dE((size_t)m * n);
        BLAS_REQUIRE(B<T>::geam(g_handle, CUBLAS_OP_T, CUBLAS_OP_N, m, n, &alpha, dG.p, n, &beta, dB.p, m, dE.p, m));
        verdict<T>(".geam", dE.download(), axpby(a, op(G, n, m, 'T'), b, Bm));
        Mat x = random_values<T>(m, 223);
        Dev<T> dx(x), dD((size_t)m * n);
        BLAS_REQUIRE(B<T>::dgmm(g_handle, CUBLAS_SIDE_LEFT, m, n, dB.p, m, dx.p, 1, dD.p, m));
        Mat want((size_t)m * n);
        for (int j = 0; j < n; j++)
            for (int i = 0; i < m; i++) want[(size_t)j * m + i] = x[i] * Bm[(size_t)j * m + i];
        verdict<T>(".dgmm", dD.download(), want);
        Mat ap = random_values<T>(m * (m + 1) / 2, 224);
        Dev<T> dP(ap), dF((size_t)m * m), dP2(ap.size());
        REQUIRE(cudaMemset(dF.p, 0, sizeof(T) * m * m));
        BLAS_REQUIRE(B<T>::tpttr(g_handle, CUBLAS_FILL_MODE_LOWER, m, dP.p, dF.p, m));
        verdict<T>(".tpttr", dF.download(), dense_packed(ap, m, true));
        BLAS_REQUIRE(B<T>::trttp(g_handle, CUBLAS_FILL_MODE_LOWER, m, dF.p, m, dP2.p));
        verdict<T>(".trttp", dP2.download(), ap);
    }
    {   // gemvBatched: three problems through device pointer arrays
        const int batch = 3;
        std::vector<Dev<T>*> As, xs, ys;
        std::vector<Mat> hA, hx, hy;
        std::vector<T*> pa, px, py;
        for (int i = 0; i < batch; i++) {
            hA.push_back(random_values<T>((size_t)m * n, 230 + i));
            hx.push_back(random_values<T>(n, 240 + i));
            hy.push_back(random_values<T>(m, 250 + i));
            As.push_back(new Dev<T>(hA[i]));
            xs.push_back(new Dev<T>(hx[i]));
            ys.push_back(new Dev<T>(hy[i]));
            pa.push_back(As[i]->p), px.push_back(xs[i]->p), py.push_back(ys[i]->p);
        }
        T **dpa, **dpx, **dpy;
        REQUIRE(cudaMalloc(&dpa, sizeof(T*) * batch));
        REQUIRE(cudaMalloc(&dpx, sizeof(T*) * batch));
        REQUIRE(cudaMalloc(&dpy, sizeof(T*) * batch));
        REQUIRE(cudaMemcpy(dpa, pa.data(), sizeof(T*) * batch, cudaMemcpyHostToDevice));
        REQUIRE(cudaMemcpy(dpx, px.data(), sizeof(T*) * batch, cudaMemcpyHostToDevice));
        REQUIRE(cudaMemcpy(dpy, py.data(), sizeof(T*) * batch, cudaMemcpyHostToDevice));
        BLAS_REQUIRE(B<T>::gemvBatched(g_handle, CUBLAS_OP_N, m, n, &alpha, (const T* const*)dpa, m, (const T* const*)dpx, 1,
                                       &beta, dpy, 1, batch));
        Mat got, want;
        for (int i = 0; i < batch; i++) {
            Mat g = ys[i]->download(), w = axpby(a, mul(hA[i], hx[i], m, n, 1), b, hy[i]);
            got.insert(got.end(), g.begin(), g.end());
            want.insert(want.end(), w.begin(), w.end());
            delete As[i], delete xs[i], delete ys[i];
        }
        verdict<T>(".gemvBatched", got, want);
        cudaFree(dpa), cudaFree(dpx), cudaFree(dpy);
    }
}

// --- level 1: rotations and Ex forms ------------------------------------------------------------
static void level1() {
    cublasSetPointerMode(g_handle, CUBLAS_POINTER_MODE_HOST);
    {   // rotg: real (3, 4) and complex
        float a = 3, b = 4, c, s;
        BLAS_REQUIRE(cublasSrotg(g_handle, &a, &b, &c, &s));
        Mat got = {a, b, c, s};
        check("s.rotg", std::abs(a - 5) < 1e-6 && std::abs(c - 0.6) < 1e-6 && std::abs(s - 0.8) < 1e-6, "");
        dump("s.rotg", got, false);
        cuDoubleComplex za = make_cuDoubleComplex(3, 4), zb = make_cuDoubleComplex(1, -2), zs;
        double zc;
        BLAS_REQUIRE(cublasZrotg(g_handle, &za, &zb, &zc, &zs));
        cd r = cd(za.x, za.y), sv = cd(zs.x, zs.y);
        check("z.rotg", std::abs(zc * cd(3, 4) + sv * cd(1, -2) - r) < 1e-12 &&
                            std::abs(-std::conj(sv) * cd(3, 4) + zc * cd(1, -2)) < 1e-12, "");
        dump("z.rotg", {r, zc, sv}, true);
    }
    {   // rotmg then rotm, double
        double d1 = 2, d2 = 3, x1 = 1.5, y1 = -0.5, param[5] = {0, 0, 0, 0, 0};   // flag 0 leaves h11, h22 unwritten
        BLAS_REQUIRE(cublasDrotmg(g_handle, &d1, &d2, &x1, &y1, param));
        value("d.rotmg.flag", (long long)param[0]);
        dump("d.rotmg", {d1, d2, x1, param[0], param[1], param[2], param[3], param[4]}, false);
        Mat x = random_values<double>(6, 301), y = random_values<double>(6, 302);
        Dev<double> dx(x), dy(y);
        BLAS_REQUIRE(cublasDrotm(g_handle, 6, dx.p, 1, dy.p, 1, param));
        double h11 = param[1], h21 = param[2], h12 = param[3], h22 = param[4];
        if (param[0] == 0) h11 = h22 = 1;
        if (param[0] == 1) h12 = 1, h21 = -1;
        Mat wx(6), wy(6);
        for (int i = 0; i < 6; i++) wx[i] = h11 * x[i] + h12 * y[i], wy[i] = h21 * x[i] + h22 * y[i];
        verdict<double>(".rotm_x", dx.download(), wx);
        verdict<double>(".rotm_y", dy.download(), wy);
        check("d.rotmg_zeroes_y", std::abs(h21 * 1.5 + h22 * -0.5) < 1e-12, "");
    }
    {   // rot: Csrot (real c and s) and Zrot (complex s)
        Mat x = random_values<cuComplex>(5, 310), y = random_values<cuComplex>(5, 311);
        Dev<cuComplex> dx(x), dy(y);
        float c = 0.6f, s = 0.8f;
        BLAS_REQUIRE(cublasCsrot(g_handle, 5, dx.p, 1, dy.p, 1, &c, &s));
        verdict<cuComplex>(".srot_x", dx.download(), axpby(0.6f, x, 0.8f, y));
        verdict<cuComplex>(".srot_y", dy.download(), axpby(0.6f, y, -0.8f, x));
        Mat zx = random_values<cuDoubleComplex>(5, 312), zy = random_values<cuDoubleComplex>(5, 313);
        Dev<cuDoubleComplex> dzx(zx), dzy(zy);
        double zc = 0.6;
        cuDoubleComplex zs = make_cuDoubleComplex(0.0, 0.8);
        BLAS_REQUIRE(cublasZrot(g_handle, 5, dzx.p, 1, dzy.p, 1, &zc, &zs));
        verdict<cuDoubleComplex>(".rot_x", dzx.download(), axpby(0.6, zx, cd(0, 0.8), zy));
        verdict<cuDoubleComplex>(".rot_y", dzy.download(), axpby(0.6, zy, -std::conj(cd(0, 0.8)), zx));
    }
    {   // Ex forms: AsumEx (complex, both execution types), IamaxEx, DotcEx, RotEx (float); the
        // statuses are printed (which type combinations cuBLAS has kernels for is its table)
        Mat x = random_values<cuComplex>(7, 320);
        Dev<cuComplex> dx(x);
        double want = 0;
        int best = 0;
        for (int i = 0; i < 7; i++) {
            want += std::abs(x[i].real()) + std::abs(x[i].imag());
            if (std::abs(x[i].real()) + std::abs(x[i].imag()) > std::abs(x[best].real()) + std::abs(x[best].imag())) best = i;
        }
        for (cudaDataType exec : {CUDA_R_32F, CUDA_C_32F}) {
            float asum = 0;
            cublasStatus_t st = cublasAsumEx(g_handle, 7, dx.p, CUDA_C_32F, 1, &asum, CUDA_R_32F, exec);
            value(exec == CUDA_R_32F ? "c.asumex_exec_r32f" : "c.asumex_exec_c32f", st);
            if (st == CUBLAS_STATUS_SUCCESS) check("c.asumex", std::abs(asum - want) < 1e-5, "");
        }
        int idx = 0;
        value("c.iamaxex", cublasIamaxEx(g_handle, 7, dx.p, CUDA_C_32F, 1, &idx));
        check("c.iamaxex", idx == best + 1, "index %d", idx);
        cuComplex dot = make_cuComplex(0, 0);
        value("c.dotcex", cublasDotcEx(g_handle, 7, dx.p, CUDA_C_32F, 1, dx.p, CUDA_C_32F, 1, &dot, CUDA_C_32F, CUDA_C_32F));
        double norm2 = 0;
        for (auto& v : x) norm2 += std::norm(v);
        check("c.dotcex", std::abs(dot.x - norm2) < 1e-4 && std::abs(dot.y) < 1e-5, "");
        dump("c.ex", {dot.x, dot.y}, false);
        Mat fx = random_values<float>(4, 321), fy = random_values<float>(4, 322);
        Dev<float> dfx(fx), dfy(fy);
        float c = 0.8f, s = -0.6f;
        value("s.rotex", cublasRotEx(g_handle, 4, dfx.p, CUDA_R_32F, 1, dfy.p, CUDA_R_32F, 1, &c, &s, CUDA_R_32F, CUDA_R_32F));
        verdict<float>(".rotex", dfx.download(), axpby(0.8f, fx, -0.6f, fy));
    }
}

// --- the legacy API -------------------------------------------------------------------------
static void legacy() {
    Mat xv = random_values<float>(4, 401), yv = random_values<float>(4, 402);
    std::vector<float> x(4), y(4);
    for (int i = 0; i < 4; i++) x[i] = (float)xv[i].real(), y[i] = (float)yv[i].real();
    float *dx, *dy;
    REQUIRE(cudaMalloc(&dx, 16));
    REQUIRE(cudaMalloc(&dy, 16));
    REQUIRE(cudaMemcpy(dx, x.data(), 16, cudaMemcpyHostToDevice));
    REQUIRE(cudaMemcpy(dy, y.data(), 16, cudaMemcpyHostToDevice));
    cublasGetError();
    value("legacy.init", cublasInit());
    legacy_Saxpy(4, 2.0f, dx, 1, dy, 1);
    value("legacy.saxpy_status", cublasGetError());
    std::vector<float> out(4);
    REQUIRE(cudaMemcpy(out.data(), dy, 16, cudaMemcpyDeviceToHost));
    Mat got(out.begin(), out.end()), want(4);
    for (int i = 0; i < 4; i++) want[i] = 2.0f * x[i] + y[i];
    verdict<float>(".legacy_saxpy", got, want);
    float d = legacy_Sdot(4, dx, 1, dy, 1);
    double wd = 0;
    for (int i = 0; i < 4; i++) wd += (double)x[i] * out[i];
    check("legacy.sdot", std::abs(d - wd) < 1e-5, "");
    legacy_Sgemv('x', 2, 2, 1.0f, dx, 2, dx, 1, 0.0f, dy, 1);
    value("legacy.bad_trans_status", cublasGetError());
    value("legacy.status_after_read", cublasGetError());
    legacy_Strmv('L', 'T', 'U', 2, dx, 2, dy, 1);   // y[0:2] := A^T y, A lower unit
    value("legacy.strmv_status", cublasGetError());
    REQUIRE(cudaMemcpy(out.data(), dy, 16, cudaMemcpyDeviceToHost));
    dump("legacy.strmv", Mat(out.begin(), out.end()), false);
    void* p = nullptr;
    value("legacy.alloc", cublasAlloc(8, 4, &p));
    value("legacy.alloc_zero", cublasAlloc(0, 4, &p) == CUBLAS_STATUS_SUCCESS ? 0 : 1);
    value("legacy.free", cublasFree(p));
    value("legacy.shutdown", cublasShutdown());
    cudaFree(dx), cudaFree(dy);
}

// --- cuBLASXt: the routines that are their cuBLAS counterpart --------------------------------
static void xt() {
    cublasXtHandle_t h;
    BLAS_REQUIRE(cublasXtCreate(&h));
    int dev = 0;
    BLAS_REQUIRE(cublasXtDeviceSelect(h, 1, &dev));
    const int n = 4, k = 3;
    Mat A = random_values<double>((size_t)n * k, 501), C = random_values<double>((size_t)n * n, 502);
    std::vector<double> hA(n * k), hC(n * n);
    for (int i = 0; i < n * k; i++) hA[i] = A[i].real();
    for (int i = 0; i < n * n; i++) hC[i] = C[i].real();
    double one = 1, zero = 0;
    BLAS_REQUIRE(cublasXtDsyrk(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, n, k, &one, hA.data(), n, &zero, hC.data(), n));
    Mat got(hC.begin(), hC.end()), want = C, prod = mul(A, op(A, n, k, 'T'), n, k, n);
    for (int j = 0; j < n; j++)
        for (int i = j; i < n; i++) want[(size_t)j * n + i] = prod[(size_t)j * n + i];
    verdict<double>(".xt_syrk", got, want);
    std::vector<double> ap(n * (n + 1) / 2), hB(n * k), hD(n * k);
    Mat apv = random_values<double>(ap.size(), 503), Bv = random_values<double>(n * k, 504);
    for (size_t i = 0; i < ap.size(); i++) ap[i] = apv[i].real();
    for (int i = 0; i < n * k; i++) hB[i] = Bv[i].real();
    BLAS_REQUIRE(cublasXtDspmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, n, k, &one, ap.data(), hB.data(), n, &zero,
                               hD.data(), n));
    verdict<double>(".xt_spmm", Mat(hD.begin(), hD.end()), mul(symmetric(dense_packed(apv, n, false), n, false, false), Bv, n, n, k));
    BLAS_REQUIRE(cublasXtDestroy(h));
}

// --- cuBLASLt: the matrix transform and descriptors in the program's memory ------------------
static void lt() {
    cublasLtHandle_t h;
    BLAS_REQUIRE(cublasLtCreate(&h));
    cublasLtMatrixTransformDesc_t desc;
    BLAS_REQUIRE(cublasLtMatrixTransformDescCreate(&desc, CUDA_R_32F));
    cublasOperation_t ta = CUBLAS_OP_T;
    BLAS_REQUIRE(cublasLtMatrixTransformDescSetAttribute(desc, CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSA, &ta, sizeof ta));
    const int m = 3, n = 4;
    Mat A = random_values<float>((size_t)n * m, 601), Bm = random_values<float>((size_t)m * n, 602);
    Dev<float> dA(A), dB(Bm), dC((size_t)m * n);
    cublasLtMatrixLayout_t la, lb, lc;
    BLAS_REQUIRE(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, n, m, n));
    BLAS_REQUIRE(cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, m, n, m));
    BLAS_REQUIRE(cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, m, n, m));
    float alpha = 2, beta = -1;
    BLAS_REQUIRE(cublasLtMatrixTransform(h, desc, &alpha, dA.p, la, &beta, dB.p, lb, dC.p, lc, 0));
    REQUIRE(cudaDeviceSynchronize());
    verdict<float>(".lt_transform", dC.download(), axpby(2.0, op(A, n, m, 'T'), -1.0, Bm));
    cublasLtMatrixLayoutOpaque_t opaque;
    value("lt.layout_init", cublasLtMatrixLayoutInit(&opaque, CUDA_R_64F, 5, 6, 7));
    uint64_t rows = 0;
    size_t written = 0;
    value("lt.layout_init_get", cublasLtMatrixLayoutGetAttribute(&opaque, CUBLASLT_MATRIX_LAYOUT_ROWS, &rows, sizeof rows, &written));
    value("lt.layout_init_rows", (long long)rows);
    cublasLtMatmulPreferenceOpaque_t pref;
    value("lt.preference_init", cublasLtMatmulPreferenceInit(&pref));
    value("lt.logger_level_9", cublasLtLoggerSetLevel(9));
    size_t capacity = 0;
    value("lt.cache_get", cublasLtHeuristicsCacheGetCapacity(&capacity));
    value("lt.cache_default", (long long)capacity);
    BLAS_REQUIRE(cublasLtMatrixTransformDescDestroy(desc));
    BLAS_REQUIRE(cublasLtMatrixLayoutDestroy(la));
    BLAS_REQUIRE(cublasLtMatrixLayoutDestroy(lb));
    BLAS_REQUIRE(cublasLtMatrixLayoutDestroy(lc));
    BLAS_REQUIRE(cublasLtDestroy(h));
}

// --- handle settings and the statuses of bad arguments ---------------------------------------
static void uint8_gemm_bias();

static void settings_and_statuses() {
    int v = -1;
    value("sm_count_get", cublasGetSmCountTarget(g_handle, &v));
    value("sm_count_default", v);
    value("sm_count_set_negative", cublasSetSmCountTarget(g_handle, -1));
    cublasEmulationStrategy_t strategy;
    value("emulation_strategy_get", cublasGetEmulationStrategy(g_handle, &strategy));
    value("emulation_strategy_default", strategy);
    cudaEmulationSpecialValuesSupport special;
    value("emulation_special_get", cublasGetEmulationSpecialValuesSupport(g_handle, &special));
    value("emulation_special_default", special);
    cudaEmulationMantissaControl control;
    value("mantissa_control_get", cublasGetFixedPointEmulationMantissaControl(g_handle, &control));
    value("mantissa_control_default", control);
    value("max_mantissa_get", cublasGetFixedPointEmulationMaxMantissaBitCount(g_handle, &v));
    value("max_mantissa_default", v);
    value("mantissa_offset_get", cublasGetFixedPointEmulationMantissaBitOffset(g_handle, &v));
    value("mantissa_offset_default", v);

    float f[64] = {0};
    float *d;
    REQUIRE(cudaMalloc(&d, sizeof f));
    REQUIRE(cudaMemset(d, 0, sizeof f));
    float one = 1;
    value("gbmv_small_lda", cublasSgbmv(g_handle, CUBLAS_OP_N, 4, 4, 1, 1, &one, d, 2, d, 1, &one, d, 1));
    value("symv_bad_uplo", cublasSsymv(g_handle, (cublasFillMode_t)7, 4, &one, d, 4, d, 1, &one, d, 1));
    value("trsv_incx_zero", cublasStrsv(g_handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 4, d, 4, d, 0));
    value("syrk_negative_k", cublasSsyrk(g_handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 4, -1, &one, d, 4, &one, d, 4));
    value("syrk_small_ldc", cublasSsyrk(g_handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 4, 2, &one, d, 4, &one, d, 3));
    value("geam_small_ldc", cublasSgeam(g_handle, CUBLAS_OP_N, CUBLAS_OP_N, 4, 2, &one, d, 4, &one, d, 4, d, 3));
    value("tpttr_negative_n", cublasStpttr(g_handle, CUBLAS_FILL_MODE_UPPER, -1, d, d, 1));
    value("ger_incy_zero", cublasSger(g_handle, 4, 4, &one, d, 1, d, 0, d, 4));
    value("trmm_bad_side", cublasStrmm(g_handle, (cublasSideMode_t)5, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 2,
                                       2, &one, d, 2, d, 2, d, 2));
    value("copyex_mixed_types", cublasCopyEx(g_handle, 2, d, CUDA_R_32F, 1, d, CUDA_R_64F, 1));
    unsigned char *u;
    REQUIRE(cudaMalloc(&u, 64));
    value("uint8gemmbias", cublasUint8gemmBias(g_handle, CUBLAS_OP_N, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, u, 0, 2, u, 0, 2, u, 0,
                                               2, 1, 0));
    cudaFree(u);
    cudaFree(d);
    uint8_gemm_bias();
}

// cublasUint8gemmBias (undocumented): C = f(sum (A - A_bias)(B - B_bias), C_mult, C_shift, C_bias)
// in unsigned 8-bit; every output byte is printed so the GPU's rule (rounding of the shift,
// saturation, the operations' meaning) is recorded, case by case
static void uint8_gemm_bias() {
    const int M = 3, N = 2, K = 4;
    unsigned char ha[M * K], hb[K * N];
    for (int i = 0; i < M * K; i++) ha[i] = (unsigned char)(37 * i + 11);
    for (int i = 0; i < K * N; i++) hb[i] = (unsigned char)(53 * i + 200);
    unsigned char *da, *db, *dc;
    REQUIRE(cudaMalloc(&da, sizeof ha));
    REQUIRE(cudaMalloc(&db, sizeof hb));
    REQUIRE(cudaMalloc(&dc, 64));
    REQUIRE(cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice));
    REQUIRE(cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice));
    struct Case { const char* name; cublasOperation_t ta, tb, tc; int a_bias, b_bias, c_bias, c_mult, c_shift; } cases[] = {
        {"plain", CUBLAS_OP_N, CUBLAS_OP_N, CUBLAS_OP_N, 0, 0, 0, 1, 0},
        {"shift", CUBLAS_OP_N, CUBLAS_OP_N, CUBLAS_OP_N, 0, 0, 0, 1, 10},
        {"biases", CUBLAS_OP_N, CUBLAS_OP_N, CUBLAS_OP_N, 100, 150, 20, 1, 8},
        {"mult_round", CUBLAS_OP_N, CUBLAS_OP_N, CUBLAS_OP_N, 128, 128, 128, 3, 9},
        {"negative", CUBLAS_OP_N, CUBLAS_OP_N, CUBLAS_OP_N, 255, 0, 0, 1, 6},
        {"trans_a", CUBLAS_OP_T, CUBLAS_OP_N, CUBLAS_OP_N, 10, 20, 30, 5, 11},
        {"trans_b", CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_N, 10, 20, 30, 5, 11},
        {"trans_c", CUBLAS_OP_N, CUBLAS_OP_N, CUBLAS_OP_T, 10, 20, 30, 5, 11},
        // C[0] is exactly 106.5 before rounding: half up, half to even and floor differ
        {"tie", CUBLAS_OP_N, CUBLAS_OP_N, CUBLAS_OP_N, 0, 0, 748, 1, 9},
        // every (product + C_bias) * C_mult passes 2^31: 32-bit arithmetic would wrap
        {"past_32_bits", CUBLAS_OP_N, CUBLAS_OP_N, CUBLAS_OP_N, 0, 0, 0, 65536, 25},
    };
    for (const Case& c : cases) {
        // lda/ldb/ldc as the operations need them: op(A) is M x K, op(B) K x N, C M x N
        int lda = c.ta == CUBLAS_OP_N ? M : K, ldb = c.tb == CUBLAS_OP_N ? K : N, ldc = c.tc == CUBLAS_OP_N ? M : N;
        REQUIRE(cudaMemset(dc, 0xAB, 64));
        char name[64];
        snprintf(name, sizeof name, "uint8gemmbias.%s", c.name);
        value(name, cublasUint8gemmBias(g_handle, c.ta, c.tb, c.tc, M, N, K, da, c.a_bias, lda, db, c.b_bias, ldb, dc,
                                        c.c_bias, ldc, c.c_mult, c.c_shift));
        unsigned char hc[M * N];
        REQUIRE(cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost));
        printf("VALUE %s.C", name);
        for (int i = 0; i < M * N; i++) printf(" %d", hc[i]);
        printf("\n");
    }
    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);
}

int main(int argc, char** argv) {
    setvbuf(stdout, nullptr, _IOLBF, 0);
    g_dump_dir = dump_dir_arg(argc, argv);
    REQUIRE(cudaSetDevice(0));
    // a legacy call before cublasInit
    cublasGetError();
    float* none = nullptr;
    legacy_Sscal(0, 1.0f, none, 1);
    value("legacy.before_init", cublasGetError());
    BLAS_REQUIRE(cublasCreate(&g_handle));
    level2<float>();
    level2<double>();
    level2<cuComplex>();
    level2<cuDoubleComplex>();
    level3<float>();
    level3<double>();
    level3<cuComplex>();
    level3<cuDoubleComplex>();
    level1();
    legacy();
    xt();
    lt();
    settings_and_statuses();
    BLAS_REQUIRE(cublasDestroy(g_handle));
    return finish(__FILE__);
}
