"""The CUDA runtime API (libcudart) on the CPU device, registered with the shim.

Each function converts the C arguments cffi hands over (see zluda/shim/registry.py)
into plain values and calls the semantic layer (memory, streams, modules, device);
`state.api` turns a raised CudaError into the status the program sees. Work is executed
when it is submitted (zluda/runtime/streams.py explains why that is a valid schedule), so
the `...Async` forms share the synchronous code after validating their stream.
"""

from __future__ import annotations

import ctypes

from zluda import cpu
from zluda.shim.registry import lib_of, on_lib

from . import device, host_registry, memory, rules
from .enums import enum_name, enum_names, enum_value
from .errors import CudaError
from .error_strings import RUNTIME as RUNTIME_STRINGS
from .fast_mirror import FastMirror
from .state import ERRORS, GRAPHS, MEMORY, MODULES, POOLS, RUNTIME_THREADS, STREAMS, address, api, ffi

RT = "cudart"
# libcudart's C fast path, kept in step
FAST = FastMirror(MEMORY, STREAMS, ERRORS, MODULES, POOLS, GRAPHS, RUNTIME_THREADS)
on_lib(FAST.attach)
DEVICE_COUNT = 1
CUDA_VERSION = 13000           # what cudaDriverGetVersion/cudaRuntimeGetVersion report
_device_flags = 0


def _addr(p) -> int:
    return address(ffi(RT), p)


def _out(p, what: str):
    if p == ffi(RT).NULL:
        raise CudaError("cudaErrorInvalidValue", f"{what} is NULL")
    return p


def _allocation_out(p, what: str):
    """The out-parameter of an allocation, set to NULL before anything else: NVIDIA's
    runtime leaves NULL there when the allocation fails or allocates nothing
    (tests/runtime/programs/misuse.cu's OUT cases, recorded on the GPU)."""
    out = _out(p, what)
    out[0] = ffi(RT).NULL
    return out


def _check_device(dev: int) -> None:
    if not 0 <= dev < DEVICE_COUNT:
        raise CudaError("cudaErrorInvalidDevice", f"device {dev} (this machine has {DEVICE_COUNT})")


def _stream(handle) -> int:
    """Validate a cudaStream_t argument and return its handle."""
    h = _addr(handle)
    STREAMS.stream(h)
    STREAMS.before_work(h)
    return h


def _kind(kind: int) -> str:
    return enum_name("cudaMemcpyKind", kind, rules.BAD_COPY_KIND, "kind")


# ---------------------------------------------------------------- devices

@api(RT, "cudaGetDeviceCount")
def get_device_count(count):
    _out(count, "count")[0] = DEVICE_COUNT


@api(RT, "cudaSetDevice")
def set_device(dev):
    generation = FAST.device_generation()
    _check_device(dev)
    FAST.device_known(dev, generation)


@api(RT, "cudaInitDevice")
def init_device(dev, *_flags):
    """Initialises the device's primary context without making it current."""
    _check_device(dev)


@api(RT, "cudaGetDevice")
def get_device(dev):
    """Every context belongs to the one device. The answer is the C fast path's from the
    thread's next call on (the primary context is current on the thread by now)."""
    generation = FAST.device_generation()
    _out(dev, "device")[0] = 0
    FAST.device_known(0, generation)


@api(RT, "cudaSetDeviceFlags")
def set_device_flags(flags):
    global _device_flags
    _device_flags = flags


@api(RT, "cudaGetDeviceFlags")
def get_device_flags(flags):
    _out(flags, "flags")[0] = _device_flags


def _fill_struct(ctype_ptr, values: dict) -> None:
    """Write `values` into a header struct field by field (cffi knows the real layout)."""
    f = ffi(RT)
    f.memmove(ctype_ptr, b"\0" * f.sizeof(ctype_ptr[0]), f.sizeof(ctype_ptr[0]))
    for name, value in values.items():
        if not hasattr(ctype_ptr, name):
            continue
        if name == "uuid":
            f.memmove(f.addressof(ctype_ptr, "uuid"), value, 16)
        elif isinstance(value, str):
            raw = value.encode()[:f.sizeof(getattr(ctype_ptr, name)) - 1]
            f.memmove(getattr(ctype_ptr, name), raw + b"\0", len(raw) + 1)
        elif isinstance(value, bytes):
            field = getattr(ctype_ptr, name)
            f.memmove(field, value[:f.sizeof(field)], min(len(value), f.sizeof(field)))
        elif isinstance(value, (tuple, list)):
            field = getattr(ctype_ptr, name)
            for i, v in enumerate(value[:len(field)]):
                field[i] = v
        else:
            setattr(ctype_ptr, name, value)


