"""Programs built with relocatable device code (-rdc=true): each translation unit compiled
with -dc, the device link done by nvcc. The registration names the device link's fatbin
(empty in a PTX-only build) and lists the units' fatbins in `__cudaPrelinkedFatbins`; the
CPU device links their PTX into one module."""

from __future__ import annotations

import subprocess

import pytest

from zluda import fatbin

from test_programs import HERE, libraries, zluda_run  # noqa: F401 (fixture)

PROGRAMS = HERE / "programs"


def _build_separately(nvcc, tmp_path, sources: list[str], name: str, cudart: str = "shared") -> str:
    objects = []
    for source in sources:
        obj = tmp_path / (source.rsplit(".", 1)[0] + ".o")
        subprocess.run([nvcc, "-cudart", cudart, "-rdc=true", "-dc", "-arch=compute_80", str(PROGRAMS / source),
                        "-o", str(obj)], check=True, capture_output=True)
        objects.append(str(obj))
    exe = tmp_path / name
    subprocess.run([nvcc, "-cudart", cudart, "-arch=compute_80", *objects, "-o", str(exe)],
                   check=True, capture_output=True)
    return str(exe)


# shared: the project's libcudart receives the registration; static (nvcc's default):
# NVIDIA's runtime inside the program hands the device link's wrapper to cuLibraryLoadData
@pytest.mark.parametrize("cudart", ["shared", "static"])
def test_two_translation_units_link_into_one_module(cudart, nvcc, libraries, tmp_path):
    """A call and a variable across units, a kernel of the other unit, and each unit's own
    `static` function and printf string of the same name."""
    exe = _build_separately(nvcc, tmp_path, ["rdc_main.cu", "rdc_lib.cu"], "rdc", cudart)
    result = zluda_run([exe])
    assert result.stdout.splitlines() == [
        "CHECK cross_unit_call PASS 0",
        "CHECK other_unit_kernel_and_symbol PASS 0",
        "main 42",
        "lib 2100",
        "CHECK errors PASS 0",
    ], result.stdout + result.stderr[-3000:]
    assert result.returncode == 0


def test_the_units_fatbins_are_listed_from_the_program_file(nvcc, tmp_path):
    """`zluda fatbin` reads `__nv_relfatbin`, where an -rdc program keeps the units' code."""
    exe = _build_separately(nvcc, tmp_path, ["rdc_main.cu", "rdc_lib.cu"], "rdc")
    kernels = {k for e in fatbin.from_elf(open(exe, "rb").read()) if e.kind == "ptx" for k in e.kernels()}
    assert {"_Z5applyPi", "_Z5hellov", "_Z10lib_kernelPi"} <= kernels
