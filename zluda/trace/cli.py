"""`zluda trace` and `zluda fatbin`.

  zluda trace [run] [--libs nvidia|zluda] [--real-libs DIR] [--out DIR] [--capture-bytes N] -- ./app args
  zluda trace diff [--all-depths] [--ignore-out] [--json] REF RUN
  zluda trace decode DIR           re-decode a trace folder's raw files (e.g. after a crash)
  zluda trace modules FILE         device code in a program, library, fatbin or module dump
  zluda trace build [--major N]    build the tracing libraries and print their folder
  zluda fatbin FILE                same as `zluda trace modules FILE`

Each action is an argparse sub-command (`zluda trace diff --help`); `run` is the default,
so `zluda trace -- ./app` traces a program.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

ACTIONS = ("run", "diff", "decode", "modules", "build")
HELP_FLAGS = ("-h", "--help")


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
    program = args.program[1:] if args.program[:1] == ["--"] else args.program
    if not program:
        return _err("no program given: zluda trace [options] -- ./app args")
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


def _diff_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("ref", type=Path, help="the reference trace folder (or calls.jsonl)")
    p.add_argument("run", type=Path, help="the trace folder to compare with it")
    p.add_argument("--all-depths", action="store_true", help="compare nested library calls too")
    p.add_argument("--ignore-out", action="store_true", help="do not compare out-values")
    p.add_argument("--context", type=int, default=3, help="calls shown around the divergence (default 3)")
    p.add_argument("--json", action="store_true", help="print the divergence as JSON")


def _cmd_diff(args: argparse.Namespace) -> int:
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


def _cmd_decode(args: argparse.Namespace) -> int:
    from zluda.trace import run
    from zluda.trace.decode import format_summary

    try:
        print(format_summary(run.finalise(args.folder)))
    except run.TraceError as exc:
        return _err(str(exc))
    return 0


MODULES_HELP = ("list the device code (PTX, cubins, kernels) in a program, shared library, Windows DLL, "
                "fatbin, cubin or PTX file")


def _modules_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", type=Path, help="the file to read")
    p.add_argument("--json", action="store_true", help="print the entries as JSON")
    p.add_argument("--extract", type=Path, metavar="DIR", help="write each entry's payload there")


def _cmd_modules(args: argparse.Namespace) -> int:
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
              + (", 32-bit" if row["address_size"] == 32 else "")
              + (f" -> {row['file']}" if row.get("file") else ""))
        for k in row["kernels"]:
            print(f"    {k}")
    return 0


def _cmd_build(args: argparse.Namespace) -> int:
    from zluda.trace import build, run

    try:
        print(build.build(run.load_catalog(args.major), args.major, force=args.force))
    except (run.TraceError, build.BuildError) as exc:
        return _err(str(exc))
    return 0


class _RunByDefault:
    """Mixed into the `zluda trace` parser: an argument that names no action starts the
    default one, `run` (`zluda trace --out D -- ./app` is `zluda trace run --out D -- ./app`)."""

    def parse_known_args(self, args=None, namespace=None):
        args = list(sys.argv[1:] if args is None else args)
        if not args or (args[0] not in ACTIONS and args[0] not in HELP_FLAGS):
            args.insert(0, "run")
        return super().parse_known_args(args, namespace)


def register(subparsers) -> None:
    p = subparsers.add_parser("trace", help="trace a program's CUDA calls; diff, decode traces",
                              description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    # keep the CLI's parser class (its one-line usage errors), add the default action
    base = type(p)
    p.__class__ = type("TraceParser", (_RunByDefault, base), {})
    actions = p.add_subparsers(dest="trace_action", metavar="ACTION", parser_class=base)
    run = actions.add_parser("run", help="run a program with its CUDA calls traced (the default action)")
    _add_run_options(run)
    run.add_argument("program", nargs=argparse.REMAINDER, metavar="-- ./app args")
    run.set_defaults(func=_cmd_run)
    diff = actions.add_parser("diff", help="the first divergence between two traces")
    _diff_options(diff)
    diff.set_defaults(func=_cmd_diff)
    decode = actions.add_parser("decode", help="re-decode a trace folder's raw files (e.g. after a crash)")
    decode.add_argument("folder", type=Path, help="the trace folder")
    decode.set_defaults(func=_cmd_decode)
    modules = actions.add_parser("modules", help=MODULES_HELP)
    _modules_options(modules)
    modules.set_defaults(func=_cmd_modules)
    build = actions.add_parser("build", help="build the tracing libraries and print their folder")
    build.add_argument("--major", type=int, default=13, help="CUDA major version (default 13)")
    build.add_argument("--force", action="store_true", help="rebuild even when up to date")
    build.set_defaults(func=_cmd_build)
    fatbin = subparsers.add_parser("fatbin", help=MODULES_HELP, description=MODULES_HELP[0].upper() + MODULES_HELP[1:])
    _modules_options(fatbin)
    fatbin.set_defaults(func=_cmd_modules)