@api(RT, "cudaGetDeviceProperties", "cudaGetDeviceProperties_v2")
def get_device_properties(prop, dev):
    _out(prop, "prop")
    _check_device(dev)
    _fill_struct(prop, device.properties())


@api(RT, "cudaDeviceGetAttribute")
def device_get_attribute(value, attr, dev):
    _out(value, "value")
    _check_device(dev)
    name = enum_name("cudaDeviceAttr", attr, "cudaErrorInvalidValue", "attr")
    answer = device.attribute(name)
    if answer is None:
        raise CudaError("cudaErrorInvalidValue", f"attribute {name}")
    value[0] = answer


def _pci_bus_id() -> str:
    """domain:bus:device.function as NVIDIA's runtime spells it (hex, four digits of domain)."""
    props = device.properties()
    return f"{props['pciDomainID']:04x}:{props['pciBusID']:02x}:{props['pciDeviceID']:02x}.0"


@api(RT, "cudaDeviceGetPCIBusId")
def device_get_pci_bus_id(pciBusId, length, dev):
    """Copies at most `length` bytes, NUL included (llama.cpp names its backends by it)."""
    _out(pciBusId, "pciBusId")
    if length <= 0:
        raise CudaError("cudaErrorInvalidValue", f"len {length}")
    _check_device(dev)
    raw = _pci_bus_id().encode()[:length - 1] + b"\0"
    ffi(RT).memmove(pciBusId, raw, len(raw))


@api(RT, "cudaDeviceGetByPCIBusId")
def device_get_by_pci_bus_id(dev, pciBusId):
    _out(dev, "device")
    wanted = ffi(RT).string(_out(pciBusId, "pciBusId")).decode(errors="replace").strip().lower()
    # the domain may be left out ("bus:device.function")
    if wanted not in (_pci_bus_id(), _pci_bus_id().split(":", 1)[1]):
        raise CudaError("cudaErrorInvalidDevice", f"no device at PCI bus id {wanted!r}")
    dev[0] = 0


@api(RT, "cudaDeviceCanAccessPeer")
def device_can_access_peer(canAccessPeer, dev, peerDevice):
    """One device: there is no peer to access."""
    _out(canAccessPeer, "canAccessPeer")
    _check_device(dev)
    _check_device(peerDevice)
    canAccessPeer[0] = 0


@api(RT, "cudaDeviceGetStreamPriorityRange")
def device_get_stream_priority_range(leastPriority, greatestPriority):
    f = ffi(RT)
    least, greatest = STREAMS_PRIORITY_RANGE
    if leastPriority != f.NULL:
        leastPriority[0] = least
    if greatestPriority != f.NULL:
        greatestPriority[0] = greatest


@api(RT, "cudaProfilerStart", "cudaProfilerStop")
def profiler_start_stop():
    """NVIDIA documents both as switching collection for an attached profiling tool, with no
    effect when it is already in that state; with no tool attached (this device has none)
    they succeed and do nothing, as they do on a GPU run outside a profiler."""


@api(RT, "cudaDeviceSynchronize")
def device_synchronize():
    """Kernels and copies ran when submitted; host functions may still be running."""
    STREAMS.wait_all()


@api(RT, "cudaDeviceReset", sticky=False)
def device_reset():
    """A fresh context: no sticky error, and the calling thread's last error cleared."""
    ERRORS.reset()
    RUNTIME_THREADS.contexts_reset()
    lib_of(RT).zluda_last_error_set(enum_value("cudaError", "cudaSuccess"))


