"""A bad matrix.yaml or workload file: one error naming the file, line and key path; nothing runs."""

from __future__ import annotations

import subprocess

import pytest

from conftest import FIXTURES, REPO, run_platform, write

GOOD_HEAD = f"""schema_version: 1
axes:
  images: [host]
  backends: [cpu]
  workloads:
    - file: {FIXTURES}
"""

CASES = [
    # (matrix text, expected "line:col: at key.path", words of the message)
    (GOOD_HEAD.replace("backends: [cpu]", "backends: [cpu, vulkan]"), ":4:", "axes.backends[1]", "unknown backend 'vulkan'"),
    (GOOD_HEAD + "timeouts:\n  default: -5\n", ":8:", "timeouts.default", "-5 is less than or equal to the minimum of 0"),
    (GOOD_HEAD + "baseline:\n  expected:\n    - cells: '*/*/fixture-fail'\n      result: broken\n      reason: because\n",
     ":10:", "baseline.expected[0].result", "'broken' is not one of fail, crash, timeout"),
    (GOOD_HEAD + "exclude:\n  - cells: host/cpu\n    reason: too short a pattern\n", ":8:", "exclude[0].cells",
     "does not match"),
    (GOOD_HEAD + "colour: blue\n", ":7:", "colour", "unknown key 'colour'"),
    (GOOD_HEAD.replace(f"    - file: {FIXTURES}", "    - no-such-workload"), ":6:", "axes.workloads[0]",
     "no workload 'no-such-workload'"),
    ("schema_version: 1\naxes:\n  images: [host\n", ":4:", "", "invalid YAML"),
]


@pytest.mark.parametrize("text,line,key_path,words", CASES, ids=[c[2] or "syntax" for c in CASES])
def test_bad_matrix_names_line_and_key_path(tmp_path, text, line, key_path, words):
    from zluda.platform import config, matrix

    path = write(tmp_path / "matrix.yaml", text)
    with pytest.raises(config.ConfigError) as caught:
        matrix.load(path)
    message = str(caught.value)
    assert message.startswith(f"{path}{line}"), message
    if key_path:
        assert f"at {key_path}:" in message, message
    assert words in message, message


def test_invoke_matrix_with_a_bad_file_prints_one_error_and_runs_nothing(tmp_path):
    path = write(tmp_path / "matrix.yaml", GOOD_HEAD.replace("images: [host]", "images: host"))
    reports = tmp_path / "reports"
    done = subprocess.run(["invoke", "matrix", "--matrix", str(path), "--reports", str(reports)], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert f"{path}:3:11: at axes.images: 'host' is not of type 'array'" in " ".join(done.stderr.split())
    assert done.stderr.count("error:") == 1
    assert not reports.exists()


def test_bad_workload_file_names_its_own_line(tmp_path):
    workloads = write(tmp_path / "mine.yaml", """
        schema_version: 1
        name: mine
        run:
          - name: go
            command: "true"
            checks:
              - output: {pattern: x, stream: stdin}
        """)
    done = run_platform("matrix", "--workloads", str(workloads), "--reports", str(tmp_path / "r"))
    assert done.returncode == 2
    assert f"{workloads}:7:" in done.stderr and "run[0].checks[0]" in done.stderr, done.stderr


def test_unknown_filter_value_is_an_error(tmp_path):
    done = run_platform("matrix", "--backend", "cpu", "--workload", "nope*", "--reports", str(tmp_path))
    assert done.returncode == 2 and "--workload 'nope*' matches nothing" in done.stderr
