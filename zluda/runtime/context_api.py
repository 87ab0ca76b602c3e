"""Device and context configuration of both APIs: limits, cache and shared-memory
configuration, context flags and ids, peers, PCI ids, execution affinity and the
asynchronous notifications, for the CPU device's one device and its contexts.

A context's configuration is what the program set and reads back (the CPU's caches and
stack are not partitioned by it); the runtime's cudaDeviceSetLimit and the driver's
cuCtxSetLimit are one setting of the primary context, as on NVIDIA's stack. One device has
no peer: peer calls answer as NVIDIA's stack does on a one-GPU machine.
"""

from __future__ import annotations

import itertools
import threading

from . import device, driver_impl
from .driver_impl import CONTEXT_LOCK, CONTEXTS, PRIMARY_CONTEXT, check_device, known_context, require_context
from .enums import enum_names
from .errors import CudaError
from .state import RUNTIME_THREADS, STREAMS, address, api, ffi
from .streams import PRIORITY_RANGE

EXEC_AFFINITY_SM_COUNT = 0   # CU_EXEC_AFFINITY_TYPE_SM_COUNT

RT, DRV = "cudart", "cuda"

# CUlimit / cudaLimit values (numbered alike) -> the value a fresh context reports
LIMIT_DEFAULTS = {
    0: 1024,          # stack size per thread
    1: 1 << 20,       # printf FIFO
    2: 8 << 20,       # device malloc heap
    3: 2,             # device runtime sync depth
    4: 2048,          # device runtime pending launches
    5: 64,            # max L2 fetch granularity
    6: 0,             # persisting L2 cache size
}
_limits = dict(LIMIT_DEFAULTS)

CACHE_CONFIGS = range(4)           # CU_FUNC_CACHE_PREFER_NONE .. PREFER_EQUAL / cudaFuncCache
SHARED_MEM_CONFIGS = range(3)      # DEFAULT, FOUR_BYTE, EIGHT_BYTE bank size
FOUR_BYTE_BANKS = 1                # what sm_50 and newer always use
_config = {"cache": 0, "shared": FOUR_BYTE_BANKS}

_context_ids: dict[int, int] = {}
_next_context_id = itertools.count(1)
_id_lock = threading.Lock()

_notifications: dict[int, tuple] = {}   # handle -> (callback, userData): kept alive while registered
_notification_handles = itertools.count(0x7E000000, 0x10)


def _addr(library: str, p) -> int:
    return address(ffi(library), p)


def _out(library: str, p, what: str):
    if p == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue" if library == RT else "CUDA_ERROR_INVALID_VALUE", f"{what} is NULL")
    return p


def _runtime_device(dev: int) -> None:
    if dev != 0:
        raise CudaError("cudaErrorInvalidDevice", f"device {dev} (this machine has 1)")


# ---------------------------------------------------------------- limits

def _set_limit(limit: int, value: int, unsupported: str) -> None:
    if limit not in LIMIT_DEFAULTS:
        raise CudaError(unsupported, f"limit {limit}")
    _limits[limit] = value


@api(RT, "cudaDeviceSetLimit")
def device_set_limit(limit, value):
    _set_limit(limit, value, "cudaErrorUnsupportedLimit")


@api(RT, "cudaDeviceGetLimit")
def device_get_limit(pValue, limit):
    _out(RT, pValue, "pValue")
    if limit not in LIMIT_DEFAULTS:   # the H200 answers invalid value where the setter says unsupported limit
        raise CudaError("cudaErrorInvalidValue", f"limit {limit}")
    pValue[0] = _limits[limit]


@api(DRV, "cuCtxSetLimit")
def cu_ctx_set_limit(limit, value):
    require_context()
    _set_limit(limit, value, "CUDA_ERROR_UNSUPPORTED_LIMIT")


@api(DRV, "cuCtxGetLimit")
def cu_ctx_get_limit(pvalue, limit):
    require_context()
    _out(DRV, pvalue, "pvalue")
    if limit not in LIMIT_DEFAULTS:   # the H200 answers invalid value where the setter says unsupported limit
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"limit {limit}")
    pvalue[0] = _limits[limit]


# ---------------------------------------------------------------- cache and shared memory configuration

def _set_config(key: str, value: int, allowed: range, bad: str) -> None:
    if value not in allowed:
        raise CudaError(bad, f"{key} configuration {value}")
    if key == "cache":     # shared-memory bank size is fixed on sm_50 and newer: the setting is accepted, not kept
        _config[key] = value


@api(RT, "cudaDeviceSetCacheConfig")
def device_set_cache_config(cacheConfig):
    _set_config("cache", cacheConfig, CACHE_CONFIGS, "cudaErrorInvalidValue")


