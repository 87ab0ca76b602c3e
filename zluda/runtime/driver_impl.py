"""The CUDA driver API (libcuda) on the CPU device, registered with the shim.

It shares the runtime's state (one device, one primary context, the same memory,
streams and modules), so a program may mix both APIs as it may on NVIDIA's stack.
Contexts are bookkeeping: every context refers to the one device; the per-thread
context stack decides what cuCtxGetCurrent answers and whether a context-needing call
has one (CUDA_ERROR_INVALID_CONTEXT otherwise).
"""

from __future__ import annotations

import ctypes
import itertools
import struct
import threading

from zluda.shim import registry

from . import device, export_tables, host_registry, memory, rules
from .error_strings import DRIVER as DRIVER_STRINGS
from .enums import enum_name, enum_names
from .errors import CudaError
from .state import ERRORS, MEMORY, MODULES, POOLS, RUNTIME_THREADS, STREAMS, address, api, ffi

DRV = "cuda"
DRIVER_VERSION = 13000
PRIMARY_CONTEXT = 0x7B000040
_initialized = False
CONTEXTS: dict[int, dict] = {PRIMARY_CONTEXT: {"primary": True, "refcount": 0, "flags": 0}}
_context_handles = itertools.count(0x7B000080, 0x40)
CONTEXT_LOCK = threading.Lock()
_local = threading.local()

# cuLaunchKernel's `extra` markers (cuda.h: CU_LAUNCH_PARAM_*)
LAUNCH_PARAM_END = 0x00
LAUNCH_PARAM_BUFFER_POINTER = 0x01
LAUNCH_PARAM_BUFFER_SIZE = 0x02


def _addr(p) -> int:
    return address(ffi(DRV), p)


def _out(p, what: str):
    if p == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{what} is NULL")
    return p


def require_init() -> None:
    if not _initialized and not RUNTIME_THREADS.started:   # the runtime API initialised it
        raise CudaError("CUDA_ERROR_NOT_INITIALIZED", "cuInit has not been called")


def check_device(dev: int) -> None:
    require_init()
    if dev != 0:
        raise CudaError("CUDA_ERROR_INVALID_DEVICE", f"device {dev}")


def _stack() -> list[int]:
    stack = getattr(_local, "stack", None)
    if stack is None:
        stack = _local.stack = []
    return stack


def current_context() -> int:
    """The calling thread's context: the top of its stack, else the primary context if the
    thread has called the runtime API (which makes it current, as NVIDIA's runtime does)."""
    stack = _stack()
    if stack:
        return stack[-1]
    return PRIMARY_CONTEXT if RUNTIME_THREADS.called_on_this_thread() else 0


def require_context() -> None:
    require_init()
    if not current_context():   # retaining the primary context does not make it current
        raise CudaError("CUDA_ERROR_INVALID_CONTEXT", "no current context")


# ---------------------------------------------------------------- init, devices

@api(DRV, "cuInit")
def cu_init(Flags):
    global _initialized
    if Flags != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"cuInit flags {Flags:#x} (must be 0)")
    _initialized = True


@api(DRV, "cuDriverGetVersion")
def cu_driver_get_version(driverVersion):
    _out(driverVersion, "driverVersion")[0] = DRIVER_VERSION


@api(DRV, "cuDeviceGetCount")
def cu_device_get_count(count):
    require_init()
    _out(count, "count")[0] = 1


@api(DRV, "cuDeviceGet")
def cu_device_get(device_, ordinal):
    _out(device_, "device")
    check_device(ordinal)
    device_[0] = ordinal


@api(DRV, "cuDeviceGetName")
def cu_device_get_name(name, len_, dev):
    _out(name, "name")
    check_device(dev)
    raw = device.properties()["name"].encode()[:max(len_ - 1, 0)]
    ffi(DRV).memmove(name, raw + b"\0", len(raw) + 1)


@api(DRV, "cuDeviceTotalMem_v2", "cuDeviceTotalMem")
def cu_device_total_mem(bytes_, dev):
    check_device(dev)
    _out(bytes_, "bytes")[0] = device.properties()["totalGlobalMem"]


@api(DRV, "cuDeviceGetAttribute")
def cu_device_get_attribute(pi, attrib, dev):
    _out(pi, "pi")
    check_device(dev)
    # CUdevice_attribute and cudaDeviceAttr number the same attributes alike
    name = enum_names("cudaDeviceAttr").get(attrib)
    answer = device.attribute(name) if name else None
    if answer is None:
        answer = device.DRIVER_ONLY_ATTRIBUTES.get(enum_names("CUdevice_attribute").get(attrib))
    if answer is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"attribute {attrib}")
    pi[0] = answer


