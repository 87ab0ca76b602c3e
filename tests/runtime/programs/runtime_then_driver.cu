// Driver calls mixed into a runtime program: NVIDIA's runtime initialises the driver on its
// first call and makes the primary context current on the thread that called it, not on
// other threads. Prints one line per observation; the test compares them.
#include <cstdio>
#include <thread>
#include <cuda.h>
#include <cuda_runtime.h>

int main() {
    CUcontext ctx = nullptr;
    printf("before: cuCtxGetCurrent %d\n", (int)cuCtxGetCurrent(&ctx));
    cudaFree(0);
    ctx = nullptr;
    CUresult r = cuCtxGetCurrent(&ctx);
    printf("runtime thread: cuCtxGetCurrent %d %s\n", (int)r, ctx ? "context" : "none");
    CUcontext primary = nullptr;
    cuDevicePrimaryCtxRetain(&primary, 0);
    printf("runtime thread: current is primary %d\n", (int)(ctx == primary));
    CUdeviceptr p = 0;
    r = cuMemAlloc(&p, 256);
    printf("runtime thread: cuMemAlloc %d\n", (int)r);
    void* host = nullptr;
    cudaMallocHost(&host, 256);
    printf("runtime thread: cuMemcpyDtoH %d\n", (int)cuMemcpyDtoH(host, p, 256));
    cuMemFree(p);
    std::thread other([] {
        CUcontext c = (CUcontext)1;
        CUresult r2 = cuCtxGetCurrent(&c);
        printf("other thread: cuCtxGetCurrent %d %s\n", (int)r2, c ? "context" : "none");
        CUdeviceptr q = 0;
        printf("other thread: cuMemAlloc %d\n", (int)cuMemAlloc(&q, 64));
    });
    other.join();
    cuDevicePrimaryCtxRelease(0);
    cudaFreeHost(host);
    return 0;
}
