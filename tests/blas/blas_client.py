"""Calls the built libcublas.so.13 / libcublasLt.so.13 through ctypes, the way a C program
does, and checks every result against values computed here with plain Python loops (no
numpy matmul, not the code under test). Run as `python blas_client.py BUILD_DIR`: prints one
JSON object {scenario: [ok, detail]}; a scenario that raises is reported with its error.

On the CPU device device memory is host memory, so numpy arrays stand in for cudaMalloc'd
buffers (their addresses are what a device pointer is there).
"""

from __future__ import annotations

import ctypes
import json
import math
import random
import struct
import sys
import traceback

import numpy as np

SUCCESS, NOT_INITIALIZED, INVALID_VALUE, NOT_SUPPORTED = 0, 1, 7, 15
OP_N, OP_T, OP_C = 0, 1, 2
CUDA_R_16F, CUDA_R_32F, CUDA_R_64F, CUDA_R_16BF, CUDA_C_32F, CUDA_C_64F = 2, 0, 1, 14, 4, 5
COMPUTE_16F, COMPUTE_32F, COMPUTE_64F = 64, 68, 70
TF32_TENSOR_OP_MATH, POINTER_MODE_HOST, POINTER_MODE_DEVICE = 3, 0, 1

blas = lt = None
SCENARIOS = {}


def scenario(func):
    SCENARIOS[func.__name__] = func
    return func


def ptr(a) -> ctypes.c_void_p:
    return ctypes.c_void_p(a.ctypes.data)


def ref(value, ctype):
    return ctypes.byref(ctype(value))


class Check:
    def __init__(self):
        self.failures = []

    def eq(self, got, want, what):
        if got != want:
            self.failures.append(f"{what}: got {got!r}, want {want!r}")

    def close(self, got, want, tol, what):
        got, want = np.asarray(got), np.asarray(want)
        err = float(np.max(np.abs(got - want))) if got.size else 0.0
        if not err <= tol:
            self.failures.append(f"{what}: max error {err:.3g} > {tol:g}")


def handle():
    h = ctypes.c_void_p()
    assert blas.cublasCreate_v2(ctypes.byref(h)) == SUCCESS
    return h


def loop_gemm(ta, tb, m, n, k, alpha, A, B, beta, C, conj=lambda x: x):
    """Column-major reference on 2-D arrays indexed [row, col], op by letters N/T/C."""
    def op(M, t, i, j):
        if t == "N":
            return M[i, j]
        return M[j, i] if t == "T" else conj(M[j, i])
    out = [[0] * n for _ in range(m)]
    for i in range(m):
        for j in range(n):
            s = 0
            for p in range(k):
                s += op(A, ta, i, p) * op(B, tb, p, j)
            out[i][j] = alpha * s + beta * C[i, j]
    return np.array(out)


def padded(rows, cols, ld, dtype, rng, complex_=False):
    """A column-major rows x cols matrix inside an ld x cols buffer; padding set to 777."""
    buf = np.full((cols, ld), 777, dtype)
    vals = rng.uniform(-1, 1, (cols, rows))
    if complex_:
        vals = vals + 1j * rng.uniform(-1, 1, (cols, rows))
    buf[:, :rows] = vals
    return buf  # buf[j, i] is element (i, j); the memory is column-major with ld


# --- handles, modes ---------------------------------------------------------------------
@scenario
def handle_lifecycle(c):
    h = handle()
    c.eq(blas.cublasDestroy_v2(h), SUCCESS, "destroy")
    c.eq(blas.cublasDestroy_v2(h), NOT_INITIALIZED, "destroy twice")
    v = ctypes.c_int()
    c.eq(blas.cublasGetVersion_v2(h, ctypes.byref(v)), NOT_INITIALIZED, "destroyed handle")
    c.eq(blas.cublasCreate_v2(None), INVALID_VALUE, "create(NULL)")
    c.eq(blas.cublasSetStream_v2(ctypes.c_void_p(0xDEAD0), None), NOT_INITIALIZED, "garbage handle")


@scenario
def stream_math_pointer_modes(c):
    h = handle()
    s = ctypes.c_void_p()
    c.eq(blas.cublasGetStream_v2(h, ctypes.byref(s)), SUCCESS, "get default stream")
    c.eq(s.value, None, "default stream is NULL")
    c.eq(blas.cublasSetStream_v2(h, ctypes.c_void_p(0x5150)), SUCCESS, "set stream")
    blas.cublasGetStream_v2(h, ctypes.byref(s))
    c.eq(s.value, 0x5150, "stream round trip")
    mode = ctypes.c_int(-1)
    blas.cublasGetMathMode(h, ctypes.byref(mode))
    c.eq(mode.value, 0, "default math mode")
    c.eq(blas.cublasSetMathMode(h, TF32_TENSOR_OP_MATH | 16), SUCCESS, "tf32 | disallow-reduction flag")
    blas.cublasGetMathMode(h, ctypes.byref(mode))
    c.eq(mode.value, TF32_TENSOR_OP_MATH | 16, "math mode round trip")
    c.eq(blas.cublasSetMathMode(h, 99), INVALID_VALUE, "unknown math mode")
    c.eq(blas.cublasGetPointerMode_v2(h, ctypes.byref(mode)), SUCCESS, "get pointer mode")
    c.eq(mode.value, POINTER_MODE_HOST, "default pointer mode")
    c.eq(blas.cublasSetPointerMode_v2(h, POINTER_MODE_DEVICE), SUCCESS, "device pointer mode")
    blas.cublasGetPointerMode_v2(h, ctypes.byref(mode))
    c.eq(mode.value, POINTER_MODE_DEVICE, "pointer mode round trip")
    c.eq(blas.cublasSetPointerMode_v2(h, 5), INVALID_VALUE, "unknown pointer mode")
    c.eq(blas.cublasGetMathMode(h, None), INVALID_VALUE, "NULL out-pointer")
    work = np.zeros(1024 + 256, np.uint8)
    aligned = (work.ctypes.data + 255) & ~255
    c.eq(blas.cublasSetWorkspace_v2(h, ctypes.c_void_p(aligned), 1024), SUCCESS, "aligned workspace")
    c.eq(blas.cublasSetWorkspace_v2(h, ctypes.c_void_p(aligned + 4), 1000), INVALID_VALUE, "misaligned workspace")


@scenario
def version_and_status_names(c):
    h = handle()
    v = ctypes.c_int()
    c.eq(blas.cublasGetVersion_v2(h, ctypes.byref(v)), SUCCESS, "GetVersion")
    c.eq(v.value, 130100, "version as the H200's cuBLAS reports it")
    blas.cublasGetStatusName.restype = ctypes.c_char_p
    c.eq(blas.cublasGetStatusName(INVALID_VALUE), b"CUBLAS_STATUS_INVALID_VALUE", "status name")
    major = ctypes.c_int()
    c.eq(blas.cublasGetProperty(0, ctypes.byref(major)), SUCCESS, "GetProperty")
    c.eq(major.value, 13, "major version")


# --- gemm ------------------------------------------------------------------------------
@scenario
def sgemm_every_transpose_with_padding(c):
    h, rng = handle(), np.random.default_rng(1)
    m, n, k = 5, 4, 6
    for ta in "NTC":
        for tb in "NT":
            ar, ac = (m, k) if ta == "N" else (k, m)
            br, bc = (k, n) if tb == "N" else (n, k)
            A, B = padded(ar, ac, ar + 2, np.float32, rng), padded(br, bc, br + 1, np.float32, rng)
            C = padded(m, n, m + 3, np.float32, rng)
            want = loop_gemm(ta, tb, m, n, k, 1.5, A.T.astype(np.float64), B.T.astype(np.float64), -0.5,
                             C.T.astype(np.float64))
            status = blas.cublasSgemm_v2(h, "NTC".index(ta), "NT".index(tb), m, n, k, ref(1.5, ctypes.c_float),
                                         ptr(A), ar + 2, ptr(B), br + 1, ref(-0.5, ctypes.c_float), ptr(C), m + 3)
            c.eq(status, SUCCESS, f"sgemm {ta}{tb}")
            c.close(C.T[:m, :n], want, 1e-5, f"sgemm {ta}{tb}")
            c.eq(bool(np.all(C[:, m:] == 777)), True, f"sgemm {ta}{tb} padding untouched")


