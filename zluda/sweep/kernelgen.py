"""PTX kernels that evaluate one instruction variant over many input tuples.

Every variant kernel has the same signature and three ways to obtain tuple n:
  src 0  the bits of n itself (exhaustive runs: inputs total <= 32 bits)
  src 1  splitmix64(seed + n * n_inputs + k) for input k (seeded random runs)
  src 2  a table of u64 slots in global memory (special values)
and two ways to deliver results:
  hash 0 store: out[j * n_outputs + r] = result r (zero-extended to u64)
  hash 1 each thread folds its `per` tuples into one 64-bit FNV-style hash, out[thread]
The same PTX runs on the H200 and on the translator, so per-chunk digests of the thread
hashes compare without moving outputs.
"""

from __future__ import annotations

import hashlib

from zluda.sweep.table import Variant

PTX_VERSION = "9.0"
FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
SPLITMIX = (0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB)
PARAMS = ("p_in", "p_out", "p_base", "p_count", "p_seed", "p_src", "p_per", "p_hash")
SRC_INDEX, SRC_RANDOM, SRC_ARRAY = 0, 1, 2

_TO_REG = {16: "cvt.u16.u64 {r}, {x};", 32: "cvt.u32.u64 {r}, {x};", 64: "mov.b64 {r}, {x};"}
_FROM_REG = {16: "cvt.u64.u16 {x}, {r};", 32: "cvt.u64.u32 {x}, {r};", 64: "mov.b64 {x}, {r};"}


def kernel_name(v: Variant) -> str:
    """Stable across table edits: derived from the variant id alone."""
    return "sweep_" + hashlib.sha1(v.id.encode()).hexdigest()[:16]


def _input_offsets(v: Variant) -> list[int]:
    offs, acc = [], 0
    for o in v.reg_ins:
        offs.append(acc)
        acc += o.type.bits
    return offs


def _load_operand(reg: str, x: str, op_type) -> list[str]:
    lines = []
    if op_type.is_pred:
        return [f"and.b64 {x}, {x}, 1;", f"setp.ne.u64 {reg}, {x}, 0;"]
    if op_type.bits < op_type.reg_bits:  # 8-bit types: zero-extended low byte
        lines.append(f"and.b64 {x}, {x}, {(1 << op_type.bits) - 1};")
    lines.append(_TO_REG[op_type.reg_bits].format(r=reg, x=x))
    return lines


def _splitmix(x: str, t: str) -> list[str]:
    a, b, c = SPLITMIX
    return [f"add.u64 {x}, {x}, {a};",
            f"shr.u64 {t}, {x}, 30;", f"xor.b64 {x}, {x}, {t};", f"mul.lo.u64 {x}, {x}, {b};",
            f"shr.u64 {t}, {x}, 27;", f"xor.b64 {x}, {x}, {t};", f"mul.lo.u64 {x}, {x}, {c};",
            f"shr.u64 {t}, {x}, 31;", f"xor.b64 {x}, {x}, {t};"]


