"""NaN payloads that nothing sees (zluda/translate/nan_payload.py): which f32 registers
may keep the host's NaN, and what a program sees when NaNs with odd payloads go through
chains of arithmetic: NVIDIA's canonical NaN 0x7fffffff wherever the bits are looked at
(a store, a move to an integer register, a shuffle, a select), the right answers where
only NaN-ness counts (setp, min/max), and the usual values where no NaN is involved."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate.nan_payload import canonical_at_stores, canonical_on_edges, payload_free
from zluda.translate.scope import resolve

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# out[0] = ((x + y) * y) fma y, stored; out[1] = the same chain moved to a b32 register;
# out[2] = selp of a NaN sum; out[3] = 1 if (x + y) is unordered, else 0 (setp);
# out[4] = min(x + y, 2) (a NaN operand: the other one); out[5] = max(x + x, y + x);
# out[6] = the chain's sum shuffled from the lane itself
KERNEL = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 inp)
{
    .reg .pred %p<3>;
    .reg .f32 %f<20>;
    .reg .b32 %r<8>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    ld.global.f32 %f1, [%rd2];
    ld.global.f32 %f2, [%rd2+4];
    add.f32 %f3, %f1, %f2;
    mul.f32 %f4, %f3, %f2;
    fma.rn.f32 %f5, %f4, %f2, %f2;
    st.global.f32 [%rd1], %f5;
    add.f32 %f6, %f1, %f2;
    mul.rz.f32 %f7, %f6, %f2;
    mov.b32 %r1, %f7;
    st.global.u32 [%rd1+4], %r1;
    sub.f32 %f8, %f1, %f2;
    setp.gt.f32 %p1, %f2, 0f00000000;
    selp.f32 %f9, %f8, %f2, %p1;
    st.global.f32 [%rd1+8], %f9;
    add.f32 %f10, %f1, %f2;
    setp.nan.f32 %p2, %f10, %f10;
    selp.u32 %r2, 1, 0, %p2;
    st.global.u32 [%rd1+12], %r2;
    add.f32 %f11, %f1, %f2;
    min.f32 %f12, %f11, 0f40000000;
    st.global.f32 [%rd1+16], %f12;
    add.f32 %f13, %f1, %f1;
    add.f32 %f14, %f2, %f1;
    max.f32 %f15, %f13, %f14;
    st.global.f32 [%rd1+20], %f15;
    div.rn.f32 %f16, %f1, %f2;
    mov.b32 %r3, %f16;
    mov.u32 %r4, %laneid;
    shfl.sync.idx.b32 %r5, %r3, %r4, 31, -1;
    st.global.u32 [%rd1+24], %r5;
    ret;
}
"""

CANONICAL = 0x7FFFFFFF


def _free(src):
    fn = parse(src, "t.ptx").kernels["k"]
    return payload_free(resolve(fn, {p.name: p.name for p in fn.params}))


def test_which_registers_may_keep_host_nans():
    free = _free(KERNEL)
    # read only by arithmetic, setp or min/max
    assert {"%f3", "%f4", "%f6", "%f10", "%f11", "%f13", "%f14"} <= free
    # stored, moved to an integer register, selected, or never written by arithmetic
    # but read by a store
    assert not {"%f5", "%f7", "%f8", "%f9", "%f12", "%f15", "%f16"} & free


def _run(x, y):
    inp = np.array([x, y], np.uint32).view(np.float32)
    out = np.zeros(7, np.uint32)
    ptxmodule.load(KERNEL).launch("k", 1, 32, [out, inp])
    return out


@pytest.mark.parametrize("x", [0x7FC00001, 0xFFC12345, 0x7F800001, 0xFFFFFFFF], ids=hex)
def test_nans_with_odd_payloads(x):
    out = _run(x, 0x3F800000)   # y = 1.0
    assert out[0] == out[1] == out[2] == CANONICAL   # stored, moved, selected: canonical
    assert out[3] == 1                               # setp sees the NaN
    assert out[4] == np.float32(2.0).view(np.uint32)  # min(NaN, 2) = 2
    assert out[5] == CANONICAL                       # max of two NaNs
    assert out[6] == CANONICAL


def test_numbers_without_nans():
    out = _run(np.float32(3.0).view(np.uint32), np.float32(0.5).view(np.uint32))
    f = out.view(np.float32)
    assert f[0] == np.float32(((3.0 + 0.5) * 0.5) * 0.5 + 0.5)
    assert f[1] == np.float32(1.75)
    assert f[2] == np.float32(2.5)
    assert out[3] == 0
    assert f[4] == np.float32(2.0)
    assert f[5] == np.float32(6.0)
    assert f[6] == np.float32(6.0)


