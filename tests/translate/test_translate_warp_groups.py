"""Warp collectives in divergent code: lanes that run a collective together are grouped by
site and member mask, as SIMT hardware does (activemask, coalesced groups, partial-mask
shfl/vote/match/redux, divergent loops), and grid.sync through a cooperative launch.

Expected values come from a lane-by-lane Python model of the kernels, never from the
translator.
"""

from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.cpu.runtime import LaunchError

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# the kernels live in warp_groups/*.ptx (also run on the H200 by warp_groups/record_h200.sh);
# thread i writes `slots` u32 values at out[i * slots + k]
KERNELS = Path(__file__).resolve().parent / "warp_groups"
# launch -> (kernel, threads of its one block, u32 slots per thread), as recorded on the H200
LAUNCHES = {row[0]: (row[1], int(row[2]), int(row[3]))
            for row in (line.split() for line in (KERNELS / "launches.txt").read_text().splitlines())
            if row and not row[0].startswith("#")}
H200 = KERNELS / "h200"


def kernel_file(name):
    return (KERNELS / f"{name}.ptx").read_text()


def run(src, nthreads, slots):
    out = np.zeros(nthreads * slots, np.uint32)
    ptxmodule.load(src).launch("k", 1, nthreads, [out])
    return out.reshape(nthreads, slots)


def lanes_of(tid_pred, warp, nthreads):
    """Mask of the lanes of `warp` whose thread index satisfies tid_pred."""
    m = 0
    for j in range(32):
        t = warp * 32 + j
        if t < nthreads and tid_pred(t):
            m |= 1 << j
    return m


@pytest.mark.parametrize("nthreads", [64, 40])
def test_activemask_inside_a_branch_and_after_it_reconverges(nthreads):
    src = kernel_file("activemask")
    out = run(src, nthreads, 2)
    for t in range(nthreads):
        w = t // 32
        inner = lanes_of(lambda u: u % 3 == 0, w, nthreads) if t % 3 == 0 else 0
        assert out[t, 0] == inner, t
        assert out[t, 1] == lanes_of(lambda u: True, w, nthreads), t


def test_coalesced_group_vote_match_redux_in_divergent_code():
    # lanes with tid % 3 == 0 form a coalesced group (mask from activemask) and run
    # ballot, match.any, match.all (+pred), redux add/min/max/xor over it; the other lanes
    # run match.any and redux.add over their own group at other sites meanwhile
    src = kernel_file("coalesced")
    n = 64
    out = run(src, n, 9)
    v = [(t * 37) % 11 for t in range(n)]
    for t in range(n):
        w, lane = t // 32, t % 32
        in_group = (t % 3 == 0)
        members = [j for j in range(32) if ((w * 32 + j) % 3 == 0) == in_group]
        vals = {j: v[w * 32 + j] for j in members}
        key = (lambda x: x % 4) if in_group else (lambda x: x % 3)
        match_any = sum(1 << j for j in members if key(vals[j]) == key(v[t]))
        assert out[t, 1] == match_any, t
        assert out[t, 7] == sum(vals.values()), t
        assert out[t, 8] == 1, t
        if in_group:
            mask = sum(1 << j for j in members)
            assert out[t, 0] == sum(1 << j for j in members if vals[j] & 1), t
            assert out[t, 2] == mask and out[t, 3] == 1, t
            signed = [5 - x for x in vals.values()]
            assert out[t, 4] == np.uint32(min(signed) & 0xFFFFFFFF), t
            assert out[t, 5] == max(x & 0xFFFFFFFF for x in signed), t
            x = 0
            for y in vals.values():
                x ^= y
            assert out[t, 6] == x, t
        else:
            assert out[t, 0] == 0 and out[t, 2] == 0, t
        assert lane == t % 32


def test_partial_mask_shuffles_in_both_branches():
    src = kernel_file("shuffles")
    out = run(src, 32, 2)
    r = [(l ^ 1) * 7 if l < 16 else 2000 for l in range(32)]
    for l in range(32):
        assert out[l, 0] == r[l]
        assert out[l, 1] == (r[l + 16] if l + 16 <= 31 else r[l])


def test_divergent_loop_trip_counts_shrink_the_active_group():
    # lane l loops (l & 3) + 1 times; each iteration: activemask + redux.add over it
    src = kernel_file("loop")
    out = run(src, 32, 9)
    for l in range(32):
        for k in range((l & 3) + 1):
            members = [j for j in range(32) if (j & 3) + 1 > k]
            assert out[l, k] == sum(1 << j for j in members), (l, k)
            assert out[l, 4 + k] == sum(members), (l, k)
        assert out[l, 8] == 0xFFFFFFFF


