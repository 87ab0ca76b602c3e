"""cuBLASLt on the CPU device: descriptors, layouts, preferences, heuristics and matmul
with epilogues, computed with numpy over device memory in place.

Attributes arrive as (name, raw bytes) from the shim; ATTRIBUTE_FORMATS says how each is
decoded. Enum-valued attributes are stored by name, so the semantics below read like the
cuBLASLt documentation.
"""

from __future__ import annotations

import math
import struct
import threading
from dataclasses import dataclass, field

import numpy as np

from . import bf16_loops, scratch, views
from .blas import COMPUTE, INPUT_ROUNDING, OPERATIONS, apply_op
from .errors import CudaError

# attribute -> (struct format, enum type whose names the value is stored as, or None)
ATTRIBUTE_FORMATS = {
    # cublasLtMatmulDescAttributes_t
    "CUBLASLT_MATMUL_DESC_COMPUTE_TYPE": ("i", "cublasComputeType_t"),
    "CUBLASLT_MATMUL_DESC_SCALE_TYPE": ("i", "cudaDataType_t"),
    "CUBLASLT_MATMUL_DESC_POINTER_MODE": ("i", "cublasLtPointerMode_t"),
    "CUBLASLT_MATMUL_DESC_TRANSA": ("i", "cublasOperation_t"),
    "CUBLASLT_MATMUL_DESC_TRANSB": ("i", "cublasOperation_t"),
    "CUBLASLT_MATMUL_DESC_TRANSC": ("i", "cublasOperation_t"),
    "CUBLASLT_MATMUL_DESC_FILL_MODE": ("i", "cublasFillMode_t"),
    "CUBLASLT_MATMUL_DESC_EPILOGUE": ("I", "cublasLtEpilogue_t"),
    "CUBLASLT_MATMUL_DESC_BIAS_POINTER": ("Q", None),
    "CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE": ("q", None),
    "CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER": ("Q", None),
    "CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD": ("q", None),
    "CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE": ("q", None),
    "CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE": ("i", "cudaDataType_t"),
    "CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE": ("i", "cudaDataType_t"),
    "CUBLASLT_MATMUL_DESC_SM_COUNT_TARGET": ("i", None),
    # cublasLtMatrixLayoutAttribute_t
    "CUBLASLT_MATRIX_LAYOUT_TYPE": ("I", "cudaDataType_t"),
    "CUBLASLT_MATRIX_LAYOUT_ORDER": ("i", "cublasLtOrder_t"),
    "CUBLASLT_MATRIX_LAYOUT_ROWS": ("Q", None),
    "CUBLASLT_MATRIX_LAYOUT_COLS": ("Q", None),
    "CUBLASLT_MATRIX_LAYOUT_LD": ("q", None),
    "CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT": ("i", None),
    "CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET": ("q", None),
    "CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET": ("q", None),
    # cublasLtMatmulPreferenceAttributes_t
    "CUBLASLT_MATMUL_PREF_SEARCH_MODE": ("I", None),
    "CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES": ("Q", None),
    "CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK": ("I", None),
    "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES": ("I", None),
    "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES": ("I", None),
    "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES": ("I", None),
    "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES": ("I", None),
    "CUBLASLT_MATMUL_PREF_MAX_WAVES_COUNT": ("f", None),
    "CUBLASLT_MATMUL_PREF_IMPL_MASK": ("Q", None),
    # cublasLtMatrixTransformDescAttributes_t
    "CUBLASLT_MATRIX_TRANSFORM_DESC_SCALE_TYPE": ("i", "cudaDataType_t"),
    "CUBLASLT_MATRIX_TRANSFORM_DESC_POINTER_MODE": ("i", "cublasLtPointerMode_t"),
    "CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSA": ("i", "cublasOperation_t"),
    "CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSB": ("i", "cublasOperation_t"),
    # cublasLtEmulationDescAttributes_t
    "CUBLASLT_EMULATION_DESC_STRATEGY": ("i", "cublasEmulationStrategy_t"),
    "CUBLASLT_EMULATION_DESC_SPECIAL_VALUES_SUPPORT": ("i", None),
    "CUBLASLT_EMULATION_DESC_FIXEDPOINT_MANTISSA_CONTROL": ("i", "cudaEmulationMantissaControl"),
    "CUBLASLT_EMULATION_DESC_FIXEDPOINT_MAX_MANTISSA_BIT_COUNT": ("i", None),
    "CUBLASLT_EMULATION_DESC_FIXEDPOINT_MANTISSA_BIT_OFFSET": ("i", None),
    "CUBLASLT_EMULATION_DESC_FIXEDPOINT_MANTISSA_BIT_COUNT_POINTER": ("Q", None),
}

