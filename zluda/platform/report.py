"""Reports, rendered from results only: results.json, summary.md, junit.xml, index.html.

Also merging: the cell results of several (shard) runs become one run, rendered again.
"""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import jinja2

from zluda.platform import (RESULT_SCHEMA_VERSION, apirows, atomic, backends, coverage, environment as env_module,
                            profiles, verdicts, workload_tables)
from zluda.platform.runner import UNEXPECTED_VERDICTS, now_iso

TEMPLATES = Path(__file__).resolve().parent / "templates"
VERDICT_ORDER = ["crash", "timeout", "fail", "unexpected-pass", "flake", "expected-fail", "unsupported", "skip", "pass"]
PASSING = ("pass", "flake")
# workloads in the page: the real programs first, in this order, then the others by
# name, the runner's own fixtures last
REAL_WORKLOADS = ("llmc", "llama.cpp", "gpt2", "samples")
FIXTURE_PREFIX = "fixture-"
# a table longer than this shows its failing rows only, until asked for all (filter box)
COLLAPSE_ABOVE = 25
# what the banner lists of the unexpected results before "and N more"
BANNER_ITEMS = 3


def summarize(cells: list[dict]) -> dict:
    counts = Counter(cell["verdict"] for cell in cells)
    return {"total": len(cells),
            "counts": {verdict: counts[verdict] for verdict in VERDICT_ORDER if counts[verdict]},
            "unexpected": [cell["cell"] for cell in cells if cell["unexpected"]],
            "unexpected_api": [f"{cell['cell']}: {row['lib']}/{row['fn']}" for cell in cells
                               for row in cell.get("api_rows", []) if verdicts.is_unexpected(row)],
            "api_rows": dict(Counter(row["verdict"] for cell in cells for row in cell.get("api_rows", [])))}


def assemble(meta: dict, cells: list[dict], environment: dict, finished: str | None) -> dict:
    return {"schema_version": RESULT_SCHEMA_VERSION, "kind": "run", "run_id": meta["run_id"],
            "started": meta["started"], "finished": finished, "matrix": meta.get("matrix"),
            "options": meta.get("options", {}), "shard": meta.get("options", {}).get("shard"),
            "merged_from": meta.get("merged_from", []), "environment": environment,
            "api_coverage": coverage.api_implemented(),
            "summary": summarize(cells), "cells": cells}


def workload_rank(name: str) -> tuple:
    if name in REAL_WORKLOADS:
        return (0, REAL_WORKLOADS.index(name), name)
    return (2 if name.startswith(FIXTURE_PREFIX) else 1, 0, name)


# ---- history and comparison ------------------------------------------------------------
def past_runs(reports_root: Path, exclude: str | None = None) -> list[dict]:
    runs = []
    for path in reports_root.glob("*/results.json"):
        if path.parent.is_symlink() or path.parent.name == exclude:
            continue
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        if data.get("kind") == "run" and data.get("finished"):
            runs.append(data)
    return sorted(runs, key=lambda run: run["started"])


def load_run(ref: str, reports_root: Path) -> dict:
    path = Path(ref)
    if not path.exists():
        path = reports_root / ref
    if path.is_dir():
        path = path / "results.json"
    if not path.is_file():
        raise FileNotFoundError(f"baseline run {ref!r}: no results.json at {path}")
    return json.loads(path.read_text())


def compare(run: dict, baseline: dict | None) -> dict:
    """Regressions and fixes, per cell and per API row, on what both runs have."""
    empty = {"baseline": None, "regressions": [], "fixes": [], "api_regressions": [], "api_fixes": []}
    if not baseline:
        return empty
    old = {cell["cell"]: cell for cell in baseline["cells"]}
    out = dict(empty, baseline=baseline["run_id"])
    for cell in run["cells"]:
        before = old.get(cell["cell"])
        if before is None:
            continue
        was_ok, is_ok = before["verdict"] in PASSING, cell["verdict"] in PASSING
        entry = {"cell": cell["cell"], "before": before["verdict"], "now": cell["verdict"], "reason": cell["reason"]}
        if was_ok and cell["verdict"] in UNEXPECTED_VERDICTS:
            out["regressions"].append(entry)
        elif not was_ok and before["verdict"] not in ("skip", "unsupported") and is_ok:
            out["fixes"].append(entry)
        rows_before = {(r["lib"], r["fn"]): r["verdict"] for r in before.get("api_rows", [])}
        for row in cell.get("api_rows", []):
            prior = rows_before.get((row["lib"], row["fn"]))
            if prior is None or prior == row["verdict"]:
                continue
            item = {"cell": cell["cell"], "api": f"{row['lib']}/{row['fn']}", "before": prior, "now": row["verdict"]}
            if prior == "pass":
                out["api_regressions"].append(item)
            elif row["verdict"] == "pass":
                out["api_fixes"].append(item)
    return out


