#!/usr/bin/env python3
"""Record the PTX sweep's reference results on a real NVIDIA GPU (the H200).

Run from the repository root (fits a 600 s limit: the full set stops at the budget,
counted from the start, and what it finished is kept):
    python3 workloads/ptx-sweep/record_h200.py --out "$OUT" --budget 480
Commit what lands in $OUT under workloads/ptx-sweep/reference/.

Order: plumbing self-test, ptxas for every module (16 processes), the quick set for every
variant (outputs kept), then the full set (exhaustive variants first, cvt leading; then
2^24 random tuples per variant), its digests rewritten every 45 s so a killed run keeps them.

Needs numpy and either CuPy or the driver library libcuda.so.1; ptxas (CUDA toolkit) is
used to build cubins in parallel when present, else the driver JIT-compiles the PTX.
`--dry-run` does everything up to the GPU (enumeration, PTX, ptxas) and reports sizes.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from zluda.sweep import validate  # noqa: E402
from zluda.sweep.record import record  # noqa: E402
from zluda.sweep.runner import Modules  # noqa: E402


def nvidia_smi() -> str | None:
    """GPU, driver and VBIOS as nvidia-smi reports them (best effort)."""
    if not shutil.which("nvidia-smi"):
        return None
    try:
        done = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,vbios_version,memory.total",
                               "--format=csv,noheader"], capture_output=True, text=True, timeout=30)
        return done.stdout.strip() or None
    except (OSError, subprocess.SubprocessError):
        return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, type=Path, help="folder for the result files")
    ap.add_argument("--budget", type=float, default=480,
                    help="seconds from the start after which the full set stops (default 480)")
    ap.add_argument("--backend", default="auto", choices=["auto", "cupy", "driver", "zluda"])
    ap.add_argument("--jobs", type=int, default=16, help="parallel ptxas processes")
    ap.add_argument("--family", action="append", help="only these families (repeatable)")
    ap.add_argument("--no-full", action="store_true", help="quick set only")
    ap.add_argument("--no-ptxas", action="store_true", help="let the driver JIT the PTX")
    ap.add_argument("--dry-run", action="store_true", help="stop before touching a GPU")
    args = ap.parse_args()

    variants = validate.accepted("sm_90")
    if args.family:
        variants = [v for v in variants if v.family in set(args.family)]
    if not variants:
        print("no variants selected", file=sys.stderr)
        return 2
    ptxas = None
    if not args.no_ptxas:
        try:
            ptxas = validate.find_ptxas()
        except validate.PtxasMissing:
            print("ptxas not found: the driver will JIT-compile the PTX", file=sys.stderr)
    extra = {"ptxas": validate.ptxas_version(ptxas) if ptxas else None,
             "rejects_recorded_with": validate.load_rejects()["ptxas"],
             "nvidia_smi": nvidia_smi()}
    if args.dry_run:
        t0 = time.monotonic()
        mods = Modules.build(variants)
        print(f"{len(variants)} variants in {len(mods.groups)} modules, "
              f"{sum(len(t) for t in mods.texts.values()) / 1e6:.1f} MB PTX, built in {time.monotonic() - t0:.1f} s")
        if ptxas:
            print(f"ptxas: {mods.compile_cubins(ptxas, jobs=args.jobs):.1f} s for all modules")
        return 0

    from zluda.sweep.backends import open_backend
    backend = open_backend(args.backend)
    meta = record(backend, args.out, variants, args.budget, ptxas=ptxas, jobs=args.jobs,
                  full=not args.no_full, extra_meta=extra)
    errors = sum(1 for e in meta["variants"].values() if "error" in e)
    print(f"done: {len(meta['variants'])} variants, {errors} with errors; files in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
