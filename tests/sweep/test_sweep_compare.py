"""The comparator catches one-ulp and NaN-payload differences; bounds only for .approx."""

import numpy as np

from zluda.sweep.compare import compare
from zluda.sweep.inputs import special_tuples


def _exp2_reference(x_bits):
    with np.errstate(all="ignore"):
        x = x_bits.astype(np.uint32).view(np.float32).astype(np.float64)
        return np.exp2(x).astype(np.float32).view(np.uint32).astype(np.uint64)


def test_planted_one_ulp_difference_is_caught(by_id):
    v = by_id["add.rn.f32"]
    x = special_tuples(v, 1024)
    ref = np.full(len(x), 0x3F800000, np.uint64)
    got = ref.copy()
    got[17] += 1
    o = compare(v, x, [ref], [got], "specials")
    assert not o.passed and o.mismatches == 1
    assert o.first["index"] == 17
    assert o.first["expected"] == ["0x3f800000 (1.0)"]
    assert o.first["got"] == ["0x3f800001 (1.0000001192092896)"]
    assert len(o.first["inputs"]) == 2 and o.first["inputs"][0].startswith("0x")


def test_nan_payload_difference_is_caught(by_id):
    v = by_id["max.NaN.f32"]
    x = special_tuples(v, 64)
    ref = np.full(len(x), 0x7FFFFFFF, np.uint64)
    got = ref.copy()
    got[3] = 0x7FC00000                                      # also a NaN, other payload
    o = compare(v, x, [ref], [got])
    assert not o.passed
    assert "NaN payload 0x7fffff" in o.first["expected"][0] and "NaN payload 0x400000" in o.first["got"][0]


def test_predicate_and_second_output_are_compared(by_id):
    v = by_id["setp.lt.and.f32"]                              # p|q outputs
    x = special_tuples(v, 256)
    p = np.zeros(len(x), np.uint8)
    o = compare(v, x, [p, p], [p, p ^ np.uint8(1)])
    assert not o.passed and o.mismatches == len(x)


def test_approx_within_documented_bound_passes_and_beyond_fails(by_id):
    v = by_id["ex2.approx.f32"]
    x = special_tuples(v, 1024)
    ref = _exp2_reference(x[:, 0])
    xf = x[:, 0].astype(np.uint32).view(np.float32)
    normal_out = np.isfinite(xf) & (np.abs(xf) < 100)
    two_ulp = ref.copy()
    two_ulp[normal_out] += np.uint64(2)                       # 2 ulp: the documented maximum
    assert compare(v, x, [ref], [two_ulp]).passed
    three_ulp = two_ulp.copy()
    k = int(np.flatnonzero(normal_out)[0])
    three_ulp[k] += np.uint64(1)
    o = compare(v, x, [ref], [three_ulp])
    assert not o.passed and o.mismatches == 1 and o.mode == "bound:ex2.f32"


def test_exact_variants_never_use_a_bound(by_id):
    v = by_id["div.rn.f32"]
    assert v.approx is None
    x = special_tuples(v, 64)
    ref = np.full(len(x), 0x40000000, np.uint64)
    got = ref + np.uint64(1)
    assert compare(v, x, [ref], [got]).mismatches == len(x)


def test_sin_outside_documented_range_is_unspecified(by_id):
    v = by_id["sin.approx.f32"]
    x = np.array([[0x3F800000], [0x4A000000]], np.uint64)     # 1.0 and 2^21 (> 100 pi)
    ref = np.array([0x3F576AA4, 0x3F000000], np.uint64)       # sin(1), anything
    got = ref.copy()
    got[1] = 0x3E800000                                       # differs where nothing is promised
    o = compare(v, x, [ref], [got])
    assert o.passed and o.unspecified == 1


def test_shard_reports_merge_per_variant():
    from zluda.sweep.compare import Outcome
    from zluda.sweep.verify import merge_reports

    def report(*outcomes):
        return {"set": "full", "seconds": 1.0, "evaluations": sum(o.compared for o in outcomes),
                "reference": {}, "variants": [o.to_json() for o in outcomes]}

    a = Outcome("cvt.rn.f16.f32", "cvt", True, 100, mode="chunk-digest")
    b = Outcome("cvt.rn.f16.f32", "cvt", False, 100, 1, mode="chunk-digest",
                first={"set": "full chunk 7", "index": 7, "inputs": [], "expected": [], "got": []})
    c = Outcome("add.u32", "iadd", True, 50)
    merged = merge_reports([report(a, c), report(b)])
    rows = {r["variant"]: r for r in merged["variants"]}
    assert rows["cvt.rn.f16.f32"]["status"] == "fail" and rows["cvt.rn.f16.f32"]["compared"] == 200
    assert rows["cvt.rn.f16.f32"]["first_mismatch"]["set"] == "full chunk 7"
    assert rows["add.u32"]["status"] == "pass"
    assert merged["summary"]["variants"] == 2 and merged["evaluations"] == 250
