"""Runs of threads at loop steps (region_lowering._RegionGroup.emit_runs): where not every
thread of a block stops at one loop step, each run of consecutive threads at one step goes
one step on through that step's thread loop (its tid ranges a box of the block), not each
thread's loop out alone through the one-thread dispatcher. Results against numpy with loop
steps on, off and on the coroutine path; the order of atomic tickets shows the runs taking
turns; and the affine shortcut at a loop's back edge is not taken once threads entered the
loop at different times."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.translate import regions

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"
ENVS = [{}, {"ZLUDA_CPU_LOOP_STEPS": "0"}, {"ZLUDA_CPU_REGIONS": "0"}]
ENV_IDS = ["steps", "whole-loops", "coroutines"]

# Threads of a 3-D block pick by their coordinates whether they loop: the planes z < 3
# (runs of whole planes), rows y < 2 of plane 5 (whole rows), x = 1..2 of row 4 of plane 6
# (part of a row); thread t then sums x[16 t + i] for i < 1 + t % 5, and after the barrier
# stores its sum.
BOXES = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 inp)
{
    .reg .b32 %r<24>;
    .reg .b64 %rd<8>;
    .reg .pred %p<8>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %tid.y;
    mov.u32 %r3, %tid.z;
    mov.u32 %r4, %ntid.x;
    mov.u32 %r5, %ntid.y;
    mad.lo.u32 %r6, %r5, %r3, %r2;
    mad.lo.u32 %r7, %r6, %r4, %r1;
    mov.u32 %r8, 0;
    mov.u32 %r9, 0;
    setp.lt.u32 %p1, %r3, 3;
    setp.eq.u32 %p2, %r3, 5;
    setp.lt.u32 %p3, %r2, 2;
    and.pred %p2, %p2, %p3;
    or.pred %p1, %p1, %p2;
    setp.eq.u32 %p4, %r3, 6;
    setp.eq.u32 %p5, %r2, 4;
    and.pred %p4, %p4, %p5;
    setp.ge.u32 %p5, %r1, 1;
    and.pred %p4, %p4, %p5;
    setp.le.u32 %p5, %r1, 2;
    and.pred %p4, %p4, %p5;
    or.pred %p1, %p1, %p4;
    @!%p1 bra DONE;
    rem.u32 %r10, %r7, 5;
    add.u32 %r10, %r10, 1;
LOOP:
    shl.b32 %r11, %r7, 4;
    add.u32 %r11, %r11, %r9;
    mul.wide.u32 %rd3, %r11, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.u32 %r12, [%rd4];
    setp.eq.u32 %p6, %r12, 0;
    @%p6 bra SKIP;
    add.u32 %r8, %r8, %r12;
SKIP:
    add.u32 %r9, %r9, 1;
    setp.lt.u32 %p7, %r9, %r10;
    @%p7 bra LOOP;
DONE:
    bar.sync 0;
    mul.wide.u32 %rd5, %r7, 4;
    add.s64 %rd6, %rd1, %rd5;
    st.global.u32 [%rd6], %r8;
    ret;
}
"""


@pytest.mark.parametrize("block", [(4, 8, 8), (8, 4, 8), (2, 16, 8)])
@pytest.mark.parametrize("env", ENVS, ids=ENV_IDS)
def test_runs_of_a_3d_block_go_as_boxes(monkeypatch, block, env):
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    bx, by, bz = block
    n = bx * by * bz
    x = np.random.default_rng(n + bx).integers(0, 3, 16 * n).astype(np.uint32)
    out = np.full(n, 0xFFFFFFFF, np.uint32)
    ptxmodule.load(BOXES).launch("k", 1, block, [out, x])
    want = np.zeros(n, np.uint32)
    for t in range(n):
        tx, ty, tz = t % bx, t // bx % by, t // (bx * by)
        if tz < 3 or (tz == 5 and ty < 2) or (tz == 6 and ty == 4 and 1 <= tx <= 2):
            want[t] = x[16 * t:16 * t + 1 + t % 5].sum()
    np.testing.assert_array_equal(out, want)


# Lanes 0-15 of each warp take `iters` atomic tickets in a loop, lanes 16-31 go straight
# to a shuffle (layernorm_backward_kernel10's loop `for (i = lane * 8; i < C; i += 256)`
# with C = 128 leaves them so); the barrier makes it a region kernel.
HALF_WARPS = HEADER + r"""
.visible .entry k(.param .u64 tickets, .param .u64 counter, .param .u32 iters, .param .u64 sums)
{
    .reg .b32 %r<12>;
    .reg .b64 %rd<8>;
    .reg .pred %p<4>;
    ld.param.u64 %rd1, [tickets];
    ld.param.u64 %rd2, [counter];
    ld.param.u32 %r1, [iters];
    mov.u32 %r2, %tid.x;
    and.b32 %r3, %r2, 31;
    mul.lo.u32 %r5, %r2, %r1;
    mov.u32 %r6, 0;
    setp.ge.u32 %p1, %r3, 16;
    @%p1 bra SHUFFLE;
MAIN:
    atom.global.add.u32 %r7, [%rd2], 1;
    add.u32 %r8, %r5, %r6;
    mul.wide.u32 %rd3, %r8, 4;
    add.s64 %rd4, %rd1, %rd3;
    st.global.u32 [%rd4], %r7;
    add.u32 %r6, %r6, 1;
    setp.lt.u32 %p2, %r6, %r1;
    @%p2 bra MAIN;
SHUFFLE:
    shfl.sync.bfly.b32 %r9, %r6, 16, 31, -1;
    add.u32 %r9, %r9, %r6;
    bar.sync 0;
    ld.param.u64 %rd5, [sums];
    mul.wide.u32 %rd6, %r2, 4;
    add.s64 %rd7, %rd5, %rd6;
    st.global.u32 [%rd7], %r9;
    ret;
}
"""


