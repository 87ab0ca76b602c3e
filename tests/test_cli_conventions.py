"""The command line's conventions: a usage error is one line on stderr and exit status 2,
before anything is created; every sub-command answers --help; `zluda --version`."""

from __future__ import annotations

import io
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from rich.console import Console

from zluda import __version__

REPO = Path(__file__).resolve().parents[1]


def zluda(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "zluda", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=120)


def test_version():
    done = zluda("--version")
    assert done.returncode == 0 and done.stdout == f"zluda {__version__}\n"


@pytest.mark.parametrize("command", [
    ["--help"], ["run", "--help"], ["info", "--help"], ["trace", "--help"], ["trace", "run", "--help"],
    ["trace", "diff", "--help"], ["trace", "decode", "--help"], ["trace", "modules", "--help"],
    ["trace", "build", "--help"], ["fatbin", "--help"], ["ptx", "--help"], ["ptx", "check", "--help"],
    ["precompile", "--help"],
])
def test_every_sub_command_answers_help(command):
    done = zluda(*command)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: zluda " + " ".join(c for c in command if c != "--help"))


@pytest.mark.parametrize("command, words", [
    ([], "a command is required"),
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["trace", "diff"], "the following arguments are required: ref, run"),
    (["trace", "build", "--major", "thirteen"], "argument --major: invalid int value: 'thirteen'"),
    (["fatbin"], "the following arguments are required: file"),
    (["ptx", "check"], "the following arguments are required: FILE"),
    (["precompile"], "the following arguments are required: program"),
])
def test_usage_errors_are_one_line_with_exit_2(command, words):
    done = zluda(*command)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and words in done.stderr, done.stderr
    assert done.stdout == ""


def test_trace_runs_a_program_by_default(tmp_path):
    """`zluda trace -- ./app` is `zluda trace run -- ./app`: both refuse a missing
    program the same way, and create no trace folder for it."""
    for command in (["trace"], ["trace", "run"]):
        done = zluda(*command, "--out", str(tmp_path / "t"), "--", str(tmp_path / "nope"))
        assert done.returncode == 2 and "program not found" in done.stderr, done.stderr
    assert not (tmp_path / "t").exists()


@pytest.mark.parametrize("options, words", [
    (["--jobs", "two"], "--jobs 'two': expected a whole number"),
    (["--jobs", "0"], "--jobs 0: at least 1 cell"),
    (["--rocm", "9.9"], "--rocm 9.9: no such ROCm image (known: "),
    (["--baseline", "no-such-run"], "--baseline: baseline run 'no-such-run'"),
    (["--shard", "3/2"], "--shard '3/2': i must be between 1 and n"),
])
def test_invoke_matrix_usage_errors_leave_nothing_behind(tmp_path, options, words):
    reports = tmp_path / "reports"
    done = subprocess.run(["invoke", "matrix", *options, "--reports", str(reports)], cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and words in done.stderr, done.stderr
    assert not reports.exists()  # no run folder, no `latest` pointing at a half-made run


def test_progress_names_the_running_cells_every_interval_off_a_terminal(tmp_path):
    from zluda.platform import orchestrate

    workloads = tmp_path / "slow.yaml"
    workloads.write_text(textwrap.dedent("""
        schema_version: 1
        workloads:
          - {schema_version: 1, name: slow, run: [{name: nap, command: sleep 1.6}]}
          - {schema_version: 1, name: quick, run: [{name: nap, command: sleep 0.1}]}
        """))
    log = io.StringIO()
    rc = orchestrate.run_matrix(workloads=str(workloads), backend="cpu", image="host", jobs=2,
                                reports_dir=str(tmp_path / "reports"), console=Console(file=log, width=200),
                                progress_every_s=0.5)
    assert rc == 0
    beats = [line for line in log.getvalue().splitlines() if line.startswith("matrix: ")]
    assert len(beats) >= 2, log.getvalue()
    assert "running: host/cpu/slow (" in beats[-1] and "host/cpu/quick" not in beats[-1]
    assert beats[-1].startswith("matrix: 1/2 cells done (1 pass); running: host/cpu/slow")


def test_python_m_zluda_platform_usage_errors_are_one_line(tmp_path):
    for args in (["matrix", "--jobs"], ["matrix", "--jobs", "two", "--reports", str(tmp_path / "r")], []):
        done = subprocess.run([sys.executable, "-m", "zluda.platform", *args], cwd=REPO, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert not (tmp_path / "r").exists()
