"""Regions that address memory by lane run warp by warp (regions.lane_addressed,
region_lowering.emit_region_group's warp loops): which resume points are picked, and the
results of kernels whose lane-addressed region is the kernel's start (no resume point
recorded yet: the last partial warp runs in a loop of its own) or follows a barrier, for
blocks of whole warps, a last partial warp, fewer than 32 threads and two dimensions
(the plain thread loop), against numpy."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate import regions
from zluda.translate.opcodes import WARP_SYNC_OPCODES
from zluda.translate.module import translate
from zluda.translate.scope import resolve

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# start region: v = x[ctaid * 32 + LANE] * 2 (LANE computed as the variant says); then a
# barrier; after it: out[gtid] = v + s[tid] where s[tid] = tid (a shared round trip that
# makes the kernel a region kernel)
START = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 inp)
{
    .shared .align 4 .b8 s[4096];
    .reg .b32 %r<12>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<12>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    mov.u32 %r2, %tid.y;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r1, %tid.x;
    mad.lo.s32 %r1, %r2, %r3, %r1;
    mov.u32 %r4, %ctaid.x;
    LANE
    shl.b32 %r6, %r4, 5;
    add.s32 %r7, %r6, %r5;
    mul.wide.u32 %rd3, %r7, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    add.f32 %f1, %f1, %f1;
    mov.u64 %rd5, s;
    mul.wide.u32 %rd6, %r1, 4;
    add.s64 %rd7, %rd5, %rd6;
    cvt.rn.f32.u32 %f2, %r1;
    st.shared.f32 [%rd7], %f2;
    bar.sync 0;
    ld.shared.f32 %f3, [%rd7];
    add.f32 %f1, %f1, %f3;
    mov.u32 %r8, %ntid.y;
    mul.lo.s32 %r8, %r8, %r3;
    mad.lo.s32 %r9, %r4, %r8, %r1;
    mul.wide.u32 %rd8, %r9, 4;
    add.s64 %rd9, %rd1, %rd8;
    st.global.f32 [%rd9], %f1;
    ret;
}
"""

LANES = {
    "and": "and.b32 %r5, %r1, 31;",
    "rem": "rem.u32 %r5, %r1, 32;",
    "laneid": "mov.u32 %r5, %laneid;",
}

# after a barrier: each thread stores tid into s[tid]; then reads s[warp * 32 + lane'] with
# lane' = (lane + 1) & 31 (its right neighbour in its warp, wrapping), 0 past the block:
# out[gtid] = that + 1000 * lane
AFTER = HEADER + r"""
.visible .entry k(.param .u64 out)
{
    .shared .align 4 .b8 s[4096];
    .reg .b32 %r<16>;
    .reg .b64 %rd<12>;
    .reg .pred %p<2>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %ctaid.x;
    mov.u64 %rd2, s;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd2, %rd3;
    st.shared.u32 [%rd4], %r1;
    bar.sync 0;
    and.b32 %r4, %r1, 31;
    add.s32 %r5, %r4, 1;
    and.b32 %r6, %r5, 31;
    and.b32 %r7, %r1, -32;
    add.s32 %r8, %r7, %r6;
    mov.u32 %r9, 0;
    setp.ge.u32 %p1, %r8, %r2;
    @%p1 bra SKIP;
    mul.wide.u32 %rd5, %r8, 4;
    add.s64 %rd6, %rd2, %rd5;
    ld.shared.u32 %r9, [%rd6];
SKIP:
    mad.lo.s32 %r10, %r4, 1000, %r9;
    mad.lo.s32 %r11, %r3, %r2, %r1;
    mul.wide.u32 %rd7, %r11, 4;
    add.s64 %rd8, %rd1, %rd7;
    st.global.u32 [%rd8], %r10;
    ret;
}
"""


def _picked(src):
    """lane_addressed over kernel k's resolved body, with its suspend sites numbered 1, 2,
    ... in order (as the translator numbers its resume points)."""
    fn = parse(src, "t.ptx").kernels["k"]
    scope = resolve(fn, {p.name: p.name for p in fn.params})
    sites = [s for s in scope.statements if getattr(s, "opcode", None) in WARP_SYNC_OPCODES]
    return regions.lane_addressed(scope, {id(s): j for j, s in enumerate(sites, 1)}, WARP_SYNC_OPCODES)


