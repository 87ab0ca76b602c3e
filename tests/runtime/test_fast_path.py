"""libcudart's C fast path (zluda/shim/templates/fastpath_cudart.c.j2) against the Python path.

programs/fast_paths.cu makes every call the fast path answers, valid and invalid (freed,
past-the-end and host pointers, bad kinds, destroyed streams, bad launch configurations,
NULL arguments, host functions in flight, a device assert's sticky error) and prints each
status with the last error after it and checksums of the data. The Python path is the
reference: with ZLUDA_FAST_PATH=1 the output must be byte-identical, and the counters the
library prints at exit (ZLUDA_FAST_PATH_STATS=1) must show the C path actually answered.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from test_programs import libraries, zluda_run  # noqa: F401  (libraries: a fixture)

HERE = Path(__file__).resolve().parent
STATS = re.compile(r"zluda: fast path answered (.*)")
CALLS = re.compile(r"zluda: (\S+) calls \(all/through Python\): (.*)")


@pytest.fixture(scope="module")
def fast_paths(nvcc, tmp_path_factory, libraries) -> Path:
    exe = tmp_path_factory.mktemp("fastpath") / "fast_paths"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "fast_paths.cu")], check=True, capture_output=True)
    return exe


def _stats(stderr: str) -> dict[str, int]:
    found = STATS.search(stderr)
    assert found, f"no fast-path counters in stderr:\n{stderr}"
    return {k: int(v) for k, v in (item.split("=") for item in found.group(1).split())}


def _calls(stderr: str, soname_prefix: str) -> dict[str, tuple[int, int]]:
    """The library's per-function counts (ZLUDA_FAST_PATH_STATS=1): name -> (all, through Python)."""
    for soname, counts in CALLS.findall(stderr):
        if soname.startswith(soname_prefix):
            return {name: tuple(int(n) for n in value.split("/"))
                    for name, value in (item.split("=") for item in counts.split())}
    raise AssertionError(f"no call counts of {soname_prefix} in stderr:\n{stderr}")


def _run(exe: Path, fast: str, extra: dict | None = None, args: tuple = ()):
    result = zluda_run([str(exe), *args], env={"ZLUDA_FAST_PATH": fast, "ZLUDA_FAST_PATH_STATS": "1", **(extra or {})})
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def test_fast_and_python_paths_agree(fast_paths):
    slow = _run(fast_paths, "0")
    fast = _run(fast_paths, "1")
    assert fast.stdout == slow.stdout
    # the reference itself is right where the host can tell: errors and the sticky assert
    lines = {line.split()[0]: line.split()[1] for line in slow.stdout.splitlines() if line.split()}
    assert lines["memcpy.freed"] == "cudaErrorInvalidValue"
    assert lines["memcpy.bad-kind"] == "cudaErrorInvalidMemcpyDirection"
    assert lines["launch.block-too-big"] == "cudaErrorInvalidValue"   # CUDA 12+, as the H200 answers
    assert lines["memcpyAsync.destroyed"] == "cudaErrorInvalidResourceHandle"
    assert lines["launch.fails"] == "cudaSuccess" and lines["memcpy.after-assert"] == "cudaErrorAssert"
    assert lines["getDevice.null"] == "cudaErrorInvalidValue" and lines["getDevice.after-assert"] == "cudaErrorAssert"
    assert "data.hostfn 1" in slow.stdout and slow.stdout.count("data.device 0") == 3
    assert set(_stats(slow.stderr).values()) == {0}, slow.stderr
    answered = _stats(fast.stderr)
    assert all(answered[k] > 0 for k in ("memcpy", "memset", "launch", "sync", "call-configuration",
                                         "get-device")), answered
    # ZLUDA_FAST_PATH=0: every call went into Python; on: the C answers are what it did not send
    slow_calls, fast_calls = _calls(slow.stderr, "libcudart"), _calls(fast.stderr, "libcudart")
    assert all(total == python for total, python in slow_calls.values()), slow_calls
    assert fast_calls["cudaGetDevice"] == (5, 3), fast_calls   # the first, NULL, the sticky error
    assert fast_calls["cudaMemcpy"][0] - fast_calls["cudaMemcpy"][1] <= answered["memcpy"], fast_calls
    assert {name: counts[0] for name, counts in fast_calls.items()} == {name: counts[0] for name, counts in slow_calls.items()}


def test_fault_in_a_c_launched_kernel_is_a_sticky_error(fast_paths):
    slow = _run(fast_paths, "0", args=("fault",))
    fast = _run(fast_paths, "1", args=("fault",))
    assert fast.stdout == slow.stdout
    lines = {line.split()[0]: line.split()[1] for line in fast.stdout.splitlines() if line.split()}
    assert lines["fault.launch-ok-again"] == "cudaSuccess"
    assert lines["fault.sync"] == "cudaErrorIllegalAddress"
    assert lines["fault.memcpy"] == "cudaErrorIllegalAddress"
    assert _stats(fast.stderr)["launch"] >= 2, fast.stderr   # the faulting launch was C's


def test_tracing_sees_every_call(fast_paths, tmp_path):
    trace = tmp_path / "trace"
    traced = _run(fast_paths, "1", {"ZLUDA_TRACE_DIR": str(trace)})
    assert set(_stats(traced.stderr).values()) == {0}, traced.stderr
    calls = [json.loads(line) for line in (trace / "calls.jsonl").read_text().splitlines() if line.strip()]
    names = [c["fn"] for c in calls]
    # <<<>>>: 3 x 5 in the loop, 4 refused, 3 asserts, 1 after; 3 explicit cudaLaunchKernel
    for fn in ("__cudaPushCallConfiguration", "__cudaPopCallConfiguration", "__cudaLaunchKernel"):
        assert names.count(fn) == 23, (fn, names.count(fn))
    assert names.count("cudaLaunchKernel") == 3
    assert names.count("cudaMemcpy") == 20 and names.count("cudaMemset") == 4
    assert names.count("cudaGetDevice") == 5


