/* The export tables through the 32-bit libcuda.so.1 (gcc -m32): what CUDA 9.2's runtime
 * does with them (measured with FleX's cudart32_92.dll, docs/32-bit.md), done by hand,
 * since no 32-bit Linux runtime of NVIDIA's can be had: the tables it asks for, the
 * primary context and a module from a registration wrapper (CUDART_INTERFACE), the tools'
 * callback buffers, context-local storage, HEAP_ACCESS records, a context by
 * CTX_CREATE_BYPASS (FleX's NvFlexDevice); a launch of the module's
 * kernel proves the module real. `exports32 trap` calls a slot nobody knows (the program
 * must end with the line naming it). Prints "exports32: ok". */
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call)                                                                   \
    do {                                                                              \
        CUresult st_ = (call);                                                        \
        if (st_ != CUDA_SUCCESS) {                                                    \
            printf("exports32: %s failed: %d (line %d)\n", #call, (int)st_, __LINE__); \
            exit(1);                                                                  \
        }                                                                             \
    } while (0)
#define EXPECT(cond)                                                                  \
    do {                                                                              \
        if (!(cond)) { printf("exports32: %s is false (line %d)\n", #cond, __LINE__); exit(1); } \
    } while (0)

static const unsigned char CUDART_INTERFACE[16] = {0x6b, 0xd5, 0xfb, 0x6c, 0x5b, 0xf4, 0xe7, 0x4a,
                                                   0x89, 0x87, 0xd9, 0x39, 0x12, 0xfd, 0x9d, 0xf9};
static const unsigned char TOOLS_TLS[16] = {0x42, 0xd8, 0x5a, 0x81, 0x23, 0xf6, 0xcb, 0x47,
                                            0x82, 0x98, 0xf6, 0xe7, 0x8a, 0x3a, 0xec, 0xdc};
static const unsigned char CALLBACK_HOOKS[16] = {0xa0, 0x94, 0x79, 0x8c, 0x2e, 0x74, 0x2e, 0x74,
                                                 0x93, 0xf2, 0x08, 0x00, 0x20, 0x0c, 0x0a, 0x66};
static const unsigned char CONTEXT_LOCAL_STORAGE[16] = {0xc6, 0x93, 0x33, 0x6e, 0x11, 0x21, 0xdf, 0x11,
                                                        0xa8, 0xc3, 0x68, 0xf3, 0x55, 0xd8, 0x95, 0x93};
static const unsigned char HEAP_ACCESS[16] = {0x19, 0x5b, 0xcb, 0xf4, 0xd6, 0x7d, 0x02, 0x4a,
                                              0xac, 0xc5, 0x1d, 0x29, 0xce, 0xa6, 0x31, 0xae};
static const unsigned char CTX_CREATE_BYPASS[16] = {0x0c, 0xa5, 0x0b, 0x8c, 0x10, 0x04, 0x92, 0x9a,
                                                    0x89, 0xa7, 0xd0, 0xdf, 0x10, 0xe7, 0x72, 0x86};
static const unsigned char NO_SUCH_TABLE[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

typedef CUresult (*module_from_wrapper_fn)(CUmodule *, const void *);
typedef CUresult (*primary_context_fn)(CUcontext *, CUdevice);
typedef void (*callback_buffer_fn)(void **, size_t *);
typedef CUresult (*cls_put_fn)(CUcontext, void *, void *, void (*)(CUcontext, void *, void *));
typedef CUresult (*cls_delete_fn)(CUcontext, void *);
typedef CUresult (*cls_get_fn)(void **, CUcontext, void *);
typedef CUresult (*heap_alloc_fn)(void **, size_t, size_t);
typedef CUresult (*heap_free_fn)(void *, size_t *);
typedef void (*no_args_fn)(void);
typedef CUresult (*ctx_create_fn)(CUcontext *, unsigned int, CUdevice);

static void *const *table(const unsigned char *id)
{
    const void *t = NULL;
    CHECK(cuGetExportTable(&t, (const CUuuid *)id));
    EXPECT(t != NULL);
    return t;
}

/* y[i] = a * x[i] + y[i], 32-bit addresses */
static const char ptx[] =
    ".version 6.2\n.target sm_30\n.address_size 32\n"
    ".visible .entry saxpy(.param .u32 y, .param .u32 x, .param .f32 a, .param .u32 n)\n{\n"
    "    .reg .pred %p;\n    .reg .b32 %r<10>;\n    .reg .f32 %f<4>;\n"
    "    ld.param.u32 %r1, [y];\n    ld.param.u32 %r2, [x];\n    ld.param.f32 %f1, [a];\n"
    "    ld.param.u32 %r3, [n];\n    mov.u32 %r4, %ctaid.x;\n    mov.u32 %r5, %ntid.x;\n"
    "    mov.u32 %r6, %tid.x;\n    mad.lo.u32 %r4, %r4, %r5, %r6;\n    setp.ge.u32 %p, %r4, %r3;\n"
    "    @%p bra DONE;\n    shl.b32 %r7, %r4, 2;\n    add.u32 %r2, %r2, %r7;\n    add.u32 %r1, %r1, %r7;\n"
    "    ld.global.f32 %f2, [%r2];\n    ld.global.f32 %f3, [%r1];\n    fma.rn.f32 %f3, %f1, %f2, %f3;\n"
    "    st.global.f32 [%r1], %f3;\nDONE:\n    ret;\n}\n";

/* a fatbin holding the PTX as one uncompressed entry (64-byte entry header), 32-bit code */
static unsigned char *make_fatbin(void)
{
    uint32_t text = (uint32_t)sizeof ptx, payload = (text + 7u) & ~7u, u32;
    uint64_t entry = 64u + payload, u64;
    uint16_t u16;
    unsigned char *f = calloc(1, 16 + (size_t)entry), *e = f + 16;
    u32 = 0xba55ed50u; memcpy(f, &u32, 4);
    u16 = 1; memcpy(f + 4, &u16, 2);
    u16 = 16; memcpy(f + 6, &u16, 2);
    memcpy(f + 8, &entry, 8);
    u16 = 1; memcpy(e, &u16, 2);                  /* PTX */
    u16 = 0x0101; memcpy(e + 2, &u16, 2);
    u32 = 64; memcpy(e + 4, &u32, 4);
    u64 = payload; memcpy(e + 8, &u64, 8);
    u32 = 0x40; memcpy(e + 20, &u32, 4);
    u16 = 2; memcpy(e + 24, &u16, 2);
    u16 = 6; memcpy(e + 26, &u16, 2);
    u32 = 30; memcpy(e + 28, &u32, 4);
    memcpy(e + 64, ptx, text);
    return f;
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    CHECK(cuInit(0));
    void *const *cudart = table(CUDART_INTERFACE);
    if (argc > 1 && !strcmp(argv[1], "trap")) {
        ((no_args_fn)cudart[3])();   /* a slot whose meaning nobody knows: the program ends here */
        printf("exports32: the unknown slot returned\n");
        return 1;
    }
    EXPECT((uintptr_t)cudart[0] == 13 * sizeof(void *));   /* the table's size in bytes */
    const void *none = (const void *)1;
    EXPECT(cuGetExportTable(&none, (const CUuuid *)NO_SUCH_TABLE) == CUDA_ERROR_INVALID_VALUE);

    /* the primary context, current on this thread, as the runtime makes it */
    CUcontext ctx = NULL;
    CHECK(((primary_context_fn)cudart[2])(&ctx, 0));
    EXPECT(ctx != NULL);
    CHECK(cuCtxSetCurrent(ctx));

    /* a context of its own, as FleX's NvFlexDevice makes one (CTX_CREATE_BYPASS) */
    CUcontext own = NULL;
    CHECK(((ctx_create_fn)table(CTX_CREATE_BYPASS)[1])(&own, 0, 0));
    EXPECT(own != NULL && own != ctx);
    CHECK(cuCtxDestroy(own));
    CHECK(cuCtxSetCurrent(ctx));

    /* the tools' callback buffers: zeroed, in this process */
    void *const *hooks = table(CALLBACK_HOOKS);
    void *buffer = NULL;
    size_t entries = 0;
    ((callback_buffer_fn)hooks[2])(&buffer, &entries);
    EXPECT(buffer != NULL && entries == 1024 && ((unsigned int *)buffer)[entries - 1] == 0);
    ((callback_buffer_fn)hooks[6])(&buffer, &entries);
    EXPECT(buffer != NULL && entries == 14 && ((unsigned int *)buffer)[0] == 0);
    EXPECT((uintptr_t)table(TOOLS_TLS)[0] == 3 * sizeof(void *));

    /* context-local storage: the runtime's pointers kept per context, the current one
     * when the context is NULL */
    void *const *cls = table(CONTEXT_LOCAL_STORAGE);
    static int key, value;
    void *got = NULL;
    EXPECT(((cls_get_fn)cls[2])(&got, NULL, &key) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(((cls_put_fn)cls[0])(NULL, &key, &value, NULL));
    CHECK(((cls_get_fn)cls[2])(&got, ctx, &key));
    EXPECT(got == &value);
    CHECK(((cls_delete_fn)cls[1])(ctx, &key));
    EXPECT(((cls_get_fn)cls[2])(&got, NULL, &key) == CUDA_ERROR_INVALID_HANDLE);

    /* HEAP_ACCESS (CUDA 9.2's runtime): a record of two numbers; freeing gives the second back */
    void *const *heap = table(HEAP_ACCESS);
    void *record = NULL;
    size_t second = 0;
    CHECK(((heap_alloc_fn)heap[1])(&record, 12, 34));
    CHECK(((heap_free_fn)heap[2])(record, &second));
    EXPECT(record != NULL && second == 34);

    /* a module from nvcc's 16-byte registration wrapper, its kernel launched */
    struct { int magic, version; const void *data; void *filename; } wrapper = {0x466243b1, 1, make_fatbin(), NULL};
    EXPECT(sizeof wrapper == 16);
    CUmodule module = NULL;
    CUfunction saxpy = NULL;
    CHECK(((module_from_wrapper_fn)cudart[1])(&module, &wrapper));
    CHECK(cuModuleGetFunction(&saxpy, module, "saxpy"));
    enum { N = 300 };
    float x[N], y[N];
    for (int i = 0; i < N; i++) { x[i] = (float)i; y[i] = 1.0f; }
    CUdeviceptr dx, dy;
    CHECK(cuMemAlloc(&dx, sizeof x));
    CHECK(cuMemAlloc(&dy, sizeof y));
    CHECK(cuMemcpyHtoD(dx, x, sizeof x));
    CHECK(cuMemcpyHtoD(dy, y, sizeof y));
    float a = 3.0f;
    unsigned int n = N;
    void *params[] = {&dy, &dx, &a, &n};
    CHECK(cuLaunchKernel(saxpy, (N + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, params, NULL));
    CHECK(cuMemcpyDtoH(y, dy, sizeof y));
    for (int i = 0; i < N; i++)
        EXPECT(y[i] == 3.0f * (float)i + 1.0f);
    CHECK(cuModuleUnload(module));
    printf("exports32: ok\n");
    return 0;
}
