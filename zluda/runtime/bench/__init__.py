"""`invoke bench --suite runtime`: the runtime's hot paths through the shim, against the H200.

runtime_calls.cu is compiled by nvcc (-cudart shared) and run under `zluda run` twice: with
libcudart's C fast path (the default) and with ZLUDA_FAST_PATH=0 (every call through the
Python dispatcher). Its per-call times sit next to what NVIDIA's stack takes on the H200
for the same calls: the targets are the issue's figures (empty launch 3.6 us, 4-byte memcpy
H2D 5.3 us, D2H 8.3 us); the program's own recording on the H200
(zluda/runtime/data/h200/runtime_calls.json, 20,000 iterations) is shown beside them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from zluda.shim import build

HERE = Path(__file__).resolve().parent
H200_RECORDING = HERE.parent / "data" / "h200" / "runtime_calls.json"
# metric -> (label, target in microseconds: NVIDIA's time on the H200)
METRICS = {
    "empty_launch": ("empty kernel launch (enqueue)", 3.6),
    "memcpy_h2d_4B": ("cudaMemcpy 4 B host->device", 5.3),
    "memcpy_d2h_4B": ("cudaMemcpy 4 B device->host", 8.3),
    "get_last_error": ("cudaGetLastError", "recorded"),   # the H200 recording's figure (0.043 us)
    "get_device": ("cudaGetDevice", "recorded"),          # recorded on an H100 (the file says)
}
# path -> extra environment of the run
PATHS = {"C fast path": {}, "Python path (ZLUDA_FAST_PATH=0)": {"ZLUDA_FAST_PATH": "0"}}


def nvcc() -> str:
    sys.path.insert(0, str(HERE.parents[2] / "workloads"))
    try:
        from build import find_nvcc  # workloads/build.py: the toolchain finder the workloads use
        return str(find_nvcc())
    finally:
        sys.path.pop(0)


def _measure(exe: Path, iterations: int, extra: dict) -> dict:
    env = {**os.environ, **extra}
    env.pop("ZLUDA_TRACE_DIR", None)
    out = subprocess.run([sys.executable, "-m", "zluda", "run", "--", str(exe), str(iterations)],
                         capture_output=True, text=True, check=True, env=env)
    return json.loads(out.stdout.strip().splitlines()[-1])


def runtime_calls(iterations: int = 2000) -> dict:
    build.build_all(log=lambda *_: None)   # not inside the timed program's first call
    h200 = json.loads(H200_RECORDING.read_text())
    with tempfile.TemporaryDirectory(prefix="zluda-bench-runtime-") as tmp:
        exe = Path(tmp) / "runtime_calls"
        subprocess.run([nvcc(), "-cudart", "shared", "-arch=compute_80", "-O2", "-o", str(exe),
                        str(HERE / "runtime_calls.cu")], check=True)
        measured = {path: _measure(exe, iterations, extra) for path, extra in PATHS.items()}
    rows = []
    for key, (label, target) in METRICS.items():
        for path, values in measured.items():
            value = values[key]
            row = {"metric": f"{label}, {path}", "value": round(value, 4), "unit": "us/call",
                   "h200_recorded_us": h200.get(key)}
            if target == "recorded":
                target = h200.get(key)
            if target is not None and not extra_path(path):
                row.update({"target": target, "ratio_to_target": round(value / target, 4), "met": value < target})
            rows.append(row)
        fast, slow = (measured[p][key] for p in PATHS)
        rows.append({"metric": f"{label}: Python path / C fast path", "value": round(slow / max(fast, 1e-9), 1),
                     "unit": "x"})
    return {"rows": rows, "iterations": iterations, "status": {p: v["status"] for p, v in measured.items()},
            "cpus": len(os.sched_getaffinity(0)), "load_average": os.getloadavg()}


def extra_path(path: str) -> bool:
    """The Python path is shown for comparison; the targets apply to what programs get by default."""
    return bool(PATHS[path])
