"""`invoke bench --suite images`: image build time and size, per-cell container overhead.

Cold numbers are real cold builds on this machine under bench-only tags (the base rootfs
by debootstrap, the rocm-6.4 image without layer cache), so they show what a fresh CI
machine pays; the warm number is the layer-cached rebuild every later run pays. The
container overhead compares the same trivial step run as a local process and as a
Docker cell step (one container per step), side by side in one run.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from zluda.images import rootfs, specs
from zluda.images.build import build_image
from zluda.images.engine import ensure_engine
from zluda.images.executor import DockerSession, ensure_image
from zluda.paths import REPO_ROOT

BENCH_BASE_TAG = "zluda-bench/debian:trixie"
BENCH_IMAGE_TAG = "zluda-bench/rocm-6.4:cold"
STEP_REPEATS = 5
# the CI budget of this area (minutes), for the "met" column
CI_BUDGET_S = 25 * 60


def _local_step(argv) -> float:
    started = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - started


def _container_steps(spec, argv, repeats) -> tuple[list[float], float]:
    times = []
    with tempfile.TemporaryDirectory(prefix="zluda-bench-cell-") as tmp:
        cell = Path(tmp)
        (cell / "logs").mkdir()
        opened = time.perf_counter()
        with DockerSession(spec, cell) as session:
            session_open = time.perf_counter() - opened
            env = dict(os.environ, ZLUDA_CELL=f"{spec.name}/cpu/bench")
            for i in range(repeats):
                out = session.run(argv, cwd=str(REPO_ROOT), env=env,
                                  stdout=cell / f"logs/{i}.out", stderr=cell / f"logs/{i}.err",
                                  timeout=120)
                if out.exit_code != 0:
                    raise RuntimeError(f"bench step failed in {spec.tag}: {out}")
                times.append(out.duration_s)
    return times, session_open


def images() -> dict:
    client = ensure_engine()
    spec = specs.spec_for("rocm-6.4")
    rows = []
    # cold base rootfs: debootstrap + docker import under a bench tag
    for tag in (BENCH_IMAGE_TAG, BENCH_BASE_TAG):
        try:
            client.images.remove(tag, force=True)
        except Exception:
            pass
    base = rootfs.ensure_base(spec.base_suite, log=lambda *_: None, tag=BENCH_BASE_TAG)
    rows.append({"metric": "base rootfs (debootstrap minbase trixie + import), cold",
                 "value": base["seconds"], "unit": "s"})
    cold = build_image(spec, base_image=BENCH_BASE_TAG, log=lambda *_: None, nocache=True,
                       tag=BENCH_IMAGE_TAG)
    rows.append({"metric": "rocm-6.4 image build, cold (no layer cache)",
                 "value": cold["seconds"], "unit": "s"})
    fresh_ci = base["seconds"] + cold["seconds"]
    rows.append({"metric": "fresh machine total: base + rocm-6.4 (area CI budget as target)",
                 "value": round(fresh_ci, 1), "unit": "s", "target": CI_BUDGET_S})
    warm = build_image(spec, base_image=BENCH_BASE_TAG, log=lambda *_: None, tag=BENCH_IMAGE_TAG)
    rows.append({"metric": "rocm-6.4 image rebuild, layer-cached",
                 "value": warm["seconds"], "unit": "s",
                 "cached_steps": f"{warm['cached_steps']}/{warm['steps']}"})
    for tag in (BENCH_IMAGE_TAG, BENCH_BASE_TAG):
        client.images.remove(tag, force=True)
    for name, s in specs.IMAGES.items():
        try:
            image = client.images.get(s.tag)
        except Exception:
            rows.append({"metric": f"{name} image size", "value": None, "unit": "GB",
                         "note": "not built"})
            continue
        rows.append({"metric": f"{name} image size", "value": round(image.attrs["Size"] / 1e9, 3),
                     "unit": "GB"})
    base_image = client.images.get(rootfs.base_tag(spec.base_suite))
    rows.append({"metric": "base rootfs image size",
                 "value": round(base_image.attrs["Size"] / 1e9, 3), "unit": "GB"})
    # per-step overhead: the same Python one-liner locally and as a container step
    ensure_image(spec)
    argv = [sys.executable, "-c", "pass"]
    local = [_local_step(argv) for _ in range(STEP_REPEATS)]
    inside, session_open = _container_steps(spec, argv, STEP_REPEATS)
    lm, cm = statistics.median(local), statistics.median(inside)
    rows += [
        {"metric": "trivial step, local process (median)", "value": round(lm, 3), "unit": "s"},
        {"metric": "trivial step, Docker cell step (median)", "value": round(cm, 3), "unit": "s"},
        {"metric": "container overhead per step", "value": round(cm - lm, 3), "unit": "s"},
        {"metric": "container / local ratio", "value": round(cm / lm, 1), "unit": "x"},
        {"metric": "cell session open (cell folder handed to the container user)",
         "value": round(session_open, 4), "unit": "s"},
    ]
    return {"rows": rows, "repeats": STEP_REPEATS, "image": spec.tag}
