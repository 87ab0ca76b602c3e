"""cuBLAS level 1 beyond blas_api's: the plane rotations (rot, rotg, rotm, rotmg) in every
precision cuBLAS has them, and the Ex forms whose data type is an argument (asum, iamax,
iamin, copy, swap, dotc, rot, rotg, rotm, rotmg), which run the typed routine of that type.

The rotation generators follow the reference BLAS (srotg/crotg/srotmg) step by step in
float64 and store their results in the argument type: a, b, c, s and the rotmg parameters
are read and written through their pointers (host or device memory alike here).
"""

from __future__ import annotations

import math

import numpy as np

from .blas_api import INVALID_ENUM, LIB, handle_of, pointer_arg, scalar, wait_for_stream, with_variants, write_result
from .blas_level2_api import REAL, TYPES, vector_view
from .blas_level3_api import registered
from .enums import enum_name
from .errors import CudaError
from .state import api


def _ready(handle) -> None:
    wait_for_stream(handle_of(handle).stream)


# --- rot: x' = c x + s y, y' = c y - conj(s) x -----------------------------------------
def rot(data_type: str, s_type: str):
    c_type = REAL[next(p for p, t in TYPES.items() if t == data_type)]

    def run(handle, n, x, incx, y, incy, c, s):
        handle_of(handle)
        cv, sv = scalar(c, c_type, "c"), scalar(s, s_type, "s")
        if n <= 0:
            return
        _ready(handle)
        X, Y = vector_view(x, n, incx, data_type, "x"), vector_view(y, n, incy, data_type, "y")
        dtype = X.dtype.type
        new_x = dtype(cv) * X + dtype(sv) * Y
        Y[...] = dtype(cv) * Y - dtype(np.conj(sv)) * X
        X[...] = new_x
    return run


ROT_FORMS = {"cublasSrot": ("CUDA_R_32F", "CUDA_R_32F"), "cublasDrot": ("CUDA_R_64F", "CUDA_R_64F"),
             "cublasCrot": ("CUDA_C_32F", "CUDA_C_32F"), "cublasCsrot": ("CUDA_C_32F", "CUDA_R_32F"),
             "cublasZrot": ("CUDA_C_64F", "CUDA_C_64F"), "cublasZdrot": ("CUDA_C_64F", "CUDA_R_64F")}


# --- rotg: the rotation that zeroes b ----------------------------------------------------
def real_rotg(a: float, b: float) -> tuple[float, float, float, float]:
    """(r, z, c, s) of the reference srotg: a becomes r, b becomes z (how to rebuild c, s)."""
    roe = b if abs(a) <= abs(b) else a
    scale = abs(a) + abs(b)
    if scale == 0:
        return 0.0, 0.0, 1.0, 0.0
    r = math.copysign(scale * math.sqrt((a / scale) ** 2 + (b / scale) ** 2), roe)
    c, s = a / r, b / r
    z = s if abs(a) > abs(b) else (1 / c if c != 0 else 1.0)
    return r, z, c, s


def complex_rotg(a: complex, b: complex) -> tuple[complex, float, complex]:
    """(r, c, s) of the reference crotg: a becomes r, b is left as it was."""
    if abs(a) == 0:
        return b, 0.0, 1 + 0j
    scale = abs(a) + abs(b)
    norm = scale * math.sqrt(abs(a / scale) ** 2 + abs(b / scale) ** 2)
    alpha = a / abs(a)
    return alpha * norm, abs(a) / norm, alpha * np.conj(b) / norm


def rotg(data_type: str):
    c_type = REAL[next(p for p, t in TYPES.items() if t == data_type)]

    def run(handle, a, b, c, s):
        _ready(handle)
        av, bv = scalar(a, data_type, "a"), scalar(b, data_type, "b")
        pointer_arg(c, "c"), pointer_arg(s, "s")
        if data_type.startswith("CUDA_C"):
            r, cv, sv = complex_rotg(complex(av), complex(bv))
            write_result(a, r, data_type, "a")
        else:
            r, z, cv, sv = real_rotg(float(av), float(bv))
            write_result(a, r, data_type, "a")
            write_result(b, z, data_type, "b")
        write_result(c, cv, c_type, "c")
        write_result(s, sv, data_type, "s")
    return run


# --- rotm and rotmg: the modified (Givens) rotation -------------------------------------
def rotm_matrix(param: np.ndarray) -> tuple[float, float, float, float]:
    """(h11, h12, h21, h22) from param = [flag, h11, h21, h12, h22]; None for the identity."""
    flag, h11, h21, h12, h22 = (float(v) for v in param)
    return {-1.0: (h11, h12, h21, h22), 0.0: (1.0, h12, h21, 1.0), 1.0: (h11, 1.0, -1.0, h22)}.get(flag)


