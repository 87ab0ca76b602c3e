"""cuBLAS's batched factorizations on the CPU device: LU with partial pivoting, solves and
inverses from it, Householder QR and least squares, over batches of small column-major
matrices in device memory (numpy, the whole batch at once, one column step at a time).

The arithmetic is the working precision's, step by step in LAPACK's order (xGETF2's
reciprocal scaling, xLARFG's reflectors), which is what cuBLAS's results follow; pivots are 1-based row indices as LAPACK's IPIV, and `info` tells the
first exactly zero pivot (1-based), 0 when there is none.
"""

from __future__ import annotations

import numpy as np

from . import views

COMPLEX = ("CUDA_C_32F", "CUDA_C_64F")


def load(ptrs: list[int], rows: int, cols: int, ld: int, data_type: str) -> np.ndarray:
    """The batch as one (batch, rows, cols) array (a copy)."""
    dtype = views.STORAGE[data_type]
    if not ptrs:
        return np.zeros((0, rows, cols), dtype)
    return np.stack([views.matrix(p, rows, cols, ld, dtype)[0] for p in ptrs]).astype(dtype)


def store(ptrs: list[int], values: np.ndarray, ld: int, data_type: str) -> None:
    dtype = views.STORAGE[data_type]
    rows, cols = values.shape[1:]
    for p, v in zip(ptrs, values):
        views.matrix(p, rows, cols, ld, dtype)[0][...] = v




