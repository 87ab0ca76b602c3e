"""Translate a parsed PTX module (zluda.ptx.ast.Module) into one LLVM IR module.

`translate` and `ModuleTranslator` are the entry points; the passes and their order are
in `pipeline`. A ModuleTranslator holds what is module-wide: the AST, the LLVM module,
the layout of module variables (.global/.const become LLVM globals, exported so the
runtime can find and write them; .shared variables get offsets in the block's shared
window, dynamic `.extern .shared` arrays after them), the call graph, and the LLVM
functions of the .funcs referenced so far.
"""

from __future__ import annotations

import gc
import struct
import threading
from dataclasses import dataclass, field

import numpy as np
from llvmlite import ir

from zluda.ptx import ast

from .dispatch import EMITTERS
from .errors import TranslateError, UnsupportedError
from .irutil import ENV_TYPES
from . import addr32, device_runtime, pipeline
from .meta import KernelInfo
from .opcodes import SYNC_OPCODES
from .options import Options
from .scope import STATIC_SPACES
from .ptxtypes import I8, I64, PTR, VOID, ptx_type


@dataclass
class Translation:
    ir_text: str
    kernels: dict
    static_shared: int
    globals: dict = field(default_factory=dict)   # name -> (state space, size)
    address_size: int = 64
    global_init: dict = field(default_factory=dict)  # runtime-allocated variables (see global_prefix)


@dataclass
class DeviceLowering:
    """How another device replaces parts of the CPU lowering, chosen per module.

    coroutines: False when the device executes barriers and warp collectives itself
    (every kernel becomes a plain per-thread function); emitters: opcode -> emitter,
    replacing `dispatch.EMITTERS` entries; special: special register -> reader,
    replacing `special.SPECIAL` entries; runtime_calls: device-runtime function name ->
    emitter, replacing `emit_control.RUNTIME_CALLS` entries; function_attributes: added to every function
    the translator defines (e.g. `convergent` where warps execute in lockstep)."""
    name: str
    coroutines: bool = True
    emitters: dict = field(default_factory=dict)
    special: dict = field(default_factory=dict)
    runtime_calls: dict = field(default_factory=dict)
    function_attributes: tuple = ()


class NeedsWholeModule(Exception):
    """A module whose variables hold function addresses is compiled as one unit."""


