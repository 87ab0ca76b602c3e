"""Kernels that run with the CPU's own flush-to-zero modes (x86: MXCSR's FTZ and DAZ bits).

`.ftz` asks f32 arithmetic to read subnormal inputs as zeros of the same sign and to
write a zero of the result's sign for a result that is tiny after rounding (rounded to
24 bits with an unbounded exponent, it stays below 2^-126; see softfloat.ftz_f32_tiny).
x86's DAZ bit does the first for every SSE/AVX operation and its FTZ bit the second,
deciding tininess after rounding as well (Intel SDM vol. 1, 4.9.1.5; checked against the
exact lowering on boundary cases in tests/translate/test_translate_flush_mode.py). Done in
software, each `.ftz` operation costs a flush per input, an f64 error analysis and a
flush of its result, tens of instructions around one; nvcc's `--use_fast_math` writes
every f32 operation of a program that way.

The modes change every floating-point instruction the kernel runs, so a kernel runs
under them only when every instruction it and its functions hold means the same there
(`SAFE`): `.ftz` f32 arithmetic rounded to nearest, comparisons and min/max with
`.ftz`, and instructions that only move or convert bits. One f64 operation, one f32
operation without `.ftz`, one directed rounding keeps the kernel on the exact software
lowering, which is right under either mode. Such a kernel's entry sets the modes for the
blocks it runs and puts the caller's back (`wrap_entry`); the fault guard puts them back
when a fault leaves a kernel (zluda/cpu/faultguard.c).

What stays explicit under the modes: operations that select or move bits rather than
compute (min/max, abs/neg, selp of a flushed value), and operations that LLVM may fold
to one of their operands when a constant operand makes them an identity (x * 1.0,
x + -0.0, x / 1.0): their register inputs keep a flush (softfloat.flush_denormal).
"""

from __future__ import annotations

import itertools
import math
import struct
from fractions import Fraction

from llvmlite import ir

from zluda.ptx import ast

from .dataflow import written_registers
from .irutil import declare
from .ptxtypes import I32, PTR, VOID

# MXCSR: DAZ (bit 6) reads subnormal inputs as zeros, FTZ (bit 15) flushes tiny results
MXCSR_FLUSH_BITS = 0x8040

FLOAT_TYPES = frozenset({"f16", "f16x2", "bf16", "bf16x2", "f32", "f64", "tf32", "e4m3", "e5m2", "e4m3x2",
                         "e5m2x2", "e2m1x2", "e2m3x2", "e3m2x2", "ue8m0x2"})
INT_ROUNDING = ("rni", "rzi", "rmi", "rpi")

# f32 arithmetic whose .ftz form the modes reproduce when it rounds to nearest (the
# default when no rounding is written; .approx/.full are within their bounds of the
# correctly rounded value either way)
ARITHMETIC = frozenset({"add", "sub", "mul", "div", "fma", "mad", "rcp", "sqrt", "rsqrt", "ex2", "lg2", "sin",
                        "cos", "tanh"})
# f32 instructions without .ftz whose lowering gives the same bits with the modes on or
# off (libm_tanh: subnormal inputs selected through, no subnormal operand otherwise)
MODE_INDEPENDENT = frozenset({"tanh"})
# f32 instructions whose .ftz form is a comparison or a selection (emit_float, emit_logic)
COMPARING = frozenset({"setp", "set", "min", "max", "slct"})
# instructions that move, store or change sign bits of any type without computing with them
# (abs, neg and copysign are bit operations in emit_float)
MOVING = frozenset({"mov", "ld", "ldu", "st", "selp", "shfl", "prmt", "cp", "cvta", "bar", "barrier", "ret",
                    "exit", "bra", "brx", "membar", "fence", "vote", "activemask", "match", "stmatrix",
                    "copysign", "abs", "neg"})
# functions without a body that a kernel here may call: they compute nothing with the
# kernel's floating-point values (vprintf formats them: it keeps the kernel exact)
PLAIN_EXTERNS = frozenset({"malloc", "free", "__assertfail"})


def _rounds_to_nearest(ins) -> bool:
    return not any(m in ins.modifiers for m in ("rz", "rm", "rp"))


