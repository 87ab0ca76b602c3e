"""Calls the generated C answers itself, without entering Python.

A Python dispatch costs about a microsecond (GIL, argument conversion); a program that
polls `cudaGetLastError` after every launch would pay it constantly. These few calls need
no Python state: the runtime's last error lives in a C thread-local the Python side sets
through `lib.zluda_last_error_set` (zluda/shim/glue.py does it for every failing cudart
call; the rule is zluda/runtime/rules.py's LAST_ERROR_READERS), and status names come
from the catalog's enums, compiled into a C switch.

The fast path is off while a trace is recorded (ZLUDA_TRACE_DIR) so that every call is
seen, and can be switched off with ZLUDA_FAST_PATH=0; zluda/shim/impl_minimal.py
implements the same calls in Python with the same results.

The runtime's hot calls (cudaMemcpy/Memset/StreamSynchronize/DeviceSynchronize, the
<<<>>> call configuration, cudaLaunchKernel and cudaGetDevice) are answered in C from
tables the runtime keeps in sync (templates/fastpath_cudart.c.j2, zluda/runtime/fast_mirror.py); anything
unusual returns ZF_SLOW and the call continues into Python, which gives the error. The
rules those C checks apply are generated from zluda/runtime/rules.py (`template_rules`).

Bodies are C statements; {0}, {1}, ... are the function's parameter names.
"""

from __future__ import annotations

from zluda.api.model import Catalog
from zluda.runtime import rules

# what the runtime answers for a code it does not know (cudaGetErrorName/String)
UNKNOWN_RUNTIME_ERROR = "unrecognized error code"
UNKNOWN_BLAS_STATUS = "CUBLAS_STATUS_UNKNOWN"

# cudaGetErrorString/cuGetErrorString are answered in Python: their descriptions
# ("invalid argument") come from zluda/runtime/error_strings.py, not from the enum names.
FAST_PATHS: dict[tuple[str, str], str] = {
    **{("cudart", name): f"return (cudaError_t)zluda_last_error_get({int(clears)});"
       for name, clears in rules.LAST_ERROR_READERS.items()},
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


# a fast function's answer (a failure stored as the last error), or ZF_SLOW: fall through
# to the Python dispatcher
_OR_PYTHON = "int s = zf_answer(%s); if (s != ZF_SLOW) return (cudaError_t)s;"
_RUNTIME_CALLS = {
    "cudaMemcpy": "zf_memcpy({0}, {1}, {2}, (int){3}, NULL, 0)",
    "cudaMemcpyAsync": "zf_memcpy({0}, {1}, {2}, (int){3}, {4}, 1)",
    "cudaMemset": "zf_memset({0}, {1}, {2}, NULL, 0)",
    "cudaMemsetAsync": "zf_memset({0}, {1}, {2}, {3}, 1)",
    "cudaStreamSynchronize": "zf_sync({0}, 1)",
    "cudaDeviceSynchronize": "zf_sync(NULL, 0)",
    "cudaLaunchKernel": "zf_launch({0}, {1}, {2}, {3}, {4}, {5})",
    "__cudaLaunchKernel": "zf_launch((const void *){0}, {1}, {2}, {3}, {4}, {5})",
    "cudaGetDevice": "zf_get_device({0})",
}
# the per-thread-default-stream twins behave the same on this device (work runs when submitted)
_TWINS = {"cudaMemcpy": ["cudaMemcpy_ptds"], "cudaMemcpyAsync": ["cudaMemcpyAsync_ptsz"],
          "cudaMemset": ["cudaMemset_ptds"], "cudaMemsetAsync": ["cudaMemsetAsync_ptsz"],
          "cudaStreamSynchronize": ["cudaStreamSynchronize_ptsz"], "cudaLaunchKernel": ["cudaLaunchKernel_ptsz"]}
for _name, _call in _RUNTIME_CALLS.items():
    for _symbol in [_name, *_TWINS.get(_name, [])]:
        FAST_PATHS[("cudart", _symbol)] = _OR_PYTHON % _call
# symbol -> API name of the calls above whose C answer stands for the runtime's Python
# implementation (zluda/runtime/fast_mirror.py turns it off if another one is registered)
RUNTIME_FAST_SYMBOLS = {s: n for n in _RUNTIME_CALLS for s in [n, *_TWINS.get(n, [])]}
# the configuration stack has no failure to fall back on: push and pop are both C (or both
# Python); push returns an unsigned, not a status, so only pop's failure is a last error
FAST_PATHS[("cudart", "__cudaPushCallConfiguration")] = "return zf_push_config({0}, {1}, {2}, {3});"
FAST_PATHS[("cudart", "__cudaPopCallConfiguration")] = "return (cudaError_t)zf_answer(zf_pop_config({0}, {1}, {2}, {3}));"


def body(library: str, symbol: str, param_names: list[str]) -> str:
    template = FAST_PATHS.get((library, symbol))
    return template.format(*param_names) if template else ""


def template_rules(cat: Catalog) -> dict:
    """zluda/runtime/rules.py as the values templates/fastpath_cudart.c.j2 is rendered with."""
    memcpy_kinds = cat.enums[cat.enum_key("cudaMemcpyKind")].values
    statuses = cat.enums[cat.enum_key("cudaError_t")].values
    for name, (dst, src) in rules.COPY_KINDS.items():
        if dst not in rules.COPY_SIDES or src not in rules.COPY_SIDES:
            raise ValueError(f"rules.COPY_KINDS[{name!r}]: sides {dst!r}, {src!r}; each must be one of {rules.COPY_SIDES}")
    return {
        "memory_kinds": sorted(rules.MEMORY_KIND_CODES.items(), key=lambda kv: kv[1]),
        "device_memory": list(rules.DEVICE_MEMORY),
        "copy_kinds": sorted(((name, memcpy_kinds[name], dst, src) for name, (dst, src) in rules.COPY_KINDS.items()),
                             key=lambda row: row[1]),
        "bad_copy_kind": rules.BAD_COPY_KIND,
        "default_streams": list(rules.DEFAULT_STREAMS),
        "max_block_dim": list(rules.MAX_BLOCK_DIM),
        "max_grid_dim": list(rules.MAX_GRID_DIM),
        "max_threads_per_block": rules.MAX_THREADS_PER_BLOCK,
        "bad_launch_config": rules.BAD_LAUNCH_CONFIG,
        "status": {name: statuses[name] for name in rules.C_STATUSES},
    }
