"""Find the real libraries the interposers forward to, and what a program needs.

Mode "nvidia": NVIDIA's libraries. --real-libs folders, else ZLUDA_TRACE_REAL_LIBS
(colon-separated), are searched alone when given: an explicit choice is never
silently replaced by another copy. Otherwise: CUDA_HOME/CUDA_PATH, /usr/local/cuda, NVIDIA's Python wheels
(nvidia/cu13/lib, nvidia/cublas/lib, ...), the system library folders and the
ldconfig cache. Mode "zluda": the project's own drop-in libraries under the build
folder (`invoke build`), or --real-libs.
"""

from __future__ import annotations

import os
import site
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from zluda import config, elf, paths


@dataclass
class Found:
    paths: dict[str, Path] = field(default_factory=dict)    # soname -> real library
    looked: list[str] = field(default_factory=list)         # folders searched, in order


def _python_lib_dirs() -> list[Path]:
    roots = []
    for getter in (site.getsitepackages, lambda: [site.getusersitepackages()]):
        try:
            roots += [Path(p) for p in getter()]
        except Exception:  # site may be unavailable in embedded interpreters
            pass
    roots += [Path(p) for p in sys.path if p.endswith("site-packages")]
    out = []
    for root in dict.fromkeys(roots):
        nv = root / "nvidia"
        if nv.is_dir():
            out += sorted(p for p in nv.glob("*/lib") if p.is_dir())
    return out


def _ldconfig_dirs() -> list[Path]:
    try:
        text = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    dirs = []
    for line in text.splitlines():
        if "=>" in line and ("libcuda" in line or "libcublas" in line):
            dirs.append(Path(line.split("=>", 1)[1].strip()).parent)
    return list(dict.fromkeys(dirs))


def nvidia_search_dirs(extra: list[str] | None = None) -> list[Path]:
    explicit = [d for d in (extra or []) if d] or config.get("ZLUDA_TRACE_REAL_LIBS")
    if explicit:
        return list(dict.fromkeys(Path(d) for d in explicit))
    # the dynamic loader's own order first (LD_LIBRARY_PATH, then its cache): the driver
    # library must be the one matching the kernel module, never a compat/ or stubs/ copy
    dirs: list[Path] = [Path(d) for d in os.environ.get("LD_LIBRARY_PATH", "").split(":") if d]
    dirs += _ldconfig_dirs()
    for var in ("CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(var):
            dirs += [Path(os.environ[var]) / "lib64", Path(os.environ[var]) / "lib"]
    dirs += [Path("/usr/local/cuda/lib64"), Path("/usr/local/cuda/targets/x86_64-linux/lib")]
    dirs += _python_lib_dirs()
    dirs += [Path("/usr/lib/x86_64-linux-gnu"), Path("/usr/lib64"), Path("/usr/lib/wsl/lib")]
    return list(dict.fromkeys(d for d in dirs if d.name not in ("compat", "stubs")))


def zluda_search_dirs(extra: list[str] | None = None) -> list[Path]:
    if extra:
        return list(dict.fromkeys(Path(d) for d in extra if d))
    dirs: list[Path] = []
    root = paths.build_dir()
    if root.is_dir():
        for p in sorted(root.rglob("*.so*")):
            if "trace" not in p.relative_to(root).parts:
                dirs.append(p.parent)
    return list(dict.fromkeys(dirs))


def _is_interposer(path: Path) -> bool:
    """Our own tracing libraries must never be taken for the real ones."""
    return (path.parent / "layout.json").exists() and (path.parent / "libzluda_trace_core.so").exists()


def find(sonames: list[str], dirs: list[Path]) -> Found:
    found = Found(looked=[str(d) for d in dirs])
    for soname in sonames:
        for d in dirs:
            cand = d / soname
            if cand.exists() and not _is_interposer(cand.resolve()):
                found.paths[soname] = cand
                break
    return found


def needed(program: str | Path) -> list[str]:
    """DT_NEEDED entries of a dynamically linked ELF program ([] for scripts)."""
    try:
        return elf.read_file(program).needed()
    except elf.ElfError:
        return []


def cuda_major_of(program: str | Path, default: int = 13) -> int:
    for name in needed(program):
        for prefix in ("libcudart.so.", "libcublas.so.", "libcublasLt.so."):
            if name.startswith(prefix) and name[len(prefix):].isdigit():
                return int(name[len(prefix):])
    return default


def exported_functions(path: str | Path) -> dict[str, str]:
    """Functions a shared library exports: name -> version node ("" if unversioned).
    Only default versions (what dlsym finds) are listed."""
    out = {}
    for sym in elf.read_file(path).symbols(".dynsym"):
        if (sym.defined and sym.type in (elf.STT_FUNC, elf.STT_GNU_IFUNC)
                and sym.bind in (elf.STB_GLOBAL, elf.STB_WEAK) and not sym.version_hidden):
            out[sym.name] = sym.version
    return out
