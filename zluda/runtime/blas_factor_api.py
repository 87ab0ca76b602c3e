"""cuBLAS's batched factorization entry points (cublas{S,D,C,Z}{getrf,getrs,getri,matinv,
geqrf,gels}Batched; cuBLAS has no `_64` forms of them): C arguments -> blas_factor.

Argument checks follow cuBLAS's documentation: a negative size or batch count, or a
leading dimension below the rows it must hold, is CUBLAS_STATUS_INVALID_VALUE; where the
routine has a host `info` it receives -j for the j-th argument (counted from the handle
as 0, as cuBLAS counts); matinv takes n <= 32 only; gels solves overdetermined systems
(m >= n) without transposition only (anything else is CUBLAS_STATUS_NOT_SUPPORTED).
Per-matrix results (pivots, device `info` arrays) are written through their pointers.
"""

from __future__ import annotations

import ctypes

import numpy as np

from . import blas_factor, views
from .blas_api import INVALID_ENUM, LIB, NULL_PAGE, address, handle_of, pointer_arg, wait_for_stream
from .enums import enum_name
from .errors import CudaError
from .state import api

PRECISIONS = {"S": "CUDA_R_32F", "D": "CUDA_R_64F", "C": "CUDA_C_32F", "Z": "CUDA_C_64F"}
TRANS = {"CUBLAS_OP_N": "N", "CUBLAS_OP_T": "T", "CUBLAS_OP_C": "C"}
MATINV_MAX_N = 32

# C stdio's printf: a report lands in order with the program's own printf output
libc_printf = ctypes.CDLL(None).printf


def _pointers(array, count: int, argument: str) -> list[int]:
    """`count` device pointers from a pointer array in device memory."""
    if count == 0:
        return []
    base = pointer_arg(array, argument)
    out = [int(p) for p in views.raw(base, 8 * count).view(np.uint64)]
    if any(p < NULL_PAGE for p in out):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{argument} holds a NULL pointer")
    return out


def _ints(pointer, count: int) -> np.ndarray:
    """A writable view of `count` ints at a device or host pointer."""
    return views.raw(address(pointer), 4 * count).view(np.int32)


def _refuse(host_info, parameter: int, what: str) -> None:
    """An illegal argument: -parameter into the host info (when given), then the status."""
    if host_info is not None and address(host_info) >= NULL_PAGE:
        _ints(host_info, 1)[0] = -parameter
    raise CudaError("CUBLAS_STATUS_INVALID_VALUE", what)


def _first_bad(checks, host_info, routine: str) -> None:
    for parameter, ok in checks:
        if not ok:
            _refuse(host_info, parameter, f"{routine}: argument {parameter} is illegal")


def _getrf(data_type: str, routine: str):
    letter = routine[len("cublas")]
    def getrf(handle, n, A, lda, P, info, batch):
        h = handle_of(handle)
        for parameter, ok in ((1, n >= 0), (3, lda >= max(1, n)), (6, batch >= 0)):
            if not ok:
                # cuBLAS reports it on stdout as its xerbla does, with the number negated
                libc_printf(b" ** On entry to %s  parameter number %d had an illegal value\n",
                            f"{letter}BATCHED_GETRF".encode(), ctypes.c_int(-parameter))
                raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{routine}: argument {parameter} is illegal")
        if n == 0 or batch == 0:
            return
        wait_for_stream(h.stream)
        ptrs = _pointers(A, batch, "A")
        pivoting = address(P) != 0
        lu, pivots, infos = blas_factor.getrf(blas_factor.load(ptrs, n, n, lda, data_type), pivoting)
        blas_factor.store(ptrs, lu, lda, data_type)
        if pivoting:
            _ints(P, n * batch)[:] = pivots.reshape(-1)
        _ints(pointer_arg(info, "info"), batch)[:] = infos
    return getrf


def _getrs(data_type: str, routine: str):
    def getrs(handle, trans, n, nrhs, A, lda, ipiv, B, ldb, info, batch):
        h = handle_of(handle)
        host_info = info
        t = TRANS.get(enum_name("cublasOperation_t", trans, INVALID_ENUM, "trans"))
        _first_bad(((1, t is not None), (2, n >= 0), (3, nrhs >= 0), (5, lda >= max(1, n)),
                    (8, ldb >= max(1, n)), (10, batch >= 0)), host_info, routine)
        _ints(pointer_arg(info, "info"), 1)[0] = 0
        if n == 0 or nrhs == 0 or batch == 0:
            return
        wait_for_stream(h.stream)
        lu = blas_factor.load(_pointers(A, batch, "Aarray"), n, n, lda, data_type)
        pivots = _ints(ipiv, n * batch).reshape(batch, n).copy() if address(ipiv) != 0 else None
        b_ptrs = _pointers(B, batch, "Barray")
        x = blas_factor.getrs(lu, pivots, blas_factor.load(b_ptrs, n, nrhs, ldb, data_type), t)
        blas_factor.store(b_ptrs, x, ldb, data_type)
    return getrs


