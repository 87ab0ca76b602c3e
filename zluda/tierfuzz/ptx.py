"""`program` kernels as PTX (what nvcc would emit for them, in its dialect)."""

from __future__ import annotations

from . import program as P

_ARITH = {"add": "add.u32", "sub": "sub.u32", "mul": "mul.lo.u32", "xor": "xor.b32", "and": "and.b32",
          "or": "or.b32", "shl": "shl.b32", "shr": "shr.u32", "min": "min.u32", "max": "max.u32"}
_ATOMIC = {"add": "add.u32", "or": "or.b32", "xor": "xor.b32", "max": "max.u32", "min": "min.u32"}


class _Writer:
    def __init__(self, prog: P.Program):
        self.prog = prog
        self.lines = []
        self.labels = 0

    def emit(self, line):
        self.lines.append("\t" + line)

    def label(self):
        self.labels += 1
        return f"$L{self.labels}"

    def operand(self, reg, imm):
        return f"%r{reg}" if reg is not None else str(imm)

    def cond(self, c: P.Cond, pred="%p0"):
        a = "%ct" if c.a == P.CTAID else f"%r{c.a}"
        self.emit(f"setp.{c.op}.u32 {pred}, {a}, {self.operand(c.b, c.imm)};")

    def block(self, stmts, depth):
        for s in stmts:
            self.statement(s, depth)

    def statement(self, s, depth):
        t = type(s)
        if t is P.Arith:
            b = self.operand(s.b, s.imm)
            if s.op in ("shl", "shr"):   # PTX clamps shifts past 31; the programs take the count mod 32
                self.emit(f"and.b32 %t0, {b}, 31;")
                b = "%t0"
            self.emit(f"{_ARITH[s.op]} %r{s.dst}, %r{s.a}, {b};")
        elif t is P.If:
            orelse, end = self.label(), self.label()
            self.cond(s.cond)
            self.emit(f"@!%p0 bra {orelse};")
            if s.activemask is not None:
                self.emit(f"activemask.b32 %r{s.activemask};")
            self.block(s.then, depth + 1)
            self.emit(f"bra.uni {end};")
            self.lines.append(f"{orelse}:")
            self.block(s.orelse, depth + 1)
            self.lines.append(f"{end}:")
        elif t is P.Loop:
            top, end = self.label(), self.label()
            counter = f"%c{depth}"
            if s.reg is None:
                self.emit(f"mov.u32 {counter}, {s.count};")
                self.lines.append(f"{top}:")
                self.block(s.body, depth + 1)
                self.emit(f"sub.u32 {counter}, {counter}, 1;")
                self.emit(f"setp.ne.u32 %p1, {counter}, 0;")
                self.emit(f"@%p1 bra {top};")
            else:
                self.emit(f"and.b32 {counter}, %r{s.reg}, 3;")
                self.lines.append(f"{top}:")
                self.emit(f"setp.eq.u32 %p1, {counter}, 0;")
                self.emit(f"@%p1 bra {end};")
                self.block(s.body, depth + 1)
                self.emit(f"sub.u32 {counter}, {counter}, 1;")
                self.emit(f"bra.uni {top};")
                self.lines.append(f"{end}:")
        elif t is P.Barrier:
            self.emit("bar.sync 0;")
        elif t is P.Exchange:
            self.emit(f"st.shared.u32 [%own], %r{s.src};")
            self.emit("bar.sync 0;")
            self.emit(f"add.u32 %t0, %ti, {s.shift};")
            if s.within_warp:
                self.emit("and.b32 %t0, %t0, 31;")
                self.emit("and.b32 %t1, %ti, -32;")
                self.emit("or.b32 %t0, %t0, %t1;")
            else:
                self.emit(f"rem.u32 %t0, %t0, {self.prog.ntid};")
            skip = self.label()
            if s.within_warp:   # guarded as a kernel guards a computed index (always in range here)
                self.emit(f"mov.u32 %r{s.dst}, 0;")
                self.emit("mov.u32 %t1, %ntid.x;")
                self.emit("setp.ge.u32 %p2, %t0, %t1;")
                self.emit(f"@%p2 bra {skip};")
            self.emit("mul.wide.u32 %a0, %t0, 4;")
            self.emit("add.u64 %a0, %a0, %shbase;")
            self.emit(f"ld.shared.u32 %r{s.dst}, [%a0];")
            self.lines.append(f"{skip}:")
            self.emit("bar.sync 0;")
        elif t is P.Shfl:
            c = ((32 - s.width) << 8) | (0 if s.mode == "up" else 31)
            self.emit(f"shfl.sync.{s.mode}.b32 %r{s.dst}, %r{s.src}, {s.b}, {c}, -1;")
        elif t is P.Vote:
            self.cond(s.cond)
            self.vote(s.mode, s.dst, "-1")
        elif t is P.MaskedVote:
            end = self.label()
            self.cond(s.cond)
            self.emit(f"vote.sync.ballot.b32 %r{s.mask_reg}, %p0, -1;")
            self.emit(f"@!%p0 bra {end};")
            self.cond(s.vote)
            self.vote(s.mode, s.dst, f"%r{s.mask_reg}")
            self.lines.append(f"{end}:")
        elif t is P.Atomic:
            op = P.ATOMIC.index(s.op)
            if s.space == "shared":
                self.emit(f"atom.shared.{_ATOMIC[s.op]} %t0, [sh+{4 * (self.prog.ntid + op)}], %r{s.src};")
            else:
                self.emit(f"and.b32 %t0, %r{s.slot}, 1;")
                self.emit(f"add.u32 %t0, %t0, {2 * op};")
                self.emit("mul.wide.u32 %a0, %t0, 4;")
                self.emit("add.u64 %a0, %a0, %counters;")
                self.emit(f"red.global.{_ATOMIC[s.op]} [%a0], %r{s.src};")
        elif t is P.Fence:
            self.emit(f"{s.kind};")
        elif t is P.Exit:
            self.cond(s.cond)
            self.emit("@%p0 bra.uni $Lexit;" if False else "@%p0 ret;")
        else:
            raise TypeError(t)

    def vote(self, mode, dst, mask):
        if mode == "ballot":
            self.emit(f"vote.sync.ballot.b32 %r{dst}, %p0, {mask};")
        else:
            self.emit(f"vote.sync.{mode}.pred %p2, %p0, {mask};")
            self.emit(f"selp.u32 %r{dst}, 1, 0, %p2;")


