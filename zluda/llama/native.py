"""Record which test-backend-ops cases pass on a real NVIDIA GPU (run on the H200).

test-backend-ops runs its cases one at a time (-j 1 keeps each case's diagnostics on its
own line); the op space is split into shards by op-name regex (test-backend-ops' -o takes
regexes without parentheses) and the shards run as parallel processes on the one GPU, each within a deadline.
The result is one JSON: the device, the build, and every case's status and error, with each
shard's completeness, so the report can tell "fails here" from "fails everywhere".
"""

from __future__ import annotations

import os
import platform
import subprocess
import time
from pathlib import Path

from zluda.llama import backend_ops
from zluda.llama.backend_ops import scrub_paths

HEAVY = ("MUL_MAT", "MUL_MAT_ID", "FLASH_ATTN_EXT")
# test-backend-ops splits -o at commas and takes an entry holding "(" for a whole case
# name, so the rest of the ops is spelled without groups or lookahead: every op but the
# heavy ones, by first letters. Together the shards cover every op exactly once.
SHARDS = [f"^{op}$" for op in HEAVY] + [
    "^[A-EG-L]|^F[^L]|^FL[^A]|^FLA[^S]|^FLASH_ATTN_[^E]|^FLASH_ATTN_E[^X]|^FLASH_ATTN_EXT.",
    "^[N-Z]|^M[^U]|^MU[^L]|^MUL$|^MUL_[^M]|^MUL_M[^A]|^MUL_MA[^T]|^MUL_MAT_[^I]|^MUL_MAT_I[^D]|^MUL_MAT_ID.",
]


def _nvidia_smi() -> str:
    try:
        return subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"],
                              capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        return ""


def record(bin_dir: Path, out_dir: Path, env: dict, budget_s: float, backend: str = "CUDA0") -> dict:
    out_dir.mkdir(parents=True, exist_ok=True)
    deadline = time.monotonic() + budget_s
    procs = []
    for index, regex in enumerate(SHARDS):
        log = (out_dir / f"shard-{index}.txt").open("w")
        err = (out_dir / f"shard-{index}.stderr.txt").open("w")
        proc = subprocess.Popen([str(bin_dir / "test-backend-ops"), "-b", backend, "-o", regex],
                                stdout=log, stderr=err, env=env)
        procs.append((index, regex, proc, log, err))
    shards = []
    cases: dict[str, dict] = {}
    for index, regex, proc, log, err in procs:
        try:
            proc.wait(timeout=max(1.0, deadline - time.monotonic()))
            timed_out = False
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            timed_out = True
        log.close()
        err.close()
        text = (out_dir / f"shard-{index}.txt").read_text(errors="replace")
        stderr = (out_dir / f"shard-{index}.stderr.txt").read_text(errors="replace")
        report = backend_ops.parse(text)
        report.init_errors += backend_ops.init_errors(stderr)
        section = report.backend(backend)
        shards.append({"regex": regex, "exit_code": proc.returncode, "timed_out": timed_out,
                       "complete": report.complete, "counts": report.counts(backend),
                       "init_errors": report.init_errors[:5],
                       "stderr_tail": [scrub_paths(line) for line in stderr.splitlines()[-5:]] if proc.returncode else []})
        for case in section.cases if section else []:
            cases[case.name] = {"op": case.op, "status": case.status, "detail": case.detail}
        for _, message, line in report.orphan_errors:
            cases[f"unnamed case, shard {index} line {line}"] = {"op": "", "status": "fail", "detail": message}
    totals: dict[str, int] = {}
    for case in cases.values():
        totals[case["status"]] = totals.get(case["status"], 0) + 1
    return {"schema": "zluda-llama-native-backend-ops/1", "backend": backend, "gpu": _nvidia_smi(),
            "host": platform.node(), "budget_s": budget_s, "complete": all(s["complete"] for s in shards),
            "totals": totals, "shards": shards, "cases": cases}
