"""The through-the-shim sharded runner (zluda/llama/shim_ops.py): planning from the native
recording, running items on a stand-in test-backend-ops (fake_test_backend_ops.py: its
console layout, verdicts chosen by the case names), crash/timeout attribution by one-case
retries, resuming, and the comparison with the native results."""

import json
import lzma
import os
import sys
from pathlib import Path

import pytest

from zluda.llama import __main__ as cli
from zluda.llama import shim_ops

FAKE = Path(__file__).with_name("fake_test_backend_ops.py")
NATIVE = Path(__file__).parents[2] / "workloads" / "llama.cpp" / "h200" / "native-backend-ops.json.xz"


def native_of(names, status="ok"):
    return {"cases": {n: {"op": n.split("(")[0], "status": status, "detail": ""} for n in names}}


def test_spread_prefixes_cover_the_range():
    for n in (1, 2, 5, 10, 33):
        order = shim_ops.spread(n)
        assert sorted(order) == list(range(n))
    assert shim_ops.spread(10)[:3] == [0, 8, 4]


def test_plan_is_breadth_first_and_skips_natively_failing_cases():
    names = [f"A(i={i})" for i in range(10)] + [f"B(i={i},v=[1,2])" for i in range(3)]
    native = native_of(names)
    native["cases"]["B(i=9)"] = {"op": "B", "status": "not-supported"}
    items = shim_ops.plan(native["cases"], chunk=4, first_chunk=2)
    assert [(i.op, len(i.cases)) for i in items] == [("A", 2), ("B", 2), ("A", 4), ("B", 1), ("A", 4)]
    assert sorted(c for i in items for c in i.cases) == sorted(names)
    assert shim_ops.plan(native["cases"], chunk=4, max_per_op=3, ops={"A"})[0].cases.__len__() == 3


def test_case_params_split_outside_brackets():
    assert shim_ops.case_params("OP(a=1,ne=[2,3],p=(4,5),type=f16)") == ["a=1", "ne=[2,3]", "p=(4,5)", "type=f16"]
    assert shim_ops.case_params("OP") == []


def test_grouped_plan_cheapest_op_first_and_types_together():
    names = ["A(n=1,type=q4_0)", "A(n=2,type=f16)", "A(n=3,type=q4_0)", "A(n=1,type=f16)",
             "B(k=1)", "B(k=2)", "C(x=1)"]
    items = shim_ops.plan(native_of(names)["cases"], chunk=2, order="grouped", op_cost={"A": 3.0, "B": 0.5})
    # C has no measured cost (first), then B, then A; A's cases of one type are neighbours
    assert [(i.op, i.cases) for i in items] == [
        ("C", ["C(x=1)"]), ("B", ["B(k=1)", "B(k=2)"]),
        ("A", ["A(n=1,type=f16)", "A(n=2,type=f16)"]), ("A", ["A(n=1,type=q4_0)", "A(n=3,type=q4_0)"])]
    assert [i.id for i in items] == list(range(4))
    with pytest.raises(ValueError, match="plan order 'random'"):
        shim_ops.plan(native_of(names)["cases"], order="random")


def test_op_costs_are_mean_seconds_per_case():
    summary = {"cases": {"A(1)": {"op": "A", "seconds": 1.0}, "A(2)": {"op": "A", "seconds": 3.0},
                         "B(1)": {"op": "B", "seconds": None}}}
    assert shim_ops.op_costs(summary) == {"A": 2.0}


def test_unattributed_cases_use_the_names_a_process_recorded():
    items = shim_ops.plan(native_of(["A(i=1)", "A(i=2)"])["cases"], chunk=2)
    procs = [{"item": 0, "op": "A", "names": ["A(i=7)", "A(i=8)"], "timed_out": True, "seconds": 99.0},
             {"item": 0, "op": "A", "timed_out": True, "seconds": 50.0}]
    out = shim_ops.unattributed_cases(items, procs, {"A(i=8)": {"status": "ok"}})
    assert out == {"A(i=7)": {"op": "A", "why": "its process overran 99 s"},
                   "A(i=1)": {"op": "A", "why": "its process overran 50 s"},
                   "A(i=2)": {"op": "A", "why": "its process overran 50 s"}}


