"""Warp-level matrix instructions: mma.sync (m16n8k*), ldmatrix, movmatrix.

These are warp collectives: a lane's fragment registers hold pieces of matrices spread
over the whole warp, in the per-lane layouts of the PTX ISA ("Matrix Fragments for
mma.m16n8k*"). They use the same exchange as shfl (`emit_warp.warp_exchange`: every lane
contributes one i64, the scheduler resumes the warp with a snapshot of all 32).

mma: lane L (groupID g = L>>2, threadID_in_group t = L&3) computes its own D elements,
which sit in rows g and g+8 and columns 2t, 2t+1 of D (the same places as its own C
elements, so C needs no exchange). For them it needs rows g and g+8 of A, held by the
four lanes 4g..4g+3, and columns 2t and 2t+1 of B, held by lanes 8t..8t+7. One exchange
per mma: every lane publishes its A and B registers in a buffer of its own and exchanges
the buffer's address; a per-variant helper function (emitted once per module, the
fragment layout folded into constant indices) reads the registers it needs through those
addresses and does the arithmetic.

Arithmetic: floating-point products are exact in f32 for f16/bf16/tf32 inputs and are
summed in f32 in k order onto C; an f16 result is rounded to nearest once. tf32 inputs
use the top 19 bits of the register (the low 13 mantissa bits are ignored, as on the
hardware). Integer products are summed exactly in 32 bits, then added to C (wrapping,
or saturating with .satfinite).
"""

from __future__ import annotations

from llvmlite import ir

from . import abi
from . import softfloat as sf
from .emit_control import set_status
from .emit_mem import space_of
from .emit_warp import lane_index, snapshot_lane_value, warp_exchange
from .ptxtypes import F32, I8, I16, I32, I64, PTR

ROW_ALIGN = 16   # bytes: ldmatrix row addresses
FULL_WARP = ir.Constant(I32, -1)


# ------------------------------------------------------------------ fragment layouts
# Each maps (element index i, groupID g, threadID_in_group t) -> (row, col) of the matrix
# (A: row m, col k; B: row k, col n; C/D: row m, col n), per the PTX ISA tables.

