"""f16 / bf16 arithmetic and conversions against numpy's IEEE half precision and exact
rational rounding (numpy float16 + and * are correctly rounded: computed in float32,
whose 24 bits exceed 2*11+2, so the second rounding is innocuous)."""

from fractions import Fraction

import numpy as np

from ptxkit import round_fraction, run

RNG = np.random.default_rng(5)


def _halfs(n):
    bits = RNG.integers(0, 1 << 16, n).astype(np.uint16)
    v = bits.view(np.float16)
    return v[np.isfinite(v)]


def _bits_equal(got_bits, want_f16):
    want = np.asarray(want_f16, np.float16)
    g = np.asarray(got_bits, np.uint16).view(np.float16)
    ok = (g.view(np.uint16) == want.view(np.uint16)) | (np.isnan(g) & np.isnan(want))
    return np.flatnonzero(~ok)


def test_f16_add_mul_fma():
    a, b, c = _halfs(400), _halfs(400), _halfs(400)
    m = min(len(a), len(b), len(c))
    a, b, c = a[:m], b[:m], c[:m]
    with np.errstate(all="ignore"):
        got = run("add.rn.f16 %d, %a, %b;", a.view(np.uint16), b.view(np.uint16), ins=("f16", "f16", None), out="f16")
        assert _bits_equal(got, a + b).size == 0
        got = run("mul.rn.f16 %d, %a, %b;", a.view(np.uint16), b.view(np.uint16), ins=("f16", "f16", None), out="f16")
        assert _bits_equal(got, a * b).size == 0
    got = run("fma.rn.f16 %d, %a, %b, %c;", a.view(np.uint16), b.view(np.uint16), c.view(np.uint16),
              ins=("f16", "f16", "f16"), out="f16")
    want = [round_fraction(Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z)), "rn", np.float16)
            for x, y, z in zip(a, b, c)]
    bad = _bits_equal(got, np.where(np.array(want, np.float16) == 0, np.float16(0), want))
    zero = np.asarray(got, np.uint16) & 0x7FFF == 0
    assert np.setdiff1d(bad, np.flatnonzero(zero)).size == 0


def test_f16_fma_near_cancellation():
    """c within a few ulps of -(a*b): the sum's rounding error decides the result (the
    fma's only rounding; the product is exact in f64), and subnormal results are common."""
    a, b = _halfs(600), _halfs(600)
    m = min(len(a), len(b))
    a, b = a[:m], b[:m]
    with np.errstate(all="ignore"):
        near = (-(a.astype(np.float64) * b.astype(np.float64))).astype(np.float16)
    c = (near.view(np.uint16).astype(np.int32) + RNG.integers(-2, 3, m)).astype(np.uint16).view(np.float16)
    with np.errstate(all="ignore"):
        keep = np.isfinite(a * b) & np.isfinite(c)
    a, b, c = a[keep], b[keep], c[keep]
    got = run("fma.rn.f16 %d, %a, %b, %c;", a.view(np.uint16), b.view(np.uint16), c.view(np.uint16),
              ins=("f16", "f16", "f16"), out="f16")
    want = []
    for x, y, z in zip(a, b, c):
        q = Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z))
        r = np.float16(round_fraction(q, "rn", np.float16))
        if r == 0:
            # a zero keeps the exact value's sign; an exact zero is +0 in round-to-nearest
            # unless both terms are -0
            if q != 0:
                negative = q < 0
            else:
                negative = bool(np.signbit(x) ^ np.signbit(y)) and bool(np.signbit(z)) and x * y == 0
            r = np.float16(-0.0) if negative else np.float16(0.0)
        want.append(r)
    assert _bits_equal(got, np.array(want, np.float16)).size == 0


def _bf16_bits(v: float) -> int:
    return int(np.float32(v).view(np.uint32)) >> 16


