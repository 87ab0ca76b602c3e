"""atom.add.f32 and red.add.f32 follow the PTX ISA whatever .ftz the kernel uses
elsewhere: they round to nearest even and flush subnormal inputs (the addend and the
value in memory) and subnormal results to zeros of the same sign, in global and shared
memory, at every scope and through generic addresses. atom.add.f64 and
atom.add.noftz.f16 keep their subnormals (the ISA's .noftz: preserved, not flushed).

Each case runs in a kernel without .ftz arithmetic (the exact lowering,
emit_atomic._flushing_fadd) and in one with a `mul.ftz.f32` (the CPU's flush modes on,
flush_mode), at every tier."""

import json
from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate.module import ModuleTranslator
from zluda.translate.options import Options, host_has_flush_modes

from atomic_fadd.cases import CASES, FADD

RECORDED = Path(__file__).resolve().parent / "atomic_fadd" / "h200.json"


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
@pytest.mark.skipif(not RECORDED.exists(), reason="no GPU recording yet (atomic_fadd/record_h200.sh)")
def test_the_cases_are_what_an_h200_leaves():
    """The expectations above against an H200's run of the same kernel (both variants)."""
    recorded = json.loads(RECORDED.read_text())
    want = [int(v) for v in _bits(np.array([r for _, _, r in CASES], np.float32))]
    for variant, forms in recorded["forms"].items():
        for name, bits in forms.items():
            assert bits[:len(CASES)] == want, (variant, name)


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
