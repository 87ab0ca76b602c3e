"""Pass: kernel entry points and the block scheduler.

Every kernel `K` gets an exported entry

    i32 K(ptr launch, i64 first_block, i64 end_block, ptr scratch, i32 worker)

that runs blocks [first_block, end_block) one after the other in the worker's scratch
(block state, thread slots, warp snapshots, shared memory; see `abi`). The runtime calls
it from several OS threads at once, each with its own range and scratch.

Inside a block:
* kernels without barriers or warp collectives run their threads one after the other
  (the per-thread function is inlined into the x/y/z loops, which LLVM can vectorise:
  where the threads have no memory of their own, the x loop is declared parallel);
* barrier kernels that `regions` accepts run as region functions (a thread runs from
  one suspension to the next; see `emit_region_group`): those whose collectives follow
  the simplest rules get a block scheduler of their own in the kernel module
  (`emit_region_driver`), the others use `__zk_schedule` with a group function;
* the others run every thread as a coroutine, scheduled by `__zk_schedule`: warp
  collectives are served first (all waiters of a warp resume after a snapshot of their
  contributions), then block barriers (0..15, with thread counts and bar.arrive),
  until every thread has exited. A block where threads wait forever is reported as
  STATUS_DEADLOCK instead of hanging.

The scheduler does not depend on the kernel (it starts threads through the ramp pointer
it is given), so kernel modules only declare it: `support_module` defines it once, and
the CPU JIT compiles that once per process instead of optimising a copy per kernel
(which was most of a barrier kernel's compile time).
"""

from __future__ import annotations

from llvmlite import ir

from . import abi
from .emit_atomic import SERIAL
from .emit_control import FunctionPointer
from .irutil import (ENV_TYPES, DistinctMetadata, bounded_field, counted_loop, declare, load_parameter_buffer,
                     store_parameter_buffer, tbaa_tag)
from .meta import SCHEDULER
from .ptxtypes import I1, I8, I32, I64, PTR, VOID



def _fld(b, base, off, t):
    return b.load(b.gep(base, [ir.Constant(I64, off)], source_etype=I8), typ=t)


def _fptr(b, base, off):
    return b.gep(base, [ir.Constant(I64, off)], source_etype=I8)


def _slot(b, threads, t):
    return b.gep(threads, [b.zext(no_wrap(b.mul(t, ir.Constant(I32, abi.THREAD_SLOT))), I64)], source_etype=I8)


def no_wrap(instr):
    """Thread numbers and offsets never wrap (ntid <= 1024): saying so lets LLVM see
    consecutive threads' addresses as consecutive."""
    instr.flags = ["nuw", "nsw"]
    return instr


def _warp_first(b, w):
    """The first thread of warp `w` in a lane loop: w * 32, the 32 hidden from LLVM (an
    empty inline asm returns it). Knowing that the warp's first thread is a multiple of
    32, LLVM 22's loop vectoriser took the address of a rotation within the warp,
    sh[(tid & ~31) + ((tid & 31) + k) % 32], for consecutive in the lane loop and read the
    next warp's elements at lanes 32 - k .. 31 (a miscompile, bisected to loop-vectorize:
    tests/cpu/test_cpu_warp_loops.py at the full tier). The thread index stays
    first + lane, consecutive in the lane; what is lost is folding tid & 31 to the lane."""
    opaque = b.asm(ir.FunctionType(I32, [I32]), "", "=r,0", [ir.Constant(I32, 32)], False, name="warp.size")
    return no_wrap(b.mul(w, opaque))


def _memcpy(b, dst, src, size):
    fn = declare(b.module, "llvm.memcpy.p0.p0.i64", VOID, [PTR, PTR, I64, I1])
    b.call(fn, [dst, src, ir.Constant(I64, size), ir.Constant(I1, 0)])


def _private(b, size, name):
    a = b.alloca(ir.ArrayType(I8, max(size, 1)), name=name)
    a.align = 16
    a.type = PTR
    return a


def _parallel_threads(module: ir.Module, thread_fn: ir.Function):
    """Loop metadata declaring the x loop's iterations (CUDA threads) independent: every
    plain load and store of the thread function joins one access group. LLVM cannot prove
    that threads touch different addresses (they are integers), so it vectorised no thread
    loop; threads that share memory without a barrier race on NVIDIA's hardware as well.
    Atomics, fences, calls and shared memory's read-modify-writes (emit_atomic.SERIAL)
    stay outside the group, which keeps a loop holding any of them sequential."""
    group = DistinctMetadata(module, [])
    for block in thread_fn.blocks:
        for instr in block.instructions:
            if type(instr) in (ir.LoadInstr, ir.StoreInstr) and SERIAL not in instr.metadata:
                instr.set_metadata("llvm.access.group", group)
    return DistinctMetadata(module, [None, module.add_metadata(["llvm.loop.parallel_accesses", group])])


def parameter_buffer(b, real_launch, param_size: int):
    """The address of the kernel's parameter buffer, read from the runtime's launch
    description, never from a copy of it. The runtime writes that field and the buffer
    before the launch and nothing writes either until the launch ends (kernels write only
    the status field; PTX kernel parameters are read-only), so both loads are invariant:
    LLVM may move them anywhere, out of thread loops or out of a branch. The buffer holds
    `param_size` bytes from a multiple of abi.PARAM_ALIGN, so loading a parameter before
    knowing it is needed is safe. The value is stored into the private launch copies,
    from which LLVM forwards it to the kernel's parameter loads (emit_mem marks those
    invariant). An invariant load of a copy would be wrong: the copy is written in the
    same function once inlined, and such a load was moved above that write, reading
    uninitialised memory (tests/cpu/test_cpu_tier_exactness.py)."""
    pbase = _fld(b, real_launch, abi.L_PARAMS, PTR)
    pbase.set_metadata("invariant.load", b.module.add_metadata([]))
    if param_size:   # a kernel without parameters may get no buffer at all
        pbase.set_metadata("dereferenceable", b.module.add_metadata([ir.Constant(I64, param_size)]))
        pbase.set_metadata("align", b.module.add_metadata([ir.Constant(I64, abi.PARAM_ALIGN)]))
    return pbase