def _getri(data_type: str, routine: str):
    def getri(handle, n, A, lda, P, C, ldc, info, batch):
        h = handle_of(handle)
        _first_bad(((1, n >= 0), (3, lda >= max(1, n)), (6, ldc >= max(1, n)), (8, batch >= 0)), None, routine)
        if n == 0 or batch == 0:
            return
        wait_for_stream(h.stream)
        lu = blas_factor.load(_pointers(A, batch, "A"), n, n, lda, data_type)
        pivots = _ints(P, n * batch).reshape(batch, n).copy() if address(P) != 0 else None
        inverse, infos = blas_factor.getri(lu, pivots)
        blas_factor.store(_pointers(C, batch, "C"), inverse, ldc, data_type)
        _ints(pointer_arg(info, "info"), batch)[:] = infos
    return getri


def _matinv(data_type: str, routine: str):
    def matinv(handle, n, A, lda, Ainv, lda_inv, info, batch):
        h = handle_of(handle)
        _first_bad(((1, 0 <= n <= MATINV_MAX_N), (3, lda >= max(1, n)), (5, lda_inv >= max(1, n)),
                    (7, batch >= 0)), None, routine)
        if n == 0 or batch == 0:
            return
        wait_for_stream(h.stream)
        lu, pivots, infos = blas_factor.getrf(blas_factor.load(_pointers(A, batch, "A"), n, n, lda, data_type), True)
        inverse, _ = blas_factor.getri(lu, pivots)
        blas_factor.store(_pointers(Ainv, batch, "Ainv"), inverse, lda_inv, data_type)
        _ints(pointer_arg(info, "info"), batch)[:] = infos
    return matinv


def _geqrf(data_type: str, routine: str):
    def geqrf(handle, m, n, A, lda, Tau, info, batch):
        h = handle_of(handle)
        _first_bad(((1, m >= 0), (2, n >= 0), (4, lda >= max(1, m)), (7, batch >= 0)), info, routine)
        _ints(pointer_arg(info, "info"), 1)[0] = 0
        if m == 0 or n == 0 or batch == 0:
            return
        wait_for_stream(h.stream)
        ptrs = _pointers(A, batch, "Aarray")
        qr, taus = blas_factor.geqrf(blas_factor.load(ptrs, m, n, lda, data_type))
        blas_factor.store(ptrs, qr, lda, data_type)
        k = min(m, n)
        for p, tau in zip(_pointers(Tau, batch, "TauArray"), taus):
            views.matrix(p, k, 1, k, views.STORAGE[data_type])[0][:, 0] = tau
    return geqrf


def _gels(data_type: str, routine: str):
    def gels(handle, trans, m, n, nrhs, A, lda, C, ldc, info, dev_info, batch):
        h = handle_of(handle)
        t = TRANS.get(enum_name("cublasOperation_t", trans, INVALID_ENUM, "trans"))
        _first_bad(((1, t is not None), (2, m >= 0), (3, n >= 0), (4, nrhs >= 0), (6, lda >= max(1, m)),
                    (8, ldc >= max(1, m)), (11, batch >= 0)), info, routine)
        if t != "N" or n > m:
            raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"{routine}: only overdetermined systems, CUBLAS_OP_N")
        _ints(pointer_arg(info, "info"), 1)[0] = 0
        if batch == 0:
            return
        wait_for_stream(h.stream)
        if m == 0 or n == 0 or nrhs == 0:
            if address(dev_info) != 0:
                _ints(dev_info, batch)[:] = 0
            return
        a_ptrs, c_ptrs = _pointers(A, batch, "Aarray"), _pointers(C, batch, "Carray")
        qr, x, infos = blas_factor.gels(blas_factor.load(a_ptrs, m, n, lda, data_type),
                                        blas_factor.load(c_ptrs, m, nrhs, ldc, data_type))
        blas_factor.store(a_ptrs, qr, lda, data_type)
        blas_factor.store(c_ptrs, x, ldc, data_type)
        if address(dev_info) != 0:
            _ints(dev_info, batch)[:] = infos
    return gels


ROUTINES = {"getrfBatched": _getrf, "getrsBatched": _getrs, "getriBatched": _getri,
            "matinvBatched": _matinv, "geqrfBatched": _geqrf, "gelsBatched": _gels}

for _letter, _type in PRECISIONS.items():
    for _routine, _make in ROUTINES.items():
        _name = f"cublas{_letter}{_routine}"
        api(LIB, _name)(_make(_type, _name))
