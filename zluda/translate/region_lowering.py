"""Barrier kernels as region functions: the region lowering.

A kernel that `regions` accepts becomes one region function (env..., i32 k, i32 t) ->
code: it runs linear thread t from resume point k (0: the kernel's start, j: just after
suspend site j) to its next barrier, warp collective or loop step, or its end, and
returns the thread's new state | resume point << abi.REGION_POINT_SHIFT. Registers live
across a suspension are kept in per-thread arrays in the block's scratch (rows), or in
scalar slots when uniform, or read back from the shuffle snapshot; the others stay SSA
values. `RegionTranslator` emits that function; `emit_region_group` the loop that runs a
released group of threads through it, and `emit_region_driver` the block scheduler of
kernels whose collectives follow the simplest rules (`regions.simple`).
"""

from __future__ import annotations

from llvmlite import ir

from zluda.ptx import ast

from . import abi, regions, shuffle_chains
from .emit_atomic import SERIAL
from .dataflow import same_across
from .function import FunctionTranslator
from .opcodes import WARP_SYNC_OPCODES
from .irutil import (ENV_TYPES, DistinctMetadata, GROUP_ALL_AT_WARP, GROUP_AT_BARRIER, GROUP_AT_STEP, GROUP_FN,
                     GROUP_RELEASED, GROUP_START, bounded_field, byte_ptr, counted_loop, declare, load_at,
                     load_parameter_buffer, memcpy, no_wrap, private_bytes, store_parameter_buffer, tbaa_tag,
                     thread_slot, warp_first)
from .ptxtypes import I1, I8, I32, I64, PTR, VOID, ptx_type
from .uniformity import uniform_registers

_SLOT = 8   # bytes of a region scalar slot (a uniform register's slot, then its pending one)

# what region_alias_scopes tags (an atomic load or store is a class of its own in llvmlite)
_STORES = (ir.StoreInstr, ir.instructions.StoreAtomicInstr)
_MEMORY_ACCESSES = (ir.LoadInstr, ir.instructions.LoadAtomicInstr, ir.instructions.AtomicRMW,
                    ir.instructions.CmpXchg) + _STORES


