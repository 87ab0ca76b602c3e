"""cuBLAS and cuBLASLt entry points on the CPU device, registered with the shim.

The typed cuBLAS entry points differ only in their element type, so they are generated
from tables: GEMM_VARIANTS maps a precision letter to (data type, compute type) and
LEVEL1 lists the level-1 routines with the semantic function they call. Scalars (alpha,
beta) and results are read and written through their pointers in either pointer mode:
host and device memory are one address space on this device.
"""

from __future__ import annotations

import ctypes
import struct

import numpy as np

from . import blas, blaslt, views
from .errors import CudaError
from .state import BLAS, LT, address, api, enum_name, enum_value, ffi

CUBLAS, LT_LIB = "cublas", "cublasLt"
CUBLAS_VERSION = 130000         # cublasGetVersion: 13.0.0
CUBLASLT_VERSION = 130000

# precision letter -> (cudaDataType of the operands, compute type of the product)
GEMM_VARIANTS = {
    "S": ("CUDA_R_32F", "CUBLAS_COMPUTE_32F"),
    "D": ("CUDA_R_64F", "CUBLAS_COMPUTE_64F"),
    "H": ("CUDA_R_16F", "CUBLAS_COMPUTE_16F"),
}
# a compute type's scalar format (alpha/beta of GemmEx are of the compute precision)
SCALAR_FORMAT = {np.float32: "f", np.float64: "d", np.float16: "e", np.int32: "i"}
ELEMENT_FORMAT = {"CUDA_R_32F": "f", "CUDA_R_64F": "d", "CUDA_R_16F": "e"}


def _addr(p) -> int:
    return address(ffi(CUBLAS), p)


def _read(p, fmt: str):
    a = _addr(p)
    if not a:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", "scalar pointer is NULL")
    return struct.unpack(fmt, ctypes.string_at(a, struct.calcsize(fmt)))[0]


def _write(p, fmt: str, value) -> None:
    a = _addr(p)
    if not a:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", "result pointer is NULL")
    ctypes.memmove(a, struct.pack(fmt, value), struct.calcsize(fmt))


def _handle(h):
    return BLAS.get(_addr(h))


def _op(op: int) -> str:
    return enum_name("cublasOperation_t", op, "CUBLAS_STATUS_INVALID_ENUM")


# ---------------------------------------------------------------- handles and modes

@api(CUBLAS, "cublasCreate_v2")
def create(handle):
    if handle == ffi(CUBLAS).NULL:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", "handle is NULL")
    handle[0] = ffi(CUBLAS).cast("cublasHandle_t", BLAS.create())


@api(CUBLAS, "cublasDestroy_v2")
def destroy(handle):
    BLAS.destroy(_addr(handle))


@api(CUBLAS, "cublasSetStream_v2")
def set_stream(handle, streamId):
    from .state import STREAMS
    stream = _addr(streamId)
    STREAMS.stream(stream)
    _handle(handle).stream = stream


@api(CUBLAS, "cublasGetStream_v2")
def get_stream(handle, streamId):
    streamId[0] = ffi(CUBLAS).cast("cudaStream_t", _handle(handle).stream)


@api(CUBLAS, "cublasSetMathMode")
def set_math_mode(handle, mode):
    h = _handle(handle)
    enum_name("cublasMath_t", mode & 0xF, "CUBLAS_STATUS_INVALID_VALUE")
    h.math_mode = mode


@api(CUBLAS, "cublasGetMathMode")
def get_math_mode(handle, mode):
    h = _handle(handle)
    mode[0] = h.math_mode if isinstance(h.math_mode, int) else enum_value("cublasMath_t", h.math_mode)


@api(CUBLAS, "cublasSetPointerMode_v2")
def set_pointer_mode(handle, mode):
    _handle(handle).pointer_mode = enum_name("cublasPointerMode_t", mode, "CUBLAS_STATUS_INVALID_VALUE")


@api(CUBLAS, "cublasGetPointerMode_v2")
def get_pointer_mode(handle, mode):
    mode[0] = enum_value("cublasPointerMode_t", _handle(handle).pointer_mode)


