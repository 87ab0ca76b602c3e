"""LLVM IR text -> AMDGPU code object through comgr, the same steps on both ABIs.

Textual IR enters as a BC data object: comgr 3 has an LLVM_IR language but comgr 2 has
none, and LINK_BC_TO_BC parses text IR on both, so one pipeline serves both ABIs:
LINK_BC_TO_BC -> CODEGEN_BC_TO_RELOCATABLE -> LINK_RELOCATABLE_TO_EXECUTABLE.
"""

from __future__ import annotations

from dataclasses import dataclass

from zluda.comgr.library import Comgr, ComgrError, ComgrMisdispatch
from zluda.elf import ElfFile

PIPELINE = ("LINK_BC_TO_BC", "CODEGEN_BC_TO_RELOCATABLE", "LINK_RELOCATABLE_TO_EXECUTABLE")
OUTPUT_OF = {"LINK_BC_TO_BC": "BC", "CODEGEN_BC_TO_RELOCATABLE": "RELOCATABLE",
             "LINK_RELOCATABLE_TO_EXECUTABLE": "EXECUTABLE"}


def isa_name(target: str) -> str:
    """gfx90a -> amdgcn-amd-amdhsa--gfx90a (a full name passes through)."""
    return target if target.startswith("amdgcn-") else f"amdgcn-amd-amdhsa--{target}"


@dataclass
class ComgrCodeObject:
    target: str
    executable: bytes
    metadata: dict
    isa: str
    steps: list[str]


def compile_ir(comgr: Comgr, ir_text: str, target: str, name: str = "kernel",
               options: list[str] | None = None) -> ComgrCodeObject:
    isa = isa_name(target)
    kind, payload, fname = "BC", ir_text.encode(), f"{name}.ll"
    steps = []
    for action in PIPELINE:
        opts = options if action == "CODEGEN_BC_TO_RELOCATABLE" else None
        result = comgr.do_action(action, [(kind, payload, fname)], isa=isa, options=opts)
        kind = OUTPUT_OF[action]
        payload = result.one(kind)
        fname = f"{name}.{kind.lower()}"
        steps.append(f"{action}#{result.number}")
    metadata = comgr.metadata("EXECUTABLE", payload)
    return ComgrCodeObject(target, payload, metadata,
                           comgr.data_isa_name("EXECUTABLE", payload), steps)


def disassemble(comgr: Comgr, executable: bytes, target: str) -> tuple[str, str]:
    """(text, method) disassembly of a linked code object (from any producer) through
    comgr: the DISASSEMBLE_EXECUTABLE_TO_SOURCE action, or, where a comgr refuses it
    with INVALID_ARGUMENT (Debian's comgr 7.2.4 does for every object), comgr's
    instruction-level disassembler over each function symbol of the object."""
    try:
        result = comgr.do_action("DISASSEMBLE_EXECUTABLE_TO_SOURCE",
                                 [("EXECUTABLE", executable, "kernel.so")], isa=isa_name(target))
        return result.one("SOURCE").decode(errors="replace"), "action"
    except ComgrMisdispatch:
        raise
    except ComgrError as exc:
        if "INVALID_ARGUMENT" not in str(exc):
            raise
    elf = ElfFile(executable, "code object")
    text = []
    for sym in sorted(elf.symbols(), key=lambda s: s.value):
        if sym.type != 2 or not sym.size:   # functions only
            continue
        code = elf.read_vaddr(sym.value, sym.size)
        text.append(f"{sym.name}:")
        text += [f"\t{line}" for line in comgr.disassemble_code(isa_name(target), code, sym.value)]
    return "\n".join(text) + "\n", "instruction API"
