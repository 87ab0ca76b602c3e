"""PTX's fundamental types: one table, shared by the front end, the translator and the sweep.

Each tool takes the part it handles (the translator's `ptx_type`, the sweep's `TYPES`) and
adds its own mapping (LLVM types, input values); the facts about a type live here only.
This module needs nothing outside the standard library: the front end must not pull in
llvmlite.
"""

from __future__ import annotations

from dataclasses import dataclass

PRED, BITS, UINT, SINT, FLOAT, PACKED = "pred", "bits", "uint", "sint", "float", "packed"
KINDS = (PRED, BITS, UINT, SINT, FLOAT, PACKED)


@dataclass(frozen=True)
class PtxType:
    name: str
    # width of a value: 1 for .pred; the 6-bit floats count their 8-bit container, as a
    # lane of a packed pair sits in a whole byte
    bits: int
    kind: str                           # one of KINDS
    # floats: (exponent bits, mantissa bits) of the sign-magnitude format; None for ue8m0,
    # an unsigned exponent-only scale (2**(e-127)) with no sign or mantissa
    fmt: tuple[int, int] | None = None
    element: str | None = None          # packed: the type of one lane
    lanes: int = 1

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"PTX type .{self.name}: kind {self.kind!r} is not one of {', '.join(KINDS)}")
        if (self.kind == PACKED) != (self.element is not None):
            raise ValueError(f"PTX type .{self.name}: a lane type goes with packed types only")

    @property
    def is_pred(self) -> bool:
        return self.kind == PRED

    @property
    def is_float(self) -> bool:
        """A scalar float; packed pairs of floats are not (they are read as bits)."""
        return self.kind == FLOAT

    @property
    def is_signed(self) -> bool:
        """A scalar signed integer (s16x2 is packed, not signed)."""
        return self.kind == SINT

    @property
    def is_unsigned(self) -> bool:
        return self.kind == UINT

    @property
    def is_bits(self) -> bool:
        return self.kind == BITS

    @property
    def is_packed(self) -> bool:
        return self.kind == PACKED

    @property
    def bytes(self) -> int:
        """Bytes a value occupies in memory (predicates and sub-byte types: one)."""
        return max(1, self.bits // 8)

    @property
    def lane_type(self) -> PtxType:
        if self.element is None:
            raise ValueError(f"PTX type .{self.name} is not packed: it has no lane type")
        return TYPES[self.element]

    @property
    def reg_bits(self) -> int:
        """Width of the register that holds it (8-bit types live in 16-bit registers)."""
        if self.is_pred:
            return 1
        return max(16, self.bits)

    @property
    def reg_decl(self) -> str:
        return ".pred" if self.is_pred else f".b{self.reg_bits}"


def _packed(name: str, element: str, lanes: int, bits: int) -> PtxType:
    return PtxType(name, bits, PACKED, element=element, lanes=lanes)


TYPES: dict[str, PtxType] = {t.name: t for t in [
    PtxType("pred", 1, PRED),
    PtxType("b1", 1, BITS), PtxType("b8", 8, BITS), PtxType("b16", 16, BITS),
    PtxType("b32", 32, BITS), PtxType("b64", 64, BITS), PtxType("b128", 128, BITS),
    PtxType("u4", 4, UINT), PtxType("u8", 8, UINT), PtxType("u16", 16, UINT),
    PtxType("u32", 32, UINT), PtxType("u64", 64, UINT),
    PtxType("s4", 4, SINT), PtxType("s8", 8, SINT), PtxType("s16", 16, SINT),
    PtxType("s32", 32, SINT), PtxType("s64", 64, SINT),
    PtxType("f16", 16, FLOAT, (5, 10)), PtxType("bf16", 16, FLOAT, (8, 7)),
    PtxType("tf32", 32, FLOAT, (8, 23)),  # tf32 lives in a 32-bit container
    PtxType("f32", 32, FLOAT, (8, 23)), PtxType("f64", 64, FLOAT, (11, 52)),
    # 8-, 6- and 4-bit floats: mostly lanes of the packed pairs below
    PtxType("e4m3", 8, FLOAT, (4, 3)), PtxType("e5m2", 8, FLOAT, (5, 2)),
    PtxType("e3m4", 8, FLOAT, (3, 4)), PtxType("e2m3", 8, FLOAT, (2, 3)),
    PtxType("e3m2", 8, FLOAT, (3, 2)), PtxType("e2m1", 4, FLOAT, (2, 1)),
    PtxType("ue8m0", 8, FLOAT),
    _packed("f16x2", "f16", 2, 32), _packed("bf16x2", "bf16", 2, 32),
    _packed("f32x2", "f32", 2, 64),
    _packed("u16x2", "u16", 2, 32), _packed("s16x2", "s16", 2, 32),
    _packed("e4m3x2", "e4m3", 2, 16), _packed("e5m2x2", "e5m2", 2, 16),
    _packed("e3m4x2", "e3m4", 2, 16), _packed("e2m3x2", "e2m3", 2, 16),
    _packed("e3m2x2", "e3m2", 2, 16), _packed("e2m1x2", "e2m1", 2, 8),
    _packed("ue8m0x2", "ue8m0", 2, 16),
]}