# attribute -> (its compiled struct, enum type or None), from ATTRIBUTE_FORMATS
ATTRIBUTE_STRUCTS = {name: (struct.Struct("<" + code), enum) for name, (code, enum) in ATTRIBUTE_FORMATS.items()}

MATMUL_DEFAULTS = {
    "CUBLASLT_MATMUL_DESC_POINTER_MODE": "CUBLASLT_POINTER_MODE_HOST",
    "CUBLASLT_MATMUL_DESC_TRANSA": "CUBLAS_OP_N",
    "CUBLASLT_MATMUL_DESC_TRANSB": "CUBLAS_OP_N",
    "CUBLASLT_MATMUL_DESC_TRANSC": "CUBLAS_OP_N",
    "CUBLASLT_MATMUL_DESC_EPILOGUE": "CUBLASLT_EPILOGUE_DEFAULT",
    "CUBLASLT_MATMUL_DESC_BIAS_POINTER": 0,
    "CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE": 0,
    "CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER": 0,
    "CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD": 0,
    "CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE": 0,
}
LAYOUT_DEFAULTS = {
    "CUBLASLT_MATRIX_LAYOUT_ORDER": "CUBLASLT_ORDER_COL",
    "CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT": 1,
    "CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET": 0,
}
PREFERENCE_DEFAULTS = {
    "CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES": 0,
    "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES": 256,
    "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES": 256,
    "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES": 256,
    "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES": 256,
}
TRANSFORM_DEFAULTS = {
    "CUBLASLT_MATRIX_TRANSFORM_DESC_POINTER_MODE": "CUBLASLT_POINTER_MODE_HOST",
    "CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSA": "CUBLAS_OP_N",
    "CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSB": "CUBLAS_OP_N",
}
EMULATION_DEFAULTS = {
    "CUBLASLT_EMULATION_DESC_STRATEGY": "CUBLAS_EMULATION_STRATEGY_DEFAULT",
    "CUBLASLT_EMULATION_DESC_SPECIAL_VALUES_SUPPORT": 0xFFFF,   # CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT
    "CUBLASLT_EMULATION_DESC_FIXEDPOINT_MANTISSA_CONTROL": "CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC",
}

# epilogue -> the steps it applies, in order, after alpha*op(A)op(B) + beta*C
EPILOGUES = {
    "CUBLASLT_EPILOGUE_DEFAULT": (),
    "CUBLASLT_EPILOGUE_RELU": ("relu",),
    "CUBLASLT_EPILOGUE_RELU_AUX": ("aux", "relu"),
    "CUBLASLT_EPILOGUE_BIAS": ("bias",),
    "CUBLASLT_EPILOGUE_RELU_BIAS": ("bias", "relu"),
    "CUBLASLT_EPILOGUE_RELU_AUX_BIAS": ("bias", "aux", "relu"),
    "CUBLASLT_EPILOGUE_GELU": ("gelu",),
    "CUBLASLT_EPILOGUE_GELU_AUX": ("aux", "gelu"),
    "CUBLASLT_EPILOGUE_GELU_BIAS": ("bias", "gelu"),
    "CUBLASLT_EPILOGUE_GELU_AUX_BIAS": ("bias", "aux", "gelu"),
    "CUBLASLT_EPILOGUE_DRELU": ("drelu",),
    "CUBLASLT_EPILOGUE_DRELU_BGRAD": ("drelu", "bgrad_d"),
    "CUBLASLT_EPILOGUE_DGELU": ("dgelu",),
    "CUBLASLT_EPILOGUE_DGELU_BGRAD": ("dgelu", "bgrad_d"),
    "CUBLASLT_EPILOGUE_BGRADA": ("bgrad_a",),
    "CUBLASLT_EPILOGUE_BGRADB": ("bgrad_b",),
}

GELU_C = math.sqrt(2.0 / math.pi)


def gelu(x):
    """cuBLASLt's GELU: the tanh approximation."""
    return 0.5 * x * (1.0 + np.tanh(GELU_C * (x + 0.044715 * x ** 3)))


