"""Logic, shifts, comparisons and selection: and or xor not cnot shl shr setp set selp slct mov."""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast

from . import softfloat as sf
from .emit_half import widen
from .irutil import binary_intrinsic, freeze, unary_intrinsic
from .ptxtypes import F32, I16, I32, ptx_type, storage

INT_CMP = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">=",
           "lo": "<", "ls": "<=", "hi": ">", "hs": ">="}
UNSIGNED_ONLY = {"lo", "ls", "hi", "hs"}
FLOAT_ORDERED = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
FLOAT_UNORDERED = {"equ": "==", "neu": "!=", "ltu": "<", "leu": "<=", "gtu": ">", "geu": ">="}
BOOL_OPS = ("and", "or", "xor")
CMP_NAMES = set(INT_CMP) | set(FLOAT_UNORDERED) | {"num", "nan"}
# signed tests of a register against the sign's boundary: one outcome says the register
# is non-negative (x > -1, x > 0, x >= 0, x >= 1 and their negations)
SIGN_TESTS = {"gt": (-1, 0), "le": (-1, 0), "ge": (0, 1), "lt": (0, 1)}


def _t(ctx, ins, idx=-1):
    return ctx.ptype(ins.types[idx], ins.loc)


def _bitwise(op):
    def emit(ctx, ins):
        t = _t(ctx, ins)
        x, y = (ctx.value(o, t, ins.loc) for o in ins.operands[1:3])
        ctx.store(ins.operands[0], getattr(ctx.b, op)(x, y), t)
    return emit


def _not(ctx, ins):
    t = _t(ctx, ins)
    ctx.store(ins.operands[0], ctx.b.not_(ctx.value(ins.operands[1], t, ins.loc)), t)


def _cnot(ctx, ins):
    t = _t(ctx, ins)
    x = ctx.value(ins.operands[1], t, ins.loc)
    r = ctx.b.zext(ctx.b.icmp_unsigned("==", x, ir.Constant(storage(t), 0)), storage(t))
    ctx.store(ins.operands[0], r, t)


def _shift(kind):
    def emit(ctx, ins):
        b = ctx.b
        t = _t(ctx, ins)
        x = ctx.value(ins.operands[1], t, ins.loc)
        n = ctx.value(ins.operands[2], "u32", ins.loc)
        it = storage(t)
        nw = b.zext(n, it) if t.bits > 32 else (b.trunc(n, it) if t.bits < 32 else n)
        big = b.icmp_unsigned(">=", n, ir.Constant(I32, t.bits))
        safe = b.select(big, ir.Constant(it, 0), nw) if t.bits >= 32 else \
            b.select(big, ir.Constant(it, 0), nw)
        if kind == "shl":
            r = b.select(big, ir.Constant(it, 0), b.shl(x, safe))
        elif t.is_signed:
            r = b.ashr(x, b.select(big, ir.Constant(it, t.bits - 1), safe))
        else:
            r = b.select(big, ir.Constant(it, 0), b.lshr(x, safe))
        ctx.store(ins.operands[0], r, t)
    return emit


def compare(ctx, ins, t, x, y, cmp):
    b = ctx.b
    if t.is_float:
        if cmp == "num":
            return b.fcmp_ordered("ord", x, y)
        if cmp == "nan":
            return b.fcmp_unordered("uno", x, y)
        if cmp in FLOAT_ORDERED:
            return b.fcmp_ordered(FLOAT_ORDERED[cmp], x, y)
        if cmp in FLOAT_UNORDERED:
            return b.fcmp_unordered(FLOAT_UNORDERED[cmp], x, y)
        raise ctx.error(ins.loc, f"{ins.name}: comparison .{cmp} is not defined for floats")
    if cmp not in INT_CMP:
        raise ctx.error(ins.loc, f"{ins.name}: comparison .{cmp} is not defined for integers")
    if t.is_signed and cmp not in UNSIGNED_ONLY:
        return b.icmp_signed(INT_CMP[cmp], x, y)
    return b.icmp_unsigned(INT_CMP[cmp], x, y)


def _cmp_name(ctx, ins):
    found = [m for m in ins.modifiers if m in CMP_NAMES]
    if not found:
        raise ctx.error(ins.loc, f"{ins.name}: missing comparison operator")
    return found[0]