def emit_entry(module: ir.Module, name: str, thread_fn: ir.Function, coroutine: bool, param_size: int = 0,
               independent_threads: bool = False, regions=None):
    """`independent_threads`: the threads have no private memory (their loop may run them
    in vector lanes); only for kernels that are not coroutines.
    `regions`: (group function, bytes of per-thread arrays per thread, its own block scheduler or
    None[, bytes of scalar slots after the arrays]) for a barrier kernel that runs as region functions; `thread_fn` is then unused
    and `coroutine` must be true."""
    fnty = ir.FunctionType(I32, [PTR, I64, I64, PTR, I32])
    fn = ir.Function(module, fnty, name=name)
    real_launch, first, end, scratch, worker = fn.args
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    # A private copy of the launch description: kernel code reads it on every thread, and
    # as an alloca LLVM knows that stores to device memory cannot change it (loads hoist
    # out of the thread loops, which can then vectorise). The kernel parameters are not
    # copied (FunctionTranslator._setup_params).
    launch = _private(b, abi.LAUNCH_SIZE, "launch")
    _memcpy(b, launch, real_launch, abi.L_REAL)
    b.store(real_launch, _fptr(b, launch, abi.L_REAL))
    store_parameter_buffer(b, parameter_buffer(b, real_launch, param_size), launch)
    own_driver = regions is not None and regions[2] is not None
    block = scratch if coroutine and not own_driver else _private(b, abi.BLOCK_SIZE, "block")
    ntx = bounded_field(b, launch, abi.L_NTID, abi.LAUNCH_RANGES)
    nty = bounded_field(b, launch, abi.L_NTID + 4, abi.LAUNCH_RANGES)
    ntz = bounded_field(b, launch, abi.L_NTID + 8, abi.LAUNCH_RANGES)
    ncx = b.zext(bounded_field(b, launch, abi.L_NCTAID, abi.LAUNCH_RANGES), I64)
    ncy = b.zext(bounded_field(b, launch, abi.L_NCTAID + 4, abi.LAUNCH_RANGES), I64)
    n = bounded_field(b, launch, abi.L_TPB, abi.LAUNCH_RANGES)
    threads = _fptr(b, scratch, abi.BLOCK_SIZE)
    nwarps = b.lshr(b.add(n, ir.Constant(I32, 31)), ir.Constant(I32, 5))
    snap = b.gep(threads, [b.zext(b.mul(n, ir.Constant(I32, abi.THREAD_SLOT)), I64)], source_etype=I8)
    snap_end = b.add(b.ptrtoint(snap, I64), b.zext(b.add(b.mul(nwarps, ir.Constant(I32, abi.SNAPSHOT_STRIDE)),
                                                          ir.Constant(I32, abi.SNAPSHOT_PAD)), I64))
    shared_addr = b.and_(b.add(snap_end, ir.Constant(I64, abi.SHARED_ALIGN - 1)), ir.Constant(I64, -abi.SHARED_ALIGN))
    b.store(worker, _fptr(b, block, abi.B_SMID))
    b.store(b.inttoptr(shared_addr, PTR), _fptr(b, block, abi.B_SHARED))
    b.store(threads, _fptr(b, block, abi.B_THREADS))
    b.store(snap, _fptr(b, block, abi.B_SNAPSHOT))
    b.store(n, _fptr(b, block, abi.B_NTHREADS))
    b.store(ir.Constant(PTR, None), _fptr(b, block, abi.B_FREELIST))
    b.store(ir.Constant(I32, 0), _fptr(b, block, abi.B_SPIN))
    if regions is not None:
        size = b.mul(b.zext(n, I64), ir.Constant(I64, max(regions[1], 8)))
        if len(regions) > 3 and regions[3]:
            size = b.add(size, ir.Constant(I64, regions[3]))
        # (SNAPSHOT_PAD bytes on either side: the arrays' xval area is one of the
        # exchange buffers of abi.B_FLAT / B_XVAL, which shuffles read past)
        size = b.add(size, ir.Constant(I64, 2 * abi.SNAPSHOT_PAD))
        # The arrays' memory stays with the worker's scratch: a malloc and free of it per
        # launch went to the kernel for fresh zeroed pages every time (glibc returns a
        # large freed block to it), 12 % of a block scan's time. Grown when too small;
        # left to the process when the scratch is replaced or its thread ends.
        kept, kept_size = _fptr(b, scratch, abi.B_REGIONS_KEPT), _fptr(b, scratch, abi.B_REGIONS_KEPT_SIZE)
        with b.if_then(b.icmp_unsigned("<", b.load(kept_size, typ=I64), size), likely=False):
            b.call(declare(module, "free", VOID, [PTR]), [b.load(kept, typ=PTR)])
            b.store(b.call(declare(module, "malloc", PTR, [I64]), [size]), kept)
            b.store(size, kept_size)
        arrays = b.gep(b.load(kept, typ=PTR), [ir.Constant(I64, abi.SNAPSHOT_PAD)], source_etype=I8)
        b.store(arrays, _fptr(b, block, abi.B_REGIONS))
        if own_driver:
            b.store(_fptr(b, snap, abi.SNAPSHOT_FLAT), _fptr(b, block, abi.B_FLAT))
            xval = b.mul(b.zext(n, I64), ir.Constant(I64, abi.REGION_XVAL))
            b.store(b.gep(arrays, [xval], source_etype=I8), _fptr(b, block, abi.B_XVAL))
    # the block's coordinates: divided out of `first` once, then counted up block by
    # block (two 64-bit divisions per block before: saxpy over 32-thread blocks took
    # ~20 % more CPU time)
    coords = [_private(b, 8, f"c{axis}") for axis in "xyz"]
    rest = b.udiv(first, ncx)
    for slot, v in zip(coords, (b.urem(first, ncx), b.urem(rest, ncy), b.udiv(rest, ncy))):
        b.store(v, slot)
    with counted_loop(b, first, end, "blk"):
        stop = b.icmp_unsigned("!=", b.load_atomic(_fptr(b, real_launch, abi.L_STATUS), "monotonic", 4, typ=I32), ir.Constant(I32, 0))
        cont = fn.append_basic_block("blk.run")
        out = fn.append_basic_block("blk.stop")
        b.cbranch(stop, out, cont)
        b.position_at_end(out)
        if coroutine:
            _release_frames(b, block)
        b.ret(ir.Constant(I32, 1))
        b.position_at_end(cont)
        cx, cy, cz = (b.load(slot, typ=I64) for slot in coords)
        for k, v in enumerate((cx, cy, cz)):
            b.store(b.trunc(v, I32), _fptr(b, block, abi.B_CTAID + 4 * k))
        # the next block's: x + 1, carried into y and z at the grid's edges
        one, zero = ir.Constant(I64, 1), ir.Constant(I64, 0)
        nx = b.add(cx, one)
        wrap_x = b.icmp_unsigned(">=", nx, ncx)
        ny = b.select(wrap_x, b.add(cy, one), cy)
        wrap_y = b.icmp_unsigned(">=", ny, ncy)
        b.store(b.select(wrap_x, zero, nx), coords[0])
        b.store(b.select(wrap_y, zero, ny), coords[1])
        b.store(b.select(wrap_y, b.add(cz, one), cz), coords[2])
        if regions is not None and regions[2] is not None:
            b.call(regions[2], [launch, block])
        elif coroutine:
            ramp, group = (ir.Constant(PTR, None), regions[0]) if regions is not None else (thread_fn, ir.Constant(PTR, None))
            b.call(declare(module, SCHEDULER, VOID, [PTR, PTR, PTR, PTR]), [launch, block, ramp, group])
        else:
            zero = ir.Constant(I32, 0)
            loop_id = _parallel_threads(module, thread_fn) if independent_threads else None
            with counted_loop(b, zero, ntz, "tz") as z:
                with counted_loop(b, zero, nty, "ty") as y:
                    with counted_loop(b, zero, ntx, "tx", loop_id) as x:
                        b.call(thread_fn, [launch, block, ir.Constant(PTR, None), x, y, z])
    if coroutine:
        _release_frames(b, block)
    b.ret(ir.Constant(I32, 0))
    return fn


def _region_areas(b, launch, block, region_bytes=None):
    """(per-thread arrays' base, ntid as i64, and with `region_bytes` the base of the scalar
    slots after the arrays) of a region kernel's block (FunctionTranslator._region_slot /
    _region_scalar_slot)."""
    base = _fld(b, block, abi.B_REGIONS, PTR)
    n = b.zext(bounded_field(b, launch, abi.L_TPB, abi.LAUNCH_RANGES), I64)
    if region_bytes is None:
        return base, n
    return base, n, b.gep(base, [no_wrap(b.mul(n, ir.Constant(I64, region_bytes)))], source_etype=I8)


class _ThreadFields:
    """Where a region kernel's threads stopped (state and resume point): in their slots,
    which the generic scheduler reads (abi.T_STATE / T_POINT), or (`arrays`: region
    kernels with their own scheduler) in the per-thread code array (abi.REGION_CODE):
    the region function's return value as it is, one store per thread and run."""

    def __init__(self, b, launch, block, arrays):
        self.b = b
        self.arrays = arrays
        if arrays:
            self.base, self.n = _region_areas(b, launch, block)
        else:
            self.threads = _fld(b, block, abi.B_THREADS, PTR)

    def _ptr(self, t, slot_offset):
        b = self.b
        if not self.arrays:
            return _fptr(b, _slot(b, self.threads, t), slot_offset)
        idx = no_wrap(b.add(no_wrap(b.mul(self.n, ir.Constant(I64, abi.REGION_CODE))), no_wrap(b.mul(b.zext(t, I64), ir.Constant(I64, 4)))))
        return b.gep(self.base, [idx], source_etype=I8)

    def code_ptr(self, t):
        """(arrays only) where thread t's code is: threads t, t + 1, ... follow it."""
        return self._ptr(t, None)

    def state(self, t):
        v = self.b.load(self._ptr(t, abi.T_STATE), typ=I32)
        return self.b.and_(v, ir.Constant(I32, abi.REGION_STATE_MASK)) if self.arrays else v

    def point(self, t):
        v = self.b.load(self._ptr(t, abi.T_POINT), typ=I32)
        return self.b.lshr(v, ir.Constant(I32, abi.REGION_POINT_SHIFT)) if self.arrays else v

    def stopped(self, t, code, access=None, tbaa=False):
        """Record where a region function left thread t (`code`, what it returned).
        `tbaa`: the stores are tagged as the threads' state, which no scalar slot load
        reads (region functions' alias scopes are copied per inlined call site, so they
        cannot say it to the group's own stores)."""
        b = self.b
        if self.arrays:
            stores = [b.store(code, self._ptr(t, None))]
        else:
            stores = [b.store(b.and_(code, ir.Constant(I32, abi.REGION_STATE_MASK)), self._ptr(t, abi.T_STATE)),
                      b.store(b.lshr(code, ir.Constant(I32, abi.REGION_POINT_SHIFT)), self._ptr(t, abi.T_POINT))]
        for st in stores:
            if access is not None:
                st.set_metadata("llvm.access.group", access)
            if tbaa:
                st.set_metadata("tbaa", tbaa_tag(b.module, "region thread state"))


