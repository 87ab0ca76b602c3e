"""zluda.fatbin on fatbins nvcc builds here with different flags, and on corrupt ones."""

from __future__ import annotations

import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from zluda import fatbin

KERNELS = """
__global__ void add(float *a, float b, int n) { int i = threadIdx.x; if (i < n) a[i] += b; }
__global__ void mul(float *a, float b, int n) { int i = threadIdx.x; if (i < n) a[i] *= b; }
int main() { return 0; }
"""
VARIANTS = {
    "ptx_zstd": ["-arch=compute_80"],
    "ptx_lz4": ["-arch=compute_80", "--compress-mode=speed"],
    "ptx_plain": ["-arch=compute_80", "--no-compress"],
    "multi": ["-gencode", "arch=compute_80,code=sm_80",
              "-gencode", "arch=compute_90,code=[compute_90,sm_90]", "-Xfatbin", "-compress-all"],
}


def _code(ptx: str) -> list[str]:
    """PTX without comments and blank lines (the fatbin keeps the code, not comments or whitespace)."""
    return [" ".join(l.split("//")[0].split()) for l in ptx.splitlines() if l.split("//")[0].strip()]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    if not Path(nvcc).exists():
        pytest.skip("nvcc is not installed")
    d = tmp_path_factory.mktemp("fatbin")
    (d / "k.cu").write_text(KERNELS)
    jobs = {name: subprocess.Popen([nvcc, "-cudart", "shared", *flags, "-o", name, "k.cu"], cwd=d)
            for name, flags in VARIANTS.items()}
    jobs["ptx"] = subprocess.Popen([nvcc, "-arch=compute_80", "-ptx", "-o", "k.ptx", "k.cu"], cwd=d)
    for name, job in jobs.items():
        assert job.wait() == 0, name
    return {name: d / name for name in VARIANTS} | {"ptx": d / "k.ptx"}


@pytest.mark.parametrize("variant,compression", [("ptx_zstd", "zstd"), ("ptx_lz4", "lz4"),
                                                 ("ptx_plain", "none")])
def test_ptx_entry_matches_nvcc_ptx_output(built, variant, compression):
    entries = fatbin.from_elf(built[variant].read_bytes(), variant)
    assert [(e.kind, e.arch_name, e.compression) for e in entries] == [("ptx", "compute_80", compression)]
    assert entries[0].ptx_version == "9.0"
    assert _code(entries[0].text()) == _code(built["ptx"].read_text())
    assert entries[0].kernels() == ["_Z3addPffi", "_Z3mulPffi"]


def test_several_arches_and_cubins(built):
    entries = fatbin.from_elf(built["multi"].read_bytes())
    kinds = {(e.kind, e.arch_name) for e in entries}
    assert {("elf", "sm_80"), ("elf", "sm_90"), ("ptx", "compute_90")} <= kinds
    assert ("ptx", "compute_80") not in kinds
    assert all(e.compression == "zstd" for e in entries)
    cubins = [e for e in entries if e.kind == "elf" and e.kernels()]
    assert cubins and all(sorted(e.kernels()) == ["_Z3addPffi", "_Z3mulPffi"] for e in cubins)
    assert all(e.payload[:4] == b"\x7fELF" for e in entries if e.kind == "elf")


def _section(path: Path) -> bytes:
    elf = fatbin.read_elf(path.read_bytes())
    return elf.section_bytes(".nv_fatbin")


def test_truncated_and_corrupt_input_is_named(built):
    sec = _section(built["ptx_zstd"])
    with pytest.raises(fatbin.FatbinError, match=r"claims \d+ bytes of entries"):
        fatbin.parse(sec[:100])
    with pytest.raises(fatbin.FatbinError, match="truncated fatbin header at offset 0"):
        fatbin.parse(sec[:10])
    with pytest.raises(fatbin.FatbinError, match="bad fatbin magic"):
        fatbin.parse(b"\0" * 8 + sec)
    broken = bytearray(sec)
    zpos = broken.index(b"\x28\xb5\x2f\xfd")
    broken[zpos + 8:zpos + 40] = b"\xff" * 32
    with pytest.raises(fatbin.FatbinError, match="corrupt zstd payload"):
        fatbin.parse(bytes(broken))
    with pytest.raises(fatbin.FatbinError, match="not an ELF file"):
        fatbin.from_elf(b"#!/bin/sh\n")
    with pytest.raises(fatbin.FatbinError, match="no .nv_fatbin section"):
        fatbin.from_elf(Path("/bin/sh").resolve().read_bytes(), "/bin/sh")


def test_cli_lists_entries_and_extracts(built, tmp_path):
    out = subprocess.run(["python3", "-m", "zluda", "fatbin", str(built["ptx_lz4"]),
                          "--extract", str(tmp_path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "ptx compute_80 v9.0 lz4 " in out.stdout and "_Z3mulPffi" in out.stdout
    (ptx,) = tmp_path.glob("*.ptx")
    assert _code(ptx.read_text()) == _code(built["ptx"].read_text())
    bad = subprocess.run(["python3", "-m", "zluda", "fatbin", "/bin/sh"], capture_output=True, text=True)
    assert bad.returncode == 2 and "no .nv_fatbin section" in bad.stderr


@pytest.mark.parametrize("flags", [fatbin.FLAG_LZ4, fatbin.FLAG_ZSTD])
def test_absurd_uncompressed_size_is_named(flags):
    payload = fatbin.ZSTD_MAGIC + b"\0" * 12
    entry = struct.pack("<HHIQIIHHIIIQQQ", 1, 0x0101, 64, len(payload), len(payload), 0x40, 0, 9, 80,
                        0, 0, fatbin.FLAG_64BIT | flags, 0, 2**64 - 1) + payload
    data = struct.pack("<IHHQ", fatbin.FATBIN_MAGIC, 1, 16, len(entry)) + entry
    with pytest.raises(fatbin.FatbinError, match=f"entry at offset 16: uncompressed size {2**64 - 1} in the "
                                                 "header cannot be allocated"):
        fatbin.parse(data)
