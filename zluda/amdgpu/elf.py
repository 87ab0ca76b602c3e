"""A small ELF64 little-endian reader for AMDGPU code objects: header, sections,
symbols and notes. Errors name the byte offset so a broken object is easy to inspect."""

from __future__ import annotations

import struct
from dataclasses import dataclass

EM_AMDGPU = 224
ELFOSABI_AMDGPU_HSA = 64
ET_NAMES = {1: "REL", 2: "EXEC", 3: "DYN"}
SHT_SYMTAB, SHT_NOTE, SHT_DYNSYM = 2, 7, 11


class ElfError(ValueError):
    pass


@dataclass(frozen=True)
class Section:
    name: str
    type: int
    addr: int
    offset: int
    size: int
    link: int
    entsize: int


@dataclass(frozen=True)
class Symbol:
    name: str
    value: int
    size: int
    type: int      # STT_*: 1 OBJECT, 2 FUNC, 13 AMDGPU_HSA_KERNEL (old)
    bind: int
    section: int


@dataclass(frozen=True)
class Note:
    name: str
    type: int
    desc: bytes


class Elf:
    def __init__(self, data: bytes):
        if len(data) < 64 or data[:4] != b"\x7fELF":
            raise ElfError("not an ELF file (bad magic at byte 0)")
        if data[4] != 2 or data[5] != 1:
            raise ElfError(f"not ELF64 little-endian (class {data[4]}, data {data[5]} at byte 4)")
        self.data = data
        self.osabi = data[7]
        self.abi_version = data[8]
        (self.type, self.machine, _, self.entry, self.phoff, self.shoff, self.flags,
         _, _, _, _, self.shnum, self.shstrndx) = struct.unpack_from("<HHIQQQIHHHHHH", data, 16)
        self.sections = self._read_sections()

    def _read_sections(self) -> list[Section]:
        raw = []
        for i in range(self.shnum):
            off = self.shoff + i * 64
            if off + 64 > len(self.data):
                raise ElfError(f"section header {i} at byte {off} runs past the file end")
            raw.append(struct.unpack_from("<IIQQQQIIQQ", self.data, off))
        if not raw:
            return []
        strtab = raw[self.shstrndx]
        names = self.data[strtab[4]:strtab[4] + strtab[5]]
        return [Section(_cstr(names, r[0]), r[1], r[3], r[4], r[5], r[6], r[9]) for r in raw]

    def section(self, name: str) -> Section | None:
        return next((s for s in self.sections if s.name == name), None)

    def bytes_of(self, section: Section) -> bytes:
        return self.data[section.offset:section.offset + section.size]

    def symbols(self) -> list[Symbol]:
        table = next((s for s in self.sections if s.type == SHT_SYMTAB), None) or \
            next((s for s in self.sections if s.type == SHT_DYNSYM), None)
        if table is None:
            return []
        strings = self.bytes_of(self.sections[table.link])
        body = self.bytes_of(table)
        result = []
        for off in range(0, len(body) - 23, 24):
            name, info, _other, shndx, value, size = struct.unpack_from("<IBBHQQ", body, off)
            result.append(Symbol(_cstr(strings, name), value, size, info & 0xf, info >> 4, shndx))
        return result

    def notes(self) -> list[Note]:
        result = []
        for section in self.sections:
            if section.type != SHT_NOTE:
                continue
            body, pos = self.bytes_of(section), 0
            while pos + 12 <= len(body):
                namesz, descsz, ntype = struct.unpack_from("<III", body, pos)
                pos += 12
                name = body[pos:pos + namesz].rstrip(b"\0").decode(errors="replace")
                pos += _align4(namesz)
                desc = body[pos:pos + descsz]
                pos += _align4(descsz)
                result.append(Note(name, ntype, desc))
        return result

    def read_vaddr(self, addr: int, size: int) -> bytes:
        """Bytes at a virtual address, through the section that maps it."""
        for s in self.sections:
            if s.addr and s.addr <= addr and addr + size <= s.addr + s.size and s.type != 8:
                start = s.offset + (addr - s.addr)
                return self.data[start:start + size]
        raise ElfError(f"address 0x{addr:x} (+{size}) is in no loaded section")


def _cstr(table: bytes, offset: int) -> str:
    end = table.find(b"\0", offset)
    return table[offset:end if end >= 0 else len(table)].decode(errors="replace")


def _align4(n: int) -> int:
    return (n + 3) & ~3