def _safe_cvt(ins) -> bool:
    """cvt keeps its meaning under the modes: from an integer (never subnormal); to an
    integer or an integral f32 by truncation or to nearest (a subnormal gives a zero
    either way; rounding down or up, only its flushed form does); to and from bf16 (bit
    arithmetic, emit_half); f16 to f32 (exact, and no f16 is an f32 subnormal; x86's
    vcvtph2ps ignores DAZ, SDM vol. 2, and soft-float widening reads bits). f64, the
    narrowing to f16 and the other conversions keep the exact lowering."""
    dest, src = (ins.types + (None, None))[:2]
    if dest is None or src is None or ins.has("sat") or ins.has("relu"):
        return False
    if src not in FLOAT_TYPES:
        return dest not in FLOAT_TYPES or dest == "f32"
    if dest not in FLOAT_TYPES or (dest, src) == ("f32", "f32"):
        return src == "f32" and (ins.has("ftz") or ins.has("rzi") or ins.has("rni"))
    return (dest, src) in (("bf16", "f32"), ("bf16x2", "f32"), ("f32", "bf16"), ("f32", "f16"))


def _safe_atom(ins) -> bool:
    """atom/red on f32 add outside shared memory flushes as the modes do (PTX ISA:
    atom.add.f32 flushes subnormal inputs and results; so does the H200 in global memory,
    but not in shared memory: tests/translate/atomic_fadd/h200.json); the other float
    atomics keep the exact lowering."""
    floats = [t for t in ins.types if t in FLOAT_TYPES]
    if not floats:
        return True
    in_shared = any(m.startswith("shared") for m in ins.modifiers)   # shared, shared::cta/cluster
    return floats == ["f32"] and "add" in ins.modifiers and not in_shared


def _generic_f32_add(ins) -> bool:
    """atom/red.add.f32 through a generic address: the add flushes, or keeps subnormals
    where the address lies in shared memory (emit_atomic._generic_fadd), which the modes
    would not."""
    spaces = [m for m in ins.modifiers if m.split("::")[0] in ("global", "shared", "local", "const", "param")]
    floats = [t for t in ins.types if t in FLOAT_TYPES]
    return ins.opcode in ("atom", "red") and not spaces and floats == ["f32"] and "add" in ins.modifiers


def _reaches_shared_generically(ins) -> bool:
    """Whether `ins` may make a generic address into shared memory: cvta.shared, or a
    generic atom/red on a variable's name (which may be a shared one)."""
    if ins.opcode == "cvta":
        return not ins.has("to") and any(m.split("::")[0] == "shared" for m in ins.modifiers)
    if _generic_f32_add(ins):
        address = ins.operands[1 if ins.opcode == "atom" else 0]
        return isinstance(getattr(address, "base", address), ast.Symbol)
    return False


def safe(ins: ast.Instruction) -> bool:
    """Whether `ins` means the same with the modes on (module docstring)."""
    op = ins.opcode
    floats = [t for t in ins.types if t in FLOAT_TYPES]
    if op == "cvt":
        return _safe_cvt(ins)
    if op in ("atom", "red"):
        return _safe_atom(ins)
    if not floats or op in MOVING:
        return True
    if floats != ["f32"] * len(floats):
        return False
    if op in MODE_INDEPENDENT and not ins.has("ftz"):
        return True
    if op in ARITHMETIC:
        # mad.f32 without a rounding is sm_1x's unfused multiply-add: its product is not flushed
        return ins.has("ftz") and _rounds_to_nearest(ins) and not (op == "mad" and not ins.has("rn"))
    if op in COMPARING:
        return ins.has("ftz")
    return False


def flushing_arithmetic(ins: ast.Instruction) -> bool:
    return ins.opcode in ARITHMETIC and ins.has("ftz") and "f32" in ins.types


def _extern_calls(fn, functions) -> bool:
    """Whether `fn` calls something the module has no body for (beyond PLAIN_EXTERNS) or
    calls through a register."""
    for ins in fn.instructions():
        if ins.opcode != "call":
            continue
        target = ins.call_parts()[1]
        if not isinstance(target, ast.Symbol):
            return True
        callee = functions.get(target.name)
        if (callee is None or not callee.has_body) and target.name not in PLAIN_EXTERNS:
            return True
    return False


