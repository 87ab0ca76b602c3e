"""NVIDIA's own CUDA runtime DLL over the remote nvcuda.dll, under Wine: the check that
export tables, registration and the runtime API work through the clients.

FleX's pinned release ships NVIDIA's CUDA 9.2 runtime for both widths (read from FleX's
repository, zluda/flex/source.py; never committed). zluda/images/windows_src/cudartw.c,
built with mingw-w64 for the same width, loads it, registers a fatbin and its kernel and
calls the runtime API (device count, allocations, copies, cudaLaunchKernel), checking
every answer; it runs under Wine through the project's nvcuda.dll and the 64-bit server.

    python -m zluda.client32.cudart --bits 32 [--runtime cudart32_92.dll] [--library libcuda.so.1] [--work DIR]

needs Wine and mingw-w64 (the windows image has them).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from zluda.flex import source as flex_source
from zluda.paths import PACKAGE_DIR
from zluda.shim import build as shim_build

from . import build as client_build
from . import windows

PROGRAM = PACKAGE_DIR / "images" / "windows_src" / "cudartw.c"
RUNTIMES = {32: "bin/win32/cudart32_92.dll", 64: "bin/win64/cudart64_92.dll"}
# where NVIDIA's runtime looks for nvcuda.dll in a 64-bit prefix: the system folder of its width
SYSTEM_FOLDERS = {32: "syswow64", 64: "system32"}
TIMEOUT_S = 600


def flex_runtime(bits: int) -> tuple[bytes | None, str]:
    """NVIDIA's CUDA 9.2 runtime DLL of FleX's latest release, or None and why it is not at
    hand without fetching (ZLUDA_FLEX_REPO or the cache, read with git)."""
    try:
        data = flex_source.read(flex_source.repository(fetch=False), flex_source.LATEST, RUNTIMES[bits])
    except flex_source.SourceError as exc:
        return None, f"FleX is not at hand: {exc}"
    except OSError as exc:   # no git
        return None, f"FleX is not at hand: {exc}"
    return data, ""


def run(bits: int, runtime: bytes, work: Path, library64: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    """cudartw.exe over `runtime` under Wine in a prefix of its own inside `work`;
    client_build.BuildError when the DLL or the program cannot be built."""
    work.mkdir(parents=True, exist_ok=True)
    dll = windows.build(work, log=lambda *_: None, bits=bits)
    exe = work / "cudartw.exe"
    built = subprocess.run([windows.COMPILERS[bits], "-O1", "-Wall", "-Werror", "-o", str(exe), str(PROGRAM)],
                           capture_output=True, text=True)
    if built.returncode:
        raise client_build.BuildError(f"building {PROGRAM.name} ({bits}-bit) failed:\n{built.stderr[-2000:]}")
    name = Path(RUNTIMES[bits]).name
    (work / name).write_bytes(runtime)
    env = dict(env if env is not None else os.environ, WINEPREFIX=str(work / "prefix"), WINEDLLOVERRIDES="nvcuda=n")
    env.setdefault("WINEDEBUG", "-all")
    subprocess.run(["wineboot", "-i"], env=env, capture_output=True, timeout=TIMEOUT_S)
    system = work / "prefix" / "drive_c" / "windows" / SYSTEM_FOLDERS[bits]
    system.mkdir(parents=True, exist_ok=True)
    shutil.copy2(dll, system / dll.name)
    return subprocess.run([sys.executable, "-m", "zluda.client32.listen", "--library", str(library64), "--",
                           "wine", str(exe), name], cwd=work, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT_S)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.client32.cudart", description=__doc__.split("\n\n")[0])
    parser.add_argument("--bits", type=int, choices=sorted(RUNTIMES), default=32)
    parser.add_argument("--library", type=Path, help="the 64-bit libcuda.so.1 the server runs (default: the project's)")
    parser.add_argument("--work", type=Path, help="a folder for the DLL, the program and the Wine prefix")
    parser.add_argument("--runtime", type=Path, help="the runtime DLL itself (default: FleX's, read from its repository)")
    args = parser.parse_args(argv)
    if args.runtime:
        runtime = args.runtime.read_bytes()
    else:
        runtime, why = flex_runtime(args.bits)
        if runtime is None:
            print(f"zluda: {RUNTIMES[args.bits]} of FleX {flex_source.LATEST.name}: {why} "
                  "(ZLUDA_FLEX_REPO, or `invoke flex-corpus` fills the cache; or --runtime FILE)", file=sys.stderr)
            return 2
    library = args.library or shim_build.build_one(client_build.LIBRARY64, log=lambda *_: None)
    with tempfile.TemporaryDirectory(prefix="zluda-cudart-") as tmp:
        done = run(args.bits, runtime, args.work or Path(tmp), library)
    sys.stdout.write(done.stdout)
    sys.stderr.write(done.stderr)
    return done.returncode


if __name__ == "__main__":
    raise SystemExit(main())
