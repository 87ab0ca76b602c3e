"""Video instructions: the scalar vadd vsub vabsdiff vmin vmax vshl vshr vmad vset
(byte/half-word operand selectors, .sat, secondary .add/.min/.max) and the SIMD forms
vadd2/4 vsub2/4 vavrg2/4 vabsdiff2/4 vmin2/4 vmax2/4 vset2/4 (accumulate or merge).

Operands are extended to 64 bits (selected byte/half-word/word, sign- or zero-extended
by its own type), so every intermediate is exact; the PTX ISA's pseudo-code is followed
step by step and the results were compared with an H200 (the PTX sweep).
"""

from __future__ import annotations

from llvmlite import ir

from .ptxtypes import I32, I64

SCALAR_OPS = ("vadd", "vsub", "vabsdiff", "vmin", "vmax")
SIMD_OPS = ("vadd", "vsub", "vavrg", "vabsdiff", "vmin", "vmax")
CMP = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
SECONDARY = ("add", "min", "max")
# .dtype range for .sat (scalar forms: 32-bit; SIMD lanes: 16 or 8 bits)
def _range(signed: bool, bits: int) -> tuple[int, int]:
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)


def _c(v):
    return ir.Constant(I64, v)


def _types(ctx, ins, n):
    ts = ins.types
    if len(ts) != n or any(t not in ("u32", "s32") for t in ts):
        raise ctx.error(ins.loc, f"{ins.name}: expects {n} types, each .u32 or .s32")
    return [t == "s32" for t in ts]


def _reg_bits(ctx, ins, op):
    """The operand's 32 bits and its selector (None when absent)."""
    sel = getattr(op, "component", None)
    if sel is not None and not (sel[0] in "bh" and sel[1:].isdigit()):
        sel = None
    if sel is not None:
        op = type(op)(op.name, None, loc=op.loc)
    return ctx.value(op, "b32", ins.loc), sel


def _extend(b, bits32, width, index, signed):
    """Field `index` of `width` bits of a 32-bit value, extended to i64."""
    x = b.lshr(bits32, ir.Constant(I32, index * width)) if index else bits32
    if width < 32:
        x = b.trunc(x, ir.IntType(width))
    return b.sext(x, I64) if signed else b.zext(x, I64)


def _scalar_operand(ctx, ins, op, signed):
    bits, sel = _reg_bits(ctx, ins, op)
    if sel is None:
        return _extend(ctx.b, bits, 32, 0, signed)
    width = 8 if sel[0] == "b" else 16
    index = int(sel[1:])
    if len(sel) != 2 or index >= 32 // width:
        raise ctx.error(op.loc, f"{ins.name}: selector .{sel} is not .b0-.b3 or .h0/.h1")
    return _extend(ctx.b, bits, width, index, signed)


def _smin(b, x, y):
    return b.select(b.icmp_signed("<", x, y), x, y)


def _smax(b, x, y):
    return b.select(b.icmp_signed(">", x, y), x, y)


def _clamp(b, x, lo, hi):
    return _smin(b, _smax(b, x, _c(lo)), _c(hi))


def _arith(b, op, x, y):
    if op == "vadd":
        return b.add(x, y)
    if op == "vsub":
        return b.sub(x, y)
    if op == "vabsdiff":
        d = b.sub(x, y)
        return b.select(b.icmp_signed("<", d, _c(0)), b.neg(d), d)
    if op == "vmin":
        return _smin(b, x, y)
    if op == "vmax":
        return _smax(b, x, y)
    if op == "vavrg":  # rounds half away from... up: (x + y + 1) >> 1 for non-negative sums
        s = b.add(x, y)
        up = b.icmp_signed(">=", s, _c(0))
        return b.ashr(b.select(up, b.add(s, _c(1)), s), _c(1))
    raise ValueError(op)


def _secondary(b, op2, tmp, c):
    if op2 == "add":
        return b.add(tmp, c)
    if op2 == "min":
        return _smin(b, tmp, c)
    return _smax(b, tmp, c)


def _op2(ctx, ins):
    found = [m for m in ins.modifiers if m in SECONDARY]
    return found[0] if found else None


