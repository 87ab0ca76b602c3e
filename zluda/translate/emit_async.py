"""Asynchronous copies and mbarriers: cp.async (+ groups), cp.async.bulk, mbarrier.*.

On this device an asynchronous copy completes when it is issued: a commit group has
nothing left to wait for, and a copy that signals an mbarrier (complete_tx, or
cp.async.mbarrier.arrive) signals it right away. The PTX ISA allows that, and every
ordering it promises (the data is in place once the wait says so) holds.

An mbarrier is a 64-bit object in shared memory whose encoding the ISA leaves opaque;
here (MBAR_* below) it holds the pending arrivals of the current phase, the expected
arrivals per phase, the transaction count and the phase's parity. A phase completes
when both counts reach zero: the parity flips and the pending count starts again from
the expected one. The state an arrive returns is the object as it was before the arrive.

A wait (test_wait / try_wait) that finds its phase incomplete suspends the thread
(abi.WAIT_POLL) before it answers: the block scheduler runs the other threads, which
may arrive, then resumes it to look again. nvcc's waits are loops around try_wait (or
test_wait below sm_90), so each turn lets the other threads progress. A block whose
waiting threads all come back to the wait they left, with no mbarrier updated in
between, can never move again: it is reported as a deadlock.
"""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast

from . import abi
from .emit_mem import SPACE_ALIASES, SPACES, spin_hint
from .irutil import declare
from .ptxtypes import I1, I8, I32, I64, PTR, VOID

# the encoding of an mbarrier object: (shift, bits) of each field
MBAR_PENDING = (0, 20)
MBAR_EXPECTED = (20, 20)
MBAR_TX = (40, 21)           # two's complement: a copy may complete before its bytes are expected
MBAR_PHASE = (63, 1)
MBAR_MAX_COUNT = (1 << 20) - 1


def _field(b, v, field, signed=False):
    shift, bits = field
    x = b.and_(b.lshr(v, ir.Constant(I64, shift)), ir.Constant(I64, (1 << bits) - 1))
    if signed:   # sign-extend the field
        x = b.ashr(b.shl(x, ir.Constant(I64, 64 - bits)), ir.Constant(I64, 64 - bits))
    return x


def _pack(b, pending, expected, tx, phase):
    v = ir.Constant(I64, 0)
    for value, (shift, bits) in ((pending, MBAR_PENDING), (expected, MBAR_EXPECTED), (tx, MBAR_TX),
                                 (phase, MBAR_PHASE)):
        v = b.or_(v, b.shl(b.and_(value, ir.Constant(I64, (1 << bits) - 1)), ir.Constant(I64, shift)))
    return v


def _spaces(ins):
    return [SPACE_ALIASES.get(m, m) for m in ins.modifiers if m in SPACES]


def _mbar_address(ctx, ins, op):
    spaces = _spaces(ins)
    return ctx.address(op, spaces[-1] if spaces else "generic", ins.loc)


def _count(ctx, ins, op):
    return ctx.b.zext(ctx.value(op, "u32", ins.loc), I64)


def _note_update(ctx):
    """Count an update of any mbarrier of the block: the scheduler tells a deadlock from
    progress by it (abi.B_MBAR_EPOCH)."""
    b = ctx.b
    p = ctx.field_ptr(ctx.env["block"], abi.B_MBAR_EPOCH)
    b.store(b.add(b.load(p, typ=I32), ir.Constant(I32, 1)), p)


def _update(ctx, ptr, arrivals=None, drop=False, tx_delta=None):
    """Apply `arrivals` (i64 count), a transaction count change (i64, signed) and, with
    `drop`, lower the expected count by the arrivals; completes the phase when both
    counts are zero. Returns the object as it was before."""
    b = ctx.b
    old = b.load(ptr, typ=I64, align=8)
    pending = _field(b, old, MBAR_PENDING)
    expected = _field(b, old, MBAR_EXPECTED)
    tx = _field(b, old, MBAR_TX, signed=True)
    phase = _field(b, old, MBAR_PHASE)
    if tx_delta is not None:
        tx = b.add(tx, tx_delta)
    if arrivals is not None:
        pending = b.sub(pending, arrivals)
        if drop:
            expected = b.sub(expected, arrivals)
    zero = ir.Constant(I64, 0)
    done = b.and_(b.icmp_signed("==", pending, zero), b.icmp_signed("==", tx, zero))
    if arrivals is not None or tx_delta is not None:
        pending = b.select(done, expected, pending)
        phase = b.select(done, b.xor(phase, ir.Constant(I64, 1)), phase)
    b.store(_pack(b, pending, expected, tx, phase), ptr, align=8)
    _note_update(ctx)
    return old


def _mbarrier(ctx, ins):
    kind = next((m for m in ins.modifiers if m in _MBARRIER_OPS), None)
    if kind is None:
        raise ctx.unsupported(ins)
    _MBARRIER_OPS[kind](ctx, ins)


def _init(ctx, ins):
    b = ctx.b
    ptr = _mbar_address(ctx, ins, ins.operands[0])
    count = _count(ctx, ins, ins.operands[1])
    b.store(_pack(b, count, count, ir.Constant(I64, 0), ir.Constant(I64, 0)), ptr, align=8)
    _note_update(ctx)


