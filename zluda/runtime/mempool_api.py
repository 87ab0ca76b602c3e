"""Stream-ordered allocation and memory pools, runtime and driver API (semantics in mempool.py).

The runtime's cudaMemPool_t and the driver's CUmemoryPool are the same objects, as on
NVIDIA's stack: a pool made with one API is used with the other. An allocation is made
after the stream's earlier work, which has run by then (streams.py), so it is usable in
stream order; cudaFreeAsync returns it to its pool the same way.
"""

from __future__ import annotations

from .errors import CudaError
from .state import MEMORY, POOLS, STREAMS, address, api, ffi

RT = "cudart"
DRV = "cuda"

# the location and allocation kinds a pool of this device can have
DEVICE_LOCATION = 1      # cudaMemLocationTypeDevice / CU_MEM_LOCATION_TYPE_DEVICE
PINNED = 1               # cudaMemAllocationTypePinned / CU_MEM_ALLOCATION_TYPE_PINNED
HANDLE_POSIX_FD = 1      # cudaMemHandleTypePosixFileDescriptor: the one way a pool is shared here (ipc_api.py)
READ_WRITE = 3           # cudaMemAccessFlagsProtReadWrite / CU_MEM_ACCESS_FLAGS_PROT_READWRITE


def _addr(library: str, p) -> int:
    return address(ffi(library), p)


def _out(library: str, p, what: str):
    if p == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", f"{what} is NULL")
    return p


def _stream(library: str, handle) -> int:
    h = _addr(library, handle)
    STREAMS.stream(h)
    STREAMS.before_work(h)
    return h


def _pool(library: str, handle) -> int:
    h = _addr(library, handle)
    if h == 0:
        raise CudaError("cudaErrorInvalidValue", "the memory pool is NULL")
    return h


def _allocate(library: str, size: int, pool: int, stream) -> int:
    """The block's address, after the stream's earlier work (callers put NULL in the
    out-parameter first: what NVIDIA's runtime leaves there on failure)."""
    _stream(library, stream)
    if size == 0:
        return 0
    return POOLS.allocate(pool, size)


def _free(library: str, pointer: int, stream) -> None:
    _stream(library, stream)
    if pointer == 0:   # a no-op, as cudaFree(NULL) is (recorded in misuse.cu)
        return
    if POOLS.owns(pointer):
        POOLS.free(pointer)
    else:
        MEMORY.free(pointer, "device")   # cudaMalloc memory may be freed in stream order too


def _location_device(location, what: str) -> int:
    """The device a cudaMemLocation / CUmemLocation names (only device locations here)."""
    if location.type != DEVICE_LOCATION:
        raise CudaError("cudaErrorInvalidValue", f"{what}.type {location.type} is not a device location")
    return location.id


def _check_props(library: str, props) -> int:
    if props == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", "poolProps is NULL")
    if props.allocType != PINNED:
        raise CudaError("cudaErrorInvalidValue", f"poolProps.allocType {props.allocType} is not pinned")
    if props.handleTypes & ~HANDLE_POSIX_FD:
        raise CudaError("cudaErrorNotSupported", f"poolProps.handleTypes {props.handleTypes:#x}: "
                        "only POSIX file descriptors share a pool here")
    device = _location_device(props.location, "poolProps.location")
    if not 0 <= device < POOLS.device_count:   # InvalidValue here, not InvalidDevice (recorded)
        raise CudaError("cudaErrorInvalidValue", f"poolProps.location.id {device} is not a device")
    return device


def _read_value(library: str, attribute: int, value) -> int:
    c_type = POOLS.attribute_type(attribute)
    _out(library, value, "value")
    return ffi(library).cast("int *" if c_type == "int" else "unsigned long long *", value)[0]


def _write_value(library: str, pool: int, attribute: int, value) -> None:
    c_type, v = POOLS.get_attribute(pool, attribute)
    _out(library, value, "value")
    ffi(library).cast("int *" if c_type == "int" else "unsigned long long *", value)[0] = v


# ---------------------------------------------------------------- runtime API

