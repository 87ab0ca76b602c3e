"""Barrier kernels as resumable regions (zluda.translate.regions) against the coroutine
path: the same kernels with ZLUDA_CPU_REGIONS=0 and =1 give identical results, and the
kernel record says which path a kernel took."""

import struct
from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.cpu import LaunchError
from zluda.ptx import parse
from zluda.translate.module import translate

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"
BENCH = Path(__file__).resolve().parents[2] / "zluda" / "cpu" / "bench"


def regions_taken(src, kernel, monkeypatch, on=True):
    monkeypatch.setenv("ZLUDA_CPU_REGIONS", "1" if on else "0")
    return translate(parse(src, "t.ptx"), only=[kernel]).kernels[kernel].regions


def run_both(monkeypatch, src, kernel, grid, block, make_args, expect_regions=True):
    """Outputs (the arrays among the arguments) of the coroutine path, then of the
    region path; asserts which path each took."""
    outs = []
    for on in (False, True):
        assert regions_taken(src, kernel, monkeypatch, on) is (expect_regions and on)
        args = make_args()
        ptxmodule.load(src).launch(kernel, grid, block, args)
        outs.append([a.copy() for a in args if isinstance(a, np.ndarray)])
    for a, b in zip(*outs):
        np.testing.assert_array_equal(a, b)
    return outs[1]


# tree reduction: the barrier inside a loop, a divergent `if (tid < s)` before it, then
# a shuffle section for warp 0 only
REDUCE = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 inp)
{
    .reg .b32 %r<12>;
    .reg .f32 %f<8>;
    .reg .b64 %rd<6>;
    .reg .pred %p<4>;
    .shared .align 4 .b8 sh[1024];
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %ctaid.x;
    mad.lo.s32 %r4, %r3, %r2, %r1;
    mul.wide.u32 %rd3, %r4, 4;
    add.s64 %rd3, %rd2, %rd3;
    ld.global.f32 %f1, [%rd3];
    mov.u32 %r5, sh;
    shl.b32 %r6, %r1, 2;
    add.s32 %r5, %r5, %r6;
    st.shared.f32 [%r5], %f1;
    bar.sync 0;
    shr.u32 %r7, %r2, 1;
LOOP:
    setp.le.u32 %p1, %r7, 16;
    @%p1 bra WARP;
    setp.ge.u32 %p2, %r1, %r7;
    @%p2 bra SKIP;
    shl.b32 %r8, %r7, 2;
    add.s32 %r8, %r5, %r8;
    ld.shared.f32 %f2, [%r5];
    ld.shared.f32 %f3, [%r8];
    add.f32 %f2, %f2, %f3;
    st.shared.f32 [%r5], %f2;
SKIP:
    bar.sync 0;
    shr.u32 %r7, %r7, 1;
    bra LOOP;
WARP:
    setp.ge.u32 %p3, %r1, 32;
    @%p3 bra DONE;
    ld.shared.f32 %f4, [%r5];
    mov.b32 %r9, %f4;
    mov.u32 %r10, 16;
STEP:
    shfl.sync.bfly.b32 %r11, %r9, %r10, 31, -1;
    mov.b32 %f5, %r11;
    mov.b32 %f6, %r9;
    add.f32 %f6, %f6, %f5;
    mov.b32 %r9, %f6;
    shr.u32 %r10, %r10, 1;
    setp.ne.u32 %p1, %r10, 0;
    @%p1 bra STEP;
    mul.wide.u32 %rd4, %r4, 4;
    add.s64 %rd4, %rd1, %rd4;
    st.global.f32 [%rd4], %f6;
DONE:
    ret;
}
"""


@pytest.mark.parametrize("block", [32, 64, 256])
def test_barrier_in_loop_and_warp_shuffle_section(monkeypatch, block):
    x = np.random.default_rng(1).standard_normal(4 * block).astype(np.float32)
    got = run_both(monkeypatch, REDUCE, "k", 4, block, lambda: [np.zeros(4 * block, np.float32), x.copy()])[0]
    for blk in range(4):
        part = x[blk * block:(blk + 1) * block]
        assert np.allclose(got[blk * block:blk * block + 32], part.sum(), rtol=1e-4, atol=1e-4)


# even and odd threads reach the barrier at different sites (one block barrier), the
# carry of a value across it in a register that only one side writes
DIVERGENT = HEADER + r"""
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<10>;
    .reg .b64 %rd<4>;
    .reg .pred %p<2>;
    .shared .align 4 .b8 sh[4096];
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, sh;
    shl.b32 %r3, %r1, 2;
    add.s32 %r2, %r2, %r3;
    and.b32 %r4, %r1, 1;
    setp.eq.u32 %p1, %r4, 0;
    @%p1 bra EVEN;
    mul.lo.u32 %r5, %r1, 3;
    st.shared.u32 [%r2], %r5;
    mov.u32 %r6, 1000;
    bar.sync 0;
    bra JOIN;
