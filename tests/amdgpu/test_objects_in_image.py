"""Linked code objects (ld.lld + comgr) validated inside the rocm-6.4 image."""

import fnmatch
import json

import pytest
import yaml

from zluda.images.testsupport import docker_skip_reason, run_in_image
from zluda.paths import REPO_ROOT

pytestmark = [pytest.mark.docker, pytest.mark.timeout(1500),
              pytest.mark.skipif(docker_skip_reason() is not None,
                                 reason=docker_skip_reason() or "")]

# Built in the image: a good object, the same object checked against the wrong target,
# and one with its kernel descriptor's kernarg size corrupted.
SCRIPT = r"""
import json, struct
from zluda.amdgpu import llvm_path
from zluda.elf import ElfFile as Elf
from zluda.amdgpu.kernels import builtin_kernels
from zluda.amdgpu.validate import validate
from zluda.comgr import Comgr, find_libraries
comgr3 = next(Comgr(p) for p in find_libraries() if Comgr(p).abi == 3)
co = llvm_path.compile_ir(builtin_kernels()["vector_add"], "gfx942", name="vector_add")
good = validate(co, "gfx942", ["vector_add"], comgr=comgr3)
wrong = validate(co, "gfx1100", ["vector_add"])
elf = Elf(co)
kd = next(s for s in elf.symbols() if s.name == "vector_add.kd")
sec = next(s for s in elf.sections if s.addr <= kd.value < s.addr + s.size and s.type != 8)
off = sec.offset + kd.value - sec.addr + 8
bad = bytearray(co); bad[off:off + 4] = struct.pack("<I", 4096)
corrupt = validate(bytes(bad), "gfx942", ["vector_add"])
print(json.dumps({"good": good.as_dict(), "good_failures": good.failures(),
                  "wrong": wrong.failures(), "corrupt": corrupt.failures()}))
"""


@pytest.fixture(scope="module")
def checked():
    ran = run_in_image("rocm-6.4", ["python3", "-c", SCRIPT])
    assert ran.returncode == 0, ran.stderr
    return json.loads(ran.stdout)


def test_linked_object_passes_every_check(checked):
    assert checked["good_failures"] == []
    names = {c["name"] for c in checked["good"]["checks"]}
    for required in ("elf.e_flags", "elf.abi_version", "note.isa", "note.kernels",
                     "kernel vector_add.descriptor", "kernel vector_add.kd.entry",
                     "comgr.isa", "comgr.metadata", "comgr.disassembly"):
        assert required in names
    kernel = checked["good"]["kernels"]["vector_add"]
    assert [a["name"] for a in kernel["args"][:4]] == ["a", "b", "c", "n"]


def test_wrong_target_is_rejected(checked):
    joined = " | ".join(checked["wrong"])
    assert "elf.e_flags" in joined and "gfx942" in joined and "note.isa" in joined


def test_corrupt_kernel_descriptor_is_rejected(checked):
    assert any(f.startswith("kernel vector_add.kd.kernarg_size: descriptor kernarg 4096")
               for f in checked["corrupt"]), checked["corrupt"]


# kernels that launch kernels: the AMDGPU lowering refuses the device runtime's calls
# (device-side launches run on the CPU device only)
DEVICE_LAUNCH_PARENTS = ["*/device_launch:_Z6parentPii", "*/device_launch:_Z8launcherPiiiPx",
                         "*/device_launch:_Z7recursePiii", "*/device_launch:_Z12mixed_parentPx"]


def known_amdgpu_gaps() -> list[str]:
    """Row patterns (producer/program:kernel) of the AMDGPU lowering's known gaps: the
    matrix baseline's entries for the amdgpu samples cell, and the device-launch parents."""
    spec = yaml.safe_load((REPO_ROOT / "matrix.yaml").read_text())
    entries = spec.get("baseline", {}).get("api", [])
    return [e["api"] for e in entries if fnmatch.fnmatchcase("rocm-6.4/amdgpu/samples", e["cells"])] \
        + DEVICE_LAUNCH_PARENTS


