"""The translator's legality table (zluda/ptx/legality.json) against ptxas's recorded
verdicts (workloads/ptx-sweep/ptxas-rejects.json), and the located refusals it drives."""

import json

import pytest

import zluda.ptx
from zluda.cpu import ptxmodule
from zluda.ptx import legality
from zluda.sweep import validate, verify
from zluda.sweep.kernelgen import module_text
from zluda.translate.errors import IllegalInstructionError


def test_table_is_generated_from_the_recorded_verdicts():
    recorded = json.loads(validate.REJECTS_PATH.read_text())
    committed = json.loads(legality.TABLE_PATH.read_text())
    assert committed == legality.generate(recorded), \
        "zluda/ptx/legality.json is stale: run `python -m zluda.ptx.legality`"


def test_every_candidate_gets_ptxas_verdict_and_message():
    r90, r80 = validate.rejects_for("sm_90"), validate.rejects_for("sm_80")
    wrong = []
    for v in validate.candidates():
        op, *mods = v.opcode.split(".")
        if legality.rejection(op, mods, ("sm_90",)) != r90.get(v.id):
            wrong.append(("sm_90", v.id))
        if (legality.rejection(op, mods, ("sm_80",)) is None) != (v.id not in r80):
            wrong.append(("sm_80", v.id))
    assert not wrong, wrong[:10]
    assert len(r90) > 17000


def test_modifier_order_and_target_rules():
    # ptxas takes modifiers in any order: the shape sorts them
    assert legality.rejection("cvt", ["ftz", "rn", "u8", "u8"]) == legality.rejection("cvt", ["rn", "ftz", "u8", "u8"])
    assert legality.rejection("cvt", ["rn", "f16", "f32"]) is None
    # e4m3x2 conversions need sm_89: rejected for sm_80 modules, accepted for sm_90
    mods = ["rn", "satfinite", "e4m3x2", "f32"]
    assert "sm_89" in legality.rejection("cvt", mods, ("sm_80",))
    assert legality.rejection("cvt", mods, ("sm_90",)) is None
    assert legality.target_sm(("sm_90a",)) == 90 and legality.target_sm(()) is None


def test_translator_refuses_one_of_every_ptxas_message_with_a_located_error():
    rejects = validate.rejects_for("sm_90")
    first_of_message = {}
    for vid, msg in rejects.items():
        first_of_message.setdefault(msg, vid)
    result = verify.check_rejects(ptxmodule.load, sorted(first_of_message.values()))
    assert result["checked"] == len(first_of_message) > 200
    assert not result["accepted_but_ptxas_rejects"], result["accepted_but_ptxas_rejects"][:5]
    assert not result["refused_without_location"], result["refused_without_location"][:5]
    assert all(r["verdict"] == "pass" for r in result["api_rows"])


def test_refusal_names_the_line_column_and_ptxas_reason():
    v = {c.id: c for c in validate.candidates()}["set.eq.ftz.u32.b32"]
    text = module_text([v])
    line = next(i for i, t in enumerate(text.splitlines(), 1) if t.strip().startswith("set.eq.ftz.u32.b32 "))
    with pytest.raises(IllegalInstructionError) as err:
        ptxmodule.load(text).llvm_ir()
    e = err.value
    assert e.loc.line == line and e.loc.col > 1
    assert str(e).startswith(f"{e.loc.file}:{line}:{e.loc.col}: set.eq.ftz.u32.b32: ptxas rejects")
    assert "Illegal modifier '.ftz' for instruction 'set'" in str(e)
