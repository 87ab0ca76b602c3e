"""Kernel entry points (pass emit_entry, pipeline.py) and the block scheduler.

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
  one suspension to the next; see `region_lowering`): those whose collectives follow
  the simplest rules get a block scheduler of their own in the kernel module
  (`region_lowering.emit_region_driver`), the others use `__zk_schedule` with a group
  function;
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
from .flush_mode import wrap_entry
from .irutil import (ENV_TYPES, GROUP_FN, GROUP_RELEASED, GROUP_START, DistinctMetadata, bounded_field, byte_ptr,
                     counted_loop, declare, load_at, memcpy, private_bytes, region_row_stride, store_parameter_buffer,
                     thread_slot)
from .meta import SCHEDULER
from .ptxtypes import I1, I8, I32, I64, PTR, VOID


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
    pbase = load_at(b, real_launch, abi.L_PARAMS, PTR)
    pbase.set_metadata("invariant.load", b.module.add_metadata([]))
    if param_size:   # a kernel without parameters may get no buffer at all
        pbase.set_metadata("dereferenceable", b.module.add_metadata([ir.Constant(I64, param_size)]))
        pbase.set_metadata("align", b.module.add_metadata([ir.Constant(I64, abi.PARAM_ALIGN)]))
    return pbase


def emit_entry(module: ir.Module, name: str, thread_fn: ir.Function, coroutine: bool, param_size: int = 0,
               independent_threads: bool = False, regions=None, flushes: bool = False):
    """`independent_threads`: the threads have no private memory (their loop may run them
    in vector lanes); only for kernels that are not coroutines.
    `regions`: (group function, bytes of per-thread arrays per thread, its own block scheduler or
    None[, bytes of scalar slots after the arrays]) for a barrier kernel that runs as region functions; `thread_fn` is then unused
    and `coroutine` must be true.
    `flushes`: the blocks run with the CPU's flush modes on (flush_mode.wrap_entry)."""
    fnty = ir.FunctionType(I32, [PTR, I64, I64, PTR, I32])
    fn = ir.Function(module, fnty, name=f"__zk_flushing_{name}" if flushes else name)
    real_launch, first, end, scratch, worker = fn.args
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    # A private copy of the launch description: kernel code reads it on every thread, and
    # as an alloca LLVM knows that stores to device memory cannot change it (loads hoist
    # out of the thread loops, which can then vectorise). The kernel parameters are not
    # copied (FunctionTranslator._setup_params).
    launch = private_bytes(b, abi.LAUNCH_SIZE, "launch")
    memcpy(b, launch, real_launch, abi.L_REAL)
    b.store(real_launch, byte_ptr(b, launch, abi.L_REAL))
    store_parameter_buffer(b, parameter_buffer(b, real_launch, param_size), launch)
    own_driver = regions is not None and regions[2] is not None
    block = scratch if coroutine and not own_driver else private_bytes(b, abi.BLOCK_SIZE, "block")
    ntx = bounded_field(b, launch, abi.L_NTID, abi.LAUNCH_RANGES)
    nty = bounded_field(b, launch, abi.L_NTID + 4, abi.LAUNCH_RANGES)
    ntz = bounded_field(b, launch, abi.L_NTID + 8, abi.LAUNCH_RANGES)
    ncx = b.zext(bounded_field(b, launch, abi.L_NCTAID, abi.LAUNCH_RANGES), I64)
    ncy = b.zext(bounded_field(b, launch, abi.L_NCTAID + 4, abi.LAUNCH_RANGES), I64)
    n = bounded_field(b, launch, abi.L_TPB, abi.LAUNCH_RANGES)
    threads = byte_ptr(b, scratch, abi.BLOCK_SIZE)
    nwarps = b.lshr(b.add(n, ir.Constant(I32, 31)), ir.Constant(I32, 5))
    snap = b.gep(threads, [b.zext(b.mul(n, ir.Constant(I32, abi.THREAD_SLOT)), I64)], source_etype=I8)
    snap_end = b.add(b.ptrtoint(snap, I64), b.zext(b.add(b.mul(nwarps, ir.Constant(I32, abi.SNAPSHOT_STRIDE)),
                                                          ir.Constant(I32, abi.SNAPSHOT_PAD)), I64))
    shared_addr = b.and_(b.add(snap_end, ir.Constant(I64, abi.SHARED_ALIGN - 1)), ir.Constant(I64, -abi.SHARED_ALIGN))
    b.store(worker, byte_ptr(b, block, abi.B_SMID))
    b.store(b.inttoptr(shared_addr, PTR), byte_ptr(b, block, abi.B_SHARED))
    b.store(threads, byte_ptr(b, block, abi.B_THREADS))
    b.store(snap, byte_ptr(b, block, abi.B_SNAPSHOT))
    b.store(n, byte_ptr(b, block, abi.B_NTHREADS))
    # A coroutine kernel's block state is the worker's scratch, where its recycled frames
    # stay from launch to launch: frames freed at each entry's end came back as fresh
    # zeroed pages on the next launch (glibc trims its heap), a fault per page of every
    # thread's frame. A private block state starts with none and gives them back.
    keeps_frames = block is scratch
    if not keeps_frames:
        b.store(ir.Constant(PTR, None), byte_ptr(b, block, abi.B_FREELIST))
    b.store(ir.Constant(I32, 0), byte_ptr(b, block, abi.B_SPIN))
    if regions is not None:
        stride = region_row_stride(b, b.zext(n, I64))
        size = b.mul(stride, ir.Constant(I64, max(regions[1], 8)))
        if len(regions) > 3 and regions[3]:
            size = b.add(size, ir.Constant(I64, regions[3]))
        # (SNAPSHOT_PAD bytes on either side: the arrays' xval area is one of the
        # exchange buffers of abi.B_FLAT / B_XVAL, which shuffles read past)
        size = b.add(size, ir.Constant(I64, 2 * abi.SNAPSHOT_PAD))
        # The arrays' memory stays with the worker's scratch: a malloc and free of it per
        # launch went to the kernel for fresh zeroed pages every time (glibc returns a
        # large freed block to it), a large part of a block scan's time. Grown when too small;
        # freed with the scratch when it is replaced (runtime._release_kept, launch_pool.c,
        # the C fast path's zf_scratch_for).
        kept, kept_size = byte_ptr(b, scratch, abi.B_REGIONS_KEPT), byte_ptr(b, scratch, abi.B_REGIONS_KEPT_SIZE)
        with b.if_then(b.icmp_unsigned("<", b.load(kept_size, typ=I64), size), likely=False):
            b.call(declare(module, "free", VOID, [PTR]), [b.load(kept, typ=PTR)])
            b.store(b.call(declare(module, "malloc", PTR, [I64]), [size]), kept)
            b.store(size, kept_size)
        arrays = b.gep(b.load(kept, typ=PTR), [ir.Constant(I64, abi.SNAPSHOT_PAD)], source_etype=I8)
        b.store(arrays, byte_ptr(b, block, abi.B_REGIONS))
        if own_driver:
            b.store(byte_ptr(b, snap, abi.SNAPSHOT_FLAT), byte_ptr(b, block, abi.B_FLAT))
            xval = b.mul(stride, ir.Constant(I64, abi.REGION_XVAL))
            b.store(b.gep(arrays, [xval], source_etype=I8), byte_ptr(b, block, abi.B_XVAL))
    # the block's coordinates: divided out of `first` once, then counted up block by
    # block (two 64-bit divisions per block before: saxpy over 32-thread blocks took
    # ~20 % more CPU time)
    coords = [private_bytes(b, 8, f"c{axis}") for axis in "xyz"]
    rest = b.udiv(first, ncx)
    for slot, v in zip(coords, (b.urem(first, ncx), b.urem(rest, ncy), b.udiv(rest, ncy))):
        b.store(v, slot)
    with counted_loop(b, first, end, "blk"):
        stop = b.icmp_unsigned("!=", b.load_atomic(byte_ptr(b, real_launch, abi.L_STATUS), "monotonic", 4, typ=I32), ir.Constant(I32, 0))
        cont = fn.append_basic_block("blk.run")
        out = fn.append_basic_block("blk.stop")
        b.cbranch(stop, out, cont)
        b.position_at_end(out)
        if coroutine and not keeps_frames:
            _release_frames(b, block)
        b.ret(ir.Constant(I32, 1))
        b.position_at_end(cont)
        cx, cy, cz = (b.load(slot, typ=I64) for slot in coords)
        for k, v in enumerate((cx, cy, cz)):
            b.store(b.trunc(v, I32), byte_ptr(b, block, abi.B_CTAID + 4 * k))
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
    if coroutine and not keeps_frames:
        _release_frames(b, block)
    b.ret(ir.Constant(I32, 0))
    return wrap_entry(module, name, fn) if flushes else fn


