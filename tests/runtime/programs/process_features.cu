// Process-wide features of the driver and runtime APIs on one device: coredump settings
// (per context and global, their documented defaults, set and read back) and cluster
// occupancy, each checked against what the program computes itself. Prints `OK name` /
// `BAD name got` and `DONE <n> bad`; run by tests/runtime/test_process_features.py.
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

int main() {
    cudaFree(nullptr);     // the runtime brings the primary context up; the driver calls use it
    cuInit(0);
    coredump();
    clusters();
    printf("DONE %d bad\n", bad);
    return bad != 0;
}
