"""`invoke matrix` and `invoke report --merge`: plan, run, render, and say how it went.

The run folder is reports/<run-id>/ and reports/latest points at the newest one from the
moment a run starts, so `--resume` finds it after any interruption. run.json, written
first, records the options and the planned cells; a resumed run replays those options.
When the report is rendered, run.json records `finished`: `--resume` refuses such a run, so
a run killed before it wrote run.json is never mistaken for the previous, finished one.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import signal
import sys
import threading
import time
from datetime import datetime, timezone
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from zluda import paths
from zluda.cli import UsageParser
from zluda.images import specs
from zluda.platform import atomic, config, environment, executors, matrix, report, runningcells
from zluda.platform.runner import CellRunner, now_iso
from zluda.platform.workloads import resolve_source

# a run id names a folder directly under reports/: a name, never a path
RUN_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")
LATEST = "latest"  # the link to the newest run
OPTION_KEYS = ("matrix", "workloads", "image", "backend", "workload", "rocm", "shard")
STYLE = {"pass": "green", "fail": "red", "crash": "magenta", "timeout": "dark_orange", "flake": "yellow",
         "expected-fail": "grey62", "unsupported": "grey50", "skip": "grey50", "unexpected-pass": "blue"}


class UsageError(Exception):
    pass


def default_matrix() -> Path:
    return paths.REPO_ROOT / "matrix.yaml"


def default_reports() -> Path:
    return paths.REPO_ROOT / "reports"


def new_run_id(shard: str | None) -> str:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    suffix = f"-shard{shard.replace('/', 'of')}" if shard else ""
    return f"{stamp}-{secrets.token_hex(2)}{suffix}"


def check_run_id(run_id: str | None, *, new: bool) -> None:
    if run_id is None:
        return
    if not RUN_ID.fullmatch(run_id):
        raise UsageError(f"--run-id {run_id!r}: a run id is a folder name under the reports folder, not a path "
                         f"(letters, digits, '.', '_', '-'; at most 128, starting with a letter or digit)")
    if new and run_id == LATEST:
        raise UsageError(f"--run-id {LATEST}: that name is the link to the newest run; choose another")


def _split(value) -> list[str] | None:
    if not value:
        return None
    items = value if isinstance(value, (list, tuple)) else [value]
    return [part.strip() for item in items for part in str(item).split(",") if part.strip()]


def _plan(options: dict) -> tuple[matrix.Matrix, list[matrix.Cell]]:
    loaded = matrix.load(options["matrix"], options.get("workloads"))
    images = _split(options.get("image"))
    if options.get("rocm"):
        images = (images or []) + [f"rocm-{options['rocm']}"]
        known = {image.name for image in loaded.images}
        for name in images:
            if name not in known:  # ask for a ROCm image the matrix does not list: run it anyway
                loaded.images.append(matrix.Image(name, "docker"))
    cells = matrix.plan(loaded, images=images, backends_=_split(options.get("backend")),
                        workloads=_split(options.get("workload")), shard=options.get("shard"))
    return loaded, cells


def run_matrix(*, matrix_path=None, workloads=None, image=None, backend=None, workload=None, rocm=None,
               jobs=None, resume=False, shard=None, baseline=None, reports_dir=None, run_id=None,
               console: Console | None = None, progress_every_s: float = runningcells.PROGRESS_EVERY_S) -> int:
    """Returns the exit status: 0 when every result is one the baseline expects. Off a
    terminal, a line every `progress_every_s` seconds names the running cells."""
    console = console or Console(stderr=True, highlight=False)
    reports_root = Path(reports_dir or default_reports()).resolve()
    started_clock = time.perf_counter()
    try:
        check_run_id(run_id, new=not resume)
        jobs = _check_options(jobs=jobs, rocm=rocm, baseline=baseline, reports_root=reports_root)
        if resume:
            run_dir, meta = _resumable(reports_root, run_id)
            options = meta["options"]
            console.print(f"resuming run {meta['run_id']} ({run_dir})")
        else:
            options = {"matrix": str(Path(matrix_path or default_matrix()).resolve()),
                       "workloads": str(Path(workloads).resolve()) if workloads else None,
                       "image": image, "backend": backend, "workload": workload, "rocm": rocm, "shard": shard}
            meta = None
        loaded, cells = _plan(options)
    except (config.ConfigError, ValueError, FileNotFoundError, UsageError) as exc:
        console.print(f"[red]error:[/red] {exc}", markup=True, highlight=False, soft_wrap=True)
        return 2
    if meta is not None and [c.id for c in cells] != meta["cells"]:
        console.print("[red]error:[/red] the matrix changed since this run started; the planned cells differ "
                      "(start a new run instead of --resume)")
        return 2
    if meta is None:
        rid = run_id or new_run_id(shard)
        run_dir = reports_root / rid
        if run_dir.exists():
            console.print(f"[red]error:[/red] run {rid} already exists in {reports_root} (use --resume)")
            return 2
        meta = {"run_id": rid, "started": now_iso(), "matrix": options["matrix"], "options": options,
                "cells": [c.id for c in cells]}
        atomic.write_json(run_dir / "run.json", meta)
    atomic.symlink(run_dir.name, reports_root / LATEST)
    for item in loaded.workloads:
        try:
            resolve_source(item)
        except (OSError, RuntimeError) as exc:
            item.problems.append(str(exc))
    env = environment.gather()
    # the executor plugins (Docker) register here, once, before the cells' threads look
    # them up: a thread that asked while another was still importing one found it missing
    executors.registry()

    with Progress(TextColumn("[bold]matrix[/bold] {task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console, transient=False) as progress:
        task = progress.add_task("", total=len(cells))
        tally: dict[str, int] = {}
        running = runningcells.RunningCells(len(cells))

        def describe() -> str:
            counts = " ".join(f"[{STYLE.get(v, 'white')}]{v} {n}[/]" for v, n in sorted(tally.items()))
            return " ".join(filter(None, [counts, running.running()]))

        def on_start(cell) -> None:
            running.start(cell.id)
            progress.update(task, description=describe())

        def on_done(result: dict) -> None:
            verdict = result["verdict"]
            tally[verdict] = tally.get(verdict, 0) + 1
            running.finish(result["cell"], verdict)
            if verdict != "pass" and not result.get("resumed"):
                style = STYLE.get(verdict, "white")
                mark = " [bold red]UNEXPECTED[/bold red]" if result["unexpected"] else ""
                progress.console.print(f"  [{style}]{verdict:>15}[/{style}] {result['cell']}{mark}"
                                       f"  [grey50]{(result['reason'] or '')[:160]}[/grey50]", highlight=False, soft_wrap=True)
            progress.update(task, advance=1, description=describe())

        in_main = threading.current_thread() is threading.main_thread()  # signals only work there
        previous = signal.signal(signal.SIGTERM, _raise_interrupt) if in_main else None
        # a terminal redraws the bar (and its running cells); a log gets a line now and then
        heartbeat = runningcells.Heartbeat(
            running, lambda line: progress.console.print(line, highlight=False, soft_wrap=True, markup=False),
            progress_every_s) if not console.is_terminal else contextlib.nullcontext()
        try:
            with heartbeat:
                results = CellRunner(run_dir, env, on_done, on_start).run(cells, jobs)
        except KeyboardInterrupt:
            progress.stop()
            console.print(f"[yellow]interrupted[/yellow]: {len(list(_finished(run_dir)))} of "
                          f"{len(cells)} cells finished; `invoke matrix --resume` runs the rest")
            return 130
        finally:
            if in_main:
                signal.signal(signal.SIGTERM, previous)

    run = report.assemble(meta, results, env, now_iso())
    baseline_run = _baseline(baseline, reports_root, meta["run_id"], console)
    report.render(run_dir, run, reports_root, baseline_run)
    atomic.symlink(run_dir.name, reports_root / LATEST)
    atomic.write_json(run_dir / "run.json", {**meta, "finished": now_iso()})
    return _final_line(console, run, run_dir, time.perf_counter() - started_clock)


def _check_options(*, jobs, rocm, baseline, reports_root: Path) -> int:
    """Usage errors, found before anything is created; returns the number of jobs."""
    if jobs is None:
        jobs = os.cpu_count() or 1
    try:
        jobs = int(jobs)
    except ValueError:
        raise UsageError(f"--jobs {jobs!r}: expected a whole number of cells at a time, e.g. 2") from None
    if jobs < 1:
        raise UsageError(f"--jobs {jobs}: at least 1 cell must run at a time")
    if rocm:
        if str(rocm) not in specs.ROCM_VERSIONS:
            raise UsageError(f"--rocm {rocm}: no such ROCm image (known: {', '.join(specs.ROCM_VERSIONS)})")
    if baseline:
        try:
            report.load_run(baseline, reports_root)
        except (OSError, ValueError) as exc:
            raise UsageError(f"--baseline: {exc}") from None
    return jobs


def _raise_interrupt(signum, frame):
    raise KeyboardInterrupt


def _finished(run_dir: Path):
    return (p for p in (run_dir / "cells").glob("*/result.json") if not p.parent.name.endswith(".partial"))


def _baseline(ref, reports_root: Path, run_id: str, console: Console) -> dict | None:
    if ref:
        try:
            return report.load_run(ref, reports_root)
        except (OSError, ValueError) as exc:
            console.print(f"[yellow]warning:[/yellow] {exc}; no regressions/fixes section")
            return None
    return report.default_baseline(reports_root, run_id)


def _resumable(reports_root: Path, run_id: str | None) -> tuple[Path, dict]:
    run_dir = reports_root / (run_id or LATEST)
    if not (run_dir / "run.json").is_file():
        raise UsageError(f"nothing to resume: no run.json in {run_dir}")
    run_dir = run_dir.resolve()
    try:
        meta = json.loads((run_dir / "run.json").read_text())
    except (OSError, ValueError) as exc:
        raise UsageError(f"{run_dir / 'run.json'}: unreadable ({exc}); start a new run") from None
    if meta.get("merged_from") or not meta.get("options", {}).get("matrix"):
        raise UsageError(f"{run_dir.name} is a merged report, not a run: there is nothing to resume")
    if meta.get("finished"):
        which = f"run {run_dir.name}" if run_id else f"the latest run, {run_dir.name},"
        raise UsageError(f"nothing to resume: {which} finished at {meta['finished']} (report: "
                         f"{run_dir / 'index.html'}); a run interrupted before it wrote its run.json left "
                         f"nothing to resume: start it again without --resume")
    return run_dir, meta


def _final_line(console: Console, run: dict, run_dir: Path, seconds: float) -> int:
    summary = run["summary"]
    parts = ", ".join(f"{n} {v}" for v, n in summary["counts"].items())
    # cells and API rows alike, as junit.xml counts them
    unexpected = summary["unexpected"] + summary.get("unexpected_api", [])
    try:
        shown = run_dir.relative_to(Path.cwd())
    except ValueError:
        shown = run_dir
    verdict = f"[bold red]{len(unexpected)} unexpected[/bold red]" if unexpected else "[green]0 unexpected[/green]"
    console.print(f"zluda matrix: {summary['total']} cells in {seconds:.1f} s: {parts or 'none'}; {verdict}. "
                  f"Report: {shown}/index.html", highlight=False, soft_wrap=True)
    for item in unexpected:
        console.print(f"  unexpected: {item}", highlight=False)
    return 1 if unexpected else 0


def merge_reports(dirs: list[str], *, reports_dir=None, run_id=None, baseline=None,
                  console: Console | None = None) -> int:
    console = console or Console(stderr=True, highlight=False)
    reports_root = Path(reports_dir or default_reports()).resolve()
    try:
        check_run_id(run_id, new=True)
    except UsageError as exc:
        console.print(f"[red]error:[/red] {exc}", markup=True, highlight=False, soft_wrap=True)
        return 2
    sources = [Path(d) for d in dirs]
    missing = [str(d) for d in sources if not (d / "cells").is_dir()]
    if missing:
        console.print(f"[red]error:[/red] not a run folder (no cells/): {', '.join(missing)}")
        return 2
    rid = run_id or new_run_id(None) + "-merged"
    out_dir = reports_root / rid
    started = time.perf_counter()
    try:
        run = report.merge(sources, out_dir, rid)
    except ValueError as exc:
        console.print(f"[red]error:[/red] {exc}")
        return 2
    atomic.write_json(out_dir / "run.json", {"run_id": rid, "started": run["started"], "options": {},
                                             "merged_from": run["merged_from"], "cells": [c["cell"] for c in run["cells"]]})
    report.render(out_dir, run, reports_root, _baseline(baseline, reports_root, rid, console))
    atomic.symlink(out_dir.name, reports_root / LATEST)
    return _final_line(console, run, out_dir, time.perf_counter() - started)


def main(argv: list[str] | None = None) -> int:
    """`python -m zluda.platform matrix|report ...` (the same as the invoke tasks)."""
    parser = UsageParser(prog="python -m zluda.platform")
    sub = parser.add_subparsers(dest="command", required=True)
    m = sub.add_parser("matrix")
    for flag in ("--matrix", "--workloads", "--image", "--backend", "--workload", "--rocm", "--shard",
                 "--baseline", "--reports", "--run-id"):
        m.add_argument(flag)
    m.add_argument("--jobs", help="cells at a time (a whole number; default: CPU count)")
    m.add_argument("--resume", action="store_true")
    r = sub.add_parser("report")
    r.add_argument("--merge", nargs="+", required=True)
    r.add_argument("--reports")
    r.add_argument("--run-id")
    r.add_argument("--baseline")
    args = parser.parse_args(argv)
    if args.command == "matrix":
        return run_matrix(matrix_path=args.matrix, workloads=args.workloads, image=args.image, backend=args.backend,
                          workload=args.workload, rocm=args.rocm, jobs=args.jobs, resume=args.resume,
                          shard=args.shard, baseline=args.baseline, reports_dir=args.reports, run_id=args.run_id)
    return merge_reports(args.merge, reports_dir=args.reports, run_id=args.run_id, baseline=args.baseline)


if __name__ == "__main__":
    sys.exit(main())
