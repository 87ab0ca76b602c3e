// The virtual memory API: address ranges reserved without memory, physical allocations
// created with cuMemCreate, mapped into them (one allocation at two addresses at once, two
// allocations side by side in one range), access granted with cuMemSetAccess, the
// allocation granularity, cuMemRetainAllocationHandle, an allocation's properties, a POSIX
// file descriptor exported and imported again, and the statuses of misuse (sizes and
// offsets off the granularity, a range mapped twice, a release too many).
//
// Kernels write through one mapping and read through another; the host checks every value.
// Statuses are printed, so the whole stdout is compared with the GPU's recording
// (data/vmm_gpu_stdout.txt).
#include <cuda.h>

#include <unistd.h>

#include "common.h"

__global__ void fill(int* out, size_t n, int base) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) out[i] = base + (int)i;
}
__global__ void add(int* data, size_t n, int amount) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) data[i] += amount;
}

static const char* name(CUresult r) {
    const char* s = nullptr;
    cuGetErrorName(r, &s);
    return s ? s : "?";
}

#define DRV_REQUIRE(call)                                                                              \
    do {                                                                                               \
        CUresult r_ = (call);                                                                          \
        if (r_ != CUDA_SUCCESS) {                                                                      \
            check("require", false, "%s:%d: %s -> %s", base_name(__FILE__), __LINE__, #call, name(r_)); \
            exit(finish(__FILE__));                                                                    \
        }                                                                                              \
    } while (0)

// a call that must fail: which status it failed with is printed (and compared with the GPU's)
#define REFUSED(check_name, call)                                                                      \
    do {                                                                                               \
        CUresult r_ = (call);                                                                          \
        check(check_name, r_ != CUDA_SUCCESS, "%s", name(r_));                                        \
    } while (0)

static bool ints_are(const std::vector<int>& got, size_t first, size_t count, int base) {
    for (size_t i = 0; i < count; i++)
        if (got[first + i] != base + (int)(first + i)) return false;
    return true;
}

int main() {
    REQUIRE(cudaFree(nullptr));   // the runtime's primary context, shared with the driver API
    DRV_REQUIRE(cuInit(0));
    CUdevice dev;
    DRV_REQUIRE(cuDeviceGet(&dev, 0));

    CUmemAllocationProp prop = {};
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = dev;
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    size_t gran = 0, recommended = 0;
    DRV_REQUIRE(cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    DRV_REQUIRE(cuMemGetAllocationGranularity(&recommended, &prop, CU_MEM_ALLOC_GRANULARITY_RECOMMENDED));
    check("granularity", gran > 0 && recommended % gran == 0, "minimum=%zu recommended=%zu", gran, recommended);
    const size_t ints = gran / sizeof(int);

    // two allocations side by side in one reserved range
    CUdeviceptr va = 0;
    DRV_REQUIRE(cuMemAddressReserve(&va, 2 * gran, 0, 0, 0));
    check("reserve_aligned", va != 0 && va % gran == 0, "");
    CUmemGenericAllocationHandle a, b;
    DRV_REQUIRE(cuMemCreate(&a, gran, &prop, 0));
    CUmemAllocationProp plain = prop;
    plain.requestedHandleTypes = CU_MEM_HANDLE_TYPE_NONE;
    DRV_REQUIRE(cuMemCreate(&b, gran, &plain, 0));
    DRV_REQUIRE(cuMemMap(va, gran, 0, a, 0));
    DRV_REQUIRE(cuMemMap(va + gran, gran, 0, b, 0));
    CUmemAccessDesc rw = {};
    rw.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    rw.location.id = dev;
    rw.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    DRV_REQUIRE(cuMemSetAccess(va, 2 * gran, &rw, 1));
    unsigned long long flags = 0;
    DRV_REQUIRE(cuMemGetAccess(&flags, &rw.location, va + gran));
    check("access_read_write", flags == CU_MEM_ACCESS_FLAGS_PROT_READWRITE, "flags=%llu", flags);

    int* p = (int*)va;
    fill<<<(unsigned)(2 * ints / 256), 256>>>(p, 2 * ints, 3);
    REQUIRE(cudaGetLastError());
    std::vector<int> host(2 * ints);
    REQUIRE(cudaMemcpy(host.data(), p, 2 * gran, cudaMemcpyDeviceToHost));   // spans both mappings
    check("kernel_over_two_mappings", ints_are(host, 0, 2 * ints, 3), "host[0]=%d host[last]=%d", host[0],
          host[2 * ints - 1]);

    // the first allocation mapped a second time, elsewhere: the same memory
    CUdeviceptr va2 = 0;
    DRV_REQUIRE(cuMemAddressReserve(&va2, gran, 0, 0, 0));
    DRV_REQUIRE(cuMemMap(va2, gran, 0, a, 0));
    DRV_REQUIRE(cuMemSetAccess(va2, gran, &rw, 1));
    add<<<(unsigned)(ints / 256), 256>>>((int*)va2, ints, 1000);
    REQUIRE(cudaGetLastError());
    REQUIRE(cudaMemcpy(host.data(), p, 2 * gran, cudaMemcpyDeviceToHost));
    check("alias_writes_visible", ints_are(host, 0, ints, 1003) && ints_are(host, ints, ints, 3),
          "host[0]=%d host[ints]=%d", host[0], host[ints]);
    REQUIRE(cudaMemset((void*)va2, 0, 16));
    REQUIRE(cudaMemcpy(host.data(), p, 32, cudaMemcpyDeviceToHost));
    check("alias_memset_visible", host[0] == 0 && host[3] == 0 && host[4] == 1007, "host[4]=%d", host[4]);

    // handles: retained from an address, properties
    CUmemGenericAllocationHandle retained = 0;
    DRV_REQUIRE(cuMemRetainAllocationHandle(&retained, (void*)(va2 + 4096)));
    CUmemAllocationProp got = {};
    DRV_REQUIRE(cuMemGetAllocationPropertiesFromHandle(&got, retained));
    check("retained_handle_properties", got.type == CU_MEM_ALLOCATION_TYPE_PINNED &&
                                            got.location.type == CU_MEM_LOCATION_TYPE_DEVICE && got.location.id == dev &&
                                            got.requestedHandleTypes == CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
          "type=%d handles=%d", (int)got.type, (int)got.requestedHandleTypes);
    DRV_REQUIRE(cuMemRelease(retained));

    // exported as a file descriptor, imported again, mapped a third time
    int fd = -1;
    DRV_REQUIRE(cuMemExportToShareableHandle(&fd, a, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    CUmemGenericAllocationHandle imported = 0;
    DRV_REQUIRE(cuMemImportFromShareableHandle(&imported, (void*)(uintptr_t)fd, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR));
    close(fd);
    CUdeviceptr va3 = 0;
    DRV_REQUIRE(cuMemAddressReserve(&va3, gran, 0, 0, 0));
    DRV_REQUIRE(cuMemMap(va3, gran, 0, imported, 0));
    DRV_REQUIRE(cuMemSetAccess(va3, gran, &rw, 1));
    std::vector<int> third(ints);
    REQUIRE(cudaMemcpy(third.data(), (void*)va3, gran, cudaMemcpyDeviceToHost));
    check("imported_handle_same_memory", third[0] == 0 && third[4] == 1007 && third[ints - 1] == 1003 + (int)ints - 1,
          "third[4]=%d", third[4]);

    // misuse: what the driver answers
    CUdeviceptr bad = 0;
    REFUSED("reserve_size_off_granularity", cuMemAddressReserve(&bad, gran + 1, 0, 0, 0));
    CUmemGenericAllocationHandle h = 0;
    REFUSED("create_size_off_granularity", cuMemCreate(&h, gran / 2, &prop, 0));
    REFUSED("map_over_mapped", cuMemMap(va, gran, 0, b, 0));
    CUdeviceptr va4 = 0;
    DRV_REQUIRE(cuMemAddressReserve(&va4, gran, 0, 0, 0));
    REFUSED("map_offset_off_granularity", cuMemMap(va4, gran, 4096, a, 0));
    REFUSED("map_past_allocation", cuMemMap(va4, gran, gran, a, 0));
    DRV_REQUIRE(cuMemAddressFree(va4, gran));
    REFUSED("export_not_requested", cuMemExportToShareableHandle(&fd, b, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    CUmemAllocationProp bad_device = prop;
    bad_device.location.id = 77;
    REFUSED("create_bad_device", cuMemCreate(&h, gran, &bad_device, 0));
    REFUSED("granularity_bad_option", cuMemGetAllocationGranularity(&gran, &prop, (CUmemAllocationGranularity_flags)7));
    REFUSED("unmap_part_of_mapping", cuMemUnmap(va, gran / 2));

    // teardown: unmapping keeps the memory alive until its last handle goes
    DRV_REQUIRE(cuMemUnmap(va3, gran));
    DRV_REQUIRE(cuMemRelease(imported));
    DRV_REQUIRE(cuMemUnmap(va, 2 * gran));
    DRV_REQUIRE(cuMemRelease(a));
    DRV_REQUIRE(cuMemRelease(b));
    REQUIRE(cudaMemcpy(host.data(), (void*)va2, 32, cudaMemcpyDeviceToHost));   // a: still mapped at va2
    check("mapping_outlives_release", host[4] == 1007, "host[4]=%d", host[4]);
    REFUSED("release_twice", cuMemRelease(b));
    DRV_REQUIRE(cuMemUnmap(va2, gran));
    DRV_REQUIRE(cuMemAddressFree(va, 2 * gran));
    DRV_REQUIRE(cuMemAddressFree(va2, gran));
    DRV_REQUIRE(cuMemAddressFree(va3, gran));
    return finish(__FILE__);
}
