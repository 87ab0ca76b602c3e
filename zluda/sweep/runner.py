"""Runs variant kernels on a backend: the quick set (outputs) and the full set (chunk
digests). Shared by the H200 recorder and the CPU comparison."""

from __future__ import annotations

import concurrent.futures
import hashlib
import os
import subprocess
import tempfile
import time
from dataclasses import dataclass, field

import numpy as np

from zluda.sweep.backends import Launch
from zluda.sweep.inputs import index_tuples, mask_array_inputs, random_tuples
from zluda.sweep.kernelgen import group_modules, kernel_name, module_text
from zluda.sweep.plan import (CHUNK, PER_THREAD, FullPlan, chunk_digests, full_plan,
                              outputs_by_register, quick_sets)
from zluda.sweep.table import Variant


@dataclass
class QuickResult:
    label: str
    inputs: np.ndarray            # (n, n_inputs) uint64: what the instruction saw
    outputs: list[np.ndarray]     # per output register, natural width
    table_digest: str = ""


@dataclass
class Modules:
    """Variant -> module grouping plus the PTX (and, on a GPU host, ptxas-built cubins)."""
    groups: list[tuple[str, list[Variant]]]
    texts: dict[str, str] = field(default_factory=dict)
    cubins: dict[str, bytes] = field(default_factory=dict)
    ptxas_errors: dict[str, str] = field(default_factory=dict)

    @classmethod
    def build(cls, variants: list[Variant], arch: str = "sm_90", per_module: int = 48) -> "Modules":
        m = cls(group_modules(variants, per_module))
        m.texts = {name: module_text(vs, arch) for name, vs in m.groups}
        return m

    def compile_cubins(self, ptxas: str, arch: str = "sm_90", jobs: int = 16) -> float:
        """ptxas every module in parallel (the driver's JIT would do it serially)."""
        t0 = time.monotonic()

        def one(name: str) -> tuple[str, bytes | None]:
            with tempfile.TemporaryDirectory() as d:
                src, dst = os.path.join(d, "m.ptx"), os.path.join(d, "m.cubin")
                with open(src, "w") as f:
                    f.write(self.texts[name])
                proc = subprocess.run([ptxas, f"-arch={arch}", src, "-o", dst], capture_output=True, text=True)
                if proc.returncode:  # left to the driver's JIT, variant by variant if need be
                    self.ptxas_errors[name] = proc.stderr.strip()[:2000]
                    return name, None
                with open(dst, "rb") as f:
                    return name, f.read()

        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            self.cubins = {n: c for n, c in pool.map(one, list(self.texts)) if c is not None}
        return time.monotonic() - t0


def table_digest(table: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(table, dtype="<u8").tobytes()).hexdigest()[:16]


def run_quick(backend, module, v: Variant) -> list[QuickResult]:
    results = []
    nout = len(v.outs)
    for label, src, table, count, seed in quick_sets(v):
        L = Launch(kernel_name(v), table.ravel() if table is not None else None, count * nout,
                   0, count, seed, src, 1, 0)
        words = backend.run(module, L)
        seen = mask_array_inputs(v, table) if table is not None else random_tuples(v, seed, 0, count)
        results.append(QuickResult(label, seen, outputs_by_register(v, words, count),
                                   table_digest(table) if table is not None else ""))
    return results


def run_full_chunks(backend, module, v: Variant, plan: FullPlan, chunks: list[int],
                    launch_tuples: int) -> dict[int, str]:
    """{chunk: digest} for the listed chunks, launching runs of consecutive chunks together."""
    digests: dict[int, str] = {}
    per_launch = max(1, launch_tuples // CHUNK)
    runs, cur = [], []
    for c in sorted(chunks):
        if cur and (c != cur[-1] + 1 or len(cur) == per_launch):
            runs.append(cur)
            cur = []
        cur.append(c)
    if cur:
        runs.append(cur)
    for run in runs:
        lo = plan.chunk_range(run[0])[0]
        hi = plan.chunk_range(run[-1])[1]
        L = Launch(kernel_name(v), None, -(-(hi - lo) // PER_THREAD), lo, hi - lo, plan.seed,
                   plan.src, PER_THREAD, 1)
        hashes = backend.run(module, L)
        digests.update(chunk_digests(hashes, lo, hi - lo))
    return digests


def full_chunk_inputs(v: Variant, plan: FullPlan, chunk: int, limit: int) -> np.ndarray:
    """The first `limit` tuples of a chunk, as the kernel derives them (for reports)."""
    lo, hi = plan.chunk_range(chunk)
    count = min(limit, hi - lo)
    if plan.src == 0:
        return index_tuples(v, lo, count)
    return random_tuples(v, plan.seed, lo, count)


def full_chunk_outputs(backend, module, v: Variant, plan: FullPlan, chunk: int) -> tuple[np.ndarray, list[np.ndarray]]:
    """Every tuple of a full-set chunk and what `backend` computes for it, per output
    register (where bits are to be inspected, not only digested: bounds, diagnosis)."""
    lo, hi = plan.chunk_range(chunk)
    L = Launch(kernel_name(v), None, (hi - lo) * len(v.outs), lo, hi - lo, plan.seed, plan.src, 1, 0)
    return full_chunk_inputs(v, plan, chunk, hi - lo), outputs_by_register(v, backend.run(module, L), hi - lo)


def isolated(backend, module, v: Variant, work):
    """work(module) on the shared module; if that fails, once more on a module holding
    only this variant, so one refused instruction does not sink its neighbours (backends
    may translate lazily, at the first launch)."""
    try:
        return work(module)
    except Exception:
        alone = backend.load(v.id, module_text([v]))
    return work(alone)
