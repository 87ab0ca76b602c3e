"""numpy views of device memory (no copies): matrices in column-major layout, bf16 as bits.

cuBLAS works in place on device memory; on the CPU device that memory is host memory,
so a matrix is a strided numpy view over the raw address.
"""

from __future__ import annotations

import ctypes

import numpy as np

from . import bf16_loops, scratch

# cudaDataType names -> numpy storage dtype (bf16 is stored as its 16 bits)
STORAGE = {
    "CUDA_R_32F": np.float32, "CUDA_R_64F": np.float64, "CUDA_R_16F": np.float16,
    "CUDA_R_16BF": np.uint16, "CUDA_R_8I": np.int8, "CUDA_R_32I": np.int32, "CUDA_R_8U": np.uint8,
    "CUDA_C_32F": np.complex64, "CUDA_C_64F": np.complex128,
}


def raw(address: int, nbytes: int) -> np.ndarray:
    """A writable uint8 view of `nbytes` at `address`."""
    if nbytes == 0:
        return np.zeros(0, np.uint8)
    return np.frombuffer((ctypes.c_uint8 * nbytes).from_address(address), np.uint8)


# matrix views by (address, rows, cols, ld, dtype, batch, stride): a program calls cuBLAS on
# the same buffers with the same shapes every step, and building a view costs microseconds.
# A view holds no memory of its own (the program owns it), so a stale entry costs nothing;
# the table is emptied when it grows past MATRIX_CACHE_LIMIT.
MATRIX_CACHE_LIMIT = 4096
_matrices: dict[tuple, np.ndarray] = {}


def matrix(address: int, rows: int, cols: int, ld: int, dtype, batch: int = 1, stride: int = 0) -> np.ndarray:
    """Column-major `rows x cols` matrices (shape (batch, rows, cols)) with leading dimension `ld`."""
    key = (address, rows, cols, ld, dtype, batch, stride)
    view = _matrices.get(key)
    if view is not None:
        return view
    dtype = np.dtype(dtype)
    if rows == 0 or cols == 0 or batch == 0:
        return np.zeros((batch, rows, cols), dtype)
    if ld < rows:
        raise ValueError(f"leading dimension {ld} < rows {rows}")
    span = (batch - 1) * stride + (cols - 1) * ld + rows
    size = dtype.itemsize
    strides = (stride * size, size, ld * size)
    if stride < 0:   # later batches lie below `address`: as_strided reaches them (not cached)
        base = raw(address, span * size).view(dtype)
        return np.lib.stride_tricks.as_strided(base, shape=(batch, rows, cols), strides=strides)
    # ndarray over the ctypes buffer directly: several times cheaper than as_strided
    view = np.ndarray((batch, rows, cols), dtype, (ctypes.c_uint8 * (span * size)).from_address(address), 0, strides)
    if len(_matrices) >= MATRIX_CACHE_LIMIT:
        _matrices.clear()
    _matrices[key] = view
    return view


def vector(address: int, n: int, inc: int, dtype) -> np.ndarray:
    dtype = np.dtype(dtype)
    if n == 0:
        return np.zeros(0, dtype)
    step = abs(inc)
    base = raw(address, ((n - 1) * step + 1) * dtype.itemsize).view(dtype)
    view = base[:: step]
    return view[::-1] if inc < 0 else view  # BLAS walks a negative increment backwards


def bf16_to_f32(bits: np.ndarray, role: str | None = None) -> np.ndarray:
    """In the view's own layout (a column-major matrix stays column-major): one pass, where
    widening first and shifting after took two and a transposing copy. With a `role` the
    result is that role's scratch array (see scratch.py), valid until the role's next use."""
    wide = np.empty_like(bits, dtype=np.uint32) if role is None else scratch.empty_like(role, bits, np.uint32)
    if not bf16_loops.widen_into(wide, bits):
        np.copyto(wide, bits)                  # zero-extended; shifted in place: no buffered cast
        np.left_shift(wide, 16, out=wide)
    return wide.view(np.float32)


def _bf16_bits_wide(values: np.ndarray) -> np.ndarray:
    """Round to nearest even, NaNs kept quiet, as __float2bfloat16_rn does: the bf16 bits in
    the low half of uint32s laid out as `values` is, computed in place in one array (a store
    into a column-major view then narrows while it copies, with no transposed temporaries)."""
    values = np.asarray(values, np.float32)
    bits = values.view(np.uint32)
    wide = np.empty_like(bits)
    np.right_shift(bits, 16, out=wide)
    wide &= 1
    wide += 0x7FFF
    wide += bits
    wide >>= 16
    nan = np.isnan(values)
    if nan.any():
        np.copyto(wide, (bits >> 16) | 0x0040, where=nan)
    return wide


