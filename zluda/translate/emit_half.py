"""f16, bf16, f16x2, bf16x2 arithmetic.

Each lane is widened exactly (to f32/f64), computed with the sign of its error, made
round-to-odd and rounded once to the narrow format, so results are correctly rounded.
NaN results are NVIDIA's canonical 0x7fff.
"""

from __future__ import annotations

from llvmlite import ir

from . import softfloat as sf
from .irutil import binary_intrinsic, unary_intrinsic
from .ptxtypes import F32, F64, I16, I32

CANON_NAN = 0x7FFF
NAN_ABOVE = {"f16": 0x7C00, "bf16": 0x7F80}   # magnitudes above these bits are NaNs


def _fmt(name):
    return "bf16" if name.startswith("bf16") else "f16"


def _lanes(ctx, v, tname):
    if tname.endswith("x2"):
        b = ctx.b
        return [b.trunc(v, I16), b.trunc(b.lshr(v, ir.Constant(I32, 16)), I16)]
    return [v]


def _join(ctx, lanes):
    if len(lanes) == 1:
        return lanes[0]
    b = ctx.b
    return b.or_(b.zext(lanes[0], I32), b.shl(b.zext(lanes[1], I32), ir.Constant(I32, 16)))


def widen(ctx, h, fmt):
    return sf.bf16_bits_to_f32(ctx.b, h) if fmt == "bf16" else sf.f16_bits_to_f32(ctx.b, h)


def narrow_from_f64(ctx, v, fmt, mode="rn"):
    b = ctx.b
    ro32 = sf.round_f64_to_odd_f32(b, v)
    bits = sf.f32_to_bf16_bits(b, ro32, mode) if fmt == "bf16" else sf.round_f32_to_f16(b, ro32, mode)
    isnan = b.fcmp_unordered("uno", v, v)
    return b.select(isnan, ir.Constant(I16, CANON_NAN), bits)


def narrow_from_f32(ctx, v, fmt, mode="rn"):
    b = ctx.b
    bits = sf.f32_to_bf16_bits(b, v, mode) if fmt == "bf16" else sf.round_f32_to_f16(b, v, mode)
    return b.select(b.fcmp_unordered("uno", v, v), ir.Constant(I16, CANON_NAN), bits)


def _flush(ctx, x, fmt):
    # f16 smallest normal 2^-14; bf16 shares f32's range
    b = ctx.b
    tiny = 6.103515625e-05 if fmt == "f16" else 1.1754943508222875e-38
    small = b.fcmp_ordered("<", unary_intrinsic(b, "fabs", x), ir.Constant(F32, tiny))
    return b.select(small, binary_intrinsic(b, "copysign", ir.Constant(F32, 0.0), x), x)


def _lanewise(ctx, ins, fn, nargs):
    tname = ins.types[-1]
    fmt = _fmt(tname)
    t = ctx.ptype(tname, ins.loc)
    srcs = [_lanes(ctx, ctx.value(o, t, ins.loc), tname) for o in ins.operands[1:1 + nargs]]
    out = []
    for lane in range(len(srcs[0])):
        xs = [widen(ctx, s[lane], fmt) for s in srcs]
        if ins.has("ftz"):
            xs = [_flush(ctx, x, fmt) for x in xs]
        r = fn(ctx, ins, xs, fmt)
        if ins.has("oob"):
            r = _oob_clamp(ctx, [s[lane] for s in srcs[:2]], r)
        out.append(r)
    ctx.store(ins.operands[0], _join(ctx, out), t)


# fma .oob: a factor holding the out-of-bounds NaN (0x7ff7, either sign: what tensor
# loads fill out-of-bounds elements with) makes that lane's result +0 (measured on an
# H200; other NaNs and the addend propagate as usual)
OOB_NAN = 0x7FF7


def _oob_clamp(ctx, factors, r):
    b = ctx.b
    hit = None
    for h in factors:
        is_oob = b.icmp_unsigned("==", b.and_(h, ir.Constant(I16, 0x7FFF)), ir.Constant(I16, OOB_NAN))
        hit = is_oob if hit is None else b.or_(hit, is_oob)
    return b.select(hit, ir.Constant(I16, 0), r)


def _post(ctx, ins, bits, fmt):
    """.ftz/.sat/.relu on a narrow result (bits)."""
    b = ctx.b
    if not (ins.has("ftz") or ins.has("sat") or ins.has("relu")):
        return bits
    x = widen(ctx, bits, fmt)
    if ins.has("ftz"):
        x = _flush(ctx, x, fmt)
    if ins.has("sat"):
        x = sf.saturate(b, x)
    if ins.has("relu"):  # negatives and -0 become +0 (as on an H200); NaN stays
        neg = b.fcmp_ordered("<=", x, ir.Constant(F32, 0.0))
        x = b.select(neg, ir.Constant(F32, 0.0), x)
    r = narrow_from_f32(ctx, x, fmt)  # exact: x is representable
    return r


