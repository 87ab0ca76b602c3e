"""Registers live across shuffles only as the value the thread contributes
(RegionTranslator._region_snapshot_registers) have no per-thread array: a thread
resuming after the shuffle reads its own element of the snapshot, and a chain reads the
first shuffle's source there (shuffle_chains.emit_chain). What must hold: the value read
back is the thread's own, for whole warps run at once and for warps whose lanes take
the shuffles one at a time (a divergent branch before them), integer and f32 registers,
at every tier and block shape."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate.module import translate

# x = t < n ? in[t] : 0; then, per warp:
#   a = shfl.up(x, 1) (own x in lane 0) + x       x read after the shuffle
#   b = shfl.down(a, 2) (own a in lanes 30, 31) + a * 3   a read after it (and after the
#                                                 step that ends the chain of the two)
#   c = shfl.bfly(b, 1) + b                       b read after it
#   g = shfl.idx(f, lane ^ 5) + f, f = c's bits as f32: %f1 read after it
# out[t] = (c, g bits); with `diverge`, odd lanes take a branch of their own first
KERNEL = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry snap(.param .u64 x, .param .u64 out, .param .u32 n)
{
    .reg .pred %p<6>;
    .reg .b32 %r<24>;
    .reg .f32 %f<8>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    mul.wide.u32 %rd3, %r2, 4;
    add.s64 %rd4, %rd1, %rd3;
    mul.wide.u32 %rd5, %r2, 8;
    add.s64 %rd6, %rd2, %rd5;
    mov.u32 %r3, 0;
    setp.ge.u32 %p1, %r2, %r1;
    @%p1 bra LOADED;
    ld.global.u32 %r3, [%rd4];
LOADED:
    and.b32 %r20, %r2, 1;
    setp.ne.u32 %p3, %r20, %r21;
    @%p3 bra JOIN;
    add.s32 %r22, %r22, 1;
JOIN:
    shfl.sync.up.b32 %r4|%p2, %r3, 1, 0, -1;
    add.s32 %r5, %r4, %r3;
    shfl.sync.down.b32 %r6, %r5, 2, 31, -1;
    mad.lo.s32 %r7, %r5, 3, %r6;
    shfl.sync.bfly.b32 %r8, %r7, 1, 31, -1;
    add.s32 %r9, %r8, %r7;
    mov.b32 %f1, %r9;
    and.b32 %r10, %r2, 31;
    xor.b32 %r11, %r10, 5;
    shfl.sync.idx.b32 %f2, %f1, %r11, 31, -1;
    add.f32 %f3, %f2, %f1;
    st.global.u32 [%rd6], %r9;
    st.global.f32 [%rd6+4], %f3;
    ret;
}
"""


def _kernel(diverge):
    # %r21: 1 makes odd lanes branch (a divergent warp); 2 makes no lane branch
    return KERNEL.replace("setp.ne.u32 %p3, %r20, %r21;", "mov.u32 %r21, {};\n    setp.ne.u32 %p3, %r20, %r21;"
                          .format(1 if diverge else 2))


def _expected(x, block, n):
    v = np.where(np.arange(block) < n, x[:block], 0).astype(np.uint32).reshape(-1, 32)
    lane = np.arange(32)
    up = np.where(lane >= 1, np.roll(v, 1, axis=1), v)
    a = up + v
    down = np.where(lane + 2 <= 31, np.roll(a, -2, axis=1), a)
    b = a * np.uint32(3) + down
    c = b[:, lane ^ 1] + b
    f = c.view(np.float32)
    g = f[:, lane ^ 5] + f
    return c.reshape(-1), g.reshape(-1).view(np.uint32)


def test_the_shuffle_sources_have_no_arrays(monkeypatch):
    from zluda.translate.region_lowering import RegionTranslator
    seen = {}
    prologue = RegionTranslator._before_registers

    def record(self):
        prologue(self)
        seen.update(rows=dict(self.region_rows), snap=set(self.region_snap))
    monkeypatch.setattr(RegionTranslator, "_before_registers", record)
    assert translate(parse(_kernel(True), "t.ptx")).kernels["snap"].regions
    # x, b and %f1: each live across its own shuffle only, as the value contributed (a
    # is live across the step after the first two shuffles too: it keeps its array)
    assert seen["snap"] == {"%r3", "%r7", "%f1"} and "%r5" in seen["rows"]
    assert not seen["snap"] & set(seen["rows"])


@pytest.mark.parametrize("tier", ["quick", "full", "baseline"])
@pytest.mark.parametrize("diverge", [False, True], ids=["whole-warps", "divergent"])
@pytest.mark.parametrize("block, n", [(32, 32), (64, 50), (256, 256), (1024, 1000)])
def test_values_read_back_from_the_snapshot(monkeypatch, tier, diverge, block, n):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    rng = np.random.default_rng(block + n)
    x = rng.integers(0, 1 << 20, block).astype(np.uint32)
    out = np.zeros(2 * block, np.uint32)
    ptxmodule.load(_kernel(diverge)).launch("snap", 1, block, [x, out, np.uint32(n)])
    c, g = _expected(x, block, n)
    np.testing.assert_array_equal(out[0::2], c)
    np.testing.assert_array_equal(out[1::2], g)
