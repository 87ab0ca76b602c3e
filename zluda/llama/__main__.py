"""python -m zluda.llama {fetch,pack,build,record-native,record-shim,shim-summary,ops-rows,write-model,greedy,compare}: the steps of the
llama.cpp workload (workloads/llama.cpp/workload.yaml) and of its H200 recording."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path


def cmd_fetch(args) -> int:
    from zluda.llama import source
    path = source.fetch()
    print(f"{path} ({path.stat().st_size / 2**20:.1f} MiB, sha256 {source.PINNED.sha256})")
    print(source.unpack())
    return 0


def cmd_build(args) -> int:
    from zluda.llama import build
    try:
        if args.pack:
            from zluda.llama import pack
            pack.unpack(args.pack)
        result = build.build(jobs=args.jobs, sdist_archive=args.sdist)
    except build.BuildError as exc:
        print(f"llama.cpp: {exc}", file=sys.stderr)
        return 1
    if args.link_dir:
        result.link_into(args.link_dir)
    print(f"llama.cpp build {result.key}: {result.bin_dir} "
          f"(built in {result.info.get('seconds', '?')} s with -j{result.info.get('jobs', '?')})")
    return 0


def cmd_pack(args) -> int:
    from zluda.llama import pack
    out = pack.make(args.out)
    print(f"{out} ({out.stat().st_size / 2**20:.1f} MiB)")
    return 0


def cmd_record_native(args) -> int:
    """On a machine with an NVIDIA GPU: which test-backend-ops cases pass natively (one JSON)."""
    from zluda.llama import backend_ops, build, native
    env = dict(os.environ)
    env["LD_LIBRARY_PATH"] = os.pathsep.join([str(d) for d in build.nvidia_runtime_dirs()]
                                             + [p for p in env.get("LD_LIBRARY_PATH", "").split(os.pathsep) if p])
    env.setdefault("CUDA_CACHE_MAXSIZE", str(4 << 30))  # keep the JIT of all kernels' PTX
    result = native.record(args.bin, args.work, env, args.budget)
    # --bin is usually a cell's link to the cached build's bin: the stamp sits beside the real one
    result["build"] = json.loads((args.bin.resolve().parent / "built.json").read_text())
    if args.model and args.model.is_file():
        greedy = {}
        for device in ("CUDA0", "cpu"):
            out = args.work / f"greedy-{device}"
            done = subprocess.run([str(args.bin / build.GREEDY), str(args.model), device, "16", args.prompt, str(out)],
                                  capture_output=True, text=True, env=env, timeout=300)
            greedy[device] = {"exit_code": done.returncode, "stderr_tail": done.stderr.splitlines()[-5:],
                              "tokens": (out / "tokens.txt").read_text().split() if (out / "tokens.txt").is_file() else None}
        result["greedy"] = {"prompt": args.prompt, "runs": greedy}
    backend_ops.write_json_atomic(args.out, result)
    print(f"{args.out}: {result['totals']} complete={result['complete']}")
    return 0


def cmd_record_shim(args) -> int:
    """test-backend-ops through the shim, sharded over `--jobs` processes, planned from the
    native recording (shim_ops.py); results.jsonl in --work, the summary JSON in --out."""
    from zluda.llama import shim_ops
    from zluda.shim import build as shim_build
    started = time.monotonic()
    if args.baseline:
        from zluda.llama import baseline
        baseline.load(args.baseline)   # a malformed file fails now, not after the run
    shim_build.build_all(log=lambda m: print(f"shim: {m}", flush=True))
    native = shim_ops.load_json(args.native)
    ops = set(args.ops.split(",")) if args.ops else None
    cost = shim_ops.op_costs(shim_ops.load_json(args.cost_from)) if args.cost_from else None
    items = shim_ops.plan(native["cases"], chunk=args.chunk, first_chunk=args.first_chunk, ops=ops,
                          max_per_op=args.max_per_op, order=args.order, op_cost=cost)
    print(f"plan: {sum(len(i.cases) for i in items)} natively passing cases in {len(items)} items "
          f"over {len({i.op for i in items})} ops", flush=True)
    env = shim_ops.shim_environment({"ZLUDA_CPU_THREADS": str(args.threads)})
    if args.probe:
        run, problem = shim_ops.probe(args.bin / "test-backend-ops", env, args.work, args.probe)
        print("\n".join(line for _, line in run.lines[-15:]), flush=True)
        print(f"probe: {run.seconds:.1f} s, exit {run.exit_code}; stderr tail: {run.stderr_tail}", flush=True)
        if problem:
            print(f"probe failed: {problem}", file=sys.stderr)
            return 1
    budget = args.budget - (time.monotonic() - started)
    info = shim_ops.run_items(items, args.bin / "test-backend-ops", args.work, env, budget, args.jobs,
                              item_limit_s=args.item_limit, single_limit_s=args.single_limit,
                              log=lambda m: print(m, flush=True))
    print(f"run: {info}", flush=True)
    if args.out:
        result = shim_ops.summarise(native, [args.work / "results.jsonl"], args.work / "runs.jsonl", items,
                                    args.baseline)
        shim_ops.write_outputs(result, args.out)
        print(f"{args.out}: {result['comparison']['overall']}")
    return 0


def cmd_shim_summary(args) -> int:
    """Merge results.jsonl files (of one or several runs) into the summary JSON + Markdown."""
    from zluda.llama import baseline, shim_ops
    if args.baseline:
        baseline.load(args.baseline)   # a malformed file fails before the merge
    native = shim_ops.load_json(args.native)
    items = shim_ops.plan(native["cases"], chunk=args.chunk, first_chunk=args.first_chunk)
    result = shim_ops.summarise(native, args.results, args.runs, items, args.baseline)
    shim_ops.write_outputs(result, args.out)
    print(shim_ops.summary_markdown(result))
    return 0


def cmd_ops_rows(args) -> int:
    from zluda.llama import backend_ops
    text = args.log.read_text(errors="replace")
    report = backend_ops.parse(text)
    crash = ""
    if args.stderr and args.stderr.is_file():
        err = args.stderr.read_text(errors="replace")
        report.init_errors += backend_ops.init_errors(err)
        crash = " | ".join(line.strip() for line in err.splitlines()[-3:] if line.strip())
    rows = backend_ops.api_rows(report, args.backend, crash)
    backend_ops.write_json_atomic(args.out, rows)
    counts = report.counts(args.backend)
    print(f"{args.backend}: {counts['ok']} ok, {counts['fail']} fail, {counts['not-supported']} not supported, "
          f"{counts['crashed']} crashed; {len(rows)} rows -> {args.out}")
    try:
        backend_ops.check_tested(report, args.backend)
    except backend_ops.ParseError as exc:
        print(f"test-backend-ops: {exc}", file=sys.stderr)
        return 1
    if not report.complete:
        print("test-backend-ops: the run did not finish (no closing 'backends passed' line)", file=sys.stderr)
        return 1
    return 1 if counts["fail"] or counts["crashed"] else 0


def cmd_write_model(args) -> int:
    from zluda.llama import tinymodel
    path = tinymodel.write(args.out, seed=args.seed, dtype=args.dtype)
    print(f"{path}: tiny llama, seed {args.seed}, {args.dtype}, {json.dumps(tinymodel.describe())}")
    return 0


def cmd_greedy(args) -> int:
    """Run the greedy driver; on the cpu device with NVIDIA's own runtime libraries first on
    the search path, so the reference never touches the project's libraries."""
    from zluda.llama import build
    argv = [str(args.bin / build.GREEDY), str(args.model), args.device, str(args.n), args.prompt,
            str(args.out_dir)]
    env = dict(os.environ)
    if args.device == "cpu":
        try:
            dirs = build.nvidia_runtime_dirs()
        except build.BuildError as exc:
            print(f"greedy: {exc}", file=sys.stderr)
            return 1
        env["LD_LIBRARY_PATH"] = os.pathsep.join(str(d) for d in dirs)
        env["CUDA_VISIBLE_DEVICES"] = ""  # and no GPU, should the machine have one
    return subprocess.run(argv, env=env).returncode


