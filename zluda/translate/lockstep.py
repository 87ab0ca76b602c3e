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

Accesses that count: `ld`, `st`, `atom`, `red` to shared memory, and generic ones in a
module that has shared memory (they may point there). A call of a function that
accesses shared memory counts as a store after it; a function with lockstep barriers
starts as if after a store. Functions called through pointers are left as they are.

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
from .dataflow import flow
from .opcodes import WARP_SYNC_OPCODES

# what a lane did to shared memory since the last point where its warp waited
CLEAN, LOADED, STORED = 0, 1, 2

# spaces an access names that are never shared memory
NOT_SHARED = frozenset({"global", "local", "param", "const", "tex"})
ACCESS_KIND = {"ld": LOADED, "ldu": LOADED, "st": STORED, "atom": STORED, "red": STORED}
# warp instructions that code written for independent thread scheduling needs
ITS_ONLY = frozenset({"match", "redux", "activemask"})


def access(ins: ast.Instruction, generic_shared: bool) -> int:
    """LOADED or STORED for an access that may reach shared memory, else CLEAN."""
    kind = ACCESS_KIND.get(ins.opcode)
    if kind is None:
        return CLEAN
    spaces = {m.split("::")[0] for m in ins.modifiers}
    if "shared" in spaces:
        return kind
    return kind if generic_shared and not spaces & NOT_SHARED else CLEAN


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


def barrier_points(statements: list, after_store_at_entry: bool, call_effect, generic_shared: bool) -> set:
    """ids of the instructions of a flat body (Labels and Instructions) that need a
    lockstep barrier before them. `call_effect(ins)`: whether a call may access shared
    memory. Forward dataflow over CLEAN < LOADED < STORED, joined by max."""
    insns, succ = flow(statements)
    if not insns:
        return set()
    state_in = [None] * len(insns)
    state_in[0] = STORED if after_store_at_entry else CLEAN
    todo = [0]
    need = set()
    while todo:
        i = todo.pop()
        ins, s = insns[i], state_in[i]
        kind = access(ins, generic_shared)
        if waits(ins):
            out = CLEAN
        elif ins.opcode == "call" and call_effect(ins):
            out = STORED
        elif kind != CLEAN:
            if s == STORED or (kind == STORED and s == LOADED):
                need.add(id(ins))
            out = kind
        else:
            out = s
        for j in succ[i]:
            if state_in[j] is None or out > state_in[j]:
                state_in[j] = out if state_in[j] is None else max(out, state_in[j])
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
    generic_shared = bool(mt.shared_offsets)
    chosen: list = []
    for kernel in mt.roots:
        reached = mt.reachable([kernel])
        on, why = reason(options.lockstep, options.lockstep_kernels, mt.ast, kernel,
                         [mt.functions[n] for n in reached])
        if on and not generic_shared:
            on, why = False, "no shared memory"
        mt.lockstep[kernel] = (on, why)
        if on:
            chosen += [n for n in reached if n not in chosen]
    if not chosen:
        return
    bodies = {n: flat(mt.functions[n].body) for n in chosen}
    pointer_targets = set()
    for statements in bodies.values():
        for ins in statements:
            if isinstance(ins, ast.Instruction) and ins.opcode != "call":
                pointer_targets.update(o.name for o in ins.operands if isinstance(o, ast.Symbol))
    # functions that access shared memory, themselves or through what they call
    touches = {n for n, sts in bodies.items()
               if any(isinstance(i, ast.Instruction) and access(i, generic_shared) for i in sts)}
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
        before = barrier_points(bodies[n], not fn.is_kernel, call_effect, generic_shared)
        if before:
            mt.functions[n] = ast.Function(fn.kind, fn.name, fn.linkage, fn.returns, fn.params, fn.directives,
                                           body=with_barriers(fn.body, before), loc=fn.loc)
            mt.lockstep_points[n] = len(before)
