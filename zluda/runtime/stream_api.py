"""Stream queries, stream attributes and the stream memory operations (wait on / write a
32- or 64-bit value, and their batches) of both APIs.

Work here runs when it is submitted (streams.py), so a write happens at once unless the
stream still has deferred host work ahead of it, and a wait whose condition already holds
is done; an unsatisfied wait becomes deferred work of its stream, polling the value, so
that the stream's later work follows it while the caller goes on (the program, another
stream or a kernel may be the one to write the value).
"""

from __future__ import annotations

import ctypes
import itertools
import threading
import time

from .driver_impl import PRIMARY_CONTEXT, current_context, require_context
from .errors import CudaError
from .state import MEMORY, STREAMS, address, api, ffi
from .streams import PRIORITY_RANGE

RT, DRV = "cudart", "cuda"

# cudaLaunchAttributeID / CUlaunchAttributeID values a stream carries (numbered alike)
ACCESS_POLICY_WINDOW, SYNCHRONIZATION_POLICY, PRIORITY, MEM_SYNC_DOMAIN_MAP, MEM_SYNC_DOMAIN = 1, 3, 8, 9, 10
STREAM_ATTRIBUTES = (ACCESS_POLICY_WINDOW, SYNCHRONIZATION_POLICY, PRIORITY, MEM_SYNC_DOMAIN_MAP, MEM_SYNC_DOMAIN)
ATTRIBUTE_VALUE_SIZE = 64            # sizeof(CUlaunchAttributeValue) == sizeof(cudaLaunchAttributeValue)
SYNC_POLICY_AUTO = 1                 # CU_SYNC_POLICY_AUTO: a fresh stream's synchronization policy

# CUstreamWaitValue_flags: the comparison in the low bits; FLUSH (1 << 30) orders remote writes
WAIT_CONDITIONS = {
    0: lambda now, value, bits: (now - value) % (1 << bits) < (1 << (bits - 1)),   # GEQ: (int)(*addr - value) >= 0
    1: lambda now, value, bits: now == value,                                        # EQ
    2: lambda now, value, bits: (now & value) != 0,                                  # AND
    3: lambda now, value, bits: (~(now | value)) & ((1 << bits) - 1) != 0,           # NOR
}
WAIT_FLUSH = 1 << 30
WRITE_NO_MEMORY_BARRIER = 1
# CUstreamBatchMemOpType
BATCH_WAIT_32, BATCH_WRITE_32, BATCH_FLUSH_REMOTE_WRITES, BATCH_WAIT_64, BATCH_WRITE_64, BATCH_BARRIER = 1, 2, 3, 4, 5, 6
BATCH_OPERATIONS = range(1, 7)
POLL_SECONDS = 50e-6

_attributes: dict[int, dict[int, bytes]] = {}    # stream handle -> attribute -> its value's bytes
_ids: dict[int, int] = {}
_next_id = itertools.count(1)
_lock = threading.Lock()


def _status(library: str, name: str) -> str:
    return {"invalid": {RT: "cudaErrorInvalidValue", DRV: "CUDA_ERROR_INVALID_VALUE"}}[name][library]


def _stream(library: str, hStream) -> int:
    h = address(ffi(library), hStream)
    STREAMS.stream(h)
    return h


def _out(library: str, p, what: str):
    if p == ffi(library).NULL:
        raise CudaError(_status(library, "invalid"), f"{what} is NULL")
    return p


# ---------------------------------------------------------------- queries

@api(DRV, "cuStreamGetFlags")
def cu_stream_get_flags(hStream, flags):
    s = STREAMS.stream(_stream(DRV, hStream))
    _out(DRV, flags, "flags")[0] = s.flags if s else 0


@api(DRV, "cuStreamGetPriority")
def cu_stream_get_priority(hStream, priority):
    s = STREAMS.stream(_stream(DRV, hStream))
    _out(DRV, priority, "priority")[0] = s.priority if s else 0


def _context_of_stream(hStream) -> int:
    _stream(DRV, hStream)
    require_context()
    return current_context() or PRIMARY_CONTEXT   # streams belong to the context they were made in; one device


