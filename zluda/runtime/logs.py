"""The driver's error log (cuLogs* / cudaLogs*): every failing call leaves one line saying
which call failed, with which status and why, the way NVIDIA's driver explains a failure
in its logs. Lines are kept up to the size cuda.h documents for the driver's buffer (the
oldest go first); an iterator is the number of the next line to read; callbacks see each
line as it is written.
"""

from __future__ import annotations

import threading
from collections import deque
from typing import Callable

BUFFER_BYTES = 25600           # cuda.h: "The maximum size of the buffer is 25600 bytes"
LEVEL_ERROR = 0                # CU_LOG_LEVEL_ERROR / cudaLogLevelError
TRUNCATED = "[log truncated: older messages were dropped]"


class Log:
    def __init__(self, capacity: int = BUFFER_BYTES) -> None:
        self._lines: deque[tuple[int, str]] = deque()   # (number, text)
        self._bytes = 0
        self._next = 0
        self._capacity = capacity
        self._callbacks: dict[int, Callable[[int, str], None]] = {}
        self._lock = threading.Lock()

    def write(self, text: str, level: int = LEVEL_ERROR) -> None:
        with self._lock:
            self._lines.append((self._next, text))
            self._next += 1
            self._bytes += len(text) + 1
            while self._bytes > self._capacity and len(self._lines) > 1:
                _, old = self._lines.popleft()
                self._bytes -= len(old) + 1
            callbacks = list(self._callbacks.values())
        for callback in callbacks:
            callback(level, text)

    def current(self) -> int:
        """The iterator of the next line to be written."""
        with self._lock:
            return self._next

    def since(self, iterator: int | None) -> tuple[list[str], bool]:
        """The lines from `iterator` on (all kept lines for None), and whether some of
        those it asked for were dropped already."""
        with self._lock:
            first = self._lines[0][0] if self._lines else self._next
            start = first if iterator is None else iterator
            lines = [text for number, text in self._lines if number >= start]
            return lines, start < first

    def add_callback(self, handle: int, callback: Callable[[int, str], None]) -> None:
        with self._lock:
            self._callbacks[handle] = callback

    def remove_callback(self, handle: int) -> bool:
        with self._lock:
            return self._callbacks.pop(handle, None) is not None


def fit(lines: list[str], truncated: bool, room: int) -> list[str]:
    """The most recent lines that fit in `room` bytes with newlines between them and the
    terminating NUL, behind a truncation notice when some lines had to be left out (as
    cuLogsDumpToMemory documents); empty when not even the newest line fits."""
    kept: list[str] = []
    used = 1
    for line in reversed(lines):
        if used + len(line.encode()) + 1 > room:
            truncated = True
            break
        kept.append(line)
        used += len(line.encode()) + 1
    kept.reverse()
    if kept and truncated:
        while kept and used + len(TRUNCATED) + 1 > room:
            used -= len(kept.pop(0).encode()) + 1
        if kept:
            kept.insert(0, TRUNCATED)
    return kept
