"""Calls the generated C answers itself, without entering Python.

A Python dispatch costs about a microsecond (GIL, argument conversion); a program that
polls `cudaGetLastError` after every launch would pay it constantly. These few calls need
no Python state: the runtime's last error lives in a C thread-local the Python side sets
through `lib.zluda_last_error_set` (zluda/shim/glue.py does it for every failing cudart
call), and status names come from the catalog's enums, compiled into a C switch.

The fast path is off while a trace is recorded (ZLUDA_TRACE_DIR) so that every call is
seen, and can be switched off with ZLUDA_FAST_PATH=0; zluda/shim/impl_minimal.py
implements the same calls in Python with the same results.

Bodies are C statements; {0}, {1}, ... are the function's parameter names.
"""

from __future__ import annotations

# what the runtime answers for a code it does not know (cudaGetErrorName/String)
UNKNOWN_RUNTIME_ERROR = "unrecognized error code"
UNKNOWN_BLAS_STATUS = "CUBLAS_STATUS_UNKNOWN"

# cudaGetErrorString/cuGetErrorString are answered in Python: their descriptions
# ("invalid argument") come from zluda/runtime/error_strings.py, not from the enum names.
FAST_PATHS: dict[tuple[str, str], str] = {
    ("cudart", "cudaGetLastError"): "return (cudaError_t)zluda_last_error_get(1);",
    ("cudart", "cudaPeekAtLastError"): "return (cudaError_t)zluda_last_error_get(0);",
    ("cudart", "cudaGetErrorName"):
        f'const char *s = zluda_status_name((int){{0}}); return s ? s : "{UNKNOWN_RUNTIME_ERROR}";',
    ("cuda", "cuGetErrorName"):
        "const char *s = zluda_status_name((int){0}); if (!{1}) return CUDA_ERROR_INVALID_VALUE; "
        "*{1} = s; return s ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;",
    ("cublas", "cublasGetStatusName"):
        f'const char *s = zluda_status_name((int){{0}}); return s ? s : "{UNKNOWN_BLAS_STATUS}";',
    ("cublas", "cublasGetStatusString"):
        f'const char *s = zluda_status_name((int){{0}}); return s ? s : "{UNKNOWN_BLAS_STATUS}";',
    ("cublasLt", "cublasLtGetStatusName"):
        f'const char *s = zluda_status_name((int){{0}}); return s ? s : "{UNKNOWN_BLAS_STATUS}";',
    ("cublasLt", "cublasLtGetStatusString"):
        f'const char *s = zluda_status_name((int){{0}}); return s ? s : "{UNKNOWN_BLAS_STATUS}";',
}


def body(library: str, symbol: str, param_names: list[str]) -> str:
    template = FAST_PATHS.get((library, symbol))
    return template.format(*param_names) if template else ""
