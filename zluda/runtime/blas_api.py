"""The cuBLAS v2 entry points: C arguments from the shim -> the numpy semantics in blas.py.

Every typed entry point (cublasSgemm_v2, cublasZgemmStridedBatched, cublasDnrm2_v2_64...)
is registered from a table that says which data, compute and result types it works in;
the 32-bit and `_64` (int64 dimension) forms share one implementation, since cffi hands
both over as Python ints. Statuses are returned by name, enum values are decoded with the
API catalog. On the CPU device device memory is host memory, so device pointers, host
pointers and the pointer mode's two kinds of scalar all read the same way: the pointer
mode is kept and reported, and results are written through whichever pointer was given.
"""

from __future__ import annotations

import ctypes
import functools

import numpy as np

from zluda.shim.registry import ffi_of

from . import blas, views
from .enums import enum_name, enum_names, enum_value
from .errors import CudaError
from .state import STREAMS, api

LIB = "cublas"
# MAJOR*10000 + MINOR*100 + PATCH, the version the reference H200 reported (cuBLAS 13.1.0)
CUBLAS_VERSION = 130100
NULL_PAGE = 4096   # a pointer below this is NULL or garbage: refuse it rather than fault

HANDLES = blas.HandleTable()


# what cuBLAS answers an enum argument with a value its enum lacks
INVALID_ENUM = "CUBLAS_STATUS_INVALID_VALUE"


# --- C glue -----------------------------------------------------------------------------
_own_ffi: dict[str, object] = {}   # library -> its own FFI, once loaded (it never changes)


def ffi(library: str = LIB):
    """The library's FFI; a process may load libcublasLt without libcublas and vice versa."""
    own = _own_ffi.get(library)
    if own is not None:
        return own
    try:
        own = _own_ffi[library] = ffi_of(library)
        _keep_address_cast(own)
        return own
    except KeyError:   # the other library's, until this one loads (not remembered)
        return ffi_of("cublasLt" if library == LIB else LIB)


def _casting_ffi():
    """An FFI for casts every library's FFI makes alike: the first one loaded (ffi() in a
    process without libcublas would look for it, fail and fall back, on every call)."""
    for own in _own_ffi.values():
        return own
    return ffi()


# the first own FFI's cast to uintptr_t, its type looked up once: address() runs several
# times in every call (descriptor calls are some 800 a training step of llm.c)
_address_cast = None


def _keep_address_cast(own) -> None:
    global _address_cast
    if _address_cast is None:
        _address_cast = functools.partial(own.cast, own.typeof("uintptr_t"))


def address(pointer) -> int:
    if _address_cast is not None:
        return int(_address_cast(pointer))
    return int(_casting_ffi().cast("uintptr_t", pointer))


