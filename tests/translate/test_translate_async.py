"""mbarrier and asynchronous copies (emit_async): phases counted across a block's threads,
waits that let the other threads run, transaction counts, bulk copies, and a deadlock
reported instead of a hang. Expected values follow the PTX ISA's rules, worked out here."""

from __future__ import annotations

import numpy as np
import pytest

from zluda.cpu import LaunchError, ptxmodule
from zluda.ptx import parse
from zluda.translate import regions

SM80 = ".version 8.0\n.target sm_80\n.address_size 64\n"
SM90 = ".version 8.0\n.target sm_90\n.address_size 64\n"

# every thread arrives, then spins on test_wait.parity as nvcc's waits below sm_90 do:
# thread t writes, per phase, how many arrivals the atomic counter had seen once its wait
# ended (always the whole block); odd threads leave with arrive_drop after two phases,
# and the even ones go on for two more phases of half the count
PHASES = SM80 + r"""
.visible .entry k(.param .u64 out)
{
    .shared .align 8 .b64 bar;
    .shared .align 4 .u32 seen;
    .reg .b32 %t, %n, %cnt, %par, %ph, %v, %off;
    .reg .b64 %o, %st, %a;
    .reg .pred %p, %q, %odd;
    ld.param.u64 %o, [out];
    mov.u32 %t, %tid.x;
    mov.u32 %n, %ntid.x;
    mov.u32 %cnt, %n;
    setp.ne.u32 %p, %t, 0;
    @%p bra READY;
    mbarrier.init.shared.b64 [bar], %n;
    st.shared.u32 [seen], 0;
READY:
    bar.sync 0;
    mov.u32 %par, 0;
    mov.u32 %ph, 0;
    and.b32 %v, %t, 1;
    setp.ne.u32 %odd, %v, 0;
PHASE:
    atom.shared.add.u32 %v, [seen], 1;
    @%odd setp.eq.u32 %q, %ph, 2;
    @!%odd setp.eq.u32 %q, %ph, 99;
    @%q bra DROP;
    mbarrier.arrive.shared.b64 %st, [bar];
WAIT:
    mbarrier.test_wait.parity.shared.b64 %p, [bar], %par;
    @!%p bra WAIT;
    xor.b32 %par, %par, 1;
    ld.shared.u32 %v, [seen];
    mad.lo.u32 %off, %ph, %n, %t;
    mul.wide.u32 %a, %off, 4;
    add.u64 %a, %o, %a;
    st.global.u32 [%a], %v;
    bar.sync 1, %cnt;
    add.u32 %ph, %ph, 1;
    setp.eq.u32 %p, %ph, 2;
    @%p shr.u32 %cnt, %cnt, 1;
    setp.lt.u32 %p, %ph, 4;
    @%p bra PHASE;
    ret;
DROP:
    mbarrier.arrive_drop.shared.b64 _, [bar];
    ret;
}
"""


def test_phases_count_every_thread_and_arrive_drop_lowers_the_count():
    n = 64
    out = np.zeros(4 * n, np.uint32)
    ptxmodule.load(PHASES).launch("k", 1, n, [out])
    got = out.reshape(4, n)
    # phases 0 and 1: all 64 threads arrived before any wait ended
    assert (got[0] == 64).all() and (got[1] == 128).all()
    # phase 2: the odd threads' arrive_drop completes it together with the even arrivals;
    # phase 3: 32 expected arrivals, the even threads' alone
    assert (got[2, 0::2] == 192).all() and (got[3, 0::2] == 224).all()
    assert (got[2, 1::2] == 0).all() and (got[3, 1::2] == 0).all()


# arrive with a count, the states' pending counts, test_wait on a state and both parities
STATES = SM80 + r"""
.visible .entry k(.param .u64 out)
{
    .shared .align 8 .b64 bar;
    .reg .b32 %v, %c;
    .reg .b64 %o, %s1, %s2;
    .reg .pred %p;
    ld.param.u64 %o, [out];
    mov.u32 %c, 5;
    mbarrier.init.shared.b64 [bar], %c;
    mbarrier.arrive.shared.b64 %s1, [bar];
    mbarrier.arrive.shared.b64 %s2, [bar], 3;
    mbarrier.pending_count.b64 %v, %s1;
    st.global.u32 [%o], %v;
    mbarrier.pending_count.b64 %v, %s2;
    st.global.u32 [%o+4], %v;
    mbarrier.test_wait.shared.b64 %p, [bar], %s2;
    selp.u32 %v, 1, 0, %p;
    st.global.u32 [%o+8], %v;
    mbarrier.test_wait.parity.shared.b64 %p, [bar], 1;
    selp.u32 %v, 1, 0, %p;
    st.global.u32 [%o+12], %v;
    mbarrier.arrive.shared.b64 %s1, [bar];
    mbarrier.test_wait.shared.b64 %p, [bar], %s2;
    selp.u32 %v, 1, 0, %p;
    st.global.u32 [%o+16], %v;
    mbarrier.test_wait.parity.shared.b64 %p, [bar], 0;
    selp.u32 %v, 1, 0, %p;
    st.global.u32 [%o+20], %v;
    mbarrier.test_wait.parity.shared.b64 %p, [bar], 1;
    selp.u32 %v, 1, 0, %p;
    st.global.u32 [%o+24], %v;
    mbarrier.pending_count.b64 %v, %s1;
    st.global.u32 [%o+28], %v;
    ret;
}
"""


