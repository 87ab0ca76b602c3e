"""Runs the planned cells: one process group per step, `--jobs` cells at a time.

A cell runs in `cells/<name>.partial/`; its result.json is written last, then the folder
is renamed to `cells/<name>/` in one step. So after any interruption (`kill -9` of this
process included) a cell folder without `.partial` is complete, and `--resume` keeps it
and reruns only the cells that never finished.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

from zluda import paths
from zluda.platform import RESULT_SCHEMA_VERSION, apirows, atomic, backends, checks, executors, matrix
from zluda.platform.matrix import Cell
from zluda.platform.workloads import inside
from zluda.trace import kernel_tiers

FAILING = ("fail", "crash", "timeout")
UNEXPECTED_VERDICTS = ("fail", "crash", "timeout", "unexpected-pass")
# exit statuses a POSIX shell reports for a child killed by one of these signals (128 + n)
SHELL_CRASH_SIGNALS = {6, 4, 7, 8, 11, 5, 31}
SHELL_CONTROL = set(";&|()`\n")  # a command with these is a script, not one program
SHELL_KEYWORDS = {"if", "for", "while", "until", "case", "{", "!", "exec", "set", "cd", "export", "."}
ASSIGNMENT = re.compile(r"\s*[A-Za-z_][A-Za-z0-9_]*=")
PARTIAL = ".partial"


class Interrupted(Exception):
    """The orchestrator is stopping: the cell stays .partial, for --resume."""


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


@dataclass
class Attempt:
    outcome: str = "pass"
    reason: str | None = None
    steps: list[dict] = field(default_factory=list)
    checks: list[dict] = field(default_factory=list)
    duration_s: float = 0.0
    workload_s: float = 0.0
    deadline: float | None = None  # time.perf_counter() at which the cell's time runs out

    def summary(self) -> dict:
        return {"outcome": self.outcome, "reason": self.reason, "duration_s": round(self.duration_s, 4)}


def shell_argv(command) -> tuple[list[str], bool]:
    """argv for a step command, and whether a shell sits between us and the program."""
    if isinstance(command, list):
        return list(command), False
    words = command.split(None, 1)
    simple = (not SHELL_CONTROL.intersection(command) and words and words[0] not in SHELL_KEYWORDS
              and not ASSIGNMENT.match(command))
    if simple:
        # exec: the shell becomes the program, so its own death by a signal reaches us
        return ["/bin/sh", "-c", "exec " + command], False
    return ["/bin/sh", "-c", command], True


class CellRunner:
    def __init__(self, run_dir: Path, environment: dict, on_done: Callable[[dict], None] | None = None,
                 on_start: Callable[[Cell], None] | None = None):
        self.run_dir = run_dir
        self.cells_dir = run_dir / "cells"
        self.environment = environment
        self.on_done = on_done or (lambda result: None)
        self.on_start = on_start or (lambda cell: None)
        self.lock = threading.Lock()
        self.cancelled = False

    # ---- the whole plan -------------------------------------------------------------
    def run(self, cells: list[Cell], jobs: int) -> list[dict]:
        self.cells_dir.mkdir(parents=True, exist_ok=True)
        results: dict[str, dict] = {}
        pending = []
        for cell in cells:
            done = self.finished_result(cell)
            if done is not None:
                done["resumed"] = True
                results[cell.id] = done
                self.on_done(done)
            else:
                pending.append(cell)
        self._clean_partials(pending)
        if pending:
            pool = ThreadPoolExecutor(max_workers=max(1, jobs), thread_name_prefix="cell")
            try:
                for cell, result in zip(pending, pool.map(self._run_and_report, pending)):
                    results[cell.id] = result
            except BaseException:
                # Ctrl-C / SIGTERM: start nothing new, end what runs; the unfinished cells
                # stay .partial and `--resume` runs them again
                self.cancelled = True
                pool.shutdown(wait=False, cancel_futures=True)
                executors.kill_live_groups()
                raise
            pool.shutdown()
        return [results[cell.id] for cell in cells]

    def finished_result(self, cell: Cell) -> dict | None:
        path = self.cells_dir / cell.dirname / "result.json"
        try:
            return json.loads(path.read_text())
        except (OSError, ValueError):
            return None

    def _clean_partials(self, pending: list[Cell]) -> None:
        """Leftovers of an interrupted run: a half-run cell starts again from nothing."""
        for cell in pending:
            for folder in (self.cells_dir / (cell.dirname + PARTIAL), self.cells_dir / cell.dirname):
                if folder.exists():
                    executors.kill_stale(folder)
                    shutil.rmtree(folder)
        atomic.remove_leftovers(self.run_dir)

    def _run_and_report(self, cell: Cell) -> dict | None:
        if self.cancelled:
            return None
        with self.lock:
            self.on_start(cell)
        result = self.run_cell(cell)
        with self.lock:
            self.on_done(result)
        return result

    # ---- one cell -----------------------------------------------------------------
    def run_cell(self, cell: Cell) -> dict:
        started_wall, started = now_iso(), time.perf_counter()
        partial = self.cells_dir / (cell.dirname + PARTIAL)
        partial.mkdir(parents=True)
        attempts: list[Attempt] = []
        exp = cell.expectation
        # a skipped cell asks nothing of its image (a Docker image is not built for it)
        reason = None if exp.skip else self._cannot_run(cell)
        if exp.skip:
            verdict, outcome, reason, unexpected = "skip", "skip", exp.skip, False
        elif reason:
            verdict, outcome, unexpected = "unsupported", "unsupported", False
        else:
            attempts.append(self._attempt(cell, partial))
            first = attempts[0]
            outcome, reason = first.outcome, first.reason
            if outcome == "pass":
                unexpected = bool(exp.results)
                verdict = "unexpected-pass" if unexpected else "pass"
                if unexpected:
                    reason = f"passed, but the baseline expects {'/'.join(exp.results)}: {exp.reason}"
            elif outcome in exp.results:
                verdict, unexpected = "expected-fail", False
                reason = f"{reason} (expected: {exp.reason})"
            elif exp.flaky:
                verdict, unexpected = "flake", False
                reason = f"{reason} (known flake: {exp.flaky})"
            else:
                if self.cancelled:
                    raise Interrupted(cell.id)
                self._keep_first_attempt(partial)
                attempts.append(self._attempt(cell, partial))
                if attempts[1].outcome == "pass":
                    verdict, unexpected = "flake", False
                    reason = f"first run: {outcome} ({reason}); passed on the rerun"
                else:
                    verdict, unexpected = outcome, True
                    if attempts[1].outcome != outcome:
                        reason = f"{reason}; the rerun gave {attempts[1].outcome}: {attempts[1].reason}"
        final = attempts[-1] if attempts else Attempt(outcome=outcome)
        rows, row_problems = self._api_rows(cell, partial, final) if attempts else ([], [])
        duration = time.perf_counter() - started
        workload_s = sum(a.workload_s for a in attempts)
        result = {
            "schema_version": RESULT_SCHEMA_VERSION,
            "kind": "cell",
            "cell": cell.id,
            "image": cell.image.name,
            "backend": cell.backend,
            "workload": cell.workload.name,
            "profile": cell.workload.profile,
            "verdict": verdict,
            "scope": self._scope(cell, verdict),
            "outcome": outcome,
            "reason": reason,
            "unexpected": unexpected,
            "expected": exp.as_dict(),
            "attempts": [a.summary() for a in attempts],
            "steps": final.steps,
            "checks": final.checks + [{"step": "api_rows", "name": "per-API rows readable", "kind": "output",
                                       "ok": False, "detail": p} for p in row_problems],
            "api_rows": apirows.sort_failures_first(rows),
            "kernel_tiers": kernel_tiers.summary(partial / "trace") if (partial / "trace").is_dir() else {},
            "timings": {"started": started_wall, "duration_s": round(duration, 4),
                        "workload_s": round(workload_s, 4), "overhead_s": round(max(0.0, duration - workload_s), 4),
                        "timeout_s": cell.timeout},
            "environment": executors.registry()[cell.image.executor].environment(cell.image)
            if cell.image.executor in executors.registry() and not exp.skip
            else {"image": cell.image.name, "executor": cell.image.executor},
            "artifacts": {"dir": f"cells/{cell.dirname}",
                          "trace": f"cells/{cell.dirname}/trace" if (partial / "trace").is_dir() else None,
                          "traces": [f"cells/{cell.dirname}/trace/{p.parent.name}"
                                     for p in sorted((partial / "trace").glob("*/calls.jsonl"))],
                          "api_rows": f"cells/{cell.dirname}/{self._api_rows_name(cell)}"
                          if (partial / self._api_rows_name(cell)).is_file() else None},
        }
        if self.cancelled:  # its steps were killed by the interruption, not by themselves
            raise Interrupted(cell.id)
        atomic.write_json(partial / "result.json", result)
        os.replace(partial, self.cells_dir / cell.dirname)
        return result

    @staticmethod
    def _scope(cell: Cell, verdict: str) -> str | None:
        """What a cell that ran left undone by design (a compile-only backend's cells)."""
        scope = backends.BACKENDS[cell.backend].scope
        return scope() if scope and verdict not in ("unsupported", "skip") else None

    def _cannot_run(self, cell: Cell) -> str | None:
        reason = matrix.known_executor(cell.image)
        if reason:
            return reason
        # before the executor: preparing an image (a Docker build) is wasted on a cell that
        # has no source to run
        if cell.workload.source_dir is None:
            return f"workload source unavailable: {'; '.join(cell.workload.problems) or 'not resolved'}"
        reason = executors.registry()[cell.image.executor].unavailable(cell.image)
        if reason:
            return reason
        reason = backends.BACKENDS[cell.backend].unavailable(cell.workload)
        if reason:
            return f"backend {cell.backend}: {reason}"
        missing = [tool for tool in cell.workload.tools if shutil.which(tool) is None]
        if missing:
            return f"needs {', '.join(missing)} on PATH (run `invoke setup`)"
        for module in cell.workload.python_modules:
            try:
                __import__(module)
            except ImportError:
                return f"needs the Python module {module}"
        return None

    @staticmethod
    def _keep_first_attempt(partial: Path) -> None:
        """Before a rerun: the first attempt's logs and trace move to attempt-1/; files the
        workload itself left in the cell folder stay (a rerun sees a warm cell, as a CI
        retry would)."""
        keep = partial / "attempt-1"
        keep.mkdir()
        for name in ("logs", "trace", "api_rows.json"):
            if (partial / name).exists():
                os.replace(partial / name, keep / name)
        shutil.rmtree(partial / "build", ignore_errors=True)

    def _attempt(self, cell: Cell, partial: Path) -> Attempt:
        spec = cell.spec
        attempt = Attempt()
        started = time.perf_counter()
        deadline = attempt.deadline = started + cell.timeout
        logs, build = partial / "logs", partial / "build"
        logs.mkdir()
        build.mkdir(exist_ok=True)
        env = dict(os.environ)
        env.update({k: str(v) for k, v in spec.get("env", {}).items()})
        env.update(ZLUDA_CELL_DIR=str(partial), ZLUDA_CELL_BUILD=str(build),
                   ZLUDA_WORKLOAD_DIR=str(cell.workload.source_dir), PYTHON=sys.executable,
                   ZLUDA_CELL=cell.id, ZLUDA_BACKEND=cell.backend)
        # steps run `"$PYTHON" -m zluda.<area>` from the workload's folder: the same zluda
        # package as the runner's must answer, installed or not (a stale install elsewhere
        # must not), as for the backends' launchers
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(paths.REPO_ROOT), env.get("PYTHONPATH", "")) if p)
        executor = executors.registry()[cell.image.executor]
        with executor.session(partial) as session:
            for phase in ("build", "run"):
                for step in spec.get(phase, []):
                    if self.cancelled:
                        raise Interrupted(cell.id)
                    remaining = deadline - time.perf_counter()
                    if remaining <= 0:
                        attempt.outcome = "timeout"
                        attempt.reason = f"the cell's {cell.timeout:g} s timeout ran out before step {step['name']!r}"
                        break
                    argv, via_shell = shell_argv(step["command"])
                    if phase == "run" and step.get("cuda"):
                        # each program its own trace folder: a recorder starts its calls.jsonl afresh
                        argv = backends.BACKENDS[cell.backend].launcher(partial / "trace" / step["name"]) + argv
                    step_env = dict(env, **{k: str(v) for k, v in step.get("env", {}).items()})
                    timeout = min(remaining, step.get("timeout", remaining))
                    stem = f"{phase}-{step['name']}"
                    out = session.run(argv, cwd=str(cell.workload.source_dir), env=step_env,
                                      stdout=logs / f"{stem}.stdout.txt", stderr=logs / f"{stem}.stderr.txt",
                                      timeout=timeout)
                    attempt.workload_s += out.duration_s
                    signal_name = out.signal
                    if via_shell and signal_name is None and out.exit_code and out.exit_code - 128 in SHELL_CRASH_SIGNALS:
                        signal_name = executors.signal_name(out.exit_code - 128)  # the shell reported it
                    record = {"name": step["name"], "phase": phase, "command": step["command"],
                              "exit_code": out.exit_code, "signal": None if out.timed_out else signal_name,
                              "timed_out": out.timed_out, "duration_s": round(out.duration_s, 4),
                              "stdout": f"cells/{cell.dirname}/logs/{stem}.stdout.txt",
                              "stderr": f"cells/{cell.dirname}/logs/{stem}.stderr.txt"}
                    attempt.steps.append(record)
                    self._judge_step(cell, attempt, phase, step, record, logs, partial, timeout)
                    if attempt.outcome == "timeout" or (phase == "build" and attempt.outcome != "pass"):
                        break
                if attempt.outcome == "timeout" or (phase == "build" and attempt.outcome != "pass"):
                    break
        attempt.duration_s = time.perf_counter() - started
        return attempt

    def _judge_step(self, cell, attempt, phase, step, record, logs, partial, timeout) -> None:
        name = step["name"]
        if record["timed_out"]:
            attempt.outcome = "timeout"
            own = step.get("timeout")
            limit = f"its {own:g} s timeout" if own is not None and own <= timeout else f"the cell's {cell.timeout:g} s timeout"
            attempt.reason = f"{phase} step {name!r} exceeded {limit}; its process group was killed"
            return
        if record["signal"] and attempt.outcome != "crash":
            attempt.outcome, attempt.reason = "crash", f"{phase} step {name!r} died by {record['signal']}"
        if phase == "build":
            if record["exit_code"] != 0 and attempt.outcome == "pass":
                attempt.outcome = "fail"
                attempt.reason = f"build step {name!r} exited with {record['exit_code']} (see {record['stderr']})"
            return
        ctx = checks.StepContext(name, record["exit_code"], record["signal"],
                                 logs / f"run-{name}.stdout.txt", logs / f"run-{name}.stderr.txt",
                                 partial, cell.workload.source_dir, deadline=attempt.deadline)
        rows = checks.evaluate(step, ctx)
        attempt.checks.extend(rows)
        # the most telling failure first: a wrong output says more than the exit code
        failed = sorted((row for row in rows if not row["ok"]), key=lambda row: row["kind"] == "exit_code")
        if failed and attempt.outcome == "pass":
            attempt.outcome = "fail"
            more = f" (and {len(failed) - 1} more)" if len(failed) > 1 else ""
            attempt.reason = f"step {name!r}: check {failed[0]['name']!r} failed: {failed[0]['detail']}{more}"

    @staticmethod
    def _api_rows_name(cell: Cell) -> str:
        return cell.spec.get("api_rows", "api_rows.json")

    def _api_rows(self, cell: Cell, partial: Path, attempt: Attempt) -> tuple[list[dict], list[str]]:
        rows, problems = [], []
        known = cell.expectation.api_reason
        calls = sorted((partial / "trace").glob("*/calls.jsonl"))   # one folder per CUDA run step
        if calls:
            ref = cell.spec.get("reference_trace")
            try:
                reference = apirows.expected_statuses(inside(cell.workload.source_dir, ref) if ref else None)
            except ValueError as exc:
                reference = {}
                problems.append(f"reference_trace: {exc}")
            if backends.BACKENDS[cell.backend].is_reference:
                vouching = {path.parent.name for path in calls}  # NVIDIA's statuses are the reference
            else:
                vouching = self._self_checked_steps(cell, attempt)
            rows, trace_problems = apirows.rows_from_trace(calls, reference, vouching=vouching, baseline=known)
            problems += trace_problems
        try:
            own = inside(partial, self._api_rows_name(cell))
        except ValueError as exc:
            return rows, problems + [f"api_rows: {exc}"]
        if own.is_file():
            more, more_problems = apirows.rows_from_file(own, baseline=known)
            rows += more
            problems += more_problems
        return rows, problems

    @staticmethod
    def _self_checked_steps(cell: Cell, attempt: Attempt) -> set[str]:
        """The self-checking run steps that ran to the end with every check passing: the
        statuses their programs got are the ones the programs expected."""
        ran = {step["name"] for step in attempt.steps if step["phase"] == "run"}
        failed = {check["step"] for check in attempt.checks if not check["ok"]}
        return {step["name"] for step in cell.spec.get("run", [])
                if step.get("self_checking") and step["name"] in ran and step["name"] not in failed}
