// The driver API as driver-API programs use it: cuInit, device queries, primary and created
// contexts (push/pop/current), modules and libraries loaded from PTX text, functions and
// globals, memory, cuLaunchKernel with kernelParams and with `extra`, streams,
// cuGetProcAddress and the error name/string calls. No runtime API calls at all.
#include <cuda.h>

#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

static int g_checks = 0, g_failures = 0;

static bool check(const char* name, bool ok, const char* fmt = "", ...) {
    char detail[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(detail, sizeof detail, fmt, ap);
    va_end(ap);
    printf("CHECK %s %s %s\n", name, ok ? "PASS" : "FAIL", detail);
    fflush(stdout);
    g_checks++;
    if (!ok) g_failures++;
    return ok;
}

static const char* err_name(CUresult r) {
    const char* s = nullptr;
    return cuGetErrorName(r, &s) == CUDA_SUCCESS && s ? s : "(unknown)";
}

static int finish() {
    printf("SUMMARY driver_api: %d checks, %d failed\n", g_checks, g_failures);
    return g_failures == 0 ? 0 : 1;
}

#define REQUIRE(call)                                                                                      \
    do {                                                                                                   \
        CUresult r_ = (call);                                                                              \
        if (r_ != CUDA_SUCCESS) {                                                                          \
            check("require", false, "line %d: %s -> %s (%d)", __LINE__, #call, err_name(r_), (int)r_);              \
            exit(finish());                                                                                \
        }                                                                                                  \
    } while (0)

#define EXPECT(name, call, expected)                                                                       \
    do {                                                                                                   \
        CUresult got_ = (call);                                                                            \
        check(name, got_ == (expected), "%s -> %s (%d), expected %s", #call, err_name(got_), (int)got_,   \
              err_name(expected));                                                                         \
    } while (0)

// Hand-written PTX (ISA 7.0, sm_52: any current driver JIT-compiles it). Parameters:
// vadd(f32* a, f32* b, f32* c, u32 n); scale_count(f32* x, f32 s, u32 n) also counts its
// threads in the module global `counter`.
// PTX-BEGIN
static const char* const KERNELS_PTX = R"PTX(
.version 7.0
.target sm_52
.address_size 64

.visible .global .align 4 .u32 counter;

.visible .entry vadd(
    .param .u64 vadd_a,
    .param .u64 vadd_b,
    .param .u64 vadd_c,
    .param .u32 vadd_n
)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<11>;

    ld.param.u64 %rd1, [vadd_a];
    ld.param.u64 %rd2, [vadd_b];
    ld.param.u64 %rd3, [vadd_c];
    ld.param.u32 %r1, [vadd_n];
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %tid.x;
    mad.lo.s32 %r5, %r2, %r3, %r4;
    setp.ge.u32 %p1, %r5, %r1;
    @%p1 bra VADD_DONE;
    cvta.to.global.u64 %rd4, %rd1;
    cvta.to.global.u64 %rd5, %rd2;
    cvta.to.global.u64 %rd6, %rd3;
    mul.wide.u32 %rd7, %r5, 4;
    add.s64 %rd8, %rd4, %rd7;
    add.s64 %rd9, %rd5, %rd7;
    add.s64 %rd10, %rd6, %rd7;
    ld.global.f32 %f1, [%rd8];
    ld.global.f32 %f2, [%rd9];
    add.f32 %f3, %f1, %f2;
    st.global.f32 [%rd10], %f3;
VADD_DONE:
    ret;
}

.visible .entry scale_count(
    .param .u64 sc_x,
    .param .f32 sc_s,
    .param .u32 sc_n
)
{
    .reg .pred %p<2>;
    .reg .b32 %r<7>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<5>;

    ld.param.u64 %rd1, [sc_x];
    ld.param.f32 %f1, [sc_s];
    ld.param.u32 %r1, [sc_n];
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %tid.x;
    mad.lo.s32 %r5, %r2, %r3, %r4;
    setp.ge.u32 %p1, %r5, %r1;
    @%p1 bra SC_DONE;
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.u32 %rd3, %r5, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.f32 %f2, [%rd4];
    mul.f32 %f3, %f2, %f1;
    st.global.f32 [%rd4], %f3;
    atom.global.add.u32 %r6, [counter], 1;
SC_DONE:
    ret;
}
)PTX";
// PTX-END

static const char* const BROKEN_PTX =
    ".version 7.0\n.target sm_52\n.address_size 64\n.visible .entry broken()\n{\n    frobnicate.u32 %r1;\n}\n";

