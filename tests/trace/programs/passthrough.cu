// Calls cudaGetDevice and cudaRuntimeGetVersion, which the tests' small catalog does
// not list: the interposer must still export them (forwarded untraced).
#include <cstdio>
#include <cuda_runtime_api.h>

int main() {
    int dev = -7, version = 0, count = -1;
    cudaError_t e1 = cudaGetDevice(&dev);
    cudaError_t e2 = cudaRuntimeGetVersion(&version);
    cudaError_t e3 = cudaGetDeviceCount(&count);
    printf("device %d/%d version %d/%d count %d/%d\n", dev, (int)e1, version, (int)e2, count, (int)e3);
    return 0;
}
