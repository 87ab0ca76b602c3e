"""Loop steps (zluda.translate.regions.loop_steps): a region kernel's inner loops run one
iteration per region, for every thread stopped at the loop at once. The results must not
change: the same kernels with ZLUDA_CPU_LOOP_STEPS=1 and =0 and on the coroutine path
(ZLUDA_CPU_REGIONS=0) against values computed here with numpy."""

import re
from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import ast, parse
from zluda.translate import regions
from zluda.translate.module import translate
from zluda.translate.scope import resolve

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# Each thread sums x[i] * (i + ctaid) over i = tid, tid + ntid, ... < n (its own number of
# iterations: n % ntid threads do one more), the warps reduce with xor shuffles, lane 0 of
# each warp stores its warp's sum, and after the barrier thread 0 adds the warps' sums in
# a loop of its own. Threads with tid >= n skip the first loop; lanes of one warp leave it
# after different numbers of iterations and then meet at the shuffles.
WEIGHTED_SUM = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 inp, .param .u32 n)
{
    .reg .b32 %r<20>;
    .reg .b64 %rd<8>;
    .reg .pred %p<4>;
    .shared .align 4 .b8 sh[128];
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %ctaid.x;
    mov.u32 %r5, 0;
    mov.u32 %r6, %r2;
    setp.ge.u32 %p1, %r6, %r1;
    @%p1 bra DONE;
LOOP:
    mul.wide.u32 %rd3, %r6, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.u32 %r7, [%rd4];
    add.u32 %r8, %r6, %r4;
    mad.lo.u32 %r5, %r7, %r8, %r5;
    add.u32 %r6, %r6, %r3;
    setp.lt.u32 %p2, %r6, %r1;
    @%p2 bra LOOP;
DONE:
    shfl.sync.bfly.b32 %r9, %r5, 16, 31, -1;
    add.u32 %r5, %r5, %r9;
    shfl.sync.bfly.b32 %r9, %r5, 8, 31, -1;
    add.u32 %r5, %r5, %r9;
    shfl.sync.bfly.b32 %r9, %r5, 4, 31, -1;
    add.u32 %r5, %r5, %r9;
    shfl.sync.bfly.b32 %r9, %r5, 2, 31, -1;
    add.u32 %r5, %r5, %r9;
    shfl.sync.bfly.b32 %r9, %r5, 1, 31, -1;
    add.u32 %r5, %r5, %r9;
    and.b32 %r10, %r2, 31;
    setp.ne.u32 %p3, %r10, 0;
    shr.u32 %r11, %r2, 5;
    mov.u32 %r12, sh;
    shl.b32 %r13, %r11, 2;
    add.u32 %r12, %r12, %r13;
    @!%p3 st.shared.u32 [%r12], %r5;
    bar.sync 0;
    setp.ne.u32 %p3, %r2, 0;
    @%p3 bra END;
    mov.u32 %r14, 0;
    mov.u32 %r15, 0;
    add.u32 %r16, %r3, 31;
    shr.u32 %r16, %r16, 5;
    mov.u32 %r17, sh;
WARPS:
    ld.shared.u32 %r18, [%r17];
    add.u32 %r14, %r14, %r18;
    add.u32 %r17, %r17, 4;
    add.u32 %r15, %r15, 1;
    setp.lt.u32 %p1, %r15, %r16;
    @%p1 bra WARPS;
    mul.wide.u32 %rd5, %r4, 4;
    add.s64 %rd6, %rd1, %rd5;
    st.global.u32 [%rd6], %r14;
END:
    ret;
}
"""

# an inner loop with an atomic (it gets steps), and an outer loop around an inner one (only
# the inner one does)
ATOMIC_AND_NESTED = HEADER + r"""
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<4>;
    .reg .pred %p<4>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, 0;
ATOMIC:
    atom.global.add.u32 %r2, [%rd1], 1;
    add.u32 %r1, %r1, 1;
    setp.lt.u32 %p1, %r1, 4;
    @%p1 bra ATOMIC;
    bar.sync 0;
    mov.u32 %r3, 0;
OUTER:
    mov.u32 %r4, 0;
