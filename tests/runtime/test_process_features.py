"""tests/runtime/programs/process_features.cu: coredump settings and cluster occupancy (and
the other process-wide features it checks), called from an nvcc-built program through
the project's libcudart and libcuda; the program checks its own results."""

from __future__ import annotations

import subprocess

from zluda.paths import build_dir

from test_programs import HERE, libraries, zluda_run  # noqa: F401 (fixture)


def test_process_features_program(nvcc, libraries, tmp_path):  # noqa: F811
    exe = tmp_path / "process_features"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "process_features.cu"), "-Xlinker", str(build_dir() / "libcuda.so.1")],
                   check=True, capture_output=True)
    result = zluda_run([str(exe)], timeout=300)
    assert [line for line in result.stdout.splitlines() if line.startswith("BAD")] == [], \
        result.stdout + result.stderr[-3000:]
    assert "DONE 0 bad" in result.stdout, result.stdout + result.stderr[-3000:]
    assert result.returncode == 0
