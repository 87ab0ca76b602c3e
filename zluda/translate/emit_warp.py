"""Block barriers and warp collectives on the exact SIMT path.

Every one of these suspends the thread's coroutine (see `zluda.cpu` scheduler): the
thread stores its contribution in its slot, waits, and after the scheduler resumed the
whole group reads the values of the other lanes from the warp's snapshot (taken by the
scheduler before resuming, so a lane racing ahead to the next collective cannot
overwrite what a slower lane still has to read).
"""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast

from . import abi
from .dataflow import known_int
from .irutil import declare
from .ptxtypes import I8, I32, I64, PTR


def _slot(ctx, offset):
    return ctx.field_ptr(ctx.env["thr"], offset)


def _put_xval(ctx, v):
    b = ctx.b
    if not isinstance(v.type, ir.IntType):
        v = b.bitcast(v, ir.IntType(v.type.width))
    if ctx.simple_collectives:
        # (a region kernel with its own scheduler: a u32 in the exchange buffer, abi.B_XVAL;
        # its collectives are shfl.b32 and vote, regions.simple: nothing wider)
        op = getattr(ctx.cur_statement, "opcode", None)
        if op not in ("shfl", "vote"):
            raise ctx.error(ctx.cur_loc, f"internal: {op} exchanges values in a simple region kernel")
        b.store(b.trunc(v, I32) if v.type.width > 32 else b.zext(v, I32) if v.type != I32 else v,
                ctx.region_exchange("xval", ctx.linear_tid()))
        return
    b.store(b.zext(v, I64) if v.type != I64 else v, _slot(ctx, abi.T_XVAL))


def _warp_base(ctx):
    """Where this warp's lane values lie in the snapshot (lane l's at + 8 * l; in the
    flat layout of a simple region kernel, + 4 * l)."""
    b = ctx.b
    warp = b.lshr(ctx.linear_tid(), ir.Constant(I32, 5))
    if ctx.simple_collectives:   # the flat layout (abi.SNAPSHOT_FLAT)
        return ctx.region_exchange("snapshot", b.mul(warp, ir.Constant(I32, 32)))
    snap = ctx.load_field(ctx.env["block"], abi.B_SNAPSHOT, PTR)
    return b.gep(snap, [b.zext(b.mul(warp, ir.Constant(I32, abi.SNAPSHOT_STRIDE)), I64)], source_etype=I8)


def _waiters(ctx, base):
    """The snapshot's mask of this warp's lanes that waited at the collective."""
    b = ctx.b
    if ctx.simple_collectives:
        snap = ctx.load_field(ctx.env["block"], abi.B_SNAPSHOT, PTR)
        warp = b.lshr(ctx.linear_tid(), ir.Constant(I32, 5))
        p = b.gep(snap, [b.zext(warp, I64)], source_etype=I64)
    else:
        p = b.gep(base, [ir.Constant(I64, abi.SNAPSHOT_WAITERS)], source_etype=I8)
    return b.trunc(b.load(p, typ=I64), I32)


def snapshot_lane_value(ctx, base, lane):
    """Lane `lane`'s value (i64) in the snapshot of its warp at `base` (_warp_base)."""
    b = ctx.b
    if ctx.simple_collectives:
        return b.zext(b.load(ctx.region_exchange("snapshot", lane, base), typ=I32), I64)
    p = b.gep(base, [b.zext(b.mul(lane, ir.Constant(I32, 8)), I64)], source_etype=I8)
    return b.load(p, typ=I64)


def lane_index(ctx):
    return ctx.b.and_(ctx.linear_tid(), ir.Constant(I32, 31))


