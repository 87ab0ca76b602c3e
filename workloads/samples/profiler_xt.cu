// cudaProfilerStart/Stop and cuBLASXt on one device: a program that imports them must load,
// the profiler calls succeed without a profiler attached, and the Xt routines compute what
// a host reference computes, from host memory and from device memory.
// Every call's status is a check of its own (success is what NVIDIA documents for each).
#include <cmath>

#include <cublasXt.h>
#include <cuda_profiler_api.h>

#include "common.h"

static void status(const char* name, int code) { check(name, code == 0, "status %d", code); }

static unsigned seed = 12345;
static double next_value() {
    seed = seed * 1103515245u + 12345u;
    return ((seed >> 8) % 2001) / 1000.0 - 1.0;
}

// column-major C = alpha * op(A) * op(B) + beta * C in double
static void reference_gemm(bool ta, bool tb, int m, int n, int k, double alpha, const std::vector<double>& a, int lda,
                           const std::vector<double>& b, int ldb, double beta, std::vector<double>& c, int ldc) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) {
            double sum = 0;
            for (int l = 0; l < k; l++) {
                double av = ta ? a[l + i * lda] : a[i + l * lda];
                double bv = tb ? b[j + l * ldb] : b[l + j * ldb];
                sum += av * bv;
            }
            c[i + j * ldc] = alpha * sum + beta * c[i + j * ldc];
        }
}

template <typename T>
static double max_error(const std::vector<T>& got, const std::vector<double>& want) {
    double worst = 0;
    for (size_t i = 0; i < want.size(); i++) worst = fmax(worst, fabs((double)got[i] - want[i]));
    return worst;
}

int main() {
    status("cudaProfilerStart", cudaProfilerStart());
    status("cudaProfilerStart_again", cudaProfilerStart());

    cublasXtHandle_t xt = nullptr;
    status("cublasXtCreate", cublasXtCreate(&xt));
    int block = 0;
    status("cublasXtGetBlockDim", cublasXtGetBlockDim(xt, &block));
    fprintf(stderr, "INFO default block dim %d\n", block);
    int boards = 0;
    status("cublasXtMaxBoards", cublasXtMaxBoards(&boards));
    int devices[1] = {0};
    status("cublasXtDeviceSelect", cublasXtDeviceSelect(xt, 1, devices));
    status("cublasXtSetBlockDim", cublasXtSetBlockDim(xt, 64));
    cublasXtGetBlockDim(xt, &block);
    check("block_dim", block == 64, "%d", block);
    cublasXtPinnedMemMode_t pinning = CUBLASXT_PINNING_ENABLED;
    status("cublasXtGetPinningMemMode", cublasXtGetPinningMemMode(xt, &pinning));
    fprintf(stderr, "INFO default pinning mode %d\n", (int)pinning);

    // Sgemm from host memory: m, n, k not multiples of the block dimension
    const int m = 150, n = 70, k = 90;
    std::vector<double> a(m * k), b(k * n), c(m * n);
    for (auto& v : a) v = next_value();
    for (auto& v : b) v = next_value();
    for (auto& v : c) v = next_value();
    std::vector<float> af(a.begin(), a.end()), bf(b.begin(), b.end()), cf(c.begin(), c.end());
    float alpha = 1.5f, beta = -0.5f;
    status("cublasXtSgemm", cublasXtSgemm(xt, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, af.data(), m, bf.data(), k,
                                          &beta, cf.data(), m));
    reference_gemm(false, false, m, n, k, alpha, a, m, b, k, beta, c, m);
    double err = max_error(cf, c);
    check("xt_sgemm_host", err < 1e-3, "");

    // Dgemm with transposed A from device memory
    std::vector<double> at(k * m), c2(m * n);
    for (int i = 0; i < m; i++)
        for (int l = 0; l < k; l++) at[l + i * k] = a[i + l * m];
    for (auto& v : c2) v = next_value();
    double *da, *db, *dc;
    cudaMalloc(&da, at.size() * sizeof(double));
    cudaMalloc(&db, b.size() * sizeof(double));
    cudaMalloc(&dc, c2.size() * sizeof(double));
    cudaMemcpy(da, at.data(), at.size() * sizeof(double), cudaMemcpyHostToDevice);
    cudaMemcpy(db, b.data(), b.size() * sizeof(double), cudaMemcpyHostToDevice);
    cudaMemcpy(dc, c2.data(), c2.size() * sizeof(double), cudaMemcpyHostToDevice);
    double dalpha = 2.0, dbeta = 1.0;
    status("cublasXtDgemm", cublasXtDgemm(xt, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &dalpha, da, k, db, k, &dbeta, dc, m));
    std::vector<double> got(m * n);
    cudaMemcpy(got.data(), dc, got.size() * sizeof(double), cudaMemcpyDeviceToHost);
    reference_gemm(true, false, m, n, k, dalpha, at, k, b, k, dbeta, c2, m);
    err = max_error(got, c2);
    check("xt_dgemm_device", err < 1e-9, "");
    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);

    // Dtrsm from host memory: solve L * X = alpha * B and multiply back
    const int tm = 40, tn = 9;
    std::vector<double> l(tm * tm, 0.0), x(tm * tn), rhs(tm * tn);
    for (int j = 0; j < tm; j++)
        for (int i = j; i < tm; i++) l[i + j * tm] = i == j ? 2.0 + next_value() * 0.5 : next_value() * 0.1;
    for (auto& v : x) v = next_value();
    for (int j = 0; j < tn; j++)
        for (int i = 0; i < tm; i++) {
            double sum = 0;
            for (int p = 0; p <= i; p++) sum += l[i + p * tm] * x[p + j * tm];
            rhs[i + j * tm] = sum;
        }
    double one = 1.0;
    status("cublasXtDtrsm", cublasXtDtrsm(xt, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                                          CUBLAS_DIAG_NON_UNIT, tm, tn, &one, l.data(), tm, rhs.data(), tm));
    err = max_error(rhs, x);
    check("xt_dtrsm_host", err < 1e-9, "");

    status("cublasXtDestroy", cublasXtDestroy(xt));
    status("cudaProfilerStop", cudaProfilerStop());
    return finish(__FILE__);
}