@pytest.mark.parametrize("block", [64, 512])
def test_half_warps_at_a_step_take_turns_as_runs(monkeypatch, block):
    """Lanes 0-15 of every warp are runs at the loop's step: they take turns, LOOP_TURNS
    tickets each (warp 1's lane 0 takes its first before lane 0 of warp 0 its last), which
    a thread running its loop out alone would not. Every ticket is taken once, and the
    shuffle sees each lane's count. (The quick tier: the baseline one runs barrier kernels
    as coroutines.)"""
    monkeypatch.setenv("ZLUDA_CPU_TIER", "quick")
    iters = 3 * regions.LOOP_TURNS
    tickets = np.full(block * iters, 0xFFFFFFFF, np.uint32)
    counter = np.zeros(1, np.uint32)
    sums = np.zeros(block, np.uint32)
    ptxmodule.load(HALF_WARPS).launch("k", 1, block, [tickets, counter, np.uint32(iters), sums])
    loopers = np.array([t for t in range(block) if t % 32 < 16])
    taken = tickets.reshape(block, iters)[loopers]
    assert counter[0] == len(loopers) * iters
    np.testing.assert_array_equal(np.sort(taken.ravel()), np.arange(counter[0], dtype=np.uint32))
    assert taken[16, 0] < taken[0, iters - 1]
    np.testing.assert_array_equal(sums, np.full(block, iters, np.uint32))


# Rows one after another without a barrier between them: each thread sums x[r, c] for
# c = tid; c < lens[r]; c += ntid (a block-strided loop, whose induction the group takes
# as tid + u where every thread goes on from one step: the affine shortcut), then the
# next row. Threads with fewer iterations in a row enter the next row's loop while the
# others still loop in this one, so at a later step threads that entered at different
# times can all stand at the back edge together.
ROWS = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 inp, .param .u64 lens, .param .u32 rows, .param .u32 width)
{
    .reg .b32 %r<24>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<12>;
    .reg .pred %p<4>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    ld.param.u64 %rd11, [lens];
    ld.param.u32 %r21, [rows];
    ld.param.u32 %r22, [width];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %ntid.x;
    mov.f32 %f1, 0f00000000;
    mov.u32 %r20, 0;
ROW:
    mul.wide.u32 %rd3, %r20, 4;
    add.s64 %rd4, %rd11, %rd3;
    ld.global.u32 %r1, [%rd4];
    mul.wide.u32 %rd5, %r20, %r22;
    mov.u32 %r5, %r2;
    setp.ge.s32 %p1, %r5, %r1;
    @%p1 bra NEXT;
LOOP:
    cvt.s64.s32 %rd6, %r5;
    add.s64 %rd7, %rd5, %rd6;
    shl.b64 %rd7, %rd7, 2;
    add.s64 %rd8, %rd2, %rd7;
    ld.global.f32 %f2, [%rd8];
    add.f32 %f1, %f1, %f2;
    add.s32 %r5, %r5, %r3;
    setp.lt.s32 %p2, %r5, %r1;
    @%p2 bra LOOP;
NEXT:
    add.u32 %r20, %r20, 1;
    setp.lt.u32 %p3, %r20, %r21;
    @%p3 bra ROW;
    bar.sync 0;
    mul.wide.u32 %rd9, %r2, 4;
    add.s64 %rd10, %rd1, %rd9;
    st.global.f32 [%rd10], %f1;
    ret;
}
"""


# (lengths of random draws that gave wrong sums before the flag was cleared by runs
# entering a loop: translator 118 took the shortcut there, 21 draws of 300)
ROW_LENGTHS = [(128, [1137, 1280]), (32, [207, 285, 88, 377, 137]), (32, [210, 253, 187, 206, 287, 342, 116]),
               (64, [170, 213, 283, 739, 622, 328, 461])]


@pytest.mark.parametrize("block,lens", ROW_LENGTHS)
@pytest.mark.parametrize("env", ENVS, ids=ENV_IDS)
def test_rows_entered_at_different_times_keep_their_inductions(monkeypatch, block, lens, env):
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    lens = np.array(lens, np.uint32)
    width = int(lens.max())
    # small integers: the sums are exact in any order
    x = np.random.default_rng(block).integers(-8, 8, (len(lens), width)).astype(np.float32)
    out = np.zeros(block, np.float32)
    ptxmodule.load(ROWS).launch("k", 1, block, [out, x, lens, np.uint32(len(lens)), np.uint32(width)])
    want = np.array([sum(x[r, t:lens[r]:block].sum() for r in range(len(lens))) for t in range(block)], np.float32)
    np.testing.assert_array_equal(out, want)
