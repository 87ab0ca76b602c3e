"""Uniformity analysis of region kernels (zluda/translate/uniformity.py): which registers
hold one value in all threads at the barriers where they are live, and the kernels whose
such registers are read after a barrier from one scalar copy give the results computed
here by hand / numpy."""

import numpy as np
import pytest

import zluda.ptx as ptx
from zluda.cpu import ptxmodule
from zluda.translate.module import translate
from zluda.translate.scope import resolve
from zluda.translate.uniformity import uniform_registers

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def _kernel(body: str, regs: str = "") -> str:
    return HEADER + """.visible .entry k(.param .u64 out, .param .u64 aux, .param .u32 n)
{
    .reg .b32 %r<40>;
    .reg .b64 %rd<12>;
    .reg .pred %p<8>;
    .shared .align 4 .b8 sh[4096];
""" + regs + body + "\n}\n"


def _uniform(src: str) -> set:
    fn = ptx.parse(src, "k.ptx").functions["k"]
    return uniform_registers(resolve(fn, {p.name: p.name for p in fn.params}))


def _run(monkeypatch, src, grid, block, args):
    monkeypatch.setenv("ZLUDA_CPU_REGIONS", "1")
    mod = translate(ptx.parse(src, "k.ptx"), only=["k"])
    assert mod.kernels["k"].regions
    ptxmodule.load(src).launch("k", grid, block, args)
    return mod


# %r4: the thread's global index, %rd2: &out[%r4], %rd9: its byte offset
STORE = """
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %ctaid.x;
    mad.lo.s32 %r4, %r3, %r2, %r1;
    ld.param.u64 %rd1, [out];
    mul.wide.u32 %rd9, %r4, 4;
    add.s64 %rd2, %rd1, %rd9;
"""

# integer tree reduction (block sums to out[16 * nctaid + ctaid]): the stride %r10 is loop-carried (halved each time round) under
# a uniform loop condition; %r11 counts the rounds; thread 0 records both after the
# barrier, so each is read after a barrier where it is live
TREE = _kernel(STORE + """
    ld.param.u64 %rd3, [aux];
    add.s64 %rd4, %rd3, %rd9;
    ld.global.u32 %r5, [%rd4];
    mov.u32 %r6, sh;
    shl.b32 %r7, %r1, 2;
    add.s32 %r6, %r6, %r7;
    st.shared.u32 [%r6], %r5;
    bar.sync 0;
    shr.u32 %r10, %r2, 1;
    mov.u32 %r11, 0;
LOOP:
    setp.eq.u32 %p1, %r10, 0;
    @%p1 bra DONE;
    setp.ge.u32 %p2, %r1, %r10;
    @%p2 bra SKIP;
    shl.b32 %r12, %r10, 2;
    add.s32 %r12, %r6, %r12;
    ld.shared.u32 %r13, [%r6];
    ld.shared.u32 %r14, [%r12];
    add.u32 %r13, %r13, %r14;
    st.shared.u32 [%r6], %r13;
SKIP:
    bar.sync 0;
    setp.ne.u32 %p3, %r1, 0;
    @%p3 bra NEXT;
    mul.lo.u32 %r15, %r3, 16;
    add.u32 %r15, %r15, %r11;
    mul.wide.u32 %rd5, %r15, 4;
    add.s64 %rd5, %rd1, %rd5;
    st.global.u32 [%rd5], %r10;
NEXT:
    add.u32 %r11, %r11, 1;
    shr.u32 %r10, %r10, 1;
    bra LOOP;
DONE:
    setp.ne.u32 %p4, %r1, 0;
    @%p4 bra END;
    mov.u32 %r16, sh;
    ld.shared.u32 %r17, [%r16];
    mov.u32 %r18, %nctaid.x;
    mad.lo.s32 %r18, %r18, 16, %r3;
    mul.wide.u32 %rd6, %r18, 4;
    add.s64 %rd6, %rd1, %rd6;
    st.global.u32 [%rd6], %r17;
END:
    ret;""")


def test_loop_carried_stride_under_a_uniform_loop_is_uniform():
    u = _uniform(TREE)
    assert {"%r2", "%r3", "%r10", "%r11", "%p1", "%rd1", "%rd3"} <= u
    # thread-dependent: the index, shared address, loaded and summed values, tid tests
    assert not u & {"%r1", "%r4", "%r5", "%r6", "%r12", "%r13", "%r14", "%p2", "%p3", "%rd2", "%rd4"}


@pytest.mark.parametrize("block", [32, 64, 256])
def test_tree_reduction_reads_the_stride_from_one_copy(monkeypatch, block):
    grid = 3
    x = np.random.default_rng(2).integers(0, 1 << 20, grid * block).astype(np.uint32)
    out = np.zeros(grid * 17, np.uint32)
    mod = _run(monkeypatch, TREE, grid, block, [out, x, np.uint32(0)])
    assert "region pending slot" in mod.ir_text     # the barrier release copies uniform values
    strides = [block >> s for s in range(1, 16) if block >> s]
    for b in range(grid):
        np.testing.assert_array_equal(out[b * 16:b * 16 + len(strides)], strides)
        assert out[grid * 16 + b] == x[b * block:(b + 1) * block].sum(dtype=np.uint64) % (1 << 32)


