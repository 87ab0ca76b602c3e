"""cuBLAS level 2 beyond gemv: band, symmetric, Hermitian, packed and triangular matrix-vector
products and solves, and the rank-1/rank-2 updates, in every precision cuBLAS has them.

Each routine family is one function over its C argument list, registered from FAMILIES
(family -> precision letters) for its `_v2` name and the `_v2_64` twin. The matrix is read
through blas_storage as a dense numpy matrix; products run in the storage type (as gemv
does), solves in float64/complex128 rounded once into x, updates write back only what the
storage form holds. Argument checks answer CUBLAS_STATUS_INVALID_VALUE as cuBLAS does.
"""

from __future__ import annotations

import numpy as np

from . import blas, blas_storage, views
from .blas_api import (INVALID_ENUM, LIB, address, handle_of, illegal, operation_name, pointer_arg, scalar,
                       wait_for_stream, with_variants)
from .enums import enum_name
from .errors import CudaError
from .state import api

TYPES = {"S": "CUDA_R_32F", "D": "CUDA_R_64F", "C": "CUDA_C_32F", "Z": "CUDA_C_64F"}
REAL = {"C": "CUDA_R_32F", "Z": "CUDA_R_64F", "S": "CUDA_R_32F", "D": "CUDA_R_64F"}


def invalid(condition: bool, detail: str) -> None:
    if condition:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", detail)


def lower_of(uplo) -> bool:
    return enum_name("cublasFillMode_t", uplo, INVALID_ENUM, "uplo") == "CUBLAS_FILL_MODE_LOWER"


def unit_of(diag) -> bool:
    return enum_name("cublasDiagType_t", diag, INVALID_ENUM, "diag") == "CUBLAS_DIAG_UNIT"


def ready(handle) -> None:
    wait_for_stream(handle_of(handle).stream)


def vector_view(x, n: int, inc: int, data_type: str, argument: str) -> np.ndarray:
    return views.vector(pointer_arg(x, argument), n, inc, views.STORAGE[data_type])


def wide_of(data_type: str):
    return np.complex128 if data_type.startswith("CUDA_C") else np.float64


# --- y = alpha op(M) x + beta y --------------------------------------------------------
def _matvec(handle, op: str, M: np.ndarray, alpha, x, incx, beta, y, incy, data_type: str) -> None:
    dtype = views.STORAGE[data_type]
    A = blas.apply_op(op, M)
    X = vector_view(x, A.shape[1], incx, data_type, "x")
    Y = vector_view(y, A.shape[0], incy, data_type, "y")
    al, be = scalar(alpha, data_type, "alpha"), scalar(beta, data_type, "beta")
    base = np.zeros(A.shape[0], dtype) if be == 0 else Y * dtype(be)
    Y[...] = base + dtype(al) * (A @ X)


def gbmv(data_type: str):
    def run(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy):
        handle_of(handle)
        op = operation_name(trans, "trans")
        illegal(_letter(data_type) + "GBMV", ((2, m >= 0), (3, n >= 0), (4, kl >= 0), (5, ku >= 0),
                                              (8, lda >= kl + ku + 1), (10, incx != 0), (13, incy != 0)))
        if m == 0 or n == 0:
            return
        ready(handle)
        M = blas_storage.from_band(pointer_arg(A, "A"), m, n, kl, ku, lda, views.STORAGE[data_type])
        _matvec(handle, op, M, alpha, x, incx, beta, y, incy, data_type)
    return run


def symv(data_type: str, hermitian: bool):
    def run(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy):
        handle_of(handle)
        lower = lower_of(uplo)
        illegal(_letter(data_type) + ("HEMV" if hermitian else "SYMV"),
                ((2, n >= 0), (5, lda >= max(1, n)), (7, incx != 0), (10, incy != 0)))
        if n == 0:
            return
        ready(handle)
        M = blas_storage.symmetric_of(blas_storage.full(pointer_arg(A, "A"), n, n, lda, views.STORAGE[data_type]),
                                      lower, hermitian)
        _matvec(handle, "CUBLAS_OP_N", M, alpha, x, incx, beta, y, incy, data_type)
    return run


def sbmv(data_type: str, hermitian: bool):
    def run(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy):
        handle_of(handle)
        lower = lower_of(uplo)
        illegal(_letter(data_type) + ("HBMV" if hermitian else "SBMV"),
                ((2, n >= 0), (3, k >= 0), (6, lda >= k + 1), (8, incx != 0), (11, incy != 0)))
        if n == 0:
            return
        ready(handle)
        below, above = (k, 0) if lower else (0, k)
        band = blas_storage.from_band(pointer_arg(A, "A"), n, n, below, above, lda, views.STORAGE[data_type])
        M = blas_storage.symmetric_of(band, lower, hermitian)
        _matvec(handle, "CUBLAS_OP_N", M, alpha, x, incx, beta, y, incy, data_type)
    return run


