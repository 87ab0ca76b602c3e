// Stream-ordered allocation: cudaMallocAsync / cudaFreeAsync on the device's default pool
// and on pools of the program's own (cudaMemPoolCreate, cudaMallocFromPoolAsync), pool
// attributes (release threshold, reserved and used memory with their high-water marks,
// reuse flags), cudaMemPoolTrimTo, cudaDeviceSet/GetMemPool, access descriptors, and the
// driver API twins (cuMemAllocAsync, cuMemFreeAsync, cuMemPoolGetAttribute).
//
// What it checks holds on any conforming implementation: values computed by kernels in
// stream order, the pool's counters as NVIDIA's documentation defines them (a sync releases
// cached memory above the release threshold; TrimTo releases what no allocation uses; the
// high marks reset to the current value when set to 0). The exact byte counts are the
// allocator's own business and are printed to stderr only.
#include <cuda.h>

#include "common.h"

__global__ void fill(int* out, int n, int base) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = base + i;
}
__global__ void add_one(int* data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += 1;
}

static const int N = 1 << 16;
static const size_t BYTES = N * sizeof(int);

static uint64_t attr(cudaMemPool_t pool, cudaMemPoolAttr a) {
    uint64_t v = 0;
    cudaError_t e = cudaMemPoolGetAttribute(pool, a, &v);
    if (e != cudaSuccess) check("pool_attribute", false, "attribute %d -> %s", (int)a, cudaGetErrorName(e));
    return v;
}

static void info(const char* what, cudaMemPool_t pool) {
    fprintf(stderr, "INFO %s reserved=%llu reserved_high=%llu used=%llu used_high=%llu\n", what,
            (unsigned long long)attr(pool, cudaMemPoolAttrReservedMemCurrent),
            (unsigned long long)attr(pool, cudaMemPoolAttrReservedMemHigh),
            (unsigned long long)attr(pool, cudaMemPoolAttrUsedMemCurrent),
            (unsigned long long)attr(pool, cudaMemPoolAttrUsedMemHigh));
}

static bool values_are(const std::vector<int>& got, int base) {
    for (int i = 0; i < N; i++)
        if (got[i] != base + i) return false;
    return true;
}

