"""Read NVIDIA fatbins: the device code nvcc embeds in programs and libraries.

Layout (little-endian), worked out from fatbins nvcc 13.0 produced here with
`-arch=compute_80`, `-arch=sm_80`, `-gencode` for sm_80 + compute_90/sm_90,
`--no-compress`, `--compress-mode=speed|size|balance` and `-Xfatbin -compress-all`:

Registration wrapper (`.nvFatBinSegment`, the argument of `__cudaRegisterFatBinary`),
24 bytes in a 64-bit program, 16 in a 32-bit one (the same fields, 4-byte addresses)::

    u32 magic 0x466243b1, u32 version (1, or 2 for a relocatable-device-code stub),
    ptr address of the fatbin, ptr address of extra data (file name / prelink list)

Fatbin (`.nv_fatbin` holds several back to back, each 8-byte aligned, with runs of
zero bytes between them where the linker aligned them further; the first one of an
nvcc 13 program is often empty)::

    0  u32 magic 0xBA55ED50
    4  u16 version (1)
    6  u16 header size (16)
    8  u64 size of the entries that follow the header

Entry header (64 bytes for ELF entries, 80 for PTX entries) then payload::

    0  u16 kind: 1 = PTX, 2 = ELF (cubin)
    2  u16 entry format version (0x0101)
    4  u32 header size
    8  u64 payload size (padded to 8 / 16)
    16 u32 compressed size (0 when stored uncompressed)
    20 u32 unknown (0x40 for PTX entries, 0 for ELF)
    24 u16 minor version, 26 u16 major version (PTX ISA 9.0 for nvcc 13; ELF 1.8)
    28 u32 target architecture (80 = sm_80 / compute_80)
    32 u32 object name offset, 36 u32 object name length (0 in all seen)
    40 u64 flags: 0x1 = 64-bit (clear in `.address_size 32` code), 0x2 = debug
                  information, 0x10 = Linux host, 0x40 = Windows host,
                  0x2000 = LZ4 compressed, 0x8000 = zstd compressed
    48 u64 zero
    56 u64 uncompressed size (0 when stored uncompressed)
    64.. (PTX only) 16 more bytes, u64 0x48 then zero: meaning unknown

Windows programs and DLLs (PE files, as MSVC links them) keep the same data in
sections named `.nv_fatb` (fatbins) and `.nvFatBi` (wrappers): PE section names have 8
characters. A wrapper holds the fatbin's virtual address at the DLL's preferred image
base; the PTX of toolkits of that time (CUDA 8-9.2) has CRLF line ends and is
LZ4-compressed, the cubins of debug builds too.

Cubins: 64-bit ELF, or 32-bit ELF for `.address_size 32` code, machine 190. The SM
number sits in bits 8..15 of e_flags where the ELF ABI version (byte 8) is 8 and later
(CUDA 12+), in bits 0..7 before (CUDA 9: ABI version 7, e_flags 0x1e011e for sm_30).

Compression: 0x8000 (CUDA 13 default and `-Xfatbin -compress-all`, `--compress-mode=
size|balance`) is a zstd frame (payload starts 28 b5 2f fd); 0x2000
(`--compress-mode=speed`, and older toolkits' default) is a raw LZ4 block of
`compressed size` bytes that inflates to `uncompressed size` bytes.

This module is the one owner of device images: it parses them (files, sections, bytes
copied from this process's memory) and keeps what a program registers before `main`
(`REGISTERED`: the fatbins of `__cudaRegisterFatBinary`, the kernels of
`__cudaRegisterFunction`, the variables of `__cudaRegisterVar`). The shim's registration
entry points (zluda/shim/impl_minimal.py) write that table; the runtime
(zluda/runtime/modules.py) reads it to find the kernel behind a `<<<>>>` stub and loads
driver-API images (`cuModuleLoadData`) through the same readers.
"""

from __future__ import annotations

import ctypes
import re
import struct
import sys
import threading
from dataclasses import dataclass, field

from zluda import elf

WRAPPER_MAGIC = 0x466243B1   # registration wrapper (__fatBinC_Wrapper_t)
FATBIN_MAGIC = 0xBA55ED50
ELF_MAGIC = 0x464C457F       # b"\x7fELF" read as a little-endian u32
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
EM_CUDA = 190                # e_machine of a cubin

