"""Pass chain_shuffles (pipeline.py): runs of warp shuffles executed warp-wide, in vector registers.

A region kernel suspends at every warp collective: a warp reduction's five
`shfl.sync.bfly` (a warp scan's five `shfl.sync.up`) are five passes over the block, each
storing and loading per thread what it keeps, and a trip through the scheduler. Where
such a run is straight-line code (no label, no guard) of full-mask shuffles whose lane
and clamp operands are known, with 32-bit integer and f32 arithmetic between them
(`CHAIN_OPCODES`), the scheduler, when a whole warp waits at the run's first shuffle, runs
all of it for the warp at once (`emit_chain`): each register a <32 x T> vector, each
shuffle a shufflevector by the constant source lanes PTX's rule gives, what the code after
the run reads stored to the per-thread arrays; the lanes then go on from a loop step that
`insert_chain_ends` puts after the run (which takes in the arithmetic after its last
shuffle too). The run stays in the region code
as it was: lanes that do not arrive as a whole warp (a block's last, partial warp, a
two- or three-dimensional block) run it there, shuffle by shuffle.

Semantics are PTX's, as the region code computes them: shifts clamp their amount, f32
arithmetic rounds to nearest and gives the canonical NaN (0x7fffffff), min/max order -0
below +0 and return the other operand for one NaN. `.ftz` add/sub.f32 (nvcc's
--use_fast_math reductions) flush their inputs and result on the bits (a sum of f32
values is exact below 2^-126, so the result's flush is the whole rule); `.ftz` mul.f32
joins a chain only in a kernel that runs under the CPU's flush modes (flush_mode), whose
hardware decides a product's tininess after rounding as the GPU does (flushed on the
bits as well: an operation LLVM folds away cannot skip it).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from llvmlite import ir

from zluda.ptx import ast

from . import abi
from .dataflow import known_int
from .irutil import bounded_field, region_row_stride
from .ptxtypes import F32, I1, I8, I32, I64, PTR

LANES = 32
MIN_SHUFFLES = 2   # one shuffle alone would only gain a loop step's pass
_INT = ("s32", "u32", "b32")
_CMP = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">=",
        "lo": "<", "ls": "<=", "hi": ">", "hs": ">="}
_SPECIALS = {("%tid", "x"), ("%laneid", None), ("%ntid", "x")}
_FTZ_ON_THE_BITS = ("add", "sub")   # .ftz ones exact with flushes of inputs and result
_FTZ_UNDER_MODES = ("mul",)         # tiny after rounding: the flush modes' hardware decides


@dataclass
class Chain:
    """A run of instructions from a shuffle on: shuffles and the arithmetic around them."""
    body: list
    end: ast.Instruction = None                   # the loop step after the run
    shuffles: int = 0
    reads: list = field(default_factory=list)     # registers read before the run writes them
    # its warp function reads neither %tid.x nor %ntid.x (emit_chain): right for a warp of
    # a block of any shape, whose lanes are consecutive linear threads all the same
    any_shape: bool = False


def _reg_kind(op, registers):
    """"i" (a 32-bit register), "p" (a predicate) or None for any other operand."""
    if not isinstance(op, ast.Register) or op.component is not None or op.name not in registers:
        return None
    var = registers[op.name]
    if var.vector or var.array:
        return None
    if var.type == "pred":
        return "p"
    return "i" if var.type in ("b32", "u32", "s32", "f32") else None


def _source(op, registers, want):
    """An operand the vector code can read as `want` ("i" or "p")."""
    if isinstance(op, ast.IntImm):
        return True
    return _reg_kind(op, registers) == want


def emittable(ins, registers, constants, flushes=False) -> bool:
    """Whether `_Warp` emits `ins` (see CHAIN_OPCODES). `flushes`: the kernel runs under
    the flush modes."""
    if not isinstance(ins, ast.Instruction) or ins.guard is not None or not ins.operands:
        return False
    if ins.has("ftz"):
        if ins.types != ("f32",) or not (ins.opcode in _FTZ_ON_THE_BITS or flushes and ins.opcode in _FTZ_UNDER_MODES):
            return False
        ins = replace(ins, modifiers=tuple(m for m in ins.modifiers if m != "ftz"))
    rule = CHAIN_OPCODES.get(ins.opcode)
    return rule is not None and rule(ins, registers, constants)


def _plain(ins, allowed=()):
    """No modifiers but its type and `allowed` ones."""
    return all(m in allowed or m in ins.types for m in ins.modifiers)


def _ok_int_binary(ins, registers, constants):
    mods = {"add": (), "sub": (), "mul": ("lo",), "and": (), "or": (), "xor": ()}[ins.opcode]
    if not _plain(ins, mods) or len(ins.operands) != 3 or len(ins.types) != 1:
        return False
    t = ins.types[0]
    if ins.opcode in ("and", "or", "xor") and t == "pred":
        return all(_source(op, registers, "p") for op in ins.operands) and _reg_kind(ins.operands[0], registers) == "p"
    if ins.opcode == "mul" and "lo" not in ins.modifiers:
        return False
    ok_t = _INT if ins.opcode in ("and", "or", "xor") else ("s32", "u32")
    return t in ok_t and _reg_kind(ins.operands[0], registers) == "i" and \
        all(_source(op, registers, "i") for op in ins.operands[1:])


def _ok_not(ins, registers, constants):
    if not _plain(ins) or len(ins.operands) != 2 or len(ins.types) != 1:
        return False
    kind = "p" if ins.types[0] == "pred" else "i" if ins.types[0] in _INT else None
    return kind is not None and _reg_kind(ins.operands[0], registers) == kind and _source(ins.operands[1], registers, kind)


def _ok_shift(ins, registers, constants):
    if not _plain(ins) or len(ins.operands) != 3 or len(ins.types) != 1:
        return False
    ok_t = ("b32",) if ins.opcode == "shl" else ("b32", "u32", "s32")
    return ins.types[0] in ok_t and _reg_kind(ins.operands[0], registers) == "i" and \
        all(_source(op, registers, "i") for op in ins.operands[1:])


def _ok_mov(ins, registers, constants):
    if not _plain(ins) or len(ins.operands) != 2 or len(ins.types) != 1:
        return False
    t, src = ins.types[0], ins.operands[1]
    if t == "pred":
        return _reg_kind(ins.operands[0], registers) == "p" and _source(src, registers, "p")
    if t not in _INT + ("f32",) or _reg_kind(ins.operands[0], registers) != "i":
        return False
    if isinstance(src, ast.Register) and src.name not in registers:
        return (src.name, src.component) in _SPECIALS and t in _INT
    return _source(src, registers, "i")


def _ok_selp(ins, registers, constants):
    return _plain(ins) and len(ins.operands) == 4 and len(ins.types) == 1 and ins.types[0] in _INT + ("f32",) \
        and _reg_kind(ins.operands[0], registers) == "i" \
        and all(_source(op, registers, "i") for op in ins.operands[1:3]) \
        and _reg_kind(ins.operands[3], registers) == "p"


def _ok_setp(ins, registers, constants):
    cmp = [m for m in ins.modifiers if m in _CMP]
    if len(cmp) != 1 or not _plain(ins, cmp) or len(ins.operands) != 3 or len(ins.types) != 1:
        return False
    t = ins.types[0]
    if t not in _INT or (t == "b32" and cmp[0] not in ("eq", "ne")):
        return False
    return _reg_kind(ins.operands[0], registers) == "p" and \
        all(_source(op, registers, "i") for op in ins.operands[1:])


def _ok_float(ins, registers, constants):
    # add/sub/mul.f32 rounded to nearest (no .ftz, .sat); min/max.f32 without modifiers
    allowed = ("rn",) if ins.opcode in ("add", "sub", "mul") else ()
    return _plain(ins, allowed) and len(ins.operands) == 3 and \
        all(_reg_kind(op, registers) == "i" for op in ins.operands)


def _ok_arith(ins, registers, constants):
    if len(ins.types) == 1 and ins.types[0] == "f32":
        return _ok_float(ins, registers, constants)
    return _ok_int_binary(ins, registers, constants)


def _ok_minmax(ins, registers, constants):
    return len(ins.types) == 1 and ins.types[0] == "f32" and _ok_float(ins, registers, constants)


def _ok_shfl(ins, registers, constants):
    modes = [m for m in ins.modifiers if m in ("up", "down", "bfly", "idx")]
    if len(modes) != 1 or not _plain(ins, ["sync"] + modes) or not ins.has("sync") or ins.types != ("b32",) \
            or len(ins.operands) != 5:
        return False
    d = ins.operands[0]
    if isinstance(d, ast.PredPair):
        if _reg_kind(d.first, registers) != "i" or not (isinstance(d.second, ast.Sink) or _reg_kind(d.second, registers) == "p"):
            return False
    elif _reg_kind(d, registers) != "i":
        return False
    mask = known_int(ins.operands[4], constants)
    return _reg_kind(ins.operands[1], registers) == "i" and known_int(ins.operands[2], constants) is not None \
        and known_int(ins.operands[3], constants) is not None and mask is not None and mask & 0xFFFFFFFF == 0xFFFFFFFF


CHAIN_OPCODES = {
    "add": _ok_arith, "sub": _ok_arith, "mul": _ok_arith, "and": _ok_int_binary, "or": _ok_int_binary,
    "xor": _ok_int_binary, "not": _ok_not, "shl": _ok_shift, "shr": _ok_shift, "mov": _ok_mov,
    "selp": _ok_selp, "setp": _ok_setp, "min": _ok_minmax, "max": _ok_minmax, "shfl": _ok_shfl,
}


def _written(ins):
    d = ins.operands[0]
    if isinstance(d, ast.PredPair):
        return [e.name for e in (d.first, d.second) if isinstance(e, ast.Register)]
    return [d.name] if isinstance(d, ast.Register) else []


def _read(ins):
    # (a shuffle's lane, clamp and mask operands are known numbers, not read as values)
    ops = ins.operands[1:2] if ins.opcode == "shfl" else ins.operands[1:]
    return [op.name for op in ops if isinstance(op, ast.Register) and op.component is None]


def find_chains(statements, registers, constants, flushes=False) -> list:
    """Chains (see the module's text): from a qualifying shuffle through the emittable
    straight-line instructions after it, with at least MIN_SHUFFLES shuffles.
    `flushes`: as emittable's."""
    chains = []
    i = 0
    n = len(statements)
    while i < n:
        st = statements[i]
        if not (isinstance(st, ast.Instruction) and st.opcode == "shfl" and emittable(st, registers, constants, flushes)):
            i += 1
            continue
        last, shuffles, j = i, 1, i + 1
        while j < n and emittable(statements[j], registers, constants, flushes):
            if statements[j].opcode == "shfl":
                last, shuffles = j, shuffles + 1
            j += 1
        if shuffles >= MIN_SHUFFLES:
            # (on through the arithmetic after the last shuffle: a scan's `if (lane >= 16)
            # v += u` is then a vector select too, not the next region's work)
            chains.append(Chain(body=list(statements[i:j]), shuffles=shuffles))
            i = j
        else:
            i = last + 1
    return chains


def insert_chain_ends(statements, registers, constants, flushes=False) -> tuple:
    """(`statements` with a loop step after each chain, {id(first shuffle):
    Chain}). A step waits for nothing: lanes that ran the chain shuffle by shuffle pass it
    in the next group; the warps that ran it at once resume there. `flushes`: the kernel
    runs under the flush modes."""
    chains = find_chains(statements, registers, constants, flushes)
    if not chains:
        return statements, {}
    ends = {}
    for c in chains:
        c.end = ast.Instruction(abi.STEP_OPCODE, (), (), None, c.body[-1].loc)
        ends[id(c.body[-1])] = c.end
        # (the first shuffle's value comes from the snapshot)
        written = set(_written(c.body[0]))
        for ins in c.body[1:]:
            for r in _read(ins):
                if r not in written and r in registers and r not in c.reads:
                    c.reads.append(r)
            written.update(_written(ins))
    out = []
    for st in statements:
        out.append(st)
        if id(st) in ends:
            out.append(ends[id(st)])
    return out, {id(c.body[0]): c for c in chains}


def source_lanes(mode: str, b: int, c: int) -> tuple:
    """PTX's shfl rule for immediate operands: (source lane of each lane, whether in range)."""
    bval, cval, seg = b & 31, c & 31, (c >> 8) & 31
    src, ok = [], []
    for lane in range(LANES):
        max_lane = (lane & seg) | (cval & ~seg & 31)
        min_lane = lane & seg
        if mode == "up":
            j = lane - bval
            p = j >= max_lane
        elif mode == "down":
            j = lane + bval
            p = j <= max_lane
        elif mode == "bfly":
            j = lane ^ bval
            p = j <= max_lane
        else:
            j = min_lane | (bval & ~seg & 31)
            p = j <= max_lane
        src.append(j if p else lane)
        ok.append(p)
    return src, ok


class _Warp:
    """Emits a chain's instructions for the 32 lanes of one warp at once."""

    def __init__(self, b, registers, constants, specials):
        self.b = b
        self.registers = registers
        self.constants = constants
        self.specials = specials      # (name, component) -> <32 x i32>
        self.env = {}                 # register -> <32 x i32> or <32 x i1>
        self.specials_read = set()    # keys of `specials` the code read
        self.vi = ir.VectorType(I32, LANES)
        self.vf = ir.VectorType(F32, LANES)
        self.vp = ir.VectorType(I1, LANES)

    def splat(self, t, v):
        return ir.Constant(ir.VectorType(t, LANES), [ir.Constant(t, v)] * LANES)

    def define_constant(self, name):
        """A register the region code computes again in every region: computed here from
        its one instruction (and those of the constants it reads; _resolvable checked)."""
        ins = self.constants[name]
        for r in _read(ins):
            if r in self.registers and r not in self.env:
                self.define_constant(r)
        self.emit(ins)

    # -- operands
    def ival(self, op):
        if isinstance(op, ast.IntImm):
            return self.splat(I32, op.value & 0xFFFFFFFF)
        if op.name not in self.registers:
            self.specials_read.add((op.name, op.component))
            return self.specials[(op.name, op.component)]
        return self.env[op.name]

    def fval(self, op):
        return self.b.bitcast(self.ival(op), self.vf)

    def pval(self, op):
        if isinstance(op, ast.IntImm):
            return self.splat(I1, 1 if op.value else 0)
        return self.env[op.name]

    def set(self, op, v):
        if isinstance(op, ast.Register):
            self.env[op.name] = self.b.bitcast(v, self.vi) if v.type == self.vf else v

    # -- instructions
    def emit(self, ins):
        getattr(self, "_" + ins.opcode)(ins)

    def _mov(self, ins):
        d, a = ins.operands
        self.set(d, self.pval(a) if ins.types[0] == "pred" else self.ival(a))

    def _binary(self, ins, fn):
        d, a, c = ins.operands
        if ins.types[0] == "pred":
            self.set(d, fn(self.pval(a), self.pval(c)))
        else:
            self.set(d, fn(self.ival(a), self.ival(c)))

    def _float(self, ins, fn):
        d, a, c = ins.operands
        if not ins.has("ftz"):
            self.set(d, self._canonical(fn(self.fval(a), self.fval(c))))
            return
        x, y = (self.b.bitcast(self._flush(self.ival(op)), self.vf) for op in (a, c))
        r = self.b.bitcast(self._flush(self.b.bitcast(fn(x, y), self.vi)), self.vf)
        self.set(d, self._canonical(r))

    def _flush(self, bits):
        """.ftz on <32 x i32> bits: a zero exponent field keeps only the sign."""
        b = self.b
        subnormal = b.icmp_unsigned("==", b.and_(bits, self.splat(I32, 0x7F800000)), self.splat(I32, 0))
        return b.and_(bits, b.select(subnormal, self.splat(I32, 0x80000000), self.splat(I32, 0xFFFFFFFF)))

    def _canonical(self, r):
        nan = self.b.fcmp_unordered("uno", r, r)
        return self.b.select(nan, self.b.bitcast(self.splat(I32, 0x7FFFFFFF), self.vf), r)

    def _add(self, ins):
        if ins.types[0] == "f32":
            return self._float(ins, self.b.fadd)
        self._binary(ins, self.b.add)

    def _sub(self, ins):
        if ins.types[0] == "f32":
            return self._float(ins, self.b.fsub)
        self._binary(ins, self.b.sub)

    def _mul(self, ins):
        if ins.types[0] == "f32":
            return self._float(ins, self.b.fmul)
        self._binary(ins, self.b.mul)

    def _and(self, ins):
        self._binary(ins, self.b.and_)

    def _or(self, ins):
        self._binary(ins, self.b.or_)

    def _xor(self, ins):
        self._binary(ins, self.b.xor)

    def _not(self, ins):
        d, a = ins.operands
        self.set(d, self.b.not_(self.pval(a) if ins.types[0] == "pred" else self.ival(a)))

    def _shl(self, ins):
        self._shift(ins, self.b.shl, lambda x: self.splat(I32, 0))

    def _shr(self, ins):
        if ins.types[0] == "s32":
            self._shift(ins, self.b.ashr, lambda x: self.b.ashr(x, self.splat(I32, 31)))
        else:
            self._shift(ins, self.b.lshr, lambda x: self.splat(I32, 0))

    def _shift(self, ins, op, beyond):
        # PTX: an amount over the width shifts everything out (sign bits for shr.s32)
        d, a, c = ins.operands
        x, n = self.ival(a), self.ival(c)
        wide = self.b.icmp_unsigned(">", n, self.splat(I32, 31))
        self.set(d, self.b.select(wide, beyond(x), op(x, self.b.and_(n, self.splat(I32, 31)))))

    def _selp(self, ins):
        d, a, c, p = ins.operands
        self.set(d, self.b.select(self.pval(p), self.ival(a), self.ival(c)))

    def _setp(self, ins):
        d, a, c = ins.operands
        cmp = [m for m in ins.modifiers if m in _CMP][0]
        signed = ins.types[0] == "s32"
        f = self.b.icmp_signed if signed else self.b.icmp_unsigned
        self.set(d, f(_CMP[cmp], self.ival(a), self.ival(c)))

    def _minmax(self, ins, is_max):
        # softfloat.fminmax, lane by lane: -0 < +0; one NaN -> the other; both -> canonical
        d, a, c = ins.operands
        b = self.b
        x, y = self.fval(a), self.fval(c)
        xb, yb = self.ival(a), self.ival(c)
        zero = self.splat(I32, 0)
        if is_max:
            pick_x = b.or_(b.fcmp_ordered(">", x, y), b.and_(b.fcmp_ordered("==", x, y), b.icmp_signed("<", yb, zero)))
        else:
            pick_x = b.or_(b.fcmp_ordered("<", x, y), b.and_(b.fcmp_ordered("==", x, y), b.icmp_signed("<", xb, zero)))
        r = b.select(pick_x, xb, yb)
        xnan, ynan = b.fcmp_unordered("uno", x, x), b.fcmp_unordered("uno", y, y)
        r = b.select(xnan, yb, b.select(ynan, xb, r))
        self.set(d, b.select(b.and_(xnan, ynan), self.splat(I32, 0x7FFFFFFF), r))

    def _min(self, ins):
        self._minmax(ins, False)

    def _max(self, ins):
        self._minmax(ins, True)

    def _shfl(self, ins, value=None):
        d, a, bop, cop, _ = ins.operands
        mode = [m for m in ins.modifiers if m in ("up", "down", "bfly", "idx")][0]
        src, ok = source_lanes(mode, known_int(bop, self.constants), known_int(cop, self.constants))
        v = self.ival(a) if value is None else value
        out = self.b.shuffle_vector(v, ir.Constant(self.vi, None), ir.Constant(self.vi, src))
        if isinstance(d, ast.PredPair):
            self.set(d.first, out)
            self.set(d.second, ir.Constant(self.vp, [ir.Constant(I1, int(p)) for p in ok]))
        else:
            self.set(d, out)


def _resolvable(r, rows, registers, constants, depth=0) -> bool:
    """Whether the chain function can have register r before the chain: loaded from its
    per-thread array (4-byte elements, bytes for a predicate) or computed from its one
    instruction (a constant register)."""
    if r in rows:
        return rows[r][1] == (1 if registers[r].type == "pred" else 4)
    ins = constants.get(r)
    if ins is None or depth > 16 or not emittable(ins, registers, constants):
        return False
    return all(x not in registers or _resolvable(x, {}, registers, constants, depth + 1) for x in _read(ins))


def emit_chain(module, name, chain, rows, live_after, registers, constants):
    """void @__zk_chain_<name>(ptr launch, ptr block, i32 t0): the chain for the warp of
    linear threads t0..t0+31 (of a one-dimensional block, unless it sets
    chain.any_shape), every lane waiting at its first
    shuffle (whose values are in the flat snapshot): reads what it needs from the
    per-thread arrays (`rows`: register -> (offset, element size), as
    RegionTranslator._region_slot lays them out), writes back those of `live_after`
    (the registers live across the step after it) it wrote. None when a register it
    reads can be neither loaded nor computed here."""
    # the first shuffle's source register is its value in the snapshot (it may have no
    # array: RegionTranslator._region_snapshot_registers)
    src = chain.body[0].operands[1]
    source = src.name if isinstance(src, ast.Register) and src.component is None else None
    if not all(r == source or _resolvable(r, rows, registers, constants) for r in chain.reads):
        return None
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR, PTR, I32]), name=f"__zk_chain_{name}")
    fn.linkage = "internal"
    fn.attributes.add("alwaysinline")
    launch, block, t0 = fn.args
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    vi = ir.VectorType(I32, LANES)
    lane = ir.Constant(vi, [ir.Constant(I32, k) for k in range(LANES)])
    tid = b.add(b.shuffle_vector(b.insert_element(ir.Constant(vi, None), t0, ir.Constant(I32, 0)),
                                 ir.Constant(vi, None), ir.Constant(vi, [ir.Constant(I32, 0)] * LANES)), lane)
    ntx = bounded_field(b, launch, abi.L_NTID, abi.LAUNCH_RANGES)
    ntid = b.shuffle_vector(b.insert_element(ir.Constant(vi, None), ntx, ir.Constant(I32, 0)),
                            ir.Constant(vi, None), ir.Constant(vi, [ir.Constant(I32, 0)] * LANES))
    w = _Warp(b, registers, constants, {("%tid", "x"): tid, ("%laneid", None): lane, ("%ntid", "x"): ntid})
    stride = region_row_stride(b, b.zext(bounded_field(b, launch, abi.L_TPB, abi.LAUNCH_RANGES), I64))
    arrays = b.load(b.gep(block, [ir.Constant(I64, abi.B_REGIONS)], source_etype=I8), typ=PTR)
    t64 = b.zext(t0, I64)

    def load(p, t):
        # (element-aligned: a vector type's own alignment would be its whole size)
        x = b.load(p, typ=t)
        x.align = 4 if t.element == I32 else 1
        return x

    def store(v, p):
        b.store(v, p).align = 4 if v.type.element == I32 else 1

    def element(row):
        off, size = row
        return b.gep(arrays, [b.add(b.mul(stride, ir.Constant(I64, off)), b.mul(t64, ir.Constant(I64, size)))],
                     source_etype=I8)

    flat = b.load(b.gep(block, [ir.Constant(I64, abi.B_FLAT)], source_etype=I8), typ=PTR)
    first = load(b.gep(flat, [t64], source_etype=I32), vi)
    for r in chain.reads:
        if r in w.env:
            continue
        if r == source:
            w.env[r] = first
        elif r in rows:
            if registers[r].type == "pred":
                raw = load(element(rows[r]), ir.VectorType(I8, LANES))
                w.env[r] = b.icmp_unsigned("!=", raw, ir.Constant(ir.VectorType(I8, LANES), None))
            else:
                w.env[r] = load(element(rows[r]), vi)
        else:
            w.define_constant(r)
    w._shfl(chain.body[0], value=first)
    for ins in chain.body[1:]:
        w.emit(ins)
    written = set()
    for ins in chain.body:
        written.update(_written(ins))
    for r in sorted(written & set(live_after)):
        if r not in rows:
            continue
        v = w.env[r]
        if v.type == w.vp:
            store(b.zext(v, ir.VectorType(I8, LANES)), element(rows[r]))
        else:
            store(v, element(rows[r]))
    b.ret_void()
    chain.any_shape = not (w.specials_read - {("%laneid", None)})
    return fn
