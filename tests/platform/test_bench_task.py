"""`invoke bench`: the JSON and the table, for rows with targets and rows that could not be
measured here (an image not built: value null with a note)."""

import json

from invoke import Context

from zluda.devtasks import bench as bench_task


def sample_suite():
    return {"rows": [{"metric": "fast thing", "value": 0.5, "unit": "s", "target": 1.0},
                     {"metric": "slow thing", "value": 3.0, "unit": "s", "target": 2.0},
                     {"metric": "image size", "value": None, "unit": "GB", "note": "not built"}]}


def test_table_and_json_with_missed_targets_and_unmeasured_rows(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(bench_task.SUITES, "sample", f"{__name__}:sample_suite")
    out = tmp_path / "bench.json"
    bench_task.bench(Context(), "sample", out=str(out))
    written = json.loads(out.read_text())
    assert [r["metric"] for r in written["rows"]] == ["fast thing", "slow thing", "image size"]
    printed = capsys.readouterr().out
    lines = {line.split("│")[1].strip(): line for line in printed.splitlines() if line.count("│") > 2}
    assert "yes" in lines["fast thing"] and "NO" in lines["slow thing"]
    assert "not built" in lines["image size"] and "None" not in lines["image size"]
