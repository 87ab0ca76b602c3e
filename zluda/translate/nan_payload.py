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

from .dataflow import flow, register_keys, written_registers

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


# f32 writers whose emission skips the canonical NaN when their destination is in
# FunctionTranslator.nan_unseen (emit_float._finish): they may leave the host's NaN
_SKIPPING_WRITERS = CANONICAL_WRITERS | {"rsqrt", "ex2", "lg2", "sin", "cos", "tanh"}


def _host_nan_writer(st) -> bool:
    """An instruction whose f32 result may keep the host's NaN when its destination's
    writers skip the check (max.NaN / min.NaN return the canonical NaN themselves)."""
    return st.opcode in _SKIPPING_WRITERS and bool(st.types) and st.types[-1] == "f32" \
        and isinstance(st.operands[0], ast.Register) and st.operands[0].component is None and not st.has("NaN")


def _canonicalise(name, loc) -> ast.Instruction:
    """max.NaN.f32 r, r, r: r itself, or the canonical NaN when r is a NaN (softfloat.fminmax)."""
    r = ast.Register(name, loc=loc)
    return ast.Instruction("max", ("NaN", "f32"), (r, r, r), None, loc)


class _HostNaNs:
    """Forward dataflow over a body's instructions: for each register of `names`, may it
    hold a value whose last writer left the host's NaN (dirty), may it hold one whose
    bits are final (clean: loaded, moved, made canonical)? Two bitsets per instruction's
    entry, over `names`."""

    def __init__(self, statements, names):
        self.insns, self.succ = flow(statements)
        self.bit = {n: 1 << i for i, n in enumerate(sorted(names))}
        self.all = (1 << len(self.bit)) - 1
        self.preds = [[] for _ in self.insns]
        for i, ss in enumerate(self.succ):
            for s in ss:
                self.preds[s].append(i)
        n = len(self.insns)
        self.dirty_in, self.clean_in = [0] * n, [0] * n
        self.reached = [False] * n
        if n:
            self.clean_in[0], self.reached[0] = self.all, True
        work = [0] if n else []
        while work:
            i = work.pop()
            d, c = self.out(i)
            for s in self.succ[i]:
                nd, nc = self.dirty_in[s] | d, self.clean_in[s] | c
                if not self.reached[s] or (nd, nc) != (self.dirty_in[s], self.clean_in[s]):
                    self.reached[s] = True
                    self.dirty_in[s], self.clean_in[s] = nd, nc
                    work.append(s)

    def out(self, i):
        st = self.insns[i]
        d, c = self.dirty_in[i], self.clean_in[i]
        mask = 0
        for name in written_registers(st):
            mask |= self.bit.get(name, 0)
        if not mask:
            return d, c
        if _host_nan_writer(st):
            nd, nc = mask, 0
        else:
            nd, nc = 0, mask
        if st.guard is not None:   # it may not run: the old value may stay
            return d | nd, c | nc
        return (d & ~mask) | nd, (c & ~mask) | nc


