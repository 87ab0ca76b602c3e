"""Build the remote nvcuda.dll (mingw-w64) from the catalog and the wire plans, for 32-bit
(i686) and 64-bit (x86-64) Windows programs.

The same functions and messages as the 32-bit libcuda.so.1 (zluda/client32/build.py), in
templates/nvcuda32.c.j2: __stdcall exports by their plain names (as NVIDIA's nvcuda.dll
has them, for GetProcAddress; on i686 the decorated names too, so a program links against
the DLL itself), and a transport Wine runs: TCP to a server started beforehand
(zluda/client32/listen.py). The x86-64 DLL differs only in its types' widths (CUdeviceptr,
size_t and pointers are 64 bits wide, as in the server): one template, one set of plans.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from . import build as client_build
from . import plan as wire_plan

COMPILERS = {32: "i686-w64-mingw32-gcc", 64: "x86_64-w64-mingw32-gcc"}
CC = COMPILERS[32]
DLL = "nvcuda.dll"
TEMPLATE = "nvcuda32.c.j2"


def compiler_problem(bits: int = 32) -> str | None:
    """Why the DLL cannot be built here (None when it can)."""
    cc = COMPILERS[bits]
    if not shutil.which(cc):
        package = "gcc-mingw-w64-i686-win32" if bits == 32 else "gcc-mingw-w64-x86-64-win32"
        return f"no {cc} (Debian: {package}; the windows image has it)"
    return None


def build(out_dir: Path, log=print, bits: int = 32) -> Path:
    """out_dir/nvcuda.dll for `bits`-bit programs; client_build.BuildError when it cannot be built."""
    problem = compiler_problem(bits)
    if problem:
        raise client_build.BuildError(f"the {bits}-bit {DLL} cannot be built: {problem}")
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".build-nvcuda{bits}-", dir=out_dir) as tmp:
        src = Path(tmp) / f"nvcuda{bits}.c"
        src.write_text(client_build.render(TEMPLATE, bits=bits))
        built = Path(tmp) / DLL
        done = subprocess.run([COMPILERS[bits], "-shared", "-O1", "-Wall", "-Wno-unused-function", "-o", str(built),
                               str(src), "-static-libgcc", "-Wl,--add-stdcall-alias", "-lws2_32"],
                              capture_output=True, text=True)
        if done.returncode:
            raise client_build.BuildError(f"building the {bits}-bit {DLL} failed:\n{done.stderr[-4000:]}")
        dest = out_dir / DLL
        os.replace(built, dest)
    log(f"built {dest} ({bits}-bit: {len(wire_plan.plans())} functions forwarded, "
        f"{len(wire_plan.not_forwarded())} answer CUDA_ERROR_NOT_SUPPORTED)")
    return dest
