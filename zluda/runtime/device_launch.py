"""CUDA's device runtime (cudadevrt) on the CPU device: device-side launches (dynamic
parallelism, `-rdc=true -lcudadevrt`), the streams and events kernels create, device-side
copies and sets, the last error and the queries a kernel makes.

Generated code calls `call(grid, op, where, buffers)` (zluda/translate/device_runtime.py
has the contract); `grid` is the `Grid` that `modules.Kernel.launch` made for the calling
grid. CUDA 12's rules decide when the work a grid launches runs: a child grid (in the
NULL stream, a stream the kernel created, or fire-and-forget) may start any time after its
launch and completes before its parent grid is complete; a tail launch
(cudaStreamTailLaunch) runs once the launching grid and all its other work are done;
work in one stream runs in launch order. The CPU device keeps each grid's work in launch
order and runs it when the grid's blocks have finished, each child to completion with
its own work, then the tail launches in order: one schedule those rules allow. A parent
waiting for its children from device code is what CUDA 12 removed
(cudaDeviceSynchronize on the device); a parent spinning on a flag a child sets never
sees it here (nor is it promised on a GPU).
"""

from __future__ import annotations

import ctypes
import itertools
import struct
import threading
from dataclasses import dataclass

from zluda.translate import device_runtime

from . import device, error_strings, rules
from .enums import enum_names, enum_value
from .errors import CudaError

# CUDA's guide names 24 levels, but the H200 launched 30 levels deep without an error
# (tests/runtime/programs/device_runtime.cu); each level here nests the parent's launch on
# the CPU's stack, so deeper launches are refused where that stack stops being safe
MAX_DEPTH = 32
# a device-side launch of a bad shape: the H200's device runtime answers the older code,
# where the host runtime of CUDA 13 answers cudaErrorInvalidValue (rules.BAD_LAUNCH_CONFIG)
DEVICE_BAD_LAUNCH_CONFIG = "cudaErrorInvalidConfiguration"
TAIL_LAUNCH = 0x3               # cudaStreamTailLaunch
FIRE_AND_FORGET = 0x4           # cudaStreamFireAndForget
GRID_STREAMS = (0, rules.PER_THREAD_STREAM, FIRE_AND_FORGET)   # streams every grid has, besides the tail
STREAM_NON_BLOCKING = 0x1       # device-side streams are non-blocking...
STREAM_FLAGS = (0x0, STREAM_NON_BLOCKING)   # ...and the H200 accepts cudaStreamDefault for one too
EVENT_DISABLE_TIMING = 0x2      # the one flag device-side events accept (and require)
MEMCPY_KINDS = range(5)         # cudaMemcpyHostToHost .. cudaMemcpyDefault
PARAMETER_ALIGN = 64            # a parameter buffer's alignment, as cudadevrt's
RUNTIME_VERSION = 13000         # cudaRuntimeGetVersion's answer, the host runtime's too
_DIM3 = struct.Struct("<3I")

_handles = itertools.count(0x5D000000, 0x10)   # device-side streams and events
_texts: dict[tuple[str, int], ctypes.Array] = {}   # error names and strings handed to kernels
_libc = ctypes.CDLL(None)
_libc.malloc.restype = ctypes.c_void_p
_libc.malloc.argtypes = [ctypes.c_size_t]
_libc.free.argtypes = [ctypes.c_void_p]


@dataclass
class _Launch:
    """A parameter buffer handed out and the launch it is for (CDP1's buffers learn
    their kernel and shape at the launch)."""
    memory: ctypes.Array
    size: int
    kernel: object = None
    grid: tuple = (1, 1, 1)
    block: tuple = (1, 1, 1)
    shared: int = 0


