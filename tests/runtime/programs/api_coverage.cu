// The runtime and driver calls of context configuration, stream queries and attributes,
// stream memory operations, 2-D memsets, pitched allocation, peers, library/kernel
// handles, the launch forms (cuLaunchKernelEx, the CUDA 1-3 cuParamSet*/cuLaunchGrid),
// occupancy, entry points and the not-supported table, each checked against what the
// program computes itself. Prints `OK name` / `BAD name got` and `DONE <n> bad`;
// run by tests/runtime/test_api_coverage.py (linked against the project's libcuda.so.1).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <cuda.h>
#include <cuda_runtime.h>

static int bad = 0;
static void expect(const char* name, bool ok, long got) {
    if (ok) printf("OK %s\n", name);
    else { printf("BAD %s got %ld\n", name, got); bad++; }
}

// y[i] = a * x[i] for i < n, then one more parameter to read back through cuFuncGetParamInfo
static const char PTX[] = R"(
.version 8.0
.target sm_80
.address_size 64
.visible .entry scale(.param .u64 x, .param .f32 a, .param .u32 n)
{
    .reg .b64 %rd<4>;
    .reg .b32 %r<6>;
    .reg .f32 %f<3>;
    .reg .pred %p;
    ld.param.u64 %rd1, [x];
    ld.param.f32 %f1, [a];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %tid.x;
    mad.lo.u32 %r5, %r2, %r3, %r4;
    setp.ge.u32 %p, %r5, %r1;
    @%p ret;
    mul.wide.u32 %rd2, %r5, 4;
    add.u64 %rd3, %rd1, %rd2;
    ld.global.f32 %f2, [%rd3];
    mul.f32 %f2, %f2, %f1;
    st.global.f32 [%rd3], %f2;
    ret;
}
.visible .entry nothing()
{
    ret;
}
)";

__global__ void add_one(int* p) { p[threadIdx.x] += 1; }

static bool all_floats(const float* v, int n, float want) {
    for (int i = 0; i < n; i++) if (v[i] != want) return false;
    return true;
}

// separately compiled device code: a kernel calling a function and reading a variable that
// another PTX input defines, joined by the driver's JIT linker
static const char LINK_KERNEL[] = R"(
.version 8.0
.target sm_80
.address_size 64
.extern .func (.param .b32 r) twice(.param .b32 x);
.extern .global .align 4 .u32 bias;
.visible .entry use_twice(.param .u64 out)
{
    .reg .b32 %a;
    .reg .b32 %b;
    .reg .b64 %q;
    ld.param.u64 %q, [out];
    mov.b32 %a, 20;
    {
    .param .b32 pa;
    .param .b32 pr;
    st.param.b32 [pa], %a;
    call.uni (pr), twice, (pa);
    ld.param.b32 %a, [pr];
    }
    ld.global.u32 %b, [bias];
    add.s32 %a, %a, %b;
    st.global.u32 [%q], %a;
    ret;
}
)";
static const char LINK_LIBRARY[] = R"(
.version 8.3
.target sm_80
.address_size 64
.visible .global .align 4 .u32 bias = 2;
.visible .func (.param .b32 r) twice(.param .b32 x)
{
    .reg .b32 %v;
    ld.param.b32 %v, [x];
    add.s32 %v, %v, %v;
    st.param.b32 [r], %v;
    ret;
}
)";

static const char MANAGED_PTX[] = R"(
.version 8.0
.target sm_80
.address_size 64
.visible .global .attribute(.managed) .align 4 .u32 counter = 5;
.visible .global .align 4 .u32 plain;
.visible .entry bump()
{
    .reg .b32 %a;
    ld.global.u32 %a, [counter];
    add.u32 %a, %a, 1;
    st.global.u32 [counter], %a;
    ret;
}
)";

