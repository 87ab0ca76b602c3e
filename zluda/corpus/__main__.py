"""python -m zluda.corpus {scan,build,run,build-run,rows,record,tarball,binaries,merge-native}: the steps of the HeCBench and
Rodinia workloads (workloads/hecbench, workloads/rodinia), of their recording on an NVIDIA
GPU (workloads/corpus/record_h200.sh) and of the summary (invoke corpus.summary)."""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

import yaml

from zluda.corpus import recipes, runner, scan, summary


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def cmd_scan(args) -> int:
    rows = [scan.propose(folder) for folder in sorted(args.source.glob(args.glob))]
    for row in rows:
        row["name"] = row["name"].removesuffix(args.strip)
    for row in rows:   # one line a program: the table reads as a table
        print("- " + yaml.safe_dump(row, default_flow_style=True, sort_keys=False, width=1000).strip())
    return 0


def cmd_build(args) -> int:
    suite = recipes.load(args.suite)
    record = runner.build_all(suite, args.source.resolve(), args.out.resolve(), args.programs or None,
                              jobs=args.jobs, runtime=args.runtime, nvcc=args.nvcc, log=_log,
                              timeout=args.timeout)
    built = sum(r["built"] for r in record["programs"].values())
    print(f"{suite.name}: built {built} of {len(record['programs'])} programs into {args.out}")
    return 0


def _last_line(argv: list[str]) -> str | None:
    try:
        lines = subprocess.run(argv, capture_output=True, text=True, timeout=60).stdout.strip().splitlines()
    except (OSError, subprocess.SubprocessError):
        return None
    return lines[-1] if lines else None


def describe_machine(launcher: str, jobs: int) -> dict:
    """Where the record was made: the card and driver (native runs), the CPU and the nvcc."""
    gpu = launcher == "native"
    return {"device": _last_line(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"]) if gpu
            else f"CPU backend on {platform.processor() or platform.machine()}, {os.cpu_count()} cores",
            "driver": _last_line(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"]) if gpu
            else None,
            "nvcc": _last_line(["nvcc", "--version"]), "jobs": jobs}


def cmd_run(args) -> int:
    suite = recipes.load(args.suite)
    record = runner.run_all(suite, args.build.resolve(), args.out.resolve(), args.launcher,
                            args.programs or None, jobs=args.jobs, timeout_scale=args.timeout_scale, log=_log,
                            extra=describe_machine(args.launcher, args.jobs), no_build=args.no_build)
    passed = sum(r["passed"] for r in record["runs"].values())
    print(f"{suite.name}: {passed} of {len(record['runs'])} programs passed ({args.launcher})")
    return 0


def cmd_build_run(args) -> int:
    suite = recipes.load(args.suite)
    record = runner.build_and_run_all(
        suite, args.source.resolve(), args.build.resolve(), args.out.resolve(), args.record.resolve(), args.launcher,
        args.programs or None, jobs=args.jobs, timeout_scale=args.timeout_scale, build_timeout=args.build_timeout,
        nvcc=args.nvcc, deadline=args.deadline, log=_log, extra=describe_machine(args.launcher, args.jobs))
    passed = sum(r["passed"] for r in record["runs"].values())
    print(f"{suite.name}: {len(record['builds'])} built, {passed} of {len(record['runs'])} programs passed "
          f"({args.launcher}) into {args.record}")
    return 0


def cmd_tarball(args) -> int:
    """The selected programs' folders at the pinned revision, from a clone: what the GPU
    machine (no network) builds from."""
    suite = recipes.load(args.suite)
    paths = sorted({str(Path(p.folder) / s) if s else p.folder
                    for p in suite.selected() for s in ("", *(f"../{x}" for x in p.siblings))})
    paths = sorted({os.path.normpath(p) for p in paths})
    args.out.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["git", "-C", str(args.clone), "archive", "--format=tar.gz", "-o", str(args.out.resolve()),
                           suite.revision, "--", *paths], capture_output=True, text=True)
    if done.returncode != 0:
        _log(f"corpus tarball: git archive failed: {done.stderr.strip()}")
        return 1
    print(f"wrote {args.out}: {len(paths)} folders of {suite.name} at {suite.revision[:12]}")
    return 0


def cmd_rows(args) -> int:
    """The run's per-program rows (api_rows.json) and the classified record of it."""
    suite = recipes.load(args.suite)
    record = summary.cpu_record([args.results])
    native = json.loads(summary.native_path(suite.name).read_text()) if summary.native_path(suite.name).is_file() else {}
    known = json.loads(summary.cpu_path(suite.name).read_text()) if summary.cpu_path(suite.name).is_file() else {}
    rows = summary.api_rows(suite, record, native, known)
    args.out.write_text(json.dumps(rows, indent=1) + "\n")
    (args.results / "record.json").write_text(json.dumps(record, indent=1) + "\n")
    unexpected = sum(r["verdict"] != "pass" and "baseline" not in r for r in rows)
    passed = sum(r["verdict"] == "pass" for r in rows)
    print(f"SUMMARY {suite.name}: {len(rows)} programs, {passed} passed, {unexpected} unexpected failures")
    return 0


def cmd_record(args) -> int:
    """Commits a CPU-backend run as the suite's record (workloads/<suite>/cpu/results.json)
    and rewrites workloads/corpus-summary.json."""
    record = summary.cpu_record(args.results)
    path = summary.cpu_path(args.suite)
    if args.merge and path.is_file():   # a rerun of some programs: the others keep their record
        old = json.loads(path.read_text())
        for key in ("builds", "runs"):
            record[key] = dict(sorted({**old.get(key, {}), **record[key]}.items()))
        programs = recipes.load(args.suite).programs
        for name, run in record["runs"].items():   # ... with the table's diagnosis as it is now
            program = programs.get(name)
            if not run.get("passed") and program is not None and program.diagnosis:
                run["cause"] = program.diagnosis
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record, indent=1) + "\n")
    numbers = summary.write()
    print(f"wrote {path} ({len(record['runs'])} runs) and {summary.SUMMARY_PATH}: {numbers['programs']} programs, "
          f"{numbers['h200_pass']} pass on the GPU, {numbers['zluda_pass']} here")
    return 0


