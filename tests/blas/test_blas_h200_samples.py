"""The project's cuBLAS / cuBLASLt sample programs (workloads/samples/cublas*.cu), built by
nvcc and run unmodified under `zluda run`: every CHECK line of the program must pass, and
every output the H200 recorded (workloads/samples/data/*_h200.npz, NVIDIA's cuBLAS 13.1)
must match within compare_outputs.py's tolerances."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
SAMPLES = REPO_ROOT / "workloads" / "samples"

# what each program needs beyond cuBLAS itself, and where that comes from
PROGRAMS = {"cublas": "cublas_h200.npz", "cublaslt": "cublaslt_h200.npz"}
RUNTIME_CALLS = ("cudaMalloc", "cudaMemcpy", "cudaMemset", "cudaFree")


def _missing_prerequisites(program: str) -> str:
    from zluda import config
    from zluda.shim import registry

    registry.load_implementations(config.get("ZLUDA_IMPLEMENTATIONS"))  # as the libraries do
    absent = [f for f in RUNTIME_CALLS if registry.lookup("cudart", f, f) is None]
    if absent:
        return f"the runtime area's cudart is not merged here ({', '.join(absent)} unimplemented)"
    return ""


@pytest.mark.parametrize("program", list(PROGRAMS))
def test_sample_matches_h200(program, tmp_path):
    reason = _missing_prerequisites(program)
    if reason:
        pytest.skip(reason)
    from zluda.shim import build
    build.build_all()
    binaries_ = _build_programs(tmp_path)
    dump = tmp_path / "dump"
    dump.mkdir()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")])),
               ZLUDA_LOG_UNIMPLEMENTED="once")
    env.pop("ZLUDA_TRACE_DIR", None)
    run = subprocess.run([sys.executable, "-m", "zluda", "run", "--", str(binaries_[program]), "--dump", str(dump)],
                         capture_output=True, text=True, timeout=300, env=env, cwd=REPO_ROOT)
    checks = [ln for ln in run.stdout.splitlines() if ln.startswith("CHECK ")]
    failed = [ln for ln in checks if " PASS" not in ln]
    assert run.returncode == 0 and checks and not failed, (run.stdout[-3000:], run.stderr[-3000:])
    compare = subprocess.run([sys.executable, str(SAMPLES / "compare_outputs.py"), str(dump),
                              str(SAMPLES / "data" / PROGRAMS[program])], capture_output=True, text=True, timeout=120)
    assert compare.returncode == 0, compare.stdout[-3000:] + compare.stderr[-2000:]


def _build_programs(tmp_path: Path) -> dict[str, Path]:
    proc = subprocess.run([sys.executable, str(REPO_ROOT / "workloads" / "build.py"), "--out", str(tmp_path / "bin"),
                           "--json", *PROGRAMS], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return {name: Path(path) for name, path in json.loads(proc.stdout).items()}
