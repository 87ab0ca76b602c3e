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
