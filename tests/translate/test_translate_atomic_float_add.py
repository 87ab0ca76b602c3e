"""atom.add.f32 and red.add.f32 follow the PTX ISA whatever .ftz the kernel uses
elsewhere: they round to nearest even and flush subnormal inputs (the addend and the
value in memory) and subnormal results to zeros of the same sign, in global and shared
memory, at every scope and through generic addresses. atom.add.f64 and
atom.add.noftz.f16 keep their subnormals (the ISA's .noftz: preserved, not flushed).

Each case runs in a kernel without .ftz arithmetic (the exact lowering,
emit_atomic._flushing_fadd) and in one with a `mul.ftz.f32` (the CPU's flush modes on,
flush_mode), at every tier."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate.module import ModuleTranslator
from zluda.translate.options import Options, host_has_flush_modes

# thread i adds b[i] to a[i] through each form: global atom (returns the old value) and
# red at two scopes, generic atom, and shared atom and red (each initialised from a[i]);
# `extra` is `mul.ftz.f32` (flush modes on) or a plain `mul.f32` (the exact lowering)
FADD = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry fadd(.param .u64 pa, .param .u64 pb, .param .u64 pout, .param .u64 pold)
{{
    .shared .align 4 .f32 s1[64];
    .shared .align 4 .f32 s2[64];
    .reg .b32 %r<4>;
    .reg .f32 %f<12>;
    .reg .b64 %rd<20>;
    ld.param.u64 %rd1, [pa];
    ld.param.u64 %rd2, [pb];
    ld.param.u64 %rd3, [pout];
    ld.param.u64 %rd4, [pold];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd5, %r1, 4;
    add.s64 %rd6, %rd1, %rd5;
    add.s64 %rd7, %rd2, %rd5;
    ld.global.f32 %f1, [%rd6];
    ld.global.f32 %f2, [%rd7];
    {extra} %f11, %f2, 0f40000000;
    // out[k * 64 + i]: 0 global atom, 1 red.gpu, 2 red.sys, 3 generic atom, 4 shared atom, 5 shared red
    mul.wide.u32 %rd8, %r1, 4;
    add.s64 %rd9, %rd3, %rd8;
    add.s64 %rd10, %rd4, %rd8;
    st.global.f32 [%rd9], %f1;
    st.global.f32 [%rd9+256], %f1;
    st.global.f32 [%rd9+512], %f1;
    st.global.f32 [%rd9+768], %f1;
    atom.global.add.f32 %f3, [%rd9], %f2;
    red.relaxed.gpu.global.add.f32 [%rd9+256], %f2;
    red.relaxed.sys.global.add.f32 [%rd9+512], %f2;
    add.s64 %rd11, %rd9, 768;
    atom.acq_rel.gpu.add.f32 %f4, [%rd11], %f2;
    mov.u64 %rd12, s1;
    add.s64 %rd13, %rd12, %rd8;
    st.shared.f32 [%rd13], %f1;
    atom.shared.add.f32 %f5, [%rd13], %f2;
    ld.shared.f32 %f6, [%rd13];
    st.global.f32 [%rd9+1024], %f6;
    mov.u64 %rd14, s2;
    add.s64 %rd15, %rd14, %rd8;
    st.shared.f32 [%rd15], %f1;
    red.shared.add.f32 [%rd15], %f2;
    ld.shared.f32 %f7, [%rd15];
    st.global.f32 [%rd9+1280], %f7;
    st.global.f32 [%rd10], %f3;
    st.global.f32 [%rd10+256], %f4;
    st.global.f32 [%rd10+512], %f5;
    st.global.f32 [%rd10+768], %f11;
    ret;
}}
"""

