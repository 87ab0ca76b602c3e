"""The texture and surface functions translated kernels call (`texture.c`), loaded once per
process.

`texture.c` is compiled with the system C compiler on first use and cached by content,
as the fault guard is; `ensure()` loads it and defines its functions as symbols before
any kernel object is linked (kernels only declare them: zluda.translate.emit_texture).
"""

from __future__ import annotations

import ctypes
import threading
from pathlib import Path

from zluda.translate.meta import TEXTURE_FUNCTIONS

from . import clib, jit

SOURCE = Path(__file__).with_name("texture.c")

_lock = threading.Lock()
_lib = None
_failed: str | None = None


def build() -> Path:
    """The shared library of texture.c, compiled once per content."""
    return clib.build_shared("zluda_texture", [SOURCE])


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
