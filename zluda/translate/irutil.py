"""Small llvmlite helpers shared by the emitters: intrinsic declarations, constants, loops."""

from __future__ import annotations

import hashlib
from contextlib import contextmanager

from llvmlite import ir

from . import abi
from .ptxtypes import F32, F64, I1, I8, I32, I64, PTR, VOID

# every translated function's first arguments: the thread environment (launch, block,
# thread slot, tid.x, tid.y, tid.z)
ENV_ARGS = ("launch", "block", "thr", "tidx", "tidy", "tidz")
ENV_TYPES = [PTR, PTR, PTR, I32, I32, I32]


# LLVM cuts a local value's name after 1,024 characters when it reads IR text, so two PTX
# names that share their first 1,024 characters would become one; longer names are
# shortened to a prefix and a digest, which keeps them apart
LOCAL_NAME_CHARS = 200


def local_name(ptx_name: str) -> str:
    """The LLVM name of a register, label or local variable named `ptx_name` in PTX."""
    name = ptx_name.lstrip("%$")
    if len(name) <= LOCAL_NAME_CHARS:
        return name
    return name[:LOCAL_NAME_CHARS - 17] + "." + hashlib.sha256(name.encode()).hexdigest()[:16]


def freeze(b: ir.IRBuilder, v):
    """LLVM's `freeze v` (llvmlite's builder has none): the same value, about which LLVM
    carries no facts from the conditions that tested v."""
    instr = ir.Instruction(b.block, v.type, "freeze", [v])
    b._insert(instr)
    return instr


def declare(module: ir.Module, name: str, ret: ir.Type, args, varargs: bool = False) -> ir.Function:
    fn = module.globals.get(name)
    if fn is None:
        fn = ir.Function(module, ir.FunctionType(ret, list(args), var_arg=varargs), name=name)
    return fn


