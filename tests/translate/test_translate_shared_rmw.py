"""Shared-memory atomics as plain read-modify-writes (emit_atomic._block_local_rmw): a
block's threads run on one CPU thread, so a shared atomic is a load and a store, kept out
of the thread loops' parallel access groups (emit_atomic.SERIAL). What that must keep
true: no two threads' updates ever run in vector lanes at once, in a barrier-free kernel's
thread loop (declared parallel) and in a region kernel's (the loop steps of a grid-stride
loop), whatever address the threads share: every `atom.shared.add` returns a different
ticket, and the sums are exact. And what it is for: in the optimised histogram kernel no
atomic load or store is left for LLVM to keep other memory from crossing."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.cpu import jit
from zluda.cpu.h200_cases import kernel_ptx as ptx_path
from zluda.ptx import parse
from zluda.translate.module import translate

# every thread takes a ticket from counter (tid & mask) of shared memory and then adds
# tid to the same counter's sum; `bar` puts a barrier between the counting and the copy-out
# (a region kernel), or not (a barrier-free kernel whose threads run in a parallel loop)
TICKETS = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry tickets(.param .u64 out, .param .u64 sums, .param .u32 mask)
{{
    .shared .align 4 .b8 count[128];
    .shared .align 4 .b8 total[128];
    .reg .pred %p<4>;
    .reg .b32 %r<20>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [sums];
    ld.param.u32 %r1, [mask];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %ntid.x;
    {clear}setp.ge.u32 %p1, %r2, 32;
    @%p1 bra COUNT;
    mov.u32 %r4, count;
    shl.b32 %r5, %r2, 2;
    add.s32 %r6, %r4, %r5;
    st.shared.u32 [%r6], 0;
    mov.u32 %r4, total;
    add.s32 %r6, %r4, %r5;
    st.shared.u32 [%r6], 0;
COUNT:
    {barrier}
    and.b32 %r7, %r2, %r1;
    shl.b32 %r8, %r7, 2;
    mov.u32 %r9, count;
    add.s32 %r10, %r9, %r8;
    atom.shared.add.u32 %r11, [%r10], 1;
    mov.u32 %r12, total;
    add.s32 %r13, %r12, %r8;
    red.shared.add.u32 [%r13], %r2;
    mul.wide.u32 %rd3, %r2, 4;
    add.s64 %rd4, %rd1, %rd3;
    st.global.u32 [%rd4], %r11;
    {barrier}
    setp.ge.u32 %p2, %r2, 32;
    @%p2 bra END;
    shl.b32 %r14, %r2, 2;
    add.s32 %r15, %r12, %r14;
    ld.shared.u32 %r16, [%r15];
    mul.wide.u32 %rd5, %r2, 4;
    add.s64 %rd6, %rd2, %rd5;
    st.global.u32 [%rd6], %r16;
END:
    ret;
}}
"""


def _tickets(barrier):
    # without barriers nothing orders a clearing thread before the others: the counters
    # are not cleared (tickets then count on from whatever the shared memory held)
    return ptxmodule.load(TICKETS.format(barrier="bar.sync 0;" if barrier else "",
                                   clear="" if barrier else "bra.uni COUNT;\n    "))


@pytest.mark.parametrize("tier", ["full", "quick"])
@pytest.mark.parametrize("barrier", [True, False], ids=["region", "thread-loop"])
@pytest.mark.parametrize("mask", [0, 1, 31])
@pytest.mark.parametrize("block", [32, 256, 1024])
def test_every_thread_gets_its_own_ticket(monkeypatch, tier, barrier, mask, block):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)   # full: the optimised, vectorised loops
    out = np.full(block, 0xFFFFFFFF, np.uint32)
    sums = np.zeros(32, np.uint32)
    _tickets(barrier).launch("tickets", 1, block, [out, sums, mask])
    tid = np.arange(block)
    for c in range(mask + 1):
        mine = np.sort(out[(tid & mask) == c] - out[(tid & mask) == c].min())
        # the tickets of one counter are t0, t0 + 1, t0 + 2, ... whatever the order the
        # threads ran in (t0 = 0 where a barrier ordered the clearing first); two updates
        # in vector lanes would hand out one ticket twice
        np.testing.assert_array_equal(mine, np.arange(len(mine)))
        if barrier:
            assert out[(tid & mask) == c].min() == 0
            assert sums[c] == tid[(tid & mask) == c].sum()


@pytest.mark.parametrize("tier", ["full", "quick"])
def test_a_shared_counter_in_a_stepped_grid_stride_loop(monkeypatch, tier):
    """The kernel suite's histogram: its grid-stride loop of shared atomicAdd runs in loop
    steps, a thread loop per iteration over the block's threads, which may hit one bin."""
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    rng = np.random.default_rng(7)
    for data in (rng.integers(0, 256, 1 << 16).astype(np.uint8), np.full(1 << 16, 9, np.uint8)):
        hist = np.zeros(256, np.uint32)
        ptxmodule.load(ptx_path("histogram")).launch("histogram256", 8, 256, [data, hist, data.size])
        np.testing.assert_array_equal(hist, np.bincount(data, minlength=256))


def _ir(stem):
    return translate(parse(ptx_path(stem).read_text(), f"{stem}.ptx")).ir_text


def test_no_atomic_access_is_left_for_shared_memory():
    text = _ir("histogram")
    # the global merge (atomicAdd on hist) is a real atomicrmw, and stays one in the
    # optimised code; the shared ones are plain loads and stores: the one atomic load left
    # is the entry's poll of the launch status, as in a kernel without atomics
    assert "atomicrmw add" in str(jit.optimise(text, "full"))
    assert "store atomic" not in text
    assert text.count("load atomic") == _ir("saxpy").count("load atomic") == 1