INNER:
    add.u32 %r4, %r4, 1;
    setp.lt.u32 %p2, %r4, 3;
    @%p2 bra INNER;
    add.u32 %r3, %r3, 1;
    setp.lt.u32 %p3, %r3, 2;
    @%p3 bra OUTER;
    ret;
}
"""


def _steps(src):
    fn = parse(src, "t.ptx").kernels["k"]
    scope = resolve(fn, {p.name: p.name for p in fn.params})
    out = regions.loop_steps(scope.statements, scope.labels)
    return [i for i, st in enumerate(out) if isinstance(st, ast.Instruction) and st.opcode == regions.YIELD], out, scope


def test_inner_loops_get_steps_in_and_around_their_back_edge():
    at, out, scope = _steps(WEIGHTED_SUM)
    # two inner loops (LOOP, WARPS): a step on the way in, at the back edge, on the way out
    assert len(at) == 6
    for head in ("LOOP", "WARPS"):
        i = next(j for j, st in enumerate(out) if isinstance(st, ast.Label) and st.name == head)
        assert out[i - 1].opcode == regions.YIELD
    # the back edge: `@!p bra L.next; step; bra L; L.next: step`, after the body's turns
    # (a loop of one block: each of its regions.LOOP_TURNS copies ends in the exit test)
    exits = [j for j, st in enumerate(out) if isinstance(st, ast.Instruction) and st.opcode == "bra"
             and st.guard is not None and st.guard.negated and st.operands[0].name.startswith("LOOP.next")]
    assert len(exits) == regions.LOOP_TURNS
    latch = exits[-1]
    assert out[latch + 1].opcode == regions.YIELD
    assert out[latch + 2].opcode == "bra" and out[latch + 2].guard is None and out[latch + 2].operands[0].name == "LOOP"
    assert isinstance(out[latch + 3], ast.Label) and out[latch + 3].name in scope.labels
    assert out[latch + 4].opcode == regions.YIELD


def test_loops_with_atomics_get_steps_and_outer_loops_do_not():
    at, out, _ = _steps(ATOMIC_AND_NESTED)
    assert len(at) == 6   # ATOMIC and INNER, not OUTER
    for head in ("ATOMIC", "INNER"):
        i = next(j for j, st in enumerate(out) if isinstance(st, ast.Label) and st.name == head)
        assert out[i - 1].opcode == regions.YIELD
    outer = next(j for j, st in enumerate(out) if isinstance(st, ast.Label) and st.name == "OUTER")
    assert out[outer - 1].opcode != regions.YIELD


def test_a_loop_of_one_block_runs_several_turns_a_step():
    """A loop of one block, with atomics (ATOMIC) or without (INNER), has its body and exit
    test repeated LOOP_TURNS times before its back-edge step."""
    at, out, _ = _steps(ATOMIC_AND_NESTED)
    exits = [st for st in out if isinstance(st, ast.Instruction) and st.opcode == "bra" and st.guard is not None
             and st.guard.negated and st.operands[0].name.startswith("ATOMIC.next")]
    assert len(exits) == regions.LOOP_TURNS
    assert sum(1 for st in out if isinstance(st, ast.Instruction) and st.opcode == "atom") == regions.LOOP_TURNS
    inner = [st for st in out if isinstance(st, ast.Instruction) and st.opcode == "bra" and st.guard is not None
             and st.guard.negated and st.operands[0].name.startswith("INNER.next")]
    assert len(inner) == regions.LOOP_TURNS
    out = np.zeros(1, np.uint32)
    ptxmodule.load(ATOMIC_AND_NESTED).launch("k", 3, 96, [out])   # four iterations each, a step's four turns
    assert out[0] == 3 * 96 * 4


@pytest.mark.parametrize("steps", ["1", "0"])
@pytest.mark.parametrize("grid,block,n", [(4, 256, 100_003), (3, 96, 5000), (2, 1024, 70_000), (1, 64, 64 * 5 + 3),
                                          (1, 64, 64 * 4), (2, 32, 1)])
def test_histogram_with_shared_atomics_in_a_stepped_loop(monkeypatch, steps, grid, block, n):
    """The bench's histogram (grid-stride loop of shared atomicAdd, then global atomics)
    against numpy's bincount, with its loops stepped and whole."""
    monkeypatch.setenv("ZLUDA_CPU_LOOP_STEPS", steps)
    src = (Path(__file__).resolve().parents[2] / "zluda" / "cpu" / "bench" / "histogram.ptx").read_text()
    data = np.random.default_rng(n).integers(0, 256, n).astype(np.uint8)
    hist = np.zeros(256, np.uint32)
    ptxmodule.load(src).launch("histogram256", grid, block, [data, hist, n])
    np.testing.assert_array_equal(hist, np.bincount(data, minlength=256).astype(np.uint32))


def _resumes(monkeypatch, steps: bool) -> int:
    monkeypatch.setenv("ZLUDA_CPU_LOOP_STEPS", "1" if steps else "0")
    # (without the step a shuffle chain ends with: the count is the loop steps')
    monkeypatch.setenv("ZLUDA_CPU_SHUFFLE_CHAINS", "0")
    ir = translate(parse(WEIGHTED_SUM, "t.ptx"), only=["k"]).ir_text
    return len(set(re.findall(r"^resume\d+:", ir, re.M)))


def test_the_switch_turns_steps_off(monkeypatch):
    # two warp-reduction suspensions... five shuffles and a barrier without steps, six
    # more with them
    assert _resumes(monkeypatch, False) == 6
    assert _resumes(monkeypatch, True) == 12


