"""numpy's OpenBLAS (cuBLAS's engine) must not spin between calls: its idle threads took
the cores from the kernels the program launched between two GEMMs. By default it runs
single-threaded and big products are split over the runtime's own pool."""

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
print(os.environ.get("OPENBLAS_NUM_THREADS"), os.environ.get("OPENBLAS_THREAD_TIMEOUT"),
      after.user - before.user + after.system - before.system)
"""


def _openblas() -> bool:
    blas = np.__config__.CONFIG.get("Build Dependencies", {}).get("blas", {})
    return "openblas" in str(blas.get("name", "")).lower()


def _idle(env_extra: dict) -> tuple[str, str, float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENBLAS_", "OMP_"))}
    env.update(env_extra, PYTHONPATH=str(REPO_ROOT))
    out = subprocess.run([sys.executable, "-c", IDLE_AFTER_GEMM], env=env, capture_output=True, text=True,
                         check=True).stdout.split()
    return out[0], out[1], float(out[2])


@pytest.mark.skipif(not _openblas() or len(os.sched_getaffinity(0)) < 2, reason="needs numpy on OpenBLAS, 2+ CPUs")
def test_users_blas_threads_sleep_between_calls():
    threads, timeout, idle = _idle({"OPENBLAS_NUM_THREADS": "2"})
    assert (threads, timeout) == ("2", "4")
    assert idle < 0.02, f"{idle:.3f} s of CPU in 0.3 s after the GEMMs: OpenBLAS's threads spin"


def test_defaults_and_users_settings():
    assert _idle({})[:2] == ("1", "4")
    assert _idle({"OPENBLAS_NUM_THREADS": "3", "OPENBLAS_THREAD_TIMEOUT": "28"})[:2] == ("3", "28")


def test_big_products_are_split_over_the_pool(monkeypatch):
    """Column blocks on the pool give the product computed whole (beta 0 and beta != 0,
    a transposed operand, a batch, padded C)."""
    from zluda.runtime import blas, views

    rng = np.random.default_rng(4)
    batch, m, n, k, ldc = 2, 33, 29, 17, 40
    A = rng.standard_normal((batch, m, k)).astype(np.float32)     # column-major k x m: op T
    B = rng.standard_normal((batch, n, k)).astype(np.float32)     # column-major k x n
    C0 = rng.standard_normal((batch, n, ldc)).astype(np.float32)
    results = {}
    for workers, threshold in ((1, 1 << 62), (3, 0)):
        monkeypatch.setattr(blas, "column_workers", lambda: workers)
        monkeypatch.setattr(blas, "PARALLEL_MIN_MACS", threshold)
        for beta in (0.0, 0.5):
            C = C0.copy()
            blas.gemm("CUBLAS_OP_T", "CUBLAS_OP_N", m, n, k, 1.5, A.ctypes.data, "CUDA_R_32F", k, B.ctypes.data,
                      "CUDA_R_32F", k, beta, C.ctypes.data, "CUDA_R_32F", ldc, batch=batch, stride_a=m * k,
                      stride_b=n * k, stride_c=n * ldc)
            results[workers, beta] = C
    for beta in (0.0, 0.5):
        want = 1.5 * np.einsum("bmk,bnk->bmn", A.astype(np.float64), B) + beta * C0[:, :, :m].transpose(0, 2, 1)
        got = views.matrix(results[3, beta].ctypes.data, m, n, ldc, np.float32, batch, n * ldc)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
        np.testing.assert_allclose(results[3, beta], results[1, beta], rtol=1e-6, atol=1e-6)