def warp_exchange(ctx, ins, value, mask, keep=None):
    """Contribute `value` (i64), wait until the scheduler resumes this lane's group;
    returns (snapshot base pointer, the group's lanes in the member mask), and with
    `keep` (values computed before that the caller uses after) those values as well.

    `mask` None: activemask, no member mask (the group is whoever runs here together).
    Each collective gets a site number in program order (inlined copies get their own):
    the scheduler groups lanes waiting at one site and lets the earliest site go first."""
    if ctx.kind not in ("coro", "region"):
        raise ctx.error(ins.loc, "internal: warp collective in a kernel compiled without coroutines")
    b = ctx.b
    ctx.warp_sites = getattr(ctx, "warp_sites", 0) + 1
    _put_xval(ctx, value)
    if not ctx.simple_collectives:
        # (the simplest rules need no site or mask: see region_lowering.emit_region_driver)
        b.store(mask if mask is not None else ir.Constant(I32, -1), _slot(ctx, abi.T_XMASK))
        b.store(ir.Constant(I32, ctx.warp_sites), _slot(ctx, abi.T_WSITE))
        b.store(ir.Constant(I32, int(mask is not None)), _slot(ctx, abi.T_WMASKED))
    kept = ctx.suspend(abi.WAIT_WARP, ([] if mask is None else [mask]) + list(keep or ()))
    if mask is not None:
        mask, kept = kept[0], kept[1:]
    base = _warp_base(ctx)
    group = _waiters(ctx, base)
    group = group if mask is None else b.and_(group, mask)
    return (base, group) if keep is None else (base, group, kept)


def _member_mask(ctx, ins, op):
    return ctx.value(op, "b32", ins.loc)


def _member_mask_of(ctx, ins, index):
    """The member mask operand at `index` of a `.sync` collective; None for the pre-Volta
    form without `.sync` (PTX before 6.0: shfl.bfly.b32 d, a, b, c; vote.ballot.b32 d, p),
    whose members are the lanes that execute it together, as the mask of activemask."""
    if ins.has("sync"):
        return _member_mask(ctx, ins, ins.operands[index])
    if len(ins.operands) != index:
        raise ctx.error(ins.loc, f"{ins.name}: the form without .sync takes {index} operands, no member mask")
    return None


def _bar(ctx, ins):
    """bar.sync / barrier.sync / bar.arrive / bar.red with optional thread count."""
    if ins.has("warp"):
        return _bar_warp_sync(ctx, ins)
    b = ctx.b
    ops = list(ins.operands)
    red = ins.opcode in ("bar", "barrier") and ins.has("red")
    dest = ops.pop(0) if red else None
    pred_op = ops.pop() if red else None
    bar_id = ctx.value(ops[0], "u32", ins.loc) if ops else ir.Constant(I32, 0)
    count = ctx.value(ops[1], "u32", ins.loc) if len(ops) > 1 else ir.Constant(I32, 0)
    if ins.has("arrive"):
        p = b.gep(ctx.field_ptr(ctx.env["block"], abi.B_BAR_ARRIVE), [b.zext(b.mul(bar_id, ir.Constant(I32, 4)), I64)], source_etype=I8)
        b.store(b.add(b.load(p, typ=I32), ir.Constant(I32, 1)), p)
        return
    if ctx.kind not in ("coro", "region"):
        raise ctx.error(ins.loc, "internal: barrier in a kernel compiled without coroutines")
    if not ctx.simple_collectives:
        b.store(bar_id, _slot(ctx, abi.T_BAR_ID))
        b.store(count, _slot(ctx, abi.T_BAR_COUNT))
    if red:
        pv = ctx.value(pred_op, "pred", ins.loc)
        _put_xval(ctx, b.zext(pv, I64))
        kind = [m for m in ins.modifiers if m in ("popc", "and", "or")][0]
        b.store(ir.Constant(I32, {"popc": 0, "and": 1, "or": 2}[kind]), _slot(ctx, abi.T_XMASK))
    bar_id, = ctx.suspend(abi.WAIT_BAR, [bar_id])
    if red:
        p = b.gep(ctx.field_ptr(ctx.env["block"], abi.B_BAR_RED), [b.zext(b.mul(bar_id, ir.Constant(I32, 4)), I64)], source_etype=I8)
        r = b.load(p, typ=I32)
        if ins.has("popc"):
            ctx.store(dest, r, "u32")
        else:
            ctx.store(dest, b.icmp_unsigned("!=", r, ir.Constant(I32, 0)), "pred")


def _bar_warp_sync(ctx, ins):
    mask = _member_mask(ctx, ins, ins.operands[0])
    warp_exchange(ctx, ins, ir.Constant(I64, 0), mask)


def _dest_and_pred(ins):
    """The destination register and the optional predicate of `d|p` (shfl, match)."""
    dest = ins.operands[0]
    return (dest.first, dest.second) if isinstance(dest, ast.PredPair) else (dest, None)


