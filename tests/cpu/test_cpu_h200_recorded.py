"""Replay inputs recorded on an NVIDIA H200 and compare with the GPU's outputs.

Exact cases must match bit for bit (NaN payloads included: NVIDIA's canonical NaN);
`.approx` cases must stay within the PTX ISA's documented error bounds (loosely:
relative 2^-20 plus a small absolute term near zero).
"""

from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import h200_cases as cases
from zluda.cpu import ptxmodule

HERE = Path(__file__).resolve().parent / "h200"

# documented accuracy of the .approx instructions (PTX ISA), a little loosened:
# opcode -> (relative, absolute, |input| range where the bound holds or None)
APPROX_BOUNDS = {
    # sin/cos: 2^-20.5 absolute in [-pi, pi]; the hardware's range reduction adds an
    # error that grows with |x| (checked below as |x| * 2^-22 up to |x| = 100 pi)
    "sin": (0.0, 2 ** -20, 100 * np.pi),
    "cos": (0.0, 2 ** -20, 100 * np.pi),
    "tanh": (2 ** -10, 2 ** -24, None),
    "ex2": (2 ** -21, 0.0, None),
    "lg2": (2 ** -21, 2 ** -21, None),
    "rcp": (2 ** -21, 0.0, None),
    "rsqrt": (2 ** -21, 0.0, None),
    "sqrt": (2 ** -21, 0.0, None),
    "div": (2 ** -21, 0.0, None),
}
INST = HERE / "h200_instructions.npz"
KERN = HERE / "h200_kernels.npz"


def _instruction_ids():
    if not INST.exists():
        return []
    data = np.load(INST)
    return sorted({int(k.split(":")[0]) for k in data.files})


@pytest.mark.parametrize("index", _instruction_ids())
def test_instruction_matches_h200(index):
    data = np.load(INST)
    name, body, ins, otype, exact = cases.INSTRUCTIONS[index]
    assert str(data[f"{index}:name"]) == name, "recording made with a different case table"
    arrays = [data[f"{index}:in{k}"] if f"{index}:in{k}" in data.files else None for k in range(3)]
    want = data[f"{index}:out"]
    n = want.size
    m = ptxmodule.load(cases.kernel_text(body, ins, otype))
    got = np.zeros_like(want)
    args = [a if a is not None else np.zeros(n, np.uint64) for a in arrays] + [got, n]
    m.launch("k", (n + 127) // 128, 128, args)
    if exact:
        bad = np.flatnonzero(got != want)
        if got.dtype.kind == "f":
            bits = {4: np.uint32, 8: np.uint64}[got.itemsize]
            bad = np.flatnonzero(got.view(bits) != want.view(bits))
        assert bad.size == 0, (f"{name}: {bad.size}/{n} differ; first input "
                               f"{[a[bad[0]] for a in arrays if a is not None]}: got {got[bad[0]]!r} want {want[bad[0]]!r}")
    else:
        rtol, atol, limit = APPROX_BOUNDS.get(name.split(".")[0], (2 ** -20, 2 ** -20, None))
        keep = np.ones(n, bool) if limit is None else np.abs(arrays[0]) <= limit
        if name.split(".")[0] in ("sin", "cos"):
            x = np.abs(arrays[0][keep].astype(np.float64))
            err = np.abs(got[keep].astype(np.float64) - want[keep].astype(np.float64))
            assert np.all(err <= atol + x * 2 ** -22), f"{name}: max error {err.max()}"
        else:
            np.testing.assert_allclose(got[keep], want[keep], rtol=rtol, atol=atol, equal_nan=True, err_msg=name)


def test_nvcc_kernels_match_h200():
    data = np.load(KERN)
    for j, (stem, kernel, grid, block, args, outputs) in enumerate(cases.kernel_cases()):
        if f"{j}:name" not in data.files:
            continue
        args = [data[f"{j}:in{k}"].copy() if isinstance(a, np.ndarray) else a for k, a in enumerate(args)]
        ptxmodule.load(cases.kernel_ptx(stem)).launch(kernel, grid, block, args)
        for k in outputs:
            want = data[f"{j}:out{k}"]
            if want.dtype.kind == "f":
                # ptxas may contract mul+add into fma and __expf is approximate
                np.testing.assert_allclose(args[k], want, rtol=1e-5, atol=1e-5, err_msg=f"{stem}/{kernel}")
            else:
                np.testing.assert_array_equal(args[k], want, err_msg=f"{stem}/{kernel}")
