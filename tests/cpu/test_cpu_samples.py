"""The samples whose CPU-backend failures were the translator's and the fault guard's
(cooperative groups, error codes including an illegal address, atomics, the device
assert's message), run as the matrix
runs them: nvcc-built programs under `zluda run`, checked by what they print."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SAMPLES = REPO / "workloads" / "samples"


@pytest.fixture(scope="module")
def libraries():
    from zluda.shim import build
    build.build_all()


def _build(name: str, out: Path) -> Path:
    done = subprocess.run([sys.executable, str(REPO / "workloads" / "build.py"), "--out", str(out), name],
                          capture_output=True, text=True, cwd=SAMPLES, check=True)
    for line in done.stdout.splitlines():
        built, _, path = line.partition("\t")
        if built == name and path:
            return Path(path)
    raise AssertionError(f"build.py did not report {name}: {done.stdout}{done.stderr}")


@pytest.mark.parametrize("sample,args", [
    ("coop_groups", []),
    ("errors", ["--expected", "data/error_codes.txt"]),   # compared with the H200's recording
    ("atomics", []),
    ("printf_assert", []),   # NVIDIA's assert message names the block and thread
])
def test_sample_passes_on_the_cpu_backend(sample, args, libraries, nvcc, tmp_path):
    exe = _build(sample, tmp_path)
    r = subprocess.run([sys.executable, "-m", "zluda", "run", "--", str(exe), *args], capture_output=True,
                       text=True, cwd=SAMPLES, timeout=600,
                       env={**os.environ, "PYTHONPATH": str(REPO)})
    failed = [line for line in r.stdout.splitlines() if line.startswith("CHECK ") and " FAIL" in line]
    assert failed == [], r.stdout + r.stderr
    assert f"SUMMARY {sample}: " in r.stdout and r.stdout.rstrip().endswith(" 0 failed"), r.stdout + r.stderr
    assert r.returncode == 0
