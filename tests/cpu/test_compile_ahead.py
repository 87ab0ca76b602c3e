"""Compilation ahead of need (CompiledModule.compile_ahead, zluda/cpu/tiering.py's pool):
a launch that meets its kernel's background build waits for it or takes it over, and each
kernel is compiled once; fork and exit while builds run; ZLUDA_CPU_COMPILE_AHEAD."""

import os
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import tiering
from zluda.cpu.runtime import CompiledModule
from zluda.runtime import modules

REPO = Path(__file__).resolve().parents[2]
BENCH = REPO / "zluda" / "cpu" / "bench"


@pytest.fixture
def pool(monkeypatch, tmp_path):
    """A fresh cache and a pool of its own (the process-wide one's threads started earlier)."""
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("ZLUDA_CPU_COMPILE_AHEAD", "1")
    fresh = tiering._CompilePool()
    monkeypatch.setattr(tiering, "compiler", fresh)
    yield fresh
    fresh.drain()


@pytest.fixture
def builds(monkeypatch):
    """Every build (its translation, which every tier's compilation starts with, here or in
    the compile server): (kernel, tier, thread name); each waits for `release` (set by
    default) after announcing itself in `started`."""
    log, started, release = [], threading.Event(), threading.Event()
    release.set()
    real = CompiledModule._translate

    def counted(self, unit, kernel, tier):
        log.append((kernel, tier, threading.current_thread().name))
        started.set()
        assert release.wait(60)
        return real(self, unit, kernel, tier)

    monkeypatch.setattr(CompiledModule, "_translate", counted)
    return log, started, release


def _saxpy(m, x, y):
    m.launch_raw("saxpy", (1,), (x.size,), struct.pack("<ifQQ", x.size, 2.0, x.ctypes.data, y.ctypes.data))


def _data():
    x = np.arange(64, dtype=np.float32)
    return x, np.ones(64, np.float32)


def test_a_launch_waits_for_the_build_in_flight_and_nothing_compiles_twice(pool, builds, monkeypatch, capsys):
    monkeypatch.setenv("ZLUDA_CPU_TIER", "auto")
    monkeypatch.setenv("ZLUDA_COMPILE_NOTICE_S", "0.1")
    log, started, release = builds
    release.clear()
    m = CompiledModule((BENCH / "saxpy.ptx").read_text(), "saxpy.ptx")
    m.compile_ahead()
    assert started.wait(60)   # the background build of saxpy is inside _build now
    x, y = _data()
    launched = threading.Thread(target=_saxpy, args=(m, x, y))
    launched.start()
    time.sleep(0.3)
    assert launched.is_alive()   # waiting for the build in flight, not building its own
    release.set()
    launched.join(60)
    assert np.array_equal(y, 2.0 * x + 1.0)
    # the wait said what it waits for, once
    assert capsys.readouterr().err.count("zluda: compiling saxpy for its first launch\n") == 1
    pool.drain()
    # once at the first tier in the background; once at full (launched, so ahead of need)
    assert [(k, t) for k, t, _ in log] == [("saxpy", "baseline"), ("saxpy", "full")], log
    assert all(name.startswith("zluda-compile") for _, _, name in log), log
    assert m.tier("saxpy") == "full"
    y2 = np.ones(64, np.float32)
    _saxpy(m, x, y2)
    assert np.array_equal(y2, y)


def test_a_launch_takes_over_a_build_still_queued(pool, builds, monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_TIER", "quick")
    monkeypatch.setenv("ZLUDA_CPU_COMPILE_THREADS", "1")
    log, _started, _release = builds
    blocker, busy = threading.Event(), threading.Event()
    pool.submit(lambda: (busy.set(), blocker.wait(60)), tiering.FIRST_TIER)   # the one thread is busy
    assert busy.wait(60)
    m = CompiledModule((BENCH / "saxpy.ptx").read_text(), "saxpy.ptx")
    m.compile_ahead()
    x, y = _data()
    _saxpy(m, x, y)   # compiles on this thread: its build had not started
    assert np.array_equal(y, 2.0 * x + 1.0)
    blocker.set()
    pool.drain()      # the queued build then finds the code there
    assert log == [("saxpy", "quick", threading.current_thread().name)], log


def test_compile_ahead_compiles_every_kernel_in_parallel(pool, builds, monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_TIER", "auto")
    monkeypatch.setenv("ZLUDA_CPU_COMPILE_THREADS", "2")
    log, _started, _release = builds
    from zluda.cpu import bench
    m = CompiledModule(bench.big_module_text(min_lines=4), "big.ptx")
    m.compile_ahead()
    pool.drain()
    assert sorted(k for k, _t, _n in log) == sorted(m.kernels)   # each once, at its first tier only
    assert {t for _k, t, _n in log} == {"baseline"}
    assert len({n for _k, _t, n in log}) == 2, log                # on both threads of the cap
    assert {m.tier(k) for k in m.kernels} == {"baseline"}         # none launched: none at full yet


def test_the_switch_turns_it_off(pool, builds, monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_COMPILE_AHEAD", "0")
    log, _started, _release = builds
    module = modules.Module((BENCH / "saxpy.ptx").read_text(), "saxpy.ptx")
    module.compile_ahead()
    pool.drain()
    assert log == [] and module.compiled().tier("saxpy") is None
    monkeypatch.setenv("ZLUDA_CPU_COMPILE_AHEAD", "1")
    module.compile_ahead()
    pool.drain()
    assert [k for k, _t, _n in log] == ["saxpy"]


def test_compiler_threads_run_at_a_lower_priority(pool):
    seen = []
    pool.submit(lambda: seen.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id())))
    pool.drain()
    assert seen == [min(19, os.getpriority(os.PRIO_PROCESS, 0) + tiering.COMPILER_NICE)]


def _env(tmp_path, **extra):
    env = dict(os.environ, ZLUDA_CACHE_DIR=str(tmp_path / "cache"), ZLUDA_CPU_TIER="auto",
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])), **extra)
    return env


