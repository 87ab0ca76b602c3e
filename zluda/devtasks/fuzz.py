"""`invoke fuzz-tiers`: random kernels through every compilation tier and path of the CPU
backend, compared with a reference interpreter (zluda/tierfuzz)."""

import os
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
