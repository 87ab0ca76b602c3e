"""Analysis (asked by the region lowering): which registers of a region kernel hold the same value in every thread that
reaches a block barrier.

A register kept across suspensions normally lives in a per-thread array, so after a
barrier LLVM loads it as a vector and cannot see that the lanes agree (`s[tid + stride]`
becomes a gather). A register found here is uniform: at each barrier site where it is
live, every thread waiting there in the same release holds the same value, so the
region that resumes there can read one scalar copy of it (see FunctionTranslator's
region plumbing).

This is a divergence analysis in the usual shape, made conservative at every doubt: a
register is divergent when any instruction writing it is, and an instruction is
divergent when
  - it reads a divergent register or a thread-dependent special register (%tid,
    %laneid, %clock, ...); only %ntid, %nctaid and %ctaid count as uniform;
  - it is not a pure computation of its operands (loads other than kernel parameters
    and .const, atomics, shuffles, votes, calls, textures: all divergent);
  - it is guarded by a divergent predicate, or writes only part of its destination;
  - it lies where threads can go different ways and meet again: reachable from a
    branch on a divergent predicate without passing that branch's immediate post-
    dominator, when both sides of the branch can reach a common suspension site (a
    branch whose other side only ends the thread, `if (i >= n) return;`, leaves the
    threads that go on in step). Loops are covered by the same rule: a loop whose exit
    depends on a divergent predicate makes everything written in it divergent.
It iterates to a fixed point starting from "all uniform". Registers never written,
and any kernel whose flow graph has a node that cannot reach an exit, are divergent.
"""

from __future__ import annotations

from zluda.ptx import ast

from .dataflow import flow, register_keys, written_whole
from .opcodes import WARP_SYNC_OPCODES

UNIFORM_SPECIALS = frozenset({"%ntid", "%nctaid", "%ctaid"})

# deterministic functions of their operands (bit-exact: the same operands give the
# same result in every thread)
PURE = frozenset("""
    mov add sub mul mad fma div rem and or xor not cnot shl shr setp set selp slct cvt cvta
    neg abs min max sqrt rsqrt rcp ex2 lg2 sin cos tanh popc clz bfind brev bfe bfi prmt
    shf mul24 mad24 sad copysign testp lop3 dp4a dp2a bmsk szext fns
""".split())

NO_DEST = frozenset({"st", "red", "bra", "ret", "exit", "trap", "membar", "fence", "prefetch", "prefetchu",
                     "nanosleep", "pmevent", "griddepcontrol", "sust", "sured"})


def _reach(succ, starts):
    """Bit mask of the nodes reachable from `starts` (included)."""
    seen, todo = 0, list(starts)
    while todo:
        i = todo.pop()
        if seen >> i & 1:
            continue
        seen |= 1 << i
        todo.extend(succ[i])
    return seen


def _postdominators(succ):
    """Per node, the mask of its post-dominators (itself included), or None when some
    node cannot reach an exit (post-dominance would say too much there)."""
    n = len(succ)
    full = (1 << n) - 1
    pdom = [full] * n
    changed = True
    while changed:
        changed = False
        for i in range(n - 1, -1, -1):
            m = full
            if not succ[i]:
                m = 0
            for j in succ[i]:
                m &= pdom[j]
            m |= 1 << i
            if m != pdom[i]:
                pdom[i] = m
                changed = True
    # a node that cannot reach an exit keeps `full`; exits are the nodes without successors
    exits = [i for i in range(n) if not succ[i]]
    pred = [[] for _ in range(n)]
    for i, s in enumerate(succ):
        for j in s:
            pred[j].append(i)
    back = _reach(pred, exits)
    if back != full:
        return None
    return pdom