FORK_PROGRAM = r"""
import os, struct, sys, numpy as np
from zluda.cpu import bench
from zluda.cpu.runtime import CompiledModule
m = CompiledModule(bench.big_module_text(min_lines=4), "big.ptx")
m.compile_ahead()                       # builds in flight on both threads at the fork
saxpy = CompiledModule(open(bench.HERE / "saxpy.ptx").read(), "saxpy.ptx")
x = np.arange(64, dtype=np.float32)
pid = os.fork()
y = np.ones(64, np.float32)
saxpy.launch_raw("saxpy", (1,), (64,), struct.pack("<ifQQ", 64, 2.0, x.ctypes.data, y.ctypes.data))
if pid == 0:
    other = CompiledModule(open(bench.HERE / "saxpy.ptx").read().replace("saxpy", "saxpy2"), "saxpy2.ptx")
    other.compile_ahead()               # the child's own pool
    other.launch_raw("saxpy2", (1,), (64,), struct.pack("<ifQQ", 64, 2.0, x.ctypes.data, y.ctypes.data))
    print("child", float(y[3]), flush=True)
    sys.exit(0)                         # exit handlers: the gate must be open in the child
_, status = os.waitpid(pid, 0)
from zluda.cpu import tiering
tiering.compiler.drain()
print("parent", float(y[3]), status, sorted({m.tier(k) for k in m.kernels}))
"""


