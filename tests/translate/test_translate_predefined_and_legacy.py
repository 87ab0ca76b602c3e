"""What programs written elsewhere use and the translator lacked (issue 25's known causes):
the predefined identifier WARP_SZ, a function's .shared static when the function is
inlined into its kernel, and the pre-Volta shfl/vote forms without .sync (PTX before 6.0,
still in binaries built for sm_30..sm_61). Each against a numpy model of PTX's rules."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.translate.errors import TranslateError

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"
OLD_HEADER = ".version 5.0\n.target sm_52\n.address_size 64\n"


def test_warp_sz_is_32_wherever_an_operand_may_name_it():
    # (nvcc -G writes `mov.u32 %r, WARP_SZ` for warpSize)
    src = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u32 n)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, WARP_SZ;
    rem.u32 %r4, %r2, WARP_SZ;
    div.u32 %r5, %r1, %r3;
    mad.lo.s32 %r6, %r5, 1000, %r4;
    add.s32 %r7, %r6, WARP_SZ;
    mul.wide.u32 %rd2, %r2, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r7;
    ret;
}
"""
    out = np.zeros(70, np.uint32)
    ptxmodule.load(src).launch("k", 1, 70, [out, np.uint32(100)])
    t = np.arange(70)
    np.testing.assert_array_equal(out, (100 // 32) * 1000 + t % 32 + 32)


# a .func with a barrier and a .shared static, called twice: it is inlined into the
# kernel (its barrier suspends the kernel's threads), and both copies use one buffer
BLOCK_SUM = HEADER + r"""
.func (.param .b32 r) block_sum(.param .b32 v)
{
    .shared .align 4 .b8 block_sum_buf[1024];
    .reg .pred %p<3>;
    .reg .b32 %r<16>;
    ld.param.b32 %r1, [v];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, block_sum_buf;
    shl.b32 %r4, %r2, 2;
    add.s32 %r5, %r3, %r4;
    st.shared.u32 [%r5], %r1;
    bar.sync 0;
    mov.u32 %r6, %ntid.x;
    shr.u32 %r7, %r6, 1;
LOOP:
    setp.eq.s32 %p1, %r7, 0;
    @%p1 bra DONE;
    setp.ge.u32 %p2, %r2, %r7;
    @%p2 bra SKIP;
    shl.b32 %r8, %r7, 2;
    add.s32 %r9, %r5, %r8;
    ld.shared.u32 %r10, [%r9];
    ld.shared.u32 %r11, [%r5];
    add.s32 %r12, %r11, %r10;
    st.shared.u32 [%r5], %r12;
SKIP:
    bar.sync 0;
    shr.u32 %r7, %r7, 1;
    bra.uni LOOP;
DONE:
    ld.shared.u32 %r13, [block_sum_buf];
    bar.sync 0;
    st.param.b32 [r], %r13;
    ret;
}
.visible .entry k(.param .u64 in, .param .u64 out)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [in];
    ld.param.u64 %rd2, [out];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.u32 %r2, [%rd4];
    {
        .param .b32 a;
        .param .b32 ret;
        st.param.b32 [a], %r2;
        call.uni (ret), block_sum, (a);
        ld.param.b32 %r3, [ret];
    }
    shl.b32 %r4, %r2, 1;
    {
        .param .b32 a;
        .param .b32 ret;
        st.param.b32 [a], %r4;
        call.uni (ret), block_sum, (a);
        ld.param.b32 %r5, [ret];
    }
    add.s32 %r6, %r3, %r5;
    add.s64 %rd5, %rd2, %rd3;
    st.global.u32 [%rd5], %r6;
    ret;
}
"""


@pytest.mark.parametrize("tier", ["baseline", "quick"])
def test_a_shared_static_of_an_inlined_function(monkeypatch, tier):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    x = np.arange(1, 257, dtype=np.uint32)
    out = np.zeros(256, np.uint32)
    ptxmodule.load(BLOCK_SUM).launch("k", 1, 256, [x, out])
    np.testing.assert_array_equal(out, np.full(256, 3 * x.sum(), np.uint32))


# every pre-Volta form a warp can take: shfl in each mode (with and without its
# predicate), and vote in each kind
PRE_VOLTA = OLD_HEADER + r"""
.visible .entry k(.param .u64 out)
{
    .reg .pred %p<8>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    mul.lo.u32 %r9, %r1, 7;
    shfl.bfly.b32 %r2, %r9, 1, 31;
    shfl.up.b32 %r3|%p1, %r9, 2, 0;
    shfl.down.b32 %r4, %r9, 3, 31;
    shfl.idx.b32 %r5, %r9, 5, 31;
    setp.lt.u32 %p2, %r1, 5;
    vote.ballot.b32 %r6, %p2;
    vote.any.pred %p3, %p2;
    vote.all.pred %p4, %p2;
    vote.uni.pred %p5, %p2;
    selp.u32 %r7, 1, 0, %p1;
    selp.u32 %r8, 2, 0, %p3;
    selp.u32 %r10, 4, 0, %p4;
    selp.u32 %r11, 8, 0, %p5;
    or.b32 %r7, %r7, %r8;
    or.b32 %r7, %r7, %r10;
    or.b32 %r7, %r7, %r11;
    mul.wide.u32 %rd2, %r1, 24;
    add.s64 %rd3, %rd1, %rd2;
    st.global.v4.u32 [%rd3], {%r2, %r3, %r4, %r5};
    st.global.v2.u32 [%rd3+16], {%r6, %r7};
    ret;
}
"""


def test_pre_volta_shfl_and_vote_take_the_warp_that_runs_them():
    out = np.zeros((64, 6), np.uint32)
    ptxmodule.load(PRE_VOLTA).launch("k", 1, 64, [out])
    t = np.arange(64)
    lane, base = t % 32, t - t % 32
    v = (t * 7).astype(np.uint32)
    np.testing.assert_array_equal(out[:, 0], v[base + (lane ^ 1)])
    up_ok = lane >= 2
    np.testing.assert_array_equal(out[:, 1], np.where(up_ok, v[np.where(up_ok, t - 2, t)], v))
    down_ok = lane + 3 <= 31
    np.testing.assert_array_equal(out[:, 2], np.where(down_ok, v[np.where(down_ok, t + 3, t)], v))
    np.testing.assert_array_equal(out[:, 3], v[base + 5])
    ballot = np.where(base == 0, 0b11111, 0)
    np.testing.assert_array_equal(out[:, 4], ballot)
    flags = up_ok.astype(int) | np.where(ballot != 0, 2, 0) | np.where(ballot == 0, 8, 0)
    np.testing.assert_array_equal(out[:, 5], flags)


def test_a_pre_volta_vote_in_a_branch_counts_the_lanes_in_it():
    # the members are the lanes that run the vote together: the branch's
    src = OLD_HEADER + r"""
.visible .entry k(.param .u64 out)
{
    .reg .pred %p<3>;
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, 0;
    and.b32 %r3, %r1, 1;
    setp.eq.u32 %p1, %r3, 0;
    @!%p1 bra DONE;
    setp.ne.u32 %p2, %r1, 4;
    vote.ballot.b32 %r2, %p2;
DONE:
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r2;
    ret;
}
"""
    out = np.zeros(32, np.uint32)
    ptxmodule.load(src).launch("k", 1, 32, [out])
    even = np.uint32(0x55555555 & ~(1 << 4))
    np.testing.assert_array_equal(out, np.where(np.arange(32) % 2 == 0, even, 0))


def test_a_member_mask_on_the_form_without_sync_is_an_error():
    src = OLD_HEADER + r"""
.visible .entry k()
{
    .reg .b32 %r<3>;
    mov.u32 %r1, %tid.x;
    shfl.bfly.b32 %r2, %r1, 1, 31, -1;
    ret;
}
"""
    with pytest.raises(TranslateError, match=r":9:5: shfl.bfly.b32: the form without \.sync takes 4 operands"):
        ptxmodule.load(src).launch("k", 1, 32, [])