@api(CUBLAS, "cublasSetAtomicsMode")
def set_atomics_mode(handle, mode):
    _handle(handle).atomics_mode = enum_name("cublasAtomicsMode_t", mode, "CUBLAS_STATUS_INVALID_VALUE")


@api(CUBLAS, "cublasGetAtomicsMode")
def get_atomics_mode(handle, mode):
    mode[0] = enum_value("cublasAtomicsMode_t", _handle(handle).atomics_mode)


@api(CUBLAS, "cublasSetWorkspace_v2")
def set_workspace(handle, workspace, workspaceSizeInBytes):
    _handle(handle).workspace = (_addr(workspace), workspaceSizeInBytes)


@api(CUBLAS, "cublasGetVersion_v2")
def get_version(handle, version):
    version[0] = CUBLAS_VERSION


@api(CUBLAS, "cublasGetProperty")
def get_property(type_, value):
    part = enum_name("libraryPropertyType", type_, "CUBLAS_STATUS_INVALID_VALUE")
    value[0] = {"MAJOR_VERSION": 13, "MINOR_VERSION": 0, "PATCH_LEVEL": 0}[part]


# ---------------------------------------------------------------- host <-> device helpers

def _strided_copy(n, elem, src, inc_src, dst, inc_dst):
    if n < 0 or elem <= 0 or inc_src == 0 or inc_dst == 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"n={n} elemSize={elem} incx={inc_src} incy={inc_dst}")
    s, d = _addr(src), _addr(dst)
    if inc_src == 1 and inc_dst == 1:
        ctypes.memmove(d, s, n * elem)
        return
    for i in range(n):
        ctypes.memmove(d + i * inc_dst * elem, s + i * inc_src * elem, elem)


@api(CUBLAS, "cublasSetVector", "cublasGetVector")
def set_vector(n, elemSize, x, incx, y, incy):
    _strided_copy(n, elemSize, x, incx, y, incy)


@api(CUBLAS, "cublasSetVectorAsync", "cublasGetVectorAsync")
def set_vector_async(n, elemSize, x, incx, y, incy, stream):
    _strided_copy(n, elemSize, x, incx, y, incy)


@api(CUBLAS, "cublasSetMatrix", "cublasGetMatrix")
def set_matrix(rows, cols, elemSize, A, lda, B, ldb):
    if rows < 0 or cols < 0 or elemSize <= 0 or lda < max(1, rows) or ldb < max(1, rows):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"rows={rows} cols={cols} lda={lda} ldb={ldb}")
    a, b = _addr(A), _addr(B)
    for c in range(cols):
        ctypes.memmove(b + c * ldb * elemSize, a + c * lda * elemSize, rows * elemSize)


@api(CUBLAS, "cublasSetMatrixAsync", "cublasGetMatrixAsync")
def set_matrix_async(rows, cols, elemSize, A, lda, B, ldb, stream):
    set_matrix(rows, cols, elemSize, A, lda, B, ldb)


# ---------------------------------------------------------------- GEMM

def _typed_gemm(letter: str, strided: bool, batched: bool):
    data_type, compute = GEMM_VARIANTS[letter]
    fmt = ELEMENT_FORMAT[data_type]

    def gemm(handle, transa, transb, m, n, k, alpha, A, lda, *rest):
        _handle(handle)
        if strided:
            strideA, B, ldb, strideB, beta, C, ldc, strideC, batch = rest
        elif batched:
            B, ldb, beta, C, ldc, batch = rest
        else:
            B, ldb, beta, C, ldc = rest
            batch = 1
        acc = compute
        a_scalar, b_scalar = _read(alpha, fmt), _read(beta, fmt)
        if batched:
            if batch < 0:
                raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"batchCount {batch}")
            arrays = [list((ctypes.c_uint64 * batch).from_address(_addr(p))) if batch else [] for p in (A, B, C)]
            blas.gemm_batched(_op(transa), _op(transb), m, n, k, a_scalar, arrays[0], data_type, lda, arrays[1],
                              data_type, ldb, b_scalar, arrays[2], data_type, ldc, acc)
            return
        blas.gemm(_op(transa), _op(transb), m, n, k, a_scalar, _addr(A), data_type, lda, _addr(B), data_type, ldb,
                  b_scalar, _addr(C), data_type, ldc, acc, batch,
                  *((strideA, strideB, strideC) if strided else (0, 0, 0)))
    return gemm


