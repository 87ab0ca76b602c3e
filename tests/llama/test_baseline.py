"""The through-the-shim baseline (zluda/llama/baseline.py): rules with literal brackets and
`*` wildcards, each natively passing case classified against them, malformed files named
by line and key path."""

import pytest

from zluda.llama import __main__ as cli
from zluda.llama import baseline
from zluda.platform.config import ConfigError

BASELINE = """\
schema_version: 1
expected:
  - cases: "LIGHTNING_INDEXER(*"
    result: crashed
    reason: wmma m8n32k16
  - cases: "GDN(type=f32,ne=[4,1])"
    result: fail
    reason: numerics
  - cases: "SOLVE(*"
    result: fail
    reason: trsm missing
  - cases: "GONE(*"
    result: fail
    reason: no such case any more
  - cases: "BIG(*"
    result: unmeasured
    reason: not reached in the time budget
"""

NATIVE = {"cases": {
    "LIGHTNING_INDEXER(n=1)": {"op": "LIGHTNING_INDEXER", "status": "ok"},
    "GDN(type=f32,ne=[4,1])": {"op": "GDN", "status": "ok"},
    "GDN(type=f32,ne=[4,2])": {"op": "GDN", "status": "ok"},
    "SOLVE(n=2)": {"op": "SOLVE", "status": "ok"},
    "BIG(n=1)": {"op": "BIG", "status": "ok"},
    "ADD(n=1)": {"op": "ADD", "status": "ok"},
    "ADD(n=2)": {"op": "ADD", "status": "fail"},   # fails natively: not the shim's business
}}


def write(tmp_path, text=BASELINE):
    path = tmp_path / "baseline.yaml"
    path.write_text(text)
    return path


def test_brackets_are_literal_and_star_is_the_only_wildcard(tmp_path):
    rules = baseline.load(write(tmp_path))
    assert baseline.rule_for(rules, "GDN(type=f32,ne=[4,1])").reason == "numerics"
    assert baseline.rule_for(rules, "GDN(type=f32,ne=[4,2])") is None       # [4,1] is not a character class
    assert baseline.rule_for(rules, "GDN(type=f32,ne=4)") is None
    assert baseline.rule_for(rules, "LIGHTNING_INDEXER(a=[1,2],b=3)").result == "crashed"


def test_classify_expected_unexpected_fixed_and_stale(tmp_path):
    rules = baseline.load(write(tmp_path))
    results = {"LIGHTNING_INDEXER(n=1)": {"status": "crashed", "detail": "abort"},
               "GDN(type=f32,ne=[4,1])": {"status": "fail", "detail": "NMSE 0.1"},
               "GDN(type=f32,ne=[4,2])": {"status": "fail", "detail": "NMSE 0.2"},
               "SOLVE(n=2)": {"status": "ok", "detail": ""},
               "ADD(n=1)": {"status": "not-run", "detail": "test-backend-ops has no such case"},
               "ADD(n=2)": {"status": "fail", "detail": "x"}}
    v = baseline.classify(rules, NATIVE, results)
    assert [(r["case"], r["status"], r["reason"]) for r in v["expected"]] == [
        ("BIG(n=1)", "unmeasured", "not reached in the time budget"),
        ("GDN(type=f32,ne=[4,1])", "fail", "numerics"),
        ("LIGHTNING_INDEXER(n=1)", "crashed", "wmma m8n32k16")]
    assert [(r["case"], r["status"], r["expected"]) for r in v["unexpected"]] == [
        ("ADD(n=1)", "unmeasured", None), ("GDN(type=f32,ne=[4,2])", "fail", None)]
    assert v["fixed"] == [{"case": "SOLVE(n=2)", "expected": "fail", "reason": "trsm missing"}]
    assert v["stale_rules"] == [{"cases": "GONE(*", "result": "fail"}]
    text = "\n".join(baseline.markdown(v))
    assert "**2 unexpected**" in text and "`GDN(type=f32,ne=[4,2])`" in text and "| fail: numerics | 1 |" in text


def test_a_different_failure_than_expected_is_unexpected(tmp_path):
    rules = baseline.load(write(tmp_path))
    v = baseline.classify(rules, NATIVE, {"LIGHTNING_INDEXER(n=1)": {"status": "timeout", "detail": "600 s"}})
    assert {"case": "LIGHTNING_INDEXER(n=1)", "op": "LIGHTNING_INDEXER", "status": "timeout", "detail": "600 s",
            "expected": "crashed"} in v["unexpected"]


def test_malformed_baseline_names_line_and_key(tmp_path, capsys):
    bad = write(tmp_path, BASELINE.replace("result: fail\n    reason: numerics", "result: failed\n    reason: numerics"))
    with pytest.raises(ConfigError) as err:
        baseline.load(bad)
    assert "baseline.yaml:7:" in str(err.value) and "expected[1].result" in str(err.value)
    assert "'failed' is not one of" in str(err.value)
    # the CLI says so in one line, before running anything
    code = cli.main(["shim-summary", "--native", str(bad), "--results", str(bad), "--out", str(tmp_path / "s.json"),
                     "--baseline", str(bad)])
    assert code == 2 and "expected[1].result" in capsys.readouterr().err


def test_summary_reads_the_run_against_the_baseline(tmp_path):
    import json
    from zluda.llama import shim_ops
    results = tmp_path / "results.jsonl"
    results.write_text("".join(json.dumps({"case": n, "op": n.split("(")[0], "status": s, "detail": "", "seconds": 0.1})
                               + "\n" for n, s in [("GDN(type=f32,ne=[4,1])", "fail"), ("ADD(n=1)", "ok")]))
    summary = shim_ops.summarise(NATIVE, [results], baseline_path=write(tmp_path))
    assert summary["comparison"]["overall"]["pass_pct_of_native"] == round(100 / 6, 1)
    assert [r["case"] for r in summary["baseline"]["expected"]] == ["BIG(n=1)", "GDN(type=f32,ne=[4,1])"]
    text = shim_ops.summary_markdown(summary)
    assert "## Against the baseline" in text and "16.7 % of all natively passing cases" in text
