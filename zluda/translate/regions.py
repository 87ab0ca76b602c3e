"""Which barrier kernels run as resumable regions (pass choose_lowering, pipeline.py),
and the loop steps of those kernels (pass step_loops).

A kernel with barriers or warp collectives normally runs every CUDA thread as a
coroutine. A qualifying kernel instead becomes one region function per resume point
(kernel start, and just after each suspend site): a region runs a thread until its next
suspend site or its end, so the scheduler can run a whole released group as one loop
over threads, which LLVM vectorises. What a thread must remember between regions is
what is live across a suspension; those registers live in per-thread arrays in the
block's scratch, the others stay SSA values.

Qualification is conservative: anything whose state could cross a suspension outside
the registers (private .local/.param memory, but for the arguments of a call sequence
that no thread suspends in; the carry flag; matrix fragments passed as stack pointers),
or whose control flow liveness (dataflow.live_across) does not model (indirect branches
and calls, collectives inside called functions), keeps the coroutine path.
"""

from __future__ import annotations

from zluda.ptx import ast

from . import abi
from .dataflow import flow, mentions, register_keys, written_registers
from .opcodes import MATRIX_OPCODES, POLL_OPCODES, SYNC_OPCODES, WARP_SYNC_OPCODES


def backward_branches(statements: list) -> dict:
    """{index of a backward `bra`: index of the label it goes to} (the loops' latches and
    heads, in statement order)."""
    where = {st.name: i for i, st in enumerate(statements) if isinstance(st, ast.Label)}
    backward = {}
    for i, st in enumerate(statements):
        if isinstance(st, ast.Instruction) and st.opcode == "bra" and st.operands:
            j = where.get(getattr(st.operands[0], "name", None))
            if j is not None and j < i:
                backward[i] = j
    return backward


def _call_block_params(statements, sync_funcs: set) -> set:
    """ids of the .param variables declared in straight-line `{ }` blocks that no thread
    suspends in (nvcc's call sequences: st.param, call, ld.param): such a variable is
    written and read within one region run of one thread, so no state crosses a
    suspension through it."""
    found = set()
    for s in ast.iter_statements(statements):
        if not isinstance(s, ast.Block):
            continue
        inner = s.statements
        if any(isinstance(x, (ast.Label, ast.Block)) or
               (isinstance(x, ast.Instruction) and _suspends_or_branches(x, sync_funcs)) for x in inner):
            continue
        found.update(id(x) for x in inner if isinstance(x, ast.Variable) and x.state_space == "param")
    return found


def _suspends_or_branches(ins: ast.Instruction, sync_funcs: set) -> bool:
    if ins.opcode in SYNC_OPCODES or ins.opcode in ("bra", "brx"):
        return True
    if ins.opcode == "call":
        target = ins.call_parts()[1]
        return not isinstance(target, ast.Symbol) or target.name in sync_funcs
    return False


def rejection(fn: ast.Function, functions: dict, sync_funcs: set) -> str | None:
    """Why kernel `fn` (which has barriers or warp collectives) cannot take the region
    path, or None."""
    call_params = _call_block_params(fn.body or (), sync_funcs)
    for s in ast.iter_statements(fn.body or ()):
        if isinstance(s, ast.Variable) and s.state_space in ("local", "param") and id(s) not in call_params:
            return f".{s.state_space} variable {s.name}"
        if not isinstance(s, ast.Instruction):
            continue
        op = s.opcode
        if op in MATRIX_OPCODES or op.startswith("wmma"):
            return f"matrix instruction {s.name}"
        if op in POLL_OPCODES:
            return "a polling loop's yield" if op == abi.SPIN_OPCODE else f"mbarrier instruction {s.name}"
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
        if ins.opcode in ("st", "red", "bar", "barrier", "bra", "call") or not mentions(first, op.name):
            continue
        if not (ins.opcode == "mov" and isinstance(first, ast.Register) and first.component is None
                and len(ins.operands) == 2 and isinstance(ins.operands[1], ast.IntImm)
                and ins.operands[1].value & 0xFFFFFFFF == 0xFFFFFFFF):
            return False
        defs += 1
    return defs > 0


def simple(fn: ast.Function) -> bool:
    """Whether a region kernel's collectives follow the simplest rules (see
    region_lowering.emit_region_driver): plain `bar.sync 0` / `barrier.sync 0` barriers, and
    shfl.sync / vote.sync whose member mask is all 32 lanes, or lockstep barriers."""
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
    # lockstep barriers go to the scheduler as its lanes reach them, earliest site first
    # (emit_region_driver's earliest_site); a shuffle's lanes would then wait for lanes at
    # a barrier further on, which only the generic scheduler's member masks see
    ops = {ins.opcode for ins in insns}
    return not (abi.LOCKSTEP_OPCODE in ops and ops & {"shfl", "vote"})


# The loop-step suspension `loop_steps` inserts: a region ends at an inner loop's back
# edge, and the scheduler runs every thread stopped there one more iteration at once.
YIELD = abi.STEP_OPCODE
# what an inner loop must not hold for its iterations to run as regions: suspensions (the
# loop already runs in pieces; steps among them), calls, and the ways out of the thread.
# Atomics may: their thread loop stays scalar, but the threads run their iterations in
# turn, as a GPU's warps do, instead of each its whole loop: a grid-stride loop
# (`for (i = gtid; i < n; i += nthreads) atomicAdd(&bins[x[i]], 1)`) then reads
# consecutive bytes where one thread alone strided through memory.
_NOT_IN_STEPPED_LOOPS = frozenset(WARP_SYNC_OPCODES | {"call", "brx", "ret", "exit", "trap"})


