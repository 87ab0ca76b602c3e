"""wmma.load / wmma.mma / wmma.store: warp-level matrix multiply-accumulate through
fragments (shapes m16n16k16, m8n32k16, m32n8k16; m16n16k8 for tf32).

The PTX ISA leaves which matrix elements a lane's fragment registers hold to the
implementation; a program may only pass fragments between wmma.load, wmma.mma and
wmma.store (and apply the same operation to every element). So the layout here is
chosen for simplicity, independent of the memory layout (.row/.col only changes the
addresses load and store use):

  lane L's element e of a fragment is element (L * per + e) mod total of its matrix in
  canonical order: A row-major (m, k), B column-major (n, k), C/D row-major (m, n),
  where per = elements per lane and total = elements of the matrix.

An element a lane holds twice (f16 A/B fragments have room for more elements than the
matrix has) is loaded twice; mma reads the first lane holding it. The register counts
per fragment are the ISA's (what ptxas accepts). C/D fragments hold each element once,
8 per lane, all in one row (N is a multiple of 8), so a lane computes its own D elements
from one row of A and 8 columns of B, read from the other lanes' published A/B
registers through one warp exchange (as mma.sync, emit_mma).

Arithmetic as emit_mma: f16/bf16/tf32 products are exact in f32 and summed in f32 in k
order onto C, an f16 result rounded once; integer products summed exactly in 32 bits
then added to C (wrapping, or saturating with .satfinite).
"""

from __future__ import annotations

from llvmlite import ir

from . import softfloat as sf
from .emit_mem import space_of
from .emit_mma import FULL_WARP, narrow_to_f16, fragment_vector, check_whole_warp, scratch_buffers, warp_helper
from .emit_warp import lane_index, warp_exchange
from .ptxtypes import F32, I8, I16, I32, I64, PTR

SHAPES = {"m16n16k16": (16, 16, 16), "m8n32k16": (8, 32, 16), "m32n8k16": (32, 8, 16), "m16n16k8": (16, 16, 8)}
BITS = {"f16": 16, "bf16": 16, "s8": 8, "u8": 8, "tf32": 32, "f32": 32, "s32": 32}
# input types per shape: tf32 only with k8, the others only with k16
INPUTS = {"m16n16k8": ("tf32",)}
INPUTS_K16 = ("f16", "bf16", "s8", "u8")
ACCUMULATORS = {"f16": ("f16", "f32"), "bf16": ("f32",), "tf32": ("f32",), "s8": ("s32",), "u8": ("s32",)}
A_WORDS = 8                 # a lane's published registers: A in words 0-7, B in 8-15
PUBLISHED = 16
ACC_ELEMENTS = 8            # C/D elements per lane, every shape


def _shape(ctx, ins):
    shape = next((m for m in ins.modifiers if m.startswith("m") and "n" in m and "k" in m), None)
    if shape not in SHAPES:
        raise ctx.unsupported(ins, f"{ins.name} (shape .{shape} is not implemented: "
                                   f"{', '.join('.' + s for s in SHAPES)} are)")
    return shape


def _inputs_of(shape):
    return INPUTS.get(shape, INPUTS_K16)


def registers(frag, shape, tname):
    """32-bit registers of a fragment (the ISA's counts): f16 A/B fragments are always 8
    (.f16x2), C/D 4 for f16 and 8 for f32/s32, other A/B as many as hold the matrix once."""
    m, n, k = SHAPES[shape]
    if frag in ("c", "d"):
        return 4 if tname == "f16" else 8
    if tname == "f16":
        return 8
    total = m * k if frag == "a" else k * n
    return total * BITS[tname] // (32 * 32)


def _geometry(frag, shape, tname):
    """(elements per lane, elements of the matrix, elements per register)."""
    m, n, k = SHAPES[shape]
    per_reg = 32 // BITS[tname]
    total = {"a": m * k, "b": k * n}.get(frag, m * n)
    return registers(frag, shape, tname) * per_reg, total, per_reg


def _coords(b, frag, shape, idx):
    """(row, column) in canonical order of element `idx` (i32): A (m, k), B (n, k), C (m, n)."""
    m, n, k = SHAPES[shape]
    inner = ir.Constant(I32, n if frag in ("c", "d") else k)
    return b.udiv(idx, inner), b.urem(idx, inner)


