"""Managed memory's hints, runtime and driver API (semantics in managed.py):
cudaMemAdvise, cudaMemPrefetchAsync, cudaStreamAttachMemAsync, cudaMemRangeGetAttribute(s)
and their driver twins (cuMemAdvise and cuMemPrefetchAsync in both their forms)."""

from __future__ import annotations

from . import managed
from .errors import CudaError
from .state import MEMORY, STREAMS, address, api, ffi

RT = "cudart"
DRV = "cuda"
HINTS = managed.ManagedHints(MEMORY)
INT_SIZE = 4


def _addr(library: str, p) -> int:
    return p if isinstance(p, int) else address(ffi(library), p)


def _stream(library: str, stream) -> int:
    h = _addr(library, stream)
    STREAMS.stream(h)
    STREAMS.before_work(h)
    return h


def _location(loc, what: str, advice: int | None = None) -> tuple | None:
    """A cudaMemLocation / CUmemLocation; the read-mostly advice ignores it."""
    if advice is not None and managed.ADVICE.get(int(advice), "").endswith("read_mostly"):
        return None
    return HINTS.location(loc.type, loc.id, what)


def _device_location(device: int, what: str, advice: int | None = None) -> tuple | None:
    if advice is not None and managed.ADVICE.get(int(advice), "").endswith("read_mostly"):
        return None
    return HINTS.location_of_device(device, what)


def _write_attribute(library: str, data, size: int, attribute: int, devPtr, count: int) -> None:
    f = ffi(library)
    if data == f.NULL:
        raise CudaError("cudaErrorInvalidValue", "data is NULL")
    name = managed.RANGE_ATTRIBUTES.get(int(attribute))
    if name is None:
        raise CudaError("cudaErrorInvalidValue", f"attribute {attribute}")
    if name == "accessed_by":
        if size == 0 or size % INT_SIZE:
            raise CudaError("cudaErrorInvalidValue", f"dataSize {size} is not a nonzero multiple of 4")
    elif size != INT_SIZE:
        raise CudaError("cudaErrorInvalidValue", f"dataSize {size} (this attribute is one 4-byte value)")
    values = HINTS.attribute(_addr(library, devPtr), count, attribute, size // INT_SIZE)
    out = f.cast("int *", data)
    for i, v in enumerate(values):
        out[i] = v


def _write_attributes(library: str, data, sizes, attributes, count_attributes: int, devPtr, count: int) -> None:
    f = ffi(library)
    if count_attributes and (data == f.NULL or sizes == f.NULL or attributes == f.NULL):
        raise CudaError("cudaErrorInvalidValue", "data, dataSizes or attributes is NULL")
    for i in range(count_attributes):
        _write_attribute(library, data[i], sizes[i], attributes[i], devPtr, count)


# ---------------------------------------------------------------- runtime API

@api(RT, "cudaMemAdvise")
def mem_advise(devPtr, count, advice, location):
    HINTS.advise(_addr(RT, devPtr), count, advice, _location(location, "location", advice))


@api(RT, "cudaMemPrefetchAsync")
def mem_prefetch_async(devPtr, count, location, flags, stream):
    if flags != 0:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x} (must be 0)")
    where = _location(location, "location")
    _stream(RT, stream)
    HINTS.prefetch(_addr(RT, devPtr), count, where)


@api(RT, "cudaStreamAttachMemAsync")
def stream_attach_mem_async(stream, devPtr, length, flags):
    h = _stream(RT, stream)
    HINTS.attach(_addr(RT, devPtr), length, flags, h)


@api(RT, "cudaMemRangeGetAttribute")
def mem_range_get_attribute(data, dataSize, attribute, devPtr, count):
    _write_attribute(RT, data, dataSize, attribute, devPtr, count)


@api(RT, "cudaMemRangeGetAttributes")
def mem_range_get_attributes(data, dataSizes, attributes, numAttributes, devPtr, count):
    _write_attributes(RT, data, dataSizes, attributes, numAttributes, devPtr, count)


# ---------------------------------------------------------------- driver API

@api(DRV, "cuMemAdvise")
def cu_mem_advise(devPtr, count, advice, device):
    HINTS.advise(devPtr, count, advice, _device_location(device, "device", advice))


@api(DRV, "cuMemAdvise_v2")
def cu_mem_advise_v2(devPtr, count, advice, location):
    HINTS.advise(devPtr, count, advice, _location(location, "location", advice))


@api(DRV, "cuMemPrefetchAsync")
def cu_mem_prefetch_async(devPtr, count, dstDevice, hStream):
    where = _device_location(dstDevice, "dstDevice")
    _stream(DRV, hStream)
    HINTS.prefetch(devPtr, count, where)


@api(DRV, "cuMemPrefetchAsync_v2")
def cu_mem_prefetch_async_v2(devPtr, count, location, flags, hStream):
    if flags != 0:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x} (must be 0)")
    where = _location(location, "location")
    _stream(DRV, hStream)
    HINTS.prefetch(devPtr, count, where)


@api(DRV, "cuStreamAttachMemAsync")
def cu_stream_attach_mem_async(hStream, dptr, length, flags):
    h = _stream(DRV, hStream)
    HINTS.attach(dptr, length, flags, h)


@api(DRV, "cuMemRangeGetAttribute")
def cu_mem_range_get_attribute(data, dataSize, attribute, devPtr, count):
    _write_attribute(DRV, data, dataSize, attribute, devPtr, count)


@api(DRV, "cuMemRangeGetAttributes")
def cu_mem_range_get_attributes(data, dataSizes, attributes, numAttributes, devPtr, count):
    _write_attributes(DRV, data, dataSizes, attributes, numAttributes, devPtr, count)