@api(RT, "cudaDriverGetVersion", sticky=False)
def driver_get_version(version):
    _out(version, "driverVersion")[0] = CUDA_VERSION


@api(RT, "cudaRuntimeGetVersion", sticky=False)
def runtime_get_version(version):
    _out(version, "runtimeVersion")[0] = CUDA_VERSION


# ---------------------------------------------------------------- memory

@api(RT, "cudaMalloc")
def malloc(devPtr, size):
    out = _allocation_out(devPtr, "devPtr")
    if size:
        out[0] = ffi(RT).cast("void *", MEMORY.allocate(size, "device"))


@api(RT, "cudaFree")
def free(devPtr):
    pointer = _addr(devPtr)
    if POOLS.owns(pointer):   # a stream-ordered allocation: cudaFree synchronises, then frees it
        STREAMS.wait_all()
        POOLS.free(pointer)
        STREAMS.synchronized()   # gone now, unless the pool's release threshold keeps it
        return
    MEMORY.free(pointer, "device")


@api(RT, "cudaMallocHost")
def malloc_host(ptr, size):
    out = _allocation_out(ptr, "ptr")
    out[0] = ffi(RT).cast("void *", MEMORY.allocate(size, "host"))


@api(RT, "cudaHostAlloc")
def host_alloc(pHost, size, flags):
    out = _allocation_out(pHost, "pHost")
    if flags & ~sum(memory.HOST_ALLOC_FLAGS.values()):
        raise CudaError("cudaErrorInvalidValue", f"cudaHostAlloc flags {flags:#x}")
    out[0] = ffi(RT).cast("void *", MEMORY.allocate(size, "host", flags))


@api(RT, "cudaFreeHost")
def free_host(ptr):
    MEMORY.free(_addr(ptr), "host")


@api(RT, "cudaMallocManaged")
def malloc_managed(devPtr, size, flags):
    out = _allocation_out(devPtr, "devPtr")
    if flags not in (memory.MANAGED_FLAGS["cudaMemAttachGlobal"], memory.MANAGED_FLAGS["cudaMemAttachHost"]):
        raise CudaError("cudaErrorInvalidValue", f"cudaMallocManaged flags {flags:#x}")
    if size == 0:
        raise CudaError("cudaErrorInvalidValue", "size 0")
    out[0] = ffi(RT).cast("void *", MEMORY.allocate(size, "managed", flags))


# cudaMemAdvise, cudaMemPrefetchAsync and the range attributes: managed_api.py


@api(RT, "cudaMemGetInfo")
def mem_get_info(free_, total):
    f, t = MEMORY.free_bytes()
    if free_ != ffi(RT).NULL:
        free_[0] = f
    if total != ffi(RT).NULL:
        total[0] = t


@api(RT, "cudaMemcpy")
def memcpy(dst, src, count, kind):
    STREAMS.before_work(0)
    MEMORY.copy(_addr(dst), _addr(src), count, _kind(kind))


@api(RT, "cudaMemcpyAsync")
def memcpy_async(dst, src, count, kind, stream):
    _stream(stream)
    MEMORY.copy(_addr(dst), _addr(src), count, _kind(kind))


@api(RT, "cudaMemcpyPeer")
def memcpy_peer(dst, dstDevice, src, srcDevice, count):
    _check_device(dstDevice)
    _check_device(srcDevice)
    MEMORY.copy(_addr(dst), _addr(src), count, "cudaMemcpyDeviceToDevice")


@api(RT, "cudaMemset")
def memset(devPtr, value, count):
    STREAMS.before_work(0)
    MEMORY.fill(_addr(devPtr), value, count)


@api(RT, "cudaMemsetAsync")
def memset_async(devPtr, value, count, stream):
    _stream(stream)
    MEMORY.fill(_addr(devPtr), value, count)


@api(RT, "cudaMallocPitch")
def malloc_pitch(devPtr, pitch, width, height):
    _allocation_out(devPtr, "devPtr")
    _out(pitch, "pitch")
    p = MEMORY.pitch_for(width)
    devPtr[0] = ffi(RT).cast("void *", MEMORY.allocate(p * height, "device"))
    pitch[0] = p


