"""Build one-instruction PTX test kernels and reference rounding done with exact rationals.

`elementwise(body, ins, out)` makes a kernel where thread i loads a[i], b[i], c[i]
(registers %a %b %c of the given PTX types), runs `body` (PTX text that writes %d)
and stores %d to out[i]. Reference values in the tests come from Python integers,
fractions.Fraction and numpy's IEEE types, never from the translator.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from zluda.cpu import ptxmodule
from zluda.cpu.h200_cases import kernel_text  # the same kernel shape the GPU recordings use

NP = {"u8": np.uint8, "s8": np.int8, "b16": np.uint16, "u16": np.uint16, "s16": np.int16,
      "b32": np.uint32, "u32": np.uint32, "s32": np.int32, "f32": np.float32,
      "b64": np.uint64, "u64": np.uint64, "s64": np.int64, "f64": np.float64}

_cache: dict = {}


def run(body, a, b=None, c=None, ins=("f32", "f32", "f32"), out="f32", extra_regs=""):
    """Run the one-instruction kernel over the inputs; returns the output array."""
    key = (body, ins, out, extra_regs)
    m = _cache.get(key)
    if m is None:
        m = ptxmodule.load(kernel_text(body, ins, out, extra_regs))
        _cache[key] = m
    n = len(a)
    arrays = []
    for arr, t in zip((a, b, c), ins):
        if t is None or arr is None:
            arrays.append(np.zeros(max(n, 1), np.uint64))
        else:
            arrays.append(np.ascontiguousarray(arr))
    odt = {"f16": np.uint16, "bf16": np.uint16}.get(out, NP.get(out))
    d = np.zeros(n, odt)
    m.launch("k", (n + 127) // 128, 128, arrays + [d, n])
    return d


# ------------------------------------------------------------------ exact rounding


def round_fraction(q: Fraction, mode: str, dtype) -> float:
    """Round the exact rational q to the IEEE format dtype in mode rn/rz/rm/rp."""
    dtype = np.dtype(dtype).type
    if q == 0:
        return dtype(0.0)
    neg = q < 0
    a = -q if neg else q
    fmax = Fraction(float(np.finfo(dtype).max))
    big = np.finfo(dtype).max
    ulp_max = fmax - Fraction(float(np.nextafter(big, dtype(0))))
    # on magnitudes: rm for a negative value rounds away from zero, rp toward zero
    mag_mode = {"rn": "rn", "rz": "rz", "rm": "away" if neg else "rz", "rp": "rz" if neg else "away"}[mode]
    if a > fmax:
        if mag_mode == "rn":
            r = np.inf if a >= fmax + ulp_max / 2 else float(fmax)
        else:
            r = float(fmax) if mag_mode == "rz" else np.inf
    else:
        c = dtype(float(a))
        cands = [np.nextafter(c, dtype(0)), c, np.nextafter(c, dtype(np.inf))]
        cands = [x for x in cands if np.isfinite(x)]
        lo = max(x for x in cands if Fraction(float(x)) <= a)
        his = [x for x in cands if Fraction(float(x)) >= a]
        hi = min(his) if his else dtype(np.inf)
        if lo == hi or mag_mode == "rz":
            r = lo
        elif mag_mode == "away":
            r = hi
        else:
            dl = a - Fraction(float(lo))
            dh = (Fraction(float(hi)) - a) if np.isfinite(hi) else Fraction(10 ** 400)
            if dl < dh:
                r = lo
            elif dh < dl:
                r = hi
            else:  # tie: even mantissa
                bits_lo = int(np.array(lo, dtype).view({2: np.uint16, 4: np.uint32, 8: np.uint64}[np.dtype(dtype).itemsize]))
                r = lo if bits_lo % 2 == 0 else hi
    r = dtype(r)
    return -r if neg else r


def interesting_f32(rng, n):
    """Random f32 with spread exponents, plus values that make ties and cancellations."""
    e = rng.integers(-30, 30, n)
    m = rng.random(n) + 1.0
    s = rng.choice([-1.0, 1.0], n)
    x = (s * m * 2.0 ** e).astype(np.float32)
    specials = np.array([1.0, -1.0, 3.0, 1e-40, -1e-40, 3.4e38, -3.4e38, 1.5, 2.0 ** -24, 1 + 2.0 ** -23,
                         0.1, 1e30, -1e-30], np.float32)
    return np.concatenate([x, specials])