def variant_kernel(v: Variant) -> str:
    name = kernel_name(v)
    ins = [o for o in v.ins if not o.is_imm]
    nin, nout = len(ins), len(v.outs)
    regs = {f"o{k}": f"%o{k}" for k in range(nout)}
    reg_in_index = 0
    for k, o in enumerate(v.ins):
        if not o.is_imm:
            regs[f"i{k}"] = f"%i{reg_in_index}"
            reg_in_index += 1
    regs.update(t32="%t32", t64="%t64")
    L = [f"// {v.id}",
         f".visible .entry {name}(",
         "  .param .u64 p_in, .param .u64 p_out, .param .u64 p_base, .param .u64 p_count,",
         "  .param .u64 p_seed, .param .u32 p_src, .param .u32 p_per, .param .u32 p_hash)",
         "{",
         "  .reg .pred %q<4>;", "  .reg .b32 %w<8>;", "  .reg .b64 %c<16>;",
         f"  .reg .b64 %x<{max(nin, 1)}>;", f"  .reg .b64 %v<{nout}>;",
         "  .reg .b32 %t32;", "  .reg .b64 %t64;"]
    L += [f"  .reg {o.type.reg_decl} %o{k};" for k, o in enumerate(v.outs)]
    L += [f"  .reg {o.type.reg_decl} %i{k};" for k, o in enumerate(ins)]
    L += ["  ld.param.u64 %c10, [p_in];", "  ld.param.u64 %c11, [p_out];",
          "  ld.param.u64 %c12, [p_base];", "  ld.param.u64 %c13, [p_count];",
          "  ld.param.u64 %c14, [p_seed];", "  ld.param.u32 %w4, [p_src];",
          "  ld.param.u32 %w5, [p_per];", "  ld.param.u32 %w6, [p_hash];",
          "  mov.u32 %w0, %ctaid.x;", "  mov.u32 %w1, %ntid.x;", "  mov.u32 %w2, %tid.x;",
          "  mul.wide.u32 %c0, %w0, %w1;", "  cvt.u64.u32 %c1, %w2;", "  add.u64 %c0, %c0, %c1;",
          "  cvt.u64.u32 %c2, %w5;", "  mul.lo.u64 %c3, %c0, %c2;",          # first tuple j
          "  setp.ge.u64 %q0, %c3, %c13;", "  @%q0 bra L_ret;",
          "  add.u64 %c4, %c3, %c2;", "  min.u64 %c4, %c4, %c13;",          # end tuple
          f"  mov.u64 %c5, {FNV_OFFSET};", "  mov.u64 %c6, %c3;",
          "L_loop:",
          "  setp.ge.u64 %q0, %c6, %c4;", "  @%q0 bra L_done;",
          "  add.u64 %c7, %c6, %c12;",                                       # tuple n
          "  setp.eq.u32 %q1, %w4, 1;", "  @%q1 bra L_rand;",
          "  setp.eq.u32 %q1, %w4, 2;", "  @%q1 bra L_array;"]
    for m, off in enumerate(_input_offsets(v)):
        L.append(f"  shr.u64 %x{m}, %c7, {off};")
    L += ["  bra.uni L_have;", "L_rand:"]
    for m in range(nin):
        L.append(f"  mad.lo.u64 %x{m}, %c7, {nin}, %c14;")
        if m:
            L.append(f"  add.u64 %x{m}, %x{m}, {m};")
        L += ["  " + s for s in _splitmix(f"%x{m}", "%t64")]
    L += ["  bra.uni L_have;", "L_array:"]
    for m in range(nin):
        L += [f"  mul.lo.u64 %c8, %c7, {nin * 8};", f"  add.u64 %c8, %c8, %c10;",
              f"  ld.global.u64 %x{m}, [%c8+{m * 8}];"]
    L.append("L_have:")
    for m, o in enumerate(ins):
        L += ["  " + s for s in _load_operand(f"%i{m}", f"%x{m}", o.type)]
    L += ["  " + line for line in v.body.format(**regs).splitlines()]
    for r, o in enumerate(v.outs):
        if o.type.is_pred:
            L.append(f"  selp.u64 %v{r}, 1, 0, %o{r};")
        else:
            L.append("  " + _FROM_REG[o.type.reg_bits].format(x=f"%v{r}", r=f"%o{r}"))
    L += ["  setp.ne.u32 %q1, %w6, 0;", "  @%q1 bra L_hash;",
          f"  mul.lo.u64 %c8, %c6, {nout * 8};", "  add.u64 %c8, %c8, %c11;"]
    L += [f"  st.global.u64 [%c8+{r * 8}], %v{r};" for r in range(nout)]
    L += ["  bra.uni L_next;", "L_hash:"]
    for r in range(nout):
        L += [f"  xor.b64 %c5, %c5, %v{r};", f"  mul.lo.u64 %c5, %c5, {FNV_PRIME};"]
    L += ["L_next:", "  add.u64 %c6, %c6, 1;", "  bra.uni L_loop;",
          "L_done:",
          "  setp.eq.u32 %q1, %w6, 0;", "  @%q1 bra L_ret;",
          "  shl.b64 %c8, %c0, 3;", "  add.u64 %c8, %c8, %c11;", "  st.global.u64 [%c8], %c5;",
          "L_ret:", "  ret;", "}"]
    return "\n".join(L) + "\n"


def module_text(variants: list[Variant], arch: str = "sm_90") -> str:
    head = f"// PTX sweep module: {len(variants)} variant kernels\n.version {PTX_VERSION}\n.target {arch}\n.address_size 64\n\n"
    return head + "\n".join(variant_kernel(v) for v in variants)


def group_modules(variants: list[Variant], per_module: int = 48) -> list[tuple[str, list[Variant]]]:
    """Modules of up to `per_module` kernels, one family per module, stable names."""
    by_family: dict[str, list[Variant]] = {}
    for v in variants:
        by_family.setdefault(v.family, []).append(v)
    out = []
    for fam, vs in by_family.items():
        for k in range(0, len(vs), per_module):
            out.append((f"{fam}-{k // per_module:03d}", vs[k:k + per_module]))
    return out