@pytest.mark.parametrize("lane", list(LANES))
def test_start_region_picked(lane):
    assert _picked(START.replace("LANE", LANES[lane])) == {0}


def test_region_after_barrier_picked():
    assert _picked(AFTER) == {1}


def test_taint_follows_registers_and_stops_at_suspensions():
    # no lane index: by tid alone nothing is picked
    assert _picked(START.replace("LANE", "mov.u32 %r5, %r1;")) == set()
    # a lane index that only reaches a value stored (not an address): nothing
    plain = AFTER.replace("ld.shared.u32 %r9, [%rd6];", "mov.u32 %r9, %r8;")
    assert _picked(plain) == set()
    # the lane-addressed load moved behind a second barrier: the region after it, not the first
    later = AFTER.replace("@%p1 bra SKIP;", "bar.sync 0;\n    @%p1 bra SKIP;")
    assert _picked(later) == {2}


def test_bench_kernels_pick_their_lane_regions():
    from zluda.cpu.bench import __file__ as bench_init
    import os
    here = os.path.dirname(bench_init)
    seen = {}
    orig = regions.lane_addressed

    def spy(scope, site_point, sync_opcodes):
        got = orig(scope, site_point, sync_opcodes)
        seen[len(seen)] = got
        return got

    for name, some in (("scan", True), ("reduce", False)):
        seen.clear()
        regions.lane_addressed = spy
        try:
            with open(os.path.join(here, f"{name}.ptx")) as f:
                translate(parse(f.read(), f"{name}.ptx"))
        finally:
            regions.lane_addressed = orig
        assert seen, name
        assert any(seen.values()) is some, (name, seen)


def _want_start(x, grid, block):
    bx, by = block
    n = bx * by
    out = np.zeros(grid * n, np.float32)
    for c in range(grid):
        for t in range(n):
            out[c * n + t] = 2 * x[c * 32 + t % 32] + t
    return out


@pytest.mark.parametrize("lane", list(LANES))
@pytest.mark.parametrize("block", [(64, 1), (96, 1), (40, 1), (100, 1), (20, 1), (32, 3)],
                         ids=lambda b: f"{b[0]}x{b[1]}")
def test_start_region_results(lane, block):
    src = START.replace("LANE", LANES[lane])
    assert translate(parse(src, "t.ptx"), only=["k"]).kernels["k"].regions
    grid = 3
    x = np.arange(grid * 32, dtype=np.float32) * 3 - 7
    out = np.full(grid * block[0] * block[1], np.nan, np.float32)
    ptxmodule.load(src).launch("k", grid, block, [out, x])
    np.testing.assert_array_equal(out, _want_start(x, grid, block))


@pytest.mark.parametrize("block", [32, 64, 96, 40, 100, 20, 1024])
def test_after_barrier_results(block):
    assert "warps" in translate(parse(AFTER, "t.ptx"), only=["k"]).ir_text
    grid = 2
    out = np.zeros(grid * block, np.uint32)
    ptxmodule.load(AFTER).launch("k", grid, block, [out])
    want = np.zeros_like(out)
    for c in range(grid):
        for t in range(block):
            lane = t % 32
            src = (t & ~31) + (lane + 1) % 32
            want[c * block + t] = 1000 * lane + (src if src < block else 0)
    np.testing.assert_array_equal(out, want)


@pytest.mark.parametrize("tier", ["baseline", "quick", "full"])
@pytest.mark.parametrize("k", [1, 2, 5, 31])
def test_rotation_within_the_warp_at_every_tier(monkeypatch, tier, k):
    """sh[(tid & ~31) + ((tid & 31) + k) % 32] after a barrier: at the full tier LLVM's loop
    vectoriser once took this address for consecutive in the lane loop (lanes 32 - k .. 31
    read the next warp's elements) while it knew each warp's first thread a multiple of 32
    (irutil.warp_first hides that)."""
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    src = AFTER.replace("add.s32 %r5, %r4, 1;", f"add.s32 %r5, %r4, {k};")
    grid, block = 2, 96
    out = np.zeros(grid * block, np.uint32)
    ptxmodule.load(src).launch("k", grid, block, [out])
    t = np.arange(block)
    rotated = (t & ~31) + ((t % 32) + k) % 32
    want = 1000 * (t % 32) + np.where(rotated < block, rotated, 0)
    np.testing.assert_array_equal(out, np.tile(want, grid).astype(np.uint32))