@api(DRV, "cuDeviceGetUuid", "cuDeviceGetUuid_v2")
def cu_device_get_uuid(uuid, dev):
    _out(uuid, "uuid")
    check_device(dev)
    ffi(DRV).memmove(uuid, device.properties()["uuid"], 16)


@api(DRV, "cuDeviceComputeCapability")
def cu_device_compute_capability(major, minor, dev):
    check_device(dev)
    _out(major, "major")[0], _out(minor, "minor")[0] = device.compute_capability()


# ---------------------------------------------------------------- contexts

def _ctx_out(pctx, handle: int) -> None:
    _out(pctx, "pctx")[0] = ffi(DRV).cast("CUcontext", handle)


@api(DRV, "cuDevicePrimaryCtxRetain")
def cu_primary_ctx_retain(pctx, dev):
    check_device(dev)
    with CONTEXT_LOCK:
        CONTEXTS[PRIMARY_CONTEXT]["refcount"] += 1
    _ctx_out(pctx, PRIMARY_CONTEXT)


@api(DRV, "cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease")
def cu_primary_ctx_release(dev):
    check_device(dev)
    with CONTEXT_LOCK:
        if CONTEXTS[PRIMARY_CONTEXT]["refcount"] == 0:
            raise CudaError("CUDA_ERROR_INVALID_CONTEXT", "the primary context is not retained")
        CONTEXTS[PRIMARY_CONTEXT]["refcount"] -= 1
    RUNTIME_THREADS.contexts_reset()


@api(DRV, "cuDevicePrimaryCtxGetState")
def cu_primary_ctx_get_state(dev, flags, active):
    check_device(dev)
    _out(flags, "flags")[0] = CONTEXTS[PRIMARY_CONTEXT]["flags"]
    _out(active, "active")[0] = int(CONTEXTS[PRIMARY_CONTEXT]["refcount"] > 0)


@api(DRV, "cuDevicePrimaryCtxSetFlags_v2", "cuDevicePrimaryCtxSetFlags")
def cu_primary_ctx_set_flags(dev, flags):
    check_device(dev)
    CONTEXTS[PRIMARY_CONTEXT]["flags"] = flags


def _create_context(pctx, flags, dev):
    check_device(dev)
    with CONTEXT_LOCK:
        handle = next(_context_handles)
        CONTEXTS[handle] = {"primary": False, "refcount": 1, "flags": flags}
    _stack().append(handle)      # a created context becomes current
    RUNTIME_THREADS.context_changed()
    _ctx_out(pctx, handle)


@api(DRV, "cuCtxCreate_v2", "cuCtxCreate")
def cu_ctx_create(pctx, flags, dev):
    _create_context(pctx, flags, dev)


@api(DRV, "cuCtxCreate_v4", "cuCtxCreate_v3")
def cu_ctx_create_v4(pctx, params, flags, dev):
    _create_context(pctx, flags, dev)


def known_context(ctx: int) -> None:
    if ctx not in CONTEXTS:
        raise CudaError("CUDA_ERROR_INVALID_CONTEXT", f"context {ctx:#x} does not exist")


@api(DRV, "cuCtxDestroy_v2", "cuCtxDestroy")
def cu_ctx_destroy(ctx):
    handle = _addr(ctx)
    known_context(handle)
    if handle == PRIMARY_CONTEXT:
        raise CudaError("CUDA_ERROR_INVALID_CONTEXT", "the primary context is released, not destroyed")
    with CONTEXT_LOCK:
        del CONTEXTS[handle]
    stack = _stack()
    if handle in stack:
        stack.remove(handle)
    RUNTIME_THREADS.contexts_reset()   # other threads may have had it current


@api(DRV, "cuCtxPushCurrent_v2", "cuCtxPushCurrent")
def cu_ctx_push_current(ctx):
    handle = _addr(ctx)
    known_context(handle)
    _stack().append(handle)
    RUNTIME_THREADS.context_changed()


@api(DRV, "cuCtxPopCurrent_v2", "cuCtxPopCurrent")
def cu_ctx_pop_current(pctx):
    stack = _stack()
    if not stack:
        raise CudaError("CUDA_ERROR_INVALID_CONTEXT", "the context stack is empty")
    handle = stack.pop()
    RUNTIME_THREADS.context_changed()
    if pctx != ffi(DRV).NULL:
        pctx[0] = ffi(DRV).cast("CUcontext", handle)


