// cuBLAS: handle, stream and mode calls; GEMM in fp32/fp64/fp16 and GemmEx with bf16/fp16
// inputs, every transpose combination of Sgemm, strided-batched and pointer-array batched
// GEMM, GEMV and the common level-1 routines in both pointer modes. Expected values come from
// an independent double-precision host implementation on the same (type-rounded) inputs.
// `--dump DIR` writes every result as .npy (recorded on the H200 as the reference outputs).
//
// Matrices are column-major with padded leading dimensions (ld = rows + 3) and odd sizes.
#include <cmath>
#include <functional>

#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include "common.h"

#define BLAS_REQUIRE(call)                                                                               \
    do {                                                                                                 \
        cublasStatus_t s_ = (call);                                                                      \
        if (s_ != CUBLAS_STATUS_SUCCESS) {                                                               \
            check("require", false, "%s:%d: %s -> status %d", base_name(__FILE__), __LINE__, #call, (int)s_);      \
            exit(finish("cublas"));                                                                      \
        }                                                                                                \
    } while (0)

static const char* g_dump_dir = nullptr;
static cublasHandle_t g_handle;

template <class T> struct Conv;
template <> struct Conv<float> {
    static float to(double v) { return (float)v; }
    static double from(float v) { return v; }
};
template <> struct Conv<double> {
    static double to(double v) { return v; }
    static double from(double v) { return v; }
};
template <> struct Conv<__half> {
    static __half to(double v) { return __float2half((float)v); }
    static double from(__half v) { return __half2float(v); }
};
template <> struct Conv<__nv_bfloat16> {
    static __nv_bfloat16 to(double v) { return __float2bfloat16((float)v); }
    static double from(__nv_bfloat16 v) { return __bfloat162float(v); }
};

// values representable in T, so the host works on exactly what the device sees
template <class T>
static std::vector<double> random_matrix(size_t count, uint64_t seed) {
    Lcg rng(seed);
    std::vector<double> v(count);
    for (auto& x : v) x = Conv<T>::from(Conv<T>::to(rng.uniform(-1.0f, 1.0f)));
    return v;
}

template <class T>
static T* upload(const std::vector<double>& host) {
    std::vector<T> tmp(host.size());
    for (size_t i = 0; i < host.size(); i++) tmp[i] = Conv<T>::to(host[i]);
    T* d;
    REQUIRE(cudaMalloc(&d, tmp.size() * sizeof(T)));
    REQUIRE(cudaMemcpy(d, tmp.data(), tmp.size() * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}

template <class T>
static std::vector<double> download(const T* d, size_t count) {
    std::vector<T> tmp(count);
    REQUIRE(cudaMemcpy(tmp.data(), d, count * sizeof(T), cudaMemcpyDeviceToHost));
    std::vector<double> out(count);
    for (size_t i = 0; i < count; i++) out[i] = Conv<T>::from(tmp[i]);
    return out;
}

static void dump(const char* name, const std::vector<double>& v, bool as_f64) {
    if (!g_dump_dir) return;
    std::string path = std::string(g_dump_dir) + "/" + name + ".npy";
    bool ok;
    if (as_f64) {
        ok = write_npy(path, v.data(), "<f8", 8, {v.size()});
    } else {
        std::vector<float> f(v.begin(), v.end());
        ok = write_npy(path, f.data(), "<f4", 4, {f.size()});
    }
    if (!ok) check("dump", false, "cannot write %s", path.c_str());
}

// C = alpha op(A) op(B) + beta C, column-major, in double; also the error scale per element
static void host_gemm(bool ta, bool tb, int m, int n, int k, double alpha, const double* A, int lda, const double* B,
                      int ldb, double beta, double* C, int ldc, double* scale) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double s = 0, mag = 0;
            for (int p = 0; p < k; p++) {
                double a = ta ? A[p + (size_t)i * lda] : A[i + (size_t)p * lda];
                double b = tb ? B[j + (size_t)p * ldb] : B[p + (size_t)j * ldb];
                s += a * b;
                mag += std::fabs(a * b);
            }
            double& c = C[i + (size_t)j * ldc];
            scale[i + (size_t)j * ldc] = std::fabs(alpha) * mag + std::fabs(beta * c);
            c = alpha * s + beta * c;
        }
}

// compares the m x n part of column-major matrices; the padding rows must be untouched
static void compare(const char* name, const std::vector<double>& got, const std::vector<double>& want,
                    const std::vector<double>& scale, const std::vector<double>& before, int m, int n, int ld,
                    double tol) {
    double worst = 0;
    int bad = 0, pad_bad = 0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < ld; i++) {
            size_t idx = i + (size_t)j * ld;
            if (i >= m) {
                pad_bad += got[idx] != before[idx];
                continue;
            }
            double err = std::fabs(got[idx] - want[idx]) / std::max(scale[idx], 1e-30);
            worst = std::max(worst, err);
            bad += !(err <= tol);
        }
    check(name, bad == 0 && pad_bad == 0, "worst error %.3g of the |a||b| scale (tol %.1g), %d bad, %d padding changed",
          worst, tol, bad, pad_bad);
}

