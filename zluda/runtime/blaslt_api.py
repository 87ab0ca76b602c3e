"""The cuBLASLt entry points: handles, descriptors, layouts, preferences, heuristics and
cublasLtMatmul, over the numpy semantics in blaslt.py.

Descriptors are opaque handles of blaslt.LtObjects; attributes travel as raw bytes and are
decoded with blaslt.ATTRIBUTE_FORMATS and the catalog's enums. The heuristic offers one
algorithm (the numpy one). Like NVIDIA's, the algorithm is chosen for the alignment the
preference promises (CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_*_BYTES, default 256) and it
assumes that alignment, up to 16 bytes (the vector width the H200 kernels load with), for
A, B, C and D; cublasLtMatmul refuses pointers that break the algorithm's assumption
(NOT_SUPPORTED), while a NULL algo adapts to the pointers it is given.
"""

from __future__ import annotations

import functools
import struct

import numpy as np

from . import blaslt, views
from .blas_api import INVALID_ENUM, address, api, ffi, pointer_arg, scalar, wait_for_stream
from .enums import enum_name, enum_names, enum_value
from .errors import CudaError

LIB = "cublasLt"
# the version the reference H200 reported (cuBLASLt 13.1.0), MAJOR*10000 + MINOR*100 + PATCH
CUBLASLT_VERSION = 130100
CUDART_VERSION = 13000

LT = blaslt.LtObjects()

# the attribute enum of each descriptor kind
ATTRIBUTE_ENUMS = {
    "matmul": "cublasLtMatmulDescAttributes_t",
    "layout": "cublasLtMatrixLayoutAttribute_t",
    "preference": "cublasLtMatmulPreferenceAttributes_t",
    "transform": "cublasLtMatrixTransformDescAttributes_t",
    "emulation": "cublasLtEmulationDescAttributes_t",
}
# the algorithm's id in cublasLtMatmulAlgo_t.data[0]; data[1..4]: alignment assumed for A, B, C, D
ALGO_ID = 0x7A
ALGO_ALIGNMENT_CAP = 16
PREFERENCE_ALIGNMENT = ("CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES", "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES",
                        "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES", "CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES")
# scale types cublasLtMatmul reads alpha/beta in, for each compute type family
SCALE_TYPES = {
    "CUBLAS_COMPUTE_16F": {"CUDA_R_16F", "CUDA_R_32F"}, "CUBLAS_COMPUTE_16F_PEDANTIC": {"CUDA_R_16F", "CUDA_R_32F"},
    "CUBLAS_COMPUTE_32I": {"CUDA_R_32I", "CUDA_R_32F"}, "CUBLAS_COMPUTE_32I_PEDANTIC": {"CUDA_R_32I", "CUDA_R_32F"},
    "CUBLAS_COMPUTE_64F": {"CUDA_R_64F", "CUDA_C_64F"}, "CUBLAS_COMPUTE_64F_PEDANTIC": {"CUDA_R_64F", "CUDA_C_64F"},
}
FP32_SCALES = {"CUDA_R_32F", "CUDA_C_32F"}


_enum_tables: dict[str, dict[int, str]] = {}   # enum type -> value -> name, as enums.enum_names


def _enum_name_or_invalid(enum_type: str, value: int) -> str:
    """An enum argument's name; the enum type stands for the argument in the error."""
    names = _enum_tables.get(enum_type)
    if names is None:
        names = _enum_tables[enum_type] = enum_names(enum_type)
    name = names.get(value)
    if name is None:   # enum_name gives the error (or the name of a value given as a float)
        return enum_name(enum_type, value, INVALID_ENUM, enum_type)
    return name


def _create(out, kind: str, argument: str, **attrs) -> None:
    if not out:   # a cffi pointer is false only when NULL
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{argument} is NULL")
    own = ffi(LIB)
    out[0] = own.cast(own.typeof("void *"), LT.create(kind, **attrs))


