"""cvt: every int/float pair, rounding modes, .ftz/.sat/.relu/.satfinite, packed forms
(f16x2/bf16x2 from two f32, e4m3x2/e5m2x2 from two f32 or an f16x2, and back).

Values round exactly in the requested mode (softfloat: an exact or round-to-odd
intermediate rounded once). What an H200 writes for a NaN source is not IEEE's "some
quiet NaN": it was measured per (destination, source) pair and is kept in the tables
below, as are the other places where the GPU differs from a plain IEEE conversion.
"""

from __future__ import annotations

import struct

from llvmlite import ir

from . import softfloat as sf
from .emit_half import narrow_from_f32, narrow_from_f64, widen
from .irutil import unary_intrinsic
from .ptxtypes import F32, F64, I8, I16, I32, I64, ptx_type, storage

FLOAT_ROUND = ("rn", "rz", "rm", "rp", "rna")
INT_ROUND = ("rni", "rzi", "rmi", "rpi")
NARROW = ("f16", "bf16")

# (storage bits, mantissa field bits) of the scalar float formats; tf32 lives in an f32
# register with the 13 bits it drops kept zero
FORMATS = {"f16": (16, 10), "bf16": (16, 7), "tf32": (32, 23), "f32": (32, 23), "f64": (64, 52)}
TF32_DROPPED = 13

# What an H200 writes when the source is NaN, per (destination, source). The first key
# that applies wins: "sat" (.sat), "rna" (.rna), "ftz" (.ftz), "int" (.rni/.rzi/.rmi/.rpi),
# "*" (otherwise). "keep": the source bits; "quiet": the payload's top bits moved to the
# destination with the quiet bit set (an IEEE conversion); "shift": the same without
# setting the quiet bit; "trunc": the source bits with the dropped bits cleared; an int:
# that bit pattern (the canonical NaN). Pairs not listed give the canonical f16/bf16 NaN.
F32_CANON, NARROW_CANON, TF32_CANON = 0x7FFFFFFF, 0x7FFF, 0x7FFFE000
NAN_RESULT = {
    ("f32", "f32"): {"ftz": F32_CANON, "int": F32_CANON, "*": "keep"},
    ("f32", "f16"): {"*": F32_CANON},
    ("f32", "bf16"): {"ftz": F32_CANON, "*": "shift"},
    ("f32", "f64"): {"*": "quiet"},
    ("f64", "f32"): {"ftz": 0x7FFFFFFFE0000000, "*": "quiet"},   # the canonical f32 NaN, widened
    ("f64", "f16"): {"*": "quiet"},
    ("f64", "bf16"): {"*": "quiet"},
    ("f64", "f64"): {"int": "quiet", "*": "keep"},
    ("f16", "f64"): {"*": "quiet"},
    ("bf16", "f64"): {"*": "quiet"},
    ("tf32", "f32"): {"rna": "trunc", "*": TF32_CANON},
}
NAN_DEFAULT = {"*": NARROW_CANON}
NAN_SAT = 0   # .sat turns every NaN into +0

# .ftz flushes f32 subnormals, except the inputs of an f16 conversion (an H200 rounds
# them: cvt.rp.ftz.f16.f32 of the smallest f32 subnormal is the smallest f16 subnormal)
FTZ_KEEPS_INPUT = {"f16"}

# 8-bit floats: (exponent bits, mantissa bits, largest finite pattern, NaN pattern)
FP8 = {"e4m3": (4, 3, 0x7E, 0x7F), "e5m2": (5, 2, 0x7B, 0x7F)}
# .satfinite on f16/bf16: the largest finite magnitude replaces an infinity
NARROW_MAX = {"f16": (0x7C00, 0x7BFF), "bf16": (0x7F80, 0x7F7F)}


def _mode(ins, choices, default):
    found = [m for m in ins.modifiers if m in choices]
    return found[0] if found else default


def _int_type(bits):
    return ir.IntType(bits)


def _as_bits(b, v):
    if v.type == F32:
        return b.bitcast(v, I32)
    if v.type == F64:
        return b.bitcast(v, I64)
    return v


