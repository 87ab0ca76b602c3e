// A small CUDA program as users write it: a global variable, a managed variable, a kernel
// launch, memory calls and error checks. Built with nvcc -cudart shared.
#include <cstdio>
#include <cuda_runtime.h>

__device__ float dev_scale = 2.0f;
__managed__ int counter;

__global__ void scale(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= dev_scale;
}

int main()
{
    float host[64];
    for (int i = 0; i < 64; i++) host[i] = (float)i;
    float *d = nullptr;
    cudaError_t e = cudaMalloc(&d, sizeof host);
    printf("cudaMalloc: %s\n", cudaGetErrorName(e));
    cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
    scale<<<2, 32>>>(d, 64);
    printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
    cudaDeviceSynchronize();
    cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
    cudaFree(d);
    printf("last: %s\n", cudaGetErrorString(cudaPeekAtLastError()));
    return 0;
}