class ModuleTranslator:
    def __init__(self, mod: ast.Module, global_prefix: str | None = None, lowering=None, regions=True,
                 options: Options | None = None):
        """global_prefix: .global/.const variables are not defined in the IR but
        referenced as external symbols `<prefix><name>` that the runtime allocates
        (so kernels compiled separately share them); their contents go to `global_init`.

        lowering: another device's lowering (see `DeviceLowering`); None is this CPU's.
        options: the switches that change the generated code (default: as the environment
        sets them); regions=False turns the region lowering off on top of them (every
        barrier kernel a coroutine: cheaper to build, the baseline tier)."""
        self.options = options or Options.from_environment()
        if not regions:
            self.options = Options(**{**self.options.__dict__, "regions": False})
        self.ast = mod
        self.global_prefix = global_prefix
        self.lowering = lowering
        self.emitters = {**EMITTERS, **lowering.emitters} if lowering else EMITTERS
        self.special_registers = lowering.special if lowering else {}
        self.runtime_calls = lowering.runtime_calls if lowering else {}
        # name -> {"space", "size", "align", "data": its initial bytes, less the trailing
        # zeros (the runtime's memory for a variable starts zeroed)}
        self.global_init: dict = {}
        self.address_size = mod.address_size
        self.module = ir.Module(name=mod.filename)
        self.functions = {}
        for item in mod.items:
            if isinstance(item, ast.Function):
                if item.name not in self.functions or item.has_body:
                    self.functions[item.name] = item
        self.globals: dict = {}        # name -> (space, llvm global or shared offset)
        self.global_sizes: dict = {}
        self.shared_offsets: dict = {}
        self.static_shared_size = 0
        self._func_llvm: dict = {}
        self.sync_funcs: set = set()    # .funcs that reach a collective (inlined into their kernels)
        self.roots: list = []           # the kernels asked for (pipeline.prepare)
        self.reach = None               # the functions they reach, or None for all
        self.flushing: set = set()      # kernels and .funcs that run with the CPU's flush modes (flush_mode)
        self._local_frames = None       # addr32.Frames of a 32-bit module, once asked for
        self._address_taken = None      # addr32.address_taken of a 32-bit module, once asked for

    # ------------------------------------------------------------- layout
    def var_size_align(self, var: ast.Variable):
        if var.type in ast.OPAQUE_TYPES:
            # a texture, sampler or surface reference: a slot for the handle of the object
            # the driver API binds to it (zluda/runtime/texture_api.py: cuModuleGetTexRef)
            count = 1
            for d in var.array:
                count *= d or 1
            return 8 * count, 8
        t = ptx_type(var.type)
        if t is None:
            raise UnsupportedError(var.loc, f"variable of type .{var.type}")
        elem = t.bytes * (var.vector or 1)
        count = 1
        for d in var.array:
            if d is None:
                count = 0
                break
            count *= d
        align = var.align or elem
        return elem * count, align

    def layout(self, functions=None):
        """Module variables, then the statics declared inside `functions` (names; default
        every defined function). Kernels compiled one at a time lay out only what they
        reach, so a module's other bodies are never parsed for them."""
        for item in self.ast.items:
            if isinstance(item, ast.Variable):
                self._place_static(item)
        names = [n for n, f in self.functions.items() if f.has_body] if functions is None else functions
        for name in names:
            for st in ast.iter_statements(self.functions[name].body):
                if isinstance(st, ast.Variable) and st.state_space in STATIC_SPACES:
                    self._place_static(st)
        # dynamic shared arrays (`.extern .shared x[]`) all start after the static ones
        dyn_start = (self.static_shared_size + 15) // 16 * 16
        for name, off in list(self.shared_offsets.items()):
            if off is None:
                self.shared_offsets[name] = dyn_start
                self.globals[name] = ("shared", dyn_start)
        self.static_shared_size = dyn_start

    def reachable(self, roots):
        """Functions reachable from `roots`: called directly, or whose address is taken."""
        seen, todo = [], list(roots)
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.append(name)
            fn = self.functions[name]
            if not fn.has_body:
                continue
            for ins in fn.instructions():
                for sym in _symbols(ins.operands):
                    if sym in self.functions and sym not in seen:
                        todo.append(sym)
        return [n for n in seen if self.functions[n].has_body]

    def _place_static(self, var: ast.Variable):
        if var.name in self.globals:
            return
        space = var.state_space
        size, align = self.var_size_align(var)
        if size == 0 and var.init is not None and var.array and var.array[0] is None:
            size = self._init_count(var.init) * (ptx_type(var.type).bytes * (var.vector or 1))
        if space == "shared":
            if var.init is not None:
                raise TranslateError(var.loc, ".shared variables cannot be initialised")
            if var.linkage == "extern" or (var.array and var.array[-1] is None):
                self.shared_offsets[var.name] = None
                return
            off = (self.static_shared_size + align - 1) // align * align
            self.shared_offsets[var.name] = off
            self.globals[var.name] = ("shared", off)
            self.static_shared_size = off + size
        elif space in ("global", "const", "tex"):
            space = "global" if space == "tex" else space   # `.tex .u64 t`: the old texref spelling
            data = self._initial_bytes(var, size)
            if var.linkage == "extern" and var.init is None and size == 0:
                raise UnsupportedError(var.loc, f"extern .{space} variable {var.name} without definition")
            if self.global_prefix is not None:
                if isinstance(data, list):
                    raise NeedsWholeModule(var.name)
                gv = ir.GlobalVariable(self.module, ir.ArrayType(I8, max(size, 1)),
                                       name=self.global_prefix + var.name)
                gv.align = max(align, 16)
                gv.type = PTR  # opaque: accessed with any type
                self.global_init[var.name] = {"space": space, "size": size, "align": max(align, 16),
                                              "data": bytes(data).rstrip(b"\0")}
                self.globals[var.name] = (space, gv)
                self.global_sizes[var.name] = (space, size)
                return
            if isinstance(data, list):
                initializer = ir.Constant(ir.LiteralStructType([d.type for d in data]), data)
            else:
                initializer = _bytes_then_zeros(bytes(data).rstrip(b"\0"), max(size, 1))
            gv = ir.GlobalVariable(self.module, initializer.type, name=var.name)
            gv.align = max(align, 16)
            gv.initializer = initializer
            gv.type = PTR  # opaque: accessed with any type
            self.globals[var.name] = (space, gv)
            self.global_sizes[var.name] = (space, size)
        elif space == "local":
            raise UnsupportedError(var.loc, "module-scope .local variable")
        else:
            raise UnsupportedError(var.loc, f"module-scope .{space} variable")

    @staticmethod
    def _init_count(init):
        """Scalars in an initialiser (sizes an unsized array `x[] = {...}`)."""
        if isinstance(init, ast.InitList):
            return sum(ModuleTranslator._init_count(i) for i in init.items)
        return 1

    def _initial_bytes(self, var, size):
        """The initialiser's bytes (a variable's size is never materialised: the rest is
        zeros), or a list of constants where it holds addresses."""
        if var.init is None or var.type in ast.OPAQUE_TYPES:
            return b""   # (a sampler's fields are for independent mode, which is refused)
        t = ptx_type(var.type)
        flat = []

        def walk(x):
            if isinstance(x, ast.InitList):
                for y in x.items:
                    walk(y)
            else:
                flat.append(x)
        walk(var.init)
        if any(isinstance(x, ast.SymbolRef) for x in flat):
            return self._initial_struct(var, t, flat, size)
        out = bytearray()
        for x in flat:
            out += self._scalar_bytes(x, t, var)
        if len(out) > size:
            raise TranslateError(var.loc, f"initialiser of {var.name} is larger than the variable")
        return bytes(out)

    def _scalar_bytes(self, x, t, var):
        if isinstance(x, ast.IntImm):
            return (x.value & ((1 << t.bits) - 1)).to_bytes(t.bytes, "little")
        if isinstance(x, ast.FloatImm):
            if t.name == "f32":
                with np.errstate(over="ignore"):   # a double literal beyond f32 is inf, as in ptxas
                    return np.float32(x.value).tobytes()
            if t.name == "f64":
                return struct.pack("<d", x.value)
            if t.name == "f16":
                return np.float16(x.value).tobytes()
            return (x.bits & ((1 << t.bits) - 1)).to_bytes(t.bytes, "little")
        raise TranslateError(var.loc, f"unsupported initialiser {x!r}")

    def _initial_struct(self, var, t, flat, size):
        if t.bits != 64 and self.address_size == 64:
            raise UnsupportedError(var.loc, "address initialisers need a 64-bit element type")
        elems = []
        for x in flat:
            if isinstance(x, ast.SymbolRef):
                target = self.globals.get(x.name)
                fn = self.functions.get(x.name)
                if target is not None and target[0] in ("global", "const"):
                    ref = target[1]
                elif fn is not None:
                    ref = self.llvm_function(fn.name)
                else:
                    raise TranslateError(x.loc, f"initialiser refers to unknown symbol {x.name}")
                c = ref.ptrtoint(I64)
                if x.offset:
                    c = c.add(ir.Constant(I64, x.offset)) if hasattr(c, "add") else c
                elems.append(c)
            else:
                elems.append(ir.Constant(I64, int.from_bytes(self._scalar_bytes(x, t, var), "little")))
        if len(elems) * 8 < size:
            elems.append(ir.Constant(ir.ArrayType(I8, size - len(elems) * 8), None))   # zeroinitializer
        return elems

    # ------------------------------------------------------------- lookups
    def global_symbol(self, name):
        g = self.globals.get(name)
        if g is not None:
            return g
        if name in self.shared_offsets:
            return ("shared", self.shared_offsets[name])
        fn = self.functions.get(name)
        if fn is not None and fn.has_body and not fn.is_kernel:
            return ("func", self.llvm_function(name))
        return None

    def kernel_name_constant(self, name):
        """What a kernel's address is in generated code: a constant holding its name
        (device_runtime's contract; the device runtime finds the kernel by it)."""
        symbol = device_runtime.KERNEL_NAME_PREFIX + name
        existing = self.module.globals.get(symbol)
        if existing is not None:
            return existing
        data = name.encode() + b"\0"
        constant = ir.GlobalVariable(self.module, ir.ArrayType(I8, len(data)), symbol)
        constant.initializer = ir.Constant(ir.ArrayType(I8, len(data)), bytearray(data))
        constant.global_constant = True
        constant.linkage = "private"
        return constant

    def function_static(self, fn, var):
        return self.global_symbol(var.name)

    def local_frames(self) -> addr32.Frames:
        """32-bit modules: each reached function's .local variables in a thread's local block."""
        if self._local_frames is None:
            names = self.reach if self.reach is not None else [n for n, f in self.functions.items() if f.has_body]
            self._local_frames = addr32.layout(self.functions, names, self._callees, self.var_size_align)
        return self._local_frames

    def address_taken(self) -> list:
        """32-bit modules: the reached functions whose address is taken (indirect callees)."""
        if self._address_taken is None:
            names = self.reach if self.reach is not None else [n for n, f in self.functions.items() if f.has_body]
            self._address_taken = [n for n in addr32.address_taken(self.functions, names)
                                   if not self.functions[n].is_kernel]
        return self._address_taken

    def passes_local_block(self) -> bool:
        """Whether called functions take the thread's local block as a last argument."""
        return self.address_size == 32 and self.local_frames().size > 0

    def function_decl(self, name):
        return self.functions.get(name)

    def param_layout(self, fn):
        offsets, off = [], 0
        for p in fn.params:
            size, align = self.var_size_align(p)
            if p.type in ("u64", "b64", "s64") or (p.ptr_space and self.address_size == 64):
                align = max(align, 8)
            off = (off + align - 1) // align * align
            offsets.append(off)
            off += size
        return offsets, off

    def float_literal_bits(self, op, tname):
        v = op.value
        if tname == "f16":
            return int(np.array(v, dtype=np.float32).astype(np.float16).view(np.uint16))
        # bf16 written as a float literal: round the f32 value to nearest-even
        bits = int(np.array(v, dtype=np.float32).view(np.uint32))
        if (bits & 0x7F800000) == 0x7F800000 and bits & 0x7FFFFF:
            return 0x7FFF
        return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF

    # ------------------------------------------------------------- call graph
    def _callees(self, fn):
        out = set()
        for ins in fn.instructions():
            if ins.opcode == "call":
                for op in ins.operands:
                    if isinstance(op, ast.Symbol) and op.name in self.functions:
                        out.add(op.name)
                        break
        return out

    def analyse_calls(self, names=None):
        names = list(self.functions) if names is None else names
        uses_sync = {}
        callees = {}
        for name in names:
            fn = self.functions[name]
            if not fn.has_body:
                uses_sync[name] = False
                callees[name] = set()
                continue
            uses_sync[name] = any(i.opcode in SYNC_OPCODES for i in fn.instructions())
            callees[name] = self._callees(fn)
        changed = True
        while changed:
            changed = False
            for name in names:
                if not uses_sync[name] and any(uses_sync.get(c) for c in callees[name]):
                    uses_sync[name] = True
                    changed = True
        if self.lowering is not None and not self.lowering.coroutines:
            # the device has barriers and warp collectives of its own: no kernel needs
            # to run as a coroutine, no function needs to be inlined into one
            uses_sync = dict.fromkeys(uses_sync, False)
        self.uses_sync = uses_sync
        self.sync_funcs = {n for n, v in uses_sync.items() if v and not self.functions[n].is_kernel}
        self._callees_of = callees

    def needs_inline(self, name):
        return name in self.sync_funcs

    def llvm_function(self, name):
        f = self._func_llvm.get(name)
        if f is None:
            fn = self.functions[name]
            nptr = len(fn.returns) + len(fn.params) + self.passes_local_block()
            f = ir.Function(self.module, ir.FunctionType(VOID, ENV_TYPES + [PTR] * nptr),
                            name=f"__zk_func_{name}")
            f.linkage = "internal"
            self.device_attributes(f)
            self._func_llvm[name] = f
        return f

    def device_attributes(self, f):
        for attribute in self.lowering.function_attributes if self.lowering else ():
            f.attributes.add(attribute)

    # ------------------------------------------------------------- driver
    def kernel_headers(self):
        """{kernel: KernelInfo} from the headers and module variables only (no body is
        parsed; `coroutine` is None until a kernel is translated)."""
        self.layout(functions=[])
        return {name: self.kernel_info(fn, None) for name, fn in self.functions.items()
                if fn.is_kernel and fn.has_body}

    def kernel_info(self, fn, coroutine):
        offsets, size = self.param_layout(fn)
        req = fn.directive("reqntid")
        mx = fn.directive("maxntid")
        return KernelInfo(
            name=fn.name,
            params=[(p.name, p.type, off, self.var_size_align(p)[0]) for p, off in zip(fn.params, offsets)],
            param_size=size, coroutine=coroutine,
            reqntid=tuple(req.values) if req else None, maxntid=tuple(mx.values) if mx else None)

    def referenced_functions(self) -> list:
        """The .funcs referenced so far (called, or their address taken)."""
        return list(self._func_llvm)

    @staticmethod
    def no_private_memory(fn) -> bool:
        """Whether a kernel's threads have no memory of their own: in a thread loop, such
        memory is one buffer that every iteration reuses, so the threads are then not
        independent iterations."""
        for s in ast.iter_statements(fn.body or ()):
            if isinstance(s, ast.Variable) and s.state_space in PRIVATE_MEMORY_SPACES:
                return False
            if isinstance(s, ast.Instruction) and s.opcode in PRIVATE_MEMORY_OPCODES:
                return False
        return True

    # ------------------------------------------------------------- the pipeline
    def prepare(self, only=None, observe=None):
        """The module passes for the kernels `only` (default: all) and what they reach;
        returns {kernel: KernelInfo} (no code emitted). `observe`: see
        pipeline.run_passes."""
        return pipeline.prepare(self, self.options, only, observe)

    def translate(self, only=None, observe=None) -> Translation:
        """Emit the kernels named in `only` (default: all) and every function they reach
        (once: the module is taken apart after it is printed, see _dismantle)."""
        if self.module is None:
            raise RuntimeError("internal: a ModuleTranslator translates once")
        with _cyclic_gc_paused():
            wanted = pipeline.translate(self, self.options, only, observe)
            text = str(self.module)
        _dismantle(self.module)
        self.module = None
        return Translation(ir_text=text, kernels={k: self.kernel_infos[k] for k in wanted},
                           static_shared=self.static_shared_size,
                           globals=dict(self.global_sizes), address_size=self.address_size,
                           global_init=dict(self.global_init))


