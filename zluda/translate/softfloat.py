"""Exact floating-point helpers as LLVM IR builders.

The host only rounds to nearest-even (changing MXCSR per instruction is neither cheap
nor what LLVM's constrained intrinsics do: their rounding argument only *asserts* the
current mode). Directed roundings are therefore computed in software:

1. compute the result in double precision together with the sign of its error
   (TwoSum, FMA residuals; products of two f32 are exact in double);
2. turn that into the *round-to-odd* double (keeps the sticky information, so any later
   rounding to a format of <= 51 bits of precision is correctly rounded);
3. round the round-to-odd value to the target format with the requested mode: native
   RN conversion followed by a one-ulp correction decided by an exact comparison.

f64 results use the same error sign directly on the RN result.
"""

from __future__ import annotations

from llvmlite import ir

from .irutil import binary_intrinsic, intrinsic, unary_intrinsic
from .ptxtypes import F32, F64, HALF, I1, I16, I32, I64

MODES = ("rn", "rz", "rm", "rp")


def _int_for(t):
    return {F32: I32, F64: I64}.get(t, I16)


def sign_i32(b, x):
    """-1, 0 or 1 as i32 (0 for NaN)."""
    zero = ir.Constant(x.type, 0.0)
    return b.select(b.fcmp_ordered(">", x, zero), ir.Constant(I32, 1),
                    b.select(b.fcmp_ordered("<", x, zero), ir.Constant(I32, -1), ir.Constant(I32, 0)))


def next_toward(b, x, up):
    """nextUp(x) when `up` (i1) is true else nextDown(x); works on +-0 and +-inf."""
    it = _int_for(x.type)
    bits = b.bitcast(x, it)
    width = it.width
    signbit = ir.Constant(it, 1 << (width - 1))
    mag = b.and_(bits, ir.Constant(it, (1 << (width - 1)) - 1))
    is_zero = b.icmp_unsigned("==", mag, ir.Constant(it, 0))
    neg = b.icmp_signed("<", bits, ir.Constant(it, 0))
    # moving away from zero adds one to the magnitude bits, toward zero subtracts one
    away = b.xor(up, neg)  # up & positive, or down & negative
    stepped = b.select(away, b.add(bits, ir.Constant(it, 1)), b.sub(bits, ir.Constant(it, 1)))
    tiny = b.select(up, ir.Constant(it, 1), b.or_(signbit, ir.Constant(it, 1)))
    res = b.select(is_zero, tiny, stepped)
    return b.bitcast(res, x.type)


def to_round_to_odd(b, s, err):
    """s = RN(exact), err = sign(exact - s) as i32 -> the round-to-odd value (same type)."""
    it = _int_for(s.type)
    even = b.icmp_unsigned("==", b.and_(b.bitcast(s, it), ir.Constant(it, 1)), ir.Constant(it, 0))
    inexact = b.icmp_signed("!=", err, ir.Constant(I32, 0))
    moved = next_toward(b, s, b.icmp_signed(">", err, ir.Constant(I32, 0)))
    return b.select(b.and_(even, inexact), moved, s)


def adjust_directed(b, r, err, mode):
    """r = RN(exact) in its own format, err = sign(exact - r): apply rz/rm/rp."""
    if mode == "rn":
        return r
    zero = ir.Constant(I32, 0)
    above = b.icmp_signed("<", err, zero)   # r > exact
    below = b.icmp_signed(">", err, zero)   # r < exact
    if mode == "rm":
        return b.select(above, next_toward(b, r, ir.Constant(I1, 0)), r)
    if mode == "rp":
        return b.select(below, next_toward(b, r, ir.Constant(I1, 1)), r)
    if mode == "rz":
        # |r| > |exact|: r positive and above, or r negative and below
        pos = b.fcmp_ordered(">", r, ir.Constant(r.type, 0.0))
        neg = b.fcmp_ordered("<", r, ir.Constant(r.type, 0.0))
        toward_down = b.and_(pos, above)
        toward_up = b.and_(neg, below)
        r1 = b.select(toward_down, next_toward(b, r, ir.Constant(I1, 0)), r)
        return b.select(toward_up, next_toward(b, r, ir.Constant(I1, 1)), r1)
    raise ValueError(mode)


