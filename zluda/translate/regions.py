"""Pass: which barrier kernels run as resumable regions, and which registers cross a
suspension.

A kernel with barriers or warp collectives normally runs every CUDA thread as a
coroutine. A qualifying kernel instead becomes one region function per resume point
(kernel start, and just after each suspend site): a region runs a thread until its next
suspend site or its end, so the scheduler can run a whole released group as one loop
over threads, which LLVM vectorises. What a thread must remember between regions is
what is live across a suspension; those registers live in per-thread arrays in the
block's scratch, the others stay SSA values.

Qualification is conservative: anything whose state could cross a suspension outside
the registers (private .local/.param memory, the carry flag, matrix fragments passed as
stack pointers), or whose control flow the liveness below does not model (indirect
branches and calls, collectives inside called functions), keeps the coroutine path.
"""

from __future__ import annotations

from zluda.ptx import ast

from . import abi
from .emit_mma import MATRIX_OPCODES
from .emit_warp import SYNC_OPCODES
from .meta import code_version

# opcodes whose first operand is written whole and not read (their definition kills
# the register); any other instruction's registers all count as reads
KILLS_FIRST = frozenset("""
    mov add sub mul mad fma div rem and or xor not cnot shl shr setp set selp slct cvt cvta
    ld ldu neg abs min max sqrt rsqrt rcp ex2 lg2 sin cos tanh popc clz bfind brev bfe bfi
    prmt shf mul24 mad24 sad copysign testp isspacep atom shfl vote match redux activemask
    lop3 dp4a dp2a bmsk szext fns
""".split())

NO_FALLTHROUGH = frozenset({"ret", "exit", "trap"})


def enabled() -> bool:
    """ZLUDA_CPU_REGIONS=0 keeps every barrier kernel on the coroutine path (meta's
    code_version puts the switch into cache keys)."""
    return not code_version().endswith("+coroutines")


def rejection(fn: ast.Function, functions: dict, sync_funcs: set) -> str | None:
    """Why kernel `fn` (which has barriers or warp collectives) cannot take the region
    path, or None."""
    for s in ast.iter_statements(fn.body or ()):
        if isinstance(s, ast.Variable) and s.state_space in ("local", "param"):
            return f".{s.state_space} variable {s.name}"
        if not isinstance(s, ast.Instruction):
            continue
        op = s.opcode
        if op in MATRIX_OPCODES or op.startswith("wmma"):
            return f"matrix instruction {s.name}"
        if op in ("brx", "alloca", "stacksave", "stackrestore"):
            return s.name
        if op in ("addc", "subc", "madc") or "cc" in s.modifiers:
            return "carry flag"
        if op == "call":
            target = s.call_parts()[1]
            if not isinstance(target, ast.Symbol) or target.name not in functions:
                return "indirect call"
            if target.name in sync_funcs:
                return f"call of {target.name}, which has barriers or warp collectives"
    return None


def _keys(op, vectors: dict, registers: set, out: set):
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
            _keys(op.base, vectors, registers, out)
    elif isinstance(op, ast.Vector):
        for e in op.elements:
            _keys(e, vectors, registers, out)
    elif isinstance(op, (ast.ParenList, ast.TexAddress)):
        for e in op.items:
            _keys(e, vectors, registers, out)
    elif isinstance(op, ast.Not):
        _keys(op.operand, vectors, registers, out)
    elif isinstance(op, ast.PredPair):
        _keys(op.first, vectors, registers, out)
        _keys(op.second, vectors, registers, out)
    return out