def pointer_arg(pointer, argument: str, required: bool = True) -> int:
    """A device/host pointer as an address; NULL (or the NULL page) is refused by name."""
    addr = address(pointer)
    if addr < NULL_PAGE and (required or addr != 0):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{argument} is {addr:#x}")
    return addr


# real scalar types read through a cffi cast (no numpy view to build): the value is exact
SCALAR_C_TYPES = {"CUDA_R_32F": "float *", "CUDA_R_64F": "double *"}


def scalar(pointer, data_type: str, argument: str):
    """Read alpha/beta (host or device pointer mode: both are addresses here)."""
    addr = pointer_arg(pointer, argument)
    c_type = SCALAR_C_TYPES.get(data_type)
    if c_type is not None:
        return views.STORAGE[data_type](_casting_ffi().cast(c_type, addr)[0])
    value = views.raw(addr, np.dtype(views.STORAGE[data_type]).itemsize).view(views.STORAGE[data_type])[0]
    return views.bf16_to_f32(np.array([value]))[0] if data_type == "CUDA_R_16BF" else value


def write_result(pointer, value, data_type: str, argument: str = "result") -> None:
    addr = pointer_arg(pointer, argument)
    out = views.raw(addr, np.dtype(views.STORAGE[data_type]).itemsize).view(views.STORAGE[data_type])
    views.store(out, np.asarray([value]), data_type)


def handle_of(handle) -> blas.Handle:
    return HANDLES.get(address(handle))


def _stream_ready(h: blas.Handle) -> None:
    wait_for_stream(h.stream)


def wait_for_stream(stream: int) -> None:
    """cuBLAS work runs in its stream's order: wait for what the stream has queued, then
    compute synchronously (so later work on any stream sees the result)."""
    try:
        STREAMS.synchronize(stream)
    except CudaError:
        raise CudaError("CUBLAS_STATUS_EXECUTION_FAILED", f"stream {stream:#x} failed")


def with_variants(*names: str) -> tuple[str, ...]:
    """Each name plus its `_64` twin (int64 dimensions, same semantics here)."""
    return tuple(n for name in names for n in (name, name + "_64"))


# --- handles, modes, streams ------------------------------------------------------------
@api(LIB, "cublasCreate_v2")
def create(handle):
    if address(handle) == 0:
        return "CUBLAS_STATUS_INVALID_VALUE"
    handle[0] = ffi().cast("cublasHandle_t", HANDLES.create())


@api(LIB, "cublasDestroy_v2")
def destroy(handle):
    HANDLES.destroy(address(handle))


@api(LIB, "cublasSetStream_v2")
def set_stream(handle, stream):
    handle_of(handle).stream = address(stream)


@api(LIB, "cublasGetStream_v2")
def get_stream(handle, stream_out):
    h = handle_of(handle)
    pointer_arg(stream_out, "streamId")
    stream_out[0] = ffi().cast("cudaStream_t", h.stream)


@api(LIB, "cublasSetMathMode")
def set_math_mode(handle, mode):
    h = handle_of(handle)
    # the mode is a base mode OR'ed with flags (CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION)
    flags = enum_value("cublasMath_t", "CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION")
    enum_name("cublasMath_t", mode & ~flags, INVALID_ENUM, "mode")
    h.math_mode = int(mode)


@api(LIB, "cublasGetMathMode")
def get_math_mode(handle, mode_out):
    h = handle_of(handle)
    pointer_arg(mode_out, "mode")
    mode_out[0] = h.math_mode if isinstance(h.math_mode, int) else enum_value("cublasMath_t", h.math_mode)


@api(LIB, "cublasSetPointerMode_v2")
def set_pointer_mode(handle, mode):
    handle_of(handle).pointer_mode = enum_name("cublasPointerMode_t", mode, INVALID_ENUM, "mode")


@api(LIB, "cublasGetPointerMode_v2")
def get_pointer_mode(handle, mode_out):
    h = handle_of(handle)
    pointer_arg(mode_out, "mode")
    mode_out[0] = enum_value("cublasPointerMode_t", h.pointer_mode)


@api(LIB, "cublasSetAtomicsMode")
def set_atomics_mode(handle, mode):
    handle_of(handle).atomics_mode = enum_name("cublasAtomicsMode_t", mode, INVALID_ENUM, "mode")


@api(LIB, "cublasGetAtomicsMode")
def get_atomics_mode(handle, mode_out):
    h = handle_of(handle)
    pointer_arg(mode_out, "mode")
    mode_out[0] = enum_value("cublasAtomicsMode_t", h.atomics_mode)


@api(LIB, "cublasSetWorkspace_v2")
def set_workspace(handle, workspace, size):
    h = handle_of(handle)
    if size and address(workspace) == 0:
        return "CUBLAS_STATUS_INVALID_VALUE"
    # NVIDIA wants the user workspace 256-byte aligned
    if address(workspace) % 256:
        return "CUBLAS_STATUS_INVALID_VALUE"
    h.workspace = (address(workspace), int(size))


@api(LIB, "cublasGetVersion_v2")
def get_version(handle, version):
    handle_of(handle)
    pointer_arg(version, "version")
    version[0] = CUBLAS_VERSION


@api(LIB, "cublasGetVersion")
def get_version_legacy(version):
    pointer_arg(version, "version")
    version[0] = CUBLAS_VERSION


LIBRARY_PROPERTIES = {"MAJOR_VERSION": CUBLAS_VERSION // 10000, "MINOR_VERSION": CUBLAS_VERSION // 100 % 100,
                      "PATCH_LEVEL": CUBLAS_VERSION % 100}


@api(LIB, "cublasGetProperty")
def get_property(prop, value):
    pointer_arg(value, "value")
    value[0] = LIBRARY_PROPERTIES[enum_name("libraryPropertyType", prop, INVALID_ENUM, "type")]


@api(LIB, "cublasGetCudartVersion")
def get_cudart_version():
    return 13000   # a size_t return, not a status


# --- level 3: gemm -------------------------------------------------------------------
# precision letter -> (data type of A/B/C and of alpha/beta, compute type)
GEMM_PRECISIONS = {
    "S": ("CUDA_R_32F", "CUBLAS_COMPUTE_32F"),
    "D": ("CUDA_R_64F", "CUBLAS_COMPUTE_64F"),
    "H": ("CUDA_R_16F", "CUBLAS_COMPUTE_16F"),
    "C": ("CUDA_C_32F", "CUBLAS_COMPUTE_32F"),
    "Z": ("CUDA_C_64F", "CUBLAS_COMPUTE_64F"),
}
# the typed entry points: symbol -> (precision, form); forms: plain, strided, batched
GEMM_ENTRY_POINTS = {
    **{f"cublas{p}gemm{'_v2' if p != 'H' else ''}": (p, "plain") for p in GEMM_PRECISIONS},
    **{f"cublas{p}gemmStridedBatched": (p, "strided") for p in GEMM_PRECISIONS},
    **{f"cublas{p}gemmBatched": (p, "batched") for p in GEMM_PRECISIONS},
}

# cublasGemmEx: compute type -> {(A/B type, C type): scale type}, as cuBLAS documents it
GEMM_EX_TYPES = {
    "16F": {("CUDA_R_16F", "CUDA_R_16F"): "CUDA_R_16F"},
    "32I": {("CUDA_R_8I", "CUDA_R_32I"): "CUDA_R_32I"},
    "32F": {("CUDA_R_16BF", "CUDA_R_16BF"): "CUDA_R_32F", ("CUDA_R_16F", "CUDA_R_16F"): "CUDA_R_32F",
            ("CUDA_R_8I", "CUDA_R_32F"): "CUDA_R_32F", ("CUDA_R_16BF", "CUDA_R_32F"): "CUDA_R_32F",
            ("CUDA_R_16F", "CUDA_R_32F"): "CUDA_R_32F", ("CUDA_R_32F", "CUDA_R_32F"): "CUDA_R_32F",
            ("CUDA_C_32F", "CUDA_C_32F"): "CUDA_C_32F"},
    "32F_FAST": {("CUDA_R_32F", "CUDA_R_32F"): "CUDA_R_32F", ("CUDA_C_32F", "CUDA_C_32F"): "CUDA_C_32F"},
    "64F": {("CUDA_R_64F", "CUDA_R_64F"): "CUDA_R_64F", ("CUDA_C_64F", "CUDA_C_64F"): "CUDA_C_64F"},
}
# the compute type's family (the _PEDANTIC and FAST variants accept what their base does)
COMPUTE_FAMILY = {
    "CUBLAS_COMPUTE_16F": "16F", "CUBLAS_COMPUTE_16F_PEDANTIC": "16F",
    "CUBLAS_COMPUTE_32I": "32I", "CUBLAS_COMPUTE_32I_PEDANTIC": "32I",
    "CUBLAS_COMPUTE_32F": "32F", "CUBLAS_COMPUTE_32F_PEDANTIC": "32F",
    "CUBLAS_COMPUTE_32F_FAST_16F": "32F_FAST", "CUBLAS_COMPUTE_32F_FAST_16BF": "32F_FAST",
    "CUBLAS_COMPUTE_32F_FAST_TF32": "32F_FAST",
    "CUBLAS_COMPUTE_64F": "64F", "CUBLAS_COMPUTE_64F_PEDANTIC": "64F",
}
# cublasGemmEx before CUDA 11 took a cudaDataType as the compute type; cuBLAS still maps them
LEGACY_COMPUTE = {"CUDA_R_16F": "CUBLAS_COMPUTE_16F", "CUDA_R_32F": "CUBLAS_COMPUTE_32F",
                  "CUDA_R_64F": "CUBLAS_COMPUTE_64F", "CUDA_R_32I": "CUBLAS_COMPUTE_32I",
                  "CUDA_C_32F": "CUBLAS_COMPUTE_32F", "CUDA_C_64F": "CUBLAS_COMPUTE_64F"}


def operation_name(value, argument: str) -> str:
    return enum_name("cublasOperation_t", value, INVALID_ENUM, argument)


def _compute_type(value) -> str:
    name = enum_names("cublasComputeType_t").get(int(value))
    if name is None:
        legacy = enum_names("cudaDataType_t").get(int(value))
        name = LEGACY_COMPUTE.get(legacy or "")
    if name is None:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"computeType={value}")
    return name


