"""The translator's part of PTX's types (zluda.translate.ptxtypes over zluda.ptx.types):
packed pairs are untyped bits to it, types it has no lowering for are unknown, and every
register holds an integer of its type's width."""

from __future__ import annotations

import pytest
from llvmlite import ir

from zluda.ptx.types import TYPES
from zluda.translate.ptxtypes import ptx_type, storage


@pytest.mark.parametrize("name", ["f16x2", "bf16x2", "u16x2", "s16x2", "e4m3x2", "e5m2x2"])
def test_packed_pairs_are_bits_of_their_width(name):
    t = ptx_type(name)
    assert t is TYPES[name]
    assert not (t.is_float or t.is_signed or t.is_pred)
    assert storage(t) == ir.IntType(t.bits)


@pytest.mark.parametrize("name", ["b1", "u4", "s4", "f32x2", "ue8m0", "ue8m0x2", "e2m1x2", "e2m3x2",
                                  "e3m2x2", "e3m4x2", "e4m3", "e5m2", "e2m1", "bogus"])
def test_types_without_a_lowering_are_unknown(name):
    assert ptx_type(name) is None


@pytest.mark.parametrize("name,width", [("pred", 1), ("u8", 8), ("s16", 16), ("f16", 16), ("tf32", 32),
                                        ("f64", 64), ("b128", 128)])
def test_registers_hold_an_integer_of_the_type_width(name, width):
    assert storage(ptx_type(name)) == ir.IntType(width)


def test_scalar_kinds_reach_the_translator():
    assert ptx_type("s32").is_signed and not ptx_type("u32").is_signed
    assert ptx_type("bf16").is_float and ptx_type("pred").is_pred