def emit_region_group(module: ir.Module, name: str, body: ir.Function, states: list, independent: bool,
                      private: bool, copies=None, region_bytes=0, affine=None, warp_loops=(),
                      chains=None):
    """The group function of a region kernel (see GROUP_FN). `body` is the kernel's
    region function (env..., k, t) -> code; `states[j-1]` says whether suspend site j is
    a barrier or a warp collective. Where every thread of the group resumes at the same
    point (the common case) the group runs as a loop calling `body` with that point as a
    constant, so LLVM keeps only that region in it and can vectorise it (its iterations
    declared independent when the threads have no private memory); otherwise each thread
    runs through one out-of-line copy that dispatches on its point.
    `private`: launch and block state are already private copies of the
    caller (the region driver inlined into the entry), and where the threads stopped and
    their contributions live in the per-thread arrays; else the function makes its own
    copies and uses the thread slots (the generic scheduler reads them).
    `copies` (private only): [(pending slot offset, slot offset, bits)]: when a barrier
    releases, each pending slot is copied into the slot (offsets after ntid *
    region_bytes) that the regions resuming after that barrier read
    (FunctionTranslator._region_scalars).
    `affine` (private only): {loop step's resume point: (its loop's flag offset in the scalar
    slots, "in" / "back", [(array offset, scalar offset)])}: the induction registers to check
    before all ntid threads go on from that step together (affine_check,
    FunctionTranslator._region_affine_resume).
    `warp_loops`: resume points whose region addresses memory by lane
    (regions.lane_addressed): when all threads of a one-dimensional block go on there, the
    region runs warp by warp (lin_loop), where the lane is the loop's own index.
    `chains` (private only): {resume point after a shuffle chain's first shuffle: (the
    chain's warp function, the resume point of the step after the chain)}
    (shuffle_chains.emit_chain): a whole warp whose lanes all go on from there runs the
    chain at once, then its lanes on from that step."""
    chains = chains or {}
    fnty = ir.FunctionType(I32, [PTR, PTR, I32, I32])
    one = ir.Function(module, fnty, name=f"__zk_region_one_{name}")
    one.linkage = "internal"
    one.attributes.add("noinline")
    launch, block, k, t = one.args
    b = ir.IRBuilder(one.append_basic_block("entry"))
    ntx = bounded_field(b, launch, abi.L_NTID, abi.LAUNCH_RANGES)
    nty = bounded_field(b, launch, abi.L_NTID + 4, abi.LAUNCH_RANGES)
    rest = b.udiv(t, ntx)
    slot = _slot(b, _fld(b, block, abi.B_THREADS, PTR), t)
    code = b.call(body, [launch, block, slot, b.urem(t, ntx), b.urem(rest, nty), b.udiv(rest, nty), k, t])
    _ThreadFields(b, launch, block, private).stopped(t, code)
    b.ret(code)

    fn = ir.Function(module, GROUP_FN, name=f"__zk_group_{name}")
    fn.linkage = "internal"
    if private:
        fn.attributes.add("alwaysinline")
    launch, block, what, lanes, summary = fn.args
    access = None
    if independent:
        access = DistinctMetadata(module, [])
        for blk in body.blocks:
            for instr in blk.instructions:
                if type(instr) in (ir.LoadInstr, ir.StoreInstr) and SERIAL not in instr.metadata:
                    instr.set_metadata("llvm.access.group", access)

    def loop_id():
        # The thread loops are neither interleaved nor unrolled: a region kernel has one
        # loop per suspend site (layernorm: 27), and the interleaved vector bodies and
        # unrolled scalar remainders doubled their code for little speed (compile time
        # is what region kernels pay for their loops).
        ops = [module.add_metadata(["llvm.loop.interleave.count", ir.Constant(I32, 1)]),
               module.add_metadata(["llvm.loop.unroll.disable"])]
        if access is not None:
            ops.insert(0, module.add_metadata(["llvm.loop.parallel_accesses", access]))
        return DistinctMetadata(module, [None] + ops)

    def outer_id():
        # loops around the thread loops: not unrolled either (each copy would be one
        # more copy of the region)
        return DistinctMetadata(module, [None, module.add_metadata(["llvm.loop.unroll.disable"])])

    i32 = lambda v: ir.Constant(I32, v)
    zero = i32(0)
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    # what the threads' codes add up to (see GROUP_FN)
    acc = [b.alloca(I32, name=nm) for nm in ("or", "and", "at.bar", "exited", "at.step")]
    same = b.alloca(I1, name="same")
    # the range of a one-dimensional thread loop (see lin_loop)
    lo_p = b.alloca(I32, name="lo")
    hi_p = b.alloca(I32, name="hi")
    end_p = b.alloca(I32, name="end")
    tail_p = b.alloca(I32, name="tail")
    for p, v in zip(acc, (0, -1, 0, 0, 0)):
        b.store(i32(v), p)
    real_block = block
    if not private:
        # Private copies of the launch and the block state, as in the entry: LLVM then
        # knows that the threads' stores leave them alone, hoists their loads out of the
        # thread loops and sees the per-thread arrays' addresses as consecutive. The block
        # state goes back at the end (bar.arrive and polling hints update it).
        launch_copy = _private(b, abi.LAUNCH_SIZE, "launch")
        _memcpy(b, launch_copy, launch, abi.LAUNCH_SIZE)
        # the parameter buffer's address again, read where the entry stored it (which
        # forwards it) rather than from the memcpy
        store_parameter_buffer(b, load_parameter_buffer(b, launch), launch_copy)
        block = _private(b, abi.BLOCK_SIZE, "block")
        _memcpy(b, block, real_block, abi.BLOCK_SIZE)
        launch = launch_copy
    done = fn.append_basic_block("done")
    n = bounded_field(b, launch, abi.L_TPB, abi.LAUNCH_RANGES)
    ntx = bounded_field(b, launch, abi.L_NTID, abi.LAUNCH_RANGES)
    nty = bounded_field(b, launch, abi.L_NTID + 4, abi.LAUNCH_RANGES)
    ntz = bounded_field(b, launch, abi.L_NTID + 8, abi.LAUNCH_RANGES)
    threads = _fld(b, block, abi.B_THREADS, PTR)
    field = _ThreadFields(b, launch, block, private)
    one_dim = b.and_(b.icmp_unsigned("==", nty, i32(1)), b.icmp_unsigned("==", ntz, i32(1)))
    start = fn.append_basic_block("start")
    warp = fn.append_basic_block("warp")
    sw = b.switch(what, warp)
    sw.add_case(i32(GROUP_START), start)
    if private:
        # the region driver's cases
        at_barrier = fn.append_basic_block("at.barrier")
        all_at_warp = fn.append_basic_block("all.at.warp")
        sw.add_case(i32(GROUP_AT_BARRIER), at_barrier)
        sw.add_case(i32(GROUP_ALL_AT_WARP), all_at_warp)
        at_step = fn.append_basic_block("at.step")
        sw.add_case(i32(GROUP_AT_STEP), at_step)
    else:
        # the generic scheduler's
        released = fn.append_basic_block("released")
        sw.add_case(i32(GROUP_RELEASED), released)

    def account(code):
        st = b.and_(code, i32(abi.REGION_STATE_MASK))
        b.store(b.or_(b.load(acc[0]), code), acc[0])
        b.store(b.and_(b.load(acc[1]), code), acc[1])
        for j, wait in ((2, abi.WAIT_BAR), (3, abi.EXITED), (4, abi.WAIT_STEP)):
            b.store(b.add(b.load(acc[j]), b.zext(b.icmp_unsigned("==", st, i32(wait)), I32)), acc[j])

    def run(t, args):
        code = b.call(body, args)
        field.stopped(t, code, access, tbaa=private)
        account(code)

    state, point = field.state, field.point

    affine = affine or {}

    def all_threads(k, aff=False):
        kk = i32(k | abi.REGION_AFFINE) if aff else i32(k)
        with counted_loop(b, zero, ntz, "tz", outer_id()) as z:
            with counted_loop(b, zero, nty, "ty", outer_id()) as y:
                row = no_wrap(b.mul(ntx, no_wrap(b.add(y, no_wrap(b.mul(nty, z))))))
                with counted_loop(b, zero, ntx, "tx", loop_id()) as x:
                    t = no_wrap(b.add(x, row))
                    run(t, [launch, block, _slot(b, threads, t), x, y, z, kk, t])
        b.branch(done)

    def affine_check(k_value, fail):
        """Before all ntid threads go on from loop step k_value together: each induction
        register of that step holds t + u in thread t's element, for one u in
        abi.AFFINE_RANGE (u then goes into its scalar slot); else to `fail`. On the way
        into the loop that is checked over all threads, and the loop's flag records the
        outcome; at its back edge, where every thread of the group has added the same
        step once more since (the group is uniform, the step operand too), thread 0's
        element gives u, when the flag says the way in passed. Returns whether there was
        anything to check (the builder is then where it passed)."""
        if not affine:
            return False
        arrays, nn, scalars = _region_areas(b, launch, block, region_bytes)
        tag = tbaa_tag(module, "region scalar slot")
        lo, hi = abi.AFFINE_RANGE
        passed = fn.append_basic_block("affine.ok")
        sw = b.switch(k_value, fail)
        for point, (flag_off, role, rows) in affine.items():
            blk = fn.append_basic_block(f"affine{point}")
            sw.add_case(i32(point), blk)
            b.position_at_end(blk)
            flag = b.gep(scalars, [ir.Constant(I64, flag_off)], source_etype=I8)
            if role == "back":
                nxt = fn.append_basic_block(f"affine{point}.known")
                on = b.load(flag, typ=I32)
                on.set_metadata("tbaa", tag)
                b.cbranch(b.icmp_unsigned("!=", on, zero), nxt, fail)
                b.position_at_end(nxt)
            else:
                b.store(zero, flag).set_metadata("tbaa", tag)
            for off, slot in rows:
                arr = b.gep(arrays, [no_wrap(b.mul(nn, ir.Constant(I64, off)))], source_etype=I8)
                u = b.load(arr, typ=I32)
                b.store(b.icmp_unsigned("<", b.sub(u, i32(lo)), i32(hi - lo)), same)
                if role == "in":
                    with counted_loop(b, zero, n, "affine") as t:
                        v = b.load(b.gep(arr, [b.zext(t, I64)], source_etype=I32), typ=I32)
                        b.store(b.and_(b.load(same), b.icmp_unsigned("==", v, b.add(t, u))), same)
                nxt = fn.append_basic_block(f"affine{point}.{off}")
                b.cbranch(b.load(same), nxt, fail)
                b.position_at_end(nxt)
                b.store(u, b.gep(scalars, [ir.Constant(I64, slot)], source_etype=I8)).set_metadata("tbaa", tag)
            if role == "in":
                b.store(i32(1), flag).set_metadata("tbaa", tag)
            b.branch(passed)
        b.position_at_end(passed)
        return True

    def whole_block_warps():
        # lin_loop's range: every warp of the block, its last one possibly partial
        b.store(zero, lo_p)
        b.store(b.lshr(n, i32(5)), hi_p)
        b.store(n, end_p)

    def lin_loop(k, own_tail=False):
        # whole warps lo..hi-1 of a one-dimensional block (tid.x is the thread), each a
        # loop of exactly 32 threads (vectorised with neither a scalar remainder nor its
        # checks), then threads 32*hi..end-1 (a last partial warp) one at a time: through
        # the shared tail, which runs each from its recorded point, or (`own_tail`, where
        # no point is recorded yet: the kernel's start) in a loop of region k of its own
        lo_w, hi_w = b.load(lo_p), b.load(hi_p)
        with counted_loop(b, lo_w, hi_w, "warp", outer_id()) as w:
            first = _warp_first(b, w)
            go_on = k
            if k in chains:
                # the chain for the whole warp, then its lanes on from the step after it
                chain, go_on = chains[k]
                b.call(chain, [launch, block, first])
            with counted_loop(b, zero, i32(32), "lane", loop_id()) as lane:
                t = no_wrap(b.add(first, lane))
                run(t, [launch, block, _slot(b, threads, t), t, zero, zero, i32(go_on), t])
        if own_tail:
            with counted_loop(b, _warp_first(b, hi_w), b.load(end_p), "last", outer_id()) as t:
                run(t, [launch, block, _slot(b, threads, t), t, zero, zero, i32(k), t])
            b.branch(done)
            return
        b.store(_warp_first(b, hi_w), tail_p)
        b.branch(lanes_tail())

    tails = []

    def lanes_tail():
        # one block for every lane loop's tail
        if not tails:
            here = b.block
            tails.append(fn.append_basic_block("lanes.tail"))
            b.position_at_end(tails[0])
            tail = b.load(tail_p)
            one_each(b.sub(b.load(end_p), tail), tail, lambda t, i: ir.Constant(I1, 1))
            b.position_at_end(here)
        return tails[0]

    # each region's loop is emitted once (its own copy of the region) and shared by
    # every case that runs it: code size and compile time grow with the number of
    # suspend sites, not with the number of ways to reach them
    loops = {}

    def loop_block(kind, k, aff=False):
        if (kind, k, aff) not in loops:
            here = b.block
            blk = fn.append_basic_block(f"{kind}{k}")
            b.position_at_end(blk)
            if kind == "block" and not aff and k in warp_loops:
                lin = fn.append_basic_block(f"{kind}{k}.warps")
                plain = fn.append_basic_block(f"{kind}{k}.threads")
                b.cbranch(one_dim, lin, plain)
                b.position_at_end(lin)
                whole_block_warps()
                lin_loop(k, own_tail=True)
                b.position_at_end(plain)
                all_threads(k)
            elif kind == "block":
                all_threads(k, aff)
            else:
                lin_loop(k)
            b.position_at_end(here)
            loops[kind, k, aff] = blk
        return loops[kind, k, aff]

    def one_each(count, first_t, pick, through_steps=False):
        """Run each picked thread from where it stopped (`through_steps`: on past the loop
        steps it reaches, to its next barrier, collective or end)."""
        with counted_loop(b, zero, count, "each") as i:
            t = b.add(first_t, i)
            with b.if_then(pick(t, i)):
                if not through_steps:
                    account(b.call(one, [launch, block, point(t), t]))
                else:
                    again = fn.append_basic_block("each.step")
                    stop = fn.append_basic_block("each.stop")
                    b.branch(again)
                    b.position_at_end(again)
                    code = b.call(one, [launch, block, point(t), t])
                    st = b.and_(code, i32(abi.REGION_STATE_MASK))
                    b.cbranch(b.icmp_unsigned("==", st, i32(abi.WAIT_STEP)), again, stop)
                    b.position_at_end(stop)
                    account(code)
        b.branch(done)

    def by_point(k_value, kind, points, generic, aff=False):
        s = b.switch(k_value, generic)
        for k in points:
            s.add_case(i32(k), loop_block(kind, k, aff and k in affine))

    def steps_by_point(k_value, generic):
        """by_point for threads that all go on from one loop step: the loop of that step's
        region with its induction registers thread-affine where the check passes, the
        plain one where not."""
        plain = fn.append_basic_block("steps.plain")
        if affine_check(k_value, plain):
            by_point(k_value, "block", step_points, generic, aff=True)
        else:
            b.branch(plain)
        b.position_at_end(plain)
        by_point(k_value, "block", step_points, generic)

    def uniform(count, first_t, pick, kind, points, generic):
        """Branch to the loop of region k when the `count` threads from first_t that
        pick() selects are all of them and all resume at k (one of `points`); else to
        `generic`."""
        first = point(first_t)
        b.store(ir.Constant(I1, 1), same)
        with counted_loop(b, zero, count, "same") as i:
            t = b.add(first_t, i)
            ok = b.and_(pick(t, i), b.icmp_unsigned("==", point(t), first))
            b.store(b.and_(b.load(same), ok), same)
        body_sw = fn.append_basic_block("uniform")
        b.cbranch(b.load(same), body_sw, generic)
        b.position_at_end(body_sw)
        if points is step_points:
            steps_by_point(first, generic)
        else:
            by_point(first, kind, points, generic)

    bar_points = [j for j, st in enumerate(states, 1) if st == abi.WAIT_BAR]
    warp_points = [j for j, st in enumerate(states, 1) if st == abi.WAIT_WARP]
    step_points = [j for j, st in enumerate(states, 1) if st == abi.WAIT_STEP]

    b.position_at_end(start)
    b.branch(loop_block("block", 0))

    # a barrier released its waiters (marked RELEASED), or every living thread waits at
    # a barrier (lanes: their common code when all ntid threads wait at one point)
    if private:
        b.position_at_end(at_barrier)
        if copies:
            _copy_uniform(b, launch, block, copies, region_bytes)
        generic = fn.append_basic_block("each")
        pick = lambda t, i: b.icmp_unsigned("==", state(t), i32(abi.WAIT_BAR))
        known = fn.append_basic_block("known")
        scan = fn.append_basic_block("scan")
        b.cbranch(b.icmp_unsigned("!=", lanes, i32(-1)), known, scan)
        b.position_at_end(known)
        by_point(b.lshr(lanes, i32(abi.REGION_POINT_SHIFT)), "block", bar_points, scan)
        b.position_at_end(scan)
    else:
        b.position_at_end(released)
        generic = fn.append_basic_block("each")
        pick = lambda t, i: b.icmp_unsigned("==", state(t), i32(abi.RELEASED))
    uniform(n, zero, pick, "block", bar_points, generic)
    b.position_at_end(generic)
    one_each(n, zero, pick)

    if private:
        # every thread waits at one warp collective site (lanes: their code)
        b.position_at_end(all_at_warp)
        generic = fn.append_basic_block("all.at.warp.each")
        lin = fn.append_basic_block("all.at.warp.1d")
        b.cbranch(one_dim, lin, generic)
        b.position_at_end(lin)
        whole_block_warps()
        by_point(b.lshr(lanes, i32(abi.REGION_POINT_SHIFT)), "lanes", warp_points, generic)
        b.position_at_end(generic)
        one_each(n, zero, lambda t, i: ir.Constant(I1, 1))

        # threads stopped at loop steps (lanes: their code when all ntid threads stopped
        # at one step): one more iteration each
        b.position_at_end(at_step)
        generic = fn.append_basic_block("step.each")
        known = fn.append_basic_block("step.known")
        scan = fn.append_basic_block("step.scan")
        pick = lambda t, i: b.icmp_unsigned("==", state(t), i32(abi.WAIT_STEP))
        b.cbranch(b.icmp_unsigned("!=", lanes, i32(-1)), known, scan)
        b.position_at_end(known)
        steps_by_point(b.lshr(lanes, i32(abi.REGION_POINT_SHIFT)), scan)
        b.position_at_end(scan)
        uniform(n, zero, pick, "block", step_points, generic)
        b.position_at_end(generic)
        # The threads are at different steps (a loop whose trip count differs between
        # them: a causal softmax row's length): each runs its loop out alone, at once,
        # instead of coming back here for every iteration
        one_each(n, zero, pick, through_steps=True)

    # a warp's group
    b.position_at_end(warp)
    base = no_wrap(b.mul(what, i32(32)))
    generic = fn.append_basic_block("warp.each")
    check = fn.append_basic_block("warp.check")
    # the fast loop runs whole warps of one-dimensional blocks
    whole = b.and_(b.and_(b.icmp_unsigned("==", lanes, i32(-1)), b.icmp_unsigned("<=", b.add(base, i32(32)), n)),
                   one_dim)
    b.cbranch(whole, check, generic)
    b.position_at_end(check)
    b.store(what, lo_p)
    b.store(no_wrap(b.add(what, i32(1))), hi_p)
    b.store(no_wrap(b.add(base, i32(32))), end_p)
    uniform(i32(32), base, lambda t, i: ir.Constant(I1, 1), "lanes", warp_points, generic)
    b.position_at_end(generic)
    one_each(i32(32), base, lambda t, i: b.icmp_unsigned("!=", b.and_(lanes, b.shl(i32(1), i)), zero))

    b.position_at_end(done)
    for k, p in enumerate(acc):
        b.store(b.load(p), b.gep(summary, [i32(k)], source_etype=I32))
    if not private:
        _memcpy(b, real_block, block, abi.BLOCK_SIZE)
    b.ret_void()
    return fn