def test_states_parities_and_pending_counts():
    out = np.full(8, 7, np.uint32)
    ptxmodule.load(STATES).launch("k", 1, 1, [out])
    # a state is the object before its arrive: 5 then 4 pending; the phase is incomplete
    # until the fifth arrival, after which parity 0's phase is done and parity 1's is the
    # current one
    assert out.tolist() == [5, 4, 0, 1, 1, 1, 0, 1]


# sm_90: transaction counts, a bulk copy that completes them, and one back to global
BULK = SM90 + r"""
.visible .entry k(.param .u64 in, .param .u64 out, .param .u64 res)
{
    .shared .align 8 .b64 bar;
    .shared .align 128 .b8 buf[256];
    .reg .b32 %v, %s, %m;
    .reg .b64 %i, %o, %r, %st;
    .reg .pred %p;
    ld.param.u64 %i, [in];
    ld.param.u64 %o, [out];
    ld.param.u64 %r, [res];
    mov.u32 %m, bar;
    mov.u32 %s, buf;
    mbarrier.init.shared::cta.b64 [%m], 1;
    mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%m], 100;
    mbarrier.arrive.shared::cta.b64 %st, [%m];
    mbarrier.test_wait.shared.b64 %p, [%m], %st;
    selp.u32 %v, 1, 0, %p;
    st.global.u32 [%r], %v;
    mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%m], 200;
    cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%s], [%i], 256, [%m];
    mbarrier.try_wait.shared.b64 %p, [%m], %st;
    selp.u32 %v, 1, 0, %p;
    st.global.u32 [%r+8], %v;
    mbarrier.complete_tx.shared::cta.b64 [%m], 44;
    mbarrier.try_wait.shared.b64 %p, [%m], %st;
    selp.u32 %v, 1, 0, %p;
    st.global.u32 [%r+4], %v;
    ld.shared.u32 %v, [buf+252];
    add.u32 %v, %v, 1;
    st.shared.u32 [buf+252], %v;
    fence.proxy.async.shared::cta;
    cp.async.bulk.global.shared::cta.bulk_group [%o], [%s], 256;
    cp.async.bulk.commit_group;
    cp.async.bulk.wait_group.read 0;
    ret;
}
"""


def test_transaction_counts_and_bulk_copies():
    data = np.arange(64, dtype=np.uint32) * 3
    out = np.zeros(64, np.uint32)
    res = np.full(3, 9, np.uint32)
    ptxmodule.load(BULK).launch("k", 1, 1, [data, out, res])
    # 300 bytes expected in two steps: the copy's 256 leave the phase incomplete (a wait
    # answers false), the last 44 complete it
    assert res.tolist() == [0, 1, 0]
    expected = data.copy()
    expected[63] += 1
    assert out.tolist() == expected.tolist()


# thread 0 waits for a phase that thread 1 never arrives at: a deadlock, not a hang
STUCK = SM80 + r"""
.visible .entry k()
{
    .shared .align 8 .b64 bar;
    .reg .b32 %t;
    .reg .pred %p;
    mov.u32 %t, %tid.x;
    setp.ne.u32 %p, %t, 0;
    @%p bra DONE;
    mbarrier.init.shared.b64 [bar], 2;
    mbarrier.arrive.shared.b64 _, [bar];
WAIT:
    mbarrier.test_wait.parity.shared.b64 %p, [bar], 0;
    @!%p bra WAIT;
DONE:
    ret;
}
"""


def test_a_phase_that_cannot_complete_is_a_deadlock():
    with pytest.raises(LaunchError) as info:
        ptxmodule.load(STUCK).launch("k", 1, 2, [])
    assert "can never complete" in str(info.value)


def test_mbarrier_kernels_are_coroutines():
    # a wait suspends the thread until the scheduler ran the others: the region lowering
    # has no such suspension
    mod = parse(STATES)
    assert regions.rejection(mod.functions["k"], mod.functions, set()) == \
        "mbarrier instruction mbarrier.init.shared.b64"
