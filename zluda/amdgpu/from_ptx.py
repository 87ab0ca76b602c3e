"""The AMDGPU hook on the translator: PTX -> the translator's LLVM IR -> AMDGPU kernels.

The translator (zluda.translate) is untouched: its passes lower every PTX kernel `K` to
a per-thread function `__zk_thread_K(launch, block, thr, tid.x, tid.y, tid.z)` that
reads its thread environment from two small structures (zluda.translate.abi: launch =
params, grid and block sizes, ...; block = block id, shared-memory base, ...). This hook
only retargets that output:

1. the module gets the amdgcn triple and data layout; every `alloca` moves to the
   private address space (5) behind an addrspacecast, as AMDGPU requires;
2. the CPU entry points (`K`, run by the CPU runtime's worker threads) are renamed and
   internalised, so they and the coroutine scheduler drop out;
3. a real `amdgpu_kernel` named `K` is appended: it fills the two structures in private
   memory from the hardware (dispatch packet, workgroup and workitem ids, an LDS block
   for .shared), takes CUDA's parameter buffer as one by-reference kernel argument
   (the same bytes cuLaunchKernel receives), and calls `__zk_thread_K`;
4. the standard optimisation pipeline for the target runs (SROA turns the register
   allocas back into values, the address-space inference makes LDS/global accesses
   direct).

Kernels the translator runs as coroutines (barriers, warp collectives) need an AMDGPU
lowering of bar.sync / shfl / vote that the translator does not have yet: they are
reported unsupported with that reason, never silently skipped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import llvmlite.binding as llvm

from zluda.amdgpu.llvm_path import TRIPLE, _init_llvm

ALLOCA = re.compile(r'^(\s*)(%(?:"[^"]+"|[\w.$-]+)) = alloca (.*)$')
TARGET_LINES = re.compile(r'^target (triple|datalayout) = .*$', re.M)
CPU_ENTRY_PREFIX = "__zk_cpu_entry_"
LDS_SYMBOL = "__zk_amdgpu_lds"
# the translator reaches vprintf/__assertfail through host callbacks in the launch
# structure; a GPU has no such call: these device stubs trap, and a kernel that still
# references one after optimisation is reported unsupported (AMDGPU would need a
# host-call buffer)
HOST_CALLBACKS = {"__zk_amdgpu_no_printf": ("L_PRINTF", "i32 (i64, i64)", "i32 0"),
                  "__zk_amdgpu_no_assert": ("L_ASSERT", "void (i64, i64, i64, i64, i64, i32, i32, i32, i32, i32, i32)",
                                                "void")}
HOST_CALLBACK_REASON = ("uses printf or assert: they reach the host through a callback on "
                        "the CPU device, and the AMDGPU path has no host-call buffer yet")
COROUTINE_REASON = ("uses barriers or warp collectives: the translator runs it as a "
                    "coroutine on the CPU and has no AMDGPU lowering of bar.sync/shfl/vote yet")


class AmdgpuHookError(RuntimeError):
    pass


@dataclass
class PtxKernels:
    ir_text: str                            # AMDGPU-ready module (may hold several kernels)
    kernels: list[str]                      # kernels compiled into ir_text
    unsupported: dict[str, str] = field(default_factory=dict)  # kernel -> reason
    source: str = ""
    failed: dict[str, str] = field(default_factory=dict)       # kernel -> translator error


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


def _kernel_entry(kernel: str, param_size: int, lds_size: int) -> str:
    """An amdgpu_kernel that builds the thread environment and calls the thread body."""
    from zluda.translate import abi
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
        "  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()",
    ]
    # hsa_kernel_dispatch_packet_t: workgroup_size_{x,y,z} u16 at 4/6/8, grid_size u32 at 12/16/20
    for axis, (wg_off, grid_off) in enumerate(((4, 12), (6, 16), (8, 20))):
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
        *[line for stub, (field_name, _, _) in HOST_CALLBACKS.items() for line in (
            f"  %l.{stub} = getelementptr i8, ptr %launch, i64 {getattr(abi, field_name)}",
            f"  store ptr @{stub}, ptr %l.{stub}")],
        f"  %b.shared = getelementptr i8, ptr %block, i64 {abi.B_SHARED}",
        f"  store ptr addrspacecast (ptr addrspace(3) @{LDS_SYMBOL} to ptr), ptr %b.shared",
        f'  call void @"__zk_thread_{kernel}"(ptr %launch, ptr %block, ptr null, '
        "i32 %tid.x, i32 %tid.y, i32 %tid.z)",
        "  ret void",
        "}",
    ]
    return "\n".join(lines)


def _callback_stubs() -> str:
    out = []
    for stub, (_, signature, _ret) in HOST_CALLBACKS.items():
        result, params = signature.split(" ", 1)
        out += [f"define internal {result} @{stub}{params} noinline {{",
                "  call void @llvm.trap()", "  unreachable", "}"]
    return "\n".join(out) + "\n"


def kernels_using_host_callbacks(optimised_ir: str, kernels: list[str]) -> list[str]:
    """Kernels whose optimised body still calls a host-callback stub."""
    found = []
    for kernel in kernels:
        m = re.search(r'^define [^\n]*@"?' + re.escape(kernel) + r'"?\(.*?^\}', optimised_ir,
                      re.M | re.S)
        if m and any(f"@{stub}" in m.group(0) for stub in HOST_CALLBACKS):
            found.append(kernel)
    return found


DECLARATIONS = [
    "declare void @llvm.trap()",
    "declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()",
    *[f"declare i32 @llvm.amdgcn.workgroup.id.{a}()" for a in "xyz"],
    *[f"declare i32 @llvm.amdgcn.workitem.id.{a}()" for a in "xyz"],
    "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)",
]


def retarget(translation, source: str = "") -> PtxKernels:
    """The translator's Translation -> an AMDGPU module with one amdgpu_kernel per kernel."""
    text = translation.ir_text
    compiled, unsupported = [], {}
    for name, info in translation.kernels.items():
        text = _retire_cpu_entry(text, name)
        if info.coroutine:
            unsupported[name] = COROUTINE_REASON
        else:
            compiled.append(name)
    text = TARGET_LINES.sub("", text)
    text = _private_allocas(text)
    present = set(re.findall(r"^declare [^@]*@([\w.]+)\(", text, re.M))
    extra = [d for d in DECLARATIONS if re.search(r"@([\w.]+)\(", d).group(1) not in present]
    lds = max(translation.static_shared, 1)
    text += f"\n@{LDS_SYMBOL} = internal addrspace(3) global [{lds} x i8] undef, align 128\n"
    text += "\n".join(extra) + "\n\n" + _callback_stubs() + "\n"
    for name in compiled:
        text += _kernel_entry(name, translation.kernels[name].param_size, lds) + "\n\n"
    return PtxKernels(text, compiled, unsupported, source)