def _ex_types(compute: str, a_type: str, b_type: str, c_type: str) -> str:
    """The scale type of a GemmEx type combination, or NOT_SUPPORTED as cuBLAS says."""
    if a_type != b_type:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"Atype {a_type} != Btype {b_type}")
    scale = GEMM_EX_TYPES[COMPUTE_FAMILY[compute]].get((a_type, c_type))
    if scale is None:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"{compute} with A/B {a_type}, C {c_type}")
    return scale


def _pointer_array(array, count: int, argument: str) -> list[int]:
    """batchCount device pointers read from a pointer array in device memory."""
    base = pointer_arg(array, argument)
    pointers = views.raw(base, 8 * count).view(np.uint64)
    out = [int(p) for p in pointers]
    if any(p < NULL_PAGE for p in out):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{argument} holds a NULL pointer")
    return out


# how cuBLAS spells a routine in its report where that is not the name padded to six places
# (routine family -> format of the name; from the GPU's recorded stdout of cublas_routines.cu)
XERBLA_SPELLING = {"TRMM": "{}", "TPTTR": "{} "}


def xerbla(routine: str, parameter: int) -> None:
    """cuBLAS's report of an illegal argument, printed through the program's own stdout
    (C stdio, so it lands in order with the program's printf output), as the H200 prints it."""
    name = XERBLA_SPELLING.get(routine[1:], "{:<6}").format(routine)
    libc = ctypes.CDLL(None)
    libc.printf(b" ** On entry to %s parameter number %d had an illegal value\n", name.encode(), parameter)


def illegal(routine: str, checks) -> None:
    """cuBLAS's argument check in BLAS's numbering: the first (parameter number, valid) that
    fails is reported as xerbla reports it and answered CUBLAS_STATUS_INVALID_VALUE."""
    bad = next((number for number, ok in checks if not ok), 0)
    if bad:
        xerbla(routine, bad)
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{routine}: parameter {bad} is illegal")


def gemm_bad_parameter(ta, tb, m, n, k, lda, ldb, ldc) -> int:
    """The first illegal argument in BLAS numbering (transa=1 ... ldc=13), 0 if none."""
    ops = enum_names("cublasOperation_t")
    a_rows = m if ops.get(int(ta)) == "CUBLAS_OP_N" else k
    b_rows = k if ops.get(int(tb)) == "CUBLAS_OP_N" else n
    checks = ((1, int(ta) in ops), (2, int(tb) in ops), (3, m >= 0), (4, n >= 0), (5, k >= 0),
              (8, lda >= max(1, a_rows)), (10, ldb >= max(1, b_rows)), (13, ldc >= max(1, m)))
    return next((number for number, ok in checks if not ok), 0)


