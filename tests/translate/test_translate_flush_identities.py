"""Under the CPU's flush modes (flush_mode), `.ftz` arithmetic is LLVM's plain operation,
and the modes flush its inputs and result as it runs. An operation that a constant
operand makes an identity (x * 1, x + -0, x / 1, an fma with a factor of 1) does not run
once LLVM knows the constant: it folds to x, and a subnormal x stays where the GPU gives
a zero. Immediates were protected; these constants reach the multiply through a
register: a mov, a load of initialised constant memory, a selp of two constants (LLVM
folds the multiply into each arm), a local array, and a .func's parameter. Every case
must give the exact lowering's zero, at every tier."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import ast, parse
from zluda.translate import flush_mode
from zluda.translate.module import ModuleTranslator
from zluda.translate.options import Options, host_has_flush_modes

# out[k] = x (a subnormal from memory) op (a constant reaching it as case k says);
# the fma.rn.ftz.f32 makes the kernel run under the modes
IDENTITIES = r"""
.version 8.0
.target sm_80
.address_size 64
.const .align 4 .f32 one = 0f3F800000;
.func (.param .b32 rv) times(.param .b32 pa, .param .b32 pb)
{
    .reg .f32 %f<4>;
    ld.param.f32 %f1, [pa];
    ld.param.f32 %f2, [pb];
    mul.ftz.f32 %f3, %f1, %f2;
    st.param.f32 [rv], %f3;
    ret;
}
.visible .entry ids(.param .u64 px, .param .u64 pout, .param .u32 sel)
{
    .local .align 4 .f32 slot[1];
    .reg .pred %p<2>;
    .reg .b32 %r<4>;
    .reg .f32 %f<24>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [px];
    ld.param.u64 %rd2, [pout];
    ld.param.u32 %r1, [sel];
    ld.global.f32 %f1, [%rd1];
    fma.rn.ftz.f32 %f20, %f1, %f1, %f1;
    st.global.f32 [%rd2+44], %f20;
    mov.f32 %f2, 0f3F800000;
    mul.ftz.f32 %f3, %f1, %f2;
    st.global.f32 [%rd2], %f3;
    ld.const.f32 %f4, [one];
    mul.ftz.f32 %f5, %f4, %f1;
    st.global.f32 [%rd2+4], %f5;
    setp.eq.u32 %p1, %r1, 0;
    selp.f32 %f6, 0f3F800000, 0f40000000, %p1;
    mul.ftz.f32 %f7, %f1, %f6;
    st.global.f32 [%rd2+8], %f7;
    mov.b32 %f8, 0x80000000;
    add.ftz.f32 %f9, %f1, %f8;
    st.global.f32 [%rd2+12], %f9;
    mov.f32 %f10, 0fBF800000;
    div.rn.ftz.f32 %f11, %f1, %f10;
    st.global.f32 [%rd2+16], %f11;
    fma.rn.ftz.f32 %f12, %f2, %f1, %f8;
    st.global.f32 [%rd2+20], %f12;
    st.local.f32 [slot], %f2;
    ld.local.f32 %f13, [slot];
    mul.ftz.f32 %f14, %f1, %f13;
    st.global.f32 [%rd2+24], %f14;
    {
    .param .b32 a0;
    .param .b32 a1;
    .param .b32 r0;
    st.param.f32 [a0], %f1;
    st.param.f32 [a1], %f2;
    call (r0), times, (a0, a1);
    ld.param.f32 %f15, [r0];
    }
    st.global.f32 [%rd2+28], %f15;
    mov.f32 %f16, 0f00000000;
    sub.ftz.f32 %f17, %f1, %f16;
    st.global.f32 [%rd2+32], %f17;
    cvt.rn.f32.u32 %f18, %r1;
    add.ftz.f32 %f19, %f18, 0f3F800000;
    mul.ftz.f32 %f21, %f1, %f19;
    st.global.f32 [%rd2+36], %f21;
    ret;
}
"""
CASES = ["mov", "ld.const", "selp", "add -0 bits", "div -1", "fma 1 * x + -0", "local", "func param", "sub +0",
         "computed"]


@pytest.mark.skipif(not host_has_flush_modes(), reason="the host has no flush modes")
@pytest.mark.parametrize("tier", ["baseline", "quick", "full"])
@pytest.mark.parametrize("x", [2.0 ** -130, -(2.0 ** -140)])
def test_identities_with_a_constant_from_a_register_flush(monkeypatch, tier, x):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    xs = np.array([x], np.float32)
    out = np.full(12, 7.0, np.float32)
    ptxmodule.load(IDENTITIES).launch("ids", 1, 1, [xs, out, 0])
    got = {name: float(out[k]) for k, name in enumerate(CASES)}
    assert got == {name: 0.0 for name in CASES}
    signs = np.signbit(out[:len(CASES)])
    # the flushed x is a zero of x's sign: x * 1, x / -1 (flipped), x + -0, ...
    want = {"mov": x < 0, "ld.const": x < 0, "selp": x < 0, "add -0 bits": x < 0, "div -1": x > 0,
            "fma 1 * x + -0": x < 0, "local": x < 0, "func param": x < 0, "sub +0": x < 0, "computed": x < 0}
    assert dict(zip(CASES, signs.tolist())) == want


def test_the_kernel_runs_under_the_modes():
    translated = ModuleTranslator(parse(IDENTITIES), options=Options(flush_modes=True))
    translated.prepare()
    assert translated.flushing == {"ids", "times"}


def test_what_llvm_cannot_know_stays_native():
    """Values from the kernel's own parameters' memory, thread indices and the arithmetic
    on them are opaque: their .ftz operations keep the modes' native form (no flush)."""
    text = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .f32 s)
{
    .reg .b32 %r<3>;
    .reg .f32 %f<8>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [pa];
    ld.param.f32 %f1, [s];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    ld.global.f32 %f2, [%rd3];
    mov.f32 %f3, 0f00000000;
    fma.rn.ftz.f32 %f3, %f1, %f2, %f3;
    mul.ftz.f32 %f4, %f2, %f1;
    st.global.f32 [%rd3], %f4;
    ret;
}
"""
    fn = parse(text, "t.ptx").kernels["k"]
    known = flush_mode.knowable_constants([s for s in fn.body if isinstance(s, ast.Instruction)],
                                          frozenset(p.name for p in fn.params))
    assert "%f1" not in known and "%f2" not in known and "%f4" not in known
    assert known["%f3"] == frozenset({0.0})
    mul = [s for s in fn.body if isinstance(s, ast.Instruction) and s.opcode == "mul" and "ftz" in s.modifiers][0]
    assert not flush_mode.has_constant_identity(mul, known)


ACCUMULATED = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry acc(.param .u64 pa, .param .u64 pout, .param .u32 n)
{
    .shared .align 4 .f32 tile[32];
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .f32 %f<12>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [pa];
    ld.param.u64 %rd2, [pout];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    mul.wide.u32 %rd3, %r2, 4;
    add.s64 %rd4, %rd1, %rd3;
    mov.u32 %r3, tile;
    shl.b32 %r4, %r2, 2;
    add.s32 %r5, %r3, %r4;
    mov.f32 %f1, 0f00000000;
    mov.u32 %r0, 0;
$loop:
    ld.global.f32 %f2, [%rd4];
    st.shared.f32 [%r5], %f2;
    bar.sync 0;
    ld.shared.f32 %f3, [%r5];
    fma.rn.ftz.f32 %f1, %f2, %f3, %f1;
    bar.sync 0;
    add.s32 %r0, %r0, 1;
    setp.lt.u32 %p1, %r0, %r1;
    @%p1 bra $loop;
    add.s64 %rd5, %rd2, %rd3;
    st.global.f32 [%rd5], %f1;
    mov.f32 %f4, 0f3F000000;
    add.ftz.f32 %f5, %f4, %f4;
    fma.rn.ftz.f32 %f6, %f4, 0f40000000, %f1;
    mul.ftz.f32 %f7, %f2, %f5;
    st.global.f32 [%rd5+128], %f7;
    ret;
}
"""