def _memory_offset(b, frag, layout, first, second, stride):
    """Element offset in memory (i64) of the element at canonical (first, second)."""
    first, second = b.zext(first, I64), b.zext(second, I64)
    if frag == "b":
        n, k = first, second
        row, col = (k, n) if layout == "row" else (n, k)   # B is K x N
    else:
        row, col = (first, second) if layout == "row" else (second, first)
    return b.add(b.mul(row, stride), col)


def _layout(ctx, ins):
    found = [m for m in ins.modifiers if m in ("row", "col")]
    if len(found) != 1:
        raise ctx.error(ins.loc, f"{ins.name}: needs exactly one of .row, .col")
    return found[0]


def _stride(ctx, ins, frag, shape, layout, ops):
    """The stride operand as i64, or the default: the leading dimension's size."""
    m, n, k = SHAPES[shape]
    if len(ops) > 2:
        return ctx.b.zext(ctx.value(ops[2], "u32", ins.loc), I64)
    rows, cols = {"a": (m, k), "b": (k, n)}.get(frag, (m, n))
    return ir.Constant(I64, cols if layout == "row" else rows)


def _check_type(ctx, ins, frag, shape, tname):
    allowed = _inputs_of(shape) if frag in ("a", "b") else ("f16", "f32", "s32")
    if tname not in allowed:
        raise ctx.error(ins.loc, f"{ins.name}: .{tname} is not a .{frag} type for .{shape} "
                                 f"({', '.join('.' + t for t in allowed)})")