@api(RT, "cudaMalloc3D")
def malloc_3d(pitchedDevPtr, extent):
    _out(pitchedDevPtr, "pitchedDevPtr")
    p = MEMORY.pitch_for(extent.width)
    base = MEMORY.allocate(p * extent.height * extent.depth, "device")
    pitchedDevPtr.ptr = ffi(RT).cast("void *", base)
    pitchedDevPtr.pitch = p
    pitchedDevPtr.xsize = extent.width
    pitchedDevPtr.ysize = extent.height


@api(RT, "cudaMemcpy2D")
def memcpy_2d(dst, dpitch, src, spitch, width, height, kind):
    MEMORY.copy_2d(_addr(dst), dpitch, _addr(src), spitch, width, height, _kind(kind))


@api(RT, "cudaMemcpy2DAsync")
def memcpy_2d_async(dst, dpitch, src, spitch, width, height, kind, stream):
    _stream(stream)
    MEMORY.copy_2d(_addr(dst), dpitch, _addr(src), spitch, width, height, _kind(kind))


@api(RT, "cudaMemset2D")
def memset_2d(devPtr, pitch, value, width, height):
    MEMORY.fill_2d(_addr(devPtr), pitch, value, width, height)


@api(RT, "cudaMemset2DAsync")
def memset_2d_async(devPtr, pitch, value, width, height, stream):
    _stream(stream)
    MEMORY.fill_2d(_addr(devPtr), pitch, value, width, height)


# cudaMemcpy3D and cudaMemcpy3DAsync, whose sides may be CUDA arrays: texture_api.py


@api(RT, "cudaMemset3D")
def memset_3d(pitchedDevPtr, value, extent):
    base, pitch, ysize = _addr(pitchedDevPtr.ptr), pitchedDevPtr.pitch, pitchedDevPtr.ysize
    for z in range(extent.depth):
        MEMORY.fill_2d(base + z * pitch * ysize, pitch, value, extent.width, extent.height)


@api(RT, "cudaHostRegister")
def host_register(ptr, size, flags):
    host_registry.register(_addr(ptr), size, flags)


@api(RT, "cudaHostUnregister")
def host_unregister(ptr):
    host_registry.unregister(_addr(ptr))


@api(RT, "cudaHostGetDevicePointer")
def host_get_device_pointer(pDevice, pHost, flags):
    _out(pDevice, "pDevice")
    addr = _addr(pHost)
    alloc = MEMORY.find(addr)
    if (alloc is None or alloc.kind != "host") and host_registry.range_of(addr) is None:
        raise CudaError("cudaErrorInvalidValue", f"{addr:#x} is not page-locked host memory")
    pDevice[0] = ffi(RT).cast("void *", addr)   # one address space: the host address is the device address


@api(RT, "cudaHostGetFlags")
def host_get_flags(pFlags, pHost):
    _out(pFlags, "pFlags")
    addr = _addr(pHost)
    alloc = MEMORY.find(addr)
    if alloc is not None and alloc.kind == "host":
        pFlags[0] = alloc.flags
        return
    registered = host_registry.range_of(addr)
    if registered is None:
        raise CudaError("cudaErrorInvalidValue", f"{addr:#x} is not page-locked host memory")
    pFlags[0] = registered[2]


@api(RT, "cudaPointerGetAttributes")
def pointer_get_attributes(attributes, ptr):
    _out(attributes, "attributes")
    addr = _addr(ptr)
    alloc = MEMORY.find(addr)
    kind = alloc.kind if alloc else ("host" if host_registry.range_of(addr) else "unregistered")
    memory_type = {"device": "cudaMemoryTypeDevice", "host": "cudaMemoryTypeHost",
                   "managed": "cudaMemoryTypeManaged", "unregistered": "cudaMemoryTypeUnregistered"}[kind]
    attributes.type = enum_value("cudaMemoryType", memory_type)
    attributes.device = 0
    f = ffi(RT)
    attributes.devicePointer = f.cast("void *", addr) if kind != "unregistered" else f.NULL
    attributes.hostPointer = f.cast("void *", addr) if kind in ("host", "managed", "unregistered") else f.NULL


