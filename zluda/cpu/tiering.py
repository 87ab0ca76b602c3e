"""Tiered compilation policy of the CPU backend (ZLUDA_CPU_TIER).

- `full`: every kernel is compiled at O3 (jit.TIERS["full"]) on its first launch;
- `quick`: at the quick tier (jit.TIERS["quick"]: region code, a cheap pipeline), never
  recompiled: for short-lived processes that launch each kernel once or twice
  (test-backend-ops), and the test suite (region code is what hot kernels run);
- `baseline`: at the baseline tier (the same pipeline, barrier kernels as coroutines),
  never recompiled;
- `auto` (default): baseline on the first launch, then a kernel that turns out hot is
  recompiled at full in the background and its launches switch to that code.

A full-tier entry already in the disk cache is used directly in every mode.

Background compilations run on `compiler`, a pool of at most compile_threads() threads
(ZLUDA_CPU_COMPILE_THREADS, by default the CPU device's workers) at a lower CPU priority
than the threads that run kernels: hot kernels' recompilations, and the compilations
ahead of need of a module's kernels when it is registered or loaded (CompiledModule.
compile_ahead, ZLUDA_CPU_COMPILE_AHEAD), cheapest first: every kernel at its first tier,
then the hot ones at full, then (auto) the others at full. The full tiers' LLVM work goes
to the compile server (zluda/cpu/compile_server.py), a helper process that outlives the
program; a pool thread waits for it outside the exit gate (`_CompilePool.outside_gate`).
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
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


# job priorities of the background compiler, cheapest and most needed first: a kernel's
# first code (a launch may soon wait for it), a hot kernel's full tier (its launches run
# slow code now), a kernel's full tier ahead of need
FIRST_TIER, HOT, AHEAD = 0, 1, 2

# The compiler threads' nice value above the process's: where compilations and kernels
# share a core, the kernels get about 60 % of it (CFS weights 1024 against 655). Not more:
# on a machine loaded by other processes a thread at nice 5 gets a third of a normal
# share, and hot kernels run their slow first code, and launches wait, that much longer.
# Linux lets a thread raise its own nice value, never lower it back: a launch that waits for
# a compilation in flight waits at that priority, and one still queued it runs itself.
COMPILER_NICE = 2


def worker_count() -> int:
    """The CPU device's worker threads: ZLUDA_CPU_THREADS, else the CPUs this process may use."""
    threads = config.get("ZLUDA_CPU_THREADS")
    if threads is not None:
        return max(1, threads)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return os.cpu_count() or 1


def compile_threads() -> int:
    """At most this many background compilations at once."""
    threads = config.get("ZLUDA_CPU_COMPILE_THREADS")
    return max(1, threads) if threads is not None else worker_count()


def _lower_priority() -> None:
    """This thread's nice value COMPILER_NICE above the process's (19 at most)."""
    try:
        nice = min(19, os.getpriority(os.PRIO_PROCESS, 0) + COMPILER_NICE)
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), nice)
    except (AttributeError, OSError):   # not Linux, or not permitted: compile at the same priority
        pass


class ProcessEnding(BaseException):
    """Raised in a pool thread that comes back to the exit gate (`outside_gate`) and finds it
    closed: the process is ending, the job stops quietly (not an Exception: the jobs' own
    error handling lets it through)."""


