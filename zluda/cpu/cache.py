"""Disk cache of compiled kernels.

Key: SHA-256 of (PTX text, translator version, target triple + CPU name + features).
Each entry is `<key>.o` (object code), `<key>.bin` (the `bytes` values of the metadata,
such as variables' initial contents, back to back; only when there are some) and
`<key>.json` (the metadata, each `bytes` value replaced by {"$bytes": [offset, length]}
into the .bin file), each written to a temporary file and renamed into place, so
concurrent processes never read a partial entry; the JSON is renamed last and marks the
entry complete. Binary data stays binary: a 256 MiB variable is 256 MiB in the cache. While one process builds an
entry it holds `kernel-locks/<key>` (flock), so processes sharing the cache (a sharded
test-backend-ops run: 16 processes meeting the same kernels) build each entry once.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from pathlib import Path

from zluda import config, paths

try:
    import fcntl
except ImportError:  # Windows: no cross-process build lock, entries may be built twice
    fcntl = None


def cache_root() -> Path:
    d = paths.cache_dir() / "kernels"
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a read-only cache (a sandboxed matrix cell): see writable_root()
    return d


def writable_root() -> Path:
    """Where new entries go: the cache, or where that cannot be written (a sandboxed matrix
    cell, whose only writable place is its own folder) a folder under $TMPDIR, shared by
    the cell's steps and gone with it; entries are looked up in both."""
    root = cache_root()
    if root.is_dir() and os.access(root, os.W_OK):
        return root
    scratch = Path(tempfile.gettempdir()) / "zluda-kernels"
    scratch.mkdir(parents=True, exist_ok=True)
    return scratch


def key_for(ptx_text: str, translator_version: str, target: str) -> str:
    h = hashlib.sha256()
    for part in (ptx_text, "\0", translator_version, "\0", target):
        h.update(part.encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def _atomic_write(path: Path, data: bytes) -> None:
    _atomic_write_parts(path, [data])


def _atomic_write_parts(path: Path, parts: list) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            for part in parts:
                f.write(part)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


BLOB = "$bytes"   # the key of a JSON object that stands for a `bytes` value


def _split_blobs(value, blobs: list, offset: list):
    """`value` with every `bytes` in it replaced by its place in the .bin file; the
    bytes themselves go to `blobs`."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        where = [offset[0], len(value)]
        blobs.append(value)
        offset[0] += len(value)
        return {BLOB: where}
    if isinstance(value, dict):
        return {k: _split_blobs(v, blobs, offset) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_split_blobs(v, blobs, offset) for v in value]
    return value


def _join_blobs(value, data: memoryview):
    if isinstance(value, dict):
        where = value.get(BLOB)
        if where is not None and len(value) == 1:
            start, length = where
            if start + length > len(data):
                raise ValueError("the .bin file is shorter than its metadata says")
            return bytes(data[start:start + length])
        return {k: _join_blobs(v, data) for k, v in value.items()}
    if isinstance(value, list):
        return [_join_blobs(v, data) for v in value]
    return value


def load(key: str):
    """(object bytes, metadata dict) or None."""
    if config.get("ZLUDA_NO_CACHE"):
        return None
    shared = cache_root()
    hit = _load_from(shared, key)
    if hit is None:
        try:
            scratch = writable_root()
        except OSError:
            return None
        if scratch != shared:
            hit = _load_from(scratch, key)
    return hit


def _load_from(root: Path, key: str):
    meta_p, obj_p, bin_p = root / f"{key}.json", root / f"{key}.o", root / f"{key}.bin"
    try:
        meta = json.loads(meta_p.read_text())
        obj = obj_p.read_bytes()
        if meta.get("object_sha256") != hashlib.sha256(obj).hexdigest():
            return None  # torn or foreign entry: recompile
        data_sha = meta.pop("data_sha256", None)
        if data_sha is not None:
            data = bin_p.read_bytes()
            if data_sha != hashlib.sha256(data).hexdigest():
                return None
            meta = _join_blobs(meta, memoryview(data))
    except (OSError, ValueError, TypeError):
        return None
    return obj, meta


def store(key: str, obj: bytes, meta: dict) -> None:
    """Write an entry; `bytes` anywhere in `meta` go to the .bin file as they are."""
    if config.get("ZLUDA_NO_CACHE"):
        return
    try:
        root = writable_root()
    except OSError:
        return  # nowhere to write: it only costs speed
    blobs: list = []
    meta = _split_blobs(dict(meta, object_sha256=hashlib.sha256(obj).hexdigest()), blobs, [0])
    try:
        _atomic_write(root / f"{key}.o", obj)
        if blobs:
            digest = hashlib.sha256()
            for blob in blobs:
                digest.update(blob)
            meta["data_sha256"] = digest.hexdigest()
            _atomic_write_parts(root / f"{key}.bin", blobs)
        _atomic_write(root / f"{key}.json", json.dumps(meta).encode())
    except OSError:
        pass  # a read-only or full cache only costs speed


@contextlib.contextmanager
def building(key: str):
    """Held while `key` is built: a second process building the same key waits here until
    the first is done (then finds the entry with `load`). The lock dies with its process,
    so a crashed builder leaves no stale lock; lock files stay (empty, one per key)."""
    if fcntl is None or config.get("ZLUDA_NO_CACHE"):
        yield
        return
    try:
        locks = paths.cache_dir() / "kernel-locks"   # next to kernels/, whose files are all entries
        locks.mkdir(parents=True, exist_ok=True)
        fd = os.open(locks / key, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield  # a read-only cache: build without the lock
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)   # releases the lock


def load_or_build(key: str, build):
    """The entry for `key`: loaded, or made by `build() -> (object bytes, metadata)` and
    stored, once across the processes sharing the cache."""
    hit = load(key)
    if hit is None:
        with building(key):
            hit = load(key)   # another process may have built it meanwhile
            if hit is None:
                hit = build()
                store(key, *hit)
    return hit
