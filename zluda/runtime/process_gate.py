"""The gate every CUDA call of this process passes: open while the process runs, closed
while a checkpoint holds it locked (checkpoint_api.py), when calls wait for it to open.

The runtime's calls check `closed` (one attribute read) before anything else; libcudart's C
fast path is held while the gate is closed, so its calls come here and wait as well.
"""

from __future__ import annotations

import threading


class ProcessGate:
    def __init__(self) -> None:
        self.closed = False
        self._opened = threading.Condition()

    def close(self) -> None:
        with self._opened:
            self.closed = True

    def open(self) -> None:
        with self._opened:
            self.closed = False
            self._opened.notify_all()

    def wait_open(self) -> None:
        with self._opened:
            while self.closed:
                self._opened.wait()