def _pure_dest(op) -> bool:
    """A destination operand that is written whole (no byte/half selector)."""
    if isinstance(op, ast.Register):
        return op.component is None or op.component in "xyzw"
    if isinstance(op, ast.Vector):
        return all(isinstance(e, ast.Sink) or _pure_dest(e) for e in op.elements)
    if isinstance(op, ast.PredPair):
        return all(isinstance(e, ast.Sink) or _pure_dest(e) for e in (op.first, op.second))
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
    keys = sorted({k for ins in insns for op in ins.operands for k in _keys(op, vectors, registers, set())}
                  | {k for ins in insns if ins.guard is not None
                     for k in _keys(ast.Register(ins.guard.register), vectors, registers, set())})
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
        if ins.opcode in KILLS_FIRST and ops and _pure_dest(ops[0]):
            d = mask(_keys(ops[0], vectors, registers, set()))
            if ins.guard is None:
                kill[i] = d
            ops = ops[1:]
        u = set()
        for op in ops:
            _keys(op, vectors, registers, u)
        if ins.guard is not None:
            _keys(ast.Register(ins.guard.register), vectors, registers, u)
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


def _all_lanes(op, fn_insns) -> bool:
    """A member mask that is 0xffffffff: an immediate, or a register that every
    instruction writing it sets to that immediate."""
    if isinstance(op, ast.IntImm):
        return op.value & 0xFFFFFFFF == 0xFFFFFFFF
    if not isinstance(op, ast.Register) or op.component is not None:
        return False
    defs = 0
    for ins in fn_insns:
        if not ins.operands:
            continue
        first = ins.operands[0]
        if ins.opcode in ("st", "red", "bar", "barrier", "bra", "call") or not _mentions(first, op.name):
            continue
        if not (ins.opcode == "mov" and isinstance(first, ast.Register) and first.component is None
                and len(ins.operands) == 2 and isinstance(ins.operands[1], ast.IntImm)
                and ins.operands[1].value & 0xFFFFFFFF == 0xFFFFFFFF):
            return False
        defs += 1
    return defs > 0


def _mentions(op, name) -> bool:
    if isinstance(op, ast.Register):
        return op.name == name
    if isinstance(op, ast.Vector):
        return any(_mentions(e, name) for e in op.elements)
    if isinstance(op, ast.PredPair):
        return _mentions(op.first, name) or _mentions(op.second, name)
    if isinstance(op, ast.ParenList):
        return any(_mentions(e, name) for e in op.items)
    return False


def simple(fn: ast.Function) -> bool:
    """Whether a region kernel's collectives follow the simplest rules (see
    kernel_abi.emit_region_driver): plain `bar.sync 0` / `barrier.sync 0` barriers, and
    shfl.sync / vote.sync whose member mask is all 32 lanes."""
    insns = [s for s in ast.iter_statements(fn.body or ()) if isinstance(s, ast.Instruction)]
    for ins in insns:
        op = ins.opcode
        if op in ("bar", "barrier"):
            if ins.has("warp") or ins.has("arrive") or ins.has("red") or not (ins.has("sync") or op == "barrier"):
                return False
            ops = ins.operands
            if len(ops) != 1 or not isinstance(ops[0], ast.IntImm) or ops[0].value != 0:
                return False
        elif op == "shfl":
            if not ins.has("sync") or len(ins.operands) != 5 or not _all_lanes(ins.operands[4], insns):
                return False
        elif op == "vote":
            if not ins.has("sync") or len(ins.operands) != 3 or not _all_lanes(ins.operands[2], insns):
                return False
        elif op in ("match", "redux", "activemask"):
            return False
    return True


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
            for k in _keys(st.operands[0], vectors, registers, set()):
                writers.setdefault(k, []).append(st)
    state: dict = {}   # register -> True / False / None (being decided)
    out = {}

    def fixed(k):
        if k in state:
            return bool(state[k])
        state[k] = None
        ws = writers.get(k, ())
        ins = ws[0] if len(ws) == 1 else None
        ok = ins is not None and k in registers and ins.guard is None and _pure(ins) \
            and isinstance(ins.operands[0], ast.Register) and ins.operands[0].component is None \
            and all(_operand_fixed(op, registers, fixed) for op in ins.operands[1:])
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


def _pure(ins) -> bool:
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


