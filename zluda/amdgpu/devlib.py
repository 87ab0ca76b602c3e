"""The AMDGPU device library: what the lowering's calls resolve to, per target.

The AMDGPU lowering (zluda.amdgpu.lowering) emits calls to a few functions whose
bodies depend on the target; `library(gfx)` defines them in an LLVM module that is
linked into each translated module before code generation:

    i32 __zk_amdgpu_lane()                       lane index in the hardware wavefront
    i32 __zk_amdgpu_warp_ballot(i1)              ballot of the 32-lane CUDA warp
    i32 __zk_amdgpu_warp_read(i32 v, i32 lane)   v of CUDA lane `lane` of this warp
    i64 __zk_amdgpu_globaltimer()                nanoseconds from the constant 100 MHz clock
    i32 __zk_amdgpu_printf(i64 fmt, i64 args)    CUDA's vprintf, into the printf buffer
    void __zk_amdgpu_assert(i64 msg, i64 file, i64 line, i64 func, i64 charsize)

A CUDA warp is 32 threads. On wave32 targets (RDNA) it is one wavefront; on wave64
targets (CDNA) a wavefront holds two CUDA warps (lanes 0-31 and 32-63, as workgroup
threads fill wavefronts in order), so ballots take the warp's half of the 64-bit mask
and lane reads stay inside the warp's half.

The printf buffer (`__zk_amdgpu_printf_buffer`, a global the loader writes: 0 = no
buffer) points at {u64 capacity, u64 used, data}; each call reserves a record with one
atomic add: {u32 kind, u32 bytes, u64 format address, CUDA's argument buffer}, kind 1
printf, 2 assert ({msg, file, line, func, charsize} instead of the format). A record
that does not fit is dropped, and `used` > capacity tells the host records were lost
(zluda.amdgpu.printf_buffer decodes).
"""

from __future__ import annotations

from functools import lru_cache

from llvmlite import ir

from zluda.amdgpu.targets import target

I1, I8, I32, I64 = ir.IntType(1), ir.IntType(8), ir.IntType(32), ir.IntType(64)
PTR = ir.PointerType()
GLOBAL_PTR = ir.PointerType(addrspace=1)

PRINTF_BUFFER = "__zk_amdgpu_printf_buffer"
HEADER_BYTES = 16            # capacity u64, used u64
RECORD_HEADER = 16           # kind u32, bytes u32, format (or assert message) u64
KIND_PRINTF, KIND_ASSERT = 1, 2
ASSERT_RECORD = RECORD_HEADER + 4 * 8

# the constant-rate clock: s_memrealtime up to gfx10, a message that returns it on gfx11+
REALTIME_SOURCE = {"gfx90a": "memrealtime", "gfx942": "memrealtime",
                   "gfx1100": "sendmsg", "gfx1201": "sendmsg"}
REALTIME_NS_PER_TICK = 10    # 100 MHz
MSG_RTN_GET_REALTIME = 0x83

# vprintf argument sizes (CUDA packs each argument at a multiple of its own size):
# conversions that always take 8 bytes (floating point arrives as double; strings and
# pointers are addresses); integer conversions take 4 bytes unless a length modifier
# other than h/hh widens them
WIDE_CONVERSIONS = "eEfFgGaAspn"
INT_CONVERSIONS = "diouxXc"
WIDENING_LENGTHS = "lLqjzt"
SPEC_CHARACTERS = "-+ #0123456789."


def _declare(module, name, ret, args):
    fn = module.globals.get(name)
    return fn if fn is not None else ir.Function(module, ir.FunctionType(ret, args), name=name)


def _define(module, name, ret, args, attributes=("alwaysinline", "convergent")):
    # external here, so linking resolves the translator's declarations; the AMDGPU hook
    # internalises everything but the kernels afterwards
    fn = ir.Function(module, ir.FunctionType(ret, args), name=name)
    for a in attributes:
        fn.attributes.add(a)
    return fn, ir.IRBuilder(fn.append_basic_block("entry"))


def _lane(module, wave: int):
    fn, b = _define(module, "__zk_amdgpu_lane", I32, [])
    lo = b.call(_declare(module, "llvm.amdgcn.mbcnt.lo", I32, [I32, I32]),
                [ir.Constant(I32, -1), ir.Constant(I32, 0)])
    if wave == 64:
        lo = b.call(_declare(module, "llvm.amdgcn.mbcnt.hi", I32, [I32, I32]),
                    [ir.Constant(I32, -1), lo])
    b.ret(lo)
    return fn


def _warp_half(b, lane, wave):
    """Hardware lane of CUDA lane 0 of this warp: 0, or 32 in the upper half of wave64."""
    return b.and_(b.call(lane, []), ir.Constant(I32, 32)) if wave == 64 else ir.Constant(I32, 0)


