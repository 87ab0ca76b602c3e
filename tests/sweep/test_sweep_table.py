"""The declarative table: enumeration size, determinism, stable ids, clear table errors."""

import collections
import json

import pytest

from zluda.sweep import table, validate
from zluda.sweep.kernelgen import kernel_name


def test_at_least_5000_legal_variants_and_every_family_present(accepted):
    assert len(accepted) >= 5000
    fams = collections.Counter(v.family for v in accepted)
    for fam in ("cvt", "cvt.pack", "fadd", "fma", "div", "rcp_sqrt", "fminmax", "set", "setp", "selp",
                "slct", "imul", "imad", "mul24", "sad", "idiv", "iminmax", "logic", "lop3", "shift", "shf",
                "bfe", "bfi", "bitcount", "prmt", "fns", "dp", "testp", "copysign", "transcendental",
                "video", "video.simd", "carry"):
        assert fams[fam] > 0, fam
    assert fams["lop3"] == 256 and fams["prmt"] == 7


def test_enumeration_is_deterministic_and_ids_unique(tmp_path):
    first = table.candidates()
    copy = tmp_path / "families.py"
    copy.write_text(table.TABLE_PATH.read_text())
    second = table.candidates(copy)  # a fresh expansion, not the cache
    assert [v.id for v in first] == [v.id for v in second]
    assert [v.body for v in first] == [v.body for v in second]
    assert len({v.id for v in first}) == len(first)
    assert len({kernel_name(v) for v in first}) == len(first)


def test_counts_match_the_recorded_ptxas_run(accepted):
    doc = validate.load_rejects()
    assert doc["candidates"] == len(table.candidates())
    assert doc["arches"]["sm_90"]["accepted"] == len(accepted)


def test_exhaustive_rule_is_32_input_bits(by_id):
    assert by_id["cvt.rn.f16.f32"].exhaustive           # 32 bits
    assert by_id["add.f16"].exhaustive                   # 16 + 16
    assert not by_id["add.rn.f32"].exhaustive            # 64 bits
    assert not by_id["selp.b16"].exhaustive              # 16 + 16 + 1
    assert by_id["cvt.rn.f32.u8"].input_bits == 8


@pytest.mark.parametrize("bad, message", [
    ('{"SETS": {}, "FAMILIES": [{"family": "x", "op": "add.{t}", "outs": ["{t}"], "ins": ["{t}"], '
     '"axes": {"t": "@nope"}}]}', "unknown set '@nope'"),
    ('{"SETS": {}, "FAMILIES": [{"family": "x", "op": "add.{q}", "outs": ["u32"], "ins": ["u32"], '
     '"axes": {"t": ["u32"]}}]}', "unknown axis 'q'"),
    ('{"SETS": {}, "FAMILIES": [{"family": "x", "op": "add", "outs": ["u99"], "ins": []}]}', "u99"),
    ('{"SETS": {}, "FAMILIES": [{"family": "x", "op": "add", "outs": [], "ins": []}, '
     '{"family": "y", "op": "add", "outs": [], "ins": []}]}', "already produced by FAMILIES[0]"),
    ('FAMILIES = [1 + 2]', "not a pure data literal"),
])
def test_table_errors_name_the_entry(tmp_path, bad, message):
    path = tmp_path / "families.py"
    path.write_text(bad)
    with pytest.raises(table.TableError, match=message.replace("[", r"\[").replace("(", r"\(")):
        table._expand_all.__wrapped__(path)
