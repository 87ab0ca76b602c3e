"""Pass driver for one function: registers, operands, control flow, then per-instruction
emission through the family tables (`dispatch.EMITTERS`).

A translated function always receives the *thread environment* as its first arguments:
(launch ptr, block ptr, thread-slot ptr, tid.x, tid.y, tid.z). Kernels become either a
plain per-thread function (no barrier or warp collective anywhere), a region function
(a barrier kernel that `regions` accepts: it runs a thread from a resume point to its
next barrier / warp collective and returns; registers live across one live in
per-thread arrays) or a coroutine that suspends at every barrier / warp collective (the
exact SIMT path for everything else); `.func`s take pointers to their return and
parameter buffers after the environment.
"""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast, legality

from . import abi, address_split, counted_inductions, hammocks
from .dataflow import constant_registers, live_across, same_across
from .emit_control import copy_back_returns, param_buffer_for
from .errors import IllegalInstructionError, TranslateError, UnsupportedError
from .hammocks import speculatable
from .irutil import (ENV_ARGS, ENV_TYPES, DistinctMetadata, bounded_field, declare, load_parameter_buffer,
                     tbaa_tag)
from .kernel_abi import frame_alloc, frame_free, no_wrap
from .meta import loop_steps_enabled, shuffle_chains_enabled
from .nan_payload import canonical_at_stores, payload_free
from .opcodes import WARP_SYNC_OPCODES
from .ptxtypes import F32, F64, I1, I8, I16, I32, I64, PTR, PtxType, ptx_type
from .regions import loop_steps
from .scope import resolve
from .shuffle_chains import insert_chain_ends
from .special import special_register
from .uniformity import uniform_registers

_SLOT = 8   # bytes of a region scalar slot (a uniform register's slot, then its pending one)


# what region_alias_scopes tags (an atomic load or store is a class of its own in llvmlite)
_STORES = (ir.StoreInstr, ir.instructions.StoreAtomicInstr)
_MEMORY_ACCESSES = (ir.LoadInstr, ir.instructions.LoadAtomicInstr, ir.instructions.AtomicRMW,
                    ir.instructions.CmpXchg) + _STORES


class _TokenType(ir.Type):
    """LLVM's `token` type (llvmlite has no class for it; coroutine intrinsics need it)."""

    def _to_string(self):
        return "token"

    def __eq__(self, other):
        return isinstance(other, _TokenType)

    def __hash__(self):
        return hash("token")


class _TokenNone(ir.values.Value):
    type = None

    def __init__(self, t):
        self.type = t

    def get_reference(self):
        return "none"

    def __str__(self):
        return "token none"


