"""Bit manipulation: bfe bfi bmsk prmt shf lop3 bfind brev popc clz dp4a dp2a fns."""

from __future__ import annotations

from llvmlite import ir

from .irutil import intrinsic, unary_intrinsic
from .ptxtypes import I1, I8, I32, I64, ptx_type, storage


def _t(ctx, ins, idx=-1):
    return ctx.ptype(ins.types[idx], ins.loc)


def _bfe(ctx, ins):
    b = ctx.b
    t = _t(ctx, ins)
    a = ctx.value(ins.operands[1], t, ins.loc)
    w = t.bits
    # 32-bit bfe reads pos and len from their low bytes; the 64-bit one (measured on an
    # H200) uses the whole 32-bit values
    keep = ir.Constant(I32, 0xFF if w <= 32 else 0xFFFFFFFF)
    pos = b.and_(ctx.value(ins.operands[2], "u32", ins.loc), keep)
    ln = b.and_(ctx.value(ins.operands[3], "u32", ins.loc), keep)
    it = storage(t)
    posw = b.zext(pos, it) if w > 32 else pos
    lnw = b.zext(ln, it) if w > 32 else ln
    # shifted source; positions >= width read the sign (or 0)
    maxp = ir.Constant(it, w - 1)
    pos_c = b.select(b.icmp_unsigned(">", posw, maxp), maxp, posw)
    if t.is_signed:
        shifted = b.ashr(a, pos_c)
        shifted = b.select(b.icmp_unsigned(">", posw, maxp), b.ashr(a, maxp), shifted)
    else:
        shifted = b.lshr(a, pos_c)
        shifted = b.select(b.icmp_unsigned(">", posw, maxp), ir.Constant(it, 0), shifted)
    # keep len bits; sign-extend from bit (len-1) for signed, sbit = msb of field or of a
    full = b.icmp_unsigned(">=", lnw, ir.Constant(it, w))
    zero_len = b.icmp_unsigned("==", lnw, ir.Constant(it, 0))
    sh = b.sub(ir.Constant(it, w), b.select(full, ir.Constant(it, w), b.select(zero_len, ir.Constant(it, 1), lnw)))
    if t.is_signed:
        # sign bit: bit min(pos+len-1, w-1) of a
        r = b.ashr(b.shl(shifted, sh), sh)
        r = b.select(zero_len, ir.Constant(it, 0), r)
    else:
        r = b.lshr(b.shl(shifted, sh), sh)
        r = b.select(zero_len, ir.Constant(it, 0), r)
    r = b.select(full, shifted, r)
    ctx.store(ins.operands[0], r, t)


def _bfi(ctx, ins):
    b = ctx.b
    t = _t(ctx, ins)
    a = ctx.value(ins.operands[1], t, ins.loc)
    base = ctx.value(ins.operands[2], t, ins.loc)
    it = storage(t)
    w = t.bits
    keep = ir.Constant(I32, 0xFF if w <= 32 else 0xFFFFFFFF)   # as bfe (measured on an H200)
    pos = b.and_(ctx.value(ins.operands[3], "u32", ins.loc), keep)
    ln = b.and_(ctx.value(ins.operands[4], "u32", ins.loc), keep)
    posw = b.zext(pos, it) if w > 32 else pos
    lnw = b.zext(ln, it) if w > 32 else ln
    # mask = ((1 << len) - 1) << pos, computed without shifts >= width
    big = ir.Constant(it, w)
    len_c = b.select(b.icmp_unsigned(">", lnw, big), big, lnw)
    ones = ir.Constant(it, -1)
    low = b.select(b.icmp_unsigned(">=", len_c, big), ones,
                   b.sub(b.shl(ir.Constant(it, 1), b.select(b.icmp_unsigned(">=", len_c, big), ir.Constant(it, 0), len_c)), ir.Constant(it, 1)))
    in_range = b.icmp_unsigned("<", posw, big)
    pos_s = b.select(in_range, posw, ir.Constant(it, 0))
    mask = b.select(in_range, b.shl(low, pos_s), ir.Constant(it, 0))
    r = b.or_(b.and_(base, b.not_(mask)), b.and_(b.shl(a, pos_s), mask))
    ctx.store(ins.operands[0], r, t)


