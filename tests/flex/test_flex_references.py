"""FleX's simpler kernels against an NVIDIA GPU: the x64 PTX ran there with recorded
synthetic inputs (zluda/flex/references.py, tests/data/flex/); the x86 PTX of the same
kernels, and the x64 PTX, must give the same outputs on the CPU device."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.flex import references

RECORDED = Path(__file__).resolve().parents[1] / "data" / "flex"


@pytest.fixture(scope="module")
def ptx_dir(flex_repo, tmp_path_factory):
    folder = tmp_path_factory.mktemp("flex-ptx")
    references.extract(folder)
    return folder


@pytest.fixture(scope="module")
def modules(ptx_dir):
    loaded = {}

    def module(arch, index):
        if (arch, index) not in loaded:
            loaded[arch, index] = ptxmodule.load(references.ptx_file(ptx_dir, arch, index))
        return loaded[arch, index]
    return module


def test_every_kernel_has_a_recording():
    assert sorted(p.stem for p in RECORDED.glob("*.npz")) == sorted(k.name for k in references.KERNELS)


def _same(got, want, ulps):
    if ulps == 0 or want.dtype.kind != "f":
        return np.array_equal(got.view(np.uint8), want.view(np.uint8))
    return bool((np.abs(got.view(np.int32).astype(np.int64) - want.view(np.int32)) <= ulps).all())


@pytest.mark.parametrize("arch", ["x86", "x64"])
@pytest.mark.parametrize("kernel", references.KERNELS, ids=lambda k: k.name[:40])
def test_cpu_twin_equals_the_gpu(modules, kernel, arch):
    recorded = np.load(RECORDED / f"{kernel.name}.npz")
    given = {a.name: recorded[f"in_{a.name}"] for a in kernel.args}
    # the recorded inputs are the generator's: a change of the generator needs a new recording
    fresh = references.inputs(kernel)
    assert all(np.array_equal(fresh[k], v) for k, v in given.items())
    arrays = {k: v.copy() for k, v in given.items() if v.ndim}
    args = [arrays[a.name] if a.role != "scalar" else given[a.name].item() for a in kernel.args]
    blocks, threads = references.grid(kernel)
    modules(arch, kernel.fatbin).launch(kernel.name, blocks, threads, args)
    for a in kernel.args:
        if a.role in ("out", "inout"):
            want = recorded[f"out_{a.name}"]
            assert _same(arrays[a.name], want, kernel.ulps), (a.name, arrays[a.name], want)