def test_plan_of_the_recorded_native_run():
    native = shim_ops.load_json(NATIVE)
    items = shim_ops.plan(native["cases"], chunk=8, first_chunk=4)
    assert sum(len(i.cases) for i in items) == native["totals"]["ok"]
    # the -o argument holds full names, which commas inside their parentheses do not split
    assert max(len(",".join(i.cases)) for i in items) < 4096


def run_fake(tmp_path, names, budget=30.0, **kw):
    items = shim_ops.plan(native_of(names)["cases"], chunk=4, first_chunk=2)
    env = dict(os.environ, FAKE_CASE_SECONDS="0.02")
    info = shim_ops.run_items(items, FAKE, tmp_path / "work", env, budget, 3, item_limit_s=4, single_limit_s=2,
                              min_start_s=0.2, log=lambda m: None, **kw)
    return items, info, shim_ops.read_results(tmp_path / "work" / "results.jsonl")


NAMES = ["ADD(a=1,b=[1,2])", "ADD(a=2,b=[1,2])", "ADD(a=3,crash)", "ADD(a=4,b=[3])", "ADD(a=5,bad)",
         "MUL(a=1)", "MUL(hang)", "MUL(a=2,unsupp)", "MUL(a=3,gone)", "MUL(a=4)"]


def test_run_items_verdicts_crash_and_timeout_attribution(tmp_path):
    items, info, got = run_fake(tmp_path, NAMES)
    status = {name: r["status"] for name, r in got.items()}
    assert status == {"ADD(a=1,b=[1,2])": "ok", "ADD(a=2,b=[1,2])": "ok", "ADD(a=3,crash)": "crashed",
                      "ADD(a=4,b=[3])": "ok", "ADD(a=5,bad)": "fail", "MUL(a=1)": "ok", "MUL(hang)": "timeout",
                      "MUL(a=2,unsupp)": "not-supported", "MUL(a=3,gone)": "not-run", "MUL(a=4)": "ok"}
    assert got["ADD(a=5,bad)"]["detail"].startswith("[ADD] NMSE = ")
    assert "illegal instruction" in got["ADD(a=3,crash)"]["detail"]
    assert info["left_in_queue"] == 0
    runs = [json.loads(line) for line in (tmp_path / "work" / "runs.jsonl").read_text().splitlines()]
    assert any(r["single"] and r["timed_out"] for r in runs) and any(r["exit_code"] == -6 for r in runs)
    # a rerun on the same folder has nothing left to do
    _, again, _ = run_fake(tmp_path, NAMES)
    assert again["runs"] == 0


def test_deadline_stops_without_verdicts_and_summary_counts_unattributed(tmp_path):
    names = ["MUL(hang)", "MUL(a=1)", "ADD(a=1)", "ADD(a=2)"]
    items, info, got = run_fake(tmp_path, names, budget=1.5)
    assert "MUL(hang)" not in got                       # stopped by the deadline: no verdict
    assert got["ADD(a=1)"]["status"] == "ok"
    native = native_of(names)
    runs = tmp_path / "work" / "runs.jsonl"
    result = shim_ops.summarise(native, [tmp_path / "work" / "results.jsonl"], runs, items)
    assert result["unattributed"] == {}                 # a deadline stop is not a crash
    processes = [{"item": items[1].id, "op": "MUL", "single": False, "stopped": False, "timed_out": False,
                  "exit_code": -6, "seconds": 1.0, "stderr_tail": ["GGML_ASSERT(x) failed",
                                                                     "/lib/libc.so.6(+0x2a1ca)[0x7f97]"]}]
    un = shim_ops.unattributed_cases(items, processes, got)
    assert set(un) == {n for n in items[1].cases if n not in got}
    assert all("GGML_ASSERT(x) failed" in u["why"] and "libc" not in u["why"] for u in un.values())
    cmp = shim_ops.compare(native, got, un)
    assert cmp["ops"]["MUL"]["unattributed"] == len(un)