TOKEN = _TokenType()
TOKEN_NONE = _TokenNone(TOKEN)



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
    return t.storage


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
        self.region_rows: dict = {}   # region kernels: register key -> its per-thread array
        self.region_write_through: dict = {}  # region kernels: register key -> its row (_register_home)
        self.region_scalar: dict = {}  # uniform keys read after a barrier from one copy: see _region_prologue
        self.region_snap: set = set()  # keys read back from the shuffle snapshot: _region_snapshot_registers
        self.region_copies: list = []  # [(pending slot, slot, bits)] the group copies at each barrier release
        self.step_inductions: dict = {}  # id(loop step) -> its loop's induction registers (regions.loop_steps)
        self.turned: dict = {}           # id(statement of a loop run in turns) -> the loop's written registers
        self.region_affine: dict = {}  # step resume point -> (loop flag's scalar offset, role, [(array offset, scalar offset)])
        self.region_affine_loops: dict = {}  # stepped loop -> its flag's scalar offset (_region_affine_resume)
        self.region_affine_checked: dict = {}  # stepped loop -> the registers its way-in step checks
        self._uniform_keys = set()    # uniformity.uniform_registers (_region_scalars)
        self.region_scalar_bytes = 0
        self.simple_collectives = False  # region kernel run by its own simple scheduler
        self.region_site_point: dict = {}  # id(suspend site) -> the resume point after it
        self.nan_unseen: set = set()  # f32 registers whose NaNs need not be canonical (nan_payload)
        self.nan_at_store: set = set()  # f32 registers made canonical where stored (nan_payload)
        self._region_exchange_uses = {"snapshot": set(), "xval": set()}  # see region_exchange
        self.chains: dict = {}        # id(first shuffle) -> shuffle_chains.Chain
        self.speculate = None         # a guarded speculatable instruction's guard (hammocks.py)

    # ----------------------------------------------------------------- errors
    def error(self, loc, msg):
        return TranslateError(loc or self.cur_loc, msg)

    def unsupported(self, ins, what=None):
        return UnsupportedError(ins.loc, f"unsupported: {what or ins.name}")

    # ----------------------------------------------------------------- setup
    def translate(self):
        fn = self.fn
        param_names = {p.name: p.name for p in fn.params}
        param_names.update({r.name: r.name for r in fn.returns})
        self.scope = resolve(fn, param_names)
        if self.kind == "region" and self.simple_collectives and loop_steps_enabled():
            self.scope.statements = loop_steps(self.scope.statements, self.scope.labels, self.step_inductions,
                                               self.turned)
        if self.kind == "region" and self.simple_collectives:
            # (after the steps: the loops it rewrites have barriers, which steps leave alone)
            counted_inductions.rewrite(self.scope, WARP_SYNC_OPCODES)
        # computed once: the chains' steps have no operands, and hammocks leaves the
        # writers of these registers unguarded, so the region prologue's are these too
        constants = constant_registers(self.scope)
        if self.kind == "region" and self.simple_collectives and shuffle_chains_enabled():
            self.scope.statements, self.chains = insert_chain_ends(self.scope.statements, self.scope.registers,
                                                                   constants)
        if self.kind == "region":
            # the registers live across each suspension, from the body before hammocks: a
            # guarded write kills nothing in liveness, so a register that a hammock writes
            # and reads under its guard (the scan's `@!p ld.shared %r67; @!p add %r70,
            # %r67, %r70`) would count as live from the kernel's start, given a row, and
            # stored to it under the mask; hammocks add no suspension and change nothing
            # around one
            self._site_live = live_across(self.scope, WARP_SYNC_OPCODES)
        self.scope.statements = hammocks.predicate(self.scope.statements, constants,
                                                   set(constants) if self.kind == "region" else set())
        self._constants = constants
        self.nan_at_store = canonical_at_stores(self.scope)
        self.nan_unseen = payload_free(self.scope) | self.nan_at_store
        entry = self.llfn.append_basic_block("entry")
        self.alloca_block = entry
        self._linear_tid = None
        self.b = ir.IRBuilder(entry)
        self.entry_builder = ir.IRBuilder(entry)
        body_start = self.llfn.append_basic_block("body")
        self._setup_params()
        if self.kind == "region":
            self._region_prologue()
        self._declare_registers(self.scope.registers)
        for name, var in self.scope.variables.items():
            self._declare_variable(var)
        if self.kind == "region":
            self._region_constants()
        if self.kind == "coro":
            self._coro_prologue()
        for label in self.scope.labels:
            self.blocks[label] = self.llfn.append_basic_block(label.lstrip("$%"))
        self.b.position_at_end(body_start)
        self._emit_statements(self.scope.statements)
        if not self.b.block.is_terminated:
            self.emit_return()
        self.entry_builder.position_at_end(entry)
        if self.kind == "coro":
            self.entry_builder.branch(self.coro_start)
        elif self.kind == "region":
            self._region_dispatch(body_start)
            self.region_alias_scopes()
        else:
            self.entry_builder.branch(body_start)
        if self.kind == "coro":
            ir.IRBuilder(self.coro_start).branch(body_start)

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
        """An alloca (promoted to SSA by LLVM). A register that a region kernel keeps
        across a suspension also has its element of a per-thread array in the scratch
        (its row): every write goes to both (region_write_through), a resume loads the
        rows of the registers live across that suspension, and reads read the alloca.
        (Reads of the row itself, at each use, loaded it again after every store to any
        row, LLVM not knowing rows apart; and a conditional write's masked store then a
        masked load of the same row stalled on store forwarding: the suite's block scan's
        last region, `if (w > 0) v += warp_tot[w - 1]; if (i < n) y[i] = v;`, 1.68 ->
        1.42 ms on one core. Copying at suspensions instead of writing through made the
        thread loops' stores at divergent suspension points masked ones.)"""
        row = self.region_rows.get(key) if self.kind == "region" else None
        if row is not None and key not in self.region_scalar:
            self.region_write_through[key] = row
        return self._alloca(t.storage, key)

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

    def _alloca(self, t, name="", count=None):
        b = ir.IRBuilder(self.alloca_block)
        if self.alloca_block.instructions:
            b.position_before(self.alloca_block.instructions[0])
        return b.alloca(t, size=count, name=name.lstrip("%$"))

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

    def _declare_variable(self, var: ast.Variable):
        space = var.state_space
        if space in ("local", "param"):
            size, align = self.mt.var_size_align(var)
            ptr = self._alloca(ir.ArrayType(I8, max(size, 1)), var.name)
            ptr.align = max(align, 16)
            if var.init is not None:
                raise UnsupportedError(var.loc, "initialised .local/.param variable")
            # an untyped (opaque) pointer, so loads/stores of any type go through it
            ptr.type = PTR
            self.vars[var.name] = (space, ptr)
        elif space in ("shared", "global", "const"):
            # function-scope statics live in the module (the module pass laid them out)
            self.vars[var.name] = self.mt.function_static(self.fn, var)
        else:
            raise UnsupportedError(var.loc, f".{space} variable in a function body")

    # ----------------------------------------------------------------- env helpers
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
            raw = self.b.load(ptr, typ=rt.storage)
            raw = self._resize(raw, t.storage if t.kind != "p" else I1, t.is_signed)
            return self.b.bitcast(raw, vt) if vt != raw.type else raw
        if isinstance(op, ast.IntImm):
            if t.kind == "p":
                return ir.Constant(I1, 1 if op.value else 0)
            if t.is_float and vt in (F32, F64):
                return ir.Constant(vt, float(op.value))
            return ir.Constant(t.storage, op.value & ((1 << t.bits) - 1))
        if isinstance(op, ast.FloatImm):
            if vt in (F32, F64):
                return ir.Constant(vt, op.value)
            if t.name in ("f16", "bf16"):
                return ir.Constant(I16, self.mt.float_literal_bits(op, t.name))
            # bit pattern used with an untyped/int type: the literal's bits
            return ir.Constant(t.storage, op.bits & ((1 << t.bits) - 1))
        if isinstance(op, ast.Symbol):
            return self.fit_int(self.symbol_address(op), t)
        if isinstance(op, ast.Not):
            return self.b.not_(self.value(op.operand, t, loc))
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
            bits = self.b.bitcast(v, t.storage) if v.type != t.storage else v
            for i, e in enumerate(op.elements):
                part = self.b.trunc(self.b.lshr(bits, ir.Constant(bits.type, i * w)), ir.IntType(w))
                self.store(e, part, ptx_type(f"b{w}"))
            return
        if not isinstance(op, ast.Register):
            raise self.error(getattr(op, "loc", loc), f"destination {op!r} is not a register")
        self._no_selector(op)
        ptr, rt = self.reg(op.name, op.loc)
        self._check_register(op, rt, t)
        if v.type != t.storage and t.kind != "p":
            v = self.b.bitcast(v, t.storage)
        v = self._resize(v, rt.storage, t.is_signed)
        if self.speculate is not None:
            v = self.b.select(self.speculate, v, self.b.load(ptr, typ=rt.storage))
        self.b.store(v, ptr)
        if op.name in self.region_write_through and id(self.cur_statement) not in self.turned:
            self._store_row(op.name, v)

    def _store_row(self, key, v):
        """Register `key`'s value `v` into its row (a predicate as a byte)."""
        kind = self.regs[key][1].kind
        self.b.store(self.b.zext(v, I8) if kind == "p" else v, self._region_slot(self.region_write_through[key], here=True))

    def _check_register(self, op, rt: PtxType, t: PtxType):
        """PTX's operand type rules as ptxas enforces them: predicates only where a
        predicate is meant, and a register at least as wide as the type it carries
        (wider is fine: ld.u8 into a .b32 register zero-extends)."""
        if (rt.kind == "p") != (t.kind == "p"):
            what = "a predicate register" if rt.kind == "p" else f"a .{rt.name} register"
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
        target = t.storage if isinstance(t, PtxType) else t
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
            raise UnsupportedError(op.loc, f"address of .local {op.name} in an .address_size 32 module "
                                           "(local memory lives above 4 GiB on this device)")
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
            if rt is not None and (rt.kind in ("p", "f") or rt.bits < 32):
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
            rel = self.b.zext(raw, I64) if raw.type.width < 64 else raw
            return self.b.gep(self.shared_base(), [self.b.add(rel, ir.Constant(I64, off)) if off else rel], source_etype=I8)
        if raw.type.width < 64:
            if self.mt.address_size == 32 and space in ("global", "generic", "const"):
                window = self.load_field(self.env["launch"], abi.L_WINDOW, PTR)
                return self.b.gep(window, [self.b.add(self.b.zext(raw, I64), ir.Constant(I64, off))], source_etype=I8)
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
                self._store_turned_rows(st)
                self.suspend(abi.WAIT_STEP)
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

    def _store_turned_rows(self, step):
        """A loop run several turns a step (regions._turns: a scalar thread loop, its body
        repeated with an exit test after each copy) writes its registers' rows only at its
        back and out steps, not at every write (writing through stored the induction once
        per turn; without those stores the suite's histogram 6.02 -> 4.99 ms on one core):
        the registers it writes that are live across the step. Nothing reads a row between
        (the turns have no suspension inside), and every way out of the turns passes one
        of the two steps."""
        written = self.turned.get(id(step))
        if not written:
            return
        for k in sorted(self.region_live.get(id(step), ())):
            if k in self.region_write_through and (k in written or k.rsplit(".", 1)[0] in written):
                home, t = self.regs[k]
                self._store_row(k, self.b.load(home, typ=t.storage))

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
        if self.kind == "coro":
            self.b.store(ir.Constant(I32, abi.EXITED), self.field_ptr(self.env["thr"], abi.T_STATE))
            self.b.branch(self.coro_final)
        elif self.kind == "region":
            self.b.ret(ir.Constant(I32, abi.EXITED))
        else:
            self.b.ret_void()

    # ----------------------------------------------------------------- coroutine plumbing
    def _coro_prologue(self):
        m = self.module
        b = ir.IRBuilder(self.alloca_block)
        self.coro_start = self.llfn.append_basic_block("coro.start")
        cb = ir.IRBuilder(self.alloca_block)
        # emitted at the end of entry (before the branch added later)
        tok = TOKEN
        self._coro_token_type = tok
        self.coro_id = cb.call(declare(m, "llvm.coro.id", tok, [I32, PTR, PTR, PTR]),
                               [ir.Constant(I32, 16), ir.Constant(PTR, None), ir.Constant(PTR, None), ir.Constant(PTR, None)])
        size = cb.call(declare(m, "llvm.coro.size.i64", I64, []), [])
        mem = cb.call(frame_alloc(m), [self.env["block"], size])
        self.coro_hdl = cb.call(declare(m, "llvm.coro.begin", PTR, [tok, PTR]), [self.coro_id, mem])
        self.coro_suspend_ret = self.llfn.append_basic_block("coro.ret")
        self.coro_cleanup = self.llfn.append_basic_block("coro.cleanup")
        self.coro_final = self.llfn.append_basic_block("coro.final")
        rb = ir.IRBuilder(self.coro_cleanup)
        freed = rb.call(declare(m, "llvm.coro.free", PTR, [tok, PTR]), [self.coro_id, self.coro_hdl])
        rb.call(frame_free(m), [self.env["block"], freed])
        rb.branch(self.coro_suspend_ret)
        rb = ir.IRBuilder(self.coro_suspend_ret)
        rb.call(declare(m, "llvm.coro.end", ir.VoidType(), [PTR, I1, tok]),
                [self.coro_hdl, ir.Constant(I1, 0), TOKEN_NONE])
        rb.ret(self.coro_hdl)
        fb = ir.IRBuilder(self.coro_final)
        s = fb.call(declare(m, "llvm.coro.suspend", I8, [tok, I1]), [TOKEN_NONE, ir.Constant(I1, 1)])
        trap = self.llfn.append_basic_block("coro.final.resumed")
        ir.IRBuilder(trap).unreachable()
        sw = fb.switch(s, self.coro_suspend_ret)
        sw.add_case(ir.Constant(I8, 0), trap)
        sw.add_case(ir.Constant(I8, 1), self.coro_cleanup)

    def suspend(self, state: int, keep=()):
        """Record why this thread waits, give control back to the block scheduler, and
        continue here when it resumes the thread. `keep`: integer values computed before
        the suspension that the code after it uses; returns them as valid there."""
        if self.kind == "region":
            return self._region_suspend(state, keep)
        if self.kind != "coro":
            raise self.error(self.cur_loc, "internal: suspension outside a coroutine")
        m = self.module
        tok = self._coro_token_type
        self.b.store(ir.Constant(I32, state), self.field_ptr(self.env["thr"], abi.T_STATE))
        s = self.b.call(declare(m, "llvm.coro.suspend", I8, [tok, I1]), [TOKEN_NONE, ir.Constant(I1, 0)])
        resume = self.llfn.append_basic_block("resume")
        sw = self.b.switch(s, self.coro_suspend_ret)
        sw.add_case(ir.Constant(I8, 0), resume)
        sw.add_case(ir.Constant(I8, 1), self.coro_cleanup)
        self.b.position_at_end(resume)
        return list(keep)

    # ----------------------------------------------------------------- region plumbing
    # A region function is i32 (env..., i32 k, i32 t): it runs linear thread t from resume
    # point k (0: kernel start, j: after suspend site j) to its next suspension or end
    # and returns the thread's new state | resume point << REGION_POINT_SHIFT.
    def _region_prologue(self):
        b = self.b
        self.region_k, self.region_t = self.llfn.args[6], self.llfn.args[7]
        self.region_resumes = []
        self.region_states = []       # per suspend site (1..P): WAIT_BAR or WAIT_WARP
        # registers only ever set to one immediate are set again in every region instead
        self.region_constants = self._constants
        self.region_live = {site: keys - set(self.region_constants)
                            for site, keys in self._site_live.items()}
        across = sorted(set().union(*self.region_live.values()))
        # one array per register, of its own element size (consecutive threads,
        # consecutive elements: the thread loops load and store them as vectors)
        # (with its own scheduler, the kernel keeps the threads' state, resume point and
        # collective contribution in arrays too: see abi.REGION_CODE)
        offset = abi.REGION_HEADER if self.simple_collectives else 0
        self.region_rows = {}
        # the suspend sites each register is live across
        sites = {k: [s for s, keys in self.region_live.items() if k in keys] for k in across}
        self._region_scalars(across, sites)
        self._region_snapshot_registers(across, sites)
        for key in across:
            if key in self.region_scalar or key in self.region_snap:
                continue
            var = self.scope.registers[key.rsplit(".", 1)[0] if key not in self.scope.registers else key]
            size = max(1, ptx_type(var.type).storage.width // 8)
            offset = (offset + size - 1) // size * size
            self.region_rows[key] = (offset, size)
            offset += size
        offset = (offset + 7) // 8 * 8
        self.region_keep = [(offset + 8 * i, 8) for i in range(abi.REGION_KEEP)]
        self.region_bytes = offset + 8 * abi.REGION_KEEP
        self._region_array = self.load_field(self.env["block"], abi.B_REGIONS, PTR)
        self._region_array_uses = set()
        self._region_n = b.zext(bounded_field(b, self.env["launch"], abi.L_TPB, abi.LAUNCH_RANGES), I64)
        self._region_t64 = b.zext(self.region_t, I64)

    def _region_scalars(self, across, sites):
        """Registers uniform at every site where they are live (uniformity.py), all of
        them block barriers, have no per-thread array: two scalar slots per (register,
        site) instead. Each thread stores its value (the same in all) into the site's
        pending slot when it suspends there; when the barrier releases, the group function
        copies the pending slots into the slots that the regions resuming there read:
        LLVM then sees one value for all threads of a thread loop (s[tid + stride] a
        vector load, not a gather). The copy is what makes a loop-carried value safe: a
        thread that runs on to the next barrier overwrites only the pending slot, never
        what the threads after it still read. (Each thread stored into an element of its
        own, a vector store per 16 threads and register at every barrier: the tiled
        matmul's loop counters, the reduction's stride; 1.17 -> 0.95 ms and 5.2 -> 3.6 ms
        on one core.) Only for kernels run by their own scheduler (its barrier release is
        one place); within a region the register is an SSA value."""
        if not self.simple_collectives:
            return
        uniform = self._uniform_keys = uniform_registers(self.scope)
        barrier = {id(st) for st in self.scope.statements
                   if isinstance(st, ast.Instruction) and st.opcode in ("bar", "barrier")}
        off = 0
        for key in across:
            if key in uniform and sites[key] and all(s in barrier for s in sites[key]):
                self.region_scalar[key] = {}
                for s in sites[key]:
                    self.region_scalar[key][s] = off   # its slot, then its pending slot
                    off += 2 * _SLOT
        self.region_scalar_bytes = off
        self._region_scalar_uses = set()

    def _region_snapshot_registers(self, across, sites):
        """32-bit registers live across shuffles only, each time as the value the thread
        contributes to that shuffle, have no per-thread array: when the thread resumes,
        its own element of the snapshot holds the value (as the shuffle reads it), and a
        chain reads it there too (shuffle_chains.emit_chain). (The block scan's x was
        stored into its array and, as the shuffle's value, into the exchange buffer.)
        Only for kernels run by their own scheduler, whose exchange buffer is one u32 per
        thread."""
        self.region_snap = set()
        if not self.simple_collectives:
            return
        by_id = {id(st): st for st in self.scope.statements if isinstance(st, ast.Instruction)}
        for key in across:
            var = self.scope.registers.get(key)
            if key in self.region_scalar or var is None or var.vector or var.type not in ("b32", "u32", "s32", "f32"):
                continue
            where = [by_id.get(s) for s in sites[key]]
            if where and all(st is not None and st.opcode == "shfl" and len(st.operands) > 1
                             and isinstance(st.operands[1], ast.Register) and st.operands[1].name == key
                             and st.operands[1].component is None for st in where):
                self.region_snap.add(key)

    def _region_scalar_slot(self, off):
        """The scalar slot at `off`: after the per-thread arrays (ntid * region_bytes)."""
        b = self.b
        idx = no_wrap(b.add(no_wrap(b.mul(self._region_n, ir.Constant(I64, self.region_bytes))), ir.Constant(I64, off)))
        p = b.gep(self._region_array, [idx], source_etype=I8)
        self._region_scalar_uses.add(p)
        return p

    def _region_slot(self, row, here=False):
        """Thread t's element of the per-thread array `row` = (offset, element size):
        the arrays lie one after the other, each ntid elements. (Load or store it with
        `region_access`.) `here`: computed where the builder is (for a pointer used only
        there), not in the entry block: what the entry computes is copied into every
        thread loop that the region function is inlined into before LLVM drops what that
        region does not use."""
        off, size = row
        if here:
            b = self.b
        else:
            b = ir.IRBuilder(self.alloca_block)
            b.position_after(self._region_t64)
        idx = no_wrap(b.add(no_wrap(b.mul(self._region_n, ir.Constant(I64, off))), no_wrap(b.mul(self._region_t64, ir.Constant(I64, size)))))
        p = b.gep(self._region_array, [idx], source_etype=I8)
        self._region_array_uses.add(p)
        return p

    def region_exchange(self, role, index, base=None):
        """A pointer to u32 element `index` (i32, or i64 that may lie outside the block) of
        a simple region kernel's exchange buffers: "snapshot" (abi.B_FLAT: what the
        collective's lanes contributed) or "xval" (abi.B_XVAL: this thread's contribution
        to the next one); `base`: from a pointer into that buffer instead of its start.
        Each role's accesses get an alias scope of their own (region_alias_scopes): the two
        buffers never overlap each other, the per-thread arrays or the kernel's memory."""
        b = self.b
        if base is None:
            base = self.load_field(self.env["block"], abi.B_FLAT if role == "snapshot" else abi.B_XVAL, PTR)
        p = b.gep(base, [index if index.type == I64 else b.zext(index, I64)], source_etype=I32)
        self._region_exchange_uses[role].add(p)
        return p

    def region_alias_scopes(self):
        """No kernel pointer can point into the per-thread arrays: their accesses get an
        alias scope of their own and every other access of the function `noalias` with
        it, so LLVM drops the store-back of a register that a region did not change and
        keeps array values in registers across the kernel's own memory accesses."""
        m = self.module
        domain = DistinctMetadata(m, [None, m.add_metadata([ir.MetaDataString(m, "zluda regions")]).operands[0]])
        scope = DistinctMetadata(m, [None, domain])
        arrays = self._region_array_uses
        # the scalar slots (see _region_scalars) get a scope of their own too: a thread
        # loop then keeps their loads out of the loop
        scalars = getattr(self, "_region_scalar_uses", set())
        # and so do the collectives' exchange buffers (region_exchange)
        exchange = self._region_exchange_uses
        groups = [(arrays, scope), (scalars, DistinctMetadata(m, [None, domain]))] + \
            [(exchange[role], DistinctMetadata(m, [None, domain])) for role in ("snapshot", "xval")]
        own = [m.add_metadata([s]) for _, s in groups]
        others = [m.add_metadata([s for j, (_, s) in enumerate(groups) if j != i]) for i in range(len(groups))]
        every = m.add_metadata([s for _, s in groups])
        for blk in self.llfn.blocks:
            for instr in blk.instructions:
                if isinstance(instr, _MEMORY_ACCESSES):
                    ptr = instr.operands[1] if isinstance(instr, _STORES) else instr.operands[0]
                    for i, (uses, _) in enumerate(groups):
                        if ptr in uses:
                            instr.set_metadata("alias.scope", own[i])
                            instr.set_metadata("noalias", others[i])
                            break
                    else:
                        instr.set_metadata("noalias", every)

    def _region_constants(self):
        """Registers whose value is fixed per thread (regions.constant_registers) are
        computed at the start of every region."""
        self.b.position_at_end(self.alloca_block)
        for ins in self.region_constants.values():
            self._emit_one(self.mt.emitters[ins.opcode], ins)

    def _region_suspend(self, state, keep):
        b = self.b
        point = len(self.region_resumes) + 1
        keep = list(keep)
        if len(keep) > abi.REGION_KEEP:
            raise self.error(self.cur_loc, "internal: too many values kept across a suspension")
        # constants need no row; the others get one each
        rows, free = [], iter(self.region_keep)
        # a value of up to 32 bits is kept in 4-byte elements (the row's first half):
        # the thread loops then store and load it as vectors of i32, not of i64
        def narrow(v):
            return v.type.width <= 32

        for v in keep:
            row = None if isinstance(v, ir.Constant) else next(free)
            rows.append(row if row is None or not narrow(v) else (row[0], 4))
        for v, row in zip(keep, rows):
            if row is not None:
                wide = I32 if narrow(v) else I64
                b.store(b.zext(v, wide) if v.type != wide else v, self._region_slot(row, here=True))
        site = id(self.cur_statement)
        self.region_site_point[site] = point
        scalar = sorted(k for k in self.region_live.get(site, ()) if k in self.region_scalar)
        for k in scalar:
            home, t = self.regs[k]
            # (a TBAA type of its own: LLVM then knows that these stores in a thread loop
            # leave the slots that the loop reads alone, and keeps those loads out of it)
            st = b.store(b.load(home, typ=t.storage), self._region_scalar_slot(self.region_scalar[k][site] + _SLOT))
            st.set_metadata("tbaa", tbaa_tag(self.module, "region pending slot"))
        # the caller stores state and point (one unconditional store per thread there,
        # instead of one on every path here, keeps the thread loops vectorisable)
        b.ret(ir.Constant(I32, state | point << abi.REGION_POINT_SHIFT))
        resume = self.llfn.append_basic_block(f"resume{point}")
        self.region_resumes.append(resume)
        self.region_states.append(state)
        b.position_at_end(resume)
        for k in scalar:
            home, t = self.regs[k]
            off = self.region_scalar[k][site]
            # (tagged as the group's stores into the slots are: LLVM then knows that the
            # threads' state stores leave the slot alone, and keeps the load out of the
            # thread loop, where a value read again every iteration made s[tid + stride] a
            # gather)
            x = b.load(self._region_scalar_slot(off), typ=t.storage)
            x.set_metadata("tbaa", tbaa_tag(self.module, "region scalar slot"))
            b.store(x, home)
            # a predicate goes as i1, as it was stored (LLVM leaves a loaded i1 undefined
            # unless an i1 store wrote it)
            self.region_copies.append((off + _SLOT, off, t.storage.width))
        for k in sorted(self.region_live.get(site, ())):
            row = self.region_write_through.get(k)
            if row is not None:
                home, t = self.regs[k]
                x = b.load(self._region_slot(row, here=True), typ=I8 if t.kind == "p" else t.storage)
                b.store(b.trunc(x, I1) if t.kind == "p" else x, home)
            elif k in self.region_snap:
                home, t = self.regs[k]
                b.store(b.load(self.region_exchange("snapshot", self.linear_tid()), typ=I32), home)
        if state == abi.WAIT_STEP:
            self._region_affine_resume(point, site)
        out = []
        for v, row in zip(keep, rows):
            if row is None:
                out.append(v)
                continue
            wide = I32 if narrow(v) else I64
            x = b.load(self._region_slot(row, here=True), typ=wide)
            out.append(b.trunc(x, v.type) if v.type != wide else x)
        return out

    def _region_affine_resume(self, point, site):
        """At a loop step's resume: a loop's induction register (`for (c = tid; c < n; c +=
        ntid)`) lives in a per-thread array, and read back from it is a vector of unrelated
        values: every access through it gathers. When all ntid threads go on from this
        step together, the group first checks that the array holds t + u in thread t's
        element, for one u in abi.AFFINE_RANGE, puts u into a scalar slot and passes the
        resume point with abi.REGION_AFFINE; the region then takes t + u (nsw: t < 1024)
        as the register's value instead of the element it loaded, and LLVM sees
        consecutive threads' addresses as consecutive. (Resumed any other way, the bit is
        clear and the element's value stands.) The group checks all threads on the way
        into the loop, and at its back edge reads thread 0's element (kernel_abi's
        affine_check): only registers checked on the way in count there."""
        b = self.b
        loop, role, found = self.step_inductions.get(site, (None, "out", {}))
        if role == "out":
            return
        def block_stride(x, depth=0):
            # the step operand: the same in every thread (the group carries u from one
            # iteration to the next by reading thread 0's element), and computed from
            # %ntid (a block-strided loop; a warp's lanes striding by 32 are lane-affine,
            # not thread-affine, and would fail the check every time)
            ins = self.region_constants.get(x.name) if isinstance(x, ast.Register) else None
            # (the same in every thread: uniform at the barriers, or computed from block-wide
            # values behind the loop's own divergent guard, as layernorm's `for (c = tid; c <
            # cols; c += blockDim.x)` behind `if (tid < cols)`: 2.79 -> 2.56 ms on one core)
            if ins is None or depth > 4 or (x.name not in self._uniform_keys
                                            and not same_across(x, self.region_constants)):
                return False
            return any(isinstance(o, ast.Register) and (o.name == "%ntid" or block_stride(o, depth + 1))
                       for o in ins.operands[1:])

        keys = [k for k, x in found.items() if k in self.region_live.get(site, ()) and block_stride(x)
                and k in self.region_write_through and self.regs[k][1].storage == I32]
        if role == "in":
            self.region_affine_checked[loop] = set(keys)
        else:
            keys = [k for k in keys if k in self.region_affine_checked.get(loop, ())]
        if not keys:
            return
        flag = b.icmp_unsigned("!=", b.and_(self.region_k, ir.Constant(I32, abi.REGION_AFFINE)), ir.Constant(I32, 0))
        rows = []
        for k in keys:
            row = self.region_rows[k]
            off = self.region_scalar_bytes
            self.region_scalar_bytes += 8
            u = b.load(self._region_scalar_slot(off), typ=I32)
            u.set_metadata("tbaa", tbaa_tag(self.module, "region scalar slot"))
            lo, hi = abi.AFFINE_RANGE
            u.set_metadata("range", self.module.add_metadata([ir.Constant(I32, lo), ir.Constant(I32, hi)]))
            u.set_metadata("tbaa", tbaa_tag(self.module, "region scalar slot"))
            home = self.reg(k)[0]
            b.store(b.select(flag, b.add(self.region_t, u, flags=["nsw"]), b.load(home, typ=I32)), home)
            rows.append((row[0], off))
        if loop not in self.region_affine_loops:
            self.region_affine_loops[loop] = self.region_scalar_bytes
            self.region_scalar_bytes += 8
        self.region_affine[point] = (self.region_affine_loops[loop], role, rows)

    def _region_dispatch(self, body_start):
        bad = self.llfn.append_basic_block("region.bad")
        ir.IRBuilder(bad).unreachable()
        sw = self.entry_builder.switch(self.entry_builder.and_(self.region_k, ir.Constant(I32, abi.REGION_AFFINE - 1)), bad)
        sw.add_case(ir.Constant(I32, 0), body_start)
        for j, blk in enumerate(self.region_resumes, 1):
            sw.add_case(ir.Constant(I32, j), blk)

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
        saved_scope = self.scope
        for var, buf in zip(tuple(fn_ast.returns) + tuple(fn_ast.params), bufs):
            self.vars[var.name] = ("param", buf)
        self._declare_registers(scope.registers)
        for name, var in scope.variables.items():
            self._declare_variable(var)
        for label in scope.labels:
            self.blocks[label] = self.llfn.append_basic_block(label.lstrip("$%"))
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
        self.b.position_at_end(cont)
        copy_back_returns(self, rets, fn_ast.returns, bufs, ins)

    # ----------------------------------------------------------------- misc helpers
    def get_carry(self):
        if self.carry is None:
            self.carry = self._alloca(I1, "carry")
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