def rotm(data_type: str):
    def run(handle, n, x, incx, y, incy, param):
        handle_of(handle)
        P = vector_view(param, 5, 1, data_type, "param")
        if n <= 0:
            return
        _ready(handle)
        h = rotm_matrix(P)
        if h is None:   # flag -2: the identity
            return
        X, Y = vector_view(x, n, incx, data_type, "x"), vector_view(y, n, incy, data_type, "y")
        dtype = X.dtype.type
        h11, h12, h21, h22 = (dtype(v) for v in h)
        new_x = h11 * X + h12 * Y
        Y[...] = h21 * X + h22 * Y
        X[...] = new_x
    return run


GAM, GAMSQ, RGAMSQ = 4096.0, 4096.0 ** 2, 1 / 4096.0 ** 2


def rotmg_values(d1: float, d2: float, x1: float, y1: float) -> tuple[float, float, float, list[float]]:
    """(d1, d2, x1, param) of the reference srotmg."""
    h11 = h12 = h21 = h22 = 0.0
    if d1 < 0:
        return 0.0, 0.0, 0.0, [-1.0, 0.0, 0.0, 0.0, 0.0]
    p2 = d2 * y1
    if p2 == 0:
        return d1, d2, x1, [-2.0, 0.0, 0.0, 0.0, 0.0]
    p1, q2 = d1 * x1, p2 * y1
    q1 = p1 * x1
    if abs(q1) > abs(q2):
        h21, h12 = -y1 / x1, p2 / p1
        u = 1 - h12 * h21
        if u <= 0:
            return 0.0, 0.0, 0.0, [-1.0, 0.0, 0.0, 0.0, 0.0]
        flag = 0.0
        d1, d2, x1 = d1 / u, d2 / u, x1 * u
    elif q2 < 0:
        return 0.0, 0.0, 0.0, [-1.0, 0.0, 0.0, 0.0, 0.0]
    else:
        flag = 1.0
        h11, h22 = p1 / p2, x1 / y1
        u = 1 + h11 * h22
        d1, d2 = d2 / u, d1 / u
        x1 = y1 * u
    if d1 != 0:   # rescale d1 into [1/GAMSQ, GAMSQ], the reference's loop
        while d1 <= RGAMSQ or d1 >= GAMSQ:
            if flag == 0:
                h11, h22, flag = 1.0, 1.0, -1.0
            elif flag > 0:
                h21, h12, flag = -1.0, 1.0, -1.0
            if d1 <= RGAMSQ:
                d1, x1, h11, h12 = d1 * GAM ** 2, x1 / GAM, h11 / GAM, h12 / GAM
            else:
                d1, x1, h11, h12 = d1 / GAM ** 2, x1 * GAM, h11 * GAM, h12 * GAM
    if d2 != 0:
        while abs(d2) <= RGAMSQ or abs(d2) >= GAMSQ:
            if flag == 0:
                h11, h22, flag = 1.0, 1.0, -1.0
            elif flag > 0:
                h21, h12, flag = -1.0, 1.0, -1.0
            if abs(d2) <= RGAMSQ:
                d2, h21, h22 = d2 * GAM ** 2, h21 / GAM, h22 / GAM
            else:
                d2, h21, h22 = d2 / GAM ** 2, h21 * GAM, h22 * GAM
    if flag < 0:
        param = [flag, h11, h21, h12, h22]
    elif flag == 0:
        param = [flag, 0.0, h21, h12, 0.0]
    else:
        param = [flag, h11, 0.0, 0.0, h22]
    return d1, d2, x1, param


def rotmg(data_type: str):
    def run(handle, d1, d2, x1, y1, param):
        _ready(handle)
        values = [float(scalar(p, data_type, name)) for p, name in ((d1, "d1"), (d2, "d2"), (x1, "x1"), (y1, "y1"))]
        out_d1, out_d2, out_x1, out_param = rotmg_values(*values)
        for p, v, name in ((d1, out_d1, "d1"), (d2, out_d2, "d2"), (x1, out_x1, "x1")):
            write_result(p, v, data_type, name)
        vector_view(param, 5, 1, data_type, "param")[...] = out_param
    return run


for _stem, (_type, _s_type) in ROT_FORMS.items():
    api(LIB, *with_variants(_stem + "_v2"))(rot(_type, _s_type))
for _p, _type in TYPES.items():
    api(LIB, f"cublas{_p}rotg_v2")(rotg(_type))   # the generators have no _64 form: no dimensions
for _p in "SD":
    api(LIB, *with_variants(f"cublas{_p}rotm_v2"))(rotm(TYPES[_p]))
    api(LIB, f"cublas{_p}rotmg_v2")(rotmg(TYPES[_p]))


