"""Runs the sweep on the project's translator and compares with the H200 references.

Quick set: outputs compared value by value (first mismatch decoded). Full set: per-chunk
digests compared; approximate variants are instead checked against their documented
bound chunk by chunk (their bits legitimately differ from the GPU's).
Also checks that the translator rejects what ptxas rejects.
"""

from __future__ import annotations

import fnmatch
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from zluda import config
from zluda.sweep import refstore, validate
from zluda.sweep.bounds import bound_for
from zluda.sweep.compare import Outcome, bound_failures, compare, decoded_row, merge
from zluda.sweep.floatfmt import describe
from zluda.sweep.kernelgen import module_text
from zluda.sweep.plan import CHUNK, full_plan
from zluda.sweep.runner import Modules, full_chunk_inputs, full_chunk_outputs, isolated, run_full_chunks, run_quick
from zluda.sweep.table import WORKLOAD_DIR, Variant

# ZLUDA_SWEEP_REFERENCE points the comparison at another recorded folder (e.g. a second GPU)
REFERENCE_DIR = config.get("ZLUDA_SWEEP_REFERENCE") or WORKLOAD_DIR / "reference"
BASELINE_PATH = WORKLOAD_DIR / "baseline.json"


class ReferenceMissing(RuntimeError):
    pass


@dataclass
class Reference:
    meta: dict
    quick: dict[str, np.ndarray] = field(default_factory=dict)
    full: dict[str, np.ndarray] = field(default_factory=dict)

    @classmethod
    def load(cls, folder: Path = REFERENCE_DIR, full: bool = False) -> "Reference":
        meta_path = folder / "meta.json"
        if not meta_path.is_file():
            raise ReferenceMissing(f"{meta_path}: no H200 reference recorded yet "
                                   "(run workloads/ptx-sweep/record_h200.py on the GPU and commit its output there)")
        ref = cls(json.loads(meta_path.read_text()))
        for name in ref.meta.get("quick_files", []):
            ref.quick.update(refstore.read(folder / name)[1])
        if full and ref.meta.get("full_file") and (folder / ref.meta["full_file"]).is_file():
            ref.full = refstore.read(folder / ref.meta["full_file"])[1]
        return ref


def select(variants: list[Variant], families=None, patterns=None) -> list[Variant]:
    out = variants
    if families:
        fams = set(families)
        out = [v for v in out if v.family in fams]
        if not out:
            raise ValueError(f"no variant in families {sorted(fams)}")
    if patterns:
        out = [v for v in out if any(v.id == p or fnmatch.fnmatchcase(v.id, p) for p in patterns)]
        if not out:
            raise ValueError(f"no variant matches {patterns}")
    return out


def sample(variants: list[Variant], n: int | None) -> list[Variant]:
    """A deterministic spread of about n variants: every family, each in proportion, its
    variants picked evenly through table order (so each modifier axis is exercised)."""
    if not n or n >= len(variants):
        return variants
    by_fam: dict[str, list[Variant]] = {}
    for v in variants:
        by_fam.setdefault(v.family, []).append(v)
    keep = set()
    for vs in by_fam.values():
        k = max(1, round(n * len(vs) / len(variants)))
        idx = np.linspace(0, len(vs) - 1, min(k, len(vs))).round().astype(int)
        keep.update(vs[i].id for i in idx)
    return [v for v in variants if v.id in keep]


def shard(items: list, spec: str | None) -> list:
    if not spec:
        return items
    try:
        i, n = (int(x) for x in spec.split("/"))
        assert 0 <= i < n
    except (ValueError, AssertionError):
        raise ValueError(f"--shard must be i/n with 0 <= i < n, got {spec!r}") from None
    return items[i::n]


def error_outcome(v: Variant, exc: Exception) -> Outcome:
    msg = f"{type(exc).__name__}: {exc}".strip()
    o = Outcome(v.id, v.family, False, 0, mode="error")
    o.notes.append(msg[:2000])
    return o


