"""cuBLASLt beyond matmul: cublasLtMatrixTransform and its descriptor, the emulation
descriptor, the descriptor *Init calls over memory the program owns, the algorithm
configuration setter, the logger, the heuristics cache and the CPU instruction mask.

cublasLtMatrixTransform computes C = alpha op(A) + beta op(B) over cuBLASLt layouts
(column order; batches through the layouts' batch count and stride). The logger's
settings are kept (the CPU device's calls are traced by `zluda trace`, not logged), the
heuristics cache capacity is kept and reported (the one numpy algorithm needs no cache).
"""

from __future__ import annotations

import struct
import threading
from dataclasses import dataclass

import numpy as np

from . import blas, views
from .blas_api import INVALID_ENUM, address, ffi, pointer_arg, scalar, wait_for_stream
from .blaslt_api import ALGO_ID, LIB, LT
from .enums import enum_name
from .errors import CudaError
from .state import api


def _out(pointer, argument: str):
    if address(pointer) == 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{argument} is NULL")
    return pointer


def _type(value, argument: str) -> str:
    return enum_name("cudaDataType_t", value, INVALID_ENUM, argument)


# --- descriptors: created, or initialised in the program's memory -----------------------
@api(LIB, "cublasLtMatrixTransformDescCreate")
def transform_desc_create(transformDesc, scaleType):
    scale = _type(scaleType, "scaleType")
    _out(transformDesc, "transformDesc")[0] = ffi(LIB).cast(
        "void *", LT.create("transform", CUBLASLT_MATRIX_TRANSFORM_DESC_SCALE_TYPE=scale))


@api(LIB, "cublasLtEmulationDescCreate")
def emulation_desc_create(emulationDesc):
    _out(emulationDesc, "emulationDesc")[0] = ffi(LIB).cast("void *", LT.create("emulation"))


# the size of each opaque descriptor struct of cublasLt.h (uint64_t data[N]): an *Init
# call with less room than that is refused, as cuBLASLt refuses it
OPAQUE_SIZES = {"matmul": 8 * 32, "layout": 8 * 14, "preference": 8 * 12, "transform": 8 * 8, "emulation": 8 * 8}


def _init_at(pointer, size, kind: str, argument: str, **attrs) -> None:
    _out(pointer, argument)
    if size < OPAQUE_SIZES[kind]:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{argument}: {size} bytes, {OPAQUE_SIZES[kind]} needed")
    LT.create_at(address(pointer), kind, **attrs)


@api(LIB, "cublasLtMatmulDescInit_internal")
def matmul_desc_init(matmulDesc, size, computeType, scaleType):
    compute = enum_name("cublasComputeType_t", computeType, INVALID_ENUM, "computeType")
    _init_at(matmulDesc, size, "matmul", "matmulDesc", CUBLASLT_MATMUL_DESC_COMPUTE_TYPE=compute,
             CUBLASLT_MATMUL_DESC_SCALE_TYPE=_type(scaleType, "scaleType"))


@api(LIB, "cublasLtMatrixLayoutInit_internal")
def matrix_layout_init(matLayout, size, type_, rows, cols, ld):
    _init_at(matLayout, size, "layout", "matLayout", CUBLASLT_MATRIX_LAYOUT_TYPE=_type(type_, "type"),
             CUBLASLT_MATRIX_LAYOUT_ROWS=rows, CUBLASLT_MATRIX_LAYOUT_COLS=cols, CUBLASLT_MATRIX_LAYOUT_LD=ld)


@api(LIB, "cublasLtMatmulPreferenceInit_internal")
def preference_init(pref, size):
    _init_at(pref, size, "preference", "pref")


@api(LIB, "cublasLtMatrixTransformDescInit_internal")
def transform_desc_init(transformDesc, size, scaleType):
    _init_at(transformDesc, size, "transform", "transformDesc",
             CUBLASLT_MATRIX_TRANSFORM_DESC_SCALE_TYPE=_type(scaleType, "scaleType"))


@api(LIB, "cublasLtEmulationDescInit_internal")
def emulation_desc_init(emulationDesc, size):
    _init_at(emulationDesc, size, "emulation", "emulationDesc")


# --- C = alpha op(A) + beta op(B) --------------------------------------------------------
def _layout(handle, pointer, argument: str, needed: bool):
    """(storage view (batch, rows, cols), data type) of a layout, or None when not needed."""
    if not needed:
        return None
    attrs = LT.get(address(handle), "layout").attrs
    if attrs.get("CUBLASLT_MATRIX_LAYOUT_ORDER") != "CUBLASLT_ORDER_COL":
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"{argument}: order {attrs.get('CUBLASLT_MATRIX_LAYOUT_ORDER')}")
    data_type = attrs["CUBLASLT_MATRIX_LAYOUT_TYPE"]
    if data_type not in views.STORAGE:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"{argument}: data type {data_type}")
    rows, cols, ld = (attrs[f"CUBLASLT_MATRIX_LAYOUT_{k}"] for k in ("ROWS", "COLS", "LD"))
    batch, stride = attrs["CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT"], attrs["CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET"]
    if ld < max(1, rows):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{argument}: ld {ld} < rows {rows}")
    view = views.matrix(pointer_arg(pointer, argument), rows, cols, ld, views.STORAGE[data_type], batch, stride)
    return view, data_type


