// Process-wide features of the driver and runtime APIs on one device: coredump settings
// (per context and global, their documented defaults, set and read back), cluster
// occupancy and green contexts (SM resources split into groups; a green context's kernels
// run on no more SMs than its group: one block at a time in a one-SM context) and external
// memory (a memfd imported as an opaque descriptor: the host's mapping and the device's
// buffers are one memory), tensor map encoding (cuda.h's rules), batched 3-D copies between
// pointers and arrays, unified function lookup and graph nodes of batched memory
// operations, and checkpointing this process (the state machine, and calls of another thread
// waiting while the process is locked), batched decompression (Deflate, Snappy, LZ4) and
// GPUDirect RDMA write flushes (no-ops: DMA into host memory is coherent) and multicast
// objects of a one-device team (the multicast range and the bound memory are one memory), each checked against what the program computes itself. Prints `OK name` /
// `BAD name got` and `DONE <n> bad`; run by tests/runtime/test_process_features.py.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <atomic>
#include <sys/mman.h>
#include <unistd.h>
#include <cuda.h>
#include <cuda_runtime.h>

static int bad = 0;
static void expect(const char* name, bool ok, long got) {
    if (ok) printf("OK %s\n", name);
    else { printf("BAD %s got %ld\n", name, got); bad++; }
}

__global__ void touch(int* p) { if (p) p[threadIdx.x] = threadIdx.x; }

static void coredump() {
    bool flag = true;
    size_t size = sizeof flag;
    CUresult r = cuCoredumpGetAttributeGlobal(CU_COREDUMP_ENABLE_ON_EXCEPTION, &flag, &size);
    expect("coredump.global_exception_default_off", r == CUDA_SUCCESS && !flag, r);
    size = sizeof flag;
    r = cuCoredumpGetAttributeGlobal(CU_COREDUMP_TRIGGER_HOST, &flag, &size);
    expect("coredump.global_trigger_host_default_on", r == CUDA_SUCCESS && flag, r);
    size = 0;
    r = cuCoredumpGetAttributeGlobal(CU_COREDUMP_ENABLE_ON_EXCEPTION, nullptr, &size);
    expect("coredump.size_of_bool", r == CUDA_SUCCESS && size == sizeof(bool), (long)size);

    char path[1024] = {};
    size = sizeof path;
    r = cuCoredumpGetAttributeGlobal(CU_COREDUMP_FILE, path, &size);
    char host[256] = {};
    gethostname(host, sizeof host);
    char want[1024];
    snprintf(want, sizeof want, "core.cuda.%s.%d", host, (int)getpid());
    expect("coredump.default_file_names_host_and_pid", r == CUDA_SUCCESS && strcmp(path, want) == 0, r);

    char file[] = "/tmp/zluda-process-features.core";
    size = sizeof file;
    r = cuCoredumpSetAttributeGlobal(CU_COREDUMP_FILE, file, &size);
    expect("coredump.set_global_file", r == CUDA_SUCCESS, r);
    memset(path, 0, sizeof path);
    size = sizeof path;
    r = cuCoredumpGetAttribute(CU_COREDUMP_FILE, path, &size);
    expect("coredump.context_reads_global_file", r == CUDA_SUCCESS && strcmp(path, file) == 0, r);

    flag = true;
    size = sizeof flag;
    r = cuCoredumpSetAttribute(CU_COREDUMP_ENABLE_ON_EXCEPTION, &flag, &size);
    expect("coredump.set_context_exception", r == CUDA_SUCCESS, r);
    flag = false;
    size = sizeof flag;
    cuCoredumpGetAttribute(CU_COREDUMP_ENABLE_ON_EXCEPTION, &flag, &size);
    expect("coredump.context_exception_read_back", flag, flag);
    flag = true;
    size = sizeof flag;
    cuCoredumpGetAttributeGlobal(CU_COREDUMP_ENABLE_ON_EXCEPTION, &flag, &size);
    expect("coredump.context_setting_leaves_global", !flag, flag);

    unsigned int flags = CU_COREDUMP_SKIP_GLOBAL_MEMORY | CU_COREDUMP_SKIP_ABORT;
    size = sizeof flags;
    r = cuCoredumpSetAttributeGlobal(CU_COREDUMP_GENERATION_FLAGS, &flags, &size);
    unsigned int got = 0;
    size = sizeof got;
    cuCoredumpGetAttributeGlobal(CU_COREDUMP_GENERATION_FLAGS, &got, &size);
    expect("coredump.generation_flags_read_back", r == CUDA_SUCCESS && got == flags, got);

    // a context created with CU_CTX_COREDUMP_ENABLE reports the exception trigger on
    CUcontext own = nullptr, primary = nullptr;
    cuCtxGetCurrent(&primary);
    r = cuCtxCreate(&own, nullptr, CU_CTX_COREDUMP_ENABLE, 0);
    flag = false;
    size = sizeof flag;
    cuCoredumpGetAttribute(CU_COREDUMP_ENABLE_ON_EXCEPTION, &flag, &size);
    expect("coredump.context_flag_enables_exception", r == CUDA_SUCCESS && flag, r);
    cuCtxDestroy(own);
    cuCtxSetCurrent(primary);
}