@api(DRV, "cuCtxSetCurrent")
def cu_ctx_set_current(ctx):
    handle = _addr(ctx)
    stack = _stack()
    if handle == 0:
        if stack:
            stack.pop()
        RUNTIME_THREADS.context_changed()
        return
    known_context(handle)
    if stack:
        stack[-1] = handle
    else:
        stack.append(handle)
    RUNTIME_THREADS.context_changed()


@api(DRV, "cuCtxGetCurrent")
def cu_ctx_get_current(pctx):
    require_init()
    _ctx_out(pctx, current_context())


@api(DRV, "cuCtxGetDevice", "cuCtxGetDevice_v2")
def cu_ctx_get_device(device_, *_ctx):
    require_context()
    _out(device_, "device")[0] = 0


@api(DRV, "cuProfilerStart", "cuProfilerStop")
def cu_profiler_start_stop():
    """As cudaProfilerStart/Stop: no profiling tool is attached, so they succeed and do
    nothing; they need a current context, as every context-scoped driver call does."""
    require_context()


@api(DRV, "cuProfilerInitialize")
def cu_profiler_initialize(configFile, outputFile, outputMode):
    """Deprecated: cudaProfiler.h documents CUDA_ERROR_NOT_SUPPORTED as its only return (the
    command-line profiler it configured is gone), on NVIDIA's driver as here."""
    raise CudaError("CUDA_ERROR_NOT_SUPPORTED", "cuProfilerInitialize is deprecated")


@api(DRV, "cuCtxSynchronize", "cuCtxSynchronize_v2")
def cu_ctx_synchronize(*_ctx):
    require_context()
    STREAMS.wait_all()


@api(DRV, "cuCtxGetApiVersion")
def cu_ctx_get_api_version(ctx, version):
    _out(version, "version")[0] = DRIVER_VERSION


# ---------------------------------------------------------------- memory

@api(DRV, "cuMemAlloc_v2", "cuMemAlloc")
def cu_mem_alloc(dptr, bytesize):
    require_context()
    _out(dptr, "dptr")
    if bytesize == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "bytesize is 0")
    dptr[0] = MEMORY.allocate(bytesize, "device")


@api(DRV, "cuMemFree_v2", "cuMemFree")
def cu_mem_free(dptr):
    require_context()
    if POOLS.owns(dptr):   # a stream-ordered allocation, or memory mapped in from elsewhere
        POOLS.free(dptr)
        return
    MEMORY.free(dptr, "device")


@api(DRV, "cuMemAllocHost_v2", "cuMemAllocHost")
def cu_mem_alloc_host(pp, bytesize):
    require_context()
    _out(pp, "pp")[0] = ffi(DRV).cast("void *", MEMORY.allocate(bytesize, "host"))


@api(DRV, "cuMemFreeHost")
def cu_mem_free_host(p):
    MEMORY.free(_addr(p), "host")


@api(DRV, "cuMemHostAlloc")
def cu_mem_host_alloc(pp, bytesize, Flags):
    require_context()
    # CU_MEMHOSTALLOC_PORTABLE / DEVICEMAP / WRITECOMBINED: cudaHostAlloc's bits
    if Flags & ~sum(memory.HOST_ALLOC_FLAGS.values()):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"cuMemHostAlloc flags {Flags:#x}")
    _out(pp, "pp")[0] = ffi(DRV).cast("void *", MEMORY.allocate(bytesize, "host", Flags))


def _page_locked(addr: int) -> int:
    """The flags of page-locked host memory at `addr` (cuMemHostAlloc'd or registered)."""
    alloc = MEMORY.find(addr)
    if alloc is not None and alloc.kind == "host":
        return alloc.flags
    registered = host_registry.range_of(addr)
    if registered is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{addr:#x} is not page-locked host memory")
    return registered[2]


@api(DRV, "cuMemHostGetDevicePointer_v2", "cuMemHostGetDevicePointer")
def cu_mem_host_get_device_pointer(pdptr, p, Flags):
    if Flags != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"Flags {Flags} (must be 0)")
    _page_locked(_addr(p))
    _out(pdptr, "pdptr")[0] = _addr(p)   # one address space: the host address is the device's


@api(DRV, "cuMemHostGetFlags")
def cu_mem_host_get_flags(pFlags, p):
    _out(pFlags, "pFlags")[0] = _page_locked(_addr(p))


# what cuPointerGetAttribute(s) answers per allocation kind: CUmemorytype, whether managed
POINTER_MEMORY_TYPES = {"device": 2, "host": 1, "managed": 2}   # CU_MEMORYTYPE_DEVICE / _HOST