def _ballot(module, wave: int, lane):
    fn, b = _define(module, "__zk_amdgpu_warp_ballot", I32, [I1])
    if wave == 32:
        b.ret(b.call(_declare(module, "llvm.amdgcn.ballot.i32", I32, [I1]), [fn.args[0]]))
        return fn
    everything = b.call(_declare(module, "llvm.amdgcn.ballot.i64", I64, [I1]), [fn.args[0]])
    half = b.zext(_warp_half(b, lane, wave), I64)
    b.ret(b.trunc(b.lshr(everything, half), I32))
    return fn


def _warp_read(module, wave: int, lane):
    fn, b = _define(module, "__zk_amdgpu_warp_read", I32, [I32, I32])
    value, src = fn.args
    hw = b.or_(_warp_half(b, lane, wave), b.and_(src, ir.Constant(I32, 31)))
    # ds_bpermute addresses lanes in bytes
    address = b.shl(hw, ir.Constant(I32, 2))
    b.ret(b.call(_declare(module, "llvm.amdgcn.ds.bpermute", I32, [I32, I32]), [address, value]))
    return fn


def _globaltimer(module, gfx: str):
    fn, b = _define(module, "__zk_amdgpu_globaltimer", I64, [], attributes=("alwaysinline",))
    source = REALTIME_SOURCE.get(gfx)
    if source == "memrealtime":
        ticks = b.call(_declare(module, "llvm.amdgcn.s.memrealtime", I64, []), [])
    elif source == "sendmsg":
        ticks = b.call(_declare(module, "llvm.amdgcn.s.sendmsg.rtn.i64", I64, [I32]),
                       [ir.Constant(I32, MSG_RTN_GET_REALTIME)])
    else:
        raise KeyError(f"no constant-rate clock known for {gfx}; known: {', '.join(REALTIME_SOURCE)}")
    b.ret(b.mul(ticks, ir.Constant(I64, REALTIME_NS_PER_TICK)))
    return fn


def _any_of(b, c, chars: str):
    hit = ir.Constant(I1, 0)
    for ch in chars:
        hit = b.or_(hit, b.icmp_unsigned("==", c, ir.Constant(I8, ord(ch))))
    return hit


def _align_up(b, value, size):
    mask = b.sub(size, ir.Constant(I64, 1))
    return b.and_(b.add(value, mask), b.not_(mask))


def vprintf_layout(module) -> ir.Function:
    """{i64 bytes, i64 arguments} of CUDA's vprintf argument buffer for a format string.

    One pass over the string with a two-state machine (outside / inside a conversion
    specification): `*` takes an int, length modifiers other than h/hh widen integer
    conversions to 8 bytes, `%%` takes nothing."""
    pair = ir.LiteralStructType([I64, I64])
    fn, b = _define(module, "__zk_amdgpu_vprintf_layout", pair, [PTR], attributes=())
    entry = b.block
    loop, done = fn.append_basic_block("char"), fn.append_basic_block("done")
    step = fn.append_basic_block("step")
    b.branch(loop)
    b.position_at_end(loop)
    p = b.phi(PTR, "p")
    inside = b.phi(I1, "inside")        # in a conversion specification
    wide = b.phi(I1, "wide")            # a widening length modifier was seen
    size = b.phi(I64, "size")
    count = b.phi(I64, "count")
    c = b.load(p, typ=I8)
    b.cbranch(b.icmp_unsigned("==", c, ir.Constant(I8, 0)), done, step)

    b.position_at_end(step)
    percent = b.icmp_unsigned("==", c, ir.Constant(I8, ord("%")))
    star = b.and_(inside, b.icmp_unsigned("==", c, ir.Constant(I8, ord("*"))))
    length = b.and_(inside, _any_of(b, c, "h" + WIDENING_LENGTHS))
    modifier = b.and_(inside, _any_of(b, c, SPEC_CHARACTERS))
    # a conversion character ends the specification (`%%` ends it taking nothing)
    conversion = b.and_(inside, b.not_(b.or_(b.or_(star, length), modifier)))
    takes = b.and_(conversion, b.not_(percent))
    eight = b.or_(_any_of(b, c, WIDE_CONVERSIONS), b.and_(wide, _any_of(b, c, INT_CONVERSIONS)))
    arg_size = b.select(star, ir.Constant(I64, 4),
                        b.select(eight, ir.Constant(I64, 8), ir.Constant(I64, 4)))
    consumes = b.or_(star, takes)
    new_size = b.select(consumes, b.add(_align_up(b, size, arg_size), arg_size), size)
    new_count = b.select(consumes, b.add(count, ir.Constant(I64, 1)), count)
    starts = b.and_(b.not_(inside), percent)
    new_inside = b.or_(starts, b.and_(inside, b.not_(conversion)))
    widens = b.and_(length, _any_of(b, c, WIDENING_LENGTHS))
    new_wide = b.and_(new_inside, b.or_(b.and_(wide, inside), widens))
    nxt = b.gep(p, [ir.Constant(I64, 1)], source_etype=I8)
    b.branch(loop)
    for phi, first, later in ((p, fn.args[0], nxt), (inside, ir.Constant(I1, 0), new_inside),
                              (wide, ir.Constant(I1, 0), new_wide),
                              (size, ir.Constant(I64, 0), new_size),
                              (count, ir.Constant(I64, 0), new_count)):
        phi.add_incoming(first, entry)
        phi.add_incoming(later, step)

    b.position_at_end(done)
    result = b.insert_value(ir.Constant(pair, ir.Undefined), size, 0)
    b.ret(b.insert_value(result, count, 1))
    return fn


