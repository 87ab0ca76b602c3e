"""Per-call overhead of the generated libraries, side by side with NVIDIA's libcudart.

A small C program (bench_calls.c) dlopens a library and times N calls of one function;
the rows compare a trivial call (cudaGetLastError) answered by the C fast path, the same
call through the Python dispatcher (ZLUDA_FAST_PATH=0), an implemented call with
arguments (cudaGetErrorName), an unimplemented call (log off), and NVIDIA's own
libcudart.so.13 doing cudaGetLastError (when the toolkit is installed).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from datetime import datetime, timezone
from pathlib import Path

from zluda.paths import REPO_ROOT, build_dir
from zluda.shim import build

HERE = Path(__file__).resolve().parent
NVIDIA_CUDART = Path("/usr/local/cuda/lib64/libcudart.so.13")
ITERATIONS = {"fast": 2_000_000, "python": 200_000}

# (metric, library, symbol, call shape, extra environment, iterations key, target us)
CASES = [
    ("cudaGetLastError, C fast path", "ours", "cudaGetLastError", "void", {}, "fast", 1.0),
    ("cudaGetLastError, Python dispatch (ZLUDA_FAST_PATH=0)", "ours", "cudaGetLastError", "void",
     {"ZLUDA_FAST_PATH": "0"}, "python", 1.0),
    ("cudaGetErrorName(1), Python dispatch", "ours", "cudaGetErrorName", "int", {"ZLUDA_FAST_PATH": "0"}, "python", None),
    ("cudaGetDevice (unimplemented, log off)", "ours", "cudaGetDevice", "intptr",
     {"ZLUDA_LOG_UNIMPLEMENTED": "off"}, "python", None),
    ("cudaGetLastError, NVIDIA libcudart.so.13", "nvidia", "cudaGetLastError", "void", {}, "fast", None),
]


def _compile(work: Path) -> Path:
    exe = work / "bench_calls"
    subprocess.run(["gcc", "-O2", "-o", str(exe), str(HERE / "bench_calls.c"), "-ldl"], check=True)
    return exe


def shim() -> dict:
    build.build_all(targets=[build.Target("cudart", 13)], log=lambda *_: None)
    ours = build_dir() / "libcudart.so.13"
    rows = []
    with tempfile.TemporaryDirectory(prefix="zluda-bench-shim-") as tmp:
        exe = _compile(Path(tmp))
        for metric, which, symbol, shape, extra, iters, target in CASES:
            lib = ours if which == "ours" else NVIDIA_CUDART
            if not lib.exists():
                continue
            env = dict(os.environ, **extra)
            env.pop("ZLUDA_TRACE_DIR", None)
            env["PYTHONPATH"] = str(REPO_ROOT)
            out = subprocess.run([str(exe), str(lib), symbol, shape, str(ITERATIONS[iters])],
                                 capture_output=True, text=True, env=env, check=True).stdout
            ns = float(out.split()[0])
            row = {"metric": metric, "value": ns / 1000.0, "unit": "us/call"}
            if target is not None:
                row["target"] = target
            rows.append(row)
    by = {r["metric"]: r["value"] for r in rows}
    fast, py = by.get(CASES[0][0]), by.get(CASES[1][0])
    if fast and py:
        rows.append({"metric": "ratio: Python dispatch / C fast path", "value": py / fast, "unit": "x"})
    nv = by.get(CASES[-1][0])
    if fast and nv:
        rows.append({"metric": "ratio: C fast path / NVIDIA libcudart", "value": fast / nv, "unit": "x"})
    return {"rows": rows, "iterations": ITERATIONS}


def print_and_write(result: dict, out: str | None = None) -> Path:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    result = {"suite": "shim", "when": stamp, **result}
    path = Path(out) if out else REPO_ROOT / "reports" / "bench" / f"shim-{stamp}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(result, indent=1) + "\n")
    os.replace(tmp, path)
    width = max(len(r["metric"]) for r in result["rows"])
    print(f"{'metric':{width}}  {'value':>10}  unit      target  met")
    for r in result["rows"]:
        target = r.get("target")
        met = "" if target is None else ("yes" if r["value"] < target else "NO")
        tgt = "" if target is None else f"< {target}"
        print(f"{r['metric']:{width}}  {r['value']:10.3f}  {r['unit']:8}  {tgt:6}  {met}")
    print(f"written: {path}")
    return path