class _CompilePool:
    """Daemon threads (compile_threads(), started with the first job) running compilation
    jobs by priority, then in the order submitted. LLVM releases the GIL: the threads
    compile in parallel. At exit the queue is dropped and LLVM is never torn down under a
    compilation in progress: in a Python program, Python's atexit lets the ones in flight
    finish first; in a CUDA program through the shim (whose embedded interpreter is never
    finalised) the C exit gate (faultguard.c, which many compilations enter at once) waits
    for them too when the kernel cache keeps their code, and otherwise (ZLUDA_NO_CACHE)
    abandons them and ends the process before LLVM's exit handlers, after the shim's own
    exit work (faultguard.run_at_abandoned_exit). A job that waits for work done in another
    process (the compile server's) waits outside the gate and the fork lock (`outside_gate`):
    neither exit nor fork waits for it."""

    def __init__(self):
        self._queue = queue.PriorityQueue()
        self._order = itertools.count()
        self._threads = []
        self._lock = threading.Lock()
        self._busy = []              # per thread: a lock held while it runs a job
        self._held = []              # those a fork holds
        self._stopping = False
        self._gate = None
        self._prepared = False
        self._warm_object = None     # kept: its engine's registration stays valid
        self._current = threading.local()   # in a pool thread running a job: .busy, .inside (the gate)

    def submit(self, job, priority: int = HOT) -> None:
        with self._lock:
            if self._stopping:
                return
            if not self._prepared:
                self._prepare()
            while len(self._threads) < compile_threads():   # idle ones wait on the queue, at no cost
                self._start_thread()
            self._queue.put((priority, next(self._order), job))

    def _prepare(self) -> None:
        """Before the first thread (under self._lock)."""
        if self._gate is None:
            self._gate = faultguard.helpers()
        if self._gate is not None:   # exit waits only for code a cache will keep
            self._gate.zk_exit_gate_abandon(int(bool(config.get("ZLUDA_NO_CACHE"))))
        # LLVM's lazily built state comes first, here: its exit handlers are then
        # registered before the gate's (exit runs the gate's first). That is codegen's,
        # and the JIT's: the first JIT engine of a process builds the GDB registration
        # listener, a function-local static that every later engine notifies. Built in a
        # compiler thread, by a compilation still running when a short program ends, it
        # would be destroyed before the gate waits, and the objects loaded meanwhile go
        # into a freed map: heap corruption, a hang, or LLVM's "Second attempt to perform
        # debug registration". And the process's symbol table (a static of LLVM's
        # DynamicLibrary, built by the first symbol defined): built by a launch on the
        # program's thread after the gate registered (a warm run links cached kernels
        # there), exit destroyed it while a compilation still loaded objects into it
        self._warm_object = jit.LoadedObject(jit.compile_to_object(WARM_UP, "full"))
        jit.define_symbols({"zk_warm_up": self._warm_object.address("zk_warm_up")})
        self._register_gate()
        atexit.register(self.stop)
        self._prepared = True

    def _start_thread(self) -> None:
        busy = threading.Lock()
        self._busy.append(busy)
        thread = threading.Thread(target=self._run, args=(busy,), name=f"zluda-compile-{len(self._threads)}",
                                  daemon=True)
        self._threads.append(thread)
        thread.start()

    def after_llvm_use(self) -> None:
        """LLVM work done outside the pool (a launch linking a kernel): the statics it may
        have built registered their exit handlers after the gate's; the gate registers
        again so that exit still runs it first."""
        if self._prepared:
            self._register_gate()

    def _register_gate(self) -> None:
        """(Again) after LLVM's static state registered its exit handlers: ours runs first."""
        if self._gate is not None:
            self._gate.zk_exit_gate_register()

    def _run(self, busy) -> None:
        _lower_priority()
        current = self._current
        while True:
            _priority, _order, job = self._queue.get()
            with busy:
                if self._stopping or (self._gate is not None and not self._gate.zk_exit_gate_enter()):
                    self._drop_queue()   # so a drain() waiting on them returns
                    return
                current.busy, current.inside = busy, True
                try:
                    job()
                except ProcessEnding:
                    pass
                except Exception as exc:   # noqa: BLE001 - the kernel keeps the code it has
                    sys.stderr.write(f"zluda: a background kernel compilation failed: {exc}\n")
                finally:
                    ending = not current.inside
                    current.busy = None
                    if not ending and self._gate is not None:
                        self._gate.zk_exit_gate_leave()
                        self._register_gate()
            if ending:
                self._drop_queue()
                return
            self._queue.task_done()

    @contextlib.contextmanager
    def outside_gate(self):
        """Around a pool job's wait for work done elsewhere (the compile server's LLVM work):
        the thread leaves the exit gate and the fork lock meanwhile, so the process's exit and
        a fork do not wait for it, and comes back to both afterwards; if the process is ending
        by then, ProcessEnding ends the job. Elsewhere (not a pool thread) it does nothing."""
        current = self._current
        busy = getattr(current, "busy", None)
        if busy is None:
            yield
            return
        current.inside = False
        if self._gate is not None:
            self._gate.zk_exit_gate_leave()
        busy.release()
        try:
            yield
        finally:
            busy.acquire()
            if self._stopping or (self._gate is not None and not self._gate.zk_exit_gate_enter()):
                raise ProcessEnding()   # noqa: B012 - the wait's own outcome no longer matters
            current.inside = True

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
        """Wait until every submitted job has been done (benchmarks, tests)."""
        if self._threads:
            self._queue.join()

    def stop(self) -> None:
        with self._lock:
            self._stopping = True
            busy = list(self._busy)
        for lock in busy:   # threads waiting for a job stay asleep (daemons): drain() counts no job of theirs
            with lock:
                pass

    def _forking(self) -> None:
        """Before a fork: the compilations in flight end first (LLVM's locks held by them
        would stay locked in the child, whose next compilation would wait forever). Not
        self._lock: a job in flight may be submitting more."""
        self._held = list(self._busy)   # every thread starts with the first job
        for lock in self._held:
            lock.acquire()

    def _forked_parent(self) -> None:
        for lock in self._held:
            lock.release()

    def _forked(self) -> None:
        """In a forked child: the parent's compiler threads are not there; start afresh
        (the C gate reopens itself)."""
        gate = self._gate
        self.__init__()
        self._gate = gate


compiler = _CompilePool()
os.register_at_fork(before=compiler._forking, after_in_parent=compiler._forked_parent,
                    after_in_child=compiler._forked)