def _copy_uniform(b, launch, block, copies, region_bytes):
    """At a barrier's release: every (pending slot -> slot) copy of `copies`, at every
    barrier point at once: the threads waiting at a point all stored their (common) value
    into its pending slot, and a point's slot is read only by threads resuming there after
    a release they waited at (what a point without waiters gets is never read)."""
    _, _, scalars = _region_areas(b, launch, block, region_bytes)
    for pending, slot, bits in copies:   # (one per register and barrier site)
        x = b.load(b.gep(scalars, [ir.Constant(I64, pending)], source_etype=I8), typ=ir.IntType(bits))
        x.set_metadata("tbaa", tbaa_tag(b.module, "region pending slot"))
        st = b.store(x, b.gep(scalars, [ir.Constant(I64, slot)], source_etype=I8))
        st.set_metadata("tbaa", tbaa_tag(b.module, "region scalar slot"))


def emit_region_driver(module: ir.Module, name: str, group: ir.Function):
    """A block scheduler for region kernels whose collectives follow the simplest rules:
    block barriers are plain `bar.sync 0` (every living thread, no counts, no arrive)
    and warp collectives name all 32 lanes. The generic scheduler's choices reduce to:
    a warp's group is every lane of it waiting at a collective (full member masks join
    lanes across sites), warps are served in rounds (0, 1, ... again from 0) until none
    waits, then the barrier releases every living thread (they all wait there by then).
    Counts of where the threads stopped come back from the group runs, so nothing is
    scanned where no lane waits at a warp collective, nor where every thread waits at
    one barrier site. The group function has one call site (a loop choosing the next
    group), so LLVM inlines it here and this into the entry."""
    fn = ir.Function(module, ir.FunctionType(VOID, [PTR, PTR]), name=f"__zk_blocks_{name}")
    fn.linkage = "internal"
    fn.attributes.add("alwaysinline")
    launch, block = fn.args
    i32 = lambda v: ir.Constant(I32, v)
    zero = i32(0)
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    lanes_p = b.alloca(I32, name="lanes")
    summary = b.alloca(ir.ArrayType(I32, 5), name="summary")
    # per warp, its lanes waiting at a collective (valid while some lane waits there)
    masks = b.alloca(ir.ArrayType(I32, 32), name="warp.masks")
    names = ("alive", "at.bar", "at.warp", "common", "what", "arg", "count", "cursor", "at.step")
    alive_p, at_bar_p, at_warp_p, common_p, what_p, arg_p, count_p, cursor_p, at_step_p = \
        (b.alloca(I32, name=nm) for nm in names)
    n = bounded_field(b, launch, abi.L_TPB, abi.LAUNCH_RANGES)
    snap = _fld(b, block, abi.B_SNAPSHOT, PTR)
    field = _ThreadFields(b, launch, block, True)
    nwarps = b.lshr(b.add(n, i32(31)), i32(5))
    for p, v in ((alive_p, n), (at_bar_p, zero), (at_warp_p, zero), (what_p, i32(GROUP_START)), (arg_p, zero),
                 (count_p, n), (cursor_p, zero), (at_step_p, zero)):
        b.store(v, p)

    def sfield(k):
        return b.load(b.gep(summary, [zero, i32(k)]))

    loop = fn.append_basic_block("run")
    choose = fn.append_basic_block("choose")
    warps = fn.append_basic_block("warps")
    barrier = fn.append_basic_block("barrier")
    done = fn.append_basic_block("done")
    b.branch(loop)
    b.position_at_end(loop)
    b.call(group, [launch, block, b.load(what_p), b.load(arg_p), summary])
    # account for the run of `count` threads
    count = b.load(count_p)
    at_bar, exited, at_step = sfield(2), sfield(3), sfield(4)
    b.store(b.sub(b.load(alive_p), exited), alive_p)
    b.store(b.add(b.load(at_warp_p), b.sub(b.sub(b.sub(count, at_bar), exited), at_step)), at_warp_p)
    b.store(b.add(b.load(at_bar_p), at_bar), at_bar_p)
    # (every thread stopped at a step runs in the next group: steps go first)
    b.store(at_step, at_step_p)
    # every thread of the block stopped at one site: the code they share
    everyone = b.and_(b.icmp_unsigned("==", count, n), b.icmp_unsigned("==", sfield(0), sfield(1)))
    everyone = b.and_(everyone, b.icmp_unsigned("==", exited, zero))
    b.store(b.select(everyone, sfield(0), i32(-1)), common_p)

    v32 = ir.VectorType(I32, 32)

    def scan_warp(w):
        base = no_wrap(b.mul(w, i32(32)))
        lanes_n = b.sub(n, base)
        with b.if_else(b.icmp_unsigned(">=", lanes_n, i32(32))) as (whole, part):
            with whole:
                # a whole warp: its 32 codes compared at once, the lanes' bits a mask
                # register's (was a loop over the lanes: the block scan's warp 0 waiting at
                # its shuffles while the others wait at the barrier has all 32 warps
                # scanned; the loop had 16 % of the kernel's samples, the scan ran 4 %
                # faster without it)
                codes = b.load(field.code_ptr(base), typ=v32, align=4)
                state = b.and_(codes, ir.Constant(v32, [abi.REGION_STATE_MASK] * 32))
                waits = b.icmp_unsigned("==", state, ir.Constant(v32, [abi.WAIT_WARP] * 32))
                b.store(b.bitcast(waits, I32), lanes_p)
            with part:
                b.store(zero, lanes_p)
                with counted_loop(b, zero, lanes_n, "scan") as l:
                    waits = b.icmp_unsigned("==", field.state(no_wrap(b.add(base, l))), i32(abi.WAIT_WARP))
                    b.store(b.or_(b.load(lanes_p), b.select(waits, b.shl(i32(1), l), zero)), lanes_p)
        b.store(b.load(lanes_p), b.gep(masks, [zero, w]))

    # which lanes now wait at a collective: after a warp's group, that warp's (unchanged
    # when all its lanes went on to another collective); after a barrier, every warp's.
    # While threads stop at loop steps, no warp is chosen: the scan waits until the steps
    # are done (the last group then was a step group: every warp's, once).
    what = b.load(what_p)
    stepping = b.icmp_unsigned("!=", at_step, zero)
    stale = b.and_(b.icmp_unsigned("!=", b.load(at_warp_p), zero), b.icmp_signed("<", b.load(common_p), zero))
    with b.if_then(b.and_(stale, b.not_(stepping))):
        with b.if_else(b.icmp_signed("<", what, zero)) as (was_block, was_warp):
            with was_block:
                with counted_loop(b, zero, nwarps, "scan.warps") as w:
                    scan_warp(w)
            with was_warp:
                with b.if_then(b.icmp_unsigned("!=", b.add(b.add(at_bar, exited), at_step), zero)):
                    scan_warp(what)
    b.branch(choose)

    b.position_at_end(choose)
    some_warp = fn.append_basic_block("warp.waiters")
    all_warps = fn.append_basic_block("all.warps")
    steps = fn.append_basic_block("steps")
    not_steps = fn.append_basic_block("not.steps")
    b.cbranch(b.icmp_unsigned("!=", b.load(at_step_p), zero), steps, not_steps)
    # threads stopped at loop steps run on first (a step waits for nothing)
    b.position_at_end(steps)
    b.store(i32(GROUP_AT_STEP), what_p)
    b.store(b.load(common_p), arg_p)
    b.store(b.load(at_step_p), count_p)
    b.branch(loop)
    b.position_at_end(not_steps)
    b.cbranch(b.icmp_unsigned("!=", b.load(at_warp_p), zero), some_warp, barrier)
    # Every thread at one warp collective site (the round starts at warp 0): releasing
    # warps 0, 1, ... one after the other runs the threads in the order of one loop over
    # the block, so that is how they run (each warp's snapshot taken first).
    b.position_at_end(some_warp)
    b.cbranch(b.icmp_signed(">=", b.load(common_p), zero), all_warps, warps)
    b.position_at_end(all_warps)
    # the contributions become the snapshot, and the snapshot's buffer takes the next ones
    # (no lane reads the old snapshot any more: every lane ran past it)
    values, xvals = _fld(b, block, abi.B_FLAT, PTR), _fld(b, block, abi.B_XVAL, PTR)
    b.store(xvals, _fptr(b, block, abi.B_FLAT))
    b.store(values, _fptr(b, block, abi.B_XVAL))
    with counted_loop(b, zero, nwarps, "snap.warps") as w:
        lanes_n = b.sub(n, no_wrap(b.mul(w, i32(32))))
        lanes_n = b.select(b.icmp_unsigned("<", lanes_n, i32(32)), lanes_n, i32(32))
        full = b.sub(b.shl(ir.Constant(I64, 1), b.zext(lanes_n, I64)), ir.Constant(I64, 1))
        b.store(full, b.gep(snap, [b.zext(w, I64)], source_etype=I64))
    b.store(zero, at_warp_p)
    b.store(i32(GROUP_ALL_AT_WARP), what_p)
    b.store(b.load(common_p), arg_p)
    b.store(n, count_p)
    b.branch(loop)
    # the next warp (round robin from the cursor) with lanes waiting at a collective
    b.position_at_end(warps)
    w = b.load(cursor_p)
    b.store(b.select(b.icmp_unsigned("==", b.add(w, i32(1)), nwarps), zero, b.add(w, i32(1))), cursor_p)
    base = no_wrap(b.mul(w, i32(32)))
    lanes_n = b.sub(n, base)
    lanes_n = b.select(b.icmp_unsigned("<", lanes_n, i32(32)), lanes_n, i32(32))
    lanes = b.load(b.gep(masks, [zero, w]))
    found = fn.append_basic_block("warp.found")
    b.cbranch(b.icmp_unsigned("!=", lanes, zero), found, warps)
    b.position_at_end(found)
    # snapshot every lane's contribution before any member runs on
    values, xvals = _fld(b, block, abi.B_FLAT, PTR), _fld(b, block, abi.B_XVAL, PTR)
    with counted_loop(b, zero, lanes_n, "snap") as l:
        u = b.zext(no_wrap(b.add(base, l)), I64)
        b.store(b.load(b.gep(xvals, [u], source_etype=I32), typ=I32), b.gep(values, [u], source_etype=I32))
    b.store(b.zext(lanes, I64), b.gep(snap, [b.zext(w, I64)], source_etype=I64))
    popc = b.call(declare(module, "llvm.ctpop.i32", I32, [I32]), [lanes])
    b.store(b.sub(b.load(at_warp_p), popc), at_warp_p)
    b.store(w, what_p)
    b.store(lanes, arg_p)
    b.store(popc, count_p)
    b.branch(loop)

    b.position_at_end(barrier)
    alive = b.load(alive_p)
    release = fn.append_basic_block("release")
    stuck = fn.append_basic_block("stuck")
    some = fn.append_basic_block("some.alive")
    b.cbranch(b.icmp_unsigned("==", alive, zero), done, some)
    b.position_at_end(some)
    b.cbranch(b.icmp_unsigned("==", b.load(at_bar_p), alive), release, stuck)
    b.position_at_end(release)
    b.store(zero, at_bar_p)
    b.store(zero, cursor_p)
    b.store(i32(GROUP_AT_BARRIER), what_p)
    b.store(b.load(common_p), arg_p)
    b.store(alive, count_p)
    b.branch(loop)
    b.position_at_end(stuck)
    b.cmpxchg(_fptr(b, _fld(b, launch, abi.L_REAL, PTR), abi.L_STATUS), zero, i32(abi.STATUS_DEADLOCK),
              "monotonic", "monotonic")
    b.branch(done)
    b.position_at_end(done)
    b.ret_void()
    return fn


