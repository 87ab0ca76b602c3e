"""The startup path of an nvcc-built program, implemented just enough to get through it.

nvcc's generated code registers every fatbin, kernel and variable before `main` runs,
and each `<<<...>>>` launch pushes and pops a call configuration. The registrations only
hand information to the runtime: the entry points here decode their C arguments and record
them in zluda.fatbin.REGISTERED, the one table of registered device code, which the full
runtime reads. Also here: the runtime's last error and the status-name functions (the same
answers the C fast path gives: zluda/shim/fastpath.py). Kernel launches, memory, devices,
... are the full runtime's (another module, registered after this one, overriding what it
needs).
"""

from __future__ import annotations

import threading

from zluda import fatbin
from zluda.api import catalog as api_catalog
from zluda.runtime import rules
from zluda.shim import fastpath
from zluda.shim.registry import ffi_of, implements, lib_of

_RUNTIME = "cudart"
_launch_stack = threading.local()


def _address(ffi, p) -> int:
    return int(ffi.cast("uintptr_t", p))


def _handle(handle) -> int:
    return _address(ffi_of(_RUNTIME), handle)


@implements(_RUNTIME, "__cudaRegisterFatBinary")
def register_fat_binary(fatCubin):
    ffi = ffi_of(_RUNTIME)
    handle = ffi.new("void *[1]")
    handle[0] = fatCubin
    fatbin.REGISTERED.add_fatbin(_address(ffi, handle), _address(ffi, fatCubin), keep_alive=handle)
    return ffi.cast("void **", handle)


@implements(_RUNTIME, "__cudaRegisterFatBinaryEnd")
def register_fat_binary_end(fatCubinHandle):
    fatbin.REGISTERED.complete(_handle(fatCubinHandle))


@implements(_RUNTIME, "__cudaUnregisterFatBinary")
def unregister_fat_binary(fatCubinHandle):
    if fatbin.REGISTERED.remove_fatbin(_handle(fatCubinHandle)) is not None:
        _forget_fast_kernels()


def _forget_fast_kernels() -> None:
    """libcudart's C fast path launches by stub address: those stubs are gone."""
    try:
        lib_of(_RUNTIME).zluda_fast_kernels_clear()
    except (KeyError, AttributeError):
        pass  # libcudart not started, or a library without the fast path


@implements(_RUNTIME, "__cudaRegisterFunction")
def register_function(fatCubinHandle, hostFun, deviceFun, deviceName, thread_limit, tid, bid, bDim, gDim, wSize):
    ffi = ffi_of(_RUNTIME)
    fatbin.REGISTERED.add_function(_handle(fatCubinHandle), _address(ffi, hostFun), ffi.string(deviceName).decode())


def _register_variable(kind, fatCubinHandle, hostVar, deviceName, ext, size, constant, global_):
    ffi = ffi_of(_RUNTIME)
    fatbin.REGISTERED.add_variable(_handle(fatCubinHandle), _address(ffi, hostVar), ffi.string(deviceName).decode(),
                                   kind, ext, size, bool(constant), bool(global_))


@implements(_RUNTIME, "__cudaRegisterVar")
def register_var(fatCubinHandle, hostVar, deviceAddress, deviceName, ext, size, constant, global_):
    _register_variable("var", fatCubinHandle, hostVar, deviceName, ext, size, constant, global_)


@implements(_RUNTIME, "__cudaRegisterManagedVar")
def register_managed_var(fatCubinHandle, hostVarPtrAddress, deviceAddress, deviceName, ext, size, constant, global_):
    _register_variable("managed", fatCubinHandle, hostVarPtrAddress, deviceName, ext, size, constant, global_)


@implements(_RUNTIME, "__cudaRegisterTexture")
def register_texture(fatCubinHandle, hostVar, deviceAddress, deviceName, dim, norm, ext):
    ffi = ffi_of(_RUNTIME)
    fatbin.REGISTERED.add_reference(_handle(fatCubinHandle), _address(ffi, hostVar), ffi.string(deviceName).decode(),
                                    "texture", dim, bool(norm), ext)


