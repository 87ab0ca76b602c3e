"""ELF files, read through pyelftools: the one place in the project that knows ELF's layout.

Host programs and libraries (x86-64, 32-bit ones too), cubins (machine 190, 32- and
64-bit) and AMDGPU code objects all come through here. Numbers stay numbers (section and
symbol types, e_flags, st_other): the callers compare them with the values of NVIDIA's and
AMD's ABI documents, which pyelftools has no names for. Any file that is not ELF, or is
cut short, raises ElfError with one line naming the file.
"""

from __future__ import annotations

import functools
import io
from dataclasses import dataclass
from types import SimpleNamespace

MAGIC = b"\x7fELF"
SHT_SYMTAB, SHT_NOTE, SHT_NOBITS, SHT_DYNSYM = 2, 7, 8, 11
SHF_EXECINSTR = 0x4
STT_OBJECT, STT_FUNC, STT_GNU_IFUNC = 1, 2, 10
STB_GLOBAL, STB_WEAK = 1, 2
_ST_OTHER_AT = {32: 13, 64: 5}   # st_other's place in a symbol entry (the ELF specification's Elf32_Sym/Elf64_Sym)
VERSYM_HIDDEN = 0x8000   # a non-default version of a symbol (name@NODE, not name@@NODE)


@functools.cache
def _pyelftools() -> SimpleNamespace:
    """pyelftools, imported when the first ELF file is read: a CUDA program whose fatbins
    hold PTX reads none, and importing it is a visible part of such a program's start-up."""
    from elftools.common.exceptions import ELFError
    from elftools.elf.dynamic import DynamicSection
    from elftools.elf.elffile import ELFFile
    from elftools.elf.gnuversions import GNUVerDefSection, GNUVerSymSection
    from elftools.elf.sections import NoteSection, SymbolTableSection

    return SimpleNamespace(
        ELFFile=ELFFile, DynamicSection=DynamicSection, GNUVerDefSection=GNUVerDefSection,
        GNUVerSymSection=GNUVerSymSection, NoteSection=NoteSection, SymbolTableSection=SymbolTableSection,
        # what pyelftools' own errors from a short or damaged file look like, besides ELFError
        damage=(ELFError, EOFError, IndexError, KeyError, ValueError, AttributeError, TypeError))


class ElfError(ValueError):
    """Not ELF, truncated or corrupt; the message is one line naming the file."""


@dataclass(frozen=True)
class Section:
    name: str
    type: int        # SHT_*
    addr: int
    offset: int
    size: int
    link: int
    entsize: int
    flags: int = 0   # SHF_*


@dataclass(frozen=True)
class Symbol:
    name: str
    value: int
    size: int
    type: int        # STT_*: 1 OBJECT, 2 FUNC, 10 GNU_IFUNC, 13 AMDGPU_HSA_KERNEL (old)
    bind: int        # STB_*: 0 LOCAL, 1 GLOBAL, 2 WEAK
    other: int       # st_other as stored: visibility in bits 0..1, the rest machine-specific
    section: int     # st_shndx: 0 undefined, 0xfff1 absolute
    version: str = ""        # its version node, dynamic symbols of versioned libraries only
    version_hidden: bool = False  # a non-default version (what dlsym does not find)

    @property
    def visibility(self) -> int:
        """STV_*: 0 DEFAULT, 1 INTERNAL, 2 HIDDEN, 3 PROTECTED."""
        return self.other & 3

    @property
    def defined(self) -> bool:
        return self.section != 0


@dataclass(frozen=True)
class Note:
    name: str
    type: int
    desc: bytes


def is_elf(data: bytes) -> bool:
    return data[:4] == MAGIC


def _code(construct, field: str, value):
    """The number behind a name pyelftools decoded (`value` as is when it is a number)."""
    if isinstance(value, int):
        return value
    found = _find(construct, field)
    if found is None or value not in found.encoding:
        raise ValueError(f"no number for {field} {value!r}")
    return found.encoding[value]