# what a device image is, by its first four bytes (anything else: PTX text, or not an image)
IMAGE_KINDS = {WRAPPER_MAGIC: "wrapper", FATBIN_MAGIC: "fatbin", ELF_MAGIC: "elf"}

KINDS = {1: "ptx", 2: "elf"}
FLAG_64BIT = 0x1
FLAG_LZ4 = 0x2000
FLAG_ZSTD = 0x8000

_FATBIN_HEADER = struct.Struct("<IHHQ")
_ENTRY_HEADER = struct.Struct("<HHIQIIHHIIIQQQ")  # the common 64 bytes
_WRAPPER = struct.Struct("<IIQQ")
_WRAPPERS = {8: _WRAPPER, 4: struct.Struct("<IIII")}  # by the program's pointer size
PE_FATBIN_SECTION = ".nv_fatb"   # `.nv_fatbin` cut to PE's 8-character section names
PE_WRAPPER_SECTION = ".nvFatBi"  # `.nvFatBinSegment` likewise
RELOCATABLE_FATBIN_SECTION = "__nv_relfatbin"   # -rdc=true: the translation units' fatbins
WRAPPER_VERSION_PRELINKED = 2    # a device link's wrapper: extra data lists the prelinked fatbins


class FatbinError(ValueError):
    """Truncated or corrupt fatbin data; the message names the byte offset."""


def image_kind(head: bytes) -> str:
    """"wrapper", "fatbin", "elf" or "other", from an image's first four bytes."""
    if len(head) < 4:
        return "other"
    return IMAGE_KINDS.get(struct.unpack_from("<I", head)[0], "other")


@dataclass
class FatbinEntry:
    kind: str                 # "ptx" or "elf"
    arch: int                 # 80 for sm_80 / compute_80
    version: tuple[int, int]  # (major, minor): PTX ISA version for PTX entries
    flags: int
    compression: str          # "none", "zstd" or "lz4"
    payload: bytes            # decompressed
    offset: int = 0           # of the entry header, in the file (or the parsed data)
    fatbin_index: int = 0     # which fatbin of a section the entry belongs to
    fatbin_offset: int = 0    # where that fatbin's header starts, as `offset`

    @property
    def address_size(self) -> int:
        """32 for `.address_size 32` code (32-bit programs), else 64."""
        return 64 if self.flags & FLAG_64BIT else 32

    @property
    def arch_name(self) -> str:
        return ("compute_%d" if self.kind == "ptx" else "sm_%d") % self.arch

    @property
    def ptx_version(self) -> str:
        return "%d.%d" % self.version if self.kind == "ptx" else ""

    def text(self) -> str:
        """PTX source of a PTX entry (without the trailing NUL padding)."""
        if self.kind != "ptx":
            raise FatbinError(f"entry at offset {self.offset} is {self.kind}, not PTX")
        return self.payload.split(b"\0", 1)[0].decode("utf-8", errors="replace")

    def kernels(self) -> list[str]:
        """Kernel (entry) names the code defines."""
        if self.kind == "ptx":
            return ptx_kernels(self.text())
        return elf_kernels(self.payload, f"cubin at offset {self.offset}")


def _decompress(flags: int, data: bytes, usize: int, where: int) -> tuple[str, bytes]:
    if flags & FLAG_ZSTD:
        try:
            import zstandard
        except ImportError:
            raise FatbinError(f"entry at offset {where}: zstd payload, and the zstandard "
                              "module is not installed (pip install zstandard)") from None

        try:
            out = zstandard.ZstdDecompressor().decompress(data, max_output_size=max(usize, 1))
        except zstandard.ZstdError as exc:
            raise FatbinError(f"entry at offset {where}: corrupt zstd payload: {exc}") from None
        except (OverflowError, MemoryError):
            raise FatbinError(_implausible_size(usize, where)) from None
        return "zstd", out
    if flags & FLAG_LZ4:
        try:
            import lz4.block
        except ImportError:
            raise FatbinError(f"entry at offset {where}: LZ4 payload, and the lz4 module "
                              "is not installed (pip install lz4)") from None

        try:
            out = lz4.block.decompress(data, uncompressed_size=usize)
        except lz4.block.LZ4BlockError as exc:
            raise FatbinError(f"entry at offset {where}: corrupt LZ4 payload: {exc}") from None
        except (OverflowError, MemoryError):
            raise FatbinError(_implausible_size(usize, where)) from None
        return "lz4", out
    return "none", data


