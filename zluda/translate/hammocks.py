"""Pass predicate_hammocks (pipeline.py): short branches over side-effect-free code become predicated instructions.

`@%p bra L; ld.shared %r67, [%r9 + -4]; add %r70, %r67, %r70; L:` (a block scan's
`if (w > 0) v += warp_tot[w - 1]`, an address the same in a warp's lanes) becomes `@!%p ld.shared ...; @!%p add ...`, and
FunctionTranslator emits a guarded instruction that `speculatable` accepts without a
branch: it computes the result in every thread and keeps it where the guard holds
(a select), a shared-memory load reading through an address clamped into the block's
shared memory (so a thread that does not take the path reads something harmless). In a
thread loop LLVM then loads such a value unconditionally: a per-warp address read with a
vector load or one load broadcast, where under a mask it was a gather (a block scan's last
region spent a quarter of its time in that gather).
"""

from __future__ import annotations

from zluda.ptx import ast

from .dataflow import same_across, written_registers

MAX_INSTRUCTIONS = 3   # longer runs may cost more computed in every thread than a branch
# instructions with no effect but their destination registers (and no carry flag), whose
# emitters never trap: run under a guard as computation + select
PURE = frozenset({"mov", "add", "sub", "mul", "mad", "and", "or", "xor", "not", "shl", "shr", "selp", "setp",
                  "min", "max", "neg", "abs", "cvt", "cvta", "fma"})
_ORDERED = frozenset({"volatile", "relaxed", "acquire", "release", "mmio", "weak", "sc", "acq_rel"})


def speculatable(ins) -> bool:
    """Whether a guarded `ins` may run in every thread, its result kept by a select."""
    if not ins.operands or "cc" in ins.modifiers:
        return False
    if ins.opcode == "ld":
        # shared memory (read through a clamped address) and kernel parameters, plain loads
        return (ins.has("shared") or ins.has("param")) and not (_ORDERED & set(ins.modifiers)) \
            and not any(m.startswith("shared::") and m != "shared::cta" for m in ins.modifiers)
    return ins.opcode in PURE


def predicate(statements, constants=None, keep_unguarded=frozenset()) -> list:
    """`statements` with each `@p bra L` over at most MAX_INSTRUCTIONS speculatable,
    unguarded instructions that do not write p, directly followed by label L, replaced
    by those instructions guarded with the branch's negation. `constants`: the body's
    regions.constant_registers (a shared load is taken in only at an address the same in
    a warp's lanes, regions.same_across: a load at consecutive addresses (`sh[tid]`) is a
    vector load under its mask already, and the clamp would make it a gather);
    `keep_unguarded`: registers whose writers stay as they are (a
    region kernel's constant registers, computed again in every region, need their one
    unguarded instruction)."""
    constants = constants or {}
    out = []
    i, n = 0, len(statements)
    while i < n:
        st = statements[i]
        if isinstance(st, ast.Instruction) and st.opcode == "bra" and st.guard is not None and st.operands \
                and isinstance(st.operands[0], (ast.Symbol, ast.Register)):
            target = st.operands[0].name
            body = []
            j = i + 1
            while j < n and len(body) <= MAX_INSTRUCTIONS and isinstance(statements[j], ast.Instruction):
                body.append(statements[j])
                j += 1
            if body and len(body) <= MAX_INSTRUCTIONS and j < n and isinstance(statements[j], ast.Label) \
                    and statements[j].name == target and all(
                        ins.guard is None and speculatable(ins) and st.guard.register not in written_registers(ins)
                        and not set(written_registers(ins)) & keep_unguarded
                        and not (ins.opcode == "ld" and ins.has("shared")
                                 and not same_across(ins.operands[1], constants, warp=True)) for ins in body):
                guard = ast.Guard(st.guard.register, not st.guard.negated, st.guard.loc)
                out += [ast.Instruction(ins.opcode, ins.modifiers, ins.operands, guard, ins.loc) for ins in body]
                i = j
                continue
        out.append(st)
        i += 1
    return out
