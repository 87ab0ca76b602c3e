"""The `zluda` command: each subcommand lives in the module that owns its job.

A subcommand module exposes `register(subparsers)`; the table below is the only place
that lists them. A module is imported only when the CLI starts, and only the one whose
command the arguments name when they name one (`zluda run` is the start of every program
it runs: it does not import the JIT that `precompile` needs).
"""

from __future__ import annotations

import argparse
import importlib
import sys

from zluda import __version__

# subcommand modules, in the order `zluda --help` lists them, with the commands each registers
SUBCOMMAND_MODULES = {
    "zluda.shim.cli": ("run", "info"),
    "zluda.trace.cli": ("trace", "fatbin"),   # trace run|diff|decode|modules|build
    "zluda.ptx.cli": ("ptx",),                # ptx check|ir|run
    "zluda.runtime.precompile": ("precompile",),
    "zluda.config": ("config",),
}


class UsageParser(argparse.ArgumentParser):
    """A usage error is one line on stderr and exit status 2 (or the parser's own
    `usage_status`: `zluda run` keeps 2 for the program it runs), before anything is done.
    Sub-commands' parsers are of this class too (argparse gives subparsers their parent's)."""

    def __init__(self, *args, usage_status: int = 2, **kwargs):
        super().__init__(*args, **kwargs)
        self.usage_status = usage_status

    def error(self, message: str):
        self.exit(self.usage_status, f"{self.prog}: error: {message} (see `{self.prog} --help`)\n")


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or with `command` (a command's name) of that one only;
    an unknown name gets every command (the usage error then lists them)."""
    parser = UsageParser(prog="zluda", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"zluda {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    chosen = [name for name, commands in SUBCOMMAND_MODULES.items() if command in commands]
    for name in chosen or SUBCOMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name and name.startswith(exc.name):
                continue  # that part of the platform is not installed in this tree
            raise
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser(argv[0] if argv and not argv[0].startswith("-") else None)
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        print("zluda: error: a command is required (see `zluda --help`)", file=sys.stderr)
        return 2
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