def test_every_workload_kernel_compiles_for_every_target_and_producer():
    """Workload CUDA -> nvcc PTX -> zluda.translate with the AMDGPU lowering -> AMDGPU hook
    -> code objects from llvmlite + ld.lld, comgr 3.0 and comgr 2.6; compile-only (no AMD
    GPU here). Every kernel of the CUDA workloads (barriers, warp collectives, printf and
    assert included) passes everywhere; the PTX sweep's sampled variants pass, or are a
    translator gap reported by name."""
    from zluda.amdgpu import workload_ptx
    found = workload_ptx.collect()
    assert found and all(w.ptx for w in found), [w.error for w in found]
    sweep_units = {w.name for w in found if w.name.startswith("ptx-sweep-")}
    assert sweep_units and len(sweep_units) < len(found)
    args, mounts = workload_ptx.cells_arguments(found)
    ran = run_in_image("rocm-6.4", ["python3", "-m", "zluda.amdgpu.cells", "--no-builtin", *args],
                       mounts=mounts, timeout=1500)
    result = json.loads(ran.stdout)
    assert result["mode"] == "compile-only"
    producers = {c["producer"] for c in result["cells"]}
    assert producers == {"llvmlite", "comgr-3.0", "comgr-2.6"}
    passed = set()
    known = known_amdgpu_gaps()
    for c in result["cells"]:
        where = (c["source"], c["kernel"], c["target"], c["producer"], c.get("reason"))
        if c["source"] not in sweep_units:
            row = f"{c['producer']}/{c['source']}:{c['kernel']}"
            if c["status"] != "pass" and any(fnmatch.fnmatchcase(row, pattern) for pattern in known):
                assert c["reason"], where   # a gap the matrix's baseline names: failing, and saying why
                continue
            # RDNA4 is newer than comgr 2.6's LLVM 17: the one thing not applicable
            ok = c["status"] == "pass" or (c["status"] == "unsupported" and c["target"] == "gfx1201"
                                           and c["producer"] == "comgr-2.6")
            assert ok, where
            passed.add(c["kernel"])
        elif c["status"] != "pass":   # named, never silent
            assert c["status"] in ("unsupported", "fail") and c["reason"], where
            if c["status"] == "fail":
                assert c["reason"].startswith("zluda.translate failed"), where
    # the kernels that need the lowering: barriers, warp shuffles, printf/assert
    for needed in ("_Z22softmax_forward_kernelPfPKfii", "_Z12tiles_kernelPKiP7TileOut",
                   "_Z13printf_kernelf", "_Z13assert_kernelPKi"):
        assert needed in passed, needed
    assert all(a["agree"] for a in result["agreement"]), result["agreement"]


def test_every_lowered_construct_compiles_with_both_comgr_abis(tmp_path):
    """tests/amdgpu/data/lowering.cu (one kernel per construct of the AMDGPU lowering:
    bar.red, match.b64, partial-mask redux, %globaltimer, printf, assert, trap, dynamic
    shared) through comgr 2.6 (LLVM 17) and 3.0 (LLVM 21) as well as llvmlite."""
    import shutil
    import subprocess
    from pathlib import Path
    nvcc = shutil.which("nvcc")
    assert nvcc, "nvcc not found: `invoke setup` installs it"
    source = Path(__file__).parent / "data" / "lowering.cu"
    subprocess.run([nvcc, "-ptx", "-arch=sm_80", "-o", str(tmp_path / "lowering.ptx"), str(source)],
                   check=True, capture_output=True)
    # the container's non-root user reads the mounted folder
    tmp_path.chmod(0o755)
    (tmp_path / "lowering.ptx").chmod(0o644)
    ran = run_in_image("rocm-6.4", ["python3", "-m", "zluda.amdgpu.cells", "--no-builtin",
                                    "--ptx", "/var/lib/zluda-lowering/lowering.ptx"],
                       mounts={str(tmp_path): "/var/lib/zluda-lowering"})
    assert ran.stdout, ran.stderr[-3000:]
    result = json.loads(ran.stdout)
    cells = result["cells"]
    assert {c["producer"] for c in cells} == {"llvmlite", "comgr-3.0", "comgr-2.6"}
    assert len({c["kernel"] for c in cells}) == 10
    for c in cells:
        skipped = c["target"] == "gfx1201" and c["producer"] == "comgr-2.6"
        assert c["status"] == ("unsupported" if skipped else "pass"), \
            (c["kernel"], c["target"], c["producer"], c.get("reason"))
    assert result["agreement"] and all(a["agree"] for a in result["agreement"]), result["agreement"]

