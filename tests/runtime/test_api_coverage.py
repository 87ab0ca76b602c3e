"""tests/runtime/programs/api_coverage.cu: context configuration, stream queries,
attributes and memory operations, 2-D memsets, library and kernel handles, the launch
forms and the not-supported table, called from an nvcc-built program through the
project's libcudart and libcuda; the program checks its own results."""

from __future__ import annotations

import subprocess

import pytest

from zluda.paths import build_dir

from test_programs import HERE, libraries, zluda_run  # noqa: F401 (fixture)


@pytest.mark.parametrize("stream", ["legacy", "per-thread"])
def test_api_coverage_program(stream, nvcc, libraries, tmp_path):  # noqa: F811
    """Built both ways nvcc builds default streams: per-thread, its launches call the
    `_ptsz` twins (__cudaLaunchKernel_ptsz, cudaMemcpy_ptds...)."""
    exe = tmp_path / "api_coverage"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "--default-stream", stream, "-o", str(exe),
                    str(HERE / "programs" / "api_coverage.cu"), "-Xlinker", str(build_dir() / "libcuda.so.1")],
                   check=True, capture_output=True)
    result = zluda_run([str(exe)], timeout=300)
    assert [line for line in result.stdout.splitlines() if line.startswith("BAD")] == [], \
        result.stdout + result.stderr[-3000:]
    assert "DONE 0 bad" in result.stdout, result.stdout + result.stderr[-3000:]
    assert result.returncode == 0
