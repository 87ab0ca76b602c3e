"""The AMDGPU hook on the translator: PTX -> the translator's LLVM IR -> AMDGPU kernels.

The translator (zluda.translate) runs with the AMDGPU lowering
(zluda.amdgpu.lowering): barriers, warp collectives, traps and the timers use the
hardware, so every kernel `K` becomes a plain per-thread function
`__zk_thread_K(launch, block, thr, tid.x, tid.y, tid.z)` that reads its thread
environment from two small structures (zluda.translate.abi: launch = params, grid and
block sizes, ...; block = block id, shared-memory base, ...). This hook retargets that
output:

1. the module gets the amdgcn triple and data layout; every `alloca` moves to the
   private address space (5) behind an addrspacecast, as AMDGPU requires;
2. the CPU entry points (`K`, run by the CPU runtime's worker threads) are renamed and
   internalised, so they drop out;
3. a real `amdgpu_kernel` named `K` is appended: it fills the two structures in private
   memory from the hardware (dispatch packet: block and grid sizes, the group segment
   size that gives the dynamic shared size; workgroup and workitem ids; an LDS block
   for .shared), takes CUDA's parameter buffer as one by-reference kernel argument
   (the same bytes cuLaunchKernel receives), routes the printf/assert callbacks to the
   device library's printf buffer and trap, and calls `__zk_thread_K`;
4. the device library of the target (zluda.amdgpu.devlib) is linked in and the
   standard optimisation pipeline for the target runs (SROA turns the register allocas
   back into values, the address-space inference makes LDS/global accesses direct).

LDS layout: one block, `RESERVED_LDS_BYTES` for the lowering's own words (bar.red's
counter), then the CUDA shared window: static .shared variables, then the dynamic
`.extern .shared` area. The dynamic area is what the launch adds to the group segment
beyond the kernel's fixed size, so it must start exactly at the end of this block: the
validator checks each kernel's fixed group segment against `lds_bytes`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import llvmlite.binding as llvm

from zluda.amdgpu import devlib
from zluda.amdgpu.llvm_path import TRIPLE, init_llvm
from zluda.amdgpu.lowering import AMDGPU
from zluda.amdgpu.lowering.barrier import RESERVED_LDS_BYTES
from zluda.ptx import parse
from zluda.translate import abi
from zluda.translate.module import ModuleTranslator, translate

ALLOCA = re.compile(r'^(\s*)(%(?:"[^"]+"|[\w.$-]+)) = alloca (.*)$')
TARGET_LINES = re.compile(r'^target (triple|datalayout) = .*$', re.M)
CPU_ENTRY_PREFIX = "__zk_cpu_entry_"
LDS_SYMBOL = "__zk_amdgpu_lds"
# the translator reaches vprintf/__assertfail through callbacks in the launch structure:
# on AMDGPU they are the device library's printf buffer writer and assert (record + trap)
DEVICE_CALLBACKS = {"L_PRINTF": "__zk_amdgpu_printf", "L_ASSERT": "__zk_amdgpu_assert"}
# hsa_kernel_dispatch_packet_t: workgroup_size_{x,y,z} u16, grid_size_{x,y,z} u32,
# group_segment_size u32 (static + dynamic LDS of this launch)
PACKET_WORKGROUP_SIZE = (4, 6, 8)
PACKET_GRID_SIZE = (12, 16, 20)
PACKET_GROUP_SEGMENT_SIZE = 28


class AmdgpuHookError(RuntimeError):
    pass


@dataclass
class PtxKernels:
    ir_text: str                            # AMDGPU-ready module (may hold several kernels)
    kernels: list[str]                      # kernels compiled into ir_text
    source: str = ""
    failed: dict[str, str] = field(default_factory=dict)       # kernel -> translator error
    lds_bytes: int = 0                      # each kernel's fixed LDS block (see above)


def _private_allocas(text: str) -> str:
    out = []
    for line in text.splitlines():
        m = ALLOCA.match(line)
        if not m:
            out.append(line)
            continue
        indent, name, rest = m.groups()
        private = name[:-1] + '.p5"' if name.endswith('"') else name + ".p5"
        out.append(f"{indent}{private} = alloca {rest}, addrspace(5)")
        out.append(f"{indent}{name} = addrspacecast ptr addrspace(5) {private} to ptr")
    return "\n".join(out) + "\n"


def _retire_cpu_entry(text: str, kernel: str) -> str:
    """`define i32 @"K"(` (the CPU runtime's entry) -> internal, renamed."""
    pattern = re.compile(r'^define (?:dso_local )?i32 @"?' + re.escape(kernel) + r'"?\(', re.M)
    text, n = pattern.subn(f'define internal i32 @"{CPU_ENTRY_PREFIX}{kernel}"(', text)
    if n != 1:
        raise AmdgpuHookError(f"kernel {kernel}: expected one CPU entry in the translator's "
                              f"IR, found {n}")
    return text


def _kernel_entry(kernel: str, param_size: int, lds_bytes: int) -> str:
    """An amdgpu_kernel that builds the thread environment and calls the thread body."""
    k = f'"{kernel}"'
    size = max(param_size, 1)
    lines = [
        f"define amdgpu_kernel void @{k}(ptr addrspace(4) byref([{size} x i8]) align 8 %params) {{",
        "entry:",
        f"  %launch.p = alloca [{abi.LAUNCH_SIZE} x i8], align 16, addrspace(5)",
        f"  %block.p = alloca [{abi.BLOCK_SIZE} x i8], align 16, addrspace(5)",
        "  %launch = addrspacecast ptr addrspace(5) %launch.p to ptr",
        "  %block = addrspacecast ptr addrspace(5) %block.p to ptr",
        f"  call void @llvm.memset.p0.i64(ptr %launch, i8 0, i64 {abi.LAUNCH_SIZE}, i1 false)",
        f"  call void @llvm.memset.p0.i64(ptr %block, i8 0, i64 {abi.BLOCK_SIZE}, i1 false)",
        "  %pflat = addrspacecast ptr addrspace(4) %params to ptr",
        f"  %l.params = getelementptr i8, ptr %launch, i64 {abi.L_PARAMS}",
        "  store ptr %pflat, ptr %l.params",
        # the launch status that the translator's exit paths write goes to a private
        # word of its own (pointing at %launch itself would make the structure escape)
        f"  %status.p = alloca [{abi.LAUNCH_SIZE} x i8], align 16, addrspace(5)",
        "  %status = addrspacecast ptr addrspace(5) %status.p to ptr",
        f"  %l.real = getelementptr i8, ptr %launch, i64 {abi.L_REAL}",
        "  store ptr %status, ptr %l.real",
        "  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()",
    ]
    for axis, (wg_off, grid_off) in enumerate(zip(PACKET_WORKGROUP_SIZE, PACKET_GRID_SIZE)):
        a = "xyz"[axis]
        lines += [
            f"  %wg.{a}.p = getelementptr i8, ptr addrspace(4) %dp, i64 {wg_off}",
            f"  %wg.{a}.16 = load i16, ptr addrspace(4) %wg.{a}.p, align 2",
            f"  %ntid.{a} = zext i16 %wg.{a}.16 to i32",
            f"  %grid.{a}.p = getelementptr i8, ptr addrspace(4) %dp, i64 {grid_off}",
            f"  %grid.{a} = load i32, ptr addrspace(4) %grid.{a}.p, align 4",
            f"  %nctaid.{a} = udiv i32 %grid.{a}, %ntid.{a}",
            f"  %l.ntid.{a} = getelementptr i8, ptr %launch, i64 {abi.L_NTID + 4 * axis}",
            f"  store i32 %ntid.{a}, ptr %l.ntid.{a}",
            f"  %l.nctaid.{a} = getelementptr i8, ptr %launch, i64 {abi.L_NCTAID + 4 * axis}",
            f"  store i32 %nctaid.{a}, ptr %l.nctaid.{a}",
            f"  %ctaid.{a} = call i32 @llvm.amdgcn.workgroup.id.{a}()",
            f"  %b.ctaid.{a} = getelementptr i8, ptr %block, i64 {abi.B_CTAID + 4 * axis}",
            f"  store i32 %ctaid.{a}, ptr %b.ctaid.{a}",
            f"  %tid.{a} = call i32 @llvm.amdgcn.workitem.id.{a}()",
        ]
    lines += [
        "  %tpb.xy = mul i32 %ntid.x, %ntid.y",
        "  %tpb = mul i32 %tpb.xy, %ntid.z",
        f"  %l.tpb = getelementptr i8, ptr %launch, i64 {abi.L_TPB}",
        "  store i32 %tpb, ptr %l.tpb",
        f"  %b.n = getelementptr i8, ptr %block, i64 {abi.B_NTHREADS}",
        "  store i32 %tpb, ptr %b.n",
        # dynamic shared bytes: the launch's group segment beyond this kernel's LDS block
        f"  %gss.p = getelementptr i8, ptr addrspace(4) %dp, i64 {PACKET_GROUP_SEGMENT_SIZE}",
        "  %gss = load i32, ptr addrspace(4) %gss.p, align 4",
        f"  %dyn.some = icmp ugt i32 %gss, {lds_bytes}",
        f"  %dyn.raw = sub i32 %gss, {lds_bytes}",
        "  %dyn = select i1 %dyn.some, i32 %dyn.raw, i32 0",
        "  %dyn.64 = zext i32 %dyn to i64",
        f"  %l.dyn = getelementptr i8, ptr %launch, i64 {abi.L_DYN_SHARED}",
        "  store i64 %dyn.64, ptr %l.dyn",
        *[line for field_name, fn in DEVICE_CALLBACKS.items() for line in (
            f"  %l.{fn} = getelementptr i8, ptr %launch, i64 {getattr(abi, field_name)}",
            f"  store ptr @{fn}, ptr %l.{fn}")],
        f"  %b.shared = getelementptr i8, ptr %block, i64 {abi.B_SHARED}",
        f"  store ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @{LDS_SYMBOL} to ptr), "
        f"i64 {RESERVED_LDS_BYTES}), ptr %b.shared",
        f'  call void @"__zk_thread_{kernel}"(ptr %launch, ptr %block, ptr null, '
        "i32 %tid.x, i32 %tid.y, i32 %tid.z)",
        "  ret void",
        "}",
    ]
    return "\n".join(lines)


DECLARATIONS = [
    "declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()",
    *[f"declare i32 @llvm.amdgcn.workgroup.id.{a}()" for a in "xyz"],
    *[f"declare i32 @llvm.amdgcn.workitem.id.{a}()" for a in "xyz"],
    "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)",
    "declare i32 @__zk_amdgpu_printf(i64, i64)",
    "declare void @__zk_amdgpu_assert(i64, i64, i64, i64, i64)",
]


def lds_bytes(translation) -> int:
    """The kernel's LDS block: the lowering's reserved words + the static .shared bytes
    (the translator already rounds them up to where the dynamic area starts)."""
    return RESERVED_LDS_BYTES + translation.static_shared


def retarget(translation, source: str = "") -> PtxKernels:
    """The translator's Translation (made with the AMDGPU lowering) -> an AMDGPU module
    with one amdgpu_kernel per kernel."""
    text = translation.ir_text
    compiled = []
    for name, info in translation.kernels.items():
        if info.coroutine:
            raise AmdgpuHookError(f"kernel {name}: translated for the CPU's coroutines; "
                                  "translate with zluda.amdgpu.lowering.AMDGPU")
        text = _retire_cpu_entry(text, name)
        compiled.append(name)
    text = TARGET_LINES.sub("", text)
    text = _private_allocas(text)
    present = set(re.findall(r"^declare [^@]*@\"?([\w.]+)\"?\(", text, re.M))
    extra = [d for d in DECLARATIONS if re.search(r"@([\w.]+)\(", d).group(1) not in present]
    lds = lds_bytes(translation)
    text += f"\n@{LDS_SYMBOL} = internal addrspace(3) global [{lds} x i8] undef, align 16\n"
    text += "\n".join(extra) + "\n\n"
    for name in compiled:
        text += _kernel_entry(name, translation.kernels[name].param_size, lds) + "\n\n"
    return PtxKernels(text, compiled, source, lds_bytes=lds)


def _module(ir_text: str, gfx: str, kernels: list[str], name: str):
    init_llvm()
    machine = llvm.Target.from_triple(TRIPLE).create_target_machine(cpu=gfx, reloc="pic", opt=2)
    text = f'target triple = "{TRIPLE}"\ntarget datalayout = "{machine.target_data}"\n' + ir_text
    # everything but the kernels becomes internal, so global DCE drops the CPU entries
    # (and, after linking, the device library functions nobody calls)
    keep = {f'"{k}"' for k in kernels} | set(kernels)

    def internal(m):
        return m.group(0) if m.group(2) in keep else f"define internal {m.group(1)}@{m.group(2)}("
    text = re.sub(r'^define (?!internal)((?:[\w]+ )*?[^@\n]*?)@("[^"]+"|[\w.$]+)\(', internal,
                  text, flags=re.M)
    try:
        module = llvm.parse_assembly(text)
        module.verify()
    except RuntimeError as exc:
        raise AmdgpuHookError(f"{name}: retargeted IR rejected by LLVM: {exc}") from None
    library = llvm.parse_assembly(f'target triple = "{TRIPLE}"\n'
                                  f'target datalayout = "{machine.target_data}"\n'
                                  + devlib.library(gfx))
    module.link_in(library)
    for fn in module.functions:
        if not fn.is_declaration and fn.name not in kernels:
            fn.linkage = llvm.Linkage.internal
    builder = llvm.create_pass_builder(machine, llvm.create_pipeline_tuning_options(speed_level=2))
    dce = llvm.create_new_module_pass_manager()
    dce.add_global_dead_code_eliminate_pass()
    dce.run(module, builder)
    return module, builder


# function attributes that LLVM 17 reads and that matter: `convergent` keeps control flow
# around warp collectives intact; the inlining ones keep the device library inlined
PORTABLE_ATTRIBUTES = {"convergent", "alwaysinline", "noinline", "nounwind", "noreturn"}
# IR syntax newer than LLVM 17 (comgr 2.6) that LLVM 22's printer may emit; none of it
# changes what the code computes: other attributes and parameter attributes are hints,
# GEP nuw/nusw, zext nneg and icmp samesign are poison-generating flags.
NEWER_SYNTAX = [
    (re.compile(r"^(attributes #\d+ = )\{(.*)\}$", re.M),
     lambda m: m.group(1) + "{ " + " ".join(a for a in m.group(2).split()
                                             if a in PORTABLE_ATTRIBUTES) + " }"),
    (re.compile(r"\b(?:range|captures|initializes)\((?:[^()]|\([^()]*\))*\) ?"), ""),
    (re.compile(r"\bgetelementptr (inbounds )?(?:(?:nuw|nusw) )+"), r"getelementptr \1"),
    (re.compile(r"\b(zext|uitofp) nneg\b"), r"\1"),
    (re.compile(r"\bicmp samesign\b"), "icmp"),
    (re.compile(r"\b(or) disjoint\b"), r"\1"),
    (re.compile(r"\btrunc (?:nuw |nsw )+"), "trunc "),
]


def portable_ir(text: str) -> str:
    for pattern, replacement in NEWER_SYNTAX:
        text = pattern.sub(replacement, text)
    return text


def for_comgr(ir_text: str, gfx: str, kernels: list[str], name: str = "<ptx>") -> str:
    """Only the kernels and what they reach, unoptimised (comgr's codegen optimises),
    without the data layout line (comgr's own LLVM, 17 to 22, sets it), in syntax LLVM 17
    still reads."""
    module, _ = _module(ir_text, gfx, kernels, name)
    return portable_ir(re.sub(r"^target datalayout = .*$", "", str(module), flags=re.M))


def optimise(ir_text: str, gfx: str, kernels: list[str], name: str = "<ptx>") -> str:
    """For llvmlite's own codegen: the kernels, then the -O2 pipeline of the target."""
    module, builder = _module(ir_text, gfx, kernels, name)
    builder.getModulePassManager().run(module, builder)
    return str(module)


def _failure(path, exc) -> str:
    return f"zluda.translate failed on {Path(path).name}: {type(exc).__name__}: {exc}"[:1000]


def translate_kernels(mod, path) -> tuple[object | None, dict[str, str]]:
    """(translation of every kernel that translates, {kernel: why it does not}).

    The whole module is tried first; when it fails, each kernel alone, so one kernel the
    translator rejects fails by name and the module's other kernels still compile."""
    try:
        return translate(mod, lowering=AMDGPU), {}
    except Exception as exc:   # the translator's or the parser's error, reported per kernel
        whole = exc
    kernels = [n for n, f in ModuleTranslator(mod, lowering=AMDGPU).functions.items()
               if f.is_kernel and f.has_body]
    good, failed = [], {}
    for name in kernels:
        try:
            translate(mod, only=[name], lowering=AMDGPU)
            good.append(name)
        except Exception as exc:
            failed[name] = _failure(path, exc)
    if not failed:   # the module fails only as a whole: every kernel carries that error
        failed = dict.fromkeys(kernels, _failure(path, whole))
        good = []
    return (translate(mod, only=good, lowering=AMDGPU) if good else None), failed


def ptx_kernels_ir(paths: list[Path]) -> dict[str, "PtxKernels"]:
    """PTX files -> {file stem: PtxKernels} (the cells compile each file as one unit)."""
    result = {}
    for path in paths:
        text = Path(path).read_text()
        stem = Path(path).stem
        try:
            mod = parse(text, str(path))
        except Exception as exc:   # a module the front end rejects fails all its kernels
            names = re.findall(r"\.entry\s+([\w$.]+)", text) or [stem]
            result[stem] = PtxKernels("", [], str(path), dict.fromkeys(names, _failure(path, exc)))
            continue
        translation, failed = translate_kernels(mod, path)
        if translation is None:
            result[stem] = PtxKernels("", [], str(path), failed)
            continue
        kernels = retarget(translation, str(path))
        kernels.failed = failed
        result[stem] = kernels
    return result
