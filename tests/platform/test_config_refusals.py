"""Configs the runner cannot honour are refused before anything runs: one located line
(file:line:col, key path, what is wrong), exit status 2, nothing under the reports folder.
Then the checks that can only be judged while a cell runs: a pattern search has a time
limit, and a path a workload names cannot lead out of its folder through a link. Last,
the command line: a run id is a name, and `--resume` refuses a run that finished."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from rich.console import Console

from platform_support import REPO, by_cell, load_run, no_process_mentions, run_platform, write
from zluda.platform import executors, orchestrate


def _workload(*, top: str = "", step: str = "", checks: str = "") -> str:
    """A one-step workload; `top` adds top-level keys, `step` keys of the step, `checks`
    the step's check list (each text already indented for its place)."""
    text = "schema_version: 1\nname: probe\n" + top + "run:\n  - name: go\n    command: 'true'\n" + step
    if checks:
        text += "    checks:\n" + checks
    return text


# (workload text, line:col, key path, words of the message)
WORKLOAD_CASES = {
    "env-name-with-equals": (_workload(step="    env: {'A=B': '1'}\n"), "6:11", "run[0].env.A=B",
                             'name "A=B" contains "="'),
    "empty-env-name": (_workload(top="env: {'': x}\n"), "3:7", "env['']", "an environment variable name is empty"),
    "env-name-not-a-string": (_workload(top="env:\n  1: x\n"), "4:3", "env.1",
                              "key 1 is a number, not a string"),
    "nul-in-a-command": (_workload(step="    env: {X: y}\n").replace("command: 'true'", 'command: "echo a\\0b"'),
                         "5:14", "run[0].command", "contains a NUL character"),
    "nul-in-an-argv-word": (_workload().replace("command: 'true'", 'command: [echo, "a\\0b"]'),
                            "5:21", "run[0].command[1]", "contains a NUL character"),
    "nul-in-an-env-name": (_workload(top='env: {"A\\0": x}\n'), "3:7", "env['A\\x00']",
                           "key 'A\\x00' contains a NUL character"),
    "integer-too-long": (_workload(top="timeout: " + "9" * 5000 + "\n"), "3:10", "",
                         "invalid YAML: an integer of more than 4000 digits is too long"),
    "nan-timeout": (_workload(top="timeout: .nan\n"), "3:10", "timeout", "nan is not a finite number"),
    "infinite-step-timeout": (_workload(step="    timeout: .inf\n"), "6:14", "run[0].timeout",
                              "inf is not a finite number"),
    "timeout-beyond-a-week": (_workload(top="timeout: 1.0e+300\n"), "3:10", "timeout",
                              "is greater than the maximum of 604800"),
    "infinite-tolerance": (_workload(checks="      - reference: {expected: ref.txt, rtol: .inf}\n"),
                           "7:46", "run[0].checks[0].reference.rtol", "inf is not a finite number"),
    "exit-code-out-of-range": (_workload(checks="      - exit_code: 300\n"), "7:20", "run[0].checks[0].exit_code",
                               "300 is greater than the maximum of 255"),
    "duplicate-key": (_workload(step="    command: 'false'\n"), "6:5", "run[0].command",
                      "key 'command' is written twice in one mapping (first at line 5)"),
    "duplicate-key-at-the-top": (_workload(top="name: other\n"), "3:1", "name",
                                 "key 'name' is written twice in one mapping (first at line 2)"),
    "pattern-that-does-not-compile": (_workload(checks="      - output: {pattern: 'sum = (6'}\n"), "7:27",
                                      "run[0].checks[0].output.pattern",
                                      "the regular expression 'sum = (6' does not compile: missing ), "
                                      "unterminated subpattern at position 6"),
    "api-rows-outside-the-cell": (_workload(top="api_rows: ../../rows.json\n"), "3:11", "api_rows",
                                  "'../../rows.json' must be a path inside the cell folder"),
    "api-rows-absolute": (_workload(top="api_rows: /etc/passwd\n"), "3:11", "api_rows",
                          "'/etc/passwd' must be a path inside the cell folder"),
    "reference-trace-outside-the-source": (_workload(top="reference_trace: ../elsewhere\n"), "3:18",
                                           "reference_trace",
                                           "'../elsewhere' must be a path inside the workload's source folder"),
    "reference-expected-absolute": (_workload(checks="      - reference: {expected: /etc/hostname}\n"), "7:31",
                                    "run[0].checks[0].reference.expected",
                                    "'/etc/hostname' must be a path inside the workload's source folder"),
    "reference-file-outside-the-cell": (_workload(checks="      - reference: {file: a/../../x, expected: r}\n"),
                                        "7:27", "run[0].checks[0].reference.file",
                                        "'a/../../x' must be a path inside the cell folder"),
    "alias-expanding-too-far": ("schema_version: 1\nname: probe\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
                                + "".join(f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 10)}]\n"
                                          for i in range(6)), "1:1", "",
                                "expands to more than 1,000,000 values through its aliases"),
    "alias-that-contains-itself": (_workload(top="description: &d [*d]\n"), "3:14", "",
                                   "an alias refers to a node that contains it"),
    "control-character": (_workload(top='description: "bell \x07"\n'), "3:20", "",
                          "invalid YAML: the control character U+0007 is not allowed"),
    "nested-too-deeply": (_workload(top="description: " + "[" * 2000 + "]" * 2000 + "\n"), "", "",
                          "invalid YAML: nested too deeply"),
}


