"""Build the 32-bit nvcuda.dll (i686 PE, mingw-w64) from the catalog and the wire plans.

The same functions and messages as the 32-bit libcuda.so.1 (zluda/client32/build.py), in
templates/nvcuda32.c.j2: __stdcall exports by their plain names (as NVIDIA's 32-bit
nvcuda.dll has them, for GetProcAddress; the decorated names too, so a program links
against the DLL itself), and a transport Wine runs: TCP to a server started beforehand
(zluda/client32/listen.py).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from . import build as client_build
from . import plan as wire_plan

CC = "i686-w64-mingw32-gcc"
DLL = "nvcuda.dll"
TEMPLATE = "nvcuda32.c.j2"


def compiler_problem() -> str | None:
    """Why the DLL cannot be built here (None when it can)."""
    if not shutil.which(CC):
        return f"no {CC} (Debian: gcc-mingw-w64-i686-win32; the windows image has it)"
    return None


def build(out_dir: Path, log=print) -> Path:
    """out_dir/nvcuda.dll; client_build.BuildError when it cannot be built."""
    problem = compiler_problem()
    if problem:
        raise client_build.BuildError(f"the 32-bit {DLL} cannot be built: {problem}")
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".build-nvcuda32-", dir=out_dir) as tmp:
        src = Path(tmp) / "nvcuda32.c"
        src.write_text(client_build.render(TEMPLATE))
        built = Path(tmp) / DLL
        done = subprocess.run([CC, "-shared", "-O1", "-Wall", "-Wno-unused-function", "-o", str(built), str(src),
                               "-static-libgcc", "-Wl,--add-stdcall-alias", "-lws2_32"],
                              capture_output=True, text=True)
        if done.returncode:
            raise client_build.BuildError(f"building the 32-bit {DLL} failed:\n{done.stderr[-4000:]}")
        dest = out_dir / DLL
        os.replace(built, dest)
    log(f"built {dest} (32-bit: {len(wire_plan.plans())} functions forwarded, "
        f"{len(wire_plan.not_forwarded())} answer CUDA_ERROR_NOT_SUPPORTED)")
    return dest