# Coroutine frames: one per CUDA thread per block. Freed frames go to a per-worker free
# list (in the block state) and are reused by the next block's threads instead of going
# through malloc/free every time; each allocation carries a 16-byte header
# (next pointer, size).

def frame_alloc(module):
    fn = module.globals.get("__zk_frame_alloc")
    if fn is not None:
        return fn
    fn = ir.Function(module, ir.FunctionType(PTR, [PTR, I64]), name="__zk_frame_alloc")
    fn.linkage = "internal"
    block, size = fn.args
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    head_p = _fptr(b, block, abi.B_FREELIST)
    head = b.load(head_p, typ=PTR)
    reuse = fn.append_basic_block("reuse")
    fresh = fn.append_basic_block("fresh")
    check = fn.append_basic_block("check")
    b.cbranch(b.icmp_unsigned("!=", b.ptrtoint(head, I64), ir.Constant(I64, 0)), check, fresh)
    b.position_at_end(check)
    big_enough = b.icmp_unsigned(">=", _fld(b, head, 8, I64), size)
    b.cbranch(big_enough, reuse, fresh)
    b.position_at_end(reuse)
    b.store(_fld(b, head, 0, PTR), head_p)
    b.ret(_fptr(b, head, 16))
    b.position_at_end(fresh)
    mem = b.call(declare(module, "malloc", PTR, [I64]), [b.add(size, ir.Constant(I64, 16))])
    b.store(size, _fptr(b, mem, 8))
    b.ret(_fptr(b, mem, 16))
    return fn


