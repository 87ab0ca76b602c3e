"""llama.cpp's token-generation matrix-vector products (its mul_mat_vec_f family) on the CPU
device against the same products in C: `python -m zluda.cpu.bench.mmv [--reps N]`.

mmv.cu holds the kernels (a block per output row, a warp's xor-shuffle butterfly, the
warps' sums through shared memory; the loop's stride a constant as llama.cpp writes it, or
blockDim.x), built here with nvcc into PTX; mmv_reference.c the C side (gcc -O3
-march=native, SIMD dot products). The shapes are those a token of the llama workload's
tiny model launches (n_embd 64, n_ff 128, vocabulary 320: llama.cpp picks 32 threads a
block for 64 columns, 64 for 128), then one of many short rows (the per-block cost) and
one of long rows (the loop's). Each row prints the process CPU time of one launch (best
of five batches: this VM is shared, wall time is noise), kernels at ZLUDA_CPU_TIER's
tier (the full one unless set), and the outputs' sha256 (bit-identity across translator
changes) and largest difference from C (a wrong answer shows there).
"""

from __future__ import annotations

import argparse
import ctypes
import hashlib
import os
import struct
import subprocess
import time
from pathlib import Path

import numpy as np

from zluda import paths
from zluda.cpu.ptxmodule import load

HERE = Path(__file__).resolve().parent

# (kernel, threads a block, rows, columns, element type, fused gate)
SHAPES = (
    ("mmv_f32_32", 32, 64, 64, np.float32, False),      # attention q / output projections
    ("mmv_f32_32", 32, 32, 64, np.float32, False),      # k, v (2 KV heads of 16)
    ("mmv_f32_32", 32, 128, 64, np.float32, True),      # FFN gate and up, fused
    ("mmv_f32_64", 64, 64, 128, np.float32, False),     # FFN down
    ("mmv_f32_32", 32, 320, 64, np.float32, False),     # the output (vocabulary) row
    ("mmv_f16_32", 32, 64, 64, np.float16, False),
    ("mmv_f32_32", 32, 4096, 64, np.float32, False),    # many short rows: the cost of a block
    ("mmv_f32_128", 128, 256, 4096, np.float32, False),  # long rows: the loop's cost
)


def _built() -> tuple[Path, ctypes.CDLL]:
    out = paths.build_dir() / "bench"
    out.mkdir(parents=True, exist_ok=True)
    ptx, lib = out / "mmv.ptx", out / "mmv_reference.so"
    # (what, from, the command before "-o what")
    for target, source, command in (
            (ptx, HERE / "mmv.cu", ["nvcc", "-ptx", "-arch=compute_80", "-O3", "-use_fast_math"]),
            (lib, HERE / "mmv_reference.c", ["gcc", "-O3", "-march=native", "-fopenmp-simd", "-shared", "-fPIC", "-lm"])):
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            tmp = target.with_name("tmp-" + target.name)
            subprocess.run([*command, str(source), "-o", str(tmp)], check=True)
            os.replace(tmp, target)
    return ptx, ctypes.CDLL(str(lib))


def _cpu_per_call(fn, reps: int) -> float:
    best = float("inf")
    for _ in range(5):
        t = time.process_time()
        for _ in range(reps):
            fn()
        best = min(best, (time.process_time() - t) / reps)
    return best


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=100, help="launches a batch (default 100)")
    ap.add_argument("--only", default="", help="rows whose name contains this")
    ap.add_argument("--ntid", action="store_true", help="the kernels striding by blockDim.x instead")
    args = ap.parse_args(argv)
    os.environ.setdefault("ZLUDA_CPU_TIER", "full")
    ptx, lib = _built()
    module = load(ptx)
    rng = np.random.default_rng(1)
    digest = hashlib.sha256()
    for name, threads, rows, cols, dtype, fused in SHAPES:
        kernel = name + ("_ntid" if args.ntid else "")
        label = f"{kernel} {rows}x{cols}{' fused' if fused else ''}"
        if args.only not in label:
            continue
        m = rng.standard_normal((rows, cols)).astype(dtype)
        g = rng.standard_normal((rows, cols)).astype(dtype) if fused else None
        v = rng.standard_normal(cols).astype(np.float32)
        out, ref = np.zeros(rows, np.float32), np.zeros(rows, np.float32)
        raw = struct.pack("<QQQQii", m.ctypes.data, g.ctypes.data if fused else 0, v.ctypes.data,
                          out.ctypes.data, cols // 2, cols // 2)
        ours = lambda: module.compiled.launch_raw(kernel, (rows,), (threads,), raw)  # noqa: E731
        ptr = lambda a: ctypes.c_void_p(None if a is None else a.ctypes.data)  # noqa: E731
        if dtype == np.float32:
            c = lambda: lib.mmv_f32(ptr(m), ptr(g), ptr(v), ptr(ref), rows, cols)  # noqa: E731
        else:
            c = lambda: lib.mmv_f16(ptr(m), ptr(v), ptr(ref), rows, cols)  # noqa: E731
        ours()
        c()
        digest.update(out.tobytes())
        worst = float(np.max(np.abs(out - ref) / (1.0 + np.abs(ref))))
        t_ours, t_c = _cpu_per_call(ours, args.reps), _cpu_per_call(c, args.reps)
        print(f"{label:32s} ours {t_ours * 1e6:8.1f} us   C {t_c * 1e6:7.2f} us   {t_ours / t_c:6.1f}x"
              f"   difference {worst:.1e}", flush=True)
    print("outputs sha256", digest.hexdigest()[:16])


if __name__ == "__main__":
    main()
