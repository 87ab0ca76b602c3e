/* A 32-bit driver-API program (gcc -m32): loads .address_size 32 PTX from text, allocates,
 * copies, launches with parameters on the default stream and on a stream of its own, times
 * with events, runs host functions on a stream, uses pinned and mapped host memory, arrays,
 * 2-D/3-D copies and a texture object, reads a module variable, and checks every answer.
 * Usage: driver32 kernels.ptx. Prints "driver32: ok" and exits 0 when everything matches. */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* the name 32-bit programs of CUDA 9 linked; cuda.h 13 maps cuCtxCreate to _v4 and no longer
 * declares it, NVIDIA's driver still exports it */
CUresult CUDAAPI cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev);

#define CHECK(call) check((call), #call, __LINE__)
static void check(CUresult status, const char *what, int line)
{
    if (status == CUDA_SUCCESS)
        return;
    const char *name = NULL, *text = NULL;
    cuGetErrorName(status, &name);
    cuGetErrorString(status, &text);
    fprintf(stderr, "driver32.c:%d: %s -> %d %s (%s)\n", line, what, (int)status, name ? name : "?", text ? text : "?");
    exit(1);
}
#define EXPECT(cond, ...) do { if (!(cond)) { fprintf(stderr, "driver32.c:%d: ", __LINE__); \
    fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); exit(1); } } while (0)

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

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    EXPECT(f != NULL, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc(n + 1);
    EXPECT(fread(text, 1, n, f) == (size_t)n, "cannot read %s", path);
    text[n] = 0;
    fclose(f);
    return text;
}

