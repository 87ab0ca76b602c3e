"""The implementation registry: which Python function answers which CUDA API call.

Writing an implementation
=========================

    from zluda.shim.registry import implements, ApiError, ffi_of

    @implements("cudart", "cudaMalloc")
    def cudaMalloc(devPtr, size):
        if devPtr == ffi_of("cudart").NULL:
            return "cudaErrorInvalidValue"
        address = my_allocator(size)
        devPtr[0] = ffi_of("cudart").cast("void *", address)   # write the out-parameter
        return 0                                                 # cudaSuccess

Registration. `@implements(library, name, *more_names)`; `library` is the catalog key
("cudart", "cuda", "cublas", "cublasLt"), a name is either the API name as the catalog's
`Function.name` has it ("cudaMemcpy", "cuMemAlloc_v2", "cublasSgemm_v2") or an exported
symbol ("cudaMemcpy_ptds", "cuMemcpyHtoD_v2_ptds"). A call to symbol S with name N uses
the implementation registered for S, else the one registered for N: so registering
"cudaMemcpy" covers cudaMemcpy and cudaMemcpy_ptds, and a per-thread-stream twin can be
given its own implementation when it must behave differently. `current_symbol()` tells
an implementation which symbol was called. A later registration for the same key replaces
an earlier one (the full runtime overrides impl_minimal); registering works at any time,
also after the library was loaded (dispatchers look the table up on every call).
The same function serves CUDA 12 and 13: both libcudart.so.12 and .so.13 dispatch "cudart".

Arguments arrive exactly as cffi converts the C arguments, positionally, in the catalog's
parameter order (names in the catalog are the header's):
  - integers, enums, `size_t`, handles typedef'd to integers (CUdevice, CUdeviceptr):
    Python int;  float/double: Python float;  `char` (cublas.h's transa): bytes of length 1
  - pointers (`void *`, `const char *`, `cudaStream_t`, `int *`, `struct cudaDeviceProp *`):
    cffi cdata pointers. Compare with `ffi.NULL`; read a C string with `ffi.string(p)`;
    a pointer's address is `int(ffi.cast("uintptr_t", p))`; read memory with
    `ffi.buffer(p, n)`. Struct pointers are typed: `prop.totalGlobalMem = ...`, and
    `ffi.string(prop.name)` etc. (every catalog type is declared with its real layout).
  - structs by value (`dim3 gridDim`): a cdata struct, `gridDim.x`.

Out-parameters (Param.direction "out"/"inout" in the catalog): write through the pointer,
`ptr[0] = value`: a Python int for integer pointees, `ffi.cast("void *", addr)` for
`void **`, `ffi.cast("cudaStream_t", handle)` (or any pointer cdata) for handles. Check
the pointer for NULL first where the API allows NULL.

Return value, for functions returning a status (cudaError_t, CUresult, cublasStatus_t):
  - `None` or `0`: success;  an int: that status;  a str: the status by name
    ("cudaErrorInvalidValue"), looked up in the catalog's enum;
  - `raise ApiError(status)` (int or name) anywhere below the implementation;
  - any other exception is a bug in the implementation: the traceback is logged and the
    library's generic failure is returned (cudaErrorUnknown, CUDA_ERROR_UNKNOWN,
    CUBLAS_STATUS_INTERNAL_ERROR); the host program never sees a Python exception.
  For the runtime, every failing status is also stored as the thread's last error
  (cudaGetLastError/cudaPeekAtLastError), as NVIDIA's runtime does.
For other return types return the C value: `const char *` -> a str or bytes (kept alive
by the shim, interned per value) or a cdata; `void` -> None; `size_t`/`int` -> int; a
pointer (`void **` of __cudaRegisterFatBinary) -> a cdata the implementation keeps alive.

A function with no implementation logs "unimplemented" once with its decoded arguments
(ZLUDA_LOG_UNIMPLEMENTED=once|all|off, ZLUDA_LOG_FILE=path, default stderr) and returns
the library's NOT_SUPPORTED status (cudaErrorNotSupported, CUDA_ERROR_NOT_SUPPORTED,
CUBLAS_STATUS_NOT_SUPPORTED); a non-status function returns 0 / NULL / nothing, and
const char * functions a static "<zluda: unimplemented NAME>".

Which modules are imported: IMPLEMENTATION_MODULES below (in order; later ones override
earlier ones; ZLUDA_IMPLEMENTATION_MODULES=module,... replaces that list), plus a
comma-separated ZLUDA_IMPLEMENTATIONS=module,module from the environment. A module that fails to import is reported on stderr and skipped.
"""

from __future__ import annotations

import importlib
import sys
import threading
from typing import Callable

from zluda import config

