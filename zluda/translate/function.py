"""Emission of one function: registers, operands, control flow, then per-instruction
emission through the family tables (`dispatch.EMITTERS`).

A translated function always receives the *thread environment* as its first arguments:
(launch ptr, block ptr, thread-slot ptr, tid.x, tid.y, tid.z). `FunctionTranslator` emits
a plain per-thread kernel (no barrier or warp collective anywhere) and `.func`s (which
take pointers to their return and parameter buffers after the environment); the two
lowerings of barrier kernels extend it: `region_lowering.RegionTranslator` (a kernel that
`regions` accepts: region functions that run a thread from a resume point to its next
barrier / warp collective) and `coroutine_lowering.CoroutineTranslator` (a coroutine that
suspends at every barrier / warp collective: the exact SIMT path for everything else).
"""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast, legality
from zluda.ptx.types import PtxType

from . import abi, address_split, addr32
from .emit_control import copy_back_returns, param_buffer_for
from .errors import IllegalInstructionError, TranslateError, UnsupportedError
from .flush_mode import knowable_constants
from .hammocks import speculatable
from .irutil import ENV_ARGS, ENV_TYPES, bounded_field, load_parameter_buffer, local_name, no_wrap
from .ptxtypes import F32, F64, I1, I8, I16, I64, PTR, VOID, ptx_type, storage
from .scope import STATIC_SPACES, resolve
from .special import PREDEFINED_CONSTANTS, special_register


# instructions that take a .pred type (everything else that names .pred is malformed:
# ld/st/atom/cvt of predicates do not exist in PTX)
PRED_TYPED = frozenset({"mov", "and", "or", "xor", "not", "vote", "bar", "barrier"})


def check_instruction_types(ins) -> None:
    if "pred" in ins.types and ins.opcode not in PRED_TYPED:
        raise TranslateError(ins.loc, f"{ins.name}: .pred is not a type of {ins.opcode}")


def value_type(t: PtxType) -> ir.Type:
    """How an instruction sees a value of PTX type t (floats as floats, the rest as bits)."""
    if t.name == "f32":
        return F32
    if t.name == "f64":
        return F64
    return storage(t)