@api(DRV, "cuStreamGetCtx")
def cu_stream_get_ctx(hStream, pctx):
    _out(DRV, pctx, "pctx")[0] = ffi(DRV).cast("CUcontext", _context_of_stream(hStream))


@api(DRV, "cuStreamGetCtx_v2")
def cu_stream_get_ctx_v2(hStream, pCtx, pGreenCtx):
    """No green context exists on this device: the stream's context, and NULL as its green one."""
    f = ffi(DRV)
    if pCtx == f.NULL and pGreenCtx == f.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "pCtx and pGreenCtx are both NULL")
    ctx = _context_of_stream(hStream)
    if pCtx != f.NULL:
        pCtx[0] = f.cast("CUcontext", ctx)
    if pGreenCtx != f.NULL:
        pGreenCtx[0] = f.NULL


@api(DRV, "cuStreamGetDevice")
def cu_stream_get_device(hStream, device):
    _stream(DRV, hStream)
    _out(DRV, device, "device")[0] = 0


@api(RT, "cudaStreamGetDevice")
def stream_get_device(hStream, device):
    _stream(RT, hStream)
    _out(RT, device, "device")[0] = 0


def _stream_id(h: int) -> int:
    """A process-unique id per stream; the default streams have their own fixed ones."""
    with _lock:
        if h not in _ids:
            _ids[h] = next(_next_id)
        return _ids[h]


@api(DRV, "cuStreamGetId")
def cu_stream_get_id(hStream, streamId):
    _out(DRV, streamId, "streamId")[0] = _stream_id(_stream(DRV, hStream))


@api(RT, "cudaStreamGetId")
def stream_get_id(hStream, streamId):
    _out(RT, streamId, "streamId")[0] = _stream_id(_stream(RT, hStream))


# ---------------------------------------------------------------- attributes

def _default_value(h: int, attr: int) -> bytes:
    value = bytearray(ATTRIBUTE_VALUE_SIZE)
    if attr == SYNCHRONIZATION_POLICY:
        value[:4] = SYNC_POLICY_AUTO.to_bytes(4, "little")
    elif attr == PRIORITY:
        s = STREAMS.stream(h)
        value[:4] = (s.priority if s else 0).to_bytes(4, "little", signed=True)
    return bytes(value)


def _check_attribute(library: str, attr: int) -> None:
    if attr not in STREAM_ATTRIBUTES:
        raise CudaError(_status(library, "invalid"), f"launch attribute {attr} is not a stream attribute")


def _get_attribute(library: str, hStream, attr, value_out) -> None:
    h = _stream(library, hStream)
    _check_attribute(library, attr)
    _out(library, value_out, "value_out")
    with _lock:
        value = _attributes.get(h, {}).get(attr)
    if value is None or attr == PRIORITY:
        value = _default_value(h, attr)
    ffi(library).memmove(value_out, value, ATTRIBUTE_VALUE_SIZE)


def _set_attribute(library: str, hStream, attr, value) -> None:
    h = _stream(library, hStream)
    _check_attribute(library, attr)
    raw = bytes(ffi(library).buffer(_out(library, value, "value"), ATTRIBUTE_VALUE_SIZE))
    if attr == PRIORITY:
        s = STREAMS.stream(h)
        if s is not None:   # clamped to the range, as cudaStreamCreateWithPriority does
            least, greatest = PRIORITY_RANGE
            s.priority = min(max(int.from_bytes(raw[:4], "little", signed=True), greatest), least)
        return
    with _lock:
        _attributes.setdefault(h, {})[attr] = raw


def _copy_attributes(library: str, dst, src) -> None:
    d, s = _stream(library, dst), _stream(library, src)
    with _lock:
        _attributes[d] = dict(_attributes.get(s, {}))
    source, target = STREAMS.stream(s), STREAMS.stream(d)
    if source is not None and target is not None:
        target.priority = source.priority


@api(DRV, "cuStreamGetAttribute")
def cu_stream_get_attribute(hStream, attr, value_out):
    _get_attribute(DRV, hStream, attr, value_out)


@api(RT, "cudaStreamGetAttribute")
def stream_get_attribute(hStream, attr, value_out):
    _get_attribute(RT, hStream, attr, value_out)


