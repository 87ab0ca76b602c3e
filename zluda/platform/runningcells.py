"""What a matrix run says while it runs: which cells are running, and for how long.

On a terminal the live progress bar names them. Elsewhere (CI logs, `| tee`) nothing is
redrawn, so a heartbeat line is printed every `every_s` seconds instead: a log that shows
no line for minutes then still says which cell is taking the time.
"""

from __future__ import annotations

import threading
import time
from typing import Callable

PROGRESS_EVERY_S = 30.0
SHOWN_RUNNING = 4  # cells named in one line; the rest are counted


class RunningCells:
    def __init__(self, total: int, clock: Callable[[], float] = time.monotonic):
        self.total = total
        self.clock = clock
        self.started: dict[str, float] = {}
        self.done = 0
        self.tally: dict[str, int] = {}
        self.lock = threading.Lock()

    def start(self, cell_id: str) -> None:
        with self.lock:
            self.started[cell_id] = self.clock()

    def finish(self, cell_id: str, verdict: str) -> None:
        with self.lock:
            self.started.pop(cell_id, None)
            self.done += 1
            self.tally[verdict] = self.tally.get(verdict, 0) + 1

    def running(self) -> str:
        """'running: a (75 s), b (3 s)', longest-running first; '' when none runs."""
        with self.lock:
            now = self.clock()
            ordered = sorted(self.started.items(), key=lambda item: item[1])
        if not ordered:
            return ""
        shown = ", ".join(f"{cell} ({now - since:.0f} s)" for cell, since in ordered[:SHOWN_RUNNING])
        more = f" and {len(ordered) - SHOWN_RUNNING} more" if len(ordered) > SHOWN_RUNNING else ""
        return f"running: {shown}{more}"

    def line(self) -> str:
        with self.lock:
            counts = ", ".join(f"{n} {v}" for v, n in sorted(self.tally.items()))
            done = self.done
        running = self.running()
        return (f"matrix: {done}/{self.total} cells done{f' ({counts})' if counts else ''}"
                f"{'; ' + running if running else ''}")


class Heartbeat:
    """Prints `cells.line()` every `every_s` seconds until stopped (a daemon thread)."""

    def __init__(self, cells: RunningCells, emit: Callable[[str], None], every_s: float = PROGRESS_EVERY_S):
        self.cells, self.emit, self.every_s = cells, emit, every_s
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._beat, name="matrix-progress", daemon=True)

    def _beat(self) -> None:
        while not self.stopped.wait(self.every_s):
            self.emit(self.cells.line())

    def __enter__(self) -> "Heartbeat":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stopped.set()
        self.thread.join()