def _inval(ctx, ins):
    ctx.b.store(ir.Constant(I64, 0), _mbar_address(ctx, ins, ins.operands[0]), align=8)


def _arrive(ctx, ins, drop=False):
    """arrive / arrive_drop {.expect_tx | .noComplete}: state, [addr] {, count | txCount}."""
    ops = ins.operands
    if len(ops) < 2:
        raise ctx.error(ins.loc, f"{ins.name}: expected state, [addr]")
    ptr = _mbar_address(ctx, ins, ops[1])
    one = ir.Constant(I64, 1)
    if ins.has("expect_tx"):
        if len(ops) != 3:
            raise ctx.error(ins.loc, f"{ins.name}: expected state, [addr], txCount")
        old = _update(ctx, ptr, one, drop, _count(ctx, ins, ops[2]))
    else:
        count = _count(ctx, ins, ops[2]) if len(ops) > 2 else one
        old = _update(ctx, ptr, count, drop)
    ctx.store(ops[0], old, "b64")   # (a sink `_` stores nothing)


def _tx(sign):
    def emit(ctx, ins):
        """expect_tx / complete_tx [addr], txCount."""
        if len(ins.operands) != 2:
            raise ctx.error(ins.loc, f"{ins.name}: expected [addr], txCount")
        b = ctx.b
        n = _count(ctx, ins, ins.operands[1])
        _update(ctx, _mbar_address(ctx, ins, ins.operands[0]), tx_delta=n if sign > 0 else b.neg(n))
    return emit


def _phase_done(ctx, ins, ptr, wanted):
    """Whether the phase whose parity is `wanted` (i64 0/1) has completed."""
    b = ctx.b
    return b.icmp_unsigned("!=", _field(b, b.load(ptr, typ=I64, align=8), MBAR_PHASE), wanted)


def _wait(ctx, ins):
    """test_wait / try_wait {.parity}: waitComplete, [addr], state | phaseParity {, hint}.
    Incomplete: the thread lets the others run once, then answers."""
    ops = ins.operands
    if len(ops) not in (3, 4):
        raise ctx.error(ins.loc, f"{ins.name}: expected waitComplete, [addr], state")
    if ctx.kind != "coro":   # (a device with barriers of its own: zluda.translate.module.DeviceLowering)
        raise ctx.unsupported(ins, f"{ins.name} on a device that runs no coroutines")
    b = ctx.b
    if ins.has("parity"):
        wanted = b.zext(b.and_(ctx.value(ops[2], "u32", ins.loc), ir.Constant(I32, 1)), I64)
    else:
        wanted = _field(b, ctx.value(ops[2], "b64", ins.loc), MBAR_PHASE)
    ptr = _mbar_address(ctx, ins, ops[1])
    # each wait has a site number in program order: the scheduler sees a thread that
    # stops at another wait as one that moved on
    ctx.poll_sites = getattr(ctx, "poll_sites", 0) + 1
    with b.if_then(b.not_(_phase_done(ctx, ins, ptr, wanted))):
        b.store(ir.Constant(I32, ctx.poll_sites), ctx.field_ptr(ctx.env["thr"], abi.T_POLL_SITE))
        ctx.suspend(abi.WAIT_POLL)
    # (the operands are read again after a possible suspension: what a coroutine kept)
    if ins.has("parity"):
        wanted = b.zext(b.and_(ctx.value(ops[2], "u32", ins.loc), ir.Constant(I32, 1)), I64)
    else:
        wanted = _field(b, ctx.value(ops[2], "b64", ins.loc), MBAR_PHASE)
    ctx.store(ops[0], _phase_done(ctx, ins, _mbar_address(ctx, ins, ops[1]), wanted), "pred")


def _pending_count(ctx, ins):
    b = ctx.b
    state = ctx.value(ins.operands[1], "b64", ins.loc)
    ctx.store(ins.operands[0], b.trunc(_field(b, state, MBAR_PENDING), I32), "u32")


_MBARRIER_OPS = {
    "init": _init,
    "inval": _inval,
    "arrive": _arrive,
    "arrive_drop": lambda ctx, ins: _arrive(ctx, ins, drop=True),
    "expect_tx": _tx(+1),
    "complete_tx": _tx(-1),
    "test_wait": _wait,
    "try_wait": _wait,
    "pending_count": _pending_count,
}


# ---------------------------------------------------------------------- cp.async
def _cp(ctx, ins):
    if ins.has("async") and not ins.has("reduce"):
        if ins.has("bulk"):
            return _cp_async_bulk(ctx, ins)
        if ins.has("mbarrier"):
            return _cp_async_mbarrier_arrive(ctx, ins)
        return _cp_async(ctx, ins)
    raise ctx.unsupported(ins)


