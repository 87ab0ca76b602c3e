"""cvt where an H200 differs from a plain IEEE conversion (NaN results, .satfinite,
.ftz into f16) and the 8-bit float forms. Expected values are written out from the
measured rules (workloads/ptx-sweep/reference) or computed here with exact rationals."""

from fractions import Fraction

import numpy as np
import pytest

from ptxkit import run

F32_NANS = np.array([0x7F800001, 0x7FC00000, 0xFFC00005, 0xFFFFFFFF], np.uint32)
F64_NANS = np.array([0x7FF0000000000001, 0x7FF8000000000000, 0xFFF8000000000005, 0xFFFFFFFFFFFFFFFF], np.uint64)


@pytest.mark.parametrize("dst,src,want", [
    ("s32", "f32", 0), ("u16", "f32", 0), ("s64", "f32", 1 << 63), ("u64", "f32", 1 << 63),
    ("s32", "f64", 0x80000000), ("u32", "f64", 0x80000000), ("u16", "f64", 0x8000), ("u64", "f64", 1 << 63),
])
def test_nan_to_integer(dst, src, want):
    nans = F32_NANS.view(np.float32) if src == "f32" else F64_NANS.view(np.float64)
    for sat in ("", ".sat"):
        got = run(f"cvt.rzi{sat}.{dst}.{src} %d, %a;", nans, ins=(src, None, None), out=dst)
        bits = got.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[got.itemsize])
        assert [int(x) for x in bits] == [want] * len(nans), (dst, src, sat)


def _bits(got):
    return [int(x) for x in got.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[got.itemsize])]


def test_nan_results_of_float_conversions():
    f32 = F32_NANS.view(np.float32)
    # f32 -> f32 is a move; with .ftz it is arithmetic and gives the canonical NaN
    assert _bits(run("cvt.f32.f32 %d, %a;", f32, ins=("f32", None, None))) == [int(x) for x in F32_NANS]
    assert _bits(run("cvt.ftz.f32.f32 %d, %a;", f32, ins=("f32", None, None))) == [0x7FFFFFFF] * 4
    # f32 -> f64: the IEEE widening (quiet bit set, payload kept); .ftz: canonical, widened
    assert _bits(run("cvt.f64.f32 %d, %a;", f32, ins=("f32", None, None), out="f64")) == [
        0x7FF8000020000000, 0x7FF8000000000000, 0xFFF80000A0000000, 0xFFFFFFFFE0000000]
    assert _bits(run("cvt.ftz.f64.f32 %d, %a;", f32, ins=("f32", None, None), out="f64")) == [0x7FFFFFFFE0000000] * 4
    # f64 -> f16/bf16: the payload's top bits, quiet bit set, sign kept
    f64 = F64_NANS.view(np.float64)
    assert _bits(run("cvt.rn.f16.f64 %d, %a;", f64, ins=("f64", None, None), out="f16")) == [0x7E00, 0x7E00, 0xFE00, 0xFFFF]
    assert _bits(run("cvt.rz.bf16.f64 %d, %a;", f64, ins=("f64", None, None), out="bf16")) == [0x7FC0, 0x7FC0, 0xFFC0, 0xFFFF]
    # f32 -> f16: the canonical 0x7fff; tf32: 0x7fffe000 (rn), the payload truncated (rna)
    assert _bits(run("cvt.rn.f16.f32 %d, %a;", f32, ins=("f32", None, None), out="f16")) == [0x7FFF] * 4
    assert _bits(run("cvt.rn.tf32.f32 %d, %a;", f32, ins=("f32", None, None), out="b32")) == [0x7FFFE000] * 4
    assert _bits(run("cvt.rna.tf32.f32 %d, %a;", f32, ins=("f32", None, None), out="b32")) == [
        0x7F800000, 0x7FC00000, 0xFFC00000, 0xFFFFE000]
    # .sat: every NaN becomes +0
    assert _bits(run("cvt.sat.f32.f32 %d, %a;", f32, ins=("f32", None, None))) == [0] * 4


def test_satfinite_and_ftz_into_f16():
    x = np.array([65520.0, np.inf, -np.inf, 1e30, 3.0], np.float32)
    assert _bits(run("cvt.rn.satfinite.f16.f32 %d, %a;", x, ins=("f32", None, None), out="f16")) == [
        0x7BFF, 0x7BFF, 0xFBFF, 0x7BFF, 0x4200]
    assert _bits(run("cvt.rz.satfinite.bf16.f32 %d, %a;", x, ins=("f32", None, None), out="bf16")) == [
        0x477F, 0x7F7F, 0xFF7F, 0x7149, 0x4040]
    # rna.satfinite.tf32: an infinity or NaN steps down one tf32 ulp
    y = np.array([np.inf, 3.4028235e38], np.float32)
    assert _bits(run("cvt.rna.satfinite.tf32.f32 %d, %a;", y, ins=("f32", None, None), out="b32")) == [0x7F7FE000] * 2
    # .ftz does not flush the f32 input of an f16 conversion (bf16: it does)
    tiny = np.array([0x00000001, 0x80000001], np.uint32).view(np.float32)
    assert _bits(run("cvt.rp.ftz.f16.f32 %d, %a;", tiny, ins=("f32", None, None), out="f16")) == [0x0001, 0x8000]
    assert _bits(run("cvt.rm.ftz.f16.f32 %d, %a;", tiny, ins=("f32", None, None), out="f16")) == [0x0000, 0x8001]
    assert _bits(run("cvt.rp.ftz.bf16.f32 %d, %a;", tiny, ins=("f32", None, None), out="bf16")) == [0x0000, 0x8000]


