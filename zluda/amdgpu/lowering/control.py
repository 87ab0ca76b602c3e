"""Traps on AMDGPU: `trap` stops the wavefront with s_trap, which the queue reports to
the host (the CPU device instead marks the launch failed and ends the thread)."""

from __future__ import annotations

from zluda.translate.irutil import declare
from zluda.translate.ptxtypes import VOID


def _trap(ctx, ins):
    ctx.b.call(declare(ctx.module, "llvm.trap", VOID, []), [])
    ctx.emit_return()


EMITTERS = {"trap": _trap}
