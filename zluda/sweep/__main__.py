"""`python -m zluda.sweep`: run the PTX sweep on the translator and compare with the H200.

    python -m zluda.sweep [--family cvt] [--variant 'cvt.rn.*'] [--shard i/n] [--full] [--sample N]
                          [--rejects N] [--out report.json] [--rows api_rows.json]
    python -m zluda.sweep --full --jobs N [--journal J.jsonl] [--shard i/n]   # worker processes, resumable
    python -m zluda.sweep --full --journal J.jsonl --absorb OTHER.jsonl ...     # join journals of one run

Exit status: 0 when every failure is in the baseline, 1 otherwise, 2 on bad usage or a
missing reference/translator."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from zluda import config, paths
from zluda.sweep import parallel, validate, verify
from zluda.sweep.backends import open_backend
from zluda.sweep.refstore import write_atomic


def parse_args(argv=None):
    ap = argparse.ArgumentParser(prog="python -m zluda.sweep", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--family", action="append", help="only this family (repeatable)")
    ap.add_argument("--variant", action="append", help="variant id or glob (repeatable)")
    ap.add_argument("--shard", help="i/n: this shard of the work")
    ap.add_argument("--sample", type=int, help="about N variants spread over every family (CI's quick run)")
    ap.add_argument("--full", action="store_true", help="the full set (exhaustive / 2^24 random, chunk digests)")
    ap.add_argument("--jobs", type=int, help="full set: run on N worker processes (one CPU-device thread "
                    "each), recording every finished unit in a journal; rerunning resumes it")
    ap.add_argument("--journal", type=Path, help="with --jobs: the journal (default build/sweep/journal-full-<shard>.jsonl)")
    ap.add_argument("--cheapest-first", action="store_true",
                    help="with --jobs: take the cheapest units first (a second machine working on the same "
                         "journal's units from the other end; join the journals with --absorb)")
    ap.add_argument("--absorb", nargs="*", type=Path, metavar="JOURNAL",
                    help="with --full --journal J: add the units these journals of the same run finished to J "
                         "(the newest translator version's row wins), then report from J; runs nothing "
                         "(with no JOURNAL: only the report)")
    ap.add_argument("--rejects", type=int, default=200,
                    help="check that the translator rejects this many ptxas-rejected combinations "
                         "(spread over ptxas's messages; -1 all, 0 none)")
    ap.add_argument("--out", type=Path, help="report JSON (default build/sweep/report-<set>-<shard>.json)")
    ap.add_argument("--rows", type=Path, help="per-variant rows for the matrix (default $ZLUDA_CELL_DIR/api_rows.json when set)")
    ap.add_argument("--backend", choices=["zluda", "cupy", "driver", "gpu"],
                    help="where kernels run: the translator (default; also when ZLUDA_BACKEND=cpu) or a "
                         "real GPU (gpu = cupy, else the driver API; default when ZLUDA_BACKEND=nvidia)")
    ap.add_argument("--list", action="store_true", help="list the selected variants and exit")
    ap.add_argument("--merge", nargs="+", type=Path, metavar="REPORT",
                    help="merge shard reports (JSON) into one (--out) and print it; runs nothing")
    ap.add_argument("--coverage", action="store_true",
                    help="only check which selected variants the translator translates (no reference needed)")
    return ap.parse_args(argv)


def print_summary(report: dict, stream=sys.stdout) -> None:
    s = report["summary"]
    print(f"{'family':<16}{'variants':>9}{'pass':>7}{'fail':>6}{'known':>7}", file=stream)
    for fam, f in s["by_family"].items():
        print(f"{fam:<16}{f['variants']:>9}{f['pass']:>7}{f['fail']:>6}{f['known']:>7}", file=stream)
    print(f"{'total':<16}{s['variants']:>9}{s['pass']:>7}{s['fail']:>6}", file=stream)
    fresh = report.get("evaluations_this_run", report["evaluations"])
    earlier = f" ({report['evaluations'] - fresh} in earlier runs)" if fresh != report["evaluations"] else ""
    if fresh:
        done = f"{fresh} evaluations in {report['seconds']} s{earlier} ({report['evaluations_per_second']} /s)"
    else:
        done = f"nothing run now; {report['evaluations']} evaluations recorded"
    print(f"{done}; unexpected failures: {s['unexpected_failures']}", file=stream)
    rej = report.get("rejects")
    if rej:
        print(f"rejects: {rej['checked']} checked, {len(rej['accepted_but_ptxas_rejects'])} accepted by the "
              f"translator although ptxas rejects them, {len(rej.get('refused_without_location', []))} "
              f"refused without a located error", file=stream)


def main(argv=None) -> int:
    args = parse_args(argv)

    if args.merge:
        try:
            reports = [json.loads(p.read_text()) for p in args.merge]
        except (OSError, ValueError) as exc:
            print(f"error: cannot read a shard report: {exc}", file=sys.stderr)
            return 2
        report = verify.merge_reports(reports)
        out = args.out or paths.build_dir() / "sweep" / "report-merged.json"
        write_atomic(out, (json.dumps(report, indent=1) + "\n").encode())
        print_summary(report)
        print(f"report: {out}")
        return 1 if report["summary"]["unexpected_failures"] else 0

    try:
        variants = verify.sample(verify.select(validate.accepted("sm_90"), args.family, args.variant),
                                 args.sample)
        verify.shard([], args.shard)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.list:
        for v in variants:
            print(f"{v.family:<16}{v.id}")
        print(f"{len(variants)} variants", file=sys.stderr)
        return 0
    if args.coverage:
        from zluda.cpu import ptxmodule
        report = verify.coverage(ptxmodule.load, variants)
        out = args.out or paths.build_dir() / "sweep" / "coverage.json"
        write_atomic(out, (json.dumps(report, indent=1) + "\n").encode())
        for fam, ids in sorted(report["refused_by_family"].items()):
            print(f"{fam:<16}{len(ids):>6} refused, e.g. {next(iter(ids))}: {next(iter(ids.values()))[:100]}")
        print(f"translated {report['translated']} of {report['variants']}; report: {out}")
        return 0
    if args.jobs or args.absorb is not None:
        return run_parallel(args, variants)
    name = args.backend or {"nvidia": "gpu"}.get(config.get("ZLUDA_BACKEND"), "zluda")
    try:
        backend = open_backend("auto" if name == "gpu" else name)
    except Exception as exc:
        print(f"error: backend {name} is not available: {exc}", file=sys.stderr)
        return 2
    try:
        report = verify.run(backend, variants, full=args.full, shard_spec=args.shard)
    except verify.ReferenceMissing as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.rejects and not args.full and not args.variant and name == "zluda":
        from zluda.cpu import ptxmodule
        ids = None
        if args.family:  # only the rejects of the chosen families
            fams = set(args.family)
            rej = validate.rejects_for("sm_90")
            ids = [v.id for v in validate.candidates() if v.id in rej and v.family in fams]
        report["rejects"] = verify.check_rejects(ptxmodule.load, ids, None if args.rejects < 0 else args.rejects)
        report["api_rows"] += report["rejects"].pop("api_rows")
    set_name = "full" if args.full else "quick"
    shard_name = (args.shard or "0/1").replace("/", "of")
    out = args.out or paths.build_dir() / "sweep" / f"report-{set_name}-{shard_name}.json"
    cell_dir = config.get("ZLUDA_CELL_DIR")
    rows_path = args.rows or (cell_dir / "api_rows.json" if cell_dir else None)
    write_atomic(out, (json.dumps(report, indent=1) + "\n").encode())
    if rows_path:
        write_atomic(rows_path, json.dumps(report["api_rows"]).encode())
    print_summary(report)
    print(f"report: {out}" + (f"; rows: {rows_path}" if rows_path else ""))
    rej = report.get("rejects", {})
    bad_rejects = rej.get("accepted_but_ptxas_rejects", []) + rej.get("refused_without_location", [])
    return 1 if report["summary"]["unexpected_failures"] or bad_rejects else 0


def run_parallel(args, variants) -> int:
    if args.absorb is not None and (not args.full or not args.journal):
        print("error: --absorb joins into the journal named by --journal, of the full set (--full)", file=sys.stderr)
        return 2
    if args.absorb is None and (not args.full or args.backend not in (None, "zluda") or args.jobs < 1):
        print("error: --jobs N (N >= 1) runs the full set (--full) on the translator", file=sys.stderr)
        return 2
    shard_name = (args.shard or "0/1").replace("/", "of")
    journal = args.journal or paths.build_dir() / "sweep" / f"journal-full-{shard_name}.jsonl"
    try:
        if args.absorb is not None:
            counts = parallel.absorb(journal, args.absorb, parallel.journal_header(args.shard))
            print(f"journal {journal}: {counts['units']} units ({counts['added']} added, "
                  f"{counts['replaced']} replaced by a newer translator's row)")
            done = parallel.read_journal(journal, parallel.journal_header(args.shard))
            report = parallel.report_from(parallel.units_of(variants, args.shard), done, 0.0, 0)
            report["shard"] = args.shard or "0/1"
        else:
            report = parallel.run(variants, args.shard, args.jobs, journal, cheapest_first=args.cheapest_first)
    except (ValueError, RuntimeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    out = args.out or paths.build_dir() / "sweep" / f"report-full-{shard_name}.json"
    write_atomic(out, (json.dumps(report, indent=1) + "\n").encode())
    if args.rows:
        write_atomic(args.rows, json.dumps(report["api_rows"]).encode())
    print_summary(report)
    units = report["units"]
    print(f"units: {units['done']} of {units['total']} done" + (f", {units['missing']} missing (run the same "
          "command again to finish them)" if units["missing"] else "") + f"; report: {out}")
    return 1 if report["summary"]["unexpected_failures"] or units["missing"] else 0


if __name__ == "__main__":
    sys.exit(main())