def _is_nan(b, x):
    return b.fcmp_unordered("uno", x, x)


# ----------------------------------------------------------------------------- float -> int


def _int_round(ctx, x, mode):
    name = {"rni": "roundeven", "rzi": "trunc", "rmi": "floor", "rpi": "ceil"}[mode]
    return unary_intrinsic(ctx.b, name, x)


def nan_to_int(sname: str, dt) -> int:
    """What an H200 writes for a NaN source: the destination's sign-bit pattern (0x80..)
    from f64 sources and into 64-bit destinations, 0 otherwise (.sat or not)."""
    if sname == "f64" or dt.bits == 64:
        return 1 << (dt.bits - 1)
    return 0


def _float_to_int(ctx, ins, x, sname, dt):
    b = ctx.b
    mode = _mode(ins, INT_ROUND, None)
    if mode is None:
        raise ctx.error(ins.loc, f"{ins.name}: float-to-integer cvt needs .rni/.rzi/.rmi/.rpi")
    x = _int_round(ctx, x, mode)
    if dt.is_signed:
        lo, hi = -(1 << (dt.bits - 1)), (1 << (dt.bits - 1)) - 1
    else:
        lo, hi = 0, (1 << dt.bits) - 1
    flo = ir.Constant(x.type, float(lo))
    fhi_excl = ir.Constant(x.type, float(hi + 1))  # a power of two, exact in any format
    # fptosi on out-of-range is poison; the selects never pick it then
    conv = b.fptosi(x, storage(dt)) if dt.is_signed else b.fptoui(x, storage(dt))
    r = b.select(b.fcmp_ordered("<", x, flo), ir.Constant(storage(dt), lo & ((1 << dt.bits) - 1)),
                 b.select(b.fcmp_ordered(">=", x, fhi_excl), ir.Constant(storage(dt), hi), conv))
    return b.select(_is_nan(b, x), ir.Constant(storage(dt), nan_to_int(sname, dt)), r)


# ----------------------------------------------------------------------------- int -> float


def _int_to_f64_exact(ctx, v, st):
    """Integer -> (RN double, error sign): exact double-double via 32-bit halves."""
    b = ctx.b
    if st.bits <= 32:
        ext = b.sext(v, I64) if st.is_signed else b.zext(v, I64)
        return b.sitofp(ext, F64), ir.Constant(I32, 0)
    hi = b.ashr(v, ir.Constant(I64, 32)) if st.is_signed else b.lshr(v, ir.Constant(I64, 32))
    lo = b.and_(v, ir.Constant(I64, 0xFFFFFFFF))
    hi_d = b.fmul(b.sitofp(hi, F64), ir.Constant(F64, 4294967296.0))
    lo_d = b.sitofp(lo, F64)
    return sf.two_sum(b, hi_d, lo_d)


def _round_f64(ctx, ins, x64, err, dt, mode):
    """(value, error sign) -> destination float bits in `mode`."""
    b = ctx.b
    if dt.name == "f64":
        return _as_bits(b, sf.adjust_directed(b, x64, err, mode))
    v = sf.to_round_to_odd(b, x64, err) if err is not None else x64
    if dt.name == "f32":
        return _as_bits(b, sf.round_f64_to_f32(b, v, mode))
    if dt.name in NARROW:
        return narrow_from_f64(ctx, v, dt.name, mode)
    if dt.name == "tf32":
        return sf.round_f32_bits_narrow(b, sf.round_f64_to_odd_f32(b, v), 10, mode, TF32_CANON)
    raise ctx.unsupported(ins)


# ----------------------------------------------------------------------------- float -> float


def _nan_rule(ins, dname, sname):
    row = NAN_RESULT.get((dname, sname), NAN_DEFAULT)
    present = {"sat": ins.has("sat"), "rna": ins.has("rna"), "ftz": ins.has("ftz"),
               "int": _mode(ins, INT_ROUND, None) is not None}
    if present["sat"]:
        return NAN_SAT
    for key in ("rna", "ftz", "int"):
        if present[key] and key in row:
            return row[key]
    return row["*"]


