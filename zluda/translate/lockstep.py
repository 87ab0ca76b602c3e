"""Pass lockstep (pipeline.py): warps that run in lockstep around shared memory, for
code written for GPUs whose warps did.

Before Volta (sm_70) the lanes of a warp ran every instruction together, and code built
for those GPUs trades values between lanes through shared memory with no barrier and no
`__syncwarp`: warp reductions over volatile shared memory, warp scans, one lane writing
what the others then read. The CPU device runs a lane on to its next suspension alone,
so one lane's store lands after another lane's later load or store, and such kernels
compute something else. A lockstep kernel gets an implicit warp barrier (the
pseudo-instruction `abi.LOCKSTEP_OPCODE`, a warp collective without member mask: the
lanes that reach it together wait for each other, so lanes inside a divergent branch
wait only for one another) between any two shared-memory accesses of which one is a
store, unless a barrier or warp collective lies between them on every path. Between two
such points a lane then does loads only, or one store: the order in which the lanes run
that stretch (or a thread loop's vector lanes) changes nothing, but for two lanes
storing to one address in one instruction, which the GPU leaves undefined as well.

Accesses that count: `ld`, `st`, `atom`, `red` to shared memory, and generic ones whose
address may point there. Where an address comes from is followed through the registers
that compute it (`roots`, over every write of a register): from one shared variable (its
symbol plus or minus plain numbers), from anywhere but shared memory (kernel parameters,
`cvta.global/local`, global variables, numbers), or unknown (values loaded from shared,
local or generic memory, a function's parameters, anything else). Accesses through two
different shared variables never meet (an index past a variable's end is out of bounds in
CUDA as well; the dynamic `.extern .shared` arrays are one variable); an unknown address
meets every shared access. A call of a function that accesses shared memory counts as a
store of unknown address after it; a function with lockstep barriers starts as if after
one. Functions called through pointers are left as they are.

Global memory (`options.Options.lockstep_memory`, ZLUDA_LOCKSTEP_MEMORY=all) counts as
one more variable, for code in which one lane reads what others of its warp stored to
global memory with no barrier between (HeCBench's chacha20: lanes 0-31 decode a key that
lane 0 then uses); by default it does not, since code that trades values through global
memory nearly always has a barrier, and the barriers cost every lockstep kernel's stores.

Which kernels (`options.Options.lockstep`, ZLUDA_LOCKSTEP): `auto` takes kernels of
PTX before ISA 6.0, those built for a target before sm_70 that reach no `.sync` warp
instruction (code written for independent thread scheduling uses those), and those
ZLUDA_LOCKSTEP_KERNELS names; `always` every kernel, `never` none. Analyses and
rewrites here are plain functions of bodies; `run` applies them to a ModuleTranslator.
"""

from __future__ import annotations

from fnmatch import fnmatchcase

from zluda.ptx import ast
from zluda.ptx.legality import target_sm

from . import abi
from .dataflow import flow, written_registers
from .opcodes import WARP_SYNC_OPCODES

# what a lane did to a shared variable since the last point where its warp waited
CLEAN, LOADED, STORED = 0, 1, 2
# where an address may point: NOT_SHARED, a shared variable's key (shared_keys), or ANYWHERE
NOT_SHARED, ANYWHERE = "-", "*"
# what global memory (and generic addresses outside shared memory) counts as when the
# barriers order it too: not a PTX identifier, so no shared variable's key
GLOBAL = "%global"

# spaces an access names that are never shared memory
NOT_SHARED_SPACES = frozenset({"global", "local", "param", "const", "tex"})
ACCESS_KIND = {"ld": LOADED, "ldu": LOADED, "st": STORED, "atom": STORED, "red": STORED}
# warp instructions that code written for independent thread scheduling needs
ITS_ONLY = frozenset({"match", "redux", "activemask"})
# results that never hold an address of shared memory
PLAIN_RESULTS = frozenset({"setp", "set", "vote", "activemask", "match", "redux", "popc", "clz", "bfind", "brev",
                           "testp", "isspacep"})