class Grid:
    """One running grid as the device runtime sees it: the module its kernels come from,
    its nesting depth, the work it launched (in launch order) and its tail launches, its
    threads' last errors, the streams and events it created."""

    def __init__(self, module, depth: int):
        self.module = module
        self.depth = depth
        self._lock = threading.Lock()
        self._work: list = []
        self._tail: list = []
        self._buffers: dict[int, _Launch] = {}
        self._errors: dict[bytes, int] = {}
        self._streams: set[int] = set()
        self._events: set[int] = set()
        self.problem: BaseException | None = None

    def failed(self, exc: BaseException) -> None:
        """A call the runtime could not answer (the launch fails; its message says why)."""
        with self._lock:
            if self.problem is None:
                self.problem = exc

    def complete(self) -> None:
        """After the grid's blocks: its work in launch order, then its tail launches."""
        for run in self._work:
            run()
        for run in self._tail:
            run()

    # --- the calls' pieces -------------------------------------------------------
    def _queue(self, stream: int, run) -> None:
        self._check_stream(stream)
        with self._lock:
            (self._tail if stream == TAIL_LAUNCH else self._work).append(run)

    def _check_stream(self, stream: int) -> None:
        if stream in GRID_STREAMS or stream == TAIL_LAUNCH or stream in self._streams:
            return
        raise CudaError("cudaErrorInvalidResourceHandle", f"stream {stream:#x} was not created by this grid")

    def _buffer(self, size: int) -> int:
        memory = ctypes.create_string_buffer(max(size, 1) + PARAMETER_ALIGN)
        address = -(-ctypes.addressof(memory) // PARAMETER_ALIGN) * PARAMETER_ALIGN
        with self._lock:
            self._buffers[address] = _Launch(memory, size)
        return address

    def _kernel(self, func: int):
        if not func:
            raise CudaError("cudaErrorInvalidDeviceFunction", "the kernel is NULL")
        return self.module.kernel(ctypes.string_at(func).decode())

    def _launch(self, buffer: int, stream: int) -> None:
        with self._lock:
            pending = self._buffers.pop(buffer, None)
        if pending is None or pending.kernel is None:
            raise CudaError("cudaErrorInvalidValue", f"{buffer:#x} is no parameter buffer of this grid's")
        if self.depth + 1 > MAX_DEPTH:
            raise CudaError("cudaErrorLaunchMaxDepthExceeded", f"a launch {MAX_DEPTH + 1} levels deep")
        kernel = pending.kernel
        problem = rules.launch_problem(pending.grid, pending.block, pending.shared, kernel.max_dynamic_shared)
        if problem is not None:
            raise CudaError(DEVICE_BAD_LAUNCH_CONFIG, f"{kernel.name}: {problem}")
        params = ctypes.string_at(buffer, pending.size)
        depth = self.depth + 1
        self._queue(stream, lambda: kernel.launch(pending.grid, pending.block, 0, pending.shared, params=params,
                                                  depth=depth))

    def _handle(self, kind: set[int], flags: int, accepted: tuple[int, ...], what: str) -> int:
        if flags not in accepted:
            raise CudaError("cudaErrorInvalidValue", f"device-side {what}s take flags "
                            f"{' or '.join(f'{a:#x}' for a in accepted)}, not {flags:#x}")
        handle = next(_handles)
        with self._lock:
            kind.add(handle)
        return handle

    def _forget(self, kind: set[int], handle: int, what: str) -> None:
        with self._lock:
            if handle not in kind:
                raise CudaError("cudaErrorInvalidResourceHandle", f"{what} {handle:#x} was not created by this grid")
            kind.discard(handle)

    def _check_event(self, event: int) -> None:
        if event not in self._events:
            raise CudaError("cudaErrorInvalidResourceHandle", f"event {event:#x} was not created by this grid")


# ---- one function per call: (grid, thread, arguments) -> its return value ----------------

def _u32(address: int) -> int:
    return ctypes.c_uint32.from_address(address).value


def _i32(address: int) -> int:
    return ctypes.c_int32.from_address(address).value


def _u64(address: int) -> int:
    return ctypes.c_uint64.from_address(address).value


def _dim3(address: int) -> tuple:
    return _DIM3.unpack(ctypes.string_at(address, _DIM3.size))


def _store(address: int, value: int, ctype=ctypes.c_uint64) -> None:
    if not address:
        raise CudaError("cudaErrorInvalidValue", "an output pointer is NULL")
    ctype.from_address(address).value = value


def _parameter_buffer_v2(grid: Grid, _thread, a) -> int:
    kernel = grid._kernel(_u64(a[0]))
    address = grid._buffer(kernel.module.param_size(kernel.name))
    pending = grid._buffers[address]
    pending.kernel, pending.grid, pending.block, pending.shared = kernel, _dim3(a[1]), _dim3(a[2]), _u32(a[3])
    return address


def _parameter_buffer(grid: Grid, _thread, a) -> int:
    return grid._buffer(_u64(a[1]))


def _launch_v2(grid: Grid, _thread, a) -> int:
    grid._launch(_u64(a[0]), _u64(a[1]))
    return 0


def _launch_v1(grid: Grid, _thread, a) -> int:
    buffer = _u64(a[1])
    pending = grid._buffers.get(buffer)
    if pending is None:
        raise CudaError("cudaErrorInvalidValue", f"{buffer:#x} is no parameter buffer of this grid's")
    kernel = grid._kernel(_u64(a[0]))
    pending.kernel, pending.grid, pending.block, pending.shared = kernel, _dim3(a[2]), _dim3(a[3]), _u32(a[4])
    grid._launch(buffer, _u64(a[5]))
    return 0


def _stream_create(grid: Grid, _thread, a) -> int:
    handle = grid._handle(grid._streams, _u32(a[1]), STREAM_FLAGS, "stream")
    _store(_u64(a[0]), handle)
    return 0


def _stream_destroy(grid: Grid, _thread, a) -> int:
    grid._forget(grid._streams, _u64(a[0]), "stream")   # its work stays queued, as CUDA finishes it
    return 0


def _stream_wait_event(grid: Grid, _thread, a) -> int:
    # the grid's work runs in launch order: what an event recorded before is done by then
    grid._check_stream(_u64(a[0]))
    grid._check_event(_u64(a[1]))
    return 0


def _event_create(grid: Grid, _thread, a) -> int:
    _store(_u64(a[0]), grid._handle(grid._events, _u32(a[1]), (EVENT_DISABLE_TIMING,), "event"))
    return 0


def _event_record(grid: Grid, _thread, a) -> int:
    grid._check_event(_u64(a[0]))
    grid._check_stream(_u64(a[1]))
    return 0


def _event_destroy(grid: Grid, _thread, a) -> int:
    grid._forget(grid._events, _u64(a[0]), "event")
    return 0


def _get_last_error(grid: Grid, thread: bytes, _a) -> int:
    with grid._lock:
        return grid._errors.pop(thread, 0)


def _peek_at_last_error(grid: Grid, thread: bytes, _a) -> int:
    return grid._errors.get(thread, 0)


def _text(kind: str, code: int) -> int:
    name = enum_names("cudaError").get(code, "cudaErrorUnknown")
    text = name if kind == "name" else error_strings.RUNTIME.get(name, "unknown error")
    memory = _texts.get((kind, code))
    if memory is None:
        memory = _texts.setdefault((kind, code), ctypes.create_string_buffer(text.encode()))
    return ctypes.addressof(memory)


def _error_name(_grid, _thread, a) -> int:
    return _text("name", _i32(a[0]))


def _error_string(_grid, _thread, a) -> int:
    return _text("string", _i32(a[0]))


def _get_device(_grid, _thread, a) -> int:
    _store(_u64(a[0]), 0, ctypes.c_int32)
    return 0


def _get_device_count(_grid, _thread, a) -> int:
    _store(_u64(a[0]), 1, ctypes.c_int32)
    return 0


def _device_attribute(_grid, _thread, a) -> int:
    if _i32(a[2]) != 0:
        raise CudaError("cudaErrorInvalidDevice", f"device {_i32(a[2])} (this machine has 1)")
    name = enum_names("cudaDeviceAttr").get(_i32(a[1]))
    answer = device.attribute(name) if name else None
    if answer is None:
        raise CudaError("cudaErrorInvalidValue", f"attribute {_i32(a[1])}")
    _store(_u64(a[0]), answer, ctypes.c_int32)
    return 0


def _runtime_version(_grid, _thread, a) -> int:
    _store(_u64(a[0]), RUNTIME_VERSION, ctypes.c_int32)
    return 0


def _malloc(_grid, _thread, a) -> int:
    # the device heap: device memory is host memory, as for device-side malloc
    pointer = _libc.malloc(_u64(a[1]))
    if not pointer:
        raise CudaError("cudaErrorMemoryAllocation", f"{_u64(a[1])} bytes")
    _store(_u64(a[0]), pointer)
    return 0


def _free(_grid, _thread, a) -> int:
    _libc.free(_u64(a[0]))
    return 0


def _memcpy_async(grid: Grid, _thread, a) -> int:
    dst, src, count, kind, stream = _u64(a[0]), _u64(a[1]), _u64(a[2]), _i32(a[3]), _u64(a[4])
    if kind not in MEMCPY_KINDS:
        raise CudaError(rules.BAD_COPY_KIND, f"kind {kind}")
    grid._queue(stream, lambda: ctypes.memmove(dst, src, count))
    return 0


def _memset_async(grid: Grid, _thread, a) -> int:
    """The H200 answers a device-side cudaMemsetAsync with cudaSuccess and writes nothing,
    not even once the grid is done (device_runtime.cu's ordering_memset and
    ordering_memset_status): the stream is checked, the memory left as it is."""
    grid._check_stream(_u64(a[3]))
    return 0


# the runtime function (device_runtime.FUNCTIONS' second column) -> (its answer, whether
# it returns a pointer rather than a cudaError_t)
CALLS = {
    "GetParameterBufferV2": (_parameter_buffer_v2, True), "GetParameterBuffer": (_parameter_buffer, True),
    "LaunchDeviceV2": (_launch_v2, False), "LaunchDeviceV2_ptsz": (_launch_v2, False),
    "LaunchDevice": (_launch_v1, False), "LaunchDevice_ptsz": (_launch_v1, False),
    "StreamCreateWithFlags": (_stream_create, False), "StreamDestroy": (_stream_destroy, False),
    "StreamWaitEvent": (_stream_wait_event, False), "StreamWaitEvent_ptsz": (_stream_wait_event, False),
    "EventCreateWithFlags": (_event_create, False), "EventRecord": (_event_record, False),
    "EventRecord_ptsz": (_event_record, False), "EventRecordWithFlags": (_event_record, False),
    "EventRecordWithFlags_ptsz": (_event_record, False), "EventDestroy": (_event_destroy, False),
    "GetLastError": (_get_last_error, False), "PeekAtLastError": (_peek_at_last_error, False),
    "GetErrorString": (_error_string, True), "GetErrorName": (_error_name, True),
    "GetDevice": (_get_device, False), "GetDeviceCount": (_get_device_count, False),
    "DeviceGetAttribute": (_device_attribute, False), "RuntimeGetVersion": (_runtime_version, False),
    "Malloc": (_malloc, False), "Free": (_free, False),
    "MemcpyAsync": (_memcpy_async, False), "MemcpyAsync_ptsz": (_memcpy_async, False),
    "MemsetAsync": (_memset_async, False), "MemsetAsync_ptsz": (_memset_async, False),
}


def call(grid: Grid, op: int, where: int, buffers: int) -> None:
    """One device runtime call of a thread of `grid`: the answer into its return buffer;
    a failing call returns its error (a NULL pointer for the buffer requests) and leaves
    it as the thread's last error."""
    _ptx_name, name, nparams = device_runtime.FUNCTIONS[op]
    answer, returns_pointer = CALLS[name]
    slots = (ctypes.c_uint64 * (nparams + 1)).from_address(buffers)
    thread = ctypes.string_at(where, 24)
    try:
        value = answer(grid, thread, list(slots[1:]))
    except CudaError as exc:
        code = enum_value("cudaError", exc.status)
        with grid._lock:
            grid._errors[thread] = code
        value = 0 if returns_pointer else code
    if returns_pointer:
        ctypes.c_uint64.from_address(slots[0]).value = value
    else:
        ctypes.c_int32.from_address(slots[0]).value = value