def _round_bf16_normal(q: Fraction) -> int:
    """q (nonzero, in bf16's normal range) rounded to 8 significant bits, ties to even."""
    exp = q.numerator.bit_length() - q.denominator.bit_length()
    if abs(q) < Fraction(2) ** exp:
        exp -= 1
    unit = Fraction(2) ** (exp - 7)
    n = q / unit
    whole = n.numerator // n.denominator
    rest = n - whole
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and whole % 2):
        whole += 1
    return _bf16_bits(float(whole * unit))


def test_bf16_fma_rounds_once():
    """Products on a bf16 midpoint plus an addend far below them: the exact sum is just off
    the midpoint, where a sum rounded to f64 first sits on it (double rounding ties to
    even); the one correct rounding goes the addend's way."""
    i, j = RNG.integers(1, 16, 400), RNG.integers(1, 16, 400)
    keep = (i * j) % 2 == 1   # (1 + i/16)(1 + j/16) has a 2^-8 bit: a midpoint of bf16's
    i, j = i[keep], j[keep]
    n = len(i)
    ea, eb = RNG.integers(-20, 20, n), RNG.integers(-20, 20, n)
    signs = RNG.choice([-1.0, 1.0], (3, n))
    a = signs[0] * (1 + i / 16) * 2.0 ** ea
    b = signs[1] * (1 + j / 16) * 2.0 ** eb
    c = signs[2] * 2.0 ** (ea + eb - 70)
    bits = [np.array([_bf16_bits(v) for v in arr], np.uint16) for arr in (a, b, c)]
    got = run("fma.rn.bf16 %d, %a, %b, %c;", *bits, ins=("bf16", "bf16", "bf16"), out="bf16")
    want = [_round_bf16_normal(Fraction(x) * Fraction(y) + Fraction(z)) for x, y, z in zip(a, b, c)]
    assert np.flatnonzero(np.asarray(got, np.uint16) != np.array(want, np.uint16)).size == 0


def test_f16x2_lanes_are_independent():
    a, b = _halfs(200), _halfs(200)
    m = min(len(a), len(b)) // 2 * 2
    a, b = a[:m], b[:m]
    pa = a.view(np.uint16).view(np.uint32)
    pb = b.view(np.uint16).view(np.uint32)
    got = run("add.rn.f16x2 %d, %a, %b;", pa, pb, ins=("b32", "b32", None), out="b32")
    with np.errstate(all="ignore"):
        assert _bits_equal(got.view(np.uint16), a + b).size == 0


def test_bf16_conversions_and_canonical_nan():
    x = np.concatenate([RNG.standard_normal(300).astype(np.float32) * 1e3,
                        np.array([np.nan, np.inf, -np.inf, 3.3895314e38, 1e-40], np.float32)])
    for mode in ("rn", "rz", "rm", "rp"):
        got = run(f"cvt.{mode}.bf16.f32 %d, %a;", x, ins=("f32", None, None), out="bf16")
        for v, g in zip(x.tolist(), got.tolist()):
            if np.isnan(v):
                assert g == 0x7FFF
                continue
            # reference: the two bf16 neighbours of v by truncating the f32 bits
            bits = int(np.float32(v).view(np.uint32))
            lo = bits & 0xFFFF0000
            if lo == bits:
                assert g == bits >> 16
                continue
            hi = lo + 0x10000
            q = Fraction(v)
            flo = Fraction(float(np.uint32(lo).view(np.float32)))
            fhi_f = float(np.uint32(hi & 0xFFFFFFFF).view(np.float32))
            away = hi >> 16        # larger magnitude
            toward = lo >> 16
            if mode == "rz" or (mode == "rm" and v > 0) or (mode == "rp" and v < 0):
                want = toward
            elif mode in ("rm", "rp"):
                want = away
            else:
                fhi = Fraction(fhi_f) if np.isfinite(fhi_f) else None
                dl = abs(q - flo)
                dh = abs(Fraction(fhi_f) - q) if fhi is not None else dl + 1
                want = toward if dl < dh or (dl == dh and toward % 2 == 0) else away
            assert g == want, (mode, v, hex(g), hex(want))