def _prmt(ctx, ins):
    b = ctx.b
    a = ctx.value(ins.operands[1], "b32", ins.loc)
    bb = ctx.value(ins.operands[2], "b32", ins.loc)
    c = ctx.value(ins.operands[3], "b32", ins.loc)
    mode = [m for m in ins.modifiers if m in ("f4e", "b4e", "rc8", "ecl", "ecr", "rc16")]
    v64 = b.or_(b.zext(a, I64), b.shl(b.zext(bb, I64), ir.Constant(I64, 32)))

    def byte(idx):  # idx: i32 0..7
        return b.trunc(b.lshr(v64, b.zext(b.mul(idx, ir.Constant(I32, 8)), I64)), I8)

    out = []
    if not mode:
        for k in range(4):
            sel = b.and_(b.lshr(c, ir.Constant(I32, 4 * k)), ir.Constant(I32, 0xF))
            idx = b.and_(sel, ir.Constant(I32, 7))
            val = byte(idx)
            sign = b.icmp_unsigned("!=", b.and_(sel, ir.Constant(I32, 8)), ir.Constant(I32, 0))
            rep = b.select(b.icmp_signed("<", val, ir.Constant(I8, 0)), ir.Constant(I8, 0xFF), ir.Constant(I8, 0))
            out.append(b.select(sign, rep, val))
    else:
        m = mode[0]
        s = b.and_(c, ir.Constant(I32, 3))
        tables = {
            "f4e": [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]],
            "b4e": [[0, 7, 6, 5], [1, 0, 7, 6], [2, 1, 0, 7], [3, 2, 1, 0]],
            "rc8": [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]],
            "ecl": [[0, 1, 2, 3], [1, 1, 2, 3], [2, 2, 2, 3], [3, 3, 3, 3]],
            "ecr": [[0, 0, 0, 0], [0, 1, 1, 1], [0, 1, 2, 2], [0, 1, 2, 3]],
            "rc16": [[0, 1, 0, 1], [2, 3, 2, 3], [0, 1, 0, 1], [2, 3, 2, 3]],
        }[m]
        for k in range(4):
            idx = ir.Constant(I32, tables[0][k])
            for sv in (1, 2, 3):
                idx = b.select(b.icmp_unsigned("==", s, ir.Constant(I32, sv)), ir.Constant(I32, tables[sv][k]), idx)
            out.append(byte(idx))
    r = ir.Constant(I32, 0)
    for k, v in enumerate(out):
        r = b.or_(r, b.shl(b.zext(v, I32), ir.Constant(I32, 8 * k)))
    ctx.store(ins.operands[0], r, ptx_type("b32"))


def _shf(ctx, ins):
    b = ctx.b
    lo = ctx.value(ins.operands[1], "b32", ins.loc)
    hi = ctx.value(ins.operands[2], "b32", ins.loc)
    n = ctx.value(ins.operands[3], "u32", ins.loc)
    n = b.and_(n, ir.Constant(I32, 31)) if ins.has("wrap") else \
        b.select(b.icmp_unsigned(">", n, ir.Constant(I32, 32)), ir.Constant(I32, 32), n)
    v = b.or_(b.zext(lo, I64), b.shl(b.zext(hi, I64), ir.Constant(I64, 32)))
    n64 = b.zext(n, I64)
    if ins.has("l"):
        r = b.trunc(b.lshr(b.shl(v, n64), ir.Constant(I64, 32)), I32)
    else:
        r = b.trunc(b.lshr(v, n64), I32)
    ctx.store(ins.operands[0], r, ptx_type("b32"))


