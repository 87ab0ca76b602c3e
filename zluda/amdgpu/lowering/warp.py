"""Warp collectives on AMDGPU: shfl, vote, match, redux, activemask (PTX `.sync` forms).

CUDA's warp is 32 lanes: one wavefront on wave32 targets, half of one on wave64
targets; `zluda.amdgpu.devlib` hides the difference behind two primitives, the warp's
ballot (v_cmp / s_ballot) and reading a lane's value (ds_bpermute). The lane of a
thread is its linear thread id mod 32, as on NVIDIA.

Lanes outside the member mask never contribute: ballots are masked, and reductions over
a partial mask read each member lane (32 reads) instead of the 5-step butterfly, which
would also read lanes that did not execute the instruction. Lanes in the mask must
execute the instruction (PTX requires it), so the values they are read from are theirs.
"""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast
from zluda.translate.emit_warp import shfl_source
from zluda.translate.irutil import declare
from zluda.translate.ptxtypes import I1, I32, I64

WARP = 32
FULL_MASK = 0xFFFFFFFF


def _lane(ctx):
    return ctx.b.and_(ctx.linear_tid(), ir.Constant(I32, WARP - 1))


def ballot(ctx, pred):
    return ctx.b.call(declare(ctx.module, "__zk_amdgpu_warp_ballot", I32, [I1]), [pred])


def read_lane(ctx, value, lane):
    """`value` (i32 or i64) as lane `lane` of this warp holds it."""
    b = ctx.b
    read = declare(ctx.module, "__zk_amdgpu_warp_read", I32, [I32, I32])
    if value.type == I32:
        return b.call(read, [value, lane])
    lo = b.call(read, [b.trunc(value, I32), lane])
    hi = b.call(read, [b.trunc(b.lshr(value, ir.Constant(I64, 32)), I32), lane])
    return b.or_(b.zext(lo, I64), b.shl(b.zext(hi, I64), ir.Constant(I64, 32)))


def _in_mask(ctx, mask, lane: int):
    b = ctx.b
    return b.icmp_unsigned("!=", b.and_(mask, ir.Constant(I32, 1 << lane)), ir.Constant(I32, 0))


def _mask(ctx, ins, op):
    return ctx.value(op, "b32", ins.loc)


def _require_sync(ctx, ins, what):
    if not ins.has("sync"):
        raise ctx.unsupported(ins, f"{ins.name} (pre-Volta {what} without .sync)")


def _shfl(ctx, ins):
    d, p, a, _mask_value, j, pval = shfl_source(ctx, ins, lambda: _lane(ctx))
    ctx.store(d, read_lane(ctx, a, j), "b32")
    if p is not None:
        ctx.store(p, pval, "pred")


def _vote(ctx, ins):
    b = ctx.b
    _require_sync(ctx, ins, "vote")
    pv = ctx.value(ins.operands[1], "pred", ins.loc)
    mask = _mask(ctx, ins, ins.operands[2])
    votes = b.and_(ballot(ctx, pv), mask)
    zero = ir.Constant(I32, 0)
    results = {
        "ballot": lambda: (votes, "b32"),
        "all": lambda: (b.icmp_unsigned("==", votes, mask), "pred"),
        "any": lambda: (b.icmp_unsigned("!=", votes, zero), "pred"),
        "uni": lambda: (b.or_(b.icmp_unsigned("==", votes, mask),
                              b.icmp_unsigned("==", votes, zero)), "pred"),
    }
    mode = next((m for m in ins.modifiers if m in results), None)
    if mode is None:
        raise ctx.unsupported(ins)
    value, t = results[mode]()
    ctx.store(ins.operands[0], value, t)


def _match(ctx, ins):
    b = ctx.b
    t = ctx.ptype(ins.types[-1], ins.loc)
    dest = ins.operands[0]
    d, p = (dest.first, dest.second) if isinstance(dest, ast.PredPair) else (dest, None)
    v = ctx.value(ins.operands[1], t, ins.loc)
    mask = _mask(ctx, ins, ins.operands[2])
    v = b.zext(v, I32) if t.bits < 32 else v
    same = ir.Constant(I32, 0)
    for lane in range(WARP):
        equal = b.and_(_in_mask(ctx, mask, lane),
                       b.icmp_unsigned("==", read_lane(ctx, v, ir.Constant(I32, lane)), v))
        same = b.or_(same, b.select(equal, ir.Constant(I32, 1 << lane), ir.Constant(I32, 0)))
    if ins.has("any"):
        ctx.store(d, same, "b32")
        return
    alleq = b.icmp_unsigned("==", same, mask)
    ctx.store(d, b.select(alleq, mask, ir.Constant(I32, 0)), "b32")
    if p is not None:
        ctx.store(p, alleq, "pred")


def _combiner(ctx, op, signed):
    b = ctx.b
    if op == "add":
        return b.add
    if op in ("and", "or", "xor"):
        return {"and": b.and_, "or": b.or_, "xor": b.xor}[op]
    cmp = b.icmp_signed if signed else b.icmp_unsigned
    pick = "<" if op == "min" else ">"
    return lambda x, y: b.select(cmp(pick, y, x), y, x)


def _redux(ctx, ins):
    b = ctx.b
    t = ctx.ptype(ins.types[-1], ins.loc)
    if t.is_float:
        raise ctx.unsupported(ins, f"{ins.name} (float redux)")
    v = ctx.value(ins.operands[1], t, ins.loc)
    mask_op = ins.operands[2]
    mask = _mask(ctx, ins, mask_op)
    op = next(m for m in ins.modifiers if m in ("add", "min", "max", "and", "or", "xor"))
    combine = _combiner(ctx, op, t.is_signed)
    if isinstance(mask_op, ast.IntImm) and mask_op.value & FULL_MASK == FULL_MASK:
        # every lane takes part: butterfly, each lane ends with the whole warp's result
        acc, lane = v, _lane(ctx)
        for step in (16, 8, 4, 2, 1):
            acc = combine(acc, read_lane(ctx, acc, b.xor(lane, ir.Constant(I32, step))))
    else:
        acc = None
        for lane in range(WARP):
            x = read_lane(ctx, v, ir.Constant(I32, lane))
            acc = b.select(_in_mask(ctx, mask, lane), x if acc is None else combine(acc, x),
                           _identity(op, t.is_signed) if acc is None else acc)
    ctx.store(ins.operands[0], acc, t)


def _identity(op, signed):
    value = {"add": 0, "or": 0, "xor": 0, "and": -1,
             "min": 0x7FFFFFFF if signed else -1, "max": -0x80000000 if signed else 0}[op]
    return ir.Constant(I32, value)


def _activemask(ctx, ins):
    ctx.store(ins.operands[0], ballot(ctx, ir.Constant(I1, 1)), "b32")


EMITTERS = {"shfl": _shfl, "vote": _vote, "match": _match, "redux": _redux,
            "activemask": _activemask}
