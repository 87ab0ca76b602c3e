"""The program's side of the kernel compile server (zluda/cpu/compile_server.py): a helper
process that runs the LLVM work of background full-tier compilations and puts their code
into the kernel cache itself.

A full-tier compilation of a large kernel takes seconds of CPU; started in the background
(a hot kernel's, or one compiled ahead), it may still run when the program ends. Inside the
program's process the exit had two bad choices: wait for it (the cache keeps its code for
the next run, the user waits for code nobody in the process will run) or abandon it
(faultguard.c's gate then has to end the process before the program's own exit handlers,
and the next run compiles it again). Here the program's process only translates (the
front end needs the module) and hands the IR to the server; a pool thread waits for the
answer outside the exit gate (tiering._CompilePool.outside_gate), so the exit neither waits
nor skips anything, and the server finishes what it was given after the program is gone.

One server per process, started on the first job (`submit`): a fresh interpreter running
`python -m zluda.cpu.compile_server`, in its own session (the terminal's Ctrl-C and the
program's process group do not reach it), its stdin and stdout pipes to this process, its
stderr nowhere (the program's output pipes would otherwise stay open until it ends). Jobs
are (key, IR text, tier, cache metadata); for each the server takes the cache's build lock
(cache.building: two programs sharing the cache build an entry once, and a lock held by
the server outlives the program), compiles, stores the entry and answers the object code.
At EOF on its input (the program ended, or it is replaced) it finishes its jobs and exits.

Where it is not used (`submit` returns None; the caller compiles in its own process, as
before): ZLUDA_CPU_COMPILE_SERVER=0; ZLUDA_NO_CACHE (the server's work would be lost, and
the exit gate abandons compilations anyway); Windows (no build lock); no Python interpreter
known (inside a CUDA program sys.executable is the program: `zluda run` names its own in
ZLUDA_PYTHON); after a server failed in this process (it said so in one stderr line). A job
whose server dies answers None: the caller compiles it itself.

A forked child gets a server of its own when it needs one: it closes its copies of the
parent's pipes (so the parent's server still sees EOF when the parent ends) and never
writes to them.
"""

from __future__ import annotations

import itertools
import os
import pickle
import re
import struct
import sys
import threading
from pathlib import Path

from zluda import config

from . import jit, tiering

try:
    import fcntl
except ImportError:   # Windows: see the module docstring
    fcntl = None

_LENGTH = struct.Struct("<Q")
# what an answer (job id, outcome, value) says: the object code; the compiler's error for IR
# that does not compile; the server's own failure (the program compiles it itself)
CODE, COMPILE_ERROR, FAILED = "code", "compile-error", "failed"


def write_frame(stream, payload: bytes) -> None:
    """One frame (its length, then the pickled payload) to an unbuffered stream, whose
    writes may each take part of it."""
    data = memoryview(_LENGTH.pack(len(payload)) + payload)
    while data:
        data = data[stream.write(data):]


def _read_exactly(stream, size: int) -> bytes | None:
    chunks, left = [], size
    while left:
        chunk = stream.read(left)
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_frame(stream):
    """The next pickled frame, or None at EOF (also a frame cut short by it)."""
    head = _read_exactly(stream, _LENGTH.size)
    if head is None:
        return None
    body = _read_exactly(stream, _LENGTH.unpack(head)[0])
    return None if body is None else pickle.loads(body)


# ---------------------------------------------------------------- the program's side

def interpreter() -> str | None:
    """The Python that starts the server: ZLUDA_PYTHON (the launcher's), else sys.executable
    where that is a Python (a Python program, the 32-bit client's and Wine's servers); None
    inside a CUDA program started without the launcher's variable."""
    named = config.get("ZLUDA_PYTHON")
    if named is not None:
        return str(named)
    exe = sys.executable
    if exe and any(re.fullmatch(r"python[\d.]*", Path(p).name) for p in (exe, os.path.realpath(exe))):
        return exe
    return None


def _settings() -> tuple:
    """What the server's work reads from the environment it starts with, as it is now: the
    cache's place (paths.cache_dir, cache.writable_root) and jit.optimise's switch
    (translate.meta.strip_metadata). A process that changes them (a test) gets a new server."""
    env = os.environ
    return (config.get("ZLUDA_CACHE_DIR"), config.get("ZLUDA_CPU_STRIP_METADATA"), env.get("XDG_CACHE_HOME"),
            env.get("HOME"), env.get("TMPDIR"), env.get("TEMP"), env.get("TMP"))


class _Job:
    def __init__(self):
        self._done = threading.Event()
        self._outcome, self._value = FAILED, None

    def _answer(self, outcome: str, value) -> None:
        self._outcome, self._value = outcome, value
        self._done.set()

    def result(self) -> bytes | None:
        """The object code; None when the server failed or ended first (compile it here);
        raises jit.CompileError for IR that does not compile."""
        self._done.wait()
        if self._outcome == COMPILE_ERROR:
            raise jit.CompileError(self._value)
        if self._outcome == FAILED and self._value:
            sys.stderr.write(f"zluda: the kernel compile server failed ({self._value}); compiling in this process\n")
        return self._value if self._outcome == CODE else None


