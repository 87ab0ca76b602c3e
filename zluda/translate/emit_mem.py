"""Loads, stores and address-space conversion: ld ldu st cvta isspacep prefetch.

State spaces: global/const/local/param addresses are host addresses; shared addresses
are offsets inside the running block's shared window (32-bit friendly, as nvcc uses
them), `cvta` converts between the two.
"""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast

from . import abi, addr32
from .emit_float import canonical_f32_nan
from .irutil import declare
from .ptxtypes import F32, I1, I8, I32, I64, storage

SPACE_ALIASES = {"shared::cta": "shared", "shared::cluster": "shared", "param::entry": "param",
                 "param::func": "param"}
SPACES = ("global", "shared", "local", "const", "param", "generic", "shared::cta",
          "shared::cluster", "param::entry", "param::func")
ORDERING = {"relaxed": "monotonic", "acquire": "acquire", "release": "release", "acq_rel": "acq_rel",
            "sc": "seq_cst"}


def space_of(ins):
    for m in ins.modifiers:
        if m in SPACES:
            return SPACE_ALIASES.get(m, m)
    return "generic"


def vector_width(ins):
    for m in ins.modifiers:
        if m in ("v2", "v4", "v8"):
            return int(m[1:])
    return 1


def _elements(op, n, ins, ctx):
    op = ctx.expand_vector(op)
    if n == 1:
        return [op]
    if not isinstance(op, ast.Vector) or len(op.elements) != n:
        raise ctx.error(ins.loc, f"{ins.name}: expected a vector of {n} elements")
    return list(op.elements)


def _kernel_parameter(ctx, op) -> bool:
    """`[name+offset]` naming a parameter of the kernel being translated (read-only)."""
    base = op.base if isinstance(op, ast.Address) else op
    if not isinstance(base, ast.Symbol):
        return False
    home = getattr(ctx, "kernel_params", {}).get(base.name)
    return home is not None and ctx.vars.get(base.name) is home   # (not an inlined function's own)


def _access(ctx, ins, load):
    b = ctx.b
    tname = ins.types[-1] if ins.types else None
    if tname is None:
        raise ctx.error(ins.loc, f"{ins.name}: missing type")
    t = ctx.ptype(tname, ins.loc)
    n = vector_width(ins)
    space = space_of(ins)
    addr_op = ins.operands[1] if load else ins.operands[0]
    ptr = ctx.address(addr_op, space, ins.loc)
    if load and space == "shared" and ctx.speculate is not None:
        ptr = _clamped_shared(ctx, ptr)
    elem_t = I8 if t.is_pred else storage(t)
    size = t.bytes
    order = None
    for m in ins.modifiers:
        if m in ORDERING:
            order = ORDERING[m]
    if order is None and (ins.has("volatile") or ins.has("mmio")):
        # llvmlite has no volatile flag; a relaxed atomic access is never elided or
        # merged either, and is what other CPU threads polling the location need
        order = "monotonic"
    data_op = ins.operands[0] if load else ins.operands[1]
    elems = _elements(data_op, n, ins, ctx)
    if order is not None and n > 1 and n * size <= _whole_ordered_bytes(ctx) and not t.is_pred:
        _whole_ordered_access(ctx, ins, load, ptr, space, t, elem_t, elems, order)
        return
    if load and order is None and n > 1 and not t.is_pred and space == "shared" and ctx.register_tile:
        # one vector load, which LLVM's SLP vectoriser transposes with shuffles (register_tiles.py)
        whole = b.load(ptr, typ=ir.VectorType(elem_t, n), align=size)
        for k, e in enumerate(elems):
            if not isinstance(e, ast.Sink):
                ctx.store(e, b.extract_element(whole, ir.Constant(I32, k)), t)
        return
    for k, e in enumerate(elems):
        p = b.gep(ptr, [ir.Constant(I64, k * size)], source_etype=I8) if k else ptr
        if load:
            if isinstance(e, ast.Sink):
                continue
            if order is not None:
                v = b.load_atomic(p, order if order != "release" else "monotonic", size, typ=elem_t)
                if space != "shared":
                    spin_hint(ctx)
            else:
                v = b.load(p, typ=elem_t, align=size)
                if space == "param" and _kernel_parameter(ctx, addr_op):
                    v.set_metadata("invariant.load", ctx.module.add_metadata([]))
            ctx.store(e, v, t)
        else:
            v = ctx.value(e, t, ins.loc)
            if isinstance(e, ast.Register) and e.component is None and e.name in ctx.nan_at_store:
                v = _canonical_bits(b, v)
            if v.type != elem_t:
                v = b.bitcast(v, elem_t)
            if order is not None:
                _store_atomic(b, v, p, order if order != "acquire" else "monotonic", size)
            else:
                b.store(v, p, align=size)


