"""Tiered compilation (zluda/cpu/tiering.py): ZLUDA_CPU_TIER, promotion of hot kernels,
the switch of entries while other threads launch, distinct cache entries per tier."""

import contextlib
import os
import struct
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from zluda import config
from zluda.cpu import cache, runtime, tiering
from zluda.cpu.runtime import CompiledModule

BENCH = Path(__file__).resolve().parents[2] / "zluda" / "cpu" / "bench"
ROWS, COLS = 64, 256


@pytest.fixture
def softmax(monkeypatch, tmp_path):
    """softmax_rows (float math whose rounding an optimiser could change) in a fresh cache."""
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(tiering, "HOT_LAUNCHES", 3)
    monkeypatch.setattr(tiering, "HOT_SECONDS", 1e9)
    return (BENCH / "softmax.ptx").read_text()


def _run(m, x):
    y = np.zeros_like(x)
    m.launch_raw("softmax_rows", (ROWS * 32 // 128,), (128,),
                 struct.pack("<QQii", x.ctypes.data, y.ctypes.data, ROWS, COLS))
    return y


def _input():
    return np.random.default_rng(1).standard_normal((ROWS, COLS)).astype(np.float32)


@pytest.mark.parametrize("mode, form", [("baseline", "coroutine"), ("quick", "regions"), ("full", "regions")])
def test_fixed_modes_never_switch(softmax, monkeypatch, mode, form):
    monkeypatch.setenv("ZLUDA_CPU_TIER", mode)
    m = CompiledModule(softmax, "softmax.ptx")
    x = _input()
    first = _run(m, x)
    for _ in range(10):
        assert np.array_equal(_run(m, x), first)
    tiering.compiler.drain()
    assert m.tier("softmax_rows") == mode and m.settled("softmax_rows")
    assert m.form("softmax_rows") == form


def test_auto_promotes_a_hot_kernel_with_identical_results(softmax, monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_TIER", "auto")
    m = CompiledModule(softmax, "softmax.ptx")
    x = _input()
    before = _run(m, x)
    first_entry = m._entry("softmax_rows")[0]
    # the first launch's code: the baseline tier, barrier kernels as coroutines
    assert m.tier("softmax_rows") == "baseline" and not m.settled("softmax_rows")
    assert m.form("softmax_rows") == "coroutine"
    _run(m, x), _run(m, x)   # the third launch makes it hot
    tiering.compiler.drain()
    assert m.tier("softmax_rows") == "full" and m.settled("softmax_rows")
    assert m.form("softmax_rows") == "regions"
    assert m._entry("softmax_rows")[0] != first_entry
    assert np.array_equal(_run(m, x), before)   # bit-exact across tiers and forms
    # a new module finds the full-tier entry in the cache and starts there
    again = CompiledModule(softmax, "softmax.ptx")
    assert np.array_equal(_run(again, x), before) and again.tier("softmax_rows") == "full"


def test_launches_on_other_threads_during_the_switch(softmax, monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_TIER", "auto")
    monkeypatch.setenv("ZLUDA_CPU_THREADS", "2")
    m = CompiledModule(softmax, "softmax.ptx")
    x = _input()
    expected = _run(m, x)
    wrong, errors, tiers = [], [], set()

    def launcher():
        try:
            for _ in range(25):
                tiers.add(m.tier("softmax_rows"))
                if not np.array_equal(_run(m, x), expected):
                    wrong.append(1)
        except Exception as exc:   # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=launcher) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    tiering.compiler.drain()
    assert not errors and not wrong
    assert m.tier("softmax_rows") == "full" and len(m._retired) == 1   # promoted once; quick code kept


class _CompileNow:
    """tiering.compiler that compiles in the caller's thread: a promotion is done before
    the launch that asked for it goes on."""
    def submit(self, job, priority=tiering.HOT):
        job()

    def drain(self):
        pass

    def outside_gate(self):   # no exit gate: waits for the compile server where it is
        return contextlib.nullcontext()

    def after_llvm_use(self):   # no exit gate to register again
        pass


def test_one_long_launch_moves_to_full_code_between_slices(softmax, monkeypatch):
    # a barrier kernel launched once over a large grid: after its first slice of blocks it
    # is hot, and the rest of the grid runs the full tier's code, with the same results
    monkeypatch.setenv("ZLUDA_CPU_TIER", "full")
    rows = 4 * runtime.SLICES * 128 // 32    # four blocks a slice
    x = np.random.default_rng(2).standard_normal((rows, COLS)).astype(np.float32)
    params = lambda y: struct.pack("<QQii", x.ctypes.data, y.ctypes.data, rows, COLS)   # noqa: E731
    expected = np.zeros_like(x)
    CompiledModule(softmax, "softmax.ptx").launch_raw("softmax_rows", (rows * 32 // 128,), (128,), params(expected))

    monkeypatch.setenv("ZLUDA_CPU_TIER", "auto")
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(Path(config.get("ZLUDA_CACHE_DIR")) / "auto"))
    monkeypatch.setattr(tiering, "HOT_SECONDS", 0.0)
    monkeypatch.setattr(tiering, "compiler", _CompileNow())
    m = CompiledModule(softmax, "softmax.ptx")
    entries = []
    entry = m._entry

    def spy(name):
        found = entry(name)
        entries.append(found[0])
        return found

    monkeypatch.setattr(m, "_entry", spy)
    y = np.zeros_like(x)
    m.launch_raw("softmax_rows", (rows * 32 // 128,), (128,), params(y))
    assert len(entries) == 2 and entries[0] != entries[1], entries   # baseline code, then full
    assert m.tier("softmax_rows") == "full" and m.form("softmax_rows") == "regions"
    assert np.array_equal(y, expected)


def test_tier_up_forces_full_code(softmax, monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_TIER", "quick")
    m = CompiledModule(softmax, "softmax.ptx")
    x = _input()
    before = _run(m, x)
    assert m.tier_up().tier("softmax_rows") == "full"
    assert np.array_equal(_run(m, x), before)


def test_cache_keys_distinct_per_tier(softmax, monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_TIER", "quick")
    m = CompiledModule(softmax, "softmax.ptx")
    keys = {t: m._key("softmax_rows", "softmax_rows", t) for t in ("baseline", "quick", "full")}
    assert len(set(keys.values())) == 3
    _run(m, _input())
    assert cache.load(keys["quick"]) is not None
    assert cache.load(keys["full"]) is None and cache.load(keys["baseline"]) is None
    m.tier_up()
    assert cache.load(keys["full"]) is not None


@pytest.mark.parametrize("value", ["fast", "O3", "1"])
def test_bad_mode_names_the_variable(monkeypatch, value):
    monkeypatch.setenv("ZLUDA_CPU_TIER", value)
    with pytest.raises(ValueError, match=r"ZLUDA_CPU_TIER=.*expected one of auto, baseline, quick, full"):
        CompiledModule((BENCH / "saxpy.ptx").read_text(), "saxpy.ptx")


PERF_PROGRAM = r"""
import os, struct, numpy as np
from zluda.cpu.runtime import CompiledModule
m = CompiledModule(open(os.environ["PTX"]).read(), "saxpy.ptx")
x = np.ones(64, np.float32)
m.launch_raw("saxpy", (1,), (64,), struct.pack("<ifQQ", 64, 2.0, x.ctypes.data, x.ctypes.data))
quick = m._entry("saxpy")[0]
m.tier_up()
m.launch_raw("saxpy", (1,), (64,), struct.pack("<ifQQ", 64, 2.0, x.ctypes.data, x.ctypes.data))
print(os.getpid(), quick, m._entry("saxpy")[0], x[0])
"""


def test_perf_map_names_both_tiers(tmp_path):
    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, ZLUDA_PERF_MAP="1", ZLUDA_CACHE_DIR=str(tmp_path / "cache"), ZLUDA_CPU_TIER="auto",
               PTX=str(BENCH / "saxpy.ptx"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(repo), os.environ.get("PYTHONPATH")])))
    out = subprocess.run([sys.executable, "-c", PERF_PROGRAM], env=env, capture_output=True, text=True, check=True)
    pid, quick, full, value = out.stdout.split()
    path = Path(f"/tmp/perf-{pid}.map")
    try:
        rows = [line.split(" ", 2) for line in path.read_text().splitlines()]
    finally:
        path.unlink(missing_ok=True)
    starts = {int(start, 16) for start, _size, name in rows if name == "saxpy"}
    assert {int(quick), int(full)} <= starts and quick != full
    assert float(value) == 9.0   # 2*1+1, then 2*1+3


@pytest.mark.parametrize("mode", ["baseline", "quick", "full"])
def test_compile_builds_every_kernel_on_threads(monkeypatch, tmp_path, mode):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("ZLUDA_CPU_TIER", mode)
    monkeypatch.setenv("ZLUDA_CPU_THREADS", "2")
    from zluda.cpu import bench
    text = bench.big_module_text(min_lines=4)   # one copy of each bench kernel
    interval = sys.getswitchinterval()
    m = CompiledModule(text, "big.ptx").compile()
    assert sys.getswitchinterval() == interval   # the quicker GIL handoff ended with it
    assert {m.tier(k) for k in m.kernels} == {mode}
    # every bench kernel but saxpy (not in this module) has barriers or shuffles
    forms = {m.form(k) for k in m.kernels}
    assert forms == ({"coroutine"} if mode == "baseline" else {"regions"}), forms
    x = np.random.default_rng(2).standard_normal(1 << 13).astype(np.float32)
    out = np.zeros(16, np.float32)
    name = next(k for k in m.kernels if k.startswith("reduce_sum"))
    m.launch_raw(name, (16,), (256,), struct.pack("<QQi", x.ctypes.data, out.ctypes.data, x.size))
    assert np.allclose(out, x.reshape(16, 512).sum(axis=1, dtype=np.float64), rtol=1e-4, atol=1e-4)


FORK_PROGRAM = r"""
import os, struct, sys, numpy as np
from zluda.cpu import tiering
from zluda.cpu.runtime import CompiledModule
tiering.HOT_LAUNCHES = 2
m = CompiledModule(open(os.environ["PTX"]).read(), "saxpy.ptx")
x = np.ones(64, np.float32)
args = struct.pack("<ifQQ", 64, 2.0, x.ctypes.data, x.ctypes.data)
m.launch_raw("saxpy", (1,), (64,), args)
m.launch_raw("saxpy", (1,), (64,), args)   # hot: its recompilation may be running at the fork
pid = os.fork()
if pid == 0:
    other = CompiledModule(open(os.environ["PTX"]).read().replace("saxpy", "saxpy2"), "saxpy2.ptx")
    other.launch_raw("saxpy2", (1,), (64,), args)
    print("child", other.tier_up().tier("saxpy2"), flush=True)
    sys.exit(0)   # exit handlers: the exit gate must be open in the child
_, status = os.waitpid(pid, 0)
tiering.compiler.drain()
print("parent", m.tier("saxpy"), status)
"""


def test_fork_while_a_kernel_is_recompiled(tmp_path):
    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, ZLUDA_CACHE_DIR=str(tmp_path / "cache"), ZLUDA_CPU_TIER="auto", PTX=str(BENCH / "saxpy.ptx"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(repo), os.environ.get("PYTHONPATH")])))
    out = subprocess.run([sys.executable, "-c", FORK_PROGRAM], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["child", "full", "parent", "full", "0"], out.stdout + out.stderr


def test_drain_returns_when_the_compiler_stopped_with_jobs_queued(monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_COMPILE_THREADS", "1")   # the second job waits behind the first
    p = tiering._CompilePool()
    started, release, ran = threading.Event(), threading.Event(), []
    p.submit(lambda: (started.set(), release.wait(60), ran.append(1)))
    p.submit(lambda: ran.append(2))
    assert started.wait(60)
    stopper = threading.Thread(target=p.stop)
    stopper.start()                      # waits for the job in flight
    release.set()
    stopper.join(60)
    drained = threading.Thread(target=p.drain, daemon=True)
    drained.start()
    drained.join(60)
    assert not drained.is_alive(), "drain() waited for a job that will never run"
    assert ran == [1]                    # the queued job was dropped, not run after stop


EXIT_DURING_COMPILATION = r"""
import atexit, ctypes, sys, threading, time
from zluda.cpu import faultguard, tiering
faultguard.run_at_abandoned_exit(lambda: print("exit work ran", flush=True))
inside = threading.Event()
tiering.compiler.submit(lambda: (inside.set(), time.sleep(120)))   # a compilation that takes long
inside.wait(60)
atexit.unregister(tiering.compiler.stop)   # a CUDA program: only the C handlers run at exit
sys.stdout.write("buffered before exit\n")   # not flushed by Python: the C exit must flush it
sys.stdout.flush()
libc = ctypes.CDLL(None)
libc.printf(b"stdio line\n")
libc.exit(3)
"""


def test_exit_without_a_cache_does_not_wait_for_a_compilation_in_flight(tmp_path):
    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, ZLUDA_CACHE_DIR=str(tmp_path / "cache"), ZLUDA_NO_CACHE="1",
               PYTHONPATH=os.pathsep.join(filter(None, [str(repo), os.environ.get("PYTHONPATH")])))
    out = subprocess.run([sys.executable, "-c", EXIT_DURING_COMPILATION], env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 3, out.stderr
    assert sorted(out.stdout.splitlines()) == ["buffered before exit", "exit work ran", "stdio line"], out.stdout


def test_exit_waits_for_a_compilation_the_cache_will_keep(tmp_path):
    program = EXIT_DURING_COMPILATION.replace(
        "time.sleep(120)", f"time.sleep(2), open({str(tmp_path / 'done')!r}, 'w').close()")
    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, ZLUDA_CACHE_DIR=str(tmp_path / "cache"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(repo), os.environ.get("PYTHONPATH")])))
    env.pop("ZLUDA_NO_CACHE", None)
    out = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 3, out.stderr
    assert (tmp_path / "done").exists()                    # the compilation finished before the exit
    assert "exit work ran" not in out.stdout, out.stdout   # the normal exit handlers ran instead