# %r10 is ntid on even threads and tid on odd ones, %r11 one of two constants chosen by a
# divergent branch: after the join both differ between threads at the barrier
ONE_PATH = _kernel(STORE + """
    and.b32 %r5, %r1, 1;
    setp.ne.u32 %p1, %r5, 0;
    @%p1 bra ODD;
    mov.u32 %r10, %r2;
    mov.u32 %r11, 7;
    bra JOIN;
ODD:
    mov.u32 %r10, %r1;
    mov.u32 %r11, 9;
JOIN:
    mov.u32 %r12, 100;
    bar.sync 0;
    mad.lo.s32 %r13, %r11, 1000, %r10;
    add.u32 %r13, %r13, %r12;
    st.global.u32 [%rd2], %r13;
    bar.sync 0;
    add.u32 %r12, %r12, 1;
    st.global.u32 [%rd2+4096], %r12;
    ret;""")


def test_register_uniform_on_one_path_and_divergent_on_another(monkeypatch):
    u = _uniform(ONE_PATH)
    assert not u & {"%r10", "%r11", "%r13"}
    assert "%r12" in u
    block = 64
    out = np.zeros(2048, np.uint32)
    _run(monkeypatch, ONE_PATH, 1, block, [out, np.zeros(1, np.uint32), np.uint32(0)])
    t = np.arange(block)
    np.testing.assert_array_equal(out[:block], np.where(t % 2, 9000 + t, 7000 + block) + 100)
    np.testing.assert_array_equal(out[1024:1024 + block], 101)


# the loop runs tid % 4 times: its counter (updated by the same add in every thread) and
# everything the loop writes differ between threads once they meet at the barrier
DIVERGENT_LOOP = _kernel(STORE + """
    and.b32 %r5, %r1, 3;
    mov.u32 %r10, 0;
    mov.u32 %r11, 5;
LOOP:
    setp.ge.u32 %p1, %r10, %r5;
    @%p1 bra AFTER;
    add.u32 %r10, %r10, 1;
    add.u32 %r11, %r11, %r2;
    bra LOOP;
AFTER:
    bar.sync 0;
    mad.lo.s32 %r12, %r10, 100000, %r11;
    st.global.u32 [%rd2], %r12;
    ret;""")


def test_loop_carried_value_under_a_divergent_loop_condition_is_divergent(monkeypatch):
    u = _uniform(DIVERGENT_LOOP)
    assert not u & {"%r10", "%r11", "%p1", "%r12"}
    block = 128
    out = np.zeros(block, np.uint32)
    _run(monkeypatch, DIVERGENT_LOOP, 1, block, [out, np.zeros(1, np.uint32), np.uint32(0)])
    trips = np.arange(block) % 4
    np.testing.assert_array_equal(out, trips * 100000 + 5 + trips * block)


# a uniform counter, but the threads wait at two different barrier sites (odd threads at
# one, even at the other) in each round; %r11 takes a different value on each side
# (uniform among the threads at each site) and rounds join again before the counter moves
TWO_SITES = _kernel(STORE + """
    mov.u32 %r10, 0;
    and.b32 %r5, %r1, 1;
    setp.ne.u32 %p2, %r5, 0;
    mov.u32 %r20, 0;
LOOP:
    setp.ge.u32 %p1, %r10, 3;
    @%p1 bra DONE;
    @%p2 bra ODD;
    mov.u32 %r11, 10;
    bar.sync 0;
    mad.lo.s32 %r20, %r10, %r11, %r20;
    bra JOIN;
ODD:
    mov.u32 %r11, 1000;
    bar.sync 0;
    mad.lo.s32 %r20, %r10, %r11, %r20;
JOIN:
    add.u32 %r20, %r20, %r10;
    add.u32 %r10, %r10, 1;
    bra LOOP;
DONE:
    st.global.u32 [%rd2], %r20;
    ret;""")


def test_uniform_counter_across_barriers_at_two_sites(monkeypatch):
    u = _uniform(TWO_SITES)
    assert "%r10" in u and not u & {"%r5", "%p2", "%r11", "%r20"}
    block = 96
    out = np.zeros(block, np.uint32)
    _run(monkeypatch, TWO_SITES, 1, block, [out, np.zeros(1, np.uint32), np.uint32(0)])
    per = np.where(np.arange(block) % 2, 1000, 10)
    np.testing.assert_array_equal(out, sum(i * per + i for i in range(3)))