def _implausible_size(usize: int, where: int) -> str:
    # a corrupt header's size reaches the decompressor as an allocation it cannot make
    return f"entry at offset {where}: uncompressed size {usize} in the header cannot be allocated"


def _parse_one(data: bytes, pos: int, index: int, origin: int) -> tuple[list[FatbinEntry], int]:
    """Parse the fatbin at `pos`; return its entries and the offset just past it. Offsets
    in entries and messages are `origin` + the offset in `data` (`origin`: where `data`
    lies in its file)."""
    at = origin + pos
    if len(data) - pos < _FATBIN_HEADER.size:
        raise FatbinError(f"truncated fatbin header at offset {at}")
    magic, _version, hsize, size = _FATBIN_HEADER.unpack_from(data, pos)
    if magic != FATBIN_MAGIC:
        raise FatbinError(f"bad fatbin magic {magic:#x} at offset {at} (want {FATBIN_MAGIC:#x})")
    end = pos + hsize + size
    if end > len(data):
        raise FatbinError(f"fatbin at offset {at} claims {size} bytes of entries, "
                          f"only {len(data) - pos - hsize} present")
    entries = []
    off = pos + hsize
    while off < end:
        where = origin + off
        if end - off < _ENTRY_HEADER.size:
            raise FatbinError(f"truncated entry header at offset {where}")
        (kind, _ever, ehsize, psize, csize, _u20, minor, major, arch, _no, _nl, flags,
         _zero, usize) = _ENTRY_HEADER.unpack_from(data, off)
        if ehsize < _ENTRY_HEADER.size or off + ehsize + psize > end:
            raise FatbinError(f"entry at offset {where}: header size {ehsize} / payload size "
                              f"{psize} run past the fatbin's end ({origin + end})")
        raw = data[off + ehsize: off + ehsize + (csize if csize else psize)]
        compression, payload = _decompress(flags, raw, usize, where)
        if usize and len(payload) != usize:
            raise FatbinError(f"entry at offset {where}: inflated to {len(payload)} bytes, "
                              f"header says {usize}")
        entries.append(FatbinEntry(
            kind=KINDS.get(kind, f"kind{kind}"), arch=arch, version=(major, minor),
            flags=flags, compression=compression, payload=payload, offset=where,
            fatbin_index=index, fatbin_offset=at))
        off += ehsize + psize
    return entries, end


def parse(data: bytes, origin: int = 0) -> list[FatbinEntry]:
    """Entries of a fatbin, or of a whole `.nv_fatbin` section: every fatbin in it, over
    the zero padding between them. Anything else after a fatbin is an error naming its
    offset (`origin` + the offset in `data`), never the silent end of the list."""
    data = bytes(data)
    if image_kind(data) == "wrapper":
        raise FatbinError("this is a registration wrapper (magic 0x466243b1): it points to "
                          "the fatbin by address; pass the fatbin bytes")
    entries: list[FatbinEntry] = []
    pos, index = 0, 0
    while pos < len(data):
        if index and not any(data[pos:pos + 8]):
            pos += 8  # alignment padding between fatbins, or after the last one
            continue
        found, pos = _parse_one(data, pos, index, origin)
        entries.extend(found)
        index += 1
        pos = (pos + 7) & ~7
    if index == 0:
        raise FatbinError("empty input: no fatbin header")
    return entries


def parse_wrapper(data: bytes, offset: int = 0, pointer_size: int = 8) -> tuple[int, int, int]:
    """(version, fatbin address, extra address) of the registration wrapper at `offset`:
    24 bytes in a 64-bit program (`pointer_size` 8), 16 in a 32-bit one (4)."""
    layout = _WRAPPERS.get(pointer_size)
    if layout is None:
        raise ValueError(f"pointer_size {pointer_size}: 4 or 8")
    if len(data) - offset < layout.size:
        raise FatbinError(f"truncated registration wrapper at offset {offset} "
                          f"({len(data) - offset} of {layout.size} bytes)")
    magic, version, fatbin_address, extra = layout.unpack_from(data, offset)
    if magic != WRAPPER_MAGIC:
        raise FatbinError(f"bad registration wrapper magic {magic:#x} at offset {offset} "
                          f"(want {WRAPPER_MAGIC:#x})")
    return version, fatbin_address, extra


