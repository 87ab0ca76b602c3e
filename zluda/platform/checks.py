"""The workload's own assertions on a run step: exit code, output pattern, reference file.

Each check kind is one function in CHECKS: (spec, context) -> (ok, detail, default name).

An output pattern is searched in a process of its own (pattern_search.py), killed at the
check's time limit: a pattern that backtracks catastrophically fails its check instead of
holding the orchestrator past every cell timeout. A process costs a Python start per
output check; in exchange the limit is one of wall time (an in-process engine with a
timeout, the `regex` package's, counts the CPU time of the whole process, so parallel
cells would shorten each other's limits) and the pattern means what Python's `re` says.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from zluda.platform import pattern_search
from zluda.platform.workloads import inside

# a search may use the cell's remaining time, within these bounds
PATTERN_TIME_LIMIT_S = 10.0
PATTERN_TIME_FLOOR_S = 1.0


@dataclass
class StepContext:
    step: str
    exit_code: int | None
    signal: str | None
    stdout: Path
    stderr: Path
    cell_dir: Path
    source_dir: Path
    deadline: float | None = None  # time.perf_counter() at which the cell's time runs out


def _read(path: Path) -> str:
    return pattern_search.read_text(str(path))


def check_exit_code(expected: int, ctx: StepContext):
    name = f"exit code {expected}"
    if ctx.signal:
        return False, f"died by {ctx.signal}", name
    if ctx.exit_code != expected:
        said = _last_line(ctx.stderr)
        # the program's own last word usually names the cause (a file it could not write)
        return False, f"exited with {ctx.exit_code}" + (f"; stderr ends: {said!r}" if said else ""), name
    return True, f"exited with {ctx.exit_code}", name


def _last_line(path: Path, limit: int = 200) -> str:
    try:
        with open(path, "rb") as handle:
            handle.seek(max(0, handle.seek(0, 2) - 4096))
            tail = handle.read().decode(errors="replace")
    except OSError:
        return ""
    lines = tail.strip().splitlines()
    return lines[-1][:limit] if lines else ""


def pattern_time_limit(deadline: float | None) -> float:
    if deadline is None:
        return PATTERN_TIME_LIMIT_S
    return max(PATTERN_TIME_FLOOR_S, min(PATTERN_TIME_LIMIT_S, deadline - time.perf_counter()))


def search_with_limit(pattern: str, paths: list[Path], limit_s: float) -> dict:
    """pattern_search.search() in its own process, killed after `limit_s` seconds; a
    search that ran out of time answers {"error": ...}."""
    request = json.dumps({"pattern": pattern, "paths": [str(path) for path in paths]})
    try:
        done = subprocess.run([sys.executable, "-I", "-S", pattern_search.__file__], input=request,
                              capture_output=True, text=True, timeout=limit_s)
    except subprocess.TimeoutExpired:
        return {"error": f"the search was stopped at its {limit_s:.3g} s limit: the pattern backtracks too much "
                         f"on this output"}
    try:
        return json.loads(done.stdout)
    except ValueError:
        last = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        return {"error": f"the search failed: {last[:200]}"}


def check_output(spec: dict, ctx: StepContext):
    stream = spec.get("stream", "stdout")
    absent = spec.get("absent", False)
    name = f"{stream} {'lacks' if absent else 'matches'} /{spec['pattern']}/"
    paths = {"stdout": [ctx.stdout], "stderr": [ctx.stderr], "both": [ctx.stdout, ctx.stderr]}[stream]
    answer = search_with_limit(spec["pattern"], paths, pattern_time_limit(ctx.deadline))
    if "error" in answer:
        return False, answer["error"], name
    if absent:
        return (not answer["found"],
                "not found" if not answer["found"] else f"found {answer['match']!r} at line {answer['line']}", name)
    if answer["found"]:
        return True, f"found at line {answer['line']}", name
    return False, f"not found; last line: {answer['last_line']!r}", name


NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?(?:inf|nan)\b", re.I)


def _text_tokens(text: str):
    """(numbers, text with numbers replaced by a placeholder, line of each number)."""
    numbers, lines = [], []
    for match in NUMBER.finditer(text):
        numbers.append(float(match.group(0)))
        lines.append(text.count("\n", 0, match.start()) + 1)
    skeleton = " ".join(NUMBER.sub("#", text).split())
    return np.array(numbers, dtype=np.float64), skeleton, lines


def _load_array(path: Path, fmt: str) -> np.ndarray:
    if fmt == "npy":
        return np.asarray(np.load(path, allow_pickle=False), dtype=np.float64).ravel()
    return np.fromfile(path, dtype={"f32": "<f4", "f64": "<f8"}[fmt]).astype(np.float64)


def check_reference(spec: dict, ctx: StepContext):
    fmt = spec.get("format", "text")
    rtol, atol = float(spec.get("rtol", 0.0)), float(spec.get("atol", 0.0))
    name = f"{Path(spec.get('file') or ctx.stdout).name} ~ {spec['expected']} (rtol {rtol:g}, atol {atol:g})"
    try:
        produced = inside(ctx.cell_dir, spec["file"]) if spec.get("file") else ctx.stdout
        expected = inside(ctx.source_dir, spec["expected"])
    except ValueError as exc:
        return False, str(exc), name
    for path in (produced, expected):
        if not path.is_file():
            return False, f"{path.name} does not exist", name
    lines = None
    if fmt == "text":
        got, got_skeleton, lines = _text_tokens(_read(produced))
        want, want_skeleton, _ = _text_tokens(_read(expected))
        if got_skeleton != want_skeleton:
            return False, "the text around the numbers differs from the reference", name
    else:
        try:
            got, want = _load_array(produced, fmt), _load_array(expected, fmt)
        except (ValueError, OSError) as exc:
            return False, f"cannot read {fmt} data: {exc}", name
    if got.shape != want.shape:
        return False, f"{got.size} values, the reference has {want.size}", name
    if got.size == 0:
        return True, "no numbers to compare; text identical", name
    close = np.isclose(got, want, rtol=rtol, atol=atol, equal_nan=True)
    error = np.abs(got - want)
    with np.errstate(divide="ignore", invalid="ignore"):
        relative = np.where(want != 0, error / np.abs(want), np.where(error == 0, 0.0, np.inf))
    summary = f"max abs error {np.nanmax(error):.3g}, max rel error {np.nanmax(relative):.3g} over {got.size} values"
    if close.all():
        return True, summary, name
    bad = int(np.argmin(close))
    where = f"line {lines[bad]}" if lines else f"index {bad}"
    return (False, f"{int((~close).sum())} of {got.size} values out of tolerance; first at {where}: "
                   f"{got[bad]:.9g} vs {want[bad]:.9g}; {summary}", name)


CHECKS = {
    "exit_code": check_exit_code,
    "output": check_output,
    "reference": check_reference,
}


def evaluate(step_spec: dict, ctx: StepContext) -> list[dict]:
    specs = list(step_spec.get("checks", []))
    if not any("exit_code" in spec for spec in specs):
        specs.insert(0, {"exit_code": 0})  # a step is expected to succeed unless told otherwise
    rows = []
    for spec in specs:
        kind = next(key for key in CHECKS if key in spec)
        try:
            ok, detail, default_name = CHECKS[kind](spec[kind], ctx)
        except (OSError, re.error) as exc:
            ok, detail, default_name = False, f"check could not run: {exc}", kind
        rows.append({"step": ctx.step, "name": spec.get("name") or default_name, "kind": kind,
                     "ok": bool(ok), "detail": detail})
    return rows
