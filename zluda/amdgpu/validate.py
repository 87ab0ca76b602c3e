"""Validate an AMDGPU code object: every check is recorded with what it saw, so a report
can show why an object was rejected. Independent of comgr: the ELF file and its notes
through zluda/elf.py, kernel descriptors and metadata by this project's parsers; comgr (when given) adds its
metadata reader, ISA name and disassembly as a second opinion."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from zluda.amdgpu import msgpack
from zluda.amdgpu.devlib import PRINTF_BUFFER
from zluda.amdgpu.targets import ABI_VERSION_BYTE, EF_AMDGPU_MACH, MACH_TO_TARGET, target
from zluda.comgr import ComgrError
from zluda.comgr.compile import disassemble
from zluda.elf import ElfError, ElfFile

EM_AMDGPU = 224
ELFOSABI_AMDGPU_HSA = 64
NT_AMDGPU_METADATA = 32
KERNEL_DESCRIPTOR_SIZE = 64
STT_OBJECT, STT_FUNC = 1, 2
STB_GLOBAL = 1


@dataclass
class Check:
    name: str
    ok: bool
    detail: str


@dataclass
class Validation:
    target: str
    checks: list[Check] = field(default_factory=list)
    kernels: dict[str, dict] = field(default_factory=dict)   # name -> summary
    code_object_version: int | None = None
    metadata: dict | None = None

    @property
    def ok(self) -> bool:
        return bool(self.checks) and all(c.ok for c in self.checks)

    def add(self, name: str, ok: bool, detail: str) -> bool:
        self.checks.append(Check(name, bool(ok), detail))
        return bool(ok)

    def failures(self) -> list[str]:
        return [f"{c.name}: {c.detail}" for c in self.checks if not c.ok]

    def as_dict(self) -> dict:
        return {"target": self.target, "ok": self.ok,
                "code_object_version": self.code_object_version,
                "kernels": self.kernels,
                "checks": [c.__dict__ for c in self.checks]}


def validate(data: bytes, target_name: str, kernels: list[str] | None = None,
             comgr=None, lds_bytes: int | None = None, printf_buffer: bool = False) -> Validation:
    """Validate a linked (ET_DYN) code object for `target_name` holding `kernels`.

    lds_bytes: the fixed LDS block of translated kernels; the launch's dynamic shared
    memory begins where the fixed group segment ends, so a kernel that uses LDS must
    have exactly this fixed size (one that uses none has 0).
    printf_buffer: the object must export the printf buffer pointer the host writes
    (zluda.amdgpu.devlib), as translated kernels do."""
    v = Validation(target_name)
    tgt = target(target_name)
    try:
        elf = ElfFile(data, "code object")
    except ElfError as exc:
        v.add("elf", False, str(exc))
        return v
    v.add("elf.machine", elf.machine == EM_AMDGPU, f"e_machine {elf.machine} (want {EM_AMDGPU})")
    v.add("elf.type", elf.type == 3, f"e_type {elf.type} (want 3, a linked shared object)")
    v.add("elf.osabi", elf.osabi == ELFOSABI_AMDGPU_HSA,
          f"EI_OSABI {elf.osabi} (want {ELFOSABI_AMDGPU_HSA}, AMDGPU_HSA)")
    cov = {b: c for c, b in ABI_VERSION_BYTE.items()}.get(elf.abi_version)
    v.code_object_version = cov
    v.add("elf.abi_version", cov is not None and cov >= 4,
          f"EI_ABIVERSION {elf.abi_version} = code object v{cov}")
    mach = elf.flags & EF_AMDGPU_MACH
    v.add("elf.e_flags", elf.flags & 0xfff == tgt.e_flags,
          f"e_flags 0x{elf.flags:x}: mach 0x{mach:x} = {MACH_TO_TARGET.get(mach, '?')} "
          f"(want 0x{tgt.e_flags:x} for {tgt.name})")

    meta = _metadata_note(elf, v)
    if meta is None:
        return v
    v.metadata = meta
    want_isa = f"amdgcn-amd-amdhsa--{tgt.name}"
    isa = str(meta.get("amdhsa.target", ""))
    v.add("note.isa", isa.split(":")[0] == want_isa, f"amdhsa.target {isa!r} (want {want_isa})")
    version = meta.get("amdhsa.version")
    v.add("note.version", isinstance(version, list) and version[:1] == [1],
          f"amdhsa.version {version}")
    entries = meta.get("amdhsa.kernels") or []
    names = [k.get(".name") for k in entries]
    if kernels is not None:
        v.add("note.kernels", sorted(names) == sorted(kernels),
              f"kernels {sorted(names)} (want {sorted(kernels)})")
    else:
        v.add("note.kernels", bool(names), f"kernels {names}")
    symbols = {s.name: s for s in elf.symbols()}
    for entry in entries:
        _check_kernel(elf, v, entry, symbols, tgt, lds_bytes)
    if printf_buffer:
        sym = symbols.get(PRINTF_BUFFER)
        v.add("printf_buffer", sym is not None and sym.type == STT_OBJECT and sym.size == 8
              and sym.bind == STB_GLOBAL,
              f"symbol {PRINTF_BUFFER}: " + (f"type {sym.type}, size {sym.size}, bind {sym.bind} "
                                             f"(want an 8-byte global object)" if sym else "missing"))
    if comgr is not None:
        _comgr_opinion(comgr, data, v, names, want_isa)
    return v


def _metadata_note(elf: ElfFile, v: Validation) -> dict | None:
    notes = [n for n in elf.notes() if n.name == "AMDGPU" and n.type == NT_AMDGPU_METADATA]
    if not v.add("note.present", len(notes) == 1,
                 f"{len(notes)} AMDGPU metadata note(s) (want 1)"):
        return None
    try:
        meta = msgpack.unpack(notes[0].desc)
    except msgpack.MsgpackError as exc:
        v.add("note.msgpack", False, str(exc))
        return None
    v.add("note.msgpack", isinstance(meta, dict), f"{len(notes[0].desc)} bytes of msgpack")
    return meta if isinstance(meta, dict) else None


def _check_kernel(elf: ElfFile, v: Validation, entry: dict, symbols: dict, tgt,
                  lds_bytes: int | None = None) -> None:
    name, kd_name = entry.get(".name"), entry.get(".symbol")
    where = f"kernel {name}"
    kd = symbols.get(kd_name)
    if not v.add(f"{where}.descriptor", kd is not None and kd.size == KERNEL_DESCRIPTOR_SIZE
                 and kd.type == STT_OBJECT,
                 f"symbol {kd_name}: " + (f"size {kd.size}, type {kd.type}" if kd else "missing")):
        return
    try:
        raw = elf.read_vaddr(kd.value, KERNEL_DESCRIPTOR_SIZE)
    except ElfError as exc:
        v.add(f"{where}.kd.readable", False, str(exc))
        return
    group, private, kernarg = struct.unpack_from("<III", raw, 0)
    entry_offset, = struct.unpack_from("<q", raw, 16)
    rsrc3, rsrc1, rsrc2, props = struct.unpack_from("<IIIH", raw, 44)
    v.add(f"{where}.kd.group_segment", group == int(entry.get(".group_segment_fixed_size", -1)),
          f"descriptor LDS {group} B, metadata {entry.get('.group_segment_fixed_size')}")
    if lds_bytes is not None:
        v.add(f"{where}.lds_layout", group in (0, lds_bytes),
              f"fixed LDS {group} B (want {lds_bytes}, or 0 without shared memory): the "
              "dynamic shared area starts at its end")
    v.add(f"{where}.kd.kernarg_size", kernarg == int(entry.get(".kernarg_segment_size", -1)),
          f"descriptor kernarg {kernarg} B, metadata {entry.get('.kernarg_segment_size')}")
    code = symbols.get(name)
    target_addr = kd.value + entry_offset
    v.add(f"{where}.kd.entry", code is not None and code.type == STT_FUNC
          and code.value == target_addr,
          f"descriptor entry 0x{target_addr:x}, function symbol "
          + (f"0x{code.value:x}" if code else "missing"))
    wave = int(entry.get(".wavefront_size", 0))
    v.add(f"{where}.wavefront", wave in (32, 64) and (tgt.wavefront == 64) <= (wave == 64),
          f"wavefront {wave} on {tgt.name}")
    v.kernels[name] = {
        "symbol": kd_name, "args": [_arg_summary(a) for a in entry.get(".args", [])],
        "kernarg_size": kernarg, "group_segment": group, "private_segment": private,
        "sgpr": entry.get(".sgpr_count"), "vgpr": entry.get(".vgpr_count"),
        "wavefront": wave, "rsrc1": f"0x{rsrc1:08x}", "rsrc2": f"0x{rsrc2:08x}",
        "rsrc3": f"0x{rsrc3:08x}", "properties": f"0x{props:04x}",
    }


def _arg_summary(arg: dict) -> dict:
    return {k.lstrip("."): arg[k] for k in (".name", ".offset", ".size", ".value_kind",
                                            ".address_space") if k in arg}


def _comgr_opinion(comgr, data: bytes, v: Validation, names: list[str], want_isa: str) -> None:
    """comgr's own reading of the object: ISA name, metadata kernels, disassembly."""
    try:
        isa = comgr.data_isa_name("EXECUTABLE", data)
        v.add("comgr.isa", isa.split(":")[0] == want_isa, f"comgr ISA name {isa!r}")
        meta = comgr.metadata("EXECUTABLE", data)
        theirs = sorted(k.get(".name") for k in meta.get("amdhsa.kernels", []))
        v.add("comgr.metadata", theirs == sorted(names), f"comgr sees kernels {theirs}")
        text, method = disassemble(comgr, data, want_isa)
        missing = [n for n in names if f"{n}:" not in text]
        v.add("comgr.disassembly", not missing and "s_endpgm" in text,
              f"{len(text.splitlines())} lines ({method})"
              + (f", no label for {missing}" if missing else ""))
    except ComgrError as exc:
        v.add("comgr", False, str(exc).splitlines()[0])