EVEN:
    mul.lo.u32 %r5, %r1, 2;
    st.shared.u32 [%r2], %r5;
    mov.u32 %r6, 2000;
    bar.sync 0;
JOIN:
    xor.b32 %r7, %r1, 1;
    mov.u32 %r8, sh;
    shl.b32 %r7, %r7, 2;
    add.s32 %r8, %r8, %r7;
    ld.shared.u32 %r9, [%r8];
    add.u32 %r9, %r9, %r6;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd2, %rd1, %rd2;
    st.global.u32 [%rd2], %r9;
    ret;
}
"""


def test_divergent_branches_around_a_barrier(monkeypatch):
    got = run_both(monkeypatch, DIVERGENT, "k", 1, 128, lambda: [np.zeros(128, np.uint32)])[0]
    t = np.arange(128)
    partner = t ^ 1
    want = np.where(partner % 2 == 0, partner * 2, partner * 3) + np.where(t % 2 == 0, 2000, 1000)
    np.testing.assert_array_equal(got, want)


# shuffles inside a loop: a lane that runs ahead to the next shuffle must not change
# what the slower lanes of the previous one read (the snapshot is per release)
SHFL_LOOP = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u32 mask)
{
    .reg .b32 %r<12>;
    .reg .b64 %rd<4>;
    .reg .pred %p<3>;
    ld.param.u64 %rd1, [out];
    ld.param.u32 %r10, [mask];
    mov.u32 %r1, %tid.x;
    mul.lo.u32 %r2, %r1, 7;
    mov.u32 %r3, 0;
LOOP:
    add.u32 %r4, %r1, %r3;
    and.b32 %r4, %r4, 31;
    shfl.sync.idx.b32 %r5|%p2, %r2, %r4, 31, %r10;
    xor.b32 %r2, %r2, %r5;
    add.u32 %r2, %r2, %r3;
    vote.sync.ballot.b32 %r6, %p2, %r10;
    add.u32 %r2, %r2, %r6;
    add.u32 %r3, %r3, 1;
    setp.lt.u32 %p1, %r3, 9;
    @%p1 bra LOOP;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd2, %rd1, %rd2;
    st.global.u32 [%rd2], %r2;
    ret;
}
"""


SHFL_LOOP_FULL = SHFL_LOOP.replace("ld.param.u32 %r10, [mask];", "mov.u32 %r10, -1;")


@pytest.mark.parametrize("src", [SHFL_LOOP_FULL, SHFL_LOOP], ids=["own-scheduler", "generic-scheduler"])
@pytest.mark.parametrize("block", [32, 96])
def test_shuffles_in_a_loop(monkeypatch, block, src):
    got = run_both(monkeypatch, src, "k", 2, block, lambda: [np.zeros(block, np.uint32), 0xFFFFFFFF])[0]
    # a model of the loop, warp by warp (idx shuffles within 32-lane warps)
    v = (np.arange(block, dtype=np.uint64) * 7) & 0xFFFFFFFF
    for i in range(9):
        new = v.copy()
        for w in range(0, block, 32):
            lanes = np.arange(w, min(w + 32, block))
            src = w + ((lanes - w + i) & 31)
            ok = src < block
            src = np.where(ok, src, lanes)
            ballot = sum(1 << int(l - w) for l in lanes)
            new[lanes] = (((v[lanes] ^ v[src]) + i + ballot) & 0xFFFFFFFF)
        v = new
    np.testing.assert_array_equal(got, v.astype(np.uint32))


def test_member_mask_register_not_provably_full_uses_the_generic_scheduler(monkeypatch):
    # the mask comes from a parameter: regions with the generic scheduler's rules
    run_both(monkeypatch, SHFL_LOOP, "k", 1, 64, lambda: [np.zeros(64, np.uint32), 0xFFFFFFFF])
    from zluda.translate import regions
    assert not regions.simple(parse(SHFL_LOOP, "t.ptx").functions["k"])
    assert regions.simple(parse(SHFL_LOOP_FULL, "t.ptx").functions["k"])
    assert regions.simple(parse(REDUCE, "t.ptx").functions["k"])