# ---- kernels ----------------------------------------------------------------

_PTX_ENTRY = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+([A-Za-z_$%][\w$%]*)", re.M)


def ptx_kernels(text: str) -> list[str]:
    return _PTX_ENTRY.findall(text)


def read_elf(data: bytes, what: str = "ELF file") -> elf.ElfFile:
    """The ELF file (32- or 64-bit) holding device code; its problems as FatbinError."""
    try:
        return elf.read(data, what)
    except elf.ElfError as exc:
        raise FatbinError(str(exc)) from None


STO_CUDA_ENTRY = 0x10   # st_other of a kernel's symbol in a cubin


def elf_kernels(cubin: bytes, what: str = "cubin") -> list[str]:
    """Kernels of a cubin: the function symbols marked as entries, else (cubins without the
    mark) functions that have their own `.text.<name>` section. Debug cubins give device
    functions their own sections too, so the mark decides where there is one."""
    image = read_elf(cubin, what)
    texts = {s.name[len(".text."):] for s in image.sections if s.name.startswith(".text.")}
    functions = [sym for sym in _symbols(image, what) if sym.type == elf.STT_FUNC and sym.name in texts]
    marked = [sym for sym in functions if sym.other & STO_CUDA_ENTRY]
    names = []
    for sym in marked or functions:
        if sym.name not in names:
            names.append(sym.name)
    return names or sorted(texts)


def _symbols(image: elf.ElfFile, what: str) -> list[elf.Symbol]:
    try:
        return image.symbols(".symtab")
    except elf.ElfError as exc:
        raise FatbinError(str(exc)) from None


def function_symbols(data: bytes, what: str = "object") -> list[elf.Symbol]:
    """Every function symbol of an ELF object (name, type, section index, value, size)."""
    return [s for s in _symbols(read_elf(data, what), what) if s.type == elf.STT_FUNC]


def from_elf(data: bytes, what: str = "ELF file") -> list[FatbinEntry]:
    """Entries of the `.nv_fatbin` section of a program or shared library."""
    return _nv_fatbin_entries(read_elf(data, what), what)


def _nv_fatbin_entries(image: elf.ElfFile, what: str) -> list[FatbinEntry]:
    """The entries of `.nv_fatbin`, then those of `__nv_relfatbin` (a program built with
    `-rdc=true`: each translation unit's relocatable fatbin, which the device link's
    registration lists in `__cudaPrelinkedFatbins`; its own fatbin holds only the linked
    machine code, or nothing in a PTX-only build)."""
    section = image.section(".nv_fatbin")
    if section is None:
        raise FatbinError(f"{what}: no .nv_fatbin section (no CUDA device code)")
    entries = _parse_in_file(image.section_bytes(section), section.offset, what)
    relocatable = image.section(RELOCATABLE_FATBIN_SECTION)
    if relocatable is not None:
        first = max((e.fatbin_index for e in entries), default=-1) + 1
        for e in _parse_in_file(image.section_bytes(relocatable), relocatable.offset, what):
            e.fatbin_index += first
            entries.append(e)
    return entries


def _parse_in_file(data: bytes, origin: int, what: str) -> list[FatbinEntry]:
    try:
        return parse(data, origin)
    except FatbinError as exc:
        raise FatbinError(f"{what}: {exc}") from None


# ---- Windows programs and DLLs ----------------------------------------------------

PE_MACHINES = {0x14C: 32, 0x8664: 64}   # IMAGE_FILE_MACHINE_I386, _AMD64


@dataclass
class PeSection:
    name: str
    rva: int          # VirtualAddress
    vsize: int        # VirtualSize
    offset: int       # PointerToRawData
    size: int         # SizeOfRawData