def _set_attribute(kind: str, handle, attr, buf, size) -> None:
    name = _enum_name_or_invalid(ATTRIBUTE_ENUMS[kind], attr)
    if not buf:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{name}: buf is NULL")
    # the caller's bytes read in place: decoded before this call returns
    LT.set_attribute(address(handle), kind, name, ffi(LIB).buffer(buf, size), _enum_name_or_invalid)


def _get_attribute(kind: str, handle, attr, buf, size, size_written) -> None:
    name = _enum_name_or_invalid(ATTRIBUTE_ENUMS[kind], attr)
    try:
        data = LT.get_attribute(address(handle), kind, name, enum_value)
    except KeyError:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{name} has no value")
    _write_value(name, data, buf, size, size_written)


# --- handle and version -----------------------------------------------------------------
@api(LIB, "cublasLtCreate")
def lt_create(handle_out):
    _create(handle_out, "handle", "lightHandle")


@api(LIB, "cublasLtDestroy")
def lt_destroy(handle):
    LT.destroy(address(handle), "handle")


@api(LIB, "cublasLtGetVersion")
def lt_get_version():
    return CUBLASLT_VERSION


@api(LIB, "cublasLtGetCudartVersion")
def lt_get_cudart_version():
    return CUDART_VERSION


@api(LIB, "cublasLtGetProperty")
def lt_get_property(prop, value):
    pointer_arg(value, "value")
    parts = {"MAJOR_VERSION": CUBLASLT_VERSION // 10000, "MINOR_VERSION": CUBLASLT_VERSION // 100 % 100,
             "PATCH_LEVEL": CUBLASLT_VERSION % 100}
    value[0] = parts[_enum_name_or_invalid("libraryPropertyType", prop)]


# --- descriptors --------------------------------------------------------------------------
@api(LIB, "cublasLtMatmulDescCreate")
def matmul_desc_create(desc_out, compute_type, scale_type):
    compute = _enum_name_or_invalid("cublasComputeType_t", compute_type)
    scale = _enum_name_or_invalid("cudaDataType_t", scale_type)
    _create(desc_out, "matmul", "matmulDesc", CUBLASLT_MATMUL_DESC_COMPUTE_TYPE=compute,
            CUBLASLT_MATMUL_DESC_SCALE_TYPE=scale)


@api(LIB, "cublasLtMatrixLayoutCreate")
def matrix_layout_create(layout_out, data_type, rows, cols, ld):
    name = _enum_name_or_invalid("cudaDataType_t", data_type)
    _create(layout_out, "layout", "matLayout", CUBLASLT_MATRIX_LAYOUT_TYPE=name,
            CUBLASLT_MATRIX_LAYOUT_ROWS=rows, CUBLASLT_MATRIX_LAYOUT_COLS=cols, CUBLASLT_MATRIX_LAYOUT_LD=ld)


@api(LIB, "cublasLtMatmulPreferenceCreate")
def preference_create(pref_out):
    _create(pref_out, "preference", "pref")


def _destroy(kind: str, handle) -> None:
    LT.destroy(address(handle), kind)


def _for_kind(func, kind: str):
    """func with its kind bound: a partial, not a lambda, so no Python frame of its own in
    calls made hundreds of times a training step; named as func for `api` and logs."""
    bound = functools.partial(func, kind)
    bound.__module__, bound.__name__, bound.__qualname__ = func.__module__, func.__name__, func.__qualname__
    return bound


def _register_descriptor_family(kind: str, stem: str) -> None:
    api(LIB, f"cublasLt{stem}Destroy")(_for_kind(_destroy, kind))
    api(LIB, f"cublasLt{stem}SetAttribute")(_for_kind(_set_attribute, kind))
    api(LIB, f"cublasLt{stem}GetAttribute")(_for_kind(_get_attribute, kind))


DESCRIPTOR_FAMILIES = (("matmul", "MatmulDesc"), ("layout", "MatrixLayout"), ("preference", "MatmulPreference"),
                      ("transform", "MatrixTransformDesc"), ("emulation", "EmulationDesc"))