# .ftz flushes a source below the format's smallest normal (f16: 2^-14; bf16, f32: 2^-126)
SMALLEST_NORMAL = {"f16": 6.103515625e-05, "bf16": 1.1754943508222875e-38}
# what set writes for "true" into a half destination (per lane for the packed ones): 1.0
HALF_ONE = {"f16": 0x3C00, "bf16": 0x3F80}


def _flush_half(ctx, x, fmt):
    b = ctx.b
    tiny = b.fcmp_ordered("<", unary_intrinsic(b, "fabs", x), ir.Constant(F32, SMALLEST_NORMAL[fmt]))
    return b.select(tiny, binary_intrinsic(b, "copysign", ir.Constant(F32, 0.0), x), x)


def _half_lanes(ctx, ins, tname, op):
    """The f32 value of each lane of an f16/bf16(x2) operand, flushed under .ftz."""
    b = ctx.b
    fmt = tname[:-2] if tname.endswith("x2") else tname
    v = ctx.value(op, ctx.ptype(tname, ins.loc), ins.loc)
    n = 2 if tname.endswith("x2") else 1
    lanes = [b.trunc(b.lshr(v, ir.Constant(I32, 16 * k)), I16) if n == 2 else v for k in range(n)]
    xs = [widen(ctx, h, fmt) for h in lanes]
    return [_flush_half(ctx, x, fmt) for x in xs] if ins.has("ftz") else xs


def _operands_as(ctx, ins, t, ops):
    """Source values for a comparison; f16/bf16 are compared as f32 (exact)."""
    b = ctx.b
    if t.name in ("f16", "bf16"):
        vals = [_half_lanes(ctx, ins, t.name, o)[0] for o in ops]
        return vals, ptx_type("f32")
    vals = [ctx.value(o, t, ins.loc) for o in ops]
    if ins.has("ftz") and t.name == "f32":
        vals = [sf.flush_denormal(b, v) for v in vals]
    return vals, t


def _combine(ctx, ins, r, extra):
    """Apply the optional BoolOp with a third predicate operand."""
    b = ctx.b
    ops = [m for m in ins.modifiers if m in BOOL_OPS]
    if not ops:
        return r, None
    c = ctx.value(extra, "pred", ins.loc)
    op = ops[0]
    fn = {"and": b.and_, "or": b.or_, "xor": b.xor}[op]
    return fn(r, c), fn(b.not_(r), c)


def _dests(op):
    if isinstance(op, ast.PredPair):
        return op.first, op.second
    return op, None


def _setp(ctx, ins):
    b = ctx.b
    tname = ins.types[-1]
    cmp = _cmp_name(ctx, ins)
    p, q = _dests(ins.operands[0])
    extra = ins.operands[3] if len(ins.operands) > 3 else None
    if tname in ("f16x2", "bf16x2"):
        xs, ys = (_half_lanes(ctx, ins, tname, o) for o in ins.operands[1:3])
        res = []
        for lx, ly in zip(xs, ys):
            r = compare(ctx, ins, ptx_type("f32"), lx, ly, cmp)
            res.append(_combine(ctx, ins, r, extra)[0])
        ctx.store(p, res[0], "pred")
        if q is not None:
            ctx.store(q, res[1], "pred")
        return
    t = ctx.ptype(tname, ins.loc)
    (x, y), ct = _operands_as(ctx, ins, t, ins.operands[1:3])
    if _sign_test_between_turns(ctx, ins, ct, cmp):
        x = freeze(b, x)
    r = compare(ctx, ins, ct, x, y, cmp)
    r, rq = _combine(ctx, ins, r, extra)
    ctx.store(p, r, "pred")
    if q is not None:
        ctx.store(q, rq if rq is not None else b.not_(r), "pred")


