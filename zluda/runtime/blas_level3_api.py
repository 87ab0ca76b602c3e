"""cuBLAS level 3 beyond gemm and trsm, and the BLAS-like extensions: symm/hemm,
syrk/herk, syr2k/her2k, syrkx/herkx, trmm, geam, dgmm, tpttr/trttp, gemvBatched, the gemm3m
forms, the complex Ex forms and the grouped batched gemm.

Families are registered from FAMILIES for every precision cuBLAS has them (and the `_64`
twins). Products accumulate in the storage type, as the typed gemm does; a symmetric or
Hermitian result is written to its `uplo` triangle only.
"""

from __future__ import annotations

import numpy as np

from zluda.shim.registry import lookup

from . import blas, blas_storage, views
from .blas_api import (GEMM_PRECISIONS, INVALID_ENUM, LIB, ffi, handle_of, illegal, operation_name, pointer_arg,
                       scalar, with_variants)
from .blas_level2_api import REAL, TYPES, invalid, lower_of, ready, unit_of, vector_view
from .enums import enum_name, enum_names
from .errors import CudaError
from .state import api


def left_of(side) -> bool:
    return enum_name("cublasSideMode_t", side, INVALID_ENUM, "side") == "CUBLAS_SIDE_LEFT"


def known(enum: str, value) -> bool:
    """Whether `value` is one of the enum's values (level 3 reports a bad one as an illegal
    parameter, with its number)."""
    return int(value) in enum_names(enum)


def matrix_view(pointer, rows: int, cols: int, ld: int, data_type: str, argument: str) -> np.ndarray:
    return blas_storage.full(pointer_arg(pointer, argument), rows, cols, ld, views.STORAGE[data_type])


def _scaled_base(C: np.ndarray, beta) -> np.ndarray:
    """beta C, with C not read at all when beta is zero (it may hold NaN), as BLAS does."""
    return np.zeros_like(C) if beta == 0 else C * C.dtype.type(beta)


def registered(library: str, name: str):
    """The registered entry point `name` (statuses as it returns them), for forms that reuse it."""
    impl = lookup(library, name, name)
    if impl is None:
        raise RuntimeError(f"{library}.{name} is not registered before the forms that reuse it")
    return impl


def symm(data_type: str, hermitian: bool):
    routine = _letter(data_type) + ("HEMM" if hermitian else "SYMM")

    def run(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc):
        handle_of(handle)
        illegal(routine, ((1, known("cublasSideMode_t", side)), (2, known("cublasFillMode_t", uplo))))
        left, lower = left_of(side), lower_of(uplo)
        k = m if left else n
        illegal(routine, ((3, m >= 0), (4, n >= 0), (7, lda >= max(1, k)), (9, ldb >= max(1, m)),
                          (12, ldc >= max(1, m))))
        if m == 0 or n == 0:
            return
        ready(handle)
        al, be = scalar(alpha, data_type, "alpha"), scalar(beta, data_type, "beta")
        S = blas_storage.symmetric_of(matrix_view(A, k, k, lda, data_type, "A"), lower, hermitian)
        Bm, Cm = matrix_view(B, m, n, ldb, data_type, "B"), matrix_view(C, m, n, ldc, data_type, "C")
        product = S @ Bm if left else Bm @ S
        Cm[...] = _scaled_base(Cm, be) + Cm.dtype.type(al) * product
    return run


def _op_pair(trans, A, B, n, k, lda, ldb, data_type: str, hermitian: bool):
    """(op(A), op(B)) as n x k matrices for the rank-k updates: trans N reads n x k, T/C k x n."""
    op = operation_name(trans, "trans")
    rows, cols = (n, k) if op == "CUBLAS_OP_N" else (k, n)
    mats = [matrix_view(M, rows, cols, ld, data_type, name) for M, ld, name in ((A, lda, "A"), (B, ldb, "B"))]
    return [blas.apply_op(op, M) for M in mats]


