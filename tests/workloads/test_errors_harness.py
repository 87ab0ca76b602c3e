"""The errors sample's harness, run here against NVIDIA's own libcudart on a machine without
a GPU driver (every CUDA call then fails with cudaErrorInsufficientDriver): each case runs in
its own child process, --record writes what was observed, --expected reads it back, and the
error-name/string checks compare with the strings NVIDIA's library really returns."""

import subprocess

import pytest


@pytest.fixture(scope="module")
def errors_binary(built):
    return built["errors"]


def run(binary, *args):
    return subprocess.run([str(binary), *args], capture_output=True, text=True, timeout=300)


def test_error_names_and_strings_match_nvidia(errors_binary):
    out = run(errors_binary).stdout
    strings = [line for line in out.splitlines() if line.startswith("CHECK strings.")]
    assert len(strings) == 10
    assert all(" PASS " in line for line in strings), "\n".join(strings)


def test_record_then_expect_round_trip(errors_binary, tmp_path):
    recorded = tmp_path / "codes.txt"
    first = run(errors_binary, "--record", str(recorded))
    cases = run(errors_binary, "--list").stdout.split()
    table = dict(line.split(" = ") for line in recorded.read_text().splitlines() if " = " in line)
    # every case ran in a child that exited normally and reported what it saw
    assert all(table[f"{case}.exit"] == "exit:0" for case in cases), table
    assert table["huge_malloc.malloc"] == "cudaErrorInsufficientDriver"
    # without a driver the documented expectations cannot hold: the built-in table fails ...
    assert first.returncode == 1
    # ... and the recording, used as the expectation, passes
    second = run(errors_binary, "--expected", str(recorded))
    assert second.returncode == 0, second.stdout
    assert "FAIL" not in second.stdout


def test_bad_expectation_file_is_reported(errors_binary, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("initial.get cudaSuccess\n")
    res = run(errors_binary, "--expected", str(bad))
    assert res.returncode == 2
    assert f"{bad}:1: expected `key = value`" in res.stderr


def test_unknown_case(errors_binary):
    res = run(errors_binary, "--case", "no_such_case")
    assert res.returncode == 2 and "no case no_such_case" in res.stderr