def gelu_grad(x):
    inner = GELU_C * (x + 0.044715 * x ** 3)
    t = np.tanh(inner)
    return 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * GELU_C * (1.0 + 3 * 0.044715 * x * x)


@dataclass
class Descriptor:
    kind: str                     # "matmul", "layout", "preference"
    attrs: dict = field(default_factory=dict)

    def get(self, name):
        return self.attrs.get(name)


class LtObjects:
    """Every cuBLASLt handle and descriptor of the process, by opaque handle."""

    DEFAULTS = {"matmul": MATMUL_DEFAULTS, "layout": LAYOUT_DEFAULTS, "preference": PREFERENCE_DEFAULTS,
                "transform": TRANSFORM_DEFAULTS, "emulation": EMULATION_DEFAULTS}

    def __init__(self):
        self._objects: dict[int, Descriptor] = {}
        self._next = 0x7D000000
        self._lock = threading.Lock()

    def create(self, kind: str, **attrs) -> int:
        values = dict(self.DEFAULTS.get(kind, {}))
        values.update(attrs)
        with self._lock:
            self._next += 0x40
            self._objects[self._next] = Descriptor(kind, values)
            return self._next

    def create_at(self, handle: int, kind: str, **attrs) -> int:
        """A descriptor in memory the program owns (the *Init calls): its address is its
        handle, and initialising it again starts it afresh."""
        values = dict(self.DEFAULTS.get(kind, {}))
        values.update(attrs)
        with self._lock:
            self._objects[handle] = Descriptor(kind, values)
        return handle

    def get(self, handle: int, kind: str) -> Descriptor:
        obj = self._objects.get(handle)
        if obj is None or obj.kind != kind:
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE" if kind != "handle" else "CUBLAS_STATUS_NOT_INITIALIZED",
                            f"{kind} {handle:#x} does not exist")
        return obj

    def destroy(self, handle: int, kind: str) -> None:
        self.get(handle, kind)
        with self._lock:
            del self._objects[handle]

    def set_attribute(self, handle: int, kind: str, name: str, data, enum_name) -> None:
        """Decode `data` (bytes or a buffer over the caller's) for attribute `name`;
        enum_name(enum_type, value) gives enum names."""
        obj = self.get(handle, kind)
        fmt = ATTRIBUTE_STRUCTS.get(name)
        if fmt is None:
            obj.attrs[name] = bytes(data)  # kept verbatim: accepted, not interpreted
            return
        layout, enum = fmt
        if len(data) != layout.size:
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{name}: {len(data)} bytes given, {layout.size} expected")
        (value,) = layout.unpack(data)
        obj.attrs[name] = enum_name(enum, value) if enum else value

    def get_attribute(self, handle: int, kind: str, name: str, enum_value) -> bytes:
        """The attribute's bytes; enum_value(enum_type, name) gives numbers back."""
        obj = self.get(handle, kind)
        value = obj.attrs.get(name, 0)
        if isinstance(value, bytes):
            return value
        layout, enum = ATTRIBUTE_STRUCTS[name]
        return layout.pack(enum_value(enum, value) if enum and isinstance(value, str) else value)


def _layout_view(lt: LtObjects, address: int, layout_handle: int):
    layout = lt.get(layout_handle, "layout")
    a = layout.attrs
    if a.get("CUBLASLT_MATRIX_LAYOUT_ORDER") != "CUBLASLT_ORDER_COL":
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"matrix order {a.get('CUBLASLT_MATRIX_LAYOUT_ORDER')}")
    dtype_name = a["CUBLASLT_MATRIX_LAYOUT_TYPE"]
    rows, cols, ld = a["CUBLASLT_MATRIX_LAYOUT_ROWS"], a["CUBLASLT_MATRIX_LAYOUT_COLS"], a["CUBLASLT_MATRIX_LAYOUT_LD"]
    batch, stride = a["CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT"], a["CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET"]
    if dtype_name not in views.STORAGE:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"data type {dtype_name}")
    return views.matrix(address, rows, cols, ld, views.STORAGE[dtype_name], batch, stride), dtype_name