int main(int argc, char **argv)
{
    EXPECT(argc == 2, "usage: driver32 kernels.ptx");
    EXPECT(sizeof(void *) == 4 && sizeof(CUdeviceptr) == 4, "not a 32-bit build");
    const char *name = NULL;
    EXPECT(cuGetErrorName(CUDA_ERROR_INVALID_VALUE, &name) == CUDA_SUCCESS && strcmp(name, "CUDA_ERROR_INVALID_VALUE") == 0,
           "cuGetErrorName");
    CUdevice dev;
    EXPECT(cuDeviceGet(&dev, 0) == CUDA_ERROR_NOT_INITIALIZED, "a call before cuInit must fail");
    CHECK(cuInit(0));
    int version = 0, count = 0;
    CHECK(cuDriverGetVersion(&version));
    EXPECT(version >= 9000, "driver version %d", version);
    CHECK(cuDeviceGetCount(&count));
    EXPECT(count >= 1, "%d devices", count);
    CHECK(cuDeviceGet(&dev, 0));
    char device_name[128] = {0};
    CHECK(cuDeviceGetName(device_name, sizeof device_name, dev));
    EXPECT(device_name[0] != 0, "an empty device name");
    size_t total = 0;
    CHECK(cuDeviceTotalMem(&total, dev));
    EXPECT(total > 0, "no device memory");
    int warp = 0;
    CHECK(cuDeviceGetAttribute(&warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, dev));
    EXPECT(warp == 32, "warp size %d", warp);

    CUcontext ctx, current = NULL;
    CHECK(cuCtxCreate_v2(&ctx, 0, dev));
    CHECK(cuCtxGetCurrent(&current));
    EXPECT(current == ctx, "the new context is not current");

    /* cuda.h 13's cuCtxCreate is _v4: without creation parameters it travels too */
    CUcontext second;
    CHECK(cuCtxCreate(&second, NULL, 0, dev));
    CHECK(cuCtxDestroy(second));
    CHECK(cuCtxSetCurrent(ctx));

    char *ptx = read_file(argv[1]);
    CUmodule module;
    char log[1024] = {0};
    CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *values[] = {log, (void *)(size_t)sizeof log};
    CHECK(cuModuleLoadDataEx(&module, ptx, 2, options, values));
    /* the same file by a name relative to a folder the program moved to after its first
     * call: the server, started before, must still find it */
    char folder[4096];
    strncpy(folder, argv[1], sizeof folder - 1);
    char *slash = strrchr(folder, '/');
    if (slash) {
        *slash = 0;
        EXPECT(chdir(folder) == 0, "cannot enter %s", folder);
    }
    CUmodule by_name;
    CHECK(cuModuleLoad(&by_name, slash ? slash + 1 : argv[1]));
    CHECK(cuModuleUnload(by_name));
    CUfunction saxpy, block_sums;
    CHECK(cuModuleGetFunction(&saxpy, module, "saxpy"));
    CHECK(cuModuleGetFunction(&block_sums, module, "block_sums"));
    EXPECT(cuModuleGetFunction(&saxpy, module, "no_such_kernel") == CUDA_ERROR_NOT_FOUND, "a missing kernel");

    enum { N = 1000, THREADS = 128, BLOCKS = (N + THREADS - 1) / THREADS };
    float x[N], y[N], back[N];
    for (int i = 0; i < N; i++) { x[i] = (float)i; y[i] = 0.5f * i; }
    CUdeviceptr dx, dy;
    CHECK(cuMemAlloc(&dx, sizeof x));
    CHECK(cuMemAlloc(&dy, sizeof y));
    EXPECT(dx != 0 && dy != 0 && dx != dy, "allocations 0x%x 0x%x", dx, dy);
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
    /* the same launch with its parameters in one buffer, as the 32-bit runtime's
     * cudaSetupArgument/cudaLaunch passed them: 32-bit pointers at 4-byte offsets */
    struct { CUdeviceptr y, x; float a; unsigned int n; } buffer = {dy, dx, -2.0f, N};
    size_t buffer_size = sizeof buffer;
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &buffer, CU_LAUNCH_PARAM_BUFFER_SIZE, &buffer_size,
                     CU_LAUNCH_PARAM_END};
    EXPECT(sizeof buffer == 16, "the parameter buffer is %u bytes", (unsigned)sizeof buffer);
    CHECK(cuLaunchKernel(saxpy, BLOCKS, 1, 1, THREADS, 1, 1, 0, NULL, NULL, extra));
    CHECK(cuMemcpyDtoH(back, dy, sizeof back));
    for (int i = 0; i < N; i++)
        EXPECT(back[i] == 0.5f * i, "saxpy through extra [%d] = %g", i, back[i]);

    /* the first launch API (deprecated, and what old 32-bit programs call): parameters set one
     * by one, 32-bit pointers at 4-byte offsets */
    CHECK(cuFuncSetBlockShape(saxpy, THREADS, 1, 1));
    CHECK(cuParamSetv(saxpy, 0, &dy, sizeof dy));
    CHECK(cuParamSetv(saxpy, 4, &dx, sizeof dx));
    CHECK(cuParamSetf(saxpy, 8, -0.5f));
    CHECK(cuParamSeti(saxpy, 12, N));
    CHECK(cuParamSetSize(saxpy, 16));
    CHECK(cuLaunchGrid(saxpy, BLOCKS, 1));
    CHECK(cuCtxSynchronize());
    CHECK(cuMemcpyDtoH(back, dy, sizeof back));
    for (int i = 0; i < N; i++)
        EXPECT(back[i] == 0.0f, "saxpy through cuLaunchGrid [%d] = %g", i, back[i]);

    /* a stream, events around a launch, asynchronous copies */
    CUstream stream;
    CUevent start, stop;
    CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
    CHECK(cuEventCreate(&start, CU_EVENT_DEFAULT));
    CHECK(cuEventCreate(&stop, CU_EVENT_DEFAULT));
    unsigned int in[N], sums[BLOCKS];
    for (int i = 0; i < N; i++) in[i] = (unsigned int)(i * 7 % 31);
    CUdeviceptr din, dsums;
    CHECK(cuMemAlloc(&din, BLOCKS * THREADS * sizeof(unsigned int)));
    CHECK(cuMemAlloc(&dsums, sizeof sums));
    CHECK(cuMemsetD32(din, 0, BLOCKS * THREADS));
    CHECK(cuMemcpyHtoDAsync(din, in, sizeof in, stream));
    CHECK(cuEventRecord(start, stream));
    void *sum_params[] = {&dsums, &din};
    CHECK(cuLaunchKernel(block_sums, BLOCKS, 1, 1, THREADS, 1, 1, 0, stream, sum_params, NULL));
    CHECK(cuLaunchKernel(saxpy, BLOCKS, 1, 1, THREADS, 1, 1, 0, stream, params, NULL));
    CHECK(cuEventRecord(stop, stream));
    CHECK(cuMemcpyDtoHAsync(sums, dsums, sizeof sums, stream));
    CHECK(cuStreamSynchronize(stream));
    CHECK(cuEventSynchronize(stop));
    EXPECT(cuEventQuery(stop) == CUDA_SUCCESS, "the stop event is not complete");
    /* host functions run in this process when the stream reaches them, in order */
    CHECK(cuLaunchHostFunc(stream, record_host_call, &host_calls));
    CHECK(cuStreamAddCallback(stream, record_stream_callback, &host_calls, 0));
    CHECK(cuStreamSynchronize(stream));
    EXPECT(host_calls.host_fn == 1 && host_calls.callback == 2 && host_calls.stream == stream,
           "host function %d, callback %d (stream %p, status %d)", host_calls.host_fn, host_calls.callback,
           (void *)host_calls.stream, (int)host_calls.status);
    float ms = -1;
    CHECK(cuEventElapsedTime(&ms, start, stop));
    EXPECT(ms >= 0, "elapsed %g ms", ms);
    for (int b = 0; b < BLOCKS; b++) {
        unsigned int want = 0;
        for (int t = 0; t < THREADS; t++) {
            int i = b * THREADS + t;
            want += (i < N ? in[i] : 0) + (unsigned int)(t & 7);
        }
        EXPECT(sums[b] == want, "block_sums[%d] = %u, want %u", b, sums[b], want);
    }

    /* pinned host memory: copies from and to it in place, and a kernel writing the mapped
     * memory through its device address, seen by the host without a copy */
    float *pinned_x, *pinned_y, *mapped;
    CHECK(cuMemAllocHost((void **)&pinned_x, sizeof x));
    CHECK(cuMemAllocHost((void **)&pinned_y, sizeof y));
    CHECK(cuMemHostAlloc((void **)&mapped, sizeof y, CU_MEMHOSTALLOC_DEVICEMAP));
    for (int i = 0; i < N; i++) { pinned_x[i] = (float)(N - i); pinned_y[i] = 1.0f; mapped[i] = 3.0f; }
    CHECK(cuMemcpyHtoDAsync(dx, pinned_x, sizeof x, stream));
    CHECK(cuMemcpyHtoDAsync(dy, pinned_y, sizeof y, stream));
    a = 0.5f;
    CHECK(cuLaunchKernel(saxpy, BLOCKS, 1, 1, THREADS, 1, 1, 0, stream, params, NULL));
    CHECK(cuStreamSynchronize(stream));
    memset(pinned_y, 0, sizeof y);
    CHECK(cuMemcpyDtoHAsync(pinned_y, dy, sizeof y, stream));
    CHECK(cuStreamSynchronize(stream));
    for (int i = 0; i < N; i++)
        EXPECT(pinned_y[i] == 0.5f * (N - i) + 1.0f, "pinned saxpy[%d] = %g", i, pinned_y[i]);
    CUdeviceptr dmapped;
    unsigned int flags = 0;
    CHECK(cuMemHostGetDevicePointer(&dmapped, mapped, 0));
    CHECK(cuMemHostGetFlags(&flags, mapped));
    EXPECT(flags & CU_MEMHOSTALLOC_DEVICEMAP, "cuMemHostGetFlags -> %#x", flags);
    void *mapped_params[] = {&dmapped, &dx, &a, &n};
    CHECK(cuLaunchKernel(saxpy, BLOCKS, 1, 1, THREADS, 1, 1, 0, NULL, mapped_params, NULL));
    CHECK(cuCtxSynchronize());
    for (int i = 0; i < N; i++)
        EXPECT(mapped[i] == 0.5f * (N - i) + 3.0f, "mapped saxpy[%d] = %g", i, mapped[i]);
    CHECK(cuMemFreeHost(pinned_x));
    CHECK(cuMemFreeHost(pinned_y));
    CHECK(cuMemFreeHost(mapped));
    EXPECT(cuMemFreeHost(x) == CUDA_ERROR_INVALID_VALUE, "cuMemFreeHost of pageable memory");

    /* a texture object over linear memory: its resource descriptor holds a union whose
     * members differ between the layouts; resType says which one travels */
    CUDA_RESOURCE_DESC res, res_back;
    memset(&res, 0, sizeof res);
    res.resType = CU_RESOURCE_TYPE_LINEAR;
    res.res.linear.devPtr = dx;
    res.res.linear.format = CU_AD_FORMAT_FLOAT;
    res.res.linear.numChannels = 1;
    res.res.linear.sizeInBytes = sizeof x;
    CUDA_TEXTURE_DESC tex_desc;
    memset(&tex_desc, 0, sizeof tex_desc);
    CUtexObject tex;
    CHECK(cuTexObjectCreate(&tex, &res, &tex_desc, NULL));
    memset(&res_back, 0, sizeof res_back);
    CHECK(cuTexObjectGetResourceDesc(&res_back, tex));
    EXPECT(res_back.resType == CU_RESOURCE_TYPE_LINEAR && res_back.res.linear.devPtr == dx &&
           res_back.res.linear.sizeInBytes == sizeof x && res_back.res.linear.numChannels == 1,
           "the texture's resource: type %d at 0x%x, %u bytes", (int)res_back.resType, res_back.res.linear.devPtr,
           (unsigned)res_back.res.linear.sizeInBytes);
    CUfunction fetch;
    CHECK(cuModuleGetFunction(&fetch, module, "fetch"));
    void *fetch_params[] = {&dy, &tex, &n};
    CHECK(cuLaunchKernel(fetch, BLOCKS, 1, 1, THREADS, 1, 1, 0, NULL, fetch_params, NULL));
    CHECK(cuMemcpyDtoH(back, dy, sizeof back));
    for (int i = 0; i < N; i++)
        EXPECT(back[i] == 2.0f * (N - i), "fetch[%d] = %g", i, back[i]);
    CHECK(cuTexObjectDestroy(tex));

    /* arrays: descriptors with size_t members travel member by member (their 32-bit
     * layout differs), data through the array copies */
    CUDA_ARRAY_DESCRIPTOR desc = {64, 4, CU_AD_FORMAT_FLOAT, 1}, got;
    CUarray array;
    CHECK(cuArrayCreate(&array, &desc));
    memset(&got, 0, sizeof got);
    CHECK(cuArrayGetDescriptor(&got, array));
    EXPECT(got.Width == 64 && got.Height == 4 && got.Format == CU_AD_FORMAT_FLOAT && got.NumChannels == 1,
           "array descriptor %u x %u format %d channels %u", (unsigned)got.Width, (unsigned)got.Height,
           (int)got.Format, got.NumChannels);
    CHECK(cuMemcpyHtoA(array, 0, x, 64 * 4 * sizeof(float)));
    memset(back, 0, sizeof back);
    CHECK(cuMemcpyAtoH(back, array, 0, 64 * 4 * sizeof(float)));
    EXPECT(memcmp(back, x, 64 * 4 * sizeof(float)) == 0, "the array's contents");
    CUDA_ARRAY3D_DESCRIPTOR desc3 = {16, 8, 2, CU_AD_FORMAT_UNSIGNED_INT32, 2, 0}, got3;
    CUarray array3;
    CHECK(cuArray3DCreate(&array3, &desc3));
    memset(&got3, 0, sizeof got3);
    CHECK(cuArray3DGetDescriptor(&got3, array3));
    EXPECT(got3.Width == 16 && got3.Height == 8 && got3.Depth == 2 && got3.NumChannels == 2,
           "3-D array descriptor %u x %u x %u, %u channels", (unsigned)got3.Width, (unsigned)got3.Height,
           (unsigned)got3.Depth, got3.NumChannels);
    /* 2-D and 3-D copies: their descriptors point to host memory, whose rows travel */
    enum { W = 32, H = 4, HOST_PITCH = 64, DEV_PITCH = 128 };
    static float rows[H * HOST_PITCH], rows_back[H * HOST_PITCH];
    for (int i = 0; i < H * HOST_PITCH; i++) { rows[i] = (float)i; rows_back[i] = -1.0f; }
    CUDA_MEMCPY2D copy2d;
    memset(&copy2d, 0, sizeof copy2d);
    copy2d.srcMemoryType = CU_MEMORYTYPE_HOST;
    copy2d.srcHost = rows;
    copy2d.srcPitch = HOST_PITCH * sizeof(float);
    copy2d.srcXInBytes = 2 * sizeof(float);
    copy2d.srcY = 0;
    copy2d.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    copy2d.dstDevice = dy;
    copy2d.dstPitch = DEV_PITCH * sizeof(float);
    copy2d.WidthInBytes = W * sizeof(float);
    copy2d.Height = H;
    CHECK(cuMemcpy2D(&copy2d));
    CUDA_MEMCPY2D back2d;
    memset(&back2d, 0, sizeof back2d);
    back2d.srcMemoryType = CU_MEMORYTYPE_DEVICE;
    back2d.srcDevice = dy;
    back2d.srcPitch = DEV_PITCH * sizeof(float);
    back2d.dstMemoryType = CU_MEMORYTYPE_HOST;
    back2d.dstHost = rows_back;
    back2d.dstPitch = HOST_PITCH * sizeof(float);
    back2d.dstY = 0;
    back2d.WidthInBytes = W * sizeof(float);
    back2d.Height = H;
    CHECK(cuMemcpy2DAsync(&back2d, stream));
    CHECK(cuStreamSynchronize(stream));
    for (int r = 0; r < H; r++)
        for (int i = 0; i < HOST_PITCH; i++) {
            float want = i < W ? (float)(r * HOST_PITCH + i + 2) : -1.0f;   /* the gaps keep their bytes */
            EXPECT(rows_back[r * HOST_PITCH + i] == want, "2-D copy [%d][%d] = %g, want %g", r, i,
                   rows_back[r * HOST_PITCH + i], want);
        }
    static unsigned int volume[2 * 8 * 16 * 2], volume_back[2 * 8 * 16 * 2];
    for (int i = 0; i < 2 * 8 * 16 * 2; i++) volume[i] = (unsigned int)(i * 2654435761u);
    CUDA_MEMCPY3D copy3d;
    memset(&copy3d, 0, sizeof copy3d);
    copy3d.srcMemoryType = CU_MEMORYTYPE_HOST;
    copy3d.srcHost = volume;
    copy3d.srcPitch = 16 * 8;
    copy3d.srcHeight = 8;
    copy3d.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    copy3d.dstArray = array3;
    copy3d.WidthInBytes = 16 * 8;
    copy3d.Height = 8;
    copy3d.Depth = 2;
    CHECK(cuMemcpy3D(&copy3d));
    CUDA_MEMCPY3D back3d;
    memset(&back3d, 0, sizeof back3d);
    back3d.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    back3d.srcArray = array3;
    back3d.dstMemoryType = CU_MEMORYTYPE_HOST;
    back3d.dstHost = volume_back;
    back3d.dstPitch = 16 * 8;
    back3d.dstHeight = 8;
    back3d.WidthInBytes = 16 * 8;
    back3d.Height = 8;
    back3d.Depth = 2;
    CHECK(cuMemcpy3DAsync(&back3d, stream));
    CHECK(cuStreamSynchronize(stream));
    EXPECT(memcmp(volume, volume_back, sizeof volume) == 0, "the 3-D array's contents");
    CHECK(cuArrayDestroy(array));
    CHECK(cuArrayDestroy(array3));

    /* the module variable: below 4 GiB like every device address of a 32-bit program */
    CUdeviceptr launches;
    size_t bytes = 0;
    CHECK(cuModuleGetGlobal(&launches, &bytes, module, "launches"));
    EXPECT(bytes == 4 && launches != 0, "launches: %u bytes at 0x%x", (unsigned)bytes, launches);
    unsigned int launched = 0;
    CHECK(cuMemcpyDtoH(&launched, launches, 4));
    EXPECT(launched == 6, "saxpy counted %u launches", launched);

    CHECK(cuEventDestroy(start));
    CHECK(cuEventDestroy(stop));
    CHECK(cuStreamDestroy(stream));
    CHECK(cuMemFree(dx));
    CHECK(cuMemFree(dy));
    CHECK(cuMemFree(din));
    CHECK(cuMemFree(dsums));
    EXPECT(cuMemFree(dx) != CUDA_SUCCESS, "freeing twice must fail");
    CHECK(cuModuleUnload(module));
    CHECK(cuCtxDestroy(ctx));
    printf("driver32: ok (%s, %d-bit device pointers, %.3f ms)\n", device_name, (int)(8 * sizeof(CUdeviceptr)), ms);
    free(ptx);
    return 0;
}
