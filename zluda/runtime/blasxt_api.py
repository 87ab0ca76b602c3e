"""cuBLASXt on the CPU device: the multi-GPU host interface of cuBLAS, for its one device.

cuBLASXt routines take matrices anywhere (host or device memory), split them into tiles of
the handle's block dimension and run the tiles on the selected GPUs, returning when C is
complete. Here device memory is host memory, so a routine is the cuBLAS routine on the
whole matrices, computed synchronously; the tiling settings (block dimension, pinning mode,
CPU ratio and routine) are kept and reported as set, since no tiling happens. Every Xt
routine is registered: gemm and trsm here, the rest forwarded to their cuBLAS counterpart
(blas_level3_api registers those first), spmm through an unpacked copy of A.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field

import numpy as np

from zluda.shim.registry import lookup

from . import blas, blas_level3_api, blas_storage, views  # noqa: F401 (blas_level3_api: the forwarded routines)
from .blas_api import (GEMM_PRECISIONS, HANDLES, INVALID_ENUM, TRSM_PRECISIONS, address, ffi, gemm_bad_parameter,
                       operation_name, pointer_arg, scalar)
from .enums import enum_name
from .errors import CudaError
from .state import STREAMS, api

LIB = "cublas"
DEFAULT_BLOCK_DIM = 1024   # what cublasXtGetBlockDim reports on a new handle (recorded on the GPU)
DEVICE_COUNT = 1


@dataclass
class XtHandle:
    devices: tuple[int, ...] = ()
    block_dim: int = DEFAULT_BLOCK_DIM
    pinning: int = 0                       # CUBLASXT_PINNING_DISABLED
    cpu_ratios: dict = field(default_factory=dict)
    cpu_routines: dict = field(default_factory=dict)


_handles: dict[int, XtHandle] = {}
_handle_ids = itertools.count(0x7D000040, 0x40)
_lock = threading.Lock()


def _handle(handle) -> XtHandle:
    with _lock:
        h = _handles.get(address(handle))
    if h is None:
        raise CudaError("CUBLAS_STATUS_NOT_INITIALIZED", f"cublasXt handle {address(handle):#x}")
    return h


def _out(p, what: str):
    if address(p) == 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{what} is NULL")
    return p


@api(LIB, "cublasXtCreate")
def xt_create(handle):
    _out(handle, "handle")
    key = next(_handle_ids)
    with _lock:
        _handles[key] = XtHandle()
    handle[0] = ffi().cast("cublasXtHandle_t", key)


@api(LIB, "cublasXtDestroy")
def xt_destroy(handle):
    _handle(handle)
    with _lock:
        _handles.pop(address(handle), None)


@api(LIB, "cublasXtGetNumBoards")
def xt_get_num_boards(nbDevices, deviceId, nbBoards):
    _out(nbBoards, "nbBoards")[0] = 1 if nbDevices > 0 else 0


@api(LIB, "cublasXtMaxBoards")
def xt_max_boards(nbGpuBoards):
    _out(nbGpuBoards, "nbGpuBoards")[0] = DEVICE_COUNT


@api(LIB, "cublasXtDeviceSelect")
def xt_device_select(handle, nbDevices, deviceId):
    h = _handle(handle)
    if nbDevices <= 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"nbDevices={nbDevices}")
    _out(deviceId, "deviceId")
    devices = tuple(deviceId[i] for i in range(nbDevices))
    if any(not 0 <= d < DEVICE_COUNT for d in devices):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"deviceId {list(devices)} (this machine has {DEVICE_COUNT})")
    h.devices = devices


@api(LIB, "cublasXtSetBlockDim")
def xt_set_block_dim(handle, blockDim):
    h = _handle(handle)
    if blockDim <= 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"blockDim={blockDim}")
    h.block_dim = blockDim


@api(LIB, "cublasXtGetBlockDim")
def xt_get_block_dim(handle, blockDim):
    _out(blockDim, "blockDim")[0] = _handle(handle).block_dim


@api(LIB, "cublasXtGetPinningMemMode")
def xt_get_pinning(handle, mode):
    _out(mode, "mode")[0] = _handle(handle).pinning


@api(LIB, "cublasXtSetPinningMemMode")
def xt_set_pinning(handle, mode):
    h = _handle(handle)
    enum_name("cublasXtPinnedMemMode_t", mode, INVALID_ENUM, "mode")   # refuses a value the enum lacks
    h.pinning = int(mode)


@api(LIB, "cublasXtSetCpuRatio")
def xt_set_cpu_ratio(handle, blasOp, type_, ratio):
    h = _handle(handle)
    if not 0.0 <= ratio <= 1.0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"ratio={ratio}")
    h.cpu_ratios[(int(blasOp), int(type_))] = ratio


@api(LIB, "cublasXtSetCpuRoutine")
def xt_set_cpu_routine(handle, blasOp, type_, blasFunctor):
    _handle(handle).cpu_routines[(int(blasOp), int(type_))] = address(blasFunctor)


# --- the routines -----------------------------------------------------------------------
def _xt_gemm(precision: str):
    data_type, compute = GEMM_PRECISIONS[precision]

    def gemm(handle, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc):
        _handle(handle)
        bad = gemm_bad_parameter(ta, tb, m, n, k, lda, ldb, ldc)
        if bad:
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"cublasXt{precision}gemm parameter {bad}")
        al, be = scalar(alpha, data_type, "alpha"), scalar(beta, data_type, "beta")
        if m == 0 or n == 0:
            return
        STREAMS.wait_all()   # matrices in device memory may still be written by queued work
        needs_ab = k > 0 and al != 0
        blas.gemm(operation_name(ta, "transa"), operation_name(tb, "transb"), m, n, k, al,
                  pointer_arg(A, "A", needs_ab), data_type, lda, pointer_arg(B, "B", needs_ab), data_type, ldb,
                  be, pointer_arg(C, "C"), data_type, ldc, compute)
    gemm.__name__ = f"cublasXt{precision}gemm"
    return gemm


def _xt_trsm(precision: str):
    data_type = TRSM_PRECISIONS[precision]

    def trsm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb):
        _handle(handle)
        names = (enum_name("cublasSideMode_t", side, INVALID_ENUM, "side"),
                 enum_name("cublasFillMode_t", uplo, INVALID_ENUM, "uplo"), operation_name(trans, "trans"),
                 enum_name("cublasDiagType_t", diag, INVALID_ENUM, "diag"))
        k = m if names[0] == "CUBLAS_SIDE_LEFT" else n
        if lda < max(1, k) or ldb < max(1, m):
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"cublasXt{precision}trsm m={m} n={n} lda={lda} ldb={ldb}")
        al = scalar(alpha, data_type, "alpha")
        if m == 0 or n == 0:
            return
        STREAMS.wait_all()
        blas.trsm(*names, m, n, al, [pointer_arg(A, "A")], lda, [pointer_arg(B, "B")], ldb, data_type)
    trsm.__name__ = f"cublasXt{precision}trsm"
    return trsm


for _precision in ("S", "D", "C", "Z"):
    api(LIB, f"cublasXt{_precision}gemm")(_xt_gemm(_precision))
    api(LIB, f"cublasXt{_precision}trsm")(_xt_trsm(_precision))


# --- the routines that are their cuBLAS counterpart on the whole matrices -------------------
# Xt routine -> the cuBLAS entry point with the same arguments after the handle
XT_FORWARDS = {
    **{f"cublasXt{p}{r}": f"cublas{p}{r}_v2" for p in "SDCZ" for r in ("symm", "syrk", "syr2k", "trmm")},
    **{f"cublasXt{p}syrkx": f"cublas{p}syrkx" for p in "SDCZ"},
    **{f"cublasXt{p}{r}": f"cublas{p}{r}_v2" for p in "CZ" for r in ("hemm", "herk", "her2k")},
    **{f"cublasXt{p}herkx": f"cublas{p}herkx" for p in "CZ"},
}
_blas_handle = 0   # one cuBLAS handle on the default stream serves every Xt call


def _blas_handle_arg():
    global _blas_handle
    with _lock:
        if not _blas_handle:
            _blas_handle = HANDLES.create()
    return ffi().cast("cublasHandle_t", _blas_handle)


def _xt_forward(xt_name: str, target: str):
    impl = lookup(LIB, target, target)

    def forward(handle, *args):
        _handle(handle)
        STREAMS.wait_all()   # Xt returns with C complete and reads whatever queued work wrote
        status = impl(_blas_handle_arg(), *args)
        if status:
            raise CudaError(status, f"{xt_name}")
    forward.__name__ = xt_name
    return forward


for _xt, _target in XT_FORWARDS.items():
    api(LIB, _xt)(_xt_forward(_xt, _target))


def _xt_spmm(precision: str):
    """symm with A packed: unpacked into a full matrix, then the cuBLAS symm."""
    data_type = TRSM_PRECISIONS[precision]
    symm = lookup(LIB, f"cublas{precision}symm_v2", f"cublas{precision}symm_v2")

    def spmm(handle, side, uplo, m, n, alpha, AP, B, ldb, beta, C, ldc):
        _handle(handle)
        lower = enum_name("cublasFillMode_t", uplo, INVALID_ENUM, "uplo") == "CUBLAS_FILL_MODE_LOWER"
        k = m if enum_name("cublasSideMode_t", side, INVALID_ENUM, "side") == "CUBLAS_SIDE_LEFT" else n
        STREAMS.wait_all()
        full = np.asfortranarray(blas_storage.from_packed(pointer_arg(AP, "AP"), k, lower,
                                                          views.STORAGE[data_type])) if k else None
        A = ffi().cast("void *", full.ctypes.data) if k else ffi().NULL
        status = symm(_blas_handle_arg(), side, uplo, m, n, alpha, A, max(1, k), B, ldb, beta, C, ldc)
        if status:
            raise CudaError(status, f"cublasXt{precision}spmm")
    spmm.__name__ = f"cublasXt{precision}spmm"
    return spmm


for _precision in ("S", "D", "C", "Z"):
    api(LIB, f"cublasXt{_precision}spmm")(_xt_spmm(_precision))