static void clusters() {
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(64);
    config.blockDim = dim3(128);
    cudaLaunchAttribute attr;
    attr.id = cudaLaunchAttributeClusterDimension;
    attr.val.clusterDim.x = 1;
    attr.val.clusterDim.y = 1;
    attr.val.clusterDim.z = 1;
    config.attrs = &attr;
    config.numAttrs = 1;
    int size = 0;
    cudaError_t e = cudaOccupancyMaxPotentialClusterSize(&size, (const void*)touch, &config);
    expect("cluster.potential_size_one_block", e == cudaSuccess && size == 1, size);

    int per_sm = 0, sms = 0, clusters = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, touch, 128, 0);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    e = cudaOccupancyMaxActiveClusters(&clusters, (const void*)touch, &config);
    expect("cluster.active_clusters_of_one_are_resident_blocks", e == cudaSuccess && clusters == per_sm * sms, clusters);

    CUfunction f = nullptr;
    cudaGetFuncBySymbol(&f, (const void*)touch);
    CUlaunchConfig dconfig = {};
    dconfig.gridDimX = 64; dconfig.gridDimY = 1; dconfig.gridDimZ = 1;
    dconfig.blockDimX = 128; dconfig.blockDimY = 1; dconfig.blockDimZ = 1;
    CUlaunchAttribute dattr;
    dattr.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    dattr.value.clusterDim.x = 1; dattr.value.clusterDim.y = 1; dattr.value.clusterDim.z = 1;
    dconfig.attrs = &dattr;
    dconfig.numAttrs = 1;
    int dclusters = 0;
    CUresult r = cuOccupancyMaxActiveClusters(&dclusters, f, &dconfig);
    expect("cluster.driver_active_clusters", r == CUDA_SUCCESS && dclusters == clusters, r);
    int dsize = 0;
    r = cuOccupancyMaxPotentialClusterSize(&dsize, f, &dconfig);
    expect("cluster.driver_potential_size", r == CUDA_SUCCESS && dsize == size, dsize);
}

// how many blocks run at once: each block's first thread counts itself in, watches the
// count a while, and counts itself out
__global__ void concurrency(int* active, int* peak) {
    if (threadIdx.x == 0) {
        atomicMax(peak, atomicAdd(active, 1) + 1);
        for (int i = 0; i < 2000; i++) atomicMax(peak, atomicAdd(active, 0));
        atomicSub(active, 1);
    }
}