def _cmp_sign(b, narrow_ext, wide):
    """sign(wide - narrow_ext) as i32 (exact comparison)."""
    gt = b.fcmp_ordered(">", wide, narrow_ext)
    lt = b.fcmp_ordered("<", wide, narrow_ext)
    return b.select(gt, ir.Constant(I32, 1), b.select(lt, ir.Constant(I32, -1), ir.Constant(I32, 0)))


def round_f64_to_f32(b, v, mode):
    """v is exact or round-to-odd; returns the f32 correctly rounded in `mode`."""
    r = b.fptrunc(v, F32)
    if mode == "rn":
        return r
    err = _cmp_sign(b, b.fpext(r, F64), v)
    return adjust_directed(b, r, err, mode)


def round_f64_to_odd_f32(b, v):
    r = b.fptrunc(v, F32)
    return to_round_to_odd(b, r, _cmp_sign(b, b.fpext(r, F64), v))


def round_f32_to_f16(b, v, mode):
    """v (f32) exact or round-to-odd -> f16 bits (i16) rounded in `mode`."""
    r = b.fptrunc(v, HALF)
    if mode != "rn":
        err = _cmp_sign(b, b.fpext(r, F32), v)
        r = adjust_directed(b, r, err, mode)
    return b.bitcast(r, I16)


def round_f64_to_f16(b, v, mode):
    return round_f32_to_f16(b, round_f64_to_odd_f32(b, v), mode)


def round_f32_bits_narrow(b, v, keep_bits: int, mode: str, nan_bits: int):
    """Round an f32 (exact or round-to-odd) to `keep_bits` of mantissa by bit arithmetic,
    result still as f32 bits with the dropped bits zero (bf16: keep 7, tf32: keep 10).
    `nan_bits` is the canonical NaN to return (as f32 bits)."""
    x = b.bitcast(v, I32)
    drop = 23 - keep_bits
    low_mask = ir.Constant(I32, (1 << drop) - 1)
    neg = b.icmp_signed("<", x, ir.Constant(I32, 0))
    low = b.and_(x, low_mask)
    inexact = b.icmp_unsigned("!=", low, ir.Constant(I32, 0))
    if mode == "rn":
        lsb = b.and_(b.lshr(x, ir.Constant(I32, drop)), ir.Constant(I32, 1))
        bias = b.add(ir.Constant(I32, (1 << (drop - 1)) - 1), lsb)
        y = b.add(x, bias)
    elif mode == "rna":
        y = b.add(x, ir.Constant(I32, 1 << (drop - 1)))
    elif mode == "rz":
        y = x
    elif mode in ("rm", "rp"):
        away = neg if mode == "rm" else b.not_(neg)
        y = b.select(b.and_(away, inexact), b.add(x, low_mask), x)
    else:
        raise ValueError(mode)
    y = b.and_(y, ir.Constant(I32, ~((1 << drop) - 1) & 0xFFFFFFFF))
    isnan = b.fcmp_unordered("uno", v, v)
    return b.select(isnan, ir.Constant(I32, nan_bits), y)


def f32_to_bf16_bits(b, v, mode):
    bits = round_f32_bits_narrow(b, v, 7, mode, 0x7FFF0000)
    return b.trunc(b.lshr(bits, ir.Constant(I32, 16)), I16)


def bf16_bits_to_f32(b, h):
    return b.bitcast(b.shl(b.zext(h, I32), ir.Constant(I32, 16)), F32)


def f16_bits_to_f32(b, h):
    return b.fpext(b.bitcast(h, HALF), F32)


# ---------------------------------------------------------------------------------------
# error-free transformations: (RN result, sign of error)


def _overflow_err(b, s, inputs_finite):
    """When RN overflowed to inf from finite inputs, the exact value is below |inf|."""
    inf = b.fcmp_ordered("==", unary_intrinsic(b, "fabs", s), ir.Constant(s.type, float("inf")))
    return b.and_(inf, inputs_finite), b.sub(ir.Constant(I32, 0), sign_i32(b, s))


def _finite(b, x):
    return b.fcmp_ordered("<", unary_intrinsic(b, "fabs", x), ir.Constant(x.type, float("inf")))


