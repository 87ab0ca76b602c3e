"""PTX scalar and packed types as the sweep sees them: width, register class, decoding."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PtxType:
    name: str
    bits: int          # meaningful input/output bits (1 for .pred)
    kind: str          # "uint" "sint" "bits" "float" "pred" "packed"
    # floats: (exponent bits, mantissa bits) of the element format; packed: element type name
    fmt: tuple | None = None
    lanes: int = 1

    @property
    def reg_bits(self) -> int:
        """Width of the register that holds it (8-bit types live in 16-bit registers)."""
        if self.kind == "pred":
            return 1
        return max(16, self.bits)

    @property
    def reg_decl(self) -> str:
        return ".pred" if self.kind == "pred" else f".b{self.reg_bits}"


def _t(name, bits, kind, fmt=None, lanes=1):
    return name, PtxType(name, bits, kind, fmt, lanes)


TYPES: dict[str, PtxType] = dict([
    _t("pred", 1, "pred"),
    _t("b8", 8, "bits"), _t("u8", 8, "uint"), _t("s8", 8, "sint"),
    _t("b16", 16, "bits"), _t("u16", 16, "uint"), _t("s16", 16, "sint"),
    _t("b32", 32, "bits"), _t("u32", 32, "uint"), _t("s32", 32, "sint"),
    _t("b64", 64, "bits"), _t("u64", 64, "uint"), _t("s64", 64, "sint"),
    _t("f16", 16, "float", (5, 10)), _t("bf16", 16, "float", (8, 7)),
    _t("tf32", 32, "float", (8, 23)),  # tf32 lives in a 32-bit container
    _t("f32", 32, "float", (8, 23)), _t("f64", 64, "float", (11, 52)),
    _t("f16x2", 32, "packed", ("f16",), 2), _t("bf16x2", 32, "packed", ("bf16",), 2),
    _t("u16x2", 32, "packed", ("u16",), 2), _t("s16x2", 32, "packed", ("s16",), 2),
    _t("e4m3x2", 16, "packed", ("e4m3",), 2), _t("e5m2x2", 16, "packed", ("e5m2",), 2),
    _t("e2m3x2", 16, "packed", ("e2m3",), 2), _t("e3m2x2", 16, "packed", ("e3m2",), 2),
    _t("e2m1x2", 8, "packed", ("e2m1",), 2),
    # element formats of the packed 8/6/4-bit floats (never operands on their own)
    _t("e4m3", 8, "float", (4, 3)), _t("e5m2", 8, "float", (5, 2)),
    _t("e2m3", 8, "float", (2, 3)), _t("e3m2", 8, "float", (3, 2)), _t("e2m1", 4, "float", (2, 1)),
])


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