def rank_k(data_type: str, hermitian: bool, kind: str):
    """syrk/herk (kind "k"), syr2k/her2k ("2k"), syrkx/herkx ("kx"): C = alpha A B' (+ ...) + beta C
    on the `uplo` triangle, ' the transpose (sy) or conjugate transpose (he)."""
    beta_type = REAL[_letter(data_type)] if hermitian else data_type
    alpha_type = beta_type if kind == "k" else data_type

    routine = _letter(data_type) + ("HER" if hermitian else "SYR") + kind.upper()
    # BLAS numbering: syrk has no B (lda 7, ldc 10); syr2k/syrkx add B and ldb (9), ldc 12
    ldb_number, ldc_number = (7, 10) if kind == "k" else (9, 12)

    def update(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc):
        handle_of(handle)
        lower = lower_of(uplo)
        op = operation_name(trans, "trans")
        allowed = ("CUBLAS_OP_N", "CUBLAS_OP_C") if hermitian else ("CUBLAS_OP_N", "CUBLAS_OP_T")
        if op not in allowed and not (op == "CUBLAS_OP_C" and not data_type.startswith("CUDA_C")):
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"trans={op}")
        rows = n if op == "CUBLAS_OP_N" else k
        illegal(routine, ((3, n >= 0), (4, k >= 0), (7, lda >= max(1, rows)), (ldb_number, ldb >= max(1, rows)),
                          (ldc_number, ldc >= max(1, n))))
        opA, opB = _op_pair(trans, A, B, n, k, lda, ldb, data_type, hermitian)
        if n == 0:
            return
        ready(handle)
        al, be = scalar(alpha, alpha_type, "alpha"), scalar(beta, beta_type, "beta")
        Cm = matrix_view(C, n, n, ldc, data_type, "C")
        tr = np.conj if hermitian else (lambda v: v)
        dtype = Cm.dtype.type
        result = _scaled_base(Cm, be)
        if k > 0 and al != 0:
            result = result + dtype(al) * (opA @ tr(opB.T))
            if kind == "2k":
                result = result + dtype(np.conj(al) if hermitian else al) * (opB @ tr(opA.T))
        blas_storage.write_triangle(Cm, result, lower, hermitian)

    if kind == "k":
        def run(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc):
            update(handle, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc)
        return run
    return update


def trmm(data_type: str):
    routine = _letter(data_type) + "TRMM"

    def run(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc):
        handle_of(handle)
        illegal(routine, ((1, known("cublasSideMode_t", side)), (2, known("cublasFillMode_t", uplo)),
                          (3, known("cublasOperation_t", trans)), (4, known("cublasDiagType_t", diag))))
        left, lower, op, unit = left_of(side), lower_of(uplo), operation_name(trans, "trans"), unit_of(diag)
        k = m if left else n
        illegal(routine, ((5, m >= 0), (6, n >= 0), (9, lda >= max(1, k)), (11, ldb >= max(1, m)),
                          (13, ldc >= max(1, m))))
        if m == 0 or n == 0:
            return
        ready(handle)
        al = scalar(alpha, data_type, "alpha")
        T = blas.apply_op(op, blas_storage.triangle_of(matrix_view(A, k, k, lda, data_type, "A"), lower, unit))
        Bm = matrix_view(B, m, n, ldb, data_type, "B")
        product = T @ Bm if left else Bm @ T   # computed before C is written: C may be B
        matrix_view(C, m, n, ldc, data_type, "C")[...] = Bm.dtype.type(al) * product
    return run