def _lop3(ctx, ins):
    b = ctx.b
    x, y, z = (ctx.value(o, "b32", ins.loc) for o in ins.operands[1:4])
    imm = ins.operands[4]
    lut = getattr(imm, "value", None)
    if lut is None:
        raise ctx.error(ins.loc, "lop3 needs an immediate lookup table")
    r = ir.Constant(I32, 0)
    for k in range(8):  # minterms: bit k of the LUT is the result for (a,b,c) = bits of k (a=4,b=2,c=1)
        if not (lut >> k) & 1:
            continue
        term = ir.Constant(I32, -1)
        for bit, v in ((4, x), (2, y), (1, z)):
            term = b.and_(term, v if k & bit else b.not_(v))
        r = b.or_(r, term)
    ctx.store(ins.operands[0], r, ptx_type("b32"))


def _bfind(ctx, ins):
    b = ctx.b
    t = _t(ctx, ins)
    a = ctx.value(ins.operands[1], t, ins.loc)
    x = b.select(b.icmp_signed("<", a, ir.Constant(storage(t), 0)), b.not_(a), a) if t.is_signed else a
    lz = intrinsic(b, f"llvm.ctlz.i{t.bits}", storage(t), [storage(t), I1], [x, ir.Constant(I1, 0)])
    lz = b.trunc(lz, I32) if t.bits > 32 else lz
    pos = b.sub(ir.Constant(I32, t.bits - 1), lz)
    none = b.icmp_unsigned("==", lz, ir.Constant(I32, t.bits))
    if ins.has("shiftamt"):
        pos = b.sub(ir.Constant(I32, t.bits - 1), pos)
    ctx.store(ins.operands[0], b.select(none, ir.Constant(I32, 0xFFFFFFFF), pos), ptx_type("u32"))


def _brev(ctx, ins):
    t = _t(ctx, ins)
    a = ctx.value(ins.operands[1], t, ins.loc)
    ctx.store(ins.operands[0], unary_intrinsic(ctx.b, "bitreverse", a), t)


def _count(name):
    def emit(ctx, ins):
        b = ctx.b
        t = _t(ctx, ins)
        a = ctx.value(ins.operands[1], t, ins.loc)
        if name == "ctpop":
            r = unary_intrinsic(b, "ctpop", a)
        else:
            r = intrinsic(b, f"llvm.ctlz.i{t.bits}", storage(t), [storage(t), I1], [a, ir.Constant(I1, 0)])
        r = b.trunc(r, I32) if t.bits > 32 else r
        ctx.store(ins.operands[0], r, ptx_type("u32"))
    return emit


def _dp(ctx, ins, two):
    b = ctx.b
    ta, tb = ins.types[0], ins.types[1]
    a = ctx.value(ins.operands[1], "b32", ins.loc)
    bv = ctx.value(ins.operands[2], "b32", ins.loc)
    c = ctx.value(ins.operands[3], "s32" if "s32" in ins.types else "u32", ins.loc)

    def part(v, k, bits, signed):
        x = b.trunc(b.lshr(v, ir.Constant(I32, k * bits)), ir.IntType(bits))
        return b.sext(x, I32) if signed else b.zext(x, I32)

    acc = c
    if two:
        hi = ins.has("hi")
        for k in range(2):
            acc = b.add(acc, b.mul(part(a, k, 16, ta == "s32"), part(bv, k + (2 if hi else 0), 8, tb == "s32")))
    else:
        for k in range(4):
            acc = b.add(acc, b.mul(part(a, k, 8, ta == "s32"), part(bv, k, 8, tb == "s32")))
    ctx.store(ins.operands[0], acc, ptx_type("b32"))