def bounded_field(b: ir.IRBuilder, base, offset: int, ranges: dict):
    """The u32 field at `offset` of `base` (the launch or the block state), declared to lie
    in its range from abi.LAUNCH_RANGES / BLOCK_RANGES (`ranges`) when it has one."""
    v = b.load(b.gep(base, [ir.Constant(I64, offset)], source_etype=ir.IntType(8)), typ=I32)
    if offset in ranges:
        signed = [((x & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000 for x in ranges[offset]]
        v.set_metadata("range", b.module.add_metadata([ir.Constant(I32, x) for x in signed]))
    return v


def tbaa_tag(module: ir.Module, name: str):
    """An access tag of LLVM's type-based alias analysis for the runtime's own memory
    `name` (distinct names never alias). Unlike alias scopes, the inliner does not copy
    these per call site: they tell the group functions' accesses from the region
    functions' inlined into them."""
    root = module.add_metadata([ir.MetaDataString(module, "zluda runtime memory")])
    node = module.add_metadata([ir.MetaDataString(module, name), root, ir.Constant(I64, 0)])
    return module.add_metadata([node, node, ir.Constant(I64, 0)])


def intrinsic(b: ir.IRBuilder, name: str, ret: ir.Type, args, values):
    return b.call(declare(b.module, name, ret, args), list(values))


def suffix(t: ir.Type) -> str:
    if t == F32:
        return "f32"
    if t == F64:
        return "f64"
    if isinstance(t, ir.HalfType):
        return "f16"
    if isinstance(t, ir.IntType):
        return f"i{t.width}"
    raise TypeError(t)


def unary_intrinsic(b, base: str, x):
    return intrinsic(b, f"llvm.{base}.{suffix(x.type)}", x.type, [x.type], [x])


def binary_intrinsic(b, base: str, x, y):
    return intrinsic(b, f"llvm.{base}.{suffix(x.type)}", x.type, [x.type, x.type], [x, y])


def const(t: ir.Type, v) -> ir.Constant:
    return ir.Constant(t, v)


def fbits(b: ir.IRBuilder, x):
    """Float -> same-width integer bits."""
    return b.bitcast(x, ir.IntType(32 if x.type == F32 else 64 if x.type == F64 else 16))


def ffrom(b: ir.IRBuilder, bits, t: ir.Type):
    return b.bitcast(bits, t)


def select_chain(b: ir.IRBuilder, cases, default):
    """cases: [(cond, value)], first true wins."""
    out = default
    for cond, value in reversed(cases):
        out = b.select(cond, value, out)
    return out


class DistinctMetadata(ir.values.MDValue):
    """`distinct !{...}`, which llvmlite's uniqued nodes cannot express; a None operand
    stands for the node itself (a loop ID's first operand)."""

    def __init__(self, module: ir.Module, operands):
        super().__init__(module, [None if op is None else module._fix_metadata_operands([op])[0] for op in operands],
                         name=str(len(module.metadata)))

    def descr(self, buf):
        ops = ", ".join(self.get_reference() if op is None else op.get_reference() for op in self.operands)
        buf += (f"distinct !{{{ops}}}", "\n")

    __eq__ = object.__eq__
    __hash__ = object.__hash__


@contextmanager
def counted_loop(b: ir.IRBuilder, start, stop, name: str = "i", loop_id=None):
    """`for (i = start; i < stop; ++i)` with the index in a register; yields i.
    `loop_id`: the loop's `!llvm.loop` metadata, on its back edge."""
    t = start.type
    pre = b.block
    head = b.append_basic_block(f"{name}.head")
    body = b.append_basic_block(f"{name}.body")
    end = b.append_basic_block(f"{name}.end")
    b.branch(head)
    b.position_at_end(head)
    phi = b.phi(t, name=name)
    phi.add_incoming(start, pre)
    b.cbranch(b.icmp_signed("<", phi, stop), body, end)
    b.position_at_end(body)
    yield phi
    nxt = b.add(phi, ir.Constant(t, 1))
    phi.add_incoming(nxt, b.block)
    back = b.branch(head)
    if loop_id is not None:
        back.set_metadata("llvm.loop", loop_id)
    b.position_at_end(end)


def store_parameter_buffer(b, pbase, launch_copy) -> None:
    """Write the parameter buffer's address into a private launch copy, where the kernel's
    code reads it (load_parameter_buffer). Both accesses carry !invariant.group: every
    access so marked through that pointer gives the same value, which holds (the copy's
    field is written once, with the value its memcpy put there), and lets LLVM forward
    the value to loads deep in large region code, where its load-store forwarding gives
    up: the parameter loads then hoist out of the thread loops again."""
    assert abi.L_PARAMS == 0   # the same pointer value for every access: the copy itself
    b.store(pbase, launch_copy).set_metadata("invariant.group", b.module.add_metadata([]))


def load_parameter_buffer(b, launch_copy):
    v = b.load(launch_copy, typ=PTR)
    v.set_metadata("invariant.group", b.module.add_metadata([]))
    return v


# ------------------------------------------------------------ the generated code's runtime structures
def load_at(b, base, off, t):
    return b.load(b.gep(base, [ir.Constant(I64, off)], source_etype=I8), typ=t)


def byte_ptr(b, base, off):
    return b.gep(base, [ir.Constant(I64, off)], source_etype=I8)


def thread_slot(b, threads, t):
    return b.gep(threads, [b.zext(no_wrap(b.mul(t, ir.Constant(I32, abi.THREAD_SLOT))), I64)], source_etype=I8)


def no_wrap(instr):
    """Thread numbers and offsets never wrap (ntid <= 1024): saying so lets LLVM see
    consecutive threads' addresses as consecutive."""
    instr.flags = ["nuw", "nsw"]
    return instr


def region_row_stride(b, ntid):
    """Elements from one of a region kernel's per-thread arrays to the next (ntid as i64,
    plus abi.REGION_ROW_PAD): array `off` (bytes per thread) starts at off * stride."""
    return no_wrap(b.add(ntid, ir.Constant(ntid.type, abi.REGION_ROW_PAD)))


def warp_first(b, w):
    """The first thread of warp `w` in a lane loop: w * 32, the 32 hidden from LLVM (an
    empty inline asm returns it). Knowing that the warp's first thread is a multiple of
    32, LLVM 22's loop vectoriser took the address of a rotation within the warp,
    sh[(tid & ~31) + ((tid & 31) + k) % 32], for consecutive in the lane loop and read the
    next warp's elements at lanes 32 - k .. 31 (a miscompile, bisected to loop-vectorize:
    tests/translate/test_translate_warp_loops.py at the full tier). The thread index stays
    first + lane, consecutive in the lane; what is lost is folding tid & 31 to the lane."""
    opaque = b.asm(ir.FunctionType(I32, [I32]), "", "=r,0", [ir.Constant(I32, 32)], False, name="warp.size")
    return no_wrap(b.mul(w, opaque))


def memcpy(b, dst, src, size):
    fn = declare(b.module, "llvm.memcpy.p0.p0.i64", VOID, [PTR, PTR, I64, I1])
    b.call(fn, [dst, src, ir.Constant(I64, size), ir.Constant(I1, 0)])


def private_bytes(b, size, name):
    a = b.alloca(ir.ArrayType(I8, max(size, 1)), name=name)
    a.align = 16
    a.type = PTR
    return a


# a region kernel's group function: (launch, block, what, lanes, summary) runs, each from where it
# stopped, every thread (what = GROUP_START), the threads a barrier released (state
# RELEASED; what = GROUP_RELEASED), or the lanes `lanes` of warp `what`
GROUP_FN = ir.FunctionType(VOID, [PTR, PTR, I32, I32, PTR])
GROUP_START = -1
GROUP_RELEASED = -2
# (region driver only) every living thread waits at a barrier; lanes: -1, or the code
# (state | point << REGION_POINT_SHIFT) that all ntid threads share.
# The last argument receives u32[5]: the or and the and of the codes the group's threads
# stopped with, how many stopped at a barrier, how many exited, how many stopped at a
# loop step (region driver only).
GROUP_AT_BARRIER = -3
# (region driver only) all ntid threads wait at one warp collective site; lanes: their code
GROUP_ALL_AT_WARP = -4
# (region driver only) the threads stopped at loop steps run on; lanes: -1, or the code
# that all ntid threads share
GROUP_AT_STEP = -5
