"""`invoke bench --suite corpus`: every corpus program's wall time through the CPU backend
beside its recorded time on the NVIDIA GPU (workloads/<suite>/nvidia/native.json).

A program's ratio is its whole run here (`zluda run`, process start to exit) over its whole
native run on the GPU, both as `python -m zluda.corpus run` times them. A program that ran
out of its time limit here has the limit over the GPU's time as its ratio, a lower bound
(`"lower_bound": true`). The goals (issue 28) count the programs that pass on the GPU:
  - every one of them finishes here within its cell limit (its recipe's `timeout`);
  - none takes more than GOAL_RATIO times its GPU time (over those that pass here or ran
    out of time here: a program that crashes early says nothing about speed; one that ran
    out of time with its limit within GOAL_RATIO of the GPU's time is undecided).
A program whose two records name different arguments (`args`, written by the runner) has
no ratio: the times are of different work.

Two ways to get the times:
  - `invoke bench --suite corpus --recorded`: from the committed CPU-backend records
    (workloads/<suite>/cpu/results.json, written by `python -m zluda.corpus record`), so the
    committed bench JSON follows a recorded corpus run;
  - `invoke bench --suite corpus --programs adam,lud`: builds (into the build folder, kept
    for the next run) and runs the named programs here, one at a time so that no program's
    time includes another's load; without `--programs`, every selected program of both
    suites, which takes hours on two cores.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import tempfile
from pathlib import Path

from zluda import paths
from zluda.corpus import recipes, runner, summary
from zluda.platform import workloads

GOAL_RATIO = 100.0   # issue 28: no corpus program more than 100x its GPU time


class BenchError(RuntimeError):
    pass


def program_rows(suite: str, cpu: dict, native: dict) -> list[dict]:
    """One row per program run here: its time, the GPU's, the ratio and both verdicts."""
    rows = []
    gpu_runs = native.get("runs", {})
    for name, here in sorted(cpu.get("runs", {}).items()):
        gpu = gpu_runs.get(name)
        timed_out = here.get("exit_code") is None and here.get("why") == "timed out"
        row = {"metric": f"{suite}/{name}", "suite": suite, "program": name, "unit": "x",
               "zluda_s": here["seconds"], "gpu_s": gpu["seconds"] if gpu else None,
               "passed_here": here["passed"], "passed_gpu": gpu["passed"] if gpu else None,
               "timed_out": timed_out, "timeout_s": here.get("timeout"), "why_here": here.get("why")}
        if gpu is None or not gpu["seconds"]:
            row.update(value=None, note="not recorded on the GPU")
        elif "args" in here and "args" in gpu and here["args"] != gpu["args"]:
            row.update(value=None, note=f"run with other arguments here ({' '.join(here['args'])}) than on the GPU "
                                        f"({' '.join(gpu['args'])})")
        else:
            here_s = max(here["seconds"], here.get("timeout") or 0) if timed_out else here["seconds"]
            row["value"] = round(here_s / gpu["seconds"], 3)
            if timed_out:
                row["lower_bound"] = True
        rows.append(row)
    return rows


def goal_rows(rows: list[dict]) -> list[dict]:
    """The issue's two goals as counts (target: fewer than one, i.e. none) and the spread of
    the ratios. `of` is how many programs the count is taken over."""
    gpu_passing = [r for r in rows if r["passed_gpu"]]
    over_limit = [r for r in gpu_passing if r["timed_out"]]
    timed = [r for r in gpu_passing if r["value"] is not None and (r["passed_here"] or r["timed_out"])]
    too_slow = [r for r in timed if r["value"] > GOAL_RATIO]
    # ran out of time, but the limit is within GOAL_RATIO of the GPU's time: not known
    undecided = [r for r in timed if r.get("lower_bound") and r["value"] <= GOAL_RATIO]
    both_pass = [r["value"] for r in gpu_passing if r["passed_here"] and r["value"] is not None]
    out = [
        {"metric": "programs that pass on the GPU and ran out of their cell limit here (goal: none)",
         "value": len(over_limit), "unit": "programs", "target": 1, "of": len(gpu_passing), "goal": True,
         "programs": [r["metric"] for r in over_limit]},
        {"metric": f"programs that pass on the GPU and take more than {GOAL_RATIO:g}x their GPU time here "
                   "(goal: none)",
         "value": len(too_slow), "unit": "programs", "target": 1, "of": len(timed), "goal": True,
         "programs": [r["metric"] for r in too_slow], "undecided": len(undecided)},
    ]
    if both_pass:
        out += [
            {"metric": f"programs that pass in both places: geometric mean of the ratios ({len(both_pass)} programs)",
             "value": round(math.exp(statistics.fmean(math.log(v) for v in both_pass)), 3), "unit": "x"},
            {"metric": "programs that pass in both places: median ratio", "value": round(statistics.median(both_pass), 3),
             "unit": "x"},
            {"metric": "programs that pass in both places: largest ratio", "value": max(both_pass), "unit": "x"},
        ]
    return out