static void errors_and_init() {
    const char* s = nullptr;
    EXPECT("errorname.call", cuGetErrorName(CUDA_ERROR_INVALID_VALUE, &s), CUDA_SUCCESS);
    check("errorname.value", s && strcmp(s, "CUDA_ERROR_INVALID_VALUE") == 0, "\"%s\"", s ? s : "(null)");
    s = nullptr;
    EXPECT("errorstring.call", cuGetErrorString(CUDA_ERROR_INVALID_VALUE, &s), CUDA_SUCCESS);
    check("errorstring.value", s && strcmp(s, "invalid argument") == 0, "\"%s\"", s ? s : "(null)");
    EXPECT("errorname.unknown", cuGetErrorName((CUresult)99999, &s), CUDA_ERROR_INVALID_VALUE);
    int count = -1;
    EXPECT("before_init", cuDeviceGetCount(&count), CUDA_ERROR_NOT_INITIALIZED);
    EXPECT("init.bad_flags", cuInit(1), CUDA_ERROR_INVALID_VALUE);
    REQUIRE(cuInit(0));
}

static CUdevice device_queries() {
    int version = 0, count = 0;
    REQUIRE(cuDriverGetVersion(&version));
    check("driver.version", version >= 13000, "%d", version);
    REQUIRE(cuDeviceGetCount(&count));
    check("device.count", count >= 1, "%d", count);
    CUdevice dev;
    REQUIRE(cuDeviceGet(&dev, 0));
    EXPECT("device.get_bad", cuDeviceGet(&dev, count + 100), CUDA_ERROR_INVALID_DEVICE);
    REQUIRE(cuDeviceGet(&dev, 0));
    char name[256] = {0};
    REQUIRE(cuDeviceGetName(name, sizeof name, dev));
    check("device.name", strlen(name) > 0, "\"%s\"", name);
    struct { CUdevice_attribute attr; const char* name; int min; int max; } attrs[] = {
        {CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, "max_threads_per_block", 1024, 1024},
        {CU_DEVICE_ATTRIBUTE_WARP_SIZE, "warp_size", 32, 32},
        {CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, "multiprocessor_count", 1, 1 << 20},
        {CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, "cc_major", 5, 100},
        {CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y, "max_grid_dim_y", 65535, 65535},
        {CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, "max_shared_per_block", 49152, 49152},
        {CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING, "unified_addressing", 1, 1},
    };
    for (auto& a : attrs) {
        int v = -1;
        REQUIRE(cuDeviceGetAttribute(&v, a.attr, dev));
        std::string key = std::string("attribute.") + a.name;
        check(key.c_str(), v >= a.min && v <= a.max, "%d (expected %d..%d)", v, a.min, a.max);
    }
    size_t total = 0;
    REQUIRE(cuDeviceTotalMem(&total, dev));
    check("device.total_mem", total > 0, "%zu MiB", total >> 20);
    return dev;
}

static void contexts(CUdevice dev, CUcontext* primary) {
    REQUIRE(cuDevicePrimaryCtxRetain(primary, dev));
    REQUIRE(cuCtxSetCurrent(*primary));
    CUcontext cur = nullptr;
    REQUIRE(cuCtxGetCurrent(&cur));
    check("ctx.primary_current", cur == *primary, "current %p primary %p", (void*)cur, (void*)*primary);
    CUdevice d = -1;
    REQUIRE(cuCtxGetDevice(&d));
    check("ctx.device", d == dev, "%d", d);

    CUcontext created = nullptr;
#if CUDA_VERSION >= 13000
    REQUIRE(cuCtxCreate(&created, nullptr, 0, dev));   // CUDA 13: cuCtxCreate_v4, creation parameters
#else
    REQUIRE(cuCtxCreate(&created, 0, dev));            // CUDA 12: cuCtxCreate_v2
#endif
    REQUIRE(cuCtxGetCurrent(&cur));
    check("ctx.create_makes_current", cur == created, "");
    CUcontext popped = nullptr;
    REQUIRE(cuCtxPopCurrent(&popped));
    REQUIRE(cuCtxGetCurrent(&cur));
    check("ctx.pop", popped == created && cur == *primary, "popped the created context, primary current again");
    REQUIRE(cuCtxPushCurrent(created));
    REQUIRE(cuCtxGetCurrent(&cur));
    check("ctx.push", cur == created, "");
    // memory allocated in the created context works there
    CUdeviceptr p;
    REQUIRE(cuMemAlloc(&p, 64));
    REQUIRE(cuMemsetD32(p, 0x12345678, 16));
    unsigned back[16];
    REQUIRE(cuMemcpyDtoH(back, p, sizeof back));
    bool ok = true;
    for (unsigned v : back) ok = ok && v == 0x12345678u;
    check("ctx.created_memory", ok, "cuMemsetD32 + cuMemcpyDtoH in a created context");
    REQUIRE(cuMemFree(p));
    REQUIRE(cuCtxPopCurrent(&popped));
    REQUIRE(cuCtxDestroy(created));
    REQUIRE(cuCtxGetCurrent(&cur));
    check("ctx.after_destroy", cur == *primary, "primary context current after destroying the created one");
}

