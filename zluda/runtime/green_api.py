"""Green contexts (cuGreenCtx*, cuDevResource*, cuDevSmResourceSplitByCount): contexts that
own a share of the device's SMs.

The CPU device's SMs are its worker threads (cudaDevAttrMultiProcessorCount is the
worker count), so an SM resource is a number of workers. Splitting one gives groups of
at least `minCount` workers (any count partitions here: the minimum partition and the
co-scheduling alignment are one SM, clusters hold one block); a descriptor of such
groups sizes a green context, and every kernel launched into one of its streams, or
while its context (cuCtxFromGreenCtx) is current on the launching thread, runs on at
most that many workers (launch_workers.py). The share is a count: the workers are the
process's one launch pool, so two green contexts' launches may run on the same threads
at different times, never on more threads at once than their counts.

Work completes before the call that submits it returns (streams.py), so recording an
event for a green context's work captures completed work, and waiting for one has
nothing left to wait for. A resource's `_internal_padding` carries which split made it,
so a descriptor can refuse groups of different splits, as NVIDIA's does.
"""

from __future__ import annotations

import itertools
import struct
import threading
from dataclasses import dataclass, field

from zluda.shim import registry

from . import device, launch_workers
from .driver_impl import CONTEXTS, check_device, current_context, known_context, require_context
from .errors import CudaError
from .state import STREAMS, address, api, ffi
from .streams import STREAM_NON_BLOCKING

DRV = "cuda"
SM_RESOURCE = 1                   # CU_DEV_RESOURCE_TYPE_SM
GREEN_CTX_DEFAULT_STREAM = 0x1    # CU_GREEN_CTX_DEFAULT_STREAM: required by cuGreenCtxCreate
SPLIT_FLAGS = 0x1 | 0x2           # CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING | ..._MAX_POTENTIAL_CLUSTER_SIZE
SM_GRANULARITY = 1                # minSmPartitionSize and smCoscheduledAlignment of this device
_ORIGIN = struct.Struct("<4sII")  # in _internal_padding: mark, split id (0: not split), first SM
_MARK = b"ZSMR"

_green_handles = itertools.count(0x7B800040, 0x40)   # beside driver_impl's context handles
_desc_handles = itertools.count(0x7B900040, 0x40)
_splits = itertools.count(1)
_ids = itertools.count(1)


@dataclass
class GreenContext:
    handle: int
    sms: int
    id: int
    default_stream: int
    streams: set[int] = field(default_factory=set)


_descriptors: dict[int, int] = {}              # descriptor -> SM count
_greens: dict[int, GreenContext] = {}          # green context (and its CUcontext) -> state
_stream_green: dict[int, int] = {}             # stream -> green context
_lock = threading.Lock()


def _sm_count() -> int:
    return device.properties()["multiProcessorCount"]


def _write_resource(out, sms: int, split: int = 0, first: int = 0) -> None:
    f = ffi(DRV)
    f.memmove(out, bytes(f.sizeof("CUdevResource")), f.sizeof("CUdevResource"))
    out.type = SM_RESOURCE
    f.memmove(out._internal_padding, _ORIGIN.pack(_MARK, split, first), _ORIGIN.size)
    out.sm.smCount = sms
    out.sm.minSmPartitionSize = SM_GRANULARITY
    out.sm.smCoscheduledAlignment = SM_GRANULARITY


def _read_resource(resource, what: str) -> tuple[int, int]:
    """(SM count, split id) of an SM resource the program passes back."""
    if resource.type != SM_RESOURCE:
        raise CudaError("CUDA_ERROR_INVALID_RESOURCE_TYPE", f"{what}.type {resource.type} is not CU_DEV_RESOURCE_TYPE_SM")
    mark, split, _first = _ORIGIN.unpack(bytes(ffi(DRV).buffer(resource._internal_padding, _ORIGIN.size)))
    if mark != _MARK or not 0 <= resource.sm.smCount <= _sm_count():
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{what} was not made by cuDeviceGetDevResource or a split")
    return resource.sm.smCount, split