def _run(tmp_path: Path, **options) -> tuple[int, str]:
    """run_matrix in this process (the code the CLI calls), its console captured."""
    out = io.StringIO()
    rc = orchestrate.run_matrix(reports_dir=str(tmp_path / "reports"), backend="cpu",
                                console=Console(file=out, width=1000, highlight=False), **options)
    return rc, out.getvalue()


def _assert_refused(rc: int, output: str, expected_start: str, key_path: str, words: str, tmp_path: Path) -> None:
    assert rc == 2, output
    lines = output.strip().splitlines()
    assert len(lines) == 1, output  # one line, no traceback
    assert lines[0].startswith(f"error: {expected_start}"), lines[0]
    if key_path:
        assert f": at {key_path}: " in lines[0], lines[0]
    assert words in lines[0], lines[0]
    assert not (tmp_path / "reports").exists()


@pytest.mark.parametrize("case", list(WORKLOAD_CASES))
def test_workload_that_cannot_be_honoured_is_refused_with_its_place(tmp_path, case):
    text, place, key_path, words = WORKLOAD_CASES[case]
    path = tmp_path / "probe.yaml"
    path.write_text(text)
    rc, output = _run(tmp_path, workloads=str(path))
    _assert_refused(rc, output, f"{path}:{place}" if place else f"{path}:", key_path, words, tmp_path)


def test_not_utf8_is_refused_with_its_place(tmp_path):
    path = tmp_path / "probe.yaml"
    path.write_bytes(_workload().encode() + b"description: caf\xe9\n")
    rc, output = _run(tmp_path, workloads=str(path))
    _assert_refused(rc, output, f"{path}:6:17", "", "not UTF-8: byte 0xe9", tmp_path)


MATRIX_HEAD = """schema_version: 1
axes:
  images: [host]
  backends: [cpu]
  workloads: [{file: probe.yaml}]
"""


@pytest.mark.parametrize("tail,place,key_path,words", [
    ("timeouts: {default: .nan}\n", "6:21", "timeouts.default", "nan is not a finite number"),
    ("timeouts:\n  cells: {'*/*/probe': -.inf}\n", "7:24", "timeouts.cells.*/*/probe", "-inf is not a finite number"),
    ("axes: {images: [host], backends: [cpu], workloads: [probe]}\n", "6:1", "axes",
     "key 'axes' is written twice in one mapping (first at line 2)"),
    ("baseline:\n  skips:\n    - {cells: '*/*/*', reason: because, cells: 'h/c/w'}\n", "8:41", "baseline.skips[0].cells",
     "key 'cells' is written twice"),
], ids=["nan-default-timeout", "infinite-cell-timeout", "duplicate-axes", "duplicate-in-a-rule"])
def test_matrix_that_cannot_be_honoured_is_refused_with_its_place(tmp_path, tail, place, key_path, words):
    (tmp_path / "probe.yaml").write_text(_workload())
    path = write(tmp_path / "matrix.yaml", MATRIX_HEAD + tail)
    rc, output = _run(tmp_path, matrix_path=str(path))
    _assert_refused(rc, output, f"{path}:{place}", key_path, words, tmp_path)