def shfl_source(ctx, ins, lane_of):
    """shfl.sync operands and PTX's source-lane rule, for any device's exchange:
    (dest register, dest predicate or None, value a, member mask (None for the pre-Volta
    form), source lane j (own lane when out of range), in-range predicate)."""
    d, p = _dest_and_pred(ins)
    a = ctx.value(ins.operands[1], "b32", ins.loc)
    mask = _member_mask_of(ctx, ins, 4)
    j, pval, _, _ = _source_lane(ctx, ins, lane_of())
    return d, p, a, mask, j, pval


def _source_lane(ctx, ins, lane):
    """PTX's source-lane rule: (source lane j (own lane when out of range), in-range
    predicate, mode, the lane operand b)."""
    b = ctx.b
    bval = b.and_(ctx.value(ins.operands[2], "b32", ins.loc), ir.Constant(I32, 31))
    c = ctx.value(ins.operands[3], "b32", ins.loc)
    cval = b.and_(c, ir.Constant(I32, 31))
    seg = b.and_(b.lshr(c, ir.Constant(I32, 8)), ir.Constant(I32, 31))
    max_lane = b.or_(b.and_(lane, seg), b.and_(cval, b.not_(seg)))
    min_lane = b.and_(lane, seg)
    mode = [m for m in ins.modifiers if m in ("up", "down", "bfly", "idx")]
    if not mode:
        raise ctx.error(ins.loc, "shfl needs .up/.down/.bfly/.idx")
    mode = mode[0]
    if mode == "up":
        j = b.sub(lane, bval)
        pval = b.icmp_signed(">=", j, max_lane)
    elif mode == "down":
        j = b.add(lane, bval)
        pval = b.icmp_signed("<=", j, max_lane)
    elif mode == "bfly":
        j = b.xor(lane, bval)
        pval = b.icmp_signed("<=", j, max_lane)
    else:
        j = b.or_(min_lane, b.and_(bval, b.not_(seg)))
        pval = b.icmp_signed("<=", j, max_lane)
    j = b.select(pval, j, lane)
    return j, pval, mode, bval


def _after_resume(ctx, op) -> bool:
    """An operand a region kernel can read after a suspension without keeping it: an
    immediate, or a register the region computes again (regions.constant_registers)."""
    if isinstance(op, ast.IntImm):
        return True
    return isinstance(op, ast.Register) and op.component is None and op.name in ctx.region_constants


def _known_int(ctx, op):
    """The value of an immediate, or of a register only ever set to one, else None."""
    return known_int(op, ctx.region_constants)


def _shfl_flat(ctx, ins):
    """shfl in a region kernel with its own scheduler, whose lane and clamp operands are
    known after the suspension: the source lane is worked out there, and the value read
    from the flat snapshot at thread t - b (up), t + b (down) or t +- b (bfly by a power
    of two) when in range, else at t: addresses consecutive in t, so a thread loop
    reads them with vector loads where a computed lane index would need a gather."""
    b = ctx.b
    d, p = _dest_and_pred(ins)
    a = ctx.value(ins.operands[1], "b32", ins.loc)
    warp_exchange(ctx, ins, a, None)
    t = ctx.linear_tid()
    lane = b.and_(t, ir.Constant(I32, 31))
    j, pval, mode, bval = _source_lane(ctx, ins, lane)
    t64 = b.zext(t, I64)

    def at(u):   # the value of linear thread u (an i64 index, possibly out of the block)
        return b.zext(b.load(ctx.region_exchange("snapshot", u), typ=I32), I64)

    own = at(t64)
    dist = b.zext(bval, I64)
    m = _known_int(ctx, ins.operands[2])
    if mode == "up":
        other = at(b.sub(t64, dist))
    elif mode == "down":
        other = at(b.add(t64, dist))
    elif mode == "bfly" and m is not None and (m & 31) and not (m & 31) & ((m & 31) - 1):
        # t ^ m for a single bit m: t - m where t has that bit, else t + m
        has = b.icmp_unsigned("!=", b.and_(t, bval), ir.Constant(I32, 0))
        other = b.select(has, at(b.sub(t64, dist)), at(b.add(t64, dist)))
    else:
        other = at(b.add(b.sub(t64, b.zext(lane, I64)), b.zext(j, I64)))
    v = b.trunc(b.select(pval, other, own), I32)
    ctx.store(d, v, "b32")
    if p is not None:
        ctx.store(p, pval, "pred")


