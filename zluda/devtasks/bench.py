"""`invoke bench --suite NAME`: measurements, printed as a table and written as JSON.

SUITES maps a suite name to the function that measures it; each area adds its rows.
A suite function returns {"rows": [{"metric", "value", "unit", "target"?, ...}], ...}.
"""

from __future__ import annotations

import importlib
import json
import time
from datetime import datetime, timezone

from invoke import Exit, task
from rich.console import Console
from rich.table import Table

from zluda import paths

SUITES = {
    "orchestration": "zluda.platform.bench:orchestration",
    "shim": "zluda.shim.bench:shim",
    "trace": "zluda.trace.bench:suite",
    "images": "zluda.images.bench:images",
    "ptx-parse": "zluda.ptx.bench:parse_speed",
    "kernels": "zluda.cpu.bench:kernels",
    "sweep": "zluda.sweep.bench:sweep",
    "runtime": "zluda.runtime.bench:runtime_calls",
    "gpt2": "zluda.runtime.bench.gpt2:gpt2_step",
    "llama": "zluda.llama.bench:llama",
    "llmc": "zluda.llmc.bench:llmc",
    "launch": "zluda.runtime.bench.launch:launch",
    "corpus": "zluda.corpus.bench:corpus",
    "lockstep": "zluda.cpu.bench.lockstep:lockstep",
    "client32": "zluda.client32.bench:client32",
}
# options that only some suites take: option -> (the suite function's keyword, the suites)
SUITE_OPTIONS = {"programs": ("programs", ("corpus", "llmc")), "recorded": ("recorded_only", ("corpus",)),
                 "source": ("source", ("corpus",)), "parts": ("parts", ("kernels",))}


@task(help={"suite": f"which measurement: {', '.join(SUITES)}",
            "out": "JSON file to write (default: reports/bench/<suite>-<time>.json)",
            "programs": "corpus: run only these programs here (comma-separated, NAME or SUITE/NAME); "
                        "llmc: only these CUDA programs (comma-separated)",
            "recorded": "corpus: from the committed runs (workloads/<suite>/cpu/results.json), running nothing",
            "source": "corpus: a checkout of the suite's pinned revision (default: cloned into the cache)",
            "parts": "kernels: only these parts (comma-separated: ours, llmc, sortscan, translation)"})
def bench(c, suite, out=None, programs=None, recorded=False, source=None, parts=None):
    """Measure a suite and print the table (speed targets are checked here, never in tests)."""
    if suite not in SUITES:
        raise Exit(f"unknown suite {suite!r}; known: {', '.join(SUITES)}", code=2)
    options = {}
    for option, value in (("programs", programs), ("recorded", recorded), ("source", source), ("parts", parts)):
        keyword, takers = SUITE_OPTIONS[option]
        if value and suite not in takers:
            raise Exit(f"--{option} is an option of the {', '.join(takers)} suite, not of {suite!r}", code=2)
        if value:
            options[keyword] = value

    from zluda.platform import atomic

    module_name, function = SUITES[suite].split(":")
    started = time.time()
    module = importlib.import_module(module_name)
    try:
        result = getattr(module, function)(**options)
    except getattr(module, "BenchError", ()) as exc:   # a suite's own failure: one message, no traceback
        raise Exit(f"bench {suite}: {exc}", code=1) from None
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    result = {"suite": suite, "when": stamp, "seconds": round(time.time() - started, 2), **result}
    path = out or paths.REPO_ROOT / "reports" / "bench" / f"{suite}-{stamp}.json"
    atomic.write_json(path, result)
    table = Table(title=f"bench {suite}")
    for column in ("metric", "value", "unit", "target", "met"):
        table.add_column(column, justify="right" if column in ("value", "target") else "left")
    for row in result["rows"]:
        target, value = row.get("target"), row["value"]
        if value is None:   # not measurable here (e.g. an image not built): the row says why
            table.add_row(row["metric"], "-", row["unit"], "", row.get("note", "not measured"))
            continue
        met = "" if target is None else ("yes" if value < target else "NO")
        table.add_row(row["metric"], f"{value:.3f}", row["unit"], "" if target is None else f"< {target}", met)
    Console().print(table)
    print(f"written: {path}")
