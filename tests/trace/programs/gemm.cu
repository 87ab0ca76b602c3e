// One cuBLAS call from the program; the library calls the runtime underneath.
// Declares the few cuBLAS entry points itself: the machine's toolkit has no cuBLAS
// headers (the H200 reference script uses the real cublas_v2.h instead).
#include <cstdio>

extern "C" {
typedef struct cublasContext *cublasHandle_t;
int cublasCreate_v2(cublasHandle_t *handle);
int cublasDestroy_v2(cublasHandle_t handle);
int cublasSgemm_v2(cublasHandle_t handle, int transa, int transb, int m, int n, int k,
                   const float *alpha, const float *A, int lda, const float *B, int ldb,
                   const float *beta, float *C, int ldc);
}

int main() {
    cublasHandle_t h;
    int st = cublasCreate_v2(&h);
    float a[4] = {1, 2, 3, 4}, b[4] = {1, 0, 0, 1}, c[4] = {0}, alpha = 1, beta = 0;
    st = cublasSgemm_v2(h, 0, 0, 2, 2, 2, &alpha, a, 2, b, 2, &beta, c, 2);
    cublasDestroy_v2(h);
    printf("sgemm %d c %g %g %g %g\n", st, c[0], c[1], c[2], c[3]);
    return 0;
}
