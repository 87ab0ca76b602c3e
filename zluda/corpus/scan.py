"""Proposes a suite's recipe table from its sources: which programs need a library the
project does not provide, data it does not have, or print no verdict; which argument is
the repeat count (a CPU run needs one repetition, not a hundred).

Its output is a starting point that `python -m zluda.corpus scan` prints as YAML; the
committed table (workloads/<suite>/programs.yaml) is the project's data and may override
any field by hand.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

# header or library -> why a program that needs it is left out
MISSING_LIBRARIES: dict[str, str] = {
    "cufft": "needs cuFFT", "curand": "needs cuRAND (host API)", "cusparse": "needs cuSPARSE",
    "cusolver": "needs cuSOLVER", "nccl": "needs NCCL", "mpi": "needs MPI", "gl": "needs OpenGL",
    "glut": "needs OpenGL", "cudnn": "needs cuDNN", "nvrtc": "needs NVRTC", "nvjpeg": "needs nvJPEG",
    "cutensor": "needs cuTENSOR", "nvtoolsext": "needs NVTX", "gsl": "needs GSL", "boost": "needs Boost",
    "z": "needs zlib", "gdal": "needs GDAL", "metis": "needs METIS", "parmetis": "needs METIS",
    "gfortran": "needs Fortran", "tbb": "needs TBB", "png": "needs libpng", "opencv": "needs OpenCV",
    "bz2": "needs bzip2",
}
INCLUDE_PATTERN = re.compile(r'#\s*include\s*[<"]([A-Za-z0-9_/.]+)[>"]')
INCLUDED_LIBRARY = {
    "cufft.h": "cufft", "cufftXt.h": "cufft", "curand.h": "curand", "cusparse.h": "cusparse",
    "cusparse_v2.h": "cusparse", "cusolverDn.h": "cusolver", "cusolverSp.h": "cusolver", "nccl.h": "nccl",
    "mpi.h": "mpi", "GL/gl.h": "gl", "GL/glut.h": "glut", "GL/glew.h": "gl", "cudnn.h": "cudnn",
    "nvrtc.h": "nvrtc", "nvjpeg.h": "nvjpeg", "cutensor.h": "cutensor", "nvToolsExt.h": "nvtoolsext",
    "zlib.h": "z", "png.h": "png", "tbb/tbb.h": "tbb", "gsl/gsl_rng.h": "gsl",
}
LINKED_PATTERN = re.compile(r"(?<![\w-])-l([A-Za-z][\w+]*)")
LINKED_LIBRARY = {"cufft": "cufft", "curand": "curand", "cusparse": "cusparse", "cusolver": "cusolver",
                  "nccl": "nccl", "mpi": "mpi", "mpi_cxx": "mpi", "GL": "gl", "glut": "glut", "GLEW": "gl",
                  "cudnn": "cudnn", "nvrtc": "nvrtc", "nvjpeg": "nvjpeg", "cutensor": "cutensor",
                  "nvToolsExt": "nvtoolsext", "gsl": "gsl", "gslcblas": "gsl", "z": "z", "gdal": "gdal",
                  "metis": "metis", "parmetis": "parmetis", "gfortran": "gfortran", "tbb": "tbb",
                  "boost_system": "boost", "boost_thread": "boost", "boost_regex": "boost",
                  "boost_filesystem": "boost", "png": "png", "bz2": "bz2"}
SOURCE_SUFFIXES = {".cu", ".cuh", ".h", ".hpp", ".cpp", ".cc", ".c", ".inc"}
# a verdict the program prints after comparing with its own reference
VERDICT_PATTERN = re.compile(r'"[^"\n]*\b(PASS(ED)?|FAIL(ED)?)\b[^"\n]*"')
# names HeCBench and Rodinia give the argument that only repeats the same work
REPEAT_NAMES = re.compile(r"^(n?_?repeats?|repetitions?|n?_?iter(ation)?s?|num_?iter(ation)?s?|n_?runs?|"
                          r"num_?runs|loops?|n_?loops?|ntimes|timing_iterations)$", re.IGNORECASE)
ARGV_ASSIGNMENT = re.compile(r"\b(\w+)\s*=\s*(?:\(\w+\)\s*)?(?:std::)?(?:atoi|atol|atoll|stoi|strtol|strtoul)"
                             r"\s*\(\s*argv\s*\[\s*(\d+)\s*\]")
FILE_ARGUMENT = re.compile(r"(/|\.(txt|bmp|raw|dat|bin|csv|mtx|graph|pgm|ppm|jpg|png|wav|avi|in|out|fa|fasta|"
                           r"gr|edges|nodes|obj|ply|tsv|json|xyz|pdb|mol2|fvecs|bvecs)$)", re.IGNORECASE)
# a folder beside the program's: in a path, or as a Makefile variable's whole value
SIBLING_PATTERN = re.compile(r"\.\./([A-Za-z0-9_.+-]+)(?=/|\s|$)", re.MULTILINE)


def source_files(program_dir: Path) -> list[Path]:
    return sorted(p for p in program_dir.rglob("*") if p.is_file() and p.suffix in SOURCE_SUFFIXES)


def run_arguments(makefile: Path) -> list[str] | None:
    """The arguments of the Makefile's `run:` target (None without one)."""
    lines = makefile.read_text(errors="replace").splitlines()
    for index, line in enumerate(lines):
        if re.match(r"^run\s*:", line):
            for body in lines[index + 1:]:
                if not body.startswith("\t"):
                    break
                try:
                    words = shlex.split(body.strip())
                except ValueError:
                    return None
                words = [w for w in words if not w.startswith("$(LAUNCHER)")]
                if words and re.match(r"^\./", words[0]):
                    return words[1:]
            return None
    return None