// a library's __managed__ variable: read and written by the host directly, between launches
static void managed_calls() {
    CUlibrary lib = nullptr;
    CUresult r = cuLibraryLoadData(&lib, MANAGED_PTX, nullptr, nullptr, 0, nullptr, nullptr, 0);
    CUdeviceptr counter = 0;
    size_t bytes = 0;
    if (r == CUDA_SUCCESS) r = cuLibraryGetManaged(&counter, &bytes, lib, "counter");
    CUkernel k = nullptr;
    if (r == CUDA_SUCCESS) r = cuLibraryGetKernel(&k, lib, "bump");
    if (r == CUDA_SUCCESS) r = cuLaunchKernel((CUfunction)k, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr);
    cuCtxSynchronize();
    unsigned* host_view = (unsigned*)counter;
    unsigned after = r == CUDA_SUCCESS ? *host_view : 0;
    unsigned is_managed = 0;
    cuPointerGetAttribute(&is_managed, CU_POINTER_ATTRIBUTE_IS_MANAGED, counter);
    expect("drv.library_managed", r == CUDA_SUCCESS && bytes == 4 && after == 6 && is_managed == 1,
           r == CUDA_SUCCESS ? (long)after : (long)r);
    r = cuLibraryGetManaged(&counter, &bytes, lib, "plain");
    expect("drv.library_managed_not_managed", r == CUDA_ERROR_NOT_FOUND, r);
    cuLibraryUnload(lib);
}

static void link_calls() {
    CUlinkState link = nullptr;
    CUresult r = cuLinkCreate(0, nullptr, nullptr, &link);
    if (r == CUDA_SUCCESS) r = cuLinkAddData(link, CU_JIT_INPUT_PTX, (void*)LINK_KERNEL, sizeof LINK_KERNEL, "kernel.ptx",
                                             0, nullptr, nullptr);
    if (r == CUDA_SUCCESS) r = cuLinkAddData(link, CU_JIT_INPUT_PTX, (void*)LINK_LIBRARY, sizeof LINK_LIBRARY,
                                             "library.ptx", 0, nullptr, nullptr);
    void* image = nullptr;
    size_t size = 0;
    if (r == CUDA_SUCCESS) r = cuLinkComplete(link, &image, &size);
    CUmodule mod = nullptr;
    if (r == CUDA_SUCCESS) r = cuModuleLoadData(&mod, image);
    CUfunction f = nullptr;
    if (r == CUDA_SUCCESS) r = cuModuleGetFunction(&f, mod, "use_twice");
    CUdeviceptr out;
    cuMemAlloc(&out, 4);
    void* args[] = {&out};
    if (r == CUDA_SUCCESS) r = cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, nullptr, args, nullptr);
    unsigned value = 0;
    cuMemcpyDtoH(&value, out, 4);
    expect("drv.link_ptx_inputs", r == CUDA_SUCCESS && value == 42, r == CUDA_SUCCESS ? (long)value : (long)r);
    cuLinkDestroy(link);
    r = cuLinkAddData(link, CU_JIT_INPUT_PTX, (void*)LINK_KERNEL, sizeof LINK_KERNEL, "again", 0, nullptr, nullptr);
    expect("drv.link_destroyed", r == CUDA_ERROR_INVALID_HANDLE, r);
    cuLinkCreate(0, nullptr, nullptr, &link);
    unsigned char cubin[64] = {0x7f, 'E', 'L', 'F'};
    r = cuLinkAddData(link, CU_JIT_INPUT_CUBIN, cubin, sizeof cubin, "sass.cubin", 0, nullptr, nullptr);
    expect("drv.link_refuses_sass", r == CUDA_ERROR_INVALID_IMAGE, r);
    cuLinkDestroy(link);
    cuMemFree(out);
    if (mod) cuModuleUnload(mod);
}

static int logged = 0;
static char last_logged[256];
static void on_log(void*, CUlogLevel level, char* message, size_t length) {
    logged++;
    snprintf(last_logged, sizeof last_logged, "%.*s", (int)length, message);
    (void)level;
}

