"""The runtime calls llama.cpp's CUDA backend needs (PCI bus id, peer access, stream
capture queries), from a real nvcc-built program under `zluda run`."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]


@pytest.fixture(scope="module")
def program(nvcc, tmp_path_factory) -> Path:
    from zluda.shim import build
    build.build_all()
    exe = tmp_path_factory.mktemp("llama-calls") / "llama_runtime_calls"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "llama_runtime_calls.cu")], check=True, capture_output=True)
    return exe


def test_llama_runtime_calls(program):
    path = os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    result = subprocess.run([sys.executable, "-m", "zluda", "run", "--", str(program)], capture_output=True,
                            text=True, env={**os.environ, "PYTHONPATH": path}, timeout=240)
    out = result.stdout + result.stderr
    assert [line for line in result.stdout.splitlines() if line.startswith("BAD ")] == [], out
    assert "DONE 0 bad" in result.stdout, out
    assert "OK capture.begin" in result.stdout and "OK pci.format" in result.stdout, out
    assert result.returncode == 0, out
