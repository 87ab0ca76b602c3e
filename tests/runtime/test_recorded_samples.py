"""Samples whose whole stdout was recorded natively on an NVIDIA GPU (workloads/samples/data/
<name>_gpu_stdout.txt): on the CPU backend they print the same lines and pass.

mempool: stream-ordered allocation and memory pools (runtime and driver API);
profiler_xt: cudaProfilerStart/Stop and cuBLASXt, whose symbols a program must find to load.
Both are built by workloads/build.py as the matrix builds them and run under `zluda run`.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from test_programs import REPO, libraries, zluda_run  # noqa: F401 (fixture)

SAMPLES = REPO / "workloads" / "samples"
RECORD_HOW = ("build the sample with `python3 workloads/build.py --arch sm90 NAME` on a machine with an NVIDIA GPU, "
              "run it and commit its stdout as workloads/samples/data/NAME_gpu_stdout.txt")


def _build(name: str, out: Path) -> Path:
    done = subprocess.run([sys.executable, str(REPO / "workloads" / "build.py"), "--out", str(out), name],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    for line in done.stdout.splitlines():
        built, _, path = line.partition("\t")
        if built == name and path:
            return Path(path)
    raise AssertionError(f"build.py did not report {name}: {done.stdout}{done.stderr}")


@pytest.mark.parametrize("name", ["mempool", "profiler_xt"])
@pytest.mark.parametrize("fast_path", ["1", "0"])
def test_sample_matches_its_gpu_recording(name, fast_path, nvcc, libraries, tmp_path):
    """With the C fast path on (synchronisations must still reach the pools) and off."""
    recording = SAMPLES / "data" / f"{name}_gpu_stdout.txt"
    assert recording.exists(), f"{recording} is missing: {RECORD_HOW.replace('NAME', name)}"
    exe = _build(name, tmp_path)
    result = zluda_run([str(exe)], env={"ZLUDA_FAST_PATH": fast_path}, cwd=SAMPLES, timeout=300)
    assert result.stdout.splitlines() == recording.read_text().splitlines(), result.stdout + result.stderr[-3000:]
    assert result.returncode == 0