for _kind, _stem in DESCRIPTOR_FAMILIES:
    _register_descriptor_family(_kind, _stem)


# --- heuristics ---------------------------------------------------------------------------
def _check_request(handle, desc, layouts) -> dict:
    LT.get(address(handle), "handle")
    desc_handle = address(desc)
    attrs = LT.get(desc_handle, "matmul").attrs
    layout_handles = tuple(address(layout) for layout in layouts)
    blaslt.check_supported(LT, desc_handle, layout_handles)
    compute, scale = attrs["CUBLASLT_MATMUL_DESC_COMPUTE_TYPE"], attrs["CUBLASLT_MATMUL_DESC_SCALE_TYPE"]
    if scale not in SCALE_TYPES.get(compute, FP32_SCALES):
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"scale type {scale} with {compute}")
    if attrs["CUBLASLT_MATMUL_DESC_POINTER_MODE"] not in ("CUBLASLT_POINTER_MODE_HOST", "CUBLASLT_POINTER_MODE_DEVICE"):
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"pointer mode {attrs['CUBLASLT_MATMUL_DESC_POINTER_MODE']}")
    return attrs


def _element_sizes(layouts) -> list[int]:
    sizes = []
    for layout in layouts:
        data_type = LT.get(address(layout), "layout").attrs["CUBLASLT_MATRIX_LAYOUT_TYPE"]
        sizes.append(np.dtype(views.STORAGE[data_type]).itemsize)
    return sizes


def _algorithm_alignment(preference_attrs: dict, layouts) -> list[int]:
    """The alignment the algorithm assumes for A, B, C, D; no algorithm below the element size."""
    alignment = []
    for key, element in zip(PREFERENCE_ALIGNMENT, _element_sizes(layouts)):
        promised = preference_attrs.get(key, blaslt.PREFERENCE_DEFAULTS[key])
        if promised < element or promised & (promised - 1):
            raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"{key}={promised} for {element}-byte elements")
        alignment.append(min(promised, ALGO_ALIGNMENT_CAP))
    return alignment


@api(LIB, "cublasLtMatmulAlgoGetHeuristic")
def matmul_algo_get_heuristic(handle, desc, a_desc, b_desc, c_desc, d_desc, preference, requested, results,
                              returned):
    layouts = (a_desc, b_desc, c_desc, d_desc)
    if requested <= 0 or address(results) == 0 or address(returned) == 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"requestedAlgoCount={requested}")
    returned[0] = 0
    _check_request(handle, desc, layouts)
    pref = LT.get(address(preference), "preference").attrs
    alignment = _algorithm_alignment(pref, layouts)
    result = results[0]
    ffi(LIB).memmove(ffi(LIB).addressof(result), b"\0" * ffi(LIB).sizeof("cublasLtMatmulHeuristicResult_t"),
                     ffi(LIB).sizeof("cublasLtMatmulHeuristicResult_t"))
    result.algo.data[0] = ALGO_ID
    for i, value in enumerate(alignment):
        result.algo.data[1 + i] = value
    result.workspaceSize = 0
    result.state = 0
    result.wavesCount = 1.0
    returned[0] = 1


@api(LIB, "cublasLtMatmulAlgoCheck")
def matmul_algo_check(handle, desc, a_desc, b_desc, c_desc, d_desc, algo, result):
    _check_request(handle, desc, (a_desc, b_desc, c_desc, d_desc))
    pointer_arg(algo, "algo")
    pointer_arg(result, "result")
    if algo[0].data[0] != ALGO_ID:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", "algo was not made by this cuBLASLt")
    result[0].algo = algo[0]
    result[0].workspaceSize = 0
    result[0].state = 0
    result[0].wavesCount = 1.0


