"""The full set on several worker processes of one machine, resumable through a journal.

The work is cut into units: one variant and up to UNIT_CHUNKS consecutive chunks of it (an
exhaustive variant has 1024 chunks of 2^22 tuples; a random one 4; a small one 1). A pool
of worker processes, each running the CPU device on one thread, takes units as it frees
up, so cheap and expensive variants balance out; the costliest units go first so that the
run does not end on one long straggler. `--shard i/n` then splits the units between
machines; or two machines share one journal's work from its two ends (`--cheapest-first`
on one of them) and their journals are joined afterwards (`--absorb`).

Every finished unit is appended to a journal (one JSON line each, flushed at once), so a
run that is cut short (a timeout, kill -9, a lost machine) keeps what it did: the same
command with the same journal runs only the missing units. The report is built from the
journal, so it always covers everything done so far, and says how many units are missing.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
import time
from collections import Counter
from pathlib import Path

from zluda.sweep.backends import open_backend
from zluda.sweep.compare import Outcome, merge
from zluda.sweep.kernelgen import module_text
from zluda.sweep.plan import full_plan
from zluda.sweep.refstore import write_atomic
from zluda.sweep.table import Variant
from zluda.sweep.verify import (CHUNK, Reference, api_rows, error_outcome, full_variant, load_baseline, shard,
                                summarize)
from zluda.translate.meta import TRANSLATOR_VERSION

UNIT_CHUNKS = 64
STALL_SECONDS = 900   # the longest unit takes well under a minute
JOURNAL_VERSION = 1


def units_of(variants: list[Variant], shard_spec: str | None) -> list[tuple[Variant, list[int]]]:
    """(variant, chunks) units, costliest variants first, then this shard's share."""
    units = []
    for v in sorted(variants, key=lambda v: -full_plan(v).chunks):
        n = full_plan(v).chunks
        units += [(v, list(range(lo, min(n, lo + UNIT_CHUNKS)))) for lo in range(0, n, UNIT_CHUNKS)]
    return shard(units, shard_spec)


def _version_rank(row: dict) -> int:
    v = row.get("translator", "unrecorded")
    return int(v) if str(v).isdigit() else -1


def absorb(journal: Path, others: list[Path], header: dict) -> dict[str, int]:
    """Join journals of the same work (same header) into `journal`: every unit any of them
    finished, the row of the newest translator version where several did. The joined
    journal replaces `journal` in one step (it never exists half-written)."""
    rows = read_journal(journal, header) if journal.exists() else {}
    counts = {"kept": len(rows), "added": 0, "replaced": 0}
    for other in others:
        if not other.exists():
            raise ValueError(f"{other}: no such journal")
        for key, row in read_journal(other, header).items():
            mine = rows.get(key)
            if mine is None:
                counts["added"] += 1
            elif _version_rank(row) > _version_rank(mine):
                counts["replaced"] += 1
            else:
                continue
            rows[key] = row
    text = "".join(json.dumps(r) + "\n" for r in [header, *rows.values()])
    write_atomic(journal, text.encode())
    counts["units"] = len(rows)
    return counts


def unit_key(v: Variant, chunks: list[int]) -> str:
    return f"{v.id}|{chunks[0]}-{chunks[-1]}"


# ---------------------------------------------------------------- worker processes
_worker: dict = {}


def _start_worker() -> None:
    # one CPU-device thread per process: the pool's processes are the parallelism
    os.environ["ZLUDA_CPU_THREADS"] = "1"
    _worker.update(backend=open_backend("zluda"), ref=Reference.load(full=True), module=(None, None))


def _run_unit(unit: tuple[Variant, list[int]]) -> dict:
    v, chunks = unit
    t0 = time.monotonic()
    try:
        loaded_id, module = _worker["module"]
        if loaded_id != v.id:   # consecutive units of one variant often reach the same worker
            module = _worker["backend"].load(v.id, module_text([v]))
            _worker["module"] = (v.id, module)
        outcome = full_variant(_worker["backend"], module, v, _worker["ref"], chunks, CHUNK)
    except Exception as exc:
        outcome = error_outcome(v, exc)
    return {"unit": unit_key(v, chunks), "outcome": outcome.to_json(), "seconds": round(time.monotonic() - t0, 3),
            "translator": TRANSLATOR_VERSION}