def _shfl(ctx, ins):
    b = ctx.b
    if ctx.kind == "region" and ctx.simple_collectives and ins.has("sync") \
            and all(_after_resume(ctx, op) for op in ins.operands[2:4]):
        return _shfl_flat(ctx, ins)
    d, p, a, mask, j, pval = shfl_source(ctx, ins, lambda: lane_index(ctx))
    base, _, (j, pval) = warp_exchange(ctx, ins, a, mask, [j, pval])
    v = b.trunc(snapshot_lane_value(ctx, base, j), I32)
    ctx.store(d, v, "b32")
    if p is not None:
        ctx.store(p, pval, "pred")


_LANES = 32
_V32 = ir.VectorType(I32, _LANES)
_V64 = ir.VectorType(I64, _LANES)
_LANE_BITS = ir.VectorType(ir.IntType(1), _LANES)


def _vectors(ctx) -> bool:
    """Whether a collective reads its lanes as one vector. Not in a coroutine: LLVM may
    keep the loaded vector across a later suspension, in the coroutine's frame at the
    vector's alignment, which the frame's allocation does not give (an aligned store
    into the frame faulted)."""
    return ctx.kind == "region"


def _lane_values(ctx, base, wide=False):
    """The 32 lanes' values in the snapshot of the warp at `base` (_warp_base) as one
    vector: <32 x i32>, their low halves, or (`wide`) <32 x i64>. One vector load and
    one vector compare stand for 32 loads and compares, which a region kernel repeated at
    every collective (CUB's onesweep sort: 170 ballots)."""
    b = ctx.b
    if ctx.simple_collectives:   # the flat layout: a u32 per lane
        v = b.load(base, typ=_V32, align=4)
        return b.zext(v, _V64) if wide else v
    v = b.load(base, typ=_V64, align=8)
    return v if wide else b.trunc(v, _V32)


def _lanes_where(ctx, base, mask, holds, wide=False):
    """The lanes of `mask` whose value v in the snapshot at `base` satisfies holds(v), as
    an i32 lane mask (v: <32 x i32>, or <32 x i64> when `wide`; in a coroutine one lane's
    i32 or i64 at a time)."""
    b = ctx.b
    if _vectors(ctx):
        return b.and_(b.bitcast(holds(_lane_values(ctx, base, wide)), I32), mask)
    acc = ir.Constant(I32, 0)
    for lane in range(_LANES):
        v = snapshot_lane_value(ctx, base, ir.Constant(I32, lane))
        member = b.icmp_unsigned("!=", b.and_(mask, ir.Constant(I32, 1 << lane)), ir.Constant(I32, 0))
        acc = b.or_(acc, b.select(b.and_(member, holds(v if wide else b.trunc(v, I32))),
                                  ir.Constant(I32, 1 << lane), ir.Constant(I32, 0)))
    return acc


def _ballot(ctx, base, mask):
    b = ctx.b
    return _lanes_where(ctx, base, mask, lambda v: b.icmp_unsigned("!=", v, ir.Constant(v.type, None)))


def _vote(ctx, ins):
    b = ctx.b
    pv = ctx.value(ins.operands[1], "pred", ins.loc)
    mask = _member_mask_of(ctx, ins, 2)
    # the lanes of the mask that take part (exited lanes do not count)
    base, mask = warp_exchange(ctx, ins, b.zext(pv, I64), mask)
    ballot = _ballot(ctx, base, mask)
    if ins.has("ballot"):
        ctx.store(ins.operands[0], ballot, "b32")
    elif ins.has("all"):
        ctx.store(ins.operands[0], b.icmp_unsigned("==", ballot, mask), "pred")
    elif ins.has("any"):
        ctx.store(ins.operands[0], b.icmp_unsigned("!=", ballot, ir.Constant(I32, 0)), "pred")
    elif ins.has("uni"):
        ctx.store(ins.operands[0], b.or_(b.icmp_unsigned("==", ballot, mask),
                                         b.icmp_unsigned("==", ballot, ir.Constant(I32, 0))), "pred")
    else:
        raise ctx.unsupported(ins)