# an address plus or minus plain numbers stays in its variable; `mad`'s addend, too
OFFSETTING = {"add": (0, 1), "sub": (0,), "mad": (2,), "mov": (0,), "cvt": (0,), "shfl": (0,)}
# spaces whose memory holds no address of shared memory (data of the grid and the host)
PLAIN_MEMORY = frozenset({"global", "const", "tex"})


def _space(ins) -> str | None:
    spaces = [m.split("::")[0] for m in ins.modifiers if m.split("::")[0] in NOT_SHARED_SPACES | {"shared"}]
    return spaces[0] if spaces else None


def roots(statements: list, shared_keys: dict, kernel_params=(), register_params=()) -> dict:
    """{register: NOT_SHARED | a shared variable's key | ANYWHERE}: where the values of
    each register of a flat body may point, over all of its writes. Registers never
    written in the body (special registers) hold numbers, and so do a kernel's
    parameters (`kernel_params`: no host knows a block's shared memory); a function's
    register parameters and what calls return may point anywhere."""
    found = {r: ANYWHERE for r in register_params}
    kernel_params = set(kernel_params)

    def of(op):
        if isinstance(op, ast.Register):
            return found.get(op.name, NOT_SHARED)
        if isinstance(op, ast.Symbol):
            return shared_keys.get(op.name, NOT_SHARED)
        return NOT_SHARED

    def value(ins):
        ops, op = ins.operands, ins.opcode
        if op in PLAIN_RESULTS:
            return NOT_SHARED
        if op == "cvta":
            space = _space(ins)
            return of(ops[1]) if space == "shared" else NOT_SHARED if space else ANYWHERE
        if op in ("ld", "ldu", "atom"):
            space = _space(ins)
            addr = next((o for o in ops if isinstance(o, ast.Address)), None)
            param = space == "param" and addr is not None and isinstance(addr.base, ast.Symbol) \
                and addr.base.name in kernel_params
            return NOT_SHARED if space in PLAIN_MEMORY or param else ANYWHERE
        if op == "selp":
            a, b = of(ops[1]), of(ops[2])
            return a if a == b else ANYWHERE
        if op in OFFSETTING:
            sources = [of(o) for o in ops[1:]]
            pointing = [i for i, r in enumerate(sources) if r != NOT_SHARED]
            if not pointing:
                return NOT_SHARED
            if len(pointing) == 1 and pointing[0] in OFFSETTING[op]:
                return sources[pointing[0]]
            return ANYWHERE
        sources = [of(o) for o in ops[1:]]
        return NOT_SHARED if all(r == NOT_SHARED for r in sources) else ANYWHERE

    writes = [(ins, written_registers(ins)) for ins in statements if isinstance(ins, ast.Instruction)]
    changed = True
    while changed:
        changed = False
        for ins, dests in writes:
            if not dests:
                continue
            v = value(ins) if ins.opcode not in ("call",) else ANYWHERE
            for d in dests:
                old = found.get(d)
                new = v if old is None or old == v else ANYWHERE
                if new != old:
                    found[d] = new
                    changed = True
    return found


def access(ins: ast.Instruction, where: dict, shared_keys: dict, global_memory: bool = False) -> tuple:
    """(LOADED or STORED, the key of the shared variable it may reach or ANYWHERE) for an
    access that may reach shared memory, else (CLEAN, None). With `global_memory`, an
    access to global memory (or a generic one outside shared memory) is (kind, GLOBAL)."""
    kind = ACCESS_KIND.get(ins.opcode)
    if kind is None or not ins.operands:
        return CLEAN, None
    space = _space(ins)
    if space == "global" and global_memory:
        return kind, GLOBAL
    if space is not None and space != "shared":
        return CLEAN, None
    addr = next((o for o in ins.operands if isinstance(o, ast.Address)), None)
    base = addr.base if addr is not None else None
    if isinstance(base, ast.Symbol):
        root = shared_keys.get(base.name, NOT_SHARED)
    elif isinstance(base, ast.Register):
        root = where.get(base.name, NOT_SHARED)
    else:
        root = ANYWHERE
    if root == NOT_SHARED:
        # a .shared access through a number: somewhere in shared memory; a generic one
        # through an address that is not shared memory's: global memory (or local)
        if space == "shared":
            return kind, ANYWHERE
        return (kind, GLOBAL) if global_memory else (CLEAN, None)
    return kind, root