def frame_alloc(module):
    fn = module.globals.get("__zk_frame_alloc")
    if fn is not None:
        return fn
    fn = ir.Function(module, ir.FunctionType(PTR, [PTR, I64]), name="__zk_frame_alloc")
    fn.linkage = "internal"
    block, size = fn.args
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    head_p = byte_ptr(b, block, abi.B_FREELIST)
    head = b.load(head_p, typ=PTR)
    reuse = fn.append_basic_block("reuse")
    fresh = fn.append_basic_block("fresh")
    check = fn.append_basic_block("check")
    drop = fn.append_basic_block("drop")
    b.cbranch(b.icmp_unsigned("!=", b.ptrtoint(head, I64), ir.Constant(I64, 0)), check, fresh)
    b.position_at_end(check)
    big_enough = b.icmp_unsigned(">=", load_at(b, head, 8, I64), size)
    b.cbranch(big_enough, reuse, drop)
    b.position_at_end(reuse)
    b.store(load_at(b, head, 0, PTR), head_p)
    b.ret(byte_ptr(b, head, 16))
    # frames too small for this kernel (another kernel's, kept in the worker's scratch):
    # freed, so that the list holds one kernel's frames and a launch reuses them all
    b.position_at_end(drop)
    _release_frames(b, block)
    b.branch(fresh)
    b.position_at_end(fresh)
    mem = b.call(declare(module, "malloc", PTR, [I64]), [b.add(size, ir.Constant(I64, 16))])
    b.store(size, byte_ptr(b, mem, 8))
    b.ret(byte_ptr(b, mem, 16))
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
    head_p = byte_ptr(b, block, abi.B_FREELIST)
    b.store(b.load(head_p, typ=PTR), byte_ptr(b, hdr, 0))
    b.store(hdr, head_p)
    b.ret_void()
    return fn