def _a_f16_k16(i, g, t):
    return g + 8 * ((i // 2) % 2), 2 * t + (i & 1) + 8 * (i // 4)


def _a_f16_k8(i, g, t):
    return g + 8 * (i // 2), 2 * t + (i & 1)


def _b_f16_k16(i, g, t):
    return 2 * t + (i & 1) + 8 * (i // 2), g


def _b_f16_k8(i, g, t):
    return 2 * t + (i & 1), g


def _a_tf32_k8(i, g, t):
    return g + 8 * (i % 2), t + 4 * (i // 2)


def _a_tf32_k4(i, g, t):
    return g + 8 * i, t


def _b_tf32_k8(i, g, t):
    return t + 4 * i, g


def _b_tf32_k4(i, g, t):
    return t, g


def _a_i8_k16(i, g, t):
    return g + 8 * (i // 4), 4 * t + (i & 3)


def _a_i8_k32(i, g, t):
    return g + 8 * ((i // 4) % 2), 4 * t + (i & 3) + 16 * (i // 8)


def _b_i8_k16(i, g, t):
    return 4 * t + i, g


def _b_i8_k32(i, g, t):
    return 4 * t + (i & 3) + 16 * (i // 4), g


def _cd_m16n8(i, g, t):
    return g + 8 * (i // 2), 2 * t + (i & 1)


# (shape, input kind) -> (K, A layout, A registers, B layout, B registers); the input
# kinds: "f16" (f16, bf16: two per register), "tf32" (one), "i8" (s8/u8: four).
SHAPES = {
    ("m16n8k8", "f16"): (8, _a_f16_k8, 2, _b_f16_k8, 1),
    ("m16n8k16", "f16"): (16, _a_f16_k16, 4, _b_f16_k16, 2),
    ("m16n8k4", "tf32"): (4, _a_tf32_k4, 2, _b_tf32_k4, 1),
    ("m16n8k8", "tf32"): (8, _a_tf32_k8, 4, _b_tf32_k8, 2),
    ("m16n8k16", "i8"): (16, _a_i8_k16, 2, _b_i8_k16, 1),
    ("m16n8k32", "i8"): (32, _a_i8_k32, 4, _b_i8_k32, 2),
}
INPUT_KIND = {"f16": "f16", "bf16": "f16", "tf32": "tf32", "s8": "i8", "u8": "i8"}
ELEMENT_BITS = {"f16": 16, "bf16": 16, "tf32": 32, "s8": 8, "u8": 8}
# (D type, A/B type, C type) combinations the ISA defines for these shapes
VALID_TYPES = {
    ("f32", "f16", "f32"), ("f16", "f16", "f16"),
    ("f32", "bf16", "f32"), ("f32", "tf32", "f32"), ("s32", "s8", "s32"), ("s32", "u8", "s32"),
}
A_LANES, B_LANES = 4, 8   # lanes whose A (B) registers one lane needs
OWN_WORDS = 8             # a lane's published A registers (words 0-3), then B (4-5)


def _owner_tables(shape_key):
    """Where each A element of rows {g, g+8} and each B element of columns {2t, 2t+1} is
    found in the gathered buffers: {(row_half, k): (lane_rel, register, element_in_reg)},
    {(col, k): (...)}; and for D element i its (row_half, col). Derived from the layouts
    with g = t = 0 (the layouts are translation-invariant in g and t)."""
    kdim, a_layout, na, b_layout, nb = SHAPES[shape_key]
    kind = shape_key[1]
    per_reg = 32 // {"f16": 16, "tf32": 32, "i8": 8}[kind]
    a_at, b_at = {}, {}
    for lane_rel in range(A_LANES):
        for i in range(na * per_reg):
            row, k = a_layout(i, 0, lane_rel)
            a_at[(row // 8, k)] = (lane_rel, i // per_reg, i % per_reg)
    for lane_rel in range(B_LANES):
        for i in range(nb * per_reg):
            k, n = b_layout(i, lane_rel // 4, lane_rel % 4)
            b_at[(n, k)] = (lane_rel, i // per_reg, i % per_reg)
    assert len(a_at) == 2 * kdim and len(b_at) == 2 * kdim, shape_key
    d_at = [(_cd_m16n8(i, 0, 0)[0] // 8, _cd_m16n8(i, 0, 0)[1]) for i in range(4)]
    return a_at, b_at, d_at


# ------------------------------------------------------------------ the arithmetic helper

def _element(b, word, pos, tname):
    """Element `pos` of a 32-bit register holding `tname` values, as f32 or i32."""
    bits = ELEMENT_BITS[tname]
    raw = b.lshr(word, ir.Constant(I32, pos * bits)) if pos else word
    if tname == "f16":
        return sf.f16_bits_to_f32(b, b.trunc(raw, I16))
    if tname == "bf16":
        return sf.bf16_bits_to_f32(b, b.trunc(raw, I16))
    if tname == "tf32":
        return b.bitcast(b.and_(raw, ir.Constant(I32, 0xFFFFE000)), F32)
    narrow = b.trunc(raw, I8)
    return b.sext(narrow, I32) if tname == "s8" else b.zext(narrow, I32)


def _byte_vector(b, word, positions, tname):
    """Bytes `positions` of a 32-bit register as <n x i32>, sign- (s8) or zero-extended (u8).

    Vector shifts rather than one extraction per byte: from scalar extractions, LLVM 22's
    SLP vectoriser, costed for AVX-512 targets, built wrong s8 x u8 dot products (the
    mma.m16n8k16/k32 s8.u8 results were off by up to ~3e4; correct for AVX2 targets)."""
    n = len(positions)
    vt = ir.VectorType(I32, n)
    one = b.insert_element(ir.Constant(vt, ir.Undefined), word, ir.Constant(I32, 0))
    splat = b.shuffle_vector(one, ir.Constant(vt, ir.Undefined), ir.Constant(vt, [0] * n))
    if tname == "s8":
        return b.ashr(b.shl(splat, ir.Constant(vt, [24 - 8 * p for p in positions])), ir.Constant(vt, [24] * n))
    return b.and_(b.lshr(splat, ir.Constant(vt, [8 * p for p in positions])), ir.Constant(vt, [255] * n))


def _reduce_add(module, n):
    name = f"llvm.vector.reduce.add.v{n}i32"
    return module.globals.get(name) or ir.Function(module, ir.FunctionType(I32, [ir.VectorType(I32, n)]), name=name)


def warp_helper(ctx, name: str):
    """(function, builder at its entry) of a per-module matrix helper
    `void(ptr snapshot, i32 lane, ptr cd)`, or (the existing function, None) when the
    module already has it (emitted once per variant, so each instruction costs a call)."""
    if name in ctx.module.globals:
        return ctx.module.globals[name], None
    fn = ir.Function(ctx.module, ir.FunctionType(ir.VoidType(), [PTR, I32, PTR]), name=name)
    fn.linkage = "internal"
    fn.attributes.add("noinline")
    return fn, ir.IRBuilder(fn.append_basic_block("entry"))


def _helper(ctx, shape, dt, at, bt, ct, satfinite):
    """void(ptr snapshot, i32 lane, ptr cd): `snapshot` holds the addresses of the 32 lanes'
    published registers (A in words 0-3, B in words 4-5), cd holds C's registers and
    receives D's. Emitted once per module and variant, so an mma costs a call."""
    kind = INPUT_KIND[at]
    fn, b = warp_helper(ctx, f"__zluda_mma_{shape}_{dt}_{at}_{bt}_{ct}{'_sat' if satfinite else ''}")
    if b is None:
        return fn
    module = ctx.module
    snapshot, lane, cd = fn.args
    kdim, _, na, _, nb = SHAPES[(shape, kind)]
    a_at, b_at, d_at = _owner_tables((shape, kind))
    firsts = {0: b.and_(lane, ir.Constant(I32, -4)),                              # A: lanes 4g..4g+3
              4: b.mul(b.and_(lane, ir.Constant(I32, 3)), ir.Constant(I32, 8))}   # B: lanes 8t..8t+7
    owners = {}

    def word(offset, lane_rel, reg):
        if (offset, lane_rel) not in owners:
            src = b.add(firsts[offset], ir.Constant(I32, lane_rel))
            slot = b.gep(snapshot, [b.zext(b.mul(src, ir.Constant(I32, 8)), I64)], source_etype=I8)
            owners[(offset, lane_rel)] = b.inttoptr(b.load(slot, typ=I64), PTR)
        return b.load(b.gep(owners[(offset, lane_rel)], [ir.Constant(I64, 4 * (offset + reg))], source_etype=I8),
                      typ=I32)

    a_words, b_words = {}, {}

    def a_reg(lane_rel, reg):
        if (lane_rel, reg) not in a_words:
            a_words[(lane_rel, reg)] = word(0, lane_rel, reg)
        return a_words[(lane_rel, reg)]

    def b_reg(lane_rel, reg):
        if (lane_rel, reg) not in b_words:
            b_words[(lane_rel, reg)] = word(4, lane_rel, reg)
        return b_words[(lane_rel, reg)]

    def a_elem(half, k):
        lane_rel, reg, pos = a_at[(half, k)]
        return _element(b, a_reg(lane_rel, reg), pos, at)

    def b_elem(col, k):
        lane_rel, reg, pos = b_at[(col, k)]
        return _element(b, b_reg(lane_rel, reg), pos, bt)

    def i8_dot(half, col):
        """Sum over k of A[half][k] * B[k][col], register by register as vectors of bytes."""
        groups = {}   # (A register, B register) -> ([A byte positions], [B byte positions])
        for k in range(kdim):
            alr, areg, apos = a_at[(half, k)]
            blr, breg, bpos = b_at[(col, k)]
            pa, pb = groups.setdefault(((alr, areg), (blr, breg)), ([], []))
            pa.append(apos)
            pb.append(bpos)
        dot = ir.Constant(I32, 0)
        for ((alr, areg), (blr, breg)), (pa, pb) in groups.items():
            prod = b.mul(_byte_vector(b, a_reg(alr, areg), pa, at), _byte_vector(b, b_reg(blr, breg), pb, bt))
            dot = b.add(dot, b.call(_reduce_add(module, len(pa)), [prod]))
        return dot

    def c_in(i):
        if ct == "f16":   # two f16 per register: C element i is half i%2 of register i//2
            reg = b.load(b.gep(cd, [ir.Constant(I64, 4 * (i // 2))], source_etype=I8), typ=I32)
            return _element(b, reg, i % 2, "f16")
        reg = b.load(b.gep(cd, [ir.Constant(I64, 4 * i)], source_etype=I8), typ=I32)
        return reg if ct == "s32" else b.bitcast(reg, F32)

    results = []
    for i, (half, col) in enumerate(d_at):
        c = c_in(i)
        if kind == "i8":
            dot = i8_dot(half, col)
            fn_name = "llvm.sadd.sat.i32" if satfinite else None
            if fn_name:
                sat = module.globals.get(fn_name) or ir.Function(
                    module, ir.FunctionType(I32, [I32, I32]), name=fn_name)
                results.append(b.call(sat, [c, dot]))
            else:
                results.append(b.add(c, dot))
        else:
            acc = c
            for k in range(kdim):
                acc = b.fadd(acc, b.fmul(a_elem(half, k), b_elem(col, k)))
            results.append(acc)
    if dt == "f16":
        for r in range(2):
            lo, hi = (narrow_to_f16(b, results[2 * r + j]) for j in range(2))
            packed = b.or_(b.zext(lo, I32), b.shl(b.zext(hi, I32), ir.Constant(I32, 16)))
            b.store(packed, b.gep(cd, [ir.Constant(I64, 4 * r)], source_etype=I8))
    else:
        for i, v in enumerate(results):
            v = v if dt == "s32" else b.bitcast(v, I32)
            b.store(v, b.gep(cd, [ir.Constant(I64, 4 * i)], source_etype=I8))
    b.ret_void()
    return fn


def narrow_to_f16(b, v):
    bits = sf.round_f32_to_f16(b, v, "rn")
    return b.select(b.fcmp_unordered("uno", v, v), ir.Constant(I16, 0x7FFF), bits)


# ------------------------------------------------------------------ emitters

def scratch_buffers(ctx, kind: str, cd_words: int, published_words: int):
    """Per-function scratch, one set for every `kind` ("mma", "wmma") instruction of the
    function: C/D, and the lane's own published registers, double-buffered (a lane running
    ahead to the next instruction writes the other half), with the half to use next."""
    bufs = getattr(ctx, f"_{kind}_buffers", None)
    if bufs is None:
        bufs = []
        for count in (cd_words, 2 * published_words):
            p = ctx.alloca(ir.ArrayType(I32, count), f"{kind}.buf")
            p.align = 8
            p.type = PTR
            bufs.append(p)
        parity = ctx.alloca(I32, f"{kind}.parity")
        init = ir.IRBuilder(ctx.alloca_block)
        init.position_after(parity)
        init.store(ir.Constant(I32, 0), parity)
        bufs.append(parity)
        setattr(ctx, f"_{kind}_buffers", bufs)
    return bufs


def _publish(ctx, ins, a_vals, b_vals, own, parity):
    """One warp exchange per mma: each lane stores its A and B registers in its own buffer
    and contributes that buffer's address (the helper reads the lanes it needs through
    the snapshot). The buffer alternates between two halves: a lane that runs on to the
    next mma writes the other half, and cannot come back to this one before every lane
    has passed the next exchange, i.e. has finished reading this one."""
    b = ctx.b
    par = b.load(parity, typ=I32)
    mine = b.gep(own, [b.zext(b.mul(par, ir.Constant(I32, 4 * OWN_WORDS)), I64)], source_etype=I8)
    for i, v in enumerate(a_vals + b_vals):
        word = i if i < len(a_vals) else 4 + i - len(a_vals)
        b.store(v, b.gep(mine, [ir.Constant(I64, 4 * word)], source_etype=I8))
    b.store(b.xor(par, ir.Constant(I32, 1)), parity)
    return check_whole_warp(ctx, warp_exchange(ctx, ins, b.ptrtoint(mine, I64), FULL_WARP)[0])


def check_whole_warp(ctx, base):
    """The .aligned matrix instructions need all 32 lanes: a warp with fewer (a partial
    last warp, lanes that exited) traps the launch instead of reading lanes that are not
    there."""
    b = ctx.b
    waiters = b.load(b.gep(base, [ir.Constant(I64, abi.SNAPSHOT_WAITERS)], source_etype=I8), typ=I64)
    whole = b.icmp_unsigned("==", b.and_(waiters, ir.Constant(I64, 0xFFFFFFFF)), ir.Constant(I64, 0xFFFFFFFF))
    _stop_unless(ctx, whole, abi.STATUS_TRAP, "matrix.partial_warp", "matrix.whole_warp")
    return base


def _stop_unless(ctx, ok, status, stop_name, go_name):
    """Where `ok` is false the launch ends with `status`; code continues where it is true."""
    stop = ctx.llfn.append_basic_block(stop_name)
    go = ctx.llfn.append_basic_block(go_name)
    ctx.b.cbranch(ok, go, stop)
    ctx.b.position_at_end(stop)
    set_status(ctx, status)
    ctx.emit_return()
    ctx.b.position_at_end(go)


def fragment_vector(ctx, ins, op, n, what):
    op = ctx.expand_vector(op)
    elements = getattr(op, "elements", None)
    if elements is None or len(elements) != n:
        raise ctx.error(ins.loc, f"{ins.name}: {what} must be a vector of {n} registers")
    return list(elements)


def _mma(ctx, ins):
    b = ctx.b
    shape = next((m for m in ins.modifiers if m.startswith("m") and "n" in m and "k" in m), None)
    types = ins.types
    if len(types) != 4:
        raise ctx.error(ins.loc, f"{ins.name}: expected .dtype.atype.btype.ctype")
    dt, at, bt, ct = types
    kinds = {INPUT_KIND.get(at), INPUT_KIND.get(bt)}
    kind = INPUT_KIND.get(at)
    if len(kinds) != 1 or kind is None or (kind != "i8" and at != bt):
        raise ctx.unsupported(ins, f"{ins.name} (A/B types .{at}/.{bt})")
    if dt in ("f16", "f32") and ct in ("f16", "f32") and dt != ct and shape.startswith("m16n8"):
        # ptxas (13.0): ".dtype must be '.f32' when .ctype is '.f32'" (and the same for .f16)
        raise ctx.error(ins.loc, f"{ins.name}: .dtype .{dt} with .ctype .{ct}: ptxas rejects mixed "
                                 f"accumulator types for {shape}")
    if (dt, "s8" if kind == "i8" else at, ct) not in VALID_TYPES or (shape, kind) not in SHAPES:
        raise ctx.unsupported(ins, f"{ins.name} (shape/type combination not implemented)")
    if not ins.has("row", "col"):
        raise ctx.unsupported(ins, f"{ins.name} (only .row.col layouts exist for {shape})")
    if any(m in ins.modifiers for m in ("xor", "and", "popc", "sp", "block_scale")):
        raise ctx.unsupported(ins, ins.name)
    _, _, na, _, nb = SHAPES[(shape, kind)]
    nc = 2 if ct == "f16" else 4
    nd = 2 if dt == "f16" else 4
    if len(ins.operands) != 4:
        raise ctx.error(ins.loc, f"{ins.name}: expected d, a, b, c")
    d_ops = fragment_vector(ctx, ins, ins.operands[0], nd, "d")
    a_ops = fragment_vector(ctx, ins, ins.operands[1], na, "a")
    b_ops = fragment_vector(ctx, ins, ins.operands[2], nb, "b")
    c_ops = fragment_vector(ctx, ins, ins.operands[3], nc, "c")
    a_vals = [ctx.value(o, "b32", ins.loc) for o in a_ops]
    b_vals = [ctx.value(o, "b32", ins.loc) for o in b_ops]
    c_vals = [ctx.value(o, "b32", ins.loc) for o in c_ops]
    cd, own, parity = scratch_buffers(ctx, "mma", 4, OWN_WORDS)
    snapshot = _publish(ctx, ins, a_vals, b_vals, own, parity)
    for i, v in enumerate(c_vals):
        b.store(v, b.gep(cd, [ir.Constant(I64, 4 * i)], source_etype=I8))
    helper = _helper(ctx, shape, dt, at, bt, ct, ins.has("satfinite"))
    b.call(helper, [snapshot, lane_index(ctx), cd])
    for i, op in enumerate(d_ops):
        ctx.store(op, b.load(b.gep(cd, [ir.Constant(I64, 4 * i)], source_etype=I8), typ=I32), "b32")


def _matrix_shape(ctx, ins):
    if not ins.has("m8n8") or ins.types[-1:] != ("b16",):
        raise ctx.unsupported(ins, f"{ins.name} (only .m8n8 .b16 is implemented)")


def _aligned_rows(ctx, base, nrows):
    """Row addresses (lanes 0..nrows-1 of the snapshot) must be 16-byte aligned: the H200
    fails the launch with a misaligned address otherwise. Every lane checks all of them,
    so the whole warp leaves before any lane reads a row."""
    b = ctx.b
    low = ir.Constant(I64, 0)
    for lane in range(nrows):
        low = b.or_(low, snapshot_lane_value(ctx, base, ir.Constant(I32, lane)))
    aligned = b.icmp_unsigned("==", b.and_(low, ir.Constant(I64, ROW_ALIGN - 1)), ir.Constant(I64, 0))
    _stop_unless(ctx, aligned, abi.STATUS_MISALIGNED, "ldmatrix.misaligned", "ldmatrix.aligned")


def _ldmatrix(ctx, ins):
    """ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}{.shared}.b16: lanes 8i..8i+7 give the
    row addresses of matrix i; lane L receives row L>>2, columns 2(L&3), 2(L&3)+1 of each
    matrix (of its transpose with .trans)."""
    b = ctx.b
    _matrix_shape(ctx, ins)
    count = {"x1": 1, "x2": 2, "x4": 4}.get(next((m for m in ins.modifiers if m in ("x1", "x2", "x4")), ""))
    if count is None:
        raise ctx.error(ins.loc, f"{ins.name}: needs .x1, .x2 or .x4")
    dest = ctx.expand_vector(ins.operands[0])
    d_ops = list(dest.elements) if hasattr(dest, "elements") else [dest]
    if len(d_ops) != count:
        raise ctx.error(ins.loc, f"{ins.name}: expected {count} destination registers")
    space = space_of(ins)
    addr = b.ptrtoint(ctx.address(ins.operands[1], space, ins.loc), I64)
    base = check_whole_warp(ctx, warp_exchange(ctx, ins, addr, FULL_WARP)[0])
    _aligned_rows(ctx, base, 8 * count)
    lane = lane_index(ctx)
    row = b.lshr(lane, ir.Constant(I32, 2))
    quad = b.and_(lane, ir.Constant(I32, 3))

    def row_ptr(src_lane, byte_off):
        p = b.inttoptr(snapshot_lane_value(ctx, base, src_lane), PTR)
        return b.gep(p, [b.zext(byte_off, I64)], source_etype=I8)

    for i, op in enumerate(d_ops):
        first = ir.Constant(I32, 8 * i)
        if ins.has("trans"):
            halves = []
            for j in range(2):
                src = b.add(first, b.add(b.shl(quad, ir.Constant(I32, 1)), ir.Constant(I32, j)))
                halves.append(b.zext(b.load(row_ptr(src, b.shl(row, ir.Constant(I32, 1))), typ=I16), I32))
            v = b.or_(halves[0], b.shl(halves[1], ir.Constant(I32, 16)))
        else:
            v = b.load(row_ptr(b.add(first, row), b.shl(quad, ir.Constant(I32, 2))), typ=I32)
        ctx.store(op, v, "b32")


def _movmatrix(ctx, ins):
    """movmatrix.sync.aligned.m8n8.trans.b16 d, a: the warp's 8x8 fragment (lane L holds
    row L>>2, columns 2(L&3) and 2(L&3)+1) transposed, in the same fragment layout."""
    b = ctx.b
    _matrix_shape(ctx, ins)
    if not ins.has("trans"):
        raise ctx.error(ins.loc, f"{ins.name}: movmatrix needs .trans")
    a = ctx.value(ins.operands[1], "b32", ins.loc)
    base = check_whole_warp(ctx, warp_exchange(ctx, ins, b.zext(a, I64), FULL_WARP)[0])
    lane = lane_index(ctx)
    row = b.lshr(lane, ir.Constant(I32, 2))
    col0 = b.shl(b.and_(lane, ir.Constant(I32, 3)), ir.Constant(I32, 1))
    shift = b.zext(b.mul(b.and_(row, ir.Constant(I32, 1)), ir.Constant(I32, 16)), I64)
    halves = []
    for j in range(2):
        # element (row, col0+j) of the transpose is element (col0+j, row) of the source,
        # held by lane 4*(col0+j) + row/2, in half row&1
        src = b.add(b.shl(b.add(col0, ir.Constant(I32, j)), ir.Constant(I32, 2)), b.lshr(row, ir.Constant(I32, 1)))
        v = b.lshr(snapshot_lane_value(ctx, base, src), shift)
        halves.append(b.and_(b.trunc(v, I32), ir.Constant(I32, 0xFFFF)))
    ctx.store(ins.operands[0], b.or_(halves[0], b.shl(halves[1], ir.Constant(I32, 16))), "b32")


TABLE = {
    ("mma", "any"): _mma,
    ("ldmatrix", "any"): _ldmatrix,
    ("movmatrix", "any"): _movmatrix,
}
