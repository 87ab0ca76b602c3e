"""workloads/samples/cublas_routines.cu built by nvcc and run unmodified under `zluda run`:
every CHECK of the program passes, its stdout is the GPU's (CHECK and VALUE lines: results
checked against host references, settings and statuses), and every result it dumps matches
NVIDIA's cuBLAS (workloads/samples/data/cublas_routines_gpu.npz, compare_outputs.py's
tolerances).

A recording that stopped at a failed REQUIRE (the program met a status NVIDIA's cuBLAS
answers differently from what the program expected) covers the lines and arrays before
that point; the rest waits for the next run of record_cublas_routines_gpu.sh."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
SAMPLES = REPO_ROOT / "workloads" / "samples"
DATA = SAMPLES / "data"
sys.path.insert(0, str(SAMPLES))
from compare_outputs import tolerance  # noqa: E402


def recorded_lines() -> tuple[list[str], bool]:
    """(the recorded stdout's lines that a run must reproduce, whether the recording is complete)."""
    lines = (DATA / "cublas_routines_gpu_stdout.txt").read_text().splitlines()
    stop = next((i for i, ln in enumerate(lines) if ln.startswith("CHECK require FAIL")), None)
    return (lines, True) if stop is None else (lines[:stop], False)


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    from zluda.shim import build
    build.build_all()
    tmp = tmp_path_factory.mktemp("cublas_routines")
    built = subprocess.run([sys.executable, str(REPO_ROOT / "workloads" / "build.py"), "--out", str(tmp / "bin"),
                            "--json", "cublas_routines"], capture_output=True, text=True, timeout=600)
    if built.returncode != 0 and "nvcc" in built.stderr and "not found" in built.stderr:
        pytest.skip("nvcc is not installed (invoke setup --tests)")
    assert built.returncode == 0, built.stderr[-3000:]
    exe = json.loads(built.stdout)["cublas_routines"]
    dump = tmp / "dump"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")])),
               ZLUDA_LOG_UNIMPLEMENTED="off")
    env.pop("ZLUDA_TRACE_DIR", None)
    done = subprocess.run([sys.executable, "-m", "zluda", "run", "--", exe, "--dump", str(dump)], capture_output=True,
                          text=True, timeout=300, env=env, cwd=REPO_ROOT)
    return done, dump


def test_every_check_passes(run):
    done, _ = run
    failed = [ln for ln in done.stdout.splitlines() if ln.startswith("CHECK ") and " PASS" not in ln]
    assert done.returncode == 0 and not failed, done.stdout[-3000:] + done.stderr[-3000:]


def test_stdout_is_the_gpus(run):
    done, _ = run
    want, complete = recorded_lines()
    got = done.stdout.splitlines()
    assert (got if complete else got[:len(want)]) == want


def test_results_match_the_gpu(run):
    _, dump = run
    recorded = np.load(DATA / "cublas_routines_gpu.npz")
    _, complete = recorded_lines()
    produced = {p.stem for p in dump.glob("*.npy")}
    assert set(recorded.files) <= produced
    if complete:
        assert produced == set(recorded.files)
    for name in recorded.files:
        want, got = recorded[name].astype(np.float64), np.load(dump / f"{name}.npy").astype(np.float64)
        peak = max(float(np.abs(want).max(initial=0.0)), 1e-30)
        assert got.shape == want.shape and float(np.abs(got - want).max(initial=0.0)) <= tolerance(name) * peak, name