def cmd_binaries(args) -> int:
    """build.json and every built program, relative to the build folder (a tar's list)."""
    suite = recipes.load(args.suite)
    built = json.loads((args.build / runner.BUILD_RECORD).read_text())["programs"]
    print(runner.BUILD_RECORD)
    for name, record in built.items():
        if record["built"] and name in suite.programs:
            print(os.path.normpath(Path(suite.programs[name].folder) / record["binary"]))
    return 0


def cmd_merge_native(args) -> int:
    """Merges a record of some programs on the GPU into the suite's nvidia/native.json."""
    path = summary.native_path(args.suite)
    try:
        new = json.loads(args.record.read_text())
        old = json.loads(path.read_text()) if path.is_file() else {}
    except (OSError, ValueError) as exc:
        _log(f"corpus merge-native: {exc}")
        return 1
    if old and new.get("revision") != old.get("revision"):
        _log(f"corpus merge-native: {args.record} is of revision {new.get('revision')}, {path} of {old.get('revision')}")
        return 1
    merged = {**old, **{k: v for k, v in new.items() if k not in ("builds", "runs")}}
    for key in ("builds", "runs"):
        merged[key] = dict(sorted({**old.get(key, {}), **new.get(key, {})}.items()))
    path.write_text(json.dumps(merged, indent=1) + "\n")
    print(f"{path}: {len(merged['runs'])} runs ({len(new.get('runs', {}))} from {args.record})")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m zluda.corpus", description=__doc__)
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("scan", help="propose recipe rows from a suite's sources (YAML on stdout)")
    p.add_argument("source", type=Path, help="the folder that holds the programs' folders")
    p.add_argument("--glob", default="*-cuda")
    p.add_argument("--strip", default="-cuda", help="suffix of a folder name that is not the program's name")
    p.set_defaults(func=cmd_scan)
    p = sub.add_parser("build", help="build a suite's selected programs")
    p.add_argument("suite", choices=recipes.SUITES)
    p.add_argument("--source", type=Path, default=Path("."), help="the suite's checkout (default: here)")
    p.add_argument("--out", type=Path, required=True, help="folder that receives the builds")
    p.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1)
    p.add_argument("--runtime", default=recipes.DEFAULT_RUNTIME, choices=sorted(recipes.RUNTIME_FLAGS))
    p.add_argument("--nvcc", default="nvcc")
    p.add_argument("--timeout", type=float, default=runner.BUILD_TIMEOUT, help="seconds for one program's build")
    p.add_argument("--programs", nargs="+", metavar="NAME", help="these programs only (default: every selected one)")
    p.set_defaults(func=cmd_build)
    p = sub.add_parser("run", help="run a suite's built programs, each with its own time limit")
    p.add_argument("suite", choices=recipes.SUITES)
    p.add_argument("--build", type=Path, required=True, help="the folder `build` wrote")
    p.add_argument("--out", type=Path, required=True, help="folder that receives outputs and results.json")
    p.add_argument("--launcher", choices=["native", "zluda"], default="zluda")
    p.add_argument("--jobs", "-j", type=int, default=1)
    p.add_argument("--timeout-scale", type=float, default=1.0, help="multiplies every program's time limit")
    p.add_argument("--no-build", action="store_true",
                   help="zluda run fails instead of building stale libraries (a matrix cell, read-only build folder)")
    p.add_argument("--programs", nargs="+", metavar="NAME", help="these programs only (default: every selected one)")
    p.set_defaults(func=cmd_run)
    p = sub.add_parser("build-run", help="build and run each program in turn, many at a time (the GPU record)")
    p.add_argument("suite", choices=recipes.SUITES)
    p.add_argument("--source", type=Path, default=Path("."), help="the suite's checkout (default: here)")
    p.add_argument("--build", type=Path, required=True, help="folder that receives the builds")
    p.add_argument("--out", type=Path, required=True, help="folder that receives each program's output")
    p.add_argument("--record", type=Path, required=True, help="the record (a run's results.json) to write")
    p.add_argument("--launcher", choices=["native", "zluda"], default="native")
    p.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1)
    p.add_argument("--timeout-scale", type=float, default=1.0, help="multiplies every program's time limit")
    p.add_argument("--build-timeout", type=float, default=runner.BUILD_TIMEOUT, help="seconds for one build")
    p.add_argument("--deadline", type=float, help="start no program after this many seconds")
    p.add_argument("--nvcc", default="nvcc")
    p.add_argument("--programs", nargs="+", metavar="NAME", help="these programs only (default: every selected one)")
    p.set_defaults(func=cmd_build_run)
    p = sub.add_parser("tarball", help="the selected programs' folders at the pinned revision, as a tar.gz")
    p.add_argument("suite", choices=recipes.SUITES)
    p.add_argument("--clone", type=Path, required=True, help="a clone (or mirror) holding the pinned revision")
    p.add_argument("--out", type=Path, required=True)
    p.set_defaults(func=cmd_tarball)
    p = sub.add_parser("rows", help="per-program rows (api_rows.json) of a run through the CPU backend")
    p.add_argument("suite", choices=recipes.SUITES)
    p.add_argument("--results", type=Path, required=True, help="the folder `run` wrote")
    p.add_argument("--out", type=Path, required=True, help="the api_rows.json to write")
    p.set_defaults(func=cmd_rows)
    p = sub.add_parser("record", help="make runs through the CPU backend the suite's committed record")
    p.add_argument("suite", choices=recipes.SUITES)
    p.add_argument("results", type=Path, nargs="+", help="folders `run --launcher zluda` wrote (later ones win)")
    p.add_argument("--merge", action="store_true",
                   help="keep the committed record of the programs these folders did not run")
    p.set_defaults(func=cmd_record)
    p = sub.add_parser("binaries", help="build.json and the built programs, relative to the build folder")
    p.add_argument("suite", choices=recipes.SUITES)
    p.add_argument("--build", type=Path, required=True)
    p.set_defaults(func=cmd_binaries)
    p = sub.add_parser("merge-native", help="merge a GPU record of some programs into nvidia/native.json")
    p.add_argument("suite", choices=recipes.SUITES)
    p.add_argument("record", type=Path)
    p.set_defaults(func=cmd_merge_native)
    args = ap.parse_args(argv)
    if getattr(args, "programs", None):   # ZLUDA_CORPUS_PROGRAMS may separate names by commas too
        args.programs = [name for item in args.programs for name in item.split(",") if name]
    try:
        return args.func(args)
    except recipes.RecipeError as exc:
        _log(f"corpus: {exc}")
        return 2


if __name__ == "__main__":
    sys.exit(main())