def _run_gemm(h, ta, tb, m, n, k, alpha, beta, a, a_type, lda, b, b_type, ldb, c, c_type, ldc, compute,
              batch=1, strides=(0, 0, 0), pointer_arrays=False, routine=""):
    bad = gemm_bad_parameter(ta, tb, m, n, k, lda, ldb, ldc)
    if bad:
        if routine:
            xerbla(routine, bad)
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{routine or 'gemm'} parameter {bad}")
    transa, transb = operation_name(ta, "transa"), operation_name(tb, "transb")
    if min(m, n, k, batch) < 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"m={m} n={n} k={k} batchCount={batch}")
    if m == 0 or n == 0 or batch == 0:
        blas.gemm(transa, transb, m, n, k, 0, 0, a_type, lda, 0, b_type, ldb, 0, 0, c_type, ldc, compute)
        return
    _stream_ready(h)
    if pointer_arrays:
        blas.gemm_batched(transa, transb, m, n, k, alpha, _pointer_array(a, batch, "Aarray"), a_type, lda,
                          _pointer_array(b, batch, "Barray"), b_type, ldb, beta,
                          _pointer_array(c, batch, "Carray"), c_type, ldc, compute)
        return
    needs_ab = k > 0 and alpha != 0
    blas.gemm(transa, transb, m, n, k, alpha, pointer_arg(a, "A", needs_ab), a_type, lda,
              pointer_arg(b, "B", needs_ab), b_type, ldb, beta, pointer_arg(c, "C"), c_type, ldc, compute,
              batch, *strides)


def _typed_gemm(symbol: str):
    precision, form = GEMM_ENTRY_POINTS[symbol]
    data_type, compute = GEMM_PRECISIONS[precision]

    def scalars(h, alpha, beta):
        return scalar(alpha, data_type, "alpha"), scalar(beta, data_type, "beta")

    if form == "plain":
        def gemm(handle, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc):
            h = handle_of(handle)
            al, be = scalars(h, alpha, beta)
            _run_gemm(h, ta, tb, m, n, k, al, be, A, data_type, lda, B, data_type, ldb, C, data_type, ldc,
                      _math_compute(h, compute), routine=f"{precision}GEMM")
    elif form == "strided":
        def gemm(handle, ta, tb, m, n, k, alpha, A, lda, sa, B, ldb, sb, beta, C, ldc, sc, batch):
            h = handle_of(handle)
            al, be = scalars(h, alpha, beta)
            _run_gemm(h, ta, tb, m, n, k, al, be, A, data_type, lda, B, data_type, ldb, C, data_type, ldc,
                      _math_compute(h, compute), batch, (sa, sb, sc))
    else:
        def gemm(handle, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch):
            h = handle_of(handle)
            al, be = scalars(h, alpha, beta)
            _run_gemm(h, ta, tb, m, n, k, al, be, A, data_type, lda, B, data_type, ldb, C, data_type, ldc,
                      _math_compute(h, compute), batch, pointer_arrays=True)
    gemm.__name__ = symbol
    return gemm


@functools.cache
def _math_values() -> tuple[int, int]:
    """(the reduction flag, CUBLAS_TF32_TENSOR_OP_MATH): looked up once, used on every gemm."""
    return (enum_value("cublasMath_t", "CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION"),
            enum_value("cublasMath_t", "CUBLAS_TF32_TENSOR_OP_MATH"))


def _math_compute(h, compute: str) -> str:
    """The compute type a typed fp32 call really uses: CUBLAS_TF32_TENSOR_OP_MATH lets cuBLAS
    round the fp32 inputs to TF32 (as the H200 does); every other mode keeps fp32."""
    if compute != "CUBLAS_COMPUTE_32F":
        return compute
    flags, tf32 = _math_values()
    mode = h.math_mode if isinstance(h.math_mode, int) else enum_value("cublasMath_t", h.math_mode)
    return "CUBLAS_COMPUTE_32F_FAST_TF32" if mode & ~flags == tf32 else compute


for _symbol in GEMM_ENTRY_POINTS:
    api(LIB, *with_variants(_symbol))(_typed_gemm(_symbol))


def _ex_prelude(handle, alpha, beta, Atype, Btype, Ctype, computeType):
    h = handle_of(handle)
    compute = _compute_type(computeType)
    a_type = enum_name("cudaDataType_t", Atype, INVALID_ENUM, "Atype")
    b_type = enum_name("cudaDataType_t", Btype, INVALID_ENUM, "Btype")
    c_type = enum_name("cudaDataType_t", Ctype, INVALID_ENUM, "Ctype")
    scale_type = _ex_types(compute, a_type, b_type, c_type)
    return h, compute, a_type, b_type, c_type, scalar(alpha, scale_type, "alpha"), scalar(beta, scale_type, "beta")