def _resource_out(resource, type_: int) -> None:
    if resource == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "resource is NULL")
    if type_ != SM_RESOURCE:
        raise CudaError("CUDA_ERROR_INVALID_RESOURCE_TYPE", f"resource type {type_}")


def _green(hCtx) -> GreenContext:
    handle = address(ffi(DRV), hCtx)
    with _lock:
        green = _greens.get(handle)
    if green is None:
        raise CudaError("CUDA_ERROR_INVALID_CONTEXT", f"{handle:#x} is not a green context")
    return green


def _off_fast_path(stream: int) -> None:
    """libcudart's C launch path would run a `<<<>>>` launch into the stream on every worker:
    it forgets the stream, and such launches take the Python path, which honours the share."""
    try:
        registry.lib_of("cudart").zluda_fast_stream_remove(stream)
    except (KeyError, AttributeError):
        pass   # libcudart not started, or built without the fast path


def _current_green() -> GreenContext | None:
    with _lock:
        return _greens.get(current_context())


def _launch_limit() -> int | None:
    """Workers for a launch made now on this thread: its stream's green context's, else the
    current context's when that is a green one."""
    if not _greens:
        return None
    with _lock:
        green = _greens.get(_stream_green.get(STREAMS.submitting(), 0)) or _greens.get(current_context())
    return None if green is None else green.sms


launch_workers.set_resolver(_launch_limit)


# ---------------------------------------------------------------- resources

@api(DRV, "cuDeviceGetDevResource")
def cu_device_get_dev_resource(device_, resource, type_):
    check_device(device_)
    _resource_out(resource, type_)
    _write_resource(resource, _sm_count())


@api(DRV, "cuCtxGetDevResource")
def cu_ctx_get_dev_resource(hCtx, resource, type_):
    handle = address(ffi(DRV), hCtx)
    known_context(handle)
    _resource_out(resource, type_)
    with _lock:
        green = _greens.get(handle)
    _write_resource(resource, green.sms if green else _sm_count())


@api(DRV, "cuGreenCtxGetDevResource")
def cu_green_ctx_get_dev_resource(hCtx, resource, type_):
    green = _green(hCtx)
    _resource_out(resource, type_)
    _write_resource(resource, green.sms)


@api(DRV, "cuDevSmResourceSplitByCount")
def cu_dev_sm_resource_split_by_count(result, nbGroups, input_, remaining, useFlags, minCount):
    require_context()
    f = ffi(DRV)
    if nbGroups == f.NULL or input_ == f.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "nbGroups or input is NULL")
    if useFlags & ~SPLIT_FLAGS:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"useFlags {useFlags:#x}")
    sms, split = _read_resource(input_, "input")
    if split:
        raise CudaError("CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION",
                        "a split's groups are split again only through a green context made of them")
    if minCount > sms:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"minCount {minCount} exceeds the input's {sms} SMs")
    size = max(minCount, SM_GRANULARITY)
    possible = sms // size
    if result == f.NULL:
        nbGroups[0] = possible
        return
    groups = min(nbGroups[0], possible)
    split = next(_splits)
    for i in range(groups):
        _write_resource(result + i, size, split, i * size)
    if remaining != f.NULL:
        _write_resource(remaining, sms - groups * size, split, groups * size)
    nbGroups[0] = groups


@api(DRV, "cuDevResourceGenerateDesc")
def cu_dev_resource_generate_desc(phDesc, resources, nbResources):
    require_context()
    f = ffi(DRV)
    if phDesc == f.NULL or resources == f.NULL or nbResources == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "phDesc or resources is NULL, or nbResources is 0")
    parts = [_read_resource(resources[i], f"resources[{i}]") for i in range(nbResources)]
    if nbResources > 1 and (len({split for _, split in parts}) != 1 or parts[0][1] == 0):
        raise CudaError("CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION", "the resources come from different splits")
    sms = sum(count for count, _ in parts)
    if sms == 0:
        raise CudaError("CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION", "the resources hold no SM")
    handle = next(_desc_handles)
    with _lock:
        _descriptors[handle] = sms
    phDesc[0] = f.cast("CUdevResourceDesc", handle)


