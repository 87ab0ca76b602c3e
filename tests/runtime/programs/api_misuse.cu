// Misuse of the runtime and driver calls of zluda/runtime/{context,stream,memory,library}_api.py:
// one line `case_name status_name` per case (the runtime's cudaGetErrorName, the driver's
// cuGetErrorName). Expected statuses are not in here: tests/runtime/test_api_misuse.py
// compares the lines with an NVIDIA recording (zluda/runtime/data/h200/api_misuse_codes.txt,
// written by tests/runtime/record_api_misuse_h200.sh) and, until one exists, with what
// NVIDIA's headers document for each case (tests/runtime/data/api_misuse_documented.txt).
// Every case is a well-defined misuse: none hands NVIDIA's stack a freed or foreign handle.
// Some still crash NVIDIA's stack (a null out-parameter it writes through): the handler then
// prints `case_name CRASH` and exits; the recording script runs the program again with
// API_MISUSE_CRASHED naming those cases, which are printed so and not called.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void one_param(int* p) { if (p) *p = 1; }

static const char* g_case = "";

static void on_crash(int sig) {
    const char* what = " CRASH\n";
    (void)sig;
    ssize_t ignored = write(1, g_case, strlen(g_case));
    ignored = write(1, what, strlen(what));
    (void)ignored;
    _exit(3);
}

// true when the case may run; a case named in API_MISUSE_CRASHED is printed as crashed
static bool begin(const char* name) {
    g_case = name;
    const char* crashed = getenv("API_MISUSE_CRASHED");
    size_t n = strlen(name);
    for (const char* p = crashed; p && *p; p = strchr(p, ',') ? strchr(p, ',') + 1 : "") {
        if (strncmp(p, name, n) == 0 && (p[n] == ',' || p[n] == '\0')) {
            printf("%s CRASH\n", name);
            fflush(stdout);
            return false;
        }
    }
    return true;
}

#define RT(name, call) do { if (begin(name)) rt(name, call); } while (0)
#define DRV(name, call) do { if (begin(name)) drv(name, call); } while (0)

static void rt(const char* name, cudaError_t e) {
    printf("%s %s\n", name, cudaGetErrorName(e));
    fflush(stdout);
    cudaGetLastError();   // the next case starts with no error left over
}

static void drv(const char* name, CUresult r) {
    const char* text = nullptr;
    cuGetErrorName(r, &text);
    printf("%s %s\n", name, text ? text : "<unnamed>");
    fflush(stdout);
}

static const char PTX[] = R"(
.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
    ret;
}
)";