def needed_libraries(program_dir: Path, files: list[Path]) -> set[str]:
    needed = set()
    makefile = program_dir / "Makefile"
    if makefile.is_file():
        for name in LINKED_PATTERN.findall(makefile.read_text(errors="replace")):
            if name in LINKED_LIBRARY:
                needed.add(LINKED_LIBRARY[name])
    for f in files:
        for header in INCLUDE_PATTERN.findall(f.read_text(errors="replace")):
            if header in INCLUDED_LIBRARY:
                needed.add(INCLUDED_LIBRARY[header])
            elif header.startswith("boost/"):
                needed.add("boost")
    return needed


def repeat_argument(files: list[Path]) -> int | None:
    """argv index of the argument that only repeats the work, when the sources name it so."""
    for f in files:
        for name, index in ARGV_ASSIGNMENT.findall(f.read_text(errors="replace")):
            if REPEAT_NAMES.match(name):
                return int(index)
    return None


def siblings(program_dir: Path, files: list[Path]) -> set[str]:
    """Folders beside the program's that its sources, Makefile or arguments reach into."""
    texts = [f.read_text(errors="replace") for f in files]
    if (program_dir / "Makefile").is_file():
        texts.append((program_dir / "Makefile").read_text(errors="replace"))
    found = set()
    for text in texts:
        found |= set(SIBLING_PATTERN.findall(text))
    return {name for name in found
            if name not in (".", "..", program_dir.name) and (program_dir.parent / name).is_dir()}


def propose(program_dir: Path) -> dict:
    """One table row: {name, args, siblings} or {name, excluded: reason}."""
    name = program_dir.name
    files = source_files(program_dir)
    row: dict = {"name": name}
    makefile = program_dir / "Makefile"
    if not makefile.is_file():
        return {**row, "excluded": "no Makefile"}
    compiler = re.search(r"^\s*CC\s*[:?]?=\s*(\S+)", makefile.read_text(errors="replace"), re.MULTILINE)
    if compiler and Path(compiler.group(1)).name not in ("nvcc", "$(CUDA_DIR)/bin/nvcc"):
        return {**row, "excluded": f"built with {compiler.group(1)}, not nvcc"}
    libs = needed_libraries(program_dir, files)
    if libs:
        return {**row, "excluded": ", ".join(sorted({MISSING_LIBRARIES[lib] for lib in libs}))}
    if (program_dir / "data.dvc").exists() or any(p.suffix == ".dvc" for p in program_dir.rglob("*.dvc")):
        return {**row, "excluded": "needs a DVC data set"}
    args = run_arguments(makefile)
    if args is None:
        return {**row, "excluded": "no run target in its Makefile"}
    for arg in args:
        if FILE_ARGUMENT.search(arg) and not (program_dir / arg).exists():
            return {**row, "excluded": f"needs the data file {arg}, not in the repository"}
    if not any(VERDICT_PATTERN.search(f.read_text(errors="replace")) for f in files):
        return {**row, "excluded": "prints no verdict (no self-check)"}
    repeat = repeat_argument(files)
    if repeat is not None and 1 <= repeat <= len(args) and args[repeat - 1].isdigit():
        args = list(args)
        args[repeat - 1] = "1"
    row["args"] = args
    near = sorted(siblings(program_dir, files))
    if near:
        row["siblings"] = near
    return row