def cmd_compare(args) -> int:
    from zluda.llama import compare
    try:
        print(compare.compare(args.reference, args.candidate, args.rtol, args.atol))
    except compare.CompareError as exc:
        print(f"compare: {exc}", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.llama", description=__doc__)
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("fetch", help="download, verify and unpack the pinned sdist")
    p.set_defaults(func=cmd_fetch)
    p = sub.add_parser("build", help="build llama.cpp (or reuse the cached build)")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--link-dir", type=Path, help="make LINK_DIR/bin point at the build's bin folder")
    p.add_argument("--sdist", type=Path, help="use this sdist file (verified) instead of downloading")
    p.add_argument("--pack", type=Path, help="use this trimmed pack (python -m zluda.llama pack) instead")
    p.set_defaults(func=cmd_build)
    p = sub.add_parser("pack", help="write the trimmed, manifest-checked copy of the sdist for an offline machine")
    p.add_argument("out", type=Path)
    p.set_defaults(func=cmd_pack)
    p = sub.add_parser("record-native", help="on an NVIDIA GPU: test-backend-ops cases that pass natively -> JSON")
    p.add_argument("--bin", type=Path, required=True)
    p.add_argument("--work", type=Path, required=True, help="folder for the shards' logs")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--budget", type=float, default=360.0, help="seconds for all shards together")
    p.add_argument("--model", type=Path, help="a tiny GGUF (write-model) to also record greedy tokens")
    p.add_argument("--prompt", default="1,300,17,42,260")
    p.set_defaults(func=cmd_record_native)
    p = sub.add_parser("record-shim", help="test-backend-ops through the shim, sharded over many cores -> JSON")
    p.add_argument("--bin", type=Path, required=True, help="the llama.cpp build's bin folder")
    p.add_argument("--native", type=Path, required=True, help="the native recording (.json or .json.xz)")
    p.add_argument("--work", type=Path, required=True, help="results.jsonl, runs.jsonl and logs (a rerun resumes)")
    p.add_argument("--out", type=Path, help="summary JSON (.json or .json.xz; a .md beside it)")
    p.add_argument("--budget", type=float, default=360.0, help="seconds for everything")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--threads", type=int, default=2, help="ZLUDA_CPU_THREADS of each process")
    p.add_argument("--chunk", type=int, default=8, help="cases per process")
    p.add_argument("--first-chunk", type=int, default=4, help="cases in each op's first process")
    p.add_argument("--item-limit", type=float, default=180.0, help="seconds for one multi-case process")
    p.add_argument("--single-limit", type=float, default=120.0, help="seconds for one single-case retry")
    p.add_argument("--ops", help="comma-separated op names (default: all)")
    p.add_argument("--max-per-op", type=int, help="plan at most this many cases of each op")
    p.add_argument("--order", choices=("spread", "grouped"), default="spread",
                   help="spread: breadth first over ops (a partial run samples every op); grouped: cheapest "
                        "ops first, cases sharing kernels together (finishing a run)")
    p.add_argument("--cost-from", type=Path, help="an earlier summary JSON: its per-op seconds order --order grouped")
    p.add_argument("--baseline", type=Path, help="the baseline YAML of known non-passing cases (with reasons)")
    p.add_argument("--probe", help="a full case name to run alone first: stop unless the backend is listed and tested")
    p.set_defaults(func=cmd_record_shim)
    p = sub.add_parser("shim-summary", help="merge through-the-shim results.jsonl files into the summary")
    p.add_argument("--native", type=Path, required=True)
    p.add_argument("--results", type=Path, nargs="+", required=True)
    p.add_argument("--runs", type=Path, nargs="*", default=[])
    p.add_argument("--baseline", type=Path, help="the baseline YAML of known non-passing cases (with reasons)")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--chunk", type=int, default=8)
    p.add_argument("--first-chunk", type=int, default=4)
    p.set_defaults(func=cmd_shim_summary)
    p = sub.add_parser("ops-rows", help="test-backend-ops output -> per-API rows (api_rows.json)")
    p.add_argument("log", type=Path)
    p.add_argument("--backend", default="CUDA0")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--stderr", type=Path, help="the run's stderr, quoted in a crashed case's row")
    p.set_defaults(func=cmd_ops_rows)
    p = sub.add_parser("write-model", help="write the tiny random llama GGUF")
    p.add_argument("out", type=Path)
    p.add_argument("--seed", type=int, default=1234)
    p.add_argument("--dtype", choices=("f32", "f16"), default="f32")
    p.set_defaults(func=cmd_write_model)
    p = sub.add_parser("greedy", help="greedy generation with the driver (device cpu or e.g. CUDA0)")
    p.add_argument("--bin", type=Path, required=True, help="the build's bin folder")
    p.add_argument("--model", type=Path, required=True)
    p.add_argument("--device", default="cpu")
    p.add_argument("--n", type=int, default=16)
    p.add_argument("--prompt", default="1,300,17,42")
    p.add_argument("--out-dir", type=Path, required=True)
    p.set_defaults(func=cmd_greedy)
    p = sub.add_parser("compare", help="compare two greedy runs: tokens identical, logits close")
    p.add_argument("reference", type=Path)
    p.add_argument("candidate", type=Path)
    p.add_argument("--rtol", type=float, default=None)
    p.add_argument("--atol", type=float, default=None)
    p.set_defaults(func=cmd_compare)
    args = parser.parse_args(argv)
    if args.cmd == "compare":
        from zluda.llama import compare
        args.rtol = compare.RTOL if args.rtol is None else args.rtol
        args.atol = compare.ATOL if args.atol is None else args.atol
    from zluda.platform.config import ConfigError
    try:
        return args.func(args)
    except ConfigError as exc:   # a malformed baseline file: file:line:col and key path
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