# --- matmul -------------------------------------------------------------------------------
def _assumed_alignment(algo, layouts, pointers) -> list[int]:
    if address(algo) == 0:
        # NULL algo: cuBLASLt runs its heuristic for the call itself, knowing the pointers,
        # so the algorithm it picks assumes only the alignment they have
        return [1 << min((p & -p).bit_length() - 1, 4) if p else 1 for p in pointers]
    if algo[0].data[0] != ALGO_ID:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", "algo was not made by this cuBLASLt's heuristic")
    return [int(algo[0].data[1 + i]) for i in range(4)]


@api(LIB, "cublasLtMatmul")
def matmul(handle, desc, alpha, A, a_desc, B, b_desc, beta, C, c_desc, D, d_desc, algo, workspace,
           workspace_size, stream):
    layouts = (a_desc, b_desc, c_desc, d_desc)
    attrs = _check_request(handle, desc, layouts)
    scale = attrs["CUBLASLT_MATMUL_DESC_SCALE_TYPE"]
    al, be = scalar(alpha, scale, "alpha"), scalar(beta, scale, "beta")
    pointers = [pointer_arg(A, "A"), pointer_arg(B, "B"), pointer_arg(C, "C", be != 0), pointer_arg(D, "D")]
    if pointers[2] == 0:
        pointers[2] = pointers[3]   # beta == 0: C is not read; the layout still describes it
    for name, pointer, needed in zip("ABCD", pointers, _assumed_alignment(algo, layouts, pointers)):
        if pointer % needed:
            raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED",
                            f"{name}={pointer:#x} is not {needed}-byte aligned as the algorithm assumes")
    wait_for_stream(address(stream))
    blaslt.matmul(LT, address(desc), al, pointers[0], address(a_desc), pointers[1], address(b_desc), be,
                  pointers[2], address(c_desc), pointers[3], address(d_desc))


# --- algorithm enumeration and inspection ------------------------------------------------
def _element_size(data_type_value: int, argument: str) -> int:
    name = _enum_name_or_invalid("cudaDataType_t", data_type_value)
    if name not in views.STORAGE:
        raise CudaError("CUBLAS_STATUS_NOT_SUPPORTED", f"{argument} {name}")
    return np.dtype(views.STORAGE[name]).itemsize


@api(LIB, "cublasLtMatmulAlgoGetIds")
def matmul_algo_get_ids(handle, compute, scale, a_type, b_type, c_type, d_type, requested, ids, returned):
    LT.get(address(handle), "handle")
    if requested <= 0 or address(ids) == 0 or address(returned) == 0:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"requestedAlgoCount={requested}")
    returned[0] = 0
    _enum_name_or_invalid("cublasComputeType_t", compute)
    _enum_name_or_invalid("cudaDataType_t", scale)
    for value, argument in ((a_type, "Atype"), (b_type, "Btype"), (c_type, "Ctype"), (d_type, "Dtype")):
        _element_size(value, argument)
    ids[0] = ALGO_ID
    returned[0] = 1


@api(LIB, "cublasLtMatmulAlgoInit")
def matmul_algo_init(handle, compute, scale, a_type, b_type, c_type, d_type, algo_id, algo):
    """An algorithm by id (from AlgoGetIds): it assumes only element alignment."""
    LT.get(address(handle), "handle")
    pointer_arg(algo, "algo")
    if algo_id != ALGO_ID:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"algoId {algo_id}")
    _enum_name_or_invalid("cublasComputeType_t", compute)
    sizes = [_element_size(v, a) for v, a in ((a_type, "Atype"), (b_type, "Btype"), (c_type, "Ctype"),
                                                (d_type, "Dtype"))]
    for i in range(8):
        algo[0].data[i] = 0
    algo[0].data[0] = ALGO_ID
    for i, size in enumerate(sizes):
        algo[0].data[1 + i] = size


