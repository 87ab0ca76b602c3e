"""Loops of one block run several turns a step (regions._turns: the body repeated, an
exit test after each copy), with atomics (a scalar thread loop) or without (vectorised),
and write their registers' rows only at the loop's back and out steps (RegionTranslator._store_turned_rows), not at each write. What must hold:
every thread leaves its loop after its own number of iterations, whatever the remainder
against the turns, and the registers the loop carries (the induction, an accumulator, a
predicate) reach the code after the loop with their last values, at every tier and block
shape. (Without the store at the out step the threads resume after the loop from a stale
induction and never leave; with it only at the back step, the values of 1 in 9 cases
are wrong.)"""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate import regions
from zluda.translate.module import translate

# thread t: for (i = t; i < n - t % 7; i += ntid) { atomicAdd(&bins[x[i] & 31], 1);
# acc += x[i]; odd = x[i] & 1; k += 1 }; after a barrier, out[t] = (acc, i, k, odd)
TURNED = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry turned(.param .u64 x, .param .u64 out, .param .u64 hist, .param .u32 n)
{
    .shared .align 4 .b8 bins[128];
    .reg .pred %p<4>;
    .reg .b32 %r<24>;
    .reg .b64 %rd<12>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    ld.param.u64 %rd3, [hist];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %ntid.x;
    setp.ge.u32 %p1, %r2, 32;
    @%p1 bra CLEARED;
    mov.u32 %r4, bins;
    shl.b32 %r5, %r2, 2;
    add.s32 %r6, %r4, %r5;
    st.shared.u32 [%r6], 0;
CLEARED:
    bar.sync 0;
    rem.u32 %r7, %r2, 7;
    sub.s32 %r8, %r1, %r7;
    mov.u32 %r9, %r2;
    mov.u32 %r10, 0;
    mov.u32 %r11, 0;
    setp.ne.u32 %p2, %r2, %r2;
    setp.ge.s32 %p3, %r9, %r8;
    @%p3 bra DONE;
LOOP:
    mul.wide.s32 %rd4, %r9, 4;
    add.s64 %rd5, %rd1, %rd4;
    ld.global.u32 %r12, [%rd5];
    and.b32 %r13, %r12, 31;
    shl.b32 %r14, %r13, 2;
    mov.u32 %r15, bins;
    add.s32 %r16, %r15, %r14;
    red.shared.add.u32 [%r16], 1;
    add.s32 %r10, %r10, %r12;
    and.b32 %r17, %r12, 1;
    setp.ne.u32 %p2, %r17, 0;
    add.s32 %r11, %r11, 1;
    add.s32 %r9, %r9, %r3;
    setp.lt.s32 %p3, %r9, %r8;
    @%p3 bra LOOP;
DONE:
    bar.sync 0;
    selp.u32 %r18, 1, 0, %p2;
    mul.wide.u32 %rd6, %r2, 16;
    add.s64 %rd7, %rd2, %rd6;
    st.global.v4.u32 [%rd7], {%r10, %r9, %r11, %r18};
    @%p1 bra END;
    mov.u32 %r4, bins;
    shl.b32 %r5, %r2, 2;
    add.s32 %r6, %r4, %r5;
    ld.shared.u32 %r19, [%r6];
    mul.wide.u32 %rd8, %r2, 4;
    add.s64 %rd9, %rd3, %rd8;
    atom.global.add.u32 %r20, [%rd9], %r19;
END:
    ret;
}
"""


def _expected(x, n, block):
    out = np.zeros((block, 4), np.uint32)
    hist = np.zeros(32, np.uint32)
    for t in range(block):
        idx = np.arange(t, n - t % 7, block)
        out[t] = (x[idx].sum(dtype=np.uint32), t + block * len(idx), len(idx), x[idx[-1]] & 1 if len(idx) else 0)
        hist += np.bincount(x[idx] & 31, minlength=32).astype(np.uint32)
    return out, 2 * hist   # two blocks, the same work


@pytest.mark.parametrize("tier", ["quick", "full", "baseline"])
@pytest.mark.parametrize("block", [256, 96, 33])
@pytest.mark.parametrize("n", [0, 5, 1000, 4099])
@pytest.mark.parametrize("atomics", [True, False], ids=["atomics", "vectorised"])
def test_turned_loops_leave_with_their_own_last_values(monkeypatch, tier, block, n, atomics):
    # without the atomic the thread loop is vectorised: the turns' exit tests become masks
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    x = np.random.default_rng(n + block).integers(0, 1 << 16, max(n, 1)).astype(np.uint32)
    out = np.zeros((block, 4), np.uint32)
    hist = np.zeros(32, np.uint32)
    src = TURNED if atomics else TURNED.replace("    red.shared.add.u32 [%r16], 1;\n", "")
    assert atomics or "red.shared" not in src
    ptxmodule.load(src).launch("turned", 2, block, [x, out, hist, n])
    want_out, want_hist = _expected(x, n, block)
    np.testing.assert_array_equal(out, want_out)
    np.testing.assert_array_equal(hist, want_hist if atomics else 0 * want_hist)


def test_the_turns_and_their_steps_are_marked():
    from zluda.translate.scope import resolve
    fn = parse(TURNED, "t.ptx").kernels["turned"]
    scope = resolve(fn, {p.name: p.name for p in fn.params})
    turned, inductions = {}, {}
    out = regions.loop_steps(scope.statements, scope.labels, inductions, turned)
    steps = [st for st in out if getattr(st, "opcode", None) == regions.YIELD]
    roles = {inductions[id(st)][1]: st for st in steps}
    assert set(roles) == {"in", "back", "out"}
    written = {"%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%r16", "%r17", "%p2", "%p3", "%rd4", "%rd5"}
    assert turned[id(roles["back"])] == turned[id(roles["out"])] == written
    assert id(roles["in"]) not in turned
    # the body and its regions.LOOP_TURNS - 1 copies, every instruction of each
    body = [st for st in out if id(st) in turned and st.opcode != regions.YIELD]
    assert len(body) == 14 * regions.LOOP_TURNS

