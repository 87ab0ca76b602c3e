"""Integer arithmetic: add sub mul mad div rem abs neg min max sad mul24 mad24, carry chains.

PTX rules kept exactly: division by zero gives all ones (as an H200 does, for signed
types too), INT_MIN / -1 wraps, shifts are in emit_logic; `.sat` on s32 add/sub clamps.
"""

from __future__ import annotations

from llvmlite import ir

from .ptxtypes import I1, I16, I32, ptx_type, storage


def _t(ctx, ins):
    return ctx.ptype(ins.types[-1], ins.loc)


def _srcs(ctx, ins, t, n):
    return [ctx.value(o, t, ins.loc) for o in ins.operands[1:1 + n]]


def _sat_s32(ctx, wide, t):
    b = ctx.b
    lo = ir.Constant(wide.type, -(1 << (t.bits - 1)))
    hi = ir.Constant(wide.type, (1 << (t.bits - 1)) - 1)
    c = b.select(b.icmp_signed("<", wide, lo), lo, wide)
    c = b.select(b.icmp_signed(">", c, hi), hi, c)
    return b.trunc(c, storage(t))


def _addsub(ctx, ins, op):
    b = ctx.b
    if ins.types and ins.types[-1] in PACKED_INT and not ins.has("sat"):
        return _packed_addsub(ctx, ins, op)
    t = _t(ctx, ins)
    x, y = _srcs(ctx, ins, t, 2)
    cc = ins.has("cc")
    carry_in = ins.opcode in ("addc", "subc")
    if ins.has("sat"):
        if t.name != "s32":
            raise ctx.unsupported(ins, f"{ins.name}: .sat needs .s32")
        w = ir.IntType(t.bits + 1)
        xs, ys = b.sext(x, w), b.sext(y, w)
        r = _sat_s32(ctx, b.add(xs, ys) if op == "add" else b.sub(xs, ys), t)
        ctx.store(ins.operands[0], r, t)
        return
    if not cc and not carry_in:
        # no carry flag involved: the wrapping operation itself
        ctx.store(ins.operands[0], b.add(x, y) if op == "add" else b.sub(x, y), t)
        return
    w = ir.IntType(t.bits + 1)
    xz, yz = b.zext(x, w), b.zext(y, w)
    if op == "add":
        r = b.add(xz, yz)
        if carry_in:
            r = b.add(r, b.zext(b.load(ctx.get_carry()), w))
        carry = b.trunc(b.lshr(r, ir.Constant(w, t.bits)), I1)
    else:
        # the GPU subtracts by adding the complement: x + ~y + 1 (subc: + CC.CF), so CC.CF
        # after a subtraction is 1 when nothing was borrowed (measured on an H200)
        ny = b.zext(b.not_(y), w)
        cin = b.zext(b.load(ctx.get_carry()), w) if carry_in else ir.Constant(w, 1)
        r = b.add(b.add(xz, ny), cin)
        carry = b.trunc(b.lshr(r, ir.Constant(w, t.bits)), I1)
    if cc:
        b.store(carry, ctx.get_carry())
    ctx.store(ins.operands[0], b.trunc(r, storage(t)), t)


def _mul_parts(ctx, ins, x, y, t):
    """lo / hi / wide product of x and y."""
    b = ctx.b
    w = ir.IntType(t.bits * 2)
    ext = b.sext if t.is_signed else b.zext
    p = b.mul(ext(x, w), ext(y, w))
    return p, w


def _mul(ctx, ins):
    b = ctx.b
    t = _t(ctx, ins)
    x, y = _srcs(ctx, ins, t, 2)
    if ins.has("wide"):
        p, w = _mul_parts(ctx, ins, x, y, t)
        ctx.store(ins.operands[0], p, ptx_type(f"{'s' if t.is_signed else 'u'}{t.bits * 2}"))
    elif ins.has("hi"):
        p, w = _mul_parts(ctx, ins, x, y, t)
        ctx.store(ins.operands[0], b.trunc(b.lshr(p, ir.Constant(w, t.bits)), storage(t)), t)
    else:
        ctx.store(ins.operands[0], b.mul(x, y), t)


