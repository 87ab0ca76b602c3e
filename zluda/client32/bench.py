"""`invoke bench --suite client32`: what a round trip to the server costs per driver call.

bench_calls.c times the same calls twice: built with -m32 through the 32-bit
libcuda.so.1 (every call a message to the 64-bit server and its answer), and built
64-bit through the project's libcuda.so.1 in-process. Per call the rows give both
times and their difference, the round trip's own cost; the best of RUNS runs counts.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

from zluda.api import sources
from zluda.shim import build as shim_build

from . import build
from . import plan as wire_plan

HERE = Path(__file__).resolve().parent
ITERATIONS = 2000
RUNS = 3


class BenchError(RuntimeError):
    pass


def _compile(work: Path, bits: int, libdir: Path) -> Path:
    include = sources.headers_root(wire_plan.CATALOG_MAJOR) / "include"
    exe = work / f"bench_calls{bits}"
    done = subprocess.run(["gcc", f"-m{bits}", "-O2", f"-I{include}", "-o", str(exe), str(HERE / "bench_calls.c"),
                           f"-L{libdir}", "-l:libcuda.so.1"], capture_output=True, text=True)
    if done.returncode:
        raise BenchError(f"bench_calls.c ({bits}-bit) does not build: {done.stderr.strip()[-500:]}")
    return exe


def _times(exe: Path, libdir: Path) -> dict[str, float]:
    """case -> the best ns/call over RUNS runs."""
    env = dict(os.environ, LD_LIBRARY_PATH=str(libdir), ZLUDA_LOG_UNIMPLEMENTED="off")
    env.pop("ZLUDA_TRACE_DIR", None)
    best: dict[str, float] = {}
    for _ in range(RUNS):
        done = subprocess.run([str(exe), str(ITERATIONS)], env=env, capture_output=True, text=True, timeout=600)
        if done.returncode:
            raise BenchError(f"{exe.name} failed: {(done.stderr or done.stdout).strip()[-500:]}")
        for line in done.stdout.splitlines():
            case, ns = line.rsplit("\t", 1)
            best[case] = min(best.get(case, float("inf")), float(ns))
    return best


def client32() -> dict:
    problem = build.compiler_problem()
    if problem:
        raise BenchError(problem)
    try:
        client = build.build(log=lambda *_: None)
    except build.BuildError as exc:
        raise BenchError(str(exc)) from None
    library64 = shim_build.library_path(build.LIBRARY64)
    with tempfile.TemporaryDirectory(prefix="zluda-bench-client32-") as tmp:
        ours32 = _times(_compile(Path(tmp), 32, client.parent), client.parent)
        ours64 = _times(_compile(Path(tmp), 64, library64.parent), library64.parent)
    rows = []
    for case, ns32 in ours32.items():
        ns64 = ours64[case]
        rows.append({"metric": f"{case}: 32-bit client", "value": ns32 / 1000, "unit": "us/call"})
        rows.append({"metric": f"{case}: 64-bit, in-process", "value": ns64 / 1000, "unit": "us/call"})
        if case.split()[0] not in wire_plan.LOCAL:   # answered in the client: no message to time
            rows.append({"metric": f"{case}: the round trip's cost", "value": (ns32 - ns64) / 1000,
                         "unit": "us/call"})
    return {"rows": rows, "iterations": ITERATIONS, "runs": RUNS, "cpus": len(os.sched_getaffinity(0)),
            "load_average": os.getloadavg()}