# ---------------------------------------------------------------- symbols

def _symbol(symbol) -> tuple[int, int]:
    addr, size = MODULES.symbol(_addr(symbol))
    MEMORY.adopt(addr, size)
    return addr, size


def _symbol_range(symbol, count, offset) -> int:
    addr, size = _symbol(symbol)
    if offset + count > size:
        raise CudaError("cudaErrorInvalidValue", f"offset {offset} + count {count} exceed the symbol's {size} bytes")
    return addr + offset


@api(RT, "cudaMemcpyToSymbol")
def memcpy_to_symbol(symbol, src, count, offset, kind):
    dst = _symbol_range(symbol, count, offset)
    if count:
        ctypes.memmove(dst, _addr(src), count)


@api(RT, "cudaMemcpyToSymbolAsync")
def memcpy_to_symbol_async(symbol, src, count, offset, kind, stream):
    _stream(stream)
    memcpy_to_symbol(symbol, src, count, offset, kind)


@api(RT, "cudaMemcpyFromSymbol")
def memcpy_from_symbol(dst, symbol, count, offset, kind):
    src = _symbol_range(symbol, count, offset)
    if count:
        ctypes.memmove(_addr(dst), src, count)


@api(RT, "cudaMemcpyFromSymbolAsync")
def memcpy_from_symbol_async(dst, symbol, count, offset, kind, stream):
    _stream(stream)
    memcpy_from_symbol(dst, symbol, count, offset, kind)


@api(RT, "cudaGetSymbolAddress")
def get_symbol_address(devPtr, symbol):
    _out(devPtr, "devPtr")[0] = ffi(RT).cast("void *", _symbol(symbol)[0])


@api(RT, "cudaGetSymbolSize")
def get_symbol_size(size, symbol):
    _out(size, "size")[0] = _symbol(symbol)[1]


# ---------------------------------------------------------------- streams and events

from .streams import PRIORITY_RANGE as STREAMS_PRIORITY_RANGE  # noqa: E402


def _new_stream(pStream, flags=0, priority=0):
    _out(pStream, "pStream")[0] = ffi(RT).cast("cudaStream_t", STREAMS.create_stream(flags, priority))


@api(RT, "cudaStreamCreate")
def stream_create(pStream):
    _new_stream(pStream)


@api(RT, "cudaStreamCreateWithFlags")
def stream_create_with_flags(pStream, flags):
    _new_stream(pStream, flags)


@api(RT, "cudaStreamCreateWithPriority")
def stream_create_with_priority(pStream, flags, priority):
    _new_stream(pStream, flags, priority)


@api(RT, "cudaStreamDestroy")
def stream_destroy(stream):
    STREAMS.destroy_stream(_addr(stream))


@api(RT, "cudaStreamSynchronize")
def stream_synchronize(stream):
    STREAMS.synchronize(_addr(stream))


@api(RT, "cudaStreamQuery")
def stream_query(stream):
    STREAMS.query(_addr(stream))


@api(RT, "cudaStreamWaitEvent")
def stream_wait_event(stream, event, flags):
    STREAMS.wait_event(_addr(stream), _addr(event))


@api(RT, "cudaStreamGetFlags")
def stream_get_flags(hStream, flags):
    s = STREAMS.stream(_addr(hStream))
    _out(flags, "flags")[0] = s.flags if s else 0


@api(RT, "cudaStreamGetPriority")
def stream_get_priority(hStream, priority):
    s = STREAMS.stream(_addr(hStream))
    _out(priority, "priority")[0] = s.priority if s else 0


@api(RT, "cudaLaunchHostFunc")
def launch_host_func(stream, fn, userData):
    h = _addr(stream)
    STREAMS.stream(h)
    STREAMS.defer(h, lambda: fn(userData))   # it may block on the program: off the caller's thread


@api(RT, "cudaStreamAddCallback")
def stream_add_callback(stream, callback, userData, flags):
    h = _addr(stream)
    STREAMS.stream(h)
    STREAMS.defer(h, lambda: callback(ffi(RT).cast("cudaStream_t", h), 0, userData))