def waits(ins: ast.Instruction) -> bool:
    """An instruction at which a lane waits for the rest of its warp (every lane that
    reaches it: a guarded one may be skipped)."""
    if ins.guard is not None or ins.opcode not in WARP_SYNC_OPCODES or ins.opcode == abi.STEP_OPCODE:
        return False
    return not (ins.opcode in ("bar", "barrier") and ins.has("arrive"))


def callee(ins: ast.Instruction):
    """The name a `call` calls directly, or None (a call through a pointer)."""
    target = ins.call_parts()[1]
    return target.name if isinstance(target, ast.Symbol) else None


def _conflicts(state: dict, kind: int, root: str) -> bool:
    """Whether an access (kind, root) must wait for the warp, after what `state`
    ({root: LOADED | STORED}) holds since the last wait."""
    seen = state.values() if root == ANYWHERE else (state.get(root, CLEAN), state.get(ANYWHERE, CLEAN))
    return any(s == STORED or (kind == STORED and s == LOADED) for s in seen)


def _join(a: dict, b: dict) -> dict:
    return {k: max(a.get(k, CLEAN), b.get(k, CLEAN)) for k in a.keys() | b.keys()}


def barrier_points(statements: list, after_store_at_entry: bool, call_effect, where: dict, shared_keys: dict,
                   global_memory: bool = False) -> set:
    """ids of the instructions of a flat body (Labels and Instructions) that need a
    lockstep barrier before them. `call_effect(ins)`: whether a call may access shared
    memory; `where`: `roots` of the body. Forward dataflow: per shared variable, CLEAN <
    LOADED < STORED since the warp last waited, joined by max."""
    insns, succ = flow(statements)
    if not insns:
        return set()
    state_in = [None] * len(insns)
    state_in[0] = {ANYWHERE: STORED} if after_store_at_entry else {}
    todo = [0]
    need = set()
    while todo:
        i = todo.pop()
        ins, s = insns[i], state_in[i]
        kind, root = access(ins, where, shared_keys, global_memory)
        if waits(ins):
            out = {}
        elif ins.opcode == "call" and call_effect(ins):
            out = {ANYWHERE: STORED}
        elif kind != CLEAN:
            if _conflicts(s, kind, root):
                need.add(id(ins))
                out = {root: kind}
            else:
                out = {**s, root: max(s.get(root, CLEAN), kind)}
        else:
            out = s
        for j in succ[i]:
            joined = out if state_in[j] is None else _join(state_in[j], out)
            if joined != state_in[j]:
                state_in[j] = joined
                todo.append(j)
    return need


def flat(body) -> list:
    return [s for s in ast.iter_statements(body or ()) if isinstance(s, (ast.Label, ast.Instruction))]


def with_barriers(body: list, before: set) -> list:
    """`body` (nested blocks kept) with a lockstep barrier before each instruction whose
    id is in `before`."""
    out = []
    for st in body:
        if isinstance(st, ast.Block):
            st = ast.Block(with_barriers(st.statements, before), st.loc)
        elif isinstance(st, ast.Instruction) and id(st) in before:
            out.append(ast.Instruction(abi.LOCKSTEP_OPCODE, (), (), None, st.loc))
        out.append(st)
    return out


def independent_thread_code(functions: list) -> bool:
    """Whether bodies use a warp instruction that exists only for independent thread
    scheduling (`.sync` shuffles, votes and warp barriers, match, redux, activemask)."""
    for fn in functions:
        for ins in fn.instructions():
            if ins.opcode in ITS_ONLY or (ins.opcode in ("shfl", "vote") and ins.has("sync")) \
                    or (ins.opcode == "bar" and ins.has("warp")):
                return True
    return False


