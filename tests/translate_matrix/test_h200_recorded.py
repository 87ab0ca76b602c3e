"""The matrix-instruction cases of matrix_cases.py replayed against an NVIDIA GPU's outputs.

The recording (tests/translate_matrix/record_h200.sh, on the GPU machine) holds each
case's inputs and outputs under h200/. Small-integer inputs give exact results, compared
bit for bit; random-valued float cases are compared within the f32 / f16 rounding of a
different summation order.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import zluda.ptx as ptx
from zluda.cpu import ptxmodule

from matrix_cases import cases

RECORDED = Path(__file__).resolve().parent / "h200"
CASES = cases()


def replay(name: str, folder: Path) -> tuple[np.ndarray, np.ndarray]:
    """(ours, recorded) output words of case `name`, run on the recorded inputs."""
    case = CASES[name]
    inp, out = folder / f"{name}.in.u32", folder / f"{name}.out.u32"
    if not (inp.is_file() and out.is_file()):
        pytest.fail(f"H200 recording missing: {out.name} (run tests/translate_matrix/record_h200.sh on the GPU "
                    "machine and commit its output under tests/translate_matrix/h200/)")
    words = np.fromfile(inp, np.uint32)
    sizes = [len(b) for b in case["buffers"]]
    assert len(words) == sum(sizes), f"{inp.name}: {len(words)} words, the case has {sum(sizes)}"
    buffers = [a.copy() for a in np.split(words, np.cumsum(sizes)[:-1])]
    ptxmodule.load(case["ptx"]).launch("k", 1, case["threads"], buffers)
    return buffers[case["out"]], np.fromfile(out, np.uint32)


def compare(name: str, ours: np.ndarray, recorded: np.ndarray) -> None:
    assert ours.shape == recorded.shape, f"{name}: {ours.shape} words here, {recorded.shape} recorded"
    if CASES[name]["exact"]:
        bad = np.flatnonzero(ours != recorded)
        assert bad.size == 0, (f"{name}: {bad.size} words differ, first at {bad[0]}: "
                               f"{ours[bad[0]]:#010x} here, {recorded[bad[0]]:#010x} recorded")
    elif name.startswith("mma_") and name.split("_")[2] == "f16":   # D registers are f16x2
        np.testing.assert_allclose(ours.view(np.float16).astype(np.float64),
                                   recorded.view(np.float16).astype(np.float64), rtol=2e-3, atol=2e-3)
    else:
        np.testing.assert_allclose(ours.view(np.float32), recorded.view(np.float32), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_h200(name):
    compare(name, *replay(name, RECORDED))
