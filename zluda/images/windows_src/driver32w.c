/* A 32-bit Windows driver-API program (i686, mingw-w64), run under Wine against the
 * project's 32-bit nvcuda.dll: loads .address_size 32 PTX, allocates, copies, launches with
 * kernelParams and with a parameter buffer (the 32-bit runtime's layout), on the default
 * stream and on a stream of its own with events and host functions, kernels with local and
 * shared memory, a module variable, a module from a file by its relative Windows name, and
 * page-locked and mapped host memory, checking every answer.
 * Prints "driver32w: ok" and exits 0 when everything matches. */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <windows.h>

/* the name 32-bit programs of CUDA 9 called; cuda.h 13 maps cuCtxCreate to _v4 and no longer
 * declares it */
CUresult CUDAAPI cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev);

#define CHECK(call) check((call), #call, __LINE__)
static void check(CUresult status, const char *what, int line)
{
    if (status == CUDA_SUCCESS)
        return;
    const char *name = NULL;
    cuGetErrorName(status, &name);
    fprintf(stderr, "driver32w.c:%d: %s -> %d %s\n", line, what, (int)status, name ? name : "?");
    exit(1);
}
#define EXPECT(cond, ...) do { if (!(cond)) { fprintf(stderr, "driver32w.c:%d: ", __LINE__); \
    fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); exit(1); } } while (0)

/* y[i] = a * x[i] + y[i], counting launches in a module variable; out[block] = the sum over
 * the block of in[gid] + (tid & 7), through a local array behind nvcc's 32-bit stack frame
 * (mov.u32 %SPL, __local_depotN; cvta.local.u32) and shared memory across a barrier */
static const char ptx[] =
    ".version 6.2\n.target sm_30\n.address_size 32\n"
    ".global .align 4 .u32 launches;\n"
    ".visible .entry saxpy(.param .u32 y, .param .u32 x, .param .f32 a, .param .u32 n)\n{\n"
    "  .reg .pred %p; .reg .b32 %r<10>; .reg .f32 %f<4>;\n"
    "  ld.param.u32 %r1, [y]; ld.param.u32 %r2, [x]; ld.param.f32 %f1, [a]; ld.param.u32 %r3, [n];\n"
    "  mov.u32 %r4, %ctaid.x; mov.u32 %r5, %ntid.x; mov.u32 %r6, %tid.x;\n"
    "  mad.lo.u32 %r4, %r4, %r5, %r6;\n"
    "  setp.ne.u32 %p, %r4, 0;\n  @%p bra COUNTED;\n"
    "  atom.global.add.u32 %r9, [launches], 1;\nCOUNTED:\n"
    "  setp.ge.u32 %p, %r4, %r3;\n  @%p bra DONE;\n"
    "  shl.b32 %r7, %r4, 2; add.u32 %r2, %r2, %r7; add.u32 %r1, %r1, %r7;\n"
    "  cvta.to.global.u32 %r1, %r1;\n"
    "  ld.global.f32 %f2, [%r2]; ld.global.f32 %f3, [%r1];\n"
    "  fma.rn.f32 %f3, %f1, %f2, %f3; st.global.f32 [%r1], %f3;\nDONE:\n  ret;\n}\n"
    ".visible .entry block_sums(.param .u32 out, .param .u32 in)\n{\n"
    "  .local .align 4 .b8 __local_depot1[32];\n  .shared .align 4 .b8 partial[1024];\n"
    "  .reg .b32 %SP, %SPL; .reg .pred %p; .reg .b32 %r<20>;\n"
    "  mov.u32 %SPL, __local_depot1; cvta.local.u32 %SP, %SPL;\n"
    "  mov.u32 %r1, %tid.x; mov.u32 %r2, %ctaid.x; mov.u32 %r3, %ntid.x;\n"
    "  mad.lo.u32 %r4, %r2, %r3, %r1;\n"
    "  ld.param.u32 %r5, [in]; shl.b32 %r6, %r4, 2; add.u32 %r5, %r5, %r6; ld.global.u32 %r7, [%r5];\n"
    "  mov.u32 %r8, 0;\nFILL:\n"
    "  add.u32 %r9, %r7, %r8; shl.b32 %r10, %r8, 2; add.u32 %r11, %SP, %r10; st.u32 [%r11], %r9;\n"
    "  add.u32 %r8, %r8, 1; setp.lt.u32 %p, %r8, 8;\n  @%p bra FILL;\n"
    "  and.b32 %r12, %r1, 7; shl.b32 %r12, %r12, 2; add.u32 %r13, %SPL, %r12; ld.local.u32 %r14, [%r13];\n"
    "  mov.u32 %r15, partial; shl.b32 %r16, %r1, 2; add.u32 %r15, %r15, %r16; st.shared.u32 [%r15], %r14;\n"
    "  bar.sync 0;\n  setp.ne.u32 %p, %r1, 0;\n  @%p bra END;\n"
    "  mov.u32 %r17, 0; mov.u32 %r8, 0; mov.u32 %r15, partial;\nSUM:\n"
    "  ld.shared.u32 %r18, [%r15]; add.u32 %r17, %r17, %r18; add.u32 %r15, %r15, 4;\n"
    "  add.u32 %r8, %r8, 1; setp.lt.u32 %p, %r8, %r3;\n  @%p bra SUM;\n"
    "  ld.param.u32 %r19, [out]; shl.b32 %r6, %r2, 2; add.u32 %r19, %r19, %r6; st.global.u32 [%r19], %r17;\n"
    "END:\n  ret;\n}\n";

