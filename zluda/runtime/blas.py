"""cuBLAS on the CPU device: numpy (and the BLAS it links) over device memory in place.

Matrices are column-major as cuBLAS defines them. Products accumulate in the compute
type (fp32 for fp16/bf16 inputs unless the math mode or compute type says fp16), and
the result is rounded once into the output type, as cuBLAS does.
"""

from __future__ import annotations

import functools
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from . import views
from .errors import CudaError

OPERATIONS = {"CUBLAS_OP_N": "N", "CUBLAS_OP_T": "T", "CUBLAS_OP_C": "C", "CUBLAS_OP_HERMITAN": "C",
              "CUBLAS_OP_CONJG": "conj"}

# the typed entry points: precision letter -> cudaDataType of their operands
PRECISION = {"S": "CUDA_R_32F", "D": "CUDA_R_64F", "H": "CUDA_R_16F", "C": "CUDA_C_32F", "Z": "CUDA_C_64F"}

# compute types -> numpy accumulation dtype
COMPUTE = {
    "CUBLAS_COMPUTE_16F": np.float16, "CUBLAS_COMPUTE_16F_PEDANTIC": np.float16,
    "CUBLAS_COMPUTE_32F": np.float32, "CUBLAS_COMPUTE_32F_PEDANTIC": np.float32,
    "CUBLAS_COMPUTE_32F_FAST_16F": np.float32, "CUBLAS_COMPUTE_32F_FAST_16BF": np.float32,
    "CUBLAS_COMPUTE_32F_FAST_TF32": np.float32,
    "CUBLAS_COMPUTE_64F": np.float64, "CUBLAS_COMPUTE_64F_PEDANTIC": np.float64,
    "CUBLAS_COMPUTE_32I": np.int32, "CUBLAS_COMPUTE_32I_PEDANTIC": np.int32,
    # legacy cudaDataType values passed as the compute type of cublasGemmEx
    "CUDA_R_32F": np.float32, "CUDA_R_64F": np.float64, "CUDA_R_16F": np.float16,
}


def _round_tf32(x: np.ndarray) -> np.ndarray:
    """fp32 -> TF32 (10 mantissa bits), round to nearest even, kept in fp32 storage."""
    if np.iscomplexobj(x):
        return _round_tf32(x.real) + 1j * _round_tf32(x.imag)
    bits = np.ascontiguousarray(x, np.float32).view(np.uint32)
    rounded = ((bits + 0xFFF + ((bits >> 13) & 1)) & np.uint32(0xFFFFE000)).view(np.float32)
    return np.where(np.isfinite(x), rounded, x)


def _round_bf16(x: np.ndarray) -> np.ndarray:
    return views.bf16_to_f32(views.f32_to_bf16(np.asarray(x, np.float32)))


# the FAST compute types let the tensor cores read fp32 inputs at a lower precision
INPUT_ROUNDING = {
    "CUBLAS_COMPUTE_32F_FAST_TF32": _round_tf32,
    "CUBLAS_COMPUTE_32F_FAST_16F": lambda x: x.astype(np.float16).astype(np.float32),
    "CUBLAS_COMPUTE_32F_FAST_16BF": _round_bf16,
}


@dataclass
class Handle:
    stream: int = 0
    pointer_mode: str = "CUBLAS_POINTER_MODE_HOST"
    math_mode: str = "CUBLAS_DEFAULT_MATH"
    atomics_mode: str = "CUBLAS_ATOMICS_NOT_ALLOWED"
    workspace: tuple[int, int] = (0, 0)


class HandleTable:
    def __init__(self) -> None:
        self._handles: dict[int, Handle] = {}
        self._next = 0x7C000000
        self._lock = threading.Lock()

    def create(self) -> int:
        with self._lock:
            self._next += 0x40
            self._handles[self._next] = Handle()
            return self._next

    def get(self, handle: int) -> Handle:
        h = self._handles.get(handle)
        if h is None:
            raise CudaError("CUBLAS_STATUS_NOT_INITIALIZED", f"handle {handle:#x}")
        return h

    def destroy(self, handle: int) -> None:
        with self._lock:
            if self._handles.pop(handle, None) is None:
                raise CudaError("CUBLAS_STATUS_NOT_INITIALIZED", f"handle {handle:#x}")


def _op(op: str):
    if op not in OPERATIONS:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"operation {op}")
    return OPERATIONS[op]


def apply_op(op: str, m: np.ndarray) -> np.ndarray:
    kind = OPERATIONS[op]
    if kind == "N":
        return m
    if kind == "T":
        return np.swapaxes(m, -1, -2)
    if kind == "conj":
        return np.conj(m)
    return np.conj(np.swapaxes(m, -1, -2))


