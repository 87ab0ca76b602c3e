// Managed memory's hints and what a program reads back: cudaMemAdvise (read-mostly, preferred
// location, accessed-by; set on a whole allocation and on halves of it), cudaMemPrefetchAsync
// to the device and to the host, cudaStreamAttachMemAsync in its three modes, the range
// attributes (cudaMemRangeGetAttribute(s): all pages of a range agree, or the answer is
// "invalid"), the driver's twins (cuMemAdvise, cuMemPrefetchAsync, cuMemRangeGetAttribute),
// and the statuses of misuse. Kernels use the memory between the hints; the host checks it.
// The attributes are printed, so the whole stdout is compared with the GPU's recording
// (data/managed_gpu_stdout.txt).
#include <cuda.h>

#include "common.h"

__global__ void fill(int* out, size_t n, int base) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) out[i] = base + (int)i;
}

static const size_t BYTES = 8u << 20;   // halves of 4 MiB: whole pages at any page size a GPU uses
static const size_t HALF = BYTES / 2;
static const size_t INTS = BYTES / sizeof(int);

static cudaMemLocation device0() {
    cudaMemLocation l = {};
    l.type = cudaMemLocationTypeDevice;
    l.id = 0;
    return l;
}
static cudaMemLocation host() {
    cudaMemLocation l = {};
    l.type = cudaMemLocationTypeHost;
    l.id = 0;
    return l;
}

// every attribute of [p, p+count) on one line
static std::string attributes(const void* p, size_t count) {
    int read_mostly = -9, preferred = -9, prefetch = -9, pref_type = -9, pref_id = -9, pf_type = -9, pf_id = -9;
    int accessed[3] = {-9, -9, -9};
    cudaError_t e[8] = {
        cudaMemRangeGetAttribute(&read_mostly, 4, cudaMemRangeAttributeReadMostly, p, count),
        cudaMemRangeGetAttribute(&preferred, 4, cudaMemRangeAttributePreferredLocation, p, count),
        cudaMemRangeGetAttribute(accessed, sizeof accessed, cudaMemRangeAttributeAccessedBy, p, count),
        cudaMemRangeGetAttribute(&prefetch, 4, cudaMemRangeAttributeLastPrefetchLocation, p, count),
        cudaMemRangeGetAttribute(&pref_type, 4, cudaMemRangeAttributePreferredLocationType, p, count),
        cudaMemRangeGetAttribute(&pref_id, 4, cudaMemRangeAttributePreferredLocationId, p, count),
        cudaMemRangeGetAttribute(&pf_type, 4, cudaMemRangeAttributeLastPrefetchLocationType, p, count),
        cudaMemRangeGetAttribute(&pf_id, 4, cudaMemRangeAttributeLastPrefetchLocationId, p, count),
    };
    std::string failed;
    for (int i = 0; i < 8; i++)
        if (e[i] != cudaSuccess) failed += std::string(" ") + cudaGetErrorName(e[i]);
    char line[512];
    snprintf(line, sizeof line,
             "read_mostly=%d preferred=%d accessed_by=%d,%d,%d prefetch=%d preferred_location=%d/%d "
             "prefetch_location=%d/%d%s",
             read_mostly, preferred, accessed[0], accessed[1], accessed[2], prefetch, pref_type, pref_id, pf_type, pf_id,
             failed.c_str());
    return line;
}

static bool filled(const int* p, int base) {
    for (size_t i = 0; i < INTS; i++)
        if (p[i] != base + (int)i) return false;
    return true;
}

