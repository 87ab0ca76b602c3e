"""llvmlite's AMDGPU target on the host and this project's ELF/msgpack readers."""

import pytest

from zluda.amdgpu import llvm_path, msgpack
from zluda.amdgpu.kernels import builtin_kernels
from zluda.amdgpu.targets import TARGETS
from zluda.amdgpu.validate import NT_AMDGPU_METADATA, validate
from zluda.elf import ElfError, ElfFile as Elf

KERNELS = builtin_kernels()


@pytest.mark.parametrize("target", list(TARGETS))
def test_relocatable_header_and_metadata_note(target):
    obj = llvm_path.emit_relocatable(KERNELS["vector_add"], target)
    elf = Elf(obj)
    assert (elf.machine, elf.type, elf.osabi, elf.abi_version) == (224, 1, 64, 4)
    assert elf.flags & 0xfff == TARGETS[target].e_flags
    notes = [n for n in elf.notes() if n.name == "AMDGPU" and n.type == NT_AMDGPU_METADATA]
    meta = msgpack.unpack(notes[0].desc)
    kernel = meta["amdhsa.kernels"][0]
    assert kernel[".name"] == "vector_add" and kernel[".symbol"] == "vector_add.kd"
    explicit = [a[".name"] for a in kernel[".args"] if not a[".value_kind"].startswith("hidden")]
    assert explicit == ["a", "b", "c", "n"]
    assert meta["amdhsa.target"] == f"amdgcn-amd-amdhsa--{target}"


def test_code_object_version_flag_selects_v4():
    obj = llvm_path.emit_relocatable(KERNELS["vector_add"], "gfx90a", code_object_version=4)
    assert Elf(obj).abi_version == 2


def test_relocatable_is_rejected_as_a_loadable_code_object():
    obj = llvm_path.emit_relocatable(KERNELS["block_reduce"], "gfx90a")
    v = validate(obj, "gfx90a", ["block_reduce"])
    assert not v.ok
    assert any(f.startswith("elf.type:") for f in v.failures())


def test_bad_inputs_give_clear_errors():
    with pytest.raises(ElfError, match="bad magic"):
        Elf(b"MZ" + bytes(100))
    with pytest.raises(msgpack.MsgpackError, match="truncated"):
        msgpack.unpack(b"\x82\xa1a")
    with pytest.raises(llvm_path.CompileError, match="broken.ll: LLVM rejected"):
        llvm_path.emit_relocatable("define void @f( {", "gfx90a", name="broken.ll")
    with pytest.raises(KeyError, match="unknown AMDGPU target 'gfx9999'"):
        validate(b"", "gfx9999")