def geam(data_type: str):
    routine = _letter(data_type) + "GEAM"

    def run(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc):
        handle_of(handle)
        illegal(routine, ((1, known("cublasOperation_t", transa)), (2, known("cublasOperation_t", transb))))
        ta, tb = operation_name(transa, "transa"), operation_name(transb, "transb")
        a_rows = m if ta == "CUBLAS_OP_N" else n
        b_rows = m if tb == "CUBLAS_OP_N" else n
        al, be = scalar(alpha, data_type, "alpha"), scalar(beta, data_type, "beta")
        illegal(routine, ((3, m >= 0), (4, n >= 0), (7, al == 0 or lda >= max(1, a_rows)),
                          (10, be == 0 or ldb >= max(1, b_rows)), (12, ldc >= max(1, m))))
        if m == 0 or n == 0:
            return
        ready(handle)
        dtype = views.STORAGE[data_type]
        result = np.zeros((m, n), dtype)
        for coeff, M, op, rows, ld, name in ((al, A, ta, a_rows, lda, "A"), (be, B, tb, b_rows, ldb, "B")):
            if coeff != 0:   # a zero coefficient's matrix is not read (it may be NULL)
                cols = n if rows == m else m
                result = result + dtype(coeff) * blas.apply_op(op, matrix_view(M, rows, cols, ld, data_type, name))
        matrix_view(C, m, n, ldc, data_type, "C")[...] = result
    return run


def dgmm(data_type: str):
    def run(handle, mode, m, n, A, lda, x, incx, C, ldc):
        handle_of(handle)
        left = left_of(mode)
        illegal(_letter(data_type) + "DGMM", ((2, m >= 0), (3, n >= 0), (5, lda >= max(1, m)), (9, ldc >= max(1, m))))
        if m == 0 or n == 0:
            return
        ready(handle)
        X = vector_view(x, m if left else n, incx, data_type, "x") if incx else None
        if X is None:   # incx 0 repeats x[0], as cuBLAS documents for dgmm
            X = np.repeat(vector_view(x, 1, 1, data_type, "x"), m if left else n)
        Am = matrix_view(A, m, n, lda, data_type, "A")
        product = X[:, None] * Am if left else Am * X[None, :]
        matrix_view(C, m, n, ldc, data_type, "C")[...] = product
    return run


def tpttr(data_type: str):
    def run(handle, uplo, n, AP, A, lda):
        handle_of(handle)
        lower = lower_of(uplo)
        illegal(_letter(data_type) + "TPTTR", ((2, n >= 0), (5, lda >= max(1, n))))
        if n == 0:
            return
        ready(handle)
        dense = blas_storage.from_packed(pointer_arg(AP, "AP"), n, lower, views.STORAGE[data_type])
        blas_storage.write_triangle(matrix_view(A, n, n, lda, data_type, "A"), dense, lower)
    return run


def trttp(data_type: str):
    def run(handle, uplo, n, A, lda, AP):
        handle_of(handle)
        lower = lower_of(uplo)
        illegal(_letter(data_type) + "TRTTP", ((2, n >= 0), (4, lda >= max(1, n))))
        if n == 0:
            return
        ready(handle)
        blas_storage.to_packed(pointer_arg(AP, "AP"), np.array(matrix_view(A, n, n, lda, data_type, "A")), lower)
    return run


def gemv_batched(data_type: str):
    gemv = registered(LIB, f"cublas{_letter(data_type)}gemv_v2")
    size = 8

    def run(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batch):
        handle_of(handle)
        invalid(batch < 0, f"batchCount={batch}")
        if batch == 0 or m == 0 or n == 0:   # arguments still checked, no pointer read
            return gemv(handle, trans, m, n, alpha, ffi().NULL, lda, ffi().NULL, incx, beta, ffi().NULL, incy)
        arrays = [views.raw(pointer_arg(p, name), size * batch).view(np.uint64)
                  for p, name in ((Aarray, "Aarray"), (xarray, "xarray"), (yarray, "yarray"))]
        cast = ffi().cast
        for i in range(batch):
            status = gemv(handle, trans, m, n, alpha, cast("void *", int(arrays[0][i])), lda,
                          cast("void *", int(arrays[1][i])), incx, beta, cast("void *", int(arrays[2][i])), incy)
            if status:
                return status
    return run


def _letter(data_type: str) -> str:
    return next(p for p, t in TYPES.items() if t == data_type)


