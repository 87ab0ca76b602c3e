"""Pass count_inductions (pipeline.py): per-thread induction registers of a region kernel become a per-thread constant
plus a counter that every thread shares.

A register that a loop with a barrier steps by a fixed amount (`r32 += 16` per tile of a
tiled matmul, from `r32 = tid.x + row * n`) is live across the barrier, so it lives in a
per-thread array and the region after the barrier reads it back as unrelated values:
`A[r32]` is a gather. Here such a register r, written only by one initialisation `r = E`
(E a pure integer operation of values fixed per thread: regions.constant_registers) and
one step `r = r + c` (c an immediate or such a fixed register), is rewritten as

    r.0 = E;  n = 0          (instead of r = E)
    n = n + 1                (instead of r = r + c)
    t = n * c + r.0          (before each instruction that reads r, which reads t)

r.0 is then a constant register (computed again at the start of every region), n is
the same in every thread wherever the loop is uniform (uniformity.py: read from one
scalar copy after a barrier), and LLVM sees t = r.0(tid) + c * n: consecutive where r.0
is. The value is r's own at every point (both defs of r are replaced by the matching
defs of n, so r = r.0 + c * n holds throughout, modulo 2^width like PTX's add); nothing
else changes. Only registers live across a block barrier are rewritten: elsewhere they
stay SSA values or, at loop steps, the affine check handles them
(RegionTranslator._region_affine_resume).
"""

from __future__ import annotations

from dataclasses import replace

from zluda.ptx import ast

from .dataflow import constant_registers, fixed_computation, live_across, operand_fixed, written_registers

_INT_TYPES = {"b32": "u32", "u32": "u32", "s32": "u32", "b64": "u64", "u64": "u64", "s64": "u64"}


def _rename(op, old, new):
    if isinstance(op, ast.Register):
        return replace(op, name=new) if op.name == old else op
    if isinstance(op, ast.Address):
        return replace(op, base=_rename(op.base, old, new)) if op.base is not None else op
    if isinstance(op, ast.Vector):
        return replace(op, elements=tuple(_rename(e, old, new) for e in op.elements))
    if isinstance(op, (ast.ParenList, ast.TexAddress)):
        return replace(op, items=tuple(_rename(e, old, new) for e in op.items))
    if isinstance(op, ast.Not):
        return replace(op, operand=_rename(op.operand, old, new))
    return op


def _mentions(op, name) -> bool:
    return _rename(op, name, name + "?") != op


def _in_barrier_loops(statements) -> set:
    """id() of the instructions inside a loop (a backward branch's range) that contains
    a block barrier: those loops are not stepped (regions.loop_steps), so nothing else
    makes their per-thread inductions readable as consecutive values."""
    where = {st.name: i for i, st in enumerate(statements) if isinstance(st, ast.Label)}
    out = set()
    for i, st in enumerate(statements):
        if isinstance(st, ast.Instruction) and st.opcode == "bra" and st.operands:
            j = where.get(getattr(st.operands[0], "name", None))
            if j is not None and j < i:
                body = [s for s in statements[j:i + 1] if isinstance(s, ast.Instruction)]
                if any(s.opcode in ("bar", "barrier") for s in body):
                    out.update(id(s) for s in body)
    return out


