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

from zluda.api import catalog as api_catalog
from zluda.shim.registry import ffi_of, implements, on_lib

from . import blas, blaslt, memory, modules, streams
from .errors import CudaError, ErrorState
from .fast_mirror import FastMirror

ERRORS = ErrorState()
MEMORY = memory.MemoryManager()
STREAMS = streams.StreamTable()
MODULES = modules.ModuleTable()
BLAS = blas.HandleTable()
LT = blaslt.LtObjects()
FAST = FastMirror(MEMORY, STREAMS, ERRORS, MODULES)   # libcudart's C fast path, kept in step
on_lib(FAST.attach)


@functools.cache
def _catalog():
    return api_catalog.load(13)


@functools.cache
def enum_names(enum_type: str) -> dict[int, str]:
    """value -> the first name the header gives it, for an enum type of the catalog."""
    cat = _catalog()
    names: dict[int, str] = {}
    for name, value in cat.enums[cat.enum_key(enum_type)].values.items():
        names.setdefault(value, name)
    return names


@functools.cache
def enum_values(enum_type: str) -> dict[str, int]:
    cat = _catalog()
    return dict(cat.enums[cat.enum_key(enum_type)].values)


def enum_name(enum_type: str, value: int, library_error: str = "cudaErrorInvalidValue") -> str:
    name = enum_names(enum_type).get(int(value))
    if name is None:
        raise CudaError(library_error, f"{value} is not a {enum_type}")
    return name


def enum_value(enum_type: str, name: str) -> int:
    return enum_values(enum_type)[name]


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
