"""tests/runtime/programs/gl_interop.cu: OpenGL buffer objects shared with the CPU device
through Mesa's software GL (EGL surfaceless), called from an nvcc-built program through
the project's libcudart and libcuda; the program checks its own results. Skipped, with
the reason, where the EGL/GL headers or a surfaceless GL context are not to be had
(`invoke setup --tests` installs Mesa)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from zluda.paths import build_dir

from test_programs import HERE, libraries, zluda_run  # noqa: F401 (fixture)

GL_HEADERS = ("EGL/egl.h", "GL/gl.h")
SKIPPED = 77


def test_gl_interop_program(nvcc, libraries, tmp_path):  # noqa: F811
    missing = [h for h in GL_HEADERS if not (Path("/usr/include") / h).exists()]
    if missing:
        pytest.skip(f"no OpenGL development headers ({', '.join(missing)}): `invoke setup --tests` installs Mesa's")
    exe = tmp_path / "gl_interop"
    build = subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                            str(HERE / "programs" / "gl_interop.cu"), "-Xlinker", str(build_dir() / "libcuda.so.1"),
                            "-lEGL", "-lGL"], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[-3000:]
    result = zluda_run([str(exe)], timeout=300)
    if result.returncode == SKIPPED:
        pytest.skip(next((line for line in result.stdout.splitlines() if line.startswith("SKIP")), "SKIP"))
    assert [line for line in result.stdout.splitlines() if line.startswith("BAD")] == [], \
        result.stdout + result.stderr[-3000:]
    assert "DONE 0 bad" in result.stdout, result.stdout + result.stderr[-3000:]
    assert result.returncode == 0
