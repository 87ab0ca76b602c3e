"""Emission of special registers (%tid, %ctaid, %laneid, %clock64, %lanemask_lt, ...) -> values
computed from the thread environment."""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx.spec import PREDEFINED_CONSTANTS  # noqa: F401  (operands naming WARP_SZ: function.py)

from . import abi
from .irutil import declare, bounded_field
from .ptxtypes import I32, I64, PTR

AXES = {"x": 0, "y": 1, "z": 2, None: 0}


def _axis(ctx, reg):
    if reg.component not in AXES:
        raise ctx.error(reg.loc, f"{reg.name}.{reg.component}: no such component")
    return AXES[reg.component]


def _tid(ctx, reg):
    return ctx.env[("tidx", "tidy", "tidz")[_axis(ctx, reg)]]


def _launch_u32(offset):
    def get(ctx, reg):
        return bounded_field(ctx.b, ctx.env["launch"], offset + 4 * _axis(ctx, reg), abi.LAUNCH_RANGES)
    return get


def _ctaid(ctx, reg):
    return bounded_field(ctx.b, ctx.env["block"], abi.B_CTAID + 4 * _axis(ctx, reg), abi.BLOCK_RANGES)


def _laneid(ctx, reg):
    return ctx.b.and_(ctx.linear_tid(), ir.Constant(I32, 31))


def _warpid(ctx, reg):
    return ctx.b.lshr(ctx.linear_tid(), ir.Constant(I32, 5))


def _nwarpid(ctx, reg):
    tpb = bounded_field(ctx.b, ctx.env["launch"], abi.L_TPB, abi.LAUNCH_RANGES)
    return ctx.b.lshr(ctx.b.add(tpb, ir.Constant(I32, 31)), ir.Constant(I32, 5))


def _lanemask(kind):
    def get(ctx, reg):
        b = ctx.b
        lane = _laneid(ctx, reg)
        one = b.shl(ir.Constant(I32, 1), lane)
        lt = b.sub(one, ir.Constant(I32, 1))
        return {"eq": lambda: one, "lt": lambda: lt, "le": lambda: b.or_(lt, one),
                "gt": lambda: b.not_(b.or_(lt, one)), "ge": lambda: b.not_(lt)}[kind]()
    return get


def _clock64(ctx, reg):
    return ctx.b.call(declare(ctx.module, "llvm.readcyclecounter", I64, []), [])


def _clock32(ctx, reg):
    return ctx.b.trunc(_clock64(ctx, reg), I32)


def _globaltimer(ctx, reg):
    # nanoseconds: the runtime stores a clock base; cycle counter scaled is not exact ns,
    # CLOCK_MONOTONIC through the C library is
    b = ctx.b
    ts = ctx.alloca(ir.ArrayType(I64, 2), "ts")
    b.call(declare(ctx.module, "clock_gettime", I32, [I32, PTR]), [ir.Constant(I32, 1), ts])
    sec = b.load(b.gep(ts, [ir.Constant(I32, 0), ir.Constant(I32, 0)]), typ=I64)
    ns = b.load(b.gep(ts, [ir.Constant(I32, 0), ir.Constant(I32, 1)]), typ=I64)
    v = b.add(b.mul(sec, ir.Constant(I64, 1_000_000_000)), ns)
    if reg.name.endswith("_lo"):
        return b.trunc(v, I32)
    if reg.name.endswith("_hi"):
        return b.trunc(b.lshr(v, ir.Constant(I64, 32)), I32)
    return v


def _smid(ctx, reg):
    return ctx.load_field(ctx.env["block"], abi.B_SMID, I32)


def _const(v, t=I32):
    return lambda ctx, reg: ir.Constant(t, v)


def _dyn_smem(ctx, reg):
    return ctx.b.trunc(ctx.load_field(ctx.env["launch"], abi.L_DYN_SHARED, I64), I32)


def _total_smem(ctx, reg):
    return ctx.b.add(_dyn_smem(ctx, reg), ir.Constant(I32, ctx.mt.static_shared_size))


SPECIAL = {
    "%tid": _tid,
    "%ntid": _launch_u32(abi.L_NTID),
    "%ctaid": _ctaid,
    "%nctaid": _launch_u32(abi.L_NCTAID),
    "%laneid": _laneid,
    "%warpid": _warpid,
    "%nwarpid": _nwarpid,
    "%smid": _smid,
    "%nsmid": _const(1024),
    "%gridid": _const(1, I64),
    "%lanemask_eq": _lanemask("eq"),
    "%lanemask_lt": _lanemask("lt"),
    "%lanemask_le": _lanemask("le"),
    "%lanemask_gt": _lanemask("gt"),
    "%lanemask_ge": _lanemask("ge"),
    "%clock": _clock32,
    "%clock_hi": lambda ctx, reg: ctx.b.trunc(ctx.b.lshr(_clock64(ctx, reg), ir.Constant(I64, 32)), I32),
    "%clock64": _clock64,
    "%globaltimer": _globaltimer,
    "%globaltimer_lo": _globaltimer,
    "%globaltimer_hi": _globaltimer,
    "%dynamic_smem_size": _dyn_smem,
    "%total_smem_size": _total_smem,
    "%aggr_smem_size": _total_smem,
    # a grid is its own cluster of one block in this model
    "%clusterid": _ctaid,
    "%nclusterid": _launch_u32(abi.L_NCTAID),
    "%cluster_ctaid": _const(0),
    "%cluster_nctaid": _const(1),
    "%cluster_ctarank": _const(0),
    "%cluster_nctarank": _const(1),
    "%is_explicit_cluster": _const(0, ir.IntType(1)),
}


def _grid_workspace_half(shift):
    """%envreg1 (high) : %envreg2 (low) hold the address of the cooperative groups' grid
    workspace, as NVIDIA's driver sets them for a cooperative launch (0 otherwise, so
    grid.sync() in an ordinary launch traps as it does there)."""
    def get(ctx, reg):
        ws = ctx.load_field(ctx.env["launch"], abi.L_GRID_WS, I64)
        return ctx.b.trunc(ctx.b.lshr(ws, ir.Constant(I64, shift)), I32)
    return get


SPECIAL["%envreg1"] = _grid_workspace_half(32)
SPECIAL["%envreg2"] = _grid_workspace_half(0)


def special_register(ctx, reg):
    fn = ctx.mt.special_registers.get(reg.name) or SPECIAL.get(reg.name)
    if fn is None:
        if reg.name.startswith("%envreg") or reg.name.startswith("%pm"):
            return ir.Constant(I32, 0)
        raise ctx.error(reg.loc, f"undeclared register {reg.name}")
    return fn(ctx, reg)