@scenario
def dgemm_zgemm_cgemm(c):
    h, rng = handle(), np.random.default_rng(2)
    m, n, k = 3, 5, 4
    A, B, C = padded(k, m, k, np.float64, rng), padded(k, n, k, np.float64, rng), padded(m, n, m, np.float64, rng)
    want = loop_gemm("T", "N", m, n, k, 2.0, A.T, B.T, 0.25, C.T)
    c.eq(blas.cublasDgemm_v2(h, OP_T, OP_N, m, n, k, ref(2.0, ctypes.c_double), ptr(A), k, ptr(B), k,
                             ref(0.25, ctypes.c_double), ptr(C), m), SUCCESS, "dgemm")
    c.close(C.T, want, 1e-13, "dgemm TN")
    for name, dtype, tol in (("cublasZgemm_v2", np.complex128, 1e-13), ("cublasCgemm_v2", np.complex64, 1e-5)):
        A, B = padded(k, m, k, dtype, rng, True), padded(k, n, k, dtype, rng, True)
        C = padded(m, n, m, dtype, rng, True)
        alpha, beta = np.array([1 - 2j], dtype), np.array([0.5j], dtype)
        want = loop_gemm("C", "N", m, n, k, complex(alpha[0]), A.T.astype(np.complex128),
                         B.T.astype(np.complex128), complex(beta[0]), C.T.astype(np.complex128), conj=np.conj)
        c.eq(getattr(blas, name)(h, OP_C, OP_N, m, n, k, ptr(alpha), ptr(A), k, ptr(B), k, ptr(beta), ptr(C), m),
             SUCCESS, name)
        c.close(C.T, want, tol * 10, f"{name} CN")


@scenario
def gemm_64bit_entry_point(c):
    h, rng = handle(), np.random.default_rng(3)
    m, n, k = 4, 3, 2
    A, B, C = padded(m, k, m, np.float32, rng), padded(k, n, k, np.float32, rng), np.zeros((n, m), np.float32)
    fn = blas.cublasSgemm_v2_64
    fn.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int] + [ctypes.c_int64] * 3 + [
        ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p,
        ctypes.c_void_p, ctypes.c_int64]
    c.eq(fn(h, OP_N, OP_N, m, n, k, ref(1.0, ctypes.c_float), ptr(A), m, ptr(B), k, ref(0.0, ctypes.c_float),
            ptr(C), m), SUCCESS, "Sgemm_v2_64")
    c.close(C.T, loop_gemm("N", "N", m, n, k, 1.0, A.T.astype(float), B.T.astype(float), 0.0, np.zeros((m, n))),
            1e-5, "Sgemm_v2_64")


def f16_round(x):
    return np.float64(np.float16(x))


def bf16_bits(x: float) -> int:
    """Round-to-nearest-even fp32 -> bf16 bits, written out bit by bit (independent of views)."""
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF


def bf16_value(b: int) -> float:
    return struct.unpack("<f", struct.pack("<I", int(b) << 16))[0]


@scenario
def gemm_ex_half_and_bf16(c):
    h, rng = handle(), np.random.default_rng(4)
    m, n, k = 6, 5, 7
    # fp16 in, fp16 out, fp16 compute (half scalars)
    A = rng.uniform(-1, 1, (k, m)).astype(np.float16)   # [col, row]: column-major m x k
    B = rng.uniform(-1, 1, (n, k)).astype(np.float16)
    C = np.zeros((n, m), np.float16)
    half_one, half_zero = np.array([1.0], np.float16), np.array([0.0], np.float16)   # half scalars
    status = blas.cublasGemmEx(h, OP_N, OP_N, m, n, k, ptr(half_one), ptr(A), CUDA_R_16F, m,
                               ptr(B), CUDA_R_16F, k, ptr(half_zero), ptr(C), CUDA_R_16F, m, COMPUTE_16F, -1)
    c.eq(status, SUCCESS, "GemmEx f16/f16/16F")
    want = loop_gemm("N", "N", m, n, k, 1.0, A.T.astype(float), B.T.astype(float), 0.0, np.zeros((m, n)))
    c.close(C.T.astype(float), want, 2e-2, "GemmEx fp16")
    # bf16 in, fp32 out, fp32 compute
    a_vals = [[bf16_bits(float(rng.uniform(-1, 1))) for _ in range(k)] for _ in range(m)]   # [row][col]
    b_vals = [[bf16_bits(float(rng.uniform(-1, 1))) for _ in range(n)] for _ in range(k)]
    A = np.array([[a_vals[i][p] for i in range(m)] for p in range(k)], np.uint16)           # column-major
    B = np.array([[b_vals[p][j] for p in range(k)] for j in range(n)], np.uint16)
    C = np.ones((n, m), np.float32)
    status = blas.cublasGemmEx(h, OP_N, OP_N, m, n, k, ref(1.0, ctypes.c_float), ptr(A), CUDA_R_16BF, m, ptr(B),
                               CUDA_R_16BF, k, ref(2.0, ctypes.c_float), ptr(C), CUDA_R_32F, m, COMPUTE_32F, -1)
    c.eq(status, SUCCESS, "GemmEx bf16/f32/32F")
    want = [[sum(bf16_value(a_vals[i][p]) * bf16_value(b_vals[p][j]) for p in range(k)) + 2.0 for j in range(n)]
            for i in range(m)]
    c.close(C.T, want, 1e-5, "GemmEx bf16 -> fp32")
    # a combination cuBLAS has no kernel for
    c.eq(blas.cublasGemmEx(h, OP_N, OP_N, m, n, k, ref(1.0, ctypes.c_float), ptr(A), CUDA_R_16BF, m, ptr(B),
                           CUDA_R_16F, k, ref(0.0, ctypes.c_float), ptr(C), CUDA_R_32F, m, COMPUTE_32F, -1),
         NOT_SUPPORTED, "mixed A/B types")
    c.eq(blas.cublasGemmEx(h, OP_N, OP_N, m, n, k, ref(1.0, ctypes.c_float), ptr(A), CUDA_R_16BF, m, ptr(B),
                           CUDA_R_16BF, k, ref(0.0, ctypes.c_float), ptr(C), CUDA_R_64F, m, COMPUTE_32F, -1),
         NOT_SUPPORTED, "fp64 output of a 32F compute")


@scenario
def hgemm_plain_strided_and_pointer_arrays(c):
    """cublasHgemm and its batched forms (declared only for C++ in cublas_api.h): fp16 data,
    fp16 scalars; references from the fp16 inputs summed in float64, rounded to fp16 once."""
    h, rng = handle(), np.random.default_rng(12)
    m, n, k, batch = 5, 4, 6, 3
    alpha, beta = np.array([1.5], np.float16), np.array([-0.5], np.float16)

    def want(A, B, C):   # A: [col, row] k x m storage, B: n x k, C: n x m
        ref_ = loop_gemm("N", "N", m, n, k, 1.5, A.T.astype(float), B.T.astype(float), -0.5, C.T.astype(float))
        return np.float16(ref_).astype(float)

    A = rng.uniform(-1, 1, (k, m)).astype(np.float16)
    B = rng.uniform(-1, 1, (n, k)).astype(np.float16)
    C = rng.uniform(-1, 1, (n, m)).astype(np.float16)
    expected = want(A, B, C)
    c.eq(blas.cublasHgemm(h, OP_N, OP_N, m, n, k, ptr(alpha), ptr(A), m, ptr(B), k, ptr(beta), ptr(C), m),
         SUCCESS, "Hgemm")
    c.close(C.T.astype(float), expected, 2e-2, "Hgemm")
    C = np.zeros((n, m), np.float16)
    c.eq(blas.cublasHgemm_64(h, OP_N, OP_N, ctypes.c_int64(m), ctypes.c_int64(n), ctypes.c_int64(k), ptr(alpha),
                             ptr(A), ctypes.c_int64(m), ptr(B), ctypes.c_int64(k), ptr(beta), ptr(C),
                             ctypes.c_int64(m)), SUCCESS, "Hgemm_64")
    c.close(C.T.astype(float), want(A, B, np.zeros((n, m), np.float16)), 2e-2, "Hgemm_64")
    # strided batches with gaps that must stay untouched
    sa, sb, sc = m * k + 3, k * n + 1, m * n + 2
    As = rng.uniform(-1, 1, sa * batch).astype(np.float16)
    Bs = rng.uniform(-1, 1, sb * batch).astype(np.float16)
    Cs = np.full(sc * batch, 7, np.float16)
    c.eq(blas.cublasHgemmStridedBatched(h, OP_N, OP_N, m, n, k, ptr(alpha), ptr(As), m, ctypes.c_longlong(sa),
                                        ptr(Bs), k, ctypes.c_longlong(sb), ptr(beta), ptr(Cs), m,
                                        ctypes.c_longlong(sc), batch), SUCCESS, "HgemmStridedBatched")
    for b in range(batch):
        Ab = As[b * sa: b * sa + m * k].reshape(k, m)
        Bb = Bs[b * sb: b * sb + k * n].reshape(n, k)
        got = Cs[b * sc: b * sc + m * n].reshape(n, m).T.astype(float)
        c.close(got, want(Ab, Bb, np.full((n, m), 7, np.float16)), 2e-2, f"HgemmStridedBatched batch {b}")
        c.eq(bool(np.all(Cs[b * sc + m * n: (b + 1) * sc] == 7)), True, f"gap after batch {b} untouched")
    # pointer arrays of separate matrices
    mats = [(rng.uniform(-1, 1, (k, m)).astype(np.float16), rng.uniform(-1, 1, (n, k)).astype(np.float16),
             rng.uniform(-1, 1, (n, m)).astype(np.float16)) for _ in range(batch)]
    expected = [want(*mat) for mat in mats]
    arrays = [np.array([mat[i].ctypes.data for mat in mats], np.uint64) for i in range(3)]
    c.eq(blas.cublasHgemmBatched(h, OP_N, OP_N, m, n, k, ptr(alpha), ptr(arrays[0]), m, ptr(arrays[1]), k,
                                 ptr(beta), ptr(arrays[2]), m, batch), SUCCESS, "HgemmBatched")
    for b, mat in enumerate(mats):
        c.close(mat[2].T.astype(float), expected[b], 2e-2, f"HgemmBatched batch {b}")


