"""Compile CUDA sources to PTX with the machine's nvcc, cached on disk.

The cache key covers the source bytes, the flags and `nvcc --version`, so a test run or
a benchmark compiles each (source, arch, flags) once per machine; files are written to a
temporary name and renamed, so concurrent runs never see half a file.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from zluda import paths


class NvccError(RuntimeError):
    pass


@functools.lru_cache(maxsize=None)
def nvcc_version(nvcc: str = "nvcc") -> str:
    exe = shutil.which(nvcc)
    if exe is None:
        raise NvccError(f"{nvcc} not found on PATH")
    return subprocess.run([exe, "--version"], capture_output=True, text=True, check=True).stdout


def compile_ptx(source: Path, arch: str, flags: tuple = (), nvcc: str = "nvcc") -> Path:
    """Path of the PTX nvcc emits for `source` with `-arch=<arch>` (e.g. "compute_80")."""
    source = Path(source)
    key = hashlib.sha256()
    key.update(source.read_bytes())
    key.update(repr((arch, tuple(flags), nvcc_version(nvcc))).encode())
    folder = paths.cache_dir() / "ptx-nvcc"
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"{source.stem}-{arch}-{key.hexdigest()[:16]}.ptx"
    if out.exists():
        return out
    fd, tmp = tempfile.mkstemp(dir=folder, suffix=".ptx.tmp")
    os.close(fd)
    try:
        cmd = [nvcc, "-ptx", f"-arch={arch}", *flags, str(source), "-o", tmp]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise NvccError(f"{' '.join(cmd)} failed:\n{proc.stderr}")
        os.replace(tmp, out)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return out
