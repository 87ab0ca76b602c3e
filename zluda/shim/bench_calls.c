/* Times N calls of one function of a CUDA library: bench_calls LIB SYMBOL SHAPE N
 * SHAPE: void (int f(void)), int (const char *f(int)), intptr (int f(int *)).
 * Prints the mean nanoseconds per call (after a warm-up call that starts the library),
 * in CPU time of the calling thread, so that a busy machine does not inflate it, and
 * the wall-clock figure next to it. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ns(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: %s LIB SYMBOL void|int|intptr N\n", argv[0]);
        return 2;
    }
    void *lib = dlopen(argv[1], RTLD_NOW);
    if (!lib) { fprintf(stderr, "%s\n", dlerror()); return 1; }
    void *sym = dlsym(lib, argv[2]);
    if (!sym) { fprintf(stderr, "%s\n", dlerror()); return 1; }
    long n = atol(argv[4]);
    volatile long sink = 0;
    int value = 0;
    double start, wall;
    if (strcmp(argv[3], "void") == 0) {
        int (*f)(void) = (int (*)(void))sym;
        sink += f();
        start = now_ns(CLOCK_THREAD_CPUTIME_ID); wall = now_ns(CLOCK_MONOTONIC);
        for (long i = 0; i < n; i++) sink += f();
    } else if (strcmp(argv[3], "int") == 0) {
        const char *(*f)(int) = (const char *(*)(int))sym;
        sink += (long)f(1);
        start = now_ns(CLOCK_THREAD_CPUTIME_ID); wall = now_ns(CLOCK_MONOTONIC);
        for (long i = 0; i < n; i++) sink += (long)f(1);
    } else {
        int (*f)(int *) = (int (*)(int *))sym;
        sink += f(&value);
        start = now_ns(CLOCK_THREAD_CPUTIME_ID); wall = now_ns(CLOCK_MONOTONIC);
        for (long i = 0; i < n; i++) sink += f(&value);
    }
    double per = (now_ns(CLOCK_THREAD_CPUTIME_ID) - start) / n;
    double per_wall = (now_ns(CLOCK_MONOTONIC) - wall) / n;
    printf("%.1f ns/call cpu, %.1f ns/call wall (%ld calls)\n", per, per_wall, n);
    return 0;
}