def _new_event(event, flags=0):
    _out(event, "event")[0] = ffi(RT).cast("cudaEvent_t", STREAMS.create_event(flags))


@api(RT, "cudaEventCreate")
def event_create(event):
    _new_event(event)


@api(RT, "cudaEventCreateWithFlags")
def event_create_with_flags(event, flags):
    _new_event(event, flags)


@api(RT, "cudaEventRecord")
def event_record(event, stream):
    STREAMS.record(_addr(event), _addr(stream))


@api(RT, "cudaEventRecordWithFlags")
def event_record_with_flags(event, stream, flags):
    STREAMS.record(_addr(event), _addr(stream))


@api(RT, "cudaEventSynchronize", "cudaEventQuery")
def event_synchronize(event):
    STREAMS.event(_addr(event))
    STREAMS.synchronized()


@api(RT, "cudaEventDestroy")
def event_destroy(event):
    STREAMS.destroy_event(_addr(event))


@api(RT, "cudaEventElapsedTime", "cudaEventElapsedTime_v2")
def event_elapsed_time(ms, start, end):
    _out(ms, "ms")[0] = STREAMS.elapsed_ms(_addr(start), _addr(end))


# ---------------------------------------------------------------- launches

def _launch(func_address: int, grid, block, args, shared_mem: int, stream, cooperative=False) -> None:
    _stream(stream)
    kernel = MODULES.kernel_for(func_address)
    kernel.launch((grid.x, grid.y, grid.z), (block.x, block.y, block.z), _addr(args), shared_mem,
                  cooperative=cooperative)
    FAST.kernel_launched(func_address, kernel)   # translated and compiled now: C may launch it next time


def _launch_checked(func_address, grid, block, args, shared_mem, stream, cooperative=False) -> None:
    try:
        _launch(func_address, grid, block, args, shared_mem, stream, cooperative)
    except CudaError as exc:
        ERRORS.device_fault(exc)


@api(RT, "cudaLaunchKernel", "__cudaLaunchKernel")
def launch_kernel(func, gridDim, blockDim, args, sharedMem, stream):
    _launch_checked(_addr(func), gridDim, blockDim, args, sharedMem, stream)


@api(RT, "__cudaLaunchKernel_ptsz")
def launch_kernel_per_thread(func, gridDim, blockDim, args, sharedMem, stream):
    """nvcc's launch stub under --default-stream per-thread: NULL is the calling thread's own stream."""
    _launch_checked(_addr(func), gridDim, blockDim, args, sharedMem, _addr(stream) or rules.PER_THREAD_STREAM)


@api(RT, "cudaLaunchCooperativeKernel")
def launch_cooperative_kernel(func, gridDim, blockDim, args, sharedMem, stream):
    blocks = gridDim.x * gridDim.y * gridDim.z
    MODULES.kernel_for(_addr(func))
    limit = device.occupancy(blockDim.x * blockDim.y * blockDim.z, sharedMem) * device.core_count()
    if blocks > limit:
        raise CudaError("cudaErrorCooperativeLaunchTooLarge", f"{blocks} blocks, at most {limit} co-resident")
    _launch_checked(_addr(func), gridDim, blockDim, args, sharedMem, stream, cooperative=True)


def cooperative_attribute(config) -> bool:
    """Whether the launch attributes ask for a cooperative launch (cudaLaunchAttributeCooperative)."""
    if config.numAttrs and _addr(config.attrs) == 0:
        raise CudaError("cudaErrorInvalidValue", f"{config.numAttrs} launch attributes and attrs is NULL")
    cooperative = enum_value("cudaLaunchAttributeID", "cudaLaunchAttributeCooperative")
    return any(config.attrs[i].id == cooperative and config.attrs[i].val.cooperative
               for i in range(config.numAttrs))


@api(RT, "cudaLaunchKernelExC")
def launch_kernel_ex(config, func, args):
    _out(config, "config")
    if cooperative_attribute(config):
        launch_cooperative_kernel(func, config.gridDim, config.blockDim, args, config.dynamicSmemBytes, config.stream)
        return
    _launch_checked(_addr(func), config.gridDim, config.blockDim, args, config.dynamicSmemBytes, config.stream)


