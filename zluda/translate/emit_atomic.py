"""Atomics and reductions: atom.* and red.* in global and shared memory.

Blocks of one grid run on several CPU threads at once, so every operation on global (or
generic) memory is a real LLVM atomic (atomicrmw / cmpxchg); f16/bf16 operations and the
f32 add (which flushes subnormals there, _flushing_fadd, but not through a generic address
into shared memory, _generic_fadd) use a compare-exchange loop. Shared
memory belongs to one block, whose threads all run on one
CPU thread and switch only at barriers and warp collectives: there, an atomic is a plain
read-modify-write (a locked instruction, or a compare-exchange loop for floats, cost
several times more, and the operation is the same). Its load and store are plain ones
that stay out of the thread loops' parallel access groups (SERIAL): LLVM's own dependence
analysis then keeps a loop whose threads may update one address sequential, never two
threads' updates in vector lanes at once, and it may still keep other memory in registers
across them. (They were `monotonic` atomics, which LLVM lets nothing cross: every thread's
loop induction was stored, and loaded again, around each update of a histogram's loop:
docs/translator.md has the measurement.)
"""

from __future__ import annotations

from llvmlite import ir

from . import softfloat as sf
from .emit_half import narrow_from_f32, narrow_from_f64, widen
from .emit_mem import in_shared_memory, space_of
from .ptxtypes import F32, F64, I16, I32, I64, storage

# metadata kind on a shared-memory read-modify-write's load and store: kernel_abi leaves
# them out of the thread loops' parallel access groups
SERIAL = "zluda.serial"

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
        return "fadd" if t.name == "f64" else "add"   # f32: _flushing_fadd
    if op in ("min", "max"):
        if t.name in ("f32", "f64"):
            return None  # PTX NaN rules differ from LLVM's fmin/fmax: CAS loop
        return op if t.is_signed else "u" + op
    return {"and": "and", "or": "or", "xor": "xor", "exch": "xchg", "inc": "uinc_wrap",
            "dec": "udec_wrap"}[op]


def _cas_loop(ctx, ptr, t, order, combine):
    """Generic read-modify-write with cmpxchg; combine(old_bits) -> new_bits. Returns old."""
    b = ctx.b
    it = storage(t)
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


def _flushing_fadd(ctx, addend):
    """new = old + addend as atom/red.add.f32 does it in global memory (PTX ISA, and the
    H200: tests/translate/atomic_fadd/h200.json): rounded to nearest even, subnormal inputs
    (the addend and the value in memory) and results read and written as zeros of the same
    sign, whatever .ftz the kernel uses elsewhere. (In shared memory the H200 keeps
    subnormals: there the add is IEEE's, _shared_atomic.) A sum of f32 values
    below 2^-126 is exact, so flushing the rounded sum is the ISA's tininess. Under the
    CPU's flush modes (flush_mode) the add flushes by itself; the inputs' flushes stay
    explicit there too, for a fold of `x + -0.0` to `x` would skip the one of the memory's
    value."""
    b = ctx.b
    addend = sf.flush_denormal(b, addend)

    def combine(old_bits):
        r = b.fadd(sf.flush_denormal(b, b.bitcast(old_bits, F32)), addend)
        return b.bitcast(r if ctx.flushes else sf.flush_denormal(b, r), I32)
    return combine


def _generic_fadd(ctx, ptr, addend):
    """new = old + addend through a generic address: IEEE's add where the address lies in
    the block's shared memory, as the H200 does there (atomic_fadd/h200.json, the
    "generic ... to shared" forms), the flushing add elsewhere. A kernel under the CPU's
    flush modes reaches no generic address into shared memory (flush_mode keeps those
    exact), so there the flushing add alone is right."""
    flushing = _flushing_fadd(ctx, addend)
    if ctx.flushes:
        return flushing
    b = ctx.b
    in_shared = in_shared_memory(ctx, b.ptrtoint(ptr, I64))

    def combine(old_bits):
        kept = b.bitcast(b.fadd(b.bitcast(old_bits, F32), addend), I32)
        return b.select(in_shared, kept, flushing(old_bits))
    return combine


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
                r = narrow_from_f32(ctx, sf.fminmax(b, x, y, op == "max", False), fmt)
            out.append(r)
        if lanes == 1:
            return out[0]
        return b.or_(b.zext(out[0], I32), b.shl(b.zext(out[1], I32), ir.Constant(I32, 16)))
    return combine