@api(RT, "cudaMallocAsync")
def malloc_async(devPtr, size, hStream):
    out = _out(RT, devPtr, "devPtr")
    out[0] = ffi(RT).NULL
    out[0] = ffi(RT).cast("void *", _allocate(RT, size, POOLS.current_pool(0), hStream))


@api(RT, "cudaMallocFromPoolAsync")
def malloc_from_pool_async(ptr, size, memPool, stream):
    out = _out(RT, ptr, "ptr")
    out[0] = ffi(RT).NULL
    out[0] = ffi(RT).cast("void *", _allocate(RT, size, _pool(RT, memPool), stream))


@api(RT, "cudaFreeAsync")
def free_async(devPtr, hStream):
    _free(RT, _addr(RT, devPtr), hStream)


@api(RT, "cudaDeviceGetDefaultMemPool")
def device_get_default_mem_pool(memPool, device):
    _out(RT, memPool, "memPool")[0] = ffi(RT).cast("cudaMemPool_t", POOLS.default_pool(device))


@api(RT, "cudaDeviceGetMemPool")
def device_get_mem_pool(memPool, device):
    _out(RT, memPool, "memPool")[0] = ffi(RT).cast("cudaMemPool_t", POOLS.current_pool(device))


@api(RT, "cudaDeviceSetMemPool")
def device_set_mem_pool(device, memPool):
    POOLS.set_current_pool(device, _pool(RT, memPool))


@api(RT, "cudaMemGetDefaultMemPool")
def mem_get_default_mem_pool(memPool, location, type_):
    device = _pinned_device_location(RT, location, type_)
    _out(RT, memPool, "memPool")[0] = ffi(RT).cast("cudaMemPool_t", POOLS.default_pool(device))


@api(RT, "cudaMemGetMemPool")
def mem_get_mem_pool(memPool, location, type_):
    device = _pinned_device_location(RT, location, type_)
    _out(RT, memPool, "memPool")[0] = ffi(RT).cast("cudaMemPool_t", POOLS.current_pool(device))


@api(RT, "cudaMemSetMemPool")
def mem_set_mem_pool(location, type_, memPool):
    POOLS.set_current_pool(_pinned_device_location(RT, location, type_), _pool(RT, memPool))


def _pinned_device_location(library: str, location, type_) -> int:
    _out(library, location, "location")
    if type_ != PINNED:
        raise CudaError("cudaErrorInvalidValue", f"allocation type {type_} (pools here hold device memory)")
    return _location_device(location, "location")


@api(RT, "cudaMemPoolCreate")
def mem_pool_create(memPool, poolProps):
    out = _out(RT, memPool, "memPool")
    out[0] = ffi(RT).cast("cudaMemPool_t", POOLS.create(_check_props(RT, poolProps), poolProps.handleTypes))


@api(RT, "cudaMemPoolDestroy")
def mem_pool_destroy(memPool):
    POOLS.destroy(_pool(RT, memPool))


@api(RT, "cudaMemPoolTrimTo")
def mem_pool_trim_to(memPool, minBytesToKeep):
    POOLS.trim(_pool(RT, memPool), minBytesToKeep)


@api(RT, "cudaMemPoolSetAttribute")
def mem_pool_set_attribute(memPool, attr, value):
    pool = _pool(RT, memPool)
    POOLS.set_attribute(pool, attr, _read_value(RT, attr, value))


@api(RT, "cudaMemPoolGetAttribute")
def mem_pool_get_attribute(memPool, attr, value):
    _write_value(RT, _pool(RT, memPool), attr, value)


@api(RT, "cudaMemPoolSetAccess")
def mem_pool_set_access(memPool, descList, count):
    _set_access(RT, _pool(RT, memPool), descList, count)


@api(RT, "cudaMemPoolGetAccess")
def mem_pool_get_access(flags, memPool, location):
    _out(RT, flags, "flags")[0] = _get_access(RT, _pool(RT, memPool), location)


def _set_access(library: str, pool: int, descs, count: int) -> None:
    """One device: it owns every pool and always reads and writes it; a descriptor may
    only say so."""
    POOLS.pool(pool)
    if count and descs == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", "descList is NULL")
    for i in range(count):
        device = _location_device(descs[i].location, f"descList[{i}].location")
        POOLS._check_device(device)
        if descs[i].flags != READ_WRITE:
            raise CudaError("cudaErrorInvalidValue", f"descList[{i}].flags: the owning device keeps read-write access")


