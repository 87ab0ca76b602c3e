"""Fixtures for the tracer tests: real programs built with nvcc, the interposers built
from a small catalog, and test-only stand-in libraries (see tests/trace/standins/)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).parent
from zluda.trace import reallibs


def _nvcc() -> str:
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    if not Path(nvcc).exists():
        pytest.skip("nvcc is not installed (the tracer tests build real CUDA programs)")
    return nvcc


@pytest.fixture(scope="session")
def build_root(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("trace-build")


@pytest.fixture(scope="session")
def standins(build_root) -> Path:
    """libcudart.so.13 / libcublas.so.13 stand-ins (host memory; tests only)."""
    out = build_root / "standins"
    out.mkdir()
    for name, soname, extra in (("cudart", "libcudart.so.13", []),
                                ("cublas", "libcublas.so.13", ["-L", str(out), "-l:libcudart.so.13"])):
        script = out / f"{name}.map"
        script.write_text(f"{soname} {{ global: *; }};\n")
        subprocess.run(["gcc", "-O1", "-fPIC", "-shared", "-o", str(out / soname),
                        str(HERE / "standins" / f"{name}.c"), f"-Wl,-soname,{soname}",
                        f"-Wl,--version-script={script}", *extra], check=True)
    return out


@pytest.fixture(scope="session")
def programs(build_root, standins) -> dict[str, Path]:
    nvcc = _nvcc()
    out = build_root / "programs"
    out.mkdir()
    built = {}
    jobs = []
    for src in sorted((HERE / "programs").glob("*.cu")):
        exe = out / src.stem
        cmd = [nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe), str(src)]
        if src.stem == "gemm":
            cmd += ["-L", str(standins), "-l:libcublas.so.13"]
        jobs.append(subprocess.Popen(cmd, cwd=out))
        built[src.stem] = exe
    for job in jobs:
        assert job.wait() == 0, f"nvcc failed: {job.args}"
    return built


@pytest.fixture(scope="session")
def catalog():
    import sys

    sys.path.insert(0, str(HERE))
    import minicat

    return minicat.build()


@pytest.fixture(scope="session")
def interposers(build_root, catalog) -> Path:
    from zluda.trace import build

    return build.build(catalog, 13, out=build_root / "interposers", force=True)


@pytest.fixture(scope="session")
def real_cudart_dir() -> Path:
    found = reallibs.find(["libcudart.so.13"], reallibs.nvidia_search_dirs())
    if "libcudart.so.13" not in found.paths:
        pytest.skip("NVIDIA's libcudart.so.13 is not installed (invoke trace-check)")
    return found.paths["libcudart.so.13"].parent
