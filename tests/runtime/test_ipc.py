"""tests/runtime/programs/ipc_processes.cu: device memory and an event shared between two
processes of an nvcc-built program under `zluda run` (the parent exports, a child it
starts opens with both APIs, writes, and the parent reads the child's writes)."""

from __future__ import annotations

import subprocess

from zluda.paths import build_dir

from test_programs import HERE, libraries, zluda_run  # noqa: F401 (fixture)


def test_memory_and_events_cross_processes(nvcc, libraries, tmp_path):  # noqa: F811
    exe = tmp_path / "ipc_processes"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "ipc_processes.cu"), "-Xlinker", str(build_dir() / "libcuda.so.1")],
                   check=True, capture_output=True)
    result = zluda_run([str(exe)], timeout=300)
    out = result.stdout
    assert [line for line in out.splitlines() if line.startswith("BAD")] == [], out + result.stderr[-3000:]
    assert "CHILD DONE 0 bad" in out and "child.sees_parent_data" in out, out + result.stderr[-3000:]
    assert "OK parent.sees_child_writes" in out
    assert "DONE 0 bad" in out.splitlines()[-1]
    assert result.returncode == 0
