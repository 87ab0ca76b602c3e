"""Samples whose whole stdout was recorded natively on an NVIDIA GPU (workloads/samples/data/
<name>_gpu_stdout.txt): on the CPU backend they print the same lines and pass.

mempool: stream-ordered allocation and memory pools (runtime and driver API);
async_copies: cp.async, cuda::pipeline / cuda::barrier and mbarrier, sm_90 bulk copies;
profiler_xt: cudaProfilerStart/Stop and cuBLASXt, whose symbols a program must find to load.
graphs: CUDA graphs built node by node and by stream capture (runtime and driver API);
vmm: the virtual memory API (reservations, physical allocations, mappings, access).
managed: managed memory's hints (advice, prefetch, stream attachment) and the range attributes.
device_launch: device-side launches (-rdc=true -lcudadevrt): child grids in the three kinds of
stream, a tail launch after them, recursion, a child's mixed parameters.
textures: CUDA arrays, texture and surface objects, every filter, address and read mode, sRGB.
texture_queries: txq/suq answers and refusals, the sRGB table and sRGB filtering.
cublas_batched's factors are compared as arrays (workloads/samples/data/cublas_batched_gpu.npz).
All are built by workloads/build.py as the matrix builds them and run under `zluda run`.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from test_programs import REPO, libraries, zluda_run  # noqa: F401 (fixture)

SAMPLES = REPO / "workloads" / "samples"
RECORD_HOW = ("build the sample with `python3 workloads/build.py --arch sm90 NAME` on a machine with an NVIDIA GPU, "
              "run it and commit its stdout as workloads/samples/data/NAME_gpu_stdout.txt")


def _build(name: str, out: Path) -> Path:
    done = subprocess.run([sys.executable, str(REPO / "workloads" / "build.py"), "--out", str(out), name],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    for line in done.stdout.splitlines():
        built, _, path = line.partition("\t")
        if built == name and path:
            return Path(path)
    raise AssertionError(f"build.py did not report {name}: {done.stdout}{done.stderr}")


@pytest.mark.parametrize("name", ["mempool", "profiler_xt", "graphs", "vmm", "managed", "device_launch"])
@pytest.mark.parametrize("fast_path", ["1", "0"])
def test_sample_matches_its_gpu_recording(name, fast_path, nvcc, libraries, tmp_path):
    """With the C fast path on (synchronisations must still reach the pools) and off."""
    recording = SAMPLES / "data" / f"{name}_gpu_stdout.txt"
    assert recording.exists(), f"{recording} is missing: {RECORD_HOW.replace('NAME', name)}"
    exe = _build(name, tmp_path)
    result = zluda_run([str(exe)], env={"ZLUDA_FAST_PATH": fast_path}, cwd=SAMPLES, timeout=300)
    assert result.stdout.splitlines() == recording.read_text().splitlines(), result.stdout + result.stderr[-3000:]
    assert result.returncode == 0


@pytest.mark.parametrize("name", ["textures", "texture_queries"])
def test_texture_samples_match_the_gpu(name, nvcc, libraries, tmp_path):
    """The texture unit's arithmetic (filter weights, sRGB, cube faces) bit for bit; txq/suq
    answers, and the queries NVIDIA's JIT refuses failing at the same call with the same status."""
    recording = SAMPLES / "data" / f"{name}_gpu_stdout.txt"
    assert recording.exists(), f"{recording} is missing: {RECORD_HOW.replace('NAME', name)}"
    exe = _build(name, tmp_path)
    result = zluda_run([str(exe)], cwd=SAMPLES, timeout=300)
    assert result.stdout.splitlines() == recording.read_text().splitlines(), result.stdout + result.stderr[-3000:]
    assert result.returncode == 0


def test_async_copies_match_the_gpu(nvcc, libraries, tmp_path):
    """cp.async, cuda::pipeline, cuda::barrier and the mbarrier instructions; the sm_90 parts
    (transaction counts, bulk copies) run because the device reports compute capability 9.0."""
    recording = SAMPLES / "data" / "async_copies_gpu_stdout.txt"
    assert recording.exists(), f"{recording} is missing: {RECORD_HOW.replace('NAME', 'async_copies')}"
    exe = _build("async_copies", tmp_path)
    result = zluda_run([str(exe)], env={"ZLUDA_COMPUTE_CAPABILITY": "9.0"}, cwd=SAMPLES, timeout=300)
    assert result.stdout.splitlines() == recording.read_text().splitlines(), result.stdout + result.stderr[-3000:]
    assert result.returncode == 0


def test_batched_factorizations_match_the_gpu(nvcc, libraries, tmp_path):
    """getrf/getrs/getri/matinv/geqrf/gels Batched in S/D/C/Z: the program's own checks, then
    every factor, pivot and info against the GPU's (compare_outputs.py's tolerances)."""
    exe = _build("cublas_batched", tmp_path)
    dump = tmp_path / "dump"
    dump.mkdir()
    result = zluda_run([str(exe), "--dump", str(dump)], cwd=SAMPLES, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr[-3000:]
    compared = subprocess.run([sys.executable, str(SAMPLES / "compare_outputs.py"), str(dump),
                               str(SAMPLES / "data" / "cublas_batched_gpu.npz")], capture_output=True, text=True,
                              timeout=120)
    assert compared.returncode == 0, compared.stdout
