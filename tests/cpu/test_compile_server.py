"""The kernel compile server (zluda/cpu/compile_client.py, compile_server.py): a program's
exit does not wait for a full-tier compilation in flight, its own exit handlers run, and the
server still puts the code into the cache; a server that dies hands its job back."""

import json
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from zluda.cpu import compile_client

REPO = Path(__file__).resolve().parents[2]
PROGRAM = Path(__file__).with_name("programs") / "exit_while_full_tier.cu"
KERNEL = "_Z12tile_productPfPKfS1_ii"


@pytest.fixture(scope="module")
def libraries():
    from zluda.shim import build
    build.build_all()


@pytest.fixture(scope="module")
def program(nvcc, tmp_path_factory, libraries) -> Path:
    exe = tmp_path_factory.mktemp("compile_server") / "exit_while_full_tier"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe), str(PROGRAM)], check=True,
                   capture_output=True)
    return exe


def _env(cache: Path, **extra) -> dict:
    return {**os.environ, "ZLUDA_CACHE_DIR": str(cache), "ZLUDA_CPU_TIER": "auto", "ZLUDA_COMPILE_NOTICE_S": "0",
            "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])), **extra}


def _builds_in_progress(cache: Path) -> list[str]:
    """Keys whose build lock exists but whose entry does not (yet)."""
    locks = cache / "kernel-locks"
    done = {p.stem for p in (cache / "kernels").glob("*.json")}
    return [p.name for p in locks.iterdir() if p.name not in done] if locks.is_dir() else []


def _entries_of(cache: Path, kernel: str) -> int:
    count = 0
    for path in (cache / "kernels").glob("*.json"):
        try:
            count += json.loads(path.read_text()).get("kernel") == kernel
        except (OSError, ValueError):
            pass   # being written
    return count


def _wait_for(condition, seconds: float, what: str):
    deadline = time.monotonic() + seconds
    while not (found := condition()):
        assert time.monotonic() < deadline, f"no {what} after {seconds} s"
        time.sleep(0.05)
    return found


def test_exit_does_not_wait_for_a_full_tier_and_the_next_run_has_it(program, tmp_path):
    cache, trace = tmp_path / "cache", tmp_path / "trace"
    run = [sys.executable, "-m", "zluda", "run", "--trace-dir", str(trace), "--", str(program)]
    proc = subprocess.Popen(run, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=_env(cache))
    errors = []
    threading.Thread(target=lambda: errors.append(proc.stderr.read()), daemon=True).start()
    try:
        assert proc.stdout.readline() == "launched cudaSuccess 0\n"
        # the launched kernel's full tier, compiled ahead: the server holds its build lock
        building = _wait_for(lambda: _builds_in_progress(cache), 120, "full-tier build")
        proc.stdin.write("go\n")
        proc.stdin.flush()
        assert proc.stdout.readline() == "last line\n"
        last_line = time.monotonic()
        rest = proc.stdout.read()   # to EOF: the program and zluda run have ended
        proc.wait(60)
    finally:
        proc.kill()
    exited = time.monotonic() - last_line
    assert proc.returncode == 0, errors
    assert rest == "atexit ran\nstatic destructor ran\n", (rest, errors)   # its exit handlers, in order
    still_building = _builds_in_progress(cache)
    assert set(building) <= set(still_building), (building, still_building)   # exit did not wait for it
    assert _entries_of(cache, KERNEL) == 1                                      # the baseline tier's
    assert exited < 10, exited
    # the server finishes it after the program is gone
    _wait_for(lambda: _entries_of(cache, KERNEL) == 2, 300, "full-tier entry")
    again = subprocess.run(run, input="go\n", capture_output=True, text=True, env=_env(cache), timeout=120)
    assert again.stdout == "launched cudaSuccess 0\nlast line\natexit ran\nstatic destructor ran\n", again.stderr
    tiers = [json.loads(line) for line in (trace / "kernel-tiers.jsonl").read_text().splitlines()]
    assert [(t["kernel"], t["tier"]) for t in tiers] == [(KERNEL, "baseline"), (KERNEL, "full")], tiers


SERVER_DIES = r"""
import os, signal, struct, sys, time
from pathlib import Path
import numpy as np
from zluda.cpu import bench, compile_client, tiering
from zluda.cpu.runtime import CompiledModule
m = CompiledModule(bench.big_module_text(min_lines=4), "big.ptx")
name = next(k for k in m.kernels if k.startswith("reduce_sum"))
x, out = np.ones(1 << 13, np.float32), np.zeros(16, np.float32)
args = struct.pack("<QQi", x.ctypes.data, out.ctypes.data, x.size)
m.launch_raw(name, (16,), (256,), args)
cache = Path(os.environ["ZLUDA_CACHE_DIR"])
done = {p.name for p in (cache / "kernel-locks").iterdir()}
tiering.compiler.submit(lambda: m._promote(name), tiering.HOT)
while not {p.name for p in (cache / "kernel-locks").iterdir()} - done:   # the server builds it
    time.sleep(0.01)
os.kill(compile_client.server_pid(), signal.SIGKILL)
tiering.compiler.drain()
out[:] = 0
m.launch_raw(name, (16,), (256,), args)
print(m.tier(name), float(out[0]), compile_client.server_pid(), compile_client.usable())
"""


def test_a_server_that_dies_hands_its_job_back(tmp_path):
    cache = tmp_path / "cache"
    done = subprocess.run([sys.executable, "-c", SERVER_DIES], capture_output=True, text=True, env=_env(cache),
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["full", "512.0", "None", "False"], done.stdout + done.stderr
    assert done.stderr.splitlines() == [
        "zluda: the kernel compile server ended (it closed its output, killed by signal 9); compiling its jobs "
        "in this process; background compilations run in this process from now on"], done.stderr


def test_the_interpreter_comes_from_the_launcher(monkeypatch):
    monkeypatch.setenv("ZLUDA_PYTHON", "/opt/python/bin/python3")
    assert compile_client.interpreter() == "/opt/python/bin/python3"
    monkeypatch.delenv("ZLUDA_PYTHON")
    monkeypatch.setattr(sys, "executable", "/usr/local/bin/test_gpt2fp32cu")   # inside a CUDA program
    assert compile_client.interpreter() is None
    monkeypatch.setattr(sys, "executable", "/usr/bin/python3.11")
    assert compile_client.interpreter() == "/usr/bin/python3.11"


def test_zluda_run_names_its_interpreter(tmp_path):
    from zluda.shim import cli
    assert cli.environment("cpu", None, tmp_path)["ZLUDA_PYTHON"] == sys.executable


@pytest.mark.parametrize("variable", ["ZLUDA_NO_CACHE", "ZLUDA_CPU_COMPILE_SERVER"])
def test_no_server_without_a_cache_or_when_turned_off(monkeypatch, variable):
    monkeypatch.setenv(variable, "1" if variable == "ZLUDA_NO_CACHE" else "0")
    assert not compile_client.usable()
    assert compile_client.submit("key", "", "full", {}) is None


FORK = r"""
import os, struct, sys
import numpy as np
from zluda.cpu import bench, compile_client
from zluda.cpu.runtime import CompiledModule
text = open(bench.HERE / "saxpy.ptx").read()
x = np.ones(64, np.float32)
args = struct.pack("<ifQQ", 64, 2.0, x.ctypes.data, x.ctypes.data)

def full_tier(name):
    m = CompiledModule(text.replace("saxpy", name), name + ".ptx")
    m.launch_raw(name, (1,), (64,), args)
    return m.tier_up().tier(name)

full_tier("saxpy")
parent = compile_client.server_pid()
pid = os.fork()
if pid == 0:
    print("child", full_tier("saxpy2"), compile_client.server_pid() not in (None, parent),
          compile_client.server_pid(), os.getpid(), flush=True)
    os.close(1)
    os.read(0, 1)   # lives on, until the test is done: the parent's server must not wait for it
    sys.exit(0)
while not os.path.exists(os.environ["CHILD_DONE"]):   # the child's line first
    pass
print("parent", full_tier("saxpy3"), compile_client.server_pid() == parent, parent, flush=True)
"""


def _gone(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/status").read_text().split("State:")[1].split()[0] in ("Z", "X")
    except (OSError, IndexError):
        return True


def test_a_forked_child_starts_its_own_server_and_both_end(tmp_path):
    """The child of a fork gets a server of its own, and the parent's server ends with the
    parent while the child lives on: the child closed its copies of the parent's pipes."""
    flag = tmp_path / "child-done"
    proc = subprocess.Popen([sys.executable, "-c", FORK], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=_env(tmp_path / "cache", CHILD_DONE=str(flag)))
    try:
        child = proc.stdout.readline().split()
        flag.touch()
        parent = proc.stdout.readline().split()
        assert proc.wait(120) == 0, proc.stderr.read()
        assert child[:3] == ["child", "full", "True"] and parent[:3] == ["parent", "full", "True"], (child, parent)
        _wait_for(lambda: _gone(int(parent[3])), 60, "end of the parent's server")
        assert not _gone(int(child[4])) and not _gone(int(child[3]))   # the child and its server live on
    finally:
        proc.stdin.close()   # the child's stdin: it ends, then its server
        proc.kill()
    _wait_for(lambda: _gone(int(child[3])), 60, "end of the child's server")


NO_SERVER = r"""
import struct
import numpy as np
from zluda.cpu import bench, compile_client
from zluda.cpu.runtime import CompiledModule
m = CompiledModule(open(bench.HERE / "saxpy.ptx").read(), "saxpy.ptx")
x = np.ones(64, np.float32)
args = struct.pack("<ifQQ", 64, 2.0, x.ctypes.data, x.ctypes.data)
m.launch_raw("saxpy", (1,), (64,), args)
print(m.tier_up().tier("saxpy"), compile_client.usable())
"""


@pytest.mark.parametrize("python, says", [
    ("/nonexistent/python3", "the kernel compile server (/nonexistent/python3) could not start: No such file or "
                             "directory"),
    ("/bin/false", "the kernel compile server ended (it closed its output, exit status 1)")])
def test_a_server_that_cannot_start_is_said_once(tmp_path, python, says):
    done = subprocess.run([sys.executable, "-c", NO_SERVER], capture_output=True, text=True,
                          env=_env(tmp_path / "cache", ZLUDA_PYTHON=python), timeout=120)
    assert (done.returncode, done.stdout) == (0, "full False\n"), done.stderr
    # one line (whether the job was handed over before the end depends on timing)
    assert re.fullmatch(re.escape(f"zluda: {says}") + "(; compiling its jobs in this process)?"
                        "; background compilations run in this process from now on\n", done.stderr), done.stderr