def _operand_fixed(op, registers, fixed) -> bool:
    if isinstance(op, (ast.IntImm, ast.FloatImm, ast.Symbol)):
        return True
    if isinstance(op, ast.Address):
        return op.base is None or _operand_fixed(op.base, registers, fixed)
    if isinstance(op, ast.Register):
        if op.name in registers:
            return op.component is None and fixed(op.name)
        return op.name in FIXED_SPECIALS
    return False


# The loop-step suspension `loop_steps` inserts: a region ends at an inner loop's back
# edge, and the scheduler runs every thread stopped there one more iteration at once.
YIELD = abi.STEP_OPCODE
# what an inner loop must not hold for its iterations to run as regions: suspensions (the
# loop already runs in pieces; steps among them), calls, and the ways out of the thread.
# Atomics may: their thread loop stays scalar, but the threads run their iterations in
# turn, as a GPU's warps do, instead of each its whole loop: a grid-stride loop
# (`for (i = gtid; i < n; i += nthreads) atomicAdd(&bins[x[i]], 1)`) then reads
# consecutive bytes where one thread alone strided through memory (a 256-bin histogram of
# 8M bytes: 20.5 -> 7.3 ms).
_NOT_IN_STEPPED_LOOPS = frozenset(SYNC_OPCODES | {"call", "brx", "ret", "exit", "trap"})


def _inductions(body: list) -> dict:
    """{register: its step operand x} for the registers a loop body writes only once, as
    `add/sub r, r, x` (32-bit, unguarded): the candidates for a thread-affine value at the
    loop's steps (FunctionTranslator._region_affine_resume)."""
    steps, written = {}, set()
    for s in body:
        if not isinstance(s, ast.Instruction) or not s.operands or isinstance(s.operands[0], ast.Address):
            continue
        dest = s.operands[0]
        if s.opcode in ("add", "sub") and len(s.operands) == 3 and s.guard is None \
                and isinstance(dest, ast.Register) and isinstance(s.operands[1], ast.Register) \
                and dest.component is None and dest.name == s.operands[1].name and dest.name not in steps \
                and s.types and s.types[-1] in ("s32", "u32", "b32"):
            steps[dest.name] = s.operands[2]
            continue
        for op in (dest.elements if isinstance(dest, ast.Vector) else
                   (dest.first, dest.second) if isinstance(dest, ast.PredPair) else (dest,)):
            if isinstance(op, ast.Register):
                written.add(op.name)
    return {k: x for k, x in steps.items() if k not in written}


def _loop_inductions(statements: list, head: int, latch: int) -> dict:
    """_inductions of the loop statements[head:latch + 1], when every thread enters it
    through its way-in step (nothing outside branches to a label inside it), runs all of
    its body every iteration (no branch inside: every thread steps its inductions once an
    iteration) and it has no atomics (its thread loop stays scalar: reading its
    inductions as t + u gains nothing)."""
    inside = {st.name for st in statements[head:latch + 1] if isinstance(st, ast.Label)}
    for k, st in enumerate(statements):
        if head <= k <= latch or not isinstance(st, ast.Instruction) or st.opcode not in ("bra", "brx"):
            continue
        if any(getattr(op, "name", None) in inside for op in st.operands):
            return {}
    body = statements[head:latch]
    if any(isinstance(s, ast.Instruction) and s.opcode in ("atom", "red", "bra", "brx") for s in body):
        return {}
    return _inductions(body)


# iterations a thread runs between two steps of a loop of one block (see _turns)
LOOP_TURNS = 4