@dataclass
class Pe:
    data: bytes
    bits: int         # 32 (i386) or 64 (x86-64)
    image_base: int
    sections: list[PeSection] = field(default_factory=list)

    def section(self, name: str) -> PeSection | None:
        return next((s for s in self.sections if s.name == name), None)

    def section_bytes(self, name: str) -> tuple[int, bytes] | None:
        """(file offset, bytes present in the file) of a section: at most its virtual size,
        without the zeros that pad the file's copy to the file alignment."""
        s = self.section(name)
        if s is None:
            return None
        n = min(s.vsize, s.size) if s.vsize else s.size
        return s.offset, self.data[s.offset:s.offset + n]

    def file_offset(self, address: int) -> int | None:
        """Where the byte at virtual address `address` (at the preferred image base) lies
        in the file, or None when no section's file data holds it."""
        rva = address - self.image_base
        for s in self.sections:
            if s.rva <= rva < s.rva + min(s.vsize or s.size, s.size):
                return s.offset + rva - s.rva
        return None


def is_pe(data: bytes) -> bool:
    return data[:2] == b"MZ"


def read_pe(data: bytes, what: str = "PE file") -> Pe:
    """Minimal PE/COFF reader (the layout of Microsoft's PE format specification): machine,
    preferred image base and section table."""
    if not is_pe(data) or len(data) < 0x40:
        raise FatbinError(f"{what}: not a PE file (no MZ header)")
    pe, = struct.unpack_from("<I", data, 0x3C)
    if len(data) < pe + 24 or data[pe:pe + 4] != b"PE\0\0":
        raise FatbinError(f"{what}: no PE signature at offset {pe}")
    machine, nsections, _stamp, _symtab, _nsyms, optional_size, _chars = struct.unpack_from("<HHIIIHH", data, pe + 4)
    bits = PE_MACHINES.get(machine)
    if bits is None:
        raise FatbinError(f"{what}: PE machine {machine:#x} is neither i386 nor x86-64")
    optional = pe + 24
    # PE32 keeps a 4-byte ImageBase at 28 of the optional header, PE32+ an 8-byte one at 24
    magic, = struct.unpack_from("<H", data, optional)
    if magic not in (0x10B, 0x20B) or optional + 32 > len(data):
        raise FatbinError(f"{what}: bad optional header magic {magic:#x} at offset {optional}")
    image_base, = (struct.unpack_from("<I", data, optional + 28) if magic == 0x10B
                   else struct.unpack_from("<Q", data, optional + 24))
    table = optional + optional_size
    if table + 40 * nsections > len(data):
        raise FatbinError(f"{what}: truncated (section table ends past the file)")
    out = Pe(data, bits, image_base)
    for i in range(nsections):
        raw_name, vsize, rva, size, offset = struct.unpack_from("<8sIIII", data, table + 40 * i)
        name = raw_name.rstrip(b"\0").decode("ascii", "replace")
        if size and offset + size > len(data):
            raise FatbinError(f"{what}: section {name} runs past the end of the file")
        out.sections.append(PeSection(name, rva, vsize, offset, size))
    return out


