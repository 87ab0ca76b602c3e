"""Which instruction spellings ptxas rejects, from ptxas's own recorded verdicts.

The PTX sweep asks the real ptxas (13.0) about every modifier x type combination of
workloads/ptx-sweep/families.py, for sm_90 and sm_80, and records its verdicts with
its messages (ptxas-rejects.json). `python -m zluda.ptx.legality` turns them into the
table `legality.json` beside this module:

    {"ptxas": "...", "rejects": {opcode: {message: "shape shape ..."}},
     "older_targets": {opcode: {message: "shape ..."}}}

A *shape* is an instruction's non-type modifiers, sorted (ptxas takes them in any
order), then its types in order: `cvt.rn.ftz.f16.f32` -> "ftz.rn|f16.f32".
`rejects` holds sm_90's verdicts; `older_targets` the extra ones of sm_80, whose
messages say which target the feature needs ("requires .target sm_89 or higher"), so
they apply to modules whose .target is older than that.

The translator asks `rejection(instruction, target)` before emitting an instruction and
refuses a listed one with a located error that quotes ptxas. Spellings outside the
sweep's table are not judged here (the emitters decide). tests/sweep checks this table
against the recorded verdicts, both ways.
"""

from __future__ import annotations

import argparse
import functools
import json
import re
from pathlib import Path

from zluda.ptx.ast import TYPE_NAMES
from zluda.sweep.validate import REJECTS_PATH

TABLE_PATH = Path(__file__).with_name("legality.json")
_NEEDS_TARGET = re.compile(r"requires \.target sm_(\d+)")


def shape(opcode: str, modifiers) -> str:
    mods = sorted(m for m in modifiers if m not in TYPE_NAMES)
    types = [m for m in modifiers if m in TYPE_NAMES]
    return ".".join(mods) + "|" + ".".join(types)


def shape_of_name(name: str) -> tuple[str, str]:
    """"cvt.rn.f16.f32" -> ("cvt", "rn|f16.f32")."""
    opcode, *mods = name.split(".")
    return opcode, shape(opcode, mods)


@functools.lru_cache(maxsize=None)
def _table(path: str = str(TABLE_PATH)) -> tuple[dict, dict]:
    """{(opcode, shape): message} for sm_90, and {(opcode, shape): (message, needed sm)}."""
    doc = json.loads(Path(path).read_text())
    current = {(op, s): msg for op, by_msg in doc["rejects"].items()
               for msg, shapes in by_msg.items() for s in shapes.split()}
    older = {}
    for op, by_msg in doc.get("older_targets", {}).items():
        for msg, shapes in by_msg.items():
            m = _NEEDS_TARGET.search(msg)
            need = int(m.group(1)) if m else 90
            for s in shapes.split():
                older[(op, s)] = (msg, need)
    return current, older


def target_sm(target) -> int | None:
    """The sm number of a module's .target (("sm_80",) -> 80); None when absent."""
    for t in target or ():
        m = re.fullmatch(r"sm_(\d+)[a-z]?", t)
        if m:
            return int(m.group(1))
    return None


def rejection(opcode: str, modifiers, target=None) -> str | None:
    """ptxas's message when it rejects this spelling for `target`, else None."""
    current, older = _table()
    key = (opcode, shape(opcode, modifiers))
    msg = current.get(key)
    if msg is not None:
        return msg
    hit = older.get(key)
    sm = target_sm(target)
    if hit is not None and sm is not None and sm < hit[1]:
        return hit[0]
    return None


def generate(rejects_doc: dict) -> dict:
    """The table from a ptxas-rejects.json document (see the module docstring)."""
    arches = rejects_doc["arches"]

    def grouped(by_message: dict, skip: set) -> dict:
        out: dict = {}
        for msg, ids in sorted(by_message.items()):
            for vid in ids:
                if vid in skip:
                    continue
                op, s = shape_of_name(vid)
                out.setdefault(op, {}).setdefault(msg, []).append(s)
        return {op: {m: " ".join(sorted(set(v))) for m, v in sorted(d.items())} for op, d in sorted(out.items())}

    sm90 = arches["sm_90"]["by_message"]
    rejected90 = {vid for ids in sm90.values() for vid in ids}
    doc = {"ptxas": rejects_doc.get("ptxas"), "ptx_version": rejects_doc.get("ptx_version"),
           "rejects": grouped(sm90, set())}
    if "sm_80" in arches:
        doc["older_targets"] = grouped(arches["sm_80"]["by_message"], rejected90)
    return doc


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m zluda.ptx.legality",
                                 description="regenerate zluda/ptx/legality.json from the sweep's recorded ptxas verdicts")
    ap.add_argument("--rejects", type=Path, help="ptxas-rejects.json (default: the sweep's)")
    ap.add_argument("--out", type=Path, default=TABLE_PATH)
    args = ap.parse_args(argv)
    if args.rejects is None:
        args.rejects = REJECTS_PATH
    doc = generate(json.loads(args.rejects.read_text()))
    args.out.write_text(json.dumps(doc, indent=0, sort_keys=False) + "\n")
    n = sum(len(s.split()) for d in doc["rejects"].values() for s in d.values())
    print(f"{args.out}: {n} rejected shapes from {args.rejects.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
