"""A small catalog for the tracer's tests, built from the installed CUDA headers' enums.

The project's full catalog (zluda.api.catalog) is generated elsewhere; these tests only
need the functions their sample programs import, with prototypes as the headers write
them, so they stay independent of that generator.
"""

from __future__ import annotations

import re
from pathlib import Path

from zluda.api.model import Catalog, EnumType, Function, Library, Param

P = Param

CUDART_FUNCTIONS = [
    ("__cudaRegisterFatBinary", "void **", [P("fatCubin", "void *")]),
    ("__cudaRegisterFatBinaryEnd", "void", [P("fatCubinHandle", "void **")]),
    ("__cudaUnregisterFatBinary", "void", [P("fatCubinHandle", "void **")]),
    ("__cudaRegisterFunction", "void", [
        P("fatCubinHandle", "void **"), P("hostFun", "const char *"), P("deviceFun", "char *"),
        P("deviceName", "const char *"), P("thread_limit", "int"), P("tid", "uint3 *"),
        P("bid", "uint3 *"), P("bDim", "dim3 *"), P("gDim", "dim3 *"), P("wSize", "int *")]),
    ("__cudaInitModule", "char", [P("fatCubinHandle", "void **")]),
    ("__cudaPushCallConfiguration", "unsigned", [
        P("gridDim", "dim3"), P("blockDim", "dim3"), P("sharedMem", "size_t"),
        P("stream", "struct CUstream_st *")]),
    ("__cudaPopCallConfiguration", "cudaError_t", [
        P("gridDim", "dim3 *", "out"), P("blockDim", "dim3 *", "out"),
        P("sharedMem", "size_t *", "out"), P("stream", "void *", "out")]),
    ("__cudaGetKernel", "cudaError_t", [P("kernel", "cudaKernel_t *", "out"), P("func", "const void *")]),
    ("__cudaLaunchKernel", "cudaError_t", [
        P("kernel", "cudaKernel_t"), P("gridDim", "dim3"), P("blockDim", "dim3"),
        P("args", "void **"), P("sharedMem", "size_t"), P("stream", "cudaStream_t")]),
    ("cudaMalloc", "cudaError_t", [P("devPtr", "void **", "out"), P("size", "size_t")]),
    ("cudaFree", "cudaError_t", [P("devPtr", "void *")]),
    ("cudaMallocHost", "cudaError_t", [P("ptr", "void **", "out"), P("size", "size_t")]),
    ("cudaMemcpy", "cudaError_t", [
        P("dst", "void *"), P("src", "const void *"), P("count", "size_t"),
        P("kind", "enum cudaMemcpyKind", enum="cudaMemcpyKind")]),
    ("cudaMemcpyAsync", "cudaError_t", [
        P("dst", "void *"), P("src", "const void *"), P("count", "size_t"),
        P("kind", "enum cudaMemcpyKind", enum="cudaMemcpyKind"), P("stream", "cudaStream_t")]),
    ("cudaMemset", "cudaError_t", [P("devPtr", "void *"), P("value", "int"), P("count", "size_t")]),
    ("cudaGetLastError", "cudaError_t", []),
    ("cudaPeekAtLastError", "cudaError_t", []),
    ("cudaGetErrorString", "const char *", [P("error", "cudaError_t", enum="cudaError")]),
    ("cudaGetErrorName", "const char *", [P("error", "cudaError_t", enum="cudaError")]),
    ("cudaDeviceSynchronize", "cudaError_t", []),
    ("cudaStreamSynchronize", "cudaError_t", [P("stream", "cudaStream_t")]),
    ("cudaStreamCreate", "cudaError_t", [P("pStream", "cudaStream_t *", "out")]),
    ("cudaGetDeviceCount", "cudaError_t", [P("count", "int *", "out")]),
    ("cudaSetDevice", "cudaError_t", [P("device", "int")]),
    ("cudaDriverGetVersion", "cudaError_t", [P("driverVersion", "int *", "out")]),
    ("cudaRuntimeGetVersion", "cudaError_t", [P("runtimeVersion", "int *", "out")]),
    ("cudaLaunchKernel", "cudaError_t", [
        P("func", "const void *"), P("gridDim", "dim3"), P("blockDim", "dim3"),
        P("args", "void **"), P("sharedMem", "size_t"), P("stream", "cudaStream_t")]),
]