def pe_wrappers(pe: Pe, what: str = "PE file") -> list[tuple[int, int]]:
    """(file offset of the wrapper, file offset of its fatbin) for every registration
    wrapper in the `.nvFatBi` section. Wrappers are 4-byte aligned with zeros between
    them where the linker padded (MSVC debug builds: 8 bytes after each 16-byte one)."""
    found = pe.section_bytes(PE_WRAPPER_SECTION)
    if found is None:
        return []
    origin, data = found
    size = _WRAPPERS[pe.bits // 8].size
    out = []
    pos = 0
    while pos + 4 <= len(data):
        if not any(data[pos:pos + 4]):
            pos += 4
            continue
        try:
            _version, address, _extra = parse_wrapper(data, pos, pe.bits // 8)
        except FatbinError as exc:
            raise FatbinError(f"{what}: section {PE_WRAPPER_SECTION}: {exc}".replace(
                f"offset {pos}", f"offset {origin + pos}")) from None
        target = pe.file_offset(address)
        if target is None:
            raise FatbinError(f"{what}: registration wrapper at offset {origin + pos} points to "
                              f"{address:#x}, outside the file's sections")
        out.append((origin + pos, target))
        pos += size
    return out


def from_pe(data: bytes, what: str = "PE file") -> list[FatbinEntry]:
    """Entries of every fatbin in a Windows program or DLL's `.nv_fatb` section. Every
    registration wrapper must point to one of them (else the file is not read as it ships)."""
    pe = read_pe(data, what)
    found = pe.section_bytes(PE_FATBIN_SECTION)
    if found is None:
        raise FatbinError(f"{what}: no {PE_FATBIN_SECTION} section (no CUDA device code)")
    origin, section = found
    entries = _parse_in_file(section, origin, what)
    starts = {e.fatbin_offset for e in entries}
    for wrapper, target in pe_wrappers(pe, what):
        if target not in starts:
            raise FatbinError(f"{what}: registration wrapper at offset {wrapper} points to offset "
                              f"{target}, where no fatbin of {PE_FATBIN_SECTION} starts")
    return entries


def load_any(data: bytes, what: str = "input") -> list[FatbinEntry]:
    """Entries of whatever holds device code: a host ELF with `.nv_fatbin`, a Windows
    program or DLL, a bare fatbin, a lone cubin (32- or 64-bit), or PTX text."""
    kind = image_kind(data)
    if kind == "elf":
        image = read_elf(data, what)
        if image.section(".nv_fatbin") is None and image.machine == EM_CUDA:  # a cubin on its own
            flags = FLAG_64BIT if image.bits == 64 else 0
            return [FatbinEntry("elf", _arch_of(image), (0, 0), flags, "none", data)]
        return _nv_fatbin_entries(image, what)
    if is_pe(data):
        return from_pe(data, what)
    if kind == "fatbin":
        return _parse_in_file(data, 0, what)
    text = data.split(b"\0", 1)[0]
    if b".version" in text[:4096] or b".entry" in text:
        m = re.search(rb"\.target\s+(?:sm|compute)_(\d+)", text)
        v = re.search(rb"\.version\s+(\d+)\.(\d+)", text)
        bits = re.search(rb"\.address_size\s+32\b", text)
        return [FatbinEntry("ptx", int(m.group(1)) if m else 0,
                            (int(v.group(1)), int(v.group(2))) if v else (0, 0),
                            0 if bits else FLAG_64BIT, "none", text)]
    raise FatbinError(f"{what}: neither an ELF file, a PE file, a fatbin nor PTX text")


def cubin_arch(data: bytes) -> int:
    """The SM number of a cubin (32- or 64-bit ELF), from e_flags (see the module docstring)."""
    return _arch_of(read_elf(data, "cubin"))


def _arch_of(cubin: elf.ElfFile) -> int:
    return (cubin.flags >> 8) & 0xFF if cubin.abi_version >= 8 else cubin.flags & 0xFF


def describe(entries: list[FatbinEntry]) -> list[dict]:
    """One JSON-friendly row per entry (what `zluda fatbin` prints)."""
    rows = []
    for e in entries:
        try:
            kernels = e.kernels()
        except FatbinError as exc:
            kernels = [f"<{exc}>"]
        rows.append({"fatbin": e.fatbin_index, "offset": e.offset, "kind": e.kind,
                     "arch": e.arch_name, "address_size": e.address_size, "version": "%d.%d" % e.version,
                     "compression": e.compression, "size": len(e.payload), "kernels": kernels})
    return rows


# ---- images in this process's memory ------------------------------------------------
# `__cudaRegisterFatBinary` and `cuModuleLoadData` hand over an address, not a length:
# the first bytes say what lies there, and a fatbin's header says how long it is.

def kind_at(address: int) -> str:
    """image_kind of the image at `address`."""
    return image_kind(ctypes.string_at(address, 4))


def unwrap(address: int) -> int:
    """Where the device code of the image at `address` lies: the fatbin a registration
    wrapper points to, or `address` itself for anything else."""
    if kind_at(address) != "wrapper":
        return address
    _magic, _version, fatbin_address, _extra = _WRAPPER.unpack(ctypes.string_at(address, _WRAPPER.size))
    if not fatbin_address:
        raise FatbinError(f"registration wrapper at {address:#x} points to no fatbin (NULL)")
    return fatbin_address


def fatbin_at(address: int) -> bytes:
    """A copy of the fatbin at `address`, header and entries."""
    magic, _version, header_size, entries_size = _FATBIN_HEADER.unpack(
        ctypes.string_at(address, _FATBIN_HEADER.size))
    if magic != FATBIN_MAGIC:
        raise FatbinError(f"no fatbin at {address:#x}: magic {magic:#x} (want {FATBIN_MAGIC:#x})")
    return ctypes.string_at(address, header_size + entries_size)


def registered_fatbin_at(wrapper_address: int) -> bytes:
    """A copy of the fatbin that the `__cudaRegisterFatBinary` wrapper at `wrapper_address`
    points to."""
    if not wrapper_address:
        raise FatbinError("__cudaRegisterFatBinary: fatCubin is NULL")
    magic, = struct.unpack("<I", ctypes.string_at(wrapper_address, 4))
    if magic != WRAPPER_MAGIC:
        raise FatbinError(f"__cudaRegisterFatBinary: no registration wrapper at {wrapper_address:#x}: "
                          f"magic {magic:#x} (want {WRAPPER_MAGIC:#x})")
    return fatbin_at(unwrap(wrapper_address))


MAX_PRELINKED = 65536   # far beyond any program's translation units: a bound for a corrupt list


def prelinked_fatbins_at(wrapper_address: int) -> list[bytes]:
    """Copies of the fatbins a device link's wrapper (version 2) lists: its extra data is
    `__cudaPrelinkedFatbins`, a NULL-terminated array of the addresses of the translation
    units' relocatable fatbins, which their `__cudaRegisterLinkedBinary_*` functions filled
    before the registration. [] for an ordinary wrapper."""
    _magic, version, _fatbin, extra = _WRAPPER.unpack(ctypes.string_at(wrapper_address, _WRAPPER.size))
    if version != WRAPPER_VERSION_PRELINKED or not extra:
        return []
    found = []
    for address in (ctypes.c_uint64 * MAX_PRELINKED).from_address(extra):
        if not address:
            return found
        found.append(fatbin_at(address))
    raise FatbinError(f"the prelinked fatbin list at {extra:#x} has no end within {MAX_PRELINKED} entries")


# ---- what the program registered --------------------------------------------------

@dataclass(eq=False)  # one record per registration: compared and hashed by identity
class RegisteredFatbin:
    """One translation unit's fatbin, as `__cudaRegisterFatBinary` and the
    `__cudaRegisterFunction` / `__cudaRegisterVar` calls naming its handle left it."""
    handle: int                       # the address returned to the program
    wrapper_address: int
    data: bytes                       # the fatbin, copied at registration; b"" if unreadable
    problem: str = ""                 # why `data` is empty (registration itself cannot fail)
    functions: dict[int, str] = field(default_factory=dict)   # host stub address -> device name
    variables: list[dict] = field(default_factory=list)       # __cudaRegisterVar/ManagedVar arguments
    references: list[dict] = field(default_factory=list)      # __cudaRegisterTexture/Surface arguments
    complete: bool = False            # __cudaRegisterFatBinaryEnd seen
    keep_alive: object = None         # the memory behind `handle`, which the program uses
    prelinked: list = field(default_factory=list)   # -rdc=true: the translation units' fatbins


class Registrations:
    """Every fatbin, kernel and variable the program registered (before `main`, and again
    for libraries it loads later); thread-safe."""

    def __init__(self):
        self._lock = threading.Lock()
        self._fatbins: dict[int, RegisteredFatbin] = {}               # handle -> fatbin
        self._history: list[RegisteredFatbin] = []                    # also the unregistered ones
        self._functions: dict[int, tuple[RegisteredFatbin, str]] = {}  # host stub -> (fatbin, name)
        self._variables: dict[int, tuple[RegisteredFatbin, str]] = {}  # host shadow -> (fatbin, name)
        self._references: dict[int, tuple[RegisteredFatbin, str]] = {}  # host texture/surfaceReference
        self._listeners: list = []                                    # on_complete

    def add_fatbin(self, handle: int, wrapper_address: int, keep_alive: object = None) -> RegisteredFatbin:
        """Record a `__cudaRegisterFatBinary`, copying the fatbin now: the runtime parses it
        on the first launch of one of its kernels. An unreadable one is kept with the reason,
        reported when one of its kernels is launched."""
        try:
            data, problem = registered_fatbin_at(wrapper_address), ""
            prelinked = prelinked_fatbins_at(wrapper_address)
        except FatbinError as exc:
            data, problem, prelinked = b"", str(exc), []
        fatbin = RegisteredFatbin(handle, wrapper_address, data, problem, keep_alive=keep_alive, prelinked=prelinked)
        with self._lock:
            self._fatbins[handle] = fatbin
            self._history.append(fatbin)
        return fatbin

    def fatbin(self, handle: int) -> RegisteredFatbin | None:
        return self._fatbins.get(handle)

    def on_complete(self, listener) -> None:
        """`listener(fatbin)` for each fatbin whose `__cudaRegisterFatBinaryEnd` came (its
        functions and variables registered), now and from now on: the runtime compiles its
        kernels ahead of need."""
        with self._lock:
            self._listeners.append(listener)
            done = [fatbin for fatbin in self._fatbins.values() if fatbin.complete]
        for fatbin in done:   # registered before the listener came
            _tell(listener, fatbin)

    def complete(self, handle: int) -> None:
        """`__cudaRegisterFatBinaryEnd`."""
        fatbin = self._fatbins.get(handle)
        if fatbin is None:
            return
        fatbin.complete = True
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            _tell(listener, fatbin)

    def remove_fatbin(self, handle: int) -> RegisteredFatbin | None:
        """`__cudaUnregisterFatBinary`: its kernels and variables are no longer registered."""
        with self._lock:
            fatbin = self._fatbins.pop(handle, None)
            if fatbin is not None:
                hosts = [(self._functions, host) for host in fatbin.functions]
                hosts += [(self._variables, var["host"]) for var in fatbin.variables]
                hosts += [(self._references, ref["host"]) for ref in fatbin.references]
                for index, host in hosts:
                    if index.get(host, (None,))[0] is fatbin:  # not taken over by a later registration
                        del index[host]
        return fatbin

    def add_function(self, handle: int, host_address: int, device_name: str) -> None:
        with self._lock:
            fatbin = self._fatbins.get(handle)
            if fatbin is not None:
                fatbin.functions[host_address] = device_name
                self._functions[host_address] = (fatbin, device_name)

    def add_variable(self, handle: int, host_address: int, device_name: str, kind: str, ext: int,
                     size: int, constant: bool, global_: bool) -> None:
        with self._lock:
            fatbin = self._fatbins.get(handle)
            if fatbin is not None:
                fatbin.variables.append({"kind": kind, "host": host_address, "name": device_name, "ext": ext,
                                         "size": size, "constant": constant, "global": global_})
                self._variables[host_address] = (fatbin, device_name)

    def add_reference(self, handle: int, host_address: int, device_name: str, kind: str, dim: int,
                      normalized: bool, ext: int) -> None:
        """A legacy texture or surface reference (`kind` "texture" or "surface") that old
        binaries register: the host's textureReference/surfaceReference and the module's
        .texref/.surfref of that name."""
        with self._lock:
            fatbin = self._fatbins.get(handle)
            if fatbin is not None:
                fatbin.references.append({"kind": kind, "host": host_address, "name": device_name, "dim": dim,
                                          "normalized": normalized, "ext": ext})
                self._references[host_address] = (fatbin, device_name)

    def reference(self, host_address: int) -> tuple[RegisteredFatbin, str] | None:
        """(fatbin, device name) of a registered texture or surface reference."""
        return self._references.get(host_address)

    def function(self, host_address: int) -> tuple[RegisteredFatbin, str] | None:
        """(fatbin, device name) of a registered `<<<>>>` host stub."""
        return self._functions.get(host_address)

    def variable(self, host_address: int) -> tuple[RegisteredFatbin, str] | None:
        """(fatbin, device name) of a registered `__device__` variable's host shadow."""
        return self._variables.get(host_address)

    def history(self) -> list[RegisteredFatbin]:
        """Every fatbin registered so far, in order, unregistered ones included (trace dumps)."""
        with self._lock:
            return list(self._history)


def _tell(listener, fatbin: RegisteredFatbin) -> None:
    try:
        listener(fatbin)
    except Exception as exc:  # noqa: BLE001 - registration cannot fail: said, and a launch reports the rest
        sys.stderr.write(f"zluda: after registering the fatbin at {fatbin.wrapper_address:#x}: {exc}\n")


REGISTERED = Registrations()
