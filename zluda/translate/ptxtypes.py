"""The translator's part of PTX's types (zluda.ptx.types): which of them it lowers, and the
LLVM types that hold their values."""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx.types import TYPES, PtxType

# The types an instruction or a register may have in code the translator lowers. Packed
# pairs are carried as untyped bits of their width (an emitter that knows the pair splits
# it); the other PTX types (sub-byte integers, the 6- and 4-bit floats, ue8m0, f32x2, the
# 8-bit floats outside a pair) have no lowering: `ptx_type` answers None for them and the
# caller reports the place ("unknown type .f32x2") rather than guess a meaning.
_LOWERED = {name: TYPES[name] for name in """
    pred b8 b16 b32 b64 b128 u8 u16 u32 u64 s8 s16 s32 s64 f16 bf16 tf32 f32 f64
    f16x2 bf16x2 u16x2 s16x2 e4m3x2 e5m2x2
    """.split()}


def ptx_type(name: str) -> PtxType | None:
    """The type named `name` if the translator lowers it, else None."""
    return _LOWERED.get(name)


def storage(t: PtxType) -> ir.IntType:
    """Registers hold plain bits: an integer of the type's width (pred -> i1)."""
    return ir.IntType(1 if t.is_pred else t.bits)


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
