"""cvt and cvta-free conversions: every int/float pair, rounding modes, saturation.

float -> int saturates to the destination range and maps NaN to 0 (PTX's rule);
int/float -> float rounds exactly in the requested mode (see softfloat).
"""

from __future__ import annotations

from llvmlite import ir

from . import softfloat as sf
from .emit_half import narrow_from_f32, narrow_from_f64, widen
from .irutil import unary_intrinsic
from .ptxtypes import F32, F64, I16, I32, I64, ptx_type

FLOAT_ROUND = ("rn", "rz", "rm", "rp", "rna")
INT_ROUND = ("rni", "rzi", "rmi", "rpi")
NARROW = ("f16", "bf16")


def _mode(ins, choices, default):
    found = [m for m in ins.modifiers if m in choices]
    return found[0] if found else default


def _to_wide_float(ctx, ins, v, t):
    """Any float source as f32 (f16/bf16/f32) or f64; .ftz flushes f32 inputs."""
    b = ctx.b
    if t.name in NARROW:
        return widen(ctx, v, t.name)
    if t.name == "f32" and ins.has("ftz"):
        return sf.flush_denormal(b, v)
    return v


def _int_round(ctx, x, mode):
    name = {"rni": "roundeven", "rzi": "trunc", "rmi": "floor", "rpi": "ceil"}[mode]
    return unary_intrinsic(ctx.b, name, x)


def _float_to_int(ctx, ins, x, dt):
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
    conv = b.fptosi(x, dt.storage) if dt.is_signed else b.fptoui(x, dt.storage)
    r = b.select(b.fcmp_ordered("<", x, flo), ir.Constant(dt.storage, lo & ((1 << dt.bits) - 1)),
                 b.select(b.fcmp_ordered(">=", x, fhi_excl), ir.Constant(dt.storage, hi), conv))
    nan = b.fcmp_unordered("uno", x, x)
    # fptosi on out-of-range is poison; the selects above never pick it then
    return b.select(nan, ir.Constant(dt.storage, 0), r)


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


def _to_float(ctx, ins, x64, err, dt, mode, exact_f32=None):
    """(value, error sign) or exact f32 -> destination float type in `mode`."""
    b = ctx.b
    if dt.name == "f64":
        return sf.adjust_directed(b, x64, err, mode)
    v = sf.to_round_to_odd(b, x64, err) if err is not None else x64
    if dt.name == "f32":
        return sf.round_f64_to_f32(b, v, mode)
    if dt.name in NARROW:
        return narrow_from_f64(ctx, v, dt.name, mode)
    if dt.name == "tf32":
        return sf.round_f32_bits_narrow(b, sf.round_f64_to_odd_f32(b, v), 10, mode, 0x7FFFFFFF)
    raise ctx.unsupported(ins)


def _cvt(ctx, ins):
    b = ctx.b
    types = ins.types
    if len(types) != 2:
        raise ctx.error(ins.loc, f"{ins.name}: cvt needs a destination and a source type")
    dname, sname = types
    if dname in ("f16x2", "bf16x2"):
        return _cvt_pack(ctx, ins, dname, sname)
    dt, st = ptx_type(dname), ptx_type(sname)
    if dt is None or st is None or dname.startswith("e") or sname.startswith("e"):
        raise ctx.unsupported(ins)
    src = ctx.value(ins.operands[1], st, ins.loc)
    sat = ins.has("sat")
    if not st.is_float and not dt.is_float:
        r = _int_to_int(ctx, src, st, dt, sat)
        ctx.store(ins.operands[0], r, dt)
        return
    if st.is_float and not dt.is_float:
        x = _to_wide_float(ctx, ins, src, st)
        ctx.store(ins.operands[0], _float_to_int(ctx, ins, x, dt), dt)
        return
    mode = _mode(ins, FLOAT_ROUND, None)
    imode = _mode(ins, INT_ROUND, None)
    if not st.is_float:
        x64, err = _int_to_f64_exact(ctx, src, st)
        r = _to_float(ctx, ins, x64, err, dt, mode or "rn")
    else:
        x = _to_wide_float(ctx, ins, src, st)
        if imode is not None:
            x = _int_round(ctx, x, imode)
        x64 = b.fpext(x, F64) if x.type == F32 else x
        if dt.name == "f64":
            r = x64
        elif dt.name == "f32" and st.name == "f64":
            r = sf.round_f64_to_f32(b, x64, mode or "rn")
        elif dt.name == "f32":
            r = x  # f16/bf16/f32 -> f32: exact
        elif dt.name in NARROW and st.name in ("f32",) + NARROW:
            r = narrow_from_f32(ctx, x, dt.name, mode or "rn")
        elif dt.name == "tf32":
            if st.name != "f32":
                raise ctx.unsupported(ins)
            r = b.bitcast(sf.round_f32_bits_narrow(b, x, 10, mode or "rna", 0x7FFFFFFF), F32)
            r = b.bitcast(r, I32)
        else:
            r = _to_float(ctx, ins, x64, ir.Constant(I32, 0), dt, mode or "rn")
    r = _float_post(ctx, ins, r, dt)
    ctx.store(ins.operands[0], r, dt)


