"""cuBLAS / cuBLASLt entry points through the built drop-in libraries, called with ctypes the
way a C program calls them; expected values come from plain Python loops in blas_client.py
(independent of the numpy code under test). One subprocess runs every scenario: the
libraries start their embedded interpreter once, and a crash would fail every test here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
import blas_client  # noqa: E402  (the scenario list; the libraries load only in its subprocess)


@pytest.fixture(scope="module")
def results():
    from zluda.shim import build
    from zluda.paths import build_dir

    build.build_all()
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT), ZLUDA_LOG_UNIMPLEMENTED="off")
    env.pop("ZLUDA_TRACE_DIR", None)
    proc = subprocess.run([sys.executable, str(HERE / "blas_client.py"), str(build_dir())], capture_output=True,
                          text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr[-4000:]
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("RESULTS ")), None)
    assert line is not None, proc.stdout[-2000:] + proc.stderr[-4000:]
    return {**json.loads(line[len("RESULTS "):]), "_stdout": proc.stdout}


@pytest.mark.parametrize("scenario", list(blas_client.SCENARIOS))
def test_scenario(results, scenario):
    ok, detail = results[scenario]
    assert ok, detail


def test_illegal_gemm_argument_reported_as_nvidia_prints_it(results):
    # gemm_misuse_statuses passes m = -1 (BLAS parameter 3) and lda < m (parameter 8) to Sgemm
    out = results["_stdout"]
    assert " ** On entry to SGEMM  parameter number 3 had an illegal value\n" in out
    assert " ** On entry to SGEMM  parameter number 8 had an illegal value\n" in out
