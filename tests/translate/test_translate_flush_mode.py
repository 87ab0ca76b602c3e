"""Kernels whose f32 arithmetic is all .ftz run with x86's FTZ/DAZ modes (flush_mode.py).

The modes are only right if the CPU flushes exactly where the GPU does: subnormal inputs
read as signed zeros, results tiny after rounding (24 bits, unbounded exponent) written as
signed zeros. Each case runs one instruction over inputs at the 2^-126 boundary twice,
with the modes (ZLUDA_CPU_FLUSH_MODES on) and with the exact software lowering (off), which
tests/cpu/test_cpu_h200_recorded.py and the PTX sweep check against an H200; the bits must
be the same. The selection of kernels and the MXCSR the caller gets back are checked too.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.cpu.h200_cases import kernel_text
from zluda.cpu.runtime import LaunchError
from zluda.ptx import ast, parse
from zluda.translate import flush_mode
from zluda.translate.module import ModuleTranslator
from zluda.translate.options import Options, host_has_flush_modes

pytestmark = pytest.mark.skipif(not host_has_flush_modes(), reason="x86-64's MXCSR flush modes")

N = 1 << 14
BODIES = {
    "fma": "fma.rn.ftz.f32 %d, %a, %b, %c;",
    "mad": "mad.rn.ftz.f32 %d, %a, %b, %c;",
    "mul": "mul.ftz.f32 %d, %a, %b;",
    "mul.sat": "mul.rn.ftz.sat.f32 %d, %a, %b;",
    "add": "add.ftz.f32 %d, %a, %b;",
    "sub": "sub.rn.ftz.f32 %d, %a, %b;",
    "div": "div.rn.ftz.f32 %d, %a, %b;",
    "div.full": "div.full.ftz.f32 %d, %a, %b;",
    "rcp": "rcp.rn.ftz.f32 %d, %a;",
    "sqrt": "sqrt.rn.ftz.f32 %d, %a;",
    "ex2": "ex2.approx.ftz.f32 %d, %a;",
    "lg2": "lg2.approx.ftz.f32 %d, %a;",
    "max": "max.ftz.f32 %d, %a, %b;",
    "min.NaN": "min.NaN.ftz.f32 %d, %a, %b;",
    "abs": "abs.ftz.f32 %d, %a;",
    "neg": "neg.ftz.f32 %d, %a;",
    "setp+selp": "setp.lt.ftz.f32 %p1, %a, %b; selp.f32 %d, %a, %b, %p1;",
    # constant operands that make the operation an identity LLVM folds away
    "mul by 1": "mul.ftz.f32 %d, %a, 0f3F800000;",
    "div by -1": "div.rn.ftz.f32 %d, %a, 0fBF800000;",
    "add -0": "add.ftz.f32 %d, %a, 0f80000000;",
    "-0 sub": "sub.ftz.f32 %d, 0f80000000, %a;",
    "fma 1 -0": "fma.rn.ftz.f32 %d, %a, 0f3F800000, 0f80000000;",
}


def _bits(u):
    return np.asarray(u, np.uint32).view(np.float32)


def _boundary_inputs():
    """(a, b, c) sets that reach the 2^-126 boundary every way the operations can."""
    rng = np.random.default_rng(28)
    sign = lambda: rng.choice(np.float32([-1, 1]), N)   # noqa: E731
    anything = lambda: _bits(rng.integers(0, 1 << 32, N, dtype=np.uint64))   # noqa: E731
    small = lambda: _bits(rng.integers(0, 0x0C000000, N) | (rng.integers(0, 2, N) << 31))   # noqa: E731
    mid = _bits(rng.integers(0x30000000, 0x48000000, N))
    # products 2^-126 + k 2^-156: both sides of where subnormal rounding reaches 2^-126
    x = np.ldexp(1 + rng.random(N), rng.integers(-24, 24, N)).astype(np.float32)
    t = np.float64(2 ** -126) + np.ldexp(rng.integers(-64, 65, N).astype(np.float64), -156)
    y = (t / x.astype(np.float64)).astype(np.float32) * sign()
    # fma: an addend cancelling a product down to about 2^-126
    p = np.ldexp(1 + rng.random(N), rng.integers(-100, -20, N)).astype(np.float32)
    q = np.ldexp(1 + rng.random(N), rng.integers(-60, -6, N)).astype(np.float32)
    r = (np.float64(2 ** -126) - p.astype(np.float64) * q).astype(np.float32)
    # quotients at 2^-126: a = 2^-126 (1 + k 2^-24) * b
    d = np.ldexp(1 + rng.random(N), rng.integers(1, 127, N)).astype(np.float32)
    n = (np.float64(2 ** -126) * (1 + rng.integers(-3, 4, N) * 2.0 ** -24) * d).astype(np.float32)
    return [(anything(), anything(), anything()), (small(), mid, small()), (x, y, np.zeros(N, np.float32)),
            (x, np.nextafter(y, np.float32(np.inf)), small()), (p, q, r), (-p, q, np.nextafter(-r, np.float32(0))),
            (n, d, small()), (np.nextafter(n, np.float32(0)), d, r)]


def _run(monkeypatch, body, modes: bool, inputs):
    monkeypatch.setenv("ZLUDA_CPU_FLUSH_MODES", "1" if modes else "0")
    m = ptxmodule.load(kernel_text(body))
    outs = []
    for a, b, c in inputs:
        d = np.zeros(N, np.float32)
        m.launch("k", N // 128, 128, [a, b, c, d, N])
        outs.append(d.view(np.uint32).copy())
    return outs


@pytest.mark.parametrize("name", sorted(BODIES))
def test_flush_modes_give_the_exact_lowering_bits(monkeypatch, name):
    inputs = _boundary_inputs()
    native = _run(monkeypatch, BODIES[name], True, inputs)
    exact = _run(monkeypatch, BODIES[name], False, inputs)
    for k, (got, want) in enumerate(zip(native, exact)):
        bad = np.flatnonzero(got != want)
        a, b, c = (v.view(np.uint32) for v in inputs[k])
        assert not len(bad), (f"{name}, input set {k}: {len(bad)} differ, e.g. "
                              f"{a[bad[0]]:#x} {b[bad[0]]:#x} {c[bad[0]]:#x}: {got[bad[0]]:#x} != {want[bad[0]]:#x}")


def _translated(text: str, modes: bool) -> str:
    return ModuleTranslator(parse(text), options=Options(flush_modes=modes)).translate().ir_text


def test_only_kernels_whose_float_work_keeps_its_meaning_flush():
    fast = kernel_text("fma.rn.ftz.f32 %d, %a, %b, %c;")
    assert "llvm.x86.sse.ldmxcsr" in _translated(fast, True)
    assert "llvm.x86.sse.ldmxcsr" not in _translated(fast, False)
    for body in ("fma.rn.f32 %d, %a, %b, %c;",                         # IEEE subnormals
                 "fma.rz.ftz.f32 %d, %a, %b, %c;",                     # directed rounding: software
                 "add.ftz.f32 %d, %a, %b; setp.lt.f32 %p1, %d, %c; selp.f32 %d, %d, %c, %p1;",
                 "ex2.approx.f32 %d, %a;",                              # subnormal results kept
                 "mov.b32 %d, %a;"):                                   # nothing to flush
        assert "ldmxcsr" not in _translated(kernel_text(body), True), body


def _cvt(text):
    (fn,) = [f for f in parse(kernel_text(text, extra_regs=".reg .f64 %fd1;")).items if isinstance(f, ast.Function)]
    return next(i for i in fn.instructions() if i.opcode == "cvt")


def test_conversions_that_keep_their_meaning():
    assert flush_mode.safe(_cvt("cvt.rn.f32.s32 %d, %r1;"))
    assert flush_mode.safe(_cvt("cvt.rzi.s32.f32 %r1, %a;"))
    assert flush_mode.safe(_cvt("cvt.rn.bf16.f32 %rs1, %a;"))
    assert not flush_mode.safe(_cvt("cvt.rmi.s32.f32 %r1, %a;"))   # floor(-subnormal) = -1
    assert not flush_mode.safe(_cvt("cvt.rpi.f32.f32 %d, %a;"))
    assert not flush_mode.safe(_cvt("cvt.f64.f32 %fd1, %a;"))
    assert flush_mode.safe(_cvt("cvt.f32.f16 %a, %rs1;"))
    assert not flush_mode.safe(_cvt("cvt.rn.f16.f32 %rs1, %a;"))


def test_f16_widening_keeps_subnormal_halves_under_the_modes(monkeypatch):
    """llama.cpp's fp16 matrix-vector products widen f16 pairs to f32 (`__half22float2`)
    in --use_fast_math kernels: such a kernel runs with the modes, and every f16 bit
    pattern in either half of a register (subnormals too: 2^-24 and up are normal f32s,
    which DAZ must not zero) widens to the exact lowering's bits."""
    body = ("mov.b32 {%h1, %h2}, %a; cvt.f32.f16 %e, %h1; cvt.f32.f16 %f, %h2; "
            "mul.ftz.f32 %e, %e, %b; fma.rn.ftz.f32 %d, %f, %c, %e;")
    text = kernel_text(body, extra_regs=".reg .b16 %h<3>; .reg .f32 %e; .reg .f32 %f;")
    assert "llvm.x86.sse.ldmxcsr" in _translated(text, True)
    halves = np.arange(1 << 16, dtype=np.uint32)
    a = _bits(halves | (np.roll(halves, 12345) << 16))
    n = a.size
    rng = np.random.default_rng(16)
    b = np.ones(n, np.float32) * rng.choice(np.float32([-1, 1]), n)
    c = np.ldexp(np.ones(n), rng.integers(-4, 4, n)).astype(np.float32)
    outs = []
    for modes in (True, False):
        monkeypatch.setenv("ZLUDA_CPU_FLUSH_MODES", "1" if modes else "0")
        d = np.zeros(n, np.float32)
        ptxmodule.load(text).launch("k", n // 128, 128, [a, b, c, d, n])
        outs.append(d.view(np.uint32).copy())
    bad = np.flatnonzero(outs[0] != outs[1])
    assert not len(bad), (f"{len(bad)} differ, e.g. a={a.view(np.uint32)[bad[0]]:#x}: "
                          f"{outs[0][bad[0]]:#x} != {outs[1][bad[0]]:#x}")


def _subnormals_kept() -> bool:
    return np.float32(2 ** -126) * np.float32(0.5) == np.float32(2 ** -127)


def test_the_caller_gets_its_modes_back(monkeypatch):
    """After a launch, and after a kernel that faults (it leaves through the fault guard),
    Python's own float arithmetic on the launching thread keeps its subnormals."""
    monkeypatch.setenv("ZLUDA_CPU_THREADS", "1")   # the blocks run on this thread
    m = ptxmodule.load(kernel_text("fma.rn.ftz.f32 %d, %a, %b, %c;"))
    ones = np.ones(128, np.float32)
    out = np.zeros(128, np.float32)
    m.launch("k", 1, 128, [ones, ones, ones, out, 128])
    assert out.tolist() == [2.0] * 128 and _subnormals_kept()
    with pytest.raises(LaunchError, match="invalid memory access"):   # the result stored at 0x10
        m.launch("k", 1, 128, [ones, ones, ones, (0x10).to_bytes(8, "little"), 128])
    assert _subnormals_kept()


FAST_MATH = Path(__file__).resolve().parents[1] / "cpu" / "ptx" / "fast_math.ptx"


def _mixed(rng, shape, scale=1.0):
    """Normal values with a fifth subnormal and a fifth tiny enough that products of two
    underflow, signs mixed."""
    x = (rng.standard_normal(shape) * scale).astype(np.float32)
    pick = rng.random(shape)
    x[pick < 0.2] = _bits(rng.integers(1, 0x00800000, int((pick < 0.2).sum())))
    tiny = (pick >= 0.2) & (pick < 0.4)
    x[tiny] = np.ldexp(1 + rng.random(int(tiny.sum())), rng.integers(-126, -60, int(tiny.sum()))).astype(np.float32)
    return x * rng.choice(np.float32([-1, 1]), shape)


def _fast_math_runs(monkeypatch, modes: bool) -> list:
    monkeypatch.setenv("ZLUDA_CPU_FLUSH_MODES", "1" if modes else "0")
    monkeypatch.setenv("ZLUDA_CPU_TIER", "baseline")   # the cheapest compilation: the entry is every tier's
    m = ptxmodule.load(FAST_MATH)
    rng = np.random.default_rng(7)
    out = []
    rows, cols = 64, 96
    x, w, b = _mixed(rng, (rows, cols)), _mixed(rng, cols), _mixed(rng, cols)
    y = np.zeros_like(x)
    m.launch("layernorm_rows", rows * 32 // 128, 128, [x, w, b, y, rows, cols])
    out.append(y)
    y = np.zeros_like(x)
    m.launch("softmax_rows", rows * 32 // 128, 128, [_mixed(rng, (rows, cols), 30.0), y, rows, cols])
    out.append(y)
    n = 64
    a, bb, bias = _mixed(rng, (n, n)), _mixed(rng, (n, n)), _mixed(rng, n)
    c = np.zeros((n, n), np.float32)
    m.launch("tiled_matmul", (n // 16, n // 16), (16, 16), [a, bb, bias, c, n])
    out.append(c)
    p, g, mm, v = (_mixed(rng, 4096) for _ in range(4))
    v = np.abs(v)
    m.launch("adamw", 32, 128, [p, g, mm, v, 4096, np.float32(1e-3), np.float32(0.9), np.float32(0.999),
                                np.float32(0.1), np.float32(0.001), np.float32(1e-8), np.float32(0.01)])
    out += [p, mm, v]
    return [o.view(np.uint32).copy() for o in out]


def test_fast_math_kernels_give_the_exact_lowering_bits(monkeypatch):
    """Whole kernels of an nvcc --use_fast_math build (tests/cpu/cuda/fast_math.cu), on data
    full of subnormals: every kernel of the module runs with the modes, and every output
    bit is the exact lowering's."""
    translated = ModuleTranslator(parse(FAST_MATH.read_text()), options=Options(flush_modes=True))
    translated.prepare()
    assert translated.flushing == {"layernorm_rows", "softmax_rows", "tiled_matmul", "adamw"}
    names = ["layernorm", "softmax", "matmul", "adamw p", "adamw m", "adamw v"]
    for name, got, want in zip(names, _fast_math_runs(monkeypatch, True), _fast_math_runs(monkeypatch, False)):
        assert np.array_equal(got, want), f"{name}: {int((got != want).sum())} of {got.size} differ"