# ---------------------------------------------------------------- the journal
def read_journal(path: Path, header: dict) -> dict[str, dict]:
    """Finished units by key. A journal written for other work (another shard or unit
    size) is refused rather than mixed in; a torn last line (the run was killed while
    writing it) is ignored."""
    if not path.exists():
        return {}
    done = {}
    with open(path) as fh:
        lines = fh.read().splitlines()
    if not lines:
        return {}
    try:
        first = json.loads(lines[0])
    except ValueError:
        first = None
    if first != header:
        raise ValueError(f"{path}: journal of other work ({lines[0][:200]}); expected {json.dumps(header)}")
    for line in lines[1:]:
        try:
            row = json.loads(line)
        except ValueError:
            continue
        done[row["unit"]] = row
    return done


def _outcome(row: dict) -> Outcome:
    o = row["outcome"]
    return Outcome(o["variant"], o["family"], o["status"] == "pass", o["compared"], o["mismatches"],
                   o.get("unspecified", 0), o["mode"], o.get("first_mismatch"), list(o.get("notes", [])))


def report_from(units: list[tuple[Variant, list[int]]], done: dict[str, dict], wall: float, fresh: int) -> dict:
    by_variant: dict[str, Outcome] = {}
    missing = []
    for v, chunks in units:   # units of a variant are in chunk order: the first mismatch stays first
        row = done.get(unit_key(v, chunks))
        if row is None:
            missing.append(unit_key(v, chunks))
            continue
        o = _outcome(row)
        by_variant[v.id] = merge(by_variant[v.id], o) if v.id in by_variant else o
    outcomes = list(by_variant.values())
    baseline = load_baseline()
    evals = sum(o.compared for o in outcomes)
    cpu = sum(r["seconds"] for r in done.values())
    meta = Reference.load(full=False).meta
    return {"set": "full", "shard": None, "reference": {k: meta.get(k) for k in ("device", "ptxas", "started_utc")},
            "seconds": round(wall, 2), "worker_seconds": round(cpu, 2), "evaluations": evals,
            "evaluations_this_run": fresh, "evaluations_per_second": round(fresh / wall, 1) if wall else None,
            "units": {"total": len(units), "done": len(units) - len(missing), "missing": len(missing),
                      "missing_first": missing[:20]},
            # a journal resumed across translator versions says which version checked how much
            "translator_versions": dict(Counter(r.get("translator", "unrecorded") for r in done.values())),
            "summary": summarize(outcomes, baseline), "variants": [o.to_json() for o in outcomes],
            "api_rows": api_rows(outcomes, baseline)}


def journal_header(shard_spec: str | None) -> dict:
    return {"journal": JOURNAL_VERSION, "set": "full", "shard": shard_spec or "0/1", "unit_chunks": UNIT_CHUNKS}


def run(variants: list[Variant], shard_spec: str | None, jobs: int, journal: Path,
        progress=sys.stderr, cheapest_first: bool = False) -> dict:
    units = units_of(variants, shard_spec)
    header = journal_header(shard_spec)
    done = read_journal(journal, header)
    todo = [u for u in units if unit_key(*u) not in done]
    if cheapest_first:   # the other end of the same work, for a second machine
        todo.reverse()
    journal.parent.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    fresh = 0   # evaluations of this invocation (the journal may hold earlier ones)
    with open(journal, "a") as out:
        if journal.stat().st_size == 0:
            out.write(json.dumps(header) + "\n")
        elif not journal.read_bytes().endswith(b"\n"):
            out.write("\n")   # after a torn last line: the next unit starts a line of its own
        out.flush()
        if todo:
            print(f"sweep: {len(todo)} of {len(units)} units to run on {jobs} worker processes "
                  f"({len(units) - len(todo)} done before, journal {journal})", file=progress, flush=True)
            ctx = multiprocessing.get_context("spawn")   # no LLVM or thread state inherited
            last = t0
            with ctx.Pool(jobs, initializer=_start_worker) as pool:
                results = pool.imap_unordered(_run_unit, todo)
                for n in range(1, len(todo) + 1):
                    try:
                        row = results.next(timeout=STALL_SECONDS)
                    except multiprocessing.TimeoutError:
                        # a worker that dies takes its unit with it and the pool waits forever
                        raise RuntimeError(f"no unit finished in {STALL_SECONDS} s (a worker process died?); "
                                           f"the {n - 1} finished units are in {journal}") from None
                    out.write(json.dumps(row) + "\n")
                    out.flush()
                    done[row["unit"]] = row
                    fresh += row["outcome"]["compared"]
                    now = time.monotonic()
                    if now - last >= 15 or n == len(todo):
                        last = now
                        rate = n / (now - t0)
                        print(f"sweep: {n}/{len(todo)} units, {now - t0:.0f} s, "
                              f"about {(len(todo) - n) / rate:.0f} s left", file=progress, flush=True)
    report = report_from(units, done, time.monotonic() - t0, fresh)
    report["shard"] = shard_spec or "0/1"
    return report
