// Relocatable device code (-rdc=true, compiled with -dc, device-linked by nvcc): a kernel
// calling a __device__ function and reading a __device__ variable of another translation
// unit (rdc_lib.cu), a kernel of that unit launched from here, a static function and a
// printf format string of the same name in both units. Prints one line per check.
#include <cstdio>

__device__ int scale(int x);              // rdc_lib.cu
extern __device__ int offset;             // rdc_lib.cu
__global__ void lib_kernel(int* out);     // rdc_lib.cu
__device__ void lib_hello(int x);         // rdc_lib.cu

static __device__ int twice(int x) { return 2 * x; }

__global__ void apply(int* out) { out[threadIdx.x] = scale(threadIdx.x) + offset + twice(1); }
__global__ void hello() { printf("main %d\n", twice(21)); lib_hello(21); }

static int failed = 0;
static void check(const char* name, bool ok, int detail) {
    printf("CHECK %s %s %d\n", name, ok ? "PASS" : "FAIL", detail);
    failed += !ok;
}

int main() {
    int* d;
    int h[32];
    cudaMalloc(&d, sizeof h);
    apply<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < 32; ++i) bad += h[i] != 3 * i + 7 + 2;
    check("cross_unit_call", bad == 0, bad);
    int nine = 9;
    cudaMemcpyToSymbol(offset, &nine, sizeof nine);
    lib_kernel<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    bad = 0;
    for (int i = 0; i < 32; ++i) bad += h[i] != 3 * i + 9 + 200;
    check("other_unit_kernel_and_symbol", bad == 0, bad);
    hello<<<1, 1>>>();
    cudaDeviceSynchronize();
    check("errors", cudaGetLastError() == cudaSuccess, 0);
    cudaFree(d);
    return failed != 0;
}
