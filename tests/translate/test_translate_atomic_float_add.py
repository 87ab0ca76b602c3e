"""atom.add.f32 and red.add.f32 do what the H200 does whatever .ftz the kernel uses
elsewhere: they round to nearest even; in global memory, at every scope and through
generic addresses into it, they flush subnormal inputs (the addend and the value in
memory) and subnormal results to zeros of the same sign (the PTX ISA's rule); in shared
memory, through .shared or a generic address (cvta.shared), they keep them
(atomic_fadd/h200.json, recorded on an H200 and again, with the generic forms into shared
memory, on an H100). atom.add.f64 and atom.add.noftz.f16 keep their subnormals (the
ISA's .noftz: preserved, not flushed).

Each case runs in a kernel without .ftz arithmetic and in one with a `mul.ftz.f32`, at
every tier: both on the exact lowering (emit_atomic._flushing_fadd for global memory),
for the shared-memory add keeps the CPU's flush modes (flush_mode) off. GLOBAL_ONLY, the kernel without its shared-memory
part, runs the `.ftz` variant under the modes; GENERIC_INTO_SHARED, without its .shared
atomics, does not (a generic add may land in shared memory there)."""

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
# out[k * 64 + i] of the kernel, in order (cases.py); the ones in shared memory keep subnormals
FORMS = ["global atom", "red.gpu", "red.sys", "generic atom", "shared atom", "shared red",
         "generic atom to shared", "generic red to shared"]
IN_SHARED = {"shared atom", "shared red", "generic atom to shared", "generic red to shared"}


def _bits(x):
    return np.asarray(x, np.float32).view(np.uint32)


@pytest.mark.parametrize("tier", ["baseline", "quick", "full"])
@pytest.mark.parametrize("extra", ["mul.f32", "mul.ftz.f32"], ids=["exact", "flush-modes"])
def test_atomic_f32_add_flushes_subnormals(monkeypatch, tier, extra):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    n = 64
    a = np.zeros(n, np.float32)
    b = np.zeros(n, np.float32)
    want_global = np.zeros(n, np.float32)
    want_shared = np.zeros(n, np.float32)
    for i, (x, y, r, s) in enumerate(CASES):
        a[i], b[i], want_global[i], want_shared[i] = x, y, r, s
    out = np.zeros(len(FORMS) * n, np.float32)
    old = np.zeros(5 * n, np.float32)
    ptxmodule.load(FADD.format(extra=extra)).launch("fadd", 1, n, [a, b, out, old])
    for form, name in enumerate(FORMS):
        got = out[form * n:(form + 1) * n]
        want = want_shared if name in IN_SHARED else want_global
        assert _bits(got).tolist() == _bits(want).tolist(), (name, extra, tier)
    # atom returns the value the memory held, as it was (no flush on the way out)
    for form in (0, 1, 2, 4):
        assert _bits(old[form * n:(form + 1) * n]).tolist() == _bits(a).tolist(), (form, extra, tier)


@pytest.mark.skipif(not host_has_flush_modes(), reason="the host has no flush modes")
@pytest.mark.skipif(not RECORDED.exists(), reason="no GPU recording yet (atomic_fadd/record_h200.sh)")
def test_the_cases_are_what_an_h200_leaves():
    """The expectations above against an NVIDIA GPU's run of the same kernel (both variants)."""
    recorded = json.loads(RECORDED.read_text())
    assert recorded["device"].startswith("NVIDIA H") and set(recorded["forms"]) == {"mul.f32", "mul.ftz.f32"}
    want_global = [int(v) for v in _bits(np.array([r for _, _, r, _ in CASES], np.float32))]
    want_shared = [int(v) for v in _bits(np.array([s for _, _, _, s in CASES], np.float32))]
    for variant, forms in recorded["forms"].items():
        assert list(forms) == FORMS, variant
        for name, bits in forms.items():
            assert bits[:len(CASES)] == (want_shared if name in IN_SHARED else want_global), (variant, name)


# FADD without its shared-memory atomics (they keep subnormals, which the modes would not)
GLOBAL_ONLY = (FADD[:FADD.index("    mov.u64 %rd12, s1;")] + FADD[FADD.index("    st.global.f32 [%rd10], %f3;"):]
               ).replace("    st.global.f32 [%rd10+1024], %f8;\n", "")
# FADD without its .shared atomics: its generic adds into shared memory alone keep subnormals
GENERIC_INTO_SHARED = FADD.replace("    atom.shared.add.f32 %f5, [%rd13], %f2;\n", "    mov.f32 %f5, %f1;\n"
                                   ).replace("    red.shared.add.f32 [%rd15], %f2;\n", "")


def test_the_lowerings_are_the_ones_meant():
    """The shared-memory adds (.shared, or generic with a cvta.shared in the kernel) keep
    the .ftz kernel off the flush modes; without them, the .ftz kernel runs under them and
    the other exactly."""
    for name, text, extra, flushing in (("FADD", FADD, "mul.f32", set()), ("FADD", FADD, "mul.ftz.f32", set()),
                                        ("GLOBAL_ONLY", GLOBAL_ONLY, "mul.f32", set()),
                                        ("GLOBAL_ONLY", GLOBAL_ONLY, "mul.ftz.f32", {"fadd"}),
                                        ("GENERIC_INTO_SHARED", GENERIC_INTO_SHARED, "mul.ftz.f32", set())):
        translated = ModuleTranslator(parse(text.format(extra=extra)), options=Options(flush_modes=True))
        translated.prepare()
        assert translated.flushing == flushing, (name, extra)


def _run_ftz_variant(text, n=64):
    """(a, out, old) of a launch of `text` with `mul.ftz.f32` (the flush modes' candidate)."""
    a = np.array([c[0] for c in CASES] + [0.0] * (n - len(CASES)), np.float32)
    b = np.array([c[1] for c in CASES] + [0.0] * (n - len(CASES)), np.float32)
    out = np.zeros(len(FORMS) * n, np.float32)
    old = np.zeros(5 * n, np.float32)
    ptxmodule.load(text.format(extra="mul.ftz.f32")).launch("fadd", 1, n, [a, b, out, old])
    return a, out, old


@pytest.mark.parametrize("tier", ["baseline", "full"])
def test_global_atomic_f32_add_flushes_under_the_flush_modes(monkeypatch, tier):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    n = 64
    a, out, old = _run_ftz_variant(GLOBAL_ONLY, n)
    want = _bits(np.array([c[2] for c in CASES], np.float32)).tolist()
    for form in range(4):
        assert _bits(out[form * n:form * n + len(CASES)]).tolist() == want, (form, tier)
    for form in range(2):
        assert _bits(old[form * n:(form + 1) * n]).tolist() == _bits(a).tolist(), (form, tier)


@pytest.mark.parametrize("tier", ["baseline", "full"])
def test_generic_atomic_f32_add_into_shared_keeps_subnormals_in_an_ftz_kernel(monkeypatch, tier):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    n = 64
    a, out, old = _run_ftz_variant(GENERIC_INTO_SHARED, n)
    keep = _bits(np.array([c[3] for c in CASES], np.float32)).tolist()
    flush = _bits(np.array([c[2] for c in CASES], np.float32)).tolist()
    for form, name in enumerate(FORMS):
        if name in ("shared atom", "shared red"):
            continue
        want = keep if name in IN_SHARED else flush
        assert _bits(out[form * n:form * n + len(CASES)]).tolist() == want, (name, tier)
    assert _bits(old[4 * n:5 * n]).tolist() == _bits(a).tolist(), tier


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

