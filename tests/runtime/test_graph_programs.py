"""Graph features checked by small nvcc-built programs under `zluda run` (the recorded
sample workloads/samples/graphs.cu covers the rest, against the GPU's output)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from zluda.paths import build_dir

from test_programs import libraries, zluda_run  # noqa: F401 (fixture)

PROGRAMS = Path(__file__).resolve().parent / "programs"


@pytest.mark.parametrize("name,driver", [("graph_symbols", False), ("graph_driver", True), ("graph_memory", False)])
def test_graph_program(name, driver, nvcc, libraries, tmp_path):
    """graph_symbols: copies to and from __device__ variables, explicit and captured;
    graph_memory: allocation nodes and the device's graph memory attributes;
    graph_driver: the driver API's own graph parameter structs (linked against the project's
    libcuda.so.1: this machine may have no NVIDIA driver to link with)."""
    exe = tmp_path / name
    libs = ["-Xlinker", str(build_dir() / "libcuda.so.1")] if driver else []
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe), str(PROGRAMS / f"{name}.cu"), *libs],
                   check=True, capture_output=True)
    result = zluda_run([str(exe)], timeout=300)
    assert [line for line in result.stdout.splitlines() if line.startswith("BAD")] == [], result.stdout + result.stderr
    assert "DONE 0 bad" in result.stdout, result.stdout + result.stderr[-3000:]
    assert result.returncode == 0