# ---------------------------------------------------------------- green contexts

@api(DRV, "cuGreenCtxCreate")
def cu_green_ctx_create(phCtx, desc, dev, flags):
    check_device(dev)
    f = ffi(DRV)
    if phCtx == f.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "phCtx is NULL")
    if flags != GREEN_CTX_DEFAULT_STREAM:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"flags {flags:#x} (CU_GREEN_CTX_DEFAULT_STREAM is required)")
    with _lock:
        sms = _descriptors.get(address(f, desc))
    if sms is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{address(f, desc):#x} is not a resource descriptor")
    handle = next(_green_handles)
    green = GreenContext(handle, sms, next(_ids), STREAMS.create_stream(STREAM_NON_BLOCKING))
    _off_fast_path(green.default_stream)
    with _lock:
        _greens[handle] = green
        _stream_green[green.default_stream] = handle
    CONTEXTS[handle] = {"primary": False, "refcount": 1, "flags": 0, "green": True}
    phCtx[0] = f.cast("CUgreenCtx", handle)


@api(DRV, "cuGreenCtxDestroy")
def cu_green_ctx_destroy(hCtx):
    green = _green(hCtx)
    with _lock:
        del _greens[green.handle]
        for stream in green.streams | {green.default_stream}:
            _stream_green.pop(stream, None)
    CONTEXTS.pop(green.handle, None)
    STREAMS.destroy_stream(green.default_stream)


@api(DRV, "cuCtxFromGreenCtx")
def cu_ctx_from_green_ctx(pContext, hCtx):
    if pContext == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "pContext is NULL")
    green = _green(hCtx)
    pContext[0] = ffi(DRV).cast("CUcontext", green.handle)   # one handle names both


@api(DRV, "cuGreenCtxGetId")
def cu_green_ctx_get_id(greenCtx, greenCtxId):
    if greenCtxId == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "greenCtxId is NULL")
    if address(ffi(DRV), greenCtx) == 0:
        green = _current_green()
        if green is None:
            raise CudaError("CUDA_ERROR_INVALID_CONTEXT", "greenCtx is NULL and the current context is not green")
    else:
        green = _green(greenCtx)
    greenCtxId[0] = green.id


@api(DRV, "cuGreenCtxStreamCreate")
def cu_green_ctx_stream_create(phStream, greenCtx, flags, priority):
    green = _green(greenCtx)
    if phStream == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "phStream is NULL")
    if not flags & STREAM_NON_BLOCKING:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"flags {flags:#x} (CU_STREAM_NON_BLOCKING is required)")
    stream = STREAMS.create_stream(flags, priority)
    _off_fast_path(stream)
    with _lock:
        green.streams.add(stream)
        _stream_green[stream] = green.handle
    phStream[0] = ffi(DRV).cast("CUstream", stream)


@api(DRV, "cuStreamGetGreenCtx")
def cu_stream_get_green_ctx(hStream, phCtx):
    require_context()
    if phCtx == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "phCtx is NULL")
    stream = address(ffi(DRV), hStream)
    if STREAMS.stream(stream) is None:   # NULL and CU_STREAM_LEGACY: the current context's
        green = _current_green()
        handle = green.handle if green else 0
    else:
        with _lock:
            handle = _stream_green.get(stream, 0)
    phCtx[0] = ffi(DRV).cast("CUgreenCtx", handle)


@api(DRV, "cuGreenCtxRecordEvent")
def cu_green_ctx_record_event(hCtx, hEvent):
    green = _green(hCtx)
    event = address(ffi(DRV), hEvent)
    STREAMS.event(event)
    with _lock:
        streams = sorted(green.streams)
    for stream in streams:   # host functions still queued on its streams are part of its work
        STREAMS.before_work(stream)
    STREAMS.record(event, green.default_stream)


@api(DRV, "cuGreenCtxWaitEvent")
def cu_green_ctx_wait_event(hCtx, hEvent):
    green = _green(hCtx)
    STREAMS.wait_event(green.default_stream, address(ffi(DRV), hEvent))