def _get_access(library: str, pool: int, location) -> int:
    POOLS.pool(pool)
    _out(library, location, "location")
    POOLS._check_device(_location_device(location, "location"))
    return READ_WRITE


# ---------------------------------------------------------------- driver API

@api(DRV, "cuMemAllocAsync")
def cu_mem_alloc_async(dptr, bytesize, hStream):
    out = _out(DRV, dptr, "dptr")
    out[0] = 0
    out[0] = _allocate(DRV, bytesize, POOLS.current_pool(0), hStream)


@api(DRV, "cuMemAllocFromPoolAsync")
def cu_mem_alloc_from_pool_async(dptr, bytesize, pool, hStream):
    out = _out(DRV, dptr, "dptr")
    out[0] = 0
    out[0] = _allocate(DRV, bytesize, _pool(DRV, pool), hStream)


@api(DRV, "cuMemFreeAsync")
def cu_mem_free_async(dptr, hStream):
    _free(DRV, dptr, hStream)


@api(DRV, "cuDeviceGetDefaultMemPool")
def cu_device_get_default_mem_pool(pool_out, dev):
    _out(DRV, pool_out, "pool_out")[0] = ffi(DRV).cast("CUmemoryPool", POOLS.default_pool(dev))


@api(DRV, "cuDeviceGetMemPool")
def cu_device_get_mem_pool(pool, dev):
    _out(DRV, pool, "pool")[0] = ffi(DRV).cast("CUmemoryPool", POOLS.current_pool(dev))


@api(DRV, "cuDeviceSetMemPool")
def cu_device_set_mem_pool(dev, pool):
    POOLS.set_current_pool(dev, _pool(DRV, pool))


@api(DRV, "cuMemGetDefaultMemPool")
def cu_mem_get_default_mem_pool(pool_out, location, type_):
    device = _pinned_device_location(DRV, location, type_)
    _out(DRV, pool_out, "pool_out")[0] = ffi(DRV).cast("CUmemoryPool", POOLS.default_pool(device))


@api(DRV, "cuMemGetMemPool")
def cu_mem_get_mem_pool(pool, location, type_):
    device = _pinned_device_location(DRV, location, type_)
    _out(DRV, pool, "pool")[0] = ffi(DRV).cast("CUmemoryPool", POOLS.current_pool(device))


@api(DRV, "cuMemSetMemPool")
def cu_mem_set_mem_pool(location, type_, pool):
    POOLS.set_current_pool(_pinned_device_location(DRV, location, type_), _pool(DRV, pool))


@api(DRV, "cuMemPoolCreate")
def cu_mem_pool_create(pool, poolProps):
    out = _out(DRV, pool, "pool")
    out[0] = ffi(DRV).cast("CUmemoryPool", POOLS.create(_check_props(DRV, poolProps), poolProps.handleTypes))


@api(DRV, "cuMemPoolDestroy")
def cu_mem_pool_destroy(pool):
    POOLS.destroy(_pool(DRV, pool))


@api(DRV, "cuMemPoolTrimTo")
def cu_mem_pool_trim_to(pool, minBytesToKeep):
    POOLS.trim(_pool(DRV, pool), minBytesToKeep)


@api(DRV, "cuMemPoolSetAttribute")
def cu_mem_pool_set_attribute(pool, attr, value):
    handle = _pool(DRV, pool)
    POOLS.set_attribute(handle, attr, _read_value(DRV, attr, value))


@api(DRV, "cuMemPoolGetAttribute")
def cu_mem_pool_get_attribute(pool, attr, value):
    _write_value(DRV, _pool(DRV, pool), attr, value)


@api(DRV, "cuMemPoolSetAccess")
def cu_mem_pool_set_access(pool, map_, count):
    _set_access(DRV, _pool(DRV, pool), map_, count)


@api(DRV, "cuMemPoolGetAccess")
def cu_mem_pool_get_access(flags, memPool, location):
    _out(DRV, flags, "flags")[0] = _get_access(DRV, _pool(DRV, memPool), location)

