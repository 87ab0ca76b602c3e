"""Tiered compilation policy of the CPU backend (ZLUDA_CPU_TIER).

- `full`: every kernel is compiled at O3 (jit.TIERS["full"]) on its first launch;
- `quick`: at the quick tier (jit.TIERS["quick"]: region code, a cheap pipeline), never
  recompiled: for short-lived processes that launch each kernel once or twice
  (test-backend-ops), and the test suite (region code is what hot kernels run);
- `baseline`: at the baseline tier (the same pipeline, barrier kernels as coroutines),
  never recompiled;
- `auto` (default): baseline on the first launch, then a kernel that turns out hot is
  recompiled at full in one background thread and its launches switch to that code.

A full-tier entry already in the disk cache is used directly in every mode.
"""

from __future__ import annotations

import atexit
import os
import queue
import sys
import threading

from . import faultguard, jit

from zluda import config

ENV = "ZLUDA_CPU_TIER"
MODES = {   # mode -> (tier of the first compilation, whether hot kernels move to full)
    "auto": ("baseline", True),
    "baseline": ("baseline", False),
    "quick": ("quick", False),
    "full": ("full", False),
}

# A kernel is hot after HOT_LAUNCHES launches or HOT_SECONDS of accumulated launch time,
# whichever comes first. A full compilation costs ~0.05-1 s of one core and made the
# bench kernels ~5-15x faster than either lower tier (times gcc, baseline / quick / full:
# saxpy 8.5 / 8.6 / 1.8, reduce 44 / 30 / 3.9, scan 244 / 143 / 16-19, layernorm 42 / 32 /
# 2.7-3.4, translator 49-52): a kernel launched this often is a loop's (a training step's, a
# benchmark's) and will be launched again; one that already ran this long pays for its
# recompilation the next few times. test-backend-ops' correctness mode (1-2 launches per
# kernel) stays below both.
HOT_LAUNCHES = 16
HOT_SECONDS = 0.05


WARM_UP = """define float @zk_warm_up(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%j, %loop]
  %s = phi float [0.0, %entry], [%t, %loop]
  %a = getelementptr float, ptr %p, i64 %i
  %v = load float, ptr %a
  %t = fadd float %s, %v
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %loop, label %done
done:
  ret float %t
}
"""


def mode() -> str:
    return config.get(ENV)


def first_tier(mode_name: str) -> str:
    return MODES[mode_name][0]


def promotes(mode_name: str) -> bool:
    return MODES[mode_name][1]


class _Promoter:
    """One daemon thread running recompilations in the order kernels became hot (one at a
    time: the machine's other cores run kernels). At exit the queue is dropped and LLVM is
    never torn down under the compilation in progress: in a Python program, Python's atexit
    lets it finish first; in a CUDA program through the shim (whose embedded interpreter is
    never finalised) the C exit gate (faultguard.c) waits for it too when the kernel cache
    keeps its code, and otherwise (ZLUDA_NO_CACHE) abandons it and ends the process before
    LLVM's exit handlers, after the shim's own exit work (faultguard.run_at_abandoned_exit)."""

    def __init__(self):
        self._queue = queue.Queue()
        self._thread = None
        self._lock = threading.Lock()
        self._busy = threading.Lock()   # held while a job runs
        self._stopping = False
        self._gate = None

    def submit(self, job) -> None:
        with self._lock:
            if self._stopping:
                return
            if self._thread is None:
                if self._gate is None:
                    self._gate = faultguard.helpers()
                if self._gate is not None:   # exit waits only for code a cache will keep
                    self._gate.zk_exit_gate_abandon(int(bool(config.get("ZLUDA_NO_CACHE"))))
                # LLVM's lazily built codegen state comes first, here: its exit handlers are
                # then registered before the gate's (atexit runs the gate's first). In the
                # compiler thread the warm-up ran outside the gate, and a program ending
                # right then had LLVM torn down under it (heap corruption at exit, seen once
                # in a loaded test run)
                jit.compile_to_object(WARM_UP, "full")
                self._register_gate()
                self._thread = threading.Thread(target=self._run, name="zluda-cpu-tier-up", daemon=True)
                self._thread.start()
                atexit.register(self.stop)
        self._queue.put(job)

    def _register_gate(self) -> None:
        """(Again) after LLVM's static state registered its exit handlers: ours runs first."""
        if self._gate is not None:
            self._gate.zk_exit_gate_register()

    def _run(self) -> None:
        while True:
            job = self._queue.get()
            with self._busy:
                if self._stopping or (self._gate is not None and not self._gate.zk_exit_gate_enter()):
                    self._drop_queue()   # so a drain() waiting on them returns
                    return
                try:
                    job()
                except Exception as exc:   # noqa: BLE001 - the kernel keeps its quick code
                    sys.stderr.write(f"zluda: recompiling a hot kernel at the full tier failed: {exc}\n")
                finally:
                    if self._gate is not None:
                        self._gate.zk_exit_gate_leave()
                        self._register_gate()
            self._queue.task_done()

    def _drop_queue(self) -> None:
        """Mark the job just taken and every queued one done, without running them."""
        self._queue.task_done()
        while True:
            try:
                self._queue.get_nowait()
            except queue.Empty:
                return
            self._queue.task_done()

    def drain(self) -> None:
        """Wait until every submitted recompilation has been done (benchmarks, tests)."""
        if self._thread is not None:
            self._queue.join()

    def stop(self) -> None:
        with self._lock:
            self._stopping = True
        with self._busy:
            pass

    def _forking(self) -> None:
        """Before a fork: the compilation in flight ends first (LLVM's locks held by it would
        stay locked in the child, whose next compilation would wait forever)."""
        self._busy.acquire()

    def _forked(self) -> None:
        """In a forked child: the parent's compiler thread is not there; start afresh (the
        C gate reopens itself)."""
        gate = self._gate
        self.__init__()
        self._gate = gate


promoter = _Promoter()
os.register_at_fork(before=promoter._forking, after_in_parent=lambda: promoter._busy.release(),
                    after_in_child=promoter._forked)