def _nan_bits(b, rule, src_bits, sname, dname):
    """The destination bits an H200 writes for the NaN `src_bits` under `rule`."""
    w_s, m_s = FORMATS[sname]
    w_d, m_d = FORMATS[dname]
    it = _int_type(w_d)
    if isinstance(rule, int):
        return ir.Constant(it, rule)
    if rule == "keep":
        return src_bits
    if rule == "trunc":
        return b.and_(src_bits, ir.Constant(it, ~((1 << TF32_DROPPED) - 1) & 0xFFFFFFFF))
    sit = src_bits.type
    sign = b.lshr(src_bits, ir.Constant(sit, w_s - 1))
    sign = b.zext(sign, it) if w_d > w_s else b.trunc(sign, it) if w_d < w_s else sign
    mant = b.and_(src_bits, ir.Constant(sit, (1 << m_s) - 1))
    if m_s >= m_d:
        payload = b.lshr(mant, ir.Constant(sit, m_s - m_d))
        payload = b.trunc(payload, it) if w_d < w_s else payload
    else:
        payload = b.shl(b.zext(mant, it) if w_d > w_s else mant, ir.Constant(it, m_d - m_s))
    fixed = (((1 << (w_d - 1 - m_d)) - 1) << m_d) | ((1 << (m_d - 1)) if rule == "quiet" else 0)
    return b.or_(b.or_(b.shl(sign, ir.Constant(it, w_d - 1)), ir.Constant(it, fixed)), payload)


def _float_value(ctx, ins, src, st, dt):
    """The float source as f32 (f16/bf16/f32) or f64, flushed as .ftz asks."""
    b = ctx.b
    x = widen(ctx, src, st.name) if st.name in NARROW else src
    if ins.has("ftz") and x.type == F32 and dt.name not in FTZ_KEEPS_INPUT:
        x = sf.flush_denormal(b, x)
    return x


def _float_to_float(ctx, ins, src, st, dt):
    b = ctx.b
    mode = _mode(ins, FLOAT_ROUND, None)
    imode = _mode(ins, INT_ROUND, None)
    x = _float_value(ctx, ins, src, st, dt)
    if imode is not None:
        x = _int_round(ctx, x, imode)
    if dt.name == "f64":
        r = _as_bits(b, b.fpext(x, F64) if x.type == F32 else x)
    elif dt.name == "f32" and x.type == F64:
        r = sf.round_f64_to_f32(b, x, mode or "rn")
        if ins.has("ftz"):   # tiny after rounding in 24 bits (see softfloat.ftz_f32_tiny)
            r = sf.flush_f32_tiny(b, r, x, mode or "rn")
        r = _as_bits(b, r)
    elif dt.name == "f32":
        r = _as_bits(b, x)
    elif dt.name in NARROW:
        r = (narrow_from_f64 if x.type == F64 else narrow_from_f32)(ctx, x, dt.name, mode or "rn")
    elif dt.name == "tf32" and x.type == F32:
        r = sf.round_f32_bits_narrow(b, x, 10, mode or "rna", TF32_CANON)
    else:
        raise ctx.unsupported(ins)
    r = _value_post(ctx, ins, r, dt)
    rule = _nan_rule(ins, dt.name, st.name)
    r = b.select(_is_nan(b, x), _nan_bits(b, rule, _as_bits(b, src), st.name, dt.name), r)
    return _bits_post(ctx, ins, r, dt)


def _value_post(ctx, ins, r, dt):
    """.ftz (f32 results) and .sat, on the value; `r` and the result are bits."""
    b = ctx.b
    flush = ins.has("ftz") and dt.name == "f32"
    if not (flush or ins.has("sat")):
        return r
    if dt.name in NARROW:
        x = widen(ctx, r, dt.name)
    else:
        x = b.bitcast(r, {32: F32, 64: F64}[dt.bits])
    if flush:
        x = sf.flush_denormal(b, x)
    if ins.has("sat"):
        x = sf.saturate(b, x)
    return narrow_from_f32(ctx, x, dt.name) if dt.name in NARROW else _as_bits(b, x)  # exact


