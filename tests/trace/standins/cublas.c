/* Stand-in for libcublas.so.13, for tests only (no cuBLAS on this machine): a library
 * that calls the runtime underneath, so the tracer's nesting across libraries can be
 * checked here; the H200 reference script checks it with NVIDIA's real cuBLAS. */
#include <stddef.h>

int cudaMalloc(void **p, size_t n);
int cudaFree(void *p);
int cudaMemcpy(void *dst, const void *src, size_t n, int kind);

struct ctx { float *scratch; };

int cublasCreate_v2(struct ctx **h) { return cudaMalloc((void **)h, sizeof(struct ctx)) ? 3 : 0; }
int cublasDestroy_v2(struct ctx *h) { return cudaFree(h); }
int cublasSgemm_v2(struct ctx *h, int ta, int tb, int m, int n, int k, const float *alpha,
                   const float *A, int lda, const float *B, int ldb, const float *beta,
                   float *C, int ldc) {
    float tmp[64];
    if (ta || tb || m * n > 64) return 7;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            float s = 0;
            for (int p = 0; p < k; p++) s += A[i + p * lda] * B[p + j * ldb];
            tmp[i + j * m] = *alpha * s + *beta * C[i + j * ldc];
        }
    for (int j = 0; j < n; j++) cudaMemcpy(C + j * ldc, tmp + j * m, m * sizeof(float), 3);
    (void)h;
    return 0;
}
