"""Workload-specific tables of the report, shown at the top of a workload's section.

Each maker in TABLE_MAKERS takes one workload's cells (result dicts) and returns the
tables it has for them, possibly none. A table is a dict:

    {"id": "...",            # unique in the page (an anchor)
     "title": "...",         # one line above the table
     "columns": [...],       # header texts
     "rows": [{"cells": [{"text": ..., "verdict": None or a verdict class}], "ok": bool}]}

`ok` rows (nothing failed in them) are the ones a long table hides until asked; the
template draws every table the same way (filter box, failures first). A workload that
wants its own table (a benchmark corpus' per-program results, say) adds a maker here.
"""

from __future__ import annotations

from typing import Callable

from zluda.corpus.reporting import corpus_tables

# an amdgpu row's per-target mark -> the verdict class it is drawn with
TARGET_MARK_VERDICT = {"pass": "pass", "FAIL": "fail", "n/a": "unsupported"}


def _mark_verdict(mark: str | None, failed_as: str) -> str | None:
    verdict = TARGET_MARK_VERDICT.get((mark or "").split(" ")[0])
    return failed_as if verdict == "fail" else verdict


def amdgpu_kernels(cells: list[dict]) -> list[dict]:
    """Per compile-only amdgpu cell: a row per kernel and producer, a column per target."""
    tables = []
    for cell in cells:
        rows = [row for row in cell.get("api_rows", []) if "targets" in row]
        if not rows:
            continue
        targets = list(dict.fromkeys(t for row in rows for t in row["targets"]))
        body = []
        for row in rows:
            marks = [row["targets"].get(t) for t in targets]
            # a failure the baseline knows is no surprise: grey, not red, target by target too
            failed_as = "expected-fail" if row["verdict"] == "expected-fail" else "fail"
            body.append({"ok": row["verdict"] == "pass",
                         "cells": [{"text": row["fn"], "verdict": None, "code": True},
                                   {"text": row["lib"], "verdict": None},
                                   *[{"text": mark or "—", "verdict": _mark_verdict(mark, failed_as)}
                                     for mark in marks],
                                   {"text": row["verdict"], "verdict": row["verdict"], "title": row.get("detail")}]})
        kernels = len({row["fn"] for row in rows})
        producers = list(dict.fromkeys(row["lib"] for row in rows))
        tables.append({
            "id": f"kernels-{cell['cell']}",
            "title": f"{cell['cell']}: {kernels} kernels x {len(producers)} producers ({', '.join(producers)}) "
                     f"x {len(targets)} targets; {cell.get('scope') or ''}",
            "columns": ["kernel", "producer", *targets, "result"],
            "rows": sorted(body, key=lambda r: r["ok"]),
        })
    return tables


TABLE_MAKERS: list[Callable[[list[dict]], list[dict]]] = [
    amdgpu_kernels,
    corpus_tables,      # HeCBench/Rodinia: a row per program, the causes grouped
]


def tables_for(cells: list[dict]) -> list[dict]:
    return [table for make in TABLE_MAKERS for table in make(cells)]