# no cuBLAS headers on this machine: the few values the tests need, as cublas_api.h has them
CUBLAS_ENUMS = {
    "cublasStatus_t": {"CUBLAS_STATUS_SUCCESS": 0, "CUBLAS_STATUS_NOT_INITIALIZED": 1,
                       "CUBLAS_STATUS_ALLOC_FAILED": 3, "CUBLAS_STATUS_INVALID_VALUE": 7,
                       "CUBLAS_STATUS_NOT_SUPPORTED": 15},
    "cublasOperation_t": {"CUBLAS_OP_N": 0, "CUBLAS_OP_T": 1, "CUBLAS_OP_C": 2},
}
CUBLAS_FUNCTIONS = [
    ("cublasCreate_v2", "cublasStatus_t", [P("handle", "cublasHandle_t *", "out")]),
    ("cublasDestroy_v2", "cublasStatus_t", [P("handle", "cublasHandle_t")]),
    ("cublasSgemm_v2", "cublasStatus_t", [
        P("handle", "cublasHandle_t"), P("transa", "cublasOperation_t", enum="cublasOperation_t"),
        P("transb", "cublasOperation_t", enum="cublasOperation_t"), P("m", "int"), P("n", "int"),
        P("k", "int"), P("alpha", "const float *"), P("A", "const float *"), P("lda", "int"),
        P("B", "const float *"), P("ldb", "int"), P("beta", "const float *"), P("C", "float *"),
        P("ldc", "int")]),
]

TYPEDEFS = {
    "cublasStatus_t": "enum cublasStatus_t", "cublasOperation_t": "enum cublasOperation_t",
    "cublasHandle_t": "struct cublasContext *",
    "cudaError_t": "enum cudaError", "cudaStream_t": "struct CUstream_st *",
    "cudaKernel_t": "struct CUkern_st *", "dim3": "struct dim3", "uint3": "struct uint3",
}


def _header_enum(text: str, name: str) -> dict[str, int]:
    m = re.search(r"enum\s+(?:__device_builtin__\s+)?" + name + r"\s*\{(.*?)\}", text, re.S)
    values, nxt = {}, 0
    for item in re.sub(r"/\*.*?\*/|//[^\n]*", "", m.group(1), flags=re.S).split(","):
        item = item.strip()
        if not item:
            continue
        key, _, val = item.partition("=")
        nxt = int(val.strip(), 0) if val.strip() else nxt
        values[key.strip()] = nxt
        nxt += 1
    return values


def build(cuda_include: Path = Path("/usr/local/cuda/include")) -> Catalog:
    text = (cuda_include / "driver_types.h").read_text()
    enums = {n: EnumType(n, _header_enum(text, n)) for n in ("cudaError", "cudaMemcpyKind")}
    cudart = Library("cudart", "libcudart.so.13", "cudaError_t", "cudaSuccess",
                     "cudaErrorNotSupported", ("libcudart.so.13",))
    enums.update({n: EnumType(n, v) for n, v in CUBLAS_ENUMS.items()})
    cublas = Library("cublas", "libcublas.so.13", "cublasStatus_t", "CUBLAS_STATUS_SUCCESS",
                     "CUBLAS_STATUS_NOT_SUPPORTED", ("libcublas.so.13",))
    functions = {}
    for name, ret, params in CUBLAS_FUNCTIONS:
        functions[name] = Function(name.removesuffix("_v2"), name, "cublas", ret, tuple(params),
                                   "libcublas.so.13", public_name=name.removesuffix("_v2"))
    for name, ret, params in CUDART_FUNCTIONS:
        fixed = tuple(Param(p.name, p.ctype, p.direction, p.base_type,
                            p.enum or ("cudaError" if "cudaError_t" in p.ctype else ""))
                      for p in params)
        functions[name] = Function(name, name, "cudart", ret, fixed, "libcudart.so.13")
    return Catalog("13.0", {"cudart": cudart, "cublas": cublas}, functions, enums, dict(TYPEDEFS))
