"""Every PTX file nvcc emits for the project's own CUDA sources (workloads/ and tests/,
plus the PTX programs embed as text) parses, passes the name checks, round-trips through
the printer, and translates and compiles kernel by kernel for the CPU device.

A kernel may only be refused for a feature the README lists as not implemented
(textures/surfaces, tensor-core mma, SIMD video instructions, sm_90 cluster/TMA), and
then with an error located at the PTX line that holds that instruction.
"""

from __future__ import annotations

import functools
import importlib.util
import re
import sys
from pathlib import Path

import pytest

from zluda.cpu import jit
from zluda.ptx import parse
from zluda.ptx.check import check_module
from zluda.ptx.nvcc import compile_ptx
from zluda.ptx.printer import print_module
from zluda.runtime import ptx_link
from zluda.translate.errors import UnsupportedError
from zluda.translate.module import translate

REPO = Path(__file__).resolve().parents[2]
# sources whose PTX is checked elsewhere, and would cost CI minutes here
CHECKED_ELSEWHERE = {
    # CUB's and Thrust's sort and scan kernels: thrust_sort.cu's radix sort is checked here; the
    # kernel bench compiles all of them and the program checks its results against std::sort
    "zluda/cpu/bench/sortscan.cu",
}
SOURCES = sorted(p.relative_to(REPO).as_posix() for d in ("workloads", "tests", "zluda/cpu/bench")
                 for p in (REPO / d).rglob("*.cu") if p.relative_to(REPO).as_posix() not in CHECKED_ELSEWHERE)

# sources that only compile for a newer architecture than the project's compute_80
ARCH = {"tests/ptx/cuda/sm90.cu": "compute_90"}
# units of programs compiled separately (-rdc=true) -> the program's other units, whose PTX
# is linked with theirs (zluda/runtime/ptx_link.py) as the device link links them
SEPARATE_UNITS = {"tests/runtime/programs/rdc_main.cu": ("tests/runtime/programs/rdc_lib.cu",),
                  "tests/runtime/programs/rdc_lib.cu": ("tests/runtime/programs/rdc_main.cu",),
                  "tests/runtime/programs/device_runtime.cu": ()}
# opcodes of the features the translator documents as not implemented
NOT_IMPLEMENTED = re.compile(r"^(tex|tld4|suld|sust|sured|suq|txq|wmma|mma|wgmma|tcgen05|mapa|getctarank|"
                             r"cp\.async\.bulk|mbarrier|cp\.reduce\.async\.bulk|vabsdiff[24]?|vadd[24]?|vsub[24]?|"
                             r"vavrg[24]|vmin[24]?|vmax[24]?|vset[24]?|vshl|vshr|vmad|fns)\b")
EMBEDDED = re.compile(r'R"PTX\((.*?)\)PTX"', re.S)


@functools.cache
def _workload_build():
    """workloads/build.py (its program table and toolchain finder), imported by path."""
    name = "workloads_build_for_ptx_tests"
    spec = importlib.util.spec_from_file_location(name, REPO / "workloads" / "build.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod   # dataclasses look their module up there
    spec.loader.exec_module(mod)
    return mod


def _variants(source: str) -> list[tuple[str, tuple]]:
    """(arch, flags) of each build the project makes of `source` (the gpt2 trainer: fp32
    and bf16), with the cuBLAS headers on the include path when the source needs them."""
    build = _workload_build()
    programs = [p for p in build.PROGRAMS.values() if f"workloads/{p.sources[0]}" == source]
    text = (REPO / source).read_text()
    flags = ()
    if "cublas" in text and "#include <cublas" in text:
        tc = build.find_toolchain()
        if tc.cublas_include is None:
            pytest.fail(f"{source} needs the cuBLAS headers and none were found: run `invoke setup`")
        flags = ("-I", str(tc.cublas_include))
    arch = ARCH.get(source, "compute_80")
    if source in SEPARATE_UNITS:
        flags += ("-rdc=true",)
    if programs:
        return [variant for p in programs for variant in _ptx_builds(arch, flags, tuple(p.flags))]
    return [(arch, flags)]


def _ptx_builds(arch: str, flags: tuple, program_flags: tuple) -> list[tuple[str, tuple]]:
    """nvcc -ptx takes one architecture: a program's `-gencode arch=compute_NN,...` pairs
    become builds of their own beside the default one."""
    builds, rest, i = [(arch, flags)], [], 0
    while i < len(program_flags):
        if program_flags[i] == "-gencode":
            builds.append((program_flags[i + 1].split(",")[0].removeprefix("arch="), flags))
            i += 2
        else:
            rest.append(program_flags[i])
            i += 1
    return [(a, f + tuple(rest)) for a, f in builds]


def _check_module_text(text: str, filename: str) -> dict:
    module = parse(text, filename=filename, lazy=False)
    assert check_module(module, text) == []
    printed = print_module(module)
    assert parse(printed, filename="printed.ptx", lazy=False) == module
    lines = text.splitlines()
    outcome = {}
    for kernel in module.kernels:
        try:
            jit.compile_to_object(translate(module, only=[kernel]).ir_text)
            outcome[kernel] = "compiled"
        except UnsupportedError as exc:
            assert exc.loc is not None and exc.loc.file == filename, str(exc)
            held = lines[exc.loc.line - 1][exc.loc.col - 1:].strip()
            assert NOT_IMPLEMENTED.match(held), f"{kernel} refused for an implemented feature: {exc}"
            outcome[kernel] = "not implemented: " + held.split()[0]
    return outcome


@pytest.mark.parametrize("source", SOURCES)
def test_project_source_ptx_parses_round_trips_and_compiles(source, nvcc):
    outcomes = {}
    for arch, flags in _variants(source):
        path = compile_ptx(REPO / source, arch, flags, nvcc=nvcc)
        if SEPARATE_UNITS.get(source):
            units = [path] + [compile_ptx(REPO / other, arch, flags, nvcc=nvcc) for other in SEPARATE_UNITS[source]]
            path = path.with_name(path.stem + ".linked.ptx")
            path.write_text(ptx_link.link([(unit.name, unit.read_text()) for unit in units]))
        outcomes[(arch, flags)] = _check_module_text(path.read_text(), str(path))
    kernels = [k for o in outcomes.values() for k in o]
    if re.search(r"^\s*(template\s*<[^>]*>\s*)?__global__", (REPO / source).read_text(), re.M):
        assert kernels, f"{source} defines kernels, its PTX has none"
    refused = {k: why for o in outcomes.values() for k, why in o.items() if why != "compiled"}
    # only the test corpus of the PTX front end exercises unimplemented features
    if not source.startswith("tests/ptx/cuda/"):
        assert refused == {}, refused


@pytest.mark.parametrize("source", [s for s in SOURCES if EMBEDDED.search((REPO / s).read_text())])
def test_ptx_embedded_in_programs_compiles(source):
    for i, text in enumerate(EMBEDDED.findall((REPO / source).read_text())):
        outcome = _check_module_text(text, f"{source}#ptx{i}")
        assert outcome and set(outcome.values()) == {"compiled"}, outcome
