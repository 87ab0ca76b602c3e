"""The PTX types the sweep generates kernels for (a part of zluda.ptx.types), and how a
table names an operand's type."""

from __future__ import annotations

from zluda.ptx.types import TYPES as PTX_TYPES, PtxType

# Register values of 1 to 64 bits that the generated kernels load and store, and the lane
# formats of the packed 8/6/4-bit floats (never operands on their own). b128, the sub-byte
# integers, ue8m0, e3m4 and f32x2 have no input values or decoding here: a table that names
# them is an error.
TYPES: dict[str, PtxType] = {name: PTX_TYPES[name] for name in """
    pred b8 u8 s8 b16 u16 s16 b32 u32 s32 b64 u64 s64 f16 bf16 tf32 f32 f64
    f16x2 bf16x2 u16x2 s16x2 e4m3x2 e5m2x2 e2m3x2 e3m2x2 e2m1x2
    e4m3 e5m2 e2m3 e3m2 e2m1
    """.split()}


def resolve(expr: str) -> PtxType:
    """Type of an operand from its (already formatted) table expression.

    `wide:T` doubles an integer type (mul.wide, mad.wide); anything else names a type.
    """
    if expr.startswith("wide:"):
        base = TYPES[expr[5:]]
        return TYPES[f"{base.name[0]}{base.bits * 2}"]
    try:
        return TYPES[expr]
    except KeyError:
        raise KeyError(f"unknown PTX operand type {expr!r}") from None