FAMILIES = {
    "symm": ("SDCZ", lambda t: symm(t, False)), "hemm": ("CZ", lambda t: symm(t, True)),
    "syrk": ("SDCZ", lambda t: rank_k(t, False, "k")), "herk": ("CZ", lambda t: rank_k(t, True, "k")),
    "syr2k": ("SDCZ", lambda t: rank_k(t, False, "2k")), "her2k": ("CZ", lambda t: rank_k(t, True, "2k")),
    "trmm": ("SDCZ", trmm),
}
# the BLAS-like extensions have no _v2 in their names
EXTENSIONS = {
    "syrkx": ("SDCZ", lambda t: rank_k(t, False, "kx")), "herkx": ("CZ", lambda t: rank_k(t, True, "kx")),
    "geam": ("SDCZ", geam), "dgmm": ("SDCZ", dgmm), "tpttr": ("SDCZ", tpttr), "trttp": ("SDCZ", trttp),
    "gemvBatched": ("SDCZ", gemv_batched),
}

for _family, (_letters, _factory) in FAMILIES.items():
    for _p in _letters:
        api(LIB, *with_variants(f"cublas{_p}{_family}_v2"))(_factory(TYPES[_p]))
WITHOUT_64 = {"tpttr", "trttp"}   # the conversions have no _64 form in cublas_api.h
for _family, (_letters, _factory) in EXTENSIONS.items():
    for _p in _letters:
        _names = (f"cublas{_p}{_family}",) if _family in WITHOUT_64 else with_variants(f"cublas{_p}{_family}")
        api(LIB, *_names)(_factory(TYPES[_p]))


# --- gemm forms that compute what the typed complex gemm computes ------------------------
# the 3m (Gauss) complex gemm is a faster algorithm for the same product: the plain product here
GEMM3M_ALIASES = {"cublasCgemm3m": "cublasCgemm_v2", "cublasZgemm3m": "cublasZgemm_v2",
                  "cublasCgemm3mStridedBatched": "cublasCgemmStridedBatched",
                  "cublasCgemm3mBatched": "cublasCgemmBatched"}
for _alias, _target in GEMM3M_ALIASES.items():
    api(LIB, *with_variants(_alias))(registered(LIB, _target))


# the complex Ex routines: inputs in complex fp32 or complex int8 (CUDA_C_8I, two int8 per
# element), C in complex fp32; fp32 scalars and accumulation
COMPLEX_EX_INPUTS = ("CUDA_C_32F", "CUDA_C_8I")


def _complex_ex_inputs(types, Ctype, routine: str) -> list[str]:
    """The input types' names; NOT_SUPPORTED for a combination cuBLAS has no kernel for."""
    names = [enum_name("cudaDataType_t", t, INVALID_ENUM, a) for t, a in types]
    c_name = enum_name("cudaDataType_t", Ctype, INVALID_ENUM, "Ctype")
    if c_name != "CUDA_C_32F" or len(set(names)) != 1 or names[0] not in COMPLEX_EX_INPUTS:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"{routine} with {', '.join(names)} into {c_name}")
    return names


def _as_complex64(pointer, data_type: str, rows: int, cols: int, ld: int, argument: str):
    """(address, leading dimension) of the operand as complex fp32: the operand itself, or a
    widened copy of a complex int8 one (kept alive by the returned array)."""
    if data_type == "CUDA_C_32F" or rows == 0 or cols == 0:
        return pointer, ld, None
    invalid(ld < max(1, rows), f"{argument}: ld {ld} < rows {rows}")
    pairs = blas_storage.full(pointer_arg(pointer, argument), 2 * rows, cols, 2 * ld, np.int8)
    wide = np.asfortranarray(pairs[0::2].astype(np.float32) + 1j * pairs[1::2].astype(np.float32), np.complex64)
    return ffi().cast("void *", wide.ctypes.data), rows, wide


def _rows_cols(trans, m: int, k: int) -> tuple[int, int]:
    return (m, k) if operation_name(trans, "trans") == "CUBLAS_OP_N" else (k, m)


_cgemm = registered(LIB, "cublasCgemm_v2")


