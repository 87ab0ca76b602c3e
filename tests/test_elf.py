"""zluda/elf.py: the project's one ELF reader, on a library gcc builds here, a 32-bit
cubin and broken input."""

import shutil
import subprocess

import pytest

from zluda import elf
from tests.trace.test_fatbin_shipped import KERNELS, elf32_cubin

LIBRARY = r"""
int old_add(int a, int b) { return a + b; }
int new_add(int a, int b) { return a + b + 1; }
__asm__(".symver old_add, add@V_1");
__asm__(".symver new_add, add@@V_2");
__attribute__((weak)) int weak_one(void) { return 1; }
__attribute__((visibility("hidden"))) int hidden_one(void) { return 2; }
int plain(void) { return hidden_one(); }
int data_word = 3;
"""
VERSIONS = "V_1 { global: add; plain; weak_one; data_word; local: *; };\nV_2 { global: add; } V_1;\n"


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    if shutil.which("gcc") is None:
        pytest.skip("gcc is not installed")
    tmp = tmp_path_factory.mktemp("elf")
    (tmp / "lib.c").write_text(LIBRARY)
    (tmp / "lib.map").write_text(VERSIONS)
    out = tmp / "libtwo.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", str(out), str(tmp / "lib.c"),
                    f"-Wl,--version-script={tmp / 'lib.map'}", "-Wl,-soname,libtwo.so.1",
                    "-Wl,--no-as-needed", "-lm"], check=True)
    subprocess.run(["gcc", "-c", "-fPIC", "-o", str(tmp / "lib.o"), str(tmp / "lib.c")], check=True)
    return out


def test_dynamic_symbols_carry_versions_and_binding(library):
    lib = elf.read_file(library)
    assert (lib.bits, lib.little_endian, lib.type, lib.machine) == (64, True, 3, 62)
    assert lib.version_definitions() == ["V_1", "V_2"]
    defined = {(s.name, s.version, s.version_hidden): s for s in lib.symbols(".dynsym") if s.defined}
    assert ("add", "V_2", False) in defined and ("add", "V_1", True) in defined
    assert defined[("weak_one", "V_1", False)].bind == elf.STB_WEAK
    assert defined[("plain", "V_1", False)].type == elf.STT_FUNC
    assert defined[("data_word", "V_1", False)].type == 1   # STT_OBJECT
    assert not any(name == "hidden_one" for name, _, _ in defined)
    obj = elf.read_file(library.with_name("lib.o"))   # the linker makes hidden symbols local
    assert obj.type == 1 and obj.section(".dynsym") is None
    hidden = next(s for s in obj.symbols() if s.name == "hidden_one")
    assert (hidden.visibility, hidden.bind) == (2, elf.STB_GLOBAL)   # STV_HIDDEN
    assert "libm.so.6" in lib.needed() and "libc.so.6" in lib.needed()
    assert any(n.name == "GNU" for n in lib.notes())
    text = lib.section(".text")
    assert lib.section_bytes(".text") == library.read_bytes()[text.offset:text.offset + text.size]
    assert lib.section(".no_such") is None and lib.section_bytes(".no_such") is None


def test_32_bit_cubin_sections_and_symbols():
    cubin = elf.read(elf32_cubin(KERNELS), "cubin")
    assert (cubin.bits, cubin.machine) == (32, 190)
    functions = [s.name for s in cubin.symbols() if s.type == elf.STT_FUNC]
    assert functions == KERNELS
    assert all(cubin.section(".text." + k) is not None for k in KERNELS)


def test_broken_input_is_one_line_naming_the_file(library, tmp_path):
    with pytest.raises(elf.ElfError, match=r"^nothing\.bin: not an ELF file"):
        elf.read(b"MZ" + bytes(100), "nothing.bin")
    data = library.read_bytes()
    cut = tmp_path / "cut.so"
    cut.write_bytes(data[:len(data) // 2])
    with pytest.raises(elf.ElfError) as info:
        elf.read_file(cut).symbols(".dynsym")
    assert str(info.value).startswith(f"{cut}: ") and "\n" not in str(info.value)
    with pytest.raises(elf.ElfError, match="^.*missing.so: "):
        elf.read_file(tmp_path / "missing.so")
