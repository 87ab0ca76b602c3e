"""The report's coverage pictures: what the project implements of the CUDA API catalog
(recorded into a run's results when it is assembled), and from a run's results the PTX
sweep's pass rate per instruction family and the time each cell took.

Each picture is a list of bars {label, value, total or max, ...}; the template draws them.
"""

from __future__ import annotations

import importlib

from zluda.api import catalog
from zluda.shim import registry

SWEEP_LIB_PREFIX = "ptx."   # the PTX sweep's rows: lib "ptx.<family>", fn "<variant id>"
NOT_RUN = ("unsupported", "skip")


def api_implemented(major: int = 13) -> dict:
    """Per library of the API catalog: how many of its exported symbols the project
    answers with an implementation of its own, how many it declares not supported on this
    device (zluda/runtime/unsupported.py: they answer NVIDIA's status for a device without
    the feature), the rest return NOT_SUPPORTED as unimplemented; or why that could not
    be read here."""
    try:
        cat = catalog.load(major)
        # each module imported here, not through load_implementations(), which reports a
        # module that fails on stderr and goes on: a count without it would be wrong
        for module in registry.IMPLEMENTATION_MODULES:
            importlib.import_module(module)
    except Exception as exc:   # a machine without the runtime's dependencies: say so, draw nothing
        return {"cuda": major, "libraries": [], "error": f"{type(exc).__name__}: {exc}"[:300]}
    libraries = []
    for key in sorted(cat.libraries):
        functions = [f for f in cat.functions.values() if f.library == key]
        reasons = registry.not_supported(key)
        answered = [f for f in functions if registry.lookup(key, f.symbol, f.name) is not None]
        not_supported = sum(f.name in reasons for f in answered)
        libraries.append({"library": key, "implemented": len(answered) - not_supported,
                          "not_supported": not_supported, "catalog": len(functions)})
    return {"cuda": cat.cuda_version, "libraries": libraries, "error": None}


def _percent(part: int, whole: int) -> float:
    return round(100.0 * part / whole, 1) if whole else 0.0


def api_bars(run: dict) -> list[dict]:
    recorded = run.get("api_coverage") or {}
    return [{"label": lib["library"], "value": lib["implemented"], "total": lib["catalog"],
             "percent": _percent(lib["implemented"], lib["catalog"])} for lib in recorded.get("libraries", [])]


def sweep_families(cells: list[dict]) -> list[dict]:
    """Per instruction family of the PTX sweep rows in the run (all cells together):
    passing rows / rows, lowest pass rate first; `unexpected` counts the rows that fail
    without the baseline expecting it."""
    families: dict[str, dict] = {}
    for cell in cells:
        for row in cell.get("api_rows", []):
            if not row["lib"].startswith(SWEEP_LIB_PREFIX):
                continue
            family = families.setdefault(row["lib"][len(SWEEP_LIB_PREFIX):],
                                         {"value": 0, "total": 0, "unexpected": 0})
            family["total"] += 1
            family["value"] += row["verdict"] == "pass"
            family["unexpected"] += bool(row.get("unexpected"))
    bars = [{"label": name, **counts, "percent": _percent(counts["value"], counts["total"])}
            for name, counts in families.items()]
    return sorted(bars, key=lambda bar: (bar["percent"], bar["label"]))


def cell_times(cells: list[dict], limit: int = 40) -> dict:
    """The `limit` longest cells that ran (not the unsupported or skipped ones), longest
    first, each with its share of the longest."""
    timed = sorted((c for c in cells if c.get("timings") and c["verdict"] not in NOT_RUN),
                   key=lambda c: -c["timings"]["duration_s"])
    longest = timed[0]["timings"]["duration_s"] if timed else 0.0
    bars = [{"label": c["cell"], "value": c["timings"]["duration_s"], "verdict": c["verdict"],
             "percent": _percent(c["timings"]["duration_s"], longest) if longest else 0.0}
            for c in timed[:limit]]
    return {"bars": bars, "more": max(0, len(timed) - limit),
            "total_s": round(sum(c["timings"]["duration_s"] for c in timed), 1)}
