"""Traps and device-runtime calls on AMDGPU: `trap` stops the wavefront with s_trap,
which the queue reports to the host (the CPU device instead marks the launch failed and
ends the thread). Device-side malloc/free have no device heap here: rejected at the
call's file:line:col, as are the device runtime's calls (device-side launches, which the
CPU device's runtime answers: zluda/runtime/device_launch.py). vprintf and __assertfail
go to the device library through the launch callbacks, see zluda.amdgpu.from_ptx."""

from __future__ import annotations

from zluda.translate import device_runtime
from zluda.translate.errors import UnsupportedError
from zluda.translate.irutil import declare
from zluda.translate.ptxtypes import VOID


def _trap(ctx, ins):
    ctx.b.call(declare(ctx.module, "llvm.trap", VOID, []), [])
    ctx.emit_return()


def _no_heap(ctx, ins, rets, args, decl):
    raise UnsupportedError(ins.loc, f"unsupported on AMDGPU: device-side {decl.name} "
                                    "(no device heap on this path)")


def _no_device_runtime(ctx, ins, rets, args, decl):
    raise UnsupportedError(ins.loc, f"unsupported on AMDGPU: {decl.name} (the device runtime: device-side "
                                    "launches)")


EMITTERS = {"trap": _trap}
RUNTIME_CALLS = {"malloc": _no_heap, "free": _no_heap, **{name: _no_device_runtime for name in device_runtime.OPS}}