def _pointer_attribute(name: str, addr: int):
    """(C type, value) of one CUpointer_attribute of `addr`; None for memory we did not allocate."""
    alloc = MEMORY.find(addr)
    if alloc is None:
        registered = host_registry.range_of(addr)
        if registered is None:
            return None
        start, size, flags = registered   # registered host memory answers as host memory
        alloc = memory.Allocation(start, size, "host", flags)
    answers = {
        "CU_POINTER_ATTRIBUTE_CONTEXT": ("uintptr_t", PRIMARY_CONTEXT),   # a CUcontext
        "CU_POINTER_ATTRIBUTE_MEMORY_TYPE": ("unsigned int", POINTER_MEMORY_TYPES[alloc.kind]),
        "CU_POINTER_ATTRIBUTE_DEVICE_POINTER": ("CUdeviceptr", addr),
        "CU_POINTER_ATTRIBUTE_HOST_POINTER": ("uintptr_t", addr if alloc.kind in ("host", "managed") else 0),
        "CU_POINTER_ATTRIBUTE_SYNC_MEMOPS": ("int", 1),
        "CU_POINTER_ATTRIBUTE_BUFFER_ID": ("unsigned long long", alloc.address),
        "CU_POINTER_ATTRIBUTE_IS_MANAGED": ("int", int(alloc.kind == "managed")),
        "CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL": ("int", 0),
        "CU_POINTER_ATTRIBUTE_RANGE_START_ADDR": ("CUdeviceptr", alloc.address),
        "CU_POINTER_ATTRIBUTE_RANGE_SIZE": ("size_t", alloc.size),
        "CU_POINTER_ATTRIBUTE_MAPPED": ("int", 1),
    }
    if name not in answers:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED", f"pointer attribute {name}")
    return answers[name]


