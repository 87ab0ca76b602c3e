"""The rendered reports: results.json against its schema, JUnit, summary.md, and
regressions/fixes against a baseline run."""

from __future__ import annotations
import re

import json
import xml.etree.ElementTree as ET

import jsonschema

from platform_support import by_cell, load_run, run_platform, write
from zluda.platform import config


def test_results_validate_against_the_versioned_schema(strict_run):
    _, run_dir = strict_run
    schema = config.schema("result")
    run = load_run(run_dir)
    jsonschema.validate(run, schema)
    assert run["schema_version"] == 1 and run["kind"] == "run"
    for cell in run["cells"]:
        on_disk = json.loads((run_dir / cell["artifacts"]["dir"] / "result.json").read_text())
        jsonschema.validate(on_disk, schema)
        assert on_disk == {k: v for k, v in cell.items()}
    env = run["environment"]
    assert env["llvm"] and env["cpu"]["cores"] >= 1 and env["image"] == "host"
    assert {"rocm", "hip", "comgr", "comgr_abi"} <= set(env)


def test_schema_rejects_a_bad_verdict(strict_run):
    _, run_dir = strict_run
    cell = load_run(run_dir)["cells"][0]
    cell["verdict"] = "mostly-fine"
    try:
        jsonschema.validate(cell, config.schema("result"))
    except jsonschema.ValidationError:
        return
    raise AssertionError("an unknown verdict validated")


def test_junit_has_one_testcase_per_cell_and_per_api_row(strict_run):
    _, run_dir = strict_run
    run = load_run(run_dir)
    root = ET.parse(run_dir / "junit.xml").getroot()
    cases = root.findall(".//testcase")
    rows = sum(len(c["api_rows"]) for c in run["cells"])
    assert len(cases) == len(run["cells"]) + rows
    by_name = {(c.get("classname"), c.get("name")): c for c in cases}
    crash = by_name[("host.cpu", "fixture-segv")].find("failure")
    assert crash is not None and crash.get("type") == "crash" and "SIGSEGV" in crash.get("message")
    assert by_name[("host.cpu", "fixture-pass")].find("failure").get("type") == "unexpected-pass"
    assert by_name[("host.cpu", "fixture-flake")].find("failure") is None
    vecadd = by_name[("host.cpu", "fixture-cuda-vecadd")]
    assert vecadd.find("skipped") is None and vecadd.find("failure") is None
    assert by_name[("host.cpu.fixture-pass.api", "py.math/sqrt.f64")].find("failure") is None
    assert int(root.get("failures")) == len(run["summary"]["unexpected"])


def test_summary_md_lists_the_unexpected(strict_run):
    _, run_dir = strict_run
    text = (run_dir / "summary.md").read_text()
    assert "**5 unexpected results** out of 7 cells." in text
    assert "| `host/cpu/fixture-segv` | crash | run step 'segv' died by SIGSEGV |" in text
    # the nvcc-built vecadd fixture's trace covers part of the llm.c profile
    assert re.search(r"\*\*llmc\*\*: \d+/46 functions pass", text), text


def test_regressions_and_fixes_against_a_baseline_run(tmp_path):
    state = tmp_path / "state"
    workloads = write(tmp_path / "toggle.yaml", f"""
        schema_version: 1
        workloads:
          - schema_version: 1
            name: left
            run: [{{name: check, command: 'grep -qx left-good {state}'}}]
          - schema_version: 1
            name: right
            run: [{{name: check, command: 'grep -qx right-good {state}'}}]
        """)
    matrix = write(tmp_path / "matrix.yaml", """
        schema_version: 1
        axes: {images: [host], backends: [cpu], workloads: [{file: toggle.yaml}]}
        """)
    reports = tmp_path / "reports"
    state.write_text("left-good\n")
    assert run_platform("matrix", "--matrix", str(matrix), "--reports", str(reports), "--run-id", "one").returncode == 1
    state.write_text("right-good\n")
    done = run_platform("matrix", "--matrix", str(matrix), "--reports", str(reports), "--run-id", "two",
                        "--baseline", "one")
    assert done.returncode == 1
    text = (reports / "two" / "summary.md").read_text()
    assert "1 regressions, 1 fixes (cells)" in text
    assert "- regression `host/cpu/left`: pass -> fail" in text and "- fix `host/cpu/right`: fail -> pass" in text
    html = (reports / "two" / "index.html").read_text()
    assert "Compared with <code>one</code>" in html
    # the trend chart has a point per run (two runs, three series)
    assert html.count("<circle") == 6
    assert by_cell(json.loads((reports / "latest" / "results.json").read_text()))["host/cpu/right"]["verdict"] == "pass"
