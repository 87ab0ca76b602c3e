"""`invoke bench --suite sweep`: PTX sweep evaluations per second through the CPU backend.

Side by side in one run, on a spread of variants from every family:
  - first run with an empty kernel cache (translate + LLVM compile + evaluate)
  - second run (kernels from the disk cache: evaluation only)
  - evaluation alone on a large launch (one kernel, 2^20 tuples, hash mode)
"""

from __future__ import annotations

import tempfile
import time

from zluda import config
from zluda.sweep import validate, verify
from zluda.sweep.backends import Launch, ZludaBackend
from zluda.sweep.kernelgen import kernel_name, module_text
from zluda.sweep.plan import PER_THREAD
from zluda.sweep.runner import run_quick

SAMPLE = 60


def sweep() -> dict:
    backend = ZludaBackend()
    variants = verify.sample(validate.accepted("sm_90"), SAMPLE)
    rows = []

    def timed_quick(label: str):
        started = time.perf_counter()
        evals = skipped = 0
        for v in variants:  # one module per variant: what the translator refuses is skipped
            try:
                module = backend.load(v.id, module_text([v]))
                evals += sum(len(r.inputs) for r in run_quick(backend, module, v))
            except Exception:
                skipped += 1
        seconds = time.perf_counter() - started
        rows.append({"metric": f"quick set, {label}", "value": evals / seconds, "unit": "evaluations/s",
                     "variants": len(variants), "translator_refused": skipped, "evaluations": evals,
                     "seconds": round(seconds, 2)})
        rows.append({"metric": f"quick set, {label}: per variant", "value": seconds / len(variants),
                     "unit": "s/variant"})

    with tempfile.TemporaryDirectory(prefix="sweep-bench-cache-") as fresh, \
            config.overridden("ZLUDA_CACHE_DIR", fresh):  # an empty kernel cache: the first run compiles
        timed_quick("first run (translate + compile + evaluate)")
        timed_quick("second run (kernels from the cache)")

    all_by_id = {v.id: v for v in validate.accepted("sm_90")}
    for vid in ("add.rn.f32", "cvt.rn.f16.f32"):
        v = all_by_id[vid]
        module = backend.load(vid, module_text([v]))
        n = 1 << 20
        backend.run(module, Launch(kernel_name(v), None, n // PER_THREAD, 0, PER_THREAD * 256, 0, 1, PER_THREAD, 1))
        started = time.perf_counter()
        backend.run(module, Launch(kernel_name(v), None, n // PER_THREAD, 0, n, 7, 1, PER_THREAD, 1))
        seconds = time.perf_counter() - started
        rows.append({"metric": f"full-set evaluation, {vid} (hash mode, 2^20 tuples)", "value": n / seconds,
                     "unit": "evaluations/s", "seconds": round(seconds, 3)})
    return {"rows": rows}
