"""Graph features checked by small nvcc-built programs under `zluda run` (the recorded
sample workloads/samples/graphs.cu covers the rest, against the GPU's output)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from test_programs import libraries, zluda_run  # noqa: F401 (fixture)

PROGRAMS = Path(__file__).resolve().parent / "programs"


def test_symbol_copies_in_graphs(nvcc, libraries, tmp_path):
    exe = tmp_path / "graph_symbols"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe), str(PROGRAMS / "graph_symbols.cu")],
                   check=True, capture_output=True)
    result = zluda_run([str(exe)], timeout=300)
    assert [line for line in result.stdout.splitlines() if line.startswith("BAD")] == [], result.stdout + result.stderr
    assert "DONE 0 bad" in result.stdout, result.stdout + result.stderr[-3000:]
    assert result.returncode == 0