def test_the_cli_prints_the_one_line_and_exits_2(tmp_path):
    """The real command: an env name with '=' once gave a traceback and a .partial cell."""
    path = tmp_path / "probe.yaml"
    path.write_text(WORKLOAD_CASES["env-name-with-equals"][0])
    done = run_platform("matrix", "--workloads", str(path), "--reports", str(tmp_path / "reports"))
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f'error: {path}:6:11: at run[0].env.A=B: name "A=B" contains "=", which ends a name in an environment'], \
        done.stderr
    assert done.stdout == "" and not (tmp_path / "reports").exists()


def test_a_step_the_os_cannot_start_is_a_failed_step_not_a_traceback(tmp_path):
    """Loading refuses what the OS cannot carry; should anything else hand Popen such a
    value, the step fails with the reason instead of ending the orchestrator."""
    session = executors.LocalSession()
    out = session.run(["echo", "a\0b"], cwd=str(tmp_path), env=dict(os.environ), stdout=tmp_path / "out",
                      stderr=tmp_path / "err", timeout=5)
    assert out.exit_code == 127 and not out.timed_out
    assert (tmp_path / "err").read_text() == "cannot start echo: embedded null byte\n"



def test_a_backtracking_pattern_is_stopped_within_the_cells_time(tmp_path):
    """`(a|aa)+$` on 60 a's and a b backtracks for hours in `re`: the search is killed when
    the cell's 2 s run out, the check fails saying so, and the other checks still run."""
    workloads = write(tmp_path / "probe.yaml", """
        schema_version: 1
        name: backtrack
        timeout: 2
        run:
          - name: go
            command: "printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab\\nsum = 6\\n'"
            checks:
              - output: {pattern: '^(a|aa)+$'}
              - output: {pattern: '^sum = 6$'}
        """)
    matrix = write(tmp_path / "matrix.yaml", MATRIX_HEAD + textwrap.dedent("""
        baseline:
          expected:
            - {cells: '*/*/backtrack', result: fail, reason: the pattern backtracks catastrophically}
        """))
    started = time.monotonic()
    done = run_platform("matrix", "--matrix", str(matrix), "--reports", str(tmp_path / "reports"), "--run-id", "r",
                        timeout=60)
    assert done.returncode == 0, done.stderr
    assert time.monotonic() - started < 30  # a Python start, the 2 s cell, the report: not hours
    cell = by_cell(load_run(tmp_path / "reports" / "r"))["host/cpu/backtrack"]
    assert cell["verdict"] == "expected-fail"
    by_name = {row["name"]: row for row in cell["checks"]}
    stopped = by_name["stdout matches /^(a|aa)+$/"]
    assert not stopped["ok"] and stopped["detail"].startswith("the search was stopped at its "), stopped
    assert "limit: the pattern backtracks too much on this output" in stopped["detail"]
    assert by_name["stdout matches /^sum = 6$/"]["ok"]
    assert no_process_mentions(str(tmp_path / "reports")) == []