# x86 makes inf - inf the NaN 0xffc00000 (sign bit set), NVIDIA the canonical 0x7fffffff;
# min.xorsign.abs takes its result's sign from the operands' sign bits, a NaN's included:
# min(|NaN|, |2|) = 2 with sign 0 ^ 0 on NVIDIA
XORSIGN = ".version 8.0\n.target sm_90\n.address_size 64\n" + r"""
.visible .entry k(.param .u64 out, .param .u64 inp)
{
    .reg .f32 %f<6>;
    .reg .b64 %rd<3>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    ld.global.f32 %f1, [%rd2];
    sub.f32 %f2, %f1, %f1;
    min.xorsign.abs.f32 %f3, %f2, 0f40000000;
    st.global.f32 [%rd1], %f3;
    ret;
}
"""


def test_xorsign_sees_the_sign_of_a_nan():
    assert "%f2" not in _free(XORSIGN)
    inp = np.array([np.inf], np.float32)
    out = np.zeros(1, np.float32)
    ptxmodule.load(XORSIGN).launch("k", 1, 1, [out, inp])
    assert out.view(np.uint32)[0] == np.float32(2.0).view(np.uint32)


# NaNs made canonical where a store reads the register instead of where it is computed:
# out[0] = a loop's fma accumulator stored once; out[1] = a sum stored as .b32; out[2] = x,
# loaded, then summed only where y > 100 (a loaded value keeps its bits); out[3], out[4] =
# a product stored twice (made canonical where computed)
AT_STORES = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 inp, .param .u32 n)
{
    .reg .pred %p<3>;
    .reg .f32 %f<8>;
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    ld.param.u32 %r1, [n];
    ld.global.f32 %f1, [%rd2];
    ld.global.f32 %f2, [%rd2+4];
    mov.f32 %f3, 0f00000000;
    mov.u32 %r2, 0;
LOOP:
    fma.rn.f32 %f3, %f1, %f2, %f3;
    add.s32 %r2, %r2, 1;
    setp.lt.u32 %p1, %r2, %r1;
    @%p1 bra LOOP;
    st.global.f32 [%rd1], %f3;
    add.f32 %f4, %f1, %f2;
    st.global.b32 [%rd1+4], %f4;
    ld.global.f32 %f5, [%rd2];
    setp.gt.f32 %p2, %f2, 0f42C80000;
    @%p2 add.f32 %f5, %f5, %f2;
    st.global.f32 [%rd1+8], %f5;
    mul.f32 %f6, %f1, %f2;
    st.global.f32 [%rd1+12], %f6;
    st.global.f32 [%rd1+16], %f6;
    ret;
}
"""


def test_which_registers_are_made_canonical_at_their_stores():
    fn = parse(AT_STORES, "t.ptx").kernels["k"]
    assert canonical_at_stores(resolve(fn, {p.name: p.name for p in fn.params})) == {"%f3", "%f4"}
    # reads other than blind arithmetic and stores, or a writer that keeps bits: none
    assert canonical_at_stores(resolve(parse(KERNEL, "t.ptx").kernels["k"], {"out": "out", "inp": "inp"})) \
        == {"%f5", "%f12", "%f15"}


@pytest.mark.parametrize("x", [0x7FC00001, 0xFFC12345, 0x7F800001], ids=hex)
def test_nans_made_canonical_at_stores(x):
    inp = np.array([x, np.float32(1.0).view(np.uint32)], np.uint32).view(np.float32)
    out = np.zeros(5, np.uint32)
    ptxmodule.load(AT_STORES).launch("k", 1, 1, [out, inp, np.uint32(3)])
    assert list(out) == [CANONICAL, CANONICAL, x, CANONICAL, CANONICAL]


def test_numbers_stored_where_nans_would_be_made_canonical():
    inp = np.array([3.0, 0.5], np.float32)
    out = np.zeros(5, np.float32)
    ptxmodule.load(AT_STORES).launch("k", 1, 1, [out, inp, np.uint32(3)])
    assert list(out) == [4.5, 3.5, 3.0, 1.5, 1.5]


# NaNs made canonical on the edges into a store's block: out[0] = an accumulator that
# starts as a loaded value (kept bit for bit when the loop runs no turn) and is then fma
# results (checked once, on the loop's way out, not after each fma); out[1] = a sum that
# reaches its store both clean and, through a conditional branch, dirty (no edge of its
# own there: its adds keep the check)
ON_EDGES = HEADER + r"""
.visible .entry k(.param .u64 out, .param .u64 inp, .param .u32 n)
{
    .reg .pred %p<6>;
    .reg .f32 %f<8>;
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    ld.param.u32 %r1, [n];
    ld.global.f32 %f1, [%rd2];
    ld.global.f32 %f2, [%rd2+4];
    ld.global.f32 %f3, [%rd2+8];
    setp.eq.u32 %p1, %r1, 0;
    @%p1 bra DONE;
    mov.u32 %r2, 0;
LOOP:
    fma.rn.f32 %f3, %f1, %f2, %f3;
    fma.rn.f32 %f3, %f2, %f2, %f3;
    add.s32 %r2, %r2, 1;
    setp.lt.u32 %p2, %r2, %r1;
    @%p2 bra LOOP;
DONE:
    st.global.f32 [%rd1], %f3;
    ld.global.f32 %f4, [%rd2+8];
    setp.gt.u32 %p3, %r1, 5;
    @%p3 bra STORE;
    add.f32 %f4, %f4, %f1;
    add.f32 %f4, %f4, %f2;
    setp.gt.u32 %p4, %r1, 1;
    @%p4 bra STORE;
    mov.f32 %f4, 0f3F800000;
STORE:
    st.global.f32 [%rd1+4], %f4;
    ret;
}
"""


def test_which_registers_are_made_canonical_on_edges():
    fn = parse(ON_EDGES, "t.ptx").kernels["k"]
    scope = resolve(fn, {p.name: p.name for p in fn.params})
    assert canonical_on_edges(scope) == {"%f3"}
    checks = [st for st in scope.statements if getattr(st, "opcode", None) == "max"]
    assert [(c.name, c.operands[0].name) for c in checks] == [("max.NaN.f32", "%f3")]


@pytest.mark.parametrize("x", [0x7FC00001, 0xFFC12345, 0x7F800001], ids=hex)
@pytest.mark.parametrize("where", ["bias", "factor"])
def test_nans_made_canonical_on_edges(x, where):
    one = np.float32(1.0).view(np.uint32)
    inp = np.array([one, one, x] if where == "bias" else [x, one, one], np.uint32).view(np.float32)
    for n, expected in ((0, x if where == "bias" else one), (2, CANONICAL)):
        out = np.zeros(2, np.uint32)
        ptxmodule.load(ON_EDGES).launch("k", 1, 1, [out, inp, np.uint32(n)])
        assert out[0] == expected, (n, hex(out[0]))
        # n = 0: the sum is replaced by 1.0; n = 2: the sum, a NaN either way
        assert out[1] == (one if n == 0 else CANONICAL)


def test_numbers_on_edges():
    inp = np.array([3.0, 0.5, 2.0], np.float32)
    for n, expected in ((0, 2.0), (1, 2.0 + 1.5 + 0.25), (3, 2.0 + 3 * 1.75)):
        out = np.zeros(2, np.float32)
        ptxmodule.load(ON_EDGES).launch("k", 1, 1, [out, inp, np.uint32(n)])
        assert out[0] == np.float32(expected)



# a register that fmas write and then a function's result (loaded from its parameter)
# replaces: the function's bits are stored
CALL_RESULT = HEADER + r"""
.func (.param .f32 res) load_it(.param .b64 a)
{
    .reg .f32 %fr;
    .reg .b64 %ra;
    ld.param.b64 %ra, [a];
    ld.global.f32 %fr, [%ra];
    st.param.f32 [res], %fr;
    ret;
}
.visible .entry k(.param .u64 out, .param .u64 inp)
{
    .reg .f32 %f<4>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    ld.global.f32 %f1, [%rd2+4];
    fma.rn.f32 %f2, %f1, %f1, %f1;
    fma.rn.f32 %f2, %f1, %f2, %f1;
    {
        .param .b64 p0;
        st.param.b64 [p0], %rd2;
        .param .f32 r0;
        call.uni (r0), load_it, (p0);
        ld.param.f32 %f2, [r0];
    }
    st.global.f32 [%rd1], %f2;
    ret;
}
"""


def test_a_result_that_replaces_a_sum_keeps_its_bits():
    inp = np.array([0x7FC00001, np.float32(1.0).view(np.uint32)], np.uint32).view(np.float32)
    out = np.zeros(1, np.uint32)
    ptxmodule.load(CALL_RESULT).launch("k", 1, 1, [out, inp])
    assert out[0] == 0x7FC00001