@api(RT, "cudaFuncSetAttribute")
def func_set_attribute(func, attr, value):
    kernel = MODULES.kernel_for(_addr(func))
    name = enum_name("cudaFuncAttribute", attr, "cudaErrorInvalidValue", "attr")
    if name == "cudaFuncAttributeMaxDynamicSharedMemorySize":
        limit = device.properties()["sharedMemPerBlockOptin"]
        if not 0 <= value <= limit:
            raise CudaError("cudaErrorInvalidValue", f"{value} bytes of dynamic shared memory, the device allows {limit}")
        kernel.max_dynamic_shared = value
        FAST.kernel_changed(_addr(func), kernel)
    elif name == "cudaFuncAttributePreferredSharedMemoryCarveout" and not -1 <= value <= 100:
        raise CudaError("cudaErrorInvalidValue", f"carveout {value}")
    kernel.attributes[name] = value


@api(RT, "cudaFuncSetCacheConfig", "cudaFuncSetSharedMemConfig")
def func_set_cache_config(func, config):
    MODULES.kernel_for(_addr(func))


@api(RT, "cudaFuncGetAttributes")
def func_get_attributes(attr, func):
    _out(attr, "attr")
    kernel = MODULES.kernel_for(_addr(func))
    _fill_struct(attr, {
        "sharedSizeBytes": kernel.module.compiled().static_shared(kernel.name),
        "constSizeBytes": 0, "localSizeBytes": 0,
        "maxThreadsPerBlock": rules.MAX_THREADS_PER_BLOCK, "numRegs": 32,
        "ptxVersion": kernel.module.ptx_version(), "binaryVersion": device.binary_version(), "cacheModeCA": 0,
        "maxDynamicSharedSizeBytes": kernel.max_dynamic_shared,
        "preferredShmemCarveout": kernel.attributes.get("cudaFuncAttributePreferredSharedMemoryCarveout", -1),
    })


@api(RT, "cudaOccupancyMaxActiveBlocksPerMultiprocessor")
def occupancy_max_active_blocks(numBlocks, func, blockSize, dynamicSMemSize):
    MODULES.kernel_for(_addr(func))
    _out(numBlocks, "numBlocks")[0] = device.occupancy(blockSize, dynamicSMemSize)


@api(RT, "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags")
def occupancy_max_active_blocks_flags(numBlocks, func, blockSize, dynamicSMemSize, flags):
    occupancy_max_active_blocks(numBlocks, func, blockSize, dynamicSMemSize)


@api(RT, "cudaOccupancyAvailableDynamicSMemPerBlock")
def occupancy_available_dynamic_smem(dynamicSmemSize, func, numBlocks, blockSize):
    MODULES.kernel_for(_addr(func))
    major, _ = device.compute_capability()
    per_sm = device.SHARED_MEM_PER_SM.get(major, device.SHARED_MEM_PER_SM[8])
    _out(dynamicSmemSize, "dynamicSmemSize")[0] = min(per_sm // max(numBlocks, 1),
                                                      device.SHARED_MEM_OPTIN.get(major, device.SHARED_MEM_OPTIN[8]))


# ---------------------------------------------------------------- device printf

def _libc_stdout_writer():
    """Device printf shares the program's C stdout buffer, so host and device output
    interleave in program order even when stdout is a pipe."""
    libc = ctypes.CDLL(None)
    stdout = ctypes.c_void_p.in_dll(libc, "stdout")
    libc.fwrite.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_void_p]

    def write(text: str) -> None:
        data = text.encode()
        libc.fwrite(data, 1, len(data), stdout)
    return write


def _install_device_output() -> None:
    try:
        cpu.set_printf_handler(_libc_stdout_writer())
    except (AttributeError, ValueError):
        pass  # no C stdout symbol: the translator's default (Python's stdout) stays


_install_device_output()


@api(RT, "cudaGetErrorString", sticky=False)
def get_error_string(error):
    name = enum_names("cudaError").get(int(error))
    if name is None:
        return "unrecognized error code"
    return RUNTIME_STRINGS.get(name, name)