static void green_contexts() {
    CUdevResource all;
    CUresult r = cuDeviceGetDevResource(0, &all, CU_DEV_RESOURCE_TYPE_SM);
    int sms = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    expect("green.device_resource_is_every_sm", r == CUDA_SUCCESS && all.type == CU_DEV_RESOURCE_TYPE_SM &&
           (int)all.sm.smCount == sms, all.sm.smCount);

    unsigned groups = 0;
    r = cuDevSmResourceSplitByCount(nullptr, &groups, &all, nullptr, 0, 1);
    expect("green.split_query_counts_groups", r == CUDA_SUCCESS && (int)groups == sms / (int)all.sm.minSmPartitionSize, groups);
    CUdevResource parts[2], rest;
    unsigned wanted = 1;
    r = cuDevSmResourceSplitByCount(parts, &wanted, &all, &rest, 0, 1);
    expect("green.split_one_group_of_one", r == CUDA_SUCCESS && wanted == 1 && parts[0].sm.smCount == 1 &&
           (int)rest.sm.smCount == sms - 1, r);
    unsigned again = 1;
    CUdevResource sub;
    r = cuDevSmResourceSplitByCount(&sub, &again, &parts[0], nullptr, 0, 1);
    expect("green.split_of_a_split_refused", r == CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION, r);

    CUdevResourceDesc desc = nullptr;
    r = cuDevResourceGenerateDesc(&desc, &parts[0], 1);
    expect("green.descriptor", r == CUDA_SUCCESS && desc != nullptr, r);
    CUgreenCtx green = nullptr;
    r = cuGreenCtxCreate(&green, desc, 0, 0);
    expect("green.create_needs_default_stream_flag", r == CUDA_ERROR_INVALID_VALUE, r);
    r = cuGreenCtxCreate(&green, desc, 0, CU_GREEN_CTX_DEFAULT_STREAM);
    expect("green.create", r == CUDA_SUCCESS && green != nullptr, r);
    CUdevResource mine;
    r = cuGreenCtxGetDevResource(green, &mine, CU_DEV_RESOURCE_TYPE_SM);
    expect("green.resource_is_its_group", r == CUDA_SUCCESS && mine.sm.smCount == 1, mine.sm.smCount);
    unsigned long long id = 0;
    r = cuGreenCtxGetId(green, &id);
    expect("green.id", r == CUDA_SUCCESS && id != 0, r);

    CUcontext ctx = nullptr, before = nullptr;
    cuCtxGetCurrent(&before);
    r = cuCtxFromGreenCtx(&ctx, green);
    expect("green.as_context", r == CUDA_SUCCESS && ctx != nullptr, r);
    CUdevResource via_ctx;
    r = cuCtxGetDevResource(ctx, &via_ctx, CU_DEV_RESOURCE_TYPE_SM);
    expect("green.context_resource", r == CUDA_SUCCESS && via_ctx.sm.smCount == 1, via_ctx.sm.smCount);

    CUstream s = nullptr;
    r = cuGreenCtxStreamCreate(&s, green, CU_STREAM_NON_BLOCKING, 0);
    expect("green.stream", r == CUDA_SUCCESS && s != nullptr, r);
    CUgreenCtx owner = nullptr;
    r = cuStreamGetGreenCtx(s, &owner);
    expect("green.stream_knows_its_context", r == CUDA_SUCCESS && owner == green, r);
    CUstream plain = nullptr;
    cuStreamCreate(&plain, CU_STREAM_NON_BLOCKING);
    owner = green;
    r = cuStreamGetGreenCtx(plain, &owner);
    expect("green.plain_stream_has_none", r == CUDA_SUCCESS && owner == nullptr, r);

    const int blocks = 2048;   // enough threads for the launcher to deal out chunks to several workers
    int* counters = nullptr;
    cudaMalloc(&counters, 2 * sizeof(int));
    cudaMemset(counters, 0, 2 * sizeof(int));
    CUfunction f = nullptr;
    cudaGetFuncBySymbol(&f, (const void*)concurrency);
    int* peak = counters + 1;
    void* args[] = {&counters, &peak};
    r = cuLaunchKernel(f, blocks, 1, 1, 32, 1, 1, 0, s, args, nullptr);
    cuStreamSynchronize(s);
    int host[2] = {-1, -1};
    cudaMemcpy(host, counters, sizeof host, cudaMemcpyDeviceToHost);
    expect("green.one_sm_context_runs_one_block_at_a_time", r == CUDA_SUCCESS && host[0] == 0 && host[1] == 1, host[1]);
    cudaMemset(counters, 0, 2 * sizeof(int));
    concurrency<<<blocks, 32, 0, (cudaStream_t)s>>>(counters, peak);
    cudaStreamSynchronize((cudaStream_t)s);
    cudaMemcpy(host, counters, sizeof host, cudaMemcpyDeviceToHost);
    expect("green.runtime_launch_into_green_stream", host[1] == 1, host[1]);
    cudaMemset(counters, 0, 2 * sizeof(int));
    cuCtxSetCurrent(ctx);   // the green context current: launches anywhere use its share
    r = cuLaunchKernel(f, blocks, 1, 1, 32, 1, 1, 0, plain, args, nullptr);
    cuStreamSynchronize(plain);
    cudaMemcpy(host, counters, sizeof host, cudaMemcpyDeviceToHost);
    expect("green.current_green_context_limits_launches", r == CUDA_SUCCESS && host[1] == 1, host[1]);
    cuCtxSetCurrent(before);

    CUevent ev = nullptr;
    cuEventCreate(&ev, CU_EVENT_DISABLE_TIMING);
    r = cuGreenCtxRecordEvent(green, ev);
    expect("green.record_event", r == CUDA_SUCCESS && cuEventQuery(ev) == CUDA_SUCCESS, r);
    r = cuGreenCtxWaitEvent(green, ev);
    expect("green.wait_event", r == CUDA_SUCCESS, r);
    cuEventDestroy(ev);

    cuStreamDestroy(plain);
    cuStreamDestroy(s);
    cudaFree(counters);
    r = cuGreenCtxDestroy(green);
    expect("green.destroy", r == CUDA_SUCCESS, r);
    r = cuGreenCtxGetId(green, &id);
    expect("green.destroyed_is_gone", r == CUDA_ERROR_INVALID_CONTEXT, r);
    cuCtxSetCurrent(before);
}

__global__ void add_to(int* p, int n, int v) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += v;
}

