"""cuBLAS trsm (cublas{S,D,C,Z}trsm_v2, ...trsmBatched) on the CPU device: llama.cpp's
SOLVE_TRI takes cublasStrsmBatched for matrices over 64 rows, which the shim refused
(CUBLAS_STATUS_NOT_SUPPORTED: test-backend-ops aborted). Checked against numpy's solve on
every side / fill mode / operation / diagonal kind, over column-major device memory."""

import itertools

import numpy as np
import pytest

from zluda.runtime import blas


def _column_major(rows, cols, ld, dtype, rng, fill=None):
    """A (ld x cols) Fortran-order buffer whose leading rows x cols block is the matrix."""
    buf = np.asfortranarray(rng.standard_normal((ld, cols)).astype(dtype))
    if np.issubdtype(dtype, np.complexfloating):
        buf = np.asfortranarray(buf + 1j * rng.standard_normal((ld, cols)).astype(dtype))
    if fill is not None:
        buf[:rows, :cols] = fill
    return buf


@pytest.mark.parametrize("side,uplo,trans,diag", list(itertools.product(
    ("CUBLAS_SIDE_LEFT", "CUBLAS_SIDE_RIGHT"), ("CUBLAS_FILL_MODE_LOWER", "CUBLAS_FILL_MODE_UPPER"),
    ("CUBLAS_OP_N", "CUBLAS_OP_T", "CUBLAS_OP_C"), ("CUBLAS_DIAG_NON_UNIT", "CUBLAS_DIAG_UNIT"))))
@pytest.mark.parametrize("data_type,dtype", [("CUDA_R_32F", np.float32), ("CUDA_C_64F", np.complex128)])
def test_trsm_matches_a_dense_solve(side, uplo, trans, diag, data_type, dtype):
    rng = np.random.default_rng(7)
    m, n, batch, alpha = 5, 3, 2, 0.5
    k = m if side == "CUBLAS_SIDE_LEFT" else n
    lda, ldb = k + 2, m + 1
    As, Bs, want = [], [], []
    for _ in range(batch):
        A = _column_major(k, k, lda, dtype, rng)
        A[:k, :k] += 4 * np.eye(k, dtype=dtype)           # well conditioned
        B = _column_major(m, n, ldb, dtype, rng)
        T = np.tril(A[:k, :k]) if uplo.endswith("LOWER") else np.triu(A[:k, :k])
        if diag == "CUBLAS_DIAG_UNIT":
            np.fill_diagonal(T, 1)
        opT = {"CUBLAS_OP_N": T, "CUBLAS_OP_T": T.T, "CUBLAS_OP_C": T.conj().T}[trans]
        rhs = alpha * B[:m, :n].astype(np.complex128)
        X = np.linalg.solve(opT, rhs) if side == "CUBLAS_SIDE_LEFT" else np.linalg.solve(opT.T, rhs.T).T
        As.append(A), Bs.append(B), want.append(X)
    before = [b.copy() for b in Bs]
    blas.trsm(side, uplo, trans, diag, m, n, alpha, [a.ctypes.data for a in As], lda,
              [b.ctypes.data for b in Bs], ldb, data_type)
    tol = 1e-4 if dtype == np.float32 else 1e-10
    for B, old, X in zip(Bs, before, want):
        np.testing.assert_allclose(B[:m, :n], (X if np.iscomplexobj(B) else X.real).astype(dtype), rtol=tol, atol=tol)
        np.testing.assert_array_equal(B[m:, :], old[m:, :])   # rows past m (ldb padding) untouched


def test_llama_solve_tri_call():
    """SOLVE_TRI's call: X A = B with A upper (n x n, lda n) and B k x n (ldb k), per batch."""
    rng = np.random.default_rng(1)
    n, k = 79, 417
    A = np.asfortranarray(np.triu(rng.uniform(0.5, 1.5, (n, n))).astype(np.float32) + 2 * np.eye(n, dtype=np.float32))
    B = np.asfortranarray(rng.standard_normal((k, n)).astype(np.float32))
    want = np.linalg.solve(A.astype(np.float64).T, B.astype(np.float64).T).T
    blas.trsm("CUBLAS_SIDE_RIGHT", "CUBLAS_FILL_MODE_UPPER", "CUBLAS_OP_N", "CUBLAS_DIAG_NON_UNIT", k, n, 1.0,
              [A.ctypes.data], n, [B.ctypes.data], k, "CUDA_R_32F")
    np.testing.assert_allclose(B, want, rtol=1e-4, atol=1e-5)


def test_trsm_entry_points_are_registered():
    from zluda.runtime import blas_api  # noqa: F401 - registers the implementations
    from zluda.shim import registry
    assert {"cublasStrsm_v2", "cublasStrsmBatched", "cublasDtrsmBatched_64", "cublasZtrsm_v2_64"} <= \
        registry.implemented("cublas")