def spmv(data_type: str, hermitian: bool):
    def run(handle, uplo, n, alpha, AP, x, incx, beta, y, incy):
        handle_of(handle)
        lower = lower_of(uplo)
        illegal(_letter(data_type) + ("HPMV" if hermitian else "SPMV"), ((2, n >= 0), (6, incx != 0), (9, incy != 0)))
        if n == 0:
            return
        ready(handle)
        packed = blas_storage.from_packed(pointer_arg(AP, "AP"), n, lower, views.STORAGE[data_type])
        M = blas_storage.symmetric_of(packed, lower, hermitian)
        _matvec(handle, "CUBLAS_OP_N", M, alpha, x, incx, beta, y, incy, data_type)
    return run


# --- x = op(T) x and x = op(T)^-1 x ------------------------------------------------------
def _triangular(T: np.ndarray, lower: bool, op: str, solve: bool, x, incx, n: int, data_type: str) -> None:
    X = vector_view(x, n, incx, data_type, "x")
    if not solve:
        X[...] = blas.apply_op(op, T) @ X
        return
    wide = wide_of(data_type)
    T = blas.apply_op(op, T.astype(wide))
    lower = lower if blas.OPERATIONS[op] in ("N", "conj") else not lower   # a transpose flips the triangle
    solved = blas.substitute(T[None], X.astype(wide)[None, :, None], lower)
    X[...] = solved[0, :, 0].astype(X.dtype)


def _triangular_args(handle, uplo, trans, diag, routine: str, checks):
    """(lower, op, unit) after the enums and `checks` ((BLAS parameter number, valid), ...)."""
    handle_of(handle)
    names = lower_of(uplo), operation_name(trans, "trans"), unit_of(diag)
    illegal(routine, checks)
    return names


def trmv(data_type: str, solve: bool):
    routine = _letter(data_type) + ("TRSV" if solve else "TRMV")

    def run(handle, uplo, trans, diag, n, A, lda, x, incx):
        lower, op, unit = _triangular_args(handle, uplo, trans, diag, routine,
                                           ((4, n >= 0), (6, lda >= max(1, n)), (8, incx != 0)))
        if n == 0:
            return
        ready(handle)
        T = blas_storage.triangle_of(blas_storage.full(pointer_arg(A, "A"), n, n, lda, views.STORAGE[data_type]),
                                     lower, unit)
        _triangular(T, lower, op, solve, x, incx, n, data_type)
    return run


def tbmv(data_type: str, solve: bool):
    routine = _letter(data_type) + ("TBSV" if solve else "TBMV")

    def run(handle, uplo, trans, diag, n, k, A, lda, x, incx):
        lower, op, unit = _triangular_args(handle, uplo, trans, diag, routine,
                                           ((4, n >= 0), (5, k >= 0), (7, lda >= k + 1), (9, incx != 0)))
        if n == 0:
            return
        ready(handle)
        below, above = (k, 0) if lower else (0, k)
        band = blas_storage.from_band(pointer_arg(A, "A"), n, n, below, above, lda, views.STORAGE[data_type])
        _triangular(blas_storage.triangle_of(band, lower, unit), lower, op, solve, x, incx, n, data_type)
    return run


def tpmv(data_type: str, solve: bool):
    routine = _letter(data_type) + ("TPSV" if solve else "TPMV")

    def run(handle, uplo, trans, diag, n, AP, x, incx):
        lower, op, unit = _triangular_args(handle, uplo, trans, diag, routine, ((4, n >= 0), (7, incx != 0)))
        if n == 0:
            return
        ready(handle)
        packed = blas_storage.from_packed(pointer_arg(AP, "AP"), n, lower, views.STORAGE[data_type])
        _triangular(blas_storage.triangle_of(packed, lower, unit), lower, op, solve, x, incx, n, data_type)
    return run


# --- rank-1 and rank-2 updates ----------------------------------------------------------
def ger(data_type: str, conjugate: bool):
    letter = _letter(data_type)
    routine = letter + ("GER" if letter in "SD" else "GERC" if conjugate else "GERU")

    def run(handle, m, n, alpha, x, incx, y, incy, A, lda):
        handle_of(handle)
        illegal(routine, ((1, m >= 0), (2, n >= 0), (5, incx != 0), (7, incy != 0), (9, lda >= max(1, m))))
        al = scalar(alpha, data_type, "alpha")
        if m == 0 or n == 0 or al == 0:
            return
        ready(handle)
        X, Y = vector_view(x, m, incx, data_type, "x"), vector_view(y, n, incy, data_type, "y")
        out = blas_storage.full(pointer_arg(A, "A"), m, n, lda, views.STORAGE[data_type])
        out += out.dtype.type(al) * np.outer(X, np.conj(Y) if conjugate else Y)
    return run


