"""Atomics and reductions: atom.* and red.* in global and shared memory.

Blocks of one grid run on several CPU threads at once, so every operation is a real LLVM
atomic (atomicrmw / cmpxchg); f16/bf16 operations use a compare-exchange loop.
"""

from __future__ import annotations

from llvmlite import ir

from . import softfloat as sf
from .emit_half import narrow_from_f64, widen
from .emit_mem import space_of
from .ptxtypes import F32, F64, I1, I16, I32, I64, ptx_type

OPS = ("and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max")
ORDER = {"relaxed": "monotonic", "acquire": "acquire", "release": "release", "acq_rel": "acq_rel",
         "sc": "seq_cst"}


def _op(ctx, ins):
    found = [m for m in ins.modifiers if m in OPS]
    if not found:
        raise ctx.error(ins.loc, f"{ins.name}: missing atomic operation")
    return found[0]


def _ordering(ins):
    for m in ins.modifiers:
        if m in ORDER:
            return ORDER[m]
    return "monotonic"


def _rmw_name(op, t):
    if op == "add":
        return "fadd" if t.name in ("f32", "f64") else "add"
    if op in ("min", "max"):
        if t.name in ("f32", "f64"):
            return None  # PTX NaN rules differ from LLVM's fmin/fmax: CAS loop
        return op if t.is_signed else "u" + op
    return {"and": "and", "or": "or", "xor": "xor", "exch": "xchg", "inc": "uinc_wrap",
            "dec": "udec_wrap"}[op]


def _cas_loop(ctx, ptr, t, order, combine):
    """Generic read-modify-write with cmpxchg; combine(old_bits) -> new_bits. Returns old."""
    b = ctx.b
    it = t.storage
    init = b.load_atomic(ptr, "monotonic", t.bytes, typ=it)
    pre = b.block
    loop = ctx.llfn.append_basic_block("cas.loop")
    done = ctx.llfn.append_basic_block("cas.done")
    b.branch(loop)
    b.position_at_end(loop)
    old = b.phi(it)
    old.add_incoming(init, pre)
    new = combine(old)
    pair = b.cmpxchg(ptr, old, new, order if order != "release" else "acq_rel", "monotonic")
    seen = b.extract_value(pair, 0)
    ok = b.extract_value(pair, 1)
    old.add_incoming(seen, b.block)
    b.cbranch(ok, done, loop)
    b.position_at_end(done)
    return old


def _half_combine(ctx, op, tname, operand):
    b = ctx.b
    fmt = "bf16" if tname.startswith("bf16") else "f16"
    lanes = 2 if tname.endswith("x2") else 1

    def combine(old):
        out = []
        for k in range(lanes):
            o = b.trunc(b.lshr(old, ir.Constant(old.type, 16 * k)), I16) if lanes == 2 else old
            v = b.trunc(b.lshr(operand, ir.Constant(operand.type, 16 * k)), I16) if lanes == 2 else operand
            x, y = widen(ctx, o, fmt), widen(ctx, v, fmt)
            if op == "add":
                r = narrow_from_f64(ctx, b.fadd(b.fpext(x, F64), b.fpext(y, F64)), fmt)
            else:
                from .emit_half import narrow_from_f32
                r = narrow_from_f32(ctx, sf.fminmax(b, x, y, op == "max", False), fmt)
            out.append(r)
        if lanes == 1:
            return out[0]
        return b.or_(b.zext(out[0], I32), b.shl(b.zext(out[1], I32), ir.Constant(I32, 16)))
    return combine


def _atomic(ctx, ins, returns: bool):
    b = ctx.b
    op = _op(ctx, ins)
    tname = ins.types[-1]
    t = ctx.ptype(tname, ins.loc)
    space = space_of(ins)
    if space in ("local", "param", "const"):
        raise ctx.error(ins.loc, f"{ins.name}: atomics are not defined on .{space}")
    order = _ordering(ins)
    ops = ins.operands
    addr_i = 1 if returns else 0
    ptr = ctx.address(ops[addr_i], space, ins.loc)
    src = ctx.value(ops[addr_i + 1], t, ins.loc)
    if op == "cas":
        new = ctx.value(ops[addr_i + 2], t, ins.loc)
        it = t.storage
        pair = b.cmpxchg(ptr, b.bitcast(src, it) if src.type != it else src,
                         b.bitcast(new, it) if new.type != it else new,
                         # cmpxchg has no release-only success ordering
                         "acq_rel" if order == "release" else order,
                         "monotonic")
        old = b.extract_value(pair, 0)
    elif tname in ("f16", "bf16", "f16x2", "bf16x2") and op in ("add", "min", "max", "exch"):
        if op == "exch":
            old = b.atomic_rmw("xchg", ptr, src, order)
        else:
            old = _cas_loop(ctx, ptr, t, order, _half_combine(ctx, op, tname, src))
    else:
        name = _rmw_name(op, t)
        if name is None:
            def combine(old_bits):
                x = b.bitcast(old_bits, src.type)
                r = sf.fminmax(b, x, src, op == "max", False)
                return b.bitcast(r, t.storage)
            old = _cas_loop(ctx, ptr, t, order, combine)
        else:
            if name in ("uinc_wrap", "udec_wrap") and t.bits != 32:
                raise ctx.unsupported(ins, f"{ins.name}: inc/dec need .u32")
            val = src
            if name in ("and", "or", "xor", "xchg") and src.type != t.storage:
                val = b.bitcast(src, t.storage)
            old = b.atomic_rmw(name, ptr, val, order)
    if returns:
        ctx.store(ops[0], old, t)


TABLE = {
    ("atom", "any"): lambda c, i: _atomic(c, i, True),
    ("red", "any"): lambda c, i: _atomic(c, i, False),
}
