"""Streams and events on the CPU device.

Work submitted to a stream runs to completion before the submitting call returns. CUDA
allows any asynchronous operation to be synchronous, and on a device whose "GPU" is the
same cores as the host, running work immediately is both the fastest schedule and one
that honours every ordering rule at once: stream order, cudaStreamWaitEvent, and the
legacy default stream's implicit synchronisation with blocking streams. Work from
different host threads runs concurrently, as work from different streams may on a GPU.

Handles are opaque numbers that the runtime hands out and checks: a destroyed or
made-up handle is cudaErrorInvalidResourceHandle, never a crash.
"""

from __future__ import annotations

import itertools
import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass, field

from .errors import CudaError
from .rules import DEFAULT_STREAMS, LEGACY_STREAM

STREAM_NON_BLOCKING = 0x1  # cudaStreamNonBlocking

EVENT_FLAGS = {"cudaEventDefault": 0, "cudaEventBlockingSync": 1, "cudaEventDisableTiming": 2,
               "cudaEventInterprocess": 4}

# priorities as an sm_80 GPU reports them: lower numbers are higher priority
PRIORITY_RANGE = (0, -5)   # (least, greatest)

_handles = itertools.count(0x7A000000, 0x40)  # distinct from pointers programs hold


@dataclass
class Stream:
    handle: int
    flags: int = 0
    priority: int = 0
    callbacks_run: int = 0

    @property
    def blocking(self) -> bool:
        return not (self.flags & STREAM_NON_BLOCKING)


@dataclass
class Event:
    handle: int
    flags: int = 0
    recorded_ns: int | None = None
    stream: int = 0
    history: list = field(default_factory=list)

    @property
    def timing(self) -> bool:
        return not (self.flags & EVENT_FLAGS["cudaEventDisableTiming"])


