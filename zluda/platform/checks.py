"""The workload's own assertions on a run step: exit code, output pattern, reference file.

Each check kind is one function in CHECKS: (spec, context) -> (ok, detail, default name).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np


@dataclass
class StepContext:
    step: str
    exit_code: int | None
    signal: str | None
    stdout: Path
    stderr: Path
    cell_dir: Path
    source_dir: Path


def _read(path: Path, limit: int = 64 << 20) -> str:
    with open(path, "rb") as handle:
        return handle.read(limit).decode("utf-8", "replace")


def check_exit_code(expected: int, ctx: StepContext):
    name = f"exit code {expected}"
    if ctx.signal:
        return False, f"died by {ctx.signal}", name
    if ctx.exit_code != expected:
        return False, f"exited with {ctx.exit_code}", name
    return True, f"exited with {ctx.exit_code}", name


def check_output(spec: dict, ctx: StepContext):
    stream = spec.get("stream", "stdout")
    absent = spec.get("absent", False)
    name = f"{stream} {'lacks' if absent else 'matches'} /{spec['pattern']}/"
    texts = {"stdout": [ctx.stdout], "stderr": [ctx.stderr], "both": [ctx.stdout, ctx.stderr]}[stream]
    text = "".join(_read(path) for path in texts)
    found = re.search(spec["pattern"], text, re.M)
    if absent:
        return (found is None,
                "not found" if found is None else f"found {found.group(0)[:200]!r} at line {_line(text, found)}", name)
    if found:
        return True, f"found at line {_line(text, found)}", name
    last = text.strip().splitlines()[-1:] or ["<empty>"]
    return False, f"not found; last line: {last[0][:200]!r}", name


def _line(text: str, match: re.Match) -> int:
    return text.count("\n", 0, match.start()) + 1


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
    produced = ctx.cell_dir / spec["file"] if spec.get("file") else ctx.stdout
    expected = ctx.source_dir / spec["expected"]
    name = f"{produced.name} ~ {spec['expected']} (rtol {rtol:g}, atol {atol:g})"
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