def _turns(statements, head, latch) -> int:
    """Iterations a thread runs between two steps of the loop statements[head:latch + 1].
    A step's pass costs per iteration what the thread loop does around the body: the
    induction's store and load, the thread's code, the group's accounting. A loop of one
    block (no label or branch inside) runs LOOP_TURNS iterations per step instead, its body
    repeated with the loop's exit test after each copy; other loops one. With atomics the
    thread loop stays scalar: the suite's histogram (`atomicAdd(&bins[x[i]], 1)`, ~13
    instructions an element where gcc has ~4) 9.5 -> 5.9 ms on one core (two turns 7.6;
    eight 6.1 then, 30 ms since: a thread's iterations are 16 KiB apart there, all in one
    L1 set). Vectorised, over a row (`for (c = tid; c < cols; c += blockDim.x)`): layernorm
    2.63 -> 2.31 ms, softmax 5.72 -> 4.71 ms (two turns 2.41 and 5.21)."""
    body = statements[head + 1:latch]
    if any(not isinstance(s, ast.Instruction) or s.opcode in ("bra", "brx") for s in body):
        return 1
    return LOOP_TURNS


def loop_steps(statements: list, labels: dict, inductions: dict | None = None, turned: dict | None = None) -> list:
    """`statements` (a resolved region kernel body) with a YIELD before the back edge of
    every innermost loop that holds none of _NOT_IN_STEPPED_LOOPS.

    Why: a thread loop calling a region that contains a loop (`for (i = tid; i < n;
    i += ntid)`, every reduction kernel's) is not vectorised: LLVM vectorises innermost
    loops, here the thread's own loop of a few iterations, which it leaves scalar. With a
    step at the back edge, each iteration is a region of straight-line code, run for all
    the threads stopped there by one (vectorised) thread loop. A step synchronises
    nothing (the driver just runs the stopped threads on), so any schedule stays valid.

    `L: ... @p bra L` becomes `step; L: ... @!p bra L.next; step; bra L; L.next: step`
    (in a loop with atomics, the body and its exit test repeated before the step: `_turns`):
    with steps on the ways in and out as well, the region of an iteration is the loop
    body alone (the code before and after the loop, with its branches and often atomics,
    would keep the thread loop scalar). The new labels go into `labels`; `inductions`, when
    given, gets {id(step): (the loop's index, "in" / "back" / "out", its induction
    registers (_inductions))} for its steps. `turned`, when given, gets for each loop run
    several turns a step: {id(instruction): the names of the registers the loop writes}
    for its body's instructions (the copies too) and for its back and out steps."""
    where = {st.name: i for i, st in enumerate(statements) if isinstance(st, ast.Label)}
    backward = {}
    for i, st in enumerate(statements):
        if isinstance(st, ast.Instruction) and st.opcode == "bra" and st.operands:
            j = where.get(getattr(st.operands[0], "name", None))
            if j is not None and j < i:
                backward[i] = j
    chosen = set()
    for i, j in backward.items():
        body = statements[j:i]
        if any(k in backward for k in range(j, i)):
            continue   # an outer loop
        if any(isinstance(s, ast.Instruction) and s.opcode in _NOT_IN_STEPPED_LOOPS for s in body):
            continue
        chosen.add(i)
    if not chosen:
        return statements
    heads = {backward[i]: i for i in chosen}
    found = {i: _loop_inductions(statements, backward[i], i) for i in chosen}
    out = []

    def step(i, role, loc):
        st = ast.Instruction(YIELD, (), (), None, loc)
        if inductions is not None:
            inductions[id(st)] = (i, role, found[i])
        return st

    for i, st in enumerate(statements):
        if i in heads:
            out.append(step(heads[i], "in", st.loc))   # the way in
        if i not in chosen:
            out.append(st)
            continue
        if st.guard is None:
            out += [step(i, "back", st.loc), st]
            continue
        after = f"{st.operands[0].name}.next{i}"
        label = ast.Label(after, st.loc)
        labels[after] = label
        skip = ast.Guard(st.guard.register, not st.guard.negated, st.guard.loc)
        leave = ast.Instruction("bra", st.modifiers, (ast.Symbol(after, loc=st.loc),) + tuple(st.operands[1:]), skip, st.loc)
        out.append(leave)
        turns = _turns(statements, backward[i], i)
        body = statements[backward[i] + 1:i]
        turns_body = list(body)
        for _ in range(turns - 1):
            # the body again, on the way to the step: each thread runs several iterations
            # between two steps
            copy = [ast.Instruction(b.opcode, b.modifiers, b.operands, b.guard, b.loc) for b in body]
            out += copy + [leave]
            turns_body += copy
        back, gone = step(i, "back", st.loc), step(i, "out", st.loc)
        out += [back, ast.Instruction("bra", st.modifiers, st.operands, None, st.loc), label, gone]
        if turned is not None and turns > 1:
            written = frozenset(r for b in turns_body for r in written_registers(b))
            turned.update({id(x): written for x in turns_body + [back, gone]})
    return out


