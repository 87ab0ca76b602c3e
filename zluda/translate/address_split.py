"""Analysis (asked during emission): memory addresses as base + offset, where the PTX computed them that way.

PTX computes addresses with integer arithmetic (`mul.wide.s32 %rd5, %r1, 4;
add.s64 %rd6, %rd4, %rd5; ld.global.f32 %f1, [%rd6]`) and the translator turns the
integer into a pointer. LLVM cannot see through `inttoptr(base + offset)`: consecutive
threads' addresses look unrelated to it, so a vectorised thread loop gathers and
scatters element by element. Where the address register's latest definition in the
same straight-line stretch of code is such an add (or a `mad.wide`), and neither of its
operands was written since, the access can be emitted as `getelementptr(inttoptr(base),
offset)`: the same address (both wrap modulo 2^64), in a form whose offset LLVM's scalar
evolution follows (consecutive per thread: plain vector loads and stores).

Control enters a straight-line stretch only at a label, so a definition seen earlier in
the stretch is the one that reaches the access, whatever branches leave in between.
A suspend site (barrier, warp collective) also ends a stretch: a region kernel resumes
just after it with only the registers live across it (regions.live_across), and the
add's operands need not be among them.

Across labels, in a body whose branches all go forward (no loop: each instruction runs
at most once per thread, in order): the address register's only write is the add, the
add is on every path to the access (dominates it), its operands are written only before
it, and no suspend site or call lies between the two. llm.c's adamw_kernel3 reads and
writes its parameter through an address computed before a branch on whether it keeps
a master copy; as an integer the vectoriser saw scatters and left the loop scalar.
"""

from __future__ import annotations

from typing import NamedTuple

from zluda.ptx import ast

from .dataflow import flow
from .opcodes import WARP_SYNC_OPCODES


class Split(NamedTuple):
    """address = base + offset; `offset` is an operand (add) or, for mad.wide, the pair
    of 32-bit factors with their signedness."""
    base: object             # ast.Register | ast.IntImm
    offset: object           # ast.Register | ast.IntImm, or (a, b) for mad.wide
    wide_signed: bool | None = None


def _registers(op, out: list):
    if isinstance(op, ast.Register):
        out.append(op.name)
    elif isinstance(op, ast.Vector):
        for e in op.elements:
            _registers(e, out)
    elif isinstance(op, ast.PredPair):
        _registers(op.first, out)
        _registers(op.second, out)
    elif isinstance(op, ast.ParenList):
        for e in op.items:
            _registers(e, out)
    elif isinstance(op, ast.Not):
        _registers(op.operand, out)
    return out


def written(ins: ast.Instruction) -> list:
    """Registers an instruction may write: everything named in its first operand (the
    destination of every PTX instruction that has one; `call`'s return list), unless that
    operand is a memory operand (stores, reductions, async copies write no register)."""
    if not ins.operands or isinstance(ins.operands[0], (ast.Address, ast.TexAddress)):
        return []
    return _registers(ins.operands[0], [])


def _is_64bit_add(ins: ast.Instruction) -> bool:
    return (ins.opcode == "add" and not ins.has("cc") and not ins.has("sat")
            and bool(ins.types) and ins.types[-1] in ("s64", "u64"))


def _is_mad_wide(ins: ast.Instruction) -> bool:
    return (ins.opcode == "mad" and ins.has("wide") and not ins.has("cc")
            and bool(ins.types) and ins.types[-1] in ("s32", "u32"))


def _pointer_like(statements) -> set:
    """Registers that hold a pointer somewhere (from cvta, a 64-bit parameter load, a
    symbol's address, or an add to such a register): the preferred base of a split.
    Only a heuristic for the choice of base; the address is exact either way."""
    found: set = set()
    changed = True
    while changed:
        changed = False
        for st in statements:
            if not isinstance(st, ast.Instruction) or not st.operands:
                continue
            dst = st.operands[0]
            if not isinstance(dst, ast.Register) or dst.name in found:
                continue
            op = st.opcode
            srcs = st.operands[1:]
            hit = (op == "cvta"
                   or (op == "ld" and st.has("param") and st.types and st.types[-1] in ("u64", "b64", "s64"))
                   or (op == "mov" and srcs and isinstance(srcs[0], ast.Symbol))
                   or (_is_64bit_add(st) and any(isinstance(s, ast.Register) and s.name in found for s in srcs))
                   or (_is_mad_wide(st) and len(srcs) == 3 and isinstance(srcs[2], ast.Register)
                       and srcs[2].name in found))
            if hit:
                found.add(dst.name)
                changed = True
    return found