def _whole_ordered_bytes(ctx) -> int:
    """The widest ordered vector access made one atomic access: 16 bytes on the CPU, where
    LLVM emits one aligned vector move (atomic on x86-64 CPUs with AVX, by Intel's and
    AMD's manuals; cmpxchg16b without AVX), 8 on other devices."""
    return 16 if ctx.mt.lowering is None else 8


def _whole_ordered_access(ctx, ins, load, ptr, space, t, elem_t, elems, order):
    """An ordered (relaxed, acquire, release, volatile) vector access as one atomic access
    of the whole: element k is bytes k*size.. of it. Another block may write it meanwhile,
    and its elements read apart can come from two writes: CUB's decoupled look-back reads
    a tile's status and value with one ld.relaxed.v2.u32 (v2.u64 for 8-byte values) and
    took a new status with an old value."""
    b = ctx.b
    bits = 8 * t.bytes
    whole_t = ir.IntType(bits * len(elems))
    part_t = ir.IntType(bits)
    align = t.bytes * len(elems)
    if load:
        raw = b.load_atomic(ptr, order if order != "release" else "monotonic", align, typ=whole_t)
        if space != "shared":
            spin_hint(ctx)
        for k, e in enumerate(elems):
            if isinstance(e, ast.Sink):
                continue
            part = b.trunc(b.lshr(raw, ir.Constant(whole_t, k * bits)), part_t)
            ctx.store(e, part if elem_t == part_t else b.bitcast(part, elem_t), t)
        return
    whole = ir.Constant(whole_t, 0)
    for k, e in enumerate(elems):
        v = ctx.value(e, t, ins.loc)
        if isinstance(e, ast.Register) and e.component is None and e.name in ctx.nan_at_store:
            v = _canonical_bits(b, v)
        if v.type != part_t:
            v = b.bitcast(v, part_t)
        whole = b.or_(whole, b.shl(b.zext(v, whole_t), ir.Constant(whole_t, k * bits)))
    _store_atomic(b, whole, ptr, order if order != "acquire" else "monotonic", align)


def _canonical_bits(b, v):
    """A 32-bit value whose f32 NaN its writers left as the host made it
    (nan_payload.canonical_at_stores): the canonical NaN if it is one."""
    if v.type == F32:
        return canonical_f32_nan(b, v)
    if v.type == I32:
        return b.bitcast(canonical_f32_nan(b, b.bitcast(v, F32)), I32)
    return v   # (not a 32-bit store: no f32 register is stored that way)


def _clamped_shared(ctx, ptr):
    """`ptr` moved into the block's shared memory (its end at most: the scratch has 64
    bytes after it): a load that runs in every thread though only some take its path
    (hammocks.py) must not fault in the others, whose address may be anything."""
    b = ctx.b
    base = ctx.shared_base()
    size = b.add(ir.Constant(I64, ctx.mt.static_shared_size), ctx.load_field(ctx.env["launch"], abi.L_DYN_SHARED, I64))
    off = b.sub(b.ptrtoint(ptr, I64), b.ptrtoint(base, I64))
    off = b.select(b.icmp_unsigned("<", off, size), off, size)
    return b.gep(base, [off], source_etype=I8)


SPIN_YIELD_EVERY = 256


