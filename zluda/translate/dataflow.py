"""Dataflow facts about a resolved function body (`scope.resolve`), shared by the passes.

Control flow over a body's instructions (`flow`), the registers an operand names
(`register_keys`, keyed as `FunctionTranslator.regs` keys them) or an instruction writes,
backward liveness at suspension sites (`live_across`, `read_after_resume`), and the
registers whose value is fixed per thread (`constant_registers`, with `known_int` and
`same_across` reading them).
Analyses only: nothing here changes a body.
"""

from __future__ import annotations

from zluda.ptx import ast

# opcodes whose first operand is written whole and not read (their definition kills
# the register); any other instruction's registers all count as reads
KILLS_FIRST = frozenset("""
    mov add sub mul mad fma div rem and or xor not cnot shl shr setp set selp slct cvt cvta
    ld ldu neg abs min max sqrt rsqrt rcp ex2 lg2 sin cos tanh popc clz bfind brev bfe bfi
    prmt shf mul24 mad24 sad copysign testp isspacep atom shfl vote match redux activemask
    lop3 dp4a dp2a bmsk szext fns
""".split())

NO_FALLTHROUGH = frozenset({"ret", "exit", "trap"})


def register_keys(op, vectors: dict, registers: set, out: set):
    """Register keys (as FunctionTranslator.regs names them) mentioned in an operand."""
    if isinstance(op, ast.Register):
        if op.name in vectors:
            comps = vectors[op.name]
            if op.component is not None and op.component in comps:
                out.add(f"{op.name}.{op.component}")
            else:
                out.update(f"{op.name}.{c}" for c in comps)
        elif op.name in registers:
            out.add(op.name)
    elif isinstance(op, ast.Address):
        if op.base is not None:
            register_keys(op.base, vectors, registers, out)
    elif isinstance(op, ast.Vector):
        for e in op.elements:
            register_keys(e, vectors, registers, out)
    elif isinstance(op, (ast.ParenList, ast.TexAddress)):
        for e in op.items:
            register_keys(e, vectors, registers, out)
    elif isinstance(op, ast.Not):
        register_keys(op.operand, vectors, registers, out)
    elif isinstance(op, ast.PredPair):
        register_keys(op.first, vectors, registers, out)
        register_keys(op.second, vectors, registers, out)
    return out


def written_whole(op) -> bool:
    """A destination operand that is written whole (no byte/half selector)."""
    if isinstance(op, ast.Register):
        return op.component is None or op.component in "xyzw"
    if isinstance(op, ast.Vector):
        return all(isinstance(e, ast.Sink) or written_whole(e) for e in op.elements)
    if isinstance(op, ast.PredPair):
        return all(isinstance(e, ast.Sink) or written_whole(e) for e in (op.first, op.second))
    return False


def successors(insns: list, label_at: dict) -> list:
    """Control-flow successors (instruction indices) of each of a body's instructions:
    a branch's target (and the next one when guarded), the next one unless it ends the
    thread unconditionally."""
    n = len(insns)
    succ = []
    for i, ins in enumerate(insns):
        s = []
        if ins.opcode == "bra":
            name = getattr(ins.operands[0], "name", None) if ins.operands else None
            if name in label_at:
                s.append(label_at[name])
            if ins.guard is not None and i + 1 < n:
                s.append(i + 1)
        elif not (ins.opcode in NO_FALLTHROUGH and ins.guard is None) and i + 1 < n:
            s.append(i + 1)
        succ.append(s)
    return succ


def flow(statements) -> tuple:
    """(the instructions of a resolved body, their successors: `successors`)."""
    insns, label_at = [], {}
    for st in statements:
        if isinstance(st, ast.Label):
            label_at[st.name] = len(insns)
        elif isinstance(st, ast.Instruction):
            insns.append(st)
    return insns, successors(insns, label_at)


def written_registers(ins) -> tuple:
    """Names of the registers an instruction writes, whole or in part (its first operand
    where it has a destination); empty for stores, branches, barriers and calls."""
    if not ins.operands or ins.opcode in ("st", "red", "bra", "ret", "exit", "trap", "call"):
        return ()
    if ins.opcode in ("bar", "barrier") and "red" not in ins.modifiers:
        return ()   # bar.sync %r: a barrier number read; only bar.red writes its first operand
    d = ins.operands[0]
    if isinstance(d, ast.Register):
        return (d.name,)
    if isinstance(d, ast.Vector):
        return tuple(e.name for e in d.elements if isinstance(e, ast.Register))
    if isinstance(d, ast.PredPair):
        return tuple(e.name for e in (d.first, d.second) if isinstance(e, ast.Register))
    return ()