// a failing call leaves a line in the driver's log, read back through both APIs
static void log_calls() {
    CUlogsCallbackHandle handle = nullptr;
    CUresult r = cuLogsRegisterCallback(on_log, nullptr, &handle);
    CUlogIterator from = 0;
    cuLogsCurrent(&from, 0);
    cuInit(7);                                   // invalid flags: one logged failure
    char text[512];
    size_t size = sizeof text;
    CUlogIterator it = from;
    CUresult dumped = cuLogsDumpToMemory(&it, text, &size, 0);
    expect("drv.logs_dump_to_memory", r == CUDA_SUCCESS && dumped == CUDA_SUCCESS && size == strlen(text) &&
           strstr(text, "cuInit") != nullptr && it != from, (long)size);
    expect("drv.logs_callback", logged == 1 && strstr(last_logged, "cuInit") != nullptr, logged);
    size = sizeof text;
    cuLogsDumpToMemory(&it, text, &size, 0);     // the iterator moved past it: nothing new
    expect("drv.logs_iterator_advances", size == 0, (long)size);
    size = 4;
    CUlogIterator again = from;
    dumped = cuLogsDumpToMemory(&again, text, &size, 0);
    expect("drv.logs_buffer_too_small", dumped == CUDA_ERROR_INVALID_VALUE && size == 0, dumped);
    expect("drv.logs_unregister", cuLogsUnregisterCallback(handle) == CUDA_SUCCESS &&
           cuLogsUnregisterCallback(handle) == CUDA_ERROR_INVALID_VALUE, 0);
    cudaLogIterator rt_from = 0;
    cudaLogsCurrent(&rt_from, 0);
    cudaSetDevice(99);                           // a runtime failure, in the same log
    char rt_text[512];
    size_t rt_size = sizeof rt_text;
    cudaError_t e = cudaLogsDumpToMemory(&rt_from, rt_text, &rt_size, 0);
    cudaGetLastError();
    expect("rt.logs_dump_to_memory", e == cudaSuccess && strstr(rt_text, "cudaSetDevice") != nullptr, (long)rt_size);
}

