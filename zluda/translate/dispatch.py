"""Instruction dispatch: opcode + type class -> emitter, assembled from the family tables.

Each family module has `TABLE = {(opcode, type_class): emitter}`; type_class is "int",
"float" (f32/f64), "half" (f16, f16x2, bf16, bf16x2) or "any" (the emitter reads the
types itself). A combination no table lists raises a located UnsupportedError.
"""

from __future__ import annotations

from .errors import UnsupportedError
from . import emit_int, emit_float, emit_half, emit_cvt, emit_bits, emit_logic, emit_mem, emit_atomic, \
    emit_control, emit_warp, emit_video, emit_mma, emit_wmma, emit_texture, emit_async

FAMILIES = (emit_int, emit_float, emit_half, emit_cvt, emit_bits, emit_logic, emit_mem, emit_atomic,
            emit_control, emit_warp, emit_video, emit_mma, emit_wmma, emit_texture, emit_async)

HALF_TYPES = {"f16", "f16x2", "bf16", "bf16x2"}


def type_class(ins) -> str:
    types = ins.types
    if not types:
        return "none"
    t = types[-1]
    if t in HALF_TYPES:
        return "half"
    if t in ("f32", "f64"):
        return "float"
    return "int"


def _router(opcode, table):
    def route(ctx, ins):
        fn = table.get(type_class(ins)) or table.get("any")
        if fn is None:
            raise UnsupportedError(ins.loc, f"unsupported: {ins.name} (no emitter for .{'.'.join(ins.types) or 'untyped'} {opcode})")
        return fn(ctx, ins)
    return route


def _build():
    by_op: dict = {}
    for fam in FAMILIES:
        for (opcode, tclass), fn in fam.TABLE.items():
            by_op.setdefault(opcode, {})[tclass] = fn
    return {op: _router(op, table) for op, table in by_op.items()}


EMITTERS = _build()
