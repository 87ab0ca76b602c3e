"""CUB and Thrust sorts and scans in `invoke bench --suite kernels`: sortscan.cu, built with
nvcc (`-cudart shared`, compute_80 PTX) and run under `zluda run`, times thrust::sort,
cub::DeviceRadixSort::SortKeys, cub::DeviceScan::InclusiveSum and thrust::inclusive_scan
against std::sort and std::inclusive_scan on the same data in the same process (host code
built by nvcc's host compiler at -O3, one thread; the device side on the CPU device's
workers). The program checks every result against the standard library's.

The program runs with one kernel cache of its own until a run adds no kernel to it (at
most WARM_UP_RUNS; the bench waits for each run's compile server, which may finish a hot
kernel's full tier after the run), then once more, measured: a user's steady state, as the
llmc suite's warm runs are. The first run compiles the libraries' kernels; a kernel that
turned hot late in a run gets its full tier for the next.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from zluda import config, paths
from zluda.llmc.bench import (KERNEL_CACHE_ENTRIES, WARM_UP_RUNS, adopt_orphans, children, kernel_entries,
                              reap_orphans)

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "sortscan.cu"
SIZE = 1 << 16       # keys: a radix sort of more takes seconds a call on two cores
REPEATS = 3
NVCC_FLAGS = ["-O3", "-std=c++17", "-cudart", "shared", "-gencode", "arch=compute_80,code=compute_80"]
RUN_TIMEOUT_S = 1800


class Unavailable(RuntimeError):
    """No nvcc here, or the program failed: the rows say why."""


def program() -> Path:
    """sortscan.cu built once per source, flags and nvcc."""
    nvcc = shutil.which(config.get("ZLUDA_NVCC"))
    if nvcc is None:
        raise Unavailable("no nvcc (`invoke setup --only nvcc`)")
    version = subprocess.run([nvcc, "--version"], capture_output=True, text=True).stdout
    key = hashlib.sha256(b"\0".join([SOURCE.read_bytes(), " ".join(NVCC_FLAGS).encode(), version.encode()]))
    exe = paths.build_dir() / "bench" / f"sortscan-{key.hexdigest()[:16]}"
    if not exe.exists():
        exe.parent.mkdir(parents=True, exist_ok=True)
        tmp = exe.with_name(f"{exe.name}.{os.getpid()}")
        done = subprocess.run([nvcc, *NVCC_FLAGS, str(SOURCE), "-o", str(tmp)], capture_output=True, text=True)
        if done.returncode != 0:
            raise Unavailable(f"nvcc {SOURCE.name} failed: {done.stderr.strip()[-1000:]}")
        os.replace(tmp, exe)
    return exe


def _kernel_cache_of_its_own(folder: Path) -> Path:
    """Everything of the real cache (helpers built once) but its kernels."""
    real = paths.cache_dir()
    for entry in real.iterdir() if real.is_dir() else ():
        if entry.name not in KERNEL_CACHE_ENTRIES:
            (folder / entry.name).symlink_to(entry)
    return folder


def parse(stdout: str) -> dict[str, tuple[float, float]]:
    """The program's lines: name -> (device ms, host ms)."""
    out = {}
    for line in stdout.splitlines():
        fields = line.split("\t")
        if len(fields) == 3:
            out[fields[0]] = (float(fields[1]), float(fields[2]))
    return out


def measure(size: int = SIZE, repeats: int = REPEATS) -> dict[str, tuple[float, float]]:
    exe = program()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(paths.REPO_ROOT),
                                                                    os.environ.get("PYTHONPATH")])))
    env.pop("ZLUDA_TRACE_DIR", None)
    argv = [sys.executable, "-m", "zluda", "run", "--", str(exe), str(size), str(repeats)]
    with tempfile.TemporaryDirectory(prefix="zluda-bench-sortscan-") as cache:
        env["ZLUDA_CACHE_DIR"] = str(_kernel_cache_of_its_own(Path(cache)))
        adopt_orphans()
        cache_dir = Path(env["ZLUDA_CACHE_DIR"])
        for attempt in range(WARM_UP_RUNS + 1):
            entries = kernel_entries(cache_dir)
            own = children()
            done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
            reap_orphans(own)   # the full tiers queued by the run, compiled on after its end
            if done.returncode != 0:
                raise Unavailable(f"{exe.name} {size} {repeats}, run {attempt + 1}, exited {done.returncode}: "
                                  f"{(done.stderr or done.stdout).strip()[-800:]}")
            if attempt > 0 and kernel_entries(cache_dir) == entries:
                break   # this run compiled nothing: it is the measured one
    times = parse(done.stdout)
    if len(times) != 4:
        raise Unavailable(f"{exe.name} printed {len(times)} timings, not 4:\n{done.stdout[-800:]}")
    return times