@scenario
def mixed_precision_gemv_batches(c):
    """cublas{HSH,HSS,TST,TSS}gemv(Strided)Batched: fp16/bf16 A and x, fp32 scalars and sums,
    y in the third letter's type; references summed in float64 here, rounded to y's type."""
    h, rng = handle(), np.random.default_rng(13)
    m, n, batch = 5, 7, 3
    alpha, beta = 0.75, -1.25
    kinds = {"H": (np.float16, lambda v: np.float16(v), lambda s: s.astype(float)),
             "T": (np.uint16, lambda v: np.array([bf16_bits(float(e)) for e in np.ravel(v)], np.uint16).reshape(np.shape(v)),
                   lambda s: np.array([bf16_value(b) for b in np.ravel(s)]).reshape(s.shape)),
             "S": (np.float32, lambda v: np.float32(v), lambda s: s.astype(float))}
    for letters in ("HSH", "HSS", "TST", "TSS"):
        (in_dtype, in_store, in_load), (out_dtype, out_store, out_load) = kinds[letters[0]], kinds[letters[2]]
        for trans, (rows, cols) in ((OP_N, (m, n)), (OP_T, (n, m))):   # y has `rows` entries
            sa, sx, sy = m * n + 3, cols + 2, rows + 1
            A = in_store(rng.uniform(-1, 1, sa * batch))
            x = in_store(rng.uniform(-1, 1, sx * batch))
            y = out_store(rng.uniform(-1, 1, sy * batch))
            want = []
            for b in range(batch):
                Ab = in_load(A[b * sa: b * sa + m * n]).reshape(n, m).T     # column-major m x n
                op = Ab if trans == OP_N else Ab.T
                yb = alpha * (op @ in_load(x[b * sx: b * sx + cols])) + beta * out_load(y[b * sy: b * sy + rows])
                want.append(out_load(out_store(yb)))
            y_batched = y.copy()
            fn = getattr(blas, f"cublas{letters}gemvStridedBatched")
            c.eq(fn(h, trans, m, n, ref(alpha, ctypes.c_float), ptr(A), m, ctypes.c_longlong(sa), ptr(x), 1,
                    ctypes.c_longlong(sx), ref(beta, ctypes.c_float), ptr(y), 1, ctypes.c_longlong(sy), batch),
                 SUCCESS, f"{letters}gemvStridedBatched trans={trans}")
            tol = 2e-2 if letters[2] != "S" else 1e-5
            for b in range(batch):
                c.close(out_load(y[b * sy: b * sy + rows]), want[b], tol, f"{letters} strided trans={trans} batch {b}")
                c.eq(out_load(y[b * sy + rows: (b + 1) * sy]).tolist(), out_load(y_batched[b * sy + rows: (b + 1) * sy]).tolist(),
                     f"{letters} gap after batch {b} untouched")
            # the pointer-array form over the same matrices gives the same result
            arrays = [np.array([buf.ctypes.data + b * stride * buf.itemsize for b in range(batch)], np.uint64)
                      for buf, stride in ((A, sa), (x, sx), (y_batched, sy))]
            fn = getattr(blas, f"cublas{letters}gemvBatched")
            c.eq(fn(h, trans, m, n, ref(alpha, ctypes.c_float), ptr(arrays[0]), m, ptr(arrays[1]), 1,
                    ref(beta, ctypes.c_float), ptr(arrays[2]), 1, batch), SUCCESS, f"{letters}gemvBatched trans={trans}")
            c.eq(y_batched.tolist(), y.tolist(), f"{letters} batched == strided trans={trans}")


def tf32(x: float) -> float:
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    bits = (bits + 0xFFF + ((bits >> 13) & 1)) & 0xFFFFE000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


@scenario
def tf32_math_mode_rounds_inputs(c):
    h, rng = handle(), np.random.default_rng(5)
    m = n = k = 4
    A = rng.uniform(-1, 1, (k, m)).astype(np.float32)
    B = rng.uniform(-1, 1, (n, k)).astype(np.float32)
    C = np.zeros((n, m), np.float32)
    blas.cublasSetMathMode(h, TF32_TENSOR_OP_MATH)
    blas.cublasSgemm_v2(h, OP_N, OP_N, m, n, k, ref(1.0, ctypes.c_float), ptr(A), m, ptr(B), k,
                        ref(0.0, ctypes.c_float), ptr(C), m)
    want = [[sum(tf32(float(A[p, i])) * tf32(float(B[j, p])) for p in range(k)) for j in range(n)] for i in range(m)]
    exact = [[sum(float(A[p, i]) * float(B[j, p]) for p in range(k)) for j in range(n)] for i in range(m)]
    c.close(C.T, want, 2e-6, "TF32 products")
    c.eq(bool(np.max(np.abs(np.array(exact) - C.T)) > 1e-5), True, "TF32 differs from fp32")