def _fns(ctx, ins):
    """fns.b32 d, mask, base, offset: the position of the |offset|-th set bit of mask
    counted from bit `base` upwards (offset > 0) or downwards (offset < 0); offset 0 asks
    whether bit `base` itself is set; 0xffffffff when there is none, and for base > 31
    (where the ISA's search loop never runs; the H200 agrees). Branch-free: the bits on
    the searched side are selected, and the k-th set bit from the bottom is found by
    halving with popcounts."""
    b = ctx.b
    c = lambda v: ir.Constant(I32, v)
    mask = ctx.value(ins.operands[1], "b32", ins.loc)
    base = ctx.value(ins.operands[2], "u32", ins.loc)
    off = ctx.value(ins.operands[3], "s32", ins.loc)
    in_range = b.icmp_unsigned("<", base, c(32))
    sh = b.and_(base, c(31))
    at_base = b.icmp_unsigned("!=", b.and_(b.lshr(mask, sh), c(1)), c(0))
    r_zero = b.select(b.and_(in_range, at_base), base, c(-1))
    down = b.icmp_signed("<", off, c(0))
    m = b.select(down, b.and_(mask, b.lshr(c(-1), b.sub(c(31), sh))), b.and_(mask, b.shl(c(-1), sh)))
    n = b.select(down, b.sub(c(0), off), off)            # |offset| (2^31 for INT_MIN, unsigned)
    total = unary_intrinsic(b, "ctpop", m)
    found = b.icmp_unsigned("<=", n, total)
    k = b.select(down, b.add(b.sub(total, n), c(1)), n)   # the k-th set bit from bit 0 (1-based)
    pos = c(0)
    for width in (16, 8, 4, 2, 1):
        part = unary_intrinsic(b, "ctpop", b.and_(b.lshr(m, pos), c((1 << width) - 1)))
        beyond = b.icmp_unsigned(">", k, part)
        k = b.select(beyond, b.sub(k, part), k)
        pos = b.select(beyond, b.add(pos, c(width)), pos)
    r = b.select(b.and_(in_range, found), pos, c(-1))
    r = b.select(b.icmp_signed("==", off, c(0)), r_zero, r)
    ctx.store(ins.operands[0], r, ptx_type("b32"))


def _width_operand(ctx, ins, op):
    """A bit position/width operand of bmsk/szext: .clamp caps it at 32, .wrap takes it
    modulo 32 (the default is .clamp); as i64."""
    b = ctx.b
    v = ctx.value(op, "u32", ins.loc)
    if ins.has("wrap"):
        v = b.and_(v, ir.Constant(I32, 31))
    else:
        v = b.select(b.icmp_unsigned(">", v, ir.Constant(I32, 32)), ir.Constant(I32, 32), v)
    return b.zext(v, I64)


def _bmsk(ctx, ins):
    """bmsk.{clamp,wrap}.b32 d, a, b: b one-bits starting at bit a (cut at bit 31)."""
    b = ctx.b
    pos = _width_operand(ctx, ins, ins.operands[1])
    width = _width_operand(ctx, ins, ins.operands[2])
    ones = b.sub(b.shl(ir.Constant(I64, 1), width), ir.Constant(I64, 1))
    ctx.store(ins.operands[0], b.trunc(b.shl(ones, pos), I32), "b32")


def _szext(ctx, ins):
    """szext.{clamp,wrap}.{u32,s32} d, a, b: the low b bits of a, zero- or sign-extended
    (b = 0 gives 0)."""
    b = ctx.b
    t = _t(ctx, ins)
    a = b.zext(ctx.value(ins.operands[1], t, ins.loc), I64)
    width = _width_operand(ctx, ins, ins.operands[2])
    sh = b.sub(ir.Constant(I64, 64), width)
    up = b.shl(a, sh)
    r = b.ashr(up, sh) if t.is_signed else b.lshr(up, sh)
    r = b.select(b.icmp_unsigned("==", width, ir.Constant(I64, 0)), ir.Constant(I64, 0), r)
    ctx.store(ins.operands[0], b.trunc(r, I32), t)


TABLE = {
    ("bmsk", "int"): _bmsk,
    ("szext", "int"): _szext,
    ("bfe", "int"): _bfe,
    ("bfi", "int"): _bfi,
    ("prmt", "int"): _prmt,
    ("shf", "int"): _shf,
    ("lop3", "int"): _lop3,
    ("bfind", "int"): _bfind,
    ("brev", "int"): _brev,
    ("popc", "int"): _count("ctpop"),
    ("clz", "int"): _count("ctlz"),
    ("dp4a", "int"): lambda c, i: _dp(c, i, False),
    ("dp2a", "int"): lambda c, i: _dp(c, i, True),
    ("fns", "int"): _fns,
}
