"""The corpus results table: per program, whether it builds, passes on the NVIDIA GPU
(workloads/<suite>/nvidia/native.json), passes through the CPU backend
(workloads/<suite>/cpu/results.json, made from a run by `cpu_record`), the first failing
API call or PTX instruction and the times; the grouped causes; and the numbers of
workloads/corpus-summary.json."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from zluda.corpus import classify, recipes

SUMMARY_PATH = recipes.WORKLOADS_DIR / "corpus-summary.json"


def native_path(suite: str) -> Path:
    return recipes.WORKLOADS_DIR / suite / "nvidia" / "native.json"


def cpu_path(suite: str) -> Path:
    return recipes.WORKLOADS_DIR / suite / "cpu" / "results.json"


def _load(path: Path) -> dict:
    return json.loads(path.read_text()) if path.is_file() else {}


def cpu_record(results_dirs: list[Path]) -> dict:
    """A CPU-backend run (one or more folders written by `python -m zluda.corpus run
    --launcher zluda`) as the committed record: per program its verdict, time and, when it
    failed, its first failure and cause (the table's hand-made diagnosis where it has one);
    later folders win."""
    record: dict = {"schema_version": 1, "builds": {}, "runs": {}}
    for folder in results_dirs:
        results = json.loads((folder / "results.json").read_text())
        suite = recipes.load(results["suite"]) if results.get("suite") in recipes.SUITES else None
        for key in ("suite", "revision", "device", "nvcc"):
            record[key] = results.get(key)
        record["builds"].update({name: {"built": b["built"], "seconds": b.get("seconds"),
                                        **({"log": b["log"][-600:]} if not b["built"] else {})}
                                 for name, b in results["builds"].items()})
        for name, run in results["runs"].items():
            stderr_file = folder / name / "stderr.txt"
            stderr = stderr_file.read_text(errors="replace") if stderr_file.is_file() else run.get("stderr", "")
            entry = {k: run[k] for k in ("passed", "why", "exit_code", "seconds", "timeout", "args") if k in run}
            program = suite.programs.get(name) if suite else None
            stdout_file = folder / name / "stdout.txt"
            if program is not None and stdout_file.is_file():   # judged by the table as it is now
                entry["passed"], entry["why"] = recipes.verdict(program, run["exit_code"],
                                                                stdout_file.read_text(errors="replace"))
                run = {**run, **entry}
            entry.update(classify.classify(run, stderr, folder / name / "trace" / "calls.jsonl"))
            if not run["passed"] and program is not None and program.diagnosis:
                entry["cause"] = program.diagnosis
            record["runs"][name] = entry
    record["builds"] = dict(sorted(record["builds"].items()))
    record["runs"] = dict(sorted(record["runs"].items()))
    return record


def program_rows(suite: recipes.Suite, native: dict, cpu: dict) -> list[dict]:
    rows = []
    for program in suite.programs.values():
        row = {"suite": suite.name, "program": program.name}
        if not program.selected:
            rows.append({**row, "excluded": program.excluded})
            rows[-1]["cause"] = "left out: " + program.excluded.split(" (")[0]
            continue
        gpu_build, gpu_run = native.get("builds", {}).get(program.name), native.get("runs", {}).get(program.name)
        here_build, here_run = cpu.get("builds", {}).get(program.name), cpu.get("runs", {}).get(program.name)
        row["builds"] = (gpu_build or here_build or {}).get("built")
        row["gpu_pass"] = gpu_run["passed"] if gpu_run else None
        row["gpu_seconds"] = gpu_run["seconds"] if gpu_run else None
        row["gpu_why"] = gpu_run["why"] if gpu_run else None
        row["cpu_pass"] = here_run["passed"] if here_run else None
        row["cpu_seconds"] = here_run["seconds"] if here_run else None
        if here_build is not None and not here_build["built"]:
            row["first_failure"], row["cause"] = "does not build", "does not build"
        elif here_run and not here_run["passed"]:
            # the table's diagnosis as it is now: a cause found by hand after the run was recorded
            row["first_failure"], row["cause"] = here_run.get("first_failure"), program.diagnosis or here_run.get("cause")
        elif here_run is None and gpu_run and not gpu_run["passed"]:
            row["first_failure"] = f"on the GPU: {gpu_run['why']}"
        rows.append(row)
    return rows


def all_rows() -> list[dict]:
    rows = []
    for name in recipes.SUITES:
        rows += program_rows(recipes.load(name), _load(native_path(name)), _load(cpu_path(name)))
    return rows


def summarize(rows: list[dict]) -> dict:
    """The numbers of corpus-summary.json. `programs`: the selected ones (the table's);
    `zluda_pass_of_gpu_pass`: of those that pass on the GPU, how many pass here."""
    def counts(mine: list[dict]) -> dict:
        selected = [r for r in mine if "excluded" not in r]
        gpu_passing = [r for r in selected if r.get("gpu_pass")]
        return {"programs": len(selected), "excluded": len(mine) - len(selected),
                "built": sum(bool(r.get("builds")) for r in selected),
                "h200_recorded": sum(r.get("gpu_pass") is not None for r in selected),
                "h200_pass": len(gpu_passing),
                "zluda_run": sum(r.get("cpu_pass") is not None for r in selected),
                "zluda_pass": sum(bool(r.get("cpu_pass")) for r in selected),
                "zluda_pass_of_h200_pass": sum(bool(r.get("cpu_pass")) for r in gpu_passing)}

    whole = counts(rows)
    causes = Counter(classify.cause_group(r["cause"]) for r in rows if r.get("cause") and "excluded" not in r)
    left_out = Counter(r["cause"] for r in rows if "excluded" in r)
    return {"schema_version": 1, **whole,
            "by_suite": {suite: counts([r for r in rows if r["suite"] == suite])
                         for suite in dict.fromkeys(r["suite"] for r in rows)},
            "causes": dict(causes.most_common()), "left_out": dict(left_out.most_common())}


def _mark(value) -> str:
    return {True: "yes", False: "no", None: "-"}[value]


def _seconds(value) -> str:
    return "-" if value is None else f"{value:.1f} s"


def markdown(rows: list[dict], summary: dict, gpu: str) -> str:
    lines = [f"{summary['programs']} programs selected ({summary['excluded']} left out), "
             f"{summary['built']} build, {summary['h200_pass']} of {summary['h200_recorded']} recorded pass on the "
             f"{gpu}, {summary['zluda_pass']} of {summary['zluda_run']} run pass on the CPU backend "
             f"({summary['zluda_pass_of_h200_pass']} of those that pass on the GPU).", "",
             "| cause | programs |", "|---|---|"]
    lines += [f"| {cause} | {n} |" for cause, n in summary["causes"].items()]
    lines += ["", f"| suite | program | builds | passes on the {gpu} | passes here | first failure | "
                  "time here | time on the GPU | cause |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "excluded" in r:
            continue
        lines.append(f"| {r['suite']} | {r['program']} | {_mark(r.get('builds'))} | {_mark(r.get('gpu_pass'))} | "
                     f"{_mark(r.get('cpu_pass'))} | {(r.get('first_failure') or '').replace('|', '/')} | "
                     f"{_seconds(r.get('cpu_seconds'))} | {_seconds(r.get('gpu_seconds'))} | "
                     f"{(r.get('cause') or '').replace('|', '/')} |")
    lines += ["", "| left out because | programs |", "|---|---|"]
    lines += [f"| {cause.removeprefix('left out: ')} | {n} |" for cause, n in summary["left_out"].items()]
    return "\n".join(lines) + "\n"


def api_rows(suite: recipes.Suite, cpu: dict, native: dict, known: dict) -> list[dict]:
    """One row per program of a run (lib: the suite, fn: the program), the way a workload
    reports its own rows: a failure that the committed record (`known`, the last recorded
    CPU run) or the GPU itself has is the row's baseline, so only a new failure is
    unexpected."""
    rows = []
    for name, run in cpu.get("runs", {}).items():
        gpu = native.get("runs", {}).get(name)
        detail = f"{_seconds(run['seconds'])} here"
        if gpu:
            detail += f", {_seconds(gpu['seconds'])} on the GPU"
        row = {"lib": suite.name, "fn": name, "calls": 1, "verdict": "pass" if run["passed"] else "fail",
               "corpus": {"builds": True, "gpu_pass": gpu["passed"] if gpu else None,
                          "gpu_seconds": gpu["seconds"] if gpu else None, "cpu_seconds": run["seconds"],
                          "first_failure": run.get("first_failure"), "cause": run.get("cause")}}
        if not run["passed"]:
            detail = f"{run.get('first_failure') or run['why']} ({detail})"
            if gpu and not gpu["passed"]:
                row["baseline"] = f"fails on the GPU too: {gpu['why']}"
            elif name in known.get("runs", {}) and not known["runs"][name]["passed"]:
                row["baseline"] = known["runs"][name].get("cause") or known["runs"][name]["why"]
        row["detail"] = detail
        rows.append(row)
    for name, build in cpu.get("builds", {}).items():
        if not build["built"]:
            gpu_build = native.get("builds", {}).get(name)
            row = {"lib": suite.name, "fn": name, "calls": 0, "verdict": "fail", "detail": "does not build",
                   "corpus": {"builds": False, "gpu_pass": None, "gpu_seconds": None, "cpu_seconds": None,
                              "first_failure": "does not build", "cause": "does not build"}}
            if gpu_build is not None and not gpu_build["built"]:
                row["baseline"] = "does not build on the GPU machine either"
            rows.append(row)
    return rows


def write(rows: list[dict] | None = None) -> dict:
    """Rewrites workloads/corpus-summary.json from the committed records."""
    rows = all_rows() if rows is None else rows
    summary = summarize(rows)
    summary["gpu"] = next((_load(native_path(s)).get("device") for s in recipes.SUITES
                           if _load(native_path(s)).get("device")), None)
    SUMMARY_PATH.write_text(json.dumps(summary, indent=1) + "\n")
    return summary
