"""Malformed PTX through the whole CPU pipeline (parse, translate, compile, launch): a
located error (file:line:col) every time, never another exception and never a crash.

The front end's own syntax errors are covered by tests/ptx/test_errors.py; these are the
cases only the translator can see (operand types per instruction, operand counts of
collectives, predicates where values belong) plus mutations of real nvcc output.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import jit
from zluda.cpu.ptxmodule import Module
from zluda.ptx import parse
from zluda.ptx.check import check_module
from zluda.ptx.errors import PtxError
from zluda.translate.errors import TranslateError
from zluda.translate.module import translate

HEAD = ".version 8.0\n.target sm_80\n.address_size 64\n"
REPO = Path(__file__).resolve().parents[2]


def kernel(body: str) -> str:
    # the body starts on line 9
    return HEAD + (".visible .entry k(.param .u64 p)\n{\n\t.reg .b32 %r<4>;\n\t.reg .pred %p<2>;\n"
                   f"\t.reg .b64 %rd<4>;\n{body}\n\tret;\n}}\n")


# (PTX, line, col, message fragment)
CASES = [
    # truncated in the middle of a kernel
    (kernel("\tld.param.u64 %rd1, [p];")[:-12], 5, 1, "unterminated block"),
    (kernel("\tfrobnicate.u32 %r1;"), 9, 2, "unknown instruction 'frobnicate.u32'"),
    (kernel("\tbra.uni NOWHERE;"), 9, 10, "undefined label NOWHERE"),
    # operand types the front end lets through
    (kernel("\tst.global.u64 [%rd1], %r1;"), 9, 24, "%r1 has 32 bits, .u64 needs 64"),
    (kernel("\tld.global.u32 %p1, [%rd1];"), 9, 16, "%p1 is a predicate register, the instruction uses it as .u32"),
    (kernel("\tcvt.f64.f32 %r1, %r2;"), 9, 14, "%r1 has 32 bits, .f64 needs 64"),
    (kernel("\tld.global.u32 %r1, [%p1];"), 9, 22, "%p1 (a .pred register) cannot hold an address"),
    (kernel("\tst.global.pred [%rd1], %p1;"), 9, 2, ".pred is not a type of st"),
    (kernel("\tatom.global.add.pred %p1, [%rd1], %p0;"), 9, 2, ".pred is not a type of atom"),
    (kernel("\tshfl.sync.idx.b32 %r1, %p1, 0, 31, -1;"), 9, 25, "%p1 is a predicate register"),
    (kernel("\tsetp.eq.u32 %r1, %r2, 0;"), 9, 14, "%r1 is a .b32 register, the instruction uses it as .pred"),
    # a PTX type the translator has no lowering for
    (kernel("\tadd.f32x2 %rd1, %rd2, %rd3;"), 9, 2, "unknown type .f32x2"),
    # a collective with an operand missing
    (kernel("\tvote.sync.ballot.b32 %r1, %p1;"), 9, 2, "wrong number of operands (2 given)"),
]


def _located(exc, line, col):
    text = str(exc)
    return text.startswith(f"bad.ptx:{line}:{col}:"), text


@pytest.mark.parametrize("source,line,col,fragment", CASES, ids=[f"case{i}" for i in range(len(CASES))])
def test_malformed_kernel_gives_a_located_error_at_launch(source, line, col, fragment):
    m = Module(source, "bad.ptx")
    with pytest.raises((PtxError, TranslateError)) as info:
        m.launch("k", 1, 32, [np.zeros(64, np.uint32)])
    ok, text = _located(info.value, line, col)
    assert ok, text
    assert fragment in text, text


# --------------------------------------------------------------- mutations of nvcc output

_REG = re.compile(r"%(p|rs|r|rd|f|fd)\d+")
_TYPE = re.compile(r"\.(u8|s8|u16|s16|b16|u32|s32|b32|u64|s64|b64|f16|f32|f64|pred|bf16)\b")
_INSTRUCTION = re.compile(r"^\s+(@!?%p\d+\s+)?[a-z][\w.:]*\s+[^;]*;\s*$")


def _mutants(text: str, rng: random.Random, count: int):
    lines = text.splitlines()
    body = [i for i, line in enumerate(lines) if _INSTRUCTION.match(line)]
    made = 0
    while made < count:
        i = rng.choice(body)
        line = lines[i]
        how = rng.choice(("register", "type", "operand", "label", "truncate"))
        if how == "register" and _REG.search(line):
            m = rng.choice(list(_REG.finditer(line)))
            line = line[:m.start()] + rng.choice(("%p1", "%rs1", "%r1", "%rd1", "%f1", "%fd1")) + line[m.end():]
        elif how == "type" and _TYPE.search(line):
            m = rng.choice(list(_TYPE.finditer(line)))
            line = line[:m.start()] + rng.choice((".u8", ".s16", ".u32", ".b64", ".f16", ".f32", ".f64", ".pred",
                                                  ".bf16", ".f16x2", ".v2", ".v4")) + line[m.end():]
        elif how == "operand" and "," in line:
            parts = line.rstrip().rstrip(";").split(",")
            del parts[rng.randrange(1, len(parts))]
            line = ",".join(parts) + ";"
        elif how == "label" and "$L__" in line:
            line = re.sub(r"\$L__\w+", "$L__nowhere", line)
        elif how == "truncate":
            yield "\n".join(lines[:i] + [line[:rng.randrange(1, len(line))]])
            made += 1
            continue
        else:
            continue
        yield "\n".join(lines[:i] + [line] + lines[i + 1:])
        made += 1


def _compile_everything(text: str) -> str:
    try:
        module = parse(text, filename="mutant.ptx", lazy=False)
        problems = check_module(module, text)
        if problems:
            assert problems[0].loc.line >= 1
            return "check"
        for name in module.kernels:
            jit.compile_to_object(translate(module, only=[name]).ir_text)
        return "compiled"
    except PtxError as exc:
        assert exc.loc.file == "mutant.ptx" and exc.loc.line >= 1 and exc.loc.col >= 1, str(exc)
        return "syntax"
    except TranslateError as exc:
        assert exc.loc is not None and exc.loc.file == "mutant.ptx" and exc.loc.line >= 1, str(exc)
        return "translate"


@pytest.mark.parametrize("name", ["atomics.cu", "warp.cu", "halfs.cu"])
def test_mutated_nvcc_output_never_escapes_as_another_exception(name, nvcc):
    from zluda.ptx.nvcc import compile_ptx
    text = compile_ptx(REPO / "tests" / "ptx" / "cuda" / name, "compute_80", nvcc=nvcc).read_text()
    rng = random.Random(20261204)
    outcomes: dict = {}
    for mutant in _mutants(text, rng, 40):
        kind = _compile_everything(mutant)   # any other exception fails the test here
        outcomes[kind] = outcomes.get(kind, 0) + 1
    # most mutations are errors, and those came out located
    assert outcomes.get("syntax", 0) + outcomes.get("check", 0) + outcomes.get("translate", 0) > 12, outcomes
    assert outcomes.get("translate", 0) > 0, outcomes