def _sign_test_between_turns(ctx, ins, t, cmp) -> bool:
    """Whether `ins` tests the sign of an induction in a loop that a region kernel runs
    several turns a step (its exit test between two copies of the body: regions._turns),
    as `for (i = tid + n - ntid; i >= 0; i -= ntid)` does (llm.c's classifiers).

    Why: the next turn's body lies under the test, so LLVM takes the register as
    non-negative there and turns its sign extension (an address's `cvt.s64.s32`) into a
    zero extension; the vectoriser then checks that the zero-extended value wraps in none
    of the thread loop's threads, which fails as soon as a thread that has left the loop
    holds a negative value, and the whole step runs in the scalar copy of its thread
    loop. The comparison of a frozen copy gives the same result and LLVM no such fact."""
    if id(ins) not in getattr(ctx, "turned", ()) or t.is_float or not t.is_signed:
        return False
    x, y = ins.operands[1:3]
    bounds = SIGN_TESTS.get(cmp)
    return (bounds is not None and isinstance(x, ast.Register) and isinstance(y, ast.IntImm)
            and y.value in bounds)


def _set(ctx, ins):
    """set: "true" is 1.0 for float destinations (per lane for f16x2/bf16x2), all ones
    for integer ones (per 16-bit lane when the sources are packed)."""
    b = ctx.b
    dname, sname = ins.types[0], ins.types[-1]
    cmp = _cmp_name(ctx, ins)
    extra = ins.operands[3] if len(ins.operands) > 3 else None
    dt = ctx.ptype(dname, ins.loc)
    if sname in ("f16x2", "bf16x2"):
        xs, ys = (_half_lanes(ctx, ins, sname, o) for o in ins.operands[1:3])
        rs = [_combine(ctx, ins, compare(ctx, ins, ptx_type("f32"), x, y, cmp), extra)[0] for x, y in zip(xs, ys)]
        one = HALF_ONE[dname[:-2]] if dname in ("f16x2", "bf16x2") else 0xFFFF
        v = ir.Constant(I32, 0)
        for k, r in enumerate(rs):
            v = b.or_(v, b.select(r, ir.Constant(I32, one << (16 * k)), ir.Constant(I32, 0)))
        ctx.store(ins.operands[0], v, "b32")
        return
    st = ctx.ptype(sname, ins.loc)
    (x, y), ct = _operands_as(ctx, ins, st, ins.operands[1:3])
    r = compare(ctx, ins, ct, x, y, cmp)
    r, _ = _combine(ctx, ins, r, extra)
    if dt.name == "f32":
        v = b.select(r, ir.Constant(F32, 1.0), ir.Constant(F32, 0.0))
    elif dt.name in HALF_ONE:
        v = b.select(r, ir.Constant(I16, HALF_ONE[dt.name]), ir.Constant(I16, 0))
    else:
        v = b.select(r, ir.Constant(storage(dt), -1), ir.Constant(storage(dt), 0))
    ctx.store(ins.operands[0], v, dt)


def _selp(ctx, ins):
    t = _t(ctx, ins)
    x, y = (ctx.value(o, t, ins.loc) for o in ins.operands[1:3])
    c = ctx.value(ins.operands[3], "pred", ins.loc)
    ctx.store(ins.operands[0], ctx.b.select(c, x, y), t)


def _slct(ctx, ins):
    b = ctx.b
    dt = ctx.ptype(ins.types[0], ins.loc)
    ct = ctx.ptype(ins.types[-1], ins.loc)
    x, y = (ctx.value(o, dt, ins.loc) for o in ins.operands[1:3])
    c = ctx.value(ins.operands[3], ct, ins.loc)
    if ct.is_float:
        if ins.has("ftz"):
            c = sf.flush_denormal(b, c)
        cond = b.fcmp_ordered(">=", c, ir.Constant(c.type, 0.0))
    else:
        cond = b.icmp_signed(">=", c, ir.Constant(c.type, 0))
    ctx.store(ins.operands[0], b.select(cond, x, y), dt)


def _mov(ctx, ins):
    t = _t(ctx, ins)
    ctx.store(ins.operands[0], ctx.value(ins.operands[1], t, ins.loc), t)


TABLE = {
    ("and", "int"): _bitwise("and_"),
    ("or", "int"): _bitwise("or_"),
    ("xor", "int"): _bitwise("xor"),
    ("not", "int"): _not,
    ("cnot", "int"): _cnot,
    ("shl", "int"): _shift("shl"),
    ("shr", "int"): _shift("shr"),
    ("setp", "any"): _setp,
    ("set", "any"): _set,
    ("selp", "any"): _selp,
    ("slct", "any"): _slct,
    ("mov", "any"): _mov,
}