static void modules_and_launches() {
    CUmodule mod;
    REQUIRE(cuModuleLoadData(&mod, KERNELS_PTX));
    CUfunction vadd, scale_count, missing;
    REQUIRE(cuModuleGetFunction(&vadd, mod, "vadd"));
    REQUIRE(cuModuleGetFunction(&scale_count, mod, "scale_count"));
    EXPECT("module.missing_function", cuModuleGetFunction(&missing, mod, "no_such_kernel"), CUDA_ERROR_NOT_FOUND);
    CUdeviceptr counter;
    size_t counter_bytes = 0;
    REQUIRE(cuModuleGetGlobal(&counter, &counter_bytes, mod, "counter"));
    check("module.global", counter_bytes == 4, "counter is %zu bytes", counter_bytes);
    int max_threads = 0;
    REQUIRE(cuFuncGetAttribute(&max_threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, vadd));
    check("function.max_threads", max_threads >= 128 && max_threads <= 1024, "%d", max_threads);
    // JIT-compiled PTX runs as the device's own architecture: binaryVersion is its compute capability
    int binary_version = 0, cc_major = 0, cc_minor = 0;
    REQUIRE(cuFuncGetAttribute(&binary_version, CU_FUNC_ATTRIBUTE_BINARY_VERSION, vadd));
    REQUIRE(cuDeviceGetAttribute(&cc_major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 0));
    REQUIRE(cuDeviceGetAttribute(&cc_minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, 0));
    check("function.binary_version", binary_version == cc_major * 10 + cc_minor, "%d for compute capability %d.%d",
          binary_version, cc_major, cc_minor);

    const unsigned n = 1000;
    std::vector<float> a(n), b(n), c(n);
    for (unsigned i = 0; i < n; i++) {
        a[i] = 0.5f * i;
        b[i] = 1000.0f - i;
    }
    CUdeviceptr da, db, dc;
    REQUIRE(cuMemAlloc(&da, n * 4));
    REQUIRE(cuMemAlloc(&db, n * 4));
    REQUIRE(cuMemAlloc(&dc, n * 4));
    REQUIRE(cuMemcpyHtoD(da, a.data(), n * 4));
    REQUIRE(cuMemcpyHtoD(db, b.data(), n * 4));
    unsigned nn = n;
    void* params[] = {&da, &db, &dc, &nn};
    REQUIRE(cuLaunchKernel(vadd, (n + 127) / 128, 1, 1, 128, 1, 1, 0, nullptr, params, nullptr));
    REQUIRE(cuCtxSynchronize());
    REQUIRE(cuMemcpyDtoH(c.data(), dc, n * 4));
    int bad = 0;
    for (unsigned i = 0; i < n; i++) bad += c[i] != a[i] + b[i];
    check("launch.kernel_params", bad == 0, "vadd over %u elements: %d wrong", n, bad);

    // the same kind of launch with the parameters packed in one buffer (`extra`)
    REQUIRE(cuMemsetD32(counter, 0, 1));
    struct { CUdeviceptr x; float s; unsigned n; } packed = {dc, 2.0f, n};
    size_t packed_size = sizeof packed;
    check("launch.extra_layout", packed_size == 16, "parameter buffer %zu bytes (8 + 4 + 4)", packed_size);
    void* extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &packed, CU_LAUNCH_PARAM_BUFFER_SIZE, &packed_size,
                     CU_LAUNCH_PARAM_END};
    CUstream stream;
    REQUIRE(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
    REQUIRE(cuLaunchKernel(scale_count, (n + 255) / 256, 1, 1, 256, 1, 1, 0, stream, nullptr, extra));
    std::vector<float> scaled(n);
    REQUIRE(cuMemcpyDtoHAsync(scaled.data(), dc, n * 4, stream));
    REQUIRE(cuStreamSynchronize(stream));
    unsigned counted = 0;
    REQUIRE(cuMemcpyDtoH(&counted, counter, 4));
    bad = 0;
    for (unsigned i = 0; i < n; i++) bad += scaled[i] != 2.0f * (a[i] + b[i]);
    check("launch.extra", bad == 0 && counted == n, "scale_count: %d wrong, counter %u (expected %u)", bad, counted, n);
    EXPECT("launch.both_params_and_extra",
           cuLaunchKernel(scale_count, 1, 1, 1, 32, 1, 1, 0, stream, params, extra), CUDA_ERROR_INVALID_VALUE);
    EXPECT("launch.too_many_threads", cuLaunchKernel(vadd, 1, 1, 1, 2048, 1, 1, 0, nullptr, params, nullptr),
           CUDA_ERROR_INVALID_VALUE);
    REQUIRE(cuStreamDestroy(stream));

    // a library (context-independent loading) with the same PTX
    CUlibrary lib;
    REQUIRE(cuLibraryLoadData(&lib, KERNELS_PTX, nullptr, nullptr, 0, nullptr, nullptr, 0));
    CUkernel kernel;
    REQUIRE(cuLibraryGetKernel(&kernel, lib, "vadd"));
    CUfunction from_lib;
    REQUIRE(cuKernelGetFunction(&from_lib, kernel));
    REQUIRE(cuMemsetD32(dc, 0, n));
    REQUIRE(cuLaunchKernel(from_lib, (n + 127) / 128, 1, 1, 128, 1, 1, 0, nullptr, params, nullptr));
    REQUIRE(cuCtxSynchronize());
    REQUIRE(cuMemcpyDtoH(c.data(), dc, n * 4));
    bad = 0;
    for (unsigned i = 0; i < n; i++) bad += c[i] != a[i] + b[i];
    check("library.kernel", bad == 0, "vadd from cuLibraryGetKernel: %d wrong", bad);
    REQUIRE(cuLibraryUnload(lib));

    CUmodule broken;
    CUresult r = cuModuleLoadData(&broken, BROKEN_PTX);
    check("module.broken_ptx", r == CUDA_ERROR_INVALID_PTX, "-> %s (%d), expected CUDA_ERROR_INVALID_PTX", err_name(r),
          (int)r);

    REQUIRE(cuMemFree(da));
    REQUIRE(cuMemFree(db));
    REQUIRE(cuMemFree(dc));
    REQUIRE(cuModuleUnload(mod));
}