def _release_frames(b, block):
    """Give the worker's recycled frames back to the C library."""
    fn = b.function
    head_p = byte_ptr(b, block, abi.B_FREELIST)
    loop = fn.append_basic_block("frames.loop")
    body = fn.append_basic_block("frames.free")
    out = fn.append_basic_block("frames.done")
    b.branch(loop)
    b.position_at_end(loop)
    head = b.load(head_p, typ=PTR)
    b.cbranch(b.icmp_unsigned("==", b.ptrtoint(head, I64), ir.Constant(I64, 0)), out, body)
    b.position_at_end(body)
    b.store(load_at(b, head, 0, PTR), head_p)
    b.call(declare(b.module, "free", VOID, [PTR]), [head])
    b.branch(loop)
    b.position_at_end(out)


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
    threads = load_at(b, block, abi.B_THREADS, PTR)
    snap = load_at(b, block, abi.B_SNAPSHOT, PTR)
    nwarps = b.lshr(b.add(n, ir.Constant(I32, 31)), ir.Constant(I32, 5))
    for k in range(abi.NUM_BARRIERS):
        b.store(zero, byte_ptr(b, block, abi.B_BAR_ARRIVE + 4 * k))

    def state_of(slot):
        return load_at(b, slot, abi.T_STATE, I32)

    def run(slot):
        b.store(ir.Constant(I32, abi.RUNNING), byte_ptr(b, slot, abi.T_STATE))
        b.call(resume, [load_at(b, slot, abi.T_HANDLE, PTR)])

    regions = b.icmp_unsigned("!=", b.ptrtoint(group_ptr, I64), ir.Constant(I64, 0))
    # start every thread: it runs until its first suspension or its end
    with b.if_else(regions) as (is_regions, is_coro):
        with is_regions:
            b.call(run_group, [launch, block, ir.Constant(I32, GROUP_START), zero, summary])
        with is_coro:
            with counted_loop(b, zero, n, "start") as t:
                slot = thread_slot(b, threads, t)
                x = b.urem(t, ntx)
                rest = b.udiv(t, ntx)
                y = b.urem(rest, nty)
                z = b.udiv(rest, nty)
                b.store(ir.Constant(I32, abi.RUNNING), byte_ptr(b, slot, abi.T_STATE))
                h = b.call(ramp, [launch, block, slot, x, y, z])
                b.store(h, byte_ptr(b, slot, abi.T_HANDLE))

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
                        run(thread_slot(b, threads, b.add(b.mul(w, ir.Constant(I32, 32)), l)))

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
        slot = thread_slot(b, threads, t)
        st = state_of(slot)
        with b.if_then(b.icmp_unsigned("!=", st, ir.Constant(I32, abi.EXITED))):
            b.store(b.add(b.load(alive_p), ir.Constant(I32, 1)), alive_p)
        with b.if_then(b.icmp_unsigned("==", st, ir.Constant(I32, abi.WAIT_BAR))):
            bid = b.and_(load_at(b, slot, abi.T_BAR_ID, I32), ir.Constant(I32, nb - 1))
            wp = b.gep(waiting_a, [zero, bid])
            b.store(b.add(b.load(wp), ir.Constant(I32, 1)), wp)
            c = load_at(b, slot, abi.T_BAR_COUNT, I32)
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
        arrive_ptr = b.gep(byte_ptr(b, block, abi.B_BAR_ARRIVE), [b.zext(b.mul(bar, ir.Constant(I32, 4)), I64)], source_etype=I8)
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
                slot = thread_slot(b, threads, t)
                is_w = b.and_(b.icmp_unsigned("==", state_of(slot), ir.Constant(I32, abi.WAIT_BAR)),
                              b.icmp_unsigned("==", load_at(b, slot, abi.T_BAR_ID, I32), bar))
                with b.if_then(is_w):
                    b.store(load_at(b, slot, abi.T_XMASK, I32), kind_p)
                    b.store(b.add(b.load(red_p), b.trunc(b.and_(load_at(b, slot, abi.T_XVAL, I64), ir.Constant(I64, 1)), I32)), red_p)
                    b.store(ir.Constant(I32, abi.RELEASED), byte_ptr(b, slot, abi.T_STATE))
            kind = b.load(kind_p)
            cnt = b.load(red_p)
            val = b.select(b.icmp_unsigned("==", kind, ir.Constant(I32, 1)),
                           b.zext(b.icmp_unsigned("==", cnt, waiting), I32),
                           b.select(b.icmp_unsigned("==", kind, ir.Constant(I32, 2)),
                                    b.zext(b.icmp_unsigned("!=", cnt, zero), I32), cnt))
            b.store(val, b.gep(byte_ptr(b, block, abi.B_BAR_RED), [b.zext(b.mul(bar, ir.Constant(I32, 4)), I64)], source_etype=I8))
            b.store(zero, arrive_ptr)
            b.store(ir.Constant(I1, 1), prog)
            with b.if_else(regions) as (is_regions, is_coro):
                with is_regions:
                    b.call(run_group, [launch, block, ir.Constant(I32, GROUP_RELEASED), zero, summary])
                with is_coro:
                    with counted_loop(b, zero, n, "release") as t:
                        slot = thread_slot(b, threads, t)
                        with b.if_then(b.icmp_unsigned("==", state_of(slot), ir.Constant(I32, abi.RELEASED))):
                            run(slot)
    poll = fn.append_basic_block("poll")
    b.cbranch(b.load(prog), loop, poll)
    # --- mbarrier waits (coroutines only): once nothing else moves, every thread that
    # found its phase incomplete looks again; it moved on when it stops anywhere but at
    # the wait it left, and another round may help when one of them updated an mbarrier
    b.position_at_end(poll)
    epoch_ptr = byte_ptr(b, block, abi.B_MBAR_EPOCH)
    epoch = b.load(epoch_ptr, typ=I32)
    with b.if_then(b.not_(regions)):
        with counted_loop(b, zero, n, "poll") as t:
            slot = thread_slot(b, threads, t)
            with b.if_then(b.icmp_unsigned("==", state_of(slot), ir.Constant(I32, abi.WAIT_POLL))):
                site = load_at(b, slot, abi.T_POLL_SITE, I32)
                run(slot)
                same = b.and_(b.icmp_unsigned("==", state_of(slot), ir.Constant(I32, abi.WAIT_POLL)),
                              b.icmp_unsigned("==", load_at(b, slot, abi.T_POLL_SITE, I32), site))
                # a polling loop's thread waits for others, maybe of other blocks: never stuck
                spinning = b.icmp_unsigned("!=", b.and_(site, ir.Constant(I32, abi.SPIN_SITE)), zero)
                with b.if_then(b.or_(b.not_(same), spinning)):
                    b.store(ir.Constant(I1, 1), prog)
    moved = b.or_(b.load(prog), b.icmp_unsigned("!=", b.load(epoch_ptr, typ=I32), epoch))
    b.cbranch(moved, loop, again)
    # nobody can make progress: threads wait on a barrier that can never complete
    b.position_at_end(again)
    b.cmpxchg(byte_ptr(b, load_at(b, launch, abi.L_REAL, PTR), abi.L_STATUS), zero, ir.Constant(I32, abi.STATUS_DEADLOCK),
              "monotonic", "monotonic")
    b.branch(done)
    b.position_at_end(done)
    with b.if_then(b.not_(regions)):
        with counted_loop(b, zero, n, "destroy") as t:
            b.call(destroy, [load_at(b, thread_slot(b, threads, t), abi.T_HANDLE, PTR)])
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
    Lanes at one site with member masks of their own (`__ballot_sync(lanemask_lt, p)`)
    go together, as a converged warp executes the instruction once for all of them: the
    masked lanes waiting at the lead's site go as one group when every one's living
    members wait there too, before the same-mask rule is tried (which would send a lane
    whose mask leaves out itself on alone, and the lanes that name it would see it gone).
    The lanes' values are snapshotted and the group's mask is stored beside them."""
    i32 = lambda v: ir.Constant(I32, v)
    wbase = b.gep(snap, [b.zext(b.mul(w, i32(abi.SNAPSHOT_STRIDE)), I64)], source_etype=I8)
    living_p = _entry_alloca(fn, I32, "living")
    waiting_p = _entry_alloca(fn, I32, "waiting")
    site_p = _entry_alloca(fn, I32, "lead.site")
    lead_p = _entry_alloca(fn, I32, "lead.lane")
    group_p = _entry_alloca(fn, I32, "group")
    site_lanes_p = _entry_alloca(fn, I32, "site.lanes")
    site_group_p = _entry_alloca(fn, I32, "site.group")
    candidates_p = _entry_alloca(fn, I32, "candidates")
    first_p = _entry_alloca(fn, I32, "first.group")
    chosen_p = _entry_alloca(fn, I1, "chosen")
    for p, v in ((living_p, 0), (waiting_p, 0), (group_p, 0), (first_p, 0)):
        b.store(i32(v), p)
    b.store(ir.Constant(I1, 0), chosen_p)

    def lane_slot(l):
        return thread_slot(b, threads, b.add(b.mul(w, i32(32)), l))

    def in_block(l):
        return b.icmp_unsigned("<", b.add(b.mul(w, i32(32)), l), n)

    def bit(l):
        return b.shl(i32(1), l)

    def add_bit(p, l):
        b.store(b.or_(b.load(p), bit(l)), p)

    with counted_loop(b, i32(0), i32(32), "scan") as l:
        with b.if_then(in_block(l)):
            st = load_at(b, lane_slot(l), abi.T_STATE, I32)
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
                    site = load_at(b, lane_slot(l), abi.T_WSITE, I32)
                    with b.if_then(b.icmp_unsigned("<", site, b.load(site_p))):
                        b.store(site, site_p)
                        b.store(l, lead_p)
            lead = lane_slot(b.load(lead_p))
            lead_site = b.load(site_p)
            lead_mask = load_at(b, lead, abi.T_XMASK, I32)
            masked = b.icmp_unsigned("!=", load_at(b, lead, abi.T_WMASKED, I32), i32(0))

            def waiting_lanes(name, pick, into=group_p):
                """Add to `into` the waiting lanes l for which pick(slot, l)."""
                with counted_loop(b, i32(0), i32(32), name) as l:
                    is_waiting = b.icmp_unsigned("!=", b.and_(waiting, bit(l)), i32(0))
                    with b.if_then(is_waiting):
                        slot = lane_slot(l)
                        with b.if_then(pick(slot, l)):
                            add_bit(into, l)

            def is_masked(slot):
                return b.icmp_unsigned("!=", load_at(b, slot, abi.T_WMASKED, I32), i32(0))

            def same_mask(slot):
                return b.and_(is_masked(slot), b.icmp_unsigned("==", load_at(b, slot, abi.T_XMASK, I32), lead_mask))

            def at_lead_site(slot):
                return b.icmp_unsigned("==", load_at(b, slot, abi.T_WSITE, I32), lead_site)

            def others_absent(mask, present):   # living lanes of `mask` not in `present`
                return b.and_(b.and_(mask, b.load(living_p)), b.not_(present))

            # the site group: the masked lanes here, when every one's living members are here too
            for p in (site_lanes_p, site_group_p, group_p):
                b.store(i32(0), p)
            waiting_lanes("site", lambda slot, l: b.and_(is_masked(slot), at_lead_site(slot)), into=site_lanes_p)
            site_lanes = b.load(site_lanes_p)
            waiting_lanes("cover", lambda slot, l: b.and_(
                b.icmp_unsigned("!=", b.and_(site_lanes, bit(l)), i32(0)),
                b.icmp_unsigned("==", others_absent(load_at(b, slot, abi.T_XMASK, I32), site_lanes), i32(0))),
                into=site_group_p)
            site_whole = b.and_(masked, b.icmp_unsigned("==", b.load(site_group_p), site_lanes))
            with b.if_else(site_whole) as (by_site, by_mask):
                with by_site:
                    b.store(site_lanes, group_p)
                with by_mask:
                    waiting_lanes("group", lambda slot, l: b.and_(
                        at_lead_site(slot), b.or_(b.not_(masked), same_mask(slot))))
            missing = lambda: others_absent(lead_mask, b.load(group_p))  # noqa: E731
            with b.if_then(b.and_(masked, b.icmp_unsigned("!=", missing(), i32(0)))):
                waiting_lanes("join", lambda slot, l: same_mask(slot))
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
                b.store(load_at(b, lane_slot(l), abi.T_XVAL, I64),
                        b.gep(wbase, [b.zext(b.mul(l, i32(8)), I64)], source_etype=I8))
        b.store(b.zext(group, I64), byte_ptr(b, wbase, abi.SNAPSHOT_WAITERS))
        b.store(ir.Constant(I1, 1), prog)
        wake(w, group)


def _entry_alloca(fn, t, name):
    eb = ir.IRBuilder(fn.entry_basic_block)
    eb.position_at_start(fn.entry_basic_block)
    return eb.alloca(t, name=name)