@api(LIB, *with_variants("cublasCgemmEx", "cublasCgemm3mEx"))
def cgemm_ex(handle, ta, tb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc):
    a_type, b_type = _complex_ex_inputs(((Atype, "Atype"), (Btype, "Btype")), Ctype, "CgemmEx")
    A, lda, _a = _as_complex64(A, a_type, *_rows_cols(ta, m, k), lda, "A")
    B, ldb, _b = _as_complex64(B, b_type, *_rows_cols(tb, k, n), ldb, "B")
    return _cgemm(handle, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)


_csyrk = rank_k("CUDA_C_32F", False, "k")
_cherk = rank_k("CUDA_C_32F", True, "k")


@api(LIB, *with_variants("cublasCsyrkEx", "cublasCsyrk3mEx"))
def csyrk_ex(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc):
    (a_type,) = _complex_ex_inputs(((Atype, "Atype"),), Ctype, "CsyrkEx")
    A, lda, _a = _as_complex64(A, a_type, *_rows_cols(trans, n, k), lda, "A")
    _csyrk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)


@api(LIB, *with_variants("cublasCherkEx", "cublasCherk3mEx"))
def cherk_ex(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc):
    (a_type,) = _complex_ex_inputs(((Atype, "Atype"),), Ctype, "CherkEx")
    A, lda, _a = _as_complex64(A, a_type, *_rows_cols(trans, n, k), lda, "A")
    _cherk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)


# --- grouped batched gemm: group_count groups, each group_size[i] gemms of one shape -------
def _int_array(pointer, count: int, argument: str, dtype=np.int32) -> np.ndarray:
    return views.raw(pointer_arg(pointer, argument), np.dtype(dtype).itemsize * count).view(dtype)


def _grouped(handle, transa, transb, m_a, n_a, k_a, alpha_a, Aarray, lda_a, Barray, ldb_a, beta_a, Carray,
             ldc_a, group_count, group_size, gemm, scale_size: int) -> None:
    """Run gemm(handle, ta, tb, m, n, k, alpha*, A*, lda, B*, ldb, beta*, C*, ldc) for every problem."""
    handle_of(handle)
    invalid(group_count < 0, f"group_count={group_count}")
    if group_count == 0:
        return
    sizes = _int_array(group_size, group_count, "group_size")
    invalid(bool((sizes < 0).any()), "a negative group_size")
    total = int(sizes.sum())
    ints = {name: _int_array(p, group_count, name) for name, p in
            (("transa_array", transa), ("transb_array", transb), ("m_array", m_a), ("n_array", n_a),
             ("k_array", k_a), ("lda_array", lda_a), ("ldb_array", ldb_a), ("ldc_array", ldc_a))}
    pointers = {name: _int_array(p, total, name, np.uint64) for name, p in
                (("Aarray", Aarray), ("Barray", Barray), ("Carray", Carray))} if total else {}
    alphas, betas = pointer_arg(alpha_a, "alpha_array"), pointer_arg(beta_a, "beta_array")
    cast = ffi().cast
    problem = 0
    for g in range(group_count):
        for _ in range(int(sizes[g])):
            status = gemm(handle, int(ints["transa_array"][g]), int(ints["transb_array"][g]), int(ints["m_array"][g]),
                          int(ints["n_array"][g]), int(ints["k_array"][g]), cast("void *", alphas + g * scale_size),
                          cast("void *", int(pointers["Aarray"][problem])), int(ints["lda_array"][g]),
                          cast("void *", int(pointers["Barray"][problem])), int(ints["ldb_array"][g]),
                          cast("void *", betas + g * scale_size), cast("void *", int(pointers["Carray"][problem])),
                          int(ints["ldc_array"][g]))
            if status:
                raise CudaError(status, f"grouped gemm problem {problem}")
            problem += 1


def _grouped_typed(letter: str):
    gemm = registered(LIB, f"cublas{letter}gemm_v2")
    size = np.dtype(views.STORAGE[GEMM_PRECISIONS[letter][0]]).itemsize

    def run(handle, transa, transb, m_a, n_a, k_a, alpha_a, Aarray, lda_a, Barray, ldb_a, beta_a, Carray, ldc_a,
            group_count, group_size):
        _grouped(handle, transa, transb, m_a, n_a, k_a, alpha_a, Aarray, lda_a, Barray, ldb_a, beta_a, Carray,
                 ldc_a, group_count, group_size, gemm, size)
    return run


