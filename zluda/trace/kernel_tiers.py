"""Which code each kernel of a traced run ran: in a trace folder (`zluda run --trace-dir`
sets ZLUDA_TRACE_DIR) the CPU runtime appends a line each time a kernel's code is loaded
or replaced by the tier-up; the matrix report counts them (`summary`). A module of its
own, light, so that the matrix runner reads the records without importing the runtime."""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

from zluda import config

RECORD = "kernel-tiers.jsonl"


def record(module: str, kernel: str, tier: str, form: str | None) -> None:
    folder = config.get("ZLUDA_TRACE_DIR")
    if not folder:
        return
    line = json.dumps({"pid": os.getpid(), "module": module, "kernel": kernel, "tier": tier, "form": form})
    try:
        fd = os.open(os.path.join(folder, RECORD), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, (line + "\n").encode())   # one write: lines of several threads never interleave
        finally:
            os.close(fd)
    except OSError:   # the trace is the program's; a kernel launch never fails for it
        pass


def summary(folder) -> dict:
    """{tier: kernels} of the records under `folder` (each kernel of each process counted at
    the last code it ran)."""
    last = {}
    for path in sorted(Path(folder).glob(f"**/{RECORD}")):
        for line in path.read_text().splitlines():
            try:
                r = json.loads(line)
                last[(str(path.parent), r["pid"], r["module"], r["kernel"])] = r["tier"]
            except (ValueError, KeyError, TypeError):
                continue
    return dict(sorted(Counter(last.values()).items()))