def frame_free(module):
    fn = module.globals.get("__zk_frame_free")
    if fn is not None:
        return fn
    fn = ir.Function(module, ir.FunctionType(VOID, [PTR, PTR]), name="__zk_frame_free")
    fn.linkage = "internal"
    block, mem = fn.args
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    hdr = b.gep(mem, [ir.Constant(I64, -16)], source_etype=I8)
    head_p = _fptr(b, block, abi.B_FREELIST)
    b.store(b.load(head_p, typ=PTR), _fptr(b, hdr, 0))
    b.store(hdr, head_p)
    b.ret_void()
    return fn


def _release_frames(b, block):
    """Give the worker's recycled frames back to the C library (end of the entry)."""
    fn = b.function
    head_p = _fptr(b, block, abi.B_FREELIST)
    loop = fn.append_basic_block("frames.loop")
    body = fn.append_basic_block("frames.free")
    out = fn.append_basic_block("frames.done")
    b.branch(loop)
    b.position_at_end(loop)
    head = b.load(head_p, typ=PTR)
    b.cbranch(b.icmp_unsigned("==", b.ptrtoint(head, I64), ir.Constant(I64, 0)), out, body)
    b.position_at_end(body)
    b.store(_fld(b, head, 0, PTR), head_p)
    b.call(declare(b.module, "free", VOID, [PTR]), [head])
    b.branch(loop)
    b.position_at_end(out)


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