def kernel(prog: P.Program, name: str) -> str:
    w = _Writer(prog)
    n, sc = prog.ntid, P.SHARED_COUNTERS
    total = prog.ntid * prog.nctaid
    e = w.emit
    e("mov.u32 %ti, %tid.x;")
    e("mov.u32 %ct, %ctaid.x;")
    e(f"mad.lo.u32 %gtid, %ct, {n}, %ti;")
    e("mov.u64 %shbase, sh;")
    e("mul.wide.u32 %own, %ti, 4;")
    e("add.u64 %own, %own, %shbase;")
    e(f"ld.param.u64 %a1, [{name}_in];")
    e(f"ld.param.u64 %counters, [{name}_counters];")
    e("cvta.to.global.u64 %a1, %a1;")
    e("cvta.to.global.u64 %counters, %counters;")
    e("mul.wide.u32 %a0, %gtid, 4;")
    e("add.u64 %a0, %a0, %a1;")
    e("mov.u32 %r0, %ti;")
    e("mov.u32 %r1, %ct;")
    e("ld.global.u32 %r2, [%a0];")
    e("mul.lo.u32 %r3, %ti, -1640531527;")
    e("mad.lo.u32 %t0, %gtid, 7, 3;")
    e(f"rem.u32 %t0, %t0, {total};")
    e("mul.wide.u32 %a0, %t0, 4;")
    e("add.u64 %a0, %a0, %a1;")
    e("ld.global.u32 %r4, [%a0];")
    e("mov.u32 %r5, 0;")
    init = w.label()   # thread 0 sets every shared counter (a block may have fewer threads than counters)
    e("setp.ne.u32 %p0, %ti, 0;")
    e(f"@%p0 bra {init};")
    for i, value in enumerate(P.COUNTER_INIT):
        e(f"st.shared.u32 [sh+{4 * (n + i)}], {value};")
    w.lines.append(f"{init}:")
    e("bar.sync 0;")
    w.block(prog.body, 0)
    e("bar.sync 0;")
    done = w.label()   # thread 0 writes the counters out
    e("setp.ne.u32 %p0, %ti, 0;")
    e(f"@%p0 bra {done};")
    e(f"ld.param.u64 %a1, [{name}_shared];")
    e("cvta.to.global.u64 %a1, %a1;")
    e(f"mul.wide.u32 %a0, %ct, {4 * sc};")
    e("add.u64 %a0, %a0, %a1;")
    for i in range(sc):
        e(f"ld.shared.u32 %t1, [sh+{4 * (n + i)}];")
        e(f"st.global.u32 [%a0+{4 * i}], %t1;")
    w.lines.append(f"{done}:")
    w.block(prog.tail, 0)
    e(f"ld.param.u64 %a1, [{name}_regs];")
    e("cvta.to.global.u64 %a1, %a1;")
    e(f"mul.wide.u32 %a0, %gtid, {4 * P.NREGS};")
    e("add.u64 %a0, %a0, %a1;")
    for r in range(P.NREGS):
        e(f"st.global.u32 [%a0+{4 * r}], %r{r};")
    e("ret;")
    head = [f".visible .entry {name}(", f"\t.param .u64 {name}_in,", f"\t.param .u64 {name}_regs,",
            f"\t.param .u64 {name}_shared,", f"\t.param .u64 {name}_counters", f") .reqntid {n}, 1, 1", "{",
            f"\t.reg .b32 %r<{P.NREGS}>, %t<2>, %c<8>, %ti, %ct, %gtid;",
            "\t.reg .b64 %a<2>, %counters, %shbase, %own;", "\t.reg .pred %p<3>;",
            f"\t.shared .align 4 .b32 sh[{n + sc}];"]
    return "\n".join(head + w.lines + ["}"]) + "\n"


def module(progs: dict) -> str:
    """One PTX module: kernel name -> program."""
    out = [".version 8.0", ".target sm_80", ".address_size 64", ""]
    for name, prog in progs.items():
        out.append(kernel(prog, name))
    return "\n".join(out)