@pytest.fixture(scope="module")
def current_device(nvcc, tmp_path_factory, libraries) -> Path:
    from zluda.paths import build_dir
    folder = tmp_path_factory.mktemp("current_device")
    (folder / "lib").mkdir()
    (folder / "lib" / "libcuda.so").symlink_to(build_dir() / "libcuda.so.1")   # to link against
    exe = folder / "current_device"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "current_device.cu"), "-L", str(folder / "lib"), "-lcuda"],
                   check=True, capture_output=True)
    return exe


def test_get_device_follows_contexts_and_threads(current_device):
    """C answers cudaGetDevice from a per-thread record that every change of the thread's
    context forgets (and a reset forgets on every thread): the program sees what the Python
    path shows, and Python answered exactly the calls after such a change."""
    slow = _run(current_device, "0")
    fast = _run(current_device, "1")
    assert fast.stdout == slow.stdout
    assert "BAD" not in fast.stdout, fast.stdout
    lines = {tuple(line.split()[:2]): line.split()[2:] for line in slow.stdout.splitlines()}
    assert lines[("main.first", "cudaGetDevice")] == ["cudaSuccess", "0"]
    # a thread whose first runtime call is cudaGetDevice has the primary context current
    # (C must not answer it before Python has seen the thread)
    assert lines[("thread-get.first", "cuCtxGetCurrent")] == ["0", "primary"]
    assert lines[("thread-driver.created", "cuCtxGetCurrent")] == ["0", "created"]
    assert lines[("main.pushed", "cuCtxGetCurrent")] == ["0", "created"]
    calls = _calls(fast.stderr, "libcudart")["cudaGetDevice"]
    assert _calls(slow.stderr, "libcudart")["cudaGetDevice"] == (calls[0], calls[0])
    # through Python: each thread's first; NULL; after each context change on main (create,
    # pop, push, set, set NULL), on the driver-first thread (set, set NULL) and in thread b's
    # 50 push/pop rounds; after the destroy, the reset and the release (every thread); thread
    # a's first. Not after a failed cudaSetDevice or a good one (it records the device).
    assert calls[1] == 64, calls
    assert _stats(fast.stderr)["get-device"] == calls[0] - calls[1]


@pytest.fixture(scope="module")
def tier_loop(nvcc, tmp_path_factory, libraries) -> Path:
    exe = tmp_path_factory.mktemp("tierloop") / "tier_loop"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "tier_loop.cu")], check=True, capture_output=True)
    return exe


def test_c_launches_count_towards_a_tier_up(tier_loop, tmp_path):
    """ZLUDA_CPU_TIER=auto: the C fast path launches quick-tier code for a budget of launches,
    Python counts them, the kernel moves to the full tier, and C takes the full code (from
    then on, every launch is C's)."""
    after = 3000
    result = _run(tier_loop, "1", {"ZLUDA_CPU_TIER": "auto", "ZLUDA_PERF_MAP": "1",
                                   "ZLUDA_CACHE_DIR": str(tmp_path / "cache")}, args=(str(after),))
    tiers, launches, counted = (int(v) for v in result.stdout.split()[1::2])
    assert tiers == 2 and counted == 1, result.stdout
    answered = _stats(result.stderr)["launch"]
    # before the switch Python launches one in HOT_LAUNCHES + 1, after it none
    assert answered >= after + (launches - after) * 0.8, (answered, launches, result.stderr)


def test_exit_while_a_tier_up_compiles(tier_loop, tmp_path):
    """The program ends right after its kernel turned hot: exit waits for the compilation
    in flight (LLVM's atexit teardown would pull its context from under it) and succeeds."""
    result = _run(tier_loop, "1", {"ZLUDA_CPU_TIER": "auto", "ZLUDA_CACHE_DIR": str(tmp_path / "cache")},
                  args=("0", "40"))
    assert result.stdout.split()[3:] == ["40", "all-counted", "1"], result.stdout


@pytest.fixture(scope="module")
def thread_scratch(nvcc, tmp_path_factory, libraries) -> Path:
    exe = tmp_path_factory.mktemp("threadscratch") / "thread_scratch"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "thread_scratch.cu")], check=True, capture_output=True)
    return exe


@pytest.mark.parametrize("fast", ["1", "0"])
@pytest.mark.parametrize("tier", ["baseline", "full"])
def test_a_launching_threads_scratch_goes_with_the_thread(thread_scratch, fast, tier):
    # 600 threads each launch a barrier kernel and end: every one had a scratch of 64 KiB or
    # more (and, as coroutines, its threads' frames); the C path kept them all (~40 MiB)
    result = _run(thread_scratch, fast, {"ZLUDA_CPU_TIER": tier})
    assert "results ok" in result.stdout, result.stdout
    growth = int(re.search(r"rss-growth-kib (-?\d+)", result.stdout).group(1))
    assert growth < 8 * 1024, f"resident memory grew by {growth} KiB over 600 launching threads"
    if fast == "1":
        assert _stats(result.stderr)["launch"] >= 600, result.stderr   # the first goes through Python
