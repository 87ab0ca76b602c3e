"""Read NVIDIA fatbins: the device code nvcc embeds in programs and libraries.

Layout (little-endian), worked out from fatbins nvcc 13.0 produced here with
`-arch=compute_80`, `-arch=sm_80`, `-gencode` for sm_80 + compute_90/sm_90,
`--no-compress`, `--compress-mode=speed|size|balance` and `-Xfatbin -compress-all`:

Registration wrapper (`.nvFatBinSegment`, the argument of `__cudaRegisterFatBinary`),
24 bytes::

    u32 magic 0x466243b1, u32 version (1, or 2 for a relocatable-device-code stub),
    u64 address of the fatbin, u64 address of extra data (file name / prelink list)

Fatbin (`.nv_fatbin` holds several back to back, each 8-byte aligned; the first one
of an nvcc 13 program is often empty)::

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
    40 u64 flags: 0x1 = 64-bit, 0x10 = Linux host, 0x2000 = LZ4 compressed,
                  0x8000 = zstd compressed
    48 u64 zero
    56 u64 uncompressed size (0 when stored uncompressed)
    64.. (PTX only) 16 more bytes, u64 0x48 then zero: meaning unknown

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
import threading
from dataclasses import dataclass, field
from typing import NamedTuple

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
    offset: int = 0           # of the entry header, from the start of the parsed data
    fatbin_index: int = 0     # which fatbin of a section the entry belongs to

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
        return elf_kernels(self.payload)


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


def _parse_one(data: bytes, pos: int, index: int) -> tuple[list[FatbinEntry], int]:
    """Parse the fatbin at `pos`; return its entries and the offset just past it."""
    if len(data) - pos < _FATBIN_HEADER.size:
        raise FatbinError(f"truncated fatbin header at offset {pos}")
    magic, _version, hsize, size = _FATBIN_HEADER.unpack_from(data, pos)
    if magic != FATBIN_MAGIC:
        raise FatbinError(f"bad fatbin magic {magic:#x} at offset {pos} (want {FATBIN_MAGIC:#x})")
    end = pos + hsize + size
    if end > len(data):
        raise FatbinError(f"fatbin at offset {pos} claims {size} bytes of entries, "
                          f"only {len(data) - pos - hsize} present")
    entries = []
    off = pos + hsize
    while off < end:
        if end - off < _ENTRY_HEADER.size:
            raise FatbinError(f"truncated entry header at offset {off}")
        (kind, _ever, ehsize, psize, csize, _u20, minor, major, arch, _no, _nl, flags,
         _zero, usize) = _ENTRY_HEADER.unpack_from(data, off)
        if ehsize < _ENTRY_HEADER.size or off + ehsize + psize > end:
            raise FatbinError(f"entry at offset {off}: header size {ehsize} / payload size "
                              f"{psize} run past the fatbin's end ({end})")
        raw = data[off + ehsize: off + ehsize + (csize if csize else psize)]
        compression, payload = _decompress(flags, raw, usize, off)
        if usize and len(payload) != usize:
            raise FatbinError(f"entry at offset {off}: inflated to {len(payload)} bytes, "
                              f"header says {usize}")
        entries.append(FatbinEntry(
            kind=KINDS.get(kind, f"kind{kind}"), arch=arch, version=(major, minor),
            flags=flags, compression=compression, payload=payload, offset=off,
            fatbin_index=index))
        off += ehsize + psize
    return entries, end


def parse(data: bytes) -> list[FatbinEntry]:
    """Entries of a fatbin, of a whole `.nv_fatbin` section (several fatbins back to
    back), or of a registration wrapper followed by its fatbin in the same buffer."""
    data = bytes(data)
    if image_kind(data) == "wrapper":
        raise FatbinError("this is a registration wrapper (magic 0x466243b1): it points to "
                          "the fatbin by address; pass the fatbin bytes")
    entries: list[FatbinEntry] = []
    pos, index = 0, 0
    while pos < len(data):
        if index and not any(data[pos:pos + 8]):
            break  # zero padding after the last fatbin
        found, pos = _parse_one(data, pos, index)
        entries.extend(found)
        index += 1
        pos = (pos + 7) & ~7
    if index == 0:
        raise FatbinError("empty input: no fatbin header")
    return entries


# ---- kernels ----------------------------------------------------------------

_PTX_ENTRY = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+([A-Za-z_$%][\w$%]*)", re.M)


def ptx_kernels(text: str) -> list[str]:
    return _PTX_ENTRY.findall(text)


@dataclass
class ElfSection:
    name: str
    type: int
    offset: int
    size: int
    link: int
    entsize: int
    addr: int = 0


@dataclass
class Elf:
    data: bytes
    sections: list[ElfSection] = field(default_factory=list)

    def section(self, name: str) -> ElfSection | None:
        return next((s for s in self.sections if s.name == name), None)

    def section_bytes(self, name: str) -> bytes | None:
        s = self.section(name)
        return None if s is None else self.data[s.offset:s.offset + s.size]


def read_elf(data: bytes, what: str = "ELF file") -> Elf:
    """Minimal ELF64 little-endian reader: section headers and names."""
    if image_kind(data) != "elf":
        raise FatbinError(f"{what}: not an ELF file")
    if len(data) < 64 or data[4] != 2 or data[5] != 1:
        raise FatbinError(f"{what}: only 64-bit little-endian ELF is supported")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    if shoff + shnum * shentsize > len(data):
        raise FatbinError(f"{what}: truncated (section headers end past the file)")
    raw = []
    for i in range(shnum):
        (name, stype, _flags, addr, offset, size, link, _info, _align,
         entsize) = struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
        raw.append((name, stype, addr, offset, size, link, entsize))
    if shstrndx >= len(raw):
        raise FatbinError(f"{what}: bad section name table index {shstrndx}")
    strtab_off, strtab_size = raw[shstrndx][3], raw[shstrndx][4]
    strtab = data[strtab_off:strtab_off + strtab_size]
    elf = Elf(data)
    for name, stype, addr, offset, size, link, entsize in raw:
        end = strtab.find(b"\0", name)
        label = strtab[name:end if end >= 0 else None].decode("ascii", "replace")
        if stype != 8 and offset + size > len(data):  # 8 = SHT_NOBITS
            raise FatbinError(f"{what}: section {label} runs past the end of the file")
        elf.sections.append(ElfSection(label, stype, offset, size, link, entsize, addr))
    return elf


def elf_kernels(cubin: bytes) -> list[str]:
    """Kernels of a cubin: functions that have their own `.text.<name>` section."""
    elf = read_elf(cubin, "cubin")
    texts = {s.name[len(".text."):] for s in elf.sections if s.name.startswith(".text.")}
    names = []
    for sym in _elf_symbols(elf):
        if sym.type == 2 and sym.name in texts and sym.name not in names:  # STT_FUNC
            names.append(sym.name)
    return names or sorted(texts)


class ElfSymbol(NamedTuple):
    name: str
    type: int        # STT_*: 2 = function
    section: int     # st_shndx
    value: int
    size: int


def _elf_symbols(elf: Elf) -> list[ElfSymbol]:
    symtab = next((s for s in elf.sections if s.type == 2), None)  # SHT_SYMTAB
    if symtab is None or symtab.entsize == 0:
        return []
    strsec = elf.sections[symtab.link]
    strs = elf.data[strsec.offset:strsec.offset + strsec.size]
    out = []
    for i in range(symtab.size // symtab.entsize):
        name, info, _other, shndx, value, size = struct.unpack_from("<IBBHQQ", elf.data,
                                                                    symtab.offset + i * symtab.entsize)
        end = strs.find(b"\0", name)
        out.append(ElfSymbol(strs[name:end].decode("ascii", "replace"), info & 0xF, shndx, value, size))
    return out


def function_symbols(data: bytes, what: str = "object") -> list[ElfSymbol]:
    """Every function symbol of an ELF object (name, type, section index, value, size)."""
    return [s for s in _elf_symbols(read_elf(data, what)) if s.type == 2]  # STT_FUNC


def from_elf(data: bytes, what: str = "ELF file") -> list[FatbinEntry]:
    """Entries of the `.nv_fatbin` section of a program or shared library."""
    return _nv_fatbin_entries(read_elf(data, what), what)


def _nv_fatbin_entries(elf: Elf, what: str) -> list[FatbinEntry]:
    section = elf.section_bytes(".nv_fatbin")
    if section is None:
        raise FatbinError(f"{what}: no .nv_fatbin section (no CUDA device code)")
    return parse(section)


def load_any(data: bytes, what: str = "input") -> list[FatbinEntry]:
    """Entries of whatever holds device code: a host ELF with `.nv_fatbin`, a bare fatbin,
    a lone cubin, or PTX text."""
    kind = image_kind(data)
    if kind == "elf":
        elf = read_elf(data, what)
        machine, = struct.unpack_from("<H", data, 0x12)
        if elf.section(".nv_fatbin") is None and machine == EM_CUDA:  # a cubin on its own
            return [FatbinEntry("elf", _cubin_arch(data), (0, 0), 0, "none", data)]
        return _nv_fatbin_entries(elf, what)
    if kind == "fatbin":
        return parse(data)
    text = data.split(b"\0", 1)[0]
    if b".version" in text[:4096] or b".entry" in text:
        m = re.search(rb"\.target\s+(?:sm|compute)_(\d+)", text)
        v = re.search(rb"\.version\s+(\d+)\.(\d+)", text)
        return [FatbinEntry("ptx", int(m.group(1)) if m else 0,
                            (int(v.group(1)), int(v.group(2))) if v else (0, 0), 0, "none", text)]
    raise FatbinError(f"{what}: neither an ELF file, a fatbin nor PTX text")


def _cubin_arch(data: bytes) -> int:
    e_flags, = struct.unpack_from("<I", data, 0x30)
    # CUDA 12+ cubins keep the SM number in bits 8..15 of e_flags
    return (e_flags >> 8) & 0xFF


def describe(entries: list[FatbinEntry]) -> list[dict]:
    """One JSON-friendly row per entry (what `zluda fatbin` prints)."""
    rows = []
    for e in entries:
        try:
            kernels = e.kernels()
        except FatbinError as exc:
            kernels = [f"<{exc}>"]
        rows.append({"fatbin": e.fatbin_index, "offset": e.offset, "kind": e.kind,
                     "arch": e.arch_name, "version": "%d.%d" % e.version,
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
    complete: bool = False            # __cudaRegisterFatBinaryEnd seen
    keep_alive: object = None         # the memory behind `handle`, which the program uses


class Registrations:
    """Every fatbin, kernel and variable the program registered (before `main`, and again
    for libraries it loads later); thread-safe."""

    def __init__(self):
        self._lock = threading.Lock()
        self._fatbins: dict[int, RegisteredFatbin] = {}               # handle -> fatbin
        self._history: list[RegisteredFatbin] = []                    # also the unregistered ones
        self._functions: dict[int, tuple[RegisteredFatbin, str]] = {}  # host stub -> (fatbin, name)
        self._variables: dict[int, tuple[RegisteredFatbin, str]] = {}  # host shadow -> (fatbin, name)

    def add_fatbin(self, handle: int, wrapper_address: int, keep_alive: object = None) -> RegisteredFatbin:
        """Record a `__cudaRegisterFatBinary`, copying the fatbin now: the runtime parses it
        on the first launch of one of its kernels. An unreadable one is kept with the reason,
        reported when one of its kernels is launched."""
        try:
            data, problem = registered_fatbin_at(wrapper_address), ""
        except FatbinError as exc:
            data, problem = b"", str(exc)
        fatbin = RegisteredFatbin(handle, wrapper_address, data, problem, keep_alive=keep_alive)
        with self._lock:
            self._fatbins[handle] = fatbin
            self._history.append(fatbin)
        return fatbin

    def fatbin(self, handle: int) -> RegisteredFatbin | None:
        return self._fatbins.get(handle)

    def remove_fatbin(self, handle: int) -> RegisteredFatbin | None:
        """`__cudaUnregisterFatBinary`: its kernels and variables are no longer registered."""
        with self._lock:
            fatbin = self._fatbins.pop(handle, None)
            if fatbin is not None:
                hosts = [(self._functions, host) for host in fatbin.functions]
                hosts += [(self._variables, var["host"]) for var in fatbin.variables]
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


REGISTERED = Registrations()
