"""Disk cache of compiled kernels.

Key: SHA-256 of (PTX text, translator version, target triple + CPU name + features).
Each entry is `<key>.o` (object code) + `<key>.json` (kernel metadata), both written to
a temporary file and renamed into place, so concurrent processes never read a partial
entry; the JSON is renamed last and marks the entry complete. While one process builds an
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
    d.mkdir(parents=True, exist_ok=True)
    return d


def key_for(ptx_text: str, translator_version: str, target: str) -> str:
    h = hashlib.sha256()
    for part in (ptx_text, "\0", translator_version, "\0", target):
        h.update(part.encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def _atomic_write(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def load(key: str):
    """(object bytes, metadata dict) or None."""
    if config.get("ZLUDA_NO_CACHE"):
        return None
    root = cache_root()
    meta_p, obj_p = root / f"{key}.json", root / f"{key}.o"
    try:
        meta = json.loads(meta_p.read_text())
        obj = obj_p.read_bytes()
    except (OSError, ValueError):
        return None
    if meta.get("object_sha256") != hashlib.sha256(obj).hexdigest():
        return None  # torn or foreign entry: recompile
    return obj, meta


def store(key: str, obj: bytes, meta: dict) -> None:
    if config.get("ZLUDA_NO_CACHE"):
        return
    root = cache_root()
    meta = dict(meta, object_sha256=hashlib.sha256(obj).hexdigest())
    try:
        _atomic_write(root / f"{key}.o", obj)
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