def gemm(transa: str, transb: str, m: int, n: int, k: int, alpha, a: int, a_type: str, lda: int,
         b: int, b_type: str, ldb: int, beta, c: int, c_type: str, ldc: int,
         compute: str = "CUBLAS_COMPUTE_32F", batch: int = 1,
         stride_a: int = 0, stride_b: int = 0, stride_c: int = 0) -> None:
    """C = alpha op(A) op(B) + beta C for `batch` strided matrices."""
    if min(m, n, k, batch) < 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"negative dimension m={m} n={n} k={k}")
    _op(transa), _op(transb)
    a_rows, a_cols = (m, k) if OPERATIONS[transa] == "N" else (k, m)
    b_rows, b_cols = (k, n) if OPERATIONS[transb] == "N" else (n, k)
    if lda < max(1, a_rows) or ldb < max(1, b_rows) or ldc < max(1, m):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"leading dimension too small (lda={lda} ldb={ldb} ldc={ldc})")
    if m == 0 or n == 0 or batch == 0:
        return
    acc = COMPUTE.get(compute)
    if acc is None:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"compute type {compute}")
    if c_type.startswith("CUDA_C"):
        acc = np.complex128 if c_type == "CUDA_C_64F" else np.complex64
    out = views.matrix(c, m, n, ldc, views.STORAGE[c_type], batch, stride_c)
    product = None
    if k > 0 and alpha != 0:
        # views of device memory; converted only where the storage is not the compute type
        A = views.load(views.matrix(a, a_rows, a_cols, lda, views.STORAGE[a_type], batch, stride_a), a_type)
        B = views.load(views.matrix(b, b_rows, b_cols, ldb, views.STORAGE[b_type], batch, stride_b), b_type)
        A, B = A.astype(acc, copy=False), B.astype(acc, copy=False)
        rounding = INPUT_ROUNDING.get(compute)
        if rounding is not None and (a_type == "CUDA_R_32F" or (a_type == "CUDA_C_32F" and rounding is _round_tf32)):
            A, B = rounding(A).astype(acc), rounding(B).astype(acc)
        product = (apply_op(transa, A), apply_op(transb, B))
    if out.dtype == acc and c_type != "CUDA_R_16BF":
        _accumulate_in_place(out, product, acc(alpha), acc(beta))
        return
    result = np.zeros((batch, m, n), acc) if beta == 0 else views.load(out, c_type).astype(acc) * acc(beta)
    if product is not None:
        result += acc(alpha) * np.matmul(*product)
    views.store(out, result, c_type)


# A product of at least this many multiply-adds is cut into column blocks of C computed at
# once. Split, it is faster on idle cores; on cores other processes keep busy the split
# costs more than it saves, which the calling thread computing a block itself keeps small
# (docs/performance-notes.md).
PARALLEL_MIN_MACS = 1 << 22

_pool = None
_pool_lock = threading.Lock()


@functools.cache
def column_workers() -> int:
    """Threads that share one product: the CPU device's worker count while numpy's OpenBLAS
    is single-threaded (the runtime's default, zluda/runtime/__init__.py); 1 when the user
    gave OpenBLAS threads of its own. Decided once: OpenBLAS reads its setting when it loads,
    and the CPU device sizes its pool once."""
    if os.environ.get("OPENBLAS_NUM_THREADS") != "1":
        return 1
    from zluda.cpu.runtime import worker_count
    return worker_count()


def _executor(workers: int) -> ThreadPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None or _pool._max_workers < workers:
            _pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="zluda-blas")
        return _pool


