"""The BLAS storage forms of a matrix as dense numpy matrices, and back.

Level-2 and level-3 routines keep their matrices in one of four column-major forms: full
(a leading dimension), general band (gbmv: kl sub- and ku superdiagonals), triangular band
(sbmv/hbmv/tbmv/tbsv: k diagonals beside the main one, on the `uplo` side) and packed (the
`uplo` triangle column after column). Every routine here reads its operands as dense
matrices, computes with numpy, and writes back only the elements its storage form holds
(the `uplo` triangle for the symmetric and Hermitian updates), as the BLAS does.
"""

from __future__ import annotations

import numpy as np

from . import views


def triangle_mask(n: int, lower: bool) -> np.ndarray:
    """The (n, n) boolean mask of the lower or upper triangle, diagonal included."""
    return np.tril(np.ones((n, n), bool)) if lower else np.triu(np.ones((n, n), bool))


def packed_index(n: int, lower: bool) -> tuple[np.ndarray, np.ndarray]:
    """(rows, cols) of the packed elements in storage order: the triangle column by column."""
    cols, rows = np.nonzero(triangle_mask(n, lower).T)   # row-major over the transpose = column-major
    return rows, cols


def band_index(m: int, n: int, below: int, above: int) -> tuple[np.ndarray, np.ndarray]:
    """(rows, cols) of the elements of an m x n band with `below` sub- and `above` superdiagonals."""
    i, j = np.indices((m, n))
    inside = (i - j <= below) & (j - i <= above)
    return i[inside], j[inside]


def full(address: int, rows: int, cols: int, ld: int, dtype) -> np.ndarray:
    """A view of the full-storage matrix (writes go to device memory)."""
    return views.matrix(address, rows, cols, ld, dtype)[0]


def from_band(address: int, m: int, n: int, below: int, above: int, ld: int, dtype) -> np.ndarray:
    """A dense copy of a band matrix: element (i, j) sits in row above + i - j of column j."""
    band = full(address, ld, n, ld, dtype) if n else np.zeros((ld, 0), dtype)
    rows, cols = band_index(m, n, below, above)
    dense = np.zeros((m, n), dtype)
    dense[rows, cols] = band[above + rows - cols, cols]
    return dense


def from_packed(address: int, n: int, lower: bool, dtype) -> np.ndarray:
    """A dense copy of a packed triangle (zeros in the other triangle)."""
    rows, cols = packed_index(n, lower)
    dense = np.zeros((n, n), dtype)
    dense[rows, cols] = views.vector(address, len(rows), 1, dtype)
    return dense


def to_packed(address: int, dense: np.ndarray, lower: bool) -> None:
    rows, cols = packed_index(dense.shape[0], lower)
    views.vector(address, len(rows), 1, dense.dtype)[...] = dense[rows, cols]


def triangle_of(dense: np.ndarray, lower: bool, unit: bool = False) -> np.ndarray:
    """The triangular matrix held in one triangle (the other ignored), unit diagonal if asked."""
    t = np.tril(dense) if lower else np.triu(dense)
    if unit:
        np.fill_diagonal(t, 1)
    return t


def symmetric_of(dense: np.ndarray, lower: bool, hermitian: bool = False) -> np.ndarray:
    """The full symmetric (or Hermitian) matrix held in one triangle; a Hermitian matrix's
    diagonal is real by definition, so its imaginary parts are not read."""
    t = np.tril(dense) if lower else np.triu(dense)
    strict = np.tril(dense, -1) if lower else np.triu(dense, 1)
    other = np.conj(strict.T) if hermitian else strict.T
    out = t + other
    if hermitian:
        idx = np.arange(dense.shape[0])
        out[idx, idx] = out[idx, idx].real
    return out


def write_triangle(target: np.ndarray, values: np.ndarray, lower: bool, hermitian: bool = False) -> None:
    """Store the `lower`/upper triangle of values into target (a view), leaving the rest;
    a Hermitian result's diagonal is stored with a zero imaginary part, as the BLAS does."""
    mask = triangle_mask(target.shape[0], lower)
    values = values.astype(target.dtype, copy=True)
    if hermitian:
        idx = np.arange(target.shape[0])
        values[idx, idx] = values[idx, idx].real
    target[mask] = values[mask]