def canonical_on_edges(scope, settled=frozenset()) -> set:
    """Names of f32 registers whose arithmetic writers skip the canonical NaN because
    `max.NaN r, r, r` (which makes a NaN canonical) now stands where their bits are first
    seen; scope.statements gets those instructions. (canonical_at_stores cannot take a
    register that other writers also fill, as loaded or moved values keep their bits:
    matmul_forward_kernel4's accumulators start as the bias and are then fma results,
    checked after every fma of its inner loop.) A register's state at each instruction
    is dirty (every way there, its last writer left the host's NaN), clean (every way,
    its bits are final) or mixed (_HostNaNs). Where an instruction other than a blind
    reader reads it dirty, the check goes just before; where mixed, on each edge into
    its block from a dirty predecessor (a fall-through, or an unconditional branch), so a
    loop's accumulator is checked once after the loop, not at every write. A register
    read mixed any other way keeps the check at its writers, and so does one with no
    fewer checks so placed than writers. Checked afterwards: every
    such read then sees the register clean. `settled`: registers left alone (made
    canonical where stored already)."""
    f32 = _f32_registers(scope)
    registers = set(scope.registers)
    skip = payload_free(scope)
    insns, _ = flow(scope.statements)
    writers: dict = {}
    for st in insns:
        if _host_nan_writer(st):
            writers[st.operands[0].name] = writers.get(st.operands[0].name, 0) + 1
    # (a call's results are written where written_registers does not look)
    called = {op.name for st in insns if st.opcode == "call" for op in st.call_parts()[0] if isinstance(op, ast.Register)}
    names = (set(writers) & f32) - skip - settled - called
    if not names:
        return set()
    dataflow = _HostNaNs(scope.statements, names)
    before: dict = {}   # id(instruction) -> registers checked just before it
    after: dict = {}    # id(instruction) -> registers checked just after it (a fall-through edge)
    failed = set()
    for i, st in enumerate(dataflow.insns):
        if not dataflow.reached[i] or _blind(st):
            continue
        for name in _read(st, registers, f32) & names:
            if name in failed:
                continue
            bit = dataflow.bit[name]
            dirty, clean = dataflow.dirty_in[i] & bit, dataflow.clean_in[i] & bit
            if not dirty:
                continue
            if not clean:
                before.setdefault(id(st), set()).add(name)
                continue
            if not _edges_into_block(dataflow, i, name, before, after):
                failed.add(name)
    # only where that checks less code than the writers do (a value checked where it is
    # stored just after its one writer stays as it is)
    checks: dict = {}
    for planned in (before, after):
        for where in planned.values():
            for name in where:
                checks[name] = checks.get(name, 0) + 1
    chosen = {n for n in names - failed if checks.get(n, 0) < writers[n]}
    if not chosen:
        return set()
    out = []
    for st in scope.statements:
        if isinstance(st, ast.Instruction):
            out += [_canonicalise(n, st.loc) for n in sorted(before.get(id(st), set()) & chosen)]
            out.append(st)
            out += [_canonicalise(n, st.loc) for n in sorted(after.get(id(st), set()) & chosen)]
        else:
            out.append(st)
    scope.statements = out
    return chosen - _still_dirty(scope.statements, chosen, registers, f32)


def _edges_into_block(dataflow, i, name, before, after) -> bool:
    """Plan checks of `name` on the edges into the block of instruction i from its dirty
    predecessors; False where that cannot make it clean at i."""
    insns, succ, preds, bit = dataflow.insns, dataflow.succ, dataflow.preds, dataflow.bit[name]
    j = i
    while preds[j] == [j - 1] and succ[j - 1] == [j]:
        if name in written_registers(insns[j - 1]):
            return False
        j -= 1
    plan = []
    for p in preds[j]:
        d, c = dataflow.out(p)
        if not d & bit:
            continue
        if c & bit:
            return False
        last = insns[p]
        if last.opcode == "bra" and (last.guard is None or succ[p] == [j, j]):
            plan.append((before, p))   # every way out of p leads here: check before the branch
        elif p == j - 1 and succ[p][-1] == j and (last.opcode != "bra" or succ[p][0] != j):
            plan.append((after, p))    # the fall-through edge alone
        else:
            return False               # a conditional branch here: the edge has no place of its own
    for where, p in plan:
        where.setdefault(id(insns[p]), set()).add(name)
    return True


def _still_dirty(statements, names, registers, f32) -> set:
    """Of `names`, those some non-blind instruction may still read with the host's NaN."""
    dataflow = _HostNaNs(statements, names)
    bad = set()
    for i, st in enumerate(dataflow.insns):
        if dataflow.reached[i] and not _blind(st):
            for name in _read(st, registers, f32) & names:
                if dataflow.dirty_in[i] & dataflow.bit[name]:
                    bad.add(name)
    return bad
