#!/usr/bin/env python3
"""Compares a sample's dumped outputs (`--dump DIR`, one .npy per result) with the outputs
NVIDIA's libraries produced on the H200 (an .npz recorded by workloads/record_h200.sh).

    python compare_outputs.py DUMP_DIR data/cublas_h200.npz

Prints one `CHECK h200.<name> PASS|FAIL <detail>` line per recorded array and exits 1 on any
failure, on an array missing from either side, or when the recording itself is missing.
Tolerances are relative to the array's peak magnitude and depend on the output precision.
"""

from __future__ import annotations

import argparse
import sys
import zipfile
from pathlib import Path

import numpy as np

# first matching prefix wins: outputs rounded to 16-bit types carry 8 (bf16) or 11 (fp16)
# significant bits; fp32 results differ only by summation order; fp64 by a few ulps
TOLERANCES = [
    ("dgemm", 1e-12), ("ddot", 1e-12),
    ("hgemm", 2e-2), ("gemmex.f16", 4e-3),
    ("epilogue.", 2e-2), ("batched.bf16", 2e-2),
    # batched factorizations (cublas_batched): pivots and info exactly; the factors and
    # solutions of small well-conditioned systems to a few ulps of their precision
    ("solve.pivots.", 0.0), ("solve.info.", 0.0), ("solve.d", 1e-13), ("solve.z", 1e-13), ("solve.", 1e-5),
    ("", 2e-5),
]


def tolerance(name: str) -> float:
    return next(tol for prefix, tol in TOLERANCES if name.startswith(prefix))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dump_dir", type=Path)
    ap.add_argument("reference", type=Path)
    args = ap.parse_args(argv)
    if not args.reference.exists():
        print(f"CHECK h200.recording FAIL {args.reference} is missing: run workloads/record_h200.sh on the H200 "
              "and commit its .npz")
        return 1
    failures = 0
    try:
        recorded = np.load(args.reference, allow_pickle=False)
    except (OSError, ValueError, zipfile.BadZipFile) as e:
        print(f"CHECK h200.recording FAIL cannot read {args.reference}: {e}")
        return 1
    names = sorted(recorded.files)
    produced = {p.stem for p in args.dump_dir.glob("*.npy")}
    for name in names:
        want = np.asarray(recorded[name], dtype=np.float64)
        path = args.dump_dir / f"{name}.npy"
        if not path.exists():
            print(f"CHECK h200.{name} FAIL not produced by this run ({path})")
            failures += 1
            continue
        got = np.asarray(np.load(path, allow_pickle=False), dtype=np.float64)
        if got.shape != want.shape:
            print(f"CHECK h200.{name} FAIL shape {got.shape}, recorded {want.shape}")
            failures += 1
            continue
        peak = max(float(np.abs(want).max(initial=0.0)), 1e-30)
        err = float(np.abs(got - want).max(initial=0.0)) if got.size else 0.0
        tol = tolerance(name)
        ok = bool(np.isfinite(got).all()) and err <= tol * peak
        failures += not ok
        print(f"CHECK h200.{name} {'PASS' if ok else 'FAIL'} max abs err {err:.3g} = {err / peak:.3g} of the "
              f"peak {peak:.3g} (tol {tol:g})")
    for extra in sorted(produced - set(names)):
        print(f"CHECK h200.{extra} FAIL produced but not in the recording")
        failures += 1
    print(f"SUMMARY compare {args.reference.name}: {len(names)} arrays, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