struct Dims {
    int m = 37, n = 29, k = 45;
};

// one GEMM case: inputs of TIn, C of TOut, the call given device pointers and leading dims
template <class TIn, class TOut>
static void gemm_case(const char* name, bool ta, bool tb, double alpha, double beta, double tol,
                      const std::function<cublasStatus_t(const TIn*, int, const TIn*, int, TOut*, int)>& call) {
    Dims d;
    int a_rows = ta ? d.k : d.m, a_cols = ta ? d.m : d.k;
    int b_rows = tb ? d.n : d.k, b_cols = tb ? d.k : d.n;
    int lda = a_rows + 3, ldb = b_rows + 3, ldc = d.m + 3;
    auto A = random_matrix<TIn>((size_t)lda * a_cols, 11);
    auto B = random_matrix<TIn>((size_t)ldb * b_cols, 12);
    auto C = random_matrix<TOut>((size_t)ldc * d.n, 13);
    TIn* dA = upload<TIn>(A);
    TIn* dB = upload<TIn>(B);
    TOut* dC = upload<TOut>(C);
    BLAS_REQUIRE(call(dA, lda, dB, ldb, dC, ldc));
    auto got = download<TOut>(dC, C.size());
    auto want = C;
    std::vector<double> scale(C.size(), 0.0);
    host_gemm(ta, tb, d.m, d.n, d.k, alpha, A.data(), lda, B.data(), ldb, beta, want.data(), ldc, scale.data());
    compare(name, got, want, scale, C, d.m, d.n, ldc, tol);
    dump(name, got, sizeof(TOut) == 8);
    REQUIRE(cudaFree(dA));
    REQUIRE(cudaFree(dB));
    REQUIRE(cudaFree(dC));
}