def _accumulate_in_place(out: np.ndarray, product, alpha, beta) -> None:
    """out = alpha * (A @ B) + beta * out when out is stored in the compute type: the BLAS
    writes into device memory directly (no temporaries to allocate, fill and copy back).
    Each step rounds as the general path does; a factor of one is exact, so it is skipped.
    Every column of C depends only on its column of op(B): big products are split by columns
    over a pool whose threads wait passively (numpy releases the GIL while it computes)."""
    n = out.shape[-1]
    workers = min(column_workers(), n) if product is not None else 1
    if workers > 1 and out.size * product[0].shape[-1] >= PARALLEL_MIN_MACS:
        a_op, b_op = product
        bounds = [n * i // workers for i in range(workers + 1)]
        blocks = [(out[..., j0:j1], (a_op, b_op[..., j0:j1])) for j0, j1 in zip(bounds, bounds[1:])]
        # the calling thread computes the first block: one hand-over fewer, and it would only wait
        pending = [_executor(workers - 1).submit(_accumulate_columns, o, p, alpha, beta) for o, p in blocks[1:]]
        first_out, first_product = blocks[0]
        _accumulate_columns(first_out, first_product, alpha, beta)
        for done in pending:
            done.result()
        return
    _accumulate_columns(out, product, alpha, beta)


def _accumulate_columns(out: np.ndarray, product, alpha, beta) -> None:
    if product is None:
        if beta == 0:
            out[...] = 0
        elif beta != 1:
            out *= beta
        return
    if beta == 0:
        np.matmul(*product, out=out)
        if alpha != 1:
            out *= alpha
        return
    # computed as (op(B)^T op(A)^T)^T: the product then lies column-major, as C does, and
    # the sum below runs down contiguous columns instead of through numpy's strided buffers
    a_op, b_op = product
    scaled = np.matmul(np.swapaxes(b_op, -1, -2), np.swapaxes(a_op, -1, -2)).swapaxes(-1, -2)
    if alpha != 1:
        scaled *= alpha
    if beta != 1:
        out *= beta
    out += scaled


def gemm_batched(transa, transb, m, n, k, alpha, a_ptrs, a_type, lda, b_ptrs, b_type, ldb, beta,
                 c_ptrs, c_type, ldc, compute="CUBLAS_COMPUTE_32F") -> None:
    """The pointer-array form: one gemm per (A[i], B[i], C[i])."""
    for a, b, c in zip(a_ptrs, b_ptrs, c_ptrs):
        gemm(transa, transb, m, n, k, alpha, a, a_type, lda, b, b_type, ldb, beta, c, c_type, ldc, compute)


def gemv(trans: str, m: int, n: int, alpha, a: int, lda: int, x: int, incx: int, beta, y: int, incy: int,
         data_type: str) -> None:
    """y = alpha op(A) x + beta y, A is m x n."""
    if m < 0 or n < 0 or lda < max(1, m) or incx == 0 or incy == 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"gemv m={m} n={n} lda={lda} incx={incx} incy={incy}")
    if m == 0 or n == 0:
        return
    dtype = views.STORAGE[data_type]
    A = apply_op(trans, views.matrix(a, m, n, lda, dtype)[0])
    xlen, ylen = A.shape[1], A.shape[0]
    X = views.vector(x, xlen, incx, dtype)
    Y = views.vector(y, ylen, incy, dtype)
    base = np.zeros(ylen, dtype) if beta == 0 else Y * dtype(beta)
    Y[...] = base + dtype(alpha) * (A @ X)


def gemv_mixed(trans: str, m: int, n: int, alpha: float, a: int, lda: int, x: int, incx: int, beta: float,
               y: int, incy: int, in_type: str, out_type: str) -> None:
    """y = alpha op(A) x + beta y with A and x in `in_type` (fp16 or bf16), y in `out_type`,
    fp32 scalars and fp32 accumulation: the cublas{HSH,HSS,TST,TSS}gemv(Strided)Batched
    kernels. The result is rounded to y's type once."""
    if m < 0 or n < 0 or lda < max(1, m) or incx == 0 or incy == 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"gemv m={m} n={n} lda={lda} incx={incx} incy={incy}")
    if m == 0 or n == 0:
        return
    A = apply_op(trans, views.load(views.matrix(a, m, n, lda, views.STORAGE[in_type])[0], in_type))
    xlen, ylen = A.shape[1], A.shape[0]
    X = views.load(views.vector(x, xlen, incx, views.STORAGE[in_type]), in_type).astype(np.float32)
    Y = views.vector(y, ylen, incy, views.STORAGE[out_type])
    result = np.float32(alpha) * (A.astype(np.float32) @ X)
    if beta != 0:
        result = result + np.float32(beta) * views.load(Y, out_type).astype(np.float32)
    views.store(Y, result, out_type)


# --- level 1 -------------------------------------------------------------------
def axpy(n, alpha, x, incx, y, incy, data_type):
    if n <= 0:
        return
    dtype = views.STORAGE[data_type]
    Y = views.vector(y, n, incy, dtype)
    Y[...] = Y + dtype(alpha) * views.vector(x, n, incx, dtype)


def scal(n, alpha, x, incx, data_type):
    if n <= 0 or incx <= 0:
        return
    dtype = views.STORAGE[data_type]
    X = views.vector(x, n, incx, dtype)
    X[...] = X * dtype(alpha)


def dot(n, x, incx, y, incy, data_type, conjugate=False):
    """The products summed in double precision (the caller rounds once to the result type):
    cuBLAS adds them in a tree of partial sums, and a running sum in the storage type drifts
    on long vectors (a float sum of a million products lands tens of units off in 65504)."""
    if n <= 0:
        return views.STORAGE[data_type](0)
    dtype = views.STORAGE[data_type]
    X, Y = (views.load(views.vector(a, n, inc, dtype), data_type) for a, inc in ((x, incx), (y, incy)))
    wide = np.complex128 if np.iscomplexobj(X) else np.float64
    X, Y = X.astype(wide), Y.astype(wide)
    return np.vdot(X, Y) if conjugate else np.dot(X, Y)


# elements squared and summed at a time in double precision: a bounded temporary
NRM2_CHUNK = 1 << 20


