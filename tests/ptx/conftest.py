"""Shared fixtures of the PTX front-end tests: the nvcc-compiled corpus."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

CUDA_DIR = Path(__file__).parent / "cuda"
CORPUS_DIR = Path(__file__).parent / "corpus"

# (source, -arch, extra flags): every source for Turing and Hopper (nvcc 13's oldest and
# the brief's newest), Ampere for the cp.async/bf16 paths, debug info (-G, -lineinfo), and
# Blackwell targets so PTX ISA 9.0 module headers beyond sm_90 are covered too.
_ALL = sorted(p.name for p in CUDA_DIR.glob("*.cu"))
CASES = (
    [(src, "compute_75", ()) for src in _ALL if src != "sm90.cu"]
    + [(src, "compute_90", ()) for src in _ALL]
    + [(src, "compute_80", ()) for src in ("atomics.cu", "halfs.cu", "mma.cu", "warp.cu")]
    + [("coop.cu", "compute_86", ()), ("misc.cu", "compute_89", ())]
    + [(src, "compute_80", ("-G",)) for src in ("calls.cu", "coop.cu", "misc.cu", "texture.cu")]
    + [(src, "compute_90", ("-lineinfo",)) for src in ("shared_dyn.cu", "warp.cu", "calls.cu")]
    + [("halfs.cu", "compute_100", ()), ("mma.cu", "compute_120", ())]
)


def case_id(case) -> str:
    src, arch, flags = case
    return "-".join([src.removesuffix(".cu"), arch.removeprefix("compute_"), *[f.strip("-") for f in flags]])


def pytest_generate_tests(metafunc):
    # a test that takes `nvcc_case` runs once per compiled corpus file
    if "nvcc_case" in metafunc.fixturenames:
        metafunc.parametrize("nvcc_case", CASES, ids=[case_id(c) for c in CASES])


@pytest.fixture(scope="session")
def nvcc_corpus(nvcc) -> dict:
    """{case: Path of the PTX}, compiled two at a time (the CI machine has 2 cores) and
    cached across sessions by zluda.ptx.nvcc."""
    from zluda.ptx.nvcc import compile_ptx

    def build(case):
        src, arch, flags = case
        return case, compile_ptx(CUDA_DIR / src, arch, flags, nvcc=nvcc)

    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(pool.map(build, CASES))