class FunctionTranslator:
    def __init__(self, mt, fn: ast.Function, llfn: ir.Function, kind: str):
        self.mt = mt                  # ModuleTranslator: globals, functions, layout
        self.fn = fn
        self.llfn = llfn
        self.kind = kind              # "kernel" | "coro" | "region" | "func"
        self.module = llfn.module
        self.env = dict(zip(ENV_ARGS, llfn.args[:6]))
        self.regs: dict = {}
        self.vars: dict = {}          # name -> (state space, ptr)
        self.blocks: dict = {}
        self.scope = None
        self.cur_loc = fn.loc
        self.carry = None             # i1 alloca: the carry flag of add.cc/addc chains
        self.inline_stack = []        # [(function name, continuation block)] while expanding calls
        self.vector_regs: dict = {}   # vector register name -> its component letters
        self._special_cache: dict = {}
        self._splits: dict = {}          # id(scope) -> (scope, address_split.analyse of it)
        self.cur_statement = None         # the statement being emitted
        self.simple_collectives = False  # a region kernel run by its own simple scheduler
        # what the passes before emission found (pipeline.py)
        self.constants: dict = {}     # dataflow.constant_registers
        self.nan_unseen: set = set()  # f32 registers whose NaNs need not be canonical (nan_payload)
        self.nan_at_store: set = set()  # f32 registers made canonical where stored (nan_payload)
        self.flushes = False          # runs with the CPU's flush modes on: .ftz arithmetic is native (flush_mode)
        self.register_tile = False    # a region kernel whose inner loop is a register tile (register_tiles.py)
        self._knowable: dict = {}     # id(scope) -> (scope, flush_mode.knowable_constants of it)
        self.speculate = None         # a guarded speculatable instruction's guard (hammocks.py)
        self._local_block = None      # 32-bit modules: the thread's local block (addr32)
        self.local32_offsets: dict = {}   # 32-bit modules: .local variable -> offset in that block

    @classmethod
    def for_kernel(cls, mt, fn: ast.Function):
        """The translator of a kernel without collectives, with its LLVM function: the
        per-thread body (env) -> void that the entry's thread loops inline."""
        llfn = ir.Function(mt.module, ir.FunctionType(VOID, ENV_TYPES), name=f"__zk_thread_{fn.name}")
        llfn.linkage = "internal"
        llfn.attributes.add("alwaysinline")
        mt.device_attributes(llfn)
        return cls(mt, fn, llfn, "kernel")

    # ----------------------------------------------------------------- errors
    def error(self, loc, msg):
        return TranslateError(loc or self.cur_loc, msg)

    def unsupported(self, ins, what=None):
        return UnsupportedError(ins.loc, f"unsupported: {what or ins.name}")

    # ----------------------------------------------------------------- setup
    def emit(self):
        """Emit the function's body from `scope` (resolved and rewritten by the passes
        before emission: pipeline.FUNCTION_PASSES)."""
        entry = self.llfn.append_basic_block("entry")
        self.alloca_block = entry
        self._linear_tid = None
        self.b = ir.IRBuilder(entry)
        self.entry_builder = ir.IRBuilder(entry)
        body_start = self.llfn.append_basic_block("body")
        self._setup_params()
        self._before_registers()
        self._declare_registers(self.scope.registers)
        for name, var in self.scope.variables.items():
            self._declare_variable(var)
        self._after_declarations()
        for label in self.scope.labels:
            self.blocks[label] = self.llfn.append_basic_block(local_name(label))
        self.b.position_at_end(body_start)
        self._emit_statements(self.scope.statements)
        if not self.b.block.is_terminated:
            self.emit_return()
        self.entry_builder.position_at_end(entry)
        self._finish_entry(body_start)

    # what the lowerings of barrier kernels (coroutine_lowering, region_lowering) add
    def _before_registers(self):
        """After the parameters, before the registers are declared."""

    def _after_declarations(self):
        """After the registers and variables are declared, still in the entry block."""

    def _finish_entry(self, body_start):
        """The entry block's end, once the body is emitted."""
        self.entry_builder.branch(body_start)

    def _register_stored(self, key, v):
        """Register `key` was just written with `v`."""

    def suspend(self, state: int, keep=()):
        """Record why this thread waits, give control back to the block scheduler, and
        continue here when it resumes the thread. `keep`: integer values computed before
        the suspension that the code after it uses; returns them as valid there."""
        raise self.error(self.cur_loc, "internal: suspension outside a coroutine")

    def emit_loop_step(self, step):
        """A loop step (regions.loop_steps), which only region kernels have."""
        raise self.error(self.cur_loc, "internal: loop step outside a region kernel")

    def _declare_registers(self, registers):
        for name, var in registers.items():
            t = ptx_type(var.type)
            if t is None or var.array or (var.vector and var.vector > 4):
                raise UnsupportedError(var.loc, f"register declaration .{var.type} {name}")
            if var.vector:
                # a vector register is its components: %v.x %v.y (%v.z %v.w)
                comps = "xyzw"[:var.vector]
                self.vector_regs[name] = comps
                for c in comps:
                    self.regs[f"{name}.{c}"] = (self._register_home(f"{name}.{c}", t), t)
            else:
                self.regs[name] = (self._register_home(name, t), t)

    def _register_home(self, key, t):
        """An alloca (promoted to SSA by LLVM)."""
        return self.alloca(storage(t), key)

    def expand_vector(self, op):
        """A whole vector register used as an operand -> a Vector of its components."""
        if isinstance(op, ast.Register) and op.component is None and op.name in self.vector_regs:
            return ast.Vector(tuple(ast.Register(op.name, c, loc=op.loc) for c in self.vector_regs[op.name]), loc=op.loc)
        return op

    def _no_selector(self, op):
        """Byte/half-word selectors (`%r1.b2`) belong to the video instructions, which read
        them themselves; anywhere else they are an error, not silently ignored."""
        if op.component is not None and op.component[0] in "bh" and op.component[1:].isdigit():
            raise self.error(op.loc, f"operand selector .{op.component} on {op.name} is only "
                                     "allowed on video instructions")

    def _component(self, op):
        if isinstance(op, ast.Register) and op.component is not None:
            key = f"{op.name}.{op.component}"
            if key in self.regs:
                return ast.Register(key, None, loc=op.loc)
        return op

    def alloca(self, t, name="", count=None):
        b = ir.IRBuilder(self.alloca_block)
        if self.alloca_block.instructions:
            b.position_before(self.alloca_block.instructions[0])
        return b.alloca(t, size=count, name=local_name(name))

    def _setup_params(self):
        fn = self.fn
        if fn.is_kernel:
            launch = self.env["launch"]
            # the runtime's parameter buffer (kernel_abi.parameter_buffer: its address and
            # why its loads are invariant), read from the private launch copy where the
            # entry stored it (irutil.store_parameter_buffer)
            pbase = load_parameter_buffer(self.b, launch)
            for p, offset in zip(fn.params, self.mt.param_layout(fn)[0]):
                self.vars[p.name] = ("param", self.b.gep(pbase, [ir.Constant(I64, offset)], source_etype=I8))
            self.kernel_params = {p.name: self.vars[p.name] for p in fn.params}
        else:
            args = self.llfn.args[6:]
            for var, arg in zip(tuple(fn.returns) + tuple(fn.params), args):
                self.vars[var.name] = ("param", arg)

    def _declare_variable(self, var: ast.Variable, owner: str | None = None):
        """owner: the function the variable belongs to (the callee when inlining one)."""
        space = var.state_space
        if space == "local" and self.mt.address_size == 32:
            if var.init is not None:
                raise UnsupportedError(var.loc, "initialised .local/.param variable")
            offset = self.mt.local_frames().offset(owner or self.fn.name, var)
            self.local32_offsets[var.name] = offset
            self.vars[var.name] = (space, self.b.gep(self.local_block(), [ir.Constant(I64, offset)], source_etype=I8))
        elif space in ("local", "param"):
            size, align = self.mt.var_size_align(var)
            ptr = self.alloca(ir.ArrayType(I8, max(size, 1)), var.name)
            ptr.align = max(align, 16)
            if var.init is not None:
                raise UnsupportedError(var.loc, "initialised .local/.param variable")
            # an untyped (opaque) pointer, so loads/stores of any type go through it
            ptr.type = PTR
            self.vars[var.name] = (space, ptr)
        elif space in STATIC_SPACES:
            # function-scope statics live in the module (the module pass laid them out)
            self.vars[var.name] = self.mt.function_static(self.fn, var)
        else:
            raise UnsupportedError(var.loc, f".{space} variable in a function body")

    # ----------------------------------------------------------------- env helpers
    def local_block(self):
        """32-bit modules: this thread's local block (addr32): allocated by the kernel,
        passed to the functions it calls as their last argument."""
        if self._local_block is None:
            size = self.mt.local_frames().size
            if not size:
                raise UnsupportedError(self.cur_loc, ".local memory accessed in an .address_size 32 module "
                                                     "that declares no .local variable")
            if self.kind == "func":
                self._local_block = self.llfn.args[-1]
            else:
                block = self.alloca(ir.ArrayType(I8, size), "local_block")
                block.align = addr32.FRAME_ALIGN
                block.type = PTR   # opaque, as the other private variables
                self._local_block = block
        return self._local_block

    def load_field(self, base, offset, t):
        p = self.b.gep(base, [ir.Constant(I64, offset)], source_etype=I8)
        return self.b.load(p, typ=t)

    def field_ptr(self, base, offset):
        return self.b.gep(base, [ir.Constant(I64, offset)], source_etype=I8)

    def shared_base(self):
        return self.load_field(self.env["block"], abi.B_SHARED, PTR)

    # ----------------------------------------------------------------- registers & operands
    def reg(self, name, loc=None):
        r = self.regs.get(name)
        if r is None:
            raise self.error(loc, f"undeclared register {name}")
        return r

    def value(self, op, t, loc=None) -> ir.Value:
        """Read an operand as PTX type `t` (a PtxType or type name)."""
        if isinstance(t, str):
            t = self.ptype(t, loc)
        vt = value_type(t)
        op = self._component(self.expand_vector(op))
        if isinstance(op, ast.Register):
            self._no_selector(op)
            if op.name.startswith("%") and op.name not in self.regs:
                v = self.fit_int(special_register(self, op), t)
                return self.b.bitcast(v, vt) if vt != v.type else v
            ptr, rt = self.reg(op.name, op.loc)
            self._check_register(op, rt, t)
            raw = self.b.load(ptr, typ=storage(rt))
            raw = self._resize(raw, I1 if t.is_pred else storage(t), t.is_signed)
            return self.b.bitcast(raw, vt) if vt != raw.type else raw
        if isinstance(op, ast.IntImm):
            if t.is_pred:
                return ir.Constant(I1, 1 if op.value else 0)
            if t.is_float and vt in (F32, F64):
                return ir.Constant(vt, float(op.value))
            return ir.Constant(storage(t), op.value & ((1 << t.bits) - 1))
        if isinstance(op, ast.FloatImm):
            if vt in (F32, F64):
                return ir.Constant(vt, op.value)
            if t.name in ("f16", "bf16"):
                return ir.Constant(I16, self.mt.float_literal_bits(op, t.name))
            # bit pattern used with an untyped/int type: the literal's bits
            return ir.Constant(storage(t), op.bits & ((1 << t.bits) - 1))
        if isinstance(op, ast.Symbol):
            if op.name in PREDEFINED_CONSTANTS and op.name not in self.vars:
                return self.value(ast.IntImm(PREDEFINED_CONSTANTS[op.name], loc=op.loc), t, loc)
            return self.fit_int(self.symbol_address(op), t)
        if isinstance(op, ast.Not):
            inner = self.value(op.operand, t, loc)
            if not isinstance(inner.type, ir.IntType):
                raise self.error(op.loc, f"'!' negates a predicate, not a .{t.name} value")
            return self.b.not_(inner)
        if isinstance(op, ast.Vector):
            # a vector used as a scalar of the combined width ({%r1,%r2} as .b64)
            parts = [self.value(e, ptx_type(f"b{t.bits // len(op.elements)}")) for e in op.elements]
            acc = ir.Constant(ir.IntType(t.bits), 0)
            w = t.bits // len(parts)
            for i, p in enumerate(parts):
                acc = self.b.or_(acc, self.b.shl(self.b.zext(p, acc.type), ir.Constant(acc.type, i * w)))
            return self.b.bitcast(acc, vt) if vt != acc.type else acc
        raise self.error(getattr(op, "loc", loc), f"operand {op!r} cannot be read as .{t.name}")

    def store(self, op, v, t, loc=None):
        """Write value `v` (value form of PTX type t) to a destination operand."""
        if isinstance(t, str):
            t = self.ptype(t, loc)
        if isinstance(op, ast.Sink):
            return
        op = self._component(self.expand_vector(op))
        if isinstance(op, ast.Vector):
            w = t.bits // len(op.elements)
            bits = self.b.bitcast(v, storage(t)) if v.type != storage(t) else v
            for i, e in enumerate(op.elements):
                part = self.b.trunc(self.b.lshr(bits, ir.Constant(bits.type, i * w)), ir.IntType(w))
                self.store(e, part, ptx_type(f"b{w}"))
            return
        if not isinstance(op, ast.Register):
            raise self.error(getattr(op, "loc", loc), f"destination {op!r} is not a register")
        self._no_selector(op)
        ptr, rt = self.reg(op.name, op.loc)
        self._check_register(op, rt, t)
        if v.type != storage(t) and not t.is_pred:
            v = self.b.bitcast(v, storage(t))
        v = self._resize(v, storage(rt), t.is_signed)
        if self.speculate is not None:
            v = self.b.select(self.speculate, v, self.b.load(ptr, typ=storage(rt)))
        self.b.store(v, ptr)
        self._register_stored(op.name, v)

    def _check_register(self, op, rt: PtxType, t: PtxType):
        """PTX's operand type rules as ptxas enforces them: predicates only where a
        predicate is meant, and a register at least as wide as the type it carries
        (wider is fine: ld.u8 into a .b32 register zero-extends)."""
        if rt.is_pred != t.is_pred:
            what = "a predicate register" if rt.is_pred else f"a .{rt.name} register"
            raise self.error(op.loc, f"{op.name} is {what}, the instruction uses it as .{t.name}")
        if t.bits > rt.bits:
            raise self.error(op.loc, f"{op.name} has {rt.bits} bits, .{t.name} needs {t.bits}")

    def _resize(self, v, target: ir.Type, signed: bool):
        if v.type == target:
            return v
        if not isinstance(v.type, ir.IntType):
            v = self.b.bitcast(v, ir.IntType(v.type.width if hasattr(v.type, "width") else 32))
        if isinstance(target, ir.IntType):
            if target.width < v.type.width:
                return self.b.trunc(v, target)
            return self.b.sext(v, target) if signed else self.b.zext(v, target)
        return self.b.bitcast(v, target)

    def fit_int(self, v, t):
        target = storage(t) if isinstance(t, PtxType) else t
        if v.type == target:
            return v
        return self._resize(v, target, False)

    def ptype(self, name, loc=None) -> PtxType:
        t = ptx_type(name)
        if t is None:
            raise self.error(loc, f"unknown type .{name}")
        return t

    # ----------------------------------------------------------------- addresses
    def symbol_address(self, op: ast.Symbol) -> ir.Value:
        """Value of a variable/function name used as an operand: its address in the
        variable's own state space (shared: offset in the block's shared window)."""
        space, where = self.lookup_symbol(op)
        if space == "local" and self.mt.address_size == 32:
            return ir.Constant(I64, abi.LOCAL_WINDOW_32 + self.local32_offsets[op.name] + op.offset)
        if space == "func" and self.mt.address_size == 32:
            return ir.Constant(I64, addr32.function_handle(self.mt.functions, op.name) + op.offset)
        if space == "shared":
            return ir.Constant(I64, where + op.offset) if isinstance(where, int) else \
                self.b.add(where, ir.Constant(I64, op.offset))
        addr = self.b.ptrtoint(where, I64)
        return self.b.add(addr, ir.Constant(I64, op.offset)) if op.offset else addr

    def lookup_symbol(self, op):
        if op.name in self.vars:
            return self.vars[op.name]
        found = self.mt.global_symbol(op.name)
        if found is None:
            kernel = self.mt.functions.get(op.name)
            if kernel is not None and kernel.is_kernel:   # what a device-side <<<>>> passes on
                if self.mt.address_size != 64:
                    raise UnsupportedError(op.loc, f"unsupported: the address of kernel {op.name} in "
                                                   ".address_size 32 code (device-side launches)")
                return ("global", self.mt.kernel_name_constant(op.name))
            raise self.error(op.loc, f"undefined symbol {op.name}")
        return found

    def address(self, op, space: str, loc=None) -> ir.Value:
        """A memory operand -> host pointer, resolving the state space's window."""
        if isinstance(op, (ast.Register, ast.IntImm, ast.Symbol)):
            op = ast.Address(op, 0, loc=getattr(op, "loc", loc))
        if not isinstance(op, ast.Address):
            raise self.error(getattr(op, "loc", loc), "expected a memory operand [addr]")
        base = op.base
        off = op.offset
        if isinstance(base, ast.Symbol):
            sspace, where = self.lookup_symbol(base)
            off += base.offset
            if sspace == "shared":
                shared = self.shared_base()
                rel = ir.Constant(I64, where + off) if isinstance(where, int) else self.b.add(where, ir.Constant(I64, off))
                if space not in ("shared", "generic"):
                    raise self.error(op.loc, f"shared variable {base.name} accessed as .{space}")
                return self.b.gep(shared, [rel], source_etype=I8)
            return self.b.gep(where, [ir.Constant(I64, off)], source_etype=I8) if off else where
        if base is None:
            raw = ir.Constant(I64, off)
            off = 0
        else:
            rt = self.reg(base.name, base.loc)[1] if isinstance(base, ast.Register) and base.name in self.regs else None
            if rt is not None and (rt.is_pred or rt.is_float or rt.bits < 32):
                raise self.error(base.loc, f"{base.name} (a .{rt.name} register) cannot hold an address")
            width = rt.bits if rt else 64
            if width == 64 and space != "shared":
                split = self._address_split(base.name)
                if split is not None:
                    return self._split_pointer(split, space, off)
            raw = self.value(base, ptx_type(f"u{width}"))
        return self.pointer(raw, space, off)

    def _address_split(self, reg):
        """How this statement's address register was computed (address_split), if known."""
        scope = self.scope
        if id(scope) not in self._splits:
            self._splits[id(scope)] = (scope, address_split.analyse(scope.statements))
        return self._splits[id(scope)][1].get((id(self.cur_statement), reg))

    def _split_pointer(self, split, space, off):
        """base + offset as getelementptr(inttoptr(base), offset): the address the add
        computed, in a form LLVM's scalar evolution follows."""
        b = self.b
        u64 = ptx_type("u64")
        if isinstance(split.offset, tuple):
            t = ptx_type("s32" if split.wide_signed else "u32")
            ext = b.sext if split.wide_signed else b.zext
            x, y = (ext(self.value(o, t), I64) for o in split.offset)
            offset = b.mul(x, y)
        else:
            offset = self.value(split.offset, u64)
        p = self.pointer(self.value(split.base, u64), space)
        p = b.gep(p, [offset], source_etype=I8)
        return b.gep(p, [ir.Constant(I64, off)], source_etype=I8) if off else p

    def pointer(self, raw, space, off=0):
        """Integer address in state space `space` -> host pointer."""
        if space == "shared":
            # shared memory lies in the first 2 GiB of its window, so a 32-bit shared address
            # read as signed gives the sum the GPU forms in 32 bits even where the register
            # alone has wrapped below zero: nvcc walks a register below a variable (`add.s32
            # %r, %r, -140`) and adds the rest in the operand ([%r+72])
            rel = self.b.sext(raw, I64) if raw.type.width < 64 else raw
            return self.b.gep(self.shared_base(), [self.b.add(rel, ir.Constant(I64, off)) if off else rel], source_etype=I8)
        if raw.type.width < 64:
            if self.mt.address_size == 32 and space in ("global", "generic", "const", "local"):
                return addr32.pointer(self, raw, space, off)
            raw = self.b.zext(raw, I64)
        p = self.b.inttoptr(raw, PTR)
        return self.b.gep(p, [ir.Constant(I64, off)], source_etype=I8) if off else p

    # ----------------------------------------------------------------- control flow
    def _emit_statements(self, statements):
        emitters = self.mt.emitters
        b = self.b
        for st in statements:
            if isinstance(st, ast.Label):
                target = self.blocks[st.name]
                if not b.block.is_terminated:
                    b.branch(target)
                b.position_at_end(target)
                continue
            self.cur_loc = st.loc
            self.cur_statement = st
            if b.block.is_terminated:
                b.position_at_end(self.llfn.append_basic_block("dead"))
            if st.opcode == abi.STEP_OPCODE:
                self.emit_loop_step(st)
                continue
            illegal = legality.rejection(st.opcode, st.modifiers, self.mt.ast.target)
            if illegal is not None:
                raise IllegalInstructionError(st.loc, f"{st.name}: ptxas rejects this instruction: {illegal}")
            emitter = emitters.get(st.opcode)
            if emitter is None:
                raise UnsupportedError(st.loc, f"unknown or unsupported instruction {st.name}")
            check_instruction_types(st)
            if st.guard is not None and st.opcode not in ("bra",) and speculatable(st):
                # computed in every thread, kept where the guard holds (hammocks.py)
                self.speculate = self.guard_value(st.guard)
                try:
                    self._emit_one(emitter, st)
                finally:
                    self.speculate = None
            elif st.guard is not None and st.opcode not in ("bra",):
                pred = self.guard_value(st.guard)
                then = self.llfn.append_basic_block("guarded")
                after = self.llfn.append_basic_block("after")
                b.cbranch(pred, then, after)
                b.position_at_end(then)
                self._emit_one(emitter, st)
                if not b.block.is_terminated:
                    b.branch(after)
                b.position_at_end(after)
            else:
                self._emit_one(emitter, st)

    def _emit_one(self, emitter, st):
        """Run an instruction's emitter; a malformed instruction that an emitter trips
        over (too few operands, an operand of the wrong kind) is reported at the
        instruction instead of escaping as a Python exception."""
        try:
            emitter(self, st)
        except TranslateError:
            raise
        except IndexError:
            raise TranslateError(st.loc, f"{st.name}: wrong number of operands ({len(st.operands)} given)") from None
        except (AttributeError, KeyError, TypeError, ValueError, AssertionError) as exc:
            raise TranslateError(st.loc, f"{st.name}: malformed instruction ({type(exc).__name__}: {exc})") from exc

    def guard_value(self, guard):
        p = self.value(ast.Register(guard.register, loc=guard.loc), "pred", guard.loc)
        return self.b.not_(p) if guard.negated else p

    def label_block(self, op, loc=None):
        name = op.name if isinstance(op, (ast.Symbol, ast.Register)) else None
        if name not in self.blocks:
            raise self.error(getattr(op, "loc", loc), f"undefined label {name}")
        return self.blocks[name]

    def emit_return(self):
        if self.inline_stack:
            self.b.branch(self.inline_stack[-1][1])
            return
        self.b.ret_void()

    # ----------------------------------------------------------------- inline expansion
    def inline_call(self, fn_ast, rets, args, ins):
        """Expand a call to a function that reaches a barrier or warp collective inside
        this coroutine (suspension points must belong to the kernel's own coroutine)."""
        if any(name == fn_ast.name for name, _ in self.inline_stack):
            raise UnsupportedError(ins.loc, f"recursive call of {fn_ast.name}, which contains a barrier or warp collective")
        self._inline_count = getattr(self, "_inline_count", 0) + 1
        prefix = f"{fn_ast.name}#{self._inline_count}:"
        bufs = [param_buffer_for(self, r, d, ins.loc) for r, d in zip(rets, fn_ast.returns)] + \
               [param_buffer_for(self, a, d, ins.loc) for a, d in zip(args, fn_ast.params)]
        header = {v.name: v.name for v in tuple(fn_ast.returns) + tuple(fn_ast.params)}
        scope = resolve(fn_ast, header, prefix)
        saved_vars = dict(self.vars)
        saved_offsets = dict(self.local32_offsets)
        saved_scope = self.scope
        for var, buf in zip(tuple(fn_ast.returns) + tuple(fn_ast.params), bufs):
            self.vars[var.name] = ("param", buf)
        self._declare_registers(scope.registers)
        for name, var in scope.variables.items():
            self._declare_variable(var, fn_ast.name)
        for label in scope.labels:
            self.blocks[label] = self.llfn.append_basic_block(local_name(label))
        cont = self.llfn.append_basic_block("inline.ret")
        self.inline_stack.append((fn_ast.name, cont))
        self.scope = scope
        try:
            self._emit_statements(scope.statements)
            if not self.b.block.is_terminated:
                self.b.branch(cont)
        finally:
            self.inline_stack.pop()
            self.scope = saved_scope
            self.vars = saved_vars
            self.local32_offsets = saved_offsets
        self.b.position_at_end(cont)
        copy_back_returns(self, rets, fn_ast.returns, bufs, ins)

    def knowable_constants(self) -> dict:
        """flush_mode.knowable_constants of the body being emitted (an inlined call's
        body too, whose parameters its caller gives)."""
        found = self._knowable.get(id(self.scope))
        if found is None or found[0] is not self.scope:
            own = self.kind != "func" and not self.inline_stack
            params = frozenset(p.name for p in self.fn.params) if own else frozenset()
            found = self._knowable[id(self.scope)] = (self.scope, knowable_constants(self.scope.statements, params))
        return found[1]

    # ----------------------------------------------------------------- misc helpers
    def get_carry(self):
        if self.carry is None:
            self.carry = self.alloca(I1, "carry")
            # CC.CF starts cleared (addc without a preceding .cc reads 0)
            ib = ir.IRBuilder(self.alloca_block)
            ib.position_after(self.carry)
            ib.store(ir.Constant(I1, 0), self.carry)
        return self.carry

    def linear_tid(self):
        """The thread's linear index in its block: computed once, in the entry block (the
        thread's coordinates are the function's arguments), and shared by every use (it was
        eight instructions at each: a kernel's shuffles and votes each took one or two)."""
        if self.b.block is self.alloca_block:   # emitting the entry block itself: here
            return self._compute_linear_tid(self.b)
        if self._linear_tid is None:
            b = ir.IRBuilder(self.alloca_block)
            if self.alloca_block.is_terminated:
                b.position_before(self.alloca_block.terminator)
            self._linear_tid = self._compute_linear_tid(b)
        return self._linear_tid

    def _compute_linear_tid(self, b):
        ntx = bounded_field(b, self.env["launch"], abi.L_NTID, abi.LAUNCH_RANGES)
        nty = bounded_field(b, self.env["launch"], abi.L_NTID + 4, abi.LAUNCH_RANGES)
        return no_wrap(b.add(self.env["tidx"], no_wrap(b.mul(ntx, no_wrap(b.add(self.env["tidy"], no_wrap(b.mul(nty, self.env["tidz"]))))))))
