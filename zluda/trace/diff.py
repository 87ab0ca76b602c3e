"""`zluda trace diff REF RUN`: the first call where two traces diverge.

Compared per call, in sequence order: the function, its status, the shape of its
arguments (numbers, enum names, strings, whether a pointer is null; never pointer
values), out-values that are not pointers, and device-to-host checksums. Timings,
thread ids, sequence numbers and addresses are ignored. By default only the calls the
program itself made (depth 0) are compared, since the libraries' internal calls differ
between NVIDIA's libraries and the project's; --all-depths compares nested calls too.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path


class TraceDiffError(ValueError):
    pass


def load_calls(trace: Path) -> list[dict]:
    trace = Path(trace)
    path = trace / "calls.jsonl" if trace.is_dir() else trace
    if not path.exists():
        raise TraceDiffError(f"{trace}: no calls.jsonl (not a trace folder)")
    calls = []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            calls.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise TraceDiffError(f"{path}:{n}:{exc.colno}: bad JSON: {exc.msg}") from None
    return calls


def _shape(value):
    """An argument as compared: addresses reduced to null / non-null."""
    if isinstance(value, str) and value.startswith("0x"):
        return "null" if int(value, 16) == 0 else "ptr"
    if isinstance(value, dict):
        return {k: _shape(v) for k, v in value.items()}
    return value


@dataclass
class Divergence:
    index: int                 # position in the compared call lists
    kind: str                  # function, status, argument, out, d2h, length
    detail: str
    ref: dict | None
    run: dict | None
    ref_context: list[dict] = field(default_factory=list)
    run_context: list[dict] = field(default_factory=list)


def _compare(a: dict, b: dict, check_out: bool) -> tuple[str, str] | None:
    if (a["lib"], a["fn"]) != (b["lib"], b["fn"]):
        return "function", f"{a['lib']}/{a['fn']} vs {b['lib']}/{b['fn']}"
    if a.get("status_name") != b.get("status_name"):
        return "status", f"{a.get('status_name')} vs {b.get('status_name')}"
    if bool(a.get("unimplemented")) != bool(b.get("unimplemented")):
        return "status", " vs ".join("unimplemented" if c.get("unimplemented") else "implemented"
                                     for c in (a, b))
    if _shape(a.get("ret")) != _shape(b.get("ret")):
        return "status", f"returned {_shape(a.get('ret'))!r} vs {_shape(b.get('ret'))!r}"
    if bool(a.get("incomplete")) != bool(b.get("incomplete")):
        return "status", ("never returned" if a.get("incomplete") else "returned") + " vs " + \
            ("never returned" if b.get("incomplete") else "returned")
    for name in dict.fromkeys([*a["args"], *b["args"]]):
        va, vb = _shape(a["args"].get(name)), _shape(b["args"].get(name))
        if va != vb:
            return "argument", f"{name}: {va!r} vs {vb!r}"
    if check_out:
        oa, ob = a.get("out", {}), b.get("out", {})
        for name in dict.fromkeys([*oa, *ob]):
            va, vb = _shape(oa.get(name)), _shape(ob.get(name))
            if va != vb:
                return "out", f"{name}: {va!r} vs {vb!r}"
    if a.get("d2h_checksum") != b.get("d2h_checksum"):
        return "d2h", f"{a.get('d2h_checksum')} vs {b.get('d2h_checksum')} ({a.get('d2h_bytes')} bytes)"
    return None


def first_divergence(ref: list[dict], run: list[dict], *, all_depths: bool = False,
                     check_out: bool = True, context: int = 3) -> Divergence | None:
    if not all_depths:
        ref = [c for c in ref if not c.get("depth")]
        run = [c for c in run if not c.get("depth")]
    found = None
    for i, (a, b) in enumerate(zip(ref, run)):
        diff = _compare(a, b, check_out)
        if diff:
            found = Divergence(i, diff[0], diff[1], a, b)
            break
    else:
        if len(ref) == len(run):
            return None
        i = min(len(ref), len(run))
        longer, which = (ref, "REF") if len(ref) > len(run) else (run, "RUN")
        found = Divergence(i, "length", f"{which} has {len(longer) - i} more calls, "
                           f"starting with {longer[i]['lib']}/{longer[i]['fn']}",
                           ref[i] if i < len(ref) else None, run[i] if i < len(run) else None)
    lo = max(found.index - context, 0)
    found.ref_context = ref[lo:found.index + context + 1]
    found.run_context = run[lo:found.index + context + 1]
    return found


def _line(c: dict, marker: str) -> str:
    args = ", ".join(f"{k}={v}" for k, v in c["args"].items())
    if len(args) > 100:
        args = args[:97] + "..."
    status = c.get("status_name") or ("never returned" if c.get("incomplete") else c.get("ret", ""))
    extra = f" {c['d2h_checksum']}" if c.get("d2h_checksum") else ""
    return f"{marker} #{c['seq']:<6} {c['lib']}/{c['fn']}({args}) -> {status}{extra}"


def format_divergence(d: Divergence | None, ref_name: str, run_name: str) -> str:
    if d is None:
        return "no divergence"
    out = [f"first divergence at call {d.index} ({d.kind}): {d.detail}"]
    for name, ctx, hit in ((ref_name, d.ref_context, d.ref), (run_name, d.run_context, d.run)):
        out.append(f"--- {name}")
        for c in ctx:
            out.append(_line(c, ">>" if c is hit else "  "))
    return "\n".join(out)


def diff_paths(ref: Path, run: Path, **kw) -> Divergence | None:
    return first_divergence(load_calls(ref), load_calls(run), **kw)