# a variable up to this size is one plain byte array, zeros written out (the form LLVM
# folds loads from most readily); a larger one ends in a zeroinitializer, so a 2 GiB
# variable costs no 2 GiB of IR text
PLAIN_CONSTANT_BYTES = 64 * 1024


def _bytes_then_zeros(data: bytes, size: int) -> ir.Constant:
    """A `size`-byte constant that starts with `data` and is zero after it."""
    if size <= PLAIN_CONSTANT_BYTES:
        return ir.Constant(ir.ArrayType(I8, size), bytearray(data) + bytearray(size - len(data)))
    zeros = ir.ArrayType(I8, size - len(data))
    if not data:
        return ir.Constant(zeros, None)
    head = ir.Constant(ir.ArrayType(I8, len(data)), bytearray(data))
    if len(data) == size:
        return head
    return ir.Constant(ir.LiteralStructType([head.type, zeros], packed=True), [head, ir.Constant(zeros, None)])


def _dismantle(module: ir.Module):
    """Cut the references between a translated module's functions, blocks and
    instructions (each points to its parent): its tens of thousands of objects are then
    freed as the last reference goes, where as cycles they waited for the cyclic
    collector, whose collections after each translation traversed them all (a third of
    the time of translating a large module's kernels one by one: docs/translator.md)."""
    for fn in list(module.functions):
        for blk in fn.blocks:
            for ins in blk.instructions:
                ins.operands = []
                ins.parent = None
            blk.instructions = []
            blk.parent = None
        fn.blocks = []
        fn.parent = None
    for g in module.globals.values():
        g.parent = None
    module.globals.clear()
    module.scope = None
    for md in list(module.metadata) + list(getattr(module, "_metadatacache", {}).values()):
        md.parent = None
    module.metadata = []
    module.namedmetadata = {}
    if hasattr(module, "_metadatacache"):
        module._metadatacache = {}