@api(DRV, "cuPointerGetAttribute")
def cu_pointer_get_attribute(data, attribute, ptr):
    name = enum_name("CUpointer_attribute", attribute, "CUDA_ERROR_INVALID_VALUE", "attribute")
    answer = _pointer_attribute(name, ptr)
    if answer is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{ptr:#x} was not allocated by CUDA")
    ctype, value = answer
    ffi(DRV).cast(ctype + " *", _out(data, "data"))[0] = value


@api(DRV, "cuPointerGetAttributes")
def cu_pointer_get_attributes(numAttributes, attributes, data, ptr):
    f = ffi(DRV)
    for i in range(numAttributes):
        name = enum_name("CUpointer_attribute", attributes[i], "CUDA_ERROR_INVALID_VALUE", "attributes")
        answer = _pointer_attribute(name, ptr)
        if answer is None:
            # memory CUDA did not allocate: every attribute reads as zero (memory type 0
            # is what the runtime turns into cudaMemoryTypeUnregistered)
            ctype = {"CU_POINTER_ATTRIBUTE_RANGE_SIZE": "size_t"}.get(name, "unsigned long long")
            value = 0
            if name in ("CU_POINTER_ATTRIBUTE_MEMORY_TYPE", "CU_POINTER_ATTRIBUTE_SYNC_MEMOPS",
                        "CU_POINTER_ATTRIBUTE_IS_MANAGED", "CU_POINTER_ATTRIBUTE_MAPPED"):
                ctype = "int"
            elif name == "CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL":
                ctype, value = "int", -2    # CU_DEVICE_INVALID
        else:
            ctype, value = answer
        if data[i] != f.NULL:
            f.cast(ctype + " *", data[i])[0] = value


@api(DRV, "cuMemAllocManaged")
def cu_mem_alloc_managed(dptr, bytesize, flags):
    require_context()
    _out(dptr, "dptr")[0] = MEMORY.allocate(bytesize, "managed", flags)


@api(DRV, "cuMemGetInfo_v2", "cuMemGetInfo")
def cu_mem_get_info(free, total):
    require_context()
    f, t = MEMORY.free_bytes()
    _out(free, "free")[0] = f
    _out(total, "total")[0] = t


@api(DRV, "cuMemcpyHtoD_v2", "cuMemcpyHtoD")
def cu_memcpy_htod(dstDevice, srcHost, ByteCount):
    MEMORY.copy(dstDevice, _addr(srcHost), ByteCount, "cudaMemcpyHostToDevice")


@api(DRV, "cuMemcpyDtoH_v2", "cuMemcpyDtoH")
def cu_memcpy_dtoh(dstHost, srcDevice, ByteCount):
    MEMORY.copy(_addr(dstHost), srcDevice, ByteCount, "cudaMemcpyDeviceToHost")


@api(DRV, "cuMemcpyDtoD_v2", "cuMemcpyDtoD")
def cu_memcpy_dtod(dstDevice, srcDevice, ByteCount):
    MEMORY.copy(dstDevice, srcDevice, ByteCount, "cudaMemcpyDeviceToDevice")


@api(DRV, "cuMemcpy")
def cu_memcpy(dst, src, ByteCount):
    MEMORY.copy(dst, src, ByteCount, "cudaMemcpyDefault")


def _stream(hStream) -> int:
    """Validate a CUstream of stream-ordered work, after the host functions queued on it
    (work runs here when it is submitted, so it waits for what it must follow)."""
    h = _addr(hStream)
    STREAMS.stream(h)
    STREAMS.before_work(h)
    return h


@api(DRV, "cuMemcpyHtoDAsync_v2", "cuMemcpyHtoDAsync")
def cu_memcpy_htod_async(dstDevice, srcHost, ByteCount, hStream):
    _stream(hStream)
    cu_memcpy_htod(dstDevice, srcHost, ByteCount)


@api(DRV, "cuMemcpyDtoHAsync_v2", "cuMemcpyDtoHAsync")
def cu_memcpy_dtoh_async(dstHost, srcDevice, ByteCount, hStream):
    _stream(hStream)
    cu_memcpy_dtoh(dstHost, srcDevice, ByteCount)


@api(DRV, "cuMemcpyDtoDAsync_v2", "cuMemcpyDtoDAsync")
def cu_memcpy_dtod_async(dstDevice, srcDevice, ByteCount, hStream):
    _stream(hStream)
    cu_memcpy_dtod(dstDevice, srcDevice, ByteCount)


@api(DRV, "cuMemcpyAsync")
def cu_memcpy_async(dst, src, ByteCount, hStream):
    _stream(hStream)
    cu_memcpy(dst, src, ByteCount)


def _memset(size):
    def memset(dstDevice, value, N):
        MEMORY.fill_elements(dstDevice, value, size, N)

    def memset_async(dstDevice, value, N, hStream):
        _stream(hStream)
        MEMORY.fill_elements(dstDevice, value, size, N)
    return memset, memset_async


for _bits in (8, 16, 32):
    _sync, _async = _memset(_bits // 8)
    api(DRV, f"cuMemsetD{_bits}_v2", f"cuMemsetD{_bits}")(_sync)
    api(DRV, f"cuMemsetD{_bits}Async")(_async)


# ---------------------------------------------------------------- streams and events

@api(DRV, "cuStreamCreate")
def cu_stream_create(phStream, Flags):
    require_context()
    _out(phStream, "phStream")[0] = ffi(DRV).cast("CUstream", STREAMS.create_stream(Flags))


@api(DRV, "cuStreamCreateWithPriority")
def cu_stream_create_with_priority(phStream, flags, priority):
    require_context()
    _out(phStream, "phStream")[0] = ffi(DRV).cast("CUstream", STREAMS.create_stream(flags, priority))


@api(DRV, "cuStreamDestroy_v2", "cuStreamDestroy")
def cu_stream_destroy(hStream):
    STREAMS.destroy_stream(_addr(hStream))


@api(DRV, "cuStreamSynchronize")
def cu_stream_synchronize(hStream):
    STREAMS.synchronize(_addr(hStream))


@api(DRV, "cuStreamQuery")
def cu_stream_query(hStream):
    # never waits: a stream held by a host function that waits for the caller is not ready
    h = _addr(hStream)
    STREAMS.stream(h)
    if STREAMS.busy(h):
        raise CudaError("CUDA_ERROR_NOT_READY", f"stream {h:#x} runs a host function")


@api(DRV, "cuLaunchHostFunc")
def cu_launch_host_func(hStream, fn, userData):
    h = _addr(hStream)
    STREAMS.stream(h)
    STREAMS.defer(h, lambda: fn(userData))   # it may block on the program: off the caller's thread


@api(DRV, "cuStreamAddCallback")
def cu_stream_add_callback(hStream, callback, userData, flags):
    h = _addr(hStream)
    STREAMS.stream(h)
    STREAMS.defer(h, lambda: callback(ffi(DRV).cast("CUstream", h), 0, userData))


@api(DRV, "cuEventCreate")
def cu_event_create(phEvent, Flags):
    _out(phEvent, "phEvent")[0] = ffi(DRV).cast("CUevent", STREAMS.create_event(Flags))


@api(DRV, "cuEventRecord")
def cu_event_record(hEvent, hStream):
    STREAMS.record(_addr(hEvent), _addr(hStream))


@api(DRV, "cuEventSynchronize", "cuEventQuery")
def cu_event_synchronize(hEvent):
    STREAMS.event(_addr(hEvent))
    STREAMS.synchronized()


@api(DRV, "cuEventDestroy_v2", "cuEventDestroy")
def cu_event_destroy(hEvent):
    STREAMS.destroy_event(_addr(hEvent))


@api(DRV, "cuEventElapsedTime", "cuEventElapsedTime_v2")
def cu_event_elapsed_time(pMilliseconds, hStart, hEnd):
    _out(pMilliseconds, "pMilliseconds")[0] = STREAMS.elapsed_ms(_addr(hStart), _addr(hEnd))


# ---------------------------------------------------------------- modules, libraries, kernels

def _load(image) -> int:
    require_context()
    return MODULES.load_data(_addr(image))


MODULE_LAZY_LOADING = 0x2   # CU_MODULE_LAZY_LOADING: NVIDIA's default since CUDA 12.2


@api(DRV, "cuModuleGetLoadingMode")
def cu_module_get_loading_mode(mode):
    # kernels compile on their first launch here whatever the mode, so the answer is
    # the one NVIDIA's driver gives without CUDA_MODULE_LOADING set
    _out(mode, "mode")[0] = MODULE_LAZY_LOADING


@api(DRV, "cuModuleLoadData")
def cu_module_load_data(module, image):
    _out(module, "module")[0] = ffi(DRV).cast("CUmodule", _load(image))


@api(DRV, "cuModuleLoadDataEx")
def cu_module_load_data_ex(module, image, numOptions, options, optionValues):
    cu_module_load_data(module, image)   # JIT options tune NVIDIA's compiler; nothing here to tune


@api(DRV, "cuModuleUnload")
def cu_module_unload(hmod):
    MODULES.unload(_addr(hmod))


def _kernel_handle(hmod, name) -> int:
    if name == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "name is NULL")
    module = MODULES.module_of(_addr(hmod))
    try:
        kernel = module.kernel(ffi(DRV).string(name).decode())
    except CudaError as exc:
        if exc.status == "cudaErrorInvalidDeviceFunction":
            raise CudaError("CUDA_ERROR_NOT_FOUND", exc.detail) from None
        raise
    return MODULES.kernel_handle(kernel)


@api(DRV, "cuModuleGetFunction")
def cu_module_get_function(hfunc, hmod, name):
    _out(hfunc, "hfunc")[0] = ffi(DRV).cast("CUfunction", _kernel_handle(hmod, name))


def _global(hmod, name) -> tuple[int, int]:
    module = MODULES.module_of(_addr(hmod))
    addr, size = module.global_address(ffi(DRV).string(name).decode())
    MEMORY.adopt(addr, size)
    return addr, size


@api(DRV, "cuModuleGetGlobal_v2", "cuModuleGetGlobal")
def cu_module_get_global(dptr, bytes_, hmod, name):
    try:
        addr, size = _global(hmod, name)
    except CudaError as exc:
        raise CudaError("CUDA_ERROR_NOT_FOUND", exc.detail) from None
    if dptr != ffi(DRV).NULL:
        dptr[0] = addr
    if bytes_ != ffi(DRV).NULL:
        bytes_[0] = size


@api(DRV, "cuLibraryLoadData")
def cu_library_load_data(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                         libraryOptionValues, numLibraryOptions):
    require_init()
    _out(library, "library")[0] = ffi(DRV).cast("CUlibrary", MODULES.load_data(_addr(code)))


@api(DRV, "cuLibraryUnload")
def cu_library_unload(library):
    MODULES.unload(_addr(library))


@api(DRV, "cuLibraryGetKernel")
def cu_library_get_kernel(pKernel, library, name):
    _out(pKernel, "pKernel")[0] = ffi(DRV).cast("CUkernel", _kernel_handle(library, name))


@api(DRV, "cuLibraryGetModule")
def cu_library_get_module(pMod, library):
    MODULES.module_of(_addr(library))
    _out(pMod, "pMod")[0] = ffi(DRV).cast("CUmodule", _addr(library))


@api(DRV, "cuLibraryGetGlobal")
def cu_library_get_global(dptr, bytes_, library, name):
    cu_module_get_global(dptr, bytes_, library, name)


@api(DRV, "cuKernelGetFunction")
def cu_kernel_get_function(pFunc, kernel):
    MODULES.kernel_of_handle(_addr(kernel))
    _out(pFunc, "pFunc")[0] = ffi(DRV).cast("CUfunction", _addr(kernel))   # one handle serves both


@api(DRV, "cuKernelGetAttribute")
def cu_kernel_get_attribute(pi, attrib, kernel, dev):
    check_device(dev)
    cu_func_get_attribute(pi, attrib, kernel)   # a CUkernel handle is a CUfunction handle here


@api(DRV, "cuOccupancyMaxActiveBlocksPerMultiprocessor")
def cu_occupancy_max_active_blocks(numBlocks, func, blockSize, dynamicSMemSize):
    MODULES.kernel_of_handle(_addr(func))
    _out(numBlocks, "numBlocks")[0] = device.occupancy(blockSize, dynamicSMemSize)


@api(DRV, "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags")
def cu_occupancy_max_active_blocks_flags(numBlocks, func, blockSize, dynamicSMemSize, flags):
    cu_occupancy_max_active_blocks(numBlocks, func, blockSize, dynamicSMemSize)


@api(DRV, "cuFuncGetAttribute")
def cu_func_get_attribute(pi, attrib, hfunc):
    _out(pi, "pi")
    kernel = MODULES.kernel_of_handle(_addr(hfunc))
    name = enum_name("CUfunction_attribute", attrib, "CUDA_ERROR_INVALID_VALUE", "attrib")
    answers = {
        "CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK": rules.MAX_THREADS_PER_BLOCK,
        "CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES": kernel.module.compiled().static_shared(kernel.name),
        "CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES": 0,
        "CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES": 0, "CU_FUNC_ATTRIBUTE_NUM_REGS": 32,
        "CU_FUNC_ATTRIBUTE_PTX_VERSION": kernel.module.ptx_version(),
        "CU_FUNC_ATTRIBUTE_BINARY_VERSION": device.binary_version(),
        "CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES": kernel.max_dynamic_shared,
        # the rest are what NVIDIA's static runtime reads into cudaFuncAttributes
        "CU_FUNC_ATTRIBUTE_CACHE_MODE_CA": 0,
        "CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT": kernel.attributes.get(
            "CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT", -1),
        "CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET": 0, "CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH": 0,
        "CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT": 0, "CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH": 0,
        "CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED": 0,
        "CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE": 0,
    }
    if name not in answers:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"function attribute {name}")
    pi[0] = answers[name]


