"""The differential fuzzer of the compilation tiers (zluda/tierfuzz): its reference
interpreter's semantics, the regression cases it found (tests/cpu/data/tier_fuzz) and
hand-written ones at every configuration, and a run bounded by time
(ZLUDA_TIER_FUZZ_SECONDS, default 60; `invoke fuzz-tiers` runs it for as long as asked)."""

import time
from pathlib import Path

import numpy as np
import pytest

from zluda import config
from zluda.ptx import parse
from zluda.tierfuzz import differential, program as P, ptx, reference

REGRESSIONS = Path(__file__).resolve().parent / "data" / "tier_fuzz"


def _one(stmts, ntid=64, nctaid=1, tail=()):
    return P.Program(seed=11, ntid=ntid, nctaid=nctaid, body=list(stmts), tail=list(tail), uses_warp=True)


def _regs(prog):
    regs, shared, counters = reference.run(prog)
    return regs.reshape(prog.nctaid * prog.ntid, P.NREGS), shared, counters


@pytest.mark.parametrize("mode, b, width, source", [
    ("up", 1, 32, lambda i: i - 1 if i % 32 >= 1 else i),
    ("down", 4, 8, lambda i: i + 4 if i % 8 + 4 <= 7 else i),
    ("bfly", 1, 32, lambda i: i ^ 1),
    ("idx", 3, 8, lambda i: (i & ~7) | 3),
    ("idx", 19, 32, lambda i: (i & ~31) | 19),
    ("up", 2, 4, lambda i: i - 2 if i % 4 >= 2 else i),
])
def test_reference_shuffles_follow_the_ptx_rules(mode, b, width, source):
    regs, _, _ = _regs(_one([P.Shfl(mode, 5, 0, b, width)]))   # r0 = tid
    assert [int(v) for v in regs[:, 5]] == [source(i) for i in range(64)]


def test_reference_votes_and_activemask():
    stmts = [P.Vote("ballot", 5, P.Cond("lt", 0, None, 5)),                       # threads 0-4: warp 0
             P.If(P.Cond("ge", 0, None, 40), [P.Arith("add", 4, 4, None, 0)], [], activemask=3)]
    regs, _, _ = _regs(_one(stmts))
    assert [int(v) for v in regs[:, 5]] == [0b11111] * 32 + [0] * 32
    assert [int(v) for v in regs[40:64, 3]] == [0xFFFFFF00] * 24   # lanes 8-31 of warp 1 took the branch


def test_reference_atomics_exits_and_counters():
    stmts = [P.Atomic("shared", "add", 0, 0), P.Atomic("global", "max", 0, 0), P.Atomic("shared", "min", 0, 0)]
    prog = _one(stmts, ntid=32, nctaid=2, tail=[P.Exit(P.Cond("eq", 0, None, 3))])
    regs, shared, counters = _regs(prog)
    assert list(shared[:P.SHARED_COUNTERS]) == [sum(range(32)), 0, 0, 0, 0]
    assert counters[2 * P.ATOMIC.index("max") + 1] == 31 and counters[2 * P.ATOMIC.index("max")] == 30
    assert regs[3, 0] == reference.SENTINEL and regs[35, 0] == reference.SENTINEL and regs[4, 0] == 4


def test_generation_is_deterministic_and_covers_every_form():
    assert P.generate(5) == P.generate(5) and ptx.kernel(P.generate(5), "k") == ptx.kernel(P.generate(5), "k")
    seen = set()

    def walk(stmts):
        for s in stmts:
            seen.add(type(s).__name__ + ("-activemask" if getattr(s, "activemask", None) is not None else "")
                     + ("-divergent" if isinstance(s, P.Loop) and s.reg is not None else ""))
            for part in ("then", "orelse", "body"):
                walk(getattr(s, part, ()))

    progs = {f"k{s}": P.generate(s) for s in range(120)}
    for prog in progs.values():
        walk(prog.body + prog.tail)
    assert seen >= {"Arith", "If", "If-activemask", "Loop", "Loop-divergent", "Barrier", "Exchange", "Shfl",
                    "Vote", "MaskedVote", "Atomic", "Fence", "Exit"}
    # activemask only outside loops, where it is defined (program._Gen.loops)
    def masks_in_loops(stmts, looped=False):
        return sum((isinstance(s, P.If) and s.activemask is not None and looped)
                   + masks_in_loops(getattr(s, "then", []) + getattr(s, "orelse", []), looped)
                   + masks_in_loops(getattr(s, "body", []), looped or isinstance(s, P.Loop)) for s in stmts)

    assert sum(masks_in_loops(p.body + p.tail) for p in progs.values()) == 0
    module = parse(ptx.module(progs), "generated.ptx")   # the whole batch is valid PTX
    assert len([f for f in module.items if getattr(f, "is_kernel", False)]) == 120


def _hand_written():
    """Cases of the shapes the tier bug of warp-aggregated atomics had (activemask at the
    start of a branch on loaded data, then an atomic by the first active lane)."""
    aggregate = [P.If(P.Cond("lt", 2, None, 0x80000000),
                      [P.Arith("and", 5, 3, None, 1), P.Atomic("global", "add", 5, 3)], [], activemask=3)]
    loop = [P.Loop([P.Exchange(2, 4, 33), P.Shfl("bfly", 2, 4, 16, 32), P.Barrier()], count=3)]
    return [differential.case_of(_one(aggregate, ntid=96, nctaid=2), "hand_aggregate"),
            differential.case_of(_one(loop, ntid=128, nctaid=3), "hand_loop")]


def test_regression_cases_at_every_configuration():
    cases = differential.load_regressions(REGRESSIONS) + _hand_written()
    out = differential.check(cases, jobs=2)
    assert out.mismatches == [], [f"{m.case.name} ({m.config}): {m.detail}" for m in out.mismatches]


def test_a_mutated_kernel_is_caught():
    """The check can fail: a kernel whose expectation is off by one word is reported under
    every configuration."""
    case = _hand_written()[0]
    regs = bytearray(bytes.fromhex(case.expected["regs"]))
    regs[0] ^= 1
    case.expected = {**case.expected, "regs": regs.hex()}
    out = differential.check([case], configs=("baseline", "full"), jobs=2)
    assert {m.config for m in out.mismatches} == {"baseline", "full"}
    assert all(m.detail.startswith("regs[0]") for m in out.mismatches)


def test_bounded_fuzz_run():
    seconds = config.get("ZLUDA_TIER_FUZZ_SECONDS")
    first = int(time.time()) % 1_000_000 * 1000   # another slice of seeds every run
    out = differential.fuzz(seconds, jobs=2, first_seed=first, batch=8, log=print)
    assert out.cases > 0
    assert out.mismatches == [], [f"seed {m.case.seed} ({m.config}): {m.detail}" for m in out.mismatches]