# --- the Ex forms: the data type picks the typed routine --------------------------------
LETTER = {t: p for p, t in TYPES.items()}
# routine -> {x type: the typed entry point}
EX_TARGETS = {
    "asum": {"CUDA_R_32F": "cublasSasum_v2", "CUDA_R_64F": "cublasDasum_v2", "CUDA_C_32F": "cublasScasum_v2",
             "CUDA_C_64F": "cublasDzasum_v2"},
    "iamax": {t: f"cublasI{p.lower()}amax_v2" for p, t in TYPES.items()},
    "iamin": {t: f"cublasI{p.lower()}amin_v2" for p, t in TYPES.items()},
    "copy": {t: f"cublas{p}copy_v2" for p, t in TYPES.items()},
    "swap": {t: f"cublas{p}swap_v2" for p, t in TYPES.items()},
    "dotc": {"CUDA_R_32F": "cublasSdot_v2", "CUDA_R_64F": "cublasDdot_v2", "CUDA_C_32F": "cublasCdotc_v2",
             "CUDA_C_64F": "cublasZdotc_v2"},
    "rotg": {t: f"cublas{p}rotg_v2" for p, t in TYPES.items()},
    "rotm": {"CUDA_R_32F": "cublasSrotm_v2", "CUDA_R_64F": "cublasDrotm_v2"},
    "rotmg": {"CUDA_R_32F": "cublasSrotmg_v2", "CUDA_R_64F": "cublasDrotmg_v2"},
}
# RotEx: (x type, c/s type) -> the typed rot
ROT_EX_TARGETS = {(t, s): stem + "_v2" for stem, (t, s) in ROT_FORMS.items()}


def _type_name(value, argument: str) -> str:
    return enum_name("cudaDataType_t", value, INVALID_ENUM, argument)


def ex_target(routine: str, *types: tuple[int, str]) -> object:
    """The typed entry point for the Ex call's types: all of them one type, which cuBLAS
    supports for the routine; otherwise CUBLAS_STATUS_NOT_SUPPORTED."""
    names = [_type_name(v, a) for v, a in types]
    target = EX_TARGETS[routine].get(names[0])
    if target is None or len(set(names)) != 1:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"{routine}Ex with {', '.join(names)}")
    return registered(LIB, target)


@api(LIB, *with_variants("cublasAsumEx"))
def asum_ex(handle, n, x, xType, incx, result, resultType, executiontype):
    x_name = _type_name(xType, "xType")
    # the sum runs in x's own type: a complex x with a real execution type has no kernel
    # (CUBLAS_STATUS_NOT_SUPPORTED on the GPU, workloads/samples/data/cublas_routines_gpu_stdout.txt)
    if REAL.get(LETTER.get(x_name, ""), None) != _type_name(resultType, "resultType") \
            or _type_name(executiontype, "executiontype") != x_name:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"AsumEx {x_name} into a {resultType}, executed in "
                        f"{executiontype}")
    return ex_target("asum", (xType, "xType"))(handle, n, x, incx, result)


@api(LIB, *with_variants("cublasIamaxEx"))
def iamax_ex(handle, n, x, xType, incx, result):
    return ex_target("iamax", (xType, "xType"))(handle, n, x, incx, result)


@api(LIB, *with_variants("cublasIaminEx"))
def iamin_ex(handle, n, x, xType, incx, result):
    return ex_target("iamin", (xType, "xType"))(handle, n, x, incx, result)


@api(LIB, *with_variants("cublasCopyEx"))
def copy_ex(handle, n, x, xType, incx, y, yType, incy):
    return ex_target("copy", (xType, "xType"), (yType, "yType"))(handle, n, x, incx, y, incy)


@api(LIB, *with_variants("cublasSwapEx"))
def swap_ex(handle, n, x, xType, incx, y, yType, incy):
    return ex_target("swap", (xType, "xType"), (yType, "yType"))(handle, n, x, incx, y, incy)


@api(LIB, *with_variants("cublasDotcEx"))
def dotc_ex(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType):
    return ex_target("dotc", (xType, "xType"), (yType, "yType"), (resultType, "resultType"))(
        handle, n, x, incx, y, incy, result)


@api(LIB, *with_variants("cublasRotEx"))
def rot_ex(handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype):
    key = (_type_name(xType, "xType"), _type_name(csType, "csType"))
    target = ROT_EX_TARGETS.get(key)
    if target is None or _type_name(yType, "yType") != key[0]:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"RotEx with {key}")
    return registered(LIB, target)(handle, n, x, incx, y, incy, c, s)


@api(LIB, "cublasRotgEx")
def rotg_ex(handle, a, b, abType, c, s, csType, executiontype):
    ab = _type_name(abType, "abType")
    if REAL.get(LETTER.get(ab, ""), None) != _type_name(csType, "csType"):
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"RotgEx {ab} with csType {csType}")
    return ex_target("rotg", (abType, "abType"))(handle, a, b, c, s)


@api(LIB, *with_variants("cublasRotmEx"))
def rotm_ex(handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype):
    return ex_target("rotm", (xType, "xType"), (yType, "yType"), (paramType, "paramType"))(
        handle, n, x, incx, y, incy, param)


@api(LIB, "cublasRotmgEx")
def rotmg_ex(handle, d1, d1Type, d2, d2Type, x1, x1Type, y1, y1Type, param, paramType, executiontype):
    return ex_target("rotmg", (d1Type, "d1Type"), (d2Type, "d2Type"), (x1Type, "x1Type"), (y1Type, "y1Type"),
                     (paramType, "paramType"))(handle, d1, d2, x1, y1, param)
