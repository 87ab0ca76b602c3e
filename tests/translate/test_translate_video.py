"""Video instructions (scalar with operand selectors, SIMD) and the bit-field helpers
bmsk/szext, against values worked out by hand from the PTX ISA's pseudo-code."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from ptxkit import run
from zluda.cpu.h200_cases import kernel_text

U32 = ("u32", "u32", "u32")


def _u32(*xs):
    return np.array(xs, np.uint32)


def test_scalar_selectors_extend_by_operand_type():
    a = _u32(0x80FF0102, 0x7F00FFFF)
    b = _u32(0x00000003, 0xFFFF8000)
    # a.b3 sign-extended (s32 source) + b.h0 zero-extended (u32 source)
    got = run("vadd.s32.s32.u32 %d, %a.b3, %b.h0;", a, b, ins=("s32", "u32", None), out="s32")
    assert list(got) == [-128 + 3, 0x7F + 0x8000]
    # unsigned byte 2 of a minus half-word 1 of b, saturated to u32 (negative -> 0)
    got = run("vsub.u32.u32.u32.sat %d, %a.b2, %b.h1;", a, b, ins=U32[:2] + (None,), out="u32")
    assert list(got) == [0xFF - 0, 0]
    got = run("vabsdiff.u32.s32.s32 %d, %a.h1, %b.h1;", a, b, ins=("s32", "s32", None), out="u32")
    assert list(got) == [abs(-0x7F01 - 0), abs(0x7F00 - (-1))]


def test_secondary_operations_and_shifts():
    a, b, c = _u32(5, 100), _u32(7, 1), _u32(20, 50)
    assert list(run("vadd.u32.u32.u32.add %d, %a, %b, %c;", a, b, c, ins=U32, out="u32")) == [32, 151]
    assert list(run("vmax.s32.s32.s32.min %d, %a, %b, %c;", a, b, c, ins=("s32",) * 3, out="s32")) == [7, 50]
    # vshl clamps the shift at 32; .sat keeps the 33+ bit result in range
    sh = _u32(3, 40)
    assert list(run("vshl.u32.u32.u32.clamp %d, %a, %b;", _u32(1, 1), sh, ins=U32[:2] + (None,), out="u32")) == [8, 0]
    assert list(run("vshl.u32.u32.u32.sat.clamp %d, %a, %b;", _u32(1, 1), sh, ins=U32[:2] + (None,),
                    out="u32")) == [8, 0xFFFFFFFF]
    assert list(run("vshr.s32.s32.u32.wrap %d, %a, %b;", _u32(0x80000000, 0x80000000), _u32(4, 36),
                    ins=("s32", "u32", None), out="u32")) == [0xF8000000, 0xF8000000]


def test_simd_lanes_saturate_average_and_accumulate():
    a = _u32(0x7FFF0001, 0x01020304)
    b = _u32(0x00020003, 0x01010101)
    c = _u32(0xAAAAAAAA, 10)
    got = run("vadd2.s32.s32.s32.sat %d, %a, %b, %c;", a, b, c, ins=("s32",) * 3, out="u32")
    assert got[0] == 0x7FFF0004          # high lane 0x7fff + 2 saturates, low 1 + 3
    got = run("vavrg4.u32.u32.u32 %d, %a, %b, %c;", a, b, c, ins=U32, out="u32")
    assert got[1] == 0x01020203           # (x + y + 1) >> 1 per byte: 1, 2, 2, 3 (high to low)
    got = run("vset4.u32.u32.gt.add %d, %a, %b, %c;", a, b, c, ins=U32, out="u32")
    assert got[1] == 10 + 3               # bytes 02, 03, 04 exceed 01


def test_bmsk_and_szext():
    a, b = _u32(4, 30, 0), _u32(8, 8, 40)
    assert list(run("bmsk.clamp.b32 %d, %a, %b;", a, b, ins=U32[:2] + (None,), out="u32")) == [
        0xFF0, 0xC0000000, 0xFFFFFFFF]
    assert list(run("bmsk.wrap.b32 %d, %a, %b;", a, b, ins=U32[:2] + (None,), out="u32")) == [0xFF0, 0xC0000000, 0xFF]
    x, w = _u32(0x1F0, 0x1F0, 0x1F0), _u32(8, 5, 0)
    assert list(run("szext.clamp.s32 %d, %a, %b;", x, w, ins=("s32", "u32", None), out="u32")) == [0xFFFFFFF0, 0xFFFFFFF0, 0]
    assert list(run("szext.wrap.u32 %d, %a, %b;", x, w, ins=U32[:2] + (None,), out="u32")) == [0xF0, 0x10, 0]


def test_selector_outside_video_is_a_located_error():
    text = kernel_text("add.u32 %d, %a.b1, %b;", ins=U32[:2] + (None,), out="u32")
    with pytest.raises(Exception) as err:
        ptxmodule.load(text).llvm_ir()
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "add.u32 %d, %a.b1" in t)
    assert f":{line}:" in str(err.value) and "only allowed on video instructions" in str(err.value)
