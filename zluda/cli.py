"""The `zluda` command: each subcommand lives in the module that owns its job.

A subcommand module exposes `register(subparsers)`; the table below is the only place
that lists them, and a module is imported only when the CLI starts.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from zluda import __version__

# subcommand modules, in the order `zluda --help` lists them
SUBCOMMAND_MODULES = [
    "zluda.shim.cli",      # run, info
    "zluda.trace.cli",     # trace, trace diff
    "zluda.ptx.cli",       # ptx check|ir|run
    "zluda.runtime.precompile",   # precompile
    "zluda.config",        # config
]


class UsageParser(argparse.ArgumentParser):
    """A usage error is one line on stderr and exit status 2 (or the parser's own
    `usage_status`: `zluda run` keeps 2 for the program it runs), before anything is done.
    Sub-commands' parsers are of this class too (argparse gives subparsers their parent's)."""

    def __init__(self, *args, usage_status: int = 2, **kwargs):
        super().__init__(*args, **kwargs)
        self.usage_status = usage_status

    def error(self, message: str):
        self.exit(self.usage_status, f"{self.prog}: error: {message} (see `{self.prog} --help`)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = UsageParser(prog="zluda", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"zluda {__version__}")
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
        print("zluda: error: a command is required (see `zluda --help`)", file=sys.stderr)
        return 2
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