static void proc_address() {
    typedef CUresult (*MemAllocFn)(CUdeviceptr*, size_t);
    typedef CUresult (*MemFreeFn)(CUdeviceptr);
    void* fn = nullptr;
    CUdriverProcAddressQueryResult status;
    REQUIRE(cuGetProcAddress("cuMemAlloc", &fn, 13000, CU_GET_PROC_ADDRESS_DEFAULT, &status));
    check("procaddress.found", fn != nullptr && status == CU_GET_PROC_ADDRESS_SUCCESS, "status %d", (int)status);
    void* free_fn = nullptr;
    REQUIRE(cuGetProcAddress("cuMemFree", &free_fn, 13000, CU_GET_PROC_ADDRESS_DEFAULT, &status));
    CUdeviceptr p = 0;
    CUresult r1 = fn ? ((MemAllocFn)fn)(&p, 256) : CUDA_ERROR_NOT_FOUND;
    CUresult r2 = free_fn ? ((MemFreeFn)free_fn)(p) : CUDA_ERROR_NOT_FOUND;
    check("procaddress.call", r1 == CUDA_SUCCESS && r2 == CUDA_SUCCESS && p != 0, "alloc %s, free %s", err_name(r1),
          err_name(r2));
    void* none = (void*)1;
    CUresult r = cuGetProcAddress("cuNoSuchFunction", &none, 13000, CU_GET_PROC_ADDRESS_DEFAULT, &status);
    // the H200 (driver 580) answers CUDA_SUCCESS and reports the miss in symbolStatus
    check("procaddress.missing", r == CUDA_SUCCESS && status == CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND &&
                                     none == nullptr,
          "-> %s, status %d", err_name(r), (int)status);
}

int main() {
    setvbuf(stdout, nullptr, _IOLBF, 0);
    errors_and_init();
    CUdevice dev = device_queries();
    CUcontext primary;
    contexts(dev, &primary);
    modules_and_launches();
    proc_address();
    REQUIRE(cuDevicePrimaryCtxRelease(dev));
    return finish();
}