@api(LIB, "cublasLtMatrixTransform")
def matrix_transform(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream):
    LT.get(address(lightHandle), "handle")
    desc = LT.get(address(transformDesc), "transform").attrs
    scale_type = desc["CUBLASLT_MATRIX_TRANSFORM_DESC_SCALE_TYPE"]
    al, be = scalar(alpha, scale_type, "alpha"), scalar(beta, scale_type, "beta")
    c_view, c_type = _layout(Cdesc, C, "C", True)
    terms = []
    for coeff, M, layout, op_attr, name in ((al, A, Adesc, "TRANSA", "A"), (be, B, Bdesc, "TRANSB", "B")):
        if coeff == 0:   # a zero coefficient's matrix is not read (its pointer may be NULL)
            continue
        view, data_type = _layout(layout, M, name, True)
        op = desc[f"CUBLASLT_MATRIX_TRANSFORM_DESC_{op_attr}"]
        operand = blas.apply_op(op, views.load(view, data_type).astype(np.complex128 if np.iscomplexobj(view)
                                                                        else np.float64))
        if operand.shape[1:] != c_view.shape[1:] or operand.shape[0] not in (1, c_view.shape[0]):
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"op({name}) is {operand.shape[1:]}, C {c_view.shape[1:]}")
        terms.append(coeff * operand)
    wait_for_stream(address(stream))
    result = np.zeros(c_view.shape, np.complex128 if np.iscomplexobj(c_view) else np.float64)
    for term in terms:
        result = result + term
    views.store(c_view, result, c_type)


# --- the algorithm's configuration ----------------------------------------------------------
# the numpy algorithm has one configuration: what cublasLtMatmulAlgoConfigGetAttribute
# reports; setting an attribute to another value asks for a configuration it does not have
CONFIG_FORMATS = {"CUBLASLT_ALGO_CONFIG_ID": "i", "CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID": "Q"}


@api(LIB, "cublasLtMatmulAlgoConfigSetAttribute")
def matmul_algo_config_set_attribute(algo, attr, buf, sizeInBytes):
    pointer_arg(algo, "algo")
    name = enum_name("cublasLtMatmulAlgoConfigAttributes_t", attr, INVALID_ENUM, "attr")
    code = CONFIG_FORMATS.get(name, "I")
    if address(buf) == 0 or sizeInBytes != struct.calcsize(code):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{name}: {sizeInBytes} bytes, {struct.calcsize(code)} expected")
    (value,) = struct.unpack("<" + code, bytes(ffi(LIB).buffer(buf, sizeInBytes)))
    if name == "CUBLASLT_ALGO_CONFIG_ID":
        algo[0].data[0] = value   # an algo struct being filled in by hand: its id comes first
        return
    if algo[0].data[0] == ALGO_ID and value != 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{name}={value}: the algorithm has one configuration")


# --- logger, heuristics cache, CPU instructions ----------------------------------------------
@dataclass
class LtLogger:
    level: int = 0
    mask: int = 0
    file: int = 0
    file_name: str = ""
    callback: object = None
    disabled: bool = False


LT_LOGGER = LtLogger()
LOG_LEVELS = range(0, 6)   # 0 off ... 5 API trace, as cublasLt.h lists them
_settings_lock = threading.Lock()


@api(LIB, "cublasLtLoggerSetCallback")
def logger_set_callback(callback):
    LT_LOGGER.callback = callback


@api(LIB, "cublasLtLoggerSetFile")
def logger_set_file(file):
    LT_LOGGER.file = address(file)


@api(LIB, "cublasLtLoggerOpenFile")
def logger_open_file(logFile):
    name = ffi(LIB).string(_out(logFile, "logFile")).decode(errors="replace")
    try:
        with open(name, "a"):
            pass
    except OSError as exc:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"logFile {name}: {exc.strerror}")
    LT_LOGGER.file_name = name


@api(LIB, "cublasLtLoggerSetLevel")
def logger_set_level(level):
    if level not in LOG_LEVELS:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"level={level}")
    LT_LOGGER.level = int(level)


@api(LIB, "cublasLtLoggerSetMask")
def logger_set_mask(mask):
    if mask < 0 or mask > 0x1F:   # one bit per level 1..5
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"mask={mask}")
    LT_LOGGER.mask = int(mask)


@api(LIB, "cublasLtLoggerForceDisable")
def logger_force_disable():
    LT_LOGGER.disabled = True


@dataclass
class HeuristicsCache:
    capacity: int = 8192   # entries, cuBLASLt's default
    cpu_instruction_mask: int = 0


CACHE = HeuristicsCache()


@api(LIB, "cublasLtHeuristicsCacheGetCapacity")
def heuristics_cache_get_capacity(capacity):
    _out(capacity, "capacity")[0] = CACHE.capacity


@api(LIB, "cublasLtHeuristicsCacheSetCapacity")
def heuristics_cache_set_capacity(capacity):
    CACHE.capacity = int(capacity)


@api(LIB, "cublasLtDisableCpuInstructionsSetMask")
def disable_cpu_instructions_set_mask(mask):
    """The mask as set before (an unsigned return, not a status)."""
    with _settings_lock:
        previous, CACHE.cpu_instruction_mask = CACHE.cpu_instruction_mask, int(mask)
    return previous
