"""Differential execution of kernels across the CPU backend's compilation paths.

Every kernel runs under each configuration of CONFIGS (the three tiers, region code off,
the full tier with LLVM's alias/TBAA/access-group/invariance annotations stripped), each
in a process of its own with a fresh kernel cache, and what it leaves in memory must be
bit-identical to the reference (`reference.run` for generated programs, a recorded
expectation for regression cases). `fuzz` generates programs for a bounded time;
a mismatch it finds is written as a regression case (PTX + expected memory) that the
test suite replays.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from . import program as P
from . import ptx, reference

# name -> environment: every path a kernel's code can take
CONFIGS = {
    "baseline": {"ZLUDA_CPU_TIER": "baseline"},
    "quick": {"ZLUDA_CPU_TIER": "quick"},
    "full": {"ZLUDA_CPU_TIER": "full"},
    "full-coroutines": {"ZLUDA_CPU_TIER": "full", "ZLUDA_CPU_REGIONS": "0"},
    "full-stripped": {"ZLUDA_CPU_TIER": "full", "ZLUDA_CPU_STRIP_METADATA": "1"},
}
WORKER_TIMEOUT = 300   # seconds for one configuration's batch (a hang is a finding too)


@dataclass
class Case:
    """A kernel and what it must leave in memory."""
    name: str
    ntid: int
    nctaid: int
    inputs: list
    expected: dict          # regs / shared / counters, hex of u32 arrays
    ptx: str = ""           # the kernel's PTX (one .entry)
    seed: int | None = None


@dataclass
class Mismatch:
    case: Case
    config: str
    detail: str


@dataclass
class Outcome:
    cases: int = 0
    mismatches: list = field(default_factory=list)


def case_of(prog: P.Program, name: str | None = None) -> Case:
    name = name or f"k{prog.seed}"
    regs, shared, counters = reference.run(prog)
    return Case(name, prog.ntid, prog.nctaid, reference.inputs_for(prog).tolist(),
                {"regs": regs.tobytes().hex(), "shared": shared.tobytes().hex(), "counters": counters.tobytes().hex()},
                ptx.kernel(prog, name), prog.seed)


def _module(cases) -> str:
    return "\n".join([".version 8.0", ".target sm_80", ".address_size 64", ""] + [c.ptx for c in cases])


def _run_config(config: str, cases, workdir: Path) -> dict:
    """name -> result dict (or {"error"}) of every case under `config`."""
    mod = workdir / "module.ptx"
    env = dict(os.environ, **CONFIGS[config], ZLUDA_CACHE_DIR=str(workdir / f"cache-{config}"),
               ZLUDA_CPU_THREADS="1")
    jobs = json.dumps([{"name": c.name, "ntid": c.ntid, "nctaid": c.nctaid, "inputs": c.inputs} for c in cases])
    results = {}
    try:
        proc = subprocess.run([sys.executable, "-m", "zluda.tierfuzz.worker", str(mod)], input=jobs, env=env,
                              capture_output=True, text=True, timeout=WORKER_TIMEOUT)
        out, err = proc.stdout, proc.stderr
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        err = f"timed out after {WORKER_TIMEOUT} s"
    for line in out.splitlines():
        r = json.loads(line)
        results[r.pop("name")] = r
    for c in cases:   # the worker died or hung at the first case it did not report
        if c.name not in results:
            results[c.name] = {"error": f"no result: {err.strip().splitlines()[-1] if err.strip() else 'worker died'}"}
            break
    return results


def _first_difference(expected: dict, got: dict) -> str | None:
    if "error" in got:
        return got["error"]
    for key in ("regs", "shared", "counters"):
        e, g = bytes.fromhex(expected[key]), bytes.fromhex(got[key])
        if e != g:
            for i in range(0, len(e), 4):
                if e[i:i + 4] != g[i:i + 4]:
                    word = lambda b: int.from_bytes(b[i:i + 4], "little")   # noqa: E731
                    return f"{key}[{i // 4}]: expected {word(e):#010x}, got {word(g):#010x}"
    return None


def check(cases, configs=tuple(CONFIGS), jobs: int = 1) -> Outcome:
    """Run `cases` under every configuration; every difference from a case's expectation."""
    outcome = Outcome(cases=len(cases))
    with tempfile.TemporaryDirectory(prefix="zluda-tierfuzz-") as tmp:
        work = Path(tmp)
        (work / "module.ptx").write_text(_module(cases))
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            runs = dict(zip(configs, pool.map(lambda c: _run_config(c, cases, work), configs)))
    for config, results in runs.items():
        for c in cases:
            if c.name not in results:
                continue   # after a case that killed the worker: run again in the next batch
            detail = _first_difference(c.expected, results[c.name])
            if detail is not None:
                outcome.mismatches.append(Mismatch(c, config, detail))
    return outcome


def save_regression(case: Case, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{case.name}.json"
    path.write_text(json.dumps({"name": case.name, "seed": case.seed, "ntid": case.ntid, "nctaid": case.nctaid,
                                "inputs": case.inputs, "expected": case.expected, "ptx": case.ptx}, indent=1) + "\n")
    return path


def load_regressions(folder: Path) -> list:
    return [Case(d["name"], d["ntid"], d["nctaid"], d["inputs"], d["expected"], d["ptx"], d.get("seed"))
            for d in (json.loads(p.read_text()) for p in sorted(folder.glob("*.json")))]


def fuzz(seconds: float, jobs: int = 1, batch: int = 12, first_seed: int = 0, size: int = 24,
         save_to: Path | None = None, log=print) -> Outcome:
    """Generated programs, `batch` at a time, until `seconds` have passed (a batch started
    is finished); with jobs > len(CONFIGS) several batches run at once."""
    total = Outcome()
    deadline = time.monotonic() + seconds
    seed = first_seed
    lanes = max(1, jobs // len(CONFIGS))
    per_batch_jobs = max(1, min(jobs, len(CONFIGS)))

    def one(start):
        cases = [case_of(P.generate(s, size)) for s in range(start, start + batch)]
        return check(cases, jobs=per_batch_jobs)

    with ThreadPoolExecutor(max_workers=lanes) as pool:
        while time.monotonic() < deadline:
            starts = [seed + i * batch for i in range(lanes)]
            seed += lanes * batch
            for out in pool.map(one, starts):
                total.cases += out.cases
                seen = set()
                for m in out.mismatches:
                    log(f"MISMATCH seed {m.case.seed} ({m.config}): {m.detail}")
                    if save_to is not None and m.case.name not in seen:
                        seen.add(m.case.name)
                        log(f"  saved {save_regression(m.case, save_to)}")
                total.mismatches += out.mismatches
            log(f"{total.cases} programs (seeds {first_seed}..{seed - 1}), {len(total.mismatches)} mismatches")
    return total
