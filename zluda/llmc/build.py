"""Builds llm.c's CUDA programs from a checkout, the way llm.c's Makefile builds them.

The Makefile's flags (`--threads=0 -t=0 --use_fast_math -std=c++17 -O3`, `-DENABLE_BF16` for the
bf16 programs, `-lcublas -lcublasLt`, `-lnvidia-ml` where NVML's header is found) plus:
  -cudart shared          the runtime comes from the loader, so `zluda run` can substitute it
                          (`--runtime static` leaves it out: nvcc's default, the runtime inside
                          the program talks to libcuda.so.1, docs/default-builds.md)
  compute_80 PTX only     what `make GPU_COMPUTE_CAPABILITY=80` embeds, without machine code:
                          the same binary runs on the CPU backend and (JIT-compiled by the
                          driver) on the H200
  -include compat_cuda13.h   CUDA 13 dropped a cudaMemAdvise overload that llm.c calls
Builds are cached by content (llm.c's sources, the flags, `nvcc --version`). Standard library
only, with workloads/build.py's toolchain search: it also runs on the GPU machine.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
REPO_ROOT = PACKAGE_DIR.parent.parent
COMPAT_HEADER = PACKAGE_DIR / "compat_cuda13.h"

MAKEFILE_FLAGS = ["--threads=0", "-t=0", "--use_fast_math", "-std=c++17", "-O3"]
MAKEFILE_LIBS = ["cublas", "cublasLt"]
RUNTIME_FLAGS = {"shared": ["-cudart", "shared"], "static": []}
ARCH_FLAGS = ["-gencode", "arch=compute_80,code=compute_80"]


@dataclass(frozen=True)
class Program:
    name: str
    source: str
    flags: tuple[str, ...] = ()


PROGRAMS = {p.name: p for p in [
    Program("test_gpt2fp32cu", "test_gpt2_fp32.cu"),
    Program("test_gpt2cu", "test_gpt2.cu", ("-DENABLE_BF16",)),
    Program("train_gpt2cu", "train_gpt2.cu", ("-DENABLE_BF16",)),
]}


class BuildError(RuntimeError):
    pass


@lru_cache(maxsize=1)
def project_build_script():
    """workloads/build.py: the project's nvcc/cuBLAS search and link-folder helpers."""
    path = REPO_ROOT / "workloads" / "build.py"
    if not path.is_file():
        raise BuildError(f"{path} is missing: building llm.c needs a source checkout of this project")
    spec = importlib.util.spec_from_file_location("zluda_workloads_build", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def _source_digest(source: Path) -> str:
    """Every file a program can include: the top-level .cu files and llmc/."""
    files = sorted(source.glob("*.cu")) + sorted((source / "llmc").glob("*"))
    if not any(f.name == "train_gpt2.cu" for f in files):
        raise BuildError(f"{source}: not an llm.c checkout (no train_gpt2.cu)")
    h = hashlib.sha256()
    for f in files:
        if f.is_file():
            h.update(f.relative_to(source).as_posix().encode() + b"\0" + f.read_bytes())
    return h.hexdigest()


def _nvml_header_found(include_dirs: list[Path]) -> bool:
    return any((d / "nvml.h").is_file() for d in include_dirs)


def command(prog: Program, source: Path, out: Path, tc, link_dir: Path, runtime: str = "shared") -> list[str]:
    tools = project_build_script()
    prefix = tc.nvcc.parent.parent
    includes = [d for d in [tc.cublas_include, *tools._include_dirs(prefix)] if d]
    libs, lib_dirs = list(MAKEFILE_LIBS), [link_dir]
    if _nvml_header_found(includes):
        # llm.c's mfu.h uses NVML whenever its header is visible; the toolkit's stub links it
        # and the driver's libnvidia-ml.so.1 answers at run time
        libs.append("nvidia-ml")
        lib_dirs += [d / "stubs" for d in tools._lib_dirs(prefix) if (d / "stubs").is_dir()]
    flags = MAKEFILE_FLAGS + list(prog.flags) + RUNTIME_FLAGS[runtime] + ARCH_FLAGS
    flags += ["-include", str(COMPAT_HEADER)]
    if tc.cublas_include:
        flags += ["-I", str(tc.cublas_include)]
    # NVIDIA's libraries by DT_RUNPATH, which LD_LIBRARY_PATH overrides: `zluda run` still
    # puts the project's libraries first
    flags += ["-Xlinker", "--enable-new-dtags"]
    for libdir in (tc.cudart_libdir, tc.cublas_libdir):
        if libdir:
            flags += ["-Xlinker", f"-rpath={libdir}"]
    return [str(tc.nvcc), *flags, str(source / prog.source), "-o", str(out),
            *[f"-L{d}" for d in lib_dirs], *[f"-l{lib}" for lib in libs]]


def build(source: Path, out_dir: Path, names: list[str] | None = None, runtime: str = "shared",
          log=None) -> dict[str, Path]:
    """Builds the named programs (all when None) from the llm.c checkout `source` and links
    them into `out_dir`; returns name -> path."""
    names = names or list(PROGRAMS)
    unknown = [n for n in names if n not in PROGRAMS]
    if unknown:
        raise BuildError(f"unknown program(s) {', '.join(unknown)}; known: {', '.join(PROGRAMS)}")
    if runtime not in RUNTIME_FLAGS:
        raise BuildError(f"unknown runtime {runtime!r}; known: {', '.join(RUNTIME_FLAGS)}")
    tools = project_build_script()
    try:
        tc = tools.find_toolchain()
    except tools.BuildError as exc:
        raise BuildError(str(exc)) from None
    if tc.cublas_include is None:
        raise BuildError("llm.c needs cuBLAS: " + "; ".join(tc.notes))
    link_dir = tools._symlink_folder(tc)
    digest = _source_digest(source)
    out_dir.mkdir(parents=True, exist_ok=True)
    built = {}
    for name in names:
        prog = PROGRAMS[name]
        probe = command(prog, Path("SRC"), Path("OUT"), tc, link_dir, runtime)
        key = hashlib.sha256("\0".join([digest, tc.nvcc_version, COMPAT_HEADER.read_text(), *probe]).encode())
        entry = Path("llmc", name, key.hexdigest()[:20], name)
        cached = tools.cache_root() / entry
        if not cached.exists():   # new entries go where they can be written (a sandboxed cell's own folder)
            cached = tools.writable_cache_root() / entry
        if not cached.exists():
            cached.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory(dir=cached.parent) as tmp:
                tmp_bin = Path(tmp) / name
                argv = command(prog, source, tmp_bin, tc, link_dir, runtime)
                if log:
                    log(f"building {name}: {' '.join(argv)}")
                done = subprocess.run(argv, capture_output=True, text=True, cwd=source)
                if done.returncode != 0:
                    raise BuildError(f"building {name} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
                os.replace(tmp_bin, cached)
        dest = out_dir / name
        tmp_dest = out_dir / f".{name}.{os.getpid()}"
        shutil.copy2(cached, tmp_dest)
        os.replace(tmp_dest, dest)
        built[name] = dest
        if log:
            log(f"built {name}: {dest}")
    return built
