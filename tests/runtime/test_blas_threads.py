"""numpy's OpenBLAS (cuBLAS's engine) must not spin between calls: its idle threads took
the cores from the kernels the program launched between two GEMMs."""

import os
import subprocess
import sys

import numpy as np
import pytest

from zluda.paths import REPO_ROOT

# a multi-threaded GEMM, then the process's CPU time while the program would launch kernels
IDLE_AFTER_GEMM = r"""
import os, time
import zluda.runtime.blas
import numpy as np
a = np.ones((768, 768), np.float32)
for _ in range(3):
    a @ a
before = os.times()
time.sleep(0.3)
after = os.times()
print(os.environ.get("OPENBLAS_THREAD_TIMEOUT"), after.user - before.user + after.system - before.system)
"""


def _openblas() -> bool:
    blas = np.__config__.CONFIG.get("Build Dependencies", {}).get("blas", {})
    return "openblas" in str(blas.get("name", "")).lower()


def _idle(env_extra: dict) -> tuple[str, float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENBLAS_", "OMP_"))}
    env.update(env_extra, PYTHONPATH=str(REPO_ROOT))
    out = subprocess.run([sys.executable, "-c", IDLE_AFTER_GEMM], env=env, capture_output=True, text=True,
                         check=True).stdout.split()
    return out[0], float(out[1])


@pytest.mark.skipif(not _openblas() or len(os.sched_getaffinity(0)) < 2, reason="needs numpy on OpenBLAS, 2+ CPUs")
def test_blas_threads_sleep_between_calls():
    timeout, idle = _idle({})
    assert timeout == "4"
    assert idle < 0.02, f"{idle:.3f} s of CPU in 0.3 s after the GEMMs: OpenBLAS's threads spin"


def test_users_setting_is_kept():
    assert _idle({"OPENBLAS_THREAD_TIMEOUT": "28"})[0] == "28"