def from_records(cpu_records: dict[str, dict], native_records: dict[str, dict]) -> dict:
    """The suite's result from per-suite CPU-backend records and GPU records."""
    rows, sources = [], {}
    for suite in sorted(cpu_records):
        cpu, native = cpu_records[suite], native_records.get(suite, {})
        if native and cpu.get("revision") and native.get("revision") != cpu["revision"]:
            raise BenchError(f"{suite}: the run here is of revision {cpu['revision']}, the GPU's record "
                                   f"({summary.native_path(suite)}) of {native.get('revision')}")
        rows += program_rows(suite, cpu, native)
        sources[suite] = {"revision": cpu.get("revision"), "device_here": cpu.get("device"),
                          "gpu": native.get("device")}
    if not rows:
        raise BenchError("no corpus program was run")
    return {"rows": goal_rows(rows) + rows, "suites": sources, "goal_ratio": GOAL_RATIO}


def _committed(path: Path) -> dict:
    return json.loads(path.read_text()) if path.is_file() else {}


def recorded() -> dict:
    """From the committed records of every suite that has a CPU-backend one."""
    cpu = {s: _committed(summary.cpu_path(s)) for s in recipes.SUITES}
    cpu = {s: record for s, record in cpu.items() if record.get("runs")}
    native = {s: _committed(summary.native_path(s)) for s in cpu}
    result = from_records(cpu, native)
    result["recorded_from"] = [str(summary.cpu_path(s).relative_to(paths.REPO_ROOT)) for s in sorted(cpu)]
    return result


def select(names: list[str] | None) -> dict[str, list[str] | None]:
    """suite -> the programs to run (None: every selected one). A name is `suite/program`
    or a program's name, looked up in every suite."""
    suites = {s: recipes.load(s) for s in recipes.SUITES}
    if not names:
        return {s: None for s in suites}
    chosen: dict[str, list[str] | None] = {}
    for name in names:
        suite, _, program = name.rpartition("/")
        holders = [suite] if suite else [s for s, table in suites.items() if program in table.programs]
        if suite and suite not in suites:
            raise BenchError(f"--programs: {name!r}: no suite {suite!r}; known: {', '.join(suites)}")
        if not holders or program not in suites[holders[0]].programs:
            raise BenchError(f"--programs: no corpus program {name!r}")
        if len(holders) > 1:
            raise BenchError(f"--programs: {program!r} is in {' and '.join(holders)}: name it as suite/program")
        table = suites[holders[0]]
        if not table.programs[program].selected:
            raise BenchError(f"--programs: {name!r} is left out of the corpus: {table.programs[program].excluded}")
        chosen.setdefault(holders[0], []).append(program)
    return chosen


def _checkout(suite: str, given: str | None) -> Path:
    if given:
        folder = Path(given).resolve()
        if not folder.is_dir():
            raise BenchError(f"--source {given}: not a folder")
        return folder
    try:
        return workloads.resolve_source(workloads.load_own(recipes.WORKLOADS_DIR, suite))
    except RuntimeError as exc:   # the clone: no network, no mirror (docs/corpus.md)
        raise BenchError(f"{suite}: no checkout of its sources ({exc.args[0].splitlines()[0]}); "
                         "pass one with --source") from None


def run_here(names: list[str] | None, source: str | None = None) -> dict:
    """Builds and runs the chosen programs through `zluda run`, one at a time; `source` is
    a checkout of the suite's pinned revision (default: cloned into the cache)."""
    cpu, native = {}, {}
    chosen = select(names)
    if source and len(chosen) > 1:
        raise BenchError(f"--source is one suite's checkout; --programs names programs of {' and '.join(chosen)}")
    with tempfile.TemporaryDirectory(prefix="zluda-bench-corpus-") as tmp:
        for suite, programs in chosen.items():
            table = recipes.load(suite)
            checkout = _checkout(suite, source)
            build = paths.build_dir() / "bench" / "corpus" / suite
            runner.build_all(table, checkout, build, programs, jobs=os.cpu_count() or 1)
            out = Path(tmp) / suite
            runner.run_all(table, build, out, "zluda", programs, jobs=1,
                           extra={"device": f"CPU backend, {os.cpu_count()} cores"})
            cpu[suite] = summary.cpu_record([out])
            native[suite] = _committed(summary.native_path(suite))
    return from_records(cpu, native)


def corpus(programs: str | None = None, recorded_only: bool = False, source: str | None = None) -> dict:
    """`invoke bench --suite corpus [--programs a,b] [--source DIR] [--recorded]`."""
    if recorded_only:
        if programs or source:
            raise BenchError("--recorded reads every committed record: it takes no --programs or --source")
        result = recorded()
    else:
        result = run_here([p.strip() for p in programs.split(",") if p.strip()] if programs else None, source)
        result.update(cpus=os.cpu_count(), load_average=os.getloadavg())
    return result