def _with_overflow(b, s, err, *inputs):
    fin = _finite(b, inputs[0])
    for x in inputs[1:]:
        fin = b.and_(fin, _finite(b, x))
    ovf, oerr = _overflow_err(b, s, fin)
    err = b.select(_finite(b, s), err, ir.Constant(I32, 0))
    return b.select(ovf, oerr, err)


def two_sum(b, x, y):
    s = b.fadd(x, y)
    bb = b.fsub(s, x)
    e = b.fadd(b.fsub(x, b.fsub(s, bb)), b.fsub(y, bb))
    return s, _with_overflow(b, s, sign_i32(b, e), x, y)


def fma(b, x, y, z):
    return intrinsic(b, f"llvm.fma.{'f32' if x.type == F32 else 'f64'}", x.type, [x.type] * 3, [x, y, z])


def _product_sign(b, x, y):
    return b.mul(sign_i32(b, x), sign_i32(b, y))


def _tiny(b, s):
    """|s| so small that an FMA residual against it (about ulp(s)) may underflow."""
    smallest = 2.0 ** (-1022 + 53) if s.type == F64 else 2.0 ** (-126 + 24)
    return b.fcmp_ordered("<", unary_intrinsic(b, "fabs", s), ir.Constant(s.type, smallest))


def _up(b, v, k=128):
    return b.fmul(v, ir.Constant(v.type, 2.0 ** k))


def two_prod(b, x, y):
    s = b.fmul(x, y)
    e = fma(b, x, y, b.fneg(s))
    # a tiny product: take the residual 2^128 higher (scaling the smaller operand,
    # which then cannot overflow), where it is exact, so its sign is right
    x_small = b.fcmp_ordered("<", unary_intrinsic(b, "fabs", x), unary_intrinsic(b, "fabs", y))
    xs = b.select(x_small, _up(b, x), x)
    ys = b.select(x_small, y, _up(b, y))
    e = b.select(_tiny(b, s), fma(b, xs, ys, b.fneg(_up(b, s))), e)
    err = sign_i32(b, e)
    # a nonzero product that underflowed to zero: the error has the product's sign
    flushed = b.fcmp_ordered("==", s, ir.Constant(s.type, 0.0))
    err = b.select(flushed, _product_sign(b, x, y), err)
    return s, _with_overflow(b, s, err, x, y)


def div_err(b, x, y):
    q = b.fdiv(x, y)
    r = fma(b, b.fneg(q), y, x)
    # a tiny quotient: the residual 2^128 higher (x is then below 2^55: no overflow)
    r = b.select(_tiny(b, q), fma(b, b.fneg(_up(b, q)), y, _up(b, x)), r)
    # a tiny dividend with a normal-size quotient: scale x and y (y <= 1 here)
    r = b.select(b.and_(_tiny(b, x), b.not_(_tiny(b, q))), fma(b, b.fneg(q), _up(b, y), _up(b, x)), r)
    e = b.mul(sign_i32(b, r), sign_i32(b, y))
    err = _with_overflow(b, q, e, x, y)
    # x / 0 is an exact infinity in every rounding mode
    by_zero = b.fcmp_ordered("==", y, ir.Constant(y.type, 0.0))
    return q, b.select(by_zero, ir.Constant(I32, 0), err)


def sqrt_err(b, x):
    # tiny inputs are scaled by an even power of two first, so s*s stays normal and the
    # FMA residual is exact; the scaling of the root is exact too
    tiny = b.fcmp_ordered("<", unary_intrinsic(b, "fabs", x), ir.Constant(x.type, 2.0 ** -900 if x.type == F64 else 2.0 ** -100))
    k = 2.0 ** 200 if x.type == F64 else 2.0 ** 60
    xs = b.select(tiny, b.fmul(x, ir.Constant(x.type, k * k)), x)
    ss = unary_intrinsic(b, "sqrt", xs)
    r = fma(b, b.fneg(ss), ss, xs)
    s = b.select(tiny, b.fmul(ss, ir.Constant(x.type, 1.0 / k)), ss)
    # the unscaled root may itself be rounded when it lands in the subnormal range (not
    # for f32/f64 square roots: sqrt of the smallest subnormal is normal)
    return s, b.select(_finite(b, s), sign_i32(b, r), ir.Constant(I32, 0))


