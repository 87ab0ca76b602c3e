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
    assert "data.hostfn 1" in slow.stdout
    assert set(_stats(slow.stderr).values()) == {0}, slow.stderr
    answered = _stats(fast.stderr)
    assert all(answered[k] > 0 for k in ("memcpy", "memset", "launch", "sync", "call-configuration")), answered


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