def _find(construct, field: str):
    if getattr(construct, "name", None) == field and hasattr(construct, "encoding"):
        return construct
    for child in list(getattr(construct, "subcons", ())) + [getattr(construct, "subcon", None)]:
        if child is not None:
            found = _find(child, field)
            if found is not None:
                return found
    return None


class ElfFile:
    """One ELF file held in memory (`what` names it in errors: a path, or "cubin at offset N")."""

    def __init__(self, data: bytes, what: str = "ELF file"):
        self.data, self.what = bytes(data), what
        if not is_elf(self.data):
            raise ElfError(f"{what}: not an ELF file (bad magic at byte 0)")
        try:
            self._elf = _pyelftools().ELFFile(io.BytesIO(self.data))
            header, structs = self._elf.header, self._elf.structs
            self.bits = self._elf.elfclass
            self.little_endian = self._elf.little_endian
            self.type = _code(structs.Elf_Ehdr, "e_type", header["e_type"])
            self.machine = _code(structs.Elf_Ehdr, "e_machine", header["e_machine"])
            self.osabi = self.data[7]          # EI_OSABI: machine-specific values (64 = AMDGPU_HSA)
            self.abi_version = self.data[8]    # EI_ABIVERSION
            self.flags = header["e_flags"]
            self.entry = header["e_entry"]
            self.sections = [self._section(s) for s in self._elf.iter_sections()]
        except ElfError:
            raise
        except _pyelftools().damage as exc:
            raise ElfError(f"{what}: truncated or corrupt ELF file ({_one_line(exc)})") from None

    def _section(self, sec) -> Section:
        h = sec.header
        size = h["sh_size"]
        stype = _code(self._elf.structs.Elf_Shdr, "sh_type", h["sh_type"])
        if stype != SHT_NOBITS and h["sh_offset"] + size > len(self.data):
            raise ElfError(f"{self.what}: section {sec.name} runs past the end of the file")
        return Section(sec.name, stype, h["sh_addr"], h["sh_offset"], size, h["sh_link"], h["sh_entsize"],
                       h["sh_flags"])

    # ---- sections ----------------------------------------------------------------

    def section(self, name: str) -> Section | None:
        return next((s for s in self.sections if s.name == name), None)

    def section_bytes(self, section: Section | str) -> bytes | None:
        """A section's bytes in the file (None for a missing one; b"" for SHT_NOBITS)."""
        if isinstance(section, str):
            section = self.section(section)
            if section is None:
                return None
        if section.type == SHT_NOBITS:
            return b""
        return self.data[section.offset:section.offset + section.size]

    def read_vaddr(self, addr: int, size: int) -> bytes:
        """Bytes at a virtual address, through the section that maps it."""
        for s in self.sections:
            if s.addr and s.addr <= addr and addr + size <= s.addr + s.size and s.type != SHT_NOBITS:
                start = s.offset + (addr - s.addr)
                return self.data[start:start + size]
        raise ElfError(f"{self.what}: address 0x{addr:x} (+{size}) is in no loaded section")

    # ---- symbols -------------------------------------------------------------------

    def symbols(self, table: str | None = None) -> list[Symbol]:
        """Every symbol of `table` (".symtab" or ".dynsym"; by default .symtab, or .dynsym in
        a stripped file), in file order, index 0 included; [] when the file has no such
        table. Dynamic symbols carry their version."""
        if table is None:
            table = ".symtab" if self.section(".symtab") is not None else ".dynsym"
        try:
            sec = self._elf.get_section_by_name(table)
            if not isinstance(sec, _pyelftools().SymbolTableSection) or not sec["sh_entsize"]:
                return []
            versions = self._versions(sec) if table == ".dynsym" else {}
            out = []
            # st_other is taken from the file: pyelftools decodes only its visibility and
            # drops the bits machines use (a cubin marks its kernels with 0x10)
            other_at = sec["sh_offset"] + _ST_OTHER_AT[self.bits]
            for index, sym in enumerate(sec.iter_symbols()):
                version, hidden = versions.get(index, ("", False))
                other = self.data[other_at + index * sec["sh_entsize"]]
                out.append(self._symbol(sym, other, version, hidden))
            return out
        except ElfError:
            raise
        except _pyelftools().damage as exc:
            raise ElfError(f"{self.what}: corrupt symbol table {table} ({_one_line(exc)})") from None

    def _symbol(self, sym, other: int, version: str, hidden: bool) -> Symbol:
        entry, structs = sym.entry, self._elf.structs
        info = entry["st_info"]
        shndx = entry["st_shndx"]
        shndx = shndx if isinstance(shndx, int) else _code(structs.Elf_Sym, "st_shndx", shndx)
        return Symbol(sym.name, entry["st_value"], entry["st_size"],
                      _code(structs.Elf_Sym, "type", info["type"]),
                      _code(structs.Elf_Sym, "bind", info["bind"]), other, shndx, version, hidden)

    def _versions(self, dynsym) -> dict[int, tuple[str, bool]]:
        """index in .dynsym -> (version node, hidden) for versioned symbols."""
        versym = next((s for s in self._elf.iter_sections() if isinstance(s, _pyelftools().GNUVerSymSection)), None)
        if versym is None:
            return {}
        names = {}
        for sec in self._elf.iter_sections():
            if isinstance(sec, _pyelftools().GNUVerDefSection):
                for verdef, auxiliaries in sec.iter_versions():
                    names[verdef["vd_ndx"]] = next(auxiliaries).name
        out = {}
        for index in range(dynsym.num_symbols()):
            raw = versym.get_symbol(index).entry["ndx"]
            raw = raw if isinstance(raw, int) else {"VER_NDX_LOCAL": 0, "VER_NDX_GLOBAL": 1}.get(raw, 0)
            node = raw & ~VERSYM_HIDDEN
            if node > 1 and node in names:
                out[index] = (names[node], bool(raw & VERSYM_HIDDEN))
        return out

    def version_definitions(self) -> list[str]:
        """Version nodes the file defines (`.gnu.version_d`), without the base (file) entry."""
        nodes: list[str] = []
        try:
            for sec in self._elf.iter_sections():
                if not isinstance(sec, _pyelftools().GNUVerDefSection):
                    continue
                for verdef, auxiliaries in sec.iter_versions():
                    if verdef["vd_flags"] & 1:  # VER_FLG_BASE
                        continue
                    name = next(auxiliaries).name
                    if name not in nodes:
                        nodes.append(name)
        except _pyelftools().damage as exc:
            raise ElfError(f"{self.what}: corrupt version definitions ({_one_line(exc)})") from None
        return nodes

    # ---- dynamic section, notes ----------------------------------------------------------

    def needed(self) -> list[str]:
        """DT_NEEDED entries, in order ([] for a static file)."""
        try:
            return [tag.needed for sec in self._elf.iter_sections() if isinstance(sec, _pyelftools().DynamicSection)
                    for tag in sec.iter_tags() if tag.entry.d_tag == "DT_NEEDED"]
        except _pyelftools().damage as exc:
            raise ElfError(f"{self.what}: corrupt dynamic section ({_one_line(exc)})") from None

    def notes(self) -> list[Note]:
        """Every note of every SHT_NOTE section, with its raw descriptor bytes."""
        codes = _find(self._elf.structs.Elf_Nhdr, "n_type")
        out = []
        try:
            for sec in self._elf.iter_sections():
                if isinstance(sec, _pyelftools().NoteSection):
                    for note in sec.iter_notes():
                        ntype = note["n_type"]
                        ntype = ntype if isinstance(ntype, int) else codes.encoding[ntype]
                        out.append(Note(note["n_name"] or "", ntype, bytes(note["n_descdata"])))
        except _pyelftools().damage as exc:
            raise ElfError(f"{self.what}: corrupt note section ({_one_line(exc)})") from None
        return out


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


def read(data: bytes, what: str = "ELF file") -> ElfFile:
    return ElfFile(data, what)


def read_file(path) -> ElfFile:
    """The ELF file at `path`; an unreadable file is an ElfError naming it too."""
    try:
        data = open(path, "rb").read()
    except OSError as exc:
        raise ElfError(f"{path}: {exc.strerror or exc}") from None
    return ElfFile(data, str(path))