def _arith(op):
    def fn(ctx, ins, xs, fmt):
        b = ctx.b
        wide = [b.fpext(x, F64) for x in xs]
        if op == "mul":
            v = b.fmul(wide[0], wide[1])
        elif op == "fma":
            # A product of two f16 or bf16 values is exact in f64 (at most 22 significant
            # bits, magnitudes within 2^-266..2^256), so the fma's only rounding is the sum's,
            # whose error two_sum gives exactly: softfloat's general fma error (scaled
            # retries for subnormal and huge results) is dead code here, and was most of a
            # half-precision kernel's instructions and compile time.
            s, err = sf.two_sum(b, b.fmul(wide[0], wide[1]), wide[2])
            v = sf.to_round_to_odd(b, s, err)
        else:
            s, err = sf.with_error(b, op, wide)
            v = sf.to_round_to_odd(b, s, err)
        bits = narrow_from_f64(ctx, v, fmt, "rn")
        if ins.has("ftz"):
            # .ftz flushes a result that is tiny after rounding to the format's precision
            # with an unbounded exponent (IEEE 754's "after rounding" tininess): a value in
            # [min_normal - ulp/2, min_normal) rounds to min_normal and is kept, anything
            # smaller (also what rounds up to min_normal in subnormal precision) is 0
            digits = 11 if fmt == "f16" else 8
            min_normal = 6.103515625e-05 if fmt == "f16" else 1.1754943508222875e-38
            tiny = b.fcmp_ordered("<", unary_intrinsic(b, "fabs", v),
                                  ir.Constant(F64, min_normal * (1 - 2.0 ** -(digits + 1))))
            zero = b.and_(bits, ir.Constant(I16, 0x8000))
            bits = b.select(tiny, zero, bits)
        return _post(ctx, ins, bits, fmt)
    return fn


def _minmax(ctx, ins, xs, fmt):
    pick = sf.xorsign_abs if ins.has("xorsign") else sf.fminmax
    r = pick(ctx.b, xs[0], xs[1], ins.opcode == "max", ins.has("NaN"))
    return _post(ctx, ins, narrow_from_f32(ctx, r, fmt), fmt)


def _unary(kind):
    def fn(ctx, ins, xs, fmt):
        b = ctx.b
        x = xs[0]
        if kind == "ex2":
            r = unary_intrinsic(b, "exp2", x)
        elif kind == "tanh":
            r = unary_intrinsic(b, "tanh", x)
        else:
            raise ctx.unsupported(ins)
        return narrow_from_f32(ctx, r, fmt)
    return fn


def _bit_unary(kind):
    """neg/abs act on the sign bit; a NaN becomes the canonical 0x7fff."""
    def emit(ctx, ins):
        tname = ins.types[-1]
        t = ctx.ptype(tname, ins.loc)
        v = ctx.value(ins.operands[1], t, ins.loc)
        lanes = _lanes(ctx, v, tname)
        b = ctx.b
        out = []
        for h in lanes:
            if ins.has("ftz"):
                h = narrow_from_f32(ctx, _flush(ctx, widen(ctx, h, _fmt(tname)), _fmt(tname)), _fmt(tname))
            r = b.and_(h, ir.Constant(I16, 0x7FFF)) if kind == "abs" else b.xor(h, ir.Constant(I16, 0x8000))
            # an H200 returns the canonical NaN, not the operand's payload
            isnan = b.icmp_unsigned(">", b.and_(h, ir.Constant(I16, 0x7FFF)), ir.Constant(I16, NAN_ABOVE[_fmt(tname)]))
            out.append(b.select(isnan, ir.Constant(I16, CANON_NAN), r))
        ctx.store(ins.operands[0], _join(ctx, out), t)
    return emit


def _emit(fn, nargs):
    return lambda ctx, ins: _lanewise(ctx, ins, fn, nargs)


TABLE = {
    ("add", "half"): _emit(_arith("add"), 2),
    ("sub", "half"): _emit(_arith("sub"), 2),
    ("mul", "half"): _emit(_arith("mul"), 2),
    ("fma", "half"): _emit(_arith("fma"), 3),
    ("min", "half"): _emit(_minmax, 2),
    ("max", "half"): _emit(_minmax, 2),
    ("neg", "half"): _bit_unary("neg"),
    ("abs", "half"): _bit_unary("abs"),
    ("ex2", "half"): _emit(_unary("ex2"), 1),
    ("tanh", "half"): _emit(_unary("tanh"), 1),
}