@api(RT, "cudaDeviceGetCacheConfig")
def device_get_cache_config(pCacheConfig):
    _out(RT, pCacheConfig, "pCacheConfig")[0] = _config["cache"]


@api(RT, "cudaDeviceSetSharedMemConfig")
def device_set_shared_mem_config(config):
    _set_config("shared", config, SHARED_MEM_CONFIGS, "cudaErrorInvalidValue")


@api(RT, "cudaDeviceGetSharedMemConfig")
def device_get_shared_mem_config(pConfig):
    _out(RT, pConfig, "pConfig")[0] = _config["shared"]


@api(DRV, "cuCtxSetCacheConfig")
def cu_ctx_set_cache_config(config):
    require_context()
    _set_config("cache", config, CACHE_CONFIGS, "CUDA_ERROR_INVALID_VALUE")


@api(DRV, "cuCtxGetCacheConfig")
def cu_ctx_get_cache_config(pconfig):
    require_context()
    _out(DRV, pconfig, "pconfig")[0] = _config["cache"]


@api(DRV, "cuCtxSetSharedMemConfig")
def cu_ctx_set_shared_mem_config(config):
    require_context()
    _set_config("shared", config, SHARED_MEM_CONFIGS, "CUDA_ERROR_INVALID_VALUE")


@api(DRV, "cuCtxGetSharedMemConfig")
def cu_ctx_get_shared_mem_config(pConfig):
    require_context()
    _out(DRV, pConfig, "pConfig")[0] = _config["shared"]


@api(RT, "cudaCtxResetPersistingL2Cache")
def ctx_reset_persisting_l2_cache():
    """No cache line is ever persisting here (the persisting L2 size is 0): nothing to reset."""


@api(DRV, "cuCtxResetPersistingL2Cache")
def cu_ctx_reset_persisting_l2_cache():
    require_context()


# ---------------------------------------------------------------- contexts

def _context(ctx) -> int:
    """The context a CUcontext argument names: NULL is the calling thread's current one."""
    handle = _addr(DRV, ctx)
    if handle == 0:
        require_context()
        return driver_impl.current_context() or PRIMARY_CONTEXT
    known_context(handle)
    return handle


@api(DRV, "cuCtxGetFlags")
def cu_ctx_get_flags(flags):
    require_context()
    _out(DRV, flags, "flags")[0] = CONTEXTS[_context(ffi(DRV).NULL)]["flags"]


@api(DRV, "cuCtxSetFlags")
def cu_ctx_set_flags(flags):
    require_context()
    CONTEXTS[_context(ffi(DRV).NULL)]["flags"] = flags


@api(DRV, "cuCtxGetId")
def cu_ctx_get_id(ctx, ctxId):
    handle = _context(ctx)
    _out(DRV, ctxId, "ctxId")
    with _id_lock:
        if handle not in _context_ids:
            _context_ids[handle] = next(_next_context_id)
        ctxId[0] = _context_ids[handle]


@api(DRV, "cuCtxGetStreamPriorityRange")
def cu_ctx_get_stream_priority_range(leastPriority, greatestPriority):
    require_context()
    f = ffi(DRV)
    least, greatest = PRIORITY_RANGE
    if leastPriority != f.NULL:
        leastPriority[0] = least
    if greatestPriority != f.NULL:
        greatestPriority[0] = greatest


@api(DRV, "cuCtxRecordEvent")
def cu_ctx_record_event(hCtx, hEvent):
    """The event completes when all the context's work submitted so far has: the legacy
    stream's record waits for every blocking stream, and work here runs as it is submitted."""
    _context(hCtx)
    STREAMS.wait_all()
    STREAMS.record(_addr(DRV, hEvent), 0)


@api(DRV, "cuCtxWaitEvent")
def cu_ctx_wait_event(hCtx, hEvent):
    _context(hCtx)
    STREAMS.wait_event(0, _addr(DRV, hEvent))


@api(DRV, "cuCtxAttach")
def cu_ctx_attach(pctx, flags):
    """Deprecated: one more reference to the current context, which it returns."""
    if flags != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"cuCtxAttach flags {flags:#x} (must be 0)")
    _out(DRV, pctx, "pctx")
    handle = _context(ffi(DRV).NULL)
    with CONTEXT_LOCK:
        CONTEXTS[handle]["refcount"] += 1
    pctx[0] = ffi(DRV).cast("CUcontext", handle)


