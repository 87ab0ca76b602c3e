"""Kernel-independent support code (the block scheduler), loaded once per process.

Kernel modules only declare these functions (see `zluda.translate.kernel_abi`); they are
compiled once per translator version and host through the disk cache, linked into an
engine of their own that lives as long as the process, and their addresses are defined
as symbols before any kernel object is compiled or loaded.
"""

from __future__ import annotations

import threading

from zluda.translate.meta import TRANSLATOR_VERSION

from . import cache, jit, texture_lib

SYMBOLS = jit.SUPPORT_SYMBOLS

_lock = threading.Lock()
_loaded = None   # the LoadedObject, kept alive: kernels call into it


def ensure() -> None:
    global _loaded
    if _loaded is not None:
        return
    with _lock:
        if _loaded is not None:
            return
        # like a kernel's, the code is a function of the translator version
        key = cache.key_for("support:" + ",".join(SYMBOLS), TRANSLATOR_VERSION, jit.target_key())
        def build():
            from zluda.translate.kernel_abi import support_module
            return jit.compile_to_object(str(support_module())), {"support": list(SYMBOLS)}
        code = cache.load_or_build(key, build)[0]
        obj = jit.LoadedObject(code)
        jit.define_symbols({name: obj.address(name) for name in SYMBOLS})
        texture_lib.ensure()
        _loaded = obj