def _buffer_global(module):
    g = module.globals.get(PRINTF_BUFFER)
    if g is None:
        g = ir.GlobalVariable(module, GLOBAL_PTR, PRINTF_BUFFER, addrspace=1)
        g.initializer = ir.Constant(GLOBAL_PTR, None)
        g.align = 8
    return g


def _reserve(b, module, record_bytes, fail):
    """Global pointer to a fresh record of `record_bytes`, or a branch to `fail`."""
    buf = b.load(_buffer_global(module), typ=GLOBAL_PTR)
    fn = b.function
    have, fits = fn.append_basic_block("have.buffer"), fn.append_basic_block("fits")
    b.cbranch(b.icmp_unsigned("==", b.ptrtoint(buf, I64), ir.Constant(I64, 0)), fail, have)
    b.position_at_end(have)
    capacity = b.load(buf, typ=I64)
    used = b.gep(buf, [ir.Constant(I64, 8)], source_etype=I8)
    offset = b.atomic_rmw("add", used, record_bytes, "monotonic")
    end = b.add(offset, record_bytes)
    b.cbranch(b.icmp_unsigned(">", end, capacity), fail, fits)
    b.position_at_end(fits)
    return b.gep(buf, [b.add(offset, ir.Constant(I64, HEADER_BYTES))], source_etype=I8)


def _store_at(b, base, offset, value):
    b.store(value, b.gep(base, [ir.Constant(I64, offset)], source_etype=I8))


def printf(module) -> ir.Function:
    layout = vprintf_layout(module)
    fn, b = _define(module, "__zk_amdgpu_printf", I32, [I64, I64], attributes=())
    fmt, args = fn.args
    fail = fn.append_basic_block("no.room")
    shape = b.call(layout, [b.inttoptr(fmt, PTR)])
    size, count = b.extract_value(shape, 0), b.extract_value(shape, 1)
    record_bytes = b.add(_align_up(b, size, ir.Constant(I64, 8)), ir.Constant(I64, RECORD_HEADER))
    rec = _reserve(b, module, record_bytes, fail)
    _store_at(b, rec, 0, ir.Constant(I32, KIND_PRINTF))
    _store_at(b, rec, 4, b.trunc(record_bytes, I32))
    _store_at(b, rec, 8, fmt)
    memcpy = _declare(module, "llvm.memcpy.p1.p0.i64", ir.VoidType(), [GLOBAL_PTR, PTR, I64, I1])
    b.call(memcpy, [b.gep(rec, [ir.Constant(I64, RECORD_HEADER)], source_etype=I8),
                    b.inttoptr(args, PTR), size, ir.Constant(I1, 0)])
    b.ret(b.trunc(count, I32))
    b.position_at_end(fail)
    b.ret(ir.Constant(I32, -1))
    return fn


def assert_record(module) -> ir.Function:
    """Writes the assert record; `__zk_amdgpu_assert` then traps (the host reads the
    record after the queue reports the trap)."""
    fn, b = _define(module, "__zk_amdgpu_assert_record", ir.VoidType(), [I64] * 5, attributes=())
    done = fn.append_basic_block("done")
    rec = _reserve(b, module, ir.Constant(I64, ASSERT_RECORD), done)
    _store_at(b, rec, 0, ir.Constant(I32, KIND_ASSERT))
    _store_at(b, rec, 4, ir.Constant(I32, ASSERT_RECORD))
    for k, value in enumerate(fn.args):
        _store_at(b, rec, 8 + 8 * k, value)
    b.branch(done)
    b.position_at_end(done)
    b.ret_void()
    return fn


def _assert(module):
    record = assert_record(module)
    fn, b = _define(module, "__zk_amdgpu_assert", ir.VoidType(), [I64] * 5, attributes=())
    b.call(record, list(fn.args))
    b.call(_declare(module, "llvm.trap", ir.VoidType(), []), [])
    b.unreachable()
    return fn


def _text(module) -> str:
    return "\n".join(line for line in str(module).splitlines()
                     if not line.startswith(("target triple", "target datalayout")))


def buffer_writers() -> str:
    """The target-independent part: the vprintf layout and the record writers (the tests
    also compile it for the host CPU and run it)."""
    module = ir.Module(name="zluda-amdgpu-devlib-buffer")
    printf(module)
    assert_record(module)
    return _text(module)


@lru_cache(maxsize=None)
def library(gfx: str) -> str:
    """The device library for `gfx` as LLVM IR text (no triple/data layout lines)."""
    wave = target(gfx).wavefront
    module = ir.Module(name=f"zluda-amdgpu-devlib-{gfx}")
    lane = _lane(module, wave)
    _ballot(module, wave, lane)
    _warp_read(module, wave, lane)
    _globaltimer(module, gfx)
    printf(module)
    _assert(module)
    return _text(module)
