"""Per-API rows: one row per (library, function) a cell called.

From the cell's trace (`trace/calls.jsonl`, the tracer contract): calls, statuses, the
unexpected ones, unimplemented, and the first failing call (its sequence number, its
index in the file, arguments and status). A workload may instead (or as well) write its
own rows to `api_rows.json` in the cell folder (e.g. PTX instruction variants); the
runner validates and merges them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import jsonschema

from zluda.platform import config, verdicts


@dataclass
class Reference:
    """Statuses NVIDIA returned, per API ("lib/fn"): for the workload as a whole (a
    reference folder's own summary.json) and per program (its `<step>/summary.json`, the
    layout a cell's trace folder has)."""

    whole: dict[str, frozenset[str]] = field(default_factory=dict)
    by_program: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)

    def lookup(self, program: str, api: str) -> tuple[frozenset[str] | None, bool]:
        """(statuses, recorded from this same program), or (None, False) when unknown."""
        mine = self.by_program.get(program, {})
        if api in mine:
            return mine[api], True
        return self.whole.get(api), False


def _per_api(summary_path: Path) -> dict[str, frozenset[str]]:
    per_api = json.loads(summary_path.read_text()).get("per_api", {})
    return {api: frozenset(entry.get("statuses", {})) for api, entry in per_api.items()}


def expected_statuses(reference_trace: Path | None) -> Reference:
    """What the NVIDIA reference trace folder holds (empty when there is none)."""
    reference = Reference()
    if reference_trace is None or not reference_trace.is_dir():
        return reference
    if (reference_trace / "summary.json").is_file():
        reference.whole = _per_api(reference_trace / "summary.json")
    for summary in sorted(reference_trace.glob("*/summary.json")):
        reference.by_program[summary.parent.name] = _per_api(summary)
    return reference


def rows_from_trace(calls_jsonl: Path | list[Path], reference: Reference | dict | None = None, *,
                    vouching: frozenset[str] | set[str] = frozenset(),
                    baseline: Callable[[str, str], str | None] = lambda lib, fn: None
                    ) -> tuple[list[dict], list[str]]:
    """(rows, problems) from one calls.jsonl or several (one per program a cell ran, in a
    folder named after its step; a function's row then counts the calls of all of them).
    `vouching`: the programs (step names) that checked their own statuses and passed.
    `baseline(lib, fn)`: the reason when the baseline knows the row fails. Unreadable
    lines are reported, never fatal (a crash may cut the last line short)."""
    if not isinstance(reference, Reference):
        reference = Reference(whole={api: frozenset(s) for api, s in (reference or {}).items()})
    rows: dict[tuple[str, str], dict] = {}
    problems = []
    for path in ([calls_jsonl] if isinstance(calls_jsonl, Path) else calls_jsonl):
        _read_calls(path, reference, path.parent.name in vouching, rows, problems)
    for row in rows.values():
        outcomes = row.pop("outcomes")
        observed = verdicts.row_outcome(outcomes)
        if observed == "unimplemented":
            row["detail"] = "not implemented by the backend"
        elif observed == "fail":
            row["detail"] = ", ".join(f"{n}x {s}" for s, n in row["unexpected_statuses"].items())
            row["detail"] += f" ({row['first_failure']['why']})"
        elif row["expected_errors"]:
            row["detail"] = "errors as NVIDIA gives them: " + ", ".join(
                f"{n}x {s}" for s, n in row["expected_errors"].items())
        _judge(row, observed, baseline(row["lib"], row["fn"]))
    return list(rows.values()), problems


def _judge(row: dict, observed: str, known: str | None) -> None:
    row["verdict"], row["unexpected"] = verdicts.row_verdict(observed, known)
    if known is not None:
        row["baseline"] = known
        row["detail"] = f"{row['detail']} [baseline: {known}]" if row["detail"] else f"baseline: {known}"


def _read_calls(calls_jsonl: Path, reference: Reference, vouches: bool, rows: dict, problems: list) -> None:
    program = calls_jsonl.parent.name
    with open(calls_jsonl, encoding="utf-8", errors="replace") as handle:
        for index, line in enumerate(handle):
            if not line.strip():
                continue
            try:
                call = json.loads(line)
                lib, fn = call["lib"], call["fn"]
            except (ValueError, KeyError, TypeError) as exc:
                problems.append(f"{calls_jsonl.parent.name}/{calls_jsonl.name} line {index + 1}: "
                                f"unreadable call record ({exc})")
                continue
            row = rows.setdefault((lib, fn), {
                "lib": lib, "fn": fn, "calls": 0, "statuses": {}, "unexpected_statuses": {},
                "expected_errors": {}, "unimplemented": False, "first_failure": None, "verdict": "pass",
                "unexpected": False, "detail": "", "source": "trace", "outcomes": set()})
            row["calls"] += 1
            status_name = call.get("status_name") or str(call.get("status"))
            row["statuses"][status_name] = row["statuses"].get(status_name, 0) + 1
            unimplemented = bool(call.get("unimplemented"))
            row["unimplemented"] |= unimplemented
            nvidia, same_program = reference.lookup(program, f"{lib}/{fn}")
            outcome, why = verdicts.judge_call(verdicts.Call(
                status=status_name, ok=call.get("ok") is not False, unimplemented=unimplemented,
                nvidia=nvidia, same_program=same_program, program_vouches=vouches))
            row["outcomes"].add(outcome)
            if outcome == "pass":
                if call.get("ok") is False:
                    row["expected_errors"][status_name] = row["expected_errors"].get(status_name, 0) + 1
                continue
            if not unimplemented:
                row["unexpected_statuses"][status_name] = row["unexpected_statuses"].get(status_name, 0) + 1
            if row["first_failure"] is None:
                row["first_failure"] = {"seq": call.get("seq"), "index": index, "args": call.get("args"),
                                        "status": call.get("status"), "status_name": status_name,
                                        "trace": program, "why": why}


def rows_from_file(path: Path, baseline: Callable[[str, str], str | None] = lambda lib, fn: None
                   ) -> tuple[list[dict], list[str]]:
    """A workload's own rows: their `verdict` is the observed outcome (pass, fail,
    unimplemented), judged here against the baseline, the workload's own (a row's
    `baseline` reason) or the matrix's."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        return [], [f"{path.name}: not valid JSON ({exc})"]
    schema = config.schema("result")
    validator = jsonschema.Draft202012Validator({"$defs": schema["$defs"], "type": "array",
                                                 "items": {"$ref": "#/$defs/workload_api_row"}})
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        where = config.format_key_path(list(error.absolute_path)) or "top level"
        return [], [f"{path.name}: at {where}: {error.message}"]
    rows = []
    for row in data:
        row = {"statuses": {}, "unexpected_statuses": {}, "unimplemented": False, "first_failure": None,
               "detail": "", **row, "source": "workload"}
        known = row.pop("baseline", None) or baseline(row["lib"], row["fn"])
        _judge(row, row["verdict"], known)
        rows.append(row)
    return rows, []


# unexpected results first, then the ones the baseline knows, then passes
ROW_ORDER = {"unimplemented": 0, "fail": 1, "unexpected-pass": 2, "expected-fail": 3, "pass": 4}


def sort_failures_first(rows: list[dict]) -> list[dict]:
    return sorted(rows, key=lambda row: (ROW_ORDER.get(row["verdict"], 0), row["lib"], row["fn"]))