def quick_variant(backend, module, v: Variant, ref: Reference) -> Outcome:
    entry = ref.meta["variants"].get(v.id)
    if entry is None or "error" in entry:
        o = Outcome(v.id, v.family, False, 0, mode="no-reference")
        o.notes.append("no H200 reference for this variant" + (f": {entry['error']}" if entry else ""))
        return o
    results = run_quick(backend, module, v)
    outcome = None
    for res in results:
        if res.table_digest and entry.get("specials_digest") not in (None, res.table_digest):
            raise RuntimeError(f"{v.id}: special-value table differs from the one recorded on the H200 "
                               "(inputs.py changed: re-record the reference)")
        expected = [ref.quick[f"{v.id}|{res.label}|o{r}"] for r in range(len(v.outs))]
        o = compare(v, res.inputs, expected, res.outputs, res.label)
        outcome = o if outcome is None else merge(outcome, o)
    return outcome


def full_variant(backend, module, v: Variant, ref: Reference, chunks: list[int], launch_tuples: int) -> Outcome:
    fp = full_plan(v)
    bound = bound_for(v.approx)
    if bound:  # bits differ legitimately: check every output against the documented bound
        o = Outcome(v.id, v.family, True, 0, mode=f"bound:{v.approx}")
        for c in chunks:
            lo, hi = fp.chunk_range(c)
            inputs, outs = full_chunk_outputs(backend, module, v, fp, c)
            fails, unspec = bound_failures(v, bound, inputs, None, outs[0].astype(np.uint64))
            o.compared += hi - lo
            o.unspecified += int(unspec.sum())
            if fails.any():
                i = int(np.flatnonzero(fails)[0])
                o.passed = False
                o.mismatches += int(fails.sum())
                if o.first is None:
                    o.first = {"set": f"full chunk {c}", "index": lo + i, "inputs": decoded_row(v, inputs, i),
                               "expected": [f"within {v.approx} bound"],
                               "got": [describe(int(outs[0][i]), v.outs[0].type)]}
        return o
    want = ref.full.get(v.id)
    if want is None:
        o = Outcome(v.id, v.family, False, 0, mode="no-reference")
        o.notes.append("the H200 run did not reach this variant's full set")
        return o
    got = run_full_chunks(backend, module, v, fp, chunks, launch_tuples)
    bad = [c for c in chunks if int(got[c], 16) != int(want[c])]
    o = Outcome(v.id, v.family, not bad, sum(fp.chunk_range(c)[1] - fp.chunk_range(c)[0] for c in chunks),
                len(bad), mode="chunk-digest")
    if bad:
        c = bad[0]
        lo, hi = fp.chunk_range(c)
        inputs = full_chunk_inputs(v, fp, c, 1)
        o.first = {"set": f"full chunk {c} (tuples {lo}..{hi - 1})", "index": lo,
                   "inputs": ["chunk starts at " + ", ".join(f"0x{int(x):x}" for x in inputs[0])],
                   "expected": [f"digest {int(want[c]):016x}"], "got": [f"digest {got[c]}"]}
        o.notes.append(f"{len(bad)} of {len(chunks)} chunks differ")
    return o