/* host functions: cuda.h's CUDA_CB is __stdcall on 32-bit Windows */
static struct { int order, host_fn, callback; CUstream stream; CUresult status; } host_calls;

static void CUDA_CB record_host_call(void *data)
{
    (void)data;
    host_calls.host_fn = ++host_calls.order;
}

static void CUDA_CB record_stream_callback(CUstream stream, CUresult status, void *data)
{
    (void)data;
    host_calls.callback = ++host_calls.order;
    host_calls.stream = stream;
    host_calls.status = status;
}

enum { N = 1000, THREADS = 128, BLOCKS = (N + THREADS - 1) / THREADS };
static float x[N], y[N], back[N];
static unsigned int in[BLOCKS * THREADS], sums[BLOCKS];

int main(void)
{
    int version = 0, count = 0;
    CHECK(cuInit(0));
    CHECK(cuDriverGetVersion(&version));
    CHECK(cuDeviceGetCount(&count));
    EXPECT(count >= 1, "no device");
    CUdevice dev;
    char name[128];
    size_t total = 0;
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuDeviceGetName(name, sizeof name, dev));
    CHECK(cuDeviceTotalMem(&total, dev));
    printf("driver %d, %d device(s): %s, %u MiB seen by a 32-bit process\n", version, count, name,
           (unsigned)(total >> 20));
    CUcontext ctx, current = NULL;
    CHECK(cuCtxCreate_v2(&ctx, 0, dev));
    CHECK(cuCtxGetCurrent(&current));
    EXPECT(current == ctx, "the new context is not current");

    char log[4096] = "";
    CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *values[] = {log, (void *)(size_t)sizeof log};
    CUmodule module;
    CUresult loaded = cuModuleLoadDataEx(&module, ptx, 2, options, values);
    EXPECT(loaded == CUDA_SUCCESS, "cuModuleLoadDataEx -> %d: %s", (int)loaded, log);
    /* the same PTX from a file by a relative Windows name: the server opens it by Wine's
     * Unix name of it */
    FILE *f = fopen("kernels32w.ptx", "wb");
    EXPECT(f && fwrite(ptx, 1, sizeof ptx - 1, f) == sizeof ptx - 1 && fclose(f) == 0, "cannot write kernels32w.ptx");
    CUmodule from_file;
    CUfunction probe;
    CHECK(cuModuleLoad(&from_file, "kernels32w.ptx"));
    CHECK(cuModuleGetFunction(&probe, from_file, "block_sums"));
    CHECK(cuModuleUnload(from_file));
    EXPECT(cuModuleLoad(&from_file, "no_such_file.ptx") == CUDA_ERROR_FILE_NOT_FOUND, "a missing file");

    CUfunction saxpy, block_sums;
    CHECK(cuModuleGetFunction(&saxpy, module, "saxpy"));
    CHECK(cuModuleGetFunction(&block_sums, module, "block_sums"));
    EXPECT(cuModuleGetFunction(&saxpy, module, "no_such_kernel") == CUDA_ERROR_NOT_FOUND, "a missing kernel");

    for (int i = 0; i < N; i++) { x[i] = (float)i; y[i] = 0.5f * i; }
    CUdeviceptr dx, dy;
    CHECK(cuMemAlloc(&dx, sizeof x));
    CHECK(cuMemAlloc(&dy, sizeof y));
    CHECK(cuMemcpyHtoD(dx, x, sizeof x));
    CHECK(cuMemcpyHtoD(dy, y, sizeof y));
    float a = 2.0f;
    unsigned int n = N;
    void *params[] = {&dy, &dx, &a, &n};
    CHECK(cuLaunchKernel(saxpy, BLOCKS, 1, 1, THREADS, 1, 1, 0, NULL, params, NULL));
    CHECK(cuCtxSynchronize());
    CHECK(cuMemcpyDtoH(back, dy, sizeof back));
    for (int i = 0; i < N; i++)
        EXPECT(back[i] == 2.0f * i + 0.5f * i, "saxpy[%d] = %g", i, back[i]);
    /* the parameters in one buffer: 32-bit pointers at 4-byte offsets */
    struct { CUdeviceptr y, x; float a; unsigned int n; } buffer = {dy, dx, -2.0f, N};
    size_t buffer_size = sizeof buffer;
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &buffer, CU_LAUNCH_PARAM_BUFFER_SIZE, &buffer_size,
                     CU_LAUNCH_PARAM_END};
    EXPECT(sizeof buffer == 16, "the parameter buffer is %u bytes", (unsigned)sizeof buffer);
    CHECK(cuLaunchKernel(saxpy, BLOCKS, 1, 1, THREADS, 1, 1, 0, NULL, NULL, extra));
    CHECK(cuMemcpyDtoH(back, dy, sizeof back));
    for (int i = 0; i < N; i++)
        EXPECT(back[i] == 0.5f * i, "saxpy through extra [%d] = %g", i, back[i]);

    /* a stream, events around launches, asynchronous copies */
    CUstream stream;
    CUevent start, stop;
    CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
    CHECK(cuEventCreate(&start, CU_EVENT_DEFAULT));
    CHECK(cuEventCreate(&stop, CU_EVENT_DEFAULT));
    for (int i = 0; i < BLOCKS * THREADS; i++) in[i] = (unsigned)i;
    CUdeviceptr din, dsums;
    CHECK(cuMemAlloc(&din, sizeof in));
    CHECK(cuMemAlloc(&dsums, sizeof sums));
    CHECK(cuMemcpyHtoDAsync(din, in, sizeof in, stream));
    CHECK(cuEventRecord(start, stream));
    void *sum_params[] = {&dsums, &din};
    CHECK(cuLaunchKernel(block_sums, BLOCKS, 1, 1, THREADS, 1, 1, 0, stream, sum_params, NULL));
    CHECK(cuEventRecord(stop, stream));
    CHECK(cuMemcpyDtoHAsync(sums, dsums, sizeof sums, stream));
    CHECK(cuStreamSynchronize(stream));
    EXPECT(cuEventQuery(stop) == CUDA_SUCCESS, "the stop event is not complete");
    /* host functions run in this process when the stream reaches them, in order */
    CHECK(cuLaunchHostFunc(stream, record_host_call, &host_calls));
    CHECK(cuStreamAddCallback(stream, record_stream_callback, &host_calls, 0));
    CHECK(cuStreamSynchronize(stream));
    EXPECT(host_calls.host_fn == 1 && host_calls.callback == 2, "host function %d, callback %d",
           host_calls.host_fn, host_calls.callback);
    EXPECT(host_calls.stream == stream && host_calls.status == CUDA_SUCCESS, "the callback's stream or status");
    float ms = -1.0f;
    CHECK(cuEventElapsedTime(&ms, start, stop));
    EXPECT(ms >= 0.0f, "elapsed %g ms", ms);
    for (int b = 0; b < BLOCKS; b++) {
        unsigned int want = 0;
        for (int t = 0; t < THREADS; t++) want += (unsigned)(b * THREADS + t) + (unsigned)(t & 7);
        EXPECT(sums[b] == want, "block_sums[%d] = %u, want %u", b, sums[b], want);
    }

    /* page-locked host memory: copies from and to it */
    float *pinned;
    CHECK(cuMemAllocHost((void **)&pinned, sizeof x));
    for (int i = 0; i < N; i++) pinned[i] = 1.0f;
    CHECK(cuMemcpyHtoDAsync(dy, pinned, sizeof x, stream));
    CHECK(cuLaunchKernel(saxpy, BLOCKS, 1, 1, THREADS, 1, 1, 0, stream, params, NULL));
    CHECK(cuStreamSynchronize(stream));   /* the copy from the pinned pages is done */
    memset(pinned, 0, sizeof x);
    CHECK(cuMemcpyDtoHAsync(pinned, dy, sizeof x, stream));
    CHECK(cuStreamSynchronize(stream));
    for (int i = 0; i < N; i++)
        EXPECT(pinned[i] == 2.0f * i + 1.0f, "pinned saxpy[%d] = %g", i, pinned[i]);
    CHECK(cuMemFreeHost(pinned));
    /* mapped host memory a kernel writes through its device address, seen here without a copy */
    float *mapped;
    CUdeviceptr dmapped;
    CHECK(cuMemHostAlloc((void **)&mapped, sizeof x, CU_MEMHOSTALLOC_DEVICEMAP));
    CHECK(cuMemHostGetDevicePointer(&dmapped, mapped, 0));
    for (int i = 0; i < N; i++) mapped[i] = 3.0f;
    void *mapped_params[] = {&dmapped, &dx, &a, &n};
    CHECK(cuLaunchKernel(saxpy, BLOCKS, 1, 1, THREADS, 1, 1, 0, NULL, mapped_params, NULL));
    CHECK(cuCtxSynchronize());
    for (int i = 0; i < N; i++)
        EXPECT(mapped[i] == 2.0f * i + 3.0f, "mapped saxpy[%d] = %g", i, mapped[i]);
    CHECK(cuMemFreeHost(mapped));

    /* the module variable counted every launch of saxpy */
    CUdeviceptr dlaunches;
    size_t size = 0;
    unsigned int launches = 0;
    CHECK(cuModuleGetGlobal(&dlaunches, &size, module, "launches"));
    EXPECT(size == 4, "launches is %u bytes", (unsigned)size);
    CHECK(cuMemcpyDtoH(&launches, dlaunches, 4));
    EXPECT(launches == 4, "launches = %u", launches);
    printf("32-bit device pointers: x %#x, y %#x, launches %#x\n", (unsigned)dx, (unsigned)dy, (unsigned)dlaunches);

    /* what one call that carries nothing costs: a message each way through the server */
    enum { CALLS = 2000 };
    LARGE_INTEGER t0, t1, hz;
    QueryPerformanceFrequency(&hz);
    QueryPerformanceCounter(&t0);
    for (int i = 0; i < CALLS; i++) CHECK(cuCtxGetCurrent(&current));
    QueryPerformanceCounter(&t1);
    printf("round trip: %.1f us per cuCtxGetCurrent (%d calls)\n",
           1e6 * (double)(t1.QuadPart - t0.QuadPart) / (double)hz.QuadPart / CALLS, CALLS);

    CHECK(cuEventDestroy(start));
    CHECK(cuEventDestroy(stop));
    CHECK(cuStreamDestroy(stream));
    CHECK(cuMemFree(dx));
    CHECK(cuMemFree(dy));
    CHECK(cuMemFree(din));
    CHECK(cuMemFree(dsums));
    CHECK(cuModuleUnload(module));
    CHECK(cuCtxDestroy(ctx));
    printf("driver32w: ok\n");
    return 0;
}