@scenario
def strided_and_pointer_array_batches(c):
    h, rng = handle(), np.random.default_rng(6)
    m, n, k, batch = 3, 2, 4, 3
    sa, sb, sc = m * k + 5, k * n + 1, m * n + 2
    A = rng.uniform(-1, 1, sa * batch).astype(np.float32)
    B = rng.uniform(-1, 1, sb * batch).astype(np.float32)
    C = np.full(sc * batch, 9, np.float32)
    c.eq(blas.cublasSgemmStridedBatched(h, OP_N, OP_N, m, n, k, ref(1.0, ctypes.c_float), ptr(A), m,
                                        ctypes.c_longlong(sa), ptr(B), k, ctypes.c_longlong(sb),
                                        ref(0.0, ctypes.c_float), ptr(C), m, ctypes.c_longlong(sc), batch),
         SUCCESS, "SgemmStridedBatched")
    for b in range(batch):
        Ab = A[b * sa: b * sa + m * k].reshape(k, m).T.astype(float)
        Bb = B[b * sb: b * sb + k * n].reshape(n, k).T.astype(float)
        got = C[b * sc: b * sc + m * n].reshape(n, m).T
        c.close(got, loop_gemm("N", "N", m, n, k, 1.0, Ab, Bb, 0.0, np.zeros((m, n))), 1e-5, f"strided batch {b}")
        c.eq(bool(np.all(C[b * sc + m * n: (b + 1) * sc] == 9)), True, f"gap after batch {b} untouched")
    # pointer arrays (in device memory) of separate matrices, double precision
    mats = [(rng.uniform(-1, 1, (k, m)), rng.uniform(-1, 1, (n, k)), np.zeros((n, m))) for _ in range(batch)]
    arrays = [np.array([mat[i].ctypes.data for mat in mats], np.uint64) for i in range(3)]
    c.eq(blas.cublasDgemmBatched(h, OP_N, OP_N, m, n, k, ref(1.0, ctypes.c_double), ptr(arrays[0]), m,
                                 ptr(arrays[1]), k, ref(0.0, ctypes.c_double), ptr(arrays[2]), m, batch),
         SUCCESS, "DgemmBatched")
    for b, (Am, Bm, Cm) in enumerate(mats):
        c.close(Cm.T, loop_gemm("N", "N", m, n, k, 1.0, Am.T, Bm.T, 0.0, np.zeros((m, n))), 1e-13, f"batched {b}")
    # GemmStridedBatchedEx in fp32 gives the strided result again
    C2 = np.full(sc * batch, 9, np.float32)
    c.eq(blas.cublasGemmStridedBatchedEx(h, OP_N, OP_N, m, n, k, ref(1.0, ctypes.c_float), ptr(A), CUDA_R_32F, m,
                                         ctypes.c_longlong(sa), ptr(B), CUDA_R_32F, k, ctypes.c_longlong(sb),
                                         ref(0.0, ctypes.c_float), ptr(C2), CUDA_R_32F, m, ctypes.c_longlong(sc),
                                         batch, COMPUTE_32F, -1), SUCCESS, "GemmStridedBatchedEx")
    c.close(C2, C, 1e-6, "GemmStridedBatchedEx == SgemmStridedBatched")
    bad = np.array([0, 0, 0], np.uint64)
    c.eq(blas.cublasDgemmBatched(h, OP_N, OP_N, m, n, k, ref(1.0, ctypes.c_double), ptr(bad), m, ptr(arrays[1]), k,
                                 ref(0.0, ctypes.c_double), ptr(arrays[2]), m, batch), INVALID_VALUE,
         "NULL matrix in a pointer array")


@scenario
def trsm_batched_as_llama_solve_tri(c):
    """SOLVE_TRI's call for matrices over 64 rows: X A = B (A upper, non-unit), B overwritten,
    through pointer arrays; and the plain form with a unit lower triangle on the left."""
    h, rng = handle(), np.random.default_rng(11)
    n, k, batch = 6, 4, 2
    As = [np.triu(rng.uniform(0.5, 1.5, (n, n))).astype(np.float32) for _ in range(batch)]  # [col, row] storage
    Bs = [rng.uniform(-1, 1, (n, k)).astype(np.float32) for _ in range(batch)]               # k x n column-major
    want = []
    for A, B in zip(As, Bs):
        Am, Bm = A.T.astype(float), B.T.astype(float)   # math matrices: A n x n upper, B k x n
        X = np.zeros((k, n))
        for r in range(k):                               # x A = b, column by column
            for j in range(n):
                X[r, j] = (Bm[r, j] - sum(X[r, i] * Am[i, j] for i in range(j))) / Am[j, j]
        want.append(X)
    arrays = [np.array([m.ctypes.data for m in ms], np.uint64) for ms in (As, Bs)]
    c.eq(blas.cublasStrsmBatched(h, 1, 1, OP_N, 0, k, n, ref(1.0, ctypes.c_float), ptr(arrays[0]), n,
                                 ptr(arrays[1]), k, batch), SUCCESS, "StrsmBatched")
    for b in range(batch):
        c.close(Bs[b].T, want[b], 1e-4, f"StrsmBatched batch {b}")
    m = 3
    L = np.tril(rng.uniform(-1, 1, (m, m))).T.copy()     # storage of a lower triangle, garbage diagonal
    B = rng.uniform(-1, 1, (2, m))                        # m x 2 column-major
    Lm, Bm = L.T.copy(), B.T.copy()
    X = np.zeros((m, 2))
    for col in range(2):
        for i in range(m):
            X[i, col] = 2.0 * Bm[i, col] - sum(Lm[i, j] * X[j, col] for j in range(i))
    c.eq(blas.cublasDtrsm_v2(h, 0, 0, OP_N, 1, m, 2, ref(2.0, ctypes.c_double), ptr(L), m, ptr(B), m), SUCCESS,
         "Dtrsm_v2 left lower unit")
    c.close(B.T, X, 1e-12, "Dtrsm_v2 result")


@scenario
def gemm_misuse_statuses(c):
    h = handle()
    A = np.zeros(64, np.float32)
    one, zero = ref(1.0, ctypes.c_float), ref(0.0, ctypes.c_float)
    c.eq(blas.cublasSgemm_v2(h, OP_N, OP_N, -1, 2, 2, one, ptr(A), 2, ptr(A), 2, zero, ptr(A), 2),
         INVALID_VALUE, "m < 0")
    c.eq(blas.cublasSgemm_v2(h, OP_N, OP_N, 4, 2, 2, one, ptr(A), 2, ptr(A), 2, zero, ptr(A), 4),
         INVALID_VALUE, "lda < m")
    c.eq(blas.cublasSgemm_v2(h, 7, OP_N, 2, 2, 2, one, ptr(A), 2, ptr(A), 2, zero, ptr(A), 2),
         INVALID_VALUE, "unknown transa")
    c.eq(blas.cublasSgemm_v2(h, OP_N, OP_N, 2, 2, 2, None, ptr(A), 2, ptr(A), 2, zero, ptr(A), 2),
         INVALID_VALUE, "NULL alpha")
    c.eq(blas.cublasSgemm_v2(h, OP_N, OP_N, 2, 2, 2, one, None, 2, ptr(A), 2, zero, ptr(A), 2),
         INVALID_VALUE, "NULL A")
    c.eq(blas.cublasSgemm_v2(h, OP_N, OP_N, 0, 2, 2, one, None, 1, None, 2, zero, None, 1),
         SUCCESS, "empty problem touches nothing")


# --- level 2 and level 1 -------------------------------------------------------------------
@scenario
def gemv_with_increments(c):
    h, rng = handle(), np.random.default_rng(7)
    m, n, lda = 5, 3, 7
    A = padded(m, n, lda, np.float32, rng)
    x = rng.uniform(-1, 1, 2 * max(m, n)).astype(np.float32)
    for op, (xl, yl) in (("N", (n, m)), ("T", (m, n))):
        y = rng.uniform(-1, 1, 3 * yl).astype(np.float32)
        y0 = y.copy()
        c.eq(blas.cublasSgemv_v2(h, "NT".index(op), m, n, ref(2.0, ctypes.c_float), ptr(A), lda, ptr(x), 2,
                                 ref(0.5, ctypes.c_float), ptr(y), 3), SUCCESS, f"sgemv {op}")
        for i in range(yl):
            s = sum((A[j, i] if op == "N" else A[i, j]) * x[2 * j] for j in range(xl))
            c.close(y[3 * i], 2.0 * s + 0.5 * y0[3 * i], 1e-5, f"sgemv {op} y[{i}]")
        c.eq(bool(np.all(np.delete(y, np.arange(0, 3 * yl, 3)) == np.delete(y0, np.arange(0, 3 * yl, 3)))), True,
             f"sgemv {op} leaves the gaps")


