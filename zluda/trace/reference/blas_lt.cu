// Reference program for the tracer: the runtime, cuBLAS and cuBLASLt in one process.
// Prints only values that do not change between runs, so a traced run can be compared
// with a native one line by line.
#include <cmath>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cublasLt.h>

#define CHECK(call)                                                                    \
    do {                                                                               \
        long long _e = (long long)(call);                                              \
        if (_e) { printf("%s failed: %lld (line %d)\n", #call, _e, __LINE__); return 1; } \
    } while (0)

__global__ void fill(float *a, int n, float s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = sinf(i * s);
}

int main() {
    const int n = 128, nn = n * n;
    float *A, *B, *C, *D;
    CHECK(cudaMalloc(&A, nn * sizeof(float)));
    CHECK(cudaMalloc(&B, nn * sizeof(float)));
    CHECK(cudaMalloc(&C, nn * sizeof(float)));
    CHECK(cudaMalloc(&D, nn * sizeof(float)));
    fill<<<nn / 256, 256>>>(A, nn, 0.001f);
    fill<<<nn / 256, 256>>>(B, nn, 0.002f);
    CHECK(cudaGetLastError());
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));

    cublasHandle_t h;
    CHECK(cublasCreate(&h));
    CHECK(cublasSetStream(h, stream));
    const float alpha = 1.0f, beta = 0.0f;
    CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, A, n, B, n, &beta, C, n));

    cublasLtHandle_t lt;
    CHECK(cublasLtCreate(&lt));
    cublasLtMatmulDesc_t op;
    CHECK(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    cublasLtMatrixLayout_t la, lb, lc;
    CHECK(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, n, n, n));
    CHECK(cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, n, n, n));
    CHECK(cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, n, n, n));
    size_t ws_size = 1 << 22;
    void *ws;
    CHECK(cudaMalloc(&ws, ws_size));
    cublasLtMatmulPreference_t pref;
    CHECK(cublasLtMatmulPreferenceCreate(&pref));
    CHECK(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                               &ws_size, sizeof ws_size));
    cublasLtMatmulHeuristicResult_t result;
    int found = 0;
    CHECK(cublasLtMatmulAlgoGetHeuristic(lt, op, la, lb, lc, lc, pref, 1, &result, &found));
    if (!found) { printf("no cuBLASLt algorithm\n"); return 1; }
    CHECK(cublasLtMatmul(lt, op, &alpha, A, la, B, lb, &beta, D, lc, D, lc, &result.algo, ws,
                         ws_size, stream));

    std::vector<float> hc(nn), hd(nn);
    CHECK(cudaStreamSynchronize(stream));
    CHECK(cudaMemcpy(hc.data(), C, nn * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpyAsync(hd.data(), D, nn * sizeof(float), cudaMemcpyDeviceToHost, stream));
    CHECK(cudaStreamSynchronize(stream));
    double sc = 0, sd = 0, maxdiff = 0;
    for (int i = 0; i < nn; i++) {
        sc += hc[i];
        sd += hd[i];
        maxdiff = fmax(maxdiff, fabs((double)hc[i] - hd[i]));
    }
    printf("sgemm sum %.4f, cublasLt sum %.4f, max difference %.2e\n", sc, sd, maxdiff);
    printf("C[0] %.6f C[last] %.6f\n", hc[0], hc[nn - 1]);

    cublasLtMatmulPreferenceDestroy(pref);
    cublasLtMatrixLayoutDestroy(la);
    cublasLtMatrixLayoutDestroy(lb);
    cublasLtMatrixLayoutDestroy(lc);
    cublasLtMatmulDescDestroy(op);
    cublasLtDestroy(lt);
    cublasDestroy(h);
    cudaStreamDestroy(stream);
    cudaFree(ws);
    cudaFree(A);
    cudaFree(B);
    cudaFree(C);
    cudaFree(D);
    printf("done\n");
    return 0;
}
