"""`python -m zluda.llmc.cold_timeline`: when a cold run of llm.c's fp32 test prints its last
line, when it ends, and when its kernel cache is complete, with and without the compile
server (ZLUDA_CPU_COMPILE_SERVER), runs alternating so that both meet the same load.

Each run gets an empty kernel cache (a fresh ZLUDA_CACHE_DIR linking everything else of
the real cache) and a terminal for its output (a pipe would hold the program's lines until
its exit). "Cached" is when the processes the run left behind (its compile server) ended:
this process adopts them (PR_SET_CHILD_SUBREAPER) and waits. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import pty
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from zluda import paths
from zluda.llmc import build, tinymodel
from zluda.llmc import programs as llmc_programs
from zluda.platform import workloads

PROGRAM = "test_gpt2fp32cu"
PR_SET_CHILD_SUBREAPER = 36
KERNEL_CACHE_ENTRIES = {"kernels", "kernel-locks"}


def _empty_kernel_cache(folder: Path) -> Path:
    folder.mkdir(parents=True)
    for entry in paths.cache_dir().iterdir():
        if entry.name not in KERNEL_CACHE_ENTRIES:
            (folder / entry.name).symlink_to(entry)
    return folder


def _timed_lines(argv: list[str], cwd: Path, env: dict) -> tuple[list[tuple[float, str]], float, int]:
    """The run's output lines with their times, its end, and its exit status."""
    leader, follower = pty.openpty()
    started = time.monotonic()
    proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=follower, stderr=follower, stdin=subprocess.DEVNULL)
    os.close(follower)
    lines, pending = [], b""
    while True:
        ready, _, _ = select.select([leader], [], [], 1.0)
        if not ready:
            if proc.poll() is not None:
                break
            continue
        try:
            chunk = os.read(leader, 65536)
        except OSError:   # the terminal's last writer ended
            break
        if not chunk:
            break
        now = time.monotonic() - started
        pending += chunk
        *complete, pending = pending.split(b"\n")
        lines += [(now, line.decode(errors="replace").rstrip("\r")) for line in complete]
    status = proc.wait()
    ended = time.monotonic() - started
    os.close(leader)
    return lines, ended, status


def _wait_for_orphans() -> float:
    """Seconds until the processes the run left behind ended."""
    started = time.monotonic()
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return time.monotonic() - started
        if pid == 0:
            time.sleep(0.05)


def timeline(repeats: int) -> dict:
    ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    workload = workloads.load_own(paths.REPO_ROOT / "workloads", "llmc")
    source = workloads.resolve_source(workload)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(paths.REPO_ROOT),
                                                                       os.environ.get("PYTHONPATH")]))}
    env.pop("ZLUDA_TRACE_DIR", None)
    runs = []
    with tempfile.TemporaryDirectory(prefix="zluda-cold-timeline-") as tmp:
        work = Path(tmp)
        exe = build.build(source, work / "bin", [PROGRAM])[PROGRAM]
        tinymodel.write(work / "model")
        run_dir = work / "run"
        llmc_programs.prepare(run_dir, work / "model")
        argv = [sys.executable, "-m", "zluda", "run", "--", str(exe), *llmc_programs.ARGUMENTS[PROGRAM]]
        for i in range(repeats):
            for server in ("1", "0"):
                cache = _empty_kernel_cache(work / f"cache-{i}-{server}")
                load = os.getloadavg()[0]
                lines, ended, status = _timed_lines(argv, run_dir, {**env, "ZLUDA_CACHE_DIR": str(cache),
                                                                    "ZLUDA_CPU_COMPILE_SERVER": server})
                waited = _wait_for_orphans()
                printed = [t for t, text in lines if text.strip() and not text.startswith("zluda:")]
                runs.append({"compile_server": server == "1", "status": status, "load_before": round(load, 2),
                             "first_line_s": round(printed[0], 2) if printed else None,
                             "last_line_s": round(printed[-1], 2) if printed else None,
                             "exit_s": round(ended, 2), "cache_complete_s": round(ended + waited, 2),
                             "entries": len(list((cache / "kernels").glob("*.json")))})
                print(json.dumps(runs[-1]), file=sys.stderr, flush=True)
    return {"program": PROGRAM, "cpus": os.cpu_count(), "runs": runs}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.llmc.cold_timeline", description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=1, help="pairs of runs (server on, off)")
    args = parser.parse_args(argv)
    print(json.dumps(timeline(args.repeats), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
