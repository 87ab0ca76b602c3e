"""`zluda precompile PROGRAM`: fill the kernel cache ahead of a program's first run.

The program's device code is read as `zluda run` would load it: each fatbin of the file
(an executable, a shared library, a Windows DLL, a fatbin or PTX text) and in it the PTX
the runtime chooses (modules.choose_ptx). Every kernel is then compiled at the first tier
of ZLUDA_CPU_TIER, on the CPU device's worker threads, and then (unless --first-tier-only)
at the full tier, which a run of any mode uses from the cache at once: the first run of
the program then compiles nothing.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from zluda import cpu, fatbin
from zluda.runtime.errors import CudaError
from zluda.runtime.modules import choose_ptx


def modules_of(data: bytes, what: str) -> list:
    """The PTX entry the runtime would choose from each fatbin of the file."""
    groups: dict = {}
    for entry in fatbin.load_any(data, what):
        groups.setdefault(entry.fatbin_offset, []).append(entry)
    return [choose_ptx(entries) for entries in groups.values()]


def precompile(path: Path, full: bool = True, log=print) -> int:
    """Compiles every kernel of the program's device code into the cache; the kernel count."""
    chosen = modules_of(path.read_bytes(), str(path))
    count = 0
    for entry in chosen:
        started = time.monotonic()
        module = cpu.compile(entry.text(), f"{path.name}:{entry.arch_name}").compile()
        names = module.kernel_names()
        if full:
            module.tier_up()
        count += len(names)
        log(f"zluda precompile: {path.name} {entry.arch_name}: {len(names)} kernel(s) in "
            f"{time.monotonic() - started:.1f} s")
    return count


def _run(args) -> int:
    try:
        precompile(args.program, full=not args.first_tier_only)
    except (OSError, fatbin.FatbinError, CudaError) as exc:
        print(f"zluda precompile: {args.program}: {exc}", file=sys.stderr)
        return 1
    return 0


def register(subparsers) -> None:
    summary = "compile a program's kernels into the kernel cache ahead of its first run"
    p = subparsers.add_parser("precompile", help=summary, description=summary)
    p.add_argument("program", type=Path, help="the program, shared library, fatbin or PTX file")
    p.add_argument("--first-tier-only", action="store_true",
                   help="only the tier a first launch uses (ZLUDA_CPU_TIER's), not the full tier")
    p.set_defaults(func=_run)
