"""End to end through the project's translator (real PTX -> LLVM -> CPU).

1. The plumbing self-test: instructions numpy models exactly, through every input source
   and output mode, thread hashes and chunk digests included.
2. Record -> verify round trip on the translator itself (not a substitute for the H200
   reference: it shows the recorder, the container, the comparison and the report agree,
   and that a planted difference is caught and decoded).
3. Against the committed H200 reference, when it has been recorded.
"""

import json

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.sweep import refstore, sanity, validate, verify
from zluda.sweep.backends import ZludaBackend
from zluda.sweep.record import record


@pytest.fixture(scope="module")
def backend():
    try:
        return ZludaBackend()
    except ImportError as exc:
        pytest.skip(f"translator not available: {exc}")


def test_plumbing_self_test_on_the_translator(backend):
    result = sanity.run(backend, count=2048)
    assert result["ok"], json.dumps(result, indent=1)


def test_record_then_verify_round_trip_and_planted_difference(backend, tmp_path, accepted):
    variants = [v for v in accepted if v.family in ("prmt", "shf")]
    meta = record(backend, tmp_path, variants, budget_s=60, full=False)
    assert meta["sanity"]["ok"]
    assert all("error" not in meta["variants"][v.id] for v in variants), meta["variants"]
    report = verify.run(backend, variants, ref_dir=tmp_path)
    assert report["summary"]["pass"] == len(variants), report["summary"]
    rows = report["api_rows"]
    assert {r["fn"] for r in rows} == {v.id for v in variants}
    assert all(r["verdict"] == "pass" and r["lib"].startswith("ptx.") for r in rows)

    # plant a one-bit difference in one stored output and verify again
    name = meta["quick_files"][0]
    _, arrays = refstore.read(tmp_path / name)
    key = "prmt.b32.f4e|specials|o0"
    arrays = {k: a.copy() for k, a in arrays.items()}
    arrays[key][5] ^= 1
    refstore.write(tmp_path / name, arrays)
    report = verify.run(backend, variants, ref_dir=tmp_path)
    failed = [v for v in report["variants"] if v["status"] == "fail"]
    assert [v["variant"] for v in failed] == ["prmt.b32.f4e"]
    first = failed[0]["first_mismatch"]
    assert first["set"] == "specials" and first["index"] == 5 and len(first["inputs"]) == 3
    assert first["expected"] != first["got"]


@pytest.mark.parametrize("family", ["cvt", "logic", "fminmax", "transcendental"])
def test_against_h200_reference(backend, family):
    """The CI spread (--sample 800, whose known differences baseline.json lists) of a few
    families, compared with what the H200 recorded."""
    assert (verify.REFERENCE_DIR / "meta.json").is_file(), \
        "the H200 reference is missing (record it with workloads/ptx-sweep/record_h200.py)"
    variants = [v for v in verify.sample(validate.accepted("sm_90"), 800) if v.family == family]
    report = verify.run(backend, variants)
    baseline = verify.load_baseline()
    unexpected = [v for v in report["variants"] if v["status"] != "pass" and v["variant"] not in baseline]
    assert not unexpected, json.dumps(unexpected[:5], indent=1)


def test_every_cvt_variant_is_exact(backend):
    """Every conversion variant ptxas accepts (scalar, packed, 8-bit floats) matches the
    H200 bit for bit on the quick set: none may lean on the baseline."""
    assert (verify.REFERENCE_DIR / "meta.json").is_file(), \
        "the H200 reference is missing (record it with workloads/ptx-sweep/record_h200.py)"
    variants = [v for v in validate.accepted("sm_90") if v.family.startswith("cvt")]
    assert len(variants) >= 800
    report = verify.run(backend, variants)
    failed = [v for v in report["variants"] if v["status"] != "pass"]
    assert not failed, json.dumps(failed[:5], indent=1)


def test_full_set_round_trip_digests_and_approx_bounds(backend, tmp_path, by_id):
    exact = [by_id[i] for i in ("cvt.rn.f32.u8", "cvt.f32.f16", "not.b16", "cvt.rzi.s8.f16")]
    approx = [by_id["ex2.approx.f16"], by_id["tanh.approx.f16"]]
    meta = record(backend, tmp_path, exact + approx, budget_s=120, launch_tuples=1 << 16)
    assert all(meta["variants"][v.id]["full"]["chunks"] == 1 for v in exact)
    report = verify.run(backend, exact + approx, full=True, ref_dir=tmp_path)
    statuses = {v["variant"]: (v["status"], v["mode"], v["compared"]) for v in report["variants"]}
    for v in exact:
        assert statuses[v.id] == ("pass", "chunk-digest", 1 << v.input_bits), statuses[v.id]
    for v in approx:  # every f16 input against the documented bound, not against bits
        assert statuses[v.id] == ("pass", f"bound:{v.approx}", 1 << 16), statuses[v.id]

    # a changed digest is reported as a differing chunk with where it starts
    _, digests = refstore.read(tmp_path / meta["full_file"])
    digests = {k: a.copy() for k, a in digests.items()}
    digests["not.b16"][0] ^= np.uint64(1)
    refstore.write(tmp_path / meta["full_file"], digests)
    report = verify.run(backend, [by_id["not.b16"]], full=True, ref_dir=tmp_path)
    (row,) = report["variants"]
    assert row["status"] == "fail" and row["first_mismatch"]["set"].startswith("full chunk 0")


def test_rejects_check_reports_each_combination(backend):
    rejects = validate.rejects_for("sm_90")
    ids = ["add.sat.u32", "cvt.rs.f32.f32", "setp.eq.and.f16"]  # three kinds of ptxas refusal
    assert all(i in rejects for i in ids)
    result = verify.check_rejects(ptxmodule.load, ids)
    assert result["checked"] == len(ids) == len(result["api_rows"])
    for row in result["api_rows"]:
        assert row["lib"] == "ptx.rejects" and row["verdict"] in ("pass", "fail")
        assert rejects[row["fn"]] in row["detail"]
    wrongly = {x["variant"] for x in result["accepted_but_ptxas_rejects"]}
    assert wrongly == {r["fn"] for r in result["api_rows"] if r["verdict"] == "fail"}
