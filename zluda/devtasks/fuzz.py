"""`invoke fuzz-tiers`: random kernels through every compilation tier and path of the CPU
backend, compared with a reference interpreter (zluda/tierfuzz). `invoke fuzz-ptx`:
mutated PTX through the front end and the translator (zluda/ptxfuzz.py)."""

import os
import resource
from pathlib import Path

from invoke import Exit, task

REGRESSIONS = Path(__file__).resolve().parents[2] / "tests" / "cpu" / "data" / "tier_fuzz"


@task(help={"seconds": "how long to generate programs (a batch started is finished)",
            "jobs": "processes at once (default: every core)", "seed": "the first program's seed",
            "size": "statements per program", "save": "write each mismatch as a regression case"})
def fuzz_tiers(c, seconds=60, jobs=0, seed=0, size=24, save=True):
    """Generated kernels at every tier (baseline, quick, full), regions off and annotations
    stripped, each compared bit for bit with the reference interpreter."""
    from zluda.tierfuzz import differential
    jobs = int(jobs) or len(os.sched_getaffinity(0))
    out = differential.fuzz(float(seconds), jobs=jobs, first_seed=int(seed), size=int(size),
                            save_to=REGRESSIONS if save else None)
    if out.mismatches:
        raise Exit(f"{len(out.mismatches)} mismatches in {out.cases} programs", code=1)
    print(f"{out.cases} programs, every configuration equal to the reference")


@task(help={"seconds": "how long to fuzz (a failure found is shrunk before the run ends)",
            "seed": "hypothesis seed of the first batch (batches go on from it)",
            "memory_gib": "address-space limit of this process: an input that needs more is a finding",
            "translation": "also translate what parses (--no-translation: the front end only)",
            "save": "write a failing input to tests/ptx/fuzz_crashes/, which the tests replay"})
def fuzz_ptx(c, seconds=3600, seed=0, memory_gib=8, translation=True, save=True):
    """Mutated PTX (seeded from the project's PTX and every crash so far) through parse,
    check and translation: anything but a located error, or an input running over 5 s,
    is a finding. Stops at the first one, shrunk."""
    from zluda import ptxfuzz
    limit = int(float(memory_gib) * (1 << 30))
    resource.setrlimit(resource.RLIMIT_AS, (limit, resource.getrlimit(resource.RLIMIT_AS)[1]))
    report = ptxfuzz.fuzz(float(seconds), seed=int(seed), translation=translation,
                          save_to=ptxfuzz.CRASHES if save else None)
    summary = ", ".join(f"{n} {outcome}" for outcome, n in sorted(report.outcomes.items()))
    if report.failures:
        data, text = report.failures[0]
        where = f" (saved as {report.saved[0]})" if report.saved else ""
        raise Exit(f"{text}\ninput{where}: {data[:2000]!r}\nafter {report.runs} inputs ({summary})", code=1)
    print(f"{report.runs} inputs, no finding ({summary})")