@api(DRV, "cuCtxDetach")
def cu_ctx_detach(ctx):
    """Deprecated: drops a cuCtxAttach/cuCtxCreate reference; the last one destroys the context."""
    handle = _addr(DRV, ctx)
    known_context(handle)
    with CONTEXT_LOCK:
        CONTEXTS[handle]["refcount"] -= 1
        last = CONTEXTS[handle]["refcount"] <= 0 and handle != PRIMARY_CONTEXT
    if last:
        driver_impl.cu_ctx_destroy(ctx)


@api(DRV, "cuDevicePrimaryCtxReset_v2", "cuDevicePrimaryCtxReset")
def cu_primary_ctx_reset(dev):
    """As cudaDeviceReset: a fresh primary context, its configuration back to the defaults."""
    check_device(dev)
    _limits.update(LIMIT_DEFAULTS)
    _config.update(cache=0, shared=FOUR_BYTE_BANKS)
    CONTEXTS[PRIMARY_CONTEXT]["flags"] = 0
    RUNTIME_THREADS.contexts_reset()


# ---------------------------------------------------------------- execution affinity (MPS)

@api(DRV, "cuDeviceGetExecAffinitySupport")
def cu_device_get_exec_affinity_support(pi, type_, dev):
    """SM-count affinity is an MPS client's limit on a GPU's SMs: never available here."""
    _out(DRV, pi, "pi")
    check_device(dev)
    if type_ not in enum_names("CUexecAffinityType"):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"affinity type {type_}")
    pi[0] = 0


@api(DRV, "cuCtxGetExecAffinity")
def cu_ctx_get_exec_affinity(pExecAffinity, type_):
    require_context()
    _out(DRV, pExecAffinity, "pExecAffinity")
    if type_ != EXEC_AFFINITY_SM_COUNT:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"affinity type {type_}")
    # the H200 answers an SM-count query outside MPS too: the context may use every SM
    pExecAffinity.type = EXEC_AFFINITY_SM_COUNT
    pExecAffinity.param.smCount.val = device.properties()["multiProcessorCount"]


# ---------------------------------------------------------------- peers

@api(DRV, "cuDeviceCanAccessPeer")
def cu_device_can_access_peer(canAccessPeer, dev, peerDev):
    _out(DRV, canAccessPeer, "canAccessPeer")
    check_device(dev)
    check_device(peerDev)
    canAccessPeer[0] = 0


@api(DRV, "cuCtxEnablePeerAccess")
def cu_ctx_enable_peer_access(peerContext, Flags):
    require_context()
    if Flags != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"Flags {Flags:#x} (must be 0)")
    known_context(_addr(DRV, peerContext))
    raise CudaError("CUDA_ERROR_PEER_ACCESS_UNSUPPORTED", "the peer context is on the same device: no peer access")


@api(DRV, "cuCtxDisablePeerAccess")
def cu_ctx_disable_peer_access(peerContext):
    require_context()
    known_context(_addr(DRV, peerContext))
    raise CudaError("CUDA_ERROR_PEER_ACCESS_NOT_ENABLED", "peer access was never enabled")


@api(RT, "cudaDeviceEnablePeerAccess")
def device_enable_peer_access(peerDevice, flags):
    if flags != 0:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x} (must be 0)")
    _runtime_device(peerDevice)
    raise CudaError("cudaErrorInvalidDevice", "the peer is the current device: no peer access")


@api(RT, "cudaDeviceDisablePeerAccess")
def device_disable_peer_access(peerDevice):
    _runtime_device(peerDevice)
    raise CudaError("cudaErrorPeerAccessNotEnabled", "peer access was never enabled")


def _p2p(srcDevice: int, dstDevice: int, invalid: str, check) -> None:
    check(srcDevice)
    check(dstDevice)
    raise CudaError(invalid, "source and destination are the same device")


@api(DRV, "cuDeviceGetP2PAttribute")
def cu_device_get_p2p_attribute(value, attrib, srcDevice, dstDevice):
    _out(DRV, value, "value")
    _p2p(srcDevice, dstDevice, "CUDA_ERROR_INVALID_DEVICE", check_device)


@api(RT, "cudaDeviceGetP2PAttribute")
def device_get_p2p_attribute(value, attr, srcDevice, dstDevice):
    _out(RT, value, "value")
    _p2p(srcDevice, dstDevice, "cudaErrorInvalidDevice", _runtime_device)


@api(DRV, "cuDeviceGetP2PAtomicCapabilities")
def cu_device_get_p2p_atomic_capabilities(capabilities, operations, count, srcDevice, dstDevice):
    _out(DRV, capabilities, "capabilities")
    _p2p(srcDevice, dstDevice, "CUDA_ERROR_INVALID_DEVICE", check_device)


