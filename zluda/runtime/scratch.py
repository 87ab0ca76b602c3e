"""Scratch arrays reused from call to call, one set per host thread.

A program calls cuBLASLt with the same shapes every step; a multi-megabyte numpy temporary
is a fresh mmap each time, whose pages the kernel clears on first touch. An array here is
handed out again for the same (role, shape, dtype, layout): the caller's `role` keeps two
operands of one call apart, and nothing may hold an array past the call that asked for it.
"""

from __future__ import annotations

import threading

import numpy as np

# bytes one thread may keep; past it the thread's arrays are dropped and made afresh
LIMIT_BYTES = 256 << 20

_local = threading.local()


def _pool() -> dict:
    pool = getattr(_local, "arrays", None)
    if pool is None:
        pool = _local.arrays = {}
    return pool


def _kept(key: tuple, make) -> np.ndarray:
    pool = _pool()
    array = pool.get(key)
    if array is None:
        array = make()
        if array.nbytes > LIMIT_BYTES:   # used once and freed, as numpy's own would be
            return array
        if sum(a.nbytes for a in pool.values()) + array.nbytes > LIMIT_BYTES:
            pool.clear()
        pool[key] = array
    return array


def empty(role: str, shape: tuple, dtype) -> np.ndarray:
    """A C-ordered array of `shape` (contents left from its last use)."""
    dtype = np.dtype(dtype)
    return _kept((role, tuple(shape), dtype, None), lambda: np.empty(shape, dtype))


# A row whose byte length is a multiple of this puts every row's element j in the same L1
# cache set, and a copy that walks down a column (a transposing store) evicts its own lines
ALIASING_ROW_BYTES = 4096
# the padding such a row gets: one cache line
ROW_PADDING_BYTES = 64


def rows_apart(role: str, shape: tuple, dtype) -> np.ndarray:
    """A C-ordered array of `shape` whose rows are padded by a cache line where their length
    would alias (see ALIASING_ROW_BYTES): a view of a wider array, strided but row-major."""
    dtype = np.dtype(dtype)
    shape = tuple(shape)
    row_bytes = shape[-1] * dtype.itemsize
    if row_bytes == 0 or row_bytes % ALIASING_ROW_BYTES or ROW_PADDING_BYTES % dtype.itemsize:
        return empty(role, shape, dtype)
    wide = shape[:-1] + (shape[-1] + ROW_PADDING_BYTES // dtype.itemsize,)
    return _kept((role, wide, dtype, None), lambda: np.empty(wide, dtype))[..., :shape[-1]]


def empty_like(role: str, template: np.ndarray, dtype) -> np.ndarray:
    """np.empty_like(template, dtype): the template's axes in the same memory order. Keyed
    by the template's strides, so the array is laid out as empty_like would lay it out now."""
    dtype = np.dtype(dtype)
    return _kept((role, template.shape, dtype, template.strides), lambda: np.empty_like(template, dtype=dtype))


def clear() -> None:
    """Drop this thread's arrays."""
    _pool().clear()
