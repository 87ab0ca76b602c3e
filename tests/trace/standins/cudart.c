/* Stand-in for libcudart.so.13, for tests only: this machine has no GPU, so the real
 * runtime fails every call before copying anything. The tracer's D2H checksums,
 * crash-inside-a-call handling and cross-library nesting need calls that succeed;
 * this library provides them with host memory. Functions it lacks (e.g.
 * cudaGetErrorString) exercise the tracer's "missing in the real library" path. */
#include <stdlib.h>
#include <string.h>

static void *handle_storage;
void **__cudaRegisterFatBinary(void *fatCubin) { (void)fatCubin; return &handle_storage; }
void __cudaRegisterFatBinaryEnd(void **h) { (void)h; }
void __cudaUnregisterFatBinary(void **h) { (void)h; }
void __cudaRegisterFunction(void **h, const char *hostFun, char *deviceFun, const char *deviceName,
                            int limit, void *tid, void *bid, void *bDim, void *gDim, int *wSize) {
    (void)h; (void)hostFun; (void)deviceFun; (void)deviceName; (void)limit; (void)tid; (void)bid;
    (void)bDim; (void)gDim; (void)wSize;
}
int cudaMalloc(void **p, size_t n) { *p = malloc(n); return *p ? 0 : 2; }
int cudaFree(void *p) { free(p); return 0; }
int cudaMemcpy(void *dst, const void *src, size_t n, int kind) { (void)kind; memmove(dst, src, n); return 0; }
int cudaMemcpyAsync(void *dst, const void *src, size_t n, int kind, void *stream) {
    (void)kind; (void)stream; memmove(dst, src, n); return 0;
}
int cudaStreamCreate(void **s) { *s = (void *)0x5eed; return 0; }
int cudaStreamSynchronize(void *s) { (void)s; return 0; }
int cudaDeviceSynchronize(void) {
    if (getenv("CRASH_IN_CALL")) { volatile int *bad = 0; *bad = 1; }
    return 0;
}
int cudaGetDeviceCount(int *n) { *n = 1; return 0; }
int cudaGetLastError(void) { return 0; }
const char *cudaGetErrorName(int e) { return e ? "cudaErrorUnknown" : "cudaSuccess"; }
