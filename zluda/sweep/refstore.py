"""A small compressed container for reference arrays: JSON header + raw little-endian
arrays, zstd-compressed (lzma where the zstandard module is missing, e.g. on a bare GPU host)."""

from __future__ import annotations

import json
import lzma
import os
import struct
import tempfile
from pathlib import Path

import numpy as np

MAGIC = b"ZLUDA-SWEEP-1\n"

try:
    import zstandard
except ImportError:  # the GPU host may lack it; lzma is in the standard library
    zstandard = None


def preferred_suffix() -> str:
    return ".zst" if zstandard else ".xz"


def _compress(data: bytes, suffix: str) -> bytes:
    if suffix == ".zst":
        if zstandard is None:
            raise RuntimeError("zstandard is not installed: cannot write .zst")
        return zstandard.ZstdCompressor(level=12, threads=-1).compress(data)
    return lzma.compress(data, preset=6)


def _decompress(data: bytes, suffix: str) -> bytes:
    if suffix == ".zst":
        if zstandard is None:
            raise RuntimeError("zstandard is not installed: cannot read .zst (pip install zstandard)")
        return zstandard.ZstdDecompressor().decompressobj().decompress(data)
    return lzma.decompress(data)


def write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def write(path: Path, arrays: dict[str, np.ndarray], meta: dict | None = None) -> int:
    entries, blobs, offset = [], [], 0
    for key, arr in arrays.items():
        a = np.ascontiguousarray(arr)
        raw = a.astype(a.dtype.newbyteorder("<"), copy=False).tobytes()
        entries.append({"key": key, "dtype": a.dtype.str.lstrip("<>|="), "shape": list(a.shape),
                        "offset": offset, "nbytes": len(raw)})
        blobs.append(raw)
        offset += len(raw)
    header = json.dumps({"meta": meta or {}, "arrays": entries}).encode()
    payload = MAGIC + struct.pack("<Q", len(header)) + header + b"".join(blobs)
    data = _compress(payload, path.suffix)
    write_atomic(path, data)
    return len(data)


def read(path: Path) -> tuple[dict, dict[str, np.ndarray]]:
    payload = _decompress(Path(path).read_bytes(), Path(path).suffix)
    if not payload.startswith(MAGIC):
        raise ValueError(f"{path}: not a sweep reference container")
    (hlen,) = struct.unpack_from("<Q", payload, len(MAGIC))
    start = len(MAGIC) + 8
    header = json.loads(payload[start:start + hlen])
    base = start + hlen
    arrays = {}
    for e in header["arrays"]:
        buf = payload[base + e["offset"]: base + e["offset"] + e["nbytes"]]
        arrays[e["key"]] = np.frombuffer(buf, dtype=np.dtype(e["dtype"]).newbyteorder("<")).reshape(e["shape"])
    return header["meta"], arrays
