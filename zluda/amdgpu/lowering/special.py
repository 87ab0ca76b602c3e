"""Special registers that read hardware on AMDGPU.

The thread and block ids, block and grid sizes and the dynamic shared size come from
the thread environment that the kernel entry fills from the hardware (workitem and
workgroup ids, the dispatch packet), so the CPU's readers serve them unchanged; %laneid
and %warpid are computed from the linear thread id, which matches the hardware since
a workgroup's threads fill wavefronts in order. %clock/%clock64 use
llvm.readcyclecounter, which every target lowers to its own counter. What remains is
the nanosecond timer: the constant 100 MHz clock (zluda.amdgpu.devlib).
"""

from __future__ import annotations

from llvmlite import ir

from zluda.translate.irutil import declare
from zluda.translate.ptxtypes import I32, I64


def _globaltimer(ctx, reg):
    b = ctx.b
    ns = b.call(declare(ctx.module, "__zk_amdgpu_globaltimer", I64, []), [])
    if reg.name.endswith("_lo"):
        return b.trunc(ns, I32)
    if reg.name.endswith("_hi"):
        return b.trunc(b.lshr(ns, ir.Constant(I64, 32)), I32)
    return ns


SPECIAL = {"%globaltimer": _globaltimer, "%globaltimer_lo": _globaltimer,
           "%globaltimer_hi": _globaltimer}
