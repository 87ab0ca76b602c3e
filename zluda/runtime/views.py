"""numpy views of device memory (no copies): matrices in column-major layout, bf16 as bits.

cuBLAS works in place on device memory; on the CPU device that memory is host memory,
so a matrix is a strided numpy view over the raw address.
"""

from __future__ import annotations

import ctypes

import numpy as np

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


def bf16_to_f32(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32)


def f32_to_bf16(values: np.ndarray) -> np.ndarray:
    """Round to nearest even, NaNs kept quiet, as __float2bfloat16_rn does."""
    bits = np.ascontiguousarray(values, dtype=np.float32).view(np.uint32)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(values)
    if nan.any():
        rounded[nan] = ((bits[nan] >> 16) | 0x0040).astype(np.uint16)
    return rounded


def load(view: np.ndarray, data_type: str) -> np.ndarray:
    """Values of a storage view as a computable numpy array."""
    return bf16_to_f32(view) if data_type == "CUDA_R_16BF" else view


def store(view: np.ndarray, values: np.ndarray, data_type: str) -> None:
    """Write computed values into a storage view, rounding to the storage type."""
    if data_type == "CUDA_R_16BF":
        view[...] = f32_to_bf16(np.asarray(values, np.float32))
    else:
        view[...] = values.astype(view.dtype, copy=False)
