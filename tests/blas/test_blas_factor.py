"""The batched factorizations' numerics (zluda.runtime.blas_factor) against the rules cuBLAS's
results follow (recorded on an sm_90 GPU: workloads/samples/data/cublas_batched_gpu.npz)."""

from __future__ import annotations

import numpy as np
import pytest

from zluda.runtime import blas_factor


def _reconstruct(lu, pivots):
    n = lu.shape[0]
    a = (np.tril(lu, -1) + np.eye(n)) @ np.triu(lu)
    for k in range(n - 1, -1, -1):
        p = pivots[k] - 1
        a[[k, p]] = a[[p, k]]
    return a


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64, np.complex128])
def test_lu_reproduces_the_matrix(dtype):
    rng = np.random.default_rng(3)
    a = rng.standard_normal((4, 7, 7)).astype(dtype)
    if np.iscomplexobj(a):
        a = a + 1j * rng.standard_normal((4, 7, 7)).astype(dtype)
    lu, pivots, info = blas_factor.getrf(a.copy(), True)
    assert info.tolist() == [0, 0, 0, 0]
    tol = 1e-5 if np.finfo(dtype).bits <= 32 else 1e-13
    for k in range(4):
        np.testing.assert_allclose(_reconstruct(lu[k].astype(np.complex128), pivots[k]), a[k], atol=tol * 10)


def test_complex_pivots_compare_moduli():
    # |re| + |im| (LAPACK's IZAMAX) would pick row 2 (3.0 > 2.9); the modulus picks row 1
    a = np.array([[[0.1, 0, 0], [2.9 + 0j, 1, 0], [1.5 + 1.5j, 0, 1]]], np.complex128).transpose(0, 1, 2)
    a = np.ascontiguousarray(a)
    _, pivots, _ = blas_factor.getrf(a, True)
    assert pivots[0, 0] == 2


def test_a_zero_pivot_stops_that_matrix_only():
    rng = np.random.default_rng(5)
    a = rng.standard_normal((2, 5, 5))
    a[0, :, 1] = 0
    before = a.copy()
    lu, pivots, info = blas_factor.getrf(a, True)
    assert info.tolist() == [2, 0]
    # after column 0's step nothing of matrix 0 changes, and its later pivots are its own rows
    assert pivots[0, 1:].tolist() == [2, 3, 4, 5]
    p = pivots[0, 0] - 1
    step = before[0].copy()
    step[[0, p]] = step[[p, 0]]
    step[1:, 0] *= 1 / step[0, 0]   # (scaled by the reciprocal, as xGETF2 does)
    step[1:, 1:] -= np.outer(step[1:, 0], step[0, 1:])
    np.testing.assert_array_equal(lu[0], step)
    np.testing.assert_allclose(_reconstruct(lu[1], pivots[1]), before[1], atol=1e-13)


def test_least_squares_and_qr():
    rng = np.random.default_rng(7)
    a = rng.standard_normal((3, 8, 3))
    c = rng.standard_normal((3, 8, 2))
    qr, x, info = blas_factor.gels(a.copy(), c.copy())
    assert info.tolist() == [0, 0, 0]
    for k in range(3):
        np.testing.assert_allclose(x[k, :3], np.linalg.lstsq(a[k], c[k], rcond=None)[0], atol=1e-12)
        # R is the QR's (up to the signs LAPACK's reflectors choose: beta = -sign(alpha) ||x||)
        r = np.linalg.qr(a[k], mode="r")
        np.testing.assert_allclose(np.abs(np.triu(qr[k][:3])), np.abs(r), atol=1e-12)