def reason(mode: str, patterns, module: ast.Module, kernel: str, reached: list) -> tuple:
    """(whether `kernel` runs in lockstep, why), for a kernel reaching the functions
    `reached` (ast.Functions, itself included)."""
    if mode == "never":
        return False, "ZLUDA_LOCKSTEP=never"
    if mode == "always":
        return True, "ZLUDA_LOCKSTEP=always"
    if any(fnmatchcase(kernel, p) for p in patterns):
        return True, "named by ZLUDA_LOCKSTEP_KERNELS"
    version = tuple(module.version or ())
    if version and version < (6, 0):
        return True, f"PTX {version[0]}.{version[1]}, before independent thread scheduling"
    sm = target_sm(module.target)
    if sm is None or sm >= 70:
        return False, f"target sm_{sm}" if sm is not None else "no target"
    if independent_thread_code(reached):
        return False, f"target sm_{sm}, but .sync warp instructions"
    return True, f"target sm_{sm}, no .sync warp instruction"


def run(mt, options) -> None:
    """Choose the lockstep kernels of `mt` (a ModuleTranslator after layout) and give them
    and the functions they call their barriers: `mt.functions` gets rewritten copies
    (the parsed module is left alone). Records `mt.lockstep` ({kernel: (chosen, why)})
    and `mt.lockstep_points` ({function: barriers added})."""
    mt.lockstep, mt.lockstep_points = {}, {}
    if mt.lowering is not None and not mt.lowering.coroutines:
        return   # a device whose warps run in lockstep themselves
    # every dynamic shared array starts at the same offset: one variable
    shared_keys = {name: f"@{off}" if off == mt.static_shared_size else name
                   for name, off in mt.shared_offsets.items()}
    global_memory = options.lockstep_memory == "all"
    chosen: list = []
    for kernel in mt.roots:
        reached = mt.reachable([kernel])
        on, why = reason(options.lockstep, options.lockstep_kernels, mt.ast, kernel,
                         [mt.functions[n] for n in reached])
        if on and not shared_keys and not global_memory:
            on, why = False, "no shared memory"
        mt.lockstep[kernel] = (on, why)
        if on:
            chosen += [n for n in reached if n not in chosen]
    if not chosen:
        return
    bodies = {n: flat(mt.functions[n].body) for n in chosen}
    where = {}
    for n in chosen:
        fn = mt.functions[n]
        where[n] = roots(bodies[n], shared_keys, [p.name for p in fn.params] if fn.is_kernel else (),
                         [p.name for p in fn.params if p.state_space == "reg"])
    pointer_targets = set()
    for statements in bodies.values():
        for ins in statements:
            if isinstance(ins, ast.Instruction) and ins.opcode != "call":
                pointer_targets.update(o.name for o in ins.operands if isinstance(o, ast.Symbol))
    # functions that access shared memory, themselves or through what they call
    touches = {n for n, sts in bodies.items()
               if any(isinstance(i, ast.Instruction) and access(i, where[n], shared_keys, global_memory)[0]
                      for i in sts)}
    grew = True
    while grew:
        grew = False
        for n, sts in bodies.items():
            if n not in touches and any(isinstance(i, ast.Instruction) and i.opcode == "call"
                                        and callee(i) in touches | {None} for i in sts):
                touches.add(n)
                grew = True

    def call_effect(ins):
        name = callee(ins)
        return name is None or name in touches

    for n in chosen:
        fn = mt.functions[n]
        if n in pointer_targets and not fn.is_kernel:
            continue
        before = barrier_points(bodies[n], not fn.is_kernel, call_effect, where[n], shared_keys, global_memory)
        if before:
            mt.functions[n] = ast.Function(fn.kind, fn.name, fn.linkage, fn.returns, fn.params, fn.directives,
                                           body=with_barriers(fn.body, before), loc=fn.loc)
            mt.lockstep_points[n] = len(before)