def _bf16_bits_in_scratch(values: np.ndarray) -> np.ndarray:
    """_bf16_bits_wide's rounding, in a scratch uint32 array (row-major, rows apart), without
    its final shift: the bf16 bits are each uint32's high half, returned as a uint16 view
    (little-endian), so a store copies them out with no narrowing pass or cast."""
    values = np.asarray(values, np.float32)
    bits = values.view(np.uint32)
    wide = scratch.rows_apart("bf16 bits", bits.shape, np.uint32)
    np.right_shift(bits, 16, out=wide)
    wide &= 1
    wide += 0x7FFF
    wide += bits
    high = wide.view(np.uint16)[..., 1::2]
    if values.size and np.isnan(values.max()):   # max is NaN where any value is
        nan = np.isnan(values)
        np.copyto(high, ((bits >> 16) | 0x0040).astype(np.uint16), where=nan)
    return high


def f32_to_bf16(values: np.ndarray) -> np.ndarray:
    """Round to nearest even, NaNs kept quiet, as __float2bfloat16_rn does."""
    return _bf16_bits_wide(values).astype(np.uint16, order="C")


def load(view: np.ndarray, data_type: str, role: str | None = None) -> np.ndarray:
    """Values of a storage view as a computable numpy array; a converted one is `role`'s
    scratch array when a role is given."""
    return bf16_to_f32(view, role) if data_type == "CUDA_R_16BF" else view


# Rows of a strip that `copy_into` moves at once when source and destination run along
# different axes: both strips' cache lines stay in L1 while the strip is transposed.
TRANSPOSE_STRIP = 64


def _fastest_axis(a: np.ndarray) -> int:
    """The axis along which neighbouring elements are nearest in memory (-1: none to choose)."""
    axes = [i for i in range(a.ndim) if a.shape[i] > 1]
    return min(axes, key=lambda i: abs(a.strides[i])) if len(axes) > 1 else -1


def _strips(view: np.ndarray, values: np.ndarray) -> list[tuple]:
    """Index tuples covering `view`: strips of TRANSPOSE_STRIP along its contiguous axis when
    `values` runs along another axis, else the whole."""
    axis = _fastest_axis(view)
    if axis < 0 or view.shape[axis] <= TRANSPOSE_STRIP or _fastest_axis(values) in (axis, -1):
        return [(Ellipsis,)]
    strip = [slice(None)] * view.ndim
    out = []
    for start in range(0, view.shape[axis], TRANSPOSE_STRIP):
        strip[axis] = slice(start, start + TRANSPOSE_STRIP)
        out.append(tuple(strip))
    return out


def copy_into(view: np.ndarray, values: np.ndarray) -> None:
    """view[...] = values. numpy copies element by element in the source's order, so a
    row-major product written into a column-major matrix strides the whole matrix on every
    element; strips of TRANSPOSE_STRIP along the destination's contiguous axis keep both
    sides in cache."""
    values = np.broadcast_to(values, view.shape)
    for index in _strips(view, values):
        view[index] = values[index]


def add_into(view: np.ndarray, values: np.ndarray) -> None:
    """view += values (each element view's plus values', as numpy's in-place add), in strips
    as copy_into copies when the two run along different axes."""
    values = np.broadcast_to(values, view.shape)
    for index in _strips(view, values):
        part = view[index]
        np.add(part, values[index], out=part)


def store(view: np.ndarray, values: np.ndarray, data_type: str, reuse: bool = False) -> None:
    """Write computed values into a storage view, rounding to the storage type. `reuse`:
    the rounding is computed in a scratch array (see _bf16_bits_in_scratch)."""
    if data_type == "CUDA_R_16BF" and reuse and np.ndim(values):
        copy_into(view, _bf16_bits_in_scratch(values))
    elif data_type == "CUDA_R_16BF":   # every value fits 16 bits: narrowed in the values' own layout
        copy_into(view, _bf16_bits_wide(values).astype(np.uint16))
    else:
        copy_into(view, values.astype(view.dtype, copy=False))