static void gemms() {
    const float alpha = 1.5f, beta = -0.5f;
    const bool combos[4][2] = {{false, false}, {true, false}, {false, true}, {true, true}};
    const char* names[4] = {"sgemm.nn", "sgemm.tn", "sgemm.nt", "sgemm.tt"};
    for (int c = 0; c < 4; c++) {
        bool ta = combos[c][0], tb = combos[c][1];
        gemm_case<float, float>(names[c], ta, tb, alpha, beta, 2e-5,
                                [&](const float* A, int lda, const float* B, int ldb, float* C, int ldc) {
                                    Dims d;
                                    return cublasSgemm(g_handle, ta ? CUBLAS_OP_T : CUBLAS_OP_N,
                                                       tb ? CUBLAS_OP_T : CUBLAS_OP_N, d.m, d.n, d.k, &alpha, A, lda,
                                                       B, ldb, &beta, C, ldc);
                                });
    }
    const double dalpha = 1.5, dbeta = -0.5;
    gemm_case<double, double>("dgemm.nt", false, true, dalpha, dbeta, 1e-13,
                              [&](const double* A, int lda, const double* B, int ldb, double* C, int ldc) {
                                  Dims d;
                                  return cublasDgemm(g_handle, CUBLAS_OP_N, CUBLAS_OP_T, d.m, d.n, d.k, &dalpha, A,
                                                     lda, B, ldb, &dbeta, C, ldc);
                              });
    const __half halpha = __float2half(1.5f), hbeta = __float2half(-0.5f);
    gemm_case<__half, __half>("hgemm.tn", true, false, 1.5, -0.5, 3e-2,
                              [&](const __half* A, int lda, const __half* B, int ldb, __half* C, int ldc) {
                                  Dims d;
                                  return cublasHgemm(g_handle, CUBLAS_OP_T, CUBLAS_OP_N, d.m, d.n, d.k, &halpha, A,
                                                     lda, B, ldb, &hbeta, C, ldc);
                              });
    gemm_case<__nv_bfloat16, float>(
        "gemmex.bf16_f32.tn", true, false, alpha, beta, 2e-5,
        [&](const __nv_bfloat16* A, int lda, const __nv_bfloat16* B, int ldb, float* C, int ldc) {
            Dims d;
            return cublasGemmEx(g_handle, CUBLAS_OP_T, CUBLAS_OP_N, d.m, d.n, d.k, &alpha, A, CUDA_R_16BF, lda, B,
                                CUDA_R_16BF, ldb, &beta, C, CUDA_R_32F, ldc, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
        });
    gemm_case<__half, __half>(
        "gemmex.f16_f16.nn", false, false, alpha, beta, 2e-3,
        [&](const __half* A, int lda, const __half* B, int ldb, __half* C, int ldc) {
            Dims d;
            return cublasGemmEx(g_handle, CUBLAS_OP_N, CUBLAS_OP_N, d.m, d.n, d.k, &alpha, A, CUDA_R_16F, lda, B,
                                CUDA_R_16F, ldb, &beta, C, CUDA_R_16F, ldc, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
        });
}

static void batched() {
    const int m = 24, n = 17, k = 33, batch = 3;
    const float alpha = 0.75f, beta = 0.25f;
    const int lda = m, ldb = k, ldc = m;
    long long sA = (long long)m * k + 5, sB = (long long)k * n + 7, sC = (long long)m * n + 2;   // gaps between
    auto A = random_matrix<float>(sA * batch, 21);
    auto B = random_matrix<float>(sB * batch, 22);
    auto C = random_matrix<float>(sC * batch, 23);
    float* dA = upload<float>(A);
    float* dB = upload<float>(B);
    float* dC = upload<float>(C);
    BLAS_REQUIRE(cublasSgemmStridedBatched(g_handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, lda, sA, dB, ldb,
                                           sB, &beta, dC, ldc, sC, batch));
    auto got = download<float>(dC, C.size());
    auto want = C;
    std::vector<double> scale(C.size(), 0.0);
    for (int b = 0; b < batch; b++)
        host_gemm(false, false, m, n, k, alpha, A.data() + b * sA, lda, B.data() + b * sB, ldb, beta,
                  want.data() + b * sC, ldc, scale.data() + b * sC);
    double worst = 0;
    int gap_changed = 0;
    for (int b = 0; b < batch; b++)
        for (long long i = 0; i < sC; i++) {
            size_t idx = b * sC + i;
            if (i >= (long long)m * n) gap_changed += got[idx] != C[idx];
            else worst = std::max(worst, std::fabs(got[idx] - want[idx]) / std::max(scale[idx], 1e-30));
        }
    check("sgemm.strided_batched", worst <= 2e-5 && gap_changed == 0, "worst %.3g, %d gap elements changed", worst,
          gap_changed);
    dump("sgemm.strided_batched", got, false);

    // pointer-array batched: reuse the same matrices through device arrays of pointers
    REQUIRE(cudaMemcpy(dC, std::vector<float>(C.begin(), C.end()).data(), C.size() * sizeof(float),
                       cudaMemcpyHostToDevice));
    std::vector<const float*> pa(batch), pb(batch);
    std::vector<float*> pc(batch);
    for (int b = 0; b < batch; b++) {
        pa[b] = dA + b * sA;
        pb[b] = dB + b * sB;
        pc[b] = dC + b * sC;
    }
    const float** dpa;
    const float** dpb;
    float** dpc;
    REQUIRE(cudaMalloc(&dpa, batch * sizeof(float*)));
    REQUIRE(cudaMalloc(&dpb, batch * sizeof(float*)));
    REQUIRE(cudaMalloc(&dpc, batch * sizeof(float*)));
    REQUIRE(cudaMemcpy(dpa, pa.data(), batch * sizeof(float*), cudaMemcpyHostToDevice));
    REQUIRE(cudaMemcpy(dpb, pb.data(), batch * sizeof(float*), cudaMemcpyHostToDevice));
    REQUIRE(cudaMemcpy(dpc, pc.data(), batch * sizeof(float*), cudaMemcpyHostToDevice));
    BLAS_REQUIRE(cublasSgemmBatched(g_handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dpa, lda, dpb, ldb, &beta,
                                    dpc, ldc, batch));
    auto got2 = download<float>(dC, C.size());
    double worst2 = 0;
    for (int b = 0; b < batch; b++)
        for (long long i = 0; i < (long long)m * n; i++) {
            size_t idx = b * sC + i;
            worst2 = std::max(worst2, std::fabs(got2[idx] - want[idx]) / std::max(scale[idx], 1e-30));
        }
    check("sgemm.batched", worst2 <= 2e-5, "worst %.3g", worst2);
    dump("sgemm.batched", got2, false);
    for (void* p : {(void*)dA, (void*)dB, (void*)dC, (void*)dpa, (void*)dpb, (void*)dpc}) REQUIRE(cudaFree(p));
}

static void gemv_and_level1() {
    const int m = 53, n = 31, lda = m + 2;
    const float alpha = 2.0f, beta = 0.5f;
    auto A = random_matrix<float>((size_t)lda * n, 31);
    auto x = random_matrix<float>(m, 32);   // long enough for both orientations
    auto y = random_matrix<float>(m, 33);
    float* dA = upload<float>(A);
    float* dx = upload<float>(x);
    float* dy = upload<float>(y);
    for (int t = 0; t < 2; t++) {
        bool trans = t == 1;
        int rows = trans ? n : m, cols = trans ? m : n;   // y has `rows` entries
        REQUIRE(cudaMemcpy(dy, std::vector<float>(y.begin(), y.end()).data(), m * sizeof(float),
                           cudaMemcpyHostToDevice));
        BLAS_REQUIRE(cublasSgemv(g_handle, trans ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, &alpha, dA, lda, dx, 1, &beta, dy,
                                 1));
        auto got = download<float>(dy, m);
        double worst = 0;
        for (int i = 0; i < rows; i++) {
            double s = 0, mag = 0;
            for (int j = 0; j < cols; j++) {
                double a = trans ? A[j + (size_t)i * lda] : A[i + (size_t)j * lda];
                s += a * x[j];
                mag += std::fabs(a * x[j]);
            }
            double want = alpha * s + beta * y[i];
            worst = std::max(worst, std::fabs(got[i] - want) / (std::fabs(alpha) * mag + std::fabs(beta * y[i])));
        }
        check(trans ? "sgemv.t" : "sgemv.n", worst <= 2e-5, "worst %.3g", worst);
        dump(trans ? "sgemv.t" : "sgemv.n", got, false);
    }

    // level 1 on x (m) and y (m)
    REQUIRE(cudaMemcpy(dy, std::vector<float>(y.begin(), y.end()).data(), m * sizeof(float), cudaMemcpyHostToDevice));
    float a = -1.25f;
    BLAS_REQUIRE(cublasSaxpy(g_handle, m, &a, dx, 1, dy, 1));
    auto axpy = download<float>(dy, m);
    double worst = 0;
    for (int i = 0; i < m; i++) worst = std::max(worst, std::fabs(axpy[i] - (a * x[i] + y[i])));
    check("saxpy", worst <= 1e-6, "worst abs %.3g", worst);
    dump("saxpy", axpy, false);

    float dot = 0;
    BLAS_REQUIRE(cublasSetPointerMode(g_handle, CUBLAS_POINTER_MODE_HOST));
    BLAS_REQUIRE(cublasSdot(g_handle, m, dx, 1, dy, 1, &dot));
    double want = 0, mag = 0;
    for (int i = 0; i < m; i++) want += x[i] * axpy[i], mag += std::fabs(x[i] * axpy[i]);
    check("sdot.host_pointer", std::fabs(dot - want) <= 1e-6 * mag + 1e-7, "got %.7f expected %.7f", dot, want);

    float* d_result;
    REQUIRE(cudaMalloc(&d_result, sizeof(float)));
    BLAS_REQUIRE(cublasSetPointerMode(g_handle, CUBLAS_POINTER_MODE_DEVICE));
    BLAS_REQUIRE(cublasSdot(g_handle, m, dx, 1, dy, 1, d_result));
    cublasPointerMode_t mode;
    BLAS_REQUIRE(cublasGetPointerMode(g_handle, &mode));
    BLAS_REQUIRE(cublasSetPointerMode(g_handle, CUBLAS_POINTER_MODE_HOST));
    float dot_dev = 0;
    REQUIRE(cudaMemcpy(&dot_dev, d_result, sizeof(float), cudaMemcpyDeviceToHost));
    check("sdot.device_pointer", mode == CUBLAS_POINTER_MODE_DEVICE && std::fabs(dot_dev - want) <= 1e-6 * mag + 1e-7,
          "got %.7f expected %.7f", dot_dev, want);

    float nrm = 0, asum = 0;
    int imax = 0;
    BLAS_REQUIRE(cublasSnrm2(g_handle, m, dx, 1, &nrm));
    BLAS_REQUIRE(cublasSasum(g_handle, m, dx, 1, &asum));
    BLAS_REQUIRE(cublasIsamax(g_handle, m, dx, 1, &imax));
    double wn = 0, wa = 0;
    int wi = 0;
    for (int i = 0; i < m; i++) {
        wn += x[i] * x[i];
        wa += std::fabs(x[i]);
        if (std::fabs(x[i]) > std::fabs(x[wi])) wi = i;
    }
    wn = std::sqrt(wn);
    check("snrm2", std::fabs(nrm - wn) <= 1e-6 * wn, "got %.7f expected %.7f", nrm, wn);
    check("sasum", std::fabs(asum - wa) <= 1e-6 * wa, "got %.7f expected %.7f", asum, wa);
    check("isamax", imax == wi + 1, "got %d expected %d (1-based)", imax, wi + 1);

    float s = 3.0f;
    BLAS_REQUIRE(cublasSscal(g_handle, (m + 1) / 2, &s, dx, 2));   // every other element
    BLAS_REQUIRE(cublasScopy(g_handle, m, dx, 1, dy, 1));
    auto copied = download<float>(dy, m);
    int bad = 0;
    for (int i = 0; i < m; i++) bad += copied[i] != (i % 2 == 0 ? 3.0f * (float)x[i] : (float)x[i]);
    check("sscal+scopy", bad == 0, "strided scale then copy: %d wrong", bad);
    BLAS_REQUIRE(cublasSswap(g_handle, m, dx, 1, dA, 1));
    auto swapped = download<float>(dx, m);
    bad = 0;
    for (int i = 0; i < m; i++) bad += swapped[i] != (float)A[i];
    check("sswap", bad == 0, "%d wrong", bad);

    auto xd = random_matrix<double>(m, 41), yd = random_matrix<double>(m, 42);
    double* dxd = upload<double>(xd);
    double* dyd = upload<double>(yd);
    double ddot = 0, wd = 0;
    BLAS_REQUIRE(cublasDdot(g_handle, m, dxd, 1, dyd, 1, &ddot));
    for (int i = 0; i < m; i++) wd += xd[i] * yd[i];
    check("ddot", std::fabs(ddot - wd) <= 1e-14 * m, "got %.15f expected %.15f", ddot, wd);

    // vectors and matrices through the helper copies
    std::vector<float> hv(m), hv2(m, 0.0f);
    for (int i = 0; i < m; i++) hv[i] = (float)i;
    BLAS_REQUIRE(cublasSetVector(m, sizeof(float), hv.data(), 1, dy, 1));
    BLAS_REQUIRE(cublasGetVector(m, sizeof(float), dy, 1, hv2.data(), 1));
    check("set_get_vector", hv == hv2, "");
    std::vector<float> hm(6 * 5), hm2(6 * 5, -1.0f);
    for (int i = 0; i < 30; i++) hm[i] = (float)(i * i);
    BLAS_REQUIRE(cublasSetMatrix(6, 5, sizeof(float), hm.data(), 6, dA, lda));
    BLAS_REQUIRE(cublasGetMatrix(6, 5, sizeof(float), dA, lda, hm2.data(), 6));
    check("set_get_matrix", hm == hm2, "6x5 through a %d-row leading dimension", lda);

    for (void* p : {(void*)dA, (void*)dx, (void*)dy, (void*)d_result, (void*)dxd, (void*)dyd}) REQUIRE(cudaFree(p));
}

int main(int argc, char** argv) {
    setvbuf(stdout, nullptr, _IOLBF, 0);
    g_dump_dir = dump_dir_arg(argc, argv);
    REQUIRE(cudaSetDevice(0));
    BLAS_REQUIRE(cublasCreate(&g_handle));
    int version = 0;
    BLAS_REQUIRE(cublasGetVersion(g_handle, &version));
    check("version", version >= 130000, "cuBLAS %d", version);
    cudaStream_t stream;
    REQUIRE(cudaStreamCreate(&stream));
    BLAS_REQUIRE(cublasSetStream(g_handle, stream));
    cudaStream_t got_stream = nullptr;
    BLAS_REQUIRE(cublasGetStream(g_handle, &got_stream));
    check("stream", got_stream == stream, "");
    BLAS_REQUIRE(cublasSetMathMode(g_handle, CUBLAS_DEFAULT_MATH));
    cublasMath_t math;
    BLAS_REQUIRE(cublasGetMathMode(g_handle, &math));
    check("math_mode", math == CUBLAS_DEFAULT_MATH, "%d", (int)math);
    float one = 1.0f;
    cublasStatus_t bad = cublasSgemm(g_handle, CUBLAS_OP_N, CUBLAS_OP_N, -1, 4, 4, &one, nullptr, 4, nullptr, 4, &one,
                                     nullptr, 4);
    check("invalid_value", bad == CUBLAS_STATUS_INVALID_VALUE, "m = -1 -> status %d (CUBLAS_STATUS_INVALID_VALUE = %d)",
          (int)bad, (int)CUBLAS_STATUS_INVALID_VALUE);

    gemms();
    batched();
    gemv_and_level1();
    REQUIRE(cudaStreamSynchronize(stream));
    BLAS_REQUIRE(cublasDestroy(g_handle));
    REQUIRE(cudaStreamDestroy(stream));
    return finish("cublas");
}
