"""Kernels without collectives whose threads each run a loop of one count
(zluda.translate.regions.counted_loop) run as regions with that loop stepped, so that a
step's thread loop runs one iteration of every thread at once. The results must not
change: the same kernels stepped (ZLUDA_CPU_LOOP_STEPS=1) and as a plain thread loop
(=0) against values computed here with numpy."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate.module import translate

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# Thread i < n hashes a uniform table into its own seed, one entry an iteration, toggling a
# flag on odd hashes (a branch), for `count` iterations or until i * count + j reaches
# `limit` (md5hash's key loop: a count from the parameters, bounded by the key space). The
# counter starts as a copy of a register set to 0 just before, which then holds the
# thread's own flag (what nvcc writes for pnpoly's edge loop).
COUNTED = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 tab, .param .u32 n, .param .u32 count, .param .u32 limit)
{
    .reg .b32 %r<16>;
    .reg .b64 %rd<8>;
    .reg .pred %p<8>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [tab];
    ld.param.u32 %r2, [n];
    ld.param.u32 %r3, [count];
    ld.param.u32 %r4, [limit];
    mov.u32 %r12, %ctaid.x;
    mov.u32 %r13, %ntid.x;
    mov.u32 %r14, %tid.x;
    mad.lo.u32 %r1, %r12, %r13, %r14;
    setp.ge.u32 %p1, %r1, %r2;
    @%p1 bra DONE;
    mul.lo.u32 %r5, %r1, -1640531535;
    mov.u32 %r6, 0;
    mov.u32 %r7, %r6;
    mov.u64 %rd3, %rd2;
LOOP:
    ld.global.u32 %r8, [%rd3];
    xor.b32 %r5, %r5, %r8;
    mul.lo.u32 %r5, %r5, 16777619;
    shr.u32 %r9, %r5, 13;
    xor.b32 %r5, %r5, %r9;
    and.b32 %r10, %r5, 1;
    setp.ne.u32 %p2, %r10, 1;
    @%p2 bra SKIP;
    xor.b32 %r6, %r6, 1;
SKIP:
    add.s64 %rd3, %rd3, 4;
    add.u32 %r7, %r7, 1;
    setp.lt.u32 %p3, %r7, %r3;
    mad.lo.u32 %r11, %r1, %r3, %r7;
    setp.lt.u32 %p4, %r11, %r4;
    and.pred %p5, %p3, %p4;
    @%p5 bra LOOP;
    shl.b32 %r15, %r6, 31;
    xor.b32 %r5, %r5, %r15;
    mul.wide.u32 %rd4, %r1, 4;
    add.s64 %rd5, %rd1, %rd4;
    st.global.u32 [%rd5], %r5;
DONE:
    ret;
}
"""

# the same loop started at the thread's index (a grid-stride loop's shape): its count
# differs from thread to thread
STRIDED = COUNTED.replace("mov.u32 %r7, %r6;", "mov.u32 %r7, %r1;")


def _lowering(src):
    return translate(parse(src, "t.ptx"), only=["k"]).kernels["k"].lowering


def _expected(tab, n, count, limit):
    i = np.arange(n, dtype=np.uint64)
    mask = np.uint64(0xFFFFFFFF)
    h = (i * np.uint64(2654435761)) & mask
    flag = np.zeros(n, np.uint64)
    alive = np.ones(n, bool)
    for j in range(count):
        x = (h ^ np.uint64(tab[j])) * np.uint64(16777619) & mask
        x ^= x >> np.uint64(13)
        h = np.where(alive, x, h)
        flag = np.where(alive & (x & np.uint64(1) == 1), flag ^ np.uint64(1), flag)
        alive &= (j + 1 < count) & (i * np.uint64(count) + np.uint64(j + 1) < np.uint64(limit))
    return ((h ^ (flag << np.uint64(31))) & mask).astype(np.uint32)


def test_a_loop_of_one_count_takes_the_region_path_and_a_strided_one_does_not(monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_LOOP_STEPS", "1")
    assert _lowering(COUNTED) == "regions"
    assert _lowering(STRIDED) == "thread loop"
    monkeypatch.setenv("ZLUDA_CPU_LOOP_STEPS", "0")
    assert _lowering(COUNTED) == "thread loop"


@pytest.mark.parametrize("steps", ["1", "0"])
@pytest.mark.parametrize("grid,block,n,count,limit", [(4, 256, 1000, 37, 1 << 30), (3, 96, 280, 10, 1234),
                                                      (1, 64, 64, 1, 64), (2, 1024, 2048, 5, 7000)])
def test_counted_loops_give_the_thread_loops_results(monkeypatch, steps, grid, block, n, count, limit):
    monkeypatch.setenv("ZLUDA_CPU_LOOP_STEPS", steps)
    tab = np.random.default_rng(count).integers(0, 2**32, count, dtype=np.uint64).astype(np.uint32)
    out = np.zeros(grid * block, np.uint32)
    ptxmodule.load(COUNTED).launch("k", grid, block, [out, tab, n, count, limit])
    np.testing.assert_array_equal(out[:n], _expected(tab, n, count, limit))
    assert not out[n:].any()