def _operand_uniform(op, vectors, registers, divergent) -> bool:
    if isinstance(op, (ast.IntImm, ast.FloatImm, ast.Symbol, ast.Sink)):
        return True
    if isinstance(op, ast.Register):
        if op.name in registers:
            return not (register_keys(op, vectors, registers, set()) & divergent)
        return op.name in UNIFORM_SPECIALS
    if isinstance(op, ast.Address):
        return op.base is None or _operand_uniform(op.base, vectors, registers, divergent)
    if isinstance(op, ast.Vector):
        return all(_operand_uniform(e, vectors, registers, divergent) for e in op.elements)
    if isinstance(op, ast.Not):
        return _operand_uniform(op.operand, vectors, registers, divergent)
    return False


def _pure_load(ins) -> bool:
    """A load whose memory no thread writes during the kernel: kernel parameters
    (named directly) and the constant bank."""
    if ins.opcode not in ("ld", "ldu") or len(ins.operands) != 2 or not isinstance(ins.operands[1], ast.Address):
        return False
    if ins.has("volatile") or ins.has("relaxed") or ins.has("acquire"):
        return False
    if ins.has("param"):
        return isinstance(ins.operands[1].base, ast.Symbol)
    return ins.has("const")


def uniform_registers(scope) -> set:
    """Register keys (as dataflow.register_keys names them) that are uniform in the sense above,
    for the resolved kernel body `scope`."""
    vectors = {n: "xyzw"[:v.vector] for n, v in scope.registers.items() if v.vector}
    registers = set(scope.registers)
    insns, succ = flow(scope.statements)
    keys_all = set()
    for ins in insns:
        for op in ins.operands:
            register_keys(op, vectors, registers, keys_all)
    if not insns:
        return set()
    pdom = _postdominators(succ)
    if pdom is None:
        return set()
    sync_mask = 0
    for i, ins in enumerate(insns):
        if ins.opcode in WARP_SYNC_OPCODES:
            sync_mask |= 1 << i
    # per conditional branch: the nodes where threads that went different ways there
    # may meet again with different histories (empty when no common suspension site)
    influence = {}
    for i, ins in enumerate(insns):
        if ins.opcode != "bra" or ins.guard is None or len(succ[i]) != 2:
            continue
        a, b = succ[i]
        if not (_reach(succ, [a]) & _reach(succ, [b]) & sync_mask):
            continue
        strict = pdom[i] & ~(1 << i)
        region, todo = 0, [a, b]
        while todo:
            j = todo.pop()
            if region >> j & 1 or strict >> j & 1:
                continue
            region |= 1 << j
            todo.extend(succ[j])
        influence[i] = region

    def dests(ins):
        if not ins.operands or ins.opcode in NO_DEST or isinstance(ins.operands[0], ast.Address):
            return set()
        if ins.opcode in ("bar", "barrier") and not ins.has("red"):
            return set()    # its operands are the barrier and count (bar.red writes a result)
        if ins.opcode == "call":
            out = set()
            register_keys(ins.operands[0], vectors, registers, out)
            return out
        return register_keys(ins.operands[0], vectors, registers, set())

    written = set()
    for ins in insns:
        written |= dests(ins)
    divergent = set(keys_all - written)
    tainted = 0
    changed = True
    while changed:
        changed = False
        # branches on divergent predicates taint their influence regions
        for i, region in influence.items():
            if (tainted & region) != region and not _operand_uniform(
                    ast.Register(insns[i].guard.register), vectors, registers, divergent):
                tainted |= region
                changed = True
        for i, ins in enumerate(insns):
            ds = dests(ins)
            if not ds or ds <= divergent:
                continue
            ok = (tainted >> i & 1) == 0 and written_whole(ins.operands[0]) and "cc" not in ins.modifiers
            ok = ok and (ins.opcode in PURE or _pure_load(ins))
            ok = ok and (ins.guard is None or _operand_uniform(ast.Register(ins.guard.register), vectors, registers, divergent))
            ok = ok and all(_operand_uniform(op, vectors, registers, divergent) for op in ins.operands[1:])
            if not ok:
                divergent |= ds
                changed = True
    return keys_all - divergent
