"""The one table of PTX's types (zluda.ptx.types): its rows agree with each other and with
the front end's type names, and a malformed row is refused by name."""

from __future__ import annotations

import pytest

from zluda.ptx import ast, parse
from zluda.ptx.ast import iter_statements
from zluda.ptx.types import KINDS, PACKED, TYPES, PtxType

_KIND_FLAG = {"pred": "is_pred", "bits": "is_bits", "uint": "is_unsigned", "sint": "is_signed",
              "float": "is_float", "packed": "is_packed"}


@pytest.mark.parametrize("name", sorted(TYPES))
def test_every_type_answers_to_exactly_its_kind(name):
    t = TYPES[name]
    assert set(_KIND_FLAG) == set(KINDS)
    assert [flag for flag in _KIND_FLAG.values() if getattr(t, flag)] == [_KIND_FLAG[t.kind]]


@pytest.mark.parametrize("name", sorted(n for n, t in TYPES.items() if t.is_packed))
def test_a_packed_type_is_its_lanes_side_by_side(name):
    t = TYPES[name]
    lane = t.lane_type
    assert not lane.is_packed and t.lanes >= 2
    assert t.bits == t.lanes * lane.bits


@pytest.mark.parametrize("name", sorted(n for n, t in TYPES.items() if t.fmt))
def test_a_float_format_fits_its_width(name):
    t = TYPES[name]
    exponent, mantissa = t.fmt
    assert t.is_float and 1 + exponent + mantissa <= t.bits


def test_the_front_end_reads_type_modifiers_by_the_table():
    """`Instruction.types` picks an instruction's types out of its modifiers by the table's
    names, the newest formats included; rounding and saturation stay modifiers."""
    module = parse(".version 8.6\n.target sm_100a\n.address_size 64\n"
                   ".visible .entry k()\n{\n\t.reg .b8 %h<2>;\n\t.reg .f32 %f<3>;\n"
                   "\tcvt.rn.satfinite.e2m1x2.f32 %h1, %f1, %f2;\n\tret;\n}\n", "k.ptx")
    (cvt, _) = [s for s in iter_statements(module.functions["k"].body) if isinstance(s, ast.Instruction)]
    assert cvt.types == ("e2m1x2", "f32")
    assert set(ast.TYPE_NAMES) == set(TYPES)


def test_only_scalars_fail_to_give_a_lane_type():
    with pytest.raises(ValueError, match=r"\.f32 is not packed"):
        TYPES["f32"].lane_type
    assert TYPES["bf16x2"].lane_type is TYPES["bf16"]


@pytest.mark.parametrize("row,message", [
    (dict(name="q8", bits=8, kind="quaternion"), r"PTX type \.q8: kind 'quaternion' is not one of pred, "),
    (dict(name="u8x2", bits=16, kind="uint", element="u8", lanes=2), r"\.u8x2: a lane type goes with packed"),
    (dict(name="f8x2", bits=16, kind=PACKED), r"\.f8x2: a lane type goes with packed"),
])
def test_a_malformed_row_is_refused_by_name(row, message):
    with pytest.raises(ValueError, match=message):
        PtxType(**row)
