"""Memory below 4 GiB for `.address_size 32` modules.

32-bit PTX (e.g. 32-bit PhysX-style programs) holds device addresses in 32-bit registers.
On the CPU device a device address is a host address, so the 4 GiB device window is the
bottom of the host address space: memory for such programs comes from mmap with
MAP_32BIT (Linux x86-64: the first 2 GiB), and 32-bit addresses are used as they are.
"""

from __future__ import annotations

import ctypes
import mmap
import threading

MAP_32BIT = 0x40
_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
_libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
_lock = threading.Lock()
_sizes: dict = {}


def alloc(size: int) -> int:
    """Zeroed memory whose address fits in 32 bits; MemoryError when none is left."""
    size = max(int(size), 1)
    length = (size + mmap.PAGESIZE - 1) // mmap.PAGESIZE * mmap.PAGESIZE
    addr = _libc.mmap(None, length, mmap.PROT_READ | mmap.PROT_WRITE,
                      mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | MAP_32BIT, -1, 0)
    if addr in (None, ctypes.c_void_p(-1).value) or addr >= 1 << 32:
        raise MemoryError(f"no memory below 4 GiB for {size} bytes (errno {ctypes.get_errno()})")
    with _lock:
        _sizes[addr] = length
    return addr


def free(addr: int) -> None:
    with _lock:
        length = _sizes.pop(addr, None)
    if length is None:
        raise ValueError(f"0x{addr:x} was not allocated by lowmem.alloc")
    _libc.munmap(addr, length)
