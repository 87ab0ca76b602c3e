"""The reference interpreter of `program` kernels: every thread of a block in lockstep
under an active mask (the structured control flow's SIMT semantics), in numpy. A
program is race-free and calls collectives only where defined, so this is its result."""

from __future__ import annotations

import numpy as np

from . import program as P

M32 = np.uint64(0xFFFFFFFF)


def _u32(x):
    return (np.asarray(x, dtype=np.uint64) & M32).astype(np.uint32)


def _arith(op, a, b):
    a64, b64 = a.astype(np.uint64), b.astype(np.uint64)
    if op == "add":
        return _u32(a64 + b64)
    if op == "sub":
        return _u32(a64 + (np.uint64(1 << 32) - b64))
    if op == "mul":
        return _u32(a64 * b64)
    if op == "xor":
        return a ^ b
    if op == "and":
        return a & b
    if op == "or":
        return a | b
    if op == "shl":
        return _u32(a64 << (b64 & np.uint64(31)))
    if op == "shr":
        return _u32(a64 >> (b64 & np.uint64(31)))
    if op == "min":
        return np.minimum(a, b)
    if op == "max":
        return np.maximum(a, b)
    raise ValueError(op)


def _compare(op, a, b):
    return {"lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b, "eq": a == b, "ne": a != b}[op]


class _Block:
    def __init__(self, prog: P.Program, ctaid: int, inputs: np.ndarray, counters: np.ndarray):
        n = prog.ntid
        self.n = n
        self.tid = np.arange(n, dtype=np.uint32)
        gtid = ctaid * n + self.tid.astype(np.int64)
        total = prog.ntid * prog.nctaid
        self.regs = [self.tid.copy(), np.full(n, ctaid, np.uint32), inputs[gtid].copy(),
                     _u32(self.tid.astype(np.uint64) * np.uint64(0x9E3779B9)), inputs[(gtid * 7 + 3) % total].copy(),
                     np.zeros(n, np.uint32)]
        self.shared = np.zeros(SHARED_WORDS(n), np.uint32)
        self.shared[n:] = P.COUNTER_INIT
        self.counters = counters
        self.exited = np.zeros(n, bool)
        self.ctaid = ctaid

    def value(self, c: P.Cond):
        a = self.regs[c.a] if c.a != P.CTAID else np.full(self.n, self.ctaid, np.uint32)
        b = self.regs[c.b] if c.b is not None else np.full(self.n, c.imm, np.uint32)
        return _compare(c.op, a, b)

    def set(self, dst, value, mask):
        self.regs[dst] = np.where(mask, value, self.regs[dst]).astype(np.uint32)

    def ballot(self, pred, mask):
        """Per thread: the bits of its warp's lanes where pred and mask hold."""
        out = np.zeros(self.n, np.uint32)
        for w in range(0, self.n, 32):
            bits = 0
            for lane in range(min(32, self.n - w)):
                if pred[w + lane] and mask[w + lane]:
                    bits |= 1 << lane
            out[w:w + 32] = bits
        return out

    def run(self, stmts, mask):
        for s in stmts:
            self.step(s, mask)

    def step(self, s, mask):
        if not mask.any():
            return
        t = type(s)
        if t is P.Arith:
            b = self.regs[s.b] if s.b is not None else np.full(self.n, s.imm, np.uint32)
            self.set(s.dst, _arith(s.op, self.regs[s.a], b), mask)
        elif t is P.If:
            c = self.value(s.cond)
            then = mask & c
            if s.activemask is not None:
                self.set(s.activemask, self.ballot(then, then), then)
            self.run(s.then, then)
            self.run(s.orelse, mask & ~c)
        elif t is P.Loop:
            if s.reg is None:
                for _ in range(s.count):
                    self.run(s.body, mask)
            else:
                turns = self.regs[s.reg] & 3
                for k in range(3):
                    self.run(s.body, mask & (turns > k))
        elif t is P.Barrier or t is P.Fence:
            pass
        elif t is P.Exchange:
            self.shared[:self.n] = self.regs[s.src]
            t = self.tid.astype(np.int64)
            source = (t & ~31) | ((t + s.shift) & 31) if s.within_warp else (t + s.shift) % self.n
            self.set(s.dst, self.shared[source], mask)
        elif t is P.Shfl:
            self.set(s.dst, self.shuffle(s), mask)
        elif t is P.Vote:
            bal = self.ballot(self.value(s.cond), mask)
            self.set(s.dst, self.vote(s.mode, bal, self.ballot(mask, mask)), mask)
        elif t is P.MaskedVote:
            pred = self.value(s.cond)
            members = self.ballot(pred, mask)
            self.set(s.mask_reg, members, mask)
            inside = mask & pred
            bal = self.ballot(self.value(s.vote), inside)
            self.set(s.dst, self.vote(s.mode, bal, members), inside)
        elif t is P.Atomic:
            op = P.ATOMIC.index(s.op)
            for i in np.nonzero(mask)[0]:
                if s.space == "shared":
                    target, slot = self.shared, self.n + op
                else:
                    target, slot = self.counters, 2 * op + (int(self.regs[s.slot][i]) & 1)
                old, v = int(target[slot]), int(self.regs[s.src][i])
                target[slot] = {"add": (old + v) & 0xFFFFFFFF, "or": old | v, "xor": old ^ v,
                                "max": max(old, v), "min": min(old, v)}[s.op]
        elif t is P.Exit:
            self.exited |= mask & self.value(s.cond)
        else:
            raise TypeError(t)

    @staticmethod
    def vote(mode, bal, members):
        if mode == "ballot":
            return bal
        if mode == "any":
            return (bal != 0).astype(np.uint32)
        return (bal == members).astype(np.uint32)

    def shuffle(self, s: P.Shfl):
        segmask = 32 - s.width
        c = 0 if s.mode == "up" else 31
        src = self.regs[s.src]
        out = src.copy()
        for i in range(self.n):
            lane = i & 31
            max_lane = (lane & segmask) | (c & ~segmask & 31)
            min_lane = lane & segmask
            if s.mode == "up":
                j, ok = lane - s.b, lane - s.b >= max_lane
            elif s.mode == "down":
                j, ok = lane + s.b, lane + s.b <= max_lane
            elif s.mode == "bfly":
                j, ok = lane ^ s.b, (lane ^ s.b) <= max_lane
            else:
                j = min_lane | (s.b & ~segmask & 31)
                ok = j <= max_lane
            out[i] = src[i - lane + (j if ok else lane)]
        return out


def SHARED_WORDS(ntid: int) -> int:
    return ntid + P.SHARED_COUNTERS


def inputs_for(prog: P.Program) -> np.ndarray:
    rng = np.random.default_rng(prog.seed)
    return rng.integers(0, 2**32, prog.ntid * prog.nctaid, dtype=np.uint64).astype(np.uint32)


SENTINEL = 0xDEADBEEF


def run(prog: P.Program):
    """(registers out[nctaid * ntid * NREGS], shared counters out[nctaid * SHARED_COUNTERS],
    global counters[GLOBAL_COUNTERS]) as the kernel leaves them (an exited thread's
    registers keep SENTINEL)."""
    inputs = inputs_for(prog)
    counters = np.repeat(np.array(P.COUNTER_INIT, np.uint32), 2)
    regs_out = np.full((prog.nctaid, prog.ntid, P.NREGS), SENTINEL, np.uint32)
    shared_out = np.zeros((prog.nctaid, P.SHARED_COUNTERS), np.uint32)
    for b in range(prog.nctaid):
        blk = _Block(prog, b, inputs, counters)
        everyone = np.ones(prog.ntid, bool)
        blk.run(prog.body, everyone)
        shared_out[b] = blk.shared[prog.ntid:]
        for s in prog.tail:
            blk.step(s, ~blk.exited)
        live = ~blk.exited
        for r in range(P.NREGS):
            regs_out[b, live, r] = blk.regs[r][live]
    return regs_out.reshape(-1), shared_out.reshape(-1), counters
