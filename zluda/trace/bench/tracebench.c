/* Workloads for `invoke bench --suite trace` (built with nvcc -cudart shared).
 *   tracebench calls N      N calls of cudaGetLastError; prints ns per call
 *   tracebench program N    N iterations of host work plus a few runtime calls,
 *                           the shape of a program that is not API-bound */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

int main(int argc, char **argv) {
    long n = argc > 2 ? atol(argv[2]) : 100000;
    if (argc > 1 && !strcmp(argv[1], "calls")) {
        for (int i = 0; i < 1000; i++) cudaGetLastError();
        double t0 = now_ns();
        for (long i = 0; i < n; i++) cudaGetLastError();
        printf("%.2f\n", (now_ns() - t0) / n);
        return 0;
    }
    volatile double acc = 0;
    int count = 0;
    for (long it = 0; it < n; it++) {
        for (int k = 0; k < 20000; k++) acc += (double)k * 1e-9;  /* ~20 us of host work */
        cudaGetDeviceCount(&count);
        cudaGetLastError();
        cudaPeekAtLastError();
    }
    printf("%g\n", (double)acc);
    return 0;
}
