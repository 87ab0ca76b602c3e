"""shfl in region kernels with their own scheduler (emit_warp._shfl_flat): the source lane
worked out after the suspension and the value read from the flat snapshot at t - b, t + b
or t +- b. Checked against a model of the PTX ISA's rule, for every mode, clamp and
segment width, in blocks of several warps (a read at t +- b that leaves the warp or the
block must give the thread its own value), with the lane operand as an immediate, a
register set once, a kernel parameter (value unknown to the translator) and a value
loaded from memory (the path that keeps the source lane across the suspension)."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate.module import translate

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def model(mode, b, c, values):
    """Per thread of full warps: the shuffled value and the in-range predicate."""
    out, preds = values.copy(), np.zeros(len(values), bool)
    cval, seg = c & 31, (c >> 8) & 31
    b &= 31
    for t in range(len(values)):
        lane, first = t & 31, t & ~31
        max_lane = (lane & seg) | (cval & ~seg)
        j = {"up": lane - b, "down": lane + b, "bfly": lane ^ b,
             "idx": (lane & seg) | (b & ~seg)}[mode]
        ok = j >= max_lane if mode == "up" else j <= max_lane
        out[t] = values[first + j] if ok else values[t]
        preds[t] = ok
    return out, preds


def kernel(mode, b, c, how):
    """`how` the lane operand b reaches the shfl: imm, mov (a register set once), param,
    global (loaded from memory)."""
    lane = {"imm": str(b), "mov": "%b", "param": "%b", "global": "%b"}[how]
    setup = {"imm": "", "mov": f"mov.u32 %b, {b};", "param": "ld.param.u32 %b, [bp];",
             "global": "ld.global.u32 %b, [%o];"}[how]
    return HEADER + f"""
.visible .entry k(.param .u64 out, .param .u64 preds, .param .u32 bp)
{{
    .reg .b32 %i, %v, %r, %b, %q;
    .reg .pred %p;
    .reg .b64 %o, %po, %a;
    ld.param.u64 %o, [out];
    ld.param.u64 %po, [preds];
    {setup}
    mov.u32 %i, %tid.x;
    mul.lo.u32 %v, %i, 7;
    add.u32 %v, %v, 3;
    shfl.sync.{mode}.b32 %r|%p, %v, {lane}, {c}, -1;
    bar.sync 0;
    mul.wide.u32 %a, %i, 4;
    add.s64 %a, %a, %o;
    st.global.u32 [%a], %r;
    selp.u32 %q, 1, 0, %p;
    mul.wide.u32 %a, %i, 4;
    add.s64 %a, %a, %po;
    st.global.u32 [%a], %q;
    ret;
}}
"""


CASES = [
    ("up", 1, 0), ("up", 5, 0), ("up", 16, 0), ("up", 2, 0x1800),
    ("down", 1, 0x1f), ("down", 7, 0x1f), ("down", 3, 0x100f), ("down", 1, 0x1807),
    ("bfly", 16, 0x1f), ("bfly", 1, 0x1f), ("bfly", 4, 0x181f), ("bfly", 6, 0x1f), ("bfly", 8, 0x1807),
    ("idx", 3, 0x1f), ("idx", 5, 0x181f), ("idx", 31, 0x1f),
]


@pytest.mark.parametrize("how", ["imm", "mov", "param", "global"])
@pytest.mark.parametrize("mode,b,c", CASES)
def test_shfl_against_the_isa_rule(mode, b, c, how):
    src = kernel(mode, b, c, how)
    assert translate(parse(src, "t.ptx"), only=["k"]).kernels["k"].regions
    n = 96
    out = np.zeros(n, np.uint32)
    preds = np.zeros(n, np.uint32)
    out[0] = b   # what the `global` variant loads as its lane operand (before any store)
    ptxmodule.load(src).launch("k", 1, n, [out, preds, b])   # (one block: `global` reads out[0] before any store)
    want, want_p = model(mode, b, c, (np.arange(n, dtype=np.uint32) * 7 + 3))
    np.testing.assert_array_equal(out, want)
    np.testing.assert_array_equal(preds.astype(bool), want_p)


def test_partial_last_warp():
    """A block of 40 threads: lanes whose source lane exists get its value; a read that
    would reach past the block's last thread is the own value (out of range) or not
    checked (the GPU leaves it undefined)."""
    src = kernel("down", 4, 0x1f, "imm")
    n = 40
    out = np.zeros(n, np.uint32)
    preds = np.zeros(n, np.uint32)
    ptxmodule.load(src).launch("k", 1, n, [out, preds, 4])
    values = np.arange(64, dtype=np.uint32) * 7 + 3
    want, want_p = model("down", 4, 0x1f, values)
    defined = [t for t in range(n) if not want_p[t] or (t + 4) < n]
    np.testing.assert_array_equal(out[defined], want[:n][defined])
    np.testing.assert_array_equal(preds.astype(bool), want_p[:n])
