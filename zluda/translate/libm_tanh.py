"""tanh.approx.f32 as straight-line f32 arithmetic that gives glibc's tanhf result for
every input (the C library's value is what the lowering has always returned; a tanhf
call per lane keeps a thread loop scalar, this vectorises).

glibc's tanhf (fdlibm's) computes t = expm1f(2|x|) for |x| >= 1, t = expm1f(-2|x|)
below, and then 1 - 2/(t+2) or -t/(t+2) with x's sign; |x| >= 22 gives 1, |x| < 2^-55
gives x*(1+x). expm1f reduces its argument by k = round(a/ln2) (k = +-1 written out for
|a| < 1.5 ln2, k = 0 below 0.5 ln2) and applies a rational correction whose final form
depends on k. Here each of those branches is computed for every lane and the lane's
own case selected, each operation the same IEEE f32 operation in the same order as the
C code, so the results agree bit for bit.

The flush modes (flush_mode.py) change nothing here: inputs below 2^-55, subnormals among
them, are selected through unchanged, and for every other input no operand or result of
the arithmetic is subnormal. So the lowering gives the same bits with the modes on or off
(flush_mode lets a kernel holding tanh.approx.f32 run under them). Both facts are checked
over all 2^32 inputs by `python -m zluda.cpu.tanh_check`; tests/cpu/test_cpu_tanh_lowering.py
keeps a sample.
"""

from __future__ import annotations

import struct

from llvmlite import ir

from .ptxtypes import F32, I32


def _f32_bits(value: int) -> ir.Constant:
    return ir.Constant(F32, struct.unpack("<f", struct.pack("<I", value))[0])


LN2_HI = _f32_bits(0x3F317180)
LN2_LO = _f32_bits(0x3717F7D1)
INV_LN2 = _f32_bits(0x3FB8AA3B)
# expm1f's scaled coefficients, Q1 .. Q5
EXPM1_Q = [_f32_bits(v) for v in (0xBD088889, 0x3AD00D01, 0xB8A670CD, 0x36867E54, 0xB457EDBB)]

ABS_MASK = 0x7FFFFFFF
TANH_ONE_BELOW = 0x3F800000      # |x| < 1: expm1f of -2|x|
TANH_SATURATES = 0x41B00000      # |x| >= 22 (and inf, NaN): 1
TANH_TINY = 0x24000000           # |x| < 2^-55: x * (1 + x)
EXPM1_TINY = 0x33000000          # |a| < 2^-25: a itself
EXPM1_REDUCED = 0x3EB17218       # |a| > ln2 / 2: k != 0
EXPM1_K_ONE = 0x3F851592         # |a| < 1.5 ln2: k = +-1


def _c(t, v):
    return ir.Constant(t, v)


def _f(v):
    return ir.Constant(F32, v)


def _with_exponent_added(b, y, k):
    """y * 2^k by adding k to the exponent field (no overflow or underflow in range)."""
    return b.bitcast(b.add(b.bitcast(y, I32), b.shl(k, _c(I32, 23))), F32)