def test_thread_dependent_sources_are_divergent():
    src = _kernel(STORE + """
    ld.param.u64 %rd3, [aux];
    ld.global.u32 %r10, [%rd3];
    atom.global.add.u32 %r11, [%rd3], 1;
    shfl.sync.idx.b32 %r12, %r2, 0, 31, -1;
    mov.u32 %r13, %laneid;
    mov.u32 %r14, %clock;
    setp.lt.u32 %p1, %r1, 5;
    @%p1 mov.u32 %r15, 3;
    ld.param.u32 %r16, [n];
    mov.u32 %r17, sh;
    add.u32 %r18, %r16, %r17;
    mov.u32 %r19, %nctaid.x;
    selp.u32 %r20, %r16, %r19, %p1;
    bar.sync 0;
    add.u32 %r21, %r10, %r11;
    add.u32 %r21, %r21, %r12;
    add.u32 %r21, %r21, %r13;
    add.u32 %r21, %r21, %r14;
    add.u32 %r21, %r21, %r15;
    add.u32 %r21, %r21, %r18;
    add.u32 %r21, %r21, %r20;
    st.global.u32 [%rd2], %r21;
    ret;""")
    u = _uniform(src)
    # memory other threads may write, atomics, shuffles, lane-dependent specials,
    # a divergent guard, a divergent select
    assert not u & {"%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%r20", "%r21"}
    assert {"%r16", "%r17", "%r18", "%r19", "%rd3"} <= u


def test_early_return_keeps_the_others_in_step():
    src = _kernel(STORE + """
    ld.param.u32 %r5, [n];
    setp.ge.u32 %p1, %r4, %r5;
    @%p1 bra END;
    mov.u32 %r10, 0;
LOOP:
    bar.sync 0;
    add.u32 %r10, %r10, 1;
    setp.lt.u32 %p2, %r10, %r5;
    @%p2 bra LOOP;
    st.global.u32 [%rd2], %r10;
END:
    ret;""")
    u = _uniform(src)
    assert {"%r10", "%p2"} <= u and "%p1" not in u


# a uniform predicate, flipped each round of a loop around the barrier, picks what a
# uniform accumulator adds (kept across the barrier as one i1 / one i32 copy)
PRED_LOOP = _kernel(STORE + """
    ld.param.u32 %r5, [n];
    setp.gt.u32 %p5, %r5, 10;
    mov.u32 %r10, 0;
    mov.u32 %r20, 0;
LOOP:
    bar.sync 0;
    selp.u32 %r11, 3, 5, %p5;
    mad.lo.s32 %r20, %r20, 2, %r11;
    not.pred %p5, %p5;
    add.u32 %r10, %r10, 1;
    setp.lt.u32 %p6, %r10, 4;
    @%p6 bra LOOP;
    add.u32 %r21, %r20, %r1;
    st.global.u32 [%rd2], %r21;
    ret;""")


@pytest.mark.parametrize("n, first", [(20, 3), (5, 5)])
def test_uniform_predicate_flipped_around_a_barrier(monkeypatch, n, first):
    u = _uniform(PRED_LOOP)
    assert {"%p5", "%r10", "%r20", "%r11", "%p6"} <= u and "%r21" not in u
    block, grid = 64, 2
    out = np.zeros(grid * block, np.uint32)
    mod = _run(monkeypatch, PRED_LOOP, grid, block, [out, np.zeros(1, np.uint32), np.uint32(n)])
    assert "region pending slot" in mod.ir_text
    acc, add = 0, first
    for _ in range(4):
        acc = acc * 2 + add
        add = 8 - add
    np.testing.assert_array_equal(out, acc + np.arange(grid * block) % block)


# odd and even warps wait at barriers of their own, in a loop: the round %r10 is uniform at
# both, so each barrier has a pending slot that its waiters store it into and a slot that
# the release fills from it (every point's at once, waiters or not: a block of one warp
# never reaches the odd warps' barrier); a thread running on to the next round's barrier
# stores the next round into the pending slot while the threads after it still read this one
WARP_SITES = _kernel(STORE + """
    mov.u32 %r10, 0;
    shr.u32 %r5, %r1, 5;
    and.b32 %r5, %r5, 1;
    setp.ne.u32 %p1, %r5, 0;
LOOP:
    @%p1 bra ODD;
    bar.sync 0;
    mul.lo.u32 %r12, %r10, 20;
    bra JOIN;
ODD:
    bar.sync 0;
    mul.lo.u32 %r12, %r10, 1000;
JOIN:
    add.u32 %r13, %r12, %r1;
    mad.lo.s32 %r14, %r4, 4, %r10;
    mul.wide.u32 %rd6, %r14, 4;
    add.s64 %rd7, %rd1, %rd6;
    st.global.u32 [%rd7], %r13;
    add.u32 %r10, %r10, 1;
    setp.lt.u32 %p2, %r10, 4;
    @%p2 bra LOOP;
    ret;""")


@pytest.mark.parametrize("block", [32, 64, 96, 256])
def test_uniform_register_at_two_barriers_of_divergent_warps(monkeypatch, block):
    assert "%r10" in _uniform(WARP_SITES)
    grid = 2
    out = np.zeros(grid * block * 4, np.uint32)
    mod = _run(monkeypatch, WARP_SITES, grid, block, [out, np.zeros(1, np.uint32), np.uint32(0)])
    assert mod.ir_text.count('"region pending slot"') >= 1
    t = np.arange(grid * block)
    odd = (t % block) // 32 % 2 == 1
    want = np.array([[i * (1000 if o else 20) + tid % block for i in range(4)] for tid, o in zip(t, odd)], np.uint32)
    np.testing.assert_array_equal(out.reshape(-1, 4), want)