@api(DRV, "cuKernelSetAttribute")
def cu_kernel_set_attribute(attrib, val, kernel, dev):
    check_device(dev)
    cu_func_set_attribute(kernel, attrib, val)   # a CUkernel handle is a CUfunction handle here


@api(DRV, "cuFuncSetAttribute")
def cu_func_set_attribute(hfunc, attrib, value):
    kernel = MODULES.kernel_of_handle(_addr(hfunc))
    name = enum_name("CUfunction_attribute", attrib, "CUDA_ERROR_INVALID_VALUE", "attrib")
    if name == "CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES":
        major, _ = device.compute_capability()
        if not 0 <= value <= device.SHARED_MEM_OPTIN.get(major, device.SHARED_MEM_OPTIN[8]):
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{value} bytes of dynamic shared memory")
        kernel.max_dynamic_shared = value
    kernel.attributes[name] = value


def extra_params(extra_address: int) -> bytes:
    """The parameter buffer given through `extra`: (key, value) pointer pairs up to END."""
    words = ctypes.cast(extra_address, ctypes.POINTER(ctypes.c_uint64))
    buffer, size, i = None, None, 0
    while True:
        key = words[i]
        if key == LAUNCH_PARAM_END:
            break
        value = words[i + 1]
        if key == LAUNCH_PARAM_BUFFER_POINTER:
            buffer = value
        elif key == LAUNCH_PARAM_BUFFER_SIZE:
            if not value:
                raise CudaError("CUDA_ERROR_INVALID_VALUE", "CU_LAUNCH_PARAM_BUFFER_SIZE points to NULL")
            size = ctypes.c_size_t.from_address(value).value
        else:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"unknown extra key {key:#x}")
        i += 2
        if i > 64:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "extra is not terminated by CU_LAUNCH_PARAM_END")
    if buffer is None or size is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "extra needs both BUFFER_POINTER and BUFFER_SIZE")
    return ctypes.string_at(buffer, size)


