"""`invoke test`: the project's test suite (what .ci/run runs)."""

import os
import shlex
import subprocess
import sys
import tempfile

from invoke import Exit, task

# tests/conftest.py runs the suite at the quick tier; the tests that launch kernels run
# again at the other tiers, each tier in a process of its own, side by side: every tier
# must give the same answers (a full-tier miscompile once passed a quick-only suite)
TIER_RUNS = ("baseline", "full")
KERNEL_TESTS = ("tests/cpu", "tests/translate", "tests/sweep", "tests/runtime")
# these compare every tier themselves, or (the golden IR) translate in processes of
# their own without the tier's variable
TIER_RUN_SKIPS = ("tests/cpu/test_cpu_tier_exactness.py", "tests/cpu/test_cpu_tier_fuzz.py",
                  "tests/runtime/test_tiers.py", "tests/translate/test_golden_ir.py")


def _pytest_args(k: str, markers: list) -> list:
    args = []
    if k:
        args += ["-k", k]
    if markers:
        args += ["-m", " and ".join(markers)]
    return args


def _tier_runs(tiers, k: str, markers: list) -> int:
    """Run KERNEL_TESTS at each of `tiers` side by side; print each run's output; the
    number of runs that failed."""
    runs = []
    for tier in tiers:
        log = tempfile.TemporaryFile("w+")
        cmd = [sys.executable, "-m", "pytest", "-q", "-rfE", "-p", "no:cacheprovider", *KERNEL_TESTS,
               *(f"--ignore={p}" for p in TIER_RUN_SKIPS), *_pytest_args(k, markers)]
        runs.append((tier, log, subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT,
                                                 env=dict(os.environ, ZLUDA_CPU_TIER=tier))))
    failed = 0
    for tier, log, proc in runs:
        proc.wait()
        log.seek(0)
        print(f"\n==== kernel tests at the {tier} tier ({' '.join(KERNEL_TESTS)}) ====", flush=True)
        sys.stdout.write(log.read())
        sys.stdout.flush()
        failed += proc.returncode != 0
    return failed


@task(help={"k": "only tests matching this pytest -k expression", "fast": "skip tests marked slow",
            "llama_build": "also the full llama.cpp build (~30 min on 2 cores; left out by default)",
            "tiers": "other tiers to run the kernel tests at, comma-separated ('' for none)"})
def test(c, k="", fast=False, llama_build=False, tiers=",".join(TIER_RUNS)):
    """Run the test suite with pytest, then the kernel tests again at the other tiers."""
    markers = [] if llama_build else ["not llama_build"]
    if fast:
        markers.append("not slow")
    from zluda.cpu.tiering import MODES
    chosen = [t for t in tiers.split(",") if t]
    unknown = [t for t in chosen if t not in MODES]
    if unknown:   # before anything runs
        raise Exit(f"invoke test: --tiers: unknown tier {unknown[0]!r} (one of {', '.join(MODES)})", code=2)
    c.run(shlex.join(["python", "-m", "pytest", "-q", "-rfEs", "--durations=15", *_pytest_args(k, markers)]),
          pty=False)
    if chosen and _tier_runs(chosen, k, markers):
        raise Exit("invoke test: kernel tests failed at another tier (see above)", code=1)