class _cyclic_gc_paused:
    """Python's cyclic collector off while translations run (where it was on): a kernel's
    translation allocates tens of thousands of objects (llvmlite's IR, in reference
    cycles), and each collection they triggered traversed everything alive, a large
    module's AST included: ~25 % of the translation time. Their garbage is collected
    afterwards, by the next collection."""

    _lock = threading.Lock()
    _active = 0          # translations running (several threads may translate)
    _turned_off = False  # whether the first of them turned the collector off

    def __enter__(self):
        cls = _cyclic_gc_paused
        with cls._lock:
            if cls._active == 0:
                cls._turned_off = gc.isenabled()
                if cls._turned_off:
                    gc.disable()
            cls._active += 1

    def __exit__(self, *exc):
        cls = _cyclic_gc_paused
        with cls._lock:
            cls._active -= 1
            if cls._active == 0 and cls._turned_off:
                gc.enable()


# what gives a thread memory of its own (ModuleTranslator.no_private_memory)
PRIVATE_MEMORY_SPACES = ("local", "param")
PRIVATE_MEMORY_OPCODES = ("call", "alloca", "stacksave", "stackrestore")


def _symbols(operands):
    """Names of every Symbol in an operand tree."""
    for op in operands:
        if isinstance(op, ast.Symbol):
            yield op.name
        elif isinstance(op, ast.Address) and isinstance(op.base, ast.Symbol):
            yield op.base.name
        elif isinstance(op, (ast.ParenList, ast.TexAddress)):
            yield from _symbols(op.items)
        elif isinstance(op, ast.Vector):
            yield from _symbols(op.elements)


def translate(mod: ast.Module, only=None, global_prefix=None, lowering=None, regions=True,
              options: Options | None = None) -> Translation:
    return ModuleTranslator(mod, global_prefix, lowering, regions, options).translate(only)