def test_paths_a_workload_names_cannot_lead_outside_through_a_link(tmp_path):
    """A link planted in the cell folder (or shipped in the source) to a file elsewhere:
    the check and the API rows refuse to follow it, and nothing of the file is quoted."""
    secret = write(tmp_path / "outside" / "secret.txt", "TOP-SECRET 42\n")
    source = tmp_path / "src"
    source.mkdir()
    os.symlink(secret, source / "expected.txt")
    workloads = write(tmp_path / "probe.yaml", f"""
        schema_version: 1
        name: links
        source: {{path: src}}
        api_rows: rows.json
        run:
          - name: plant
            command: 'ln -s {secret} "$ZLUDA_CELL_DIR/out.txt" && ln -s {secret} "$ZLUDA_CELL_DIR/rows.json"'
            checks:
              - reference: {{file: out.txt, expected: ref.txt}}
              - reference: {{expected: expected.txt}}
        """)
    write(source / "ref.txt", "TOP-SECRET 42\n")
    done = run_platform("matrix", "--workloads", str(workloads), "--backend", "cpu", "--reports",
                        str(tmp_path / "reports"), "--run-id", "r")
    assert done.returncode == 1, done.stderr
    run_dir = tmp_path / "reports" / "r"
    cell = by_cell(load_run(run_dir))["host/cpu/links"]
    details = [row["detail"] for row in cell["checks"] if not row["ok"]]
    assert "'out.txt' leads outside its folder through a symbolic link; refused" in details
    assert "'expected.txt' leads outside its folder through a symbolic link; refused" in details
    assert "api_rows: 'rows.json' leads outside its folder through a symbolic link; refused" in details
    for path in run_dir.rglob("*"):
        if path.is_file() and not path.is_symlink():
            assert "TOP-SECRET" not in path.read_text(errors="replace"), path


@pytest.mark.parametrize("run_id", ["../../escaped", "/tmp/absolute-run", "a/b", "..", ".hidden", "", "latest",
                                    "x" * 129])
def test_run_id_is_a_name_not_a_path(tmp_path, run_id):
    (tmp_path / "probe.yaml").write_text(_workload())
    rc, output = _run(tmp_path / "deep" / "er", workloads=str(tmp_path / "probe.yaml"), run_id=run_id)
    assert rc == 2 and len(output.strip().splitlines()) == 1, output
    assert output.startswith(f"error: --run-id {run_id if run_id == 'latest' else repr(run_id)}: "), output
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["probe.yaml"]  # nothing created anywhere
    assert not Path("/tmp/absolute-run").exists()


def test_merged_report_run_id_is_a_name_too(tmp_path):
    out = io.StringIO()
    rc = orchestrate.merge_reports([str(tmp_path)], reports_dir=str(tmp_path / "reports"), run_id="../merged",
                                   console=Console(file=out, width=1000))
    assert rc == 2 and "--run-id '../merged': a run id is a folder name" in out.getvalue()
    assert not (tmp_path / "reports").exists() and not (tmp_path / "merged").exists()


def test_resume_refuses_a_finished_run_after_a_kill_before_the_next_one_started(tmp_path):
    (tmp_path / "probe.yaml").write_text(_workload())
    rc, output = _run(tmp_path, workloads=str(tmp_path / "probe.yaml"), run_id="first")
    assert rc == 0, output
    first = tmp_path / "reports" / "first"
    assert json.loads((first / "run.json").read_text())["finished"]
    rendered = {p.name: p.stat().st_mtime_ns for p in first.iterdir() if p.is_file()}
    # a second run killed before its Python even started: it left nothing, and `latest`
    # still names the finished first run
    killed = subprocess.Popen([sys.executable, "-m", "zluda.platform", "matrix", "--workloads",
                               str(tmp_path / "probe.yaml"), "--backend", "cpu", "--reports", str(tmp_path / "reports"),
                               "--run-id", "second"], cwd=REPO)
    killed.kill()
    killed.wait()
    assert sorted(p.name for p in (tmp_path / "reports").iterdir()) == ["first", "latest"]
    rc, output = _run(tmp_path, resume=True)
    assert rc == 2, output
    assert output.startswith("error: nothing to resume: the latest run, first, finished at "), output
    assert len(output.strip().splitlines()) == 1
    assert {p.name: p.stat().st_mtime_ns for p in first.iterdir() if p.is_file()} == rendered  # not re-rendered
    rc, output = _run(tmp_path, resume=True, run_id="first")
    assert rc == 2 and "nothing to resume: run first finished at" in output
