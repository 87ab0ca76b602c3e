"""Bit patterns <-> values for the float formats the sweep meets (for reports and bounds)."""

from __future__ import annotations

import math

import numpy as np

from zluda.ptx.types import PtxType
from zluda.sweep.ptxtypes import TYPES

# formats whose all-ones exponent is an ordinary binade (only S.1111.111 is NaN, no inf)
_FINITE_ONLY = {"e4m3", "e2m3", "e3m2", "e2m1"}


def decode_float(bits: int, name: str) -> float:
    t = TYPES[name]
    e, m = t.fmt
    bits &= (1 << (e + m + 1)) - 1
    sign = -1.0 if bits >> (e + m) else 1.0
    exp = (bits >> m) & ((1 << e) - 1)
    man = bits & ((1 << m) - 1)
    bias = (1 << (e - 1)) - 1
    if exp == (1 << e) - 1:
        if name in _FINITE_ONLY:
            if name == "e4m3" and man == (1 << m) - 1:
                return math.nan
            if name != "e4m3":
                return sign * 2.0 ** (exp - bias) * (1 + man / (1 << m))
        else:
            return sign * math.inf if man == 0 else math.nan
    if exp == 0:
        return sign * man * 2.0 ** (1 - bias - m)
    return sign * (1 + man / (1 << m)) * 2.0 ** (exp - bias)


def describe(bits: int, t: PtxType) -> str:
    """Human reading of a value: '0x3f800000 (1.0)', lanes for packed types."""
    bits = int(bits)
    hexs = f"0x{bits:0{max(1, (4 if t.is_pred else t.reg_bits) // 4)}x}"
    if t.is_pred:
        return str(bits & 1)
    if t.is_float:
        v = decode_float(bits, t.name)
        if math.isnan(v):
            return f"{hexs} (NaN payload 0x{bits & ((1 << t.fmt[1]) - 1):x})"
        return f"{hexs} ({v!r})"
    if t.is_packed:
        elem = t.lane_type
        lanes = [(bits >> (k * elem.bits)) & ((1 << elem.bits) - 1) for k in range(t.lanes)]
        if elem.is_float:
            return f"{hexs} (lanes lo..hi: {', '.join(repr(decode_float(x, elem.name)) for x in lanes)})"
        return f"{hexs} (lanes lo..hi: {', '.join(str(x) for x in lanes)})"
    if t.is_signed:
        v = bits & ((1 << t.bits) - 1)
        if v >> (t.bits - 1):
            v -= 1 << t.bits
        return f"{hexs} ({v})"
    return f"{hexs} ({bits & ((1 << t.bits) - 1)})"


def to_float64(bits: np.ndarray, name: str) -> np.ndarray:
    """Vectorised decode of f16/bf16/f32/f64/tf32 bit patterns to float64."""
    with np.errstate(all="ignore"):
        return _to_float64(bits.astype(np.uint64), name)


def _to_float64(b: np.ndarray, name: str) -> np.ndarray:
    if name == "f64":
        return b.view(np.float64).copy()
    if name in ("f32", "tf32"):
        return (b & np.uint64(0xFFFFFFFF)).astype(np.uint32).view(np.float32).astype(np.float64)
    if name == "f16":
        return (b & np.uint64(0xFFFF)).astype(np.uint16).view(np.float16).astype(np.float64)
    if name == "bf16":
        return ((b & np.uint64(0xFFFF)) << np.uint64(16)).astype(np.uint32).view(np.float32).astype(np.float64)
    raise ValueError(f"no vector decode for {name}")


def is_subnormal(x: np.ndarray, name: str) -> np.ndarray:
    e, m = TYPES[name].fmt
    tiny = 2.0 ** (2 - (1 << (e - 1)))
    return (x != 0) & (np.abs(x) < tiny)


def ulp(x: np.ndarray, name: str) -> np.ndarray:
    """Spacing of the format at |x| (subnormal spacing below the normal range)."""
    e, m = TYPES[name].fmt
    emin = 2 - (1 << (e - 1))
    _, ex = np.frexp(x)   # |x| = f * 2^ex, 0.5 <= f < 1 (frexp is exact and cheaper than log2)
    ex = np.where(np.isfinite(x) & (x != 0), np.maximum(ex - 1, emin), emin)
    return np.ldexp(1.0, ex - m)


def round_to(x: np.ndarray, name: str) -> np.ndarray:
    """float64 values rounded (to nearest even) into a format, back as float64; values
    beyond its range become infinities, as a correctly rounded result would."""
    with np.errstate(all="ignore"):
        if name == "f64":
            return x.astype(np.float64)
        if name in ("f32", "tf32"):
            return x.astype(np.float32).astype(np.float64)
        if name == "f16":
            return x.astype(np.float16).astype(np.float64)
        if name == "bf16":
            b = x.astype(np.float32).view(np.uint32).astype(np.uint64)
            nan = np.isnan(x)
            r = ((b + np.uint64(0x7FFF) + ((b >> np.uint64(16)) & np.uint64(1))) >> np.uint64(16)) & np.uint64(0xFFFF)
            out = to_float64(r, "bf16")
            return np.where(nan, np.nan, out)
    raise ValueError(f"no rounding for {name}")
