// A program that ends while its kernel's full tier compiles (tests/cpu/test_compile_server.py).
// It launches tile_product once (compiled ahead, the launched kernel's full tier follows in
// the background), prints "launched", waits for a line on stdin (the test sends it once the
// full-tier compilation has started), prints "last line" and returns; its exit handlers say
// that they ran.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

// a register-blocked tile product (8x8 values a thread, float4 loads from shared memory):
// seconds of the full tier's O3 pipeline, a fraction of a second at the baseline tier
__global__ void tile_product(float *out, const float *a, const float *b, int k_total, int n)
{
    __shared__ float a_s[128][32];
    __shared__ float b_s[128][32];
    float acc[8][8] = {};
    int row0 = blockIdx.x * 128, col0 = blockIdx.y * 128;
    for (int k0 = 0; k0 < k_total; k0 += 32) {
        __syncthreads();
        for (int i = threadIdx.y * 16 + threadIdx.x; i < 128 * 32; i += 256) {
            a_s[i / 32][i % 32] = a[(row0 + i / 32) * k_total + k0 + i % 32];
            b_s[i / 32][i % 32] = b[(col0 + i / 32) * k_total + k0 + i % 32];
        }
        __syncthreads();
        for (int k = 0; k < 32; k += 4) {
            float4 bv[8];
#pragma unroll
            for (int u = 0; u < 8; u++)
                bv[u] = *(float4 *)&b_s[threadIdx.y * 8 + u][k];
#pragma unroll
            for (int r = 0; r < 8; r++) {
                float4 av = *(float4 *)&a_s[threadIdx.x * 8 + r][k];
#pragma unroll
                for (int c = 0; c < 8; c++)
                    acc[r][c] += av.x * bv[c].x + av.y * bv[c].y + av.z * bv[c].z + av.w * bv[c].w;
            }
        }
    }
#pragma unroll
    for (int r = 0; r < 8; r++)
#pragma unroll
        for (int c = 0; c < 8; c++)
            out[(row0 + threadIdx.x * 8 + r) * n + col0 + threadIdx.y * 8 + c] = acc[r][c];
}

struct SaysGoodbye {
    ~SaysGoodbye() { printf("static destructor ran\n"); fflush(stdout); }
} goodbye;

static void at_exit(void) { printf("atexit ran\n"); fflush(stdout); }

int main()
{
    const int k = 32, n = 128;
    float *a, *b, *out, first;
    cudaMalloc(&a, n * k * sizeof(float));
    cudaMalloc(&b, n * k * sizeof(float));
    cudaMalloc(&out, n * n * sizeof(float));
    cudaMemset(a, 0, n * k * sizeof(float));
    cudaMemset(b, 0, n * k * sizeof(float));
    tile_product<<<dim3(1, 1), dim3(16, 16)>>>(out, a, b, k, n);
    cudaMemcpy(&first, out, sizeof first, cudaMemcpyDeviceToHost);
    printf("launched %s %g\n", cudaGetErrorName(cudaGetLastError()), first);
    fflush(stdout);
    atexit(at_exit);
    char line[16];
    if (!fgets(line, sizeof line, stdin))
        return 2;
    printf("last line\n");
    fflush(stdout);
    return 0;
}
