"""Records reference results: the quick set's outputs for every variant, then as much of
the full set's chunk digests as the time budget allows. Written for the H200 (any
backend works, so the same code path runs on the translator for testing).

Output folder (at most 8 files):
  meta.json          device, driver, CUDA and ptxas versions, parameters, per-variant status
  quick-NN.zst|.xz   quick-set outputs, key "<variant>|<set>|o<r>" (natural width arrays)
  full.zst|.xz       full-set chunk digests, key "<variant>" -> uint64 array (chunk order)
"""

from __future__ import annotations

import json
import platform
import sys
import time
import traceback
from pathlib import Path

import numpy as np

from zluda.sweep import plan as P, sanity
from zluda.sweep import refstore
from zluda.sweep.kernelgen import module_text
from zluda.sweep.runner import Modules, isolated, run_full_chunks, run_quick
from zluda.sweep.table import Variant

QUICK_FILE_RAW = 15 << 20     # raw bytes per quick container: < 16 MiB even if incompressible
FULL_FLUSH_S = 45             # rewrite full.* this often so a killed run keeps its work


def _log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def full_order(variants: list[Variant]) -> list[Variant]:
    """Exhaustive variants first (cvt leading), then the random ones; table order within."""
    return sorted(variants, key=lambda v: (not v.exhaustive, v.family != "cvt"))


def write_quick(out: Path, quick: dict[str, np.ndarray], suffix: str) -> list[str]:
    files, part, size = [], {}, 0
    for key, arr in quick.items():
        part[key] = arr
        size += arr.nbytes
        if size >= QUICK_FILE_RAW:
            name = f"quick-{len(files):02d}{suffix}"
            refstore.write(out / name, part)
            files.append(name)
            part, size = {}, 0
    if part:
        name = f"quick-{len(files):02d}{suffix}"
        refstore.write(out / name, part)
        files.append(name)
    return files


