"""The process-wide runtime state and the glue between the shim's calls and the semantics.

One object of each kind serves the whole process (CUDA has one primary context per
device, and this runtime has one device): the error state, the memory manager, the
stream table, the module table, the cuBLAS handles and the cuBLASLt objects. The
`api(...)` decorator registers a Python function with the shim's registry and turns the
`CudaError`s raised below it into the library's status, so the semantic modules stay
free of C-calling details.
"""

from __future__ import annotations

import functools

from zluda.shim.registry import ffi_of, implements, on_lib

from . import blaslt, enums, memory, modules, streams
from .enums import enum_names, enum_value, enum_values  # noqa: F401 - the implementations import them from here
from .errors import CudaError, ErrorState
from .fast_mirror import FastMirror

ERRORS = ErrorState()
MEMORY = memory.MemoryManager()
STREAMS = streams.StreamTable()
MODULES = modules.ModuleTable()
LT = blaslt.LtObjects()
FAST = FastMirror(MEMORY, STREAMS, ERRORS, MODULES)   # libcudart's C fast path, kept in step
on_lib(FAST.attach)


def enum_name(enum_type: str, value: int, library_error: str = "cudaErrorInvalidValue") -> str:
    return enums.enum_name(enum_type, value, library_error)


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
    if exc.status.startswith("CUBLAS_STATUS_"):
        return exc.status
    return "CUBLAS_STATUS_INVALID_VALUE" if exc.status == "cudaErrorInvalidValue" else "CUBLAS_STATUS_EXECUTION_FAILED"


_STATUS_OF = {"cudart": _runtime_status, "cuda": _driver_status, "cublas": _blas_status, "cublasLt": _blas_status}


def api(library: str, *names: str, sticky: bool = True):
    """Register `func` for `names` of `library`; CudaError -> status. With sticky=True a
    context poisoned by a sticky error (a device assert) fails the call with that error."""
    convert = _STATUS_OF[library]

    def register(func):
        @functools.wraps(func)
        def call(*args):
            try:
                if sticky and ERRORS.sticky is not None:
                    ERRORS.check_sticky()
                return func(*args)
            except CudaError as exc:
                return convert(exc)
        implements(library, *names)(call)
        return func
    return register


def ffi(library: str = "cudart"):
    return ffi_of(library)
