"""Tasks of the tracer area: `invoke trace-build`, `invoke trace-check` (its benchmark is
`invoke bench --suite trace`, registered in zluda/devtasks/bench.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

from invoke import task


@task(help={"major": "CUDA major version of the catalog", "force": "rebuild even if cached"})
def trace_build(c, major=13, force=False):
    """Generate and compile the tracing interposers from the API catalog."""
    from zluda.trace import build, run

    print(build.build(run.load_catalog(int(major)), int(major), force=force))


def missing_tools() -> list[str]:
    """What the tracer (and its tests) lack on this machine, with how to get it; for
    `invoke setup`: gcc builds the interposers, nvcc builds the test programs, and
    NVIDIA's libcudart.so.13 is what the tests trace (the toolkit, or the PyPI wheels
    nvidia-cuda-nvcc + nvidia-cuda-runtime)."""
    from zluda.trace import reallibs

    missing = []
    if not (shutil.which("gcc") or shutil.which("cc")):
        missing.append("gcc: apt-get install -y gcc")
    if not (shutil.which("nvcc") or Path("/usr/local/cuda/bin/nvcc").exists()):
        missing.append("nvcc: the CUDA 13 toolkit, or pip install nvidia-cuda-nvcc")
    if "libcudart.so.13" not in reallibs.find(["libcudart.so.13"], reallibs.nvidia_search_dirs()).paths:
        missing.append("libcudart.so.13: the CUDA 13 toolkit, or pip install nvidia-cuda-runtime")
    return missing


@task
def trace_check(c):
    """Say whether this machine has what the tracer needs."""
    missing = missing_tools()
    print("\n".join(missing) if missing else "tracer: gcc, nvcc and libcudart.so.13 found")
    if missing:
        raise SystemExit(1)