def fma_err(b, x, y, z):
    """fma RN result and the sign of its error (exact except in extreme cancellations)."""
    s, err = _fma_err_unscaled(b, x, y, z)
    if s.type != F64:
        return s, err   # an f32 fma, evaluated in f64, is far from both ends of the range
    # The residuals underflow when the result is subnormal, and x*y overflows on the way
    # to a result near the largest double: there the error is taken in a domain scaled
    # by 2^192 (up) or 2^-64 (down), where nothing underflows or overflows.
    fin = _finite(b, s)
    z_mag = unary_intrinsic(b, "fabs", z)
    # a tiny result from terms of 2^800 and more is an exact zero: the unscaled path has it
    tiny = b.and_(b.and_(_tiny(b, s), fin), b.fcmp_ordered("<", z_mag, ir.Constant(F64, 2.0 ** 800)))
    err = b.select(tiny, _rescaled_err(b, x, y, z, s, 192, err), err)
    huge = b.and_(fin, b.fcmp_ordered(">=", unary_intrinsic(b, "fabs", s), ir.Constant(F64, 2.0 ** 1000)))
    return s, b.select(huge, _rescaled_err(b, x, y, z, s, -64, err), err)


def _rescaled_err(b, x, y, z, s, k, err):
    """sign(exact - s) for s = RN(x*y + z), from fma(x', y', z * 2^k) = 2^k * exact with
    one factor scaled (the smaller one up, the larger one down): s * 2^k is exact there,
    so sign(s2 - s * 2^k), or the scaled error where they are equal, is the answer. Where
    the scaled terms say nothing (a product or z scaled down to zero), `err` (unscaled)
    and then z decide."""
    scale = ir.Constant(F64, 2.0 ** k)
    ax, ay = unary_intrinsic(b, "fabs", x), unary_intrinsic(b, "fabs", y)
    pick_x = b.fcmp_ordered("<" if k > 0 else ">=", ax, ay)
    xs = b.select(pick_x, b.fmul(x, scale), x)
    ys = b.select(pick_x, y, b.fmul(y, scale))
    zs = b.fmul(z, scale)
    s2, err2 = _fma_err_unscaled(b, xs, ys, zs)
    zero = ir.Constant(I32, 0)
    err2 = b.select(b.icmp_signed("==", err2, zero), err, err2)
    if k < 0:
        lost = b.and_(b.fcmp_ordered("==", zs, ir.Constant(F64, 0.0)), b.fcmp_ordered("!=", z, ir.Constant(F64, 0.0)))
        err2 = b.select(b.and_(lost, b.icmp_signed("==", err2, zero)), sign_i32(b, z), err2)
    d = b.fsub(s2, b.fmul(s, scale))
    return b.select(b.fcmp_ordered("!=", d, ir.Constant(F64, 0.0)), sign_i32(b, d), err2)


def _fma_err_unscaled(b, x, y, z):
    s = fma(b, x, y, z)
    ph = b.fmul(x, y)
    pl = fma(b, x, y, b.fneg(ph))
    t1, _ = two_sum(b, ph, z)
    bb = b.fsub(t1, ph)
    t2 = b.fadd(b.fsub(ph, b.fsub(t1, bb)), b.fsub(z, bb))
    e = b.fadd(b.fadd(b.fsub(t1, s), t2), pl)
    err = sign_i32(b, e)
    # the product underflowed entirely (ph == pl == 0): its sign decides
    lost = b.and_(b.fcmp_ordered("==", ph, ir.Constant(ph.type, 0.0)),
                  b.icmp_signed("==", err, ir.Constant(I32, 0)))
    err = b.select(lost, _product_sign(b, x, y), err)
    return s, _with_overflow(b, s, err, x, y, z)


# ---------------------------------------------------------------------------------------
# rounded arithmetic in any mode


def _zero_sign_rm(b, r, exact_zero, terms_neg_any, mode):
    """IEEE: an exact zero sum is -0 under round-down unless every term was +0 (a tiny
    nonzero sum that rounds to zero keeps its own sign)."""
    if mode != "rm":
        return r
    is_zero = b.and_(b.fcmp_ordered("==", r, ir.Constant(r.type, 0.0)), exact_zero)
    return b.select(b.and_(is_zero, terms_neg_any), ir.Constant(r.type, -0.0), r)