def _expm1f(b, a):
    """glibc's expm1f(a) for finite a with |a| < 88 (tanh's arguments: [2, 44) and
    (-2, 0)); every case's value, the lane's own selected."""
    bits = b.bitcast(a, I32)
    ha = b.and_(bits, _c(I32, ABS_MASK))
    negative = b.icmp_signed("<", bits, _c(I32, 0))
    reduced = b.icmp_unsigned(">", ha, _c(I32, EXPM1_REDUCED))
    k_one = b.icmp_unsigned("<", ha, _c(I32, EXPM1_K_ONE))
    half = b.select(negative, _f(-0.5), _f(0.5))
    k_rounded = b.fptosi(b.fadd(b.fmul(INV_LN2, a), half), I32)
    k = b.select(reduced, b.select(k_one, b.select(negative, _c(I32, -1), _c(I32, 1)), k_rounded), _c(I32, 0))
    t = b.sitofp(k, F32)
    # k = 0 reduces nothing: a - 0 * ln2_hi and its lo are a and 0 exactly
    hi = b.fsub(a, b.fmul(t, LN2_HI))
    lo = b.fmul(t, LN2_LO)
    x = b.fsub(hi, lo)
    c = b.fsub(b.fsub(hi, x), lo)
    hfx = b.fmul(_f(0.5), x)
    hxs = b.fmul(x, hfx)
    poly = EXPM1_Q[4]
    for q in reversed(EXPM1_Q[:4]):
        poly = b.fadd(q, b.fmul(hxs, poly))
    r1 = b.fadd(_f(1.0), b.fmul(hxs, poly))
    t3 = b.fsub(_f(3.0), b.fmul(r1, hfx))
    e = b.fmul(hxs, b.fdiv(b.fsub(r1, t3), b.fsub(_f(6.0), b.fmul(x, t3))))
    k_zero_value = b.fsub(x, b.fsub(b.fmul(x, e), hxs))
    e = b.fsub(b.fsub(b.fmul(x, b.fsub(e, c)), c), hxs)
    k_minus_one_value = b.fsub(b.fmul(_f(0.5), b.fsub(x, e)), _f(0.5))
    k_one_value = b.select(b.fcmp_ordered("<", x, _f(-0.25)),
                           b.fmul(_f(-2.0), b.fsub(e, b.fadd(x, _f(0.5)))),
                           b.fadd(_f(1.0), b.fmul(_f(2.0), b.fsub(x, e))))
    e_minus_x = b.fsub(e, x)
    far_value = b.fsub(_with_exponent_added(b, b.fsub(_f(1.0), e_minus_x), k), _f(1.0))
    # 2 <= k < 23: t = 1 - 2^-k; 23 <= k <= 56: t = 2^-k (shift counts masked: only the
    # lanes of each case use its value)
    shift = b.and_(k, _c(I32, 31))
    t_low = b.bitcast(b.sub(_c(I32, 0x3F800000), b.lshr(_c(I32, 0x1000000), shift)), F32)
    low_value = _with_exponent_added(b, b.fsub(t_low, e_minus_x), k)
    t_high = b.bitcast(b.shl(b.and_(b.sub(_c(I32, 0x7F), k), _c(I32, 0xFF)), _c(I32, 23)), F32)
    high_value = _with_exponent_added(b, b.fadd(b.fsub(x, b.fadd(e, t_high)), _f(1.0)), k)
    cases = [   # (whether the lane's k is this case's, its value), first match wins
        (b.icmp_signed("==", k, _c(I32, 0)), k_zero_value),
        (b.icmp_signed("==", k, _c(I32, -1)), k_minus_one_value),
        (b.icmp_signed("==", k, _c(I32, 1)), k_one_value),
        (b.or_(b.icmp_signed("<=", k, _c(I32, -2)), b.icmp_signed(">", k, _c(I32, 56))), far_value),
        (b.icmp_signed("<", k, _c(I32, 23)), low_value),
    ]
    r = high_value
    for is_case, value in reversed(cases):
        r = b.select(is_case, value, r)
    return b.select(b.icmp_unsigned("<", ha, _c(I32, EXPM1_TINY)), a, r)


def tanh_f32(b, x):
    """glibc's tanhf(x), bit for bit; a NaN gives a NaN."""
    bits = b.bitcast(x, I32)
    ix = b.and_(bits, _c(I32, ABS_MASK))
    saturates = b.icmp_unsigned(">=", ix, _c(I32, TANH_SATURATES))
    # lanes that saturate (inf and NaN among them) take expm1f of 2, a finite stand-in
    ax = b.select(saturates, _f(1.0), b.bitcast(ix, F32))
    at_least_one = b.icmp_unsigned(">=", ix, _c(I32, TANH_ONE_BELOW))
    two_ax = b.fmul(_f(2.0), ax)
    t = _expm1f(b, b.select(at_least_one, two_ax, b.fneg(two_ax)))
    t_plus_two = b.fadd(t, _f(2.0))
    z = b.select(at_least_one, b.fsub(_f(1.0), b.fdiv(_f(2.0), t_plus_two)), b.fdiv(b.fneg(t), t_plus_two))
    z = b.select(saturates, _f(1.0), z)
    z = b.select(b.icmp_signed("<", bits, _c(I32, 0)), b.fneg(z), z)
    # |x| < 2^-55: glibc's x * (1 + x) is x itself (1 + x rounds to 1), taken by a select so
    # that a subnormal x stays x under the flush modes as well
    z = b.select(b.icmp_unsigned("<", ix, _c(I32, TANH_TINY)), x, z)
    return b.select(b.fcmp_unordered("uno", x, x), b.fadd(x, x), z)
