"""The environment block of a run: what the results were produced with.

Gathered once per run on the orchestrating machine; the executor of each image adds its
own facts (a ROCm image fills rocm, hip, comgr and comgr_abi, which stay null on the host).
"""

from __future__ import annotations

import os
import platform
import re
import shutil
import subprocess
import sys


def _llvm() -> tuple[str | None, str | None]:
    try:
        import llvmlite
        from llvmlite import binding
    except ImportError:
        return None, None
    return llvmlite.__version__, ".".join(map(str, binding.llvm_version_info))


def _nvcc() -> str | None:
    nvcc = shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc" if os.path.exists("/usr/local/cuda/bin/nvcc") else None)
    if not nvcc:
        return None
    try:
        out = subprocess.run([nvcc, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    found = re.search(r"release ([\d.]+), V([\d.]+)", out)
    return found.group(2) if found else out.strip().splitlines()[-1:][0] if out.strip() else None


def _cpu() -> dict:
    model = platform.processor() or platform.machine()
    flags: list[str] = []
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                key, _, value = line.partition(":")
                if key.strip() == "model name":
                    model = value.strip()
                elif key.strip() == "flags" and not flags:
                    flags = value.split()
    except OSError:
        pass
    simd = [flag for flag in ("sse4_2", "avx", "avx2", "avx512f", "neon", "asimd") if flag in flags]
    return {"model": model, "arch": platform.machine(), "cores": os.cpu_count(), "simd": simd}


def gather(image_facts: dict | None = None) -> dict:
    llvmlite_version, llvm_version = _llvm()
    env = {
        "python": platform.python_version(),
        "llvmlite": llvmlite_version,
        "llvm": llvm_version,
        "nvcc": _nvcc(),
        "cpu": _cpu(),
        "os": f"{platform.system()} {platform.release()}",
        "image": "host",
        # filled by a ROCm image's executor; null on the host
        "rocm": None,
        "hip": None,
        "comgr": None,
        "comgr_abi": None,
        "executable": sys.executable,
    }
    env.update(image_facts or {})
    return env