# (series, colour); unexpected cells are drawn red only while the newest run has some
TREND_SERIES = (("passing cells", "#2e7d32"), ("unexpected cells", "#c62828"), ("passing API rows", "#1565c0"))
QUIET_COLOUR = "#757575"


def trend(runs: list[dict], width: int = 300, height: int = 110) -> dict:
    """The trend charts (inline SVG), one per series, each on its own scale (cells and API
    rows differ by orders of magnitude): passing cells, unexpected cells and passing API
    rows per run, oldest first, over the last 30 runs."""
    values: dict[str, list[int]] = {name: [] for name, _ in TREND_SERIES}
    labels = []
    for run in runs[-30:]:
        counts = run["summary"]["counts"]
        values["passing cells"].append(sum(counts.get(v, 0) for v in PASSING))
        values["unexpected cells"].append(len(run["summary"]["unexpected"]))
        values["passing API rows"].append(run["summary"].get("api_rows", {}).get("pass", 0))
        labels.append(run["run_id"])
    pad, n = 24, len(labels)
    step = (width - 2 * pad) / max(1, n - 1)
    charts = []
    for name, color in TREND_SERIES:
        series = values[name]
        top = max([1] + series)
        points = [(pad + i * step, height - pad - (height - 2 * pad) * v / top) for i, v in enumerate(series)]
        if name == "unexpected cells" and not (series and series[-1]):
            color = QUIET_COLOUR
        charts.append({"name": name, "color": color, "top": top,
                       "points": " ".join(f"{x:.1f},{y:.1f}" for x, y in points),
                       "dots": [{"x": round(x, 1), "y": round(y, 1), "value": v, "run": labels[i]}
                                for i, ((x, y), v) in enumerate(zip(points, series))],
                       "last": series[-1] if series else 0})
    return {"width": width, "height": height, "pad": pad, "runs": n, "charts": charts,
            "first": labels[0] if labels else "", "last": labels[-1] if labels else ""}


# ---- rendering ---------------------------------------------------------------------------
def _env() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=jinja2.select_autoescape(
        enabled_extensions=("html.j2", "xml.j2"), default_for_string=False), trim_blocks=True, lstrip_blocks=True,
        undefined=jinja2.StrictUndefined, extensions=["jinja2.ext.do"])
    env.filters["seconds"] = lambda s: f"{s:.2f} s" if s is not None else ""
    env.filters["slug"] = lambda text: "".join(c if c.isalnum() else "-" for c in text)
    env.tests["unexpected_row"] = verdicts.is_unexpected
    return env


def _api_table(cells: list[dict]) -> dict:
    """One row per API function a workload's cells called, one column per cell; rows with
    any failure first. Compile-only cells (a scope) have their kernel table instead."""
    called = [c for c in cells if c.get("api_rows") and not c.get("scope")]
    columns = sorted(c["cell"] for c in called)
    rows: dict[tuple[str, str], dict] = {}
    for cell in called:
        for row in cell["api_rows"]:
            rows.setdefault((row["lib"], row["fn"]), {"lib": row["lib"], "fn": row["fn"], "by_cell": {}})[
                "by_cell"][cell["cell"]] = row
    rank = apirows.ROW_ORDER
    ordered = sorted(rows.values(), key=lambda r: (min(rank.get(x["verdict"], 0) for x in r["by_cell"].values()),
                                                   r["lib"], r["fn"]))
    for r in ordered:
        r["ok"] = all(x["verdict"] == "pass" for x in r["by_cell"].values())
    return {"columns": columns, "rows": ordered,
            "failing": sum(any(verdicts.is_unexpected(x) for x in r["by_cell"].values()) for r in ordered),
            "known": sum(any(x["verdict"] == "expected-fail" for x in r["by_cell"].values()) for r in ordered)}