def _known_and_instructions(text, name):
    fn = parse(text, "t.ptx").kernels[name]
    insns = [s for s in fn.body if isinstance(s, ast.Instruction)]
    return flush_mode.knowable_constants(insns, frozenset(p.name for p in fn.params)), insns


def test_an_accumulator_stored_where_the_loop_loads_keeps_its_known_zero():
    """An accumulator that starts at 0 and is stored to memory the kernel also loads from
    (matmul_forward_kernel4: through global and shared memory) makes every load of that
    memory knowable; the products and sums of those loads are worked out ({0}), not taken
    as any constant, so the loop's fma (no operand can be 1) keeps the modes' native form."""
    known, insns = _known_and_instructions(ACCUMULATED, "acc")
    assert known["%f1"] == frozenset({0.0}) and known["%f2"] == frozenset({0.0})
    fma = [i for i in insns if i.opcode == "fma"][0]
    assert not flush_mode.has_constant_identity(fma, known)


def test_a_worked_out_one_still_counts():
    """0.5 + 0.5 and 0.5 * 2 + 0 are 1: the multiply by the sum is an identity LLVM folds."""
    known, insns = _known_and_instructions(ACCUMULATED, "acc")
    assert known["%f5"] == frozenset({1.0}) and 1.0 in known["%f6"]
    mul = [i for i in insns if i.opcode == "mul" and "ftz" in i.modifiers][0]
    assert flush_mode.has_constant_identity(mul, known)