def _mad(ctx, ins):
    b = ctx.b
    t = _t(ctx, ins)
    x, y, z = _srcs(ctx, ins, t, 3)
    if ins.has("wide"):
        p, w = _mul_parts(ctx, ins, x, y, t)
        dt = ptx_type(f"{'s' if t.is_signed else 'u'}{t.bits * 2}")
        zz = ctx.value(ins.operands[3], dt, ins.loc)
        r = b.add(p, zz)
        if ins.has("cc") or ins.opcode == "madc":
            raise ctx.unsupported(ins, f"{ins.name} (carry with .wide)")
        ctx.store(ins.operands[0], r, dt)
        return
    if ins.has("hi"):
        p, w = _mul_parts(ctx, ins, x, y, t)
        prod = b.trunc(b.lshr(p, ir.Constant(w, t.bits)), storage(t))
        if ins.has("sat"):
            # mad.hi.sat.s32: saturate the 64-bit sum of the high half and c
            ww = ir.IntType(t.bits * 2)
            r = _sat_s32(ctx, b.add(b.sext(prod, ww), b.sext(z, ww)), t)
            ctx.store(ins.operands[0], r, t)
            return
    else:
        prod = b.mul(x, y)
    cc = ins.has("cc")
    carry_in = ins.opcode == "madc"
    if cc or carry_in:
        w1 = ir.IntType(t.bits + 1)
        r = b.add(b.zext(prod, w1), b.zext(z, w1))
        if carry_in:
            r = b.add(r, b.zext(b.load(ctx.get_carry()), w1))
        if cc:
            b.store(b.trunc(b.lshr(r, ir.Constant(w1, t.bits)), I1), ctx.get_carry())
        ctx.store(ins.operands[0], b.trunc(r, storage(t)), t)
        return
    ctx.store(ins.operands[0], b.add(prod, z), t)


def _mul24(ctx, ins):
    b = ctx.b
    t = _t(ctx, ins)
    x, y = _srcs(ctx, ins, t, 2)
    w = ir.IntType(64)
    ext = b.sext if t.is_signed else b.zext
    # operands are the low 24 bits (sign-extended for .s32)
    def low24(v):
        sh = ir.Constant(storage(t), 8)
        v = b.shl(v, sh)
        return b.ashr(v, sh) if t.is_signed else b.lshr(v, sh)
    p = b.mul(ext(low24(x), w), ext(low24(y), w))
    if ins.has("hi"):
        r = b.trunc(b.lshr(p, ir.Constant(w, 16)), storage(t))
    else:
        r = b.trunc(p, storage(t))
    if ins.opcode == "mad24":
        r = b.add(r, ctx.value(ins.operands[3], t, ins.loc))
    ctx.store(ins.operands[0], r, t)


def _divrem(ctx, ins):
    b = ctx.b
    t = _t(ctx, ins)
    x, y = _srcs(ctx, ins, t, 2)
    zero = ir.Constant(storage(t), 0)
    ones = ir.Constant(storage(t), -1)
    yz = b.icmp_unsigned("==", y, zero)
    safe_y = b.select(yz, ir.Constant(storage(t), 1), y)
    is_div = ins.opcode == "div"
    if t.is_signed:
        # INT_MIN / -1 overflows in LLVM (UB); PTX wraps: quotient INT_MIN, remainder 0
        minv = ir.Constant(storage(t), 1 << (t.bits - 1))
        ovf = b.and_(b.icmp_signed("==", x, minv), b.icmp_signed("==", safe_y, ones))
        safe_y = b.select(ovf, ir.Constant(storage(t), 1), safe_y)
        r = b.sdiv(x, safe_y) if is_div else b.srem(x, safe_y)
        if not is_div:
            r = b.select(ovf, zero, r)
        # division by zero: all ones, quotient and remainder, whatever the sign of x
        # (an H200 gives -32768 / 0 == -1 and 0 % 0 == -1)
        by_zero = ones
    else:
        r = b.udiv(x, safe_y) if is_div else b.urem(x, safe_y)
        by_zero = ones
    ctx.store(ins.operands[0], b.select(yz, by_zero, r), t)