int main() {
    std::vector<int> host(N);
    cudaStream_t s1, s2;
    REQUIRE(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    REQUIRE(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));

    // the device's default pool is its current pool until another is set
    cudaMemPool_t def = nullptr, current = nullptr;
    REQUIRE(cudaDeviceGetDefaultMemPool(&def, 0));
    REQUIRE(cudaDeviceGetMemPool(&current, 0));
    check("default_pool_is_current", def != nullptr && def == current, "");
    int supported = 0;
    REQUIRE(cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, 0));
    check("pools_supported", supported == 1, "cudaDevAttrMemoryPoolsSupported=%d", supported);

    // defaults: threshold 0, every reuse policy on
    check("default_release_threshold", attr(def, cudaMemPoolAttrReleaseThreshold) == 0, "");
    int reuse[3] = {0, 0, 0};
    cudaMemPoolAttr reuse_attrs[3] = {cudaMemPoolReuseFollowEventDependencies, cudaMemPoolReuseAllowOpportunistic,
                                      cudaMemPoolReuseAllowInternalDependencies};
    for (int i = 0; i < 3; i++) REQUIRE(cudaMemPoolGetAttribute(def, reuse_attrs[i], &reuse[i]));
    check("default_reuse_flags", reuse[0] == 1 && reuse[1] == 1 && reuse[2] == 1, "%d %d %d", reuse[0], reuse[1],
          reuse[2]);

    // an allocation is usable in stream order: allocate, fill, copy back, free, all queued
    int* d = nullptr;
    REQUIRE(cudaMallocAsync(&d, BYTES, s1));
    fill<<<N / 256, 256, 0, s1>>>(d, N, 7);
    REQUIRE(cudaMemcpyAsync(host.data(), d, BYTES, cudaMemcpyDeviceToHost, s1));
    uint64_t used_live = attr(def, cudaMemPoolAttrUsedMemCurrent);
    REQUIRE(cudaFreeAsync(d, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("malloc_async_round_trip", values_are(host, 7), "");
    check("used_counts_live_allocation", used_live >= BYTES, "");
    info("after_first_free", def);
    // threshold 0: the synchronisation gave the freed memory back
    check("sync_releases_to_threshold", attr(def, cudaMemPoolAttrReservedMemCurrent) == 0 &&
                                            attr(def, cudaMemPoolAttrUsedMemCurrent) == 0, "");
    check("high_marks_remember_peak", attr(def, cudaMemPoolAttrUsedMemHigh) >= BYTES &&
                                          attr(def, cudaMemPoolAttrReservedMemHigh) >= BYTES, "");

    // a threshold keeps freed memory reserved across synchronisation; the same stream reuses it
    uint64_t keep = UINT64_MAX;
    REQUIRE(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &keep));
    check("threshold_set", attr(def, cudaMemPoolAttrReleaseThreshold) == UINT64_MAX, "");
    int* a = nullptr;
    int* b = nullptr;
    REQUIRE(cudaMallocAsync(&a, BYTES, s1));
    REQUIRE(cudaFreeAsync(a, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    uint64_t kept = attr(def, cudaMemPoolAttrReservedMemCurrent);
    check("threshold_keeps_reserved", kept >= BYTES && attr(def, cudaMemPoolAttrUsedMemCurrent) == 0, "");
    REQUIRE(cudaMallocAsync(&b, BYTES, s1));
    check("same_stream_reuses_block", a == b && attr(def, cudaMemPoolAttrReservedMemCurrent) == kept, "");
    fill<<<N / 256, 256, 0, s1>>>(b, N, 100);
    REQUIRE(cudaMemcpyAsync(host.data(), b, BYTES, cudaMemcpyDeviceToHost, s1));
    REQUIRE(cudaFreeAsync(b, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("reused_block_round_trip", values_are(host, 100), "");
    info("before_trim", def);

    // TrimTo(0) with nothing allocated releases everything; setting a high mark to 0 resets it
    REQUIRE(cudaMemPoolTrimTo(def, 0));
    check("trim_releases_unused", attr(def, cudaMemPoolAttrReservedMemCurrent) == 0, "");
    uint64_t zero = 0;
    REQUIRE(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReservedMemHigh, &zero));
    REQUIRE(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemHigh, &zero));
    check("high_marks_reset", attr(def, cudaMemPoolAttrReservedMemHigh) == 0 &&
                                  attr(def, cudaMemPoolAttrUsedMemHigh) == 0, "");

    // TrimTo keeps memory that live allocations use
    int* live = nullptr;
    REQUIRE(cudaMallocAsync(&live, BYTES, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    REQUIRE(cudaMemPoolTrimTo(def, 0));
    check("trim_keeps_live", attr(def, cudaMemPoolAttrReservedMemCurrent) >= BYTES, "");
    REQUIRE(cudaFreeAsync(live, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    REQUIRE(cudaMemPoolTrimTo(def, 0));
    REQUIRE(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &zero));

    // the reuse policies can be switched off and read back
    int off = 0, got = 1;
    REQUIRE(cudaMemPoolSetAttribute(def, cudaMemPoolReuseAllowOpportunistic, &off));
    REQUIRE(cudaMemPoolGetAttribute(def, cudaMemPoolReuseAllowOpportunistic, &got));
    check("reuse_flag_set", got == 0, "");
    int on = 1;
    REQUIRE(cudaMemPoolSetAttribute(def, cudaMemPoolReuseAllowOpportunistic, &on));

    // across streams: allocated on s1, used on s2 after an event, freed on s2
    cudaEvent_t ready;
    REQUIRE(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
    int* x = nullptr;
    REQUIRE(cudaMallocAsync(&x, BYTES, s1));
    fill<<<N / 256, 256, 0, s1>>>(x, N, 1000);
    REQUIRE(cudaEventRecord(ready, s1));
    REQUIRE(cudaStreamWaitEvent(s2, ready, 0));
    add_one<<<N / 256, 256, 0, s2>>>(x, N);
    REQUIRE(cudaMemcpyAsync(host.data(), x, BYTES, cudaMemcpyDeviceToHost, s2));
    REQUIRE(cudaFreeAsync(x, s2));
    REQUIRE(cudaStreamSynchronize(s2));
    check("cross_stream_order", values_are(host, 1001), "");
    REQUIRE(cudaEventDestroy(ready));

    // an explicit pool: its own allocations and counters, and the device's current pool
    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    cudaMemPool_t pool = nullptr;
    REQUIRE(cudaMemPoolCreate(&pool, &props));
    check("pool_created", pool != nullptr && pool != def, "");
    cudaMemLocation here = {};
    here.type = cudaMemLocationTypeDevice;
    here.id = 0;
    cudaMemAccessFlags access = cudaMemAccessFlagsProtNone;
    REQUIRE(cudaMemPoolGetAccess(&access, pool, &here));
    check("owner_device_reads_and_writes", access == cudaMemAccessFlagsProtReadWrite, "flags=%d", (int)access);
    int* p = nullptr;
    REQUIRE(cudaMallocFromPoolAsync((void**)&p, BYTES, pool, s1));
    check("pool_counts_its_allocation", attr(pool, cudaMemPoolAttrUsedMemCurrent) >= BYTES &&
                                            attr(def, cudaMemPoolAttrUsedMemCurrent) == 0, "");
    fill<<<N / 256, 256, 0, s1>>>(p, N, 5);
    REQUIRE(cudaMemcpyAsync(host.data(), p, BYTES, cudaMemcpyDeviceToHost, s1));
    REQUIRE(cudaFreeAsync(p, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    check("pool_round_trip", values_are(host, 5), "");
    info("own_pool", pool);

    REQUIRE(cudaDeviceSetMemPool(0, pool));
    REQUIRE(cudaDeviceGetMemPool(&current, 0));
    check("set_mem_pool", current == pool, "");
    int* q = nullptr;
    REQUIRE(cudaMallocAsync(&q, BYTES, s1));
    check("malloc_async_uses_current_pool", attr(pool, cudaMemPoolAttrUsedMemCurrent) >= BYTES, "");
    REQUIRE(cudaFreeAsync(q, s1));
    REQUIRE(cudaStreamSynchronize(s1));
    REQUIRE(cudaDeviceSetMemPool(0, def));
    REQUIRE(cudaMemPoolDestroy(pool));

    // the driver API twins on the same pools
    CUdeviceptr dp = 0;
    CUresult r = cuMemAllocAsync(&dp, BYTES, (CUstream)s1);
    cuuint64_t used = 0;
    if (r == CUDA_SUCCESS) r = cuMemPoolGetAttribute((CUmemoryPool)def, CU_MEMPOOL_ATTR_USED_MEM_CURRENT, &used);
    if (r == CUDA_SUCCESS) fill<<<N / 256, 256, 0, s1>>>((int*)dp, N, 3);
    if (r == CUDA_SUCCESS) r = (CUresult)cudaMemcpyAsync(host.data(), (void*)dp, BYTES, cudaMemcpyDeviceToHost, s1);
    if (r == CUDA_SUCCESS) r = cuMemFreeAsync(dp, (CUstream)s1);
    if (r == CUDA_SUCCESS) r = cuStreamSynchronize((CUstream)s1);
    check("driver_twins", r == CUDA_SUCCESS && used >= BYTES && values_are(host, 3), "status %d", (int)r);

    REQUIRE(cudaStreamDestroy(s1));
    REQUIRE(cudaStreamDestroy(s2));
    check("no_error_left", cudaGetLastError() == cudaSuccess, "");
    return finish(__FILE__);
}