# integer operations through which a lane index stays a lane index (x & 31 + 4 * i is
# still lane-dependent; what `lane_addressed` asks is only whether it is)
_INDEX_OPCODES = frozenset({"mov", "add", "sub", "mul", "mad", "shl", "shr", "and", "or", "xor", "cvt", "cvta",
                            "mul24", "mad24", "selp"})


def _is_lane(ins) -> bool:
    """An instruction that computes a thread's lane: `and x, 31`, `rem x, 32`, or a read
    of %laneid."""
    ops = ins.operands
    if len(ops) < 2 or ins.guard is not None:
        return False
    if ins.opcode == "mov" and isinstance(ops[1], ast.Register) and ops[1].name == "%laneid":
        return True
    if len(ops) != 3 or not isinstance(ops[2], ast.IntImm) or any(t.startswith("f") for t in ins.types):
        return False
    return (ins.opcode == "and" and ops[2].value == 31) or (ins.opcode == "rem" and ops[2].value == 32)


def lane_addressed(scope, site_point: dict, sync_opcodes) -> set:
    """The resume points (0: the kernel's start; else site_point[id(suspend site)]) whose
    region loads or stores through an address computed from the thread's lane (`smem[tid
    & 31]`, a warp's partial sums by lane).

    Why: a region's thread loop over the whole block sees `t & 31` as an unknown value per
    thread, and each such access is a gather or a scatter. Run warp by warp (a loop of
    exactly 32 threads from a multiple of 32), the lane is the loop's own index and the
    same accesses are consecutive vectors (kernel_abi.emit_region_group's warp loops).
    Taint is flow-insensitive (a register once a lane index counts everywhere): a region
    picked wrongly only runs in another loop shape, with the same results."""
    insns, succ = flow(scope.statements)
    vectors = {n: "xyzw"[:v.vector] for n, v in scope.registers.items() if v.vector}
    registers = set(scope.registers)
    lane: set = set()
    changed = True
    while changed:
        changed = False
        for ins in insns:
            if not ins.operands or isinstance(ins.operands[0], ast.Address):
                continue
            if not (_is_lane(ins) or (ins.opcode in _INDEX_OPCODES and any(
                    _keys(op, vectors, registers, set()) & lane for op in ins.operands[1:]))):
                continue
            new = _keys(ins.operands[0], vectors, registers, set()) - lane
            if new:
                lane |= new
                changed = True
    if not lane:
        return set()

    def suspends(ins):
        return id(ins) in site_point or ins.opcode in sync_opcodes

    def addressed(ins):
        return ins.opcode in ("ld", "st", "ldu", "atom", "red") and any(
            isinstance(op, ast.Address) and op.base is not None
            and _keys(op.base, vectors, registers, set()) & lane for op in ins.operands)

    out = set()
    starts = [(0, [0] if insns else [])]
    starts += [(site_point[id(ins)], succ[i]) for i, ins in enumerate(insns) if id(ins) in site_point]
    for point, first in starts:
        seen, work = set(), list(first)
        while work:
            i = work.pop()
            if i in seen:
                continue
            seen.add(i)
            if addressed(insns[i]):
                out.add(point)
                break
            if not suspends(insns[i]):
                work += succ[i]
    return out
