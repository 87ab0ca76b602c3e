"""The corpus cells' tables in the HTML report (a maker for zluda.platform.workload_tables):
per program whether it builds, passes on the GPU and here, its first failure and its
times, and the causes grouped ("textures and surfaces: 9 programs")."""

from __future__ import annotations

from collections import Counter

from zluda.corpus import classify, recipes


def _mark(value) -> dict:
    return {"text": {True: "yes", False: "no", None: "—"}[value],
            "verdict": {True: "pass", False: "fail", None: "unsupported"}[value]}


def _seconds(value) -> dict:
    return {"text": "—" if value is None else f"{value:.1f} s", "verdict": None}


def corpus_tables(cells: list[dict]) -> list[dict]:
    tables = []
    for cell in cells:
        rows = [row for row in cell.get("api_rows", []) if row.get("lib") in recipes.SUITES and "corpus" in row]
        if not rows:
            continue
        body = []
        for row in rows:
            info = row["corpus"]
            body.append({"ok": row["verdict"] == "pass",
                         "cells": [{"text": row["fn"], "verdict": None, "code": True},
                                   _mark(info["builds"]), _mark(info["gpu_pass"]),
                                   {"text": row["verdict"], "verdict": row["verdict"], "title": row.get("detail")},
                                   {"text": info.get("first_failure") or "", "verdict": None},
                                   _seconds(info["cpu_seconds"]), _seconds(info["gpu_seconds"]),
                                   {"text": (info["cause"] or "") if row["verdict"] != "pass" else "", "verdict": None}]})
        causes = Counter(classify.cause_group(row["corpus"]["cause"])
                         for row in rows if row["verdict"] != "pass" and row["corpus"]["cause"])
        passed = sum(row["verdict"] == "pass" for row in rows)
        tables.append({
            "id": f"corpus-{cell['cell']}",
            "title": f"{cell['cell']}: {passed} of {len(rows)} programs pass",
            "columns": ["program", "builds", "passes on the GPU", "passes here", "first failing API call or PTX",
                        "time here", "time on the GPU", "cause"],
            "rows": sorted(body, key=lambda r: r["ok"]),
        })
        tables.append({
            "id": f"corpus-causes-{cell['cell']}",
            "title": f"{cell['cell']}: why programs fail, grouped",
            "columns": ["cause", "programs"],
            "rows": [{"ok": False, "cells": [{"text": cause, "verdict": None}, {"text": str(n), "verdict": None}]}
                     for cause, n in causes.most_common()],
        })
    return tables