def check_supported(lt: LtObjects, desc_handle: int, layouts: tuple[int, int, int, int]) -> None:
    """What the heuristic refuses: unknown types, layouts or epilogues, shape mismatches."""
    desc = lt.get(desc_handle, "matmul")
    if desc.get("CUBLASLT_MATMUL_DESC_EPILOGUE") not in EPILOGUES:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"epilogue {desc.get('CUBLASLT_MATMUL_DESC_EPILOGUE')}")
    if desc.get("CUBLASLT_MATMUL_DESC_COMPUTE_TYPE") not in COMPUTE:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"compute type {desc.get('CUBLASLT_MATMUL_DESC_COMPUTE_TYPE')}")
    for h in layouts:
        layout = lt.get(h, "layout")
        if layout.get("CUBLASLT_MATRIX_LAYOUT_ORDER") != "CUBLASLT_ORDER_COL":
            raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", "only column-major layouts")
        if layout.get("CUBLASLT_MATRIX_LAYOUT_TYPE") not in views.STORAGE:
            raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"type {layout.get('CUBLASLT_MATRIX_LAYOUT_TYPE')}")
    a, b, c, d = (lt.get(h, "layout").attrs for h in layouts)
    ta = OPERATIONS[desc.get("CUBLASLT_MATMUL_DESC_TRANSA")]
    tb = OPERATIONS[desc.get("CUBLASLT_MATMUL_DESC_TRANSB")]
    m, n = d["CUBLASLT_MATRIX_LAYOUT_ROWS"], d["CUBLASLT_MATRIX_LAYOUT_COLS"]
    ar, ac = a["CUBLASLT_MATRIX_LAYOUT_ROWS"], a["CUBLASLT_MATRIX_LAYOUT_COLS"]
    br, bc = b["CUBLASLT_MATRIX_LAYOUT_ROWS"], b["CUBLASLT_MATRIX_LAYOUT_COLS"]
    am, k = (ar, ac) if ta == "N" else (ac, ar)
    kb, bn = (br, bc) if tb == "N" else (bc, br)
    if am != m or bn != n or k != kb or (c["CUBLASLT_MATRIX_LAYOUT_ROWS"], c["CUBLASLT_MATRIX_LAYOUT_COLS"]) != (m, n):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE",
                        f"shapes do not agree: op(A) {am}x{k}, op(B) {kb}x{bn}, D {m}x{n}")


def _add_into(result: np.ndarray, term: np.ndarray) -> np.ndarray:
    """result + term, in result's own memory unless the term has more batches to broadcast to."""
    if np.broadcast_shapes(result.shape, term.shape) != result.shape:
        return result + term
    views.add_into(result, term)
    return result


def _product_scratch(opA: np.ndarray, opB: np.ndarray):
    """A row-major array for an f32 product, as a scratch array with its rows apart (BLAS is
    called as for the array np.matmul would make, with a longer leading dimension of C,
    which only moves where the results go); None (numpy allocates) for other types."""
    if opA.dtype != np.float32 or opB.dtype != np.float32:
        return None
    shape = np.broadcast_shapes(opA.shape[:-2], opB.shape[:-2]) + (opA.shape[-2], opB.shape[-1])
    return scratch.rows_apart("lt product", shape, np.float32)


# epilogues whose whole work bf16_loops does: nothing, or one bias value per row of D
COMPILED_EPILOGUES = {"CUBLASLT_EPILOGUE_DEFAULT": False, "CUBLASLT_EPILOGUE_BIAS": True}


def _stored_compiled(desc: dict, result: np.ndarray, beta: float, C, c_type: str, D: np.ndarray,
                     d_type: str) -> bool:
    """D = round(result + C + bias) in one compiled pass (bf16_loops) where it computes
    what the numpy steps below would: bf16 D, beta 0 or 1 (C then enters unscaled), a bf16
    C and bias; False: nothing done, the numpy steps follow."""
    with_bias = COMPILED_EPILOGUES.get(desc["CUBLASLT_MATMUL_DESC_EPILOGUE"])
    if with_bias is None or d_type != "CUDA_R_16BF" or beta not in (0, 1):
        return False
    if C is not None and c_type != "CUDA_R_16BF":
        return False
    bias = None
    if with_bias:
        if (desc.get("CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE") or d_type) != "CUDA_R_16BF":
            return False
        ptr = desc["CUBLASLT_MATMUL_DESC_BIAS_POINTER"]
        if not ptr:
            return False   # the numpy steps raise the error
        m = D.shape[1]
        bias = views.matrix(ptr, m, 1, m, np.uint16, D.shape[0], desc["CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE"])[..., 0]
    if not bf16_loops.fits(D, result, C, bias):
        return False
    bf16_loops.store(D, result, C, bias)
    return True


