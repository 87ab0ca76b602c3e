"""Hook the project's own libraries call after writing their trace (zluda/shim/tracing.py):
fills in what their recorder did not write: the Chrome trace (trace.json) when it is
missing, and PTX / kernel lists for module images in modules/ that have no listing."""

from __future__ import annotations

import json
from pathlib import Path

from zluda import fatbin
from zluda.trace.decode import atomic_write, chrome_events

IMAGE_SUFFIXES = (".fatbin", ".cubin", ".bin")


def finalize(trace_dir: str | Path) -> None:
    trace_dir = Path(trace_dir)
    calls_file = trace_dir / "calls.jsonl"
    if calls_file.exists() and not (trace_dir / "trace.json").exists():
        calls = [json.loads(l) for l in calls_file.read_text().splitlines() if l.strip()]
        end = max((c.get("t_ns", 0) + (c.get("dur_ns") or 0) for c in calls), default=0)
        atomic_write(trace_dir / "trace.json", json.dumps(
            {"traceEvents": chrome_events(calls, end), "displayTimeUnit": "ns"}))
    modules = trace_dir / "modules"
    if not modules.is_dir():
        return
    for image in sorted(modules.iterdir()):
        listing = image.with_suffix(".kernels.json")
        if image.suffix not in IMAGE_SUFFIXES or listing.exists() or image.with_suffix(".json").exists():
            continue  # already described (the shim writes module-<n>.json itself)
        info = {"file": image.name, "size": image.stat().st_size, "entries": []}
        try:
            entries = fatbin.load_any(image.read_bytes(), image.name)
        except fatbin.FatbinError as exc:
            info["error"] = str(exc)
            entries = []
        for i, e in enumerate(entries):
            row = fatbin.describe([e])[0]
            if e.kind == "ptx":
                name = f"{image.stem}.{i}.{e.arch_name}.ptx"
                (modules / name).write_text(e.text())
                row["file"] = name
            info["entries"].append(row)
        info["kernels"] = sorted({k for r in info["entries"] for k in r["kernels"] if not k.startswith("<")})
        atomic_write(listing, json.dumps(info, indent=1) + "\n")