def _rank_update(n, al, X, Y, hermitian: bool, rank2: bool) -> np.ndarray:
    """alpha x y' (+ conj(alpha) y x' for rank 2), ' the transpose or conjugate transpose."""
    tr = np.conj if hermitian else (lambda v: v)
    update = al * np.outer(X, tr(Y))
    if rank2:
        update = update + (np.conj(al) if hermitian else al) * np.outer(Y, tr(X))
    return update


def syr(data_type: str, hermitian: bool, rank2: bool, packed: bool):
    """syr/her/syr2/her2 (full storage) and spr/hpr/spr2/hpr2 (packed): the argument lists
    differ only by y (rank 2) and lda (full storage)."""
    alpha_type = REAL[_letter(data_type)] if hermitian and not rank2 else data_type
    family = {(False, False): "SYR", (True, False): "HER", (False, True): "SPR", (True, True): "HPR"}
    routine = _letter(data_type) + family[hermitian, packed] + ("2" if rank2 else "")
    # BLAS numbering: uplo 1, n 2, alpha 3, x 4, incx 5, then y 6 and incy 7 (rank 2), A and lda
    lda_number = 9 if rank2 else 7

    def update(handle, uplo, n, alpha, x, incx, y, incy, A, lda):
        handle_of(handle)
        lower = lower_of(uplo)
        illegal(routine, ((2, n >= 0), (5, incx != 0), (7, not rank2 or incy != 0),
                          (lda_number, packed or lda >= max(1, n))))
        al = scalar(alpha, alpha_type, "alpha")
        if n == 0 or al == 0:
            return
        ready(handle)
        dtype = views.STORAGE[data_type]
        X = vector_view(x, n, incx, data_type, "x")
        Y = vector_view(y, n, incy, data_type, "y") if rank2 else X
        delta = _rank_update(n, dtype(al), X, Y, hermitian, rank2).astype(dtype)
        if packed:
            current = blas_storage.from_packed(pointer_arg(A, "AP"), n, lower, dtype)
            result = current + delta
            if hermitian:
                np.fill_diagonal(result, result.diagonal().real)
            blas_storage.to_packed(address(A), result, lower)
        else:
            target = blas_storage.full(pointer_arg(A, "A"), n, n, lda, dtype)
            blas_storage.write_triangle(target, target + delta, lower, hermitian)

    if rank2 and packed:
        def run(handle, uplo, n, alpha, x, incx, y, incy, AP):
            update(handle, uplo, n, alpha, x, incx, y, incy, AP, n)
    elif rank2:
        def run(handle, uplo, n, alpha, x, incx, y, incy, A, lda):
            update(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
    elif packed:
        def run(handle, uplo, n, alpha, x, incx, AP):
            update(handle, uplo, n, alpha, x, incx, x, incx, AP, n)
    else:
        def run(handle, uplo, n, alpha, x, incx, A, lda):
            update(handle, uplo, n, alpha, x, incx, x, incx, A, lda)
    return run


def _letter(data_type: str) -> str:
    return next(p for p, t in TYPES.items() if t == data_type)


# family -> (precision letters, the implementation factory over a data type)
FAMILIES = {
    "gbmv": ("SDCZ", gbmv),
    "symv": ("SDCZ", lambda t: symv(t, False)), "hemv": ("CZ", lambda t: symv(t, True)),
    "sbmv": ("SD", lambda t: sbmv(t, False)), "hbmv": ("CZ", lambda t: sbmv(t, True)),
    "spmv": ("SD", lambda t: spmv(t, False)), "hpmv": ("CZ", lambda t: spmv(t, True)),
    "trmv": ("SDCZ", lambda t: trmv(t, False)), "trsv": ("SDCZ", lambda t: trmv(t, True)),
    "tbmv": ("SDCZ", lambda t: tbmv(t, False)), "tbsv": ("SDCZ", lambda t: tbmv(t, True)),
    "tpmv": ("SDCZ", lambda t: tpmv(t, False)), "tpsv": ("SDCZ", lambda t: tpmv(t, True)),
    "ger": ("SD", lambda t: ger(t, False)),
    "geru": ("CZ", lambda t: ger(t, False)), "gerc": ("CZ", lambda t: ger(t, True)),
    "syr": ("SDCZ", lambda t: syr(t, False, False, False)), "her": ("CZ", lambda t: syr(t, True, False, False)),
    "syr2": ("SDCZ", lambda t: syr(t, False, True, False)), "her2": ("CZ", lambda t: syr(t, True, True, False)),
    "spr": ("SD", lambda t: syr(t, False, False, True)), "hpr": ("CZ", lambda t: syr(t, True, False, True)),
    "spr2": ("SD", lambda t: syr(t, False, True, True)), "hpr2": ("CZ", lambda t: syr(t, True, True, True)),
}

for _family, (_letters, _factory) in FAMILIES.items():
    for _p in _letters:
        api(LIB, *with_variants(f"cublas{_p}{_family}_v2"))(_factory(TYPES[_p]))