def support_module() -> ir.Module:
    """The kernel-independent code that kernel modules call by symbol: the scheduler."""
    module = ir.Module(name="zluda-cpu-support")
    _define_scheduler(module)
    return module


def _define_scheduler(module: ir.Module) -> ir.Function:
    fn = ir.Function(module, ir.FunctionType(VOID, [PTR, PTR, PTR, PTR]), name=SCHEDULER)
    launch, block, ramp_ptr, group_ptr = fn.args
    ramp_ty = ir.FunctionType(PTR, ENV_TYPES)
    ramp = FunctionPointer(ramp_ptr, ramp_ty)
    # region kernels: threads are not coroutines but runs of the kernel's region
    # functions, and the kernel runs each released group itself (as one loop)
    run_group = FunctionPointer(group_ptr, GROUP_FN)
    resume = declare(module, "llvm.coro.resume", VOID, [PTR])
    destroy = declare(module, "llvm.coro.destroy", VOID, [PTR])
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    summary = b.alloca(ir.ArrayType(I32, 5), name="summary")   # what region groups report (unused here)
    zero = ir.Constant(I32, 0)
    n = bounded_field(b, launch, abi.L_TPB, abi.LAUNCH_RANGES)
    ntx = bounded_field(b, launch, abi.L_NTID, abi.LAUNCH_RANGES)
    nty = bounded_field(b, launch, abi.L_NTID + 4, abi.LAUNCH_RANGES)
    threads = _fld(b, block, abi.B_THREADS, PTR)
    snap = _fld(b, block, abi.B_SNAPSHOT, PTR)
    nwarps = b.lshr(b.add(n, ir.Constant(I32, 31)), ir.Constant(I32, 5))
    for k in range(abi.NUM_BARRIERS):
        b.store(zero, _fptr(b, block, abi.B_BAR_ARRIVE + 4 * k))

    def state_of(slot):
        return _fld(b, slot, abi.T_STATE, I32)

    def run(slot):
        b.store(ir.Constant(I32, abi.RUNNING), _fptr(b, slot, abi.T_STATE))
        b.call(resume, [_fld(b, slot, abi.T_HANDLE, PTR)])

    regions = b.icmp_unsigned("!=", b.ptrtoint(group_ptr, I64), ir.Constant(I64, 0))
    # start every thread: it runs until its first suspension or its end
    with b.if_else(regions) as (is_regions, is_coro):
        with is_regions:
            b.call(run_group, [launch, block, ir.Constant(I32, GROUP_START), zero, summary])
        with is_coro:
            with counted_loop(b, zero, n, "start") as t:
                slot = _slot(b, threads, t)
                x = b.urem(t, ntx)
                rest = b.udiv(t, ntx)
                y = b.urem(rest, nty)
                z = b.udiv(rest, nty)
                b.store(ir.Constant(I32, abi.RUNNING), _fptr(b, slot, abi.T_STATE))
                h = b.call(ramp, [launch, block, slot, x, y, z])
                b.store(h, _fptr(b, slot, abi.T_HANDLE))

    loop = fn.append_basic_block("round")
    done = fn.append_basic_block("done")
    b.branch(loop)
    b.position_at_end(loop)
    # --- warp collectives: per warp, one group of waiters per round
    prog = _entry_alloca(fn, I1, "progressed")
    b.store(ir.Constant(I1, 0), prog)
    def wake(w, group):
        with b.if_else(regions) as (is_regions, is_coro):
            with is_regions:
                b.call(run_group, [launch, block, w, group, summary])
            with is_coro:
                with counted_loop(b, zero, ir.Constant(I32, 32), "wake") as l:
                    with b.if_then(b.icmp_unsigned("!=", b.and_(group, b.shl(ir.Constant(I32, 1), l)), zero)):
                        run(_slot(b, threads, b.add(b.mul(w, ir.Constant(I32, 32)), l)))

    with counted_loop(b, zero, nwarps, "warp") as w:
        _release_warp_group(b, fn, n, threads, snap, w, wake, prog)
    again = fn.append_basic_block("again")
    barriers = fn.append_basic_block("barriers")
    b.cbranch(b.load(prog), loop, barriers)
    # --- block barriers: one scan counts the living threads and, per barrier, the
    # waiters and the largest thread count they asked for
    b.position_at_end(barriers)
    nb = abi.NUM_BARRIERS
    waiting_a = _entry_alloca(fn, ir.ArrayType(I32, nb), "waiting")
    want_a = _entry_alloca(fn, ir.ArrayType(I32, nb), "want")
    alive_p = _entry_alloca(fn, I32, "alive")
    b.store(zero, alive_p)
    for k in range(nb):
        b.store(zero, b.gep(waiting_a, [zero, ir.Constant(I32, k)]))
        b.store(zero, b.gep(want_a, [zero, ir.Constant(I32, k)]))
    with counted_loop(b, zero, n, "scan") as t:
        slot = _slot(b, threads, t)
        st = state_of(slot)
        with b.if_then(b.icmp_unsigned("!=", st, ir.Constant(I32, abi.EXITED))):
            b.store(b.add(b.load(alive_p), ir.Constant(I32, 1)), alive_p)
        with b.if_then(b.icmp_unsigned("==", st, ir.Constant(I32, abi.WAIT_BAR))):
            bid = b.and_(_fld(b, slot, abi.T_BAR_ID, I32), ir.Constant(I32, nb - 1))
            wp = b.gep(waiting_a, [zero, bid])
            b.store(b.add(b.load(wp), ir.Constant(I32, 1)), wp)
            c = _fld(b, slot, abi.T_BAR_COUNT, I32)
            mp = b.gep(want_a, [zero, bid])
            cur = b.load(mp)
            b.store(b.select(b.icmp_unsigned(">", c, cur), c, cur), mp)
    alive = b.load(alive_p)
    some = fn.append_basic_block("some.alive")
    b.cbranch(b.icmp_unsigned("==", alive, zero), done, some)
    b.position_at_end(some)
    b.store(ir.Constant(I1, 0), prog)
    red_p = _entry_alloca(fn, I32, "red")
    kind_p = _entry_alloca(fn, I32, "kind")
    with counted_loop(b, zero, ir.Constant(I32, nb), "bar") as bar:
        waiting = b.load(b.gep(waiting_a, [zero, bar]))
        arrive_ptr = b.gep(_fptr(b, block, abi.B_BAR_ARRIVE), [b.zext(b.mul(bar, ir.Constant(I32, 4)), I64)], source_etype=I8)
        arrived = b.add(waiting, b.load(arrive_ptr, typ=I32))
        want = b.load(b.gep(want_a, [zero, bar]))
        want = b.select(b.icmp_unsigned("==", want, zero), alive, want)
        want = b.select(b.icmp_unsigned(">", want, alive), alive, want)
        ready = b.and_(b.icmp_unsigned("!=", waiting, zero), b.icmp_unsigned(">=", arrived, want))
        with b.if_then(ready):
            # mark the waiters (and fold bar.red: popc 0 / and 1 / or 2), then resume
            # them: a resumed thread may arrive at this barrier again
            b.store(zero, red_p)
            b.store(zero, kind_p)
            with counted_loop(b, zero, n, "mark") as t:
                slot = _slot(b, threads, t)
                is_w = b.and_(b.icmp_unsigned("==", state_of(slot), ir.Constant(I32, abi.WAIT_BAR)),
                              b.icmp_unsigned("==", _fld(b, slot, abi.T_BAR_ID, I32), bar))
                with b.if_then(is_w):
                    b.store(_fld(b, slot, abi.T_XMASK, I32), kind_p)
                    b.store(b.add(b.load(red_p), b.trunc(b.and_(_fld(b, slot, abi.T_XVAL, I64), ir.Constant(I64, 1)), I32)), red_p)
                    b.store(ir.Constant(I32, abi.RELEASED), _fptr(b, slot, abi.T_STATE))
            kind = b.load(kind_p)
            cnt = b.load(red_p)
            val = b.select(b.icmp_unsigned("==", kind, ir.Constant(I32, 1)),
                           b.zext(b.icmp_unsigned("==", cnt, waiting), I32),
                           b.select(b.icmp_unsigned("==", kind, ir.Constant(I32, 2)),
                                    b.zext(b.icmp_unsigned("!=", cnt, zero), I32), cnt))
            b.store(val, b.gep(_fptr(b, block, abi.B_BAR_RED), [b.zext(b.mul(bar, ir.Constant(I32, 4)), I64)], source_etype=I8))
            b.store(zero, arrive_ptr)
            b.store(ir.Constant(I1, 1), prog)
            with b.if_else(regions) as (is_regions, is_coro):
                with is_regions:
                    b.call(run_group, [launch, block, ir.Constant(I32, GROUP_RELEASED), zero, summary])
                with is_coro:
                    with counted_loop(b, zero, n, "release") as t:
                        slot = _slot(b, threads, t)
                        with b.if_then(b.icmp_unsigned("==", state_of(slot), ir.Constant(I32, abi.RELEASED))):
                            run(slot)
    b.cbranch(b.load(prog), loop, again)
    # nobody can make progress: threads wait on a barrier that can never complete
    b.position_at_end(again)
    b.cmpxchg(_fptr(b, _fld(b, launch, abi.L_REAL, PTR), abi.L_STATUS), zero, ir.Constant(I32, abi.STATUS_DEADLOCK),
              "monotonic", "monotonic")
    b.branch(done)
    b.position_at_end(done)
    with b.if_then(b.not_(regions)):
        with counted_loop(b, zero, n, "destroy") as t:
            b.call(destroy, [_fld(b, _slot(b, threads, t), abi.T_HANDLE, PTR)])
    b.ret_void()
    return fn


