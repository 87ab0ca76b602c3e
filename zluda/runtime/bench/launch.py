"""`invoke bench --suite launch`: a kernel launch end to end, through `zluda run`.

launch.cu (nvcc -cudart shared) times, per launch, an empty kernel and a small elementwise
kernel (saxpy over 4,096 floats: 16 blocks of 256 threads), each launch followed by
cudaDeviceSynchronize, and the same launches back to back with one synchronisation at the
end. Each figure is the median of the program's batches; the suite runs the program RUNS
times and keeps the median of each figure. The CPU device's default worker count (the
CPUs this process may use) and one worker are both measured: a small launch must not pay
for waking the pool. The target is the issue's: an empty launch under 2 us; NVIDIA's H200
takes 3.6 us to enqueue one (zluda/runtime/data/h200/runtime_calls.json's figure is beside).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from zluda.runtime.bench import H200_RECORDING, nvcc
from zluda.shim import build

HERE = Path(__file__).resolve().parent
RUNS = 3
ITERATIONS = 1000
EMPTY_TARGET_US = 2.0
# key in launch.cu's output -> label
METRICS = {
    "empty_launch_sync": "empty kernel, launch + cudaDeviceSynchronize",
    "empty_launch_stream": "empty kernel, launches back to back",
    "saxpy_launch_sync": "saxpy 4096 floats, launch + cudaDeviceSynchronize",
    "saxpy_launch_stream": "saxpy 4096 floats, launches back to back",
}
TARGETS = {"empty_launch_sync": EMPTY_TARGET_US, "empty_launch_stream": EMPTY_TARGET_US}


def _run(exe: Path, extra: dict) -> dict:
    env = {**os.environ, **extra}
    env.pop("ZLUDA_TRACE_DIR", None)
    out = subprocess.run([sys.executable, "-m", "zluda", "run", "--", str(exe), str(ITERATIONS)],
                         capture_output=True, text=True, check=True, env=env)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    if result["status"] != "cudaSuccess":
        raise RuntimeError(f"launch.cu ended with {result['status']}")
    return result


def launch() -> dict:
    build.build_all(log=lambda *_: None)
    workers = len(os.sched_getaffinity(0))
    variants = {f"{workers} workers": {}, "1 worker": {"ZLUDA_CPU_THREADS": "1"}}
    h200_enqueue = json.loads(H200_RECORDING.read_text()).get("empty_launch")
    with tempfile.TemporaryDirectory(prefix="zluda-bench-launch-") as tmp:
        exe = Path(tmp) / "launch"
        subprocess.run([nvcc(), "-cudart", "shared", "-arch=compute_80", "-O2", "-o", str(exe),
                        str(HERE / "launch.cu")], check=True)
        _run(exe, {})   # kernels into the cache at every tier a run reaches
        runs = {name: [_run(exe, extra) for _ in range(RUNS)] for name, extra in variants.items()}
    rows = []
    for key, label in METRICS.items():
        for name, results in runs.items():
            values = [r[key] for r in results]
            row = {"metric": f"{label}, {name}", "value": round(statistics.median(values), 3), "unit": "us/launch",
                   "runs": values}
            if key in TARGETS and not name.startswith("1 "):
                row["target"] = TARGETS[key]
            rows.append(row)
    rows.append({"metric": "H200: empty kernel launch (enqueue), recorded", "value": h200_enqueue, "unit": "us/launch"})
    return {"rows": rows, "iterations": ITERATIONS, "runs": RUNS, "cpus": workers, "load_average": os.getloadavg()}
