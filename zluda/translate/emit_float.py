"""f32/f64 arithmetic with PTX rounding modes, .ftz, .sat and NaN rules."""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast

from . import libm_tanh
from . import softfloat as sf
from .flush_mode import has_constant_identity
from .irutil import binary_intrinsic, unary_intrinsic
from .ptxtypes import F32, F64

ROUNDING = ("rn", "rz", "rm", "rp")


def _t(ctx, ins):
    return ctx.ptype(ins.types[-1], ins.loc)


def rounding_of(ins, default="rn"):
    modes = [m for m in ins.modifiers if m in ROUNDING]
    return modes[0] if modes else default


def _srcs(ctx, ins, t, n, computes=True):
    """The source operands, flushed as .ftz asks. `computes`: the instruction is
    arithmetic, whose inputs the CPU's flush modes flush where they are on (flush_mode),
    unless a constant operand lets LLVM fold it away."""
    vals = [ctx.value(o, t, ins.loc) for o in ins.operands[1:1 + n]]
    if computes and ctx.flushes and not has_constant_identity(ins, ctx.knowable_constants()):
        return vals
    # .ftz: f32 inputs; of the f64 forms only rcp/rsqrt.approx.ftz.f64 flush theirs
    # (rcp.rn.ftz.f64 on an H200 does not)
    if ins.has("ftz") and (t.name == "f32" or (t.name == "f64" and ins.has("approx"))):
        vals = [sf.flush_denormal(ctx.b, v) for v in vals]
    return vals


def canonical_f32_nan(b, r):
    """NVIDIA's f32 arithmetic returns the canonical NaN 0x7fffffff for any NaN result
    (measured on an H200); f64 arithmetic propagates NaNs as the host does."""
    if r.type != F32:
        return r
    return sf.select_bits(b, b.fcmp_unordered("uno", r, r), sf.canonical_nan(F32), r)


# ops whose f32 result can be inexact below 2^-126 (a sum of f32 values there is exact; a
# square root never gets there): .ftz decides tininess on their exact value
TINY_AFTER_ROUNDING = ("mul", "div", "fma", "rcp")


def _rounded(ctx, ins, op, args, mode):
    """`op` correctly rounded in `mode`; with .ftz on f32, results that are tiny after
    rounding (in 24 bits) are flushed even where subnormal rounding reached 2^-126."""
    r = sf.rounded_op(ctx.b, op, args, mode)
    if ins.has("ftz") and r.type == F32 and op in TINY_AFTER_ROUNDING and not ctx.flushes:
        r = sf.flush_f32_tiny(ctx.b, r, sf.exact_f64(ctx.b, op, args), mode)
    return r


def _finish(ctx, ins, t, r, canonical=True, computes=True):
    """.ftz, .sat and the canonical NaN on the result `r`, then stored. `computes`: `r` is
    an arithmetic result, which the CPU's flush modes flush where they are on."""
    if ins.has("ftz") and t.name == "f32" and not (computes and ctx.flushes):
        r = sf.flush_denormal(ctx.b, r)
    if ins.has("sat"):
        r = sf.saturate(ctx.b, r)
    # (not where nothing sees the NaN's bits: nan_payload)
    dest = ins.operands[0]
    if canonical and not (isinstance(dest, ast.Register) and dest.component is None and dest.name in ctx.nan_unseen):
        r = canonical_f32_nan(ctx.b, r)
    ctx.store(ins.operands[0], r, t)


def _arith(op, nargs):
    def emit(ctx, ins):
        t = _t(ctx, ins)
        args = _srcs(ctx, ins, t, nargs)
        if ins.has("approx") or ins.has("full"):
            # approximations: the correctly rounded value is within their bounds
            r = sf.rounded_op(ctx.b, op, args, "rn")
        else:
            r = _rounded(ctx, ins, op, args, rounding_of(ins))
        _finish(ctx, ins, t, r)
    return emit


def _mad(ctx, ins):
    t = _t(ctx, ins)
    args = _srcs(ctx, ins, t, 3)
    if t.name == "f32" and not any(m in ins.modifiers for m in ROUNDING):
        # mad.f32 without rounding: the unfused multiply-add of sm_1x (mul rounded, then add)
        r = ctx.b.fadd(ctx.b.fmul(args[0], args[1]), args[2])
    else:
        r = _rounded(ctx, ins, "fma", args, rounding_of(ins))
    _finish(ctx, ins, t, r)


# approximations with the C library's results (tanh computed inline the way glibc's tanhf
# computes it: libm_tanh), whose code need not flush under the CPU's flush modes (glibc's
# log2f reads a subnormal's bits): their .ftz stays explicit
LIBRARY_APPROX = ("lg2", "sin", "cos", "tanh")


def _unary_approx(name):
    computes = name not in LIBRARY_APPROX

    def emit(ctx, ins):
        t = _t(ctx, ins)
        (x,) = _srcs(ctx, ins, t, 1, computes)
        b = ctx.b
        if name == "rsqrt":
            r = b.fdiv(ir.Constant(t_ll(t), 1.0), unary_intrinsic(b, "sqrt", x))
        elif name == "ex2" and t.name == "f32":
            r = sf.exp2_f32(b, x)
        elif name == "tanh" and t.name == "f32":
            r = libm_tanh.tanh_f32(b, x)
        else:
            r = unary_intrinsic(b, {"ex2": "exp2", "lg2": "log2", "sin": "sin", "cos": "cos",
                                    "tanh": "tanh"}[name], x)
        _finish(ctx, ins, t, r, computes=computes)
    return emit


