// Makes a few calls, then crashes in its own code (after the last traced call) or,
// with CRASH_IN_CALL set, inside a library call (the test's stand-in library
// dereferences NULL in cudaDeviceSynchronize when asked to).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime_api.h>

int main() {
    int count = 0;
    cudaGetDeviceCount(&count);
    cudaGetLastError();
    if (getenv("CRASH_IN_CALL")) cudaDeviceSynchronize();
    cudaGetLastError();
    fflush(stdout);
    volatile int *bad = nullptr;
    *bad = 42;  // SIGSEGV
    return 0;
}