def nrm2(n, x, incx, data_type):
    """The squares summed in double precision, chunk by chunk: cuBLAS's tree of partial
    sums stays within a few units of the exact norm, and numpy's float32 norm of 2^27
    floats drifts by more than half a percent."""
    if n <= 0 or incx <= 0:
        return 0.0
    X = views.vector(x, n, incx, views.STORAGE[data_type])
    wide = np.complex128 if np.iscomplexobj(X) else np.float64
    total = 0.0
    for start in range(0, n, NRM2_CHUNK):
        part = X[start:start + NRM2_CHUNK].astype(wide)
        total += float(np.vdot(part, part).real)
    return float(np.sqrt(total))


def asum(n, x, incx, data_type):
    if n <= 0 or incx <= 0:
        return 0.0
    X = views.vector(x, n, incx, views.STORAGE[data_type])
    return float(np.sum(np.abs(X.real) + np.abs(X.imag)) if np.iscomplexobj(X) else np.sum(np.abs(X)))


def iamax(n, x, incx, data_type, smallest=False):
    """1-based index of the first element of largest (or smallest) magnitude; 0 for empty input."""
    if n <= 0 or incx <= 0:
        return 0
    X = views.vector(x, n, incx, views.STORAGE[data_type])
    mag = np.abs(X.real) + np.abs(X.imag) if np.iscomplexobj(X) else np.abs(X)
    return int(np.argmin(mag) if smallest else np.argmax(mag)) + 1


def copy(n, x, incx, y, incy, data_type):
    if n <= 0:
        return
    dtype = views.STORAGE[data_type]
    views.vector(y, n, incy, dtype)[...] = views.vector(x, n, incx, dtype)


def swap(n, x, incx, y, incy, data_type):
    if n <= 0:
        return
    dtype = views.STORAGE[data_type]
    X, Y = views.vector(x, n, incx, dtype), views.vector(y, n, incy, dtype)
    tmp = X.copy()
    X[...] = Y
    Y[...] = tmp


def substitute(T: np.ndarray, B: np.ndarray, lower: bool) -> np.ndarray:
    """Solve T X = B (T (batch, m, m) triangular, B (batch, m, n)) by substitution, row by row
    over all right-hand sides at once: exact zeros on the diagonal give inf/nan as cuBLAS does."""
    m = T.shape[-1]
    X = np.zeros_like(B)
    rows = range(m) if lower else range(m - 1, -1, -1)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        for i in rows:
            done = slice(0, i) if lower else slice(i + 1, m)
            acc = B[:, i, :] - np.einsum("bk,bkn->bn", T[:, i, done], X[:, done, :])
            X[:, i, :] = acc / T[:, i, i][:, None]
    return X


def trsm(side: str, uplo: str, trans: str, diag: str, m: int, n: int, alpha, a_ptrs: list[int], lda: int,
         b_ptrs: list[int], ldb: int, data_type: str) -> None:
    """B := alpha op(A)^-1 B (side left, A m x m) or alpha B op(A)^-1 (side right, A n x n)
    for each (A[i], B[i]); only the `uplo` triangle of A is read, its diagonal taken as ones
    for CUBLAS_DIAG_UNIT. Solved in float64 (complex128) and rounded once into B."""
    _op(trans)
    left = side == "CUBLAS_SIDE_LEFT"
    k = m if left else n
    if m < 0 or n < 0 or lda < max(1, k) or ldb < max(1, m):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"trsm m={m} n={n} lda={lda} ldb={ldb}")
    if m == 0 or n == 0 or not b_ptrs:
        return
    dtype = views.STORAGE[data_type]
    wide = np.complex128 if data_type.startswith("CUDA_C") else np.float64
    lower = uplo == "CUBLAS_FILL_MODE_LOWER"
    A = np.stack([views.matrix(a, k, k, lda, dtype)[0] for a in a_ptrs]).astype(wide)
    A = np.tril(A) if lower else np.triu(A)
    if diag == "CUBLAS_DIAG_UNIT":
        idx = np.arange(k)
        A[:, idx, idx] = 1
    T = apply_op(trans, A)                      # op(A): a transpose flips which triangle it is
    t_lower = lower if OPERATIONS[trans] in ("N", "conj") else not lower
    outs = [views.matrix(b, m, n, ldb, dtype)[0] for b in b_ptrs]
    B = np.stack(outs).astype(wide) * wide(alpha)
    if left:                                  # op(A) X = B
        X = substitute(T, B, t_lower)
    else:                                     # X op(A) = B  <=>  op(A)^T X^T = B^T
        X = np.swapaxes(substitute(np.swapaxes(T, -1, -2), np.swapaxes(B, -1, -2), not t_lower), -1, -2)
    for out, x in zip(outs, X):
        out[...] = x.astype(dtype)
