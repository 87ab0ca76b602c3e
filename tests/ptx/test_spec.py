"""The instruction table is data another tool can enumerate, and it agrees with itself."""

from __future__ import annotations

import itertools

import pytest

from zluda.ptx import ast as A
from zluda.ptx import parse, spec
from zluda.ptx.printer import print_module


def test_every_form_is_well_formed():
    for name, form in spec.FORMS.items():
        assert form.name == name
        assert name.split(".")[0] in spec.OPCODES
        for shape in form.shapes:
            assert shape == ("*",) or all(k in spec.KIND_NAMES for k in shape), name
        group_names = [g.name for g in form.groups]
        assert len(group_names) == len(set(group_names)), f"{name}: duplicate group names"


@pytest.mark.parametrize("name,modifiers,expect", [
    ("ld", ("global", "nc", "v4", "f32"), "ld.global.nc"),
    ("ld", ("shared", "u32"), "ld"),
    ("cp", ("async", "wait_group"), "cp.async.wait_group"),
    ("cp", ("async", "bulk", "tensor", "2d"), "cp.async.bulk.tensor"),
    ("bar", ("warp", "sync"), "bar.warp.sync"),
    ("bar", ("sync",), "bar"),
    ("wmma", ("load", "a", "sync"), "wmma.load"),
    ("frobnicate", (), None),
])
def test_lookup_picks_the_longest_name(name, modifiers, expect):
    form = spec.lookup(name, modifiers)
    assert (form.name if form else None) == expect


def _one_choice_per_group(form):
    """A small sample of modifier combinations: the first word of each group, then each
    word of each group alone; what a sweep generator does, in miniature."""
    firsts = [sorted(g.words)[0] for g in form.groups]
    yield tuple(firsts)
    for g in form.groups:
        for word in sorted(g.words):
            yield (word,)


def _operand_for(kind):
    return {"d": "%r1", "s": "%r2", "m": "[%rd1]", "l": "L_end", "L": "()"}[kind]


def test_generated_forms_parse_and_round_trip():
    """Print one instruction per (form, modifier sample, shape) and parse it back: the
    parser accepts what the table allows, for every opcode in it."""
    lines = []
    for form in spec.FORMS.values():
        if form.shapes[0] == ("*",):
            continue
        prefix = tuple(form.name.split(".")[1:])
        for mods, shape in itertools.product(_one_choice_per_group(form), form.shapes):
            name = ".".join((form.name,) + mods)
            ops = ", ".join(_operand_for(k) for k in shape)
            lines.append(f"\t{name}{' ' + ops if ops else ''};")
    src = (".version 9.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n"
           "\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n" + "\n".join(lines) + "\nL_end:\n\tret;\n}\n")
    module = parse(src, lazy=False)
    body = module.kernels["k"].body
    assert sum(isinstance(s, A.Instruction) for s in body) == len(lines) + 1
    assert parse(print_module(module), lazy=False) == module


def test_check_instruction_lists_every_problem():
    ins = A.Instruction("add", ("bogus", "s32"), (A.Register("%r1"),))
    messages = [m for m, _ in spec.check_instruction(ins)]
    assert messages == ["'.bogus' is not a modifier of add", "add takes 3 operands, got 1"]