@implements(_RUNTIME, "__cudaRegisterSurface")
def register_surface(fatCubinHandle, hostVar, deviceAddress, deviceName, dim, ext):
    ffi = ffi_of(_RUNTIME)
    fatbin.REGISTERED.add_reference(_handle(fatCubinHandle), _address(ffi, hostVar), ffi.string(deviceName).decode(),
                                    "surface", dim, False, ext)


@implements(_RUNTIME, "__cudaInitModule")
def init_module(fatCubinHandle):
    return 1 if fatbin.REGISTERED.fatbin(_handle(fatCubinHandle)) is not None else 0


@implements(_RUNTIME, "__cudaPushCallConfiguration")
def push_call_configuration(gridDim, blockDim, sharedMem, stream):
    stack = getattr(_launch_stack, "configs", None)
    if stack is None:
        stack = _launch_stack.configs = []
    stack.append(((gridDim.x, gridDim.y, gridDim.z), (blockDim.x, blockDim.y, blockDim.z), sharedMem, stream))
    return 0


@implements(_RUNTIME, "__cudaPopCallConfiguration")
def pop_call_configuration(gridDim, blockDim, sharedMem, stream):
    stack = getattr(_launch_stack, "configs", None)
    if not stack:
        return "cudaErrorMissingConfiguration"
    grid, block, shared, strm = stack.pop()
    ffi = ffi_of(_RUNTIME)
    gridDim.x, gridDim.y, gridDim.z = grid
    blockDim.x, blockDim.y, blockDim.z = block
    sharedMem[0] = shared
    ffi.cast("cudaStream_t *", stream)[0] = strm
    return 0


@implements(_RUNTIME, "__cudaGetKernel")
def get_kernel(kernel, hostFun):
    """The kernel handle of a registered host stub is the stub's address (the full runtime
    resolves it through zluda.fatbin.REGISTERED)."""
    ffi = ffi_of(_RUNTIME)
    if kernel == ffi.NULL:
        return "cudaErrorInvalidValue"
    if fatbin.REGISTERED.function(_address(ffi, hostFun)) is None:
        return "cudaErrorInvalidDeviceFunction"
    kernel[0] = ffi.cast("cudaKernel_t", hostFun)
    return 0


# ---- the runtime's last error and status names (same answers as the C fast path) ----

def _last_error_reader(clears: bool):
    def read_last_error():
        return lib_of(_RUNTIME).zluda_last_error_get(int(clears))   # the C thread-local the fast path reads
    return read_last_error


# the runtime's only implementation of cudaGetLastError/cudaPeekAtLastError
for _name, _clears in rules.LAST_ERROR_READERS.items():
    implements(_RUNTIME, _name)(_last_error_reader(_clears))


def _name(library: str, value: int) -> str | None:
    cat = api_catalog.load(13)
    return cat.enum_names(cat.libraries[library].status_type).get(value)


@implements(_RUNTIME, "cudaGetErrorName", "cudaGetErrorString")
def get_error_name(error):
    return _name("cudart", error) or fastpath.UNKNOWN_RUNTIME_ERROR


def _driver_error_name(error, pStr):
    ffi = ffi_of("cuda")
    if pStr == ffi.NULL:
        return "CUDA_ERROR_INVALID_VALUE"
    name = _name("cuda", error)
    if name is None:
        pStr[0] = ffi.NULL
        return "CUDA_ERROR_INVALID_VALUE"
    pStr[0] = _static_string(ffi, name)
    return 0


implements("cuda", "cuGetErrorName", "cuGetErrorString")(_driver_error_name)

_strings: dict[str, object] = {}


def _static_string(ffi, text: str):
    s = _strings.get(text)
    if s is None:
        s = _strings[text] = ffi.new("char[]", text.encode())
    return s


def _blas_status_name(status):
    return _name("cublas", status) or fastpath.UNKNOWN_BLAS_STATUS


implements("cublas", "cublasGetStatusName", "cublasGetStatusString")(_blas_status_name)
implements("cublasLt", "cublasLtGetStatusName", "cublasLtGetStatusString")(_blas_status_name)