class StreamTable:
    """Every stream and event of the process."""

    def __init__(self) -> None:
        self._streams: dict[int, Stream] = {}
        self._events: dict[int, Event] = {}
        self._lock = threading.Lock()
        # host functions (cudaLaunchHostFunc) may block on the program's own threads, so
        # they run on a thread of their own; later work of their stream waits for them
        self._pending: dict[int, Future] = {}
        self._observer = None   # zluda/runtime/fast_mirror.py: libcudart's C copy
        self._sync_listeners = []   # called at every synchronisation (memory pools release then)
        self._work_guard = None     # fn(handle): refuses work a capturing stream cannot record (graphs.py)
        self._submitting = threading.local()   # the stream this thread last submitted work to

    def set_observer(self, observer) -> None:
        """observer.stream_added/stream_removed(handle), host_work(in_flight: bool)."""
        with self._lock:
            self._observer = observer
            for handle in self._streams:
                observer.stream_added(handle)
            observer.host_work(bool(self._pending))

    def _forget_done(self) -> None:
        """Drop finished host work (under the lock); the fast path resumes when none is left."""
        for k in [k for k, f in self._pending.items() if f.done()]:
            del self._pending[k]
        if not self._pending and self._observer is not None:
            self._observer.host_work(False)

    # --- deferred host work ----------------------------------------------------
    @staticmethod
    def _key(handle: int) -> int:
        return LEGACY_STREAM if handle == 0 else handle

    def defer(self, handle: int, fn) -> None:
        """Run fn after the stream's earlier deferred work, without blocking the caller."""
        key = self._key(handle)
        future: Future = Future()
        with self._lock:
            before = [f for k, f in self._pending.items() if k == key or self._waits_for(key, k)]
            self._pending[key] = future
            if self._observer is not None:
                self._observer.host_work(True)

        def run():
            for f in before:
                f.result()
            try:
                fn()
            finally:
                future.set_result(None)
        threading.Thread(target=run, name=f"zluda-stream-{key:#x}", daemon=True).start()

    def _waits_for(self, key: int, other: int) -> bool:
        """Legacy default stream semantics: the legacy stream and blocking streams wait for each other."""
        if key == other:
            return True
        if key == LEGACY_STREAM:
            s = self._streams.get(other)
            return other == LEGACY_STREAM or (s is not None and s.blocking)
        if other == LEGACY_STREAM:
            s = self._streams.get(key)
            return s is not None and s.blocking
        return False

    def set_work_guard(self, guard) -> None:
        """guard(handle) runs before any work is submitted to a stream and may refuse it."""
        self._work_guard = guard

    def before_work(self, handle: int) -> None:
        """Wait for deferred work that work submitted to `handle` must follow."""
        self._submitting.handle = handle
        if self._work_guard is not None:
            self._work_guard(handle)
        if not self._pending:      # the common case: no host function in flight
            return
        key = self._key(handle)
        with self._lock:
            waits = [f for k, f in self._pending.items() if self._waits_for(key, k)]
        for f in waits:
            f.result()
        with self._lock:
            self._forget_done()

    def submitting(self) -> int | None:
        """The stream whose work this thread is submitting (the last before_work's)."""
        return getattr(self._submitting, "handle", None)

    def busy(self, handle: int) -> bool:
        with self._lock:
            f = self._pending.get(self._key(handle))
        return f is not None and not f.done()

    def on_synchronize(self, listener) -> None:
        self._sync_listeners.append(listener)

    def synchronized(self) -> None:
        """The program synchronised with a stream, an event or the device."""
        for listener in self._sync_listeners:
            listener()

    def wait_all(self) -> None:
        with self._lock:
            waits = list(self._pending.values())
        for f in waits:
            f.result()
        with self._lock:
            self._forget_done()
        self.synchronized()

    # --- streams ---------------------------------------------------------------
    def create_stream(self, flags: int = 0, priority: int = 0) -> int:
        if flags & ~STREAM_NON_BLOCKING:
            raise CudaError("cudaErrorInvalidValue", f"stream flags {flags:#x}")
        least, greatest = PRIORITY_RANGE
        priority = min(max(priority, greatest), least)  # CUDA clamps out-of-range priorities
        with self._lock:
            handle = next(_handles)
            self._streams[handle] = Stream(handle, flags, priority)
            if self._observer is not None:
                self._observer.stream_added(handle)
        return handle

    def stream(self, handle: int) -> Stream | None:
        """The stream for a handle; None for the default streams (0, legacy, per-thread)."""
        if handle in DEFAULT_STREAMS:
            return None
        with self._lock:
            stream = self._streams.get(handle)
            is_event = handle in self._events
        if stream is None and is_event:
            # NVIDIA's runtime reads an event's handle as a stream of a context that is
            # gone (recorded on the H200: error_codes.txt, event_as_stream.sync)
            raise CudaError("cudaErrorContextIsDestroyed", f"{handle:#x} is an event, not a stream")
        if stream is None:
            raise CudaError("cudaErrorInvalidResourceHandle", f"stream {handle:#x} does not exist")
        return stream

    def destroy_stream(self, handle: int) -> None:
        if handle in DEFAULT_STREAMS:
            raise CudaError("cudaErrorInvalidResourceHandle", "the default stream cannot be destroyed")
        with self._lock:
            if self._streams.pop(handle, None) is None:
                raise CudaError("cudaErrorInvalidResourceHandle", f"stream {handle:#x} does not exist")
            if self._observer is not None:
                self._observer.stream_removed(handle)

    def synchronize(self, handle: int) -> None:
        self.stream(handle)  # validates
        self.before_work(handle)
        self.synchronized()

    def query(self, handle: int) -> None:
        self.stream(handle)
        if self.busy(handle):
            raise CudaError("cudaErrorNotReady", f"stream {handle:#x} runs a host function")

    # --- events ----------------------------------------------------------------
    def create_event(self, flags: int = 0) -> int:
        if flags & ~sum(EVENT_FLAGS.values()):
            raise CudaError("cudaErrorInvalidValue", f"event flags {flags:#x}")
        if flags & EVENT_FLAGS["cudaEventInterprocess"] and not flags & EVENT_FLAGS["cudaEventDisableTiming"]:
            raise CudaError("cudaErrorInvalidValue", "interprocess events must disable timing")
        with self._lock:
            handle = next(_handles)
            self._events[handle] = Event(handle, flags)
        return handle

    def event(self, handle: int) -> Event:
        with self._lock:
            event = self._events.get(handle)
        if event is None:
            raise CudaError("cudaErrorInvalidResourceHandle", f"event {handle:#x} does not exist")
        return event

    def destroy_event(self, handle: int) -> None:
        with self._lock:
            if self._events.pop(handle, None) is None:
                raise CudaError("cudaErrorInvalidResourceHandle", f"event {handle:#x} does not exist")

    def record(self, event_handle: int, stream_handle: int = 0) -> None:
        event = self.event(event_handle)
        self.stream(stream_handle)
        self.before_work(stream_handle)
        event.recorded_ns = time.perf_counter_ns()
        event.stream = stream_handle

    def wait_event(self, stream_handle: int, event_handle: int) -> None:
        """cudaStreamWaitEvent: the event's work is already complete, so nothing waits."""
        self.stream(stream_handle)
        self.event(event_handle)

    def elapsed_ms(self, start_handle: int, end_handle: int) -> float:
        start, end = self.event(start_handle), self.event(end_handle)
        if not (start.timing and end.timing):
            raise CudaError("cudaErrorInvalidResourceHandle", "an event was created with cudaEventDisableTiming")
        if start.recorded_ns is None or end.recorded_ns is None:
            raise CudaError("cudaErrorInvalidResourceHandle", "an event has not been recorded")
        return (end.recorded_ns - start.recorded_ns) / 1e6