def _signbit(b, x):
    it = _int_for(x.type)
    return b.icmp_signed("<", b.bitcast(x, it), ir.Constant(it, 0))


def _nonzero_or_neg(b, x):
    return b.or_(_signbit(b, x), b.fcmp_unordered("une", x, ir.Constant(x.type, 0.0)))


def rounded_op(b, op: str, args, mode: str):
    """op in add sub mul div fma sqrt rcp on f32 or f64 values, correctly rounded in `mode`."""
    t = args[0].type
    if mode == "rn":
        return f64_nan_operand(b, op, args, _native(b, op, args))
    if t == F32:
        v = exact_f64(b, op, args)
        r = round_f64_to_f32(b, v, mode)
        exact_zero = b.fcmp_ordered("==", v, ir.Constant(F64, 0.0))
    else:
        s, err = with_error(b, op, args)
        r = f64_nan_operand(b, op, args, adjust_directed(b, s, err, mode))
        exact_zero = b.and_(b.fcmp_ordered("==", s, ir.Constant(F64, 0.0)),
                            b.icmp_signed("==", err, ir.Constant(I32, 0)))
    if op in ("add", "sub", "fma"):
        if op == "add":
            neg = b.or_(_nonzero_or_neg(b, args[0]), _nonzero_or_neg(b, args[1]))
        elif op == "sub":
            neg = b.or_(_nonzero_or_neg(b, args[0]), _nonzero_or_neg(b, b.fneg(args[1])))
        else:
            prod = b.fmul(args[0], args[1])
            neg = b.or_(_nonzero_or_neg(b, prod), _nonzero_or_neg(b, args[2]))
        r = _zero_sign_rm(b, r, exact_zero, neg, mode)
    return r


# which NaN operand an H200 returns (quieted) from f64 arithmetic with several: the first
# of a binary operation; for fma a, then c, then b (measured in the full set's chunks)
_NAN_ORDER = {"fma": (0, 2, 1)}


def f64_nan_operand(b, op, args, r):
    """r, or the NaN operand an H200 returns, quieted, when an f64 operand is NaN."""
    if r.type != F64:
        return r
    order = _NAN_ORDER.get(op, range(len(args)))
    for i in reversed(order):
        a = args[i]
        quiet = b.bitcast(b.or_(b.bitcast(a, I64), ir.Constant(I64, 1 << 51)), F64)
        r = select_bits(b, b.fcmp_unordered("uno", a, a), quiet, r)
    return r


def _native(b, op, a):
    if op == "add":
        return b.fadd(a[0], a[1])
    if op == "sub":
        return b.fsub(a[0], a[1])
    if op == "mul":
        return b.fmul(a[0], a[1])
    if op == "div":
        return b.fdiv(a[0], a[1])
    if op == "fma":
        return fma(b, a[0], a[1], a[2])
    if op == "sqrt":
        return unary_intrinsic(b, "sqrt", a[0])
    if op == "rcp":
        return b.fdiv(ir.Constant(a[0].type, 1.0), a[0])
    raise ValueError(op)


def with_error(b, op, a):
    if op == "add":
        return two_sum(b, a[0], a[1])
    if op == "sub":
        return two_sum(b, a[0], b.fneg(a[1]))
    if op == "mul":
        return two_prod(b, a[0], a[1])
    if op == "div":
        return div_err(b, a[0], a[1])
    if op == "rcp":
        return div_err(b, ir.Constant(a[0].type, 1.0), a[0])
    if op == "sqrt":
        return sqrt_err(b, a[0])
    if op == "fma":
        return fma_err(b, a[0], a[1], a[2])
    raise ValueError(op)


# ---------------------------------------------------------------------------------------
# flush-to-zero, saturation, NaN rules


# (exponent field, sign bit) of the formats .ftz flushes
_FLUSH_MASKS = {F32: (0x7F800000, 0x80000000), F64: (0x7FF0000000000000, 0x8000000000000000), HALF: (0x7C00, 0x8000)}