@api(DRV, "cuLaunchKernel")
def cu_launch_kernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream,
                     kernelParams, extra, cooperative=False):
    require_context()
    kernel = MODULES.kernel_of_handle(_addr(f))
    _stream(hStream)
    params_address, extra_address = _addr(kernelParams), _addr(extra) if extra is not None else 0
    if params_address and extra_address:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "both kernelParams and extra are given")
    params = extra_params(extra_address) if extra_address else None
    try:
        kernel.launch((gridDimX, gridDimY, gridDimZ), (blockDimX, blockDimY, blockDimZ), params_address,
                      sharedMemBytes, params, cooperative=cooperative)
    except CudaError as exc:
        ERRORS.device_fault(exc)


@api(DRV, "cuLaunchCooperativeKernel")
def cu_launch_cooperative_kernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes,
                                 hStream, kernelParams):
    """All blocks resident at once, with the grid workspace grid.sync() needs."""
    cu_launch_kernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream,
                     kernelParams, None, cooperative=True)


# ---------------------------------------------------------------- errors, entry points

@api(DRV, "cuGetErrorString", sticky=False)
def cu_get_error_string(error, pStr):
    if pStr == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "pStr is NULL")
    name = enum_names("CUresult").get(int(error))
    if name is None:
        pStr[0] = ffi(DRV).NULL
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{error} is not a CUresult")
    pStr[0] = _static(DRIVER_STRINGS.get(name, name))