def _float_post(ctx, ins, r, dt):
    b = ctx.b
    if not (ins.has("sat") or ins.has("relu") or (ins.has("ftz") and dt.name == "f32")):
        return r
    if dt.name in NARROW:
        x = widen(ctx, r, dt.name)
    else:
        x = r
    if ins.has("ftz") and dt.name == "f32":
        x = sf.flush_denormal(b, x)
    if ins.has("sat"):
        x = sf.saturate(b, x)
    if ins.has("relu"):
        x = b.select(b.fcmp_ordered("<", x, ir.Constant(x.type, 0.0)), ir.Constant(x.type, 0.0), x)
    return narrow_from_f32(ctx, x, dt.name) if dt.name in NARROW else x


def _int_to_int(ctx, v, st, dt, sat):
    b = ctx.b
    if sat:
        w = ir.IntType(max(st.bits, dt.bits) + 1)
        wide = b.sext(v, w) if st.is_signed else b.zext(v, w)
        lo = -(1 << (dt.bits - 1)) if dt.is_signed else 0
        hi = (1 << (dt.bits - 1)) - 1 if dt.is_signed else (1 << dt.bits) - 1
        wide = b.select(b.icmp_signed("<", wide, ir.Constant(w, lo)), ir.Constant(w, lo), wide)
        wide = b.select(b.icmp_signed(">", wide, ir.Constant(w, hi)), ir.Constant(w, hi), wide)
        return b.trunc(wide, dt.storage)
    if st.bits == dt.bits:
        return v
    if st.bits > dt.bits:
        return b.trunc(v, dt.storage)
    return b.sext(v, dt.storage) if st.is_signed else b.zext(v, dt.storage)


def _cvt_pack(ctx, ins, dname, sname):
    """cvt.rn{.relu}{.satfinite}.f16x2.f32 d, a, b: d.hi = cvt(a), d.lo = cvt(b)."""
    if sname != "f32" or len(ins.operands) != 3:
        raise ctx.unsupported(ins)
    fmt = dname[:-2]
    mode = _mode(ins, FLOAT_ROUND, "rn")
    lanes = []
    for op in (ins.operands[2], ins.operands[1]):
        x = ctx.value(op, "f32", ins.loc)
        h = narrow_from_f32(ctx, x, fmt, mode)
        if ins.has("relu"):
            neg = ctx.b.icmp_signed("<", h, ir.Constant(I16, 0))
            isnan = ctx.b.fcmp_unordered("uno", x, x)
            h = ctx.b.select(ctx.b.and_(neg, ctx.b.not_(isnan)), ir.Constant(I16, 0), h)
        if ins.has("satfinite"):
            maxbits = 0x7BFF if fmt == "f16" else 0x7F7F
            isinf = ctx.b.icmp_unsigned("==", ctx.b.and_(h, ir.Constant(I16, 0x7FFF)),
                                        ir.Constant(I16, 0x7C00 if fmt == "f16" else 0x7F80))
            h = ctx.b.select(isinf, ctx.b.or_(ctx.b.and_(h, ir.Constant(I16, 0x8000)), ir.Constant(I16, maxbits)), h)
        lanes.append(h)
    b = ctx.b
    d = b.or_(b.zext(lanes[0], I32), b.shl(b.zext(lanes[1], I32), ir.Constant(I32, 16)))
    ctx.store(ins.operands[0], d, ptx_type("b32"))


TABLE = {
    ("cvt", "any"): _cvt,
}