def analyse(statements) -> dict:
    """{(id(memory instruction), address register name): Split} for a flat statement
    list (scope.resolve's)."""
    pointers = _pointer_like(statements)
    across = _AcrossLabels(statements)
    out: dict = {}
    last_def: dict = {}       # register -> (position, instruction) of its latest write in the stretch
    for pos, st in enumerate(statements):
        if isinstance(st, ast.Label):
            last_def.clear()
            continue
        if not isinstance(st, ast.Instruction):
            continue
        for op in st.operands:
            if isinstance(op, ast.Address) and isinstance(op.base, ast.Register):
                split = _split_of(op.base.name, last_def, pointers)
                if split is None:
                    split = across.split(op.base.name, st, pointers)
                if split is not None:
                    out[id(st), op.base.name] = split
        if st.opcode in WARP_SYNC_OPCODES:
            last_def.clear()   # a region resumes here: see the module doc
            continue
        for name in written(st):
            last_def[name] = (pos, st)
    return out


class _AcrossLabels:
    """The split of an access whose address was computed before a label (module doc), in
    a body without backward branches; positions are instruction indices."""

    def __init__(self, statements):
        self.insns, self.succ = flow(statements)
        self.index = {id(ins): i for i, ins in enumerate(self.insns)}
        labels = {st.name for st in statements if isinstance(st, ast.Label)}
        self.forward = all(t > i for i, ts in enumerate(self.succ) for t in ts) and not any(
            ins.opcode == "brx" or (ins.opcode == "bra" and getattr(ins.operands[0] if ins.operands else None,
                                                                    "name", None) not in labels)
            for ins in self.insns)
        self.writes: dict = {}    # register -> indices of the instructions writing it
        if self.forward:
            for i, ins in enumerate(self.insns):
                for name in written(ins):
                    self.writes.setdefault(name, []).append(i)
        self._avoiding: dict = {}  # index d -> instructions reachable from the entry without d

    def _reach_avoiding(self, d: int) -> set:
        if d not in self._avoiding:
            seen, todo = set(), [0] if d != 0 and self.insns else []
            while todo:
                i = todo.pop()
                if i in seen:
                    continue
                seen.add(i)
                todo.extend(t for t in self.succ[i] if t != d)
            self._avoiding[d] = seen
        return self._avoiding[d]

    def split(self, reg: str, access, pointers: set):
        u = self.index.get(id(access))
        if not self.forward or u is None:
            return None
        defs = self.writes.get(reg, [])
        if len(defs) != 1 or defs[0] >= u:
            return None
        d = defs[0]
        if any(ins.opcode in WARP_SYNC_OPCODES or ins.opcode == "call" for ins in self.insns[d + 1:u]):
            return None
        if u in self._reach_avoiding(d):
            return None    # a path reaches the access without the add
        for op in self.insns[d].operands[1:]:
            if isinstance(op, ast.Register) and any(w >= d for w in self.writes.get(op.name, [])):
                return None
        return _split_of(reg, {reg: (d, self.insns[d])}, pointers)


def _split_of(reg: str, last_def: dict, pointers: set):
    found = last_def.get(reg)
    if found is None:
        return None
    pos, d = found
    if d.guard is not None:
        return None    # a false guard leaves the register's older value
    srcs = d.operands[1:]

    def unchanged(op):
        if isinstance(op, ast.IntImm):
            return True
        if not isinstance(op, ast.Register) or op.component is not None:
            return False
        seen = last_def.get(op.name)
        return seen is None or seen[0] < pos

    if _is_64bit_add(d) and len(srcs) == 2 and all(unchanged(s) for s in srcs):
        x, y = srcs
        if isinstance(x, ast.IntImm) and isinstance(y, ast.IntImm):
            return None
        if isinstance(x, ast.IntImm) or (isinstance(y, ast.Register) and y.name in pointers
                                         and not (isinstance(x, ast.Register) and x.name in pointers)):
            x, y = y, x
        return Split(x, y)
    if _is_mad_wide(d) and len(srcs) == 3 and all(unchanged(s) for s in srcs) \
            and isinstance(srcs[2], ast.Register):
        return Split(srcs[2], (srcs[0], srcs[1]), d.types[-1] == "s32")
    return None