for _p in "SD":
    api(LIB, *with_variants(f"cublas{_p}gemmGroupedBatched"))(_grouped_typed(_p))


_gemm_ex = registered(LIB, "cublasGemmEx")


@api(LIB, *with_variants("cublasGemmGroupedBatchedEx"))
def gemm_grouped_batched_ex(handle, transa, transb, m_a, n_a, k_a, alpha_a, Aarray, Atype, lda_a, Barray, Btype,
                            ldb_a, beta_a, Carray, Ctype, ldc_a, group_count, group_size, computeType):
    # the scale type follows the compute type: fp32 scalars but for 64F and 16F computes
    compute = int(computeType)
    scale = {"CUBLAS_COMPUTE_64F": 8, "CUBLAS_COMPUTE_64F_PEDANTIC": 8, "CUBLAS_COMPUTE_16F": 2,
             "CUBLAS_COMPUTE_16F_PEDANTIC": 2}.get(enum_name("cublasComputeType_t", compute, INVALID_ENUM,
                                                             "computeType"), 4)

    def one(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc):
        return _gemm_ex(h, ta, tb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, compute, -1)

    _grouped(handle, transa, transb, m_a, n_a, k_a, alpha_a, Aarray, lda_a, Barray, ldb_a, beta_a, Carray,
             ldc_a, group_count, group_size, one, scale)


# cublasUint8gemmBias is undocumented; the rule below is the one every recorded H200 case
# of workloads/samples/cublas_routines.cu fits: an exact integer product of the unsigned
# bytes less their biases, C_bias added, scaled by C_mult, shifted right by C_shift rounding
# half up, saturated to 0..255. op(C) is the M x N result: transc T stores its transpose.
def uint8_gemm_bias(product: np.ndarray, c_bias: int, c_mult: int, c_shift: int) -> np.ndarray:
    scaled = (product + c_bias) * c_mult
    half = (1 << c_shift) >> 1
    return np.clip((scaled + half) >> c_shift, 0, 255).astype(np.uint8)


@api(LIB, "cublasUint8gemmBias")
def uint8gemm_bias(handle, transa, transb, transc, m, n, k, A, A_bias, lda, B, B_bias, ldb, C, C_bias, ldc,
                   C_mult, C_shift):
    handle_of(handle)
    routine = "UINT8GEMMBIAS"
    illegal(routine, ((1, known("cublasOperation_t", transa)), (2, known("cublasOperation_t", transb)),
                      (3, known("cublasOperation_t", transc))))
    a_rows, a_cols = _rows_cols(transa, m, k)
    b_rows, b_cols = _rows_cols(transb, k, n)
    c_rows, c_cols = _rows_cols(transc, m, n)
    illegal(routine, ((4, m >= 0), (5, n >= 0), (6, k >= 0), (9, lda >= max(1, a_rows)),
                      (12, ldb >= max(1, b_rows)), (15, ldc >= max(1, c_rows)), (17, 0 <= C_shift < 63)))
    if m == 0 or n == 0:
        return
    ready(handle)
    ta, tb = operation_name(transa, "transa"), operation_name(transb, "transb")
    a = blas.apply_op(ta, matrix_view(A, a_rows, a_cols, lda, "CUDA_R_8U", "A")).astype(np.int64) - A_bias
    b = blas.apply_op(tb, matrix_view(B, b_rows, b_cols, ldb, "CUDA_R_8U", "B")).astype(np.int64) - B_bias
    result = uint8_gemm_bias(a @ b, C_bias, C_mult, C_shift)
    stored = blas.apply_op(operation_name(transc, "transc"), result)
    matrix_view(C, c_rows, c_cols, ldc, "CUDA_R_8U", "C")[...] = stored
