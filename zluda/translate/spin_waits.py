"""Pass spin_waits (pipeline.py): loops in which a thread waits for another thread without
a barrier.

On a GPU of sm_70 or later every thread makes progress (independent thread scheduling, and
a grid the GPU holds resident at once), so a thread may loop until another thread's store
shows: HeCBench's gc loops until its neighbours' colours, written by other threads and read
with volatile loads, are final. The CPU device runs a block's threads one after another up
to their next suspension (a thread loop runs each to its end), so a thread that waits for a
later thread of its block never ends; nor does a block that waits for a later block of the
same worker's chunk.

A polling loop is a loop (a branch back to a label at or before it) whose way out depends
on what an ordered load inside it reads: `ld.volatile`, `.relaxed`, `.acquire` or `.mmio`
from memory another thread can write (not `.local`, `.param` or `.const`). "Depends" is
followed through the registers the loop's instructions compute from the load, up to the
predicate of a branch that leaves the range (or of the back edge itself), of `ret` or of
`exit`. A loop that spins on an atomic (`atom.cas` locks) is left alone: its thread holds
the lock only while it runs, so the others find it free.

- A function without barriers or warp collectives (any function, where region code is
  off: the baseline tier) gets a yield (`abi.SPIN_OPCODE`, with the
  back edge's guard) before each back edge of its polling loops: the function then runs as
  a coroutine, and the scheduler resumes a thread stopped there once the block's other
  threads stopped too. Functions with collectives keep their code (their threads already
  stop at each collective; a polling loop without one is not made to stop: left).
- Every kernel reaching a polling loop, whatever its lowering, is `polls` in its record:
  the runtime gives a grid that a GPU holds resident an OS thread per block, so blocks that
  wait for later blocks see them run (zluda.cpu.runtime).
Records `mt.polling_kernels` and `mt.spin_points` ({function: yields added})."""

from __future__ import annotations

from zluda.ptx import ast

from . import abi
from .dataflow import written_registers
from .lockstep import flat
from .opcodes import SYNC_OPCODES
from .scope import operand_registers

ORDERED = ("volatile", "relaxed", "acquire", "mmio")
NOT_SHARED_WITH_OTHERS = ("local", "param", "const")


def polling_load(ins: ast.Instruction) -> bool:
    return ins.opcode == "ld" and any(ins.has(m) for m in ORDERED) \
        and not any(ins.has(s) for s in NOT_SHARED_WITH_OTHERS)


def _read(ins: ast.Instruction) -> set:
    """Registers an instruction's result depends on (its sources and guard)."""
    writes = written_registers(ins)
    out = set()
    for k, op in enumerate(ins.operands):
        if k == 0 and writes:
            continue
        operand_registers(op, out)
    if ins.guard is not None:
        out.add(ins.guard.register)
    return out


def _target(ins: ast.Instruction):
    return getattr(ins.operands[0], "name", None) if ins.opcode == "bra" and ins.operands else None


def back_edges(statements: list) -> list:
    """[(head index, back-edge index)] of a flat body's loops, in order."""
    label_at = {s.name: k for k, s in enumerate(statements) if isinstance(s, ast.Label)}
    return [(label_at[t], k) for k, s in enumerate(statements)
            if isinstance(s, ast.Instruction) and (t := _target(s)) in label_at and label_at[t] <= k]


def polls(statements: list, head: int, latch: int) -> bool:
    """Whether the loop statements[head..latch] (its back edge at latch) is a polling loop."""
    span = statements[head:latch + 1]
    body = [s for s in span if isinstance(s, ast.Instruction)]
    if not any(polling_load(i) for i in body):
        return False
    labels = {s.name for s in span if isinstance(s, ast.Label)}
    tainted: set = set()
    grew = True
    while grew:   # the loop's registers carry values round it: to a fixed point
        grew = False
        for ins in body:
            writes = set(written_registers(ins)) - tainted
            if writes and (polling_load(ins) or _read(ins) & tainted):
                tainted |= writes
                grew = True
    for ins in body:
        if ins.guard is None or ins.guard.register not in tainted:
            continue
        if ins.opcode in ("ret", "exit") or (ins.opcode == "bra" and (_target(ins) not in labels
                                                                       or ins is statements[latch])):
            return True
    return False


def polling_back_edges(body) -> set:
    """ids of the back-edge branches of a body's polling loops."""
    statements = flat(body)
    return {id(statements[latch]) for head, latch in back_edges(statements) if polls(statements, head, latch)}


def with_yields(body: list, before: set) -> list:
    """`body` (nested blocks kept) with a yield before each branch whose id is in `before`."""
    out = []
    for st in body:
        if isinstance(st, ast.Block):
            st = ast.Block(with_yields(st.statements, before), st.loc)
        elif isinstance(st, ast.Instruction) and id(st) in before:
            out.append(ast.Instruction(abi.SPIN_OPCODE, (), (), st.guard, st.loc))
        out.append(st)
    return out


def run(mt) -> None:
    """Find the polling loops of the functions `mt`'s kernels reach (after the lockstep
    pass), give those of functions without collectives their yields (rewritten copies in
    `mt.functions`) and record which kernels poll."""
    mt.polling_kernels, mt.spin_points = set(), {}
    if mt.lowering is not None and not mt.lowering.coroutines:
        return   # a device that runs threads on their own
    found = {}
    for kernel in mt.roots:
        reached = mt.reachable([kernel])
        for n in reached:
            if n not in found:
                fn = mt.functions[n]
                found[n] = polling_back_edges(fn.body) if fn.body else set()
        if any(found[n] for n in reached):
            mt.polling_kernels.add(kernel)
    # a .func called through a pointer is not inlined into a coroutine: left as it is
    pointer_targets = {o.name for fn in mt.functions.values() if fn.body for i in fn.instructions()
                       if i.opcode != "call" for o in i.operands if isinstance(o, ast.Symbol)}
    for n, edges in found.items():
        fn = mt.functions[n]
        # without regions (the baseline tier) a function with collectives is a coroutine
        # anyway, and one more suspension in it costs little
        if not edges or (mt.options.regions and any(i.opcode in SYNC_OPCODES for i in fn.instructions())) \
                or (n in pointer_targets and not fn.is_kernel):
            continue
        mt.functions[n] = ast.Function(fn.kind, fn.name, fn.linkage, fn.returns, fn.params, fn.directives,
                                       body=with_yields(fn.body, edges), loc=fn.loc)
        mt.spin_points[n] = len(edges)