def _module(ir_text: str, gfx: str, kernels: list[str], name: str):
    _init_llvm()
    machine = llvm.Target.from_triple(TRIPLE).create_target_machine(cpu=gfx, reloc="pic", opt=2)
    text = f'target triple = "{TRIPLE}"\ntarget datalayout = "{machine.target_data}"\n' + ir_text
    # everything but the kernels becomes internal, so global DCE drops the CPU entries,
    # the coroutine scheduler and coroutine bodies
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
    builder = llvm.create_pass_builder(machine, llvm.create_pipeline_tuning_options(speed_level=2))
    dce = llvm.create_new_module_pass_manager()
    dce.add_global_dead_code_eliminate_pass()
    dce.run(module, builder)
    return module, builder


# IR syntax newer than LLVM 17 (comgr 2.6) that LLVM 22's printer may emit; none of it
# changes what the code computes: attribute groups and parameter attributes are hints,
# GEP nuw/nusw, zext nneg and icmp samesign are poison-generating flags.
NEWER_SYNTAX = [
    (re.compile(r"^attributes #\d+ = \{.*\}$", re.M), ""),
    (re.compile(r"(\)|\bvoid|\bi\d+|\bptr(?: addrspace\(\d+\))?) #\d+"), r"\1"),
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


def ptx_kernels_ir(paths: list[Path]) -> dict[str, "PtxKernels"]:
    """PTX files -> {"file:kernel"...}: one PtxKernels per file (cells compile each)."""
    from zluda.ptx import parse
    from zluda.translate.module import translate
    result = {}
    for path in paths:
        text = Path(path).read_text()
        try:
            translation = translate(parse(text, str(path)))
        except Exception as exc:   # a translator error fails this file's kernels, by name
            reason = f"zluda.translate failed on {Path(path).name}: {type(exc).__name__}: {exc}"
            names = re.findall(r"\.entry\s+([\w$.]+)", text) or [Path(path).stem]
            result[Path(path).stem] = PtxKernels("", [], {}, str(path),
                                                 {n: reason[:1000] for n in names})
            continue
        result[Path(path).stem] = retarget(translation, str(path))
    return result
