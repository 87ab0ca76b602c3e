"""Pass: which f32 registers never show a NaN's payload, so the arithmetic writing them
may leave NaNs as the host makes them.

NVIDIA's f32 arithmetic returns the one canonical NaN (0x7fffffff) where x86 returns an
operand's NaN quieted, so every f32 result is checked and replaced (emit_float._finish):
two more vector instructions after each add or fma. A NaN's bits only matter where
something looks at them: a store, a move or shuffle of the register, a conversion, a
call. Every f32 operation below returns a NaN whenever an operand is one, whatever its
bits (the host's IEEE arithmetic; the software rounding paths check for NaN first), and
canonicalises its own result unless this pass finds that result unseen in turn; setp
only asks whether it is NaN. So a register that only such instructions read may hold the
host's NaN: whatever reaches a store, a move or a shuffle was canonicalised by the
instruction that computed it. (The values are the same bit for bit wherever they are
seen; only unseen intermediate NaNs differ.)
"""

from __future__ import annotations

from zluda.ptx import ast

from .regions import _keys, written_registers

# f32 instructions whose result is NaN exactly when NaN comes in (or is decided by
# NaN-ness alone: min/max, setp), and which canonicalise what they produce; not
# min/max.xorsign.abs, whose result takes the operands' sign bits, a NaN's included
BLIND_READERS = frozenset({"add", "sub", "mul", "fma", "mad", "div", "sqrt", "min", "max", "setp"})


def payload_free(scope) -> set:
    """Names of the f32 registers of a resolved body that only BLIND_READERS read (as
    f32): their writers may skip the canonical NaN."""
    f32 = {name for name, var in scope.registers.items() if var.type == "f32" and not var.vector}
    registers = set(scope.registers)
    seen = set()
    for st in scope.statements:
        if not isinstance(st, ast.Instruction):
            continue
        names = set()
        for op in st.operands[1 if written_registers(st) else 0:]:
            _keys(op, {}, registers, names)
        if st.guard is not None:
            names.add(st.guard.register)
        names &= f32
        if not names:
            continue
        blind = st.opcode in BLIND_READERS and st.types and st.types[-1] == "f32" and not st.has("xorsign") \
            and not isinstance(st.operands[0], (ast.Vector, ast.ParenList))
        if not blind:
            seen |= names
    return f32 - seen