def live_across(scope, sync_opcodes) -> dict:
    """{id(instruction): register keys live across it} for every suspend site (barrier
    or warp collective) of the resolved function body `scope`: backward liveness over
    its instructions."""
    vectors = {n: "xyzw"[:v.vector] for n, v in scope.registers.items() if v.vector}
    registers = set(scope.registers)
    insns, succ = flow(scope.statements)
    keys = sorted({k for ins in insns for op in ins.operands for k in register_keys(op, vectors, registers, set())}
                  | {k for ins in insns if ins.guard is not None
                     for k in register_keys(ast.Register(ins.guard.register), vectors, registers, set())})
    bit = {k: 1 << i for i, k in enumerate(keys)}

    def mask(ks):
        m = 0
        for k in ks:
            m |= bit[k]
        return m

    n = len(insns)
    use, kill = [0] * n, [0] * n
    for i, ins in enumerate(insns):
        ops = list(ins.operands)
        if ins.opcode in KILLS_FIRST and ops and written_whole(ops[0]):
            d = mask(register_keys(ops[0], vectors, registers, set()))
            if ins.guard is None:
                kill[i] = d
            ops = ops[1:]
        u = set()
        for op in ops:
            register_keys(op, vectors, registers, u)
        if ins.guard is not None:
            register_keys(ast.Register(ins.guard.register), vectors, registers, u)
        use[i] = mask(u)
    live_in = [0] * n
    changed = True
    while changed:
        changed = False
        for i in range(n - 1, -1, -1):
            out = 0
            for j in succ[i]:
                out |= live_in[j]
            new = use[i] | (out & ~kill[i])
            if new != live_in[i]:
                live_in[i] = new
                changed = True
    sites = {}
    for i, ins in enumerate(insns):
        if ins.opcode in sync_opcodes:
            out = 0
            for j in succ[i]:
                out |= live_in[j]
            # what the thread needs after resuming: its registers live on, less what
            # the collective itself writes then (its operands were read before it waited)
            sites[id(ins)] = {k for k in keys if (out & ~kill[i]) & bit[k]}
    return sites


def read_after_resume(scope, sync_opcodes) -> dict:
    """{id(instruction): register keys that the thread may read after resuming there
    before it suspends again} for every site of the resolved body `scope` where the
    thread always suspends (an unguarded `sync_opcodes` instruction, no barrier arrive):
    backward liveness that stops at suspend sites (a site's own operands are read before
    it waits). A write that may keep the old value (guarded, in part, or by an
    instruction outside KILLS_FIRST) counts as a read: the emitted code reads the old
    value to keep it (function.store's speculated writes).

    Why: a region kernel reloads a register kept across a suspension from its row at
    the resume; one that the region only carries to its next suspension needs no reload,
    since every write goes to the row as well (region_lowering.RegionTranslator)."""
    vectors = {n: "xyzw"[:v.vector] for n, v in scope.registers.items() if v.vector}
    registers = set(scope.registers)
    insns, succ = flow(scope.statements)
    n = len(insns)
    use, kill = [set() for _ in range(n)], [set() for _ in range(n)]
    for i, ins in enumerate(insns):
        ops = list(ins.operands)
        if ins.opcode in KILLS_FIRST and ops and written_whole(ops[0]) and ins.guard is None:
            register_keys(ops[0], vectors, registers, kill[i])
            ops = ops[1:]
        for op in ops:
            register_keys(op, vectors, registers, use[i])
        if ins.guard is not None:
            register_keys(ast.Register(ins.guard.register), vectors, registers, use[i])
    # (a guarded site, or a barrier's arrive, may go on without waiting: the region
    # goes on through it)
    suspends = [ins.opcode in sync_opcodes and ins.guard is None and "arrive" not in ins.modifiers
                for ins in insns]
    live_in = [frozenset()] * n
    changed = True
    while changed:
        changed = False
        for i in range(n - 1, -1, -1):
            if suspends[i]:
                new = use[i]
            else:
                out = set()
                for j in succ[i]:
                    out |= live_in[j]
                new = use[i] | (out - kill[i])
            if new != live_in[i]:
                live_in[i] = frozenset(new)
                changed = True
    sites = {}
    for i, ins in enumerate(insns):
        if suspends[i]:
            out = set()
            for j in succ[i]:
                out |= live_in[j]
            sites[id(ins)] = out - kill[i]
    return sites


def mentions(op, name) -> bool:
    if isinstance(op, ast.Register):
        return op.name == name
    if isinstance(op, ast.Vector):
        return any(mentions(e, name) for e in op.elements)
    if isinstance(op, ast.PredPair):
        return mentions(op.first, name) or mentions(op.second, name)
    if isinstance(op, ast.ParenList):
        return any(mentions(e, name) for e in op.items)
    return False