def _bits_post(ctx, ins, r, dt):
    """.relu and .satfinite on result bits (after the NaN rule)."""
    b = ctx.b
    it = r.type
    w = it.width
    if ins.has("relu"):
        r = _relu_bits(b, r, _exp_mask(dt.name), w)
    if ins.has("satfinite"):
        if dt.name == "tf32":
            # an all-ones exponent (infinity or NaN) steps down one tf32 ulp: +-inf becomes
            # the largest finite value, as an H200 does (NaNs included)
            top = b.icmp_unsigned("==", b.and_(r, ir.Constant(it, 0x7F800000)), ir.Constant(it, 0x7F800000))
            r = b.select(top, b.sub(r, ir.Constant(it, 1 << TF32_DROPPED)), r)
        elif dt.name in NARROW_MAX:
            inf, big = NARROW_MAX[dt.name]
            mag = b.and_(r, ir.Constant(it, (1 << (w - 1)) - 1))
            sign = b.and_(r, ir.Constant(it, 1 << (w - 1)))
            r = b.select(b.icmp_unsigned("==", mag, ir.Constant(it, inf)), b.or_(sign, ir.Constant(it, big)), r)
    return r


def _exp_mask(name):
    w, m = FORMATS[name]
    return ((1 << (w - 1 - m)) - 1) << m


def _relu_bits(b, r, nan_above, w):
    """Negative values (and -0) become +0; NaNs (magnitudes above `nan_above`) stay."""
    it = r.type
    mag = b.and_(r, ir.Constant(it, (1 << (w - 1)) - 1))
    nan = b.icmp_unsigned(">", mag, ir.Constant(it, nan_above))
    neg = b.icmp_signed("<", r, ir.Constant(it, 0))
    return b.select(b.and_(neg, b.not_(nan)), ir.Constant(it, 0), r)


# ----------------------------------------------------------------------------- 8-bit floats


def f32_to_fp8(b, x, fmt):
    """f32 value -> 8-bit float bits (i8), round to nearest even, .satfinite (finite
    results clamp to the largest finite value, NaN -> the positive NaN pattern)."""
    e_bits, m_bits, max_bits, nan_bits = FP8[fmt]
    bias = (1 << (e_bits - 1)) - 1
    emin = 1 - bias
    bits = b.bitcast(x, I32)
    a = b.and_(bits, ir.Constant(I32, 0x7FFFFFFF))
    ebits = b.lshr(a, ir.Constant(I32, 23))
    mant = b.and_(a, ir.Constant(I32, 0x7FFFFF))
    normal = b.icmp_unsigned("!=", ebits, ir.Constant(I32, 0))
    sig = b.select(normal, b.or_(mant, ir.Constant(I32, 0x800000)), mant)
    ex = b.sub(b.select(normal, ebits, ir.Constant(I32, 1)), ir.Constant(I32, 127))  # unbiased
    below = b.icmp_signed("<", ex, ir.Constant(I32, emin))
    e_res = b.select(below, ir.Constant(I32, emin), ex)
    # bits of the 24-bit significand that the result drops (more below the subnormal range)
    drop = b.add(ir.Constant(I32, 23 - m_bits), b.sub(e_res, ex))
    drop = b.select(b.icmp_unsigned(">", drop, ir.Constant(I32, 25)), ir.Constant(I32, 25), drop)
    q = b.lshr(sig, drop)
    rem = b.and_(sig, b.sub(b.shl(ir.Constant(I32, 1), drop), ir.Constant(I32, 1)))
    half = b.shl(ir.Constant(I32, 1), b.sub(drop, ir.Constant(I32, 1)))
    odd = b.icmp_unsigned("!=", b.and_(q, ir.Constant(I32, 1)), ir.Constant(I32, 0))
    up = b.or_(b.icmp_unsigned(">", rem, half), b.and_(b.icmp_unsigned("==", rem, half), odd))
    q = b.add(q, b.zext(up, I32))
    # a carry out of the significand moves into the exponent field by itself
    enc = b.add(b.shl(b.add(e_res, ir.Constant(I32, bias - 1)), ir.Constant(I32, m_bits)), q)
    enc = b.select(b.icmp_signed(">", enc, ir.Constant(I32, max_bits)), ir.Constant(I32, max_bits), enc)
    sign = b.and_(b.lshr(bits, ir.Constant(I32, 24)), ir.Constant(I32, 0x80))
    r = b.trunc(b.or_(enc, sign), I8)
    return b.select(_is_nan(b, x), ir.Constant(I8, nan_bits), r)


