"""Executors: where a cell's processes run.

The runner asks an image's executor for a session per cell attempt and runs every step
through it. That is the whole interface; a new executor (the images area adds `docker`)
registers itself in EXECUTORS:

    class Executor:
        name: str
        def unavailable(self, image) -> str | None     # why it cannot run here, or None
        def environment(self, image) -> dict            # image facts for the report: image,
                                                        #   os, rocm, hip, comgr, comgr_abi
        def session(self, cell_dir: Path) -> Session    # one per cell attempt

    class Session:  # a context manager
        def run(self, argv, *, cwd, env, stdout, stderr, timeout) -> StepOutcome
            # argv: list[str]; cwd/stdout/stderr: host paths (stdout/stderr are files to
            # create); env: the complete environment; timeout: seconds, after which the
            # step's whole process tree must be killed and timed_out set.

Paths are host paths: an executor that runs elsewhere (a container) maps them, e.g. by
mounting the cell folder and the source at the same paths. The cell folder is the only
place a step may write.
"""

from __future__ import annotations

import importlib
import os
import shutil
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from zluda.platform import sandbox, step_environment


@dataclass
class StepOutcome:
    exit_code: int | None  # None when killed by a signal
    signal: str | None  # "SIGSEGV" ...
    timed_out: bool
    duration_s: float


def signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


class LocalSession:
    """Runs steps as child processes of this machine, each in its own process group and,
    given a cell folder, inside that cell's sandbox (zluda.platform.sandbox): the cell
    folder is the only place it can write, and its temporary files go to `<cell>/tmp`."""

    def __init__(self, cell_dir: Path | None = None):
        self.cell_dir = Path(cell_dir).resolve() if cell_dir is not None else None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.cell_dir is not None:
            # scratch (the kernels its steps compiled among it): the report keeps results only
            shutil.rmtree(self.cell_dir / "tmp", ignore_errors=True)
        return False

    def run(self, argv, *, cwd, env, stdout, stderr, timeout) -> StepOutcome:
        if STOPPING.is_set():
            return StepOutcome(None, "SIGKILL", False, 0.0)
        program = argv[0]
        if self.cell_dir is not None:
            scratch = self.cell_dir / "tmp"
            scratch.mkdir(exist_ok=True)
            env = step_environment.for_host_step(dict(env, TMPDIR=str(scratch)))
            argv = sandbox.command(list(argv), self.cell_dir)
        with open(stdout, "wb") as out, open(stderr, "wb") as err:
            started = time.perf_counter()
            try:
                proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=out,
                                        stderr=err, start_new_session=True)
            except (OSError, ValueError) as exc:  # ValueError: an argument or variable the OS cannot carry
                reason = exc.strerror if isinstance(exc, OSError) else str(exc)
                err.write(f"cannot start {program}: {reason}\n".encode())
                return StepOutcome(127, None, False, time.perf_counter() - started)
            timed_out = False
            with _LIVE_LOCK:
                LIVE_GROUPS.add(proc.pid)
            if STOPPING.is_set():  # the orchestrator is being interrupted: start nothing
                kill_group(proc.pid)
            try:
                proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                timed_out = True
                kill_group(proc.pid)
                proc.wait()
            else:
                # a step's leftover background children die with it
                kill_group(proc.pid)
            finally:
                with _LIVE_LOCK:
                    LIVE_GROUPS.discard(proc.pid)
            duration = time.perf_counter() - started
        code = proc.returncode
        if code < 0:
            return StepOutcome(None, signal_name(-code), timed_out, duration)
        return StepOutcome(code, None, timed_out, duration)


# process groups of steps running right now, so an interrupted orchestrator can end them
LIVE_GROUPS: set[int] = set()
_LIVE_LOCK = threading.Lock()
STOPPING = threading.Event()


def kill_live_groups() -> int:
    STOPPING.set()
    with _LIVE_LOCK:
        groups = list(LIVE_GROUPS)
    for pgid in groups:
        kill_group(pgid)
    return len(groups)


def kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


class LocalExecutor:
    name = "local"

    def unavailable(self, image) -> str | None:
        return sandbox.unavailable()

    def environment(self, image) -> dict:
        return {"image": image.name, "executor": self.name, "sandbox": "namespaces", "network": "none"}

    def session(self, cell_dir: Path) -> LocalSession:
        return LocalSession(cell_dir)


# name -> executor; images choose one with `executor:` in matrix.yaml ("host" is local)
EXECUTORS: dict[str, object] = {
    "local": LocalExecutor(),
}

# executors other areas provide (each module has register()); imported on first use,
# because they import this module themselves
PLUGIN_MODULES = ("zluda.images.executor",)
_plugins_loaded = False


def registry() -> dict[str, object]:
    """EXECUTORS with every plugin module registered."""
    global _plugins_loaded
    if not _plugins_loaded:
        _plugins_loaded = True
        for name in PLUGIN_MODULES:
            try:
                importlib.import_module(name).register()
            except ImportError:
                pass  # an area this tree does not have: its images report the executor missing
    return EXECUTORS


def kill_stale(cell_dir: Path) -> int:
    """Kill processes a killed orchestrator left running for `cell_dir` (found through
    the ZLUDA_CELL_DIR variable every step carries); returns how many."""
    marker = f"ZLUDA_CELL_DIR={cell_dir}".encode()
    killed = 0
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit() or int(proc.name) == os.getpid():
            continue
        try:
            environ = (proc / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if marker in environ:
            try:
                os.kill(int(proc.name), signal.SIGKILL)
                killed += 1
            except (ProcessLookupError, PermissionError):
                pass
    return killed