_strings: dict[str, object] = {}


def _static(text: str):
    s = _strings.get(text)
    if s is None:
        s = _strings[text] = ffi(DRV).new("char[]", text.encode())
    return s


_own_library = None


class _DlInfo(ctypes.Structure):
    _fields_ = [("dli_fname", ctypes.c_char_p), ("dli_fbase", ctypes.c_void_p),
                ("dli_sname", ctypes.c_char_p), ("dli_saddr", ctypes.c_void_p)]


def _own_library_file() -> str:
    """The file of the libcuda.so.1 this runtime serves. Not the soname: a program may have
    loaded another libcuda.so.1 first that forwards to this one (a recording or profiling
    interposer), and its exports are not ours."""
    f = ffi(DRV)
    ours = int(f.cast("uintptr_t", f.addressof(registry.lib_of(DRV), "zluda_export_table")))
    info = _DlInfo()
    if not ctypes.CDLL(None).dladdr(ctypes.c_void_p(ours), ctypes.byref(info)) or not info.dli_fname:
        return "libcuda.so.1"
    return info.dli_fname.decode()


def _symbol_address(name: str) -> int:
    """The address of one of this library's own exports (dlsym in libcuda.so.1)."""
    global _own_library
    if _own_library is None:
        _own_library = ctypes.CDLL(_own_library_file())
    try:
        return ctypes.cast(getattr(_own_library, name), ctypes.c_void_p).value or 0
    except AttributeError:
        return 0


PER_THREAD_FLAG = 0x2    # CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM


def resolve_entry_point(symbol: str, flags: int) -> int:
    """The newest versioned export of `symbol` (cuMemAlloc -> cuMemAlloc_v2), per-thread twin if asked."""
    for suffix in ("_v3", "_v2", ""):
        for twin in (("_ptds", "_ptsz", "") if flags & PER_THREAD_FLAG else ("",)):
            addr = _symbol_address(f"{symbol}{suffix}{twin}")
            if addr:
                return addr
    return 0


def _get_proc_address(symbol, pfn, cuda_version, flags, symbolStatus=None):
    f = ffi(DRV)
    export_tables.note_runtime_version(cuda_version)
    if symbol == f.NULL or pfn == f.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "symbol or pfn is NULL")
    name = f.string(symbol).decode()
    addr = resolve_entry_point(name, flags) if name else 0
    pfn[0] = f.cast("void *", addr)
    if not name:
        return   # NVIDIA's static runtime asks for "" first: CUDA_SUCCESS and NULL (recorded)
    if symbolStatus is not None and symbolStatus != f.NULL:
        symbolStatus[0] = 0 if addr else 1     # CU_GET_PROC_ADDRESS_SUCCESS / SYMBOL_NOT_FOUND
        return  # with a status to report it in, a missing symbol is CUDA_SUCCESS (as on the H200)
    if not addr:
        raise CudaError("CUDA_ERROR_NOT_FOUND", f"{f.string(symbol).decode()} is not exported")


@api(DRV, "cuGetProcAddress_v2")
def cu_get_proc_address_v2(symbol, pfn, cudaVersion, flags, symbolStatus):
    _get_proc_address(symbol, pfn, cudaVersion, flags, symbolStatus)


@api(DRV, "cuGetProcAddress")
def cu_get_proc_address(symbol, pfn, cudaVersion, flags):
    _get_proc_address(symbol, pfn, cudaVersion, flags)
