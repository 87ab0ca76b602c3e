"""`zluda trace` and `zluda fatbin`.

  zluda trace [--libs nvidia|zluda] [--real-libs DIR] [--out DIR] [--capture-bytes N] -- ./app args
  zluda trace diff [--all-depths] [--ignore-out] [--json] REF RUN
  zluda trace decode DIR           re-decode a trace folder's raw files (e.g. after a crash)
  zluda trace modules FILE         device code in a program, library, fatbin or module dump
  zluda trace build [--major N]    build the tracing libraries and print their folder
  zluda fatbin FILE                same as `zluda trace modules FILE`
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

ACTIONS = ("diff", "decode", "modules", "build")


def _err(msg: str) -> int:
    print(f"zluda trace: error: {msg}", file=sys.stderr)
    return 2


def _add_run_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--libs", choices=("nvidia", "zluda"), default="nvidia",
                   help="forward to NVIDIA's libraries (default) or to the project's own")
    p.add_argument("--real-libs", action="append", metavar="DIR", default=[],
                   help="folder holding the real libraries (repeatable; searched first)")
    p.add_argument("--out", default="trace", metavar="DIR", help="trace folder (default ./trace)")
    p.add_argument("--capture-bytes", type=int, default=0, metavar="N",
                   help="also store the first N bytes of each device-to-host copy")
    p.add_argument("--major", type=int, help="CUDA major version (default: from the program)")
    p.add_argument("--quiet", action="store_true", help="do not print the summary")


def _cmd_run(args: argparse.Namespace) -> int:
    program = args.trace_argv[1:] if args.trace_argv[:1] == ["--"] else args.trace_argv
    from zluda.trace import build, run

    try:
        result = run.trace(program, Path(args.out), mode=args.libs, real_libs=args.real_libs,
                           major=args.major, capture_bytes=args.capture_bytes)
    except (run.TraceError, build.BuildError) as exc:
        return _err(str(exc))
    for w in result.warnings:
        print(f"zluda trace: warning: {w}", file=sys.stderr)
    if not args.quiet:
        from zluda.trace.decode import format_summary

        print(format_summary(result.summary), file=sys.stderr)
    if result.signal:
        crash = result.summary.get("crash", {})
        where = crash.get("in_calls") or []
        inside = f" inside #{where[0]['seq']} {where[0]['fn']}" if where else \
            (f" after #{crash['last_call']['seq']} {crash['last_call']['fn']}" if crash.get("last_call") else "")
        print(f"zluda trace: the program crashed ({result.signal}){inside}; the trace up to "
              f"there is in {result.out_dir}", file=sys.stderr)
        return 128 + abs(result.returncode)
    print(f"zluda trace: trace written to {result.out_dir}", file=sys.stderr)
    return result.returncode


def _cmd_diff(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="zluda trace diff")
    p.add_argument("ref", type=Path)
    p.add_argument("run", type=Path)
    p.add_argument("--all-depths", action="store_true", help="compare nested library calls too")
    p.add_argument("--ignore-out", action="store_true", help="do not compare out-values")
    p.add_argument("--context", type=int, default=3)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    from zluda.trace import diff

    try:
        d = diff.diff_paths(args.ref, args.run, all_depths=args.all_depths,
                            check_out=not args.ignore_out, context=args.context)
    except diff.TraceDiffError as exc:
        return _err(str(exc))
    if args.json:

        print(json.dumps(asdict(d) if d else None, indent=1))
    else:
        print(diff.format_divergence(d, str(args.ref), str(args.run)))
    return 1 if d else 0


def _cmd_decode(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="zluda trace decode")
    p.add_argument("folder", type=Path)
    args = p.parse_args(argv)
    from zluda.trace import run
    from zluda.trace.decode import format_summary

    try:
        print(format_summary(run.finalise(args.folder)))
    except run.TraceError as exc:
        return _err(str(exc))
    return 0


def _cmd_modules(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="zluda fatbin", description="List the device code in a "
                                "program, shared library, fatbin, cubin or PTX file")
    p.add_argument("file", type=Path)
    p.add_argument("--json", action="store_true")
    p.add_argument("--extract", type=Path, metavar="DIR", help="write each entry's payload there")
    args = p.parse_args(argv)
    from zluda import fatbin

    try:
        data = args.file.read_bytes()
        entries = fatbin.load_any(data, str(args.file))
    except OSError as exc:
        return _err(f"{args.file}: {exc.strerror}")
    except fatbin.FatbinError as exc:
        return _err(str(exc))
    rows = fatbin.describe(entries)
    if args.extract:
        args.extract.mkdir(parents=True, exist_ok=True)
        for i, (e, row) in enumerate(zip(entries, rows)):
            name = f"{args.file.name}.{i}.{e.arch_name}.{'ptx' if e.kind == 'ptx' else 'cubin'}"
            (args.extract / name).write_bytes(e.payload.rstrip(b"\0") if e.kind == "ptx" else e.payload)
            row["file"] = str(args.extract / name)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    for row in rows:
        print(f"fatbin {row['fatbin']} @{row['offset']}: {row['kind']} {row['arch']} "
              f"v{row['version']} {row['compression']} {row['size']} bytes"
              + (f" -> {row['file']}" if row.get("file") else ""))
        for k in row["kernels"]:
            print(f"    {k}")
    return 0


def _cmd_build(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="zluda trace build")
    p.add_argument("--major", type=int, default=13)
    p.add_argument("--force", action="store_true")
    args = p.parse_args(argv)
    from zluda.trace import build, run

    try:
        print(build.build(run.load_catalog(args.major), args.major, force=args.force))
    except (run.TraceError, build.BuildError) as exc:
        return _err(str(exc))
    return 0


def _trace_main(args: argparse.Namespace) -> int:
    argv = args.trace_argv
    if argv and argv[0] in ACTIONS:
        return {"diff": _cmd_diff, "decode": _cmd_decode, "modules": _cmd_modules,
                "build": _cmd_build}[argv[0]](argv[1:])
    return _cmd_run(args)


def register(subparsers) -> None:
    p = subparsers.add_parser("trace", help="trace a program's CUDA calls; diff, decode traces",
                              description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    _add_run_options(p)
    p.add_argument("trace_argv", nargs=argparse.REMAINDER, metavar="-- ./app args | ACTION ...")
    p.set_defaults(func=_trace_main)
    f = subparsers.add_parser("fatbin", help="list the device code (PTX, cubins, kernels) in a file",
                              add_help=False)
    f.add_argument("trace_argv", nargs=argparse.REMAINDER)
    f.set_defaults(func=lambda a: _cmd_modules(a.trace_argv))
