"""The translator, in order: a parsed PTX module to one LLVM IR module.

Every pass has one shape, `run(ctx) -> None`, on a `Context` that holds the module
(`ModuleTranslator`: the AST, the LLVM module, the layout and call graph), the function
being translated (its translator, which carries what the passes found) and the
`Options`. A pass runs when its `when` holds for the context. The lists below are the
whole translation; each ordering rule is stated once, beside the pass it constrains.

    MODULE_PASSES    once per module, before any code
    FUNCTION_PASSES  once per kernel that is asked for, then once per .func they reach

`zluda ir FILE --print-after PASS` shows what a pass produced (pass_output).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from llvmlite import ir

from zluda.ptx import ast

from . import counted_inductions, hammocks, kernel_abi, lockstep, nan_payload, region_lowering, regions, \
    shuffle_chains, spin_waits
from .coroutine_lowering import CoroutineTranslator
from .flush_mode import flushing_functions, flushing_kernels, mark_functions
from .dataflow import constant_registers, live_across, read_after_resume
from .function import FunctionTranslator
from .opcodes import WARP_SYNC_OPCODES
from .options import Options
from .region_lowering import RegionTranslator
from .register_tiles import found as register_tile_found
from .scope import resolve


@dataclass
class Context:
    module: object                 # the ModuleTranslator
    options: Options
    name: str | None = None        # the function being translated
    kernel: bool = False           # ... is a kernel asked for (else a .func a kernel reaches)
    function: FunctionTranslator | None = None   # its translator: the LLVM function and what the passes found
    independent_threads: bool = False   # a kernel whose threads have no memory of their own
    region_group: ir.Function | None = None    # a region kernel's group function (emit_region_group)
    region_driver: ir.Function | None = None   # ... and its own block scheduler, if it has one

    @property
    def ast(self):
        return self.module.functions[self.name]

    @property
    def info(self):
        return self.module.kernel_infos[self.name]


@dataclass(frozen=True)
class Pass:
    name: str
    run: Callable[[Context], None]
    when: Callable[[Context], bool] = lambda ctx: True


def run_passes(passes, ctx: Context, observe=None) -> None:
    """Run each pass whose `when` holds; `observe(pass, ctx)` after each one that ran
    (pass_output: `zluda ir --print-after`, the golden pass tests)."""
    for p in passes:
        if p.when(ctx):
            p.run(ctx)
            if observe is not None:
                observe(p, ctx)


# ----------------------------------------------------------------------- module passes
def layout(ctx):
    """Module variables become LLVM globals or shared offsets, with the statics declared
    in the functions the asked-for kernels reach (a kernel compiled alone lays out only
    what it reaches, so the module's other bodies are never looked at)."""
    mt = ctx.module
    mt.layout(mt.reach)


def lockstep_barriers(ctx):
    """Kernels written for warps that run in lockstep (before sm_70, or as the options
    say) get an implicit warp barrier between shared-memory accesses whose order across
    the warp's lanes matters (lockstep.py), and so do the functions they call."""
    lockstep.run(ctx.module, ctx.options)


def spin_wait_yields(ctx):
    """Loops in which a thread waits for another thread's store without a barrier get a
    yield at their back edges where the function has no collective (spin_waits.py), and
    the kernels reaching them are marked as polling (their grid runs resident)."""
    spin_waits.run(ctx.module)


def call_graph(ctx):
    """Which functions reach a barrier or warp collective (those are inlined into their
    kernel's coroutine or region function; a kernel that reaches one waits for its
    warp or block)."""
    mt = ctx.module
    mt.analyse_calls(mt.reach)


def choose_lowering(ctx):
    """Each kernel's record, and how it runs: as a plain per-thread function (no
    collective), as region functions (a barrier kernel that `regions` accepts, or one
    without collectives whose threads each run a loop of one count: regions.counted_loop),
    or as a coroutine (every other barrier kernel: the exact SIMT lowering)."""
    mt = ctx.module
    mt.kernel_infos = {name: mt.kernel_info(mt.functions[name], mt.uses_sync[name]) for name in mt.roots}
    for name, info in mt.kernel_infos.items():
        fn = mt.functions[name]
        info.polls = name in mt.polling_kernels
        own_memory = not mt.no_private_memory(fn)
        stepped = (not info.coroutine and ctx.options.loop_steps and not own_memory and not info.polls
                   and regions.counted_loop(fn) and not register_tile_found(
                       [s for s in ast.iter_statements(fn.body) if isinstance(s, (ast.Instruction, ast.Label))]))
        info.regions = bool((info.coroutine or stepped) and mt.lowering is None and ctx.options.regions
                            and regions.rejection(fn, mt.functions, mt.sync_funcs) is None)
        # (a kernel without collectives taken as regions is scheduled as barrier kernels are)
        info.coroutine = info.coroutine or info.regions


def flush_modes(ctx):
    """Which kernels run with the CPU's flush-to-zero modes (every f32 operation of theirs
    is .ftz or means the same under the modes), and which .funcs only those reach."""
    mt = ctx.module
    mt.flushing = flushing_functions(mt.roots, flushing_kernels(mt.roots, mt.functions, mt.reachable), mt.reachable)


MODULE_PASSES = (
    Pass("layout", layout),
    # after the layout (a module without shared memory needs no barriers: its generic
    # accesses reach no shared memory); before the call graph, which must see the
    # barriers added (a kernel with them waits for its warp)
    Pass("lockstep", lockstep_barriers),
    # after lockstep (its barriers are collectives: such functions keep their code); before
    # the call graph, which must see the yields (a function holding one is a coroutine)
    Pass("spin_waits", spin_wait_yields),
    # after the layout: a kernel's record gives its parameters' offsets and sizes
    Pass("call_graph", call_graph),
    # after the call graph: a kernel that calls a function with collectives is a coroutine
    Pass("choose_lowering", choose_lowering),
    # after the call graph: the functions each kernel reaches
    Pass("flush_modes", flush_modes, when=lambda ctx: ctx.options.flush_modes and ctx.module.lowering is None),
)


# --------------------------------------------------------------------- function passes
# the translator of each lowering (KernelInfo.lowering); it declares the kernel's LLVM
# function, whose signature is the lowering's
KERNEL_TRANSLATORS = {
    "thread loop": FunctionTranslator,
    "regions": RegionTranslator,
    "coroutine": CoroutineTranslator,
}


def declare(ctx):
    """The function's translator and LLVM function: a kernel's by its lowering; a .func's
    was declared where it was first referenced."""
    mt = ctx.module
    if ctx.kernel:
        ctx.function = KERNEL_TRANSLATORS[ctx.info.lowering].for_kernel(mt, ctx.ast)
    else:
        ctx.function = FunctionTranslator(mt, ctx.ast, mt.llvm_function(ctx.name), "func")
    ctx.function.flushes = ctx.name in mt.flushing


def resolve_names(ctx):
    """Registers, labels and variables by their keys in the function's scopes."""
    fn = ctx.ast
    names = {p.name: p.name for p in fn.params}
    names.update({r.name: r.name for r in fn.returns})
    ctx.function.scope = resolve(fn, names)


def find_register_tiles(ctx):
    """A region kernel whose inner loop is a thread's register tile keeps its loops whole
    and reads its vector loads whole (register_tiles.py)."""
    ctx.function.register_tile = register_tile_found(ctx.function.scope.statements)


def step_loops(ctx):
    ft = ctx.function
    ft.scope.statements = regions.loop_steps(ft.scope.statements, ft.scope.labels, ft.step_inductions, ft.turned)


def count_inductions(ctx):
    counted_inductions.rewrite(ctx.function.scope, WARP_SYNC_OPCODES)


def find_constants(ctx):
    ctx.function.constants = constant_registers(ctx.function.scope)


def chain_shuffles(ctx):
    ft = ctx.function
    ft.scope.statements, ft.chains = shuffle_chains.insert_chain_ends(ft.scope.statements, ft.scope.registers,
                                                                      ft.constants, ft.flushes)


def liveness(ctx):
    ctx.function.site_live = live_across(ctx.function.scope, WARP_SYNC_OPCODES)


def resume_reads(ctx):
    ctx.function.site_reads = read_after_resume(ctx.function.scope, WARP_SYNC_OPCODES)


def predicate_hammocks(ctx):
    ft = ctx.function
    # a region kernel computes its constant registers again in every region: their one
    # writer each must stay unguarded
    keep = set(ft.constants) if ft.kind == "region" else set()
    ft.scope.statements = hammocks.predicate(ft.scope.statements, ft.constants, keep)


def nan_payloads(ctx):
    ft = ctx.function
    ft.nan_at_store = nan_payload.canonical_at_stores(ft.scope)
    ft.nan_unseen = nan_payload.payload_free(ft.scope) | ft.nan_at_store
    # (after those two: it takes what they leave, and adds instructions to the body)
    ft.nan_unseen |= nan_payload.canonical_on_edges(ft.scope, ft.nan_at_store)


def emit(ctx):
    ctx.function.emit()


def emit_region_group(ctx):
    """The loop that runs a released group of threads through the region function, and
    for kernels with the simplest collectives their own block scheduler."""
    ft, mt = ctx.function, ctx.module
    ctx.region_group, ctx.region_driver = region_lowering.emit_group_and_driver(mt.module, ctx.name, ft,
                                                                                 ctx.independent_threads)


def emit_entry(ctx):
    """The kernel's exported entry: its blocks one after the other in a worker's scratch."""
    mt, ft, info = ctx.module, ctx.function, ctx.info
    if info.regions:
        kernel_abi.emit_entry(mt.module, ctx.name, ft.llfn, True, info.param_size,
                              regions=(ctx.region_group, ft.region_bytes, ctx.region_driver, ft.region_scalar_bytes),
                              flushes=ft.flushes)
    else:
        kernel_abi.emit_entry(mt.module, ctx.name, ft.llfn, info.coroutine, info.param_size,
                              independent_threads=ctx.independent_threads, flushes=ft.flushes)


def _region(ctx):
    return ctx.function.kind == "region"


def _simple_region(ctx):
    return _region(ctx) and ctx.function.simple_collectives


FUNCTION_PASSES = (
    Pass("declare", declare),
    Pass("resolve_names", resolve_names),
    # the loop and induction rewrites, the chains and the region emission that follow
    # are for region kernels run by their own scheduler
    Pass("find_register_tiles", find_register_tiles, when=_simple_region),
    Pass("step_loops", step_loops,
         when=lambda ctx: _simple_region(ctx) and ctx.options.loop_steps and not ctx.function.register_tile),
    # after the steps: the loops it rewrites have barriers, which steps leave alone
    Pass("count_inductions", count_inductions, when=_simple_region),
    # after the rewrites of loops (their inductions may become constant); the chains'
    # steps have no operands and hammocks leaves these registers' writers unguarded, so
    # they hold for the body as emitted
    Pass("find_constants", find_constants),
    Pass("chain_shuffles", chain_shuffles, when=lambda ctx: _simple_region(ctx) and ctx.options.shuffle_chains),
    # before hammocks: a guarded write kills nothing in liveness, so a register that a
    # hammock writes and reads under its guard would count as live from the kernel's
    # start; hammocks add no suspension and change nothing around one
    Pass("liveness", liveness, when=_region),
    Pass("predicate_hammocks", predicate_hammocks),
    # after hammocks: the guarded writes they leave are what the NaN analyses see emitted
    Pass("nan_payloads", nan_payloads),
    # last before emit: it must see every instruction emitted, the guarded writes that
    # hammocks leave included (they read the old value: function.store)
    Pass("resume_reads", resume_reads, when=_region),
    Pass("emit", emit),
    # after the region function: the group loop inlines it and reads what it found
    Pass("emit_region_group", emit_region_group, when=lambda ctx: ctx.kernel and _region(ctx)),
    Pass("emit_entry", emit_entry, when=lambda ctx: ctx.kernel),
)


# ------------------------------------------------------------------------ the driver
def prepare(mt, options: Options, only=None, observe=None) -> dict:
    """The module passes for the kernels `only` (default: every kernel) and what they
    reach; returns {kernel: KernelInfo} (no code emitted)."""
    roots = [n for n, f in mt.functions.items() if f.is_kernel and f.has_body] if only is None else list(only)
    for name in roots:
        fn = mt.functions.get(name)
        if fn is None or not (fn.is_kernel and fn.has_body):
            raise KeyError(f"no kernel named {name!r}")
    mt.roots = roots
    mt.reach = mt.reachable(roots) if only is not None else None
    run_passes(MODULE_PASSES, Context(mt, options), observe)
    return mt.kernel_infos


def translate(mt, options: Options, only=None, observe=None) -> list:
    """Emit the kernels named in `only` (default: every kernel prepared) and every .func
    they reach, into `mt.module`; returns the kernels' names."""
    if not hasattr(mt, "kernel_infos"):
        prepare(mt, options, only, observe)
    wanted = list(mt.kernel_infos) if only is None else list(only)
    for name in wanted:
        independent = mt.lowering is None and mt.no_private_memory(mt.functions[name])
        run_passes(FUNCTION_PASSES, Context(mt, options, name, kernel=True, independent_threads=independent), observe)
    # every .func referenced so far (called, or its address taken), until closed; those
    # with collectives were inlined into their kernels
    done: set = set()
    while True:
        pending = [n for n in mt.referenced_functions() if n not in done]
        if not pending:
            if mt.flushing:
                mark_functions(mt.module)
            return wanted
        for name in pending:
            done.add(name)
            fn = mt.functions[name]
            if fn.has_body and name not in mt.sync_funcs:
                run_passes(FUNCTION_PASSES, Context(mt, options, name), observe)