def t_ll(t):
    return F32 if t.name == "f32" else F64


def _abs_neg(op):
    def emit(ctx, ins):
        t = _t(ctx, ins)
        (x,) = _srcs(ctx, ins, t, 1, computes=False)
        b = ctx.b
        it = ir.IntType(t.bits)
        bits = b.bitcast(x, it)
        sign = ir.Constant(it, 1 << (t.bits - 1))
        r = b.and_(bits, ir.Constant(it, (1 << (t.bits - 1)) - 1)) if op == "abs" else b.xor(bits, sign)
        if t.name == "f64":
            # an H200 returns a NaN operand quieted, sign and payload unchanged
            quiet = b.or_(bits, ir.Constant(it, 1 << 51))
            r = b.select(b.fcmp_unordered("uno", x, x), quiet, r)
        # f32: NaN results are the canonical NaN (_finish)
        _finish(ctx, ins, t, b.bitcast(r, x.type), canonical=True, computes=False)
    return emit


def _minmax(ctx, ins):
    t = _t(ctx, ins)
    args = _srcs(ctx, ins, t, len(ins.operands) - 1, computes=False)
    r = args[0]
    pick = sf.xorsign_abs if ins.has("xorsign") else sf.fminmax
    for y in args[1:]:
        r = pick(ctx.b, r, y, ins.opcode == "max", ins.has("NaN"))
    if ins.has("relu"):
        r = sf.fminmax(ctx.b, r, ir.Constant(r.type, 0.0), True, False)
    _finish(ctx, ins, t, r, computes=False)


def _copysign(ctx, ins):
    t = _t(ctx, ins)
    a, bb = _srcs(ctx, ins, t, 2, computes=False)
    # PTX: copysign d, a, b copies the sign of a into b
    ctx.store(ins.operands[0], binary_intrinsic(ctx.b, "copysign", bb, a), t)


def _testp(ctx, ins):
    t = _t(ctx, ins)
    x = ctx.value(ins.operands[1], t, ins.loc)
    b = ctx.b
    ax = unary_intrinsic(b, "fabs", x)
    inf = ir.Constant(x.type, float("inf"))
    tiny = ir.Constant(x.type, 1.1754943508222875e-38 if t.name == "f32" else 2.2250738585072014e-308)
    tests = {
        "finite": lambda: b.fcmp_ordered("<", ax, inf),
        "infinite": lambda: b.fcmp_ordered("==", ax, inf),
        "number": lambda: b.fcmp_ordered("ord", x, x),
        "notanumber": lambda: b.fcmp_unordered("uno", x, x),
        # an H200 counts zeros as normal: every finite value that is not subnormal
        "normal": lambda: b.and_(b.fcmp_ordered("<", ax, inf),
                                 b.not_(b.and_(b.fcmp_ordered("<", ax, tiny),
                                               b.fcmp_ordered(">", ax, ir.Constant(x.type, 0.0))))),
        "subnormal": lambda: b.and_(b.fcmp_ordered("<", ax, tiny), b.fcmp_ordered(">", ax, ir.Constant(x.type, 0.0))),
    }
    which = [m for m in ins.modifiers if m in tests]
    if not which:
        raise ctx.unsupported(ins)
    ctx.store(ins.operands[0], tests[which[0]](), "pred")


def _rcp(ctx, ins):
    t = _t(ctx, ins)
    (x,) = _srcs(ctx, ins, t, 1)
    if ins.has("approx"):
        r = sf.rounded_op(ctx.b, "rcp", [x], "rn")
    else:
        r = _rounded(ctx, ins, "rcp", [x], rounding_of(ins))
    _finish(ctx, ins, t, r)


def _sqrt(ctx, ins):
    t = _t(ctx, ins)
    (x,) = _srcs(ctx, ins, t, 1)
    mode = "rn" if ins.has("approx") else rounding_of(ins)
    _finish(ctx, ins, t, sf.rounded_op(ctx.b, "sqrt", [x], mode))


TABLE = {
    ("add", "float"): _arith("add", 2),
    ("sub", "float"): _arith("sub", 2),
    ("mul", "float"): _arith("mul", 2),
    ("div", "float"): _arith("div", 2),
    ("fma", "float"): _arith("fma", 3),
    ("mad", "float"): _mad,
    ("rcp", "float"): _rcp,
    ("sqrt", "float"): _sqrt,
    ("rsqrt", "float"): _unary_approx("rsqrt"),
    ("ex2", "float"): _unary_approx("ex2"),
    ("lg2", "float"): _unary_approx("lg2"),
    ("sin", "float"): _unary_approx("sin"),
    ("cos", "float"): _unary_approx("cos"),
    ("tanh", "float"): _unary_approx("tanh"),
    ("abs", "float"): _abs_neg("abs"),
    ("neg", "float"): _abs_neg("neg"),
    ("min", "float"): _minmax,
    ("max", "float"): _minmax,
    ("copysign", "float"): _copysign,
    ("testp", "float"): _testp,
}