int main() {
    signal(SIGSEGV, on_crash);
    signal(SIGBUS, on_crash);
    cudaFree(nullptr);
    cuInit(0);
    CUcontext ctx;
    cuDevicePrimaryCtxRetain(&ctx, 0);
    cuCtxSetCurrent(ctx);

    size_t value = 0;
    RT("rt_get_limit_unknown", cudaDeviceGetLimit(&value, (cudaLimit)0x63));
    RT("rt_set_cache_config_out_of_range", cudaDeviceSetCacheConfig((cudaFuncCache)9));
    RT("rt_get_cache_config_null", cudaDeviceGetCacheConfig(nullptr));
    int count = 0;
    cudaGetDeviceCount(&count);
    RT("rt_enable_peer_access_bad_device", cudaDeviceEnablePeerAccess(count + 3, 0));
    RT("rt_enable_peer_access_bad_flags", cudaDeviceEnablePeerAccess(0, 7));
    RT("rt_disable_peer_access_bad_device", cudaDeviceDisablePeerAccess(count + 3));
    int attr = 0;
    RT("rt_p2p_attribute_same_device", cudaDeviceGetP2PAttribute(&attr, cudaDevP2PAttrAccessSupported, 0, 0));
    cudaStream_t s;
    cudaStreamCreate(&s);
    RT("rt_stream_get_id_null", cudaStreamGetId(s, nullptr));
    RT("rt_stream_get_device_null", cudaStreamGetDevice(s, nullptr));
    const char* name = nullptr;
    RT("rt_func_get_name_null", cudaFuncGetName(nullptr, (const void*)one_param));
    size_t offset = 0, size = 0;
    RT("rt_param_info_past_the_end", cudaFuncGetParamInfo((const void*)one_param, 1, &offset, &size));
    cudaLibrary_t lib = nullptr;
    cudaLibraryLoadData(&lib, PTX, nullptr, nullptr, 0, nullptr, nullptr, 0);
    cudaKernel_t kernel = nullptr;
    RT("rt_library_get_kernel_missing", cudaLibraryGetKernel(&kernel, lib, "no_such_kernel"));
    RT("rt_library_get_kernel_null_name", cudaLibraryGetKernel(&kernel, lib, nullptr));
    cudaAtomicOperation ops[1] = {cudaAtomicOperationIntegerAdd};
    unsigned int caps[1];
    RT("rt_host_atomics_count_zero", cudaDeviceGetHostAtomicCapabilities(caps, ops, 0, 0));
    RT("rt_host_atomics_bad_device", cudaDeviceGetHostAtomicCapabilities(caps, ops, 1, count + 3));
    void* fn = nullptr;
    cudaDriverEntryPointQueryResult found;
    RT("rt_driver_entry_point_null_symbol", cudaGetDriverEntryPointByVersion(nullptr, &fn, 13000, 0, &found));
    RT("rt_choose_device_null_prop", cudaChooseDevice(&count, nullptr));
    (void)name;

    size_t limit = 0;
    DRV("drv_get_limit_unknown", cuCtxGetLimit(&limit, (CUlimit)0x63));
    DRV("drv_set_cache_config_out_of_range", cuCtxSetCacheConfig((CUfunc_cache)9));
    DRV("drv_enable_peer_access_own_context", cuCtxEnablePeerAccess(ctx, 0));
    DRV("drv_disable_peer_access_own_context", cuCtxDisablePeerAccess(ctx));
    int can = 0;
    DRV("drv_can_access_peer_bad_device", cuDeviceCanAccessPeer(&can, 0, count + 3));
    CUdeviceptr d;
    size_t pitch;
    DRV("drv_alloc_pitch_bad_element_size", cuMemAllocPitch(&d, &pitch, 64, 4, 3));
    cuMemAlloc(&d, 4096);
    DRV("drv_memset_d2d16_misaligned", cuMemsetD2D16(d + 1, 256, 7, 4, 4));
    DRV("drv_memset_d2d32_pitch_below_width", cuMemsetD2D32(d, 8, 7, 4, 4));
    CUdeviceptr base;
    size_t range;
    int on_stack = 0;
    DRV("drv_address_range_of_host_stack", cuMemGetAddressRange(&base, &range, (CUdeviceptr)&on_stack));
    int flag_value = 1;
    DRV("drv_pointer_set_attribute_read_only",
        cuPointerSetAttribute(&flag_value, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, d));
    void* host = malloc(4096);
    cuMemHostRegister(host, 4096, 0);
    DRV("drv_host_register_twice", cuMemHostRegister(host, 4096, 0));
    cuMemHostUnregister(host);
    DRV("drv_host_unregister_twice", cuMemHostUnregister(host));
    free(host);
    CUmodule mod;
    DRV("drv_module_load_missing_file", cuModuleLoad(&mod, "/nonexistent/zluda_api_misuse.ptx"));
    cuModuleLoadData(&mod, PTX);
    CUfunction f;
    cuModuleGetFunction(&f, mod, "k");
    DRV("drv_param_info_past_the_end", cuFuncGetParamInfo(f, 1, &offset, &size));
    DRV("drv_enumerate_functions_zero", cuModuleEnumerateFunctions(&f, 0, mod));
    CUstream cs;
    cuStreamCreate(&cs, CU_STREAM_NON_BLOCKING);
    DRV("drv_stream_write_value_bad_flags", cuStreamWriteValue32(cs, d, 1, 0x10));
    DRV("drv_stream_wait_value_misaligned", cuStreamWaitValue32(cs, d + 2, 0, CU_STREAM_WAIT_VALUE_GEQ));
    CUexecAffinityParam affinity;
    DRV("drv_ctx_exec_affinity_sm_count", cuCtxGetExecAffinity(&affinity, CU_EXEC_AFFINITY_TYPE_SM_COUNT));
    CUlaunchAttribute attrs[1];
    memset(attrs, 0, sizeof attrs);
    attrs[0].id = (CUlaunchAttributeID)0x63;
    CUlaunchConfig config;
    memset(&config, 0, sizeof config);
    config.gridDimX = config.gridDimY = config.gridDimZ = 1;
    config.blockDimX = config.blockDimY = config.blockDimZ = 1;
    config.attrs = attrs;
    config.numAttrs = 1;
    void* args[] = {&d};
    DRV("drv_launch_kernel_ex_unknown_attribute", cuLaunchKernelEx(&config, f, args, nullptr));
    DRV("drv_ctx_attach_bad_flags", cuCtxAttach(&ctx, 1));

    cuStreamDestroy(cs);
    cuModuleUnload(mod);
    cuMemFree(d);
    cudaStreamDestroy(s);
    cudaLibraryUnload(lib);

    int* shared = nullptr;
    cudaMalloc(&shared, 4096);
    cudaIpcMemHandle_t ipc_mem;
    RT("rt_ipc_get_mem_handle_interior", cudaIpcGetMemHandle(&ipc_mem, shared + 64));
    cudaIpcGetMemHandle(&ipc_mem, shared);
    void* opened = nullptr;
    RT("rt_ipc_open_own_mem_handle", cudaIpcOpenMemHandle(&opened, ipc_mem, cudaIpcMemLazyEnablePeerAccess));
    RT("rt_ipc_close_not_opened", cudaIpcCloseMemHandle(shared));
    cudaEvent_t timed;
    cudaEventCreate(&timed);
    cudaIpcEventHandle_t ipc_event;
    RT("rt_ipc_get_event_handle_not_interprocess", cudaIpcGetEventHandle(&ipc_event, timed));
    cudaEventDestroy(timed);
    cudaFree(shared);
    cudaLaunchConfig_t no_cluster = {};
    no_cluster.gridDim = dim3(1);
    no_cluster.blockDim = dim3(32);
    int clusters = 0;
    RT("rt_active_clusters_without_cluster_dimension",
       cudaOccupancyMaxActiveClusters(&clusters, (const void*)one_param, &no_cluster));
    bool dump_flag = false;
    size_t dump_size = sizeof dump_flag;
    DRV("drv_coredump_get_unknown_attribute",
        cuCoredumpGetAttributeGlobal((CUcoredumpSettings)99, &dump_flag, &dump_size));
    char pipe_name[] = "zluda-misuse-pipe";
    dump_size = sizeof pipe_name;
    DRV("drv_coredump_set_pipe_per_context", cuCoredumpSetAttribute(CU_COREDUMP_PIPE, pipe_name, &dump_size));
    dump_size = 0;
    DRV("drv_coredump_get_size_too_small",
        cuCoredumpGetAttributeGlobal(CU_COREDUMP_ENABLE_ON_EXCEPTION, &dump_flag, &dump_size));
    int* tensor = nullptr;
    cudaMalloc(&tensor, 64 * 64 * sizeof(int));
    alignas(64) unsigned char map_bytes[2 * sizeof(CUtensorMap)];
    cuuint64_t tensor_dims[3] = {64, 8, 8}, tensor_strides[2] = {64 * 4, 64 * 4 * 8};
    cuuint32_t tensor_box[3] = {16, 8, 1}, tensor_steps[3] = {1, 1, 1};
    DRV("drv_tensor_map_tiled_map_misaligned",
        cuTensorMapEncodeTiled((CUtensorMap*)(map_bytes + 16), CU_TENSOR_MAP_DATA_TYPE_INT32, 2, tensor, tensor_dims,
                               tensor_strides, tensor_box, tensor_steps, CU_TENSOR_MAP_INTERLEAVE_NONE,
                               CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE,
                               CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
    DRV("drv_tensor_map_tiled_rank_six",
        cuTensorMapEncodeTiled((CUtensorMap*)map_bytes, CU_TENSOR_MAP_DATA_TYPE_INT32, 6, tensor, tensor_dims,
                               tensor_strides, tensor_box, tensor_steps, CU_TENSOR_MAP_INTERLEAVE_NONE,
                               CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE,
                               CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
    DRV("drv_tensor_map_im2col_wide_before_cc10",
        cuTensorMapEncodeIm2colWide((CUtensorMap*)map_bytes, CU_TENSOR_MAP_DATA_TYPE_INT32, 3, tensor, tensor_dims,
                                    tensor_strides, 0, 0, 16, 8, tensor_steps, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                    CU_TENSOR_MAP_IM2COL_WIDE_MODE_W, CU_TENSOR_MAP_SWIZZLE_64B,
                                    CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
    cudaFree(tensor);
    CUdevResource sms, groups[1];
    cuDeviceGetDevResource(0, &sms, CU_DEV_RESOURCE_TYPE_SM);
    unsigned group_count = 1;
    cuDevSmResourceSplitByCount(groups, &group_count, &sms, nullptr, 0, 1);
    CUdevResourceDesc green_desc = nullptr;
    cuDevResourceGenerateDesc(&green_desc, groups, 1);
    CUgreenCtx green = nullptr;
    DRV("drv_green_ctx_create_without_default_stream", cuGreenCtxCreate(&green, green_desc, 0, 0));
    DRV("drv_split_of_a_split", cuDevSmResourceSplitByCount(groups, &group_count, &groups[0], nullptr, 0, 1));
    cudaExternalMemoryHandleDesc ext_desc = {};
    ext_desc.type = cudaExternalMemoryHandleTypeOpaqueWin32;
    ext_desc.size = 4096;
    cudaExternalMemory_t ext = nullptr;
    RT("rt_import_external_memory_win32_on_linux", cudaImportExternalMemory(&ext, &ext_desc));
    RT("after_all_synchronize", cudaDeviceSynchronize());
    cuDevicePrimaryCtxRelease(0);
    return 0;
}