def flushing_kernels(roots, functions, reachable) -> set:
    """The kernels among `roots` that run with the modes on: every instruction of theirs
    and of the functions they reach is `safe`, one at least is `.ftz` arithmetic (for
    the others the modes change nothing), and no generic f32 atomic add may land in
    shared memory (_generic_f32_add with _reaches_shared_generically). `reachable(names)`: the functions those
    names reach, themselves included."""
    verdict: dict = {}

    def body_safe(name):
        if name not in verdict:
            fn = functions[name]
            verdict[name] = (all(safe(i) for i in fn.instructions()) and not _extern_calls(fn, functions),
                             any(flushing_arithmetic(i) for i in fn.instructions()),
                             any(_generic_f32_add(i) for i in fn.instructions()),
                             any(_reaches_shared_generically(i) for i in fn.instructions()))
        return verdict[name]

    out = set()
    for root in roots:
        reached = [body_safe(n) for n in reachable([root])]
        # a generic f32 add may land in shared memory only where the kernel makes such addresses
        shared_add = any(r[2] for r in reached) and any(r[3] for r in reached)
        if all(r[0] for r in reached) and any(r[1] for r in reached) and not shared_add:
            out.add(root)
    return out


def flushing_functions(roots, flushing: set, reachable) -> set:
    """The kernels that flush and the .funcs that only they reach (a .func that a kernel
    without the modes reaches too keeps the exact lowering: it is right under both)."""
    out = set(flushing)
    exact = set()
    for root in roots:
        (out if root in flushing else exact).update(reachable([root]))
    return (out - exact) | set(flushing)


# special registers whose value LLVM never learns (the launch's sizes it may: a
# specialised compilation may know them)
OPAQUE_SPECIALS = frozenset({"%tid", "%ctaid", "%laneid", "%warpid", "%smid", "%clock", "%clock64", "%globaltimer",
                             "%globaltimer_lo", "%globaltimer_hi"})
# loads whose value LLVM may know: constant memory (an initialised global), local memory
# (promoted to registers), parameters other than a kernel's own (inlined calls)
KNOWABLE_SPACES = ("const", "local")
# instructions that pick one of their operands: LLVM folds an operation into a select or
# a phi of constants one arm at a time
SELECTING = frozenset({"selp", "slct", "mov", "min", "max"})
# integer operations that give a constant from a constant and anything (x & 0, x * 0,
# x << 32)
ANNIHILATING = frozenset({"and", "or", "mul", "shl", "shr", "mul24"})
ANY = None   # a register that may hold any constant LLVM works out
NOT_KNOWN = frozenset()


def _imm(op):
    """The values an immediate stands for: a float literal's number; an integer's bits
    read as an f32 and as an f64 (mov.b32 %f, 0x3F800000 is 1.0)."""
    if isinstance(op, ast.FloatImm):
        values = {op.value}
    else:
        bits = op.value
        values = {struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0],
                  struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]}
    # a NaN is no identity (and never equal to itself: the fixed point would not end)
    return frozenset(v for v in values if v == v)


def _union(a, b):
    return ANY if a is ANY or b is ANY else a | b


# float arithmetic whose constant results knowable_constants works out, as LLVM would fold
# them (round to nearest): a loop that adds products to an accumulator starting at 0, and
# stores it where the loop's loads may read (matmul_forward_kernel4 through global and
# shared memory), keeps its values known as {0} instead of "any constant", which made
# every factor a possible 1 and kept a flush on each input of each fma
FOLDED = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "fma": lambda a, b, c: a * b + c,
    "mad": lambda a, b, c: a * b + c,
}
FOLD_MAX_CASES = 64    # operand combinations evaluated; more make the result ANY
FOLD_MAX_VALUES = 16   # distinct results kept; more make the result ANY
_F32_MIN_NORMAL, _F64_MIN_NORMAL = 2.0 ** -126, 2.0 ** -1022


def _nearest(exact: Fraction, single: bool) -> frozenset:
    """The f32 or f64 values round-to-nearest may give for `exact`: the f64 nearest, and for
    f32 both f32 neighbours of it when it falls between them (rounding twice may differ
    from rounding once); empty for a value past the format's range (an infinity)."""
    try:
        wide = float(exact)
    except OverflowError:
        return frozenset()
    if not single:
        return frozenset({wide})
    try:
        narrow = struct.unpack("<f", struct.pack("<f", wide))[0]
    except OverflowError:
        return frozenset()
    if narrow == wide:
        return frozenset({narrow})
    other = struct.unpack("<I", struct.pack("<f", narrow))[0] + (1 if abs(wide) > abs(narrow) else -1)
    return frozenset({narrow, struct.unpack("<f", struct.pack("<I", other & 0xFFFFFFFF))[0]})


def _float_types(ins) -> list:
    return [t for t in ins.types if t in FLOAT_TYPES]