static void external_memory() {
    const size_t bytes = 4 * 4096;
    const int n = 1000, offset = 4096 + 64;   // a buffer that starts inside a page
    int fd = memfd_create("process-features", 0);
    bool made = fd >= 0 && ftruncate(fd, bytes) == 0;
    int* host = made ? (int*)mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0) : nullptr;
    expect("extmem.memfd", made && host != MAP_FAILED, fd);
    if (!made || host == MAP_FAILED) return;
    int* at = (int*)((char*)host + offset);
    for (int i = 0; i < n; i++) at[i] = i;

    cudaExternalMemoryHandleDesc desc = {};
    desc.type = cudaExternalMemoryHandleTypeOpaqueWin32;
    desc.size = bytes;
    cudaExternalMemory_t ext = nullptr;
    cudaError_t e = cudaImportExternalMemory(&ext, &desc);
    // a Windows handle on Linux: invalid value on the H200 (api_misuse.cu's recording)
    expect("extmem.win32_handle_invalid", e == cudaErrorInvalidValue, e);
    cudaGetLastError();
    desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
    desc.handle.fd = dup(fd);   // the import owns the descriptor it is given
    e = cudaImportExternalMemory(&ext, &desc);
    expect("extmem.import_fd", e == cudaSuccess && ext != nullptr, e);

    cudaExternalMemoryBufferDesc buffer = {};
    buffer.offset = offset;
    buffer.size = n * sizeof(int);
    int* dev = nullptr;
    e = cudaExternalMemoryGetMappedBuffer((void**)&dev, ext, &buffer);
    expect("extmem.mapped_buffer", e == cudaSuccess && dev != nullptr, e);
    add_to<<<(n + 127) / 128, 128>>>(dev, n, 5);
    cudaDeviceSynchronize();
    bool seen = true;
    for (int i = 0; i < n; i++) seen = seen && at[i] == i + 5;
    expect("extmem.host_sees_kernel_writes", seen, at[0]);
    at[1] = 77;
    int back = 0;
    cudaMemcpy(&back, dev + 1, sizeof back, cudaMemcpyDeviceToHost);
    expect("extmem.device_sees_host_writes", back == 77, back);

    cudaExternalMemoryBufferDesc too_far = buffer;
    too_far.size = bytes;
    int* none = nullptr;
    e = cudaExternalMemoryGetMappedBuffer((void**)&none, ext, &too_far);
    expect("extmem.buffer_past_the_end_refused", e == cudaErrorInvalidValue, e);
    cudaGetLastError();

    CUexternalMemory dext = nullptr;
    CUDA_EXTERNAL_MEMORY_HANDLE_DESC ddesc = {};
    ddesc.type = CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD;
    ddesc.handle.fd = dup(fd);
    ddesc.size = bytes;
    CUresult r = cuImportExternalMemory(&dext, &ddesc);
    CUDA_EXTERNAL_MEMORY_BUFFER_DESC dbuffer = {};
    dbuffer.offset = offset;
    dbuffer.size = n * sizeof(int);
    CUdeviceptr d = 0;
    if (r == CUDA_SUCCESS) r = cuExternalMemoryGetMappedBuffer(&d, dext, &dbuffer);
    int via_driver = 0;
    cuMemcpyDtoH(&via_driver, d + sizeof(int), sizeof via_driver);
    expect("extmem.driver_buffer_is_the_same_memory", r == CUDA_SUCCESS && via_driver == 77, r);
    r = cuMemFree(d);
    expect("extmem.driver_buffer_freed", r == CUDA_SUCCESS, r);
    r = cuDestroyExternalMemory(dext);
    expect("extmem.driver_destroy", r == CUDA_SUCCESS, r);

    e = cudaDestroyExternalMemory(ext);
    expect("extmem.destroy_keeps_buffer", e == cudaSuccess && cudaMemcpy(&back, dev, sizeof back,
           cudaMemcpyDeviceToHost) == cudaSuccess && back == 5, e);
    e = cudaFree(dev);
    expect("extmem.buffer_freed", e == cudaSuccess, e);
    munmap(host, bytes);
    close(fd);
}