def context(run: dict, reports_root: Path, baseline: dict | None) -> dict:
    cells = run["cells"]
    backend_order = {name: i for i, name in enumerate(backends.BACKENDS)}
    columns = sorted({(c["image"], c["backend"]) for c in cells},
                     key=lambda col: (col[0], backend_order.get(col[1], len(backend_order)), col[1]))
    workloads = sorted({c["workload"] for c in cells}, key=workload_rank)
    grid = {(c["workload"], c["image"], c["backend"]): c for c in cells}
    order = {v: i for i, v in enumerate(VERDICT_ORDER)}
    by_workload = []
    for name in workloads:
        mine = sorted((c for c in cells if c["workload"] == name), key=lambda c: (order[c["verdict"]], c["cell"]))
        rows = [row for cell in mine for row in cell.get("api_rows", [])]
        by_workload.append({"name": name, "cells": mine, "api": _api_table(mine), "tests": len(mine) + len(rows),
                            "tables": workload_tables.tables_for(mine),
                            "failures": sum(bool(c["unexpected"]) for c in mine)
                            + sum(verdicts.is_unexpected(row) for row in rows)})
    history = past_runs(reports_root, exclude=run["run_id"]) + [run]
    # per image: what its executor reported (a ROCm image fills rocm/hip/comgr/comgr_abi)
    images = {}
    for cell in cells:
        facts = {key: run["environment"].get(key) for key in ("os", "rocm", "hip", "comgr", "comgr_abi")}
        facts["executor"] = None
        facts.update({k: v for k, v in (cell.get("environment") or {}).items() if v is not None})
        images.setdefault(cell["image"], facts)
    unexpected_api = [{"cell": cell, "row": row} for cell in cells for row in cell.get("api_rows", [])
                      if verdicts.is_unexpected(row)]
    unexpected_items = ([{"what": c["cell"], "verdict": c["verdict"], "anchor": c["cell"]}
                         for c in cells if c["unexpected"]]
                        + [{"what": f"{i['cell']['cell']}: {i['row']['lib']}/{i['row']['fn']}",
                            "verdict": i["row"]["verdict"], "anchor": i["cell"]["cell"]} for i in unexpected_api])
    return {"run": run, "summary": run["summary"], "unexpected_api": unexpected_api,
            "unexpected_total": len(run["summary"]["unexpected"]) + len(unexpected_api),
            "banner_items": unexpected_items[:BANNER_ITEMS], "banner_more": max(0, len(unexpected_items) - BANNER_ITEMS),
            "compile_only": [c for c in cells if c.get("scope")],
            # per cell, its API rows the baseline does not expect (the grid says so under the badge)
            "unexpected_rows": {c["cell"]: n for c in cells
                                if (n := sum(verdicts.is_unexpected(r) for r in c.get("api_rows", [])))},
            "coverage": {"api": api_coverage_picture(run), "sweep": coverage.sweep_families(cells),
                         "times": coverage.cell_times(cells)},
            "collapse_above": COLLAPSE_ABOVE,
            "columns": columns, "workloads": workloads, "grid": grid,
            "by_workload": by_workload, "profiles": profiles.progress(run, profiles.load_all()),
            "changes": compare(run, baseline), "trend": trend(history), "verdict_order": VERDICT_ORDER,
            "environment": run["environment"], "images": images, "unexpected_verdicts": UNEXPECTED_VERDICTS}


def api_coverage_picture(run: dict) -> dict:
    recorded = run.get("api_coverage") or {}
    return {"bars": coverage.api_bars(run), "cuda": recorded.get("cuda"), "error": recorded.get("error")}


def render(run_dir: Path, run: dict, reports_root: Path, baseline: dict | None = None) -> None:
    env = _env()
    ctx = context(run, reports_root, baseline)
    atomic.write_json(run_dir / "results.json", run)
    for name in ("summary.md", "junit.xml", "index.html"):
        atomic.write_text(run_dir / name, env.get_template(name + ".j2").render(**ctx))


def default_baseline(reports_root: Path, run_id: str) -> dict | None:
    earlier = [r for r in past_runs(reports_root, exclude=run_id)]
    return earlier[-1] if earlier else None


# ---- merging shards ----------------------------------------------------------------------
def cell_results(run_dir: Path) -> list[dict]:
    """Every finished cell of a run folder (read from the cells, so a shard that was cut
    short still contributes what it finished)."""
    results = []
    for path in sorted((run_dir / "cells").glob("*/result.json")):
        if path.parent.name.endswith(".partial"):
            continue
        results.append(json.loads(path.read_text()))
    return results


def merge(run_dirs: list[Path], out_dir: Path, run_id: str) -> dict:
    cells: dict[str, dict] = {}
    sources = []
    environment = None
    started = None
    for run_dir in run_dirs:
        run_dir = run_dir.resolve()
        meta_path = run_dir / "results.json"
        meta = json.loads(meta_path.read_text()) if meta_path.is_file() else {}
        environment = environment or meta.get("environment")
        started = min(filter(None, [started, meta.get("started")]), default=None)
        for cell in cell_results(run_dir):
            if cell["cell"] in cells:
                raise ValueError(f"cell {cell['cell']} is in more than one of the merged runs ({run_dir})")
            cells[cell["cell"]] = cell
            source = run_dir / cell["artifacts"]["dir"]
            target = out_dir / cell["artifacts"]["dir"]
            if source.resolve() != target.resolve():
                shutil.rmtree(target, ignore_errors=True)
                shutil.copytree(source, target, symlinks=True)
        sources.append(meta.get("run_id") or run_dir.name)
    if environment is None:
        environment = env_module.gather()
    ordered = [cells[key] for key in sorted(cells)]
    meta = {"run_id": run_id, "started": started or now_iso(), "merged_from": sources, "options": {}}
    return assemble(meta, ordered, environment, now_iso())
