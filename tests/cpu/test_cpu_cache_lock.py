"""Processes sharing the kernel cache build each entry once (cache.building).

Real processes, a real cache directory: two processes load the same module at the same
moment; the one that loses the race waits for the other's build and loads its entry.
"""

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from zluda import paths
from zluda.cpu import cache

SAXPY = Path(paths.REPO_ROOT) / "zluda" / "cpu" / "bench" / "saxpy.ptx"

# waits for the go file, compiles saxpy (logging each real compile), runs it, prints y[3]
WORKER = textwrap.dedent("""
    import os, struct, sys, time
    import numpy as np
    from zluda.cpu import jit, runtime
    log, go = sys.argv[1], sys.argv[2]
    real = jit.compile_to_object
    def logged(ir, *tier):
        if "saxpy" in ir:
            with open(log, "a") as f:
                f.write(f"{os.getpid()}\\n")
        return real(ir, *tier)
    jit.compile_to_object = logged
    open(go + f".ready{os.getpid()}", "w").close()
    while not os.path.exists(go):
        time.sleep(0.001)
    m = runtime.CompiledModule(open(sys.argv[3]).read(), "saxpy.ptx")
    x = np.arange(8, dtype=np.float32)
    y = np.ones(8, dtype=np.float32)
    m.launch_raw("saxpy", (1,), (32,), struct.pack("<IfQQ", 8, 2.0, x.ctypes.data, y.ctypes.data))
    print(y[3])
""")


def _env(cache_dir):
    path = os.pathsep.join(filter(None, [str(paths.REPO_ROOT), os.environ.get("PYTHONPATH")]))
    return dict(os.environ, ZLUDA_CACHE_DIR=str(cache_dir), PYTHONPATH=path)


def test_two_processes_build_one_entry(tmp_path):
    log, go = tmp_path / "compiles.log", tmp_path / "go"
    env = _env(tmp_path / "cache")
    procs = [subprocess.Popen([sys.executable, "-c", WORKER, str(log), str(go), str(SAXPY)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    deadline = time.monotonic() + 120
    while len(list(tmp_path.glob("go.ready*"))) < 2 and time.monotonic() < deadline:
        time.sleep(0.01)
    go.touch()
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [o[1][-2000:] for o in outs]
    # y = a*x + y with a=2, x[3]=3, y[3]=1
    assert [o[0].strip() for o in outs] == ["7.0", "7.0"]
    assert len(log.read_text().split()) == 1, "both processes compiled the kernel"


HOLDER = textwrap.dedent("""
    import sys, time
    from zluda.cpu import cache
    with cache.building(sys.argv[1]):
        print("held", flush=True)
        time.sleep(600)
""")


def test_lock_dies_with_its_holder(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path / "cache"))
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, "k" * 64], env=_env(tmp_path / "cache"),
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        holder.send_signal(signal.SIGKILL)   # a builder that crashes mid-build
        holder.wait(timeout=60)
        t = time.monotonic()
        with cache.building("k" * 64):
            pass
        assert time.monotonic() - t < 30
    finally:
        if holder.poll() is None:
            holder.kill()
