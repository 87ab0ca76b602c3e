"""The sweep's part of PTX's types (zluda.sweep.ptxtypes over zluda.ptx.types) and how a
table names an operand's type."""

from __future__ import annotations

import pytest

from zluda.ptx.types import TYPES as PTX_TYPES
from zluda.sweep.ptxtypes import TYPES, resolve


def test_the_sweep_takes_its_types_from_the_one_table():
    assert all(PTX_TYPES[name] is t for name, t in TYPES.items())
    # every lane of a swept packed type has input values and decoding of its own
    assert all(t.element in TYPES for t in TYPES.values() if t.is_packed)


@pytest.mark.parametrize("expr,name", [("u32", "u32"), ("wide:s16", "s32"), ("wide:u32", "u64"), ("e2m1x2", "e2m1x2")])
def test_resolve_names_and_widens(expr, name):
    assert resolve(expr) is PTX_TYPES[name]


@pytest.mark.parametrize("expr", ["b128", "f32x2", "ue8m0", "u4", "bogus"])
def test_types_the_sweep_cannot_feed_are_refused_by_name(expr):
    with pytest.raises(KeyError, match=f"unknown PTX operand type '{expr}'"):
        resolve(expr)


@pytest.mark.parametrize("name,reg_decl", [("pred", ".pred"), ("u8", ".b16"), ("e2m1x2", ".b16"), ("f16", ".b16"),
                                           ("f32", ".b32"), ("s64", ".b64")])
def test_register_declarations(name, reg_decl):
    assert TYPES[name].reg_decl == reg_decl