for _letter in GEMM_VARIANTS:
    api(CUBLAS, f"cublas{_letter}gemm_v2", f"cublas{_letter}gemm")(_typed_gemm(_letter, False, False))
    api(CUBLAS, f"cublas{_letter}gemmStridedBatched")(_typed_gemm(_letter, True, False))
    api(CUBLAS, f"cublas{_letter}gemmBatched")(_typed_gemm(_letter, False, True))


def _compute_of(computeType: int) -> tuple[str, str]:
    """(compute type name, scalar struct format) of GemmEx's computeType argument."""
    names = {**{v: k for k, v in enum_value_map("cudaDataType_t").items()},
             **{v: k for k, v in enum_value_map("cublasComputeType_t").items()}}
    name = names.get(computeType)
    if name is None or name not in blas.COMPUTE:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"compute type {computeType}")
    return name, SCALAR_FORMAT[blas.COMPUTE[name]]


def enum_value_map(enum_type: str) -> dict[str, int]:
    from .state import enum_values
    return enum_values(enum_type)


def _data_type(value: int) -> str:
    return enum_name("cudaDataType_t", value, "CUBLAS_STATUS_NOT_SUPPORTED")


@api(CUBLAS, "cublasGemmEx")
def gemm_ex(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc,
            computeType, algo):
    _handle(handle)
    compute, fmt = _compute_of(computeType)
    blas.gemm(_op(transa), _op(transb), m, n, k, _read(alpha, fmt), _addr(A), _data_type(Atype), lda, _addr(B),
              _data_type(Btype), ldb, _read(beta, fmt), _addr(C), _data_type(Ctype), ldc, compute)


@api(CUBLAS, "cublasGemmStridedBatchedEx")
def gemm_strided_batched_ex(handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB,
                            beta, C, Ctype, ldc, strideC, batchCount, computeType, algo):
    _handle(handle)
    compute, fmt = _compute_of(computeType)
    blas.gemm(_op(transa), _op(transb), m, n, k, _read(alpha, fmt), _addr(A), _data_type(Atype), lda, _addr(B),
              _data_type(Btype), ldb, _read(beta, fmt), _addr(C), _data_type(Ctype), ldc, compute, batchCount,
              strideA, strideB, strideC)


@api(CUBLAS, "cublasGemmBatchedEx")
def gemm_batched_ex(handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray,
                    Ctype, ldc, batchCount, computeType, algo):
    _handle(handle)
    compute, fmt = _compute_of(computeType)
    arrays = [list((ctypes.c_uint64 * batchCount).from_address(_addr(p))) if batchCount > 0 else []
              for p in (Aarray, Barray, Carray)]
    blas.gemm_batched(_op(transa), _op(transb), m, n, k, _read(alpha, fmt), arrays[0], _data_type(Atype), lda,
                      arrays[1], _data_type(Btype), ldb, _read(beta, fmt), arrays[2], _data_type(Ctype), ldc, compute)


# ---------------------------------------------------------------- GEMV and level 1

def _typed_gemv(letter):
    data_type = GEMM_VARIANTS[letter][0]
    fmt = ELEMENT_FORMAT[data_type]

    def gemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy):
        _handle(handle)
        blas.gemv(_op(trans), m, n, _read(alpha, fmt), _addr(A), lda, _addr(x), incx, _read(beta, fmt), _addr(y),
                  incy, data_type)
    return gemv


for _letter in "SD":
    api(CUBLAS, f"cublas{_letter}gemv_v2", f"cublas{_letter}gemv")(_typed_gemv(_letter))