def _load(ctx, ins):
    b = ctx.b
    shape = _shape(ctx, ins)
    frag = next((m for m in ins.modifiers if m in ("a", "b", "c")), None)
    if frag is None:
        raise ctx.error(ins.loc, f"{ins.name}: needs .a, .b or .c")
    tname = ins.types[-1] if ins.types else None
    _check_type(ctx, ins, frag, shape, tname)
    layout = _layout(ctx, ins)
    if len(ins.operands) not in (2, 3):
        raise ctx.error(ins.loc, f"{ins.name}: expected r, [p] {{, stride}}")
    nregs = registers(frag, shape, tname)
    dests = fragment_vector(ctx, ins, ins.operands[0], nregs, "the destination")
    base = ctx.address(ins.operands[1], space_of(ins), ins.loc)
    stride = _stride(ctx, ins, frag, shape, layout, ins.operands)
    per, total, per_reg = _geometry(frag, shape, tname)
    bits = BITS[tname]
    et = ir.IntType(bits)
    first = b.mul(lane_index(ctx), ir.Constant(I32, per))
    for r, op in enumerate(dests):
        word = None
        for j in range(per_reg):
            idx = b.urem(b.add(first, ir.Constant(I32, r * per_reg + j)), ir.Constant(I32, total))
            off = _memory_offset(b, frag, layout, *_coords(b, frag, shape, idx), stride)
            v = b.load(b.gep(base, [b.mul(off, ir.Constant(I64, bits // 8))], source_etype=I8), typ=et)
            v = b.zext(v, I32) if bits < 32 else v
            v = b.shl(v, ir.Constant(I32, j * bits)) if j else v
            word = v if word is None else b.or_(word, v)
        ctx.store(op, word, "b32")


def _store(ctx, ins):
    b = ctx.b
    shape = _shape(ctx, ins)
    if not ins.has("d"):
        raise ctx.error(ins.loc, f"{ins.name}: wmma.store stores .d")
    tname = ins.types[-1] if ins.types else None
    _check_type(ctx, ins, "d", shape, tname)
    layout = _layout(ctx, ins)
    if len(ins.operands) not in (2, 3):
        raise ctx.error(ins.loc, f"{ins.name}: expected [p], r {{, stride}}")
    nregs = registers("d", shape, tname)
    srcs = fragment_vector(ctx, ins, ins.operands[1], nregs, "the source")
    vals = [ctx.value(o, "b32", ins.loc) for o in srcs]
    base = ctx.address(ins.operands[0], space_of(ins), ins.loc)
    stride = _stride(ctx, ins, "d", shape, layout, [None, None] + list(ins.operands[2:]))
    per, total, per_reg = _geometry("d", shape, tname)
    bits = BITS[tname]
    first = b.mul(lane_index(ctx), ir.Constant(I32, per))
    for r, word in enumerate(vals):
        for j in range(per_reg):
            idx = b.add(first, ir.Constant(I32, r * per_reg + j))   # C/D: no wrap (per * 32 == total)
            off = _memory_offset(b, "d", layout, *_coords(b, "d", shape, idx), stride)
            v = b.lshr(word, ir.Constant(I32, j * bits)) if j else word
            v = b.trunc(v, ir.IntType(bits)) if bits < 32 else v
            b.store(v, b.gep(base, [b.mul(off, ir.Constant(I64, bits // 8))], source_etype=I8))


# ------------------------------------------------------------------ mma

def _element_at(b, ptr, pos, tname):
    """Element `pos` (i32) of a lane's published registers at `ptr`, as f32 or i32."""
    bits = BITS[tname]
    p = b.gep(ptr, [b.zext(b.mul(pos, ir.Constant(I32, bits // 8)), I64)], source_etype=I8)
    if tname == "f16":
        return sf.f16_bits_to_f32(b, b.load(p, typ=I16))
    if tname == "bf16":
        return sf.bf16_bits_to_f32(b, b.load(p, typ=I16))
    if tname == "tf32":   # the low 13 mantissa bits are ignored, as on the hardware
        return b.bitcast(b.and_(b.load(p, typ=I32), ir.Constant(I32, 0xFFFFE000)), F32)
    v = b.load(p, typ=I8)
    return b.sext(v, I32) if tname == "s8" else b.zext(v, I32)


def _helper(ctx, shape, dt, at, bt, ct, satfinite):
    """void(ptr snapshot, i32 lane, ptr cd): `snapshot` holds the 32 lanes' addresses of
    their published A (words 0-7) and B (words 8-15) registers; cd holds the lane's C
    registers and receives D's. Emitted once per module and variant."""
    fn, b = warp_helper(ctx, f"__zluda_wmma_{shape}_{dt}_{at}_{bt}_{ct}{'_sat' if satfinite else ''}")
    if b is None:
        return fn
    module = ctx.module
    snapshot, lane, cd = fn.args
    m_dim, n_dim, k_dim = SHAPES[shape]
    a_per, _, _ = _geometry("a", shape, at)
    b_per, _, _ = _geometry("b", shape, bt)

    def owner(idx, per, word):
        """Pointer to the published registers (from `word`) of the first lane holding
        canonical element idx, and the element's position there."""
        src = b.udiv(idx, ir.Constant(I32, per))
        slot = b.gep(snapshot, [b.zext(b.mul(src, ir.Constant(I32, 8)), I64)], source_etype=I8)
        regs = b.gep(b.inttoptr(b.load(slot, typ=I64), PTR), [ir.Constant(I64, 4 * word)], source_etype=I8)
        return regs, b.urem(idx, ir.Constant(I32, per))

    first = b.mul(lane, ir.Constant(I32, ACC_ELEMENTS))
    row = b.udiv(first, ir.Constant(I32, n_dim))      # the lane's D elements: one row,
    col0 = b.urem(first, ir.Constant(I32, n_dim))     # 8 consecutive columns
    a_row = []
    for k in range(k_dim):
        ptr, pos = owner(b.add(b.mul(row, ir.Constant(I32, k_dim)), ir.Constant(I32, k)), a_per, 0)
        a_row.append(_element_at(b, ptr, pos, at))
    integer = at in ("s8", "u8")
    results = []
    for e in range(ACC_ELEMENTS):
        col = b.add(col0, ir.Constant(I32, e))
        if ct == "f16":
            word = b.load(b.gep(cd, [ir.Constant(I64, 4 * (e // 2))], source_etype=I8), typ=I32)
            half = b.lshr(word, ir.Constant(I32, 16)) if e % 2 else word
            acc = sf.f16_bits_to_f32(b, b.trunc(half, I16))
        else:
            word = b.load(b.gep(cd, [ir.Constant(I64, 4 * e)], source_etype=I8), typ=I32)
            acc = word if integer else b.bitcast(word, F32)
        dot = ir.Constant(I32, 0)
        for k in range(k_dim):
            ptr, pos = owner(b.add(b.mul(col, ir.Constant(I32, k_dim)), ir.Constant(I32, k)), b_per, A_WORDS)
            bv = _element_at(b, ptr, pos, bt)
            if integer:
                dot = b.add(dot, b.mul(a_row[k], bv))
            else:
                acc = b.fadd(acc, b.fmul(a_row[k], bv))
        if integer:
            if satfinite:
                sat = module.globals.get("llvm.sadd.sat.i32") or ir.Function(
                    module, ir.FunctionType(I32, [I32, I32]), name="llvm.sadd.sat.i32")
                acc = b.call(sat, [acc, dot])
            else:
                acc = b.add(acc, dot)
        results.append(acc)
    if dt == "f16":
        for r in range(ACC_ELEMENTS // 2):
            lo, hi = (narrow_to_f16(b, results[2 * r + j]) for j in range(2))
            packed = b.or_(b.zext(lo, I32), b.shl(b.zext(hi, I32), ir.Constant(I32, 16)))
            b.store(packed, b.gep(cd, [ir.Constant(I64, 4 * r)], source_etype=I8))
    else:
        for e, v in enumerate(results):
            b.store(v if integer else b.bitcast(v, I32), b.gep(cd, [ir.Constant(I64, 4 * e)], source_etype=I8))
    b.ret_void()
    return fn


def _mma(ctx, ins):
    b = ctx.b
    shape = _shape(ctx, ins)
    types = ins.types
    if len(types) == 2:            # .dtype.ctype: the f16 form
        dt, ct = types
        at = bt = "f16"
    elif len(types) == 4:
        dt, at, bt, ct = types
    else:
        raise ctx.error(ins.loc, f"{ins.name}: expected .dtype.ctype (f16) or .dtype.atype.btype.ctype")
    inputs = _inputs_of(shape)
    if at not in inputs or bt not in inputs or (at != bt and {at, bt} != {"s8", "u8"}):
        raise ctx.error(ins.loc, f"{ins.name}: .{at}/.{bt} inputs are not defined for .{shape}")
    if dt not in ACCUMULATORS[at] or ct not in ACCUMULATORS[at]:
        raise ctx.error(ins.loc, f"{ins.name}: .{dt}/.{ct} accumulators are not defined for .{at} inputs "
                                 f"({', '.join('.' + t for t in ACCUMULATORS[at])})")
    if len([m for m in ins.modifiers if m in ("row", "col")]) != 2:
        raise ctx.error(ins.loc, f"{ins.name}: needs .alayout.blayout (.row/.col each)")
    satfinite = ins.has("satfinite")
    if satfinite and at not in ("s8", "u8"):
        raise ctx.unsupported(ins, f"{ins.name} (.satfinite with floating-point accumulators)")
    if len(ins.operands) != 4:
        raise ctx.error(ins.loc, f"{ins.name}: expected d, a, b, c")
    d_ops = fragment_vector(ctx, ins, ins.operands[0], registers("d", shape, dt), "d")
    a_ops = fragment_vector(ctx, ins, ins.operands[1], registers("a", shape, at), "a")
    b_ops = fragment_vector(ctx, ins, ins.operands[2], registers("b", shape, bt), "b")
    c_ops = fragment_vector(ctx, ins, ins.operands[3], registers("c", shape, ct), "c")
    a_vals = [ctx.value(o, "b32", ins.loc) for o in a_ops]
    b_vals = [ctx.value(o, "b32", ins.loc) for o in b_ops]
    c_vals = [ctx.value(o, "b32", ins.loc) for o in c_ops]
    cd, own, parity = scratch_buffers(ctx, "wmma", ACC_ELEMENTS, PUBLISHED)
    # publish A and B in this lane's half of the buffer, exchange its address
    par = b.load(parity, typ=I32)
    mine = b.gep(own, [b.zext(b.mul(par, ir.Constant(I32, 4 * PUBLISHED)), I64)], source_etype=I8)
    for i, v in enumerate(a_vals):
        b.store(v, b.gep(mine, [ir.Constant(I64, 4 * i)], source_etype=I8))
    for i, v in enumerate(b_vals):
        b.store(v, b.gep(mine, [ir.Constant(I64, 4 * (A_WORDS + i))], source_etype=I8))
    b.store(b.xor(par, ir.Constant(I32, 1)), parity)
    snapshot = check_whole_warp(ctx, warp_exchange(ctx, ins, b.ptrtoint(mine, I64), FULL_WARP)[0])
    for i, v in enumerate(c_vals):
        b.store(v, b.gep(cd, [ir.Constant(I64, 4 * i)], source_etype=I8))
    b.call(_helper(ctx, shape, dt, at, bt, ct, satfinite), [snapshot, lane_index(ctx), cd])
    for i, op in enumerate(d_ops):
        ctx.store(op, b.load(b.gep(cd, [ir.Constant(I64, 4 * i)], source_etype=I8), typ=I32), "b32")


def _wmma(ctx, ins):
    if ins.has("load"):
        return _load(ctx, ins)
    if ins.has("store"):
        return _store(ctx, ins)
    if ins.has("mma"):
        return _mma(ctx, ins)
    raise ctx.unsupported(ins, ins.name)


TABLE = {
    ("wmma", "any"): _wmma,
}