@api(LIB, *with_variants("cublasGemmEx"))
def gemm_ex(handle, ta, tb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo):
    h, compute, a_type, b_type, c_type, al, be = _ex_prelude(handle, alpha, beta, Atype, Btype, Ctype, computeType)
    _run_gemm(h, ta, tb, m, n, k, al, be, A, a_type, lda, B, b_type, ldb, C, c_type, ldc, compute)


@api(LIB, *with_variants("cublasGemmStridedBatchedEx"))
def gemm_strided_batched_ex(handle, ta, tb, m, n, k, alpha, A, Atype, lda, sa, B, Btype, ldb, sb, beta,
                            C, Ctype, ldc, sc, batch, computeType, algo):
    h, compute, a_type, b_type, c_type, al, be = _ex_prelude(handle, alpha, beta, Atype, Btype, Ctype, computeType)
    _run_gemm(h, ta, tb, m, n, k, al, be, A, a_type, lda, B, b_type, ldb, C, c_type, ldc, compute,
              batch, (sa, sb, sc))


@api(LIB, *with_variants("cublasGemmBatchedEx"))
def gemm_batched_ex(handle, ta, tb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc,
                    batch, computeType, algo):
    h, compute, a_type, b_type, c_type, al, be = _ex_prelude(handle, alpha, beta, Atype, Btype, Ctype, computeType)
    _run_gemm(h, ta, tb, m, n, k, al, be, A, a_type, lda, B, b_type, ldb, C, c_type, ldc, compute,
              batch, pointer_arrays=True)


@api(LIB, *with_variants("cublasSgemmEx"))
def sgemm_ex(handle, ta, tb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc):
    """Sgemm over other storage types: fp32 scalars and accumulation."""
    h = handle_of(handle)
    a_type = enum_name("cudaDataType_t", Atype, INVALID_ENUM, "Atype")
    b_type = enum_name("cudaDataType_t", Btype, INVALID_ENUM, "Btype")
    c_type = enum_name("cudaDataType_t", Ctype, INVALID_ENUM, "Ctype")
    _ex_types("CUBLAS_COMPUTE_32F", a_type, b_type, c_type)
    _run_gemm(h, ta, tb, m, n, k, scalar(alpha, "CUDA_R_32F", "alpha"), scalar(beta, "CUDA_R_32F", "beta"),
              A, a_type, lda, B, b_type, ldb, C, c_type, ldc, "CUBLAS_COMPUTE_32F")


# --- level 3: trsm ----------------------------------------------------------------------
TRSM_PRECISIONS = {"S": "CUDA_R_32F", "D": "CUDA_R_64F", "C": "CUDA_C_32F", "Z": "CUDA_C_64F"}


def _trsm_args(handle, side, uplo, trans, diag, m, n, alpha, lda, ldb, data_type):
    h = handle_of(handle)
    names = (enum_name("cublasSideMode_t", side, INVALID_ENUM, "side"), enum_name("cublasFillMode_t", uplo, INVALID_ENUM, "uplo"),
             operation_name(trans, "trans"), enum_name("cublasDiagType_t", diag, INVALID_ENUM, "diag"))
    k = m if names[0] == "CUBLAS_SIDE_LEFT" else n
    if m < 0 or n < 0 or lda < max(1, k) or ldb < max(1, m):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"trsm m={m} n={n} lda={lda} ldb={ldb}")
    return h, names, scalar(alpha, data_type, "alpha")


def _typed_trsm(data_type: str, batched: bool):
    if batched:
        def trsm(handle, side, uplo, trans, diag, m, n, alpha, Aarray, lda, Barray, ldb, batch):
            h, names, al = _trsm_args(handle, side, uplo, trans, diag, m, n, alpha, lda, ldb, data_type)
            if batch < 0:
                raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"batchCount={batch}")
            if m == 0 or n == 0 or batch == 0:
                return
            _stream_ready(h)
            blas.trsm(*names, m, n, al, _pointer_array(Aarray, batch, "Aarray"), lda,
                      _pointer_array(Barray, batch, "Barray"), ldb, data_type)
    else:
        def trsm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb):
            h, names, al = _trsm_args(handle, side, uplo, trans, diag, m, n, alpha, lda, ldb, data_type)
            if m == 0 or n == 0:
                return
            _stream_ready(h)
            blas.trsm(*names, m, n, al, [pointer_arg(A, "A")], lda, [pointer_arg(B, "B")], ldb, data_type)
    return trsm


for _letter, _type in TRSM_PRECISIONS.items():
    api(LIB, *with_variants(f"cublas{_letter}trsm_v2"))(_typed_trsm(_type, False))
    api(LIB, *with_variants(f"cublas{_letter}trsmBatched"))(_typed_trsm(_type, True))


# --- level 2: gemv --------------------------------------------------------------------
GEMV_PRECISIONS = {"S": "CUDA_R_32F", "D": "CUDA_R_64F", "C": "CUDA_C_32F", "Z": "CUDA_C_64F"}