static void runtime_calls() {
    size_t stack = 0;
    cudaDeviceSetLimit(cudaLimitStackSize, 4096);
    cudaError_t e = cudaDeviceGetLimit(&stack, cudaLimitStackSize);
    expect("rt.limit_roundtrip", e == cudaSuccess && stack == 4096, (long)stack);
    e = cudaDeviceGetLimit(&stack, (cudaLimit)0x77);
    // the H200 answers an unknown limit's get with invalid value (api_misuse.cu's recording)
    expect("rt.unknown_limit", e == cudaErrorInvalidValue, e);
    cudaGetLastError();

    cudaFuncCache cache = cudaFuncCachePreferNone;
    cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
    e = cudaDeviceGetCacheConfig(&cache);
    expect("rt.cache_config", e == cudaSuccess && cache == cudaFuncCachePreferShared, cache);
    e = cudaDeviceSetCacheConfig((cudaFuncCache)9);
    expect("rt.bad_cache_config", e == cudaErrorInvalidValue, e);
    cudaGetLastError();
    cudaSharedMemConfig bank = cudaSharedMemBankSizeDefault;
    e = cudaDeviceGetSharedMemConfig(&bank);
    expect("rt.shared_mem_config", e == cudaSuccess && bank == cudaSharedMemBankSizeFourByte, bank);

    e = cudaDeviceEnablePeerAccess(0, 0);
    expect("rt.peer_access_self", e == cudaErrorInvalidDevice, e);
    e = cudaDeviceDisablePeerAccess(0);
    expect("rt.peer_access_not_enabled", e == cudaErrorPeerAccessNotEnabled, e);
    int value = -1;
    e = cudaDeviceGetP2PAttribute(&value, cudaDevP2PAttrAccessSupported, 0, 0);
    expect("rt.p2p_attribute_same_device", e == cudaErrorInvalidDevice, e);
    cudaGetLastError();

    cudaDeviceProp want;
    memset(&want, 0, sizeof want);
    int chosen = -1;
    e = cudaChooseDevice(&chosen, &want);
    expect("rt.choose_device", e == cudaSuccess && chosen == 0, chosen);

    cudaStream_t s1, s2;
    cudaStreamCreateWithPriority(&s1, cudaStreamNonBlocking, -2);
    cudaStreamCreate(&s2);
    unsigned long long id1 = 0, id2 = 0, id1_again = 0;
    cudaStreamGetId(s1, &id1);
    cudaStreamGetId(s2, &id2);
    cudaStreamGetId(s1, &id1_again);
    expect("rt.stream_ids", id1 != 0 && id1 != id2 && id1 == id1_again, (long)id1);
    int dev = -1;
    e = cudaStreamGetDevice(s1, &dev);
    expect("rt.stream_device", e == cudaSuccess && dev == 0, dev);
    cudaLaunchAttributeValue attr;
    memset(&attr, 0, sizeof attr);
    e = cudaStreamGetAttribute(s1, cudaLaunchAttributePriority, &attr);
    expect("rt.stream_priority_attribute", e == cudaSuccess && attr.priority == -2, attr.priority);
    attr.syncPolicy = cudaSyncPolicySpin;
    cudaStreamSetAttribute(s1, cudaLaunchAttributeSynchronizationPolicy, &attr);
    e = cudaStreamCopyAttributes(s2, s1);
    memset(&attr, 0, sizeof attr);
    cudaStreamGetAttribute(s2, cudaLaunchAttributeSynchronizationPolicy, &attr);
    expect("rt.stream_copy_attributes", e == cudaSuccess && attr.syncPolicy == cudaSyncPolicySpin, attr.syncPolicy);
    int priority = 0;
    cudaStreamGetPriority(s2, &priority);
    expect("rt.stream_copy_priority", priority == -2, priority);

    int *a = nullptr, *b = nullptr;
    cudaMalloc(&a, 64 * sizeof(int));
    cudaMalloc(&b, 64 * sizeof(int));
    cudaMemset(a, 0x01, 64 * sizeof(int));
    e = cudaMemcpyPeerAsync(b, 0, a, 0, 64 * sizeof(int), s1);
    int host[64];
    cudaStreamSynchronize(s1);
    cudaMemcpy(host, b, sizeof host, cudaMemcpyDeviceToHost);
    expect("rt.memcpy_peer_async", e == cudaSuccess && host[63] == 0x01010101, host[63]);

    cudaPitchedPtr pitched;
    cudaMalloc3D(&pitched, make_cudaExtent(16, 4, 3));
    e = cudaMemset3DAsync(pitched, 0x5a, make_cudaExtent(16, 4, 3), s2);
    cudaStreamSynchronize(s2);
    unsigned char row[16];
    cudaMemcpy(row, (char*)pitched.ptr + pitched.pitch * (4 * 2 + 3), 16, cudaMemcpyDeviceToHost);
    bool filled = true;
    for (int i = 0; i < 16; i++) filled = filled && row[i] == 0x5a;
    expect("rt.memset_3d_async", e == cudaSuccess && filled, row[0]);

    cudaKernel_t k = nullptr;
    e = cudaGetKernel(&k, (const void*)add_one);
    const char* name = nullptr;
    cudaFuncGetName(&name, (const void*)add_one);
    expect("rt.func_name", e == cudaSuccess && name && strstr(name, "add_one"), 0);
    size_t offset = 9, size = 0;
    e = cudaFuncGetParamInfo((const void*)add_one, 0, &offset, &size);
    expect("rt.param_info", e == cudaSuccess && offset == 0 && size == 8, (long)size);
    e = cudaFuncGetParamInfo((const void*)add_one, 1, &offset, &size);
    expect("rt.param_info_past_the_end", e == cudaErrorInvalidValue, e);
    cudaGetLastError();
    cudaMemset(a, 0, 64 * sizeof(int));
    void* args[] = {&a};
    e = cudaLaunchKernel((const void*)k, dim3(1), dim3(64), args, 0, 0);
    cudaMemcpy(host, a, sizeof host, cudaMemcpyDeviceToHost);
    expect("rt.launch_through_kernel_handle", e == cudaSuccess && host[10] == 1, host[10]);

    add_one<<<1, 64>>>(a);    // built with --default-stream per-thread: nvcc's __cudaLaunchKernel_ptsz
    cudaStreamSynchronize(cudaStreamPerThread);
    cudaMemcpy(host, a, sizeof host, cudaMemcpyDeviceToHost);
    expect("rt.triple_chevron_launch", cudaGetLastError() == cudaSuccess && host[63] == 2, host[63]);

    cudaLibrary_t lib = nullptr;
    e = cudaLibraryLoadData(&lib, PTX, nullptr, nullptr, 0, nullptr, nullptr, 0);
    unsigned int count = 0;
    cudaLibraryGetKernelCount(&count, lib);
    expect("rt.library_kernel_count", e == cudaSuccess && count == 2, count);
    cudaKernel_t kernels[2] = {};
    cudaLibraryEnumerateKernels(kernels, 2, lib);
    cudaKernel_t scale = nullptr;
    cudaLibraryGetKernel(&scale, lib, "scale");
    expect("rt.library_enumerate", kernels[0] == scale && kernels[1] != nullptr, 0);
    float* xs = nullptr;
    cudaMalloc(&xs, 100 * sizeof(float));
    float ones[100];
    for (float& v : ones) v = 1.0f;
    cudaMemcpy(xs, ones, sizeof ones, cudaMemcpyHostToDevice);
    float factor = 3.0f;
    unsigned n = 100;
    void* scale_args[] = {&xs, &factor, &n};
    e = cudaLaunchKernel((const void*)scale, dim3(4), dim3(32), scale_args, 0, 0);
    cudaMemcpy(ones, xs, sizeof ones, cudaMemcpyDeviceToHost);
    expect("rt.library_launch", e == cudaSuccess && all_floats(ones, 100, 3.0f), (long)ones[0]);
    e = cudaLibraryGetKernel(&scale, lib, "missing");
    expect("rt.library_missing_kernel", e == cudaErrorSymbolNotFound, e);
    cudaGetLastError();
    cudaLibraryUnload(lib);

    void* fn = nullptr;
    cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
    e = cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 13000, cudaEnableDefault, &found);
    expect("rt.driver_entry_point", e == cudaSuccess && fn != nullptr && found == cudaDriverEntryPointSuccess, e);

    cudaAtomicOperation ops[2] = {cudaAtomicOperationIntegerAdd, cudaAtomicOperationFloatAdd};
    unsigned int caps[2] = {0, 0};
    e = cudaDeviceGetHostAtomicCapabilities(caps, ops, 2, 0);
    expect("rt.host_atomics", e == cudaSuccess && (caps[0] & cudaAtomicCapabilitySigned) &&
           (caps[1] & cudaAtomicCapabilityScalar32) && !(caps[1] & cudaAtomicCapabilitySigned), caps[0]);

    e = cudaGraphicsUnregisterResource(nullptr);
    expect("rt.graphics_unregister_unknown_resource", e == cudaErrorInvalidResourceHandle, e);
    cudaGetLastError();
    cudaFree(a); cudaFree(b); cudaFree(xs); cudaFree(pitched.ptr);
    cudaStreamDestroy(s1); cudaStreamDestroy(s2);
}

