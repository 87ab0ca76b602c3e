"""Host memory the program page-locked (cudaHostRegister / cuMemHostRegister): one table
for the runtime API and the driver API, so either kind of program, or a mix, sees the
same ranges."""

from __future__ import annotations

import threading

from .errors import CudaError

_ranges: dict[int, tuple[int, int]] = {}   # start -> (size, flags)
_lock = threading.Lock()


def register(start: int, size: int, flags: int) -> None:
    if start == 0 or size == 0:
        raise CudaError("cudaErrorInvalidValue", "ptr is NULL or size is 0")
    with _lock:
        if start in _ranges:
            raise CudaError("cudaErrorHostMemoryAlreadyRegistered", f"{start:#x}")
        _ranges[start] = (size, flags)


def unregister(start: int) -> None:
    with _lock:
        if _ranges.pop(start, None) is None:
            raise CudaError("cudaErrorHostMemoryNotRegistered", f"{start:#x}")


def range_of(address: int) -> tuple[int, int, int] | None:
    """(start, size, flags) of the registered range holding `address`, if any."""
    with _lock:
        for start, (size, flags) in _ranges.items():
            if start <= address < start + size:
                return start, size, flags
    return None