def _scalar(op):
    """vop.dtype.atype.btype{.sat}{.op2} d, a{.asel}, b{.bsel}{, c}"""
    def emit(ctx, ins):
        b = ctx.b
        d_signed, a_signed, b_signed = _types(ctx, ins, 3)
        ta = _scalar_operand(ctx, ins, ins.operands[1], a_signed)
        tb = _scalar_operand(ctx, ins, ins.operands[2], b_signed)
        tmp = _arith(b, op, ta, tb)
        op2 = _op2(ctx, ins)
        if ins.has("sat") and not d_signed and op2 is None:
            # measured: an unsigned destination clamps negatives to 0 but wraps above
            # (0xffff8000 + 0x8000 gives 0)
            tmp = _smax(b, tmp, _c(0))
        elif ins.has("sat"):
            tmp = _clamp(b, tmp, *_range(d_signed, 32))
        if op2 is not None:
            if len(ins.operands) != 4:
                raise ctx.error(ins.loc, f"{ins.name}: .{op2} needs the operand c")
            # measured on an H200: the primary result enters the secondary operation
            # wrapped to 32 bits (signed destination: sign-extended) or, for unsigned
            # destinations, to 33 bits; c is read with the destination's signedness
            if d_signed and op in ("vadd", "vsub"):
                tmp = _extend(b, b.trunc(tmp, I32), 32, 0, True)
            elif d_signed:
                pass
            else:
                tmp = b.zext(b.trunc(tmp, ir.IntType(33)), I64)
            c = _extend(b, ctx.value(ins.operands[3], "b32", ins.loc), 32, 0, d_signed)
            tmp = _secondary(b, op2, tmp, c)
        ctx.store(ins.operands[0], b.trunc(tmp, I32), "b32")
    return emit


def _shift(op):
    """vshl/vshr.dtype.atype.u32{.sat}{.clamp,.wrap} d, a{.asel}, b{.bsel}"""
    def emit(ctx, ins):
        b = ctx.b
        d_signed, a_signed, _ = _types(ctx, ins, 3)
        ta = _scalar_operand(ctx, ins, ins.operands[1], a_signed)
        tb = _scalar_operand(ctx, ins, ins.operands[2], False)
        if ins.has("wrap"):
            tb = b.and_(tb, _c(31))
        else:  # .clamp (the default)
            tb = b.select(b.icmp_unsigned(">", tb, _c(32)), _c(32), tb)
        if op == "vshl":
            # the shifted value is 34 bits wide: an H200 saturates 1 << 32 to S32_MAX
            # but 3 << 32 (bit 33 set) to S32_MIN
            tmp = b.ashr(b.shl(b.shl(ta, tb), _c(30)), _c(30))
        else:
            tmp = b.ashr(ta, tb) if a_signed else b.lshr(ta, tb)
        if ins.has("sat"):
            tmp = _clamp(b, tmp, *_range(d_signed, 32))
        ctx.store(ins.operands[0], b.trunc(tmp, I32), "b32")
    return emit


def _vmad(ctx, ins):
    """vmad.dtype.atype.btype{.sat}{.shr7,.shr15} d, a{.asel}, b{.bsel}, c"""
    b = ctx.b
    d_signed, a_signed, b_signed = _types(ctx, ins, 3)
    ta = _scalar_operand(ctx, ins, ins.operands[1], a_signed)
    tb = _scalar_operand(ctx, ins, ins.operands[2], b_signed)
    signed_final = a_signed or b_signed
    if signed_final:  # measured: with either operand signed, both are read as signed
        ta = _scalar_operand(ctx, ins, ins.operands[1], True)
        tb = _scalar_operand(ctx, ins, ins.operands[2], True)
    i128 = ir.IntType(128)
    prod = b.mul(b.sext(ta, i128), b.sext(tb, i128))
    cbits = ctx.value(ins.operands[3], "b32", ins.loc)
    c = b.sext(cbits, i128) if signed_final else b.zext(cbits, i128)
    tmp = b.add(prod, c)
    shift = 7 if ins.has("shr7") else 15 if ins.has("shr15") else 0
    if shift:
        tmp = b.ashr(tmp, ir.Constant(i128, shift))
    result = b.trunc(tmp, I64)
    if ins.has("sat"):
        result = _clamp(b, result, *_range(signed_final, 32))
    ctx.store(ins.operands[0], b.trunc(result, I32), "b32")


def _vset(ctx, ins):
    """vset.atype.btype.cmp{.op2} d, a{.asel}, b{.bsel}{, c}"""
    b = ctx.b
    a_signed, b_signed = _types(ctx, ins, 2)
    cmp = [m for m in ins.modifiers if m in CMP]
    if len(cmp) != 1:
        raise ctx.error(ins.loc, f"{ins.name}: needs one comparison of {', '.join(CMP)}")
    ta = _scalar_operand(ctx, ins, ins.operands[1], a_signed)
    tb = _scalar_operand(ctx, ins, ins.operands[2], b_signed)
    tmp = b.zext(b.icmp_signed(CMP[cmp[0]], ta, tb), I64)
    op2 = _op2(ctx, ins)
    if op2 is not None:  # c is read with a's signedness (measured)
        c = _extend(b, ctx.value(ins.operands[3], "b32", ins.loc), 32, 0, a_signed)
        tmp = _secondary(b, op2, tmp, c)
    ctx.store(ins.operands[0], b.trunc(tmp, I32), "b32")