def check_rejects(load, ids: list[str] | None = None, limit: int | None = None) -> dict:
    """The translator must refuse each combination ptxas rejected (sm_90), naming it."""
    rejects = validate.rejects_for("sm_90")
    cands = {v.id: v for v in validate.candidates()}
    chosen = ids or sorted(rejects)
    if limit and len(chosen) > limit:  # spread over ptxas's messages
        by_msg: dict[str, list[str]] = {}
        for i in chosen:
            by_msg.setdefault(rejects[i], []).append(i)
        picked, k = [], 0
        while len(picked) < limit:
            progressed = False
            for ids_ in by_msg.values():
                if k < len(ids_) and len(picked) < limit:
                    picked.append(ids_[k])
                    progressed = True
            if not progressed:
                break
            k += 1
        chosen = picked
    accepted_wrongly, unlocated, rows = [], [], []
    for vid in chosen:
        v = cands[vid]
        try:
            module = load(module_text([v]))
            module.llvm_ir()  # loading may be lazy: translating is what must fail
        except Exception as exc:
            # a pass needs a located refusal (file:line:col), not any crash on the way
            loc = getattr(exc, "loc", None)
            located = loc is not None and getattr(loc, "line", 0) > 0
            rows.append({"lib": "ptx.rejects", "fn": vid, "calls": 1, "verdict": "pass" if located else "fail",
                         "detail": f"ptxas: {rejects[vid]}; translator"
                                   f"{'' if located else ' (no source location)'}: {' '.join(str(exc).split())[:200]}"})
            if not located:
                unlocated.append({"variant": vid, "ptxas": rejects[vid], "translator": str(exc)[:300]})
            continue
        accepted_wrongly.append({"variant": vid, "ptxas": rejects[vid]})
        rows.append({"lib": "ptx.rejects", "fn": vid, "calls": 1, "verdict": "fail",
                     "detail": f"ptxas rejects it ({rejects[vid]}) but the translator accepted it"})
    return {"checked": len(chosen), "accepted_but_ptxas_rejects": accepted_wrongly,
            "refused_without_location": unlocated, "api_rows": rows}


def coverage(load, variants: list[Variant], progress=None) -> dict:
    """Which variants the translator translates at all (no reference needed): the
    refusals, with the translator's message, grouped by family."""
    refused: dict[str, dict[str, str]] = {}
    for v in variants:
        try:
            load(module_text([v])).llvm_ir()
        except Exception as exc:
            refused.setdefault(v.family, {})[v.id] = " ".join(str(exc).split())[:300]
        if progress:
            progress(v)
    n_refused = sum(len(x) for x in refused.values())
    return {"variants": len(variants), "translated": len(variants) - n_refused, "refused": n_refused,
            "refused_by_family": refused}


class Baseline(dict):
    """Known differences: variant id or glob -> reason. `reason(id)` finds the entry."""

    def reason(self, vid: str) -> str | None:
        if dict.__contains__(self, vid):
            return self[vid]
        for pattern, why in self.items():
            if any(ch in pattern for ch in "*?[") and fnmatch.fnmatchcase(vid, pattern):
                return why
        return None

    def __contains__(self, vid) -> bool:  # `id in baseline` honours globs
        return dict.__contains__(self, vid) or self.reason(vid) is not None


def load_baseline(path: Path = BASELINE_PATH) -> Baseline:
    if not path.is_file():
        return Baseline()
    data = json.loads(path.read_text())
    return Baseline(data.get("variants", {}))


def api_rows(outcomes: list[Outcome], baseline: dict[str, str]) -> list[dict]:
    rows = []
    for o in outcomes:
        verdict = "pass" if o.passed else ("unimplemented" if o.mode == "error" and
                                           any("nsupported" in n or "not implemented" in n for n in o.notes)
                                           else "fail")
        detail = f"{o.compared} inputs, {o.mode}"
        if o.first:
            detail = (f"{o.mismatches} mismatches; first: inputs {', '.join(o.first['inputs'])} "
                      f"expected {', '.join(o.first['expected'])} got {', '.join(o.first['got'])}")
        elif o.notes:
            detail = o.notes[0][:300]
        row = {"lib": f"ptx.{o.family}", "fn": o.variant, "calls": o.compared, "verdict": verdict, "detail": detail}
        if not o.passed and o.variant in baseline:
            # the matrix renders a failure the sweep's baseline knows as expected-fail
            row["baseline"] = baseline.reason(o.variant)
        rows.append(row)
    return rows