SUB = 2.0 ** -130           # an f32 subnormal
MIN = 2.0 ** -126           # the smallest normal f32
# (value in memory, addend, what the memory holds after the add as an H200's ISA says)
CASES = [
    (SUB, 0.0, 0.0),                       # subnormal in memory: read as +0
    (0.0, SUB, 0.0),                       # subnormal addend: read as +0
    (-SUB, -0.0, -0.0),                    # flushed to -0: -0 + -0 = -0
    (-SUB, SUB, 0.0),
    (0.0, -SUB, 0.0),                      # +0 + -0 = +0
    (1.5 * MIN, -MIN, 0.0),                # exact sum 2^-127 is subnormal: flushed
    (-1.5 * MIN, MIN, -0.0),               # ... to a zero of its sign
    (2.5 * MIN, -MIN, 1.5 * MIN),          # a normal result stays
    (1.5 * MIN, -0.5 * MIN, 1.5 * MIN),    # a subnormal addend counts as zero
    (MIN, SUB, MIN),
    (3 * SUB, 5 * SUB, 0.0),
    (1.0, 2.0 ** -24, 1.0),                # a tie rounds to even
    (1.0 + 2.0 ** -23, 2.0 ** -24, 1.0 + 2.0 ** -22),
    (1.0, 2.0, 3.0),
    (-7.25, 0.125, -7.125),
]


def _bits(x):
    return np.asarray(x, np.float32).view(np.uint32)


@pytest.mark.parametrize("tier", ["baseline", "quick", "full"])
@pytest.mark.parametrize("extra", ["mul.f32", "mul.ftz.f32"], ids=["exact", "flush-modes"])
def test_atomic_f32_add_flushes_subnormals(monkeypatch, tier, extra):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    n = 64
    a = np.zeros(n, np.float32)
    b = np.zeros(n, np.float32)
    want = np.zeros(n, np.float32)
    for i, (x, y, r) in enumerate(CASES):
        a[i], b[i], want[i] = x, y, r
    out = np.zeros(6 * n, np.float32)
    old = np.zeros(4 * n, np.float32)
    ptxmodule.load(FADD.format(extra=extra)).launch("fadd", 1, n, [a, b, out, old])
    for form, name in enumerate(["global atom", "red.gpu", "red.sys", "generic atom", "shared atom",
                                 "shared red"]):
        got = out[form * n:(form + 1) * n]
        assert _bits(got).tolist() == _bits(want).tolist(), (name, extra, tier)
    # atom returns the value the memory held, as it was (no flush on the way out)
    for form in range(3):
        assert _bits(old[form * n:(form + 1) * n]).tolist() == _bits(a).tolist(), (form, extra, tier)


@pytest.mark.skipif(not host_has_flush_modes(), reason="the host has no flush modes")
def test_the_ftz_kernel_runs_with_flush_modes_and_the_other_exactly():
    """Both lowerings above are the ones meant: flush modes for the .ftz kernel only."""
    for extra, flushing in (("mul.f32", set()), ("mul.ftz.f32", {"fadd"})):
        translated = ModuleTranslator(parse(FADD.format(extra=extra)), options=Options(flush_modes=True))
        translated.prepare()
        assert translated.flushing == flushing


# atom.add.f64 and atom.add.noftz.f16 (the ISA: subnormal inputs and results preserved)
PRESERVING = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry keep(.param .u64 pd, .param .u64 ph)
{
    .reg .b16 %h<2>;
    .reg .f64 %fd<2>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [pd];
    ld.param.u64 %rd2, [ph];
    mov.f64 %fd1, 0d0000000000000003;
    atom.global.add.f64 %fd1, [%rd1], %fd1;
    mov.b16 %h1, 0x0003;
    atom.global.add.noftz.f16 %h1, [%rd2], %h1;
    ret;
}
"""


@pytest.mark.parametrize("tier", ["baseline", "full"])
def test_f64_and_noftz_f16_atomic_adds_keep_subnormals(monkeypatch, tier):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    d = np.array([0x0000000000000005], np.uint64)
    h = np.array([0x0005], np.uint16)
    ptxmodule.load(PRESERVING).launch("keep", 1, 1, [d, h])
    assert d[0] == 8 and h[0] == 8
