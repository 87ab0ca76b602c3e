"""The physx32 workload's pieces that run without Wine or FleX: the C view of NvFlex.h,
the 32-bit against 64-bit comparison, and how `zluda run` recognises a Windows program.
(The workload itself runs in the windows image: `invoke matrix --image windows --workload physx32`.)"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys

import numpy as np
import pytest

from zluda.flex import physx32
from zluda.shim import wine

# the C++ constructs NvFlex.h uses, in a header of our own
CXX_HEADER = """\
#if _WIN32
#define NV_FLEX_API __declspec(dllexport)
#else
#define NV_FLEX_API
#endif
#define NV_FLEX_VERSION 120
extern "C" {
typedef struct NvFlexLibrary NvFlexLibrary;
enum NvFlexComputeType
{
\teNvFlexCUDA,
\teNvFlexD3D11,
};
struct NvFlexInitDesc
{
\tint deviceIndex;
\tbool enableExtensions;
\tNvFlexComputeType computeType;
};
union NvFlexCollisionGeometry
{
\tstruct NvFlexInitDesc desc;
\tfloat radius;
};
typedef void (*NvFlexErrorCallback)(NvFlexComputeType type, const char* msg);
NV_FLEX_API inline int NvFlexMakePhase(int group, int flags) { return group | flags; }
NV_FLEX_API NvFlexLibrary* NvFlexInit(int version = NV_FLEX_VERSION, NvFlexErrorCallback errorFunc = 0, NvFlexInitDesc* desc = 0);
NV_FLEX_API void NvFlexShutdown(NvFlexLibrary* lib);
} // extern "C"
"""

USE_IT = """\
#include "nvflex_c.h"
int main(void)
{
    NvFlexInitDesc desc = {0, false, eNvFlexCUDA};
    NvFlexCollisionGeometry geometry;
    geometry.radius = 1.0f;
    NvFlexLibrary *lib = NvFlexInit(NV_FLEX_VERSION, 0, &desc);
    NvFlexShutdown(lib);
    return NvFlexMakePhase(1, 2) == 3 && geometry.radius == 1.0f ? 0 : 1;
}
"""


def test_c_header_compiles_as_c(tmp_path):
    """The C++ header becomes C that a C compiler takes with every warning an error."""
    c_header = physx32.c_header(CXX_HEADER)
    assert 'extern "C"' not in c_header and "= 0)" not in c_header
    assert "typedef enum NvFlexComputeType NvFlexComputeType;" in c_header
    assert "typedef union NvFlexCollisionGeometry NvFlexCollisionGeometry;" in c_header
    assert "static inline int NvFlexMakePhase" in c_header
    cc = shutil.which("cc") or shutil.which("gcc")
    assert cc is not None, "no C compiler: the CPU device needs one too (invoke setup)"
    (tmp_path / "nvflex_c.h").write_text(c_header)
    (tmp_path / "use.c").write_text(USE_IT)
    done = subprocess.run([cc, "-std=c11", "-Wall", "-Werror", "-fsyntax-only", "-I", str(tmp_path),
                           str(tmp_path / "use.c")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def _dump(path, positions, velocities):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        f.write(np.asarray(positions, dtype="<f4").tobytes())
        f.write(np.asarray(velocities, dtype="<f4").tobytes())


def test_compare_identical_within_tolerance_and_apart(tmp_path, capsys):
    rng = np.random.default_rng(7)
    positions = np.concatenate([rng.uniform(0, 1, (64, 3)), np.ones((64, 1))], axis=1)
    velocities = rng.uniform(-0.01, 0.01, (64, 3))
    _dump(tmp_path / "x86" / physx32.DUMP, positions, velocities)
    _dump(tmp_path / "x64" / physx32.DUMP, positions, velocities)
    assert physx32.compare(tmp_path) == 0
    assert "COMPARE bit-identical yes" in capsys.readouterr().out

    nudged = positions.copy()
    nudged[:, 0] += 0.001   # a millimetre: the same pile
    _dump(tmp_path / "x64" / physx32.DUMP, nudged, velocities)
    assert physx32.compare(tmp_path) == 0
    out = capsys.readouterr().out
    assert "COMPARE bit-identical no" in out and "CHECK centroid PASS" in out

    moved = positions.copy()
    moved[:, 1] += 0.5      # the 64-bit pile half a metre higher
    _dump(tmp_path / "x64" / physx32.DUMP, moved, velocities)
    assert physx32.compare(tmp_path) == 1
    out = capsys.readouterr().out
    assert "CHECK centroid FAIL centres differ by 0.5" in out
    assert "SUMMARY physx32-compare: 4 checks, 1 failed" in out


def test_compare_says_which_run_left_nothing(tmp_path):
    _dump(tmp_path / "x86" / physx32.DUMP, np.zeros((2, 4)), np.zeros((2, 3)))
    with pytest.raises(physx32.StepError, match="x64 run left no particles"):
        physx32.compare(tmp_path)
    (tmp_path / "x64").mkdir()
    (tmp_path / "x64" / physx32.DUMP).write_bytes(b"\0" * 12)
    with pytest.raises(physx32.StepError, match="3 floats, not whole particles of 7"):
        physx32.compare(tmp_path)


def _pe(path, machine):
    """The smallest file with a DOS header pointing at a PE signature and a COFF machine."""
    head = bytearray(0x40)
    head[:2] = b"MZ"
    head[0x3C:0x40] = struct.pack("<I", 0x40)
    path.write_bytes(bytes(head) + b"PE\0\0" + struct.pack("<H", machine) + b"\0" * 18)
    return path


def test_pe_machine(tmp_path):
    assert wine.pe_machine(_pe(tmp_path / "a32.exe", 0x14C)) == "x86"
    assert wine.pe_machine(_pe(tmp_path / "a64.exe", 0x8664)) == "x64"
    assert wine.pe_machine(_pe(tmp_path / "arm.exe", 0xAA64)) is None
    (tmp_path / "script").write_text("#!/bin/sh\n")
    assert wine.pe_machine(tmp_path / "script") is None
    assert wine.program_arches(["wine", str(tmp_path / "a64.exe"), "--flag"]) == ("x64",)
    assert wine.program_arches(["wine", str(tmp_path / "a32")]) == ("x86",)   # Wine adds .exe
    # a program Wine finds on its own path could be either width: both DLLs go in
    wow64 = tmp_path / "wow64"
    (wow64 / "drive_c" / "windows" / "syswow64").mkdir(parents=True)
    assert wine.program_arches(["wine", "notepad"], wow64) == ("x86", "x64")
    (tmp_path / "win32" / "drive_c" / "windows" / "system32").mkdir(parents=True)
    assert wine.program_arches(["wine", "notepad"], tmp_path / "win32") == ("x86",)
    assert wine.wine_command([str(tmp_path / "a32.exe")]) == ["wine", str(tmp_path / "a32.exe")]


def test_dll_overrides_keep_the_users_own():
    assert wine.dll_overrides(None) == "nvcuda=n"
    assert wine.dll_overrides("d3d11=b;nvcuda=b,n;mscoree=") == "nvcuda=n;d3d11=b;mscoree="


def test_zluda_run_takes_a_windows_program_to_wine(tmp_path):
    """`zluda run -- app.exe` runs it under Wine; without Wine it says so (env(1)'s 125)."""
    program = _pe(tmp_path / "app.exe", 0x14C)
    # a PATH without wine, whether or not this machine has it
    env = {**os.environ, "PATH": os.path.dirname(sys.executable)}
    done = subprocess.run([sys.executable, "-m", "zluda", "run", "--", str(program)], capture_output=True,
                          text=True, timeout=120, env=env)
    assert done.returncode == 125, done.stderr
    assert "zluda run: no wine on PATH" in done.stderr
