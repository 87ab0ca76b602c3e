"""`zluda run -- wine app.exe`: a Windows CUDA program under Wine on the project's runtime.

A Windows process cannot load the project's Python runtime, so it gets the project's
nvcuda.dll, which forwards every driver call over TCP to a 64-bit server
(zluda/client32/listen.py). Here that server is started beside Wine, the DLL is put where
NVIDIA's runtime (cudart*.dll) looks for it, the prefix's system folder of the program's
width, and Wine is told to load it instead of its own (WINEDLLOVERRIDES).
"""

from __future__ import annotations

import filecmp
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from zluda.client32 import build as client32_build
from zluda.client32 import listen
from zluda.client32 import windows as client32_windows

WINE_LAUNCHERS = ("wine", "wine64")
PE_MACHINES = {0x14C: "x86", 0x8664: "x64"}   # IMAGE_FILE_MACHINE_I386, _AMD64
WINEBOOT_TIMEOUT_S = 300


class WineError(RuntimeError):
    """The program cannot be run under Wine here; the message says why."""


@dataclass(frozen=True)
class Width:
    arch: str
    bits: int
    # where a program of this width finds system DLLs in a 64-bit Wine prefix (a 32-bit
    # prefix has only system32, for 32-bit programs)
    system_folder: str


WIDTHS = {"x86": Width("x86", 32, "syswow64"), "x64": Width("x64", 64, "system32")}


def pe_machine(path: str | Path) -> str | None:
    """"x86" or "x64" for a PE file (the COFF header's machine), else None."""
    try:
        with open(path, "rb") as f:
            head = f.read(0x40)
            if len(head) < 0x40 or head[:2] != b"MZ":
                return None
            f.seek(int.from_bytes(head[0x3C:0x40], "little"))
            coff = f.read(6)
    except OSError:
        return None
    if len(coff) < 6 or coff[:4] != b"PE\0\0":
        return None
    return PE_MACHINES.get(int.from_bytes(coff[4:6], "little"))


def is_wine_command(argv: list[str]) -> bool:
    return Path(argv[0]).name in WINE_LAUNCHERS


def wine_command(argv: list[str]) -> list[str]:
    """The argv that runs `argv` under Wine: a PE program gets `wine` in front."""
    return list(argv) if is_wine_command(argv) else ["wine", *argv]


def program_arches(command: list[str], prefix: Path | None = None) -> tuple[str, ...]:
    """The widths whose nvcuda.dll a wine command line needs: its program's (its first
    non-option argument, or that name with .exe, as Wine tries it), or, when the program is
    not a file here (Wine finds it on its own path), every width the prefix runs: a WoW64
    prefix holds both DLLs, a 32-bit one (no syswow64) only x86's."""
    for arg in command[1:]:
        if not arg.startswith("-"):
            for candidate in (arg, arg + ".exe"):
                arch = pe_machine(candidate)
                if arch:
                    return (arch,)
            break
    if prefix is not None and not (prefix / "drive_c" / "windows" / "syswow64").is_dir():
        return ("x86",)
    return tuple(WIDTHS)


def prefix_dir(env: dict[str, str]) -> Path:
    return Path(env.get("WINEPREFIX") or Path(env.get("HOME", "~")).expanduser() / ".wine")


def ensure_prefix(env: dict[str, str], log=print) -> Path:
    """The Wine prefix the command will use, made first (wineboot) when it does not exist,
    so that the DLL can be put into it before the program starts."""
    prefix = prefix_dir(env)
    if (prefix / "drive_c" / "windows").is_dir():
        return prefix
    if shutil.which("wineboot") is None:
        raise WineError("no wineboot on PATH (Debian: wine; the windows image has it)")
    log(f"making the Wine prefix {prefix} (wineboot --init)")
    try:
        done = subprocess.run(["wineboot", "--init"], env=env, capture_output=True, text=True,
                              timeout=WINEBOOT_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise WineError(f"wineboot --init for {prefix} did not finish in {WINEBOOT_TIMEOUT_S} s") from None
    if done.returncode or not (prefix / "drive_c" / "windows").is_dir():
        said = (done.stderr or done.stdout).strip().splitlines()
        raise WineError(f"wineboot --init for {prefix} failed ({done.returncode}): {said[-1] if said else 'no output'}")
    return prefix


def nvcuda_dll(arch: str, out_dir: Path | None = None, log=print, build: bool = True) -> Path:
    """The project's nvcuda.dll of this width (in out_dir, else the build folder), built
    when the client's sources changed since (or, without `build`, refused)."""
    bits = WIDTHS[arch].bits
    folder = out_dir or client32_build.output_dir() / "windows" / arch
    dll, stamp_file = folder / client32_windows.DLL, folder / f".nvcuda{bits}.stamp"
    current = client32_build.stamp()
    if dll.exists() and stamp_file.exists() and stamp_file.read_text() == current:
        return dll
    if not build:
        raise WineError(f"{dll} is not built for these sources (zluda run without --no-build builds it)")
    try:
        client32_windows.build(folder, log=log, bits=bits)
    except client32_build.BuildError as exc:
        raise WineError(str(exc)) from None
    stamp_file.write_text(current)
    return dll


def install(prefix: Path, arch: str, dll: Path, log=print) -> Path:
    """Put nvcuda.dll into the prefix's system folder for `arch` (what cudart loads)."""
    folder = prefix / "drive_c" / "windows" / WIDTHS[arch].system_folder
    if arch == "x86" and not folder.is_dir():
        folder = prefix / "drive_c" / "windows" / "system32"   # a 32-bit prefix
    if not folder.is_dir():
        raise WineError(f"the Wine prefix {prefix} has no {folder.name} folder for {arch} programs")
    dest = folder / dll.name
    if not (dest.exists() and filecmp.cmp(dest, dll, shallow=False)):
        shutil.copyfile(dll, dest)
        log(f"installed the project's {dll.name} into {folder}")
    return dest


def dll_overrides(existing: str | None) -> str:
    """WINEDLLOVERRIDES with nvcuda loaded from the DLL file (native), whatever else it says."""
    kept = [part for part in (existing or "").split(";") if part and part.split("=")[0] != "nvcuda"]
    return ";".join(["nvcuda=n", *kept])


def run(argv: list[str], env: dict[str, str], library: str | None = None, dll_dir: Path | None = None,
        log=print, build: bool = True) -> int:
    """Run a wine command line (or a PE program) with its server; the program's status.
    dll_dir: where nvcuda.dll is built (default: the build folder; a folder per width in it
    when the program's width is not known). The server runs in
    this process, so ZLUDA_TRACE_DIR in `env` traces the calls it serves."""
    command = wine_command(argv)
    if shutil.which(command[0]) is None:
        raise WineError(f"no {command[0]} on PATH (Debian: wine, and wine32:i386 for 32-bit programs)")
    env = dict(env)
    env["WINEDLLOVERRIDES"] = dll_overrides(env.get("WINEDLLOVERRIDES"))
    env.setdefault("WINEDEBUG", "-all")
    prefix = ensure_prefix(env, log=log)
    arches = program_arches(command, prefix)
    for arch in arches:
        folder = dll_dir / arch if dll_dir and len(arches) > 1 else dll_dir
        install(prefix, arch, nvcuda_dll(arch, folder, log=log, build=build), log=log)
    # the server runs in this process and reads its settings (ZLUDA_TRACE_DIR,
    # ZLUDA_BACKEND) from the environment when it loads the runtime; the program gets it too
    os.environ.update(env)
    return listen.run(command, library)
