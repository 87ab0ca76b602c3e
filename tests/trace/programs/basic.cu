// Runtime API calls a typical program makes; on a machine without a GPU every call
// fails with a real status (no driver), which is what the tracer records.
#include <cstdio>
#include <cuda_runtime_api.h>

__global__ void scale(float *a, float s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] *= s;
}

int main() {
    int count = -1;
    cudaError_t e = cudaGetDeviceCount(&count);
    printf("count %d status %d %s\n", count, (int)e, cudaGetErrorName(e));
    float *d = nullptr;
    e = cudaMalloc((void **)&d, 256 * sizeof(float));
    float host[256];
    for (int i = 0; i < 256; i++) host[i] = (float)i;
    cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
    scale<<<4, 64>>>(d, 2.0f, 256);
    cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
    e = cudaDeviceSynchronize();
    printf("sync %s: %s\n", cudaGetErrorName(e), cudaGetErrorString(e));
    cudaFree(d);
    return 0;
}