def test_fork_while_kernels_compile_ahead(tmp_path):
    out = subprocess.run([sys.executable, "-c", FORK_PROGRAM], env=_env(tmp_path), capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    # child: 2*3+1 = 7, then 2*3+7 = 13; parent: 7; every kernel of the module compiled
    assert out.stdout.split() == ["child", "13.0", "parent", "7.0", "0", "['baseline']"], out.stdout + out.stderr


EXIT_PROGRAM = r"""
import atexit, ctypes, sys, threading
from zluda.cpu import bench, tiering
from zluda.cpu.runtime import CompiledModule
m = CompiledModule(bench.big_module_text(min_lines=4), "big.ptx")
inside = threading.Event()
tiering.compiler.submit(inside.set, tiering.FIRST_TIER)
m.compile_ahead()
inside.wait(60)
if sys.argv[1] == "c":
    atexit.unregister(tiering.compiler.stop)   # a CUDA program: only the C handlers run at exit
    print("exiting", flush=True)
    ctypes.CDLL(None).exit(7)
print("exiting", flush=True)
sys.exit(7)
"""


@pytest.mark.parametrize("how, no_cache", [("python", ""), ("c", ""), ("c", "1")])
def test_exit_while_kernels_compile_ahead(tmp_path, how, no_cache):
    """The exit waits for the builds in flight (or abandons them without a cache), drops
    the queued ones, and ends with the program's status: no hang, no crash."""
    env = _env(tmp_path, ZLUDA_CPU_COMPILE_THREADS="2")
    if no_cache:
        env["ZLUDA_NO_CACHE"] = "1"
    started = time.monotonic()
    out = subprocess.run([sys.executable, "-c", EXIT_PROGRAM, how], env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 7, out.stderr
    assert out.stdout == "exiting\n" and "Traceback" not in out.stderr, out.stdout + out.stderr
    assert time.monotonic() - started < 100


# LLVM's GDB JIT interface: `struct jit_descriptor {uint32 version, action; entry *relevant,
# *first;}` lists every object a JIT engine loaded; the registration listener's destructor
# (an exit handler) empties it. Found in the library's symbol table (a local symbol).
LISTENER_PROGRAM = r"""
import ctypes, os, sys, threading, time
import numpy as np
import llvmlite.binding
from elftools.elf.elffile import ELFFile
from zluda.cpu import jit, tiering

library = os.path.join(os.path.dirname(llvmlite.binding.__file__), "libllvmlite.so")
with open(library, "rb") as f:
    elf = ELFFile(f)
    symtab = elf.get_section_by_name(".symtab")
    names = elf.get_section(symtab["sh_link"]).data()
    symbols = np.frombuffer(symtab.data(), np.dtype([("name", "<u4"), ("info", "u1"), ("other", "u1"),
                                                      ("shndx", "<u2"), ("value", "<u8"), ("size", "<u8")]))
    at = names.find(b"\0__jit_debug_descriptor\0") + 1
    value = int(symbols["value"][symbols["name"] == at][0])
base = min(int(line.split("-")[0], 16) for line in open("/proc/self/maps") if line.rstrip().endswith(library))
first_entry = ctypes.c_void_p.from_address(base + value + 16)

code = jit.compile_to_object(tiering.WARM_UP, "baseline")
loaded, exiting = threading.Event(), threading.Event()

def build():   # as a module's first kernel compiled ahead: the process's first JIT engine
    obj = jit.LoadedObject(code)
    loaded.set()
    exiting.wait(60)
    time.sleep(1.0)   # exit runs its handlers meanwhile, up to the gate that waits for this
    os.write(1, b"registered\n" if first_entry.value else b"torn down\n")

tiering.compiler.submit(build, tiering.FIRST_TIER)
loaded.wait(60)
exiting.set()
ctypes.CDLL(None).exit(0)   # a CUDA program's exit: only the C handlers run
"""


def test_exit_leaves_the_jit_intact_for_a_build_in_flight(tmp_path):
    """A program that ends while the first JIT engine of the process loads in the
    background: exit waits for that build before LLVM's JIT state (the GDB registration
    listener, built with the first engine) is torn down."""
    out = subprocess.run([sys.executable, "-c", LISTENER_PROGRAM], env=_env(tmp_path), capture_output=True,
                         text=True, timeout=120)
    assert (out.returncode, out.stdout) == (0, "registered\n"), out.stdout + out.stderr


def test_registration_listeners_hear_of_past_and_later_fatbins(capsys):
    """`__cudaRegisterFatBinaryEnd` (Registrations.complete) tells the runtime, which
    compiles the fatbin's kernels ahead; a listener that fails does not fail the
    registration (it says so in one line)."""
    import ctypes
    from zluda import fatbin
    wrappers = (ctypes.c_char * 64)(), (ctypes.c_char * 64)()   # unreadable: kept with the reason
    table = fatbin.Registrations()
    first = table.add_fatbin(1, ctypes.addressof(wrappers[0]))
    table.complete(1)
    heard = []
    table.on_complete(heard.append)
    table.on_complete(lambda registered: 1 / 0)
    second = table.add_fatbin(2, ctypes.addressof(wrappers[1]))
    table.complete(2)
    table.complete(3)   # never registered: nothing to tell
    assert heard == [first, second] and second.complete
    assert capsys.readouterr().err.splitlines() == [f"zluda: after registering the fatbin at {f.wrapper_address:#x}: "
                                                    "division by zero" for f in (first, second)]


def test_a_registered_fatbin_without_kernels_or_data_compiles_nothing(pool, builds):
    import ctypes
    from zluda import fatbin
    log, _started, _release = builds
    wrapper = (ctypes.c_char * 64)()
    registered = fatbin.Registrations().add_fatbin(1, ctypes.addressof(wrapper))
    registered.functions[0x1000] = "saxpy"
    modules.ModuleTable().compile_registered_ahead(registered)   # unreadable: the launch reports it
    pool.drain()
    assert log == []


def test_the_budget_of_ptx_compiled_ahead_ends_at_the_first_module_that_does_not_fit():
    budget = modules._AheadBudget(10, 100)
    assert budget.take(4) and not budget.spent()
    assert not budget.take(7)      # too large: compiled on first launch
    assert not budget.take(1) and budget.spent()   # and every later one: not even parsed ahead
    assert budget.open()   # what was queued still compiles
    assert budget.count(100) and not budget.count(1) and not budget.open()


def test_too_many_kernels_registered_withdraw_the_compilations_queued(pool, builds, monkeypatch):
    """llama.cpp registers 6,991 kernels in 144 fatbins before main: past the count, the
    modules already queued compile nothing ahead either (only what is launched compiles)."""
    monkeypatch.setenv("ZLUDA_CPU_TIER", "quick")
    monkeypatch.setenv("ZLUDA_CPU_COMPILE_THREADS", "1")
    budget = modules._AheadBudget(1 << 20, 3)
    monkeypatch.setattr(modules, "_ahead_budget", budget)
    log, _started, _release = builds
    blocker, busy = threading.Event(), threading.Event()
    pool.submit(lambda: (busy.set(), blocker.wait(60)), tiering.FIRST_TIER)   # the one thread is busy
    assert busy.wait(60)
    assert budget.count(1)   # a first module of one kernel registered
    first = modules.Module((BENCH / "saxpy.ptx").read_text(), "saxpy.ptx")
    first.compile_ahead(["saxpy"])   # queued
    assert not budget.count(3)   # then more kernels than the count: the queued are withdrawn
    blocker.set()
    pool.drain()
    assert log == []
    x, y = _data()
    _saxpy(first.compiled(), x, y)   # a launch compiles its kernel as always
    assert np.array_equal(y, 2.0 * x + 1.0) and [k for k, _, _ in log] == ["saxpy"]