def _abs(ctx, ins):
    t = _t(ctx, ins)
    (x,) = _srcs(ctx, ins, t, 1)
    b = ctx.b
    r = b.select(b.icmp_signed("<", x, ir.Constant(storage(t), 0)), b.neg(x), x)
    ctx.store(ins.operands[0], r, t)


def _neg(ctx, ins):
    t = _t(ctx, ins)
    (x,) = _srcs(ctx, ins, t, 1)
    ctx.store(ins.operands[0], ctx.b.neg(x), t)


# packed integer types: (lane type, lanes)
PACKED_INT = {"u16x2": ("u16", 2), "s16x2": ("s16", 2)}


def _packed_addsub(ctx, ins, op):
    """add/sub.{u16x2,s16x2}: each 16-bit lane wraps on its own (no carry between lanes)."""
    b = ctx.b
    t = ctx.ptype(ins.types[-1], ins.loc)
    x, y = _srcs(ctx, ins, t, 2)
    out = ir.Constant(I32, 0)
    for k in range(2):
        xs = b.trunc(b.lshr(x, ir.Constant(I32, 16 * k)), I16)
        ys = b.trunc(b.lshr(y, ir.Constant(I32, 16 * k)), I16)
        r = b.add(xs, ys) if op == "add" else b.sub(xs, ys)
        out = b.or_(out, b.shl(b.zext(r, I32), ir.Constant(I32, 16 * k)))
    ctx.store(ins.operands[0], out, t)


def _minmax(ctx, ins):
    """min/max (.relu: clamp below at 0), lane by lane for u16x2/s16x2."""
    b = ctx.b
    tname = ins.types[-1]
    lane_name, n = PACKED_INT.get(tname, (tname, 1))
    t = ctx.ptype(tname, ins.loc)
    lt = ctx.ptype(lane_name, ins.loc)
    if ins.has("relu") and not lt.is_signed:
        raise ctx.unsupported(ins)
    x, y = _srcs(ctx, ins, t, 2)
    cmp = b.icmp_signed if lt.is_signed else b.icmp_unsigned
    out = ir.Constant(storage(t), 0)
    for k in range(n):
        if n > 1:
            xs = b.trunc(b.lshr(x, ir.Constant(storage(t), k * lt.bits)), storage(lt))
            ys = b.trunc(b.lshr(y, ir.Constant(storage(t), k * lt.bits)), storage(lt))
        else:
            xs, ys = x, y
        r = b.select(cmp("<" if ins.opcode == "min" else ">", xs, ys), xs, ys)
        if ins.has("relu"):
            r = b.select(b.icmp_signed("<", r, ir.Constant(storage(lt), 0)), ir.Constant(storage(lt), 0), r)
        if n == 1:
            out = r
        else:
            out = b.or_(out, b.shl(b.zext(r, storage(t)), ir.Constant(storage(t), k * lt.bits)))
    ctx.store(ins.operands[0], out, t)


def _sad(ctx, ins):
    t = _t(ctx, ins)
    x, y, z = _srcs(ctx, ins, t, 3)
    b = ctx.b
    cmp = b.icmp_signed if t.is_signed else b.icmp_unsigned
    d = b.select(cmp("<", x, y), b.sub(y, x), b.sub(x, y))
    ctx.store(ins.operands[0], b.add(d, z), t)


TABLE = {
    ("add", "int"): lambda c, i: _addsub(c, i, "add"),
    ("sub", "int"): lambda c, i: _addsub(c, i, "sub"),
    ("addc", "int"): lambda c, i: _addsub(c, i, "add"),
    ("subc", "int"): lambda c, i: _addsub(c, i, "sub"),
    ("mul", "int"): _mul,
    ("mad", "int"): _mad,
    ("madc", "int"): _mad,
    ("mul24", "int"): _mul24,
    ("mad24", "int"): _mul24,
    ("div", "int"): _divrem,
    ("rem", "int"): _divrem,
    ("abs", "int"): _abs,
    ("neg", "int"): _neg,
    ("min", "int"): _minmax,
    ("max", "int"): _minmax,
    ("sad", "int"): _sad,
}