def summarize(outcomes: list[Outcome], baseline: dict[str, str]) -> dict:
    fams: dict[str, dict] = {}
    for o in outcomes:
        f = fams.setdefault(o.family, {"variants": 0, "pass": 0, "fail": 0, "known": 0})
        f["variants"] += 1
        if o.passed:
            f["pass"] += 1
        else:
            f["fail"] += 1
            f["known"] += o.variant in baseline
    total = len(outcomes)
    passed = sum(o.passed for o in outcomes)
    unexpected = [o.variant for o in outcomes if not o.passed and o.variant not in baseline]
    return {"variants": total, "pass": passed, "fail": total - passed,
            "exact_fraction": round(passed / total, 4) if total else None,
            "unexpected_failures": len(unexpected), "by_family": dict(sorted(fams.items()))}


def run(backend, variants: list[Variant], *, full: bool = False, shard_spec: str | None = None,
        ref_dir: Path = REFERENCE_DIR, launch_tuples: int = CHUNK, progress=None) -> dict:
    ref = Reference.load(ref_dir, full=full)
    baseline = load_baseline()
    t0 = time.monotonic()
    outcomes: list[Outcome] = []
    evals = 0
    if not full:
        mine = shard(variants, shard_spec)
        mods = Modules.build(mine)
        for name, group in mods.groups:
            try:
                module = backend.load(name, mods.texts[name])
            except Exception:  # one unloadable module: load its variants one by one
                module = None
            for v in group:
                try:
                    mod = module if module is not None else backend.load(v.id, module_text([v]))
                    o = isolated(backend, mod, v, lambda m: quick_variant(backend, m, v, ref))
                except Exception as exc:
                    o = error_outcome(v, exc)
                outcomes.append(o)
                evals += o.compared
                if progress:
                    progress(o)
    else:
        # full set: work items are (variant, chunk), so shards spread the exhaustive ones
        items = [(v, c) for v in variants for c in range(full_plan(v).chunks)]
        mine = shard(items, shard_spec)
        by_variant: dict[str, list[int]] = {}
        order: dict[str, Variant] = {}
        for v, c in mine:
            by_variant.setdefault(v.id, []).append(c)
            order[v.id] = v
        for vid, chunks in by_variant.items():
            v = order[vid]
            try:
                module = backend.load(vid, module_text([v]))
                o = full_variant(backend, module, v, ref, chunks, launch_tuples)
            except Exception as exc:
                o = error_outcome(v, exc)
            outcomes.append(o)
            evals += o.compared
            if progress:
                progress(o)
    seconds = time.monotonic() - t0
    return {"set": "full" if full else "quick", "shard": shard_spec or "0/1",
            "reference": {k: ref.meta.get(k) for k in ("device", "ptxas", "started_utc")},
            "seconds": round(seconds, 2), "evaluations": evals,
            "evaluations_per_second": round(evals / seconds, 1) if seconds else None,
            "summary": summarize(outcomes, baseline),
            "variants": [o.to_json() for o in outcomes],
            "api_rows": api_rows(outcomes, baseline)}


def merge_reports(reports: list[dict]) -> dict:
    """One report from shard reports: a variant split over shards (full set: its chunks)
    passes when every part passed; counts add up; the first mismatch found is kept."""
    by_variant: dict[str, Outcome] = {}
    for rep in reports:
        for row in rep["variants"]:
            o = Outcome(row["variant"], row["family"], row["status"] == "pass", row["compared"],
                        row["mismatches"], row.get("unspecified", 0), row["mode"], row.get("first_mismatch"),
                        list(row.get("notes", [])))
            by_variant[o.variant] = merge(by_variant[o.variant], o) if o.variant in by_variant else o
    outcomes = list(by_variant.values())
    baseline = load_baseline()
    seconds = sum(r["seconds"] for r in reports)
    evals = sum(r["evaluations"] for r in reports)
    sets = sorted({r["set"] for r in reports})
    return {"set": "+".join(sets), "shard": f"merged {len(reports)}",
            "reference": reports[0]["reference"] if reports else {},
            "seconds": round(seconds, 2), "evaluations": evals,
            "evaluations_per_second": round(evals / seconds, 1) if seconds else None,
            "summary": summarize(outcomes, baseline), "variants": [o.to_json() for o in outcomes],
            "api_rows": api_rows(outcomes, baseline)}