GRID_SUM = HEADER + r"""
.visible .entry g(.param .u64 in, .param .u64 partial, .param .u64 total)
{
    .reg .b32 %t, %b, %nb, %x, %s, %old, %cur, %inc, %e1, %e2;
    .reg .b64 %pin, %pp, %pt, %ws, %a, %hi, %lo;
    .reg .pred %p, %master;
    ld.param.u64 %pin, [in];
    ld.param.u64 %pp, [partial];
    ld.param.u64 %pt, [total];
    mov.u32 %t, %tid.x;
    mov.u32 %b, %ctaid.x;
    mov.u32 %nb, %nctaid.x;
    mov.u32 %e1, %envreg1;
    mov.u32 %e2, %envreg2;
    cvt.u64.u32 %hi, %e1;
    cvt.u64.u32 %lo, %e2;
    shl.b64 %hi, %hi, 32;
    or.b64 %ws, %hi, %lo;
    setp.ne.s64 %p, %ws, 0;
    @%p bra HAVE_WS;
    trap;
HAVE_WS:
    // phase 1: thread 0 of each block writes in[b] * 3 to partial[b]
    setp.eq.u32 %master, %t, 0;
    @!%master bra ARRIVE;
    mul.wide.u32 %a, %b, 4;
    add.s64 %a, %a, %pin;
    ld.global.u32 %x, [%a];
    mul.lo.u32 %x, %x, 3;
    mul.wide.u32 %a, %b, 4;
    add.s64 %a, %a, %pp;
    st.global.u32 [%a], %x;
ARRIVE:
    barrier.sync 0;
    @!%master bra WAITED;
    // the grid barrier of cooperative groups: block 0 adds 0x80000000 - (n - 1), others 1
    add.s64 %ws, %ws, 4;
    setp.eq.u32 %p, %b, 0;
    sub.u32 %inc, 1, %nb;
    add.u32 %inc, %inc, 0x80000000;
    selp.u32 %inc, %inc, 1, %p;
    atom.add.release.gpu.u32 %old, [%ws], %inc;
SPIN:
    ld.acquire.gpu.u32 %cur, [%ws];
    xor.b32 %cur, %cur, %old;
    setp.gt.s32 %p, %cur, -1;
    @%p bra SPIN;
WAITED:
    barrier.sync 0;
    // phase 2: block 0 thread 0 sums every block's partial
    setp.ne.u32 %p, %b, 0;
    @%p bra DONE;
    @!%master bra DONE;
    mov.u32 %s, 0;
    mov.u32 %x, 0;
SUM:
    mul.wide.u32 %a, %x, 4;
    add.s64 %a, %a, %pp;
    ld.global.u32 %cur, [%a];
    add.u32 %s, %s, %cur;
    add.u32 %x, %x, 1;
    setp.lt.u32 %p, %x, %nb;
    @%p bra SUM;
    st.global.u32 [%pt], %s;
DONE:
    ret;
}
"""


def test_grid_sync_through_a_cooperative_launch():
    nb = 12
    m = ptxmodule.load(GRID_SUM)
    data = np.arange(1, nb + 1, dtype=np.uint32) * 5
    for _ in range(3):   # a fresh workspace per launch
        partial = np.zeros(nb, np.uint32)
        total = np.zeros(1, np.uint32)
        m.launch("g", nb, 64, [data, partial, total], cooperative=True)
        assert partial.tolist() == (data * 3).tolist()
        assert total[0] == int(data.sum()) * 3


def test_grid_sync_without_a_cooperative_launch_traps():
    m = ptxmodule.load(GRID_SUM)
    with pytest.raises(LaunchError, match="trap"):
        m.launch("g", 2, 32, [np.ones(2, np.uint32), np.zeros(2, np.uint32), np.zeros(1, np.uint32)])


def test_a_lane_that_skips_a_branch_in_a_loop_waits_for_the_others():
    """warp_groups/loopskip.ptx: on turn k lane k skips the branch and reaches the next
    turn's full-mask ballot first, while the others are still at the branch's vote and
    shuffle with member mask ~(1 << k); the ballot waits for all 32 lanes (the
    scheduler once ran lane k's ballot alone: it took the first site in program order
    even though its mask named lanes still elsewhere)."""
    out = run(kernel_file("loopskip"), 32, 4)
    lanes = np.arange(32)
    assert (out[:, 0] == 0xFFFFFFFF & ~(1 << 2)).all()            # the last turn's ballot
    turns_in = 3 - (lanes < 3)                                      # lanes 0..2 skip one turn
    assert (out[:, 1] == turns_in).all()                            # vote.any(lane == k + 1) each turn
    assert (out[:, 2] == 31 * turns_in).all() and (out[:, 3] == 3).all()


def test_lanes_with_masks_of_their_own_at_one_site_go_together():
    """warp_groups/lanemasks.ptx: lane l's member mask is lanemask_le (and lanemask_lt),
    so no two lanes share a mask; a converged warp runs the vote once for all of them.
    The scheduler once grouped lanes by equal masks only: lane 0 went on alone and every
    other lane's ballot came back without the lanes below it (HeCBench's bscan)."""
    n = 64
    out = run(kernel_file("lanemasks"), n, 3)
    pred = [(t * 7) % 5 < 2 for t in range(n)]
    for t in range(n):
        w, lane = divmod(t, 32)
        below = sum(1 << j for j in range(lane) if pred[w * 32 + j])
        assert out[t, 0] == below | (int(pred[t]) << lane), t
        if lane:   # lane 0's lanemask_lt is empty, which leaves the lane itself out: undefined
            assert out[t, 1] == below, t
        assert out[t, 2] == 100 + 3 * w * 32, t


@pytest.mark.parametrize("launch", sorted(LAUNCHES))
def test_divergent_collectives_match_the_h200_recording(launch):
    name, nthreads, slots = LAUNCHES[launch]
    recorded = H200 / f"{launch}.bin"
    if not recorded.exists():
        pytest.fail(f"the H200 recording {recorded.relative_to(KERNELS.parents[2])} is missing: "
                    "run tests/translate/warp_groups/record_h200.sh on the NVIDIA machine")
    want = np.fromfile(recorded, dtype="<u4").reshape(nthreads, slots)
    assert (run(kernel_file(name), nthreads, slots) == want).all()
