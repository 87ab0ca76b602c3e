"""Orchestration overhead: what the runner costs per cell, beyond the workload itself.

200 trivial cells (one run step, /bin/true, with its implicit exit-code check) through the
real planner, runner and report renderer with --jobs 2, compared side by side with
spawning /bin/true 200 times bare (the part that is the workload).
"""

from __future__ import annotations

import io
import json
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from rich.console import Console

from zluda.platform import orchestrate

CELLS = 200
JOBS = 2


def _write_matrix(folder: Path) -> Path:
    lines = ["schema_version: 1", "workloads:"]
    for index in range(CELLS):
        lines += [f"  - schema_version: 1", f"    name: trivial-{index:03d}", "    run:",
                  "      - {name: noop, command: [\"true\"]}"]
    (folder / "trivial.yaml").write_text("\n".join(lines) + "\n")
    matrix = folder / "matrix.yaml"
    matrix.write_text("schema_version: 1\naxes:\n  images: [host]\n  backends: [cpu]\n"
                      "  workloads: [{file: trivial.yaml}]\n")
    return matrix


def orchestration() -> dict:
    started = time.perf_counter()
    for _ in range(CELLS):
        subprocess.run(["true"], check=True)
    bare_per_spawn = (time.perf_counter() - started) / CELLS

    with tempfile.TemporaryDirectory(prefix="zluda-bench-") as tmp:
        folder = Path(tmp)
        matrix = _write_matrix(folder)
        quiet = Console(file=io.StringIO(), width=120)
        started = time.perf_counter()
        rc = orchestrate.run_matrix(matrix_path=matrix, jobs=JOBS, reports_dir=folder / "reports",
                                    run_id="bench", console=quiet)
        wall = time.perf_counter() - started
        if rc != 0:
            raise RuntimeError(f"the trivial matrix did not pass (exit {rc}):\n{quiet.file.getvalue()}")
        run = json.loads((folder / "reports" / "bench" / "results.json").read_text())
    cells = run["cells"]
    overhead = [cell["timings"]["overhead_s"] for cell in cells]
    workload = [cell["timings"]["workload_s"] for cell in cells]
    duration = [cell["timings"]["duration_s"] for cell in cells]
    wall_per_cell = wall / CELLS
    workload_share = sum(workload) / JOBS / CELLS
    ms = 1000.0
    rows = [
        {"metric": "bare spawn of /bin/true (the workload alone)", "value": bare_per_spawn * ms, "unit": "ms"},
        {"metric": "cell duration (step + bookkeeping), mean", "value": statistics.mean(duration) * ms, "unit": "ms"},
        {"metric": "in-cell overhead excluding the step, mean", "value": statistics.mean(overhead) * ms,
         "unit": "ms/cell", "target": 50},
        {"metric": "in-cell overhead excluding the step, p95", "value": sorted(overhead)[int(0.95 * CELLS)] * ms,
         "unit": "ms/cell"},
        {"metric": f"end-to-end wall per cell with --jobs {JOBS} (plan+run+report)", "value": wall_per_cell * ms,
         "unit": "ms/cell"},
        {"metric": f"end-to-end overhead per cell excluding the workload (--jobs {JOBS})",
         "value": (wall_per_cell - workload_share) * ms, "unit": "ms/cell", "target": 50},
        {"metric": "ratio: cell duration / bare spawn", "value": statistics.mean(duration) / bare_per_spawn, "unit": "x"},
    ]
    return {"cells": CELLS, "jobs": JOBS, "wall_s": round(wall, 3), "rows": rows}
