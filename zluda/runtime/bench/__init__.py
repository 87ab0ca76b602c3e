"""`invoke bench --suite runtime`: the runtime's hot paths through the shim, against the H200.

runtime_calls.cu is compiled by nvcc (-cudart shared) and run under `zluda run`; its
per-call times sit next to what NVIDIA's stack takes on the H200 for the same calls
(recorded there: empty launch 3.6 us, 4-byte memcpy H2D 5.3 us, D2H 8.3 us).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
# metric -> (label, H200 reference in microseconds or None)
METRICS = {
    "empty_launch": ("empty kernel launch (enqueue)", 3.6),
    "memcpy_h2d_4B": ("cudaMemcpy 4 B host->device", 5.3),
    "memcpy_d2h_4B": ("cudaMemcpy 4 B device->host", 8.3),
    "get_last_error": ("cudaGetLastError (C fast path)", None),
}


def _nvcc() -> str:
    sys.path.insert(0, str(HERE.parents[2] / "workloads"))
    try:
        from build import find_nvcc  # workloads/build.py: the toolchain finder the workloads use
        return str(find_nvcc())
    finally:
        sys.path.pop(0)


def runtime_calls(iterations: int = 2000) -> dict:
    with tempfile.TemporaryDirectory(prefix="zluda-bench-runtime-") as tmp:
        exe = Path(tmp) / "runtime_calls"
        subprocess.run([_nvcc(), "-cudart", "shared", "-arch=compute_80", "-O2", "-o", str(exe),
                        str(HERE / "runtime_calls.cu")], check=True)
        out = subprocess.run([sys.executable, "-m", "zluda", "run", "--", str(exe), str(iterations)],
                             capture_output=True, text=True, check=True)
    measured = json.loads(out.stdout.strip().splitlines()[-1])
    rows = []
    for key, (label, reference) in METRICS.items():
        value = measured[key]
        row = {"metric": label, "value": round(value, 3), "unit": "us/call"}
        if reference is not None:
            row.update({"target": reference, "h200_us": reference,
                        "ratio_to_h200": round(value / reference, 3), "met": value < reference})
        rows.append(row)
    return {"rows": rows, "iterations": iterations, "status": measured["status"]}