def matmul(lt: LtObjects, desc_handle: int, alpha: float, a: int, a_layout: int, b: int, b_layout: int,
           beta: float, c: int, c_layout: int, d: int, d_layout: int) -> None:
    """D = epilogue(alpha op(A) op(B) + beta C)."""
    check_supported(lt, desc_handle, (a_layout, b_layout, c_layout, d_layout))
    desc = lt.get(desc_handle, "matmul").attrs
    acc = COMPUTE[desc["CUBLASLT_MATMUL_DESC_COMPUTE_TYPE"]]
    A, a_type = _layout_view(lt, a, a_layout)
    B, b_type = _layout_view(lt, b, b_layout)
    C, c_type = _layout_view(lt, c, c_layout)
    D, d_type = _layout_view(lt, d, d_layout)
    batch = D.shape[0]
    # operands already in the compute type are read in place (nothing below writes them);
    # widened ones, the product and the widened C are this thread's scratch arrays (the
    # same shapes come back every step: no fresh pages for the kernel to clear each call)
    opA = apply_op(desc["CUBLASLT_MATMUL_DESC_TRANSA"], views.load(A, a_type, "lt A").astype(acc, copy=False))
    opB = apply_op(desc["CUBLASLT_MATMUL_DESC_TRANSB"], views.load(B, b_type, "lt B").astype(acc, copy=False))
    rounding = INPUT_ROUNDING.get(desc["CUBLASLT_MATMUL_DESC_COMPUTE_TYPE"])
    if rounding is not None and a_type == b_type == "CUDA_R_32F":   # FAST compute types read fp32 inputs lower
        opA, opB = rounding(opA).astype(acc), rounding(opB).astype(acc)
    # `result` is this call's own array: scaling, C and the bias are added into it in place
    # (the same operations in the same order, one temporary fewer each); alpha 1 is exact
    result = np.matmul(opA, opB, out=_product_scratch(opA, opB))
    if alpha != 1:
        result *= acc(alpha)
    if _stored_compiled(desc, result, beta, C if beta else None, c_type, D, d_type):
        return
    if beta != 0:
        term = views.load(C, c_type, "lt C").astype(acc, copy=False)
        if c_type == "CUDA_R_16BF" and term.dtype == acc:   # the scratch widening: scaled where it is
            term *= acc(beta)
        else:
            term = acc(beta) * term
        result = _add_into(result, term)
    m, n = D.shape[1], D.shape[2]
    bias_type = desc.get("CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE") or d_type
    aux_type = desc.get("CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE") or d_type

    def bias_view(length):
        ptr = desc["CUBLASLT_MATMUL_DESC_BIAS_POINTER"]
        if not ptr:
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", "epilogue needs CUBLASLT_MATMUL_DESC_BIAS_POINTER")
        return views.matrix(ptr, length, 1, length, views.STORAGE[bias_type], batch,
                            desc["CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE"])[..., 0]

    def aux_view():
        ptr = desc["CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER"]
        ld = desc["CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD"]
        if not ptr or ld < m:
            raise CudaError("CUBLAS_STATUS_INVALID_VALUE", "epilogue needs an aux pointer and an aux ld >= rows")
        return views.matrix(ptr, m, n, ld, views.STORAGE[aux_type], batch,
                            desc["CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE"])

    for step in EPILOGUES[desc["CUBLASLT_MATMUL_DESC_EPILOGUE"]]:
        if step == "bias":                     # one bias value per row of D
            result = _add_into(result, views.load(bias_view(m), bias_type).astype(acc, copy=False)[:, :, None])
        elif step == "aux":                    # keep the pre-activation for the backward pass
            views.store(aux_view(), result, aux_type)
        elif step == "relu":
            result = np.maximum(result, 0)
        elif step == "gelu":
            result = gelu(result)
        elif step == "dgelu":
            result = result * gelu_grad(views.load(aux_view(), aux_type).astype(acc))
        elif step == "drelu":
            result = result * (views.load(aux_view(), aux_type) > 0)
        elif step == "bgrad_d":
            views.store(bias_view(m), result.sum(axis=2), bias_type)
        elif step == "bgrad_a":                # reduce op(A) over k: one value per row of D
            views.store(bias_view(m), opA.sum(axis=2), bias_type)
        elif step == "bgrad_b":                # reduce op(B) over k: one value per column of D
            views.store(bias_view(n), opB.sum(axis=1), bias_type)
    views.store(D, result, d_type, reuse=True)
