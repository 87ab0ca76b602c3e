"""The CPU device's small C helpers (the fault guard, the texture functions): each compiled
once per content into the cache as a shared library."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from zluda import paths


def compiler() -> str | None:
    """$CC, else the first of cc, gcc, clang on PATH."""
    import shutil   # only for a first build: a warm start does not import it
    return os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")


def build_shared(name: str, sources: list[Path], flags: tuple[str, ...] = ()) -> Path:
    """lib<name>-<digest>.so of `sources` in the cache, built if missing; concurrent
    processes see a whole library or none."""
    digest = hashlib.sha256(b"".join(src.read_bytes() for src in sources)).hexdigest()[:16]
    out = paths.cache_dir() / name.removeprefix("zluda_") / f"lib{name}-{digest}.so"
    if out.exists():
        return out
    import subprocess   # only for a first build: a warm start does not import them
    import tempfile
    cc = compiler()
    if cc is None:
        raise RuntimeError(f"no C compiler (cc, gcc or clang; or set CC) for {', '.join(s.name for s in sources)}")
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(suffix=".so", dir=out.parent)
    os.close(fd)
    try:
        done = subprocess.run([cc, "-O2", "-fPIC", "-shared", *flags, "-o", tmp, *map(str, sources), "-lm"],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"{cc} failed on {', '.join(s.name for s in sources)}: {done.stderr.strip()[:500]}")
        os.replace(tmp, out)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return out