def candidates(scope, barrier_sites: set) -> dict:
    """{register: (its initialisation, its step, the step's operand c)} for the registers
    this pass rewrites (see the module docstring)."""
    fixed = set(constant_registers(scope))
    writers: dict = {}
    for st in scope.statements:
        if isinstance(st, ast.Instruction):
            for name in written_registers(st):
                writers.setdefault(name, []).append(st)
    across = set().union(*barrier_sites.values()) if barrier_sites else set()
    in_barrier_loop = _in_barrier_loops(scope.statements)
    found = {}
    for name, defs in writers.items():
        var = scope.registers.get(name)
        if name not in across or name in fixed or var is None or var.vector or var.type not in _INT_TYPES \
                or len(defs) != 2:
            continue
        steps = [d for d in defs if d.opcode == "add" and d.guard is None and "cc" not in d.modifiers
                 and len(d.operands) == 3 and isinstance(d.operands[0], ast.Register) and d.operands[0].component is None
                 and isinstance(d.operands[1], ast.Register) and d.operands[1].name == name
                 and d.operands[1].component is None and d.types and d.types[-1] in _INT_TYPES
                 and int(d.types[-1][1:]) == int(var.type[1:])]
        if len(steps) != 1 or id(steps[0]) not in in_barrier_loop:
            continue
        step = steps[0]
        init = defs[0] if defs[1] is step else defs[1]
        c = step.operands[2]
        fixed_c = isinstance(c, ast.IntImm) or (isinstance(c, ast.Register) and c.component is None and c.name in fixed)
        if not fixed_c or init.guard is not None or not fixed_computation(init) or not isinstance(init.operands[0], ast.Register) \
                or init.operands[0].component is not None or any(_mentions(op, name) for op in init.operands[1:]) \
                or not all(operand_fixed(op, scope.registers, lambda k: k in fixed) for op in init.operands[1:]):
            continue
        found[name] = (init, step, c)
    return found


def rewrite(scope, sync_opcodes) -> dict:
    """Rewrite scope.statements (a resolved region kernel body; new registers go into
    scope.registers); returns the candidates it rewrote."""
    live = live_across(scope, sync_opcodes)
    barriers = {id(st) for st in scope.statements
                if isinstance(st, ast.Instruction) and st.opcode in ("bar", "barrier")}
    found = candidates(scope, {k: v for k, v in live.items() if k in barriers})
    if not found:
        return {}
    # new registers' names: a prefix no register of the kernel starts with
    prefix = "%zk_iv"
    while any(name.startswith(prefix) for name in scope.registers):
        prefix += "_"
    roles = {}
    index = {name: n for n, name in enumerate(sorted(found))}
    for name, n in index.items():
        init, step, c = found[name]
        t = _INT_TYPES[scope.registers[name].type]
        base, count = f"{prefix}{n}_0", f"{prefix}{n}_n"
        for reg in (base, count):
            scope.registers[reg] = ast.Variable("reg", t.replace("u", "b"), reg, loc=init.loc)
        roles[id(init)] = ("init", name, n, t, c)
        roles[id(step)] = ("step", name, n, t, c)
    out = []
    uses = 0
    for st in scope.statements:
        if not isinstance(st, ast.Instruction):
            out.append(st)
            continue
        role = roles.get(id(st))
        if role is not None:
            kind, name, n, t, c = role
            loc = st.loc
            count = ast.Register(f"{prefix}{n}_n", loc=loc)
            if kind == "init":
                out.append(replace(st, operands=(ast.Register(f"{prefix}{n}_0", loc=loc),) + tuple(st.operands[1:])))
                out.append(ast.Instruction("mov", (t,), (count, ast.IntImm(0, loc=loc)), None, loc))
            else:
                out.append(ast.Instruction("add", (t,), (count, count, ast.IntImm(1, loc=loc)), None, loc))
            continue
        first = 1 if written_registers(st) else 0   # (a destination is not a read)
        for name, n in index.items():
            if not any(_mentions(op, name) for op in st.operands[first:]):
                continue
            # t = n * c + r.0 just before the reader, which reads t instead of r
            t = _INT_TYPES[scope.registers[name].type]
            tmp = f"{prefix}{n}_u{uses}"
            uses += 1
            scope.registers[tmp] = ast.Variable("reg", t.replace("u", "b"), tmp, loc=st.loc)
            regs = [ast.Register(x, loc=st.loc) for x in (tmp, f"{prefix}{n}_n", f"{prefix}{n}_0")]
            out.append(ast.Instruction("mad", ("lo", t), (regs[0], regs[1], found[name][2], regs[2]), None, st.loc))
            st = replace(st, operands=st.operands[:first] + tuple(_rename(op, name, tmp) for op in st.operands[first:]))
        out.append(st)
    scope.statements = out
    return found
