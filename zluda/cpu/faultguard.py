"""Invalid memory accesses inside kernels become launch errors instead of crashes (and
the C library that does it also holds the launch pool, `launch_pool.c`).

`faultguard.c` (compiled with the system C compiler on first use, cached by content)
runs a kernel entry under sigsetjmp with SIGSEGV/SIGBUS/SIGILL/SIGFPE handlers that
are installed only while launches run and pass any other fault on to the previous
handler. A fault sets the launch's status (see `abi.STATUS_FAULT`), which the runtime
reports as cudaErrorIllegalAddress, a sticky error, as NVIDIA's driver does.

ZLUDA_CPU_FAULTGUARD=0 turns it off (a fault then kills the process, as before). Without a
C compiler the guard is unavailable: launches run unguarded and this is said once on stderr.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from pathlib import Path

from zluda import config

from . import clib

SOURCE = Path(__file__).with_name("faultguard.c")
# built into the same library: the launch pool (its threads run chunks through the guard)
SOURCES = (SOURCE, Path(__file__).with_name("launch_pool.c"))
SIGNAL_NAMES = {11: "SIGSEGV", 7: "SIGBUS", 4: "SIGILL", 8: "SIGFPE"}

_lib = None
_failed: str | None = None
_lock = threading.Lock()

# Work that must run before the process ends when its exit does not wait for a kernel
# compilation in flight (faultguard.c's exit gate then ends it at once, skipping the
# later exit handlers): the shim registers its own exit work here.
_exit_work: list = []
_EXIT_WORK_FN = ctypes.CFUNCTYPE(None)


def run_at_abandoned_exit(work) -> None:
    """`work()` runs if the process ends while a compilation is in flight."""
    _exit_work.append(work)


@_EXIT_WORK_FN
def _exit_work_entry():
    for work in _exit_work:
        try:
            work()
        except Exception as exc:  # noqa: BLE001 - the process is ending: say it, run the rest
            sys.stderr.write(f"zluda: exit work {work!r} failed: {exc!r}\n")


def enabled_by_environment() -> bool:
    return config.get("ZLUDA_CPU_FAULTGUARD")


def _build() -> Path:
    return clib.build_shared("zluda_faultguard", list(SOURCES), ("-pthread",))


def library():
    """The loaded helper, or None when it is turned off or cannot be built."""
    if not enabled_by_environment():
        return None
    return helpers()


def helpers():
    """The loaded C library (also the tier-up compiler's exit gate), or None when it cannot
    be built."""
    global _lib, _failed
    if _lib is not None or _failed is not None:
        return _lib
    with _lock:
        if _lib is None and _failed is None:
            try:
                lib = ctypes.CDLL(str(_build()))
                lib.zk_guard_enter.restype = ctypes.c_int
                lib.zk_guard_leave.restype = None
                lib.zk_guarded_run.restype = ctypes.c_int32
                lib.zk_guarded_run.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64,
                                               ctypes.c_void_p, ctypes.c_int32, ctypes.c_uint32, ctypes.c_uint32,
                                               ctypes.POINTER(ctypes.c_uint64)]
                lib.zk_pool_run.restype = ctypes.c_int
                lib.zk_pool_run.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64, ctypes.c_int64,
                                            ctypes.c_int, ctypes.c_size_t, ctypes.c_int, ctypes.c_uint32,
                                            ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64)]
                for name in ("zk_exit_gate_register", "zk_exit_gate_enter", "zk_exit_gate_inside"):
                    getattr(lib, name).restype = ctypes.c_int
                lib.zk_exit_gate_leave.restype = None
                lib.zk_exit_gate_work.restype = None
                lib.zk_exit_gate_abandon.restype = None
                lib.zk_exit_gate_abandon.argtypes = [ctypes.c_int]
                lib.zk_exit_gate_work.argtypes = [_EXIT_WORK_FN]
                lib.zk_exit_gate_work(_exit_work_entry)
                _lib = lib
            except (OSError, RuntimeError) as exc:
                _failed = str(exc)
                sys.stderr.write(f"zluda: kernel fault guard unavailable ({exc}); an invalid access "
                                 "inside a kernel will end the process\n")
    return _lib


class Guard:
    """Context manager around one launch: handlers installed while it runs."""

    def __init__(self, lib):
        self.lib = lib

    def __enter__(self):
        self.lib.zk_guard_enter()
        return self

    def __exit__(self, *exc):
        self.lib.zk_guard_leave()
        return False


def describe(fault) -> str:
    """'invalid access at 0x10 (SIGSEGV)' for a fault record [address, signal]."""
    addr, sig = int(fault[0]), int(fault[1])
    name = SIGNAL_NAMES.get(sig, f"signal {sig}")
    if sig in (11, 7):
        return f"invalid memory access at {addr:#x} ({name})"
    return f"{name} at {addr:#x}"