# ----------------------------------------------------------------------------- SIMD


def _lane_sources(ctx, ins, n):
    """Per lane the (a, b) fields chosen by the selectors: lanes come from the 2n fields
    of {a, b} (a's first); .asel defaults to a's own fields, .bsel to b's."""
    width = 32 // n
    a_bits, asel = _reg_bits(ctx, ins, ins.operands[1])
    b_bits, bsel = _reg_bits(ctx, ins, ins.operands[2])
    defaults = ("".join(str(i) for i in reversed(range(n))), "".join(str(i) for i in reversed(range(n, 2 * n))))
    picks = []
    for sel, default in ((asel, defaults[0]), (bsel, defaults[1])):
        digits = sel[1:] if sel else default
        if sel and (sel[0] != ("h" if n == 2 else "b") or len(digits) != n):
            raise ctx.error(ins.loc, f"{ins.name}: selector .{sel} does not pick {n} fields")
        picks.append([int(ch) for ch in reversed(digits)])   # lane i <- field picks[i]
    return width, a_bits, b_bits, picks


def _simd(op, n):
    """vop{2,4}.dtype.atype.btype{.sat}{.add} d, a{.asel}, b{.bsel}, c (all lanes written)"""
    def emit(ctx, ins):
        b = ctx.b
        d_signed, a_signed, b_signed = _types(ctx, ins, 3)
        width, a_bits, b_bits, picks = _lane_sources(ctx, ins, n)
        c_bits = ctx.value(ins.operands[3], "b32", ins.loc)
        acc = ins.has("add")
        total = _extend(b, c_bits, 32, 0, False)
        merged = _c(0)
        for i in range(n):
            fa, fb = picks[0][i], picks[1][i]
            x = _extend(b, a_bits if fa < n else b_bits, width, fa % n, a_signed)
            y = _extend(b, a_bits if fb < n else b_bits, width, fb % n, b_signed)
            t = _arith(b, op, x, y)
            if ins.has("sat"):
                t = _clamp(b, t, *_range(d_signed, width))
            if acc:
                total = b.add(total, t)
            else:
                lane = b.and_(t, _c((1 << width) - 1))
                merged = b.or_(merged, b.shl(lane, _c(i * width)))
        ctx.store(ins.operands[0], b.trunc(total if acc else merged, I32), "b32")
    return emit


def _vset_simd(n):
    """vset{2,4}.atype.btype.cmp{.add} d, a{.asel}, b{.bsel}, c"""
    def emit(ctx, ins):
        b = ctx.b
        a_signed, b_signed = _types(ctx, ins, 2)
        cmp = [m for m in ins.modifiers if m in CMP]
        if len(cmp) != 1:
            raise ctx.error(ins.loc, f"{ins.name}: needs one comparison of {', '.join(CMP)}")
        width, a_bits, b_bits, picks = _lane_sources(ctx, ins, n)
        c_bits = ctx.value(ins.operands[3], "b32", ins.loc)
        acc = ins.has("add")
        total = _extend(b, c_bits, 32, 0, False)
        merged = _c(0)
        for i in range(n):
            fa, fb = picks[0][i], picks[1][i]
            x = _extend(b, a_bits if fa < n else b_bits, width, fa % n, a_signed)
            y = _extend(b, a_bits if fb < n else b_bits, width, fb % n, b_signed)
            t = b.zext(b.icmp_signed(CMP[cmp[0]], x, y), I64)
            if acc:
                total = b.add(total, t)
            else:
                merged = b.or_(merged, b.shl(t, _c(i * width)))
        ctx.store(ins.operands[0], b.trunc(total if acc else merged, I32), "b32")
    return emit


TABLE = {}
for _op in SCALAR_OPS:
    TABLE[(_op, "any")] = _scalar(_op)
for _op in SIMD_OPS:
    TABLE[(f"{_op}2", "any")] = _simd(_op, 2)
    TABLE[(f"{_op}4", "any")] = _simd(_op, 4)
TABLE[("vshl", "any")] = _shift("vshl")
TABLE[("vshr", "any")] = _shift("vshr")
TABLE[("vmad", "any")] = _vmad
TABLE[("vset", "any")] = _vset
TABLE[("vset2", "any")] = _vset_simd(2)
TABLE[("vset4", "any")] = _vset_simd(4)
