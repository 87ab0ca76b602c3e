"""`invoke bench --suite lockstep`: what lockstep warps (translate/lockstep.py) cost.

- Kernels that do not need them: the kernel bench's kernels (built for sm_80, so auto
  mode leaves them alone) at the full tier under ZLUDA_LOCKSTEP=always, over the same
  kernel in auto mode, taking turns in one process (1.0: no cost; a kernel the pass gives
  no barrier compiles to the same code).
- Kernels that do: the pre-Volta patterns of tests/translate/lockstep/lockstep.ptx in
  lockstep (their right answers) over lane by lane (ZLUDA_LOCKSTEP=never: wrong answers),
  at the full tier.
- Translation: the pass's own time on the bench's ~10k-line module as pre-Volta code
  (PTX 5.0, sm_52: every kernel in lockstep), over the module's whole translation.
"""

from __future__ import annotations

import contextlib
import math
import struct
import time

import numpy as np

from zluda import config, paths
from zluda.cpu.bench import big_module_text
from zluda.cpu.ptxmodule import load
from zluda.ptx import parse
from zluda.translate import lockstep as lockstep_pass
from zluda.translate.module import ModuleTranslator
from zluda.translate.options import Options

BENCH = paths.REPO_ROOT / "zluda" / "cpu" / "bench"
PATTERNS = paths.REPO_ROOT / "tests" / "translate" / "lockstep" / "lockstep.ptx"


@contextlib.contextmanager
def _mode(mode: str):
    """Kernels compiled inside take ZLUDA_LOCKSTEP=`mode`, at the full tier."""
    with config.overridden("ZLUDA_LOCKSTEP", mode), config.overridden("ZLUDA_CPU_TIER", "full"):
        yield


def _turns(a, b, rounds=6, batch=3):
    """(best time of a, best time of b), the two taking turns in batches (this machine's
    speed drifts over seconds); the first run of a batch is not counted."""
    best = [math.inf, math.inf]
    for _ in range(rounds):
        for side, fn in enumerate((a, b)):
            fn()
            for _ in range(batch):
                t = time.perf_counter()
                fn()
                best[side] = min(best[side], time.perf_counter() - t)
    return best[0], best[1]


def _ptr(a) -> int:
    return a.ctypes.data


def _bench_launches():
    """(name, file, kernel, grid, block, parameter buffer) of kernels of the kernel bench
    that the pass gives barriers under ZLUDA_LOCKSTEP=always, and matmul (none)."""
    rng = np.random.default_rng(0)
    n = 1 << 22
    x = rng.standard_normal(n).astype(np.float32)
    sums = np.zeros(n // 512, np.float32)
    data = rng.integers(0, 256, 1 << 23).astype(np.uint8)
    hist = np.zeros(256, np.uint32)
    rows, cols = 1024, 1024
    xs = rng.standard_normal((rows, cols)).astype(np.float32)
    ys = np.zeros_like(xs)
    g, bb = rng.standard_normal(cols).astype(np.float32), rng.standard_normal(cols).astype(np.float32)
    nm = 256
    A, B = (rng.standard_normal((nm, nm)).astype(np.float32) for _ in range(2))
    C = np.zeros((nm, nm), np.float32)
    keep = (x, sums, data, hist, xs, ys, g, bb, A, B, C)
    return keep, [
        ("block reduce 4M", "reduce", "reduce_sum", (sums.size,), (256,), struct.pack("<QQi", _ptr(x), _ptr(sums), n)),
        ("histogram 8M", "histogram", "histogram256", (64,), (256,),
         struct.pack("<QQi", _ptr(data), _ptr(hist), data.size)),
        ("layernorm 1024x1024", "layernorm", "layernorm", (rows,), (256,),
         struct.pack("<QQQQif", _ptr(xs), _ptr(g), _ptr(bb), _ptr(ys), cols, 1e-5)),
        ("tiled matmul 256", "matmul", "matmul_tiled", (nm // 16, nm // 16), (16, 16),
         struct.pack("<QQQi", _ptr(A), _ptr(B), _ptr(C), nm)),
    ]


def _bench_kernels(rows):
    keep, launches = _bench_launches()
    for name, source, kernel, grid, block, raw in launches:
        runs = {}
        for mode in ("auto", "always"):
            with _mode(mode):
                m = load(BENCH / f"{source}.ptx").compiled
                runs[mode] = lambda m=m: m.launch_raw(kernel, grid, block, raw)
                runs[mode]()   # compiled here, in this mode
        t_always, t_auto = _turns(runs["always"], runs["auto"])
        rows.append({"metric": f"{name}: always / auto", "value": t_always / t_auto, "unit": "x",
                     "ms_auto": t_auto * 1e3, "ms_always": t_always * 1e3})
    del keep


def _pattern_runs(text):
    """(name, runner) of each pre-Volta pattern on inputs large enough to time."""
    rng = np.random.default_rng(0)
    blocks = 2048
    m = load(text)
    x = rng.integers(-100, 100, blocks * 128).astype(np.int32)
    sums = np.zeros(blocks, np.int32)
    scanned = np.zeros(blocks * 128, np.int32)
    turns = rng.integers(-9, 9, 16 * 4).astype(np.int32)
    acc = np.zeros(blocks * 128, np.int32)
    return [
        ("warp reduce 2048x128", lambda: m.launch("warp_reduce", blocks, 128, [x, sums])),
        ("warp scan 2048x128", lambda: m.launch("warp_scan", blocks, 128, [x, scanned])),
        ("lane 0 broadcast 2048x128, 16 turns", lambda: m.launch("lane0_broadcast", blocks, 128, [turns, acc, 16])),
    ]


def _patterns(rows):
    text = PATTERNS.read_text()
    runs = {}
    for mode in ("auto", "never"):
        with _mode(mode):
            runs[mode] = _pattern_runs(text)
            for _, run in runs[mode]:
                run()
    for (name, run_lockstep), (_, run_serial) in zip(runs["auto"], runs["never"]):
        t_lockstep, t_serial = _turns(run_lockstep, run_serial, rounds=3)
        rows.append({"metric": f"{name}: lockstep / lane by lane", "value": t_lockstep / t_serial, "unit": "x",
                     "ms_lockstep": t_lockstep * 1e3, "ms_lane_by_lane": t_serial * 1e3})


def _translation(rows):
    """The pass's own time on the ~10k-line module as pre-Volta code (every kernel in
    lockstep), over that module's whole translation (Python only, no LLVM)."""
    old = big_module_text().replace(".version 9.0\n.target sm_80\n", ".version 5.0\n.target sm_52\n", 1)
    options = Options.from_environment(lockstep="auto")
    pass_s, whole_s = math.inf, math.inf
    for _ in range(3):
        mt = ModuleTranslator(parse(old, "big.ptx"), options=options)
        mt.roots = [n for n, f in mt.functions.items() if f.is_kernel and f.has_body]
        mt.reach = None
        mt.layout()
        t = time.perf_counter()
        lockstep_pass.run(mt, options)
        pass_s = min(pass_s, time.perf_counter() - t)
        t = time.perf_counter()
        ModuleTranslator(parse(old, "big.ptx"), options=options).translate()
        whole_s = min(whole_s, time.perf_counter() - t)
    rows.append({"metric": "pass lockstep / translation, 10k-line pre-Volta module", "value": pass_s / whole_s,
                 "unit": "x", "s_pass": pass_s, "s_translation": whole_s})


def lockstep() -> dict:
    rows: list = []
    _bench_kernels(rows)
    _patterns(rows)
    _translation(rows)
    return {"rows": rows}
