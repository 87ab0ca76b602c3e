/* NVIDIA's own CUDA runtime DLL (FleX ships cudart32_92.dll and cudart64_92.dll; fetched,
 * never committed) over the project's nvcuda.dll under Wine: the program loads the runtime
 * named on its command line and does what nvcc's generated code does - registers a fatbin
 * and a kernel, then calls the runtime API - so every call the runtime makes reaches
 * nvcuda.dll, cuGetExportTable and its slots included. Built for i686 and for x86-64 from
 * this one source (the PTX follows the pointer size).
 *
 *     wine cudartw.exe path\to\cudart32_92.dll
 *
 * prints what each step answered and "cudartw: ok" when every answer is right. */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the runtime's calling convention on Windows (cuda_runtime_api.h's CUDARTAPI) */
#define CUDARTAPI __stdcall

typedef struct { unsigned int x, y, z; } dim3;
typedef struct { unsigned int x, y, z; } uint3;

/* nvcc's registration wrapper (__fatBinC_Wrapper_t) and the fatbin layout: one PTX entry */
typedef struct { int magic; int version; const void *data; void *filename; } fatbin_wrapper;
#define WRAPPER_MAGIC 0x466243b1
#define FATBIN_MAGIC 0xba55ed50u

#if UINTPTR_MAX > 0xffffffffu
#define ADDRESS_SIZE "64"
#define PTR "u64"
#define FLAG_64BIT 1u
#else
#define ADDRESS_SIZE "32"
#define PTR "u32"
#define FLAG_64BIT 0u
#endif

/* y[i] = a * x[i] + y[i] */
static const char ptx[] =
    ".version 6.2\n"
    ".target sm_30\n"
    ".address_size " ADDRESS_SIZE "\n"
    ".visible .entry saxpy(.param ." PTR " y, .param ." PTR " x, .param .f32 a, .param .u32 n)\n"
    "{\n"
    "    .reg .pred %p;\n"
    "    .reg .b32 %r<8>;\n"
    "    .reg .b" ADDRESS_SIZE " %rd<6>;\n"
    "    .reg .f32 %f<4>;\n"
    "    ld.param." PTR " %rd1, [y];\n"
    "    ld.param." PTR " %rd2, [x];\n"
    "    ld.param.f32 %f1, [a];\n"
    "    ld.param.u32 %r3, [n];\n"
    "    mov.u32 %r4, %ctaid.x;\n"
    "    mov.u32 %r5, %ntid.x;\n"
    "    mov.u32 %r6, %tid.x;\n"
    "    mad.lo.u32 %r4, %r4, %r5, %r6;\n"
    "    setp.ge.u32 %p, %r4, %r3;\n"
    "    @%p bra DONE;\n"
#if UINTPTR_MAX > 0xffffffffu
    "    mul.wide.u32 %rd3, %r4, 4;\n"
#else
    "    shl.b32 %rd3, %r4, 2;\n"
#endif
    "    add." PTR " %rd4, %rd2, %rd3;\n"
    "    add." PTR " %rd5, %rd1, %rd3;\n"
    "    ld.global.f32 %f2, [%rd4];\n"
    "    ld.global.f32 %f3, [%rd5];\n"
    "    fma.rn.f32 %f3, %f1, %f2, %f3;\n"
    "    st.global.f32 [%rd5], %f3;\n"
    "DONE:\n"
    "    ret;\n"
    "}\n";

/* a fatbin holding the PTX as one uncompressed entry (64-byte entry header) */
static unsigned char *make_fatbin(void)
{
    uint32_t text = (uint32_t)sizeof ptx;               /* with its NUL */
    uint32_t payload = (text + 7u) & ~7u;
    uint64_t entry = 64u + payload;
    unsigned char *f = calloc(1, 16 + (size_t)entry);
    uint32_t magic = FATBIN_MAGIC, u32;
    uint16_t u16;
    uint64_t u64;
    memcpy(f, &magic, 4);
    u16 = 1; memcpy(f + 4, &u16, 2);                    /* version */
    u16 = 16; memcpy(f + 6, &u16, 2);                   /* header size */
    memcpy(f + 8, &entry, 8);                           /* entries' size */
    unsigned char *e = f + 16;
    u16 = 1; memcpy(e, &u16, 2);                        /* kind: PTX */
    u16 = 0x0101; memcpy(e + 2, &u16, 2);
    u32 = 64; memcpy(e + 4, &u32, 4);                   /* entry header size */
    u64 = payload; memcpy(e + 8, &u64, 8);
    u32 = 0x40; memcpy(e + 20, &u32, 4);
    u16 = 2; memcpy(e + 24, &u16, 2);                   /* PTX 6.2 */
    u16 = 6; memcpy(e + 26, &u16, 2);
    u32 = 30; memcpy(e + 28, &u32, 4);                  /* sm_30 */
    u64 = FLAG_64BIT; memcpy(e + 40, &u64, 8);
    memcpy(e + 64, ptx, text);
    return f;
}

