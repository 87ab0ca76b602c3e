"""Host threads calling the runtime at once, and threads that exit after calling it.

programs/threads.cu (nvcc, -cudart shared) runs sixteen threads with order-dependent launch
chains on their own streams and the per-thread default stream, then twelve waves of
short-lived threads that call a little and exit while the next wave calls: each exit
deletes the thread's Python thread state in the shim (a dangling or doubly released state
aborts the process with a PyGILState error). The program checks every result against
values computed on the host. (workloads/samples/streams.cu, eight threads at once, runs in
test_programs.py.)
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from test_programs import libraries, zluda_run  # noqa: F401 (fixture)

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def threads_program(nvcc, tmp_path_factory, libraries) -> Path:
    exe = tmp_path_factory.mktemp("threads") / "threads"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "threads.cu")], check=True, capture_output=True)
    return exe


def _checks(stdout: str) -> dict[str, str]:
    return {line.split()[1]: line.split()[2] for line in stdout.splitlines() if line.startswith("CHECK ")}


def test_concurrent_and_exiting_threads(threads_program):
    result = zluda_run([str(threads_program)], timeout=300)
    out = result.stdout + result.stderr
    assert "PyGILState" not in out and "Fatal Python error" not in out, out[-4000:]
    checks = _checks(result.stdout)
    assert set(checks) == {"concurrent.results", "concurrent.calls", "concurrent.counter",
                           "exiting.calls", "exiting.results", "main.after"}, out[-4000:]
    assert [name for name, verdict in checks.items() if verdict != "PASS"] == [], result.stdout
    assert "SUMMARY threads: 6 checks, 0 failed" in result.stdout
    assert result.returncode == 0, out[-4000:]

