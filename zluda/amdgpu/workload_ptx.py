"""PTX of every workload kernel: each workload's CUDA sources compiled with `nvcc -ptx`
(and any .ptx file a workload ships), cached by content under the cache folder.

The PTX is what the translator consumes; the AMDGPU cells then compile it through the
translator's AMDGPU hook for every target and producer."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from zluda.paths import REPO_ROOT, cache_dir

WORKLOADS_DIR = REPO_ROOT / "workloads"
PTX_ARCH = "sm_80"


@dataclass
class WorkloadPtx:
    source: Path          # the .cu or .ptx file in the repository
    ptx: Path | None      # the PTX file (cached), None when it could not be made
    error: str | None = None


def _nvcc() -> str | None:
    return shutil.which("nvcc") or next(
        (p for p in ("/usr/local/cuda/bin/nvcc",) if os.access(p, os.X_OK)), None)


def workload_sources(root: Path = WORKLOADS_DIR) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.suffix in (".cu", ".ptx") and p.is_file())


def collect(root: Path = WORKLOADS_DIR) -> list[WorkloadPtx]:
    out_dir = cache_dir() / "amdgpu" / "ptx"
    out_dir.mkdir(parents=True, exist_ok=True)
    nvcc = _nvcc()
    result = []
    for source in workload_sources(root):
        if source.suffix == ".ptx":
            result.append(WorkloadPtx(source, source))
            continue
        digest = hashlib.sha256(source.read_bytes() + PTX_ARCH.encode()).hexdigest()[:16]
        target = out_dir / digest / f"{source.stem}.ptx"   # the stem names the cells
        target.parent.mkdir(exist_ok=True)
        if target.exists():
            result.append(WorkloadPtx(source, target))
            continue
        if nvcc is None:
            result.append(WorkloadPtx(source, None, "nvcc not found (run `invoke setup`)"))
            continue
        tmp = target.with_suffix(".tmp")
        done = subprocess.run([nvcc, "-ptx", f"-arch={PTX_ARCH}", "-o", str(tmp), str(source)],
                              capture_output=True, text=True, cwd=source.parent)
        if done.returncode != 0:
            result.append(WorkloadPtx(source, None, done.stderr.strip()[-1500:]))
            continue
        os.replace(tmp, target)
        result.append(WorkloadPtx(source, target))
    return result


# where a container sees the PTX cache (the host's cache may sit under a private /root)
CONTAINER_PTX_DIR = "/var/lib/zluda-ptx"


def cells_arguments(found: list[WorkloadPtx]) -> tuple[list[str], dict[str, str]]:
    """(`python -m zluda.amdgpu.cells` arguments, host folder -> container folder to mount
    read-only) for the PTX that could be made."""
    cache = cache_dir() / "amdgpu" / "ptx"
    paths = []
    for w in found:
        if w.ptx is None:
            continue
        try:
            paths.append(f"{CONTAINER_PTX_DIR}/{w.ptx.relative_to(cache).as_posix()}")
        except ValueError:   # a .ptx shipped in the repository: mounted with the source
            paths.append(str(w.ptx))
    return (["--ptx", *paths] if paths else []), {str(cache): CONTAINER_PTX_DIR}