def _cp_async(ctx, ins):
    """cp.async.{ca,cg}.shared.global [dst], [src], cp-size{, src-size | ignore-src}:
    bytes past src-size are zero-filled as the ISA specifies."""
    if ins.has("commit_group") or ins.has("wait_group") or ins.has("wait_all"):
        return None
    if any(m.startswith("tensor") for m in ins.modifiers):
        raise ctx.unsupported(ins)
    b = ctx.b
    if len(ins.operands) < 3:
        raise ctx.error(ins.loc, f"{ins.name}: expected [dst], [src], size")
    dst = ctx.address(ins.operands[0], "shared", ins.loc)
    src = ctx.address(ins.operands[1], "global", ins.loc)
    size_op = ins.operands[2]
    size = getattr(size_op, "value", None)
    if size not in (4, 8, 16):
        raise ctx.error(ins.loc, f"{ins.name}: copy size must be 4, 8 or 16")
    n = ir.Constant(I32, size)
    if len(ins.operands) > 3:
        fourth = ins.operands[3]
        reg = ctx.regs.get(fourth.name) if isinstance(fourth, ast.Register) else None
        if isinstance(fourth, ast.Not) or (reg is not None and reg[1].is_pred):
            # ignore-src predicate: when true nothing is read and the whole copy is zeros
            ignore = ctx.value(fourth, "pred", ins.loc)
            n = b.select(ignore, ir.Constant(I32, 0), n)
        elif not (ins.has("L2::cache_hint") and len(ins.operands) == 4):
            n = ctx.value(fourth, "u32", ins.loc)   # src-size
    if isinstance(n, ir.Constant) and n.constant == size:  # the whole chunk: one load and one store
        wide = ir.IntType(8 * size)
        b.store(b.load(src, typ=wide, align=1), dst, align=1)
        return
    for k in range(size):
        d = b.gep(dst, [ir.Constant(I64, k)], source_etype=I8)
        b.store(ir.Constant(I8, 0), d)
        with b.if_then(b.icmp_unsigned("<", ir.Constant(I32, k), n)):
            b.store(b.load(b.gep(src, [ir.Constant(I64, k)], source_etype=I8), typ=I8), d)


def _cp_async_mbarrier_arrive(ctx, ins):
    """cp.async.mbarrier.arrive{.noinc}.b64 [mbar]: an arrive once this thread's earlier
    cp.async copies are done, which they are. Without .noinc the pending count is raised
    by one first, so the two cancel out."""
    if ins.has("noinc"):
        _update(ctx, _mbar_address(ctx, ins, ins.operands[0]), ir.Constant(I64, 1))


def _cp_async_bulk(ctx, ins):
    """cp.async.bulk.dst.src{.mbarrier::complete_tx::bytes | .bulk_group} [dst], [src],
    size{, [mbar]}{, ctaMask}{, cache-policy}: the copy, then the mbarrier's complete_tx
    of its bytes. Commit groups and their waits have nothing to wait for; a prefetch
    changes no result."""
    if ins.has("commit_group") or ins.has("wait_group") or ins.has("prefetch"):
        return None
    if ins.has("tensor"):
        raise ctx.unsupported(ins, f"{ins.name} (tensor maps)")
    if ins.has("multicast::cluster"):
        raise ctx.unsupported(ins, f"{ins.name} (a cluster of one CTA has no other CTA to copy to)")
    spaces = _spaces(ins)
    ops = ins.operands
    if len(spaces) != 2 or len(ops) < 3:
        raise ctx.error(ins.loc, f"{ins.name}: expected .dst.src spaces and [dst], [src], size")
    b = ctx.b
    dst = ctx.address(ops[0], spaces[0], ins.loc)
    src = ctx.address(ops[1], spaces[1], ins.loc)
    size = b.zext(ctx.value(ops[2], "u32", ins.loc), I64)
    b.call(declare(b.module, "llvm.memmove.p0.p0.i64", VOID, [PTR, PTR, I64, I1]),
           [dst, src, size, ir.Constant(I1, 0)])
    if ins.has("mbarrier::complete_tx::bytes"):
        if len(ops) < 4:
            raise ctx.error(ins.loc, f"{ins.name}: expected [dst], [src], size, [mbar]")
        _update(ctx, ctx.address(ops[3], "shared", ins.loc), tx_delta=b.neg(size))


def _spin(ctx, ins):
    """A polling loop's yield (spin_waits): the thread lets the block's others run, and
    now and then the worker's core goes to other blocks (emit_mem.spin_hint)."""
    if ctx.kind != "coro":
        raise ctx.unsupported(ins, "a polling loop's yield outside a coroutine")
    b = ctx.b
    ctx.poll_sites = getattr(ctx, "poll_sites", 0) + 1
    b.store(ir.Constant(I32, abi.SPIN_SITE | ctx.poll_sites), ctx.field_ptr(ctx.env["thr"], abi.T_POLL_SITE))
    spin_hint(ctx)
    ctx.suspend(abi.WAIT_POLL)


TABLE = {
    (abi.SPIN_OPCODE, "any"): _spin,
    (abi.SPIN_OPCODE, "none"): _spin,
    ("mbarrier", "any"): _mbarrier,
    ("mbarrier", "none"): _mbarrier,
    ("cp", "any"): _cp,
    ("cp", "none"): _cp,
}
