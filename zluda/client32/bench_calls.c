/* Times driver calls through whichever libcuda.so.1 the loader finds: built with -m32 it
 * measures the 32-bit client (each call a round trip to the server), built 64-bit the
 * project's libcuda.so.1 in-process (zluda/client32/bench.py runs both).
 * Usage: bench_calls ITERATIONS; prints "<case>\t<ns per call>" lines. */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *kernel_ptx =
    ".version 6.2\n.target sm_30\n"
#if defined(__LP64__)
    ".address_size 64\n"
#else
    ".address_size 32\n"
#endif
    ".visible .entry empty() { ret; }\n";

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static void check(CUresult status, const char *what)
{
    if (status != CUDA_SUCCESS) {
        fprintf(stderr, "bench_calls: %s -> %d\n", what, (int)status);
        exit(1);
    }
}

#define TIME(name, n, body) do { \
        double t0 = now_ns(); \
        for (int i_ = 0; i_ < (n); i_++) { body; } \
        printf("%s\t%.1f\n", name, (now_ns() - t0) / (n)); \
    } while (0)

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    CUdevice dev;
    CUcontext ctx;
    CUmodule module;
    CUfunction empty;
    check(cuInit(0), "cuInit");
    check(cuDeviceGet(&dev, 0), "cuDeviceGet");
    check(cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain");
    check(cuCtxSetCurrent(ctx), "cuCtxSetCurrent");
    check(cuModuleLoadData(&module, kernel_ptx), "cuModuleLoadData");
    check(cuModuleGetFunction(&empty, module, "empty"), "cuModuleGetFunction");
    enum { SMALL = 4096, LARGE = 1 << 20 };
    char *host = calloc(1, LARGE), *pinned;
    check(cuMemAllocHost((void **)&pinned, LARGE), "cuMemAllocHost");
    CUdeviceptr dev_buf;
    check(cuMemAlloc(&dev_buf, LARGE), "cuMemAlloc");
    const char *name;
    int version;
    CUcontext current;
    /* warm: the first launch compiles the kernel */
    check(cuLaunchKernel(empty, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL), "cuLaunchKernel");
    check(cuCtxSynchronize(), "cuCtxSynchronize");

    TIME("cuGetErrorName", n, cuGetErrorName(CUDA_ERROR_INVALID_VALUE, &name));
    TIME("cuDriverGetVersion", n, check(cuDriverGetVersion(&version), "cuDriverGetVersion"));
    TIME("cuCtxGetCurrent", n, check(cuCtxGetCurrent(&current), "cuCtxGetCurrent"));
    TIME("cuMemcpyHtoD 4 KiB", n, check(cuMemcpyHtoD(dev_buf, host, SMALL), "cuMemcpyHtoD"));
    TIME("cuMemcpyDtoH 4 KiB", n, check(cuMemcpyDtoH(host, dev_buf, SMALL), "cuMemcpyDtoH"));
    TIME("cuMemcpyHtoD 1 MiB", n / 10 + 1, check(cuMemcpyHtoD(dev_buf, host, LARGE), "cuMemcpyHtoD"));
    TIME("cuMemcpyDtoH 1 MiB", n / 10 + 1, check(cuMemcpyDtoH(host, dev_buf, LARGE), "cuMemcpyDtoH"));
    TIME("cuMemcpyHtoD 1 MiB, pinned", n / 10 + 1, check(cuMemcpyHtoD(dev_buf, pinned, LARGE), "cuMemcpyHtoD"));
    TIME("cuMemcpyDtoH 1 MiB, pinned", n / 10 + 1, check(cuMemcpyDtoH(pinned, dev_buf, LARGE), "cuMemcpyDtoH"));
    TIME("cuLaunchKernel (empty kernel) + cuCtxSynchronize", n / 10 + 1,
         check(cuLaunchKernel(empty, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL), "cuLaunchKernel");
         check(cuCtxSynchronize(), "cuCtxSynchronize"));
    check(cuMemFree(dev_buf), "cuMemFree");
    check(cuMemFreeHost(pinned), "cuMemFreeHost");
    free(host);
    return 0;
}
