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
from .dataflow import register_keys, same_across
from .function import FunctionTranslator
from .opcodes import WARP_SYNC_OPCODES
from .irutil import (ENV_TYPES, DistinctMetadata, GROUP_ALL_AT_WARP, GROUP_AT_BARRIER, GROUP_AT_STEP, GROUP_FN,
                     GROUP_RELEASED, GROUP_START, bounded_field, byte_ptr, counted_loop, declare, load_at,
                     load_parameter_buffer, memcpy, no_wrap, private_bytes, region_row_stride, store_parameter_buffer,
                     tbaa_tag, thread_slot, warp_first)
from .ptxtypes import I1, I8, I32, I64, PTR, VOID, ptx_type, storage
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
        self.site_reads: dict = {}       # id(suspend site) -> keys read after it (dataflow.read_after_resume)
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
        """A region kernel's region function: (env, i32 k, i32 t, i32 ntid) -> code. The
        block's thread count comes as an argument, from the caller's one load of it: the
        per-thread arrays' addresses are multiples of it, and a load of it in the region
        (from the launch copy, which a memcpy fills) stayed inside the thread loops of
        large kernels, where LLVM then saw no consecutive addresses and gathered every
        register from its array (matmul_forward_kernel4's 64 accumulators)."""
        llfn = ir.Function(mt.module, ir.FunctionType(I32, ENV_TYPES + [I32, I32, I32]), name=f"__zk_region_{fn.name}")
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
        # every site that read_after_resume took for a suspension must have been one: the
        # region before it reloaded only what it reads up to there
        if not set(self.site_reads) <= set(self.region_site_point):
            raise self.error(self.cur_loc, "internal: a suspend site of the analysis does not suspend")
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
            size = max(1, storage(ptx_type(var.type)).width // 8)
            offset = (offset + size - 1) // size * size
            self.region_rows[key] = (offset, size)
            offset += size
        offset = (offset + 7) // 8 * 8
        self.region_keep = [(offset + 8 * i, 8) for i in range(abi.REGION_KEEP)]
        self.region_bytes = offset + 8 * abi.REGION_KEEP
        self._region_array = self.load_field(self.env["block"], abi.B_REGIONS, PTR)
        self._region_array_uses = set()
        self._region_stride = region_row_stride(b, b.zext(self.llfn.args[8], I64))
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
        """The scalar slot at `off`: after the per-thread arrays (stride * region_bytes)."""
        b = self.b
        idx = no_wrap(b.add(no_wrap(b.mul(self._region_stride, ir.Constant(I64, self.region_bytes))), ir.Constant(I64, off)))
        p = b.gep(self._region_array, [idx], source_etype=I8)
        self._region_scalar_uses.add(p)
        return p

    def _region_slot(self, row, here=False):
        """Thread t's element of the per-thread array `row` = (offset, element size):
        the arrays lie one after the other, each ntid elements and a pad
        (region_row_stride). (Load or store it with `region_access`.) `here`: computed
        where the builder is (for a pointer used only there), not in the entry block: what
        the entry computes is copied into every thread loop that the region function is
        inlined into before LLVM drops what that region does not use."""
        off, size = row
        if here:
            b = self.b
        else:
            b = ir.IRBuilder(self.alloca_block)
            b.position_after(self._region_t64)
        idx = no_wrap(b.add(no_wrap(b.mul(self._region_stride, ir.Constant(I64, off))), no_wrap(b.mul(self._region_t64, ir.Constant(I64, size)))))
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
            st = b.store(b.load(home, typ=storage(t)), self._region_scalar_slot(self.region_scalar[k][site] + _SLOT))
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
            x = b.load(self._region_scalar_slot(off), typ=storage(t))
            x.set_metadata("tbaa", tbaa_tag(self.module, "region scalar slot"))
            b.store(x, home)
            # a predicate goes as i1, as it was stored (LLVM leaves a loaded i1 undefined
            # unless an i1 store wrote it)
            self.region_copies.append((off + _SLOT, off, storage(t).width))
        # (a row a region only carries to its next suspension is not reloaded: every
        # write goes to the row too)
        reads = self.site_reads.get(site)
        for k in sorted(self.region_live.get(site, ())):
            row = self.region_write_through.get(k)
            if row is not None and (reads is None or k in reads):
                home, t = self.regs[k]
                x = b.load(self._region_slot(row, here=True), typ=I8 if t.is_pred else storage(t))
                b.store(b.trunc(x, I1) if t.is_pred else x, home)
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
        into the loop, and at its back edge reads thread 0's element
        (_RegionGroup.affine_check): only registers checked on the way in count there."""
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
                and k in self.region_write_through and storage(self.regs[k][1]) == I32]
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
        is_pred = self.regs[key][1].is_pred
        self.b.store(self.b.zext(v, I8) if is_pred else v, self._region_slot(self.region_write_through[key], here=True))

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
                self._store_row(k, self.b.load(home, typ=storage(t)))


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
                              warp_loops=warp_loops, chains=chains, many_dims=reads_tid_yz(ft.scope))
    lockstep = any(isinstance(st, ast.Instruction) and st.opcode == abi.LOCKSTEP_OPCODE for st in ft.scope.statements)
    driver = emit_region_driver(module, name, group, lockstep) if ft.simple_collectives else None
    return group, driver


def reads_tid_yz(scope) -> bool:
    """Whether the kernel's own code reads %tid.y or %tid.z: written for blocks of more
    than one dimension, so worth lane loops that take a lane's coordinates apart."""
    found = set()
    for ins in ast.iter_instructions(scope.statements):
        for op in ins.operands:
            register_keys(op, {"%tid": "xyz"}, (), found)
    return bool(found & {"%tid.y", "%tid.z"})


def _chain_functions(module, name, ft) -> dict:
    """{resume point after a chain's first shuffle: (its warp function, the resume
    point of the step after it, Chain.any_shape)} for the shuffle chains of region
    kernel `name`."""
    out = {}
    for first, chain in ft.chains.items():
        point, end = ft.region_site_point.get(first), ft.region_site_point.get(id(chain.end))
        if point is None or end is None:
            continue
        fn = shuffle_chains.emit_chain(module, f"{name}_{point}", chain, ft.region_rows,
                                       ft.region_live.get(id(chain.end), ()), ft.scope.registers,
                                       ft.region_constants)
        if fn is not None:
            out[point] = (fn, end, chain.any_shape)
    return out


def _region_areas(b, launch, block, region_bytes=None):
    """(per-thread arrays' base, their stride in elements as i64 (region_row_stride), and
    with `region_bytes` the base of the scalar slots after the arrays) of a region kernel's
    block (RegionTranslator._region_slot / _region_scalar_slot)."""
    base = load_at(b, block, abi.B_REGIONS, PTR)
    stride = region_row_stride(b, b.zext(bounded_field(b, launch, abi.L_TPB, abi.LAUNCH_RANGES), I64))
    if region_bytes is None:
        return base, stride
    return base, stride, b.gep(base, [no_wrap(b.mul(stride, ir.Constant(I64, region_bytes)))], source_etype=I8)


class _ThreadFields:
    """Where a region kernel's threads stopped (state and resume point): in their slots,
    which the generic scheduler reads (abi.T_STATE / T_POINT), or (`arrays`: region
    kernels with their own scheduler) in the per-thread code array (abi.REGION_CODE):
    the region function's return value as it is, one store per thread and run."""

    def __init__(self, b, launch, block, arrays):
        self.b = b
        self.arrays = arrays
        if arrays:
            self.base, self.stride = _region_areas(b, launch, block)
        else:
            self.threads = load_at(b, block, abi.B_THREADS, PTR)

    def _ptr(self, t, slot_offset):
        b = self.b
        if not self.arrays:
            return byte_ptr(b, thread_slot(b, self.threads, t), slot_offset)
        idx = no_wrap(b.add(no_wrap(b.mul(self.stride, ir.Constant(I64, abi.REGION_CODE))), no_wrap(b.mul(b.zext(t, I64), ir.Constant(I64, 4)))))
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


# the group's summary (GROUP_FN), field by field: the or and the and of the codes its
# threads stopped with, then how many stopped in each counted state; the group's
# accumulators of these fields carry the same names, and start as the or, and, count
# of no codes
_SUMMARY = ("or", "and", "at.bar", "exited", "at.step")
_SUMMARY_START = {"or": 0, "and": -1, "at.bar": 0, "exited": 0, "at.step": 0}
_COUNTED_STATES = {"at.bar": abi.WAIT_BAR, "exited": abi.EXITED, "at.step": abi.WAIT_STEP}

# the group function's cases besides GROUP_START and a warp's group, by who calls it:
# the region driver, or the generic scheduler
_DRIVER_CASES = ((GROUP_AT_BARRIER, "at.barrier"), (GROUP_ALL_AT_WARP, "all.at.warp"), (GROUP_AT_STEP, "at.step"))
_SCHEDULER_CASES = ((GROUP_RELEASED, "released"),)

_ZERO = ir.Constant(I32, 0)
# a step group's runs go through the thread loops of their steps when its first run is
# at least this long (a vector's lanes); shorter, each thread runs its loop out alone
RUN_MIN_THREADS = 8
_TRUE = ir.Constant(I1, 1)


def _i32(value) -> ir.Constant:
    return ir.Constant(I32, value)


def _every_thread(t, i):
    """pick() of every thread in range (see _RegionGroup.one_each)."""
    return _TRUE


def emit_region_group(module: ir.Module, name: str, body: ir.Function, states: list, independent: bool,
                      private: bool, copies=None, region_bytes=0, affine=None, warp_loops=(),
                      chains=None, many_dims=False):
    """The group function of a region kernel (see GROUP_FN). `body` is the kernel's
    region function (env..., k, t) -> code; `states[j-1]` says whether suspend site j is
    a barrier, a warp collective or a loop step. Where every thread of the group resumes at the same
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
    before all ntid threads go on from that step together (_RegionGroup.affine_check,
    RegionTranslator._region_affine_resume).
    `warp_loops`: resume points whose region addresses memory by lane
    (regions.lane_addressed): when all threads of a one-dimensional block go on there, the
    region runs warp by warp (_RegionGroup.warp_loops), where the lane is the loop's own
    index.
    `chains` (private only): {resume point after a shuffle chain's first shuffle: (the
    chain's warp function, the resume point of the step after the chain, whether it suits
    blocks of any shape)} (shuffle_chains.emit_chain): a whole warp whose lanes all go on
    from there runs the chain at once, then its lanes on from that step.
    `many_dims`: the kernel reads tid.y or tid.z, so whole warps of a block of two or
    three dimensions at a warp collective run as lane loops too ("lanes.nd": each lane's
    tid.x, tid.y and tid.z from its linear index), not through the one-thread dispatcher;
    without it (1-D kernels) no such copy of the warp points' regions is emitted.

    The parts, in the order they are emitted (which is the order of the functions and
    blocks in the IR): the one-thread dispatcher (a function of its own), the group
    function's entry (_RegionGroup.__init__), then one case per kind of group, each
    ending at `done`, which hands the summary back."""
    one = _emit_one_thread(module, name, body, private)
    group = _RegionGroup(module, name, body, one, states, independent, private, copies, region_bytes,
                         affine or {}, warp_loops, chains or {}, many_dims)
    group.emit_start()
    group.emit_barrier_release()
    if private:
        group.emit_all_at_warp()
        group.emit_at_step()
    group.emit_warp_group()
    group.emit_done()
    return group.fn


# floor(t / d) = (t * ceil(2^S / d)) >> S exactly for t < 1024 and d <= 1024 (a block
# of threads): the reciprocal's error times t stays below 2^S, the product below 2^31
_RECIP_SHIFT = 21


def _reciprocal(b, d):
    """ceil(2^S / d) of a block dimension d."""
    return b.add(b.udiv(_i32((1 << _RECIP_SHIFT) - 1), d), _i32(1))


def _divide(b, t, recip):
    """t // d for a thread index t, by d's reciprocal."""
    return b.lshr(b.mul(t, recip, flags=["nuw", "nsw"]), _i32(_RECIP_SHIFT))


def _emit_one_thread(module, name, body, private) -> ir.Function:
    """The one-thread dispatcher (launch, block, k, t) -> code: thread t through `body`
    from resume point k, where it stopped recorded. Out of line, with the point a
    variable: the one copy of the region function that dispatches on the point, which
    runs the threads of a group that do not all resume at one point."""
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
    n = bounded_field(b, launch, abi.L_TPB, abi.LAUNCH_RANGES)
    code = b.call(body, [launch, block, slot, b.urem(t, ntx), b.urem(rest, nty), b.udiv(rest, nty), k, t, n])
    _ThreadFields(b, launch, block, private).stopped(t, code)
    b.ret(code)
    return one


class _RegionGroup:
    """The group function of one region kernel as it is emitted (emit_region_group): its
    arguments, what its entry set up (accumulators, the warp loops' range, the block's
    dimensions, the threads' fields) and the blocks of its cases, with one method per part
    it is made of. Each case asks whether its threads all resume at one point: then it
    branches to that point's loop (region_loop), else it runs them one at a time through
    the one-thread dispatcher (one_each)."""

    def __init__(self, module, name, body, one, states, independent, private, copies, region_bytes, affine,
                 warp_loops, chains, many_dims):
        self.module = module
        self.body = body
        self.one = one
        self.private = private
        self.copies = copies
        self.region_bytes = region_bytes
        self.affine = affine
        self.lane_addressed = warp_loops   # resume points run by warp_loops in 1-D blocks
        self.chains = chains
        self.bar_points = [j for j, st in enumerate(states, 1) if st == abi.WAIT_BAR]
        self.warp_points = [j for j, st in enumerate(states, 1) if st == abi.WAIT_WARP]
        self.step_points = [j for j, st in enumerate(states, 1) if st == abi.WAIT_STEP]
        # lane loops for whole warps of 2-D/3-D blocks too ("lanes.nd"), where there are warp points
        self.many_dims = many_dims and bool(self.warp_points)
        fn = self.fn = ir.Function(module, GROUP_FN, name=f"__zk_group_{name}")
        fn.linkage = "internal"
        if private:
            fn.attributes.add("alwaysinline")
        self.launch, self.block, self.what, self.lanes, self.summary = fn.args
        self.access = self._independent_accesses() if independent else None
        # each region's loop is emitted once (its own copy of the region) and shared by
        # every case that runs it: code size and compile time grow with the number of
        # suspend sites, not with the number of ways to reach them
        self.loops = {}     # (kind, k, aff) -> its block (region_loop)
        self.tail = None    # the block of every warp loop's tail (lanes_tail)
        self._emit_entry()

    def _independent_accesses(self):
        """The access group of the region function's plain loads and stores (those of
        emit_atomic.SERIAL stay out), which the thread loops declare parallel: threads
        without private memory may run in vector lanes (kernel_abi._parallel_threads)."""
        access = DistinctMetadata(self.module, [])
        for blk in self.body.blocks:
            for instr in blk.instructions:
                if type(instr) in (ir.LoadInstr, ir.StoreInstr) and SERIAL not in instr.metadata:
                    instr.set_metadata("llvm.access.group", access)
        return access

    def _emit_entry(self):
        """The entry: the accumulators of the summary, the warp loops' range, private copies
        of launch and block (unless the caller's are private already), the block's
        dimensions, and the switch on `what` to the cases' blocks (self.cases; any other
        value is a warp's index: self.warp_case)."""
        fn = self.fn
        b = self.b = ir.IRBuilder(fn.append_basic_block("entry"))
        # what the threads' codes add up to (see GROUP_FN)
        self.acc = {nm: b.alloca(I32, name=nm) for nm in _SUMMARY}
        self.same = b.alloca(I1, name="same")
        # the range of a one-dimensional thread loop (see warp_loops)
        self.lo_p = b.alloca(I32, name="lo")
        self.hi_p = b.alloca(I32, name="hi")
        self.end_p = b.alloca(I32, name="end")
        self.tail_p = b.alloca(I32, name="tail")
        # the tid.x range of the thread loops (thread_loops): the whole row, but for a run
        # of threads at a loop step (emit_runs)
        self.x_lo_p = b.alloca(I32, name="x.lo")
        self.x_hi_p = b.alloca(I32, name="x.hi")
        # runs of threads at loop steps (run_steps; only the region driver has step groups):
        # the thread loops' tid.y and tid.z ranges come from slots too, and after a run's
        # loop the group looks for the next run (runs_p)
        self.runs = self.private and bool(self.step_points)
        if self.runs:
            self.run_from_p = b.alloca(I32, name="run.from")    # where the next run is looked for
            self.runs_p = b.alloca(I1, name="runs")             # set: after a loop, the next run
            self.y_lo_p = b.alloca(I32, name="y.lo")
            self.y_hi_p = b.alloca(I32, name="y.hi")
            self.z_lo_p = b.alloca(I32, name="z.lo")
            self.z_hi_p = b.alloca(I32, name="z.hi")
            self.next_run = None    # the block that finds the next run (run_steps)
        for nm, p in self.acc.items():
            b.store(_i32(_SUMMARY_START[nm]), p)
        self.real_block = self.block
        if not self.private:
            # Private copies of the launch and the block state, as in the entry: LLVM then
            # knows that the threads' stores leave them alone, hoists their loads out of the
            # thread loops and sees the per-thread arrays' addresses as consecutive. The block
            # state goes back at the end (bar.arrive and polling hints update it).
            launch_copy = private_bytes(b, abi.LAUNCH_SIZE, "launch")
            memcpy(b, launch_copy, self.launch, abi.LAUNCH_SIZE)
            # the parameter buffer's address again, read where the entry stored it (which
            # forwards it) rather than from the memcpy
            store_parameter_buffer(b, load_parameter_buffer(b, self.launch), launch_copy)
            self.block = private_bytes(b, abi.BLOCK_SIZE, "block")
            memcpy(b, self.block, self.real_block, abi.BLOCK_SIZE)
            self.launch = launch_copy
        self.done = fn.append_basic_block("done")
        self.n = bounded_field(b, self.launch, abi.L_TPB, abi.LAUNCH_RANGES)
        self.ntx = bounded_field(b, self.launch, abi.L_NTID, abi.LAUNCH_RANGES)
        b.store(_ZERO, self.x_lo_p)
        b.store(self.ntx, self.x_hi_p)
        self.nty = bounded_field(b, self.launch, abi.L_NTID + 4, abi.LAUNCH_RANGES)
        self.ntz = bounded_field(b, self.launch, abi.L_NTID + 8, abi.LAUNCH_RANGES)
        if self.runs:
            for p, v in ((self.y_lo_p, _ZERO), (self.y_hi_p, self.nty), (self.z_lo_p, _ZERO),
                         (self.z_hi_p, self.ntz), (self.runs_p, ir.Constant(I1, 0))):
                b.store(v, p)
        if self.many_dims:
            self.x_recip, self.y_recip = (_reciprocal(b, d) for d in (self.ntx, self.nty))
        self.threads = load_at(b, self.block, abi.B_THREADS, PTR)
        self.field = _ThreadFields(b, self.launch, self.block, self.private)
        self.one_dim = b.and_(b.icmp_unsigned("==", self.nty, _i32(1)), b.icmp_unsigned("==", self.ntz, _i32(1)))
        start = fn.append_basic_block("start")
        self.warp_case = fn.append_basic_block("warp")
        switch = b.switch(self.what, self.warp_case)
        switch.add_case(_i32(GROUP_START), start)
        self.cases = {GROUP_START: start}
        for what, label in _DRIVER_CASES if self.private else _SCHEDULER_CASES:
            self.cases[what] = fn.append_basic_block(label)
            switch.add_case(_i32(what), self.cases[what])

    # ------------------------------------------------------------ loop metadata

    def thread_loop_id(self):
        """Loop metadata of a loop over threads: its accesses parallel where the threads are
        independent, and neither interleaved nor unrolled."""
        # (a region kernel has one loop per suspend site (layernorm: 27), and the
        # interleaved vector bodies and unrolled scalar remainders doubled their code for
        # little speed: compile time is what region kernels pay for their loops)
        module = self.module
        ops = [module.add_metadata(["llvm.loop.interleave.count", _i32(1)]),
               module.add_metadata(["llvm.loop.unroll.disable"])]
        if self.access is not None:
            ops.insert(0, module.add_metadata(["llvm.loop.parallel_accesses", self.access]))
        return DistinctMetadata(module, [None] + ops)

    def outer_loop_id(self):
        """Loop metadata of a loop around the thread loops: not unrolled either (each copy
        would be one more copy of the region)."""
        return DistinctMetadata(self.module, [None, self.module.add_metadata(["llvm.loop.unroll.disable"])])

    # ------------------------------------------------------------ running threads

    def account(self, code):
        """Add a thread's code to the summary's accumulators."""
        b, acc = self.b, self.acc
        st = b.and_(code, _i32(abi.REGION_STATE_MASK))
        b.store(b.or_(b.load(acc["or"]), code), acc["or"])
        b.store(b.and_(b.load(acc["and"]), code), acc["and"])
        for nm, wait in _COUNTED_STATES.items():
            b.store(b.add(b.load(acc[nm]), b.zext(b.icmp_unsigned("==", st, _i32(wait)), I32)), acc[nm])

    def run(self, t, args):
        """Thread t through the region function (`args` its arguments but the thread count,
        the resume point a constant), where it stopped recorded and accounted for."""
        code = self.b.call(self.body, args + [self.n])
        self.field.stopped(t, code, self.access, tbaa=self.private)
        self.account(code)

    def thread_loops(self, k, aff=False):
        """Every thread of the block from resume point k: loops over tid.z, tid.y and tid.x
        (`aff`: with the step's induction registers thread-affine, abi.REGION_AFFINE);
        then to done, or to the next run of threads at steps (runs_p). tid.x runs over
        x_lo_p..x_hi_p (and, in kernels with loop steps, tid.y and tid.z over their slots):
        the whole block, or a run of threads at a step (emit_runs), which so reuses the
        block's loop rather than a copy of the region of its own (such copies are what a
        region kernel's compile time grows with)."""
        b = self.b
        kk = _i32(k | abi.REGION_AFFINE) if aff else _i32(k)
        if self.runs:
            z_range = b.load(self.z_lo_p), b.load(self.z_hi_p)
            y_range = b.load(self.y_lo_p), b.load(self.y_hi_p)
        else:
            z_range, y_range = (_ZERO, self.ntz), (_ZERO, self.nty)
        with counted_loop(b, *z_range, "tz", self.outer_loop_id()) as z:
            with counted_loop(b, *y_range, "ty", self.outer_loop_id()) as y:
                row = no_wrap(b.mul(self.ntx, no_wrap(b.add(y, no_wrap(b.mul(self.nty, z))))))
                with counted_loop(b, b.load(self.x_lo_p), b.load(self.x_hi_p), "tx", self.thread_loop_id()) as x:
                    t = no_wrap(b.add(x, row))
                    self.run(t, [self.launch, self.block, thread_slot(b, self.threads, t), x, y, z, kk, t])
        if self.runs:
            b.cbranch(b.load(self.runs_p), self.run_steps_block(), self.done)
        else:
            b.branch(self.done)

    def whole_block_warps(self):
        """warp_loops' range: every warp of the block, its last one possibly partial."""
        b = self.b
        b.store(_ZERO, self.lo_p)
        b.store(b.lshr(self.n, _i32(5)), self.hi_p)
        b.store(self.n, self.end_p)

    def warp_loops(self, k, own_tail=False, one_dim=True):
        """The warp (lane) loops from resume point k, over the range in lo_p, hi_p, end_p
        (not `one_dim`: a block of two or three dimensions, whose warps span rows: each
        lane's coordinates from its linear index, and only the shuffle chains that read
        no tid.x: Chain.any_shape)."""
        # whole warps lo..hi-1 of a one-dimensional block (tid.x is the thread), each a
        # loop of exactly 32 threads (vectorised with neither a scalar remainder nor its
        # checks), then threads 32*hi..end-1 (a last partial warp) one at a time: through
        # the shared tail, which runs each from its recorded point, or (`own_tail`, where
        # no point is recorded yet: the kernel's start) in a loop of region k of its own
        b, launch, block, threads = self.b, self.launch, self.block, self.threads
        lo_w, hi_w = b.load(self.lo_p), b.load(self.hi_p)
        with counted_loop(b, lo_w, hi_w, "warp", self.outer_loop_id()) as w:
            first = warp_first(b, w)
            go_on = k
            if k in self.chains and (one_dim or self.chains[k][2]):
                # the chain for the whole warp, then its lanes on from the step after it
                chain, go_on, _ = self.chains[k]
                b.call(chain, [launch, block, first])
            with counted_loop(b, _ZERO, _i32(32), "lane", self.thread_loop_id()) as lane:
                t = no_wrap(b.add(first, lane))
                x, y, z = (t, _ZERO, _ZERO) if one_dim else self.coordinates(t)
                self.run(t, [launch, block, thread_slot(b, threads, t), x, y, z, _i32(go_on), t])
        if own_tail:
            with counted_loop(b, warp_first(b, hi_w), b.load(self.end_p), "last", self.outer_loop_id()) as t:
                self.run(t, [launch, block, thread_slot(b, threads, t), t, _ZERO, _ZERO, _i32(k), t])
            b.branch(self.done)
            return
        b.store(warp_first(b, hi_w), self.tail_p)
        b.branch(self.lanes_tail())

    def coordinates(self, t):
        """tid.x, tid.y and tid.z of linear thread index t (as the one-thread dispatcher
        takes them apart), dividing by multiplying with the entry's reciprocals: x86 has no
        vector division, and a udiv per lane kept the lane loops scalar."""
        b = self.b
        rest = _divide(b, t, self.x_recip)
        z = _divide(b, rest, self.y_recip)
        return b.sub(t, b.mul(rest, self.ntx)), b.sub(rest, b.mul(z, self.nty)), z

    def lanes_tail(self):
        """The one block for every warp loop's tail: threads tail_p..end_p-1, each from
        where it stopped."""
        if self.tail is None:
            b = self.b
            here = b.block
            self.tail = self.fn.append_basic_block("lanes.tail")
            b.position_at_end(self.tail)
            tail = b.load(self.tail_p)
            self.one_each(b.sub(b.load(self.end_p), tail), tail, _every_thread)
            b.position_at_end(here)
        return self.tail

    def region_loop(self, kind, k, aff=False):
        """The block that runs region k's loop for a group of `kind` ("block": every
        thread of the block, by thread_loops or, at a lane-addressed point of a
        one-dimensional block, by warp_loops; "lanes": the warps in lo_p..hi_p, by
        warp_loops; "lanes.nd": the same in a block of more dimensions), emitted on first
        use."""
        if (kind, k, aff) not in self.loops:
            b, fn = self.b, self.fn
            here = b.block
            blk = fn.append_basic_block(f"{kind}{k}")
            b.position_at_end(blk)
            if kind == "block" and not aff and k in self.lane_addressed:
                lin = fn.append_basic_block(f"{kind}{k}.warps")
                plain = fn.append_basic_block(f"{kind}{k}.threads")
                # (the warps of the whole block; a run of threads goes through the thread loops)
                whole = b.and_(b.icmp_unsigned("==", b.load(self.x_lo_p), _ZERO),
                               b.icmp_unsigned("==", b.load(self.x_hi_p), self.ntx))
                b.cbranch(b.and_(self.one_dim, whole), lin, plain)
                b.position_at_end(lin)
                self.whole_block_warps()
                self.warp_loops(k, own_tail=True)
                b.position_at_end(plain)
                self.thread_loops(k)
            elif kind == "block":
                self.thread_loops(k, aff)
            else:
                self.warp_loops(k, one_dim=kind == "lanes")
            b.position_at_end(here)
            self.loops[kind, k, aff] = blk
        return self.loops[kind, k, aff]

    def one_each(self, count, first_t, pick, through_steps=False):
        """Run each picked thread from where it stopped, through the one-thread dispatcher
        (`through_steps`: on past the loop steps it reaches, to its next barrier,
        collective or end); then to done. `pick(t, i)`: whether thread t, the i-th from
        first_t, is one of the group (an i1)."""
        b, fn = self.b, self.fn
        with counted_loop(b, _ZERO, count, "each") as i:
            t = b.add(first_t, i)
            with b.if_then(pick(t, i)):
                if not through_steps:
                    self.account(b.call(self.one, [self.launch, self.block, self.field.point(t), t]))
                else:
                    again = fn.append_basic_block("each.step")
                    stop = fn.append_basic_block("each.stop")
                    b.branch(again)
                    b.position_at_end(again)
                    code = b.call(self.one, [self.launch, self.block, self.field.point(t), t])
                    st = b.and_(code, _i32(abi.REGION_STATE_MASK))
                    b.cbranch(b.icmp_unsigned("==", st, _i32(abi.WAIT_STEP)), again, stop)
                    b.position_at_end(stop)
                    self.account(code)
        b.branch(self.done)

    # ------------------------------------------------------------ choosing the loop

    def branch_if_uniform(self, count, first_t, pick, generic):
        """To `generic` unless the `count` threads from first_t that pick() selects are all
        of them and all resume at one point; returns that point, the builder where they do."""
        b = self.b
        first = self.field.point(first_t)
        b.store(_TRUE, self.same)
        with counted_loop(b, _ZERO, count, "same") as i:
            t = b.add(first_t, i)
            ok = b.and_(pick(t, i), b.icmp_unsigned("==", self.field.point(t), first))
            b.store(b.and_(b.load(self.same), ok), self.same)
        uniform = self.fn.append_basic_block("uniform")
        b.cbranch(b.load(self.same), uniform, generic)
        b.position_at_end(uniform)
        return first

    def run_steps_block(self):
        """The block that looks for the next run of threads at one loop step from
        run_from_p (emit_runs fills it in; the thread loops come back to it while runs_p
        is set)."""
        if self.next_run is None:
            self.next_run = self.fn.append_basic_block("run.next")
        return self.next_run

    def emit_runs(self, generic):
        """Each run of threads at loop steps one step on through the block's thread loop of
        its step (thread_loops, its tid ranges in the slots), run after run, then to done.
        A run: consecutive threads with one code (a loop step's), cut where it stops being
        a box of the block (part of a row, whole rows of one plane, whole planes), so that
        the same loop serves a block of any shape. The warps' codes are read 32 at a time.
        To `generic` (each thread runs its loop out alone) where the first run is shorter
        than RUN_MIN_THREADS: a thread looping alone would come back here for each step."""
        b, fn = self.b, self.fn
        v32 = ir.VectorType(I32, 32)
        ones = _i32(-1)
        cttz = declare(self.module, "llvm.cttz.i32", I32, [I32, I1])

        def warp_codes(w):
            return b.load(self.field.code_ptr(no_wrap(b.mul(w, _i32(32)))), typ=v32, align=4)

        def lanes_equal(codes, code):
            splat = b.shuffle_vector(b.insert_element(ir.Constant(v32, ir.Undefined), code, _ZERO),
                                     ir.Constant(v32, ir.Undefined), ir.Constant(v32, [0] * 32))
            return b.bitcast(b.icmp_unsigned("==", codes, splat), I32)

        def first_bit(mask):
            return b.call(cttz, [mask, ir.Constant(I1, 1)])

        b.position_at_end(self.run_steps_block())
        start = b.load(self.run_from_p)
        nw = b.lshr(self.n, _i32(5))
        w0 = b.lshr(start, _i32(5))
        head, body, found = (fn.append_basic_block(f"run.find{x}") for x in ("", ".warp", ".first"))
        pre = b.block
        b.branch(head)
        # the first thread at a step from run_from_p on
        b.position_at_end(head)
        w = b.phi(I32, name="run.w")
        w.add_incoming(w0, pre)
        b.cbranch(b.icmp_unsigned("<", w, nw), body, self.done)
        b.position_at_end(body)
        codes = warp_codes(w)
        state = b.and_(codes, ir.Constant(v32, [abi.REGION_STATE_MASK] * 32))
        steps = b.bitcast(b.icmp_unsigned("==", state, ir.Constant(v32, [abi.WAIT_STEP] * 32)), I32)
        skip = b.select(b.icmp_unsigned("==", w, w0), b.shl(ones, b.and_(start, _i32(31))), ones)
        m = b.and_(steps, skip)
        w.add_incoming(no_wrap(b.add(w, _i32(1))), body)
        b.cbranch(b.icmp_unsigned("!=", m, _ZERO), found, head)
        # its run: up to the first lane after it with another code, in its warp or the next
        b.position_at_end(found)
        lane = first_bit(m)
        first = no_wrap(b.add(no_wrap(b.mul(w, _i32(32))), lane))
        code = b.extract_element(codes, lane)
        other = b.and_(b.not_(lanes_equal(codes, code)), b.shl(ones, lane))
        here, ahead, ahead_body, ahead_found, have = (
            fn.append_basic_block(f"run.end{x}") for x in (".here", ".next", ".warp", ".found", ""))
        next_w = no_wrap(b.add(w, _i32(1)))
        b.cbranch(b.icmp_unsigned("!=", other, _ZERO), here, ahead)
        b.position_at_end(here)
        end_here = no_wrap(b.add(no_wrap(b.mul(w, _i32(32))), first_bit(other)))
        b.branch(have)
        b.position_at_end(ahead)
        w2 = b.phi(I32, name="run.w2")
        w2.add_incoming(next_w, found)
        b.cbranch(b.icmp_unsigned("<", w2, nw), ahead_body, have)
        b.position_at_end(ahead_body)
        other2 = b.not_(lanes_equal(warp_codes(w2), code))
        w2.add_incoming(no_wrap(b.add(w2, _i32(1))), ahead_body)
        b.cbranch(b.icmp_unsigned("!=", other2, _ZERO), ahead_found, ahead)
        b.position_at_end(ahead_found)
        end_ahead = no_wrap(b.add(no_wrap(b.mul(w2, _i32(32))), first_bit(other2)))
        b.branch(have)
        b.position_at_end(have)
        end = b.phi(I32, name="run.end")
        end.add_incoming(end_here, here)
        end.add_incoming(self.n, ahead)
        end.add_incoming(end_ahead, ahead_found)
        long_enough = b.icmp_unsigned(">=", b.sub(end, first), _i32(RUN_MIN_THREADS))
        go = fn.append_basic_block("run.box")
        b.cbranch(b.or_(b.load(self.runs_p), long_enough), go, generic)
        # the run's first box: part of a row, whole rows of a plane, or whole planes
        b.position_at_end(go)
        ntx, nty = self.ntx, self.nty
        plane_size = no_wrap(b.mul(ntx, nty))
        row, fx = b.udiv(first, ntx), b.urem(first, ntx)
        plane, fy = b.udiv(first, plane_size), b.urem(row, nty)
        length = b.sub(end, first)
        in_row = b.or_(b.icmp_unsigned("!=", fx, _ZERO), b.icmp_unsigned("<", length, ntx))
        in_plane = b.or_(b.icmp_unsigned("!=", b.urem(first, plane_size), _ZERO),
                         b.icmp_unsigned("<", length, plane_size))

        def least(x, y):
            return b.select(b.icmp_unsigned("<", x, y), x, y)
        end_row = least(end, no_wrap(b.mul(no_wrap(b.add(row, _i32(1))), ntx)))
        end_rows = least(no_wrap(b.mul(b.udiv(end, ntx), ntx)), no_wrap(b.mul(no_wrap(b.add(plane, _i32(1))), plane_size)))
        end_planes = no_wrap(b.mul(b.udiv(end, plane_size), plane_size))
        box_end = b.select(in_row, end_row, b.select(in_plane, end_rows, end_planes))
        one_row = b.select(in_row, _i32(1), b.udiv(b.sub(box_end, first), ntx))
        b.store(b.select(in_row, fx, _ZERO), self.x_lo_p)
        b.store(b.select(in_row, b.add(fx, b.sub(box_end, first)), ntx), self.x_hi_p)
        in_one_plane = b.or_(in_row, in_plane)
        b.store(b.select(in_one_plane, fy, _ZERO), self.y_lo_p)
        b.store(b.select(in_one_plane, b.add(fy, one_row), nty), self.y_hi_p)
        b.store(plane, self.z_lo_p)
        b.store(b.select(in_one_plane, b.add(plane, _i32(1)), b.udiv(box_end, plane_size)), self.z_hi_p)
        b.store(box_end, self.run_from_p)
        b.store(ir.Constant(I1, 1), self.runs_p)
        point = b.lshr(code, _i32(abi.REGION_POINT_SHIFT))
        self.forget_affine_entry(point)
        # (a run's code is a step's: its point is one of step_points)
        impossible = fn.append_basic_block("run.other")
        self.by_point(point, "block", self.step_points, impossible)
        b.position_at_end(impossible)
        b.unreachable()

    def forget_affine_entry(self, k_value):
        """A run entering a loop at its step k_value clears that loop's flag
        (affine_check): from then on the threads at its back edge may have come in at
        different times, so thread 0's element no longer gives every thread's u."""
        entries = [(point, flag_off) for point, (flag_off, role, _) in self.affine.items() if role == "in"]
        if not entries:
            return
        b = self.b
        _, _, scalars = _region_areas(b, self.launch, self.block, self.region_bytes)
        tag = tbaa_tag(self.module, "region scalar slot")
        for point, flag_off in entries:
            with b.if_then(b.icmp_unsigned("==", k_value, _i32(point))):
                b.store(_ZERO, b.gep(scalars, [ir.Constant(I64, flag_off)], source_etype=I8)).set_metadata("tbaa", tag)

    def by_point(self, k_value, kind, points, generic, aff=False):
        """Switch on the common resume point k_value to the loop of each of `points`
        (region_loop), to `generic` for any other."""
        s = self.b.switch(k_value, generic)
        for k in points:
            s.add_case(_i32(k), self.region_loop(kind, k, aff and k in self.affine))

    def steps_by_point(self, k_value, generic):
        """by_point for threads that all go on from one loop step: the loop of that step's
        region with its induction registers thread-affine where the check passes, the
        plain one where not."""
        b = self.b
        plain = self.fn.append_basic_block("steps.plain")
        if self.affine_check(k_value, plain):
            self.by_point(k_value, "block", self.step_points, generic, aff=True)
        else:
            b.branch(plain)
        b.position_at_end(plain)
        self.by_point(k_value, "block", self.step_points, generic)

    def affine_check(self, k_value, fail):
        """Before all ntid threads go on from loop step k_value together: each induction
        register of that step holds t + u in thread t's element, for one u in
        abi.AFFINE_RANGE (u then goes into its scalar slot); else to `fail`. On the way
        into the loop that is checked over all threads, and the loop's flag records the
        outcome; at its back edge, where every thread of the group has added the same
        step once more since (the group is uniform, the step operand too), thread 0's
        element gives u, when the flag says the way in passed. Returns whether there was
        anything to check (the builder is then where it passed)."""
        if not self.affine:
            return False
        b, fn = self.b, self.fn
        arrays, stride, scalars = _region_areas(b, self.launch, self.block, self.region_bytes)
        tag = tbaa_tag(self.module, "region scalar slot")
        lo, hi = abi.AFFINE_RANGE
        passed = fn.append_basic_block("affine.ok")
        sw = b.switch(k_value, fail)
        for point, (flag_off, role, rows) in self.affine.items():
            blk = fn.append_basic_block(f"affine{point}")
            sw.add_case(_i32(point), blk)
            b.position_at_end(blk)
            flag = b.gep(scalars, [ir.Constant(I64, flag_off)], source_etype=I8)
            if role == "back":
                nxt = fn.append_basic_block(f"affine{point}.known")
                on = b.load(flag, typ=I32)
                on.set_metadata("tbaa", tag)
                b.cbranch(b.icmp_unsigned("!=", on, _ZERO), nxt, fail)
                b.position_at_end(nxt)
            else:
                b.store(_ZERO, flag).set_metadata("tbaa", tag)
            for off, slot in rows:
                arr = b.gep(arrays, [no_wrap(b.mul(stride, ir.Constant(I64, off)))], source_etype=I8)
                u = b.load(arr, typ=I32)
                b.store(b.icmp_unsigned("<", b.sub(u, _i32(lo)), _i32(hi - lo)), self.same)
                if role == "in":
                    with counted_loop(b, _ZERO, self.n, "affine") as t:
                        v = b.load(b.gep(arr, [b.zext(t, I64)], source_etype=I32), typ=I32)
                        b.store(b.and_(b.load(self.same), b.icmp_unsigned("==", v, b.add(t, u))), self.same)
                nxt = fn.append_basic_block(f"affine{point}.{off}")
                b.cbranch(b.load(self.same), nxt, fail)
                b.position_at_end(nxt)
                b.store(u, b.gep(scalars, [ir.Constant(I64, slot)], source_etype=I8)).set_metadata("tbaa", tag)
            if role == "in":
                b.store(_i32(1), flag).set_metadata("tbaa", tag)
            b.branch(passed)
        b.position_at_end(passed)
        return True

    # ------------------------------------------------------------ picking threads

    def threads_in_state(self, state):
        """pick() of the threads that stopped in `state`."""
        return lambda t, i: self.b.icmp_unsigned("==", self.field.state(t), _i32(state))

    def in_lanes(self, t, i):
        """pick() of a warp's group: lane i is one of `lanes`."""
        b = self.b
        return b.icmp_unsigned("!=", b.and_(self.lanes, b.shl(_i32(1), i)), _ZERO)

    def common_point(self):
        """The resume point of the code in `lanes` that every thread of the group shares."""
        return self.b.lshr(self.lanes, _i32(abi.REGION_POINT_SHIFT))

    # ------------------------------------------------------------ the cases

    def emit_start(self):
        """GROUP_START: every thread of the block from the kernel's start."""
        self.b.position_at_end(self.cases[GROUP_START])
        self.b.branch(self.region_loop("block", 0))

    def emit_barrier_release(self):
        """A barrier released its waiters (GROUP_RELEASED: marked RELEASED), or every living
        thread waits at a barrier (GROUP_AT_BARRIER; lanes: their common code when all ntid
        threads wait at one point): the loop of their point when they share one, else each
        thread alone."""
        b, fn = self.b, self.fn
        if self.private:
            b.position_at_end(self.cases[GROUP_AT_BARRIER])
            if self.copies:
                _copy_uniform(b, self.launch, self.block, self.copies, self.region_bytes)
            generic = fn.append_basic_block("each")
            pick = self.threads_in_state(abi.WAIT_BAR)
            known = fn.append_basic_block("known")
            scan = fn.append_basic_block("scan")
            b.cbranch(b.icmp_unsigned("!=", self.lanes, _i32(-1)), known, scan)
            b.position_at_end(known)
            self.by_point(self.common_point(), "block", self.bar_points, scan)
            b.position_at_end(scan)
        else:
            b.position_at_end(self.cases[GROUP_RELEASED])
            generic = fn.append_basic_block("each")
            pick = self.threads_in_state(abi.RELEASED)
        first = self.branch_if_uniform(self.n, _ZERO, pick, generic)
        self.by_point(first, "block", self.bar_points, generic)
        b.position_at_end(generic)
        self.one_each(self.n, _ZERO, pick)

    def emit_all_at_warp(self):
        """GROUP_ALL_AT_WARP: every thread waits at one warp collective site (lanes: their
        code): the warp loops of that site's point in a one-dimensional block (and in one of
        more dimensions where the kernel reads tid.y or tid.z: many_dims); else each thread
        alone."""
        b, fn = self.b, self.fn
        b.position_at_end(self.cases[GROUP_ALL_AT_WARP])
        generic = fn.append_basic_block("all.at.warp.each")
        lin = fn.append_basic_block("all.at.warp.1d")
        kinds = [(lin, "lanes")]
        if self.many_dims:
            nd = fn.append_basic_block("all.at.warp.nd")
            kinds.append((nd, "lanes.nd"))
        b.cbranch(self.one_dim, lin, nd if self.many_dims else generic)
        for blk, kind in kinds:
            b.position_at_end(blk)
            self.whole_block_warps()
            self.by_point(self.common_point(), kind, self.warp_points, generic)
        b.position_at_end(generic)
        self.one_each(self.n, _ZERO, _every_thread)

    def emit_at_step(self):
        """GROUP_AT_STEP: threads stopped at loop steps (lanes: their code when all ntid
        threads stopped at one step) run one more iteration each: the loop of their step
        when they share one (steps_by_point); else, in a block of whole warps, each run of
        consecutive threads at one step through that step's loop (emit_runs); else each
        thread alone, through its steps."""
        b, fn = self.b, self.fn
        b.position_at_end(self.cases[GROUP_AT_STEP])
        generic = fn.append_basic_block("step.each")
        known = fn.append_basic_block("step.known")
        scan = fn.append_basic_block("step.scan")
        pick = self.threads_in_state(abi.WAIT_STEP)
        b.cbranch(b.icmp_unsigned("!=", self.lanes, _i32(-1)), known, scan)
        b.position_at_end(known)
        self.steps_by_point(self.common_point(), scan)
        b.position_at_end(scan)
        if not self.step_points:
            # (no loop steps: nothing comes here)
            first = self.branch_if_uniform(self.n, _ZERO, pick, generic)
            self.steps_by_point(first, generic)
        else:
            some = fn.append_basic_block("step.some")
            first = self.branch_if_uniform(self.n, _ZERO, pick, some)
            self.steps_by_point(first, some)
            # Not every thread is at that step (a loop that some threads skip or run
            # elsewhere: llm.c's classifier's last thread takes the ragged end in a loop of
            # its own; lanes 16-31 of layernorm_backward_kernel10's warps wait at a shuffle
            # while lanes 0-15 loop; one warp of a 3-D block loops while the others wait):
            # each run of threads at one step through its step's loop (emit_runs)
            b.position_at_end(some)
            # (the warps' codes are read whole: blocks of whole warps)
            b.store(_ZERO, self.run_from_p)
            b.cbranch(b.icmp_unsigned("==", b.and_(self.n, _i32(31)), _ZERO), self.run_steps_block(), generic)
            self.emit_runs(generic)
        b.position_at_end(generic)
        # The threads are at different steps (a loop whose trip count differs between
        # them: a causal softmax row's length): each runs its loop out alone, at once,
        # instead of coming back here for every iteration
        self.one_each(self.n, _ZERO, pick, through_steps=True)

    def emit_warp_group(self):
        """A warp's group (what: the warp, lanes: its members): the lane loop of their
        common point when it is a whole warp of a one-dimensional block (or of a block of
        more dimensions: many_dims), else each member alone."""
        b, fn = self.b, self.fn
        b.position_at_end(self.warp_case)
        base = no_wrap(b.mul(self.what, _i32(32)))
        generic = fn.append_basic_block("warp.each")
        check = fn.append_basic_block("warp.check")
        # the fast loop runs whole warps (of one-dimensional blocks, unless many_dims)
        whole = b.and_(b.icmp_unsigned("==", self.lanes, _i32(-1)),
                       b.icmp_unsigned("<=", b.add(base, _i32(32)), self.n))
        if not self.many_dims:
            whole = b.and_(whole, self.one_dim)
        b.cbranch(whole, check, generic)
        b.position_at_end(check)
        b.store(self.what, self.lo_p)
        b.store(no_wrap(b.add(self.what, _i32(1))), self.hi_p)
        b.store(no_wrap(b.add(base, _i32(32))), self.end_p)
        first = self.branch_if_uniform(_i32(32), base, _every_thread, generic)
        if self.many_dims:
            lin = fn.append_basic_block("warp.1d")
            nd = fn.append_basic_block("warp.nd")
            b.cbranch(self.one_dim, lin, nd)
            b.position_at_end(nd)
            self.by_point(first, "lanes.nd", self.warp_points, generic)
            b.position_at_end(lin)
        self.by_point(first, "lanes", self.warp_points, generic)
        b.position_at_end(generic)
        self.one_each(_i32(32), base, self.in_lanes)

    def emit_done(self):
        """`done`: the summary out of the accumulators, and (unless private) the block
        state back where the caller keeps it."""
        b = self.b
        b.position_at_end(self.done)
        for k, nm in enumerate(_SUMMARY):
            b.store(b.load(self.acc[nm]), b.gep(self.summary, [_i32(k)], source_etype=I32))
        if not self.private:
            memcpy(b, self.real_block, self.block, abi.BLOCK_SIZE)
        b.ret_void()


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


def emit_region_driver(module: ir.Module, name: str, group: ir.Function, earliest_site: bool = False):
    """A block scheduler for region kernels whose collectives follow the simplest rules:
    block barriers are plain `bar.sync 0` (every living thread, no counts, no arrive)
    and warp collectives name all 32 lanes. The generic scheduler's choices reduce to:
    a warp's group is every lane of it waiting at a collective (full member masks join
    lanes across sites), warps are served in rounds (0, 1, ... again from 0) until none
    waits, then the barrier releases every living thread (they all wait there by then).
    Counts of where the threads stopped come back from the group runs, so nothing is
    scanned where no lane waits at a warp collective, nor where every thread waits at
    one barrier site. The group function has one call site (a loop choosing the next
    group), so LLVM inlines it here and this into the entry.

    The parts, in the order they are emitted (the order of the blocks in the IR): the
    entry (_RegionDriver.__init__), the run of the chosen group with its accounting, the
    choice of the next group, and that choice's cases: all warps at once, the next warp,
    the barrier.

    `earliest_site` (a kernel with lockstep barriers, lockstep.py, and no other warp
    collective): a warp's group is its lanes waiting at the collective that comes first in
    program order, as the generic scheduler chooses (lanes inside a branch meet there
    before the lanes after it go on)."""
    driver = _RegionDriver(module, name, group, earliest_site)
    driver.emit_run()
    driver.emit_choose()
    driver.emit_all_warps()
    driver.emit_next_warp()
    driver.emit_barrier()
    driver.emit_done()
    return driver.fn


class _RegionDriver:
    """The block scheduler of one region kernel as it is emitted (emit_region_driver): its
    variables (what the next group is, how many threads live, wait at a barrier, at a
    warp collective, at a loop step), the blocks of its loop, and one method per part."""

    def __init__(self, module, name, group, earliest_site=False):
        self.module = module
        self.group = group
        self.earliest_site = earliest_site
        fn = self.fn = ir.Function(module, ir.FunctionType(VOID, [PTR, PTR]), name=f"__zk_blocks_{name}")
        fn.linkage = "internal"
        fn.attributes.add("alwaysinline")
        self.launch, self.block = fn.args
        b = self.b = ir.IRBuilder(fn.append_basic_block("entry"))
        self.lanes_p = b.alloca(I32, name="lanes")
        self.least_p = b.alloca(I32, name="least.point") if earliest_site else None
        self.summary = b.alloca(ir.ArrayType(I32, len(_SUMMARY)), name="summary")
        # per warp, its lanes waiting at a collective (valid while some lane waits there)
        self.masks = b.alloca(ir.ArrayType(I32, 32), name="warp.masks")
        names = ("alive", "at.bar", "at.warp", "common", "what", "arg", "count", "cursor", "at.step")
        (self.alive_p, self.at_bar_p, self.at_warp_p, self.common_p, self.what_p, self.arg_p, self.count_p,
         self.cursor_p, self.at_step_p) = (b.alloca(I32, name=nm) for nm in names)
        self.n = bounded_field(b, self.launch, abi.L_TPB, abi.LAUNCH_RANGES)
        self.snap = load_at(b, self.block, abi.B_SNAPSHOT, PTR)
        self.field = _ThreadFields(b, self.launch, self.block, True)
        self.nwarps = b.lshr(b.add(self.n, _i32(31)), _i32(5))
        for p, v in ((self.alive_p, self.n), (self.at_bar_p, _ZERO), (self.at_warp_p, _ZERO),
                     (self.what_p, _i32(GROUP_START)), (self.arg_p, _ZERO), (self.count_p, self.n),
                     (self.cursor_p, _ZERO), (self.at_step_p, _ZERO)):
            b.store(v, p)
        self.run_block = fn.append_basic_block("run")
        self.choose = fn.append_basic_block("choose")
        self.warps = fn.append_basic_block("warps")
        self.barrier = fn.append_basic_block("barrier")
        self.done = fn.append_basic_block("done")
        b.branch(self.run_block)

    def summary_field(self, name):
        """Field `name` (_SUMMARY) of what the last group run handed back."""
        return self.b.load(self.b.gep(self.summary, [_ZERO, _i32(_SUMMARY.index(name))]))

    def emit_run(self):
        """`run`: the chosen group, then the counts of where its threads stopped and, where a
        warp may have to be chosen next, its lanes waiting at a collective; then to
        `choose`."""
        b = self.b
        b.position_at_end(self.run_block)
        b.call(self.group, [self.launch, self.block, b.load(self.what_p), b.load(self.arg_p), self.summary])
        # account for the run of `count` threads
        count = b.load(self.count_p)
        at_bar, exited, at_step = (self.summary_field(nm) for nm in ("at.bar", "exited", "at.step"))
        b.store(b.sub(b.load(self.alive_p), exited), self.alive_p)
        b.store(b.add(b.load(self.at_warp_p), b.sub(b.sub(b.sub(count, at_bar), exited), at_step)), self.at_warp_p)
        b.store(b.add(b.load(self.at_bar_p), at_bar), self.at_bar_p)
        # (every thread stopped at a step runs in the next group: steps go first)
        b.store(at_step, self.at_step_p)
        # every thread of the block stopped at one site: the code they share
        everyone = b.and_(b.icmp_unsigned("==", count, self.n),
                          b.icmp_unsigned("==", self.summary_field("or"), self.summary_field("and")))
        everyone = b.and_(everyone, b.icmp_unsigned("==", exited, _ZERO))
        b.store(b.select(everyone, self.summary_field("or"), _i32(-1)), self.common_p)

        # which lanes now wait at a collective: after a warp's group, that warp's (unchanged
        # when all its lanes went on to another collective); after a barrier, every warp's.
        # While threads stop at loop steps, no warp is chosen: the scan waits until the steps
        # are done (the last group then was a step group: every warp's, once).
        what = b.load(self.what_p)
        stepping = b.icmp_unsigned("!=", at_step, _ZERO)
        stale = b.and_(b.icmp_unsigned("!=", b.load(self.at_warp_p), _ZERO),
                       b.icmp_signed("<", b.load(self.common_p), _ZERO))
        with b.if_then(b.and_(stale, b.not_(stepping))):
            with b.if_else(b.icmp_signed("<", what, _ZERO)) as (was_block, was_warp):
                with was_block:
                    with counted_loop(b, _ZERO, self.nwarps, "scan.warps") as w:
                        self.scan_warp(w)
                with was_warp:
                    # (choosing by site, the lanes left out of the group count again)
                    moved = b.icmp_unsigned("!=", b.add(b.add(at_bar, exited), at_step), _ZERO)
                    with b.if_then(ir.Constant(I1, 1) if self.earliest_site else moved):
                        self.scan_warp(what)
        b.branch(self.choose)

    def scan_warp(self, w):
        """Warp w's lanes that wait at a collective, into its mask."""
        b = self.b
        base = no_wrap(b.mul(w, _i32(32)))
        lanes_n = b.sub(self.n, base)
        v32 = ir.VectorType(I32, 32)
        with b.if_else(b.icmp_unsigned(">=", lanes_n, _i32(32))) as (whole, part):
            with whole:
                # a whole warp: its 32 codes compared at once, the lanes' bits a mask
                # register's (not a loop over the lanes: where the block scan's warp 0 waits
                # at its shuffles while the others wait at the barrier, all 32 warps are
                # scanned, and such a loop takes a large share of the kernel's time)
                codes = b.load(self.field.code_ptr(base), typ=v32, align=4)
                state = b.and_(codes, ir.Constant(v32, [abi.REGION_STATE_MASK] * 32))
                waits = b.icmp_unsigned("==", state, ir.Constant(v32, [abi.WAIT_WARP] * 32))
                if self.earliest_site:
                    # the waiting lanes whose resume point (the site's number) is least
                    points = b.select(waits, b.lshr(codes, ir.Constant(v32, [abi.REGION_POINT_SHIFT] * 32)),
                                      ir.Constant(v32, [-1] * 32))
                    umin = declare(self.module, "llvm.vector.reduce.umin.v32i32", I32, [v32])
                    least = b.call(umin, [points])
                    splat = b.shuffle_vector(b.insert_element(ir.Constant(v32, ir.Undefined), least, _ZERO),
                                             ir.Constant(v32, ir.Undefined), ir.Constant(v32, [0] * 32))
                    waits = b.and_(waits, b.icmp_unsigned("==", points, splat))
                b.store(b.bitcast(waits, I32), self.lanes_p)
            with part:
                least_p = self.least_p
                if self.earliest_site:
                    b.store(_i32(-1), least_p)
                    with counted_loop(b, _ZERO, lanes_n, "least") as lane:
                        t = no_wrap(b.add(base, lane))
                        waits = b.icmp_unsigned("==", self.field.state(t), _i32(abi.WAIT_WARP))
                        p = b.select(waits, self.field.point(t), _i32(-1))
                        b.store(b.select(b.icmp_unsigned("<", p, b.load(least_p)), p, b.load(least_p)), least_p)
                b.store(_ZERO, self.lanes_p)
                with counted_loop(b, _ZERO, lanes_n, "scan") as lane:
                    t = no_wrap(b.add(base, lane))
                    waits = b.icmp_unsigned("==", self.field.state(t), _i32(abi.WAIT_WARP))
                    if self.earliest_site:
                        waits = b.and_(waits, b.icmp_unsigned("==", self.field.point(t), b.load(least_p)))
                    b.store(b.or_(b.load(self.lanes_p), b.select(waits, b.shl(_i32(1), lane), _ZERO)), self.lanes_p)
        b.store(b.load(self.lanes_p), b.gep(self.masks, [_ZERO, w]))

    def emit_choose(self):
        """`choose`: threads stopped at loop steps run on first (a step waits for nothing),
        then the warps' lanes waiting at a collective (all warps, or the next one), then
        the barrier."""
        b, fn = self.b, self.fn
        b.position_at_end(self.choose)
        self.some_warp = fn.append_basic_block("warp.waiters")
        self.all_warps = fn.append_basic_block("all.warps")
        steps = fn.append_basic_block("steps")
        not_steps = fn.append_basic_block("not.steps")
        b.cbranch(b.icmp_unsigned("!=", b.load(self.at_step_p), _ZERO), steps, not_steps)
        # threads stopped at loop steps run on first (a step waits for nothing)
        b.position_at_end(steps)
        b.store(_i32(GROUP_AT_STEP), self.what_p)
        b.store(b.load(self.common_p), self.arg_p)
        b.store(b.load(self.at_step_p), self.count_p)
        b.branch(self.run_block)
        b.position_at_end(not_steps)
        b.cbranch(b.icmp_unsigned("!=", b.load(self.at_warp_p), _ZERO), self.some_warp, self.barrier)
        b.position_at_end(self.some_warp)
        b.cbranch(b.icmp_signed(">=", b.load(self.common_p), _ZERO), self.all_warps, self.warps)

    def emit_all_warps(self):
        """Every thread at one warp collective site (the round starts at warp 0): releasing
        warps 0, 1, ... one after the other runs the threads in the order of one loop over
        the block, so that is how they run (each warp's snapshot taken first)."""
        b = self.b
        b.position_at_end(self.all_warps)
        # the contributions become the snapshot, and the snapshot's buffer takes the next ones
        # (no lane reads the old snapshot any more: every lane ran past it)
        values, xvals = load_at(b, self.block, abi.B_FLAT, PTR), load_at(b, self.block, abi.B_XVAL, PTR)
        b.store(xvals, byte_ptr(b, self.block, abi.B_FLAT))
        b.store(values, byte_ptr(b, self.block, abi.B_XVAL))
        with counted_loop(b, _ZERO, self.nwarps, "snap.warps") as w:
            lanes_n = b.sub(self.n, no_wrap(b.mul(w, _i32(32))))
            lanes_n = b.select(b.icmp_unsigned("<", lanes_n, _i32(32)), lanes_n, _i32(32))
            full = b.sub(b.shl(ir.Constant(I64, 1), b.zext(lanes_n, I64)), ir.Constant(I64, 1))
            b.store(full, b.gep(self.snap, [b.zext(w, I64)], source_etype=I64))
        b.store(_ZERO, self.at_warp_p)
        b.store(_i32(GROUP_ALL_AT_WARP), self.what_p)
        b.store(b.load(self.common_p), self.arg_p)
        b.store(self.n, self.count_p)
        b.branch(self.run_block)

    def emit_next_warp(self):
        """`warps`: the next warp (round robin from the cursor) with lanes waiting at a
        collective, its lanes' contributions snapshot before any member runs on."""
        b, fn = self.b, self.fn
        b.position_at_end(self.warps)
        w = b.load(self.cursor_p)
        b.store(b.select(b.icmp_unsigned("==", b.add(w, _i32(1)), self.nwarps), _ZERO, b.add(w, _i32(1))),
                self.cursor_p)
        base = no_wrap(b.mul(w, _i32(32)))
        lanes_n = b.sub(self.n, base)
        lanes_n = b.select(b.icmp_unsigned("<", lanes_n, _i32(32)), lanes_n, _i32(32))
        lanes = b.load(b.gep(self.masks, [_ZERO, w]))
        found = fn.append_basic_block("warp.found")
        b.cbranch(b.icmp_unsigned("!=", lanes, _ZERO), found, self.warps)
        b.position_at_end(found)
        # snapshot every lane's contribution before any member runs on
        values, xvals = load_at(b, self.block, abi.B_FLAT, PTR), load_at(b, self.block, abi.B_XVAL, PTR)
        with counted_loop(b, _ZERO, lanes_n, "snap") as lane:
            u = b.zext(no_wrap(b.add(base, lane)), I64)
            b.store(b.load(b.gep(xvals, [u], source_etype=I32), typ=I32), b.gep(values, [u], source_etype=I32))
        b.store(b.zext(lanes, I64), b.gep(self.snap, [b.zext(w, I64)], source_etype=I64))
        popc = b.call(declare(self.module, "llvm.ctpop.i32", I32, [I32]), [lanes])
        b.store(b.sub(b.load(self.at_warp_p), popc), self.at_warp_p)
        b.store(w, self.what_p)
        b.store(lanes, self.arg_p)
        b.store(popc, self.count_p)
        b.branch(self.run_block)

    def emit_barrier(self):
        """`barrier`: no thread waits at a step or a warp collective. With none alive, to
        `done`; with every living one at the barrier, its release (the round of warps
        starts again at 0); else nothing can release them: the launch's status becomes a
        deadlock."""
        b, fn = self.b, self.fn
        b.position_at_end(self.barrier)
        alive = b.load(self.alive_p)
        release = fn.append_basic_block("release")
        stuck = fn.append_basic_block("stuck")
        some = fn.append_basic_block("some.alive")
        b.cbranch(b.icmp_unsigned("==", alive, _ZERO), self.done, some)
        b.position_at_end(some)
        b.cbranch(b.icmp_unsigned("==", b.load(self.at_bar_p), alive), release, stuck)
        b.position_at_end(release)
        b.store(_ZERO, self.at_bar_p)
        b.store(_ZERO, self.cursor_p)
        b.store(_i32(GROUP_AT_BARRIER), self.what_p)
        b.store(b.load(self.common_p), self.arg_p)
        b.store(alive, self.count_p)
        b.branch(self.run_block)
        b.position_at_end(stuck)
        b.cmpxchg(byte_ptr(b, load_at(b, self.launch, abi.L_REAL, PTR), abi.L_STATUS), _ZERO,
                  _i32(abi.STATUS_DEADLOCK), "monotonic", "monotonic")
        b.branch(self.done)

    def emit_done(self):
        """`done`: every thread of the block exited, or the block is stuck."""
        self.b.position_at_end(self.done)
        self.b.ret_void()


# Coroutine frames: one per CUDA thread per block. Freed frames go to a per-worker free
# list (in the block state) and are reused by the next block's threads instead of going
# through malloc/free every time; each allocation carries a 16-byte header
# (next pointer, size).