def flush_denormal(b, x):
    """.ftz: a subnormal becomes a zero of the same sign. On the bits (a zero exponent
    field keeps only the sign): an integer compare and select stay in vector lanes and
    become no branch, where a compare of |x| with a float select of copysign became
    conditional jumps in scalar code."""
    it = _int_for(x.type)
    exponent, sign = _FLUSH_MASKS[x.type]
    bits = b.bitcast(x, it)
    subnormal = b.icmp_unsigned("==", b.and_(bits, ir.Constant(it, exponent)), ir.Constant(it, 0))
    keep = b.select(subnormal, ir.Constant(it, sign), ir.Constant(it, (1 << it.width) - 1))
    return b.bitcast(b.and_(bits, keep), x.type)


MIN_NORMAL_F32 = 2.0 ** -126


def exact_f64(b, op: str, args):
    """The f32 operation `op` evaluated in f64 rounded to odd: ordered like the exact result
    against every f64 with a shorter significand (such as the f32 rounding boundaries)."""
    wide = [b.fpext(a, F64) for a in args]
    if op == "mul":
        return b.fmul(wide[0], wide[1])   # exact
    if op == "fma":
        # the f32 product is exact in f64, and TwoSum's error term is exact: no need for
        # the general f64 fma error analysis (with its rescaled paths for the ends of the
        # f64 range, which f32 operands never reach)
        s, err = two_sum(b, b.fmul(wide[0], wide[1]), wide[2])
        return to_round_to_odd(b, s, err)
    s, err = with_error(b, op, wide)
    return to_round_to_odd(b, s, err)


def ftz_f32_tiny(b, v, mode: str):
    """.ftz on an f32 result whose exact value is (the round-to-odd f64) v: true when the
    result is tiny after rounding, as an H200 decides it (IEEE 754's "after rounding"
    tininess: v rounded in `mode` to 24 bits with an unbounded exponent stays below
    2^-126). A value just below 2^-126 that rounds up to it in 24 bits is kept; one that
    reaches 2^-126 only in subnormal precision is flushed."""
    a = unary_intrinsic(b, "fabs", v)
    below = b.fcmp_ordered("<", a, ir.Constant(F64, MIN_NORMAL_F32))
    if mode == "rz":
        return below
    if mode == "rn":   # ties go to 2^-126 (even)
        return b.fcmp_ordered("<", a, ir.Constant(F64, MIN_NORMAL_F32 * (1 - 2.0 ** -25)))
    # rounding away from zero: everything above the largest 24-bit value below 2^-126
    away = b.fcmp_ordered(">" if mode == "rp" else "<", v, ir.Constant(F64, 0.0))
    reaches = b.fcmp_ordered(">", a, ir.Constant(F64, MIN_NORMAL_F32 * (1 - 2.0 ** -24)))
    return b.and_(below, b.not_(b.and_(away, reaches)))


def flush_f32_tiny(b, r, v, mode: str):
    """r (the f32 result, rounded in subnormal precision) flushed to a signed zero when the
    exact value v is tiny after rounding (ftz_f32_tiny)."""
    zero = binary_intrinsic(b, "copysign", ir.Constant(F32, 0.0), r)
    return b.select(ftz_f32_tiny(b, v, mode), zero, r)


def saturate(b, x):
    """.sat: clamp to [0, 1]; NaN -> +0."""
    zero = ir.Constant(x.type, 0.0)
    one = ir.Constant(x.type, 1.0)
    lo = b.select(b.fcmp_ordered(">", x, zero), x, zero)   # NaN and -0 -> +0
    return b.select(b.fcmp_ordered(">", lo, one), one, lo)


def canonical_nan(t):
    if t == F32:
        return ir.Constant.bitcast(ir.Constant(I32, 0x7FFFFFFF), F32)
    if t == F64:
        # min/max.f64 of two NaNs on an H200 give 0x7ff8000000000000
        return ir.Constant.bitcast(ir.Constant(I64, 0x7FF8000000000000), F64)
    return ir.Constant.bitcast(ir.Constant(I16, 0x7FFF), HALF)


def select_bits(b, cond, x, y):
    """select on the bit patterns: LLVM treats NaN payloads as unobservable and may fold
    a float select between NaNs, but it keeps integer selects."""
    it = _int_for(x.type)
    return b.bitcast(b.select(cond, b.bitcast(x, it), b.bitcast(y, it)), x.type)