static void saxpy_stub(void) {}   /* the host-side handle of the kernel, as nvcc makes one */

typedef void **(CUDARTAPI *register_fatbin_fn)(void *);
typedef void (CUDARTAPI *unregister_fatbin_fn)(void **);
typedef void (CUDARTAPI *register_function_fn)(void **, const char *, char *, const char *, int, uint3 *, uint3 *,
                                                 dim3 *, dim3 *, int *);
typedef int (CUDARTAPI *get_count_fn)(int *);
typedef int (CUDARTAPI *get_version_fn)(int *);
typedef int (CUDARTAPI *malloc_fn)(void **, size_t);
typedef int (CUDARTAPI *free_fn)(void *);
typedef int (CUDARTAPI *memcpy_fn)(void *, const void *, size_t, int);
typedef int (CUDARTAPI *launch_fn)(const void *, dim3, dim3, void **, size_t, void *);
typedef int (CUDARTAPI *sync_fn)(void);
typedef const char *(CUDARTAPI *error_string_fn)(int);

static HMODULE runtime;
static error_string_fn error_string;

static FARPROC need(const char *name)
{
    FARPROC f = GetProcAddress(runtime, name);
    if (!f) { printf("cudartw: the runtime has no %s\n", name); exit(2); }
    return f;
}

static void check(const char *what, int status)
{
    printf("%s: %d (%s)\n", what, status, error_string ? error_string(status) : "?");
    if (status) { printf("cudartw: FAILED at %s\n", what); fflush(stdout); exit(1); }
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc != 2) { printf("usage: cudartw.exe cudartNN_MM.dll\n"); return 2; }
    runtime = LoadLibraryA(argv[1]);
    if (!runtime) { printf("cudartw: cannot load %s (error %lu)\n", argv[1], GetLastError()); return 2; }
    error_string = (error_string_fn)need("cudaGetErrorString");

    /* what nvcc's generated code does before main */
    fatbin_wrapper wrapper = {WRAPPER_MAGIC, 1, make_fatbin(), NULL};
    void **handle = ((register_fatbin_fn)need("__cudaRegisterFatBinary"))(&wrapper);
    ((register_function_fn)need("__cudaRegisterFunction"))(handle, (const char *)saxpy_stub, "saxpy", "saxpy", -1,
                                                            NULL, NULL, NULL, NULL, NULL);

    int version = 0, driver = 0, count = 0;
    check("cudaRuntimeGetVersion", ((get_version_fn)need("cudaRuntimeGetVersion"))(&version));
    check("cudaDriverGetVersion", ((get_version_fn)need("cudaDriverGetVersion"))(&driver));
    check("cudaGetDeviceCount", ((get_count_fn)need("cudaGetDeviceCount"))(&count));
    printf("devices: %d\n", count);
    if (count < 1) { printf("cudartw: FAILED: no device\n"); return 1; }

    enum { N = 1000 };
    static float x[N], y[N];
    for (int i = 0; i < N; i++) { x[i] = (float)i; y[i] = 1.0f; }
    void *dx = NULL, *dy = NULL;
    malloc_fn cuda_malloc = (malloc_fn)need("cudaMalloc");
    memcpy_fn cuda_memcpy = (memcpy_fn)need("cudaMemcpy");
    check("cudaMalloc x", cuda_malloc(&dx, sizeof x));
    check("cudaMalloc y", cuda_malloc(&dy, sizeof y));
    printf("device pointers: %p %p\n", dx, dy);
    check("cudaMemcpy x HtoD", cuda_memcpy(dx, x, sizeof x, 1));
    check("cudaMemcpy y HtoD", cuda_memcpy(dy, y, sizeof y, 1));
    float a = 2.0f;
    unsigned int n = N;
    void *args[] = {&dy, &dx, &a, &n};
    dim3 grid = {(N + 127) / 128, 1, 1}, block = {128, 1, 1};
    check("cudaLaunchKernel saxpy", ((launch_fn)need("cudaLaunchKernel"))((const void *)saxpy_stub, grid, block,
                                                                          args, 0, NULL));
    check("cudaDeviceSynchronize", ((sync_fn)need("cudaDeviceSynchronize"))());
    check("cudaMemcpy y DtoH", cuda_memcpy(y, dy, sizeof y, 2));
    for (int i = 0; i < N; i++)
        if (y[i] != 2.0f * (float)i + 1.0f) {
            printf("cudartw: FAILED: y[%d] = %g, not %g\n", i, y[i], 2.0f * (float)i + 1.0f);
            return 1;
        }
    check("cudaFree x", ((free_fn)need("cudaFree"))(dx));
    check("cudaFree y", ((free_fn)need("cudaFree"))(dy));
    ((unregister_fatbin_fn)need("__cudaUnregisterFatBinary"))(handle);
    printf("cudartw: ok (runtime %d, driver %d, %d-bit)\n", version, driver, (int)(8 * sizeof(void *)));
    return 0;
}