def _algo_capabilities(algo) -> dict[str, tuple[str, int]]:
    """What the numpy algorithm can do, as cublasLtMatmulAlgoCapAttributes_t values."""
    epilogues = 0
    for name in blaslt.EPILOGUES:
        epilogues |= enum_value("cublasLtEpilogue_t", name)
    data = algo[0].data
    return {
        "CUBLASLT_ALGO_CAP_SPLITK_SUPPORT": ("i", 0),
        "CUBLASLT_ALGO_CAP_REDUCTION_SCHEME_MASK": ("I", 0),
        "CUBLASLT_ALGO_CAP_CTA_SWIZZLING_SUPPORT": ("I", 0),
        "CUBLASLT_ALGO_CAP_STRIDED_BATCH_SUPPORT": ("i", 1),
        "CUBLASLT_ALGO_CAP_OUT_OF_PLACE_RESULT_SUPPORT": ("i", 1),
        "CUBLASLT_ALGO_CAP_UPLO_SUPPORT": ("i", 0),
        "CUBLASLT_ALGO_CAP_CUSTOM_OPTION_MAX": ("i", 0),
        "CUBLASLT_ALGO_CAP_CUSTOM_MEMORY_ORDER": ("i", 0),
        "CUBLASLT_ALGO_CAP_POINTER_MODE_MASK": ("I", enum_value("cublasLtPointerModeMask_t", "CUBLASLT_POINTER_MODE_MASK_HOST")
                                                | enum_value("cublasLtPointerModeMask_t", "CUBLASLT_POINTER_MODE_MASK_DEVICE")),
        "CUBLASLT_ALGO_CAP_EPILOGUE_MASK": ("I", epilogues),
        "CUBLASLT_ALGO_CAP_LD_NEGATIVE": ("I", 0),
        "CUBLASLT_ALGO_CAP_NUMERICAL_IMPL_FLAGS": ("Q", 0),
        "CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_A_BYTES": ("I", int(data[1])),
        "CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_B_BYTES": ("I", int(data[2])),
        "CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_C_BYTES": ("I", int(data[3])),
        "CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_D_BYTES": ("I", int(data[4])),
        "CUBLASLT_ALGO_CAP_POINTER_ARRAY_BATCH_SUPPORT": ("i", 0),
        "CUBLASLT_ALGO_CAP_FLOATING_POINT_EMULATION_SUPPORT": ("i", 0),
    }


def _write_value(name: str, data: bytes, buf, size, size_written) -> None:
    """NVIDIA's protocol: size 0 with sizeWritten asks for the size; a short buffer is invalid."""
    written = address(size_written)
    if not data:
        if written:
            size_written[0] = 0
        return
    if size == 0 and written:
        size_written[0] = len(data)
        return
    if address(buf) == 0 or size < len(data):
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", f"{name}: {size} bytes of room, {len(data)} needed")
    ffi(LIB).memmove(buf, data, len(data))
    if written:
        size_written[0] = len(data)


def _our_algo(algo):
    pointer_arg(algo, "algo")
    if algo[0].data[0] != ALGO_ID:
        raise CudaError("CUBLAS_STATUS_INVALID_VALUE", "algo was not made by this cuBLASLt")


@api(LIB, "cublasLtMatmulAlgoCapGetAttribute")
def matmul_algo_cap_get_attribute(algo, attr, buf, size, size_written):
    _our_algo(algo)
    name = _enum_name_or_invalid("cublasLtMatmulAlgoCapAttributes_t", attr)
    fmt = _algo_capabilities(algo).get(name)
    if fmt is None:   # the tile and stage id lists: the numpy algorithm has none
        _write_value(name, b"", buf, size, size_written)
        return
    _write_value(name, struct.pack("<" + fmt[0], fmt[1]), buf, size, size_written)


@api(LIB, "cublasLtMatmulAlgoConfigGetAttribute")
def matmul_algo_config_get_attribute(algo, attr, buf, size, size_written):
    _our_algo(algo)
    name = _enum_name_or_invalid("cublasLtMatmulAlgoConfigAttributes_t", attr)
    code = "i" if name == "CUBLASLT_ALGO_CONFIG_ID" else ("Q" if name == "CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID" else "I")
    value = ALGO_ID if name == "CUBLASLT_ALGO_CONFIG_ID" else 0
    _write_value(name, struct.pack("<" + code, value), buf, size, size_written)