static void tensor_maps() {
    float* data = nullptr;
    cudaMalloc(&data, 64 * 64 * sizeof(float));
    alignas(64) CUtensorMap map, again;
    cuuint64_t dims[2] = {64, 64}, strides[1] = {64 * sizeof(float)};
    cuuint32_t box[2] = {32, 8}, element_strides[2] = {1, 1};
    CUresult r = cuTensorMapEncodeTiled(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, data, dims, strides, box,
                                        element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                                        CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    expect("tensormap.tiled", r == CUDA_SUCCESS, r);
    cuTensorMapEncodeTiled(&again, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, data, dims, strides, box, element_strides,
                           CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                           CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    expect("tensormap.same_parameters_same_bytes", memcmp(&map, &again, sizeof map) == 0, 0);
    r = cuTensorMapReplaceAddress(&again, data + 64);
    expect("tensormap.replace_address", r == CUDA_SUCCESS && memcmp(&map, &again, sizeof map) != 0, r);
    r = cuTensorMapReplaceAddress(&again, data);
    expect("tensormap.replace_back", r == CUDA_SUCCESS && memcmp(&map, &again, sizeof map) == 0, r);
    r = cuTensorMapReplaceAddress(&again, (char*)data + 4);
    expect("tensormap.replace_misaligned_refused", r == CUDA_ERROR_INVALID_VALUE, r);

    // a 64-float box row is 256 bytes: more than a 128-byte swizzle span
    cuuint32_t wide_box[2] = {64, 8};
    memcpy(&again, &map, sizeof map);
    r = cuTensorMapEncodeTiled(&again, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, data, dims, strides, wide_box,
                               element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                               CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    expect("tensormap.box_wider_than_swizzle_refused", r == CUDA_ERROR_INVALID_VALUE &&
           memcmp(&map, &again, sizeof map) == 0, r);
    cuuint64_t odd_strides[1] = {64 * sizeof(float) + 4};
    r = cuTensorMapEncodeTiled(&again, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, data, dims, odd_strides, box,
                               element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE,
                               CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    expect("tensormap.stride_not_multiple_of_16_refused", r == CUDA_ERROR_INVALID_VALUE, r);
    r = cuTensorMapEncodeTiled(&again, CU_TENSOR_MAP_DATA_TYPE_INT32, 2, data, dims, strides, box,
                               element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE,
                               CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA);
    expect("tensormap.nan_fill_of_integers_refused", r == CUDA_ERROR_INVALID_VALUE, r);

    cuuint64_t nhwc[4] = {16, 8, 8, 2}, nhwc_strides[3] = {16 * 4, 16 * 4 * 8, 16 * 4 * 64};
    cuuint32_t im2col_strides[4] = {1, 1, 1, 1};
    int lower[2] = {-1, -1}, upper[2] = {-1, -1};
    r = cuTensorMapEncodeIm2col(&again, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 4, data, nhwc, nhwc_strides, lower, upper,
                                16, 32, im2col_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_64B,
                                CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    expect("tensormap.im2col", r == CUDA_SUCCESS, r);
    int far[2] = {-200, 0};
    r = cuTensorMapEncodeIm2col(&again, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 4, data, nhwc, nhwc_strides, far, upper,
                                16, 32, im2col_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_64B,
                                CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    expect("tensormap.im2col_corner_out_of_range_refused", r == CUDA_ERROR_INVALID_VALUE, r);
    cudaFree(data);
}

static void batched_copies() {
    const int w = 16, h = 4, d = 2;
    float host[d][h][w], back[d][h][w];
    for (int z = 0; z < d; z++) for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) host[z][y][x] = z * 100 + y * 10 + x;
    cudaChannelFormatDesc fmt = cudaCreateChannelDesc<float>();
    cudaArray_t arr = nullptr;
    cudaMalloc3DArray(&arr, &fmt, make_cudaExtent(w, h, d));
    float* dev = nullptr;
    cudaMalloc(&dev, sizeof host);
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);

    cudaMemcpy3DBatchOp ops[2] = {};
    ops[0].src.type = cudaMemcpyOperandTypePointer;
    ops[0].src.op.ptr.ptr = host;
    ops[0].dst.type = cudaMemcpyOperandTypeArray;
    ops[0].dst.op.array.array = arr;
    ops[0].extent = make_cudaExtent(w, h, d);
    ops[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    ops[1].src.type = cudaMemcpyOperandTypePointer;
    ops[1].src.op.ptr.ptr = host;
    ops[1].dst.type = cudaMemcpyOperandTypePointer;
    ops[1].dst.op.ptr.ptr = dev;
    ops[1].extent = make_cudaExtent(sizeof host, 1, 1);
    ops[1].srcAccessOrder = cudaMemcpySrcAccessOrderDuringApiCall;
    cudaError_t e = cudaMemcpy3DBatchAsync(2, ops, 0, s);
    expect("batch3d.to_array_and_pointer", e == cudaSuccess, e);

    // the array's middle rows back, two rows per layer, into a buffer of 32-float rows
    float rows[d][2][32] = {};
    cudaMemcpy3DBatchOp out = {};
    out.src.type = cudaMemcpyOperandTypeArray;
    out.src.op.array.array = arr;
    out.src.op.array.offset = {0, 1, 0};
    out.dst.type = cudaMemcpyOperandTypePointer;
    out.dst.op.ptr.ptr = rows;
    out.dst.op.ptr.rowLength = 32;
    out.extent = make_cudaExtent(w, 2, d);
    out.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    e = cudaMemcpy3DBatchAsync(1, &out, 0, s);
    cudaStreamSynchronize(s);
    bool same = true;
    for (int z = 0; z < d; z++) for (int y = 0; y < 2; y++) for (int x = 0; x < w; x++)
        same = same && rows[z][y][x] == host[z][y + 1][x] && rows[z][y][x + w] == 0;
    expect("batch3d.array_rows_into_pitched_pointer", e == cudaSuccess && same, e);
    e = cudaMemcpy3DBatchAsync(1, &out, 0, cudaStreamLegacy);
    expect("batch3d.legacy_stream_refused", e == cudaErrorInvalidValue, e);
    cudaGetLastError();

    CUDA_MEMCPY3D_BATCH_OP dop = {};
    dop.src.type = CU_MEMCPY_OPERAND_TYPE_POINTER;
    dop.src.op.ptr.ptr = (CUdeviceptr)dev;
    dop.dst.type = CU_MEMCPY_OPERAND_TYPE_POINTER;
    dop.dst.op.ptr.ptr = (CUdeviceptr)back;
    dop.extent.width = sizeof back;
    dop.extent.height = 1;
    dop.extent.depth = 1;
    dop.srcAccessOrder = CU_MEMCPY_SRC_ACCESS_ORDER_STREAM;
    CUresult r = cuMemcpy3DBatchAsync(1, &dop, 0, (CUstream)s);
    cuStreamSynchronize((CUstream)s);
    expect("batch3d.driver_pointer_to_pointer", r == CUDA_SUCCESS && memcmp(back, host, sizeof host) == 0, r);
    // no array here is sparse (the device reports no sparse array support): mapping tiles is refused
    int sparse = -1;
    cudaDeviceGetAttribute(&sparse, cudaDevAttrSparseCudaArraySupported, 0);
    CUarrayMapInfo info = {};
    info.resourceType = CU_RESOURCE_TYPE_ARRAY;
    info.resource.array = (CUarray)arr;
    info.memOperationType = CU_MEM_OPERATION_TYPE_UNMAP;
    info.deviceBitMask = 1;
    r = cuMemMapArrayAsync(&info, 1, (CUstream)s);
    expect("sparse.map_into_dense_array_refused", sparse == 0 && r == CUDA_ERROR_INVALID_VALUE, r);
    cudaFreeArray(arr);
    cudaFree(dev);
    cudaStreamDestroy(s);
}

static const char LIBRARY_PTX[] = R"(
.version 8.0
.target sm_80
.address_size 64
.visible .entry k()
{
    ret;
}
)";

static void unified_functions() {
    cudaLibrary_t lib = nullptr;
    cudaLibraryLoadData(&lib, LIBRARY_PTX, nullptr, nullptr, 0, nullptr, nullptr, 0);
    int unified = -1;
    cuDeviceGetAttribute(&unified, CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS, 0);
    void* fn = nullptr;
    cudaError_t e = cudaLibraryGetUnifiedFunction(&fn, lib, "k");
    expect("unified.none_without_the_attribute", unified == 0 && e == cudaErrorSymbolNotFound, e);
    cudaGetLastError();
    CUresult r = cuLibraryGetUnifiedFunction(&fn, (CUlibrary)lib, "k");
    expect("unified.driver_not_found", r == CUDA_ERROR_NOT_FOUND, r);
    cudaLibraryUnload(lib);
}

static void batch_mem_op_nodes() {
    CUdeviceptr cells = 0;
    cuMemAlloc(&cells, 16);
    cuMemsetD8(cells, 0, 16);
    CUstreamBatchMemOpParams ops[2] = {};
    ops[0].operation = CU_STREAM_MEM_OP_WRITE_VALUE_32;
    ops[0].writeValue.address = cells;
    ops[0].writeValue.value = 0x1234;
    ops[1].operation = CU_STREAM_MEM_OP_WRITE_VALUE_64;
    ops[1].writeValue.address = cells + 8;
    ops[1].writeValue.value64 = 0x1122334455667788ull;
    CUcontext ctx = nullptr;
    cuCtxGetCurrent(&ctx);
    CUDA_BATCH_MEM_OP_NODE_PARAMS params = {};
    params.ctx = ctx;
    params.count = 2;
    params.paramArray = ops;
    CUgraph graph = nullptr;
    cuGraphCreate(&graph, 0);
    CUgraphNode node = nullptr;
    CUresult r = cuGraphAddBatchMemOpNode(&node, graph, nullptr, 0, &params);
    expect("memopnode.add", r == CUDA_SUCCESS, r);
    ops[0].writeValue.value = 0xdead;   // the node keeps its own copy
    CUDA_BATCH_MEM_OP_NODE_PARAMS got = {};
    r = cuGraphBatchMemOpNodeGetParams(node, &got);
    expect("memopnode.get_params", r == CUDA_SUCCESS && got.count == 2 && got.paramArray[0].writeValue.value == 0x1234,
           r);
    CUgraphExec exec = nullptr;
    cuGraphInstantiate(&exec, graph, 0);
    CUstream s = nullptr;
    cuStreamCreate(&s, CU_STREAM_NON_BLOCKING);
    r = cuGraphLaunch(exec, s);
    cuStreamSynchronize(s);
    unsigned long long host[2] = {};
    cuMemcpyDtoH(host, cells, 16);
    expect("memopnode.writes_run", r == CUDA_SUCCESS && (host[0] & 0xffffffffull) == 0x1234 &&
           host[1] == 0x1122334455667788ull, (long)host[0]);

    ops[0].writeValue.value = 0x5678;
    params.count = 1;
    r = cuGraphExecBatchMemOpNodeSetParams(exec, node, &params);
    cuGraphLaunch(exec, s);
    cuStreamSynchronize(s);
    cuMemcpyDtoH(host, cells, 16);
    expect("memopnode.exec_update", r == CUDA_SUCCESS && (host[0] & 0xffffffffull) == 0x5678, r);
    r = cuGraphBatchMemOpNodeGetParams(node, &got);
    expect("memopnode.exec_update_leaves_graph", r == CUDA_SUCCESS && got.count == 2, got.count);
    ops[0].operation = (CUstreamBatchMemOpType)99;
    r = cuGraphBatchMemOpNodeSetParams(node, &params);
    expect("memopnode.unknown_operation_refused", r == CUDA_ERROR_INVALID_VALUE, r);
    cuGraphExecDestroy(exec);
    cuGraphDestroy(graph);
    cuStreamDestroy(s);
    cuMemFree(cells);
}

static void checkpoint_self() {
    int pid = (int)getpid();
    CUprocessState state = CU_PROCESS_STATE_FAILED;
    CUresult r = cuCheckpointProcessGetState(pid, &state);
    expect("checkpoint.running", r == CUDA_SUCCESS && state == CU_PROCESS_STATE_RUNNING, state);
    r = cuCheckpointProcessUnlock(pid, nullptr);
    expect("checkpoint.unlock_when_running_illegal", r == CUDA_ERROR_ILLEGAL_STATE, r);
    r = cuCheckpointProcessCheckpoint(pid, nullptr);
    expect("checkpoint.checkpoint_when_running_illegal", r == CUDA_ERROR_ILLEGAL_STATE, r);
    CUcheckpointLockArgs bad = {};
    bad.reserved0 = 1;
    r = cuCheckpointProcessLock(pid, &bad);
    expect("checkpoint.lock_args_reserved_refused", r == CUDA_ERROR_INVALID_VALUE, r);

    int* flag = nullptr;
    cudaMalloc(&flag, sizeof(int));
    CUcheckpointLockArgs lock = {};
    lock.timeoutMs = 1000;
    r = cuCheckpointProcessLock(pid, &lock);
    cuCheckpointProcessGetState(pid, &state);
    expect("checkpoint.locked", r == CUDA_SUCCESS && state == CU_PROCESS_STATE_LOCKED, state);
    std::atomic<int> done{0};
    std::thread other([&] { cudaMemset(flag, 1, sizeof(int)); done = 1; });
    usleep(200000);
    expect("checkpoint.calls_wait_while_locked", done.load() == 0, done.load());
    r = cuCheckpointProcessCheckpoint(pid, nullptr);
    cuCheckpointProcessGetState(pid, &state);
    expect("checkpoint.checkpointed", r == CUDA_SUCCESS && state == CU_PROCESS_STATE_CHECKPOINTED, state);
    int tid = 0;
    r = cuCheckpointProcessGetRestoreThreadId(pid, &tid);
    expect("checkpoint.restore_thread", r == CUDA_SUCCESS && tid > 0, tid);
    r = cuCheckpointProcessLock(pid, nullptr);
    expect("checkpoint.lock_when_checkpointed_illegal", r == CUDA_ERROR_ILLEGAL_STATE, r);
    r = cuCheckpointProcessRestore(pid, nullptr);
    cuCheckpointProcessGetState(pid, &state);
    expect("checkpoint.restored_locked", r == CUDA_SUCCESS && state == CU_PROCESS_STATE_LOCKED, state);
    expect("checkpoint.still_waiting_after_restore", done.load() == 0, done.load());
    r = cuCheckpointProcessUnlock(pid, nullptr);
    other.join();
    int value = 0;
    cudaMemcpy(&value, flag, sizeof value, cudaMemcpyDeviceToHost);
    cuCheckpointProcessGetState(pid, &state);
    expect("checkpoint.unlocked_call_completes", r == CUDA_SUCCESS && done.load() == 1 && value == 0x01010101 &&
           state == CU_PROCESS_STATE_RUNNING, value);
    r = cuCheckpointProcessGetState(1 << 22, &state);   // beyond pid_max's default: no such process
    expect("checkpoint.unknown_process_refused", r == CUDA_ERROR_INVALID_VALUE, r);
    cudaFree(flag);
}

static void decompression() {
    // 243 bytes ("zluda " 40 times, then "end"), compressed three ways
    static const unsigned char deflate[] = {0xab, 0xca, 0x29, 0x4d, 0x49, 0x54, 0xa8, 0x1a, 0x31, 0x64, 0x6a, 0x5e,
                                            0x0a, 0x00};
    static const unsigned char snappy[] = {0xf3, 0x01, 0x14, 'z', 'l', 'u', 'd', 'a', ' ', 0xfe, 0x06, 0x00, 0xfe,
                                           0x06, 0x00, 0xfe, 0x06, 0x00, 0xa6, 0x06, 0x00, 0x08, 'e', 'n', 'd'};
    static const unsigned char lz4[] = {0x6f, 0x7a, 0x6c, 0x75, 0x64, 0x61, 0x20, 0x06, 0x00, 0xd5, 0x50, 0x61,
                                        0x20, 0x65, 0x6e, 0x64};
    char expected[244] = {};
    for (int i = 0; i < 40; i++) memcpy(expected + 6 * i, "zluda ", 6);
    memcpy(expected + 240, "end", 3);
    const unsigned char* inputs[3] = {deflate, snappy, lz4};
    size_t sizes[3] = {sizeof deflate, sizeof snappy, sizeof lz4};
    CUmemDecompressAlgorithm algos[3] = {CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE, CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY,
                                         CU_MEM_DECOMPRESS_ALGORITHM_LZ4};
    int mask = 0;
    cuDeviceGetAttribute(&mask, CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK, 0);
    expect("decompress.algorithms", mask == 7, mask);
    CUdeviceptr src[3], dst[3], written = 0;
    CUmemDecompressParams params[3] = {};
    cuMemAlloc(&written, 3 * sizeof(cuuint32_t));
    for (int i = 0; i < 3; i++) {
        cuMemAlloc(&src[i], sizes[i]);
        cuMemAlloc(&dst[i], 256);
        cuMemcpyHtoD(src[i], inputs[i], sizes[i]);
        params[i].src = (const void*)src[i];
        params[i].srcNumBytes = sizes[i];
        params[i].dst = (void*)dst[i];
        params[i].dstNumBytes = 256;
        params[i].dstActBytes = (cuuint32_t*)(written + i * sizeof(cuuint32_t));
        params[i].algo = algos[i];
    }
    size_t failed = 0;
    CUresult r = cuMemBatchDecompressAsync(params, 3, 0, &failed, nullptr);
    cuuint32_t counts[3] = {};
    cuMemcpyDtoH(counts, written, sizeof counts);
    bool same = true;
    for (int i = 0; i < 3; i++) {
        char out[256] = {};
        cuMemcpyDtoH(out, dst[i], 243);
        same = same && counts[i] == 243 && memcmp(out, expected, 243) == 0;
    }
    expect("decompress.three_algorithms", r == CUDA_SUCCESS && same && failed == (size_t)-1, r);
    params[1].srcNumBytes = 12;   // a truncated Snappy stream
    r = cuMemBatchDecompressAsync(params, 3, 0, &failed, nullptr);
    expect("decompress.corrupt_stream_named", r == CUDA_ERROR_INVALID_VALUE && failed == 1, (long)failed);
    for (int i = 0; i < 3; i++) { cuMemFree(src[i]); cuMemFree(dst[i]); }
    cuMemFree(written);
}

static void rdma_flushes() {
    int options = 0, ordering = 0;
    cudaDeviceGetAttribute(&options, cudaDevAttrGPUDirectRDMAFlushWritesOptions, 0);
    cudaDeviceGetAttribute(&ordering, cudaDevAttrGPUDirectRDMAWritesOrdering, 0);
    expect("rdma.flush_supported_ordering_all_devices", (options & cudaFlushGPUDirectRDMAWritesOptionHost) &&
           ordering == cudaGPUDirectRDMAWritesOrderingAllDevices, ordering);
    cudaError_t e = cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice,
                                                       cudaFlushGPUDirectRDMAWritesToAllDevices);
    expect("rdma.flush", e == cudaSuccess, e);
    CUresult r = cuFlushGPUDirectRDMAWrites(CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX,
                                            (CUflushGPUDirectRDMAWritesScope)7);
    expect("rdma.unknown_scope_refused", r == CUDA_ERROR_INVALID_VALUE, r);
}

static void multicast() {
    int supported = 0;
    cuDeviceGetAttribute(&supported, CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED, 0);
    CUmulticastObjectProp mprop = {};
    mprop.numDevices = 1;
    size_t granularity = 0;
    CUresult r = cuMulticastGetGranularity(&granularity, &mprop, CU_MULTICAST_GRANULARITY_RECOMMENDED);
    expect("multicast.supported", supported == 1 && r == CUDA_SUCCESS && granularity > 0, r);
    mprop.size = granularity;
    CUmemGenericAllocationHandle mc = 0, mem = 0;
    r = cuMulticastCreate(&mc, &mprop);
    expect("multicast.create", r == CUDA_SUCCESS && mc != 0, r);
    CUmemAllocationProp prop = {};
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = 0;
    cuMemCreate(&mem, granularity, &prop, 0);
    r = cuMulticastBindMem(mc, 0, mem, 0, granularity, 0);
    expect("multicast.bind_before_team_complete_refused", r == CUDA_ERROR_INVALID_VALUE, r);
    r = cuMulticastAddDevice(mc, 0);
    expect("multicast.add_device", r == CUDA_SUCCESS, r);

    CUdeviceptr mc_va = 0, uc_va = 0;
    cuMemAddressReserve(&mc_va, granularity, 0, 0, 0);
    cuMemAddressReserve(&uc_va, granularity, 0, 0, 0);
    CUmemAccessDesc access = {};
    access.location = prop.location;
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    r = cuMemMap(mc_va, granularity, 0, mc, 0);   // mapped before the binding: the binding reaches it
    cuMemSetAccess(mc_va, granularity, &access, 1);
    r = r == CUDA_SUCCESS ? cuMulticastBindMem(mc, 0, mem, 0, granularity, 0) : r;
    expect("multicast.bind_mem", r == CUDA_SUCCESS, r);
    cuMemMap(uc_va, granularity, 0, mem, 0);
    cuMemSetAccess(uc_va, granularity, &access, 1);
    cuMemsetD32(uc_va, 0x5a5a5a5a, granularity / 4);
    unsigned int through_mc = 0;
    cuMemcpyDtoH(&through_mc, mc_va + 4096, sizeof through_mc);
    expect("multicast.reads_bound_memory", through_mc == 0x5a5a5a5a, through_mc);
    add_to<<<1, 32>>>((int*)mc_va, 32, 1);
    cudaDeviceSynchronize();
    int through_uc = 0;
    cuMemcpyDtoH(&through_uc, uc_va, sizeof through_uc);
    expect("multicast.kernel_stores_reach_bound_memory", through_uc == 0x5a5a5a5a + 1, through_uc);
    r = cuMulticastUnbind(mc, 0, 0, granularity);
    cuMemsetD32(uc_va, 7, 1);
    cuMemcpyDtoH(&through_mc, mc_va, sizeof through_mc);
    expect("multicast.unbind", r == CUDA_SUCCESS && through_mc != 7, through_mc);
    r = cuMulticastBindAddr(mc, 0, uc_va, granularity, 0);
    cuMemcpyDtoH(&through_mc, mc_va, sizeof through_mc);
    expect("multicast.bind_addr", r == CUDA_SUCCESS && through_mc == 7, through_mc);
    cuMulticastUnbind(mc, 0, 0, granularity);
    cuMemUnmap(mc_va, granularity);
    cuMemUnmap(uc_va, granularity);
    cuMemAddressFree(mc_va, granularity);
    cuMemAddressFree(uc_va, granularity);
    cuMemRelease(mem);
    r = cuMemRelease(mc);
    expect("multicast.release", r == CUDA_SUCCESS, r);
    mprop.numDevices = 2;
    r = cuMulticastCreate(&mc, &mprop);
    expect("multicast.team_larger_than_the_machine_refused", r == CUDA_ERROR_INVALID_VALUE, r);
}

int main() {
    cudaFree(nullptr);     // the runtime brings the primary context up; the driver calls use it
    cuInit(0);
    coredump();
    clusters();
    green_contexts();
    external_memory();
    tensor_maps();
    batched_copies();
    unified_functions();
    batch_mem_op_nodes();
    checkpoint_self();
    decompression();
    rdma_flushes();
    multicast();
    printf("DONE %d bad\n", bad);
    return bad != 0;
}