def getrf(a: np.ndarray, pivoting: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """LU of each (n, n) matrix of `a` in place: P A = L U, L unit lower. Returns (a,
    pivots (batch, n) 1-based, info (batch,)). A matrix whose pivot is exactly zero stops
    there, as cuBLAS's does: its later columns keep what the earlier steps left, and its
    later pivots name their own rows."""
    batch, n, _ = a.shape
    pivots = np.tile(np.arange(1, n + 1, dtype=np.int32), (batch, 1))
    info = np.zeros(batch, np.int32)
    rows = np.arange(batch)
    one = a.dtype.type(1)
    for k in range(n):
        active = info == 0
        if pivoting:
            # the modulus, for complex values too (not LAPACK's |re| + |im|: cuBLAS's pivots)
            p = np.where(active, k + np.argmax(np.abs(a[:, k:, k]), axis=1), k)
            pivots[:, k] = p + 1
            swap = p != k
            if swap.any():
                top = a[rows[swap], k, :].copy()
                a[rows[swap], k, :] = a[rows[swap], p[swap], :]
                a[rows[swap], p[swap], :] = top
        pivot = a[:, k, k]
        info[active & (pivot == 0)] = k + 1
        go = info == 0
        recip = one / np.where(go, pivot, one)
        column = a[:, k + 1:, k] * recip[:, None]
        a[:, k + 1:, k] = np.where(go[:, None], column, a[:, k + 1:, k])
        update = a[:, k + 1:, k, None] * a[:, None, k, k + 1:]
        a[:, k + 1:, k + 1:] -= np.where(go[:, None, None], update, a.dtype.type(0))
    return a, pivots, info


def _permute(b: np.ndarray, pivots: np.ndarray | None, reverse: bool) -> None:
    """Apply the row interchanges of `pivots` to `b` (batch, n, nrhs) in order, or undo
    them (reverse order)."""
    if pivots is None:
        return
    rows = np.arange(b.shape[0])
    order = range(pivots.shape[1] - 1, -1, -1) if reverse else range(pivots.shape[1])
    for k in order:
        p = pivots[:, k] - 1
        top = b[rows, k, :].copy()
        b[rows, k, :] = b[rows, p, :]
        b[rows, p, :] = top


def _forward(t: np.ndarray, b: np.ndarray, unit: bool) -> None:
    """Solve t x = b in place for lower triangular t (batch, n, n)."""
    n = t.shape[1]
    for k in range(n):
        if not unit:
            b[:, k, :] /= t[:, k, k, None]
        b[:, k + 1:, :] -= t[:, k + 1:, k, None] * b[:, None, k, :]


def _backward(t: np.ndarray, b: np.ndarray, unit: bool) -> None:
    """Solve t x = b in place for upper triangular t (batch, n, n)."""
    n = t.shape[1]
    for k in range(n - 1, -1, -1):
        if not unit:
            b[:, k, :] /= t[:, k, k, None]
        b[:, :k, :] -= t[:, :k, k, None] * b[:, None, k, :]


def getrs(lu: np.ndarray, pivots: np.ndarray | None, b: np.ndarray, trans: str) -> np.ndarray:
    """op(A) X = B from getrf's factors, in place in `b` (batch, n, nrhs); trans N, T or C."""
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        if trans == "N":
            _permute(b, pivots, reverse=False)
            _forward(np.tril(lu, -1), b, unit=True)
            _backward(np.triu(lu), b, unit=False)
        else:
            f = np.swapaxes(lu, 1, 2)
            if trans == "C":
                f = f.conj()
            _forward(np.tril(f), b, unit=False)        # U^T y = b
            _backward(np.triu(f, 1), b, unit=True)     # L^T z = y
            _permute(b, pivots, reverse=True)
    return b


def getri(lu: np.ndarray, pivots: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """The inverses from getrf's factors, and info (the first zero of U's diagonal)."""
    batch, n, _ = lu.shape
    diagonal = np.diagonal(lu, axis1=1, axis2=2)
    zero = diagonal == 0
    info = np.where(zero.any(axis=1), np.argmax(zero, axis=1) + 1, 0).astype(np.int32)
    identity = np.tile(np.eye(n, dtype=lu.dtype), (batch, 1, 1))
    return getrs(lu, pivots, identity, "N"), info


def _reflector(alpha: np.ndarray, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """LAPACK's xLARFG for each row of the batch: H = I - tau v v^H with v = (1, x') maps
    (alpha, x) to (beta, 0). Scales `x` into x' in place; returns (beta, tau)."""
    dtype = x.dtype
    real = dtype.type(0).real.dtype.type
    xnorm = np.sqrt(np.sum((x * x.conj()).real, axis=1)).astype(real) if x.shape[1] else np.zeros(len(alpha), real)
    ar, ai = alpha.real.astype(real), alpha.imag.astype(real)
    identity = (xnorm == 0) & (ai == 0)
    beta = -np.copysign(np.sqrt(ar * ar + ai * ai + xnorm * xnorm).astype(real), ar)
    safe_beta = np.where(identity, real(1), beta)
    if np.iscomplexobj(x):
        tau = ((safe_beta - ar) / safe_beta + 1j * (-ai / safe_beta)).astype(dtype)
    else:
        tau = ((safe_beta - ar) / safe_beta).astype(dtype)
    scale = (dtype.type(1) / np.where(identity, dtype.type(1), alpha - safe_beta)).astype(dtype)
    x[...] = np.where(identity[:, None], x, x * scale[:, None])
    return np.where(identity, alpha, beta.astype(dtype)), np.where(identity, dtype.type(0), tau)


def _apply_reflector(v: np.ndarray, tau: np.ndarray, c: np.ndarray) -> None:
    """C := (I - tau v v^H) C in place, for each batch entry (v: (batch, m), c: (batch, m, k))."""
    w = np.einsum("bm,bmk->bk", v.conj(), c)
    c -= tau[:, None, None] * v[:, :, None] * w[:, None, :]


def geqrf(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Householder QR of each (m, n) matrix in place (LAPACK's xGEQR2 layout: R on and
    above the diagonal, the reflectors' vectors below it); returns (a, tau (batch, min(m, n)))."""
    batch, m, n = a.shape
    k = min(m, n)
    taus = np.zeros((batch, k), a.dtype)
    for i in range(k):
        x = a[:, i + 1:, i].copy()
        beta, tau = _reflector(a[:, i, i].copy(), x)
        a[:, i + 1:, i] = x
        taus[:, i] = tau
        if i + 1 < n:
            v = np.concatenate([np.ones((batch, 1), a.dtype), x], axis=1)
            # xGEQR2 applies H(i)^H = I - conj(tau) v v^H to the columns on the right
            _apply_reflector(v, tau.conj(), a[:, i:, i + 1:])
        a[:, i, i] = beta
    return a, taus


def gels(a: np.ndarray, c: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Least squares min ||A X - C|| for each full-rank (m, n) A with m >= n: A becomes
    its QR factors, C's first n rows the solution. Returns (a, c, info), info the first
    zero of R's diagonal (1-based; C then holds Q^H C)."""
    batch, m, n = a.shape
    a, taus = geqrf(a)
    for i in range(n):
        v = np.concatenate([np.ones((batch, 1), a.dtype), a[:, i + 1:, i]], axis=1)
        _apply_reflector(v, taus[:, i].conj(), c[:, i:, :])
    diagonal = np.diagonal(a, axis1=1, axis2=2)[:, :n]
    zero = diagonal == 0
    info = np.where(zero.any(axis=1), np.argmax(zero, axis=1) + 1, 0).astype(np.int32)
    solvable = info == 0
    if solvable.any():
        top = c[solvable, :n, :]
        with np.errstate(divide="ignore", invalid="ignore"):
            _backward(np.triu(a[solvable, :n, :n]), top, unit=False)
        c[solvable, :n, :] = top
    return a, c, info
