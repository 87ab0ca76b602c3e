"""The legacy cuBLAS API (cublas.h): no handle, scalars by value, results returned, errors
kept for cublasGetError, enum arguments as characters ('N', 'T', 'C', 'U', 'L', 'R').

Every legacy routine is generated from the API catalog: its `_v2` twin takes the same
arguments behind a handle, with scalars and the result behind pointers and enums as
numbers. The adapter builds that argument list, calls the registered `_v2` entry point on
the implicit handle of cublasInit (its stream set by cublasSetKernelStream) and keeps a
failing status for cublasGetError; a routine whose `_v2` twin is not implemented is not
generated. A routine called before cublasInit (or after cublasShutdown) starts the
implicit handle itself and succeeds: NVIDIA's cuBLAS 13 does (recorded on the GPU,
workloads/samples/data/cublas_routines_gpu_stdout.txt), though the legacy API's
documentation asks for cublasInit first.
"""

from __future__ import annotations

import threading

from zluda.api import catalog as api_catalog
from zluda.shim.registry import implements, lookup

from . import blas_level1_api, blas_level2_api, blas_level3_api  # noqa: F401 (the _v2 twins, registered)
from .blas_api import HANDLES, LIB, address, ffi
from .enums import enum_value
from .errors import CudaError
from .state import MEMORY, api

SUCCESS = "CUBLAS_STATUS_SUCCESS"

# enum type -> legacy character (either case) -> enum name
CHARACTER_ENUMS = {
    "cublasOperation_t": {"N": "CUBLAS_OP_N", "T": "CUBLAS_OP_T", "C": "CUBLAS_OP_C"},
    "cublasFillMode_t": {"U": "CUBLAS_FILL_MODE_UPPER", "L": "CUBLAS_FILL_MODE_LOWER"},
    "cublasSideMode_t": {"L": "CUBLAS_SIDE_LEFT", "R": "CUBLAS_SIDE_RIGHT"},
    "cublasDiagType_t": {"N": "CUBLAS_DIAG_NON_UNIT", "U": "CUBLAS_DIAG_UNIT"},
}
# a character outside the table: legacy cuBLAS reads any trans other than N or C as T (the
# GPU's result for 'x', recorded by cublas_routines.cu); the other enums answer invalid value
CHARACTER_DEFAULTS = {"cublasOperation_t": "T"}
# legacy trmm writes B in place; its _v2 twin takes the output apart: C is B, ldc is ldb
OUTPUT_ALIASES = {"C": "B", "ldc": "ldb"}
# the by-value scalar types of cublas.h, passed to the _v2 form by pointer
BY_VALUE = ("float", "double", "cuComplex", "cuDoubleComplex")


class LegacyState:
    """The implicit handle and the last error, process-wide as in cuBLAS."""

    def __init__(self) -> None:
        self.handle = 0
        self.error = SUCCESS
        self.lock = threading.Lock()

    def handle_id(self) -> int:
        with self.lock:
            if not self.handle:
                self.handle = HANDLES.create()
            return self.handle

    def fail(self, status: str) -> None:
        with self.lock:
            self.error = status


LEGACY = LegacyState()


def _character(value) -> str:
    return (value.decode() if isinstance(value, bytes) else chr(int(value))).upper()


def make_adapter(legacy, twin):
    """The legacy function over the registered _v2 implementation `twin` (catalog entries)."""
    impl = lookup(LIB, twin.name, twin.name)
    v2_params = twin.params[1:]   # after the handle
    returns = legacy.return_type not in ("void", "cublasStatus_t")
    result_type = v2_params[-1].ctype.replace("const ", "") if returns else ""
    legacy_names = [p.name for p in legacy.params]
    aliased = [legacy_names.index(OUTPUT_ALIASES[p.name])
               for p in v2_params[len(legacy.params):len(v2_params) - (1 if returns else 0)]]
    converters = []
    for lp, vp in zip(legacy.params, v2_params):
        if vp.enum in CHARACTER_ENUMS:
            table = {k: enum_value(vp.enum, v) for k, v in CHARACTER_ENUMS[vp.enum].items()}
            fallback = CHARACTER_DEFAULTS.get(vp.enum)
            converters.append(("enum", table, table[fallback] if fallback else None))
        elif lp.ctype in BY_VALUE and vp.ctype.endswith("*"):
            converters.append(("pointer", lp.ctype + " *", vp.name))
        else:
            converters.append(None)

    def adapter(*args):
        result = ffi().new(result_type) if returns else None
        keep = []
        call = []
        for value, conv in zip(args, converters):
            if conv is None:
                call.append(value)
            elif conv[0] == "enum":
                number = conv[1].get(_character(value), conv[2])
                if number is None:
                    LEGACY.fail("CUBLAS_STATUS_INVALID_VALUE")
                    return result[0] if returns else None
                call.append(number)
            else:
                keep.append(ffi().new(conv[1], value))
                call.append(keep[-1])
        call.extend(call[i] for i in aliased)
        if returns:
            call.append(result)
        status = impl(ffi().cast("cublasHandle_t", LEGACY.handle_id()), *call)
        if status:
            LEGACY.fail(status)
        return result[0] if returns else None
    adapter.__name__ = legacy.name
    return adapter


def _register_routines() -> None:
    cat = api_catalog.load(13)
    functions = {f.name: f for f in cat.functions_of(LIB)}
    for name, f in functions.items():
        twin = functions.get(name + "_v2")
        if not f.legacy or twin is None or lookup(LIB, twin.name, twin.name) is None:
            continue
        returns = f.return_type not in ("void", "cublasStatus_t")
        extra = twin.params[1 + len(f.params):len(twin.params) - (1 if returns else 0)]
        if any(OUTPUT_ALIASES.get(p.name) not in [q.name for q in f.params] for p in extra):
            continue   # an argument list the adapter does not know how to map
        implements(LIB, name)(make_adapter(f, twin))


_register_routines()


# --- the legacy helpers ------------------------------------------------------------------
@api(LIB, "cublasInit")
def init():
    LEGACY.handle_id()


@api(LIB, "cublasShutdown")
def shutdown():
    with LEGACY.lock:
        if not LEGACY.handle:
            raise CudaError("CUBLAS_STATUS_NOT_INITIALIZED", "cublasShutdown before cublasInit")
        HANDLES.destroy(LEGACY.handle)
        LEGACY.handle = 0


@api(LIB, "cublasGetError")
def get_error():
    """The last error of a legacy call, reset to success by reading it."""
    with LEGACY.lock:
        status, LEGACY.error = LEGACY.error, SUCCESS
    return status


@api(LIB, "cublasSetKernelStream")
def set_kernel_stream(stream):
    HANDLES.get(LEGACY.handle_id()).stream = address(stream)


@api(LIB, "cublasAlloc")
def alloc(n, elemSize, devicePtr):
    if n <= 0 or elemSize <= 0 or address(devicePtr) == 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"cublasAlloc n={n} elemSize={elemSize}")
    try:
        pointer = MEMORY.allocate(n * elemSize, "device")
    except CudaError:
        raise CudaError("CUBLAS_STATUS_ALLOC_FAILED", f"cublasAlloc of {n * elemSize} bytes")
    devicePtr[0] = ffi().cast("void *", pointer)


@api(LIB, "cublasFree")
def free(devicePtr):
    if address(devicePtr) == 0:
        return
    try:
        MEMORY.free(address(devicePtr), "device")
    except CudaError:
        raise CudaError("CUBLAS_STATUS_INTERNAL_ERROR", f"cublasFree of {address(devicePtr):#x}")