# modules whose @implements run when a library starts; the full runtime appends itself
IMPLEMENTATION_MODULES = [
    "zluda.shim.impl_minimal",
    "zluda.runtime.cudart_impl",
    "zluda.runtime.driver_impl",
    "zluda.runtime.unsupported",
    "zluda.runtime.context_api",
    "zluda.runtime.stream_api",
    "zluda.runtime.memory_api",
    "zluda.runtime.library_api",
    "zluda.runtime.logs_api",
    "zluda.runtime.link_api",
    "zluda.runtime.mempool_api",
    "zluda.runtime.texture_api",
    "zluda.runtime.graphs_api",
    "zluda.runtime.capture_api",
    "zluda.runtime.vmm_api",
    "zluda.runtime.managed_api",
    "zluda.runtime.coredump_api",
    "zluda.runtime.cluster_api",
    "zluda.runtime.ipc_api",
    "zluda.runtime.green_api",
    "zluda.runtime.external_memory_api",
    "zluda.runtime.gl_interop_api",
    "zluda.runtime.tensor_map_api",
    "zluda.runtime.checkpoint_api",
    "zluda.runtime.decompress_api",
    "zluda.runtime.multicast_api",
    "zluda.runtime.blas_api",
    "zluda.runtime.blas_level1_api",
    "zluda.runtime.blas_level2_api",
    "zluda.runtime.blas_level3_api",
    "zluda.runtime.blas_modes_api",
    "zluda.runtime.blasxt_api",
    "zluda.runtime.blas_factor_api",
    "zluda.runtime.blas_legacy_api",
    "zluda.runtime.blaslt_api",
    "zluda.runtime.blaslt_transform_api",
]

implementations: dict[tuple[str, str], Callable] = {}
_ffis: dict[str, object] = {}
_libs: dict[str, object] = {}
_local = threading.local()
_loaded = False
_load_lock = threading.Lock()


class ApiError(Exception):
    """Raise to make the current call return `status` (an int or a status name)."""

    def __init__(self, status: int | str, message: str = ""):
        super().__init__(message or str(status))
        self.status = status


def implements(library: str, name: str, *more_names: str):
    """Decorator registering `func` as the implementation of library's API `name`(s)."""
    def register(func):
        for n in (name, *more_names):
            implementations[(library, n)] = func
            _tell_registered(library, n)
        return func
    return register


def register(library: str, name: str, func: Callable) -> None:
    implementations[(library, name)] = func
    _tell_registered(library, name)


def unregister(library: str, name: str) -> None:
    implementations.pop((library, name), None)
    _tell_registered(library, name)


# fn(library, name) after every change of the table (the C fast path steps aside for a
# call whose implementation was replaced)
_register_listeners: list[Callable[[str, str], None]] = []


def on_register(fn: Callable[[str, str], None]) -> None:
    _register_listeners.append(fn)


def _tell_registered(library: str, name: str) -> None:
    for fn in list(_register_listeners):
        fn(library, name)


def lookup(library: str, symbol: str, name: str) -> Callable | None:
    impl = implementations.get((library, symbol))
    return impl if impl is not None else implementations.get((library, name))


def implemented(library: str) -> set[str]:
    return {n for (lib, n) in implementations if lib == library}


# (library, name) -> why the function has no meaning on the device; its implementation
# answers the library's status for a device without the feature, and coverage counts it
# apart from both the implemented and the missing functions
not_supported_reasons: dict[tuple[str, str], str] = {}


def declare_not_supported(library: str, name: str, reason: str) -> None:
    not_supported_reasons[(library, name)] = reason


def not_supported(library: str) -> dict[str, str]:
    """name -> reason of the library's functions declared not supported on this device."""
    return {n: why for (lib, n), why in not_supported_reasons.items() if lib == library}


def ffi_of(library: str):
    """The cffi FFI of a loaded library ("cudart"): for ffi.cast, ffi.new, ffi.NULL, ..."""
    return _ffis[library]


def set_ffi(library: str, ffi) -> None:
    _ffis.setdefault(library, ffi)


def lib_of(library: str):
    """The cffi `lib` of a loaded library: its C helpers (zluda_last_error_get/set, ...)."""
    return _libs[library]


def set_lib(library: str, lib) -> None:
    if library in _libs:
        return
    _libs[library] = lib
    for fn in list(_lib_listeners):
        fn(library, lib)


# the C fast path's call-backs into the implementation (libcudart: a kernel launched in C
# faulted on the device); glue.install routes them here
_fast_launch_fault: Callable[[int, int], int] | None = None
_lib_listeners: list[Callable[[str, object], None]] = []


def set_fast_launch_fault_handler(fn: Callable[[int, int], int]) -> None:
    """fn(host function address, translator launch status) -> the status the launch returns."""
    global _fast_launch_fault
    _fast_launch_fault = fn


def fast_launch_fault(func: int, status: int) -> int | None:
    return None if _fast_launch_fault is None else _fast_launch_fault(func, status)


def on_lib(fn: Callable[[str, object], None]) -> None:
    """Call fn(library, lib) for every library installed, now and later (the runtime mirrors
    its state into libcudart's C tables from the moment that library starts)."""
    _lib_listeners.append(fn)
    for library, lib in list(_libs.items()):
        fn(library, lib)


def current_symbol() -> str:
    """The exported symbol of the call being served on this thread ("cudaMemcpy_ptds")."""
    return getattr(_local, "symbol", "")


def set_current_symbol(symbol: str) -> None:
    _local.symbol = symbol


def load_implementations(extra: list[str] = ()) -> None:
    """Import every implementation module once (the first library to start does it), then
    the `extra` ones (ZLUDA_IMPLEMENTATIONS)."""
    global _loaded
    with _load_lock:
        if _loaded:
            return
        _loaded = True
        # ZLUDA_IMPLEMENTATION_MODULES replaces the default list (the shim's own tests run the
        # dispatch layer with only its start-up implementations)
        base_modules = config.get("ZLUDA_IMPLEMENTATION_MODULES")
        modules = (IMPLEMENTATION_MODULES if base_modules is None else base_modules) + list(extra)
        for module in modules:
            try:
                importlib.import_module(module)
            except Exception as exc:  # a broken module must not take the host program down
                print(f"zluda: cannot import implementation module {module}: {exc!r}", file=sys.stderr)
