// cudaGetDevice as each thread's current device and context change under it: the driver's
// context calls (create, push, pop, set, destroy), cudaSetDevice, cudaDeviceReset, the
// primary context's release, and threads whose first call is cudaGetDevice (NVIDIA's
// runtime makes the primary context current there) or a driver call. Prints one line per
// observation; tests/runtime/test_fast_path.py requires the same lines with libcudart's
// C fast path on and off (its per-thread record of the device must never answer what
// the Python runtime would not).
#include <cstdio>
#include <thread>
#include <cuda.h>
#include <cuda_runtime.h>

static CUcontext primary = nullptr, created = nullptr;

static const char* context_name(CUcontext c) {
    if (!c) return "none";
    if (c == primary) return "primary";
    if (c == created) return "created";
    return "other";
}

// cudaGetDevice `times` times; then the thread's current context
static void show(const char* where, int times = 3) {
    for (int i = 0; i < times; ++i) {
        int dev = -7;
        cudaError_t s = cudaGetDevice(&dev);
        printf("%-28s cudaGetDevice %s %d\n", where, cudaGetErrorName(s), dev);
    }
    CUcontext c = nullptr;
    CUresult r = cuCtxGetCurrent(&c);
    printf("%-28s cuCtxGetCurrent %d %s\n", where, (int)r, context_name(c));
}

int main() {
    cuInit(0);
    cuDevicePrimaryCtxRetain(&primary, 0);
    show("main.first");
    printf("%-28s %s\n", "main.null", cudaGetErrorName(cudaGetDevice(nullptr)));
    printf("%-28s %s\n", "main.null.last", cudaGetErrorName(cudaGetLastError()));
    printf("%-28s cuCtxCreate %d\n", "main", (int)cuCtxCreate(&created, nullptr, 0, 0));
    show("main.created");
    CUcontext popped = nullptr;
    printf("%-28s cuCtxPopCurrent %d %s\n", "main", (int)cuCtxPopCurrent(&popped), context_name(popped));
    show("main.popped");
    printf("%-28s cuCtxPushCurrent %d\n", "main", (int)cuCtxPushCurrent(created));
    show("main.pushed");
    printf("%-28s cuCtxSetCurrent %d\n", "main", (int)cuCtxSetCurrent(primary));
    show("main.set-primary");
    printf("%-28s cuCtxSetCurrent %d\n", "main", (int)cuCtxSetCurrent(nullptr));
    show("main.set-none");
    printf("%-28s cudaSetDevice(1) %s\n", "main", cudaGetErrorName(cudaSetDevice(1)));
    printf("%-28s %s\n", "main.bad-set.last", cudaGetErrorName(cudaGetLastError()));
    show("main.bad-set");
    printf("%-28s cudaSetDevice(0) %s\n", "main", cudaGetErrorName(cudaSetDevice(0)));
    show("main.set");

    // a thread whose first call is cudaGetDevice: the primary context becomes current there
    std::thread first_get([] { show("thread-get.first"); });
    first_get.join();
    // a thread that makes the created context current before any runtime call
    std::thread driver_first([] {
        CUcontext c = nullptr;
        printf("%-28s cuCtxGetCurrent %d %s\n", "thread-driver.before", (int)cuCtxGetCurrent(&c), context_name(c));
        printf("%-28s cuCtxSetCurrent %d\n", "thread-driver", (int)cuCtxSetCurrent(created));
        show("thread-driver.created");
        printf("%-28s cuCtxSetCurrent %d\n", "thread-driver", (int)cuCtxSetCurrent(nullptr));
        show("thread-driver.none");
    });
    driver_first.join();
    // a thread whose first runtime call is a copy the C fast path may answer: both paths
    // must leave the same context current there
    int* buffer = nullptr;
    cudaMalloc(&buffer, sizeof(int));
    std::thread copy_first([buffer] {
        int value = 5;
        printf("%-28s cudaMemcpy %s\n", "thread-copy", cudaGetErrorName(cudaMemcpy(buffer, &value, sizeof value,
                                                                                   cudaMemcpyHostToDevice)));
        CUcontext c = nullptr;
        printf("%-28s cuCtxGetCurrent %d %s\n", "thread-copy.after", (int)cuCtxGetCurrent(&c), context_name(c));
    });
    copy_first.join();
    cudaFree(buffer);
    show("main.after-threads");

    // two threads asking at once while one of them switches contexts
    std::thread a([] { for (int i = 0; i < 200; ++i) { int d = -1; if (cudaGetDevice(&d) != cudaSuccess || d != 0) printf("BAD a %d\n", i); } });
    std::thread b([] {
        for (int i = 0; i < 50; ++i) {
            cuCtxPushCurrent(created);
            int d = -1;
            if (cudaGetDevice(&d) != cudaSuccess || d != 0) printf("BAD b %d\n", i);
            cuCtxPopCurrent(nullptr);
        }
    });
    a.join();
    b.join();

    printf("%-28s cuCtxDestroy %d\n", "main", (int)cuCtxDestroy(created));
    created = nullptr;
    show("main.destroyed");
    printf("%-28s cudaDeviceReset %s\n", "main", cudaGetErrorName(cudaDeviceReset()));
    show("main.reset");
    printf("%-28s cuDevicePrimaryCtxRelease %d\n", "main", (int)cuDevicePrimaryCtxRelease(0));
    show("main.released");
    return 0;
}