class RegionTranslator(FunctionTranslator):
    """kind "region": what the passes before emission give it (pipeline.py): `site_live`
    (dataflow.live_across), and for kernels run by their own scheduler
    (`simple_collectives`) `step_inductions` and `turned` (regions.loop_steps) and
    `chains` (shuffle_chains.insert_chain_ends)."""

    def __init__(self, mt, fn: ast.Function, llfn: ir.Function, simple_collectives: bool):
        super().__init__(mt, fn, llfn, "region")
        self.simple_collectives = simple_collectives
        self.site_live: dict = {}        # id(suspend site) -> register keys live across it
        self.step_inductions: dict = {}  # id(loop step) -> its loop's induction registers (regions.loop_steps)
        self.turned: dict = {}           # id(statement of a loop run in turns) -> the loop's written registers
        self.chains: dict = {}           # id(first shuffle) -> shuffle_chains.Chain
        self.region_rows: dict = {}   # register key -> its per-thread array
        self.region_write_through: dict = {}  # register key -> its row (_register_home)
        self.region_scalar: dict = {}  # uniform keys read after a barrier from one copy: see _before_registers
        self.region_snap: set = set()  # keys read back from the shuffle snapshot: _region_snapshot_registers
        self.region_copies: list = []  # [(pending slot, slot, bits)] the group copies at each barrier release
        self.region_affine: dict = {}  # step resume point -> (loop flag's scalar offset, role, [(array offset, scalar offset)])
        self.region_affine_loops: dict = {}  # stepped loop -> its flag's scalar offset (_region_affine_resume)
        self.region_affine_checked: dict = {}  # stepped loop -> the registers its way-in step checks
        self._uniform_keys = set()    # uniformity.uniform_registers (_region_scalars)
        self.region_scalar_bytes = 0
        self.region_site_point: dict = {}  # id(suspend site) -> the resume point after it
        self._region_exchange_uses = {"snapshot": set(), "xval": set()}  # see region_exchange

    @classmethod
    def for_kernel(cls, mt, fn: ast.Function):
        """A region kernel's region function: (env, i32 k, i32 t) -> code."""
        llfn = ir.Function(mt.module, ir.FunctionType(I32, ENV_TYPES + [I32, I32]), name=f"__zk_region_{fn.name}")
        llfn.linkage = "internal"
        llfn.attributes.add("alwaysinline")
        return cls(mt, fn, llfn, regions.simple(fn))

    def _register_home(self, key, t):
        """A register that a region kernel keeps across a suspension also has its element
        of a per-thread array in the scratch (its row): every write goes to both
        (region_write_through), a resume loads the rows of the registers live across that
        suspension, and reads read the alloca. (Reads of the row itself, at each use,
        loaded it again after every store to any row, LLVM not knowing rows apart; and a
        conditional write's masked store then a masked load of the same row stalled on
        store forwarding. Copying at suspensions instead of writing through made the
        thread loops' stores at divergent suspension points masked ones.)"""
        row = self.region_rows.get(key)
        if row is not None and key not in self.region_scalar:
            self.region_write_through[key] = row
        return super()._register_home(key, t)

    def _register_stored(self, key, v):
        if key in self.region_write_through and id(self.cur_statement) not in self.turned:
            self._store_row(key, v)

    def emit_loop_step(self, step):
        self._store_turned_rows(step)
        self.suspend(abi.WAIT_STEP)

    def emit_return(self):
        if self.inline_stack:
            super().emit_return()
            return
        self.b.ret(ir.Constant(I32, abi.EXITED))

    def _finish_entry(self, body_start):
        self._region_dispatch(body_start)
        self.region_alias_scopes()

    # ----------------------------------------------------------------- region plumbing
    # A region function is i32 (env..., i32 k, i32 t): it runs linear thread t from resume
    # point k (0: kernel start, j: after suspend site j) to its next suspension or end
    # and returns the thread's new state | resume point << REGION_POINT_SHIFT.
    def _before_registers(self):
        b = self.b
        self.region_k, self.region_t = self.llfn.args[6], self.llfn.args[7]
        self.region_resumes = []
        self.region_states = []       # per suspend site (1..P): WAIT_BAR or WAIT_WARP
        # registers only ever set to one immediate are set again in every region instead
        self.region_constants = self.constants
        self.region_live = {site: keys - set(self.region_constants)
                            for site, keys in self.site_live.items()}
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
        matmul's loop counters, the reduction's stride.) Only for kernels run by their own scheduler (its barrier release is
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

    def _after_declarations(self):
        """Registers whose value is fixed per thread (regions.constant_registers) are
        computed at the start of every region."""
        self.b.position_at_end(self.alloca_block)
        for ins in self.region_constants.values():
            self._emit_one(self.mt.emitters[ins.opcode], ins)

    def suspend(self, state: int, keep=()):
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
            # cols; c += blockDim.x)` behind `if (tid < cols)`)
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

    def _store_row(self, key, v):
        """Register `key`'s value `v` into its row (a predicate as a byte)."""
        kind = self.regs[key][1].kind
        self.b.store(self.b.zext(v, I8) if kind == "p" else v, self._region_slot(self.region_write_through[key], here=True))

    def _store_turned_rows(self, step):
        """A loop run several turns a step (regions._turns: a scalar thread loop, its body
        repeated with an exit test after each copy) writes its registers' rows only at its
        back and out steps, not at every write (writing through stored the induction once
        per turn): the registers it writes that are live across the step. Nothing reads a row between
        (the turns have no suspension inside), and every way out of the turns passes one
        of the two steps."""
        written = self.turned.get(id(step))
        if not written:
            return
        for k in sorted(self.region_live.get(id(step), ())):
            if k in self.region_write_through and (k in written or k.rsplit(".", 1)[0] in written):
                home, t = self.regs[k]
                self._store_row(k, self.b.load(home, typ=t.storage))


def emit_group_and_driver(module: ir.Module, name: str, ft: RegionTranslator, independent: bool):
    """(group function, own block scheduler or None) of region kernel `name`, whose region
    function `ft` has emitted: the group runs a released group of threads through it."""
    warp_loops = regions.lane_addressed(ft.scope, ft.region_site_point, WARP_SYNC_OPCODES) \
        if ft.simple_collectives else ()
    # (the chains' warp functions come first in the module: the group calls them)
    chains = _chain_functions(module, name, ft)
    group = emit_region_group(module, name, ft.llfn, ft.region_states, independent,
                              private=ft.simple_collectives, copies=ft.region_copies,
                              region_bytes=ft.region_bytes, affine=ft.region_affine,
                              warp_loops=warp_loops, chains=chains)
    driver = emit_region_driver(module, name, group) if ft.simple_collectives else None
    return group, driver


def _chain_functions(module, name, ft) -> dict:
    """{resume point after a chain's first shuffle: (its warp function, the resume
    point of the step after it)} for the shuffle chains of region kernel `name`."""
    out = {}
    for first, chain in ft.chains.items():
        point, end = ft.region_site_point.get(first), ft.region_site_point.get(id(chain.end))
        if point is None or end is None:
            continue
        fn = shuffle_chains.emit_chain(module, f"{name}_{point}", chain, ft.region_rows,
                                       ft.region_live.get(id(chain.end), ()), ft.scope.registers,
                                       ft.region_constants)
        if fn is not None:
            out[point] = (fn, end)
    return out


def _region_areas(b, launch, block, region_bytes=None):
    """(per-thread arrays' base, ntid as i64, and with `region_bytes` the base of the scalar
    slots after the arrays) of a region kernel's block (RegionTranslator._region_slot /
    _region_scalar_slot)."""
    base = load_at(b, block, abi.B_REGIONS, PTR)
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
            self.threads = load_at(b, block, abi.B_THREADS, PTR)

    def _ptr(self, t, slot_offset):
        b = self.b
        if not self.arrays:
            return byte_ptr(b, thread_slot(b, self.threads, t), slot_offset)
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
    (RegionTranslator._region_scalars).
    `affine` (private only): {loop step's resume point: (its loop's flag offset in the scalar
    slots, "in" / "back", [(array offset, scalar offset)])}: the induction registers to check
    before all ntid threads go on from that step together (affine_check,
    RegionTranslator._region_affine_resume).
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
    slot = thread_slot(b, load_at(b, block, abi.B_THREADS, PTR), t)
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
        launch_copy = private_bytes(b, abi.LAUNCH_SIZE, "launch")
        memcpy(b, launch_copy, launch, abi.LAUNCH_SIZE)
        # the parameter buffer's address again, read where the entry stored it (which
        # forwards it) rather than from the memcpy
        store_parameter_buffer(b, load_parameter_buffer(b, launch), launch_copy)
        block = private_bytes(b, abi.BLOCK_SIZE, "block")
        memcpy(b, block, real_block, abi.BLOCK_SIZE)
        launch = launch_copy
    done = fn.append_basic_block("done")
    n = bounded_field(b, launch, abi.L_TPB, abi.LAUNCH_RANGES)
    ntx = bounded_field(b, launch, abi.L_NTID, abi.LAUNCH_RANGES)
    nty = bounded_field(b, launch, abi.L_NTID + 4, abi.LAUNCH_RANGES)
    ntz = bounded_field(b, launch, abi.L_NTID + 8, abi.LAUNCH_RANGES)
    threads = load_at(b, block, abi.B_THREADS, PTR)
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
                    run(t, [launch, block, thread_slot(b, threads, t), x, y, z, kk, t])
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
            first = warp_first(b, w)
            go_on = k
            if k in chains:
                # the chain for the whole warp, then its lanes on from the step after it
                chain, go_on = chains[k]
                b.call(chain, [launch, block, first])
            with counted_loop(b, zero, i32(32), "lane", loop_id()) as lane:
                t = no_wrap(b.add(first, lane))
                run(t, [launch, block, thread_slot(b, threads, t), t, zero, zero, i32(go_on), t])
        if own_tail:
            with counted_loop(b, warp_first(b, hi_w), b.load(end_p), "last", outer_id()) as t:
                run(t, [launch, block, thread_slot(b, threads, t), t, zero, zero, i32(k), t])
            b.branch(done)
            return
        b.store(warp_first(b, hi_w), tail_p)
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
        memcpy(b, real_block, block, abi.BLOCK_SIZE)
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
    snap = load_at(b, block, abi.B_SNAPSHOT, PTR)
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
                # scanned: the loop was a large share of the kernel's samples)
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
    values, xvals = load_at(b, block, abi.B_FLAT, PTR), load_at(b, block, abi.B_XVAL, PTR)
    b.store(xvals, byte_ptr(b, block, abi.B_FLAT))
    b.store(values, byte_ptr(b, block, abi.B_XVAL))
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
    values, xvals = load_at(b, block, abi.B_FLAT, PTR), load_at(b, block, abi.B_XVAL, PTR)
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
    b.cmpxchg(byte_ptr(b, load_at(b, launch, abi.L_REAL, PTR), abi.L_STATUS), zero, i32(abi.STATUS_DEADLOCK),
              "monotonic", "monotonic")
    b.branch(done)
    b.position_at_end(done)
    b.ret_void()
    return fn


# Coroutine frames: one per CUDA thread per block. Freed frames go to a per-worker free
# list (in the block state) and are reused by the next block's threads instead of going
# through malloc/free every time; each allocation carries a 16-byte header
# (next pointer, size).
