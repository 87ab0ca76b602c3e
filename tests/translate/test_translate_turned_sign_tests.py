"""The exit test of a loop run several turns a step (regions._turns) that tests the sign
of its induction compares a frozen copy (emit_logic._sign_test_between_turns): LLVM then
cannot take the induction as non-negative in the next turn, turn its sign extension
into a zero extension and vectorise the step's thread loop behind a wrap check that
fails once any thread's induction has gone below zero (llm.c's classifiers ran a whole
step one thread at a time). What must hold: the results of such a loop, whose threads
leave after different numbers of iterations, at every tier; the freeze only there."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate import regions
from zluda.translate.module import translate

# thread t: for (i = t + n - ntid; i >= 0; i -= ntid) acc += x[i]; after a barrier,
# out[t] = (acc, i): the loop of llm.c's prepare_softmax_blockwide
DOWN = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry down(.param .u64 x, .param .u64 out, .param .u32 n)
{
    .reg .pred %p<3>;
    .reg .b32 %r<12>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %ntid.x;
    add.s32 %r4, %r2, %r1;
    sub.s32 %r5, %r4, %r3;
    mov.u32 %r6, 0;
    setp.lt.s32 %p1, %r5, 0;
    @%p1 bra DONE;
LOOP:
    mul.wide.s32 %rd3, %r5, 4;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.u32 %r7, [%rd4];
    add.s32 %r6, %r6, %r7;
    sub.s32 %r5, %r5, %r3;
    setp.gt.s32 %p2, %r5, -1;
    @%p2 bra LOOP;
DONE:
    bar.sync 0;
    mul.wide.u32 %rd5, %r2, 8;
    add.s64 %rd6, %rd2, %rd5;
    st.global.v2.u32 [%rd6], {%r6, %r5};
    ret;
}
"""
# the same loop counting up: for (i = t; i < n; i += ntid)
UP = (DOWN.replace("    add.s32 %r4, %r2, %r1;\n    sub.s32 %r5, %r4, %r3;\n", "    mov.u32 %r5, %r2;\n")
      .replace("setp.lt.s32 %p1, %r5, 0;", "setp.ge.s32 %p1, %r5, %r1;")
      .replace("sub.s32 %r5, %r5, %r3;", "add.s32 %r5, %r5, %r3;")
      .replace("setp.gt.s32 %p2, %r5, -1;", "setp.lt.s32 %p2, %r5, %r1;"))


@pytest.mark.parametrize("tier", ["quick", "full", "baseline"])
@pytest.mark.parametrize("block", [256, 96])
@pytest.mark.parametrize("n", [0, 5, 1000, 4099])
def test_a_loop_down_to_zero_leaves_with_its_own_values(monkeypatch, tier, block, n):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    x = np.random.default_rng(n + block).integers(0, 1 << 16, max(n, 1)).astype(np.uint32)
    out = np.zeros((block, 2), np.uint32)
    ptxmodule.load(DOWN).launch("down", 2, block, [x, out, n])
    want = np.zeros((block, 2), np.uint32)
    for t in range(block):
        idx = np.arange(t + n - block, -1, -block)
        last = (idx[-1] if len(idx) else t + n) - block
        want[t] = (x[idx].sum(dtype=np.uint32) if len(idx) else 0, np.int64(last) & 0xFFFFFFFF)
    np.testing.assert_array_equal(out, want)


def _ir(src, name):
    return translate(parse(src, f"{name}.ptx"), only=[name], regions=True).ir_text


def test_the_sign_tests_between_turns_compare_a_frozen_copy():
    assert _ir(DOWN, "down").count(" = freeze i32 ") == regions.LOOP_TURNS
    # a bound in a register says nothing of the sign: that test stays as it was
    assert " freeze " not in _ir(UP, "down")