@api(RT, "cudaDeviceGetP2PAtomicCapabilities")
def device_get_p2p_atomic_capabilities(capabilities, operations, count, srcDevice, dstDevice):
    _out(RT, capabilities, "capabilities")
    _p2p(srcDevice, dstDevice, "cudaErrorInvalidDevice", _runtime_device)


# ---------------------------------------------------------------- device identity

def _pci_bus_id() -> str:
    props = device.properties()
    return f"{props['pciDomainID']:04x}:{props['pciBusID']:02x}:{props['pciDeviceID']:02x}.0"


@api(DRV, "cuDeviceGetPCIBusId")
def cu_device_get_pci_bus_id(pciBusId, len_, dev):
    _out(DRV, pciBusId, "pciBusId")
    if len_ <= 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"len {len_}")
    check_device(dev)
    raw = _pci_bus_id().encode()[:len_ - 1] + b"\0"
    ffi(DRV).memmove(pciBusId, raw, len(raw))


@api(DRV, "cuDeviceGetByPCIBusId")
def cu_device_get_by_pci_bus_id(dev, pciBusId):
    _out(DRV, dev, "dev")
    driver_impl.require_init()
    wanted = ffi(DRV).string(_out(DRV, pciBusId, "pciBusId")).decode(errors="replace").strip().lower()
    if wanted not in (_pci_bus_id(), _pci_bus_id().split(":", 1)[1]):
        raise CudaError("CUDA_ERROR_INVALID_DEVICE", f"no device at PCI bus id {wanted!r}")
    dev[0] = 0


@api(DRV, "cuDeviceGetProperties")
def cu_device_get_properties(prop, dev):
    """The deprecated CUdevprop: the same numbers cudaGetDeviceProperties gives."""
    _out(DRV, prop, "prop")
    check_device(dev)
    p = device.properties()
    prop.maxThreadsPerBlock = p["maxThreadsPerBlock"]
    for i in range(3):
        prop.maxThreadsDim[i] = p["maxThreadsDim"][i]
        prop.maxGridSize[i] = p["maxGridSize"][i]
    prop.sharedMemPerBlock = p["sharedMemPerBlock"]
    prop.totalConstantMemory = p["totalConstMem"]
    prop.SIMDWidth = p["warpSize"]
    prop.memPitch = p["memPitch"]
    prop.regsPerBlock = p["regsPerBlock"]
    prop.clockRate = device.attribute("cudaDevAttrClockRate") or 0
    prop.textureAlign = p["textureAlignment"]


@api(RT, "cudaChooseDevice")
def choose_device(device_, prop):
    """The device that best matches `prop`: there is one."""
    _out(RT, device_, "device")
    _out(RT, prop, "prop")
    device_[0] = 0


@api(RT, "cudaSetValidDevices")
def set_valid_devices(device_arr, len_):
    if len_ < 0 or (len_ > 0 and device_arr == ffi(RT).NULL):
        raise CudaError("cudaErrorInvalidValue", f"device_arr of {len_} devices")
    for i in range(len_):
        _runtime_device(device_arr[i])


# ---------------------------------------------------------------- asynchronous notifications

def _register_notification(callbackFunc, userData, callback, library: str) -> None:
    """Registered and kept: the notifications NVIDIA sends are about a GPU memory budget,
    which host memory does not have, so none is ever sent."""
    _out(library, callback, "callback")
    if callbackFunc == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue" if library == RT else "CUDA_ERROR_INVALID_VALUE", "callbackFunc is NULL")
    handle = next(_notification_handles)
    _notifications[handle] = (callbackFunc, userData)
    callback[0] = ffi(library).cast(ffi(library).typeof(callback).item, handle)


def _unregister_notification(callback, library: str) -> None:
    if _notifications.pop(_addr(library, callback), None) is None:
        raise CudaError("cudaErrorInvalidValue" if library == RT else "CUDA_ERROR_INVALID_VALUE",
                        "the callback handle is not registered")


@api(DRV, "cuDeviceRegisterAsyncNotification")
def cu_device_register_async_notification(device_, callbackFunc, userData, callback):
    check_device(device_)
    _register_notification(callbackFunc, userData, callback, DRV)


@api(DRV, "cuDeviceUnregisterAsyncNotification")
def cu_device_unregister_async_notification(device_, callback):
    check_device(device_)
    _unregister_notification(callback, DRV)


@api(RT, "cudaDeviceRegisterAsyncNotification")
def device_register_async_notification(device_, callbackFunc, userData, callback):
    _runtime_device(device_)
    _register_notification(callbackFunc, userData, callback, RT)


@api(RT, "cudaDeviceUnregisterAsyncNotification")
def device_unregister_async_notification(device_, callback):
    _runtime_device(device_)
    _unregister_notification(callback, RT)