def _level1(letter: str, routine: str):
    data_type = GEMM_VARIANTS[letter][0]
    fmt = ELEMENT_FORMAT[data_type]
    # routine -> how the C arguments map onto the semantic function, and what it returns
    if routine == "axpy":
        def f(handle, n, alpha, x, incx, y, incy):
            _handle(handle)
            blas.axpy(n, _read(alpha, fmt), _addr(x), incx, _addr(y), incy, data_type)
    elif routine == "scal":
        def f(handle, n, alpha, x, incx):
            _handle(handle)
            blas.scal(n, _read(alpha, fmt), _addr(x), incx, data_type)
    elif routine in ("copy", "swap"):
        def f(handle, n, x, incx, y, incy):
            _handle(handle)
            getattr(blas, routine)(n, _addr(x), incx, _addr(y), incy, data_type)
    elif routine == "dot":
        def f(handle, n, x, incx, y, incy, result):
            _handle(handle)
            _write(result, fmt, blas.dot(n, _addr(x), incx, _addr(y), incy, data_type))
    elif routine in ("nrm2", "asum"):
        def f(handle, n, x, incx, result):
            _handle(handle)
            _write(result, fmt, getattr(blas, routine)(n, _addr(x), incx, data_type))
    else:  # amax / amin: 1-based index
        def f(handle, n, x, incx, result):
            _handle(handle)
            _write(result, "i", blas.iamax(n, _addr(x), incx, data_type, smallest=routine == "amin"))
    return f


LEVEL1 = ("axpy", "scal", "copy", "swap", "dot", "nrm2", "asum", "amax", "amin")
for _letter in "SD":
    for _routine in LEVEL1:
        _name = f"cublasI{_letter.lower()}{_routine}" if _routine in ("amax", "amin") else f"cublas{_letter}{_routine}"
        api(CUBLAS, f"{_name}_v2", _name)(_level1(_letter, _routine))


# ---------------------------------------------------------------- cuBLASLt

def _lt_addr(p) -> int:
    return address(ffi(LT_LIB), p)


_lt_handles: set[int] = set()


@api(LT_LIB, "cublasLtCreate")
def lt_create(lightHandle):
    if lightHandle == ffi(LT_LIB).NULL:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", "lightHandle is NULL")
    h = LT.create("handle")
    _lt_handles.add(h)
    lightHandle[0] = ffi(LT_LIB).cast("cublasLtHandle_t", h)


@api(LT_LIB, "cublasLtDestroy")
def lt_destroy(lightHandle):
    LT.destroy(_lt_addr(lightHandle), "handle")


@api(LT_LIB, "cublasLtGetVersion")
def lt_get_version():
    return CUBLASLT_VERSION


@api(LT_LIB, "cublasLtMatmulDescCreate")
def lt_desc_create(matmulDesc, computeType, scaleType):
    compute = enum_name("cublasComputeType_t", computeType, "CUBLAS_STATUS_INVALID_VALUE")
    scale = enum_name("cudaDataType_t", scaleType, "CUBLAS_STATUS_INVALID_VALUE")
    matmulDesc[0] = ffi(LT_LIB).cast("cublasLtMatmulDesc_t", LT.create(
        "matmul", CUBLASLT_MATMUL_DESC_COMPUTE_TYPE=compute, CUBLASLT_MATMUL_DESC_SCALE_TYPE=scale))


@api(LT_LIB, "cublasLtMatrixLayoutCreate")
def lt_layout_create(matLayout, type_, rows, cols, ld):
    dtype = enum_name("cudaDataType_t", type_, "CUBLAS_STATUS_INVALID_VALUE")
    matLayout[0] = ffi(LT_LIB).cast("cublasLtMatrixLayout_t", LT.create(
        "layout", CUBLASLT_MATRIX_LAYOUT_TYPE=dtype, CUBLASLT_MATRIX_LAYOUT_ROWS=rows,
        CUBLASLT_MATRIX_LAYOUT_COLS=cols, CUBLASLT_MATRIX_LAYOUT_LD=ld))


@api(LT_LIB, "cublasLtMatmulPreferenceCreate")
def lt_preference_create(pref):
    pref[0] = ffi(LT_LIB).cast("cublasLtMatmulPreference_t", LT.create("preference"))


_LT_KINDS = {  # descriptor kind -> (attribute enum type, destroy/set/get name stem)
    "matmul": ("cublasLtMatmulDescAttributes_t", "cublasLtMatmulDesc"),
    "layout": ("cublasLtMatrixLayoutAttribute_t", "cublasLtMatrixLayout"),
    "preference": ("cublasLtMatmulPreferenceAttributes_t", "cublasLtMatmulPreference"),
}


