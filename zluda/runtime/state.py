"""The process-wide runtime state and the glue between the shim's calls and the semantics.

One object of each kind serves the whole process (CUDA has one primary context per
device, and this runtime has one device): the error state, the memory manager, the
stream table and the module table. The `api(...)` decorator registers a Python function
of any of the four libraries with the shim's registry and turns the `CudaError`s raised
below it into that library's status, so the semantic modules stay free of C-calling
details.
"""

from __future__ import annotations

import functools
import threading
from dataclasses import dataclass
from typing import Callable

from zluda import fatbin
from zluda.shim.registry import ffi_of, implements

from . import graphs, logs, memory, mempool, modules, process_gate, streams
from .errors import CudaError, ErrorState

ERRORS = ErrorState()
MEMORY = memory.MemoryManager()
STREAMS = streams.StreamTable()
POOLS = mempool.PoolTable(MEMORY)
STREAMS.on_synchronize(POOLS.synchronized)
MODULES = modules.ModuleTable()
fatbin.REGISTERED.on_complete(MODULES.compile_registered_ahead)   # kernels compile ahead of need
GRAPHS = graphs.GraphTable()
LOGS = logs.Log()
GATE = process_gate.ProcessGate()   # closed while a checkpoint locks the process (checkpoint_api.py)
# statuses that answer a question ("not yet") rather than report a failure: not logged
NOT_FAILURES = {"cudaErrorNotReady", "CUDA_ERROR_NOT_READY"}
GRAPHS.set_blocking_test(lambda handle: (STREAMS.stream(handle) or streams.Stream(0)).blocking)
STREAMS.set_work_guard(GRAPHS.refuse_uncaptured_work)


def address(ffi, pointer) -> int:
    return int(ffi.cast("uintptr_t", pointer))


# how a CudaError raised below an implementation becomes the library's status
def _runtime_status(exc: CudaError) -> str:
    ERRORS.record(exc.status)
    return exc.status


def _driver_status(exc: CudaError) -> str:
    if exc.status.startswith("CUDA_"):
        return exc.status
    return exc.driver_status


def _blas_status(exc: CudaError) -> str:
    """The library's own status, or (the runtime's failure below it: a stream) a failed execution."""
    return exc.status if exc.status.startswith("CUBLAS_STATUS_") else "CUBLAS_STATUS_EXECUTION_FAILED"


@dataclass(frozen=True)
class LibraryErrors:
    """How the calls of one library fail."""
    status_of: Callable[[CudaError], str]   # a CudaError raised below the implementation -> the status
    sticky: bool                            # a context poisoned by a sticky error fails every call
    bad_shape: str | None                   # the status for a ValueError/OverflowError (numpy views
                                            # refusing an impossible shape); None: not caught


LIBRARY_ERRORS = {
    "cudart": LibraryErrors(_runtime_status, sticky=True, bad_shape=None),
    "cuda": LibraryErrors(_driver_status, sticky=True, bad_shape=None),
    "cublas": LibraryErrors(_blas_status, sticky=False, bad_shape="CUBLAS_STATUS_INVALID_VALUE"),
    "cublasLt": LibraryErrors(_blas_status, sticky=False, bad_shape="CUBLAS_STATUS_INVALID_VALUE"),
}


class RuntimeThreads:
    """Where the runtime API has been called. NVIDIA's runtime initialises the driver on
    its first call and makes the primary context current on each thread that calls it,
    so a program may mix driver calls in after any runtime call (cudaFree(0), then
    cuMemAlloc).

    It also tells an observer (libcudart's C fast path, fast_mirror.py, which answers
    cudaGetDevice from a per-thread record) when a thread's current device or context
    changes (`context_changed`) and when every thread's may have (`contexts_reset`)."""

    def __init__(self):
        self.started = False
        self._local = threading.local()
        self._observer = None

    def set_observer(self, observer) -> None:
        self._observer = observer

    def context_changed(self) -> None:
        """The calling thread's current device or context changed (cuCtxSetCurrent, ...)."""
        if self._observer is not None:
            self._observer.device_forget()

    def contexts_reset(self) -> None:
        """A change that reaches every thread: a device or primary context reset, a
        context destroyed that other threads may hold current."""
        if self._observer is not None:
            self._observer.devices_forget_all()

    def called_here(self) -> None:
        self._local.called = True
        self.started = True

    def called_on_this_thread(self) -> bool:
        return getattr(self._local, "called", False)


RUNTIME_THREADS = RuntimeThreads()


def api(library: str, *names: str, sticky: bool | None = None, gated: bool = True):
    """Register `func` for `names` of `library` (a LIBRARY_ERRORS key); what it raises
    becomes the library's status. `sticky` overrides the library's rule for calls that
    must answer in a poisoned context (the version queries, cudaDeviceReset); `gated`
    False for the calls that answer while a checkpoint locks the process (its own)."""
    if library not in LIBRARY_ERRORS:
        raise ValueError(f"api({library!r}, ...): the library is one of {sorted(LIBRARY_ERRORS)}")
    errors = LIBRARY_ERRORS[library]
    checks_sticky = errors.sticky if sticky is None else sticky
    bad_shape = (ValueError, OverflowError) if errors.bad_shape is not None else ()
    runtime = library == "cudart"

    def register(func):
        @functools.wraps(func)
        def call(*args):
            if gated and GATE.closed:
                GATE.wait_open()
            if runtime and not RUNTIME_THREADS.called_on_this_thread():
                RUNTIME_THREADS.called_here()
            try:
                if checks_sticky and ERRORS.sticky is not None:
                    ERRORS.check_sticky()
                return func(*args)
            except CudaError as exc:
                if exc.status not in NOT_FAILURES:
                    LOGS.write(f"{names[0]}: {exc}")
                return errors.status_of(exc)
            except bad_shape:
                return errors.bad_shape
        implements(library, *names)(call)
        return func
    return register


def ffi(library: str = "cudart"):
    return ffi_of(library)