def _inductions(body: list) -> dict:
    """{register: its step operand x} for the registers a loop body writes only once, as
    `add/sub r, r, x` (32-bit, unguarded): the candidates for a thread-affine value at the
    loop's steps (RegionTranslator._region_affine_resume)."""
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
    thread loop stays scalar (the suite's histogram, `atomicAdd(&bins[x[i]], 1)`), and
    vectorised over a row (`for (c = tid; c < cols; c += blockDim.x)`: layernorm,
    softmax); four turns measured best for both (docs/translator.md)."""
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
    backward = backward_branches(statements)
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


def _innermost_loops(statements: list) -> list:
    """(head, latch) indices of the innermost loops of `statements` that loop_steps would
    step: a backward `bra` with no other back edge inside and none of
    _NOT_IN_STEPPED_LOOPS in its body."""
    backward = backward_branches(statements)
    return [(j, i) for i, j in backward.items()
            if not any(k in backward for k in range(j, i))
            and not any(isinstance(s, ast.Instruction) and s.opcode in _NOT_IN_STEPPED_LOOPS for s in statements[j:i])]


def _writers(statements) -> dict:
    """{register name: the instructions writing it}."""
    out: dict = {}
    for s in statements:
        if isinstance(s, ast.Instruction):
            for name in written_registers(s):
                out.setdefault(name, []).append(s)
    return out


def _counted_exit(guard, statements, head, latch, writers) -> bool:
    """Whether the loop-back predicate `guard` of the loop statements[head:latch + 1]
    compares a counter with a bound that every thread sees alike: the counter is set only
    to such values outside the loop and stepped by an immediate (`add r, r, imm`) inside
    it, the bound an immediate or a register only loaded from the kernel's parameters or
    copied from those. A
    predicate that is such a test and-ed with others bounds the count too."""
    inside = {id(s) for s in statements[head:latch]}
    position = {id(s): k for k, s in enumerate(statements)}

    def counter(op):
        if not isinstance(op, ast.Register) or op.component is not None:
            return False
        ws = writers.get(op.name, ())
        steps = [w for w in ws if id(w) in inside]
        return len(steps) == 1 and steps[0].opcode == "add" and steps[0].guard is None \
            and len(steps[0].operands) == 3 and isinstance(steps[0].operands[1], ast.Register) \
            and steps[0].operands[1].name == op.name and isinstance(steps[0].operands[2], ast.IntImm) \
            and all(w.opcode == "mov" and w.guard is None and (bound(w.operands[1]) or bound(copied(w)))
                    for w in ws if id(w) not in inside)

    def copied(mov):
        # what the copy's source last got in the copy's own basic block (nvcc starts a
        # loop's counter as a copy of a register that it sets to 0 just before, and reuses
        # that register for a thread's own value later)
        src = mov.operands[1]
        if not isinstance(src, ast.Register) or src.component is not None:
            return None
        for k in range(position[id(mov)] - 1, -1, -1):
            st = statements[k]
            if isinstance(st, ast.Label) or st.opcode in ("bra", "brx", "ret", "exit"):
                return None
            if src.name in written_registers(st):
                return st.operands[1] if st.opcode == "mov" and st.guard is None else None
        return None

    def bound(op, depth=0):
        # an immediate, a kernel parameter, or a register only ever copied from those
        if isinstance(op, ast.IntImm):
            return True
        if not isinstance(op, ast.Register) or op.component is not None or depth > 3:
            return False
        ws = writers.get(op.name, ())
        return bool(ws) and all((w.opcode == "ld" and "param" in w.modifiers) or
                                (w.opcode == "mov" and w.guard is None and bound(w.operands[1], depth + 1))
                                for w in ws)

    def test(name, depth):
        ws = [w for w in writers.get(name, ()) if id(w) in inside]
        if len(ws) != 1 or ws[0].guard is not None or len(ws[0].operands) != 3:
            return False
        ins = ws[0]
        a, b = ins.operands[1], ins.operands[2]
        if ins.opcode == "setp":
            return (counter(a) and bound(b)) or (counter(b) and bound(a))
        if ins.opcode == "and" and depth < 3 and not guard.negated:
            return any(isinstance(x, ast.Register) and test(x.name, depth + 1) for x in (a, b))
        return False

    return test(guard.register, 0)


def counted_loop(fn: ast.Function) -> bool:
    """Whether kernel `fn` (one without collectives) has an innermost loop that
    loop_steps would step whose trip count is the same in every thread, or bounded by one
    such count (_counted_exit): such a kernel runs as regions with that loop stepped
    (pipeline.choose_lowering).

    Why: the plain thread loop runs each thread's whole loop before the next thread's, and
    LLVM vectorises only innermost loops, here the thread's own: a hash of one key after
    another, one polygon edge after another, scalar. Stepped, each iteration is a region of
    straight-line code that one thread loop runs for every thread at once, in vectors. A
    count that differs from thread to thread (a grid-stride loop) is left alone: its steps
    would run ever fewer threads for a cost paid per step."""
    statements = [s for s in ast.iter_statements(fn.body or ()) if isinstance(s, (ast.Instruction, ast.Label))]
    writers = _writers(statements)
    for head, latch in _innermost_loops(statements):
        guard = statements[latch].guard
        if guard is not None and _counted_exit(guard, statements, head, latch, writers):
            return True
    return False


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
    same accesses are consecutive vectors (region_lowering.emit_region_group's warp loops).
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
                    register_keys(op, vectors, registers, set()) & lane for op in ins.operands[1:]))):
                continue
            new = register_keys(ins.operands[0], vectors, registers, set()) - lane
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
            and register_keys(op.base, vectors, registers, set()) & lane for op in ins.operands)

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
