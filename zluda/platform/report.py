"""Reports, rendered from results only: results.json, summary.md, junit.xml, index.html.

Also merging: the cell results of several (shard) runs become one run, rendered again.
"""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import jinja2

from zluda.platform import RESULT_SCHEMA_VERSION, apirows, atomic, environment as env_module, profiles, verdicts
from zluda.platform.runner import UNEXPECTED_VERDICTS, now_iso

TEMPLATES = Path(__file__).resolve().parent / "templates"
VERDICT_ORDER = ["crash", "timeout", "fail", "unexpected-pass", "flake", "expected-fail", "unsupported", "skip", "pass"]
PASSING = ("pass", "flake")


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
            "summary": summarize(cells), "cells": cells}


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


def trend(runs: list[dict], width: int = 640, height: int = 160) -> dict:
    """Points of the trend chart (inline SVG): passing cells, unexpected cells and
    passing API rows per run, oldest first."""
    series = {"passing cells": [], "unexpected cells": [], "passing API rows": []}
    labels = []
    for run in runs[-30:]:
        counts = run["summary"]["counts"]
        series["passing cells"].append(sum(counts.get(v, 0) for v in PASSING))
        series["unexpected cells"].append(len(run["summary"]["unexpected"]))
        series["passing API rows"].append(run["summary"].get("api_rows", {}).get("pass", 0))
        labels.append(run["run_id"])
    top = max([1] + [v for values in series.values() for v in values])
    pad, n = 30, len(labels)
    step = (width - 2 * pad) / max(1, n - 1)
    lines = []
    for name, values in series.items():
        points = [(pad + i * step, height - pad - (height - 2 * pad) * v / top) for i, v in enumerate(values)]
        lines.append({"name": name, "points": " ".join(f"{x:.1f},{y:.1f}" for x, y in points),
                      "dots": [{"x": round(x, 1), "y": round(y, 1), "value": v, "run": labels[i]}
                               for i, ((x, y), v) in enumerate(zip(points, values))],
                      "last": values[-1] if values else 0})
    return {"width": width, "height": height, "pad": pad, "top": top, "runs": n, "lines": lines,
            "first": labels[0] if labels else "", "last": labels[-1] if labels else ""}


# ---- rendering ---------------------------------------------------------------------------
def _env() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=jinja2.select_autoescape(
        enabled_extensions=("html.j2", "xml.j2"), default_for_string=False), trim_blocks=True, lstrip_blocks=True,
        undefined=jinja2.StrictUndefined)
    env.filters["seconds"] = lambda s: f"{s:.2f} s" if s is not None else ""
    env.filters["slug"] = lambda text: "".join(c if c.isalnum() else "-" for c in text)
    env.tests["unexpected_row"] = verdicts.is_unexpected
    return env


def _api_table(cells: list[dict]) -> dict:
    """One row per API function a workload's cells called, one column per cell; rows with
    any failure first."""
    columns = sorted({c["cell"] for c in cells if c.get("api_rows")})
    rows: dict[tuple[str, str], dict] = {}
    for cell in cells:
        for row in cell.get("api_rows", []):
            rows.setdefault((row["lib"], row["fn"]), {"lib": row["lib"], "fn": row["fn"], "by_cell": {}})[
                "by_cell"][cell["cell"]] = row
    rank = apirows.ROW_ORDER
    ordered = sorted(rows.values(), key=lambda r: (min(rank.get(x["verdict"], 0) for x in r["by_cell"].values()),
                                                   r["lib"], r["fn"]))
    return {"columns": columns, "rows": ordered,
            "failing": sum(any(verdicts.is_unexpected(x) for x in r["by_cell"].values()) for r in ordered),
            "known": sum(any(x["verdict"] == "expected-fail" for x in r["by_cell"].values()) for r in ordered)}


def context(run: dict, reports_root: Path, baseline: dict | None) -> dict:
    cells = run["cells"]
    columns = sorted({(c["image"], c["backend"]) for c in cells})
    workloads = sorted({c["workload"] for c in cells})
    grid = {(c["workload"], c["image"], c["backend"]): c for c in cells}
    order = {v: i for i, v in enumerate(VERDICT_ORDER)}
    by_workload = []
    for name in workloads:
        mine = sorted((c for c in cells if c["workload"] == name), key=lambda c: (order[c["verdict"]], c["cell"]))
        rows = [row for cell in mine for row in cell.get("api_rows", [])]
        by_workload.append({"name": name, "cells": mine, "api": _api_table(mine), "tests": len(mine) + len(rows),
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
    return {"run": run, "summary": run["summary"], "unexpected_api": unexpected_api,
            "unexpected_total": len(run["summary"]["unexpected"]) + len(unexpected_api),
            "columns": columns, "workloads": workloads, "grid": grid,
            "by_workload": by_workload, "profiles": profiles.progress(run, profiles.load_all()),
            "changes": compare(run, baseline), "trend": trend(history), "verdict_order": VERDICT_ORDER,
            "environment": run["environment"], "images": images, "unexpected_verdicts": UNEXPECTED_VERDICTS}


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