def test_stderr_tail_drops_backtrace_frames():
    text = ("ggml_cuda_init: found 1 CUDA devices\nCUDA error: operation not supported\n"
            "  current device: 0, in function solve_tri at solve_tri.cu:70\n"
            "/opt/llama/bin/libggml-base.so(+0x1843b)[0x7f1]\n/lib/x86_64-linux-gnu/libc.so.6(__libc_start_main+0x8b)[0x7f9]\n"
            "./test-backend-ops(+0x2d385)[0x55e]\n")
    assert shim_ops.stderr_tail(text, 2) == ["CUDA error: operation not supported",
                                             "current device: 0, in function solve_tri at solve_tri.cu:70"]


def test_compare_and_outputs(tmp_path):
    native = native_of(["A(i=1)", "A(i=2)", "B(i=1)"])
    native["cases"]["C(i=1)"] = {"op": "C", "status": "not-supported"}
    results = {"A(i=1)": {"op": "A", "status": "ok", "detail": "", "seconds": 0.5},
               "A(i=2)": {"op": "A", "status": "fail", "detail": "[A] NMSE = 0.25 > 0.0005", "seconds": 1.5}}
    path = tmp_path / "results.jsonl"
    path.write_text("".join(json.dumps({"case": k, **v}) + "\n" for k, v in results.items()) + '{"case": "B(i')
    result = shim_ops.summarise(native, [path], [], shim_ops.plan(native["cases"]))
    o = result["comparison"]["overall"]
    assert (o["native_ok"], o["run"], o["ok"], o["fail"], o["pass_pct_of_run"], o["coverage_pct"]) == \
        (3, 2, 1, 1, 50.0, 66.7)
    assert result["comparison"]["causes"] == [{"cause": "fail: [A] NMSE = N > N", "cases": 1, "example": "A(i=2)"}]
    out, md = shim_ops.write_outputs(result, tmp_path / "x" / "shim.json.xz")
    assert json.loads(lzma.decompress(out.read_bytes()))["totals"] == {"ok": 1, "fail": 1}
    assert md.name == "shim.md" and "| A | 2 | 2 | 1 | 1 |" in md.read_text()


def test_shim_summary_command_merges_runs(tmp_path, capsys):
    native_path = tmp_path / "native.json"
    native_path.write_text(json.dumps(native_of(["A(i=1)", "A(i=2)"])))
    first, second = tmp_path / "r1.jsonl", tmp_path / "r2.jsonl"
    first.write_text(json.dumps({"case": "A(i=1)", "op": "A", "status": "ok", "detail": "", "seconds": 1}) + "\n")
    second.write_text(json.dumps({"case": "A(i=2)", "op": "A", "status": "ok", "detail": "", "seconds": 1}) + "\n")
    assert cli.main(["shim-summary", "--native", str(native_path), "--results", str(first), str(second),
                     "--out", str(tmp_path / "s.json")]) == 0
    assert json.loads((tmp_path / "s.json").read_text())["comparison"]["overall"]["ok"] == 2
    assert "100.0 % of the natively passing cases" in capsys.readouterr().out


def test_committed_results_name_no_machine_folders(tmp_path, monkeypatch):
    from zluda import paths
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path / "kc"))
    line = f"err at {paths.REPO_ROOT}/vendor/ggml.cu:12 and {tmp_path}/kc/cell/bin/test-backend-ops"
    assert shim_ops.scrub_paths(line) == "err at <repo>/vendor/ggml.cu:12 and <cache>/cell/bin/test-backend-ops"
    assert shim_ops.stderr_tail(line + "\n") == [shim_ops.scrub_paths(line)]
    results = tmp_path / "results.jsonl"
    results.write_text(json.dumps({"case": "A(i=1)", "op": "A", "status": "crashed", "detail": line, "seconds": 1}) + "\n")
    summary = shim_ops.summarise(native_of(["A(i=1)"]), [results])
    assert str(paths.REPO_ROOT) not in json.dumps(summary) and str(tmp_path) not in json.dumps(summary)
