"""`invoke bench --suite corpus`'s pure parts: the ratio of a program's time here to the
GPU's, the goal counts, the committed records it reads, the program selection, and its
tables (docs/performance.md's and README.md's headline)."""

from __future__ import annotations

import json

import pytest

from zluda import benchdocs
from zluda.corpus import bench, recipes, summary

REVISION = "f" * 40


def _run(seconds, passed=True, why=None, exit_code=0, timeout=60.0):
    return {"passed": passed, "why": why or ("printed its pass verdict" if passed else "printed 'FAIL'"),
            "exit_code": exit_code, "seconds": seconds, "timeout": timeout}


def _records():
    cpu = {"revision": REVISION, "device": "CPU backend", "runs": {
        "fast": _run(4.0),
        "slow": _run(240.0, timeout=300.0),
        "stuck": _run(60.02, passed=False, why="timed out", exit_code=None),
        "stuck-long": _run(60.01, passed=False, why="timed out", exit_code=None),
        "wrong": _run(3.0, passed=False),
        "gpu-fails": _run(6.0),
        "new": _run(5.0),
    }}
    native = {"revision": REVISION, "device": "NVIDIA H200", "runs": {
        "fast": _run(2.0), "slow": _run(2.0), "stuck": _run(10.0), "stuck-long": _run(0.5),
        "wrong": _run(1.0), "gpu-fails": _run(30.0, passed=False, why="timed out", exit_code=None),
    }}
    return cpu, native


def _rows():
    cpu, native = _records()
    return {r["program"]: r for r in bench.program_rows("hecbench", cpu, native)}


def test_ratio_is_the_time_here_over_the_gpus():
    rows = _rows()
    assert rows["fast"]["value"] == 2.0 and rows["fast"]["zluda_s"] == 4.0 and rows["fast"]["gpu_s"] == 2.0
    assert rows["slow"]["value"] == 120.0 and "lower_bound" not in rows["slow"]
    assert rows["new"]["value"] is None and rows["new"]["note"] == "not recorded on the GPU"


def test_times_of_other_arguments_have_no_ratio():
    cpu, native = _records()
    cpu["runs"]["fast"]["args"], native["runs"]["fast"]["args"] = ["8192", "1"], ["2048", "1"]
    native["runs"]["slow"]["args"] = ["1"]   # a record without arguments cannot be told apart
    rows = {r["program"]: r for r in bench.program_rows("hecbench", cpu, native)}
    assert rows["fast"]["value"] is None and "other arguments here (8192 1) than on the GPU (2048 1)" in rows["fast"]["note"]
    assert rows["slow"]["value"] == 120.0


def test_a_program_that_ran_out_of_time_has_its_limit_as_a_lower_bound():
    stuck = _rows()["stuck"]
    assert stuck["timed_out"] and stuck["lower_bound"] and stuck["value"] == pytest.approx(60.02 / 10.0, rel=1e-3)


def test_goal_rows_count_the_programs_that_pass_on_the_gpu():
    goals = {r["metric"].split(" and ")[1].split(" (")[0]: r for r in bench.goal_rows(list(_rows().values()))
             if r.get("goal")}
    over = goals["ran out of their cell limit here"]
    # fast, slow, stuck, stuck-long, wrong pass on the GPU; gpu-fails and new are not counted
    assert over["of"] == 5 and over["value"] == 2
    assert over["programs"] == ["hecbench/stuck", "hecbench/stuck-long"]
    slow = goals["take more than 100x their GPU time here"]
    # wrong crashed early: its time says nothing; stuck-long's bound (120x) is over the goal already
    assert slow["of"] == 4 and slow["value"] == 2
    assert slow["programs"] == ["hecbench/slow", "hecbench/stuck-long"]
    assert slow["undecided"] == 1   # stuck: ran out at 6x, might have finished under 100x
    assert over["target"] == slow["target"] == 1   # met only when none


def test_spread_rows_take_the_programs_that_pass_in_both_places():
    spread = {r["metric"]: r["value"] for r in bench.goal_rows(list(_rows().values())) if not r.get("goal")}
    assert spread["programs that pass in both places: median ratio"] == pytest.approx(61.0)
    assert spread["programs that pass in both places: largest ratio"] == 120.0
    assert spread["programs that pass in both places: geometric mean of the ratios (2 programs)"] == \
        pytest.approx((2.0 * 120.0) ** 0.5, rel=1e-3)


def test_records_of_another_revision_are_refused():
    cpu, native = _records()
    native["revision"] = "0" * 40
    with pytest.raises(bench.BenchError, match="revision"):
        bench.from_records({"hecbench": cpu}, {"hecbench": native})


def test_no_program_run_is_an_error():
    with pytest.raises(bench.BenchError, match="no corpus program"):
        bench.from_records({}, {})


def test_the_committed_records_give_a_row_per_program_run_here():
    result = bench.recorded()
    runs = sum(len(json.loads(summary.cpu_path(s).read_text())["runs"]) for s in recipes.SUITES
               if summary.cpu_path(s).is_file())
    assert sum("program" in r for r in result["rows"]) == runs
    assert result["recorded_from"] and all(p.startswith("workloads/") for p in result["recorded_from"])


def test_programs_are_named_bare_or_with_their_suite():
    assert bench.select(["adam"]) == {"hecbench": ["adam"]}
    assert bench.select(["rodinia/lud", "hecbench/adam"]) == {"rodinia": ["lud"], "hecbench": ["adam"]}
    assert bench.select(None) == {s: None for s in recipes.SUITES}


@pytest.mark.parametrize("name, message", [
    ("lud", "is in hecbench and rodinia: name it as suite/program"),
    ("no-such-program", "no corpus program 'no-such-program'"),
    ("cuda/lud", "no suite 'cuda'"),
    ("ace", "left out of the corpus"),
])
def test_a_bad_program_name_is_one_clear_error(name, message):
    with pytest.raises(bench.BenchError, match=message):
        bench.select([name])


def test_recorded_takes_no_programs():
    with pytest.raises(bench.BenchError, match="takes no --programs"):
        bench.corpus(programs="adam", recorded_only=True)


def test_the_corpus_table_shows_bounds_goals_and_both_times():
    cpu, native = _records()
    data = {**bench.from_records({"hecbench": cpu}, {"hecbench": native}), "recorded_from": ["workloads/x.json"]}
    table = benchdocs.corpus_table(data, "corpus.json")
    assert "computed from `workloads/x.json`" in table and "NVIDIA H200" in table
    assert "| hecbench/stuck | timed out | > 60.0 s | 10.0 s | > 6.00 |" in table
    assert "| hecbench/gpu-fails | yes (fails on the GPU) | 6.00 s | 30.0 s | 0.200 |" in table
    assert "| hecbench/new | yes | 5.00 s | - | - |" in table
    assert "take more than 100x their GPU time here (goal: none) | 2 (+1 undecided) | 4 | no |" in table


def test_the_readme_headline_names_a_missing_row(monkeypatch):
    monkeypatch.setattr(benchdocs, "HEADLINE", (("a row", "launch", "no such metric", "invoke bench"),))
    with pytest.raises(SystemExit, match="launch_cpu.json: 0 rows whose metric starts with 'no such metric'"):
        benchdocs.render("headline")
