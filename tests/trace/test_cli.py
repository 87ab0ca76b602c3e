"""`zluda trace` end to end with the project's full API catalog (all four libraries
generated and compiled once, cached in the build folder)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def _zluda(*args, **kw):
    return subprocess.run([sys.executable, "-m", "zluda", *args], capture_output=True, text=True, **kw)


@pytest.fixture(scope="module")
def full_build():
    pytest.importorskip("zluda.api.catalog")
    out = _zluda("trace", "build", "--major", "13")
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_trace_and_diff_from_the_command_line(full_build, programs, real_cudart_dir, tmp_path):
    native = subprocess.run([programs["basic"]], capture_output=True, text=True)
    runs = []
    for name in ("a", "b"):
        out = _zluda("trace", "--libs", "nvidia", "--real-libs", str(real_cudart_dir),
                     "--out", str(tmp_path / name), "--", str(programs["basic"]))
        assert out.returncode == 0, out.stderr
        assert out.stdout == native.stdout  # the program's output is untouched
        assert "cudart/cudaMemcpy" in out.stderr and "trace written to" in out.stderr
        runs.append(tmp_path / name)
    calls = [json.loads(l) for l in (runs[0] / "calls.jsonl").read_text().splitlines()]
    memcpy = [c for c in calls if c["fn"] == "cudaMemcpy"]
    assert [m["args"]["kind"] for m in memcpy] == ["cudaMemcpyHostToDevice", "cudaMemcpyDeviceToHost"]
    assert all(m["status_name"] == "cudaErrorInsufficientDriver" for m in memcpy)
    same = _zluda("trace", "diff", str(runs[0]), str(runs[1]))
    assert same.returncode == 0 and same.stdout.strip() == "no divergence"


def test_command_line_errors(full_build, programs, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    missing = _zluda("trace", "--real-libs", str(empty), "--out", str(tmp_path / "t"), "--",
                     str(programs["basic"]))
    assert missing.returncode == 2
    assert "needs libcudart.so.13" in missing.stderr and str(empty) in missing.stderr
    (tmp_path / "file").write_text("")
    unwritable = _zluda("trace", "--out", str(tmp_path / "file" / "t"), "--", str(programs["basic"]))
    assert unwritable.returncode == 2 and "cannot write the trace folder" in unwritable.stderr
    noprog = _zluda("trace", "--out", str(tmp_path / "t"), "--", str(tmp_path / "nope"))
    assert noprog.returncode == 2 and "program not found" in noprog.stderr
    bad = _zluda("trace", "diff", str(tmp_path), str(tmp_path))
    assert bad.returncode == 2 and "no calls.jsonl" in bad.stderr


def test_crash_is_reported_by_the_command_line(full_build, programs, real_cudart_dir, tmp_path):
    out = _zluda("trace", "--real-libs", str(real_cudart_dir), "--out", str(tmp_path / "t"), "--",
                 str(programs["crash"]))
    assert out.returncode == 128 + 11
    assert "the program crashed (SIGSEGV) after #5 cudaGetLastError" in out.stderr
    summary = json.loads((tmp_path / "t" / "summary.json").read_text())
    assert summary["crash"]["signal"] == "SIGSEGV" and summary["calls"] == 5


def test_trace_over_the_project_libraries(full_build, programs, tmp_path):
    """--libs zluda: the interposer forwards to the project's own libcudart (built here
    if needed); unimplemented functions are the ones without a Python implementation."""
    shim_build = pytest.importorskip("zluda.shim.build")
    from zluda import paths

    targets = [t for t in shim_build.TARGETS if t.soname() == "libcudart.so.13"]
    if not shim_build.is_current(targets[0], paths.build_dir()):
        shim_build.build_all(targets=targets)
    out = _zluda("trace", "--libs", "zluda", "--out", str(tmp_path / "t"), "--", str(programs["basic"]))
    assert out.returncode == 0, out.stderr
    calls = [json.loads(l) for l in (tmp_path / "t" / "calls.jsonl").read_text().splitlines()]
    summary = json.loads((tmp_path / "t" / "summary.json").read_text())
    assert summary["mode"] == "zluda"
    registered = [c for c in calls if c["fn"] == "__cudaRegisterFunction"]
    assert [c["args"]["deviceName"] for c in registered] == ["_Z5scalePffi"]
    for c in calls:  # every unimplemented call returned the library's NOT_SUPPORTED status
        assert not c["unimplemented"] or c["status_name"] == "cudaErrorNotSupported"
    assert set(summary["unimplemented"]) == {f"cudart/{c['fn']}" for c in calls if c["unimplemented"]}
    # the project's libraries tracing themselves (zluda run --trace-dir) call the
    # tracer's finalize hook, which adds the Chrome trace
    own = _zluda("run", "--trace-dir", str(tmp_path / "own"), "--", str(programs["basic"]))
    assert own.returncode == 0, own.stderr
    events = json.loads((tmp_path / "own" / "trace.json").read_text())["traceEvents"]
    own_calls = (tmp_path / "own" / "calls.jsonl").read_text().splitlines()
    assert len([e for e in events if e["ph"] == "X"]) == len(own_calls) > 0