def fminmax(b, x, y, is_max: bool, propagate_nan: bool):
    """PTX min/max: -0 < +0; one NaN operand -> the other; both NaN -> canonical NaN;
    with .NaN any NaN operand -> canonical NaN."""
    it = _int_for(x.type)
    xb = b.bitcast(x, it)
    yb = b.bitcast(y, it)
    if is_max:
        pick_x = b.or_(b.fcmp_ordered(">", x, y),
                       b.and_(b.fcmp_ordered("==", x, y), b.icmp_signed("<", yb, ir.Constant(it, 0))))
    else:
        pick_x = b.or_(b.fcmp_ordered("<", x, y),
                       b.and_(b.fcmp_ordered("==", x, y), b.icmp_signed("<", xb, ir.Constant(it, 0))))
    r = select_bits(b, pick_x, x, y)
    xnan = b.fcmp_unordered("uno", x, x)
    ynan = b.fcmp_unordered("uno", y, y)
    cnan = canonical_nan(x.type)
    if propagate_nan:
        return select_bits(b, b.or_(xnan, ynan), cnan, r)
    r = select_bits(b, xnan, y, select_bits(b, ynan, x, r))
    if x.type == F64:
        # f64, both NaN: an H200 returns the first operand, quieted
        first = b.bitcast(b.or_(b.bitcast(x, I64), ir.Constant(I64, 1 << 51)), F64)
        return select_bits(b, b.and_(xnan, ynan), first, r)
    return select_bits(b, b.and_(xnan, ynan), cnan, r)


def xorsign_abs(b, x, y, is_max: bool, propagate_nan: bool):
    """min/max.xorsign.abs: min/max of |x| and |y|, its sign the XOR of the operands'
    signs (a NaN result stays the canonical NaN)."""
    it = _int_for(x.type)
    r = fminmax(b, unary_intrinsic(b, "fabs", x), unary_intrinsic(b, "fabs", y), is_max, propagate_nan)
    sign = b.and_(b.xor(b.bitcast(x, it), b.bitcast(y, it)), ir.Constant(it, 1 << (it.width - 1)))
    signed = b.bitcast(b.or_(b.bitcast(r, it), sign), x.type)
    return select_bits(b, b.fcmp_unordered("uno", r, r), r, signed)


# 2^f on [-1/2, 1/2]: Taylor coefficients (ln 2)^k / k!, k = 0..10 (remainder < 2^-38
# relative, far below f32's half ulp once evaluated in f64)
_EXP2_COEFFS = (1.0, 0.6931471805599453, 0.2402265069591007, 0.05550410866482158,
                0.009618129107628477, 0.0013333558146428443, 0.00015403530393381606,
                1.525273380405984e-05, 1.3215486790144307e-06, 1.0178086009239699e-07,
                7.054911620801123e-09)


def exp2_f32(b, x):
    """2^x for an f32 x, rounded once to f32 from an f64 evaluation: within 0.51 ulp over
    the whole range (subnormal results included), from arithmetic LLVM vectorises (a libm
    exp2f call is scalar and stops the thread loop from running in vector lanes).
    x = n + f with n = rint(x) and |f| <= 1/2 (exact); 2^f by polynomial; 2^n by building
    the f64 exponent. x is clamped to [-152, 129] first: beyond, the result rounds to 0 or
    to infinity anyway. NaN stays NaN."""
    xc = binary_intrinsic(b, "maxnum", binary_intrinsic(b, "minnum", x, ir.Constant(F32, 129.0)),
                          ir.Constant(F32, -152.0))
    n = unary_intrinsic(b, "rint", xc)
    f = b.fpext(b.fsub(xc, n), F64)
    p = ir.Constant(F64, _EXP2_COEFFS[-1])
    for c in reversed(_EXP2_COEFFS[:-1]):
        p = fma(b, p, f, ir.Constant(F64, c))
    scale = b.bitcast(b.shl(b.add(b.fptosi(n, I64), ir.Constant(I64, 1023)), ir.Constant(I64, 52)), F64)
    r = b.fptrunc(b.fmul(p, scale), F32)
    return b.select(b.fcmp_unordered("uno", x, x), x, r)