def _typed_gemv(data_type: str):
    def gemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy):
        h = handle_of(handle)
        op = operation_name(trans, "trans")
        if m < 0 or n < 0 or lda < max(1, m) or incx == 0 or incy == 0:
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"m={m} n={n} lda={lda} incx={incx} incy={incy}")
        if m == 0 or n == 0:
            return
        _stream_ready(h)
        blas.gemv(op, m, n, scalar(alpha, data_type, "alpha"), pointer_arg(A, "A"), lda, pointer_arg(x, "x"),
                  incx, scalar(beta, data_type, "beta"), pointer_arg(y, "y"), incy, data_type)
    return gemv


def _typed_gemv_strided(data_type: str):
    def gemv_strided(handle, trans, m, n, alpha, A, lda, sa, x, incx, sx, beta, y, incy, sy, batch):
        one = _typed_gemv(data_type)
        size = np.dtype(views.STORAGE[data_type]).itemsize
        if batch < 0:
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"batchCount={batch}")
        a0, x0, y0 = address(A), address(x), address(y)
        for i in range(batch):
            cast = ffi().cast
            one(handle, trans, m, n, alpha, cast("void *", a0 + i * sa * size), lda,
                cast("void *", x0 + i * sx * size), incx, beta, cast("void *", y0 + i * sy * size), incy)
    return gemv_strided


for _p, _type in GEMV_PRECISIONS.items():
    api(LIB, *with_variants(f"cublas{_p}gemv_v2"))(_typed_gemv(_type))
    api(LIB, *with_variants(f"cublas{_p}gemvStridedBatched"))(_typed_gemv_strided(_type))


# the mixed-precision batched gemv of cublas_api.h's C++-only part: letters (A/x, compute,
# y) -> (A/x type, y type); scalars and accumulation are fp32
GEMV_MIXED = {"HSH": ("CUDA_R_16F", "CUDA_R_16F"), "HSS": ("CUDA_R_16F", "CUDA_R_32F"),
              "TST": ("CUDA_R_16BF", "CUDA_R_16BF"), "TSS": ("CUDA_R_16BF", "CUDA_R_32F")}


def _mixed_gemv_batch(handle, trans, m, n, alpha, lda, incx, beta, incy, batch, operands, in_type, out_type):
    """Run one mixed gemv per batch entry; operands(i) gives entry i's (A, x, y) addresses."""
    h = handle_of(handle)
    op = operation_name(trans, "trans")
    if m < 0 or n < 0 or lda < max(1, m) or incx == 0 or incy == 0 or batch < 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE",
                        f"m={m} n={n} lda={lda} incx={incx} incy={incy} batchCount={batch}")
    if m == 0 or n == 0 or batch == 0:
        return
    _stream_ready(h)
    al, be = scalar(alpha, "CUDA_R_32F", "alpha"), scalar(beta, "CUDA_R_32F", "beta")
    for i in range(batch):
        a, x, y = operands(i)
        blas.gemv_mixed(op, m, n, al, a, lda, x, incx, be, y, incy, in_type, out_type)


def _mixed_gemv(letters: str, form: str):
    in_type, out_type = GEMV_MIXED[letters]
    in_size = np.dtype(views.STORAGE[in_type]).itemsize
    out_size = np.dtype(views.STORAGE[out_type]).itemsize

    if form == "batched":
        def gemv(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batch):
            arrays = [_pointer_array(arr, batch, name) if batch > 0 and min(m, n) > 0 else []
                      for arr, name in ((Aarray, "Aarray"), (xarray, "xarray"), (yarray, "yarray"))]
            _mixed_gemv_batch(handle, trans, m, n, alpha, lda, incx, beta, incy, batch,
                              lambda i: (arrays[0][i], arrays[1][i], arrays[2][i]), in_type, out_type)
    else:
        def gemv(handle, trans, m, n, alpha, A, lda, sa, x, incx, sx, beta, y, incy, sy, batch):
            a0, x0, y0 = pointer_arg(A, "A"), pointer_arg(x, "x"), pointer_arg(y, "y")
            _mixed_gemv_batch(handle, trans, m, n, alpha, lda, incx, beta, incy, batch,
                              lambda i: (a0 + i * sa * in_size, x0 + i * sx * in_size, y0 + i * sy * out_size),
                              in_type, out_type)
    gemv.__name__ = f"cublas{letters}gemv{'Batched' if form == 'batched' else 'StridedBatched'}"
    return gemv


for _letters in GEMV_MIXED:
    api(LIB, *with_variants(f"cublas{_letters}gemvBatched"))(_mixed_gemv(_letters, "batched"))
    api(LIB, *with_variants(f"cublas{_letters}gemvStridedBatched"))(_mixed_gemv(_letters, "strided"))


# --- level 1 --------------------------------------------------------------------------
# data type of x/y per precision letter, and the real type of norms/sums of that type
LEVEL1_TYPES = {"S": "CUDA_R_32F", "D": "CUDA_R_64F", "C": "CUDA_C_32F", "Z": "CUDA_C_64F"}
REAL_OF = {"CUDA_R_32F": "CUDA_R_32F", "CUDA_R_64F": "CUDA_R_64F", "CUDA_C_32F": "CUDA_R_32F",
           "CUDA_C_64F": "CUDA_R_64F", "CUDA_R_16F": "CUDA_R_16F", "CUDA_R_16BF": "CUDA_R_16BF"}