@scenario
def dot_long_and_half(c):
    # a float dot of a million products (HeCBench's blas-dot): the exact sum rounded once,
    # not a running float sum that drifts by tens of units; DotEx of half and bfloat16
    # vectors (float execution), the result rounded to the vectors' type
    h = handle()
    n = 1 << 20
    x = np.full(n, math.sqrt(65504.0 / n), np.float32)
    want = math.fsum(float(v) * float(v) for v in x[:1]) * n
    r = ctypes.c_float()
    blas.cublasSdot_v2(h, n, ptr(x), 1, ptr(x), 1, ctypes.byref(r))
    c.close(r.value, want, 0.01, "sdot of 2^20 products")
    rng = np.random.default_rng(9)
    a, b = rng.uniform(-1, 1, 64).astype(np.float16), rng.uniform(-1, 1, 64).astype(np.float16)
    out = np.zeros(1, np.float16)
    c.eq(blas.cublasDotEx(h, 64, ptr(a), CUDA_R_16F, 1, ptr(b), CUDA_R_16F, 1, ptr(out), CUDA_R_16F, CUDA_R_32F),
         SUCCESS, "DotEx half status")
    c.eq(float(out[0]), float(np.float16(math.fsum(float(p) * float(q) for p, q in zip(a, b)))), "DotEx half")
    bits_a = (a.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)   # exact: a half fits bfloat16
    bits_b = (b.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    bf_a = (bits_a.astype(np.uint32) << 16).view(np.float32)
    bf_b = (bits_b.astype(np.uint32) << 16).view(np.float32)
    out16 = np.zeros(1, np.uint16)
    c.eq(blas.cublasDotEx(h, 64, ptr(bits_a), CUDA_R_16BF, 1, ptr(bits_b), CUDA_R_16BF, 1, ptr(out16), CUDA_R_16BF,
                          CUDA_R_32F), SUCCESS, "DotEx bfloat16 status")
    got = float((out16.astype(np.uint32) << 16).view(np.float32)[0])
    exact = math.fsum(float(p) * float(q) for p, q in zip(bf_a, bf_b))
    c.close(got, exact, abs(exact) / 128, "DotEx bfloat16 (8 significant bits)")
    c.eq(blas.cublasDotEx(h, 64, ptr(a), CUDA_R_16F, 1, ptr(b), CUDA_R_16BF, 1, ptr(out), CUDA_R_16F, CUDA_R_32F),
         NOT_SUPPORTED, "DotEx of two types")


@scenario
def level1_real(c):
    h, rng = handle(), np.random.default_rng(8)
    n = 7
    x = rng.uniform(-2, 2, n).astype(np.float32)
    y = rng.uniform(-2, 2, 2 * n).astype(np.float32)
    y0 = y.copy()
    blas.cublasSaxpy_v2(h, n, ref(-1.5, ctypes.c_float), ptr(x), 1, ptr(y), 2)
    c.close(y[::2], [y0[2 * i] - 1.5 * x[i] for i in range(n)], 1e-6, "saxpy incy=2")
    c.eq(bool(np.all(y[1::2] == y0[1::2])), True, "saxpy leaves the gaps")
    r = ctypes.c_float()
    blas.cublasSdot_v2(h, n, ptr(x), 1, ptr(y), 2, ctypes.byref(r))
    c.close(r.value, sum(float(x[i]) * float(y[2 * i]) for i in range(n)), 1e-5, "sdot")
    blas.cublasSnrm2_v2(h, n, ptr(x), 1, ctypes.byref(r))
    c.close(r.value, math.sqrt(sum(float(v) ** 2 for v in x)), 1e-5, "snrm2")
    blas.cublasSasum_v2(h, n, ptr(x), 1, ctypes.byref(r))
    c.close(r.value, sum(abs(float(v)) for v in x), 1e-5, "sasum")
    ties = np.array([1, -3, 2, 3, -0.5], np.float32)
    i = ctypes.c_int()
    blas.cublasIsamax_v2(h, 5, ptr(ties), 1, ctypes.byref(i))
    c.eq(i.value, 2, "isamax picks the first of equal magnitudes (1-based)")
    blas.cublasIsamin_v2(h, 5, ptr(ties), 1, ctypes.byref(i))
    c.eq(i.value, 5, "isamin")
    blas.cublasIsamax_v2(h, 0, ptr(ties), 1, ctypes.byref(i))
    c.eq(i.value, 0, "isamax of nothing")
    d = rng.uniform(-1, 1, n)
    e = np.zeros(n)
    blas.cublasDcopy_v2(h, n, ptr(d), 1, ptr(e), 1)
    c.eq(list(e), list(d), "dcopy")
    blas.cublasDscal_v2(h, n, ref(3.0, ctypes.c_double), ptr(e), 1)
    c.close(e, [3 * v for v in d], 1e-15, "dscal")
    f, g = np.arange(4.0), np.arange(10.0, 14.0)
    blas.cublasDswap_v2(h, 4, ptr(f), 1, ptr(g), 1)
    c.eq((list(f), list(g)), ([10.0, 11, 12, 13], [0.0, 1, 2, 3]), "dswap")
    # device pointer mode: the result lands in device memory
    blas.cublasSetPointerMode_v2(h, POINTER_MODE_DEVICE)
    out = np.zeros(2, np.float64)
    c.eq(blas.cublasDdot_v2(h, n, ptr(d), 1, ptr(d), 1, ctypes.c_void_p(out.ctypes.data + 8)), SUCCESS,
         "ddot into device memory")
    c.close(out[1], sum(v * v for v in d), 1e-13, "ddot device-pointer result")
    alpha_dev = np.array([0.5], np.float64)
    blas.cublasDscal_v2(h, n, ptr(alpha_dev), ptr(e), 1)
    c.close(e, [1.5 * v for v in d], 1e-15, "dscal with a device alpha")
    c.eq(blas.cublasDdot_v2(h, n, ptr(d), 1, ptr(d), 1, None), INVALID_VALUE, "NULL result")


@scenario
def level1_complex(c):
    h, rng = handle(), np.random.default_rng(9)
    n = 5
    x = (rng.uniform(-1, 1, n) + 1j * rng.uniform(-1, 1, n)).astype(np.complex64)
    y = (rng.uniform(-1, 1, n) + 1j * rng.uniform(-1, 1, n)).astype(np.complex64)
    r = np.zeros(1, np.complex64)
    blas.cublasCdotc_v2(h, n, ptr(x), 1, ptr(y), 1, ptr(r))
    c.close(r[0], sum(complex(x[i]).conjugate() * complex(y[i]) for i in range(n)), 1e-5, "cdotc")
    blas.cublasCdotu_v2(h, n, ptr(x), 1, ptr(y), 1, ptr(r))
    c.close(r[0], sum(complex(x[i]) * complex(y[i]) for i in range(n)), 1e-5, "cdotu")
    f = ctypes.c_float()
    blas.cublasScnrm2_v2(h, n, ptr(x), 1, ctypes.byref(f))
    c.close(f.value, math.sqrt(sum(abs(complex(v)) ** 2 for v in x)), 1e-5, "scnrm2")
    blas.cublasScasum_v2(h, n, ptr(x), 1, ctypes.byref(f))
    c.close(f.value, sum(abs(v.real) + abs(v.imag) for v in x.astype(complex)), 1e-5, "scasum (|re|+|im|)")
    z = x.copy()
    blas.cublasCsscal_v2(h, n, ref(2.0, ctypes.c_float), ptr(z), 1)
    c.close(z, 2 * x.astype(complex), 1e-6, "csscal")
    i = ctypes.c_int()
    blas.cublasIcamax_v2(h, n, ptr(x), 1, ctypes.byref(i))
    mags = [abs(v.real) + abs(v.imag) for v in x.astype(complex)]
    c.eq(i.value, mags.index(max(mags)) + 1, "icamax by |re|+|im|")
    alpha = np.array([0.5 - 1j], np.complex128)
    zx = x.astype(np.complex128)
    zy = y.astype(np.complex128)
    want = [complex(zy[i]) + complex(alpha[0]) * complex(zx[i]) for i in range(n)]
    blas.cublasZaxpy_v2(h, n, ptr(alpha), ptr(zx), 1, ptr(zy), 1)
    c.close(zy, want, 1e-14, "zaxpy")


@scenario
def set_get_vector_matrix(c):
    src = np.arange(12, dtype=np.float64)
    dst = np.zeros(12)
    c.eq(blas.cublasSetVector(4, 8, ptr(src), 3, ptr(dst), 2), SUCCESS, "SetVector")
    c.eq(list(dst[:8:2]), [0.0, 3, 6, 9], "strided SetVector")
    c.eq(blas.cublasGetVector(4, 8, ptr(src), 0, ptr(dst), 1), INVALID_VALUE, "incx 0")
    c.eq(blas.cublasSetVector(4, 0, ptr(src), 1, ptr(dst), 1), INVALID_VALUE, "elemSize 0")
    A = np.arange(20, dtype=np.int16)          # 3 x 4 inside lda 5
    B = np.full(16, -1, np.int16)              # ldb 4
    c.eq(blas.cublasGetMatrix(3, 4, 2, ptr(A), 5, ptr(B), 4), SUCCESS, "GetMatrix")
    want = [A[j * 5 + i] if i < 3 else -1 for j in range(4) for i in range(4)]
    c.eq(list(B), want, "GetMatrix copies rows < 3 of each column, leaves the rest")
    c.eq(blas.cublasSetMatrix(3, 4, 2, ptr(A), 2, ptr(B), 4), INVALID_VALUE, "lda < rows")


# --- cuBLASLt ---------------------------------------------------------------------------
DESC = {"TRANSA": 3, "TRANSB": 4, "EPILOGUE": 7, "BIAS_POINTER": 8, "AUX_POINTER": 11, "AUX_LD": 12,
        "BIAS_DATA_TYPE": 26}
LAYOUT_BATCH_COUNT, LAYOUT_STRIDE, LAYOUT_ORDER = 5, 6, 1
PREF_WORKSPACE, PREF_ALIGN_D = 1, 8
EPI = {"DEFAULT": 1, "BIAS": 4, "GELU": 32, "GELU_AUX": 160, "GELU_BIAS": 36, "GELU_AUX_BIAS": 164,
       "DGELU": 192, "BGRADB": 512}


class HeuristicResult(ctypes.Structure):
    _fields_ = [("algo", ctypes.c_uint64 * 8), ("workspaceSize", ctypes.c_size_t), ("state", ctypes.c_int),
                ("wavesCount", ctypes.c_float), ("reserved", ctypes.c_int * 4)]


def lt_handle():
    h = ctypes.c_void_p()
    assert lt.cublasLtCreate(ctypes.byref(h)) == SUCCESS
    return h


def set_attr(fn, obj, attr, value, ctype):
    v = ctype(value)
    return fn(obj, attr, ctypes.byref(v), ctypes.sizeof(v))


def layout(dtype, rows, cols, ld):
    lay = ctypes.c_void_p()
    assert lt.cublasLtMatrixLayoutCreate(ctypes.byref(lay), dtype, ctypes.c_uint64(rows), ctypes.c_uint64(cols),
                                         ctypes.c_int64(ld)) == SUCCESS
    return lay


def matmul_desc(compute=COMPUTE_32F, scale=CUDA_R_32F, **attrs):
    d = ctypes.c_void_p()
    assert lt.cublasLtMatmulDescCreate(ctypes.byref(d), compute, scale) == SUCCESS
    for key, value in attrs.items():
        ctype = ctypes.c_uint64 if key in ("BIAS_POINTER", "AUX_POINTER") else (
            ctypes.c_int64 if key == "AUX_LD" else ctypes.c_int32)
        assert set_attr(lt.cublasLtMatmulDescSetAttribute, d, DESC[key], value, ctype) == SUCCESS, key
    return d


def heuristic(h, desc, layouts, pref=None):
    if pref is None:
        pref = ctypes.c_void_p()
        lt.cublasLtMatmulPreferenceCreate(ctypes.byref(pref))
    result, count = HeuristicResult(), ctypes.c_int(-1)
    status = lt.cublasLtMatmulAlgoGetHeuristic(h, desc, *layouts, pref, 1, ctypes.byref(result), ctypes.byref(count))
    return status, count.value, result


@scenario
def lt_handles_attributes(c):
    h = lt_handle()
    lt.cublasLtGetVersion.restype = ctypes.c_size_t
    c.eq(lt.cublasLtGetVersion(), 130100, "cublasLtGetVersion")
    d = matmul_desc(TRANSA=OP_T)
    got, written = ctypes.c_int32(-1), ctypes.c_size_t(0)
    c.eq(lt.cublasLtMatmulDescGetAttribute(d, DESC["TRANSA"], ctypes.byref(got), 4, ctypes.byref(written)),
         SUCCESS, "get TRANSA")
    c.eq((got.value, written.value), (OP_T, 4), "TRANSA round trip")
    c.eq(lt.cublasLtMatmulDescGetAttribute(d, DESC["BIAS_POINTER"], None, 0, ctypes.byref(written)), SUCCESS,
         "size query")
    c.eq(written.value, 8, "BIAS_POINTER is 8 bytes")
    c.eq(lt.cublasLtMatmulDescGetAttribute(d, DESC["BIAS_POINTER"], ctypes.byref(got), 4, None), INVALID_VALUE,
         "short buffer")
    small = ctypes.c_int8(1)
    c.eq(lt.cublasLtMatmulDescSetAttribute(d, DESC["TRANSA"], ctypes.byref(small), 1), INVALID_VALUE,
         "attribute of the wrong size (as the H200 answers)")
    c.eq(lt.cublasLtMatmulDescSetAttribute(d, 9999, ctypes.byref(small), 1), INVALID_VALUE, "unknown attribute")
    lay = layout(CUDA_R_32F, 4, 3, 4)
    c.eq(set_attr(lt.cublasLtMatrixLayoutSetAttribute, lay, LAYOUT_BATCH_COUNT, 3, ctypes.c_int32), SUCCESS,
         "layout batch count")
    c.eq(lt.cublasLtMatmulDescDestroy(d), SUCCESS, "destroy desc")
    c.eq(lt.cublasLtMatmulDescDestroy(d), INVALID_VALUE, "destroy desc twice")
    c.eq(lt.cublasLtDestroy(h), SUCCESS, "destroy handle")
    c.eq(lt.cublasLtDestroy(h), NOT_INITIALIZED, "destroy handle twice")


DESC_FAST_ACCUM = 25   # an attribute kept verbatim (accepted, not interpreted)


@scenario
def lt_descriptor_errors(c):
    """What the descriptor calls refuse (NULL out-pointers and buffers, values outside the
    enum, wrong sizes, unknown handles), and a verbatim attribute copied, not referenced."""
    c.eq(lt.cublasLtMatmulDescCreate(None, COMPUTE_32F, CUDA_R_32F), INVALID_VALUE, "desc create(NULL)")
    c.eq(lt.cublasLtMatrixLayoutCreate(None, CUDA_R_32F, ctypes.c_uint64(4), ctypes.c_uint64(4), ctypes.c_int64(4)),
         INVALID_VALUE, "layout create(NULL)")
    c.eq(lt.cublasLtMatmulPreferenceCreate(None), INVALID_VALUE, "preference create(NULL)")
    d = matmul_desc()
    c.eq(lt.cublasLtMatmulDescSetAttribute(d, DESC["TRANSA"], None, 4), INVALID_VALUE, "NULL buf")
    c.eq(set_attr(lt.cublasLtMatmulDescSetAttribute, d, DESC["TRANSA"], 99, ctypes.c_int32), INVALID_VALUE,
         "TRANSA outside cublasOperation_t")
    c.eq(set_attr(lt.cublasLtMatmulDescSetAttribute, d, DESC["TRANSA"], OP_T, ctypes.c_int64), INVALID_VALUE,
         "TRANSA of 8 bytes")
    kept = ctypes.c_int8(1)
    c.eq(lt.cublasLtMatmulDescSetAttribute(d, DESC_FAST_ACCUM, ctypes.byref(kept), 1), SUCCESS, "verbatim set")
    kept.value = 5
    got, written = ctypes.c_int8(-1), ctypes.c_size_t(0)
    c.eq(lt.cublasLtMatmulDescGetAttribute(d, DESC_FAST_ACCUM, ctypes.byref(got), 1, ctypes.byref(written)),
         SUCCESS, "verbatim get")
    c.eq((got.value, written.value), (1, 1), "the value as set, not the caller's memory now")
    lay = layout(CUDA_R_32F, 4, 3, 4)
    c.eq(set_attr(lt.cublasLtMatmulDescSetAttribute, lay, DESC["TRANSA"], OP_T, ctypes.c_int32), INVALID_VALUE,
         "a layout given as a matmul descriptor")
    c.eq(lt.cublasLtMatrixLayoutDestroy(lay), SUCCESS, "layout destroy")
    c.eq(set_attr(lt.cublasLtMatrixLayoutSetAttribute, lay, LAYOUT_BATCH_COUNT, 2, ctypes.c_int32), INVALID_VALUE,
         "set on a destroyed layout")
    c.eq(lt.cublasLtMatrixLayoutDestroy(lay), INVALID_VALUE, "layout destroyed twice")
    c.eq(lt.cublasLtMatmulDescDestroy(d), SUCCESS, "desc destroy")


@scenario
def lt_heuristic_results(c):
    h = lt_handle()
    m, n, k = 8, 4, 16
    d = matmul_desc()
    lays = [layout(CUDA_R_16BF, m, k, m), layout(CUDA_R_16BF, k, n, k), layout(CUDA_R_16BF, m, n, m),
            layout(CUDA_R_16BF, m, n, m)]
    status, count, result = heuristic(h, d, lays)
    c.eq((status, count, result.state, result.workspaceSize), (SUCCESS, 1, SUCCESS, 0), "one algorithm")
    c.eq(result.wavesCount > 0, True, "wavesCount filled in")
    # row-major order has no algorithm here: NOT_SUPPORTED and a count of 0, as NVIDIA answers
    row = layout(CUDA_R_16BF, m, n, n)
    set_attr(lt.cublasLtMatrixLayoutSetAttribute, row, LAYOUT_ORDER, 1, ctypes.c_int32)
    c.eq(heuristic(h, d, lays[:2] + [row, row])[:2], (NOT_SUPPORTED, 0), "row-major: no algorithm")
    # a preference promising less alignment than one element
    pref = ctypes.c_void_p()
    lt.cublasLtMatmulPreferenceCreate(ctypes.byref(pref))
    set_attr(lt.cublasLtMatmulPreferenceSetAttribute, pref, PREF_ALIGN_D, 1, ctypes.c_uint32)
    c.eq(heuristic(h, d, lays, pref)[:2], (NOT_SUPPORTED, 0), "D alignment below the element size")
    # shapes that do not agree
    bad = layout(CUDA_R_16BF, k + 1, n, k + 1)
    c.eq(heuristic(h, d, [lays[0], bad, lays[2], lays[3]])[0], INVALID_VALUE, "k mismatch")


def loop_matmul_bf16(A, B, m, n, k, ta, tb):
    """A, B as bf16 bit lists in column-major storage of op-shapes; returns float [i][j]."""
    def a(i, p):
        return bf16_value(A[i + p * m] if ta == "N" else A[p + i * k])

    def b(p, j):
        return bf16_value(B[p + j * k] if tb == "N" else B[j + p * n])
    return [[sum(a(i, p) * b(p, j) for p in range(k)) for j in range(n)] for i in range(m)]


def gelu(x):
    return 0.5 * x * (1 + math.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))