def _folded(ins, srcs: list):
    """The constants `ins` (in FOLDED) gives from operands of the known constants `srcs`:
    exact arithmetic rounded to nearest, in f32 or f64. ANY where that is not certain: a
    directed rounding or an integer type, too many cases, or a subnormal operand or result
    (its value depends on the flush modes, which LLVM does not know). Infinities and NaNs
    are left out: neither is an identity's constant, and arithmetic on them gives no finite
    value."""
    types = _float_types(ins)
    if types not in (["f32"], ["f64"]) or not _rounds_to_nearest(ins) or (ins.opcode == "mad" and not ins.has("rn")):
        return ANY
    arity = 3 if ins.opcode in ("fma", "mad") else 2
    if len(srcs) != arity:
        return ANY
    single = types == ["f32"]
    smallest = _F32_MIN_NORMAL if single else _F64_MIN_NORMAL
    cases = 1
    for s_ in srcs:
        cases *= len(s_)
    if cases > FOLD_MAX_CASES:
        return ANY
    fold = FOLDED[ins.opcode]
    out = set()
    for args in itertools.product(*srcs):
        if any(a != a or a in (math.inf, -math.inf) for a in args):
            continue
        if any(0 < abs(a) < smallest for a in args):
            return ANY
        for r in _nearest(fold(*map(Fraction, args)), single):
            if 0 < abs(r) < smallest:
                return ANY
            out.add(r)
    return frozenset(out) if len(out) <= FOLD_MAX_VALUES else ANY


def _stored_values(ins) -> tuple:
    """The operands whose values st, red or atom write to memory."""
    if ins.opcode == "atom":
        return ins.operands[2:]
    return ins.operands[1:]


def _writes(ins) -> tuple:
    if ins.opcode == "call":
        return tuple(o.name for o in ins.call_parts()[0] if isinstance(o, ast.Register))
    return written_registers(ins)


def _space(ins):
    return next((m for m in ins.modifiers if m in ("const", "local", "param", "global", "shared")), None)


def knowable_constants(statements, kernel_params) -> dict:
    """{register name: the constants LLVM may learn it holds (a frozenset of numbers, or
    ANY)} for a resolved body. A register is there when an instruction writing it makes
    a value LLVM can work out at compile time: immediates and what is computed from
    them only; loads of constant or local memory (an initialised global; promoted to
    registers), of parameters other than a kernel's own (an inlined call's) and of any
    memory the body stores knowable values to (the load may be forwarded: those values);
    a call's results; registers the body never writes (an inlined function's register
    parameters, launch sizes); or when it picks such a value (selp, mov, min/max: LLVM
    folds an operation into each arm of a select or phi), or when an integer operation
    may annihilate (x & 0, x * 0). Flow-insensitive: a phi of a constant and anything
    counts. Registers are named without their components."""
    insns = [st for st in statements if isinstance(st, ast.Instruction)]
    written = {d for ins in insns for d in _writes(ins)}
    known: dict = {}
    stored: dict = {}   # space (None: generic) -> the knowable values the body stores there

    def source(op):
        if isinstance(op, (ast.FloatImm, ast.IntImm)):
            return _imm(op)
        if isinstance(op, ast.Register):
            if op.name in known:
                return known[op.name]
            if op.name in written or op.name in OPAQUE_SPECIALS:
                return NOT_KNOWN
            return ANY
        if isinstance(op, ast.Vector):
            out = NOT_KNOWN
            for e in op.elements:
                out = _union(out, source(e))
            return out
        if isinstance(op, (ast.Symbol, ast.Address)):
            return ANY   # an address
        return NOT_KNOWN

    def value(ins):
        op = ins.opcode
        if op in ("ld", "ldu", "atom"):
            space = _space(ins)
            base = getattr(ins.operands[1], "base", None) if len(ins.operands) > 1 else None
            if space in KNOWABLE_SPACES or (space == "param" and getattr(base, "name", None) not in kernel_params):
                return ANY
            # a generic access may reach any space, and a space's any generic one
            spaces = (None, space) if space is not None else tuple(stored)
            out = NOT_KNOWN
            for sp in spaces:
                out = _union(out, stored.get(sp, NOT_KNOWN))
            return out
        if op == "call":
            return ANY
        srcs = [source(o) for o in ins.operands[1:] if not isinstance(o, ast.Not)]
        if op in ("selp", "slct"):
            srcs = srcs[:2]
        if not srcs or all(s == NOT_KNOWN for s in srcs):
            return NOT_KNOWN
        if op in SELECTING:
            out = NOT_KNOWN
            for s_ in srcs:
                out = _union(out, s_)
            return out
        if op in FOLDED and _float_types(ins) in (["f32"], ["f64"]):
            # no operation on a float LLVM cannot know gives a constant (x * 0 is NaN for an
            # infinite x, -0 for a negative one): not ANNIHILATING as an integer's
            if NOT_KNOWN in srcs:
                return NOT_KNOWN
            return ANY if any(s_ is ANY for s_ in srcs) else _folded(ins, srcs)
        if op in ANNIHILATING or all(s_ != NOT_KNOWN for s_ in srcs):
            return ANY
        return NOT_KNOWN

    changed = True
    while changed:
        changed = False
        for ins in insns:
            if ins.opcode in ("st", "red", "atom"):
                space = _space(ins)
                for o in _stored_values(ins):
                    new = _union(stored.get(space, NOT_KNOWN), source(o))
                    if new != stored.get(space, NOT_KNOWN):
                        stored[space], changed = new, True
            for d in _writes(ins):
                v = value(ins)
                if v == NOT_KNOWN and d not in known:
                    continue
                new = _union(known.get(d, NOT_KNOWN), v)
                if d not in known or new != known[d]:
                    known[d] = new
                    changed = True
    return known