# some threads exit early while the others wait at (and pass) barriers
EARLY_EXIT = HEADER + r"""
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<10>;
    .reg .b64 %rd<4>;
    .reg .pred %p<3>;
    .shared .align 4 .b8 sh[4096];
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    setp.ge.u32 %p1, %r1, 40;
    @%p1 bra OUT;
    mov.u32 %r2, sh;
    shl.b32 %r3, %r1, 2;
    add.s32 %r2, %r2, %r3;
    st.shared.u32 [%r2], %r1;
    bar.sync 0;
    setp.ge.u32 %p2, %r1, 20;
    @%p2 bra OUT;
    ld.shared.u32 %r4, [%r2+80];
    bar.sync 0;
    add.u32 %r4, %r4, %r1;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd2, %rd1, %rd2;
    st.global.u32 [%rd2], %r4;
OUT:
    ret;
}
"""


def test_threads_exiting_while_others_wait_at_a_barrier(monkeypatch):
    got = run_both(monkeypatch, EARLY_EXIT, "k", 3, 64, lambda: [np.zeros(64, np.uint32)])[0]
    want = np.zeros(64, np.uint32)
    want[:20] = np.arange(20) * 2 + 20
    np.testing.assert_array_equal(got, want)


# a 2-D block: transpose a 16x16 tile through shared memory
TRANSPOSE = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 inp)
{
    .reg .b32 %r<12>;
    .reg .b64 %rd<6>;
    .shared .align 4 .b8 tile[1024];
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %tid.y;
    shl.b32 %r3, %r2, 4;
    add.u32 %r3, %r3, %r1;
    mul.wide.u32 %rd3, %r3, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.u32 %r4, [%rd4];
    mov.u32 %r5, tile;
    shl.b32 %r6, %r3, 2;
    add.u32 %r6, %r5, %r6;
    st.shared.u32 [%r6], %r4;
    bar.sync 0;
    shl.b32 %r7, %r1, 4;
    add.u32 %r7, %r7, %r2;
    shl.b32 %r7, %r7, 2;
    add.u32 %r7, %r5, %r7;
    ld.shared.u32 %r8, [%r7];
    add.s64 %rd5, %rd1, %rd3;
    st.global.u32 [%rd5], %r8;
    ret;
}
"""


def test_two_dimensional_block(monkeypatch):
    a = np.arange(256, dtype=np.uint32)
    got = run_both(monkeypatch, TRANSPOSE, "k", 1, (16, 16), lambda: [np.zeros(256, np.uint32), a.copy()])[0]
    np.testing.assert_array_equal(got, a.reshape(16, 16).T.reshape(-1))


# a barrier with a thread count that half the block never reaches: still a deadlock
DEADLOCK = HEADER + r"""
.visible .entry k()
{
    .reg .b32 %r;
    .reg .pred %p;
    mov.u32 %r, %tid.x;
    setp.eq.u32 %p, %r, 0;
    @%p bra SKIP;
    bar.sync 0, 64;
SKIP:
    bar.sync 1, 64;
    ret;
}
"""


def test_deadlock_is_still_reported(monkeypatch):
    for on in (False, True):
        assert regions_taken(DEADLOCK, "k", monkeypatch, on) is on
        with pytest.raises(LaunchError) as info:
            ptxmodule.load(DEADLOCK).launch("k", 1, 64, [])
        assert "barrier" in str(info.value)


# what keeps a kernel on the coroutine path
LOCAL = HEADER + r"""
.visible .entry k(.param .u64 out)
{
    .local .align 4 .b8 buf[16];
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    mov.u32 %r1, %tid.x;
    mov.u64 %rd2, buf;
    st.local.u32 [%rd2], %r1;
    bar.sync 0;
    ld.local.u32 %r2, [%rd2];
    ld.param.u64 %rd1, [out];
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd1, %rd1, %rd3;
    st.global.u32 [%rd1], %r2;
    ret;
}
"""

CARRY = HEADER + r"""
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    mov.u32 %r1, %tid.x;
    add.cc.u32 %r2, %r1, -1;
    bar.sync 0;
    addc.u32 %r3, 0, 0;
    ld.param.u64 %rd1, [out];
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd1, %rd1, %rd3;
    st.global.u32 [%rd1], %r3;
    ret;
}
"""


@pytest.mark.parametrize("src", [LOCAL, CARRY], ids=["local-memory", "carry-flag"])
def test_kernels_the_region_path_leaves_to_coroutines(monkeypatch, src):
    got = run_both(monkeypatch, src, "k", 1, 64, lambda: [np.zeros(64, np.uint32)], expect_regions=False)[0]
    want = np.arange(64) if src is LOCAL else (np.arange(64) > 0).astype(np.uint32)
    np.testing.assert_array_equal(got, want)


def test_barrier_free_kernels_are_not_region_kernels(monkeypatch):
    src = (BENCH / "saxpy.ptx").read_text()
    assert regions_taken(src, "saxpy", monkeypatch) is False


# the benchmark kernels (nvcc output): every barrier kernel takes the region path and
# gives what the coroutine path gives
@pytest.mark.parametrize("case", ["reduce", "scan", "matmul", "histogram", "softmax", "layernorm"])
def test_bench_kernels_match_the_coroutine_path(monkeypatch, case):
    rng = np.random.default_rng(3)
    src = (BENCH / f"{case}.ptx").read_text()
    if case == "reduce":
        x = rng.standard_normal(4096 + 100).astype(np.float32)
        kernel, grid, block = "reduce_sum", 9, 256
        make = lambda: [x, np.zeros(9, np.float32), np.int32(x.size)]
    elif case == "scan":
        x = rng.integers(-100, 100, 4096).astype(np.int32)
        kernel, grid, block = "scan_block", 4, 1024
        make = lambda: [x, np.zeros_like(x), np.int32(x.size)]
    elif case == "matmul":
        a = rng.standard_normal((64, 64)).astype(np.float32)
        bm = rng.standard_normal((64, 64)).astype(np.float32)
        kernel, grid, block = "matmul_tiled", (4, 4), (16, 16)
        make = lambda: [a, bm, np.zeros((64, 64), np.float32), np.int32(64)]
    elif case == "histogram":
        d = rng.integers(0, 256, 1 << 16).astype(np.uint8)
        kernel, grid, block = "histogram256", 8, 256
        make = lambda: [d, np.zeros(256, np.uint32), np.int32(d.size)]
    elif case == "softmax":
        x = rng.standard_normal((64, 200)).astype(np.float32)
        kernel, grid, block = "softmax_rows", 64 * 32 // 128, 128
        make = lambda: [x, np.zeros_like(x), np.int32(64), np.int32(200)]
    else:
        x = rng.standard_normal((16, 300)).astype(np.float32)
        g = rng.standard_normal(300).astype(np.float32)
        bb = rng.standard_normal(300).astype(np.float32)
        kernel, grid, block = "layernorm", 16, 256
        make = lambda: [x, g, bb, np.zeros_like(x), np.int32(300), np.float32(1e-5)]
    run_both(monkeypatch, src, kernel, grid, block, make)


def test_integer_comparisons_of_fixed_values_are_constant_registers():
    """Predicates from integer comparisons of per-thread constants (`lane == 0`, `i < n`)
    are computed again in every region; comparisons of loaded values, float comparisons
    and predicates written twice are not."""
    from zluda.translate.dataflow import constant_registers
    from zluda.translate.scope import resolve
    src = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u32 n)
{
    .reg .pred %p<8>;
    .reg .b32 %r<8>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    and.b32 %r3, %r2, 31;
    setp.eq.s32 %p1, %r3, 0;
    setp.lt.u32 %p2, %r2, %r1;
    ld.global.u32 %r4, [%rd1];
    setp.lt.u32 %p3, %r2, %r4;
    cvt.rn.f32.u32 %f1, %r2;
    setp.lt.f32 %p4, %f1, 0f3F800000;
    setp.eq.s32 %p5, %r3, 1;
    setp.eq.s32 %p5, %r3, 2;
    setp.lt.and.u32 %p6, %r2, 5, %p1;
    bar.sync 0;
    ret;
}
"""
    fn = parse(src, "t.ptx").kernels["k"]
    fixed = constant_registers(resolve(fn, {p.name: p.name for p in fn.params}))
    assert {"%p1", "%p2", "%p6"} <= set(fixed)
    assert not {"%p3", "%p4", "%p5"} & set(fixed)