def _fp8_to_f16_table(fmt):
    """Every 8-bit pattern as f16 bits (exact; NaN patterns -> the canonical 0x7fff)."""
    e_bits, m_bits, _, nan_bits = FP8[fmt]
    bias = (1 << (e_bits - 1)) - 1
    out = []
    for v in range(256):
        mag = v & 0x7F
        e, m = mag >> m_bits, mag & ((1 << m_bits) - 1)
        if mag == nan_bits or (fmt == "e5m2" and e == (1 << e_bits) - 1 and m):
            out.append(NARROW_CANON)
            continue
        if fmt == "e5m2" and e == (1 << e_bits) - 1:
            val = float("inf")
        elif e == 0:
            val = m * 2.0 ** (1 - bias - m_bits)
        else:
            val = (1 + m / (1 << m_bits)) * 2.0 ** (e - bias)
        h = struct.unpack("<H", struct.pack("<e", -val if v & 0x80 else val))[0]
        out.append(h)
    return out


def _fp8_table(ctx, fmt):
    name = f"__zluda_cvt_{fmt}_to_f16"
    module = ctx.module
    g = module.globals.get(name)
    if g is None:
        arr = ir.ArrayType(I16, 256)
        g = ir.GlobalVariable(module, arr, name)
        g.global_constant = True
        g.linkage = "private"
        g.initializer = ir.Constant(arr, [ir.Constant(I16, h) for h in _fp8_to_f16_table(fmt)])
    return g


def _fp8_to_f16(ctx, byte, fmt):
    b = ctx.b
    g = _fp8_table(ctx, fmt)
    ptr = b.gep(g, [ir.Constant(I32, 0), b.zext(byte, I32)], inbounds=True, source_etype=g.value_type)
    return b.load(ptr, typ=I16)


# ----------------------------------------------------------------------------- packed forms


def _join16(b, lo, hi, lane_t, out_t):
    w = lane_t.width
    return b.or_(b.zext(lo, out_t), b.shl(b.zext(hi, out_t), ir.Constant(out_t, w)))


def _cvt_pack_f32(ctx, ins, fmt):
    """cvt.rn{.relu}{.satfinite}.{f16x2,bf16x2,e4m3x2,e5m2x2}.f32 d, a, b: d.hi = cvt(a),
    d.lo = cvt(b)."""
    b = ctx.b
    if len(ins.operands) != 3:
        raise ctx.error(ins.loc, f"{ins.name}: a packed cvt from .f32 takes two sources")
    mode = _mode(ins, FLOAT_ROUND, "rn")
    lanes = []
    for op in (ins.operands[2], ins.operands[1]):
        x = ctx.value(op, "f32", ins.loc)
        lanes.append(_to_lane(ctx, ins, x, fmt, mode))
    lane_t = lanes[0].type
    out_t = I32 if lane_t == I16 else I16
    ctx.store(ins.operands[0], _join16(b, lanes[0], lanes[1], lane_t, out_t),
              ptx_type("b32" if out_t == I32 else "b16"))


def _to_lane(ctx, ins, x, fmt, mode):
    b = ctx.b
    if fmt in FP8:
        if mode != "rn":
            raise ctx.unsupported(ins)
        r = f32_to_fp8(b, x, fmt)
        return _relu_bits(b, r, FP8[fmt][2], 8) if ins.has("relu") else r
    h = narrow_from_f32(ctx, x, fmt, mode)
    if ins.has("relu"):
        h = _relu_bits(b, h, _exp_mask(fmt), 16)
    if ins.has("satfinite"):
        inf, big = NARROW_MAX[fmt]
        mag = b.and_(h, ir.Constant(I16, 0x7FFF))
        h = b.select(b.icmp_unsigned("==", mag, ir.Constant(I16, inf)),
                     b.or_(b.and_(h, ir.Constant(I16, 0x8000)), ir.Constant(I16, big)), h)
    return h


