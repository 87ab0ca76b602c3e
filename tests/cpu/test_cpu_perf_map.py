"""ZLUDA_PERF_MAP=1 names translated code for `perf report` in /tmp/perf-<pid>.map."""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

PROGRAM = r"""
import os, numpy as np
from zluda.cpu import ptxmodule
from zluda.cpu.h200_cases import kernel_text
m = ptxmodule.load(kernel_text("fma.rn.f32 %d, %a, %b, %c;"))
a = np.ones(64, np.float32)
kernel = next(iter(m.kernels))
m.launch(kernel, 1, 64, [a, a, a, a, 64])
print(os.getpid(), kernel, m.compiled._entry(kernel)[0])
"""


def test_perf_map_names_the_kernel_entry(tmp_path):
    env = dict(os.environ, ZLUDA_PERF_MAP="1", ZLUDA_CACHE_DIR=str(tmp_path / "cache"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    out = subprocess.run([sys.executable, "-c", PROGRAM], env=env, capture_output=True, text=True, check=True)
    pid, kernel, entry = out.stdout.split()
    path = Path(f"/tmp/perf-{pid}.map")
    try:
        rows = [line.split(" ", 2) for line in path.read_text().splitlines()]
    finally:
        path.unlink(missing_ok=True)
    spans = {name: (int(start, 16), int(size, 16)) for start, size, name in rows}
    assert kernel in spans, f"{kernel} not named in the map: {sorted(spans)}"
    start, size = spans[kernel]
    assert start == int(entry) and size > 0