def record(backend, out: Path, variants: list[Variant], budget_s: float, *, ptxas: str | None = None,
           jobs: int = 16, launch_tuples: int = 1 << 30, full: bool = True, extra_meta: dict | None = None) -> dict:
    t_start = time.monotonic()
    out.mkdir(parents=True, exist_ok=True)
    suffix = refstore.preferred_suffix()
    meta: dict = {"format": 1, "started_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                  "host": {"python": sys.version.split()[0], "numpy": np.__version__,
                           "machine": platform.machine()},
                  "params": {"special_limit": P.SPECIAL_LIMIT, "quick_random": P.QUICK_RANDOM,
                             "quick_seed": P.QUICK_SEED, "full_seed": P.FULL_SEED,
                             "full_random": P.FULL_RANDOM, "chunk": P.CHUNK, "per_thread": P.PER_THREAD},
                  "variants": {}, "timing": {}}
    meta.update(extra_meta or {})
    meta["device"] = backend.info()
    _log(f"device: {meta['device']}")

    t0 = time.monotonic()
    try:
        meta["sanity"] = sanity.run(backend)
    except Exception as exc:
        meta["sanity"] = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
    _log(f"plumbing self-test: {'ok' if meta['sanity']['ok'] else meta['sanity']}")

    meta["timing"]["sanity_s"] = round(time.monotonic() - t0, 2)
    t0 = time.monotonic()
    mods = Modules.build(variants)
    meta["timing"]["generate_s"] = round(time.monotonic() - t0, 2)
    if ptxas:
        meta["timing"]["ptxas_s"] = round(mods.compile_cubins(ptxas, jobs=jobs), 2)
        _log(f"ptxas built {len(mods.cubins)} modules in {meta['timing']['ptxas_s']} s")
        if mods.ptxas_errors:
            meta["ptxas_errors"] = mods.ptxas_errors
            _log(f"ptxas refused {len(mods.ptxas_errors)} modules (left to the driver JIT): {sorted(mods.ptxas_errors)}")
    loaded: dict[str, object] = {}
    home = {v.id: name for name, vs in mods.groups for v in vs}

    def module_for(v: Variant):
        name = home[v.id]
        if name not in loaded:
            try:
                loaded[name] = backend.load(name, mods.texts[name], mods.cubins.get(name))
            except Exception as exc:  # one bad variant must not cost its neighbours
                _log(f"module {name} did not load ({type(exc).__name__}); loading its variants one by one")
                loaded[name] = None
        if loaded[name] is None:
            return backend.load(v.id, module_text([v]))
        return loaded[name]

    # ---- quick set: every variant, outputs kept
    t0 = time.monotonic()
    quick: dict[str, np.ndarray] = {}
    evals = 0
    dead = None
    for v in variants:
        entry = meta["variants"].setdefault(v.id, {"family": v.family})
        try:
            for res in isolated(backend, module_for(v), v, lambda m: run_quick(backend, m, v)):
                for r, arr in enumerate(res.outputs):
                    quick[f"{v.id}|{res.label}|o{r}"] = arr
                entry[res.label] = len(res.inputs)
                if res.table_digest:
                    entry["specials_digest"] = res.table_digest
                evals += len(res.inputs)
        except Exception as exc:  # record and go on; a dead context stops the run below
            entry["error"] = f"{type(exc).__name__}: {exc}"
            _log(f"quick {v.id}: {entry['error']}")
            if "CUDA_ERROR" in str(exc) or "cudaError" in str(exc):
                dead = entry["error"]
                break
    meta["timing"]["quick_s"] = round(time.monotonic() - t0, 2)
    meta["timing"]["quick_evals"] = evals
    meta["quick_files"] = write_quick(out, quick, suffix)
    _log(f"quick set: {len(variants)} variants, {evals} evaluations in {meta['timing']['quick_s']} s")
    _write_meta(out, meta)

    # ---- full set: chunk digests until the budget runs out
    digests: dict[str, np.ndarray] = {}
    t0 = time.monotonic()
    last_flush = t0
    full_evals = 0
    if full and not dead:
        for v in full_order(variants):
            if time.monotonic() - t_start > budget_s:
                meta["full_stopped"] = f"time budget {budget_s} s reached"
                break
            fp = P.full_plan(v)
            entry = meta["variants"][v.id]
            if "error" in entry:
                continue
            try:
                t_v = time.monotonic()
                got = isolated(backend, module_for(v), v,
                               lambda m: run_full_chunks(backend, m, v, fp, list(range(fp.chunks)), launch_tuples))
                digests[v.id] = np.array([int(got[c], 16) for c in range(fp.chunks)], np.uint64)
                entry["full"] = {"src": fp.src, "total": fp.total, "chunks": fp.chunks,
                                 "seconds": round(time.monotonic() - t_v, 3)}
                full_evals += fp.total
            except Exception as exc:
                entry["full_error"] = f"{type(exc).__name__}: {exc}"
                _log(f"full {v.id}: {entry['full_error']}")
                if "CUDA_ERROR" in str(exc):
                    break
            if time.monotonic() - last_flush > FULL_FLUSH_S:
                _flush_full(out, digests, suffix, meta, t0, full_evals)
                last_flush = time.monotonic()
        _flush_full(out, digests, suffix, meta, t0, full_evals)
    meta["finished_utc"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    meta["timing"]["total_s"] = round(time.monotonic() - t_start, 2)
    _write_meta(out, meta)
    _log(f"full set: {len(digests)} variants, {full_evals} evaluations; total {meta['timing']['total_s']} s")
    return meta


def _flush_full(out: Path, digests, suffix, meta, t0, evals):
    meta["full_file"] = f"full{suffix}"
    refstore.write(out / meta["full_file"], digests)
    meta["timing"]["full_s"] = round(time.monotonic() - t0, 2)
    meta["timing"]["full_evals"] = evals
    _write_meta(out, meta)


def _write_meta(out: Path, meta: dict) -> None:
    refstore.write_atomic(out / "meta.json", (json.dumps(meta, indent=1) + "\n").encode())


def main_exception_guard(fn):
    try:
        return fn()
    except Exception:
        traceback.print_exc()
        return 1
