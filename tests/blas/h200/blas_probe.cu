// Facts about NVIDIA's cuBLAS/cuBLASLt that the CPU implementation copies, recorded on the
// H200 (one line per fact, `FACT name value`):
//  - cublasGetStatusName/String for every status;
//  - what cublasLtMatmul answers for a bf16 D pointer that is only 2-byte aligned, with an
//    algorithm chosen under the default preference (256-byte alignment promised) and with
//    one chosen under a 2-byte promise for C and D, plus the runtime's status after synchronizing;
//  - the heuristic's answer to a preference promising 1-byte alignment for bf16 D.
#include <cstdio>
#include <cstdint>
#include <cublasLt.h>
#include <cublas_v2.h>
#include <cuda_runtime.h>

static void fact(const char* name, long long value) { printf("FACT %s %lld\n", name, value); }

static int run(cublasLtHandle_t lt, uint32_t align_d, size_t d_offset, const char* tag) {
    const int m = 64, n = 64, k = 64;
    char *A, *B, *D;
    cudaMalloc(&A, m * k * 2);
    cudaMalloc(&B, k * n * 2);
    cudaMalloc(&D, m * n * 2 + 256);
    cudaMemset(A, 0, m * k * 2);
    cudaMemset(B, 0, k * n * 2);
    cublasLtMatmulDesc_t desc;
    cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F);
    cublasLtMatrixLayout_t la, lb, ld;
    cublasLtMatrixLayoutCreate(&la, CUDA_R_16BF, m, k, m);
    cublasLtMatrixLayoutCreate(&lb, CUDA_R_16BF, k, n, k);
    cublasLtMatrixLayoutCreate(&ld, CUDA_R_16BF, m, n, m);
    cublasLtMatmulPreference_t pref;
    cublasLtMatmulPreferenceCreate(&pref);
    if (align_d) {   // C is D here: both promises change together
        cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES, &align_d, 4);
        cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES, &align_d, 4);
    }
    cublasLtMatmulHeuristicResult_t result;
    int count = -1;
    char name[128];
    cublasStatus_t hs = cublasLtMatmulAlgoGetHeuristic(lt, desc, la, lb, ld, ld, pref, 1, &result, &count);
    snprintf(name, sizeof name, "%s.heuristic_status", tag); fact(name, hs);
    snprintf(name, sizeof name, "%s.heuristic_count", tag); fact(name, count);
    if (hs == CUBLAS_STATUS_SUCCESS && count > 0) {
        float alpha = 1, beta = 0;
        cublasStatus_t s = cublasLtMatmul(lt, desc, &alpha, A, la, B, lb, &beta, D + d_offset, ld, D + d_offset, ld,
                                          &result.algo, nullptr, 0, 0);
        snprintf(name, sizeof name, "%s.matmul_status", tag); fact(name, s);
        cudaError_t e = cudaDeviceSynchronize();
        snprintf(name, sizeof name, "%s.sync_status", tag); fact(name, e);
        if (e != cudaSuccess) return 1;   // a sticky error ends the probe
        s = cublasLtMatmul(lt, desc, &alpha, A, la, B, lb, &beta, D + d_offset, ld, D + d_offset, ld, nullptr,
                           nullptr, 0, 0);
        snprintf(name, sizeof name, "%s.matmul_null_algo_status", tag); fact(name, s);
        e = cudaDeviceSynchronize();
        snprintf(name, sizeof name, "%s.null_algo_sync_status", tag); fact(name, e);
        if (e != cudaSuccess) return 1;
    }
    return 0;
}

int main() {
    for (int s = 0; s <= 16; s++)
        printf("STATUS %d %s | %s\n", s, cublasGetStatusName((cublasStatus_t)s), cublasGetStatusString((cublasStatus_t)s));
    cublasLtHandle_t lt;
    cublasLtCreate(&lt);
    if (run(lt, 1, 0, "align1")) return 0;
    if (run(lt, 2, 2, "align2_offset2")) return 0;
    run(lt, 0, 2, "default_pref_offset2");   // last: may leave a sticky misaligned-address error
    return 0;
}