def _block_local_rmw(ctx, ptr, t, combine):
    """Read-modify-write of shared memory by the only CPU thread that runs its block;
    combine(old_bits) -> new_bits. Returns old."""
    b = ctx.b
    old = b.load(ptr, typ=storage(t))
    old.align = t.bytes
    st = b.store(combine(old), ptr)
    st.align = t.bytes
    for instr in (old, st):
        instr.set_metadata(SERIAL, ctx.module.add_metadata([]))
    return old


def _int_combine(b, op, t, src):
    """new = old (op) src for the integer operations, as atomicrmw defines them."""
    signed = t.is_signed

    def combine(old):
        if op == "add":
            return b.add(old, src)
        if op in ("and", "or", "xor"):
            return {"and": b.and_, "or": b.or_, "xor": b.xor}[op](old, src)
        if op == "exch":
            return src
        if op in ("min", "max"):
            less = b.icmp_signed("<", old, src) if signed else b.icmp_unsigned("<", old, src)
            return b.select(less, old, src) if op == "min" else b.select(less, src, old)
        if op == "inc":   # old >= src ? 0 : old + 1
            return b.select(b.icmp_unsigned(">=", old, src), ir.Constant(old.type, 0), b.add(old, ir.Constant(old.type, 1)))
        if op == "dec":   # old == 0 || old > src ? src : old - 1
            wrap = b.or_(b.icmp_unsigned("==", old, ir.Constant(old.type, 0)), b.icmp_unsigned(">", old, src))
            return b.select(wrap, src, b.sub(old, ir.Constant(old.type, 1)))
        raise AssertionError(op)
    return combine


def _shared_atomic(ctx, ins, op, t, tname, ptr, src, new):
    b = ctx.b
    it = storage(t)
    bits = (lambda v: b.bitcast(v, it) if v.type != it else v)
    if op == "cas":
        cmp, swap = bits(src), bits(new)
        return _block_local_rmw(ctx, ptr, t, lambda old: b.select(b.icmp_unsigned("==", old, cmp), swap, old))
    if tname in ("f16", "bf16", "f16x2", "bf16x2") and op in ("add", "min", "max"):
        return _block_local_rmw(ctx, ptr, t, _half_combine(ctx, op, tname, src))
    # f32 add included: the H200's shared-memory atomics keep subnormal inputs and results
    # (tests/translate/atomic_fadd/h200.json), unlike its global ones
    if t.name in ("f32", "f64") and op in ("add", "min", "max"):
        def combine(old_bits):
            x = b.bitcast(old_bits, src.type)
            r = b.fadd(x, src) if op == "add" else sf.fminmax(b, x, src, op == "max", False)
            return b.bitcast(r, it)
        old = _block_local_rmw(ctx, ptr, t, combine)
        return b.bitcast(old, src.type)
    if op in ("inc", "dec") and t.bits != 32:
        raise ctx.unsupported(ins, f"{ins.name}: inc/dec need .u32")
    return _block_local_rmw(ctx, ptr, t, _int_combine(b, op, t, bits(src)))


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
    if space == "shared":
        new = ctx.value(ops[addr_i + 2], t, ins.loc) if op == "cas" else None
        old = _shared_atomic(ctx, ins, op, t, tname, ptr, src, new)
        if returns:
            ctx.store(ops[0], old, t)
        return
    if op == "cas":
        new = ctx.value(ops[addr_i + 2], t, ins.loc)
        it = storage(t)
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
    elif t.name == "f32" and op == "add":
        # x86 has no float atomicrmw: LLVM's fadd is a compare-exchange loop as well
        combine = _generic_fadd(ctx, ptr, src) if space == "generic" else _flushing_fadd(ctx, src)
        old = b.bitcast(_cas_loop(ctx, ptr, t, order, combine), F32)
    else:
        name = _rmw_name(op, t)
        if name is None:
            def combine(old_bits):
                x = b.bitcast(old_bits, src.type)
                r = sf.fminmax(b, x, src, op == "max", False)
                return b.bitcast(r, storage(t))
            old = _cas_loop(ctx, ptr, t, order, combine)
        else:
            if name in ("uinc_wrap", "udec_wrap") and t.bits != 32:
                raise ctx.unsupported(ins, f"{ins.name}: inc/dec need .u32")
            val = src
            if name in ("and", "or", "xor", "xchg") and src.type != storage(t):
                val = b.bitcast(src, storage(t))
            old = b.atomic_rmw(name, ptr, val, order)
    if returns:
        ctx.store(ops[0], old, t)


TABLE = {
    ("atom", "any"): lambda c, i: _atomic(c, i, True),
    ("red", "any"): lambda c, i: _atomic(c, i, False),
}