# ------------------------------------------------------------------ 8-bit floats

FP8 = {"e4m3": (4, 3, 448.0), "e5m2": (5, 2, 57344.0)}


def _fp8_values(fmt):
    """{bits: exact value} of every finite non-negative pattern."""
    e_bits, m_bits, _ = FP8[fmt]
    bias = (1 << (e_bits - 1)) - 1
    out = {}
    for v in range(0x80):
        e, m = v >> m_bits, v & ((1 << m_bits) - 1)
        if e == 0:
            out[v] = Fraction(m, 1 << m_bits) * Fraction(2) ** (1 - bias)
        elif fmt == "e5m2" and e == 31 or fmt == "e4m3" and v == 0x7F:
            continue
        else:
            out[v] = (1 + Fraction(m, 1 << m_bits)) * Fraction(2) ** (e - bias)
    return out


def _fp8_expected(x: float, fmt: str, relu: bool) -> int:
    """Round to nearest even, saturating to the largest finite value; NaN -> 0x7f."""
    if np.isnan(x):
        return 0x7F
    neg = np.signbit(x)
    if relu and neg:
        return 0
    a = abs(x)
    vals = _fp8_values(fmt)
    if np.isinf(a) or a >= FP8[fmt][2]:
        best = max(vals, key=vals.get)
    else:
        q = Fraction(float(a))
        best = min(vals, key=lambda k: (abs(vals[k] - q), k & 1))
    return best | (0x80 if neg else 0)


@pytest.mark.parametrize("fmt", ["e4m3", "e5m2"])
@pytest.mark.parametrize("relu", ["", ".relu"])
def test_f32_pairs_to_fp8(fmt, relu):
    rng = np.random.default_rng(3)
    # around every representable value (ties included), tiny, huge, signed zeros, inf, NaN
    vals = sorted(_fp8_values(fmt).values())
    mids = [float((p + q) / 2) for p, q in zip(vals, vals[1:])]
    a = np.array(mids + [float(v) for v in vals] + [1e-30, 5e5, 1e38, np.inf, -np.inf, np.nan, -0.0]
                 + list(rng.normal(0, 50, 200)), np.float32)
    a = np.concatenate([a, -a])
    b = a[::-1].copy()
    got = run(f"cvt.rn.satfinite{relu}.{fmt}x2.f32 %d, %a, %b;", a, b, ins=("f32", "f32", None), out="b16")
    for x, y, g in zip(a, b, got):
        want = (_fp8_expected(float(x), fmt, bool(relu)) << 8) | _fp8_expected(float(y), fmt, bool(relu))
        assert int(g) == want, f"{fmt}{relu}: ({x!r}, {y!r}) -> {int(g):#06x}, want {want:#06x}"


@pytest.mark.parametrize("fmt", ["e4m3", "e5m2"])
def test_fp8_pairs_to_f16x2_and_back(fmt):
    """Every 8-bit pattern widens exactly; narrowing the result returns the pattern."""
    pairs = np.array([(hi << 8) | lo for hi in range(256) for lo in (0x00, 0x38, 0x81, 0x7F)], np.uint16)
    wide = run(f"cvt.rn.f16x2.{fmt}x2 %d, %a;", pairs, ins=("b16", None, None), out="b32")
    vals = _fp8_values(fmt)
    for p, w in zip(pairs, wide):
        for k in range(2):
            byte, h = (int(p) >> (8 * k)) & 0xFF, (int(w) >> (16 * k)) & 0xFFFF
            mag = byte & 0x7F
            if mag not in vals:   # NaN (e5m2: inf stays inf)
                inf = fmt == "e5m2" and mag == 0x7C
                assert h == ((0xFC00 if byte & 0x80 else 0x7C00) if inf else 0x7FFF), (hex(byte), hex(h))
                continue
            f = float(np.array([h], np.uint16).view(np.float16)[0])
            assert Fraction(f) == (-vals[mag] if byte & 0x80 else vals[mag]) and np.signbit(f) == bool(byte & 0x80)
    back = run(f"cvt.rn.satfinite.{fmt}x2.f16x2 %d, %a;", wide, ins=("b32", None, None), out="b16")
    finite = [(int(p) >> 8) & 0x7F in vals and int(p) & 0x7F in vals for p in pairs]
    assert all(int(b) == int(p) for b, p, ok in zip(back, pairs, finite) if ok)
