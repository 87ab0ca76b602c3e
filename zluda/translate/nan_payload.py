"""Pass nan_payloads (pipeline.py): which f32 registers never show a NaN's payload, so the arithmetic writing them
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

from .dataflow import register_keys, written_registers

# f32 instructions whose result is NaN exactly when NaN comes in (or is decided by
# NaN-ness alone: min/max, setp), and which canonicalise what they produce; not
# min/max.xorsign.abs, whose result takes the operands' sign bits, a NaN's included
BLIND_READERS = frozenset({"add", "sub", "mul", "fma", "mad", "div", "sqrt", "min", "max", "setp"})


def payload_free(scope) -> set:
    """Names of the f32 registers of a resolved body that only BLIND_READERS read (as
    f32): their writers may skip the canonical NaN."""
    f32 = _f32_registers(scope)
    registers = set(scope.registers)
    seen = set()
    for st in scope.statements:
        if isinstance(st, ast.Instruction) and not _blind(st):
            seen |= _read(st, registers, f32)
    return f32 - seen


def _f32_registers(scope) -> set:
    return {name for name, var in scope.registers.items() if var.type == "f32" and not var.vector}


def _read(st, registers, f32) -> set:
    """The f32 registers an instruction reads (its operands after a destination, its guard)."""
    names = set()
    for op in st.operands[1 if written_registers(st) else 0:]:
        register_keys(op, {}, registers, names)
    if st.guard is not None:
        names.add(st.guard.register)
    return names & f32


def _blind(st) -> bool:
    """An f32 instruction of BLIND_READERS (writing one register)."""
    return st.opcode in BLIND_READERS and bool(st.types) and st.types[-1] == "f32" and not st.has("xorsign") \
        and not isinstance(st.operands[0], (ast.Vector, ast.ParenList))


# writers of an f32 register that canonicalise their NaN (emit_float._finish)
CANONICAL_WRITERS = frozenset({"add", "sub", "mul", "fma", "mad", "div", "sqrt", "min", "max", "rcp", "abs", "neg"})


def canonical_at_stores(scope) -> set:
    """Names of the f32 registers whose NaN is better made canonical where a store reads
    them than where they are computed: every writer is f32 arithmetic that would
    canonicalise its result (or moves in a number), every reader is either blind
    (BLIND_READERS) or a plain store of it, and there are no more such stores than
    writers. A loop's accumulator is stored once, after the loop (the tiled matmul's sum,
    the reduction's per-thread sum): its writers then skip the check, two vector
    instructions an iteration, and the store makes the value canonical once. (A loaded
    or moved-in value keeps its bits: a register any other instruction writes is not
    one of these.)"""
    f32 = _f32_registers(scope)
    registers = set(scope.registers)
    writers: dict = {}
    stores: dict = {}
    bad = set()
    for st in scope.statements:
        if not isinstance(st, ast.Instruction):
            continue
        written = set(written_registers(st)) & f32
        for name in written:
            canonical = st.opcode in CANONICAL_WRITERS and st.types and st.types[-1] == "f32" \
                and not st.has("xorsign") and isinstance(st.operands[0], ast.Register)
            number = st.opcode == "mov" and len(st.operands) == 2 and isinstance(st.operands[1], ast.FloatImm) \
                and st.operands[1].value == st.operands[1].value
            if canonical:
                writers[name] = writers.get(name, 0) + 1
            elif not number:
                bad.add(name)
        if st.opcode == "st":
            names = set()
            register_keys(st.operands[0], {}, registers, names)
            bad |= names & f32     # an address
            data = st.operands[1] if len(st.operands) > 1 else None
            elems = data.elements if isinstance(data, ast.Vector) else (data,)
            for e in elems:
                if isinstance(e, ast.Register) and e.component is None and e.name in f32:
                    stores[e.name] = stores.get(e.name, 0) + 1
                elif e is not None:
                    names = set()
                    register_keys(e, {}, registers, names)
                    bad |= names & f32
            continue
        if not _blind(st):
            bad |= _read(st, registers, f32)
    return {name for name, n in stores.items() if name not in bad and 0 < n <= writers.get(name, 0)}
