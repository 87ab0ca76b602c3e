// Errors as the first and later calls of a default build (NVIDIA's static runtime):
// what the runtime reports, and which driver tables it uses to report them. Prints one
// line per call; both builds (default and -cudart shared) must print the same.
#include <cstdio>

static void show(const char *what, cudaError_t status)
{
    printf("%s: %s\n", what, cudaGetErrorName(status));
}

int main()
{
    show("set device 1000 (first call)", cudaSetDevice(1000));
    cudaDeviceProp prop;
    show("properties of device 1000", cudaGetDeviceProperties(&prop, 1000));
    show("last error", cudaGetLastError());
    show("set device 0", cudaSetDevice(0));
    void *p = nullptr;
    show("malloc 2^50 bytes", cudaMalloc(&p, (size_t)1 << 50));
    show("last error", cudaGetLastError());
    show("malloc 1 KiB", cudaMalloc(&p, 1024));
    int host[4] = {0};
    show("memcpy of kind 77", cudaMemcpy(p, host, sizeof host, (cudaMemcpyKind)77));
    show("free", cudaFree(p));
    show("free again", cudaFree(p));
    return 0;
}
