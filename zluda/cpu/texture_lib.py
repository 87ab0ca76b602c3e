"""The texture and surface functions translated kernels call (`texture.c`), loaded once per
process.

`texture.c` is compiled with the system C compiler on first use and cached by content,
as the fault guard is; `ensure()` loads it and defines its functions as symbols before
any kernel object is linked (kernels only declare them: zluda.translate.emit_texture).
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import threading
from pathlib import Path

from zluda import paths
from zluda.translate.meta import TEXTURE_FUNCTIONS

from . import jit

SOURCE = Path(__file__).with_name("texture.c")

_lock = threading.Lock()
_lib = None
_failed: str | None = None


def _compiler() -> str | None:
    import shutil
    return os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")


def build() -> Path:
    """The shared library of texture.c, compiled once per content."""
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()[:16]
    out = paths.cache_dir() / "texture" / f"libzluda_texture-{digest}.so"
    if out.exists():
        return out
    import subprocess   # only for a first build: a warm start does not pay their import
    import tempfile
    cc = _compiler()
    if cc is None:
        raise RuntimeError("no C compiler (cc, gcc or clang; or set CC) for the texture functions")
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(suffix=".so", dir=out.parent)
    os.close(fd)
    try:
        done = subprocess.run([cc, "-O2", "-fPIC", "-shared", "-o", tmp, str(SOURCE), "-lm"],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"{cc} failed on {SOURCE.name}: {done.stderr.strip()[:500]}")
        os.replace(tmp, out)   # atomic: concurrent processes see a whole library or none
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return out


def library():
    """The loaded library (ctypes), or None when it cannot be built (the reason: `failure()`)."""
    global _lib, _failed
    if _lib is not None or _failed is not None:
        return _lib
    with _lock:
        if _lib is None and _failed is None:
            try:
                _lib = ctypes.CDLL(str(build()))
            except (OSError, RuntimeError) as exc:
                _failed = str(exc)
    return _lib


def failure() -> str | None:
    return _failed


def ensure() -> None:
    """Define the texture functions for kernel objects; without a C compiler they stay
    undefined and a kernel that fetches fails to link with the reason."""
    lib = library()
    if lib is None:
        return
    jit.define_symbols({name: ctypes.cast(getattr(lib, name), ctypes.c_void_p).value
                        for name in TEXTURE_FUNCTIONS})