# cublasDotEx's types beyond the four of level 1: x, y and the result half or bfloat16, the
# products summed in float (its executionType)
DOT_EX_HALF_TYPES = ("CUDA_R_16F", "CUDA_R_16BF")


def _vector_args(n, incx, x, argument="x"):
    return pointer_arg(x, argument, n > 0)


def _level1(kind: str, data_type: str, alpha_type: str | None = None):
    """One level-1 routine over `data_type`; alpha_type differs for Csscal/Zdscal."""
    alpha_type = alpha_type or data_type
    real = REAL_OF[data_type]

    def axpy(handle, n, alpha, x, incx, y, incy):
        h = handle_of(handle)
        a = scalar(alpha, alpha_type, "alpha")
        if n > 0:
            _stream_ready(h)
            blas.axpy(n, a, _vector_args(n, incx, x), incx, _vector_args(n, incy, y, "y"), incy, data_type)

    def scal(handle, n, alpha, x, incx):
        h = handle_of(handle)
        a = scalar(alpha, alpha_type, "alpha")
        if n > 0 and incx > 0:
            _stream_ready(h)
            blas.scal(n, a, _vector_args(n, incx, x), incx, data_type)

    def copy(handle, n, x, incx, y, incy):
        h = handle_of(handle)
        if n > 0:
            _stream_ready(h)
            blas.copy(n, _vector_args(n, incx, x), incx, _vector_args(n, incy, y, "y"), incy, data_type)

    def swap(handle, n, x, incx, y, incy):
        h = handle_of(handle)
        if n > 0:
            _stream_ready(h)
            blas.swap(n, _vector_args(n, incx, x), incx, _vector_args(n, incy, y, "y"), incy, data_type)

    def dot(conjugate):
        def dot_impl(handle, n, x, incx, y, incy, result):
            h = handle_of(handle)
            pointer_arg(result, "result")
            value = 0
            if n > 0:
                _stream_ready(h)
                value = blas.dot(n, _vector_args(n, incx, x), incx, _vector_args(n, incy, y, "y"), incy,
                                 data_type, conjugate)
            write_result(result, value, data_type)
        return dot_impl

    def reduction(func, result_type):
        def reduce_impl(handle, n, x, incx, result):
            h = handle_of(handle)
            pointer_arg(result, "result")
            value = 0
            if n > 0 and incx > 0:
                _stream_ready(h)
                value = func(n, _vector_args(n, incx, x), incx, data_type)
            write_result(result, value, result_type)
        return reduce_impl

    def index(smallest):
        def index_impl(handle, n, x, incx, result):
            h = handle_of(handle)
            pointer_arg(result, "result")
            value = 0
            if n > 0 and incx > 0:
                _stream_ready(h)
                value = blas.iamax(n, _vector_args(n, incx, x), incx, data_type, smallest)
            # the _64 form writes an int64_t, the plain one an int
            result[0] = value
        return index_impl

    return {"axpy": axpy, "scal": scal, "copy": copy, "swap": swap, "dot": dot(False), "dotc": dot(True),
            "nrm2": reduction(blas.nrm2, real), "asum": reduction(blas.asum, real),
            "amax": index(False), "amin": index(True)}[kind]


# symbol stem (before _v2) -> (routine, data type, alpha type)
LEVEL1_ENTRY_POINTS = {
    **{f"cublas{p}{r}": (r, t, None) for p, t in LEVEL1_TYPES.items() for r in ("axpy", "scal", "copy", "swap")},
    "cublasSdot": ("dot", "CUDA_R_32F", None), "cublasDdot": ("dot", "CUDA_R_64F", None),
    "cublasCdotu": ("dot", "CUDA_C_32F", None), "cublasZdotu": ("dot", "CUDA_C_64F", None),
    "cublasCdotc": ("dotc", "CUDA_C_32F", None), "cublasZdotc": ("dotc", "CUDA_C_64F", None),
    "cublasCsscal": ("scal", "CUDA_C_32F", "CUDA_R_32F"), "cublasZdscal": ("scal", "CUDA_C_64F", "CUDA_R_64F"),
    "cublasSnrm2": ("nrm2", "CUDA_R_32F", None), "cublasDnrm2": ("nrm2", "CUDA_R_64F", None),
    "cublasScnrm2": ("nrm2", "CUDA_C_32F", None), "cublasDznrm2": ("nrm2", "CUDA_C_64F", None),
    "cublasSasum": ("asum", "CUDA_R_32F", None), "cublasDasum": ("asum", "CUDA_R_64F", None),
    "cublasScasum": ("asum", "CUDA_C_32F", None), "cublasDzasum": ("asum", "CUDA_C_64F", None),
    **{f"cublasI{p.lower()}amax": ("amax", t, None) for p, t in LEVEL1_TYPES.items()},
    **{f"cublasI{p.lower()}amin": ("amin", t, None) for p, t in LEVEL1_TYPES.items()},
}

for _stem, (_routine, _type, _alpha) in LEVEL1_ENTRY_POINTS.items():
    api(LIB, *with_variants(_stem + "_v2"))(_level1(_routine, _type, _alpha))