def gelu_grad(x):
    t = math.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3))
    return 0.5 * (1 + t) + 0.5 * x * (1 - t * t) * math.sqrt(2 / math.pi) * (1 + 3 * 0.044715 * x * x)


def aligned_u16(count, rng, offset_bytes=0):
    """bf16 data at a 256-byte aligned address (plus offset_bytes), random values in [-1, 1)."""
    raw = np.zeros(count + 256, np.uint16)
    start = ((-raw.ctypes.data) % 256 + offset_bytes) // 2
    view = raw[start:start + count]
    view[:] = [bf16_bits(float(v)) for v in rng.uniform(-1, 1, count)]
    return view, raw


@scenario
def lt_matmul_epilogues_bf16(c):
    h, rng = lt_handle(), np.random.default_rng(10)
    m, n, k = 8, 6, 16
    A, _ka = aligned_u16(m * k, rng)
    B, _kb = aligned_u16(k * n, rng)
    bias, _kbias = aligned_u16(max(m, n), rng)
    base = loop_matmul_bf16(list(A), list(B), m, n, k, "N", "N")
    lays = [layout(CUDA_R_16BF, m, k, m), layout(CUDA_R_16BF, k, n, k), layout(CUDA_R_16BF, m, n, m),
            layout(CUDA_R_16BF, m, n, m)]
    bias_f = [bf16_value(int(v)) for v in bias]
    pre_bias = [[base[i][j] + bias_f[i] for j in range(n)] for i in range(m)]
    expected = {
        "DEFAULT": (base, None), "BIAS": (pre_bias, None),
        "GELU": ([[gelu(v) for v in row] for row in base], None),
        "GELU_AUX": ([[gelu(v) for v in row] for row in base], base),
        "GELU_BIAS": ([[gelu(v) for v in row] for row in pre_bias], None),
        "GELU_AUX_BIAS": ([[gelu(v) for v in row] for row in pre_bias], pre_bias),
    }
    for epilogue, (want, want_aux) in expected.items():
        D, _kd = aligned_u16(m * n, rng)
        aux, _kaux = aligned_u16(m * n, rng)
        desc = matmul_desc(EPILOGUE=EPI[epilogue], BIAS_POINTER=bias.ctypes.data, AUX_POINTER=aux.ctypes.data,
                           AUX_LD=m)
        status, count, result = heuristic(h, desc, lays)
        c.eq((status, count), (SUCCESS, 1), f"{epilogue} heuristic")
        status = lt.cublasLtMatmul(h, desc, ref(1.0, ctypes.c_float), ptr(A), lays[0], ptr(B), lays[1],
                                   ref(0.0, ctypes.c_float), ptr(D), lays[2], ptr(D), lays[3],
                                   ctypes.byref(result.algo), None, 0, None)
        c.eq(status, SUCCESS, f"{epilogue} matmul")
        got = [[bf16_value(int(D[i + j * m])) for j in range(n)] for i in range(m)]
        c.close(got, want, 0.02 * 4, f"{epilogue} D")
        if want_aux is not None:
            got_aux = [[bf16_value(int(aux[i + j * m])) for j in range(n)] for i in range(m)]
            c.close(got_aux, want_aux, 0.02 * 4, f"{epilogue} aux = pre-activation")
    # DGELU: D = (A B) * gelu'(aux)
    aux, _kaux = aligned_u16(m * n, rng)
    D, _kd = aligned_u16(m * n, rng)
    desc = matmul_desc(EPILOGUE=EPI["DGELU"], AUX_POINTER=aux.ctypes.data, AUX_LD=m)
    c.eq(lt.cublasLtMatmul(h, desc, ref(1.0, ctypes.c_float), ptr(A), lays[0], ptr(B), lays[1],
                           ref(0.0, ctypes.c_float), ptr(D), lays[2], ptr(D), lays[3], None, None, 0, None),
         SUCCESS, "DGELU (NULL algo: implicit heuristic)")
    want = [[base[i][j] * gelu_grad(bf16_value(int(aux[i + j * m]))) for j in range(n)] for i in range(m)]
    c.close([[bf16_value(int(D[i + j * m])) for j in range(n)] for i in range(m)], want, 0.08, "DGELU D")
    # BGRADB: bias[j] = sum over k of op(B)[p, j], with B transposed as llm.c's backward pass uses it
    Bt, _kbt = aligned_u16(n * k, rng)
    grad = np.zeros(n + 8, np.float32)
    D2 = np.zeros(m * n + 8, np.float32)
    desc = matmul_desc(TRANSB=OP_T, EPILOGUE=EPI["BGRADB"], BIAS_POINTER=grad.ctypes.data,
                       BIAS_DATA_TYPE=CUDA_R_32F)
    f32 = [layout(CUDA_R_32F, m, n, m), layout(CUDA_R_32F, m, n, m)]
    bt_lay = layout(CUDA_R_16BF, n, k, n)
    c.eq(lt.cublasLtMatmul(h, desc, ref(1.0, ctypes.c_float), ptr(A), lays[0], ptr(Bt), bt_lay,
                           ref(0.0, ctypes.c_float), ptr(D2), f32[0], ptr(D2), f32[1], None, None, 0, None),
         SUCCESS, "BGRADB")
    want_grad = [sum(bf16_value(int(Bt[j + p * n])) for p in range(k)) for j in range(n)]
    c.close(grad[:n], want_grad, 1e-4, "BGRADB bias gradient")
    c.close([[D2[i + j * m] for j in range(n)] for i in range(m)],
            loop_matmul_bf16(list(A), list(Bt), m, n, k, "N", "T"), 1e-4, "BGRADB D")


