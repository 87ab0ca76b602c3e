"""python -m zluda.llama {fetch,build,ops-rows,write-model,greedy,compare}: the steps of the
llama.cpp workload (workloads/llama.cpp/workload.yaml) and of its H200 recording."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
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
        result = build.build(jobs=args.jobs, sdist_archive=args.sdist)
    except build.BuildError as exc:
        print(f"llama.cpp: {exc}", file=sys.stderr)
        return 1
    if args.link_dir:
        result.link_into(args.link_dir)
    print(f"llama.cpp build {result.key}: {result.bin_dir} "
          f"(built in {result.info.get('seconds', '?')} s with -j{result.info.get('jobs', '?')})")
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
    p.set_defaults(func=cmd_build)
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
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
