"""The `zluda` command: each subcommand lives in the module that owns its job.

A subcommand module exposes `register(subparsers)`; the table below is the only place
that lists them, and a module is imported only when the CLI starts.
"""

from __future__ import annotations

import argparse
import importlib
import sys

# subcommand modules, in the order `zluda --help` lists them
SUBCOMMAND_MODULES = [
    "zluda.shim.cli",      # run, info
    "zluda.trace.cli",     # trace, trace diff
    "zluda.ptx.cli",       # ptx check|ir|run
    "zluda.config",        # config
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="zluda", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name and name.startswith(exc.name):
                continue  # that part of the platform is not installed in this tree
            raise
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
