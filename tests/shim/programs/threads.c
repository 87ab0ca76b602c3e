/* Several threads call the runtime at once: threads LIB NTHREADS ITERATIONS
 * Each thread makes an unimplemented call (cudaMalloc -> cudaErrorNotSupported), checks
 * that ITS last error is that status and that reading it resets it, and decodes names.
 * Exits 0 when every check held on every thread. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*malloc_fn)(void **, size_t);
typedef int (*status_fn)(void);
typedef const char *(*name_fn)(int);

static malloc_fn p_malloc;
static status_fn p_get_last, p_peek;
static name_fn p_name;
static long iterations;
static int failures;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void fail(const char *what, int got)
{
    pthread_mutex_lock(&lock);
    if (failures++ < 10) fprintf(stderr, "check failed: %s (got %d)\n", what, got);
    pthread_mutex_unlock(&lock);
}

static void *worker(void *arg)
{
    long id = (long)arg;
    for (long i = 0; i < iterations; i++) {
        if (p_get_last() != 0) fail("clean last error at start", -1);
        void *ptr = NULL;
        int s = p_malloc(&ptr, 16 + id);
        if (s != 801) fail("cudaMalloc -> cudaErrorNotSupported", s);
        if (p_peek() != 801) fail("peek sees the thread's error", p_peek());
        if (p_get_last() != 801) fail("get returns the thread's error", -1);
        if (p_get_last() != 0) fail("get reset it", -1);
        if (strcmp(p_name(801), "cudaErrorNotSupported") != 0) fail("cudaGetErrorName(801)", 0);
    }
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc != 4) return 2;
    void *lib = dlopen(argv[1], RTLD_NOW);
    if (!lib) { fprintf(stderr, "%s\n", dlerror()); return 2; }
    p_malloc = (malloc_fn)dlsym(lib, "cudaMalloc");
    p_get_last = (status_fn)dlsym(lib, "cudaGetLastError");
    p_peek = (status_fn)dlsym(lib, "cudaPeekAtLastError");
    p_name = (name_fn)dlsym(lib, "cudaGetErrorName");
    int n = atoi(argv[2]);
    iterations = atol(argv[3]);
    pthread_t t[64];
    for (long i = 0; i < n && i < 64; i++) pthread_create(&t[i], NULL, worker, (void *)i);
    for (long i = 0; i < n && i < 64; i++) pthread_join(t[i], NULL);
    printf("%d failures\n", failures);
    return failures ? 1 : 0;
}
