"""Random SIMT kernels for differential testing of the CPU backend's compilation tiers.

A program is a tree of statements over six u32 registers per thread, in the forms that
region building and optimisation have got wrong before: barriers in loops, divergent
branches and loops, shuffles in every mode (with segments), votes (also under a partial
member mask inside a divergent branch), `activemask` at a branch's start, shared-memory
exchanges, shared and global atomics, fences and early exits. Every program is race-free
and calls its collectives where PTX defines them (a barrier where the whole block is
converged, a full-mask collective where the whole warp is), so it has exactly one result:
what `reference.run` computes and every tier must reproduce bit for bit.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

NREGS = 6
CTAID = -1   # a Cond's operand: %ctaid.x, the same in the whole block
ARITH = ("add", "sub", "mul", "xor", "and", "or", "shl", "shr", "min", "max")
COMPARE = ("lt", "le", "gt", "ge", "eq", "ne")
SHFL = ("up", "down", "bfly", "idx")
VOTE = ("ballot", "any", "all")
ATOMIC = ("add", "or", "xor", "max", "min")
FENCE = ("membar.gl", "membar.cta", "fence.acq_rel.gpu", "fence.sc.sys")
SHARED_COUNTERS = len(ATOMIC)
COUNTER_INIT = tuple(0xFFFFFFFF if op == "min" else 0 for op in ATOMIC)
GLOBAL_COUNTERS = 2 * len(ATOMIC)


@dataclass
class Cond:
    """reg a (CTAID: %ctaid.x) <op> (reg b, or the immediate imm when b is None), unsigned."""
    op: str
    a: int
    b: int | None
    imm: int = 0


@dataclass
class Arith:
    op: str
    dst: int
    a: int
    b: int | None   # None: the immediate
    imm: int = 0


@dataclass
class If:
    cond: Cond
    then: list
    orelse: list
    activemask: int | None = None   # register that gets activemask() first thing in `then`


@dataclass
class Loop:
    """`count` turns for every thread (uniform), or reg & 3 turns per thread (divergent)."""
    body: list
    count: int = 0
    reg: int | None = None


@dataclass
class Barrier:
    pass


@dataclass
class Exchange:
    """sh[tid] = src; barrier; dst = sh[(tid + shift) % ntid] (within_warp: the rotation
    within the warp, sh[(tid & ~31) | ((tid + shift) & 31)]); barrier."""
    src: int
    dst: int
    shift: int
    within_warp: bool = False


@dataclass
class Shfl:
    mode: str
    dst: int
    src: int
    b: int          # lane, delta or xor mask
    width: int      # segment width (a power of two, 1..32)


@dataclass
class Vote:
    mode: str
    dst: int
    cond: Cond


@dataclass
class MaskedVote:
    """mask = ballot(cond) where the block is converged; then inside `if (cond)` a vote with
    that member mask (the lanes that are there)."""
    mode: str
    dst: int
    cond: Cond
    vote: Cond
    mask_reg: int


@dataclass
class Atomic:
    """Counters of one operation each (mixing operations on one counter would make the
    result depend on the order): shared counter ATOMIC.index(op), global counter
    2 * ATOMIC.index(op) + (slot register & 1)."""
    space: str      # "shared" or "global"
    op: str
    slot: int
    src: int


@dataclass
class Fence:
    kind: str


@dataclass
class Exit:
    cond: Cond


@dataclass
class Program:
    seed: int
    ntid: int
    nctaid: int
    body: list          # statements where the block is converged at the start
    tail: list          # after the shared counters are written out: no collectives, exits allowed
    uses_warp: bool = field(default=False)


class _Gen:
    def __init__(self, rng: random.Random, warp_ok: bool, budget: int):
        self.rng = rng
        self.warp_ok = warp_ok
        self.budget = budget
        # activemask in a loop is not defined: a lane that skipped the branch may reach it
        # again on its next turn while others are still on this one (independent thread
        # scheduling), and which of them it reports together is the implementation's
        self.loops = 0

    def reg(self):
        return self.rng.randrange(NREGS)

    def cond(self):
        r = self.rng
        if r.random() < 0.5:
            return Cond(r.choice(COMPARE), self.reg(), None, r.choice((0, 1, 3, 7, 16, 31, 100, 1 << 20, 0x80000000)))
        return Cond(r.choice(COMPARE), self.reg(), self.reg())

    def arith(self):
        r = self.rng
        if r.random() < 0.4:
            return Arith(r.choice(ARITH), self.reg(), self.reg(), None, r.choice((1, 2, 3, 5, 31, 0xFFFF, 0x9E3779B9)))
        return Arith(r.choice(ARITH), self.reg(), self.reg(), self.reg())

    def block(self, converged: bool, depth: int, n: int):
        out = []
        for _ in range(n):
            if self.budget <= 0:
                break
            self.budget -= 1
            out.append(self.statement(converged, depth))
        return out

    def statement(self, converged: bool, depth: int, shared_ok: bool = True):
        r = self.rng
        kinds = ["arith"] * 4 + ["atomic", "fence"]
        if depth < 3:
            kinds += ["if", "if", "dloop"]
            if converged:
                kinds += ["uloop", "uloop"]
        if converged:
            kinds += ["barrier", "exchange", "exchange"]
            if self.warp_ok:
                kinds += ["shfl", "shfl", "shfl", "vote", "masked_vote"]
        kind = r.choice(kinds)
        if kind == "arith":
            return self.arith()
        if kind == "atomic":
            return Atomic(r.choice(("shared", "global")) if shared_ok else "global", r.choice(ATOMIC), self.reg(), self.reg())
        if kind == "fence":
            return Fence(r.choice(FENCE))
        if kind == "if":
            # a branch on a block-wide value keeps the block converged inside
            uniform = converged and r.random() < 0.3
            c = Cond(r.choice(COMPARE), CTAID, None, r.randrange(3)) if uniform else self.cond()
            am = self.reg() if (not uniform and self.warp_ok and not self.loops and r.random() < 0.3) else None
            inner = converged and uniform
            return If(c, self.block(inner, depth + 1, r.randint(1, 4)), self.block(inner, depth + 1, r.randint(0, 3)), am)
        if kind in ("uloop", "dloop"):
            self.loops += 1
            try:
                if kind == "uloop":
                    return Loop(self.block(True, depth + 1, r.randint(1, 5)), count=r.randint(1, 4))
                return Loop(self.block(False, depth + 1, r.randint(1, 4)), reg=self.reg())
            finally:
                self.loops -= 1
        if kind == "barrier":
            return Barrier()
        if kind == "exchange":
            return Exchange(self.reg(), self.reg(), r.randrange(1, 200), self.warp_ok and r.random() < 0.5)
        if kind == "shfl":
            width = r.choice((32, 32, 16, 8, 4, 2))
            mode = r.choice(SHFL)
            b = r.randrange(32) if mode == "idx" else r.choice((1, 2, 4, 8, 16, 3, 5))
            return Shfl(mode, self.reg(), self.reg(), b, width)
        if kind == "vote":
            return Vote(r.choice(VOTE), self.reg(), self.cond())
        return MaskedVote(r.choice(VOTE), self.reg(), self.cond(), self.cond(), self.reg())


def generate(seed: int, size: int = 24) -> Program:
    """The program of `seed` (the same on every machine: random.Random is specified)."""
    rng = random.Random(seed)
    warp_ok = rng.random() < 0.8
    ntid = rng.choice((32, 64, 96, 128)) if warp_ok else rng.choice((1, 7, 32, 33, 64, 100, 128))
    gen = _Gen(rng, warp_ok, size)
    body = gen.block(True, 0, size)
    gen.budget = 6
    tail = []
    for _ in range(rng.randint(0, 4)):
        # the shared counters are being read out: no shared atomics (and none nested: depth 3)
        tail.append(Exit(gen.cond()) if rng.random() < 0.4 else gen.statement(False, 3, shared_ok=False))
    return Program(seed, ntid, rng.choice((1, 2, 3)), body, tail, warp_ok)