def _release_warp_group(b, fn, n, threads, snap, w, wake, prog):
    """Resume the waiters of warp `w` that execute one collective together.

    Lanes of a warp that diverged wait at different collectives (or at the same one with
    different member masks). The group is chosen as SIMT hardware reconverges: the
    waiting lane whose collective comes first in program order leads (lanes inside an
    `if` run before the lanes waiting after it, which then meet the others there); its
    group is the lanes waiting at that site with the same member mask (activemask: all
    lanes at the site). A masked collective whose mask names living lanes waiting
    elsewhere with the same mask is joined with them (Volta's __syncwarp across sites).
    A masked group that still misses living members is not complete: they have yet to
    arrive (a lane that skipped a branch inside a loop waits at the next turn's
    collective, earlier in program order, while the others are still in the branch), so
    the next lead in program order is tried; only where no group is complete does the
    first one go (a program whose mask names lanes that never come, as lenient as before).
    The lanes' values are snapshotted and the group's mask is stored beside them."""
    i32 = lambda v: ir.Constant(I32, v)
    wbase = b.gep(snap, [b.zext(b.mul(w, i32(abi.SNAPSHOT_STRIDE)), I64)], source_etype=I8)
    living_p = _entry_alloca(fn, I32, "living")
    waiting_p = _entry_alloca(fn, I32, "waiting")
    site_p = _entry_alloca(fn, I32, "lead.site")
    lead_p = _entry_alloca(fn, I32, "lead.lane")
    group_p = _entry_alloca(fn, I32, "group")
    candidates_p = _entry_alloca(fn, I32, "candidates")
    first_p = _entry_alloca(fn, I32, "first.group")
    chosen_p = _entry_alloca(fn, I1, "chosen")
    for p, v in ((living_p, 0), (waiting_p, 0), (group_p, 0), (first_p, 0)):
        b.store(i32(v), p)
    b.store(ir.Constant(I1, 0), chosen_p)

    def lane_slot(l):
        return _slot(b, threads, b.add(b.mul(w, i32(32)), l))

    def in_block(l):
        return b.icmp_unsigned("<", b.add(b.mul(w, i32(32)), l), n)

    def bit(l):
        return b.shl(i32(1), l)

    def add_bit(p, l):
        b.store(b.or_(b.load(p), bit(l)), p)

    with counted_loop(b, i32(0), i32(32), "scan") as l:
        with b.if_then(in_block(l)):
            st = _fld(b, lane_slot(l), abi.T_STATE, I32)
            with b.if_then(b.icmp_unsigned("!=", st, i32(abi.EXITED))):
                add_bit(living_p, l)
            with b.if_then(b.icmp_unsigned("==", st, i32(abi.WAIT_WARP))):
                add_bit(waiting_p, l)
    waiting = b.load(waiting_p)
    b.store(waiting, candidates_p)
    # at most one try per lane: each failed try removes its group's lanes from the candidates
    with counted_loop(b, i32(0), i32(32), "try"):
        with b.if_then(b.and_(b.not_(b.load(chosen_p)), b.icmp_unsigned("!=", b.load(candidates_p), i32(0)))):
            b.store(i32(-1), site_p)
            b.store(i32(0), lead_p)
            with counted_loop(b, i32(0), i32(32), "lead") as l:
                with b.if_then(b.icmp_unsigned("!=", b.and_(b.load(candidates_p), bit(l)), i32(0))):
                    site = _fld(b, lane_slot(l), abi.T_WSITE, I32)
                    with b.if_then(b.icmp_unsigned("<", site, b.load(site_p))):
                        b.store(site, site_p)
                        b.store(l, lead_p)
            lead = lane_slot(b.load(lead_p))
            lead_site = b.load(site_p)
            lead_mask = _fld(b, lead, abi.T_XMASK, I32)
            masked = b.icmp_unsigned("!=", _fld(b, lead, abi.T_WMASKED, I32), i32(0))
            b.store(i32(0), group_p)

            def waiting_lanes(name, pick):
                with counted_loop(b, i32(0), i32(32), name) as l:
                    is_waiting = b.icmp_unsigned("!=", b.and_(waiting, bit(l)), i32(0))
                    with b.if_then(is_waiting):
                        slot = lane_slot(l)
                        with b.if_then(pick(slot)):
                            add_bit(group_p, l)

            def same_mask(slot):
                return b.and_(b.icmp_unsigned("!=", _fld(b, slot, abi.T_WMASKED, I32), i32(0)),
                              b.icmp_unsigned("==", _fld(b, slot, abi.T_XMASK, I32), lead_mask))

            waiting_lanes("group", lambda slot: b.and_(
                b.icmp_unsigned("==", _fld(b, slot, abi.T_WSITE, I32), lead_site),
                b.or_(b.not_(masked), same_mask(slot))))
            missing = lambda: b.and_(b.and_(lead_mask, b.load(living_p)), b.not_(b.load(group_p)))  # noqa: E731
            with b.if_then(b.and_(masked, b.icmp_unsigned("!=", missing(), i32(0)))):
                waiting_lanes("join", same_mask)
            group = b.load(group_p)
            with b.if_then(b.icmp_unsigned("==", b.load(first_p), i32(0))):
                b.store(group, first_p)
            complete = b.or_(b.not_(masked), b.icmp_unsigned("==", missing(), i32(0)))
            b.store(complete, chosen_p)
            b.store(b.and_(b.load(candidates_p), b.not_(group)), candidates_p)
    with b.if_then(b.icmp_unsigned("!=", waiting, i32(0))):
        group = b.select(b.load(chosen_p), b.load(group_p), b.load(first_p))
        # snapshot every lane's contribution before any member runs on
        with counted_loop(b, i32(0), i32(32), "snap") as l:
            with b.if_then(in_block(l)):
                b.store(_fld(b, lane_slot(l), abi.T_XVAL, I64),
                        b.gep(wbase, [b.zext(b.mul(l, i32(8)), I64)], source_etype=I8))
        b.store(b.zext(group, I64), _fptr(b, wbase, abi.SNAPSHOT_WAITERS))
        b.store(ir.Constant(I1, 1), prog)
        wake(w, group)


def _entry_alloca(fn, t, name):
    eb = ir.IRBuilder(fn.entry_basic_block)
    eb.position_at_start(fn.entry_basic_block)
    return eb.alloca(t, name=name)
