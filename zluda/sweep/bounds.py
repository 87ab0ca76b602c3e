"""Documented error bounds of PTX's approximate instructions (PTX ISA 9.0, sections cited).

Each bound: the function it approximates, then ranges tried in order on the magnitude of
one input operand; the first whose [lo, hi] holds gives (kind, value):
  "ulp"  |got - exact| <= (value + 0.5) ulp of the result format (the ISA counts ulps from
         the correctly rounded result, which is itself up to 0.5 ulp off)
  "abs"  |got - exact| <= value
  "rel"  |got - exact| <= value * |exact|, never tighter than 1 ulp (final rounding)
  None   the ISA gives no guarantee there: those inputs are not compared
A key that maps to None has no documented bound: the variant is compared bit-exactly.
"""

from __future__ import annotations

import math

import numpy as np

PI = math.pi
INF = math.inf

# name -> f(*float64 arrays) -> float64 array: the exact function (float64 is far more
# precise than any bound below)
FUNCTIONS = {
    "ex2": np.exp2,
    "lg2": np.log2,
    "sin": np.sin,
    "cos": np.cos,
    "tanh": np.tanh,
    "sqrt": np.sqrt,
    "rsqrt": lambda x: 1.0 / np.sqrt(x),
    "rcp": lambda x: 1.0 / x,
    "div": lambda a, b: a / b,
}

BOUNDS: dict[str, dict | None] = {
    # 9.7.3.21 ex2: "maximum ulp error is 2 ulp from correctly rounded result across the full range"
    "ex2.f32": {"fn": "ex2", "ranges": [(0, 0, INF, "ulp", 2)]},
    # 9.7.4.10 ex2 (half): max relative error 2^-9.9 (.f16), 2^-7 (.bf16)
    "ex2.f16": {"fn": "ex2", "ranges": [(0, 0, INF, "rel", 2 ** -9.9)]},
    "ex2.f16x2": {"fn": "ex2", "ranges": [(0, 0, INF, "rel", 2 ** -9.9)]},
    "ex2.bf16": {"fn": "ex2", "ranges": [(0, 0, INF, "rel", 2 ** -7)]},
    "ex2.bf16x2": {"fn": "ex2", "ranges": [(0, 0, INF, "rel", 2 ** -7)]},
    # 9.7.3.20 lg2: max absolute error 2^-22 for inputs in (0.5, 2), relative 2^-22 elsewhere
    "lg2.f32": {"fn": "lg2", "ranges": [(0, 0.5, 2.0, "abs", 2 ** -22), (0, 0, INF, "rel", 2 ** -22)]},
    # 9.7.3.18/19 sin, cos: absolute 2^-20.5 in [-2pi, 2pi], 2^-14.7 in [-100pi, 100pi],
    # "only best effort" outside
    "sin.f32": {"fn": "sin", "ranges": [(0, 0, 2 * PI, "abs", 2 ** -20.5), (0, 0, 100 * PI, "abs", 2 ** -14.7),
                                        (0, 0, INF, None, None)]},
    "cos.f32": {"fn": "cos", "ranges": [(0, 0, 2 * PI, "abs", 2 ** -20.5), (0, 0, 100 * PI, "abs", 2 ** -14.7),
                                        (0, 0, INF, None, None)]},
    # 9.7.3.22 tanh: relative 2^-11 over the entire range
    "tanh.f32": {"fn": "tanh", "ranges": [(0, 0, INF, "rel", 2 ** -11)]},
    # 9.7.4.9 tanh (half): absolute 2^-10.987 (.f16), 2^-8 (.bf16)
    "tanh.f16": {"fn": "tanh", "ranges": [(0, 0, INF, "abs", 2 ** -10.987)]},
    "tanh.f16x2": {"fn": "tanh", "ranges": [(0, 0, INF, "abs", 2 ** -10.987)]},
    "tanh.bf16": {"fn": "tanh", "ranges": [(0, 0, INF, "abs", 2 ** -8)]},
    "tanh.bf16x2": {"fn": "tanh", "ranges": [(0, 0, INF, "abs", 2 ** -8)]},
    # 9.7.3.15 sqrt.approx.f32: relative 2^-23 over the positive finite range
    "sqrt.f32": {"fn": "sqrt", "ranges": [(0, 0, INF, "rel", 2 ** -23)]},
    # 9.7.3.16 rsqrt.approx.f32: relative 2^-22.9 over the positive finite range
    "rsqrt.f32": {"fn": "rsqrt", "ranges": [(0, 0, INF, "rel", 2 ** -22.9)]},
    # 9.7.3.13 rcp.approx.f32: maximum 1 ulp across the full range
    "rcp.f32": {"fn": "rcp", "ranges": [(0, 0, INF, "ulp", 1)]},
    # 9.7.3.8 div.full.f32: maximum 2 ulp across the full range
    "div.full.f32": {"fn": "div", "ranges": [(0, 0, INF, "ulp", 2)]},
    # 9.7.3.8 div.approx.f32: 2 ulp for |b| in [2^-126, 2^126]; outside, documented special
    # results (0 or NaN) that the bit-exact pre-check covers when both sides agree
    "div.approx.f32": {"fn": "div", "ranges": [(1, 2.0 ** -126, 2.0 ** 126, "ulp", 2), (1, 0, INF, None, None)]},
    # no documented bound: rcp.approx.ftz.f64, rsqrt.approx{.ftz}.f64 -> bit-exact
    "rcp.f64": None,
    "rsqrt.f64": None,
}


def bound_for(key: str | None) -> dict | None:
    if key is None:
        return None
    if key not in BOUNDS:
        raise KeyError(f"approximate variant key {key!r} has no entry in zluda/sweep/bounds.py")
    return BOUNDS[key]
