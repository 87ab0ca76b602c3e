"""cuMemBatchDecompressAsync: the decompression engine of Blackwell GPUs, done by the CPU
device's cores.

Each operation decompresses `srcNumBytes` of raw Deflate (RFC 1951), Snappy or LZ4 block
data from device memory into device memory and stores the bytes written as a 32-bit count
at `dstActBytes`; the device reports the three algorithms in
CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK. Work runs when submitted (streams.py),
so the batch is complete when the call returns. A stream that fails to decompress, or
whose output does not fit `dstNumBytes`, fails its operation with CUDA_ERROR_INVALID_VALUE
and `errorIndex` names it (SIZE_MAX for an error of the whole call).
"""

from __future__ import annotations

import ctypes
import zlib

from .driver_impl import require_context
from .errors import CudaError
from .state import MEMORY, STREAMS, address, api, ffi

DRV = "cuda"
DEFLATE, SNAPPY, LZ4 = 1 << 0, 1 << 1, 1 << 2     # CUmemDecompressAlgorithm
ALGORITHMS = DEFLATE | SNAPPY | LZ4
MAXIMUM_LENGTH = (1 << 32) - 1                     # dstActBytes is 32 bits
SIZE_MAX = (1 << 64) - 1


class Corrupt(ValueError):
    """Compressed data that does not decode."""


def _varint(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if at >= len(data) or shift > 28:
            raise Corrupt("a truncated or oversized length")
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at += 1
        if not byte & 0x80:
            return value, at
        shift += 7


def snappy_decompress(data: bytes, limit: int) -> bytes:
    """Snappy's raw format: the uncompressed length, then literals and back-references."""
    length, at = _varint(data, 0)
    if length > limit:
        raise Corrupt(f"{length} bytes do not fit {limit}")
    out = bytearray()
    while at < len(data):
        tag = data[at]
        at += 1
        kind = tag & 3
        if kind == 0:                                  # literal
            size = tag >> 2
            if size >= 60:
                extra = size - 59
                size = int.from_bytes(data[at:at + extra], "little")
                at += extra
            size += 1
            if at + size > len(data):
                raise Corrupt("a literal past the end")
            out += data[at:at + size]
            at += size
            continue
        if kind == 1:
            size, offset = ((tag >> 2) & 7) + 4, ((tag >> 5) << 8) | data[at]
            at += 1
        else:
            width = 2 if kind == 2 else 4
            size, offset = (tag >> 2) + 1, int.from_bytes(data[at:at + width], "little")
            at += width
        if offset == 0 or offset > len(out):
            raise Corrupt(f"a copy from {offset} bytes back")
        for _ in range(size):                          # copies may overlap what they write
            out.append(out[-offset])
    if len(out) != length:
        raise Corrupt(f"{len(out)} bytes where the header says {length}")
    return bytes(out)


def _deflate(data: bytes, limit: int) -> bytes:
    inflater = zlib.decompressobj(-15)
    out = inflater.decompress(data, limit + 1)
    if not inflater.eof or len(out) > limit:
        raise Corrupt("an unfinished stream, or more than dstNumBytes")
    return out


def _lz4(data: bytes, limit: int) -> bytes:
    import lz4.block   # only an LZ4 operation loads the decoder (ALLOWED_LAZY)
    try:
        return lz4.block.decompress(data, uncompressed_size=limit)
    except lz4.block.LZ4BlockError as exc:
        raise Corrupt(str(exc)) from None


DECODERS = {DEFLATE: _deflate, SNAPPY: snappy_decompress, LZ4: _lz4}


def _run(p, index: int) -> None:
    decode = DECODERS.get(p.algo)
    if decode is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"paramsArray[{index}].algo {p.algo}")
    f = ffi(DRV)
    if any(bytes(f.buffer(f.addressof(p, "padding")))):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"paramsArray[{index}].padding is not zeroed")
    src, dst, written = address(f, p.src), address(f, p.dst), address(f, p.dstActBytes)
    MEMORY.check_range(src, p.srcNumBytes, f"paramsArray[{index}].src")
    MEMORY.check_range(dst, p.dstNumBytes, f"paramsArray[{index}].dst")
    MEMORY.check_range(written, 4, f"paramsArray[{index}].dstActBytes")
    if p.dstNumBytes > MAXIMUM_LENGTH:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"paramsArray[{index}].dstNumBytes {p.dstNumBytes}")
    try:
        out = decode(ctypes.string_at(src, p.srcNumBytes), p.dstNumBytes)
    except (Corrupt, zlib.error) as exc:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"paramsArray[{index}]: {exc}") from None
    ctypes.memmove(dst, out, len(out))
    ctypes.c_uint32.from_address(written).value = len(out)


@api(DRV, "cuMemBatchDecompressAsync")
def cu_mem_batch_decompress_async(paramsArray, count, flags, errorIndex, stream):
    require_context()
    f = ffi(DRV)
    if errorIndex != f.NULL:
        errorIndex[0] = SIZE_MAX
    if paramsArray == f.NULL or count == 0 or flags:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "paramsArray is NULL, count is 0 or flags are not 0")
    handle = address(f, stream)
    STREAMS.stream(handle)
    STREAMS.before_work(handle)
    for i in range(count):
        try:
            _run(paramsArray[i], i)
        except CudaError:
            if errorIndex != f.NULL:
                errorIndex[0] = i
            raise