# --- the Ex level-1 forms: the data type is an argument --------------------------------
@api(LIB, *with_variants("cublasAxpyEx"))
def axpy_ex(handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype):
    types = {enum_name("cudaDataType_t", t, INVALID_ENUM, a) for t, a in ((xType, "xType"), (yType, "yType"),
                                                              (executiontype, "executiontype"))}
    if len(types) != 1 or next(iter(types)) not in LEVEL1_TYPES.values():
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"AxpyEx types {sorted(types)}")
    data_type = types.pop()
    _level1("axpy", data_type, enum_name("cudaDataType_t", alphaType, INVALID_ENUM, "alphaType"))(handle, n, alpha, x, incx, y, incy)


@api(LIB, *with_variants("cublasScalEx"))
def scal_ex(handle, n, alpha, alphaType, x, xType, incx, executionType):
    data_type = enum_name("cudaDataType_t", xType, INVALID_ENUM, "xType")
    if data_type not in LEVEL1_TYPES.values():
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"ScalEx xType {data_type}")
    _level1("scal", data_type, enum_name("cudaDataType_t", alphaType, INVALID_ENUM, "alphaType"))(handle, n, alpha, x, incx)


@api(LIB, *with_variants("cublasDotEx"))
def dot_ex(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType):
    data_type = enum_name("cudaDataType_t", xType, INVALID_ENUM, "xType")
    y_type = enum_name("cudaDataType_t", yType, INVALID_ENUM, "yType")
    result_type = enum_name("cudaDataType_t", resultType, INVALID_ENUM, "resultType")
    if data_type in DOT_EX_HALF_TYPES:
        execution = enum_name("cudaDataType_t", executionType, INVALID_ENUM, "executionType")
        if execution != "CUDA_R_32F":
            raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"DotEx xType {data_type} executionType {execution}")
    elif data_type not in LEVEL1_TYPES.values():
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"DotEx xType {data_type}")
    if y_type != data_type or result_type != data_type:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"DotEx xType {data_type} yType {y_type} resultType {result_type}")
    _level1("dot", data_type)(handle, n, x, incx, y, incy, result)


@api(LIB, *with_variants("cublasNrm2Ex"))
def nrm2_ex(handle, n, x, xType, incx, result, resultType, executionType):
    data_type = enum_name("cudaDataType_t", xType, INVALID_ENUM, "xType")
    if data_type not in LEVEL1_TYPES.values() or enum_name("cudaDataType_t", resultType, INVALID_ENUM, "resultType") != REAL_OF[data_type]:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"Nrm2Ex xType {data_type}")
    _level1("nrm2", data_type)(handle, n, x, incx, result)


# --- Set/Get Vector/Matrix: strided byte copies between host and device memory ---------
def _strided_bytes(address_: int, count: int, elem: int, inc: int) -> np.ndarray:
    """count elements of elem bytes, inc elements apart, as a (count, elem) uint8 view."""
    span = ((count - 1) * inc + 1) * elem
    base = views.raw(address_, span)
    return np.lib.stride_tricks.as_strided(base, shape=(count, elem), strides=(inc * elem, 1))


def _copy_vector(n, elem_size, src, incx, dst, incy):
    if n < 0 or elem_size <= 0 or incx <= 0 or incy <= 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"n={n} elemSize={elem_size} incx={incx} incy={incy}")
    if n == 0:
        return
    s, d = pointer_arg(src, "x"), pointer_arg(dst, "y")
    _strided_bytes(d, n, elem_size, incy)[...] = _strided_bytes(s, n, elem_size, incx)


def _copy_matrix(rows, cols, elem_size, src, lda, dst, ldb):
    if rows < 0 or cols < 0 or elem_size <= 0 or lda < max(1, rows) or ldb < max(1, rows):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE",
                        f"rows={rows} cols={cols} elemSize={elem_size} lda={lda} ldb={ldb}")
    if rows == 0 or cols == 0:
        return
    s, d = pointer_arg(src, "A"), pointer_arg(dst, "B")
    dtype = np.dtype((np.void, elem_size))
    views.matrix(d, rows, cols, ldb, dtype)[...] = views.matrix(s, rows, cols, lda, dtype)


@api(LIB, *with_variants("cublasSetVector", "cublasGetVector"))
def set_get_vector(n, elem_size, x, incx, y, incy):
    _copy_vector(n, elem_size, x, incx, y, incy)


@api(LIB, *with_variants("cublasSetVectorAsync", "cublasGetVectorAsync"))
def set_get_vector_async(n, elem_size, x, incx, y, incy, stream):
    _copy_vector(n, elem_size, x, incx, y, incy)


@api(LIB, *with_variants("cublasSetMatrix", "cublasGetMatrix"))
def set_get_matrix(rows, cols, elem_size, A, lda, B, ldb):
    _copy_matrix(rows, cols, elem_size, A, lda, B, ldb)


@api(LIB, *with_variants("cublasSetMatrixAsync", "cublasGetMatrixAsync"))
def set_get_matrix_async(rows, cols, elem_size, A, lda, B, ldb, stream):
    _copy_matrix(rows, cols, elem_size, A, lda, B, ldb)

