"""Path (a): LLVM IR -> relocatable through llvmlite's own AMDGPU target, then ld.lld
links it into a loadable code object (the layout comgr's LINK_RELOCATABLE_TO_EXECUTABLE
makes). lld 19 or newer is needed for code object v5/v6."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path

import llvmlite.binding as llvm

TRIPLE = "amdgcn-amd-amdhsa"
LLD_NAMES = tuple(f"ld.lld-{v}" for v in range(30, 18, -1)) + ("ld.lld",)
MIN_LLD = 19
DEFAULT_CODE_OBJECT_VERSION = 6
_COV_FLAG = "amdhsa_code_object_version"


class LinkerMissing(RuntimeError):
    pass


class CompileError(RuntimeError):
    pass


# LLVM may move private arrays into LDS when a kernel leaves LDS unused; translated
# kernels address the launch's dynamic shared memory at the end of their own LDS block,
# so nothing else may be placed there (the validator checks the fixed LDS size)
LLVM_OPTIONS = ("-disable-promote-alloca-to-lds",)


@lru_cache(maxsize=1)
def init_llvm() -> None:
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    for option in LLVM_OPTIONS:
        llvm.set_option("", option)


@lru_cache(maxsize=1)
def find_lld() -> tuple[str, int]:
    """(path, major version) of the newest usable ld.lld; raises LinkerMissing."""
    seen = []
    for name in LLD_NAMES:
        path = shutil.which(name)
        if not path:
            continue
        out = subprocess.run([path, "--version"], capture_output=True, text=True).stdout
        m = re.search(r"LLD (\d+)\.", out)
        major = int(m.group(1)) if m else 0
        seen.append(f"{name} {major}")
        if major >= MIN_LLD:
            return path, major
    raise LinkerMissing(f"no ld.lld {MIN_LLD}+ found (saw: {', '.join(seen) or 'none'}); "
                        f"install lld-{MIN_LLD}")


def with_code_object_version(ir: str, version: int) -> str:
    """Set the module flag that selects the code object version (400/500/600)."""
    if _COV_FLAG in ir:
        return ir
    node = "!98765"
    flag = f'{node} = !{{i32 1, !"{_COV_FLAG}", i32 {version * 100}}}\n'
    m = re.search(r"^!llvm\.module\.flags\s*=\s*!\{(.*)\}\s*$", ir, re.MULTILINE)
    if m:
        inner = m.group(1).strip()
        merged = f"!llvm.module.flags = !{{{inner + ', ' if inner else ''}{node}}}"
        return ir[:m.start()] + merged + ir[m.end():] + "\n" + flag
    return ir.rstrip("\n") + f"\n\n!llvm.module.flags = !{{{node}}}\n{flag}"


def emit_relocatable(ir: str, gfx: str, code_object_version: int = DEFAULT_CODE_OBJECT_VERSION,
                     opt: int = 3, name: str = "<ir>") -> bytes:
    init_llvm()
    try:
        module = llvm.parse_assembly(with_code_object_version(ir, code_object_version))
        module.verify()
    except RuntimeError as exc:
        raise CompileError(f"{name}: LLVM rejected the IR: {exc}") from None
    module.triple = TRIPLE
    machine = llvm.Target.from_triple(TRIPLE).create_target_machine(cpu=gfx, reloc="pic", opt=opt)
    return machine.emit_object(module)


def link(relocatable: bytes, name: str = "kernel") -> bytes:
    lld, _ = find_lld()
    with tempfile.TemporaryDirectory(prefix="zluda-amdgpu-") as tmp:
        obj, out = Path(tmp) / f"{name}.o", Path(tmp) / f"{name}.co"
        obj.write_bytes(relocatable)
        done = subprocess.run([lld, "-shared", "--no-undefined", "-o", str(out), str(obj)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise CompileError(f"ld.lld failed for {name}: {done.stderr.strip()}")
        return out.read_bytes()


def compile_ir(ir: str, gfx: str, code_object_version: int = DEFAULT_CODE_OBJECT_VERSION,
               name: str = "kernel") -> bytes:
    """IR text -> linked code object for `gfx` (e.g. "gfx90a")."""
    return link(emit_relocatable(ir, gfx, code_object_version, name=name), name)
