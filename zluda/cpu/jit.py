"""LLVM JIT for the CPU backend: host target machine, optimisation pipeline, object code.

Compiled object code is what the disk cache stores, so the pipeline is split in two
steps: `compile_to_object` (`parse` + verify, `run_pipeline` incl. CoroSplit, `codegen`;
separate so that the bench can time each) and `LoadedObject` (link object code into an
MCJIT engine, resolve symbols).
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import os
import re
import threading
from dataclasses import dataclass

import llvmlite.binding as llvm
from llvmlite.binding import ffi

from zluda import config
from zluda.fatbin import function_symbols
from zluda.translate.meta import SCHEDULER, TEXTURE_FUNCTIONS, strip_metadata

_init_lock = threading.Lock()
_initialised = False


def _initialise() -> None:
    global _initialised
    with _init_lock:
        if _initialised:
            return
        # llvm.initialize() raises in llvmlite 0.50; the native parts are enough here
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        llvm.initialize_native_asmparser()
        # Thread loops read a thread's float4 / x128 (ld.global.v4) as an interleaved group
        # of four: under a condition (`if (i < n)`), as nearly every kernel has, LLVM's x86
        # default was 16 gathers and 16 scatters per vector iteration of adamw (masked wide
        # loads and shuffles instead; docs/performance-notes.md has the measurement)
        llvm.set_option("", "-enable-masked-interleaved-mem-accesses")
        _unserialise_own_contexts()
        _initialised = True


class CompileError(Exception):
    """The generated IR did not verify or could not be compiled."""


@dataclass(frozen=True)
class Tier:
    """How hard one compilation tries: `passes` (llvmlite's module pass adders, run first)
    then the pass builder's default pipeline at `speed_level` (it lowers coroutines at
    every level, O0 included), then codegen at `codegen_opt`. `inline_budget` (lines of
    IR, 0: no limit): an alwaysinline function whose body times its call sites exceeds it
    stays out of line (the translator's alwaysinline asks for faster code, correctness
    does not need it). `regions`: whether barrier kernels are translated as region
    functions (zluda/translate/regions.py) or kept as coroutines, the cheaper IR."""
    name: str
    passes: tuple
    speed_level: int
    vectorise: bool
    codegen_opt: int
    inline_budget: int = 0
    regions: bool = True


# baseline: the first launch's code, cheapest to build: barrier kernels stay coroutines
# (region IR is ~2.5x larger and took ~6x the LLVM time of the bench kernels' coroutines,
# and at this pipeline it ran only ~1.2x faster); quick: the same pipeline over region
# code; full: O3 with loop and SLP vectorisation, what a hot kernel runs (see README,
# "Compilation tiers")
_QUICK_PASSES = ("always_inliner", "sroa", "instruction_combine", "simplify_cfg")
TIERS = {t.name: t for t in (
    # inlining costs ~1 us per line cloned: llama's solve_tri kernels call a 48k-line
    # region function at 320 sites (13-16 s each, 0.4 s kept out of line); the bench
    # kernels' largest is layernorm's, 3.5k lines at 28 sites
    Tier("baseline", _QUICK_PASSES, 0, False, 0, inline_budget=500_000, regions=False),
    Tier("quick", _QUICK_PASSES, 0, False, 0, inline_budget=500_000),
    Tier("full", (), 3, True, 3),
)}

# per thread: compilations run on several threads at once (the background tier-up, a
# module's kernels in parallel) and LLVM's target machines are not thread-safe
_tms = threading.local()
# LLVM contexts are not thread-safe either: one per thread, never disposed (a module or JIT
# engine disposed after its context, as a garbage-collected cycle may order it, crashes)
_contexts = threading.local()
_all_contexts = []


def _context():
    ctx = getattr(_contexts, "ctx", None)
    if ctx is None:
        ctx = _contexts.ctx = llvm.create_context()
        _all_contexts.append(ctx)   # outlives its thread
    return ctx


@functools.cache
def _host() -> tuple:
    """(triple, CPU name, feature string): asking LLVM costs ~1 ms, once per loaded object before."""
    _initialise()
    return llvm.get_process_triple(), llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten()


def _new_target_machine(opt: int = 3):
    _, cpu, features = _host()
    target = llvm.Target.from_default_triple()
    # default relocation model asserts inside MCJIT with the default code model
    return target.create_target_machine(cpu=cpu, features=features, opt=opt, reloc="pic", codemodel="small", jit=True)


def target_machine(opt: int = 3):
    """Target machine for this host's CPU (name + features), small code model, PIC, at
    codegen level `opt`. This thread's, for optimisation/codegen; every JIT engine gets its
    own (it takes ownership)."""
    machines = _tms.__dict__
    if opt not in machines:
        machines[opt] = _new_target_machine(opt)
    return machines[opt]


def target_key() -> str:
    """Identifies the code this host produces: triple, CPU name and feature string."""
    return "|".join(_host())


def _has_unsplit_coroutines(mod) -> bool:
    # a split coroutine leaves no coro intrinsic declared (printing the module to look
    # for the name, as before, cost more than verifying it; walking its functions took
    # ~70 calls into LLVM, each of which waits for the GIL while another thread translates)
    try:
        mod.get_function("llvm.coro.begin")
    except NameError:
        return False
    return True


def parse(ir_text: str):
    """Parse and verify generated IR for this host (a ModuleRef, in this thread's context:
    compilations run on several threads)."""
    check_external_functions(ir_text)
    return _parse(ir_text)


def _parse(ir_text: str):
    tm = target_machine()
    try:
        mod = llvm.parse_assembly(ir_text, _context())
        mod.verify()
    except RuntimeError as exc:
        raise CompileError(f"generated LLVM IR is invalid: {exc}") from None
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    return mod


def run_pipeline(mod, tier: str = "full"):
    """Optimise a parsed module in place at `tier` (and return it).

    CoroSplit only runs through the pass builder's module pipeline; an unsplit coroutine
    would abort the whole process in codegen, so that is checked before codegen.
    """
    t = TIERS[tier]
    pto = llvm.create_pipeline_tuning_options(speed_level=t.speed_level)
    pto.loop_vectorization = t.vectorise
    # SLP vectorisation was a large part of the optimisation time of a llama.cpp
    # flash-attention kernel (a coroutine: mma is a warp collective) and most of what it could pair there
    # is one lane's scalar code; thread-loop kernels get their vectors from the loop vectoriser
    pto.slp_vectorization = t.vectorise and not _has_unsplit_coroutines(mod)
    tm = target_machine(t.codegen_opt)
    if t.passes:
        first = llvm.create_new_module_pass_manager()
        for name in t.passes:
            getattr(first, f"add_{name}_pass")()
        first.run(mod, llvm.create_pass_builder(tm, pto))
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(mod, pb)
    if _has_unsplit_coroutines(mod):
        raise CompileError("coroutines were not split by the pass pipeline; refusing codegen")
    try:
        mod.verify()
    except RuntimeError as exc:
        raise CompileError(f"optimised LLVM IR is invalid: {exc}") from None
    return mod


_ALWAYS_INLINE = re.compile(r'^(define [^@\n]*(@"?[\w.$]+"?)\([^\n]*?) alwaysinline\b', re.M)


def _limit_inlining(ir_text: str, budget: int) -> str:
    """`ir_text` with alwaysinline dropped where inlining would clone more than `budget`
    lines of IR (the function's body at each of its call sites)."""
    def keep_or_drop(m):
        body = ir_text.count("\n", m.end(), ir_text.index("\n}", m.end()))
        calls = ir_text.count(m.group(2) + "(") - 1   # all but the definition
        return m.group(1) if body * calls > budget else m.group(0)
    return _ALWAYS_INLINE.sub(keep_or_drop, ir_text)


# annotations that assert facts LLVM cannot check: instruction attachments (`, !tbaa !7`)
# and the loop metadata that declares iterations independent
_UNCHECKED_METADATA = re.compile(
    r", !(?:noalias|alias\.scope|tbaa|llvm\.access\.group|llvm\.loop|invariant\.load|range|dereferenceable"
    r"|nonnull|align|noundef) !\d+")


def strip_unchecked_metadata(ir_text: str) -> str:
    """`ir_text` without the annotations (ZLUDA_CPU_STRIP_METADATA: a sound translation
    computes the same results without them)."""
    return _UNCHECKED_METADATA.sub("", ir_text)


def optimise(ir_text: str, tier: str = "full", check_symbols: bool = True):
    """Parse, verify and optimise (outside llvmlite's lock: _own_context). Returns the
    optimised llvm ModuleRef. `check_symbols`: whether this process, which is to load the
    code, checks that it can resolve the functions the code calls (the compile server
    compiles for another process, which checked them)."""
    if strip_metadata():
        ir_text = strip_unchecked_metadata(ir_text)
    if TIERS[tier].inline_budget:
        ir_text = _limit_inlining(ir_text, TIERS[tier].inline_budget)
    if check_symbols:
        check_external_functions(ir_text)
    with _own_context():
        return run_pipeline(_parse(ir_text), tier)


def codegen(mod, tier: str = "full") -> bytes:
    return target_machine(TIERS[tier].codegen_opt).emit_object(mod)


def compile_to_object(ir_text: str, tier: str = "full", check_symbols: bool = True) -> bytes:
    mod = optimise(ir_text, tier, check_symbols)
    with _own_context():
        code = codegen(mod, tier)
        del mod   # disposed here, outside the lock too
        return code


_own = threading.local()


@contextlib.contextmanager
def _own_context():
    """LLVM calls of this thread skip llvmlite's process-wide lock for the duration.

    llvmlite runs every call into LLVM under one lock (state that threads share is not
    thread-safe), so kernels "compiled on several threads" ran their LLVM work one at a
    time, and a first launch's compile waited behind a background O3 recompilation. A
    compilation touches only its thread's context (_context) and target machines
    (target_machine): LLVM allows that on many threads at once. Symbol lookups and
    object loading (process-wide state) stay under the lock."""
    _own.active = True
    try:
        yield
    finally:
        _own.active = False


class _LockUnlessOwnContext:
    """Stands in for the lock inside llvmlite's _LLVMLock (see _own_context)."""

    def __init__(self, inner):
        self._inner = inner

    def acquire(self, *args, **kwargs):
        return True if getattr(_own, "active", False) else self._inner.acquire(*args, **kwargs)

    def release(self):
        if not getattr(_own, "active", False):
            self._inner.release()


def _unserialise_own_contexts() -> None:
    """Install _LockUnlessOwnContext, where llvmlite is laid out as expected (0.50: ffi.lib
    holds an _LLVMLock whose `_lock` is an RLock); otherwise every call stays serialised."""
    outer = getattr(ffi.lib, "_lock", None)
    inner = getattr(outer, "_lock", None)
    if inner is not None and hasattr(inner, "acquire") and not isinstance(inner, _LockUnlessOwnContext):
        outer._lock = _LockUnlessOwnContext(inner)


def define_symbols(symbols: dict) -> None:
    """Make names resolvable for object code loaded afterwards (module variables)."""
    _initialise()
    for name, addr in symbols.items():
        llvm.add_symbol(name, addr)


_resolved = set()   # names found once stay resolvable (symbols are never removed)

# Functions of the support code (zluda.cpu.support) that kernel objects call: resolvable
# without being defined yet, because every loader of a kernel object runs
# `support.ensure()` first, which compiles the support code and defines them (and the
# texture functions of zluda/cpu/texture.c).
SUPPORT_SYMBOLS = (SCHEDULER,)


def _resolvable(name: str) -> bool:
    if name in _resolved or name in SUPPORT_SYMBOLS or name in TEXTURE_FUNCTIONS:
        return True
    if not llvm.address_of_symbol(name):
        try:
            getattr(ctypes.CDLL(None), name)
        except AttributeError:
            return False
    _resolved.add(name)
    return True


# a declared function in generated IR: `declare <type> @name(` or `@"name"(`
_DECLARE = re.compile(r'^declare [^@\n]*@(?:"([^"]+)"|([\w.$]+))\(', re.M)


def check_external_functions(ir_text: str) -> None:
    """A call to a symbol the process cannot resolve would abort at load time: refuse.
    (Read from the IR text: walking the parsed module's functions is several calls
    into LLVM per function.)"""
    for m in _DECLARE.finditer(ir_text):
        name = m.group(1) or m.group(2)
        if not name.startswith("llvm.") and not _resolvable(name):
            raise CompileError(f"generated code needs the symbol {name}, which this process does not provide")


class LoadedObject:
    """Object code linked into its own MCJIT engine; symbol addresses by name."""

    def __init__(self, obj: bytes):
        _initialise()
        backing = llvm.parse_assembly("", _context())
        tm = _new_target_machine()
        backing.triple = tm.triple
        self._engine = llvm.create_mcjit_compiler(backing, tm)
        self._engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
        self._engine.finalize_object()
        if config.get("ZLUDA_PERF_MAP"):
            self._write_perf_map(obj)

    def _write_perf_map(self, obj: bytes) -> None:
        """ZLUDA_PERF_MAP=1: name the translated code for `perf report` (it reads
        /tmp/perf-<pid>.map for code it finds no file for). Functions of one section lie
        at the same distance from each other as in the object, so one exported symbol's
        address places the internal ones (region loops, inlined helpers' copies)."""
        symbols = function_symbols(obj)
        base = {}
        for s in symbols:
            addr = self._engine.get_function_address(s.name) if s.section not in base else 0
            if addr:
                base[s.section] = addr - s.value
        lines = [f"{base[s.section] + s.value:x} {s.size:x} {s.name}\n" for s in symbols
                 if s.section in base and s.size]
        with open(f"/tmp/perf-{os.getpid()}.map", "a") as f:
            f.writelines(lines)

    def address(self, name: str) -> int:
        addr = self._engine.get_function_address(name)
        if not addr:
            addr = self._engine.get_global_value_address(name)
        return addr