# (whole warps: the shuffles name all 32 lanes, which a partial warp does not have)
@pytest.mark.parametrize("block,n", [(256, 1000), (96, 1000), (160, 999), (256, 64), (64, 5), (128, 0)])
def test_threads_leaving_a_loop_at_different_iterations(monkeypatch, block, n):
    rng = np.random.default_rng(block + n)
    x = rng.integers(0, 1 << 20, max(n, 1)).astype(np.uint32)
    grid = 3
    i = np.arange(n, dtype=np.uint64)
    want = np.array([(x[:n].astype(np.uint64) * (i + b)).sum() % (1 << 32) for b in range(grid)], np.uint32)
    results = {}
    for label, env in (("steps", {"ZLUDA_CPU_LOOP_STEPS": "1"}), ("whole loops", {"ZLUDA_CPU_LOOP_STEPS": "0"}),
                       ("coroutines", {"ZLUDA_CPU_REGIONS": "0"})):
        monkeypatch.delenv("ZLUDA_CPU_REGIONS", raising=False)
        for k, v in env.items():
            monkeypatch.setenv(k, v)
        out = np.zeros(grid, np.uint32)
        ptxmodule.load(WEIGHTED_SUM).launch("k", grid, block, [out, x, np.uint32(n)])
        results[label] = out
    for label, got in results.items():
        np.testing.assert_array_equal(got, want, err_msg=label)


# Every thread but the block's last takes a ticket (an atomic counter) per iteration of
# MAIN, `iters` of them; the last thread takes three in a loop of its own (RAGGED: llm.c's
# classifier leaves the ragged end of a row to its last thread so). The barrier makes it
# a region kernel. The threads at MAIN's step are a run of all but one, which goes on as a
# loop over them.
RAGGED_END = HEADER + r"""
.visible .entry k(.param .u64 tickets, .param .u64 counter, .param .u32 iters)
{
    .reg .b32 %r<12>;
    .reg .b64 %rd<8>;
    .reg .pred %p<4>;
    ld.param.u64 %rd1, [tickets];
    ld.param.u64 %rd2, [counter];
    ld.param.u32 %r1, [iters];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %ntid.x;
    sub.u32 %r4, %r3, 1;
    mul.lo.u32 %r5, %r2, %r1;
    mov.u32 %r6, 0;
    setp.eq.u32 %p1, %r2, %r4;
    @%p1 bra RAGGED;
MAIN:
    atom.global.add.u32 %r7, [%rd2], 1;
    add.u32 %r8, %r5, %r6;
    mul.wide.u32 %rd3, %r8, 4;
    add.s64 %rd4, %rd1, %rd3;
    st.global.u32 [%rd4], %r7;
    add.u32 %r6, %r6, 1;
    setp.lt.u32 %p2, %r6, %r1;
    @%p2 bra MAIN;
    bra.uni END;
RAGGED:
    atom.global.add.u32 %r7, [%rd2], 1;
    add.u32 %r8, %r5, %r6;
    mul.wide.u32 %rd3, %r8, 4;
    add.s64 %rd4, %rd1, %rd3;
    st.global.u32 [%rd4], %r7;
    add.u32 %r6, %r6, 1;
    setp.lt.u32 %p3, %r6, 3;
    @%p3 bra RAGGED;
END:
    bar.sync 0;
    ret;
}
"""


@pytest.mark.parametrize("block", [64, 1024])
def test_a_loop_all_threads_but_one_run_goes_on_as_a_loop_over_them(block, monkeypatch):
    """The threads stopped at MAIN's step take turns, LOOP_TURNS iterations each, while the
    last thread is at RAGGED's: a loop over the run of them, not each thread's loop out
    alone, one thread after the other (which takes thread 0's last ticket before thread
    1's first). Every ticket is taken once. Region code's order: the quick tier's (the
    baseline tier runs barrier kernels as coroutines, which take turns otherwise)."""
    monkeypatch.setenv("ZLUDA_CPU_TIER", "quick")
    iters = 3 * regions.LOOP_TURNS
    tickets = np.full(block * iters, 0xFFFFFFFF, np.uint32)
    counter = np.zeros(1, np.uint32)
    ptxmodule.load(RAGGED_END).launch("k", 1, block, [tickets, counter, np.uint32(iters)])
    main = tickets[:(block - 1) * iters].reshape(block - 1, iters)
    taken = np.concatenate([main.ravel(), tickets[(block - 1) * iters:][:3]])
    assert counter[0] == (block - 1) * iters + 3
    np.testing.assert_array_equal(np.sort(taken), np.arange(counter[0], dtype=np.uint32))
    # turn by turn: thread 1's first ticket comes before thread 0's last turn
    assert main[1, 0] < main[0, regions.LOOP_TURNS]
    # and within a turn the threads go in order, the whole run of them
    assert main[block - 2, 0] < main[0, regions.LOOP_TURNS]