int main() {
    int managed_ok = 0;
    REQUIRE(cudaDeviceGetAttribute(&managed_ok, cudaDevAttrManagedMemory, 0));
    check("managed_memory_supported", managed_ok == 1, "");
    int* m = nullptr;
    REQUIRE(cudaMallocManaged(&m, BYTES));
    char* c = (char*)m;
    cudaStream_t s;
    REQUIRE(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

    check("attributes_initial", true, "%s", attributes(m, BYTES).c_str());

    REQUIRE(cudaMemAdvise(m, BYTES, cudaMemAdviseSetReadMostly, device0()));
    REQUIRE(cudaMemAdvise(m, HALF, cudaMemAdviseUnsetReadMostly, device0()));
    check("read_mostly_whole", true, "%s", attributes(m, BYTES).c_str());
    check("read_mostly_second_half", true, "%s", attributes(c + HALF, HALF).c_str());

    REQUIRE(cudaMemAdvise(m, HALF, cudaMemAdviseSetPreferredLocation, device0()));
    REQUIRE(cudaMemAdvise(c + HALF, HALF, cudaMemAdviseSetPreferredLocation, host()));
    REQUIRE(cudaMemAdvise(m, BYTES, cudaMemAdviseSetAccessedBy, device0()));
    check("preferred_first_half", true, "%s", attributes(m, HALF).c_str());
    check("preferred_second_half", true, "%s", attributes(c + HALF, HALF).c_str());
    check("preferred_whole", true, "%s", attributes(m, BYTES).c_str());

    REQUIRE(cudaMemPrefetchAsync(m, BYTES, device0(), 0, s));
    fill<<<(unsigned)(INTS / 256), 256, 0, s>>>(m, INTS, 11);
    REQUIRE(cudaMemPrefetchAsync(c + HALF, HALF, host(), 0, s));
    REQUIRE(cudaStreamSynchronize(s));
    check("prefetched_memory_filled", filled(m, 11), "m[0]=%d", m[0]);
    check("prefetch_first_half", true, "%s", attributes(m, HALF).c_str());
    check("prefetch_whole", true, "%s", attributes(m, BYTES).c_str());

    REQUIRE(cudaMemAdvise(m, BYTES, cudaMemAdviseUnsetPreferredLocation, device0()));
    REQUIRE(cudaMemAdvise(m, BYTES, cudaMemAdviseUnsetAccessedBy, device0()));
    REQUIRE(cudaMemAdvise(m, BYTES, cudaMemAdviseUnsetReadMostly, device0()));
    check("advice_unset", true, "%s", attributes(m, BYTES).c_str());

    // several attributes in one call
    int rm = -9, pf = -9;
    void* data[2] = {&rm, &pf};
    size_t sizes[2] = {4, 4};
    cudaMemRangeAttribute which[2] = {cudaMemRangeAttributeReadMostly, cudaMemRangeAttributeLastPrefetchLocation};
    REQUIRE(cudaMemRangeGetAttributes(data, sizes, which, 2, c + HALF, HALF));
    check("range_get_attributes", true, "read_mostly=%d prefetch=%d", rm, pf);

    // attaching to a stream: a single stream, the host, everyone
    const unsigned modes[3] = {cudaMemAttachSingle, cudaMemAttachHost, cudaMemAttachGlobal};
    for (int i = 0; i < 3; i++) {
        REQUIRE(cudaStreamAttachMemAsync(s, m, 0, modes[i]));
        fill<<<(unsigned)(INTS / 256), 256, 0, s>>>(m, INTS, 100 * (i + 1));
        REQUIRE(cudaStreamSynchronize(s));
        check("attach_then_kernel", filled(m, 100 * (i + 1)), "mode %u m[0]=%d", modes[i], m[0]);
    }

    // the driver API's twins
    CUmemLocation cpu = {};
    cpu.type = CU_MEM_LOCATION_TYPE_HOST;
    CUresult r = cuMemAdvise((CUdeviceptr)m, BYTES, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, cpu);
    CUmemLocation gpu = {};
    gpu.type = CU_MEM_LOCATION_TYPE_DEVICE;
    gpu.id = 0;
    if (r == CUDA_SUCCESS) r = cuMemPrefetchAsync((CUdeviceptr)m, BYTES, gpu, 0, (CUstream)s);
    if (r == CUDA_SUCCESS) r = cuStreamSynchronize((CUstream)s);
    int dpref = -9, dpf = -9;
    if (r == CUDA_SUCCESS) r = cuMemRangeGetAttribute(&dpref, 4, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION, (CUdeviceptr)m, BYTES);
    if (r == CUDA_SUCCESS) r = cuMemRangeGetAttribute(&dpf, 4, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, (CUdeviceptr)m, BYTES);
    check("driver_twins", r == CUDA_SUCCESS, "status %d preferred=%d prefetch=%d", (int)r, dpref, dpf);

    // misuse: what the runtime answers
    int* d = nullptr;
    REQUIRE(cudaMalloc(&d, BYTES));
    int v = 0;
    cudaError_t e = cudaMemAdvise(d, BYTES, cudaMemAdviseSetReadMostly, device0());
    check("advise_device_memory", true, "%s", cudaGetErrorName(e));
    cudaGetLastError();
    e = cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributeReadMostly, d, BYTES);
    check("attribute_of_device_memory", true, "%s", cudaGetErrorName(e));
    cudaGetLastError();
    cudaMemLocation bad = device0();
    bad.id = 7;
    e = cudaMemAdvise(m, BYTES, cudaMemAdviseSetPreferredLocation, bad);
    check("advise_bad_device", e != cudaSuccess, "%s", cudaGetErrorName(e));
    cudaGetLastError();
    e = cudaMemAdvise(m, BYTES, (cudaMemoryAdvise)77, device0());
    check("advise_bad_advice", e != cudaSuccess, "%s", cudaGetErrorName(e));
    cudaGetLastError();
    long long wide = 0;
    e = cudaMemRangeGetAttribute(&wide, 8, cudaMemRangeAttributeReadMostly, m, BYTES);
    check("attribute_wrong_size", e != cudaSuccess, "%s", cudaGetErrorName(e));
    cudaGetLastError();
    e = cudaMemRangeGetAttribute(&v, 4, (cudaMemRangeAttribute)77, m, BYTES);
    check("attribute_bad_attribute", e != cudaSuccess, "%s", cudaGetErrorName(e));
    cudaGetLastError();
    e = cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributeReadMostly, m, BYTES + 4096);
    check("attribute_past_allocation", true, "%s", cudaGetErrorName(e));
    cudaGetLastError();
    e = cudaStreamAttachMemAsync(s, m, HALF, cudaMemAttachSingle);
    check("attach_part", true, "%s", cudaGetErrorName(e));
    cudaGetLastError();
    e = cudaStreamAttachMemAsync(s, m, 0, 0x8);
    check("attach_bad_flags", e != cudaSuccess, "%s", cudaGetErrorName(e));
    cudaGetLastError();
    e = cudaMemPrefetchAsync(m, BYTES, device0(), 1, s);
    check("prefetch_bad_flags", true, "%s", cudaGetErrorName(e));
    cudaGetLastError();
    REQUIRE(cudaStreamSynchronize(s));

    REQUIRE(cudaFree(d));
    REQUIRE(cudaStreamDestroy(s));
    REQUIRE(cudaFree(m));
    return finish(__FILE__);
}