def spin_hint(ctx):
    """Acquire/volatile loads of global memory are how blocks wait for each other
    (cooperative groups' grid.sync polls its barrier word). Blocks of a cooperative
    launch are OS threads that may outnumber the cores: every SPIN_YIELD_EVERY-th such
    load of a worker gives its core away (sched_yield), so a waiting block does not burn
    the time slices of the blocks it waits for."""
    b = ctx.b
    p = ctx.field_ptr(ctx.env["block"], abi.B_SPIN)
    n = b.add(b.load(p, typ=I32), ir.Constant(I32, 1))
    b.store(n, p)
    due = b.icmp_unsigned("==", b.and_(n, ir.Constant(I32, SPIN_YIELD_EVERY - 1)), ir.Constant(I32, 0))
    with b.if_then(due, likely=False):
        b.call(declare(b.module, "sched_yield", I32, []), [])


def _store_atomic(b, value, ptr, ordering, align):
    # IRBuilder.store_atomic compares ptr.type.pointee with the value's type, which opaque
    # pointers (LLVM 22) do not have; the instruction itself is fine, so insert it directly
    b._insert(ir.instructions.StoreAtomicInstr(b.block, value, ptr, ordering, align))


def _ld(ctx, ins):
    _access(ctx, ins, True)


def _st(ctx, ins):
    _access(ctx, ins, False)


def _cvta(ctx, ins):
    b = ctx.b
    t = ctx.ptype(ins.types[-1], ins.loc)
    to = ins.has("to")
    space = space_of(ins)
    v = ctx.value(ins.operands[1], t, ins.loc)
    if ctx.mt.address_size == 32 and t.bits < 64:
        r = addr32.cvta(ctx, v, space, to)
    elif space == "shared":
        base = b.ptrtoint(ctx.shared_base(), I64)
        vw = b.zext(v, I64) if t.bits < 64 else v
        r = b.sub(vw, base) if to else b.add(vw, base)
        r = b.trunc(r, storage(t)) if t.bits < 64 else r
    else:
        r = v  # global/const/local/param: host addresses already
    ctx.store(ins.operands[0], r, t)


def in_shared_memory(ctx, address):
    """Whether a host address (an i64) lies in the running block's shared memory."""
    b = ctx.b
    base = b.ptrtoint(ctx.shared_base(), I64)
    size = b.add(ir.Constant(I64, ctx.mt.static_shared_size),
                 ctx.load_field(ctx.env["launch"], abi.L_DYN_SHARED, I64))
    return b.and_(b.icmp_unsigned(">=", address, base), b.icmp_unsigned("<", address, b.add(base, size)))


def _isspacep(ctx, ins):
    b = ctx.b
    space = space_of(ins)
    if ctx.mt.address_size == 32 and space in ("shared", "global", "local", "const", "param"):
        ctx.store(ins.operands[0], addr32.isspacep(ctx, ctx.value(ins.operands[1], "u32", ins.loc), space), "pred")
        return
    a = ctx.value(ins.operands[1], "u64", ins.loc)
    in_shared = in_shared_memory(ctx, a)
    if space == "shared":
        r = in_shared
    elif space == "global":
        r = b.not_(in_shared)
    elif space in ("local", "const", "param"):
        r = ir.Constant(I1, 0) if space != "const" else b.not_(in_shared)
    else:
        raise ctx.unsupported(ins)
    ctx.store(ins.operands[0], r, "pred")


def _nop(ctx, ins):
    return None


TABLE = {
    ("ld", "any"): _ld,
    ("ldu", "any"): _ld,
    ("st", "any"): _st,
    ("cvta", "any"): _cvta,
    ("isspacep", "any"): _isspacep,
    ("prefetch", "any"): _nop,   # cache hints have no effect on results
    ("prefetchu", "any"): _nop,
    ("discard", "any"): _nop,
    ("applypriority", "any"): _nop,
    ("createpolicy", "any"): lambda ctx, ins: ctx.store(ins.operands[0], ir.Constant(I64, 0), "b64"),
}
