"""Compares a variant's outputs with the H200's: bit-exact (NaN payloads included) unless
the variant is approximate with a documented bound (zluda.sweep.bounds)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from zluda.ptx.types import PtxType
from zluda.sweep import bounds as B
from zluda.sweep.floatfmt import describe, is_subnormal, round_to, to_float64, ulp
from zluda.sweep.table import Variant


@dataclass
class Outcome:
    variant: str
    family: str
    passed: bool
    compared: int
    mismatches: int = 0
    unspecified: int = 0           # approx inputs outside every documented range
    mode: str = "exact"            # "exact" or "bound:<key>"
    first: dict | None = None      # first mismatch, decoded
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        d = {"variant": self.variant, "family": self.family,
             "status": "pass" if self.passed else "fail", "compared": self.compared,
             "mismatches": self.mismatches, "mode": self.mode}
        if self.unspecified:
            d["unspecified"] = self.unspecified
        if self.first:
            d["first_mismatch"] = self.first
        if self.notes:
            d["notes"] = self.notes
        return d


def _lanes(bits: np.ndarray, t: PtxType) -> list[tuple[str, np.ndarray]]:
    if t.is_packed:
        elem = t.lane_type
        mask = np.uint64((1 << elem.bits) - 1)
        return [(elem.name, (bits >> np.uint64(k * elem.bits)) & mask) for k in range(t.lanes)]
    return [(t.name, bits)]


_NP_FLOAT = {"f16": (np.float16, np.uint16, 15), "f32": (np.float32, np.uint32, 31),
             "f64": (np.float64, np.uint64, 63)}


def _ordered(bits: np.ndarray, sign_bit: int) -> np.ndarray:
    """Integers that count representable floats in order (-0 and +0 both 0)."""
    b = bits.astype(np.int64) if sign_bit < 63 else bits.view(np.int64)
    mag = b & np.int64((1 << sign_bit) - 1)
    neg = mag != b   # the sign bit (the only bit above the magnitude) is set
    return np.where(neg, -mag, mag)


def _ulp_steps(g: np.ndarray, exact: np.ndarray, name: str) -> np.ndarray:
    ftype, utype, sign_bit = _NP_FLOAT[name]
    with np.errstate(all="ignore"):
        cr = exact.astype(ftype).view(utype)
        gb = g.astype(ftype).view(utype)
    return np.abs(_ordered(gb, sign_bit) - _ordered(cr, sign_bit))


def _flush(x: np.ndarray, name: str) -> np.ndarray:
    return np.where(is_subnormal(x, name), np.copysign(0.0, x), x)


def bound_failures(v: Variant, bound: dict, inputs: np.ndarray, ref: np.ndarray | None,
                   got: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(fails, unspecified) boolean masks over tuples for the variant's first output.

    Where `ref` (the GPU's bits) is given, values identical to it always pass."""
    out_t = v.outs[0].type
    ftz = ".ftz" in v.opcode
    fails = np.zeros(len(got), bool)
    unspec = np.zeros(len(got), bool)
    in_lanes = [_lanes(inputs[:, k], o.type) for k, o in enumerate(v.reg_ins)]
    ref_lanes = _lanes(ref, out_t) if ref is not None else [(None, None)] * len(_lanes(got, out_t))
    for lane, ((name, g_bits), (_, r_bits)) in enumerate(zip(_lanes(got, out_t), ref_lanes)):
        xs = []
        for per_op in in_lanes:
            ename, bits = per_op[lane] if len(per_op) > 1 else per_op[0]
            x = to_float64(bits, ename)
            xs.append(_flush(x, ename) if ftz else x)
        with np.errstate(all="ignore"):
            exact = B.FUNCTIONS[bound["fn"]](*xs)
            g = to_float64(g_bits, name)
        same_bits = g_bits == r_bits if r_bits is not None else np.zeros(len(g_bits), bool)
        rounded = round_to(exact, name)       # an exact result the format cannot hold is inf
        nan_t, nan_g = np.isnan(exact), np.isnan(g)
        bad = np.where(nan_t, ~nan_g, nan_g)                        # NaN must match NaN
        inf_t = np.isinf(exact)
        bad |= inf_t & (g != exact)                                 # infinities exactly
        bad |= np.isinf(g) & ~inf_t & (g != rounded)                # inf only for overflow
        finite = ~nan_t & ~inf_t & ~nan_g & ~(np.isinf(g) & (g == rounded))
        decided = np.zeros(len(g), bool)
        with np.errstate(all="ignore"):
            err = np.abs(g - exact)
        u = ulp(exact, name)
        for op, lo, hi, kind, value in bound["ranges"]:
            mag = np.abs(xs[op])
            sel = finite & ~decided & (mag >= lo) & (mag <= hi)
            decided |= sel
            if kind is None:
                unspec |= sel & ~same_bits
                continue
            if kind == "ulp" and name in _NP_FLOAT:
                # counted in representable steps from the correctly rounded result
                over = sel & (_ulp_steps(g, exact, name) > value)
            else:
                tol = {"ulp": (value + 0.5) * u, "abs": np.full_like(u, value),
                       "rel": np.maximum(value * np.abs(exact), u)}[kind]
                over = sel & (err > tol)
            if ftz:  # a flushed subnormal result is allowed
                over &= ~(is_subnormal(exact, name) & (g == 0))
            bad |= over
        fails |= bad & ~same_bits
    return fails, unspec


def decoded_row(v: Variant, inputs: np.ndarray, i: int) -> list[str]:
    return [describe(int(inputs[i, k]), o.type) for k, o in enumerate(v.reg_ins)]


def compare(v: Variant, inputs: np.ndarray, expected: list[np.ndarray], got: list[np.ndarray],
            label: str = "") -> Outcome:
    """`expected`/`got`: one uint64 array per output register (zero-extended bits)."""
    n = len(inputs)
    if len(expected) != len(v.outs) or len(got) != len(v.outs):
        raise ValueError(f"{v.id}: expected {len(v.outs)} outputs, got {len(expected)}/{len(got)}")
    bound = B.bound_for(v.approx)
    mode = f"bound:{v.approx}" if bound else "exact"
    fail = np.zeros(n, bool)
    unspec = np.zeros(n, bool)
    for r, o in enumerate(v.outs):
        e, g = expected[r].astype(np.uint64), got[r].astype(np.uint64)
        if len(e) != n or len(g) != n:
            raise ValueError(f"{v.id}: output {r} has {len(g)} values for {n} inputs (reference {len(e)})")
        if bound and r == 0:
            f, u = bound_failures(v, bound, inputs, e, g)
            fail |= f
            unspec |= u
        else:
            fail |= e != g
    out = Outcome(v.id, v.family, not fail.any(), n, int(fail.sum()), int(unspec.sum()), mode)
    if fail.any():
        i = int(np.flatnonzero(fail)[0])
        out.first = {"set": label, "index": i,
                     "inputs": decoded_row(v, inputs, i),
                     "expected": [describe(int(expected[r][i]), o.type) for r, o in enumerate(v.outs)],
                     "got": [describe(int(got[r][i]), o.type) for r, o in enumerate(v.outs)]}
    return out


def merge(a: Outcome, b: Outcome) -> Outcome:
    """One outcome from two input sets of the same variant (specials, random)."""
    out = Outcome(a.variant, a.family, a.passed and b.passed, a.compared + b.compared,
                  a.mismatches + b.mismatches, a.unspecified + b.unspecified, a.mode,
                  a.first or b.first, a.notes + b.notes)
    return out