@scenario
def lt_alignment_and_batches(c):
    h, rng = lt_handle(), np.random.default_rng(11)
    m, n, k, batch = 8, 8, 8, 2
    lays = [layout(CUDA_R_16BF, m, k, m), layout(CUDA_R_16BF, k, n, k), layout(CUDA_R_16BF, m, n, m),
            layout(CUDA_R_16BF, m, n, m)]
    desc = matmul_desc()
    status, count, result = heuristic(h, desc, lays)
    A, _ka = aligned_u16(m * k, rng)
    B, _kb = aligned_u16(k * n, rng)
    D, _kd = aligned_u16(m * n, rng, offset_bytes=2)   # 2-byte aligned only
    c.eq(lt.cublasLtMatmul(h, desc, ref(1.0, ctypes.c_float), ptr(A), lays[0], ptr(B), lays[1],
                           ref(0.0, ctypes.c_float), ptr(D), lays[2], ptr(D), lays[3], ctypes.byref(result.algo),
                           None, 0, None), NOT_SUPPORTED, "misaligned D under a 16-byte algorithm")
    c.eq(lt.cublasLtMatmul(h, desc, ref(1.0, ctypes.c_float), ptr(A), lays[0], ptr(B), lays[1],
                           ref(0.0, ctypes.c_float), ptr(D), lays[2], ptr(D), lays[3], None, None, 0, None),
         SUCCESS, "NULL algo adapts to the misaligned D")
    pref = ctypes.c_void_p()
    lt.cublasLtMatmulPreferenceCreate(ctypes.byref(pref))
    for attr in (5, 6, 7, 8):
        set_attr(lt.cublasLtMatmulPreferenceSetAttribute, pref, attr, 2, ctypes.c_uint32)
    status, count, result2 = heuristic(h, desc, lays, pref)
    c.eq(lt.cublasLtMatmul(h, desc, ref(1.0, ctypes.c_float), ptr(A), lays[0], ptr(B), lays[1],
                           ref(0.0, ctypes.c_float), ptr(D), lays[2], ptr(D), lays[3], ctypes.byref(result2.algo),
                           None, 0, None), SUCCESS, "2-byte algorithm takes the misaligned D")
    c.close([[bf16_value(int(D[i + j * m])) for j in range(n)] for i in range(m)],
            loop_matmul_bf16(list(A), list(B), m, n, k, "N", "N"), 0.08, "misaligned D result")
    # strided batches in fp32 with alpha/beta
    sa, sb, sd = m * k + 4, k * n + 4, m * n + 4
    A32 = rng.uniform(-1, 1, sa * batch).astype(np.float32)
    B32 = rng.uniform(-1, 1, sb * batch).astype(np.float32)
    D32 = rng.uniform(-1, 1, sd * batch).astype(np.float32)
    D0 = D32.copy()
    f32 = []
    for rows, cols, stride in ((m, k, sa), (k, n, sb), (m, n, sd), (m, n, sd)):
        lay = layout(CUDA_R_32F, rows, cols, rows)
        set_attr(lt.cublasLtMatrixLayoutSetAttribute, lay, LAYOUT_BATCH_COUNT, batch, ctypes.c_int32)
        set_attr(lt.cublasLtMatrixLayoutSetAttribute, lay, LAYOUT_STRIDE, stride, ctypes.c_int64)
        f32.append(lay)
    c.eq(lt.cublasLtMatmul(h, desc, ref(2.0, ctypes.c_float), ptr(A32), f32[0], ptr(B32), f32[1],
                           ref(-1.0, ctypes.c_float), ptr(D32), f32[2], ptr(D32), f32[3], None, None, 0, None),
         SUCCESS, "batched fp32 matmul")
    for b in range(batch):
        Ab = A32[b * sa: b * sa + m * k].reshape(k, m).T.astype(float)
        Bb = B32[b * sb: b * sb + k * n].reshape(n, k).T.astype(float)
        Cb = D0[b * sd: b * sd + m * n].reshape(n, m).T.astype(float)
        c.close(D32[b * sd: b * sd + m * n].reshape(n, m).T, loop_gemm("N", "N", m, n, k, 2.0, Ab, Bb, -1.0, Cb),
                1e-5, f"Lt batch {b}")
        c.eq(list(D32[b * sd + m * n: (b + 1) * sd]), list(D0[b * sd + m * n: (b + 1) * sd]), f"gap {b} untouched")