class _Server:
    """This process's handle on one server process."""

    def __init__(self, python: str, settings: tuple):
        import subprocess   # see zluda/devtasks/imports.py's ALLOWED_LAZY
        self.settings = settings
        self.timeout_error = subprocess.TimeoutExpired
        self.owner = os.getpid()
        self._lock = threading.Lock()
        self._jobs: dict[int, _Job] = {}
        self._ids = itertools.count()
        self._retired = False
        self._ended = False
        # as the compiler threads': the program's main thread's, COMPILER_NICE up
        nice = min(19, os.getpriority(os.PRIO_PROCESS, os.getpid()) + tiering.COMPILER_NICE)
        package_parent = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [package_parent,
                                                                          os.environ.get("PYTHONPATH")])))
        argv = [python, "-m", "zluda.cpu.compile_server", "--threads", str(tiering.compile_threads()),
                "--nice", str(nice)]
        group = _autogroup_nice()
        if group is not None:   # its own session is its own scheduling group: weighed as the threads were
            argv += ["--group-nice", str(min(19, group + tiering.COMPILER_NICE))]
        self.process = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0,
            start_new_session=True, close_fds=True, env=env)
        self._reader = threading.Thread(target=self._read, name="zluda-compile-server", daemon=True)
        self._reader.start()

    def submit(self, key: str, ir_text: str, tier: str, meta: dict) -> _Job | None:
        job = _Job()
        with self._lock:
            if self._ended or self._retired:
                return None
            job_id = next(self._ids)
            self._jobs[job_id] = job
            try:
                write_frame(self.process.stdin, pickle.dumps((job_id, key, tier, ir_text, meta), protocol=5))
            except OSError:   # the server is gone: its reader says so
                self._jobs.pop(job_id, None)
                return None
        return job

    def _read(self) -> None:
        why = "it closed its output"
        try:
            while (frame := read_frame(self.process.stdout)) is not None:
                job_id, outcome, value = frame
                with self._lock:
                    job = self._jobs.pop(job_id, None)
                if job is not None:
                    job._answer(outcome, value)
        except (OSError, ValueError, pickle.UnpicklingError, EOFError) as exc:
            why = f"its answer could not be read ({exc})"
        with self._lock:
            self._ended = True
            waiting, self._jobs = list(self._jobs.values()), {}
        if not self._retired:
            _server_failed(self, why, bool(waiting))
        for job in waiting:
            job._answer(FAILED, None)

    def retire(self) -> None:
        """No more jobs: the server finishes the ones it has, answers them, and exits."""
        with self._lock:
            self._retired = True
            try:
                self.process.stdin.close()
            except OSError:
                pass

    def forget_in_child(self) -> None:
        """In a forked child: close the copies of the pipes (the parent's reader owns them)."""
        for stream in (self.process.stdin, self.process.stdout):
            try:
                os.close(stream.fileno())
            except (OSError, ValueError):
                pass


def _autogroup_nice() -> int | None:
    """The nice value of this process's scheduling group (Linux's autogroup: a session's
    processes share the CPU with other sessions by this group weight; nice values count only
    inside a group); None where there is none."""
    try:
        with open("/proc/self/autogroup") as f:
            return int(f.read().split("nice")[1])
    except (OSError, IndexError, ValueError):
        return None


_server: _Server | None = None
_lock = threading.Lock()
_given_up = False        # a server failed in this process: compile here from then on
_left_behind: list = []  # the parent's handles in a forked child, never closed again (their fds are)


def usable() -> bool:
    """Whether background full tiers go to a server in this process (see the module docstring)."""
    return (fcntl is not None and not _given_up and config.get("ZLUDA_CPU_COMPILE_SERVER")
            and not config.get("ZLUDA_NO_CACHE") and interpreter() is not None)


def submit(key: str, ir_text: str, tier: str, meta: dict) -> _Job | None:
    """Hand the compilation of `ir_text` at `tier` to this process's server, which stores it in
    the cache under `key` with `meta`; None: compile it here. The server does not check that
    the functions the code calls can be resolved (jit.check_external_functions): the process
    that loads the code does, first."""
    global _server
    if not usable():
        return None
    settings = _settings()
    with _lock:
        if _server is not None and _server.owner != os.getpid():   # forked without os.fork's hooks
            _forget_inherited()
        if _server is not None and _server.settings != settings:
            _server.retire()
            _server = None
        if _server is None:
            python = interpreter()
            try:
                _server = _Server(python, settings)
            except OSError as exc:
                _give_up(f"the kernel compile server ({python}) could not start: {exc.strerror or exc}")
                return None
        server = _server
    return server.submit(key, ir_text, tier, meta)


def _server_failed(server: _Server, why: str, jobs_waiting: bool) -> None:
    global _server
    with _lock:
        if _server is server:
            _server = None
    try:
        status = server.process.wait(1)   # its output ended: so does it, mostly
    except server.timeout_error:
        status = None
    ended = f", exit status {status}" if status is not None and status >= 0 else \
        f", killed by signal {-status}" if status is not None else ""
    _give_up(f"the kernel compile server ended ({why}{ended})" + ("; compiling its jobs in this process"
                                                                  if jobs_waiting else ""))


def _give_up(message: str) -> None:
    global _given_up
    if not _given_up:
        _given_up = True
        sys.stderr.write(f"zluda: {message}; background compilations run in this process from now on\n")
        sys.stderr.flush()


def _forget_inherited() -> None:
    global _server
    if _server is not None:
        _server.forget_in_child()
        _left_behind.append(_server)
        _server = None


def _after_fork_in_child() -> None:
    global _lock
    _lock = threading.Lock()   # a parent's thread may have held it at the fork
    _forget_inherited()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


def server_pid() -> int | None:
    """The process id of this process's server (tests), None before the first job."""
    server = _server
    return server.process.pid if server is not None else None