def _ftz_mul():
    fn = parse(ACCUMULATED, "t.ptx").kernels["acc"]
    return [s for s in fn.body if isinstance(s, ast.Instruction) and s.opcode == "mul" and "ftz" in s.modifiers][0]


@pytest.mark.parametrize("values", [
    [frozenset({2.0 ** -140}), frozenset({1.0})],                   # a subnormal operand: the modes decide
    [frozenset({2.0 ** -70}), frozenset({2.0 ** -70})],              # a subnormal product
    [frozenset(map(float, range(9))), frozenset(map(float, range(9)))],   # too many cases
])
def test_folding_gives_up_where_it_is_not_certain(values):
    assert flush_mode._folded(_ftz_mul(), values) is flush_mode.ANY


def test_an_inexact_f32_result_counts_both_neighbours():
    """(1 + 2^-23)(1 - 2^-24) lies between 1 and 1 + 2^-23: both are kept (the f64 result
    rounded again to f32 may differ from the product rounded once)."""
    got = flush_mode._folded(_ftz_mul(), [frozenset({1.0 + 2.0 ** -23}), frozenset({1.0 - 2.0 ** -24})])
    assert got == frozenset({1.0, 1.0 + 2.0 ** -23})


def test_a_sum_with_an_operand_llvm_cannot_know_is_no_constant():
    """Any constant plus a value LLVM cannot know gives no constant: the add stays out of
    the knowable registers (taking it as any constant flushed softmax_forward_kernel5's
    sums' inputs needlessly)."""
    text = r"""
.version 8.0
.target sm_80
.address_size 64
.const .align 4 .f32 c = 0f3F800000;
.visible .entry k(.param .u64 pa)
{
    .reg .f32 %f<8>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [pa];
    ld.const.f32 %f1, [c];
    ld.global.f32 %f2, [%rd1];
    add.ftz.f32 %f3, %f1, %f2;
    mul.ftz.f32 %f4, %f1, %f2;
    st.global.f32 [%rd1], %f3;
    ret;
}
"""
    known, _ = _known_and_instructions(text, "k")
    assert known["%f1"] is flush_mode.ANY
    assert "%f3" not in known and "%f4" not in known