@scenario
def lt_algorithm_by_id(c):
    h, rng = lt_handle(), np.random.default_rng(12)
    m = n = k = 8
    ids, count = (ctypes.c_int * 4)(), ctypes.c_int(-1)
    c.eq(lt.cublasLtMatmulAlgoGetIds(h, COMPUTE_32F, CUDA_R_32F, CUDA_R_16BF, CUDA_R_16BF, CUDA_R_16BF,
                                     CUDA_R_16BF, 4, ids, ctypes.byref(count)), SUCCESS, "AlgoGetIds")
    c.eq(count.value >= 1, True, "at least one algorithm id")
    algo = (ctypes.c_uint64 * 8)()
    c.eq(lt.cublasLtMatmulAlgoInit(h, COMPUTE_32F, CUDA_R_32F, CUDA_R_16BF, CUDA_R_16BF, CUDA_R_16BF, CUDA_R_16BF,
                                   ids[0], algo), SUCCESS, "AlgoInit")
    c.eq(lt.cublasLtMatmulAlgoInit(h, COMPUTE_32F, CUDA_R_32F, CUDA_R_16BF, CUDA_R_16BF, CUDA_R_16BF, CUDA_R_16BF,
                                   ids[0] + 1000, algo), INVALID_VALUE, "AlgoInit with an unknown id")
    value, written = ctypes.c_int32(-1), ctypes.c_size_t()
    c.eq(lt.cublasLtMatmulAlgoConfigGetAttribute(algo, 0, ctypes.byref(value), 4, ctypes.byref(written)), SUCCESS,
         "CONFIG_ID")
    c.eq(value.value, ids[0], "the algorithm knows its id")
    align = ctypes.c_uint32()
    c.eq(lt.cublasLtMatmulAlgoCapGetAttribute(algo, 19, ctypes.byref(align), 4, ctypes.byref(written)), SUCCESS,
         "CAP_MIN_ALIGNMENT_D_BYTES")
    c.eq(align.value, 2, "an algorithm by id needs only bf16 element alignment")
    lays = [layout(CUDA_R_16BF, m, k, m), layout(CUDA_R_16BF, k, n, k), layout(CUDA_R_16BF, m, n, m),
            layout(CUDA_R_16BF, m, n, m)]
    A, _ka = aligned_u16(m * k, rng)
    B, _kb = aligned_u16(k * n, rng)
    D, _kd = aligned_u16(m * n, rng, offset_bytes=2)
    c.eq(lt.cublasLtMatmul(h, matmul_desc(), ref(1.0, ctypes.c_float), ptr(A), lays[0], ptr(B), lays[1],
                           ref(0.0, ctypes.c_float), ptr(D), lays[2], ptr(D), lays[3], algo, None, 0, None),
         SUCCESS, "matmul with the algorithm by id on a 2-byte aligned D")
    c.close([[bf16_value(int(D[i + j * m])) for j in range(n)] for i in range(m)],
            loop_matmul_bf16(list(A), list(B), m, n, k, "N", "N"), 0.08, "algorithm-by-id result")


@scenario
def lt_fast_tf32_compute(c):
    h, rng = lt_handle(), np.random.default_rng(13)
    m, n, k = 4, 3, 5
    A = rng.uniform(-1, 1, m * k).astype(np.float32)
    B = rng.uniform(-1, 1, k * n).astype(np.float32)
    D = np.zeros(m * n, np.float32)
    lays = [layout(CUDA_R_32F, m, k, m), layout(CUDA_R_32F, k, n, k), layout(CUDA_R_32F, m, n, m),
            layout(CUDA_R_32F, m, n, m)]
    c.eq(lt.cublasLtMatmul(h, matmul_desc(compute=77), ref(1.0, ctypes.c_float), ptr(A), lays[0], ptr(B), lays[1],
                           ref(0.0, ctypes.c_float), ptr(D), lays[2], ptr(D), lays[3], None, None, 0, None),
         SUCCESS, "CUBLAS_COMPUTE_32F_FAST_TF32 matmul")
    want = [[sum(tf32(float(A[i + p * m])) * tf32(float(B[p + j * k])) for p in range(k)) for j in range(n)]
            for i in range(m)]
    c.close([[D[i + j * m] for j in range(n)] for i in range(m)], want, 2e-6, "TF32-rounded inputs")


def main() -> int:
    global blas, lt
    blas = ctypes.CDLL(sys.argv[1] + "/libcublas.so.13")
    lt = ctypes.CDLL(sys.argv[1] + "/libcublasLt.so.13")
    results = {}
    for name, func in SCENARIOS.items():
        check = Check()
        try:
            func(check)
            results[name] = [not check.failures, "; ".join(check.failures)]
        except Exception:
            results[name] = [False, traceback.format_exc()]
    print("RESULTS " + json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
