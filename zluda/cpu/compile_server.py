"""The kernel compile server: `python -m zluda.cpu.compile_server`, started by a program's
zluda/cpu/compile_client.py (which describes why and when), its stdin and stdout pipes to
that program. Each job (id, cache key, tier, IR text, cache metadata) is compiled under
the cache's build lock, stored in the kernel cache and answered (id, outcome, value); at EOF
on stdin it finishes the jobs it has and exits, whether or not the program is still there
to read the answers.
"""

from __future__ import annotations

import argparse
import os
import pickle
import queue
import sys
import threading

from . import cache, jit
from .compile_client import CODE, COMPILE_ERROR, FAILED, read_frame, write_frame


def _compile_into_cache(key: str, ir_text: str, tier: str, meta: dict) -> bytes:
    with cache.building(key):
        hit = cache.load(key)   # another process built it meanwhile
        if hit is not None:
            return hit[0]
        code = jit.compile_to_object(ir_text, tier, check_symbols=False)
        cache.store(key, code, meta)
        return code


def serve(source, sink, threads: int) -> None:
    """Jobs from `source` until EOF, `threads` at once; answers to `sink` while it is there."""
    jobs: queue.Queue = queue.Queue()
    writing = threading.Lock()

    def answer(frame) -> None:
        with writing:
            try:
                write_frame(sink, pickle.dumps(frame, protocol=5))
            except OSError:   # the program is gone: its code is in the cache all the same
                pass

    def work() -> None:
        while (job := jobs.get()) is not None:
            job_id, key, tier, ir_text, meta = job
            try:
                answer((job_id, CODE, _compile_into_cache(key, ir_text, tier, meta)))
            except jit.CompileError as exc:
                answer((job_id, COMPILE_ERROR, str(exc)))
            except Exception as exc:   # noqa: BLE001 - the program compiles it itself
                answer((job_id, FAILED, f"{type(exc).__name__}: {exc}"))

    workers = [threading.Thread(target=work, name=f"zluda-compile-server-{i}") for i in range(max(1, threads))]
    for worker in workers:
        worker.start()
    while (job := read_frame(source)) is not None:
        jobs.put(job)
    for _ in workers:
        jobs.put(None)
    for worker in workers:
        worker.join()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.cpu.compile_server",
                                     description="compile kernels for the process on the other end of stdin/stdout")
    parser.add_argument("--threads", type=int, default=1, help="compilations at once")
    parser.add_argument("--nice", type=int, default=None, help="this process's nice value")
    parser.add_argument("--group-nice", type=int, default=None,
                        help="the nice value of its scheduling group (Linux's autogroup: its session)")
    args = parser.parse_args(argv)
    source = os.fdopen(os.dup(0), "rb")
    sink = os.fdopen(os.dup(1), "wb", buffering=0)
    os.dup2(2, 1)   # a stray print must not corrupt the answers
    if args.nice is not None:
        try:
            os.setpriority(os.PRIO_PROCESS, 0, args.nice)   # before the threads: they inherit it
        except OSError:
            pass
    if args.group_nice is not None:
        # its session's group competes with the program's as a whole: at the same weight it
        # took half of the cores from the program's kernels, whatever the threads' nice
        try:
            with open("/proc/self/autogroup", "w") as f:
                f.write(str(args.group_nice))
        except OSError:
            pass
    serve(source, sink, args.threads)
    return 0


if __name__ == "__main__":
    sys.exit(main())
