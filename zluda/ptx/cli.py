"""`zluda ptx ...`: the PTX front end on the command line.

COMMANDS is the only list of subcommands: name -> (help, add-arguments, run). Another
area adds a subcommand (`ir`, `run`) with one entry there.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path


def read_source(path: str) -> tuple[str, str]:
    """(text, display name) of a PTX file or of stdin for "-"; raises OSError/ValueError."""
    if path == "-":
        return sys.stdin.read(), "<stdin>"
    data = Path(path).read_bytes()
    try:
        return data.decode("utf-8"), path
    except UnicodeDecodeError as exc:
        raise ValueError(f"{path}: not a PTX text file (byte {exc.start} is not UTF-8)") from None


def _check_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("files", nargs="+", metavar="FILE", help="PTX files ('-' reads stdin)")
    p.add_argument("--syntax-only", action="store_true",
                   help="only parse (skip the name-resolution checks)")
    p.add_argument("--print", dest="print_tree", action="store_true",
                   help="print the module back as PTX (the printer's round-trip form)")
    p.add_argument("-q", "--quiet", action="store_true", help="print errors only")


def _check_run(args) -> int:
    from zluda.ptx import parse
    from zluda.ptx.check import check_module
    from zluda.ptx.errors import PtxError

    status = 0
    for path in args.files:
        try:
            text, name = read_source(path)
        except (OSError, ValueError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            status = max(status, 2)
            continue
        try:
            module = parse(text, filename=name, lazy=False)
        except PtxError as exc:
            print(exc, file=sys.stderr)
            status = max(status, 1)
            continue
        problems = [] if args.syntax_only else check_module(module, text)
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            status = max(status, 1)
            continue
        if args.print_tree:
            from zluda.ptx.printer import print_module

            sys.stdout.write(print_module(module))
        elif not args.quiet:
            functions = [f for f in module.functions.values() if f.has_body]
            count = sum(sum(1 for _ in f.instructions()) for f in functions)
            print(f"{name}: ok (PTX {module.version[0]}.{module.version[1]}, "
                  f"{', '.join(module.target)}, {len(module.kernels)} kernels, "
                  f"{len(functions)} functions, {count} instructions)")
    return status


COMMANDS = {
    "check": ("parse PTX files and report located errors (exit 1 on any)", _check_args, _check_run),
}


def _lazy(module: str, name: str):
    def call(*args):
        return getattr(importlib.import_module(module), name)(*args)
    return call


# the arguments of the CPU device's commands are defined here: `zluda --help` builds every
# parser, and zluda.cpu (llvmlite's JIT) loads only when one of them runs
def _ir_args(p):
    p.add_argument("file", metavar="FILE", help="PTX file ('-' reads stdin)")
    p.add_argument("--optimized", action="store_true", help="print the IR after the optimisation pipeline")
    p.add_argument("--print-after", metavar="PASS",
                   help="print what translator pass PASS produced instead (see zluda.translate.pipeline)")
    p.add_argument("-k", "--kernel", help="translate only this kernel (and what it reaches)")
    p.add_argument("-o", "--output", help="write to this file instead of stdout")


def _run_args(p):
    p.add_argument("file", metavar="FILE", help="PTX file")
    p.add_argument("-k", "--kernel", help="kernel name (default: the only kernel)")
    p.add_argument("-g", "--grid", default="1", help="grid X[,Y[,Z]] (default 1)")
    p.add_argument("-b", "--block", default="32", help="block X[,Y[,Z]] (default 32)")
    p.add_argument("--shared", type=int, default=0, help="dynamic shared memory bytes")
    p.add_argument("-a", "--arg", action="append", default=[],
                   help="kernel argument, one per parameter in order: TYPE:VALUE (a scalar) "
                        "or TYPE[N][=iota|=VALUE] (an array)")
    p.add_argument("--show", type=int, default=8, help="array elements printed per argument")


COMMANDS["ir"] = ("translate a PTX file to LLVM IR", _ir_args, _lazy("zluda.cpu.cli_commands", "ir_run"))
COMMANDS["run"] = ("run a kernel of a PTX file on the CPU device", _run_args, _lazy("zluda.cpu.cli_commands", "run_run"))


def register(subparsers) -> None:
    parser = subparsers.add_parser("ptx", help="PTX tools: " + ", ".join(COMMANDS),
                                   description="PTX tools: " + ", ".join(COMMANDS))
    sub = parser.add_subparsers(dest="ptx_command", metavar="SUBCOMMAND")
    parser.set_defaults(func=lambda args: parser.print_help() or 2)
    for name, (help_text, add_arguments, run) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        add_arguments(p)
        p.set_defaults(func=run)
