"""Two shards merged equal the unsharded run, cell for cell."""

from __future__ import annotations

import subprocess

from conftest import REPO, by_cell, fixture_matrix, load_run, run_platform

QUICK = "fixture-pass,fixture-fail,fixture-abort,fixture-segv,fixture-flake"


def _essence(cell: dict) -> tuple:
    return (cell["verdict"], cell["outcome"], cell["unexpected"], [a["outcome"] for a in cell["attempts"]],
            [(c["name"], c["ok"]) for c in cell["checks"]],
            sorted((r["lib"], r["fn"], r["verdict"]) for r in cell["api_rows"]),
            [(s["name"], s["exit_code"], s["signal"]) for s in cell["steps"]])


def test_two_shards_merged_equal_the_unsharded_run(tmp_path):
    matrix = fixture_matrix(tmp_path)
    reports = tmp_path / "reports"
    common = ["--matrix", str(matrix), "--workload", QUICK, "--jobs", "2", "--reports", str(reports)]
    for run_id, extra in (("whole", []), ("s1", ["--shard", "1/2"]), ("s2", ["--shard", "2/2"])):
        done = run_platform("matrix", *common, "--run-id", run_id, *extra)
        assert done.returncode == 1, done.stderr  # fail/abort/segv are unexpected here
    s1, s2 = by_cell(load_run(reports / "s1")), by_cell(load_run(reports / "s2"))
    assert s1 and s2 and not set(s1) & set(s2)
    done = subprocess.run(["invoke", "report", "--merge", f"{reports / 's1'},{reports / 's2'}", "--reports",
                           str(reports), "--run-id", "merged"], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr  # the merged run has the same unexpected cells
    merged, whole = by_cell(load_run(reports / "merged")), by_cell(load_run(reports / "whole"))
    assert sorted(merged) == sorted(whole) == sorted(set(s1) | set(s2))
    for name in whole:
        assert _essence(merged[name]) == _essence(whole[name]), name
    # the merged folder carries the cells' logs, so its report links work
    for cell in merged.values():
        for step in cell["steps"]:
            assert (reports / "merged" / step["stdout"]).is_file()
    assert load_run(reports / "merged")["merged_from"] == ["s1", "s2"]


def test_merging_overlapping_runs_is_refused(tmp_path):
    matrix = fixture_matrix(tmp_path)
    reports = tmp_path / "reports"
    done = run_platform("matrix", "--matrix", str(matrix), "--workload", "fixture-pass", "--reports", str(reports),
                        "--run-id", "a")
    assert done.returncode == 0, done.stderr
    done = run_platform("report", "--merge", str(reports / "a"), str(reports / "a"), "--reports", str(reports))
    assert done.returncode == 2 and "more than one of the merged runs" in done.stderr


def test_shard_split_is_deterministic_and_complete(tmp_path):
    from zluda.platform import matrix as matrix_module

    loaded = matrix_module.load(fixture_matrix(tmp_path))
    whole = [c.id for c in matrix_module.plan(loaded)]
    parts = [[c.id for c in matrix_module.plan(loaded, shard=f"{i}/3")] for i in (1, 2, 3)]
    assert sorted(sum(parts, [])) == sorted(whole)
    assert parts == [[c.id for c in matrix_module.plan(loaded, shard=f"{i}/3")] for i in (1, 2, 3)]
