"""Per-API rows: one row per (library, function) a cell called.

From the cell's trace (`trace/calls.jsonl`, the tracer contract): calls, statuses, the
unexpected ones, unimplemented, and the first failing call (its sequence number, its
index in the file, arguments and status). A workload may instead (or as well) write its
own rows to `api_rows.json` in the cell folder (e.g. PTX instruction variants); the
runner validates and merges them.
"""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema

from zluda.platform import config


def expected_statuses(reference_trace: Path | None) -> dict[str, set[str]]:
    """API -> statuses the NVIDIA reference trace also returned (so they are expected)."""
    if reference_trace is None:
        return {}
    summary_path = reference_trace / "summary.json"
    if not summary_path.is_file():
        return {}
    per_api = json.loads(summary_path.read_text()).get("per_api", {})
    return {api: set(entry.get("statuses", {})) for api, entry in per_api.items()}


def rows_from_trace(calls_jsonl: Path | list[Path], reference: dict[str, set[str]] | None = None
                    ) -> tuple[list[dict], list[str]]:
    """(rows, problems) from one calls.jsonl or several (one per program a cell ran; a
    function's row then counts the calls of all of them): unreadable lines are reported,
    never fatal (a crash may cut the last line short)."""
    reference = reference or {}
    rows: dict[tuple[str, str], dict] = {}
    problems = []
    for path in ([calls_jsonl] if isinstance(calls_jsonl, Path) else calls_jsonl):
        _read_calls(path, reference, rows, problems)
    for row in rows.values():
        if row["unimplemented"]:
            row["verdict"], row["detail"] = "unimplemented", "not implemented by the backend"
        elif row["unexpected_statuses"]:
            row["verdict"] = "fail"
            row["detail"] = ", ".join(f"{n}x {s}" for s, n in row["unexpected_statuses"].items())
    return list(rows.values()), problems


def _read_calls(calls_jsonl: Path, reference: dict, rows: dict, problems: list) -> None:
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
                "unimplemented": False, "first_failure": None, "verdict": "pass", "detail": "",
                "source": "trace"})
            row["calls"] += 1
            status_name = call.get("status_name") or str(call.get("status"))
            row["statuses"][status_name] = row["statuses"].get(status_name, 0) + 1
            if call.get("unimplemented"):
                row["unimplemented"] = True
            failed = call.get("unimplemented") or (
                call.get("ok") is False and status_name not in reference.get(f"{lib}/{fn}", ()))
            if failed:
                if not call.get("unimplemented"):
                    row["unexpected_statuses"][status_name] = row["unexpected_statuses"].get(status_name, 0) + 1
                if row["first_failure"] is None:
                    row["first_failure"] = {"seq": call.get("seq"), "index": index, "args": call.get("args"),
                                            "status": call.get("status"), "status_name": status_name,
                                            "trace": calls_jsonl.parent.name}


def rows_from_file(path: Path) -> tuple[list[dict], list[str]]:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        return [], [f"{path.name}: not valid JSON ({exc})"]
    schema = config.schema("result")
    validator = jsonschema.Draft202012Validator({"$defs": schema["$defs"], "type": "array",
                                                 "items": {"$ref": "#/$defs/api_row"}})
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        where = config.format_key_path(list(error.absolute_path)) or "top level"
        return [], [f"{path.name}: at {where}: {error.message}"]
    rows = []
    for row in data:
        row = {"statuses": {}, "unexpected_statuses": {}, "unimplemented": False, "first_failure": None,
               "detail": "", **row, "source": "workload"}
        rows.append(row)
    return rows, []


def sort_failures_first(rows: list[dict]) -> list[dict]:
    order = {"unimplemented": 0, "fail": 1, "pass": 2}
    return sorted(rows, key=lambda row: (order.get(row["verdict"], 0), row["lib"], row["fn"]))
