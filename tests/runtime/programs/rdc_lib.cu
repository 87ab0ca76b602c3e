// The other translation unit of rdc_main.cu.
#include <cstdio>

__device__ int offset = 7;
__device__ int scale(int x) { return 3 * x; }

static __device__ int twice(int x) { return 100 * x; }

__global__ void lib_kernel(int* out) { out[threadIdx.x] = scale(threadIdx.x) + offset + twice(2); }
__device__ void lib_hello(int x) { printf("lib %d\n", twice(x)); }