static void driver_calls() {
    CUcontext ctx = nullptr;
    cuDevicePrimaryCtxRetain(&ctx, 0);
    cuCtxSetCurrent(ctx);
    size_t stack = 0;    // runtime_calls set it through cudaDeviceSetLimit: one setting of the primary context
    cuCtxGetLimit(&stack, CU_LIMIT_STACK_SIZE);
    expect("drv.limit_is_the_runtime_limit", stack == 4096, (long)stack);
    unsigned long long id = 0, again = 0;
    CUresult r = cuCtxGetId(ctx, &id);
    cuCtxGetId(nullptr, &again);
    expect("drv.ctx_id", r == CUDA_SUCCESS && id != 0 && id == again, (long)id);
    int least = 1, greatest = 1;
    cuCtxGetStreamPriorityRange(&least, &greatest);
    expect("drv.priority_range", least == 0 && greatest < 0, greatest);
    CUfunc_cache cache;
    cuCtxSetCacheConfig(CU_FUNC_CACHE_PREFER_L1);
    r = cuCtxGetCacheConfig(&cache);
    expect("drv.cache_config", r == CUDA_SUCCESS && cache == CU_FUNC_CACHE_PREFER_L1, cache);
    r = cuCtxSetLimit((CUlimit)0x55, 1);
    expect("drv.unsupported_limit", r == CUDA_ERROR_UNSUPPORTED_LIMIT, r);

    CUevent ev;
    cuEventCreate(&ev, 0);
    r = cuCtxRecordEvent(ctx, ev);
    expect("drv.ctx_record_event", r == CUDA_SUCCESS && cuEventQuery(ev) == CUDA_SUCCESS, r);
    r = cuCtxWaitEvent(ctx, ev);
    expect("drv.ctx_wait_event", r == CUDA_SUCCESS, r);

    CUdeviceptr pitched;
    size_t pitch = 0;
    r = cuMemAllocPitch(&pitched, &pitch, 40, 6, 4);
    expect("drv.alloc_pitch", r == CUDA_SUCCESS && pitch >= 40 && pitch % 4 == 0, (long)pitch);
    CUdeviceptr base = 0;
    size_t range = 0;
    r = cuMemGetAddressRange(&base, &range, pitched + 17);
    expect("drv.address_range", r == CUDA_SUCCESS && base == pitched && range >= pitch * 6, (long)range);
    cuMemsetD8(pitched, 0, pitch * 6);
    r = cuMemsetD2D32(pitched, pitch, 0x3f800000u, 8, 6);           // 8 floats of 1.0 per row
    char* rows = (char*)malloc(pitch * 6);
    cuMemcpyDtoH(rows, pitched, pitch * 6);
    bool ok = true;
    for (int y = 0; y < 6; y++) {
        const float* row = (const float*)((const char*)rows + y * pitch);
        ok = ok && all_floats(row, 8, 1.0f) && row[9] == 0.0f;
    }
    expect("drv.memset_d2d32", r == CUDA_SUCCESS && ok, r);
    free(rows);
    r = cuMemsetD2D16(pitched + 1, pitch, 7, 2, 2);
    expect("drv.memset_d2d16_misaligned", r == CUDA_ERROR_INVALID_VALUE, r);

    CUstream s;
    cuStreamCreate(&s, CU_STREAM_NON_BLOCKING);
    CUdeviceptr flag;
    cuMemAlloc(&flag, 16);
    cuMemsetD8(flag, 0, 16);
    r = cuStreamWriteValue32(s, flag, 41, 0);
    r = r == CUDA_SUCCESS ? cuStreamWaitValue32(s, flag, 41, CU_STREAM_WAIT_VALUE_EQ) : r;
    CUstreamBatchMemOpParams ops[2];
    memset(ops, 0, sizeof ops);
    ops[0].writeValue.operation = CU_STREAM_MEM_OP_WRITE_VALUE_64;
    ops[0].writeValue.address = flag + 8;
    ops[0].writeValue.value64 = 0x1122334455667788ull;
    ops[1].waitValue.operation = CU_STREAM_MEM_OP_WAIT_VALUE_32;
    ops[1].waitValue.address = flag;
    ops[1].waitValue.value = 40;
    ops[1].waitValue.flags = CU_STREAM_WAIT_VALUE_GEQ;
    r = r == CUDA_SUCCESS ? cuStreamBatchMemOp(s, 2, ops, 0) : r;
    cuStreamSynchronize(s);
    unsigned long long words[2];
    cuMemcpyDtoH(words, flag, 16);
    expect("drv.stream_memory_ops", r == CUDA_SUCCESS && (words[0] & 0xffffffff) == 41 &&
           words[1] == 0x1122334455667788ull, r);
    unsigned long long sid = 0;
    CUcontext sctx = nullptr;
    cuStreamGetId(s, &sid);
    r = cuStreamGetCtx(s, &sctx);
    expect("drv.stream_ctx", r == CUDA_SUCCESS && sctx == ctx && sid != 0, r);

    CUmodule mod;
    r = cuModuleLoadData(&mod, PTX);
    unsigned int count = 0;
    cuModuleGetFunctionCount(&count, mod);
    CUfunction fns[2] = {};
    cuModuleEnumerateFunctions(fns, 2, mod);
    const char* name0 = nullptr;
    cuFuncGetName(&name0, fns[0]);
    expect("drv.enumerate_functions", r == CUDA_SUCCESS && count == 2 && name0 && !strcmp(name0, "scale"), count);
    CUmodule owner = nullptr;
    cuFuncGetModule(&owner, fns[0]);
    expect("drv.func_module", owner == mod, 0);
    size_t offset = 0, size = 0;
    r = cuFuncGetParamInfo(fns[0], 2, &offset, &size);
    expect("drv.param_info", r == CUDA_SUCCESS && offset == 12 && size == 4, (long)offset);
    CUfunctionLoadingState state = CU_FUNCTION_LOADING_STATE_UNLOADED;
    cuFuncIsLoaded(&state, fns[0]);
    expect("drv.func_loaded", state == CU_FUNCTION_LOADING_STATE_LOADED, state);

    CUdeviceptr xs;
    float host[100];
    for (float& v : host) v = 2.0f;
    cuMemAlloc(&xs, sizeof host);
    cuMemcpyHtoD(xs, host, sizeof host);
    float factor = 0.5f;
    unsigned n = 100;
    void* args[] = {&xs, &factor, &n};
    CUlaunchAttribute attrs[2];
    memset(attrs, 0, sizeof attrs);
    attrs[0].id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
    attrs[0].value.cooperative = 1;
    attrs[1].id = CU_LAUNCH_ATTRIBUTE_PRIORITY;
    attrs[1].value.priority = -1;
    CUlaunchConfig config;
    memset(&config, 0, sizeof config);
    config.gridDimX = 4; config.gridDimY = 1; config.gridDimZ = 1;
    config.blockDimX = 32; config.blockDimY = 1; config.blockDimZ = 1;
    config.hStream = s; config.attrs = attrs; config.numAttrs = 2;
    r = cuLaunchKernelEx(&config, fns[0], args, nullptr);
    cuStreamSynchronize(s);
    cuMemcpyDtoH(host, xs, sizeof host);
    expect("drv.launch_kernel_ex", r == CUDA_SUCCESS && all_floats(host, 100, 1.0f), r);

    // captured: the same launch without the cooperative attribute becomes a kernel node
    CUgraph graph = nullptr;
    CUgraphExec exec = nullptr;
    config.numAttrs = 0;
    factor = 3.0f;
    cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL);
    r = cuLaunchKernelEx(&config, fns[0], args, nullptr);
    cuStreamEndCapture(s, &graph);
    size_t nodes = 0;
    cuGraphGetNodes(graph, nullptr, &nodes);
    cuMemcpyDtoH(host, xs, sizeof host);
    bool untouched = all_floats(host, 100, 1.0f);
    cuGraphInstantiate(&exec, graph, 0);
    cuGraphLaunch(exec, s);
    cuStreamSynchronize(s);
    cuMemcpyDtoH(host, xs, sizeof host);
    expect("drv.launch_kernel_ex_captured", r == CUDA_SUCCESS && nodes == 1 && untouched && all_floats(host, 100, 3.0f),
           r);
    cuGraphExecDestroy(exec);
    cuGraphDestroy(graph);
    for (float& v : host) v = 1.0f;
    cuMemcpyHtoD(xs, host, sizeof host);

    CUDA_LAUNCH_PARAMS multi;
    memset(&multi, 0, sizeof multi);
    multi.function = fns[0];
    multi.gridDimX = 4; multi.gridDimY = 1; multi.gridDimZ = 1;
    multi.blockDimX = 32; multi.blockDimY = 1; multi.blockDimZ = 1;
    multi.hStream = s; multi.kernelParams = args;
    factor = 2.0f;
    r = cuLaunchCooperativeKernelMultiDevice(&multi, 1, 0);
    cuStreamSynchronize(s);
    cuMemcpyDtoH(host, xs, sizeof host);
    expect("drv.cooperative_multi_device", r == CUDA_SUCCESS && all_floats(host, 100, 2.0f), r);
    factor = 0.5f;
    cuLaunchKernel(fns[0], 4, 1, 1, 32, 1, 1, 0, s, args, nullptr);
    cuStreamSynchronize(s);

    // the launch API of CUDA 1-3: parameters laid out by offset, then a grid of blocks
    cuFuncSetBlockShape(fns[0], 25, 1, 1);
    cuParamSetSize(fns[0], 16);
    cuParamSetv(fns[0], 0, &xs, sizeof xs);
    cuParamSetf(fns[0], 8, 4.0f);
    cuParamSeti(fns[0], 12, 100);
    r = cuLaunchGrid(fns[0], 4, 1);
    cuCtxSynchronize();
    cuMemcpyDtoH(host, xs, sizeof host);
    expect("drv.legacy_launch", r == CUDA_SUCCESS && all_floats(host, 100, 4.0f), r);

    int min_grid = 0, block = 0;
    r = cuOccupancyMaxPotentialBlockSize(&min_grid, &block, fns[0], nullptr, 0, 0);
    expect("drv.max_potential_block_size", r == CUDA_SUCCESS && block > 0 && block <= 1024 && block % 32 == 0 &&
           min_grid > 0, block);

    char path[] = "/tmp/zluda_api_coverage_XXXXXX";
    int fd = mkstemp(path);
    if (fd >= 0) { write(fd, PTX, sizeof PTX - 1); close(fd); }
    CUmodule from_file = nullptr;
    r = cuModuleLoad(&from_file, path);
    CUfunction nothing = nullptr;
    r = r == CUDA_SUCCESS ? cuModuleGetFunction(&nothing, from_file, "nothing") : r;
    expect("drv.module_load_file", r == CUDA_SUCCESS && nothing != nullptr, r);
    unlink(path);
    r = cuModuleLoad(&from_file, "/nonexistent/zluda.ptx");
    expect("drv.module_load_missing_file", r == CUDA_ERROR_FILE_NOT_FOUND, r);

    void* pageable = malloc(8192);
    r = cuMemHostRegister(pageable, 8192, CU_MEMHOSTREGISTER_DEVICEMAP);
    CUdeviceptr mapped = 0;
    CUresult r2 = cuMemHostGetDevicePointer(&mapped, (char*)pageable + 100, 0);
    CUresult again_r = cuMemHostRegister(pageable, 8192, 0);
    expect("drv.host_register", r == CUDA_SUCCESS && r2 == CUDA_SUCCESS && mapped == (CUdeviceptr)pageable + 100 &&
           again_r == CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED, again_r);
    r = cuMemHostUnregister(pageable);
    r2 = cuMemHostUnregister(pageable);
    expect("drv.host_unregister", r == CUDA_SUCCESS && r2 == CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED, r2);
    free(pageable);

    char bus[32] = {};
    CUdevice dev = -1;
    cuDeviceGetPCIBusId(bus, sizeof bus, 0);
    r = cuDeviceGetByPCIBusId(&dev, bus);
    expect("drv.pci_bus_id_roundtrip", r == CUDA_SUCCESS && dev == 0 && strlen(bus) > 0, r);
    int can = -1;
    cuDeviceCanAccessPeer(&can, 0, 0);
    expect("drv.no_peer", can == 0, can);

    char luid[8];
    unsigned int node_mask = 0;
    r = cuDeviceGetLuid(luid, &node_mask, 0);
    expect("drv.luid_not_supported", r == CUDA_ERROR_NOT_SUPPORTED, r);
    r = cuGraphicsUnregisterResource(nullptr);
    expect("drv.graphics_unregister_unknown_resource", r == CUDA_ERROR_INVALID_HANDLE, r);
    cuMemFree(xs); cuMemFree(flag); cuMemFree(pitched);
    cuModuleUnload(mod); cuModuleUnload(from_file);
    cuStreamDestroy(s);
    cuEventDestroy(ev);
    cuDevicePrimaryCtxRelease(0);
}

int main() {
    cudaFree(nullptr);     // the runtime brings the primary context up; the driver calls use it
    cuInit(0);
    runtime_calls();
    driver_calls();
    log_calls();
    link_calls();
    managed_calls();
    printf("DONE %d bad\n", bad);
    return bad != 0;
}