def _match(ctx, ins):
    b = ctx.b
    t = ctx.ptype(ins.types[-1], ins.loc)
    d, p = _dest_and_pred(ins)
    v = ctx.value(ins.operands[1], t, ins.loc)
    mask = _member_mask(ctx, ins, ins.operands[2])
    v64 = b.zext(v, I64) if t.bits < 64 else v
    base, mask, (v64,) = warp_exchange(ctx, ins, v64, mask, [v64])
    if _vectors(ctx):
        v64 = b.shuffle_vector(b.insert_element(ir.Constant(_V64, ir.Undefined), v64, ir.Constant(I32, 0)),
                               ir.Constant(_V64, ir.Undefined), ir.Constant(_V32, [0] * _LANES))
    same = _lanes_where(ctx, base, mask, lambda lv: b.icmp_unsigned("==", lv, v64), wide=True)
    if ins.has("any"):
        ctx.store(d, same, "b32")
    else:
        alleq = b.icmp_unsigned("==", same, mask)
        ctx.store(d, b.select(alleq, mask, ir.Constant(I32, 0)), "b32")
        if p is not None:
            ctx.store(p, alleq, "pred")


def _redux(ctx, ins):
    b = ctx.b
    tname = ins.types[-1]
    t = ctx.ptype(tname, ins.loc)
    if t.is_float:
        raise ctx.unsupported(ins, f"{ins.name} (float redux)")
    v = ctx.value(ins.operands[1], t, ins.loc)
    mask = _member_mask(ctx, ins, ins.operands[2])
    op = [m for m in ins.modifiers if m in ("add", "min", "max", "and", "or", "xor")][0]
    base, mask = warp_exchange(ctx, ins, b.zext(v, I64), mask)
    signed = t.is_signed
    init = {"add": 0, "or": 0, "xor": 0, "and": -1,
            "min": 0x7FFFFFFF if signed else -1, "max": -0x80000000 if signed else 0}[op]
    if _vectors(ctx):
        # lanes outside the group contribute the operation's identity; integer operations
        # give the same result in any order
        members = b.bitcast(mask, _LANE_BITS)
        values = b.select(members, _lane_values(ctx, base), ir.Constant(_V32, [init] * _LANES))
        kind = op if op not in ("min", "max") else ("s" if signed else "u") + op
        reduce = declare(ctx.module, f"llvm.vector.reduce.{kind}.v32i32", I32, [_V32])
        ctx.store(ins.operands[0], b.call(reduce, [values]), t)
        return
    acc = ir.Constant(I32, init)
    for lane in range(_LANES):
        x = b.trunc(snapshot_lane_value(ctx, base, ir.Constant(I32, lane)), I32)
        if op == "add":
            r = b.add(acc, x)
        elif op in ("and", "or", "xor"):
            r = {"and": b.and_, "or": b.or_, "xor": b.xor}[op](acc, x)
        else:
            cmp = b.icmp_signed if signed else b.icmp_unsigned
            r = b.select(cmp("<" if op == "min" else ">", x, acc), x, acc)
        member = b.icmp_unsigned("!=", b.and_(mask, ir.Constant(I32, 1 << lane)), ir.Constant(I32, 0))
        acc = b.select(member, r, acc)
    ctx.store(ins.operands[0], acc, t)


def _activemask(ctx, ins):
    _, group = warp_exchange(ctx, ins, ir.Constant(I64, 0), None)
    ctx.store(ins.operands[0], group, "b32")


def _lockstep(ctx, ins):
    """The implicit warp barrier of a lockstep kernel (lockstep.py): the lanes that reach
    it together wait for each other, as at activemask; nothing is exchanged. (A region
    kernel with its own scheduler chooses the lanes by site itself: only the wait.)"""
    if ctx.simple_collectives:
        ctx.suspend(abi.WAIT_WARP, [])
        return
    warp_exchange(ctx, ins, ir.Constant(I64, 0), None)


TABLE = {
    ("bar", "any"): _bar,
    ("bar", "none"): _bar,
    ("bar", "int"): _bar,
    ("barrier", "any"): _bar,
    ("barrier", "none"): _bar,
    ("barrier", "int"): _bar,
    ("shfl", "any"): _shfl,
    ("vote", "any"): _vote,
    ("match", "any"): _match,
    ("redux", "any"): _redux,
    ("activemask", "any"): _activemask,
    (abi.LOCKSTEP_OPCODE, "any"): _lockstep,
}
