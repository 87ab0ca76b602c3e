"""PTX fundamental types: width and kind, and their LLVM value/storage types."""

from __future__ import annotations

from dataclasses import dataclass

from llvmlite import ir


@dataclass(frozen=True)
class PtxType:
    name: str
    bits: int
    kind: str  # "s" signed, "u" unsigned, "b" untyped bits, "f" float, "p" predicate

    @property
    def is_float(self) -> bool:
        return self.kind == "f"

    @property
    def is_signed(self) -> bool:
        return self.kind == "s"

    @property
    def bytes(self) -> int:
        return max(1, self.bits // 8)

    @property
    def storage(self) -> ir.Type:
        """Registers hold plain bits: an integer of the type's width (pred -> i1)."""
        return ir.IntType(1 if self.kind == "p" else self.bits)


_TABLE = {}
for _name, _bits, _kind in [
    ("pred", 1, "p"),
    ("b8", 8, "b"), ("b16", 16, "b"), ("b32", 32, "b"), ("b64", 64, "b"), ("b128", 128, "b"),
    ("u8", 8, "u"), ("u16", 16, "u"), ("u32", 32, "u"), ("u64", 64, "u"),
    ("s8", 8, "s"), ("s16", 16, "s"), ("s32", 32, "s"), ("s64", 64, "s"),
    ("f16", 16, "f"), ("bf16", 16, "f"), ("tf32", 32, "f"), ("f32", 32, "f"), ("f64", 64, "f"),
    ("f16x2", 32, "b"), ("bf16x2", 32, "b"), ("u16x2", 32, "b"), ("s16x2", 32, "b"),
    ("e4m3x2", 16, "b"), ("e5m2x2", 16, "b"),
]:
    _TABLE[_name] = PtxType(_name, _bits, _kind)


def ptx_type(name: str) -> PtxType | None:
    return _TABLE.get(name)


F32 = ir.FloatType()
F64 = ir.DoubleType()
HALF = ir.HalfType()
I1 = ir.IntType(1)
I8 = ir.IntType(8)
I16 = ir.IntType(16)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
I128 = ir.IntType(128)
PTR = ir.PointerType()
VOID = ir.VoidType()


def int_type(bits: int) -> ir.IntType:
    return ir.IntType(bits)