def constant_registers(scope) -> dict:
    """{register: the instruction} for registers whose value is the same wherever the
    thread computes it: exactly one unguarded instruction writes them, a pure integer
    operation, an integer comparison (a predicate) or a kernel parameter load, of
    immediates, addresses, fixed special registers and other such registers. A region
    kernel computes them again at the start of every region (in dependence order: the
    dict's order) instead of keeping them per thread, and LLVM then sees addresses such
    as shared + 4 * tid as consecutive."""
    vectors = {n: "xyzw"[:v.vector] for n, v in scope.registers.items() if v.vector}
    registers = set(scope.registers)
    writers: dict = {}
    for st in scope.statements:
        # (an address is never written: st/red/atom's first operand)
        if isinstance(st, ast.Instruction) and st.operands and not isinstance(st.operands[0], ast.Address):
            for k in register_keys(st.operands[0], vectors, registers, set()):
                writers.setdefault(k, []).append(st)
    state: dict = {}   # register -> True / False / None (being decided)
    out = {}

    def fixed(k):
        if k in state:
            return bool(state[k])
        state[k] = None
        ws = writers.get(k, ())
        ins = ws[0] if len(ws) == 1 else None
        ok = ins is not None and k in registers and ins.guard is None and fixed_computation(ins) \
            and isinstance(ins.operands[0], ast.Register) and ins.operands[0].component is None \
            and all(operand_fixed(op, registers, fixed) for op in ins.operands[1:])
        state[k] = ok
        if ok:
            out[k] = ins
        return ok

    for k in list(writers):
        fixed(k)
    return out


def known_int(op, constants: dict):
    """The value of an immediate, or of a register of `constants` (constant_registers)
    only ever set to one, else None."""
    if isinstance(op, ast.IntImm):
        return op.value
    ins = constants.get(op.name) if isinstance(op, ast.Register) and op.component is None else None
    if ins is not None and ins.opcode == "mov" and len(ins.operands) == 2 and isinstance(ins.operands[1], ast.IntImm):
        return ins.operands[1].value
    return None


def same_across(op, constants: dict, warp: bool = False, depth: int = 0) -> bool:
    """Whether operand `op` has one value in every thread of the block that computes it
    (`warp`: in every lane of a warp of a one-dimensional block): an immediate, a symbol,
    %ntid/%nctaid/%ctaid, or a register of `constants` (constant_registers) computed from
    those and kernel parameters (with `warp`, `%tid.x >> k` for k >= 5 too: a warp index).
    Unlike uniformity.py (one value at a barrier) this holds behind divergent branches: a
    thread that reads such a register computed it."""
    if isinstance(op, (ast.IntImm, ast.Symbol)):
        return True
    if isinstance(op, ast.Address):
        return op.base is None or same_across(op.base, constants, warp, depth)
    if not isinstance(op, ast.Register) or depth > 12:
        return False
    if op.name in ("%ntid", "%nctaid", "%ctaid"):
        return True
    ins = constants.get(op.name)
    if ins is None:
        return False
    if ins.opcode == "ld":
        return True   # (the only loads constant_registers takes: kernel parameters)
    if warp and ins.opcode == "shr" and isinstance(ins.operands[2], ast.IntImm) and ins.operands[2].value >= 5:
        src = ins.operands[1]
        tid = constants.get(src.name) if isinstance(src, ast.Register) else None
        if (isinstance(src, ast.Register) and src.name == "%tid") or (
                tid is not None and tid.opcode == "mov" and isinstance(tid.operands[1], ast.Register)
                and tid.operands[1].name == "%tid"):
            return True
    return all(same_across(o, constants, warp, depth + 1) for o in ins.operands[1:])


# special registers whose value a thread never sees change
FIXED_SPECIALS = frozenset({"%tid", "%ntid", "%ctaid", "%nctaid", "%laneid", "%lanemask_eq", "%lanemask_le",
                            "%lanemask_lt", "%lanemask_ge", "%lanemask_gt"})
PURE_OPCODES = frozenset({"mov", "add", "sub", "mul", "mad", "shl", "shr", "and", "or", "xor", "not", "cvta"})


def fixed_computation(ins) -> bool:
    if ins.opcode == "ld":
        # a kernel parameter: [name] or [name+offset]
        return ins.has("param") and len(ins.operands) == 2 and isinstance(ins.operands[1], ast.Address) \
            and isinstance(ins.operands[1].base, ast.Symbol)
    if ins.opcode == "cvt":
        # integer widening / narrowing (cvt.s64.s32 of %ctaid.x: gpt2's row indices), and
        # an integer to f32/f64 rounded to nearest (a row length as a float: layernorm)
        if len(ins.types) != 2 or not (ins.types[1][0] in "sub" and ins.types[1][1:].isdigit()):
            return False
        dst = ins.types[0]
        if dst[0] in "sub" and dst[1:].isdigit():
            return True
        return dst in ("f32", "f64") and ins.has("rn") and not ins.has("sat")
    if ins.opcode == "setp":
        # an integer comparison (`lane == 0`, `i < n`): computed again in every region
        # instead of kept per thread as a byte across suspensions
        return bool(ins.types) and all(t[0] in "sub" and t[1:].isdigit() for t in ins.types)
    if ins.opcode not in PURE_OPCODES or "cc" in ins.modifiers:
        return False
    return not any(t.startswith("f") for t in ins.types)


def operand_fixed(op, registers, fixed) -> bool:
    if isinstance(op, (ast.IntImm, ast.FloatImm, ast.Symbol)):
        return True
    if isinstance(op, ast.Address):
        return op.base is None or operand_fixed(op.base, registers, fixed)
    if isinstance(op, ast.Register):
        if op.name in registers:
            return op.component is None and fixed(op.name)
        return op.name in FIXED_SPECIALS
    return False