@api(DRV, "cuStreamSetAttribute")
def cu_stream_set_attribute(hStream, attr, value):
    _set_attribute(DRV, hStream, attr, value)


@api(RT, "cudaStreamSetAttribute")
def stream_set_attribute(hStream, attr, value):
    _set_attribute(RT, hStream, attr, value)


@api(DRV, "cuStreamCopyAttributes")
def cu_stream_copy_attributes(dst, src):
    _copy_attributes(DRV, dst, src)


@api(RT, "cudaStreamCopyAttributes")
def stream_copy_attributes(dst, src):
    _copy_attributes(RT, dst, src)


# ---------------------------------------------------------------- memory operations

def _value_cell(addr: int, size: int):
    MEMORY.check_range(addr, size, "addr", kinds=("device", "host", "managed"))
    if addr % size:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"address {addr:#x} is not {size}-byte aligned")
    return (ctypes.c_uint32 if size == 4 else ctypes.c_uint64).from_address(addr)


def _wait(h: int, addr: int, value: int, flags: int, size: int) -> None:
    condition = WAIT_CONDITIONS.get(flags & ~WAIT_FLUSH)
    if condition is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"wait flags {flags:#x}")
    cell = _value_cell(addr, size)
    bits = 8 * size
    mask = (1 << bits) - 1
    holds = lambda: condition(cell.value & mask, value & mask, bits)  # noqa: E731
    if not STREAMS.busy(h):
        STREAMS.before_work(h)    # a capturing stream refuses it, as other work it cannot record
        if holds():
            return

    def poll():
        while not holds():
            time.sleep(POLL_SECONDS)
    STREAMS.defer(h, poll)


def _write(h: int, addr: int, value: int, flags: int, size: int) -> None:
    if flags & ~WRITE_NO_MEMORY_BARRIER:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"write flags {flags:#x}")
    cell = _value_cell(addr, size)
    masked = value & ((1 << (8 * size)) - 1)

    def store():
        cell.value = masked
    if STREAMS.busy(h):
        STREAMS.defer(h, store)
    else:
        STREAMS.before_work(h)
        store()


def _memory_op(op, size: int):
    def call(stream, addr, value, flags):
        op(_stream(DRV, stream), addr, value, flags, size)
    return call


for _name, _op, _size in (("cuStreamWaitValue32", _wait, 4), ("cuStreamWaitValue64", _wait, 8),
                          ("cuStreamWriteValue32", _write, 4), ("cuStreamWriteValue64", _write, 8)):
    api(DRV, _name, _name + "_v2")(_memory_op(_op, _size))


@api(DRV, "cuStreamBatchMemOp", "cuStreamBatchMemOp_v2")
def cu_stream_batch_mem_op(stream, count, paramArray, flags):
    h = _stream(DRV, stream)
    if flags != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"flags {flags:#x} (must be 0)")
    run_batch_mem_ops(h, count, paramArray)


def check_batch_mem_ops(count: int, paramArray) -> None:
    """What cuStreamBatchMemOp and batch memory operation nodes refuse before running any."""
    if count and paramArray == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "paramArray is NULL")
    if count > 256:     # CUDA documents the batch as limited to 256 operations
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{count} operations (at most 256)")
    for i in range(count):
        if paramArray[i].operation not in BATCH_OPERATIONS:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"operation {paramArray[i].operation} of paramArray[{i}]")


def run_batch_mem_ops(h: int, count: int, paramArray) -> None:
    """The operations of a CUstreamBatchMemOpParams array, in order, on stream `h`."""
    check_batch_mem_ops(count, paramArray)
    for i in range(count):
        p = paramArray[i]
        op = p.operation
        if op in (BATCH_WAIT_32, BATCH_WAIT_64):
            _wait(h, int(p.waitValue.address), int(p.waitValue.value64), p.waitValue.flags,
                  4 if op == BATCH_WAIT_32 else 8)
        elif op in (BATCH_WRITE_32, BATCH_WRITE_64):
            _write(h, int(p.writeValue.address), int(p.writeValue.value64), p.writeValue.flags,
                   4 if op == BATCH_WRITE_32 else 8)
        # flushes of remote writes and barriers: every earlier operation has completed
