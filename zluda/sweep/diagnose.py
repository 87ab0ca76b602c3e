"""Which tuples of a full-set chunk differ, on a machine with the GPU.

The full set compares per-chunk digests, so a failing chunk says only *that* some of its
2^22 tuples differ. On a machine that has both the GPU and the translator this runs the
chunk on both and lists the differing tuples decoded (inputs, the GPU's result, the
translator's), as JSON lines:

    python -m zluda.sweep.diagnose VARIANT[:CHUNK] ... [--limit 8] [--out diag.jsonl]

CHUNK defaults to 0. Exit status 0 when the listed chunks were compared (differences or
not), 2 on bad usage or when a backend is missing.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

from zluda.sweep import validate
from zluda.sweep.backends import open_backend
from zluda.sweep.floatfmt import describe
from zluda.sweep.kernelgen import module_text
from zluda.sweep.plan import full_plan
from zluda.sweep.runner import full_chunk_outputs


def differences(v, chunk: int, gpu, cpu, limit: int) -> dict:
    inputs, want = full_chunk_outputs(gpu, gpu.load(v.id, module_text([v])), v, full_plan(v), chunk)
    _, got = full_chunk_outputs(cpu, cpu.load(v.id, module_text([v])), v, full_plan(v), chunk)
    bad = np.zeros(len(inputs), bool)
    for w, g in zip(want, got):
        bad |= w.astype(np.uint64) != g.astype(np.uint64)
    rows = []
    for i in np.flatnonzero(bad)[:limit]:
        rows.append({"tuple": int(full_plan(v).chunk_range(chunk)[0] + i),
                     "inputs": [describe(int(inputs[i, k]), o.type) for k, o in enumerate(v.reg_ins)],
                     "gpu": [describe(int(w[i]), o.type) for w, o in zip(want, v.outs)],
                     "translator": [describe(int(g[i]), o.type) for g, o in zip(got, v.outs)]})
    return {"variant": v.id, "chunk": chunk, "tuples": len(inputs), "differ": int(bad.sum()), "first": rows}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m zluda.sweep.diagnose", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("which", nargs="+", metavar="VARIANT[:CHUNK]")
    ap.add_argument("--limit", type=int, default=8, help="differing tuples listed per chunk")
    ap.add_argument("--out", type=Path, help="also write the JSON lines here")
    args = ap.parse_args(argv)
    by_id = {v.id: v for v in validate.accepted("sm_90")}
    todo = []
    for w in args.which:
        vid, _, chunk = w.rpartition(":") if ":" in w else (w, "", "0")
        if vid not in by_id or not chunk.isdigit() or int(chunk) >= full_plan(by_id[vid]).chunks:
            print(f"error: {w!r}: not a variant of the sweep with that chunk", file=sys.stderr)
            return 2
        todo.append((by_id[vid], int(chunk)))
    try:
        gpu, cpu = open_backend("auto"), open_backend("zluda")
    except Exception as exc:
        print(f"error: needs the GPU and the translator: {exc}", file=sys.stderr)
        return 2
    lines = []
    for v, chunk in todo:
        try:
            row = differences(v, chunk, gpu, cpu, args.limit)
        except Exception as exc:   # one variant that fails to run does not stop the others
            row = {"variant": v.id, "chunk": chunk, "error": f"{type(exc).__name__}: {exc}"[:500]}
        lines.append(json.dumps(row))
        print(lines[-1], flush=True)
    if args.out:
        args.out.write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