def _lt_kind_functions(kind: str, attr_enum: str, stem: str):
    def destroy(obj):
        LT.destroy(_lt_addr(obj), kind)

    def set_attribute(obj, attr, buf, sizeInBytes):
        name = enum_name(attr_enum, attr, "CUBLAS_STATUS_INVALID_VALUE")
        if _lt_addr(buf) == 0:
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{name}: buf is NULL")
        data = ctypes.string_at(_lt_addr(buf), sizeInBytes)
        LT.set_attribute(_lt_addr(obj), kind, name, data,
                         lambda enum, value: enum_name(enum, value, "CUBLAS_STATUS_INVALID_VALUE"))

    def get_attribute(obj, attr, buf, sizeInBytes, sizeWritten):
        name = enum_name(attr_enum, attr, "CUBLAS_STATUS_INVALID_VALUE")
        data = LT.get_attribute(_lt_addr(obj), kind, name, enum_value)
        f = ffi(LT_LIB)
        if sizeWritten != f.NULL:
            sizeWritten[0] = len(data)
        if sizeInBytes == 0 and sizeWritten != f.NULL:
            return  # a size query
        if sizeInBytes < len(data) or _lt_addr(buf) == 0:
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{name}: {sizeInBytes} bytes offered, {len(data)} needed")
        ctypes.memmove(_lt_addr(buf), data, len(data))

    api(LT_LIB, f"{stem}Destroy")(destroy)
    api(LT_LIB, f"{stem}SetAttribute")(set_attribute)
    api(LT_LIB, f"{stem}GetAttribute")(get_attribute)


for _kind, (_enum, _stem) in _LT_KINDS.items():
    _lt_kind_functions(_kind, _enum, _stem)

ALIGNMENT = 16   # cuBLASLt's heuristics refuse pointers the preference says are less aligned


@api(LT_LIB, "cublasLtMatmulAlgoGetHeuristic")
def lt_algo_get_heuristic(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount,
                          heuristicResultsArray, returnAlgoCount):
    LT.get(_lt_addr(lightHandle), "handle")
    LT.get(_lt_addr(preference), "preference")
    if requestedAlgoCount <= 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"requestedAlgoCount {requestedAlgoCount}")
    layouts = tuple(_lt_addr(d) for d in (Adesc, Bdesc, Cdesc, Ddesc))
    blaslt.check_supported(LT, _lt_addr(operationDesc), layouts)
    f = ffi(LT_LIB)
    result = heuristicResultsArray[0]
    f.memmove(f.addressof(result), b"\0" * f.sizeof(result), f.sizeof(result))
    result.workspaceSize = 0
    result.state = 0           # CUBLAS_STATUS_SUCCESS
    result.wavesCount = 1.0
    if returnAlgoCount != f.NULL:
        returnAlgoCount[0] = 1


@api(LT_LIB, "cublasLtMatmul")
def lt_matmul(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace,
              workspaceSizeInBytes, stream):
    LT.get(_lt_addr(lightHandle), "handle")
    desc = LT.get(_lt_addr(computeDesc), "matmul")
    scale = desc.get("CUBLASLT_MATMUL_DESC_SCALE_TYPE")
    fmt = {"CUDA_R_32F": "f", "CUDA_R_64F": "d", "CUDA_R_16F": "e"}.get(scale)
    if fmt is None:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"scale type {scale}")
    alpha_v = struct.unpack(fmt, ctypes.string_at(_lt_addr(alpha), struct.calcsize(fmt)))[0]
    beta_v = struct.unpack(fmt, ctypes.string_at(_lt_addr(beta), struct.calcsize(fmt)))[0]
    blaslt.matmul(LT, _lt_addr(computeDesc), alpha_v, _lt_addr(A), _lt_addr(Adesc), _lt_addr(B), _lt_addr(Bdesc),
                  beta_v, _lt_addr(C), _lt_addr(Cdesc), _lt_addr(D), _lt_addr(Ddesc))
