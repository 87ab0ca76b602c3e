"""Every PTX file nvcc 13 emits for the CUDA sources in tests/ptx/cuda parses, passes the
name checks, round-trips through the printer, and keeps every instruction."""

from __future__ import annotations

import re

import pytest

from zluda.ptx import ast as A
from zluda.ptx import parse, spec
from zluda.ptx.check import check_module
from zluda.ptx.printer import print_module

_STATEMENT_START = re.compile(r"^\s*(?:\{\s*)?(?:@!?[%\w$]+\s+)?([a-z][a-z0-9_]*)[.\s;]", re.M)
_ENTRY = re.compile(r"\.entry\s+([\w$]+)")


def _count_instruction_lines(text: str) -> int:
    """Instructions counted from the raw text, independently of the parser: lines (outside
    comments) that start with a known opcode, optionally guarded."""
    text = re.sub(r"//[^\n]*", "", text)
    return sum(1 for m in _STATEMENT_START.finditer(text) if m.group(1) in spec.OPCODES)


@pytest.mark.nvcc
def test_nvcc_output_parses_checks_and_round_trips(nvcc_case, nvcc_corpus):
    case = nvcc_case
    path = nvcc_corpus[case]
    text = path.read_text()
    module = parse(text, filename=str(path), lazy=False)

    assert module.version >= (9, 0)
    assert module.target[0] == "sm_" + case[1].removeprefix("compute_")
    assert set(module.kernels) == set(_ENTRY.findall(text)), "kernels lost or invented"
    assert check_module(module, text) == []

    parsed = sum(sum(1 for _ in f.instructions()) for f in module.functions.values() if f.has_body)
    assert parsed == _count_instruction_lines(text)

    printed = print_module(module)
    again = parse(printed, filename="printed.ptx", lazy=False)
    assert again == module
    assert print_module(again) == printed   # the printer's output is a fixed point

    if "-G" in case[2] or "-lineinfo" in case[2]:
        locs = [s for f in module.functions.values() if f.has_body
                for s in A.iter_statements(f.body) if isinstance(s, A.LocDirective)]
        assert locs, "debug builds carry .loc directives"
        assert any(isinstance(i, A.FileDirective) for i in module.items)
    if "-G" in case[2]:
        sections = {s.name: s for s in module.items if isinstance(s, A.Section)}
        assert {".debug_info", ".debug_abbrev"} <= set(sections)
        data = [v for item in sections[".debug_abbrev"].items if isinstance(item, A.SectionData)
                for v in item.values]
        assert data and all(isinstance(v, int) and 0 <= v < 256 for v in data)


@pytest.mark.nvcc
def test_lazy_parse_defers_bodies_and_gives_the_same_tree(nvcc_corpus):
    path = nvcc_corpus[("calls.cu", "compute_90", ())]
    text = path.read_text()
    lazy = parse(text, filename=str(path))
    functions = [f for f in lazy.functions.values() if f.has_body]
    assert functions and not any(f.body_parsed for f in functions)
    kernel = lazy.kernels["_Z5callsPfiPFiiE"]
    assert [p.type for p in kernel.params] == ["u64", "u32", "u64"]
    assert not kernel.body_parsed
    assert kernel.body is not None and kernel.body_parsed
    assert lazy == parse(text, filename=str(path), lazy=False)


@pytest.mark.nvcc
def test_instruction_locations_point_at_the_opcode(nvcc_corpus):
    path = nvcc_corpus[("warp.cu", "compute_90", ())]
    lines = path.read_text().splitlines()
    module = parse(path.read_text(), filename=str(path))
    checked = 0
    for fn in module.functions.values():
        for ins in fn.instructions():
            line = lines[ins.loc.line - 1]
            at = line[ins.loc.col - 1:]
            expected = "@" if ins.guard else ins.opcode
            assert at.startswith(expected), (ins.loc, line)
            for op in ins.operands:
                if isinstance(op, A.Register):
                    assert lines[op.loc.line - 1][op.loc.col - 1:].startswith(op.name)
            checked += 1
    assert checked > 50