def _cvt_pack_f16x2(ctx, ins, fmt):
    """cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f16x2 d, a: each f16 lane to 8 bits."""
    b = ctx.b
    if fmt not in FP8:
        raise ctx.unsupported(ins)
    v = ctx.value(ins.operands[1], "b32", ins.loc)
    mode = _mode(ins, FLOAT_ROUND, "rn")
    lanes = [b.trunc(v, I16), b.trunc(b.lshr(v, ir.Constant(I32, 16)), I16)]
    out = [_to_lane(ctx, ins, widen(ctx, h, "f16"), fmt, mode) for h in lanes]
    ctx.store(ins.operands[0], _join16(b, out[0], out[1], I8, I16), ptx_type("b16"))


def _cvt_unpack(ctx, ins, dname, fmt):
    """cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2} d, a: each byte to f16 (exact)."""
    b = ctx.b
    if dname != "f16x2" or fmt not in FP8:
        raise ctx.unsupported(ins)
    v = ctx.value(ins.operands[1], "b16", ins.loc)
    out = []
    for k in range(2):
        h = _fp8_to_f16(ctx, b.trunc(b.lshr(v, ir.Constant(I16, 8 * k)), I8), fmt)
        out.append(_relu_bits(b, h, 0x7C00, 16) if ins.has("relu") else h)
    ctx.store(ins.operands[0], _join16(b, out[0], out[1], I16, I32), ptx_type("b32"))


PACKED_DST = {"f16x2", "bf16x2", "e4m3x2", "e5m2x2"}


def _cvt(ctx, ins):
    types = ins.types
    if len(types) != 2:
        raise ctx.error(ins.loc, f"{ins.name}: cvt needs a destination and a source type")
    dname, sname = types
    if dname in PACKED_DST and sname == "f32":
        return _cvt_pack_f32(ctx, ins, dname[:-2])
    if dname in PACKED_DST and sname == "f16x2":
        return _cvt_pack_f16x2(ctx, ins, dname[:-2])
    if sname in PACKED_DST:
        return _cvt_unpack(ctx, ins, dname, sname[:-2])
    dt, st = ptx_type(dname), ptx_type(sname)
    if dt is None or st is None or dname in PACKED_DST or sname == "tf32":
        raise ctx.unsupported(ins)
    src = ctx.value(ins.operands[1], st, ins.loc)
    if not st.is_float and not dt.is_float:
        r = _int_to_int(ctx, src, st, dt, ins.has("sat"))
    elif st.is_float and not dt.is_float:
        r = _float_to_int(ctx, ins, _float_value(ctx, ins, src, st, dt), st.name, dt)
    elif not st.is_float:
        x64, err = _int_to_f64_exact(ctx, src, st)
        r = _bits_post(ctx, ins, _value_post(ctx, ins, _round_f64(ctx, ins, x64, err, dt,
                                                                  _mode(ins, FLOAT_ROUND, "rn")), dt), dt)
    else:
        r = _float_to_float(ctx, ins, src, st, dt)
    ctx.store(ins.operands[0], r, dt)


def _int_to_int(ctx, v, st, dt, sat):
    b = ctx.b
    if sat:
        w = ir.IntType(max(st.bits, dt.bits) + 1)
        wide = b.sext(v, w) if st.is_signed else b.zext(v, w)
        lo = -(1 << (dt.bits - 1)) if dt.is_signed else 0
        hi = (1 << (dt.bits - 1)) - 1 if dt.is_signed else (1 << dt.bits) - 1
        wide = b.select(b.icmp_signed("<", wide, ir.Constant(w, lo)), ir.Constant(w, lo), wide)
        wide = b.select(b.icmp_signed(">", wide, ir.Constant(w, hi)), ir.Constant(w, hi), wide)
        return b.trunc(wide, storage(dt))
    if st.bits == dt.bits:
        return v
    if st.bits > dt.bits:
        return b.trunc(v, storage(dt))
    return b.sext(v, storage(dt)) if st.is_signed else b.zext(v, storage(dt))


TABLE = {
    ("cvt", "any"): _cvt,
}