# the constants that make each operation an identity LLVM folds to an operand (or its
# negation): {opcode: ((operand index, values), ...)}; an fma with a factor of 1 becomes an
# add, which may then fold as well
IDENTITIES = {
    "mul": ((1, (1.0, -1.0)), (2, (1.0, -1.0))),
    "div": ((2, (1.0, -1.0)),),
    "fma": ((1, (1.0, -1.0)), (2, (1.0, -1.0))),
    "mad": ((1, (1.0, -1.0)), (2, (1.0, -1.0))),
    "add": ((1, (0.0,)), (2, (0.0,))),
    "sub": ((1, (0.0,)), (2, (0.0,))),
}


def has_constant_identity(ins: ast.Instruction, knowable: dict | None = None) -> bool:
    """An arithmetic instruction that LLVM may fold to one of its register operands (or its
    negation, a sign flip) once a constant operand is known: x * +-1, x / +-1, x +- 0,
    0 - x, fma/mad with a +-1 factor. The fold would skip the flush the modes give
    (module docstring). The constant may be an immediate or a register LLVM can work out
    (`knowable`: knowable_constants of the body); a register of unknown constants counts."""
    for index, values in IDENTITIES.get(ins.opcode, ()):
        if index >= len(ins.operands):
            continue
        op = ins.operands[index]
        if isinstance(op, (ast.FloatImm, ast.IntImm)):
            consts = frozenset({float(op.value)})
        elif isinstance(op, ast.Register) and knowable is not None and op.name in knowable:
            consts = knowable[op.name]
        else:
            continue
        if consts is ANY or any(abs(c) == abs(v) for c in consts for v in values):
            return True
    return False


def wrap_entry(module: ir.Module, name: str, body: ir.Function) -> ir.Function:
    """The exported entry `name`: the kernel's blocks (`body`, the entry of kernel_abi) run
    with the flush modes on, and the caller's modes are put back after them. `body`
    stays a separate function: LLVM does not order floating-point arithmetic after a
    write of MXCSR, so none of the kernel's may share a function with that write."""
    body.linkage = "internal"
    body.attributes.add("noinline")
    fn = ir.Function(module, body.function_type, name=name)
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    read = declare(module, "llvm.x86.sse.stmxcsr", VOID, [PTR])
    write = declare(module, "llvm.x86.sse.ldmxcsr", VOID, [PTR])
    saved = b.alloca(I32, name="mxcsr.caller")
    modes = b.alloca(I32, name="mxcsr.kernel")
    b.call(read, [saved])
    b.store(b.or_(b.load(saved, typ=I32), ir.Constant(I32, MXCSR_FLUSH_BITS)), modes)
    b.call(write, [modes])
    r = b.call(body, list(fn.args))
    b.call(write, [saved])
    b.ret(r)
    return fn


# LLVM may assume nothing of subnormals in a module that holds a flushing kernel: a
# function it inlines into one has no other denormal mode than its caller's
DENORMAL_MODE = '"denormal-fp-math-f32"="dynamic,dynamic"'


def mark_functions(module: ir.Module) -> None:
    """Every function defined in `module` gets DENORMAL_MODE (one with other modes
    than its callers' would not be inlined into them)."""
    for fn in module.functions:
        if fn.is_declaration:
            continue
        fn.attributes._known = fn.attributes._known | {DENORMAL_MODE}
        fn.attributes.add(DENORMAL_MODE)
