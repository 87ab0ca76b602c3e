"""Block barriers on AMDGPU: bar.sync / barrier.sync / bar.red / bar.warp.sync.

A workgroup has one hardware barrier (s_barrier) that every one of its threads
reaches. `bar.sync id` without a thread count (what __syncthreads and cooperative
groups' block sync compile to, whatever the id) is that barrier, between
workgroup-scope release and acquire fences so that shared and global writes before it
are visible after it. A thread count (`bar.sync id, n`) or `bar.arrive` (producer /
consumer barriers) needs barriers that count arrivals, which these targets do not
have: rejected at the instruction's file:line:col, never silently widened.

bar.red.popc/and/or sums the predicates into a word of LDS between barriers; the word
is the first of the bytes the kernel entry reserves below the CUDA shared window
(`RESERVED_LDS_BYTES`, see zluda.amdgpu.from_ptx).
"""

from __future__ import annotations

from llvmlite import ir

from zluda.translate import abi
from zluda.translate.errors import UnsupportedError
from zluda.translate.irutil import declare
from zluda.translate.ptxtypes import I8, I32, I64, VOID

RESERVED_LDS_BYTES = 16
BAR_RED_WORD = -RESERVED_LDS_BYTES      # offset from the CUDA shared window


def workgroup_barrier(ctx):
    b = ctx.b
    b.fence("release", "workgroup")
    b.call(declare(ctx.module, "llvm.amdgcn.s.barrier", VOID, []), [])
    b.fence("acquire", "workgroup")


def _warp_sync(ctx, ins):
    """bar.warp.sync: a wavefront executes its lanes together; what remains is ordering
    memory between the lanes and keeping the compiler from moving code across."""
    ctx.value(ins.operands[0], "b32", ins.loc)   # the member mask: read, as PTX requires
    b = ctx.b
    b.fence("release", "wavefront")
    b.call(declare(ctx.module, "llvm.amdgcn.wave.barrier", VOID, []), [])
    b.fence("acquire", "wavefront")


def _bar(ctx, ins):
    if ins.has("warp"):
        return _warp_sync(ctx, ins)
    if ins.has("arrive"):
        raise UnsupportedError(ins.loc, f"unsupported on AMDGPU: {ins.name} (arrival-counting "
                                        "barriers; the workgroup barrier waits for every thread)")
    ops = list(ins.operands)
    red = ins.has("red")
    dest = ops.pop(0) if red else None
    pred = ops.pop() if red else None
    if ops:
        ctx.value(ops[0], "u32", ins.loc)       # the barrier id: every id is the one barrier
    if len(ops) > 1:
        raise UnsupportedError(ins.loc, f"unsupported on AMDGPU: {ins.name} with a thread count "
                                        "(the workgroup barrier waits for every thread)")
    if not red:
        return workgroup_barrier(ctx)
    _bar_red(ctx, ins, dest, ctx.value(pred, "pred", ins.loc))


def _bar_red(ctx, ins, dest, p):
    b = ctx.b
    word = b.gep(ctx.shared_base(), [ir.Constant(I64, BAR_RED_WORD)], source_etype=I8)
    workgroup_barrier(ctx)                      # the previous bar.red's readers are done
    with b.if_then(b.icmp_unsigned("==", ctx.linear_tid(), ir.Constant(I32, 0))):
        b.store(ir.Constant(I32, 0), word)
    workgroup_barrier(ctx)
    b.atomic_rmw("add", word, b.zext(p, I32), "monotonic")
    workgroup_barrier(ctx)
    total = b.load(word, typ=I32)
    if ins.has("popc"):
        ctx.store(dest, total, "u32")
    elif ins.has("and"):
        threads = ctx.load_field(ctx.env["launch"], abi.L_TPB, I32)
        ctx.store(dest, b.icmp_unsigned("==", total, threads), "pred")
    elif ins.has("or"):
        ctx.store(dest, b.icmp_unsigned("!=", total, ir.Constant(I32, 0)), "pred")
    else:
        raise UnsupportedError(ins.loc, f"unsupported: {ins.name} (bar.red needs .popc, .and or .or)")


EMITTERS = {"bar": _bar, "barrier": _bar}
