"""Modules, libraries and kernels of both APIs beyond loading from memory: loading from a
file, enumerating a module's kernels, naming a kernel and its parameters, kernel cache
configuration, the launch forms of CUDA 12 (cuLaunchKernelEx) and of CUDA 1-3 (cuLaunch,
cuParamSet*), the occupancy calculators, and the runtime's library API (cudaLibrary*,
cudaGetKernel) with its entry points into the driver.

A CUmodule, a CUlibrary and a cudaLibrary_t are one handle here, and so are a CUfunction,
a CUkernel and a cudaKernel_t (zluda/runtime/modules.py); a runtime kernel (a `<<<>>>`
stub) gets its handle the first time it is asked for.
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass, field
from pathlib import Path

from . import capture_api, device, driver_impl, rules
from .driver_impl import require_context, require_init
from .enums import enum_name
from .errors import CudaError
from .state import ERRORS, MEMORY, MODULES, STREAMS, address, api, ffi

RT, DRV = "cudart", "cuda"
FUNCTION_LOADED = 1               # CU_FUNCTION_LOADING_STATE_LOADED
LAUNCH_ATTRIBUTE_COOPERATIVE = 2  # CU_LAUNCH_ATTRIBUTE_COOPERATIVE / cudaLaunchAttributeCooperative
CACHE_CONFIGS = range(4)          # CUfunc_cache / cudaFuncCache
SHARED_MEM_CONFIGS = range(3)     # CUsharedconfig
WARP = 32

_images: dict[int, ctypes.Array] = {}    # module handle -> the file's bytes, alive while it is loaded
_names: dict[str, object] = {}            # kernel name -> its C string, alive for the process
_lock = threading.Lock()


def _addr(library: str, p) -> int:
    return address(ffi(library), p)


def _invalid(library: str) -> str:
    return "cudaErrorInvalidValue" if library == RT else "CUDA_ERROR_INVALID_VALUE"


def _out(library: str, p, what: str):
    if p == ffi(library).NULL:
        raise CudaError(_invalid(library), f"{what} is NULL")
    return p


def _c_string(library: str, text: str):
    with _lock:
        s = _names.get(text)
        if s is None:
            s = _names[text] = ffi(library).new("char[]", text.encode())
        return s


# ---------------------------------------------------------------- loading from a file

def _load_file(library: str, path_argument) -> int:
    if path_argument == ffi(library).NULL:
        raise CudaError(_invalid(library), "the file name is NULL")
    path = Path(ffi(library).string(path_argument).decode(errors="replace"))
    try:
        data = path.read_bytes()
    except OSError as exc:
        status = "cudaErrorFileNotFound" if library == RT else "CUDA_ERROR_FILE_NOT_FOUND"
        raise CudaError(status, f"{path}: {exc.strerror}") from None
    image = ctypes.create_string_buffer(data, len(data) + 1)   # a PTX file needs its NUL
    handle = MODULES.load_data(ctypes.addressof(image))
    with _lock:
        _images[handle] = image
    return handle


@api(DRV, "cuModuleLoad")
def cu_module_load(module, fname):
    require_context()
    _out(DRV, module, "module")[0] = ffi(DRV).cast("CUmodule", _load_file(DRV, fname))


@api(DRV, "cuModuleLoadFatBinary")
def cu_module_load_fat_binary(module, fatCubin):
    require_context()
    _out(DRV, module, "module")[0] = ffi(DRV).cast("CUmodule", MODULES.load_data(_addr(DRV, fatCubin)))


@api(DRV, "cuLibraryLoadFromFile")
def cu_library_load_from_file(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                              libraryOptionValues, numLibraryOptions):
    require_init()
    _out(DRV, library, "library")[0] = ffi(DRV).cast("CUlibrary", _load_file(DRV, fileName))


@api(RT, "cudaLibraryLoadFromFile")
def library_load_from_file(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                           libraryOptionValues, numLibraryOptions):
    _out(RT, library, "library")[0] = ffi(RT).cast("cudaLibrary_t", _load_file(RT, fileName))


@api(RT, "cudaLibraryLoadData")
def library_load_data(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                      libraryOptionValues, numLibraryOptions):
    _out(RT, library, "library")
    if code == ffi(RT).NULL:
        raise CudaError("cudaErrorInvalidValue", "code is NULL")
    library[0] = ffi(RT).cast("cudaLibrary_t", MODULES.load_data(_addr(RT, code)))


def _unload(library: str, handle) -> None:
    h = _addr(library, handle)
    MODULES.unload(h)
    with _lock:
        _images.pop(h, None)


@api(RT, "cudaLibraryUnload")
def library_unload(library):
    _unload(RT, library)


# ---------------------------------------------------------------- kernels of a module

def _kernels(library: str, handle) -> list[int]:
    module = MODULES.module_of(_addr(library, handle))
    return [MODULES.kernel_handle(module.kernel(name)) for name in module.kernel_names()]


def _count(library: str, count, handle) -> None:
    _out(library, count, "count")[0] = len(_kernels(library, handle))


def _enumerate(library: str, out, number: int, handle, ctype: str) -> None:
    _out(library, out, "the handle array")
    kernels = _kernels(library, handle)
    for i, h in enumerate(kernels[:number]):
        out[i] = ffi(library).cast(ctype, h)


@api(DRV, "cuModuleGetFunctionCount")
def cu_module_get_function_count(count, mod):
    _count(DRV, count, mod)


@api(DRV, "cuLibraryGetKernelCount")
def cu_library_get_kernel_count(count, lib):
    _count(DRV, count, lib)


@api(RT, "cudaLibraryGetKernelCount")
def library_get_kernel_count(count, lib):
    _count(RT, count, lib)


@api(DRV, "cuModuleEnumerateFunctions")
def cu_module_enumerate_functions(functions, numFunctions, mod):
    _enumerate(DRV, functions, numFunctions, mod, "CUfunction")


@api(DRV, "cuLibraryEnumerateKernels")
def cu_library_enumerate_kernels(kernels, numKernels, lib):
    _enumerate(DRV, kernels, numKernels, lib, "CUkernel")


@api(RT, "cudaLibraryEnumerateKernels")
def library_enumerate_kernels(kernels, numKernels, lib):
    _enumerate(RT, kernels, numKernels, lib, "cudaKernel_t")


@api(RT, "cudaLibraryGetKernel")
def library_get_kernel(pKernel, library, name):
    _out(RT, pKernel, "pKernel")
    if name == ffi(RT).NULL:
        raise CudaError("cudaErrorInvalidValue", "name is NULL")
    module = MODULES.module_of(_addr(RT, library))
    try:
        kernel = module.kernel(ffi(RT).string(name).decode())
    except CudaError as exc:
        raise CudaError("cudaErrorSymbolNotFound", exc.detail) from None
    pKernel[0] = ffi(RT).cast("cudaKernel_t", MODULES.kernel_handle(kernel))


def _unified_function(library: str, fptr, lib, symbol) -> None:
    """Unified functions are callable from host and device through one pointer on GPUs
    with CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS; this device reports the attribute
    0, so no library holds one: NVIDIA documents CUDA_ERROR_NOT_FOUND for that case."""
    f = ffi(library)
    if fptr == f.NULL or symbol == f.NULL:
        raise CudaError("cudaErrorInvalidValue", "fptr or symbol is NULL")
    MODULES.module_of(_addr(library, lib))
    raise CudaError("cudaErrorSymbolNotFound" if library == RT else "CUDA_ERROR_NOT_FOUND",
                    f"{f.string(symbol).decode(errors='replace')}: this device has no unified function pointers")


@api(RT, "cudaLibraryGetUnifiedFunction")
def library_get_unified_function(fptr, library, symbol):
    _unified_function(RT, fptr, library, symbol)


@api(DRV, "cuLibraryGetUnifiedFunction")
def cu_library_get_unified_function(fptr, library, symbol):
    require_init()
    _unified_function(DRV, fptr, library, symbol)


@api(RT, "cudaLibraryGetGlobal")
def library_get_global(dptr, bytes_, library, name):
    if name == ffi(RT).NULL:
        raise CudaError("cudaErrorInvalidValue", "name is NULL")
    module = MODULES.module_of(_addr(RT, library))
    try:
        where, size = module.global_address(ffi(RT).string(name).decode())
    except CudaError as exc:
        raise CudaError("cudaErrorSymbolNotFound", exc.detail) from None
    if dptr != ffi(RT).NULL:
        dptr[0] = ffi(RT).cast("void *", where)
    if bytes_ != ffi(RT).NULL:
        bytes_[0] = size


def _managed(library: str, dptr, bytes_, handle, name) -> None:
    """A `__managed__` variable of a library: its memory is the module's, host-accessible
    as managed memory is, and answers pointer queries as managed."""
    f = ffi(library)
    if name == f.NULL or (dptr == f.NULL and bytes_ == f.NULL):
        raise CudaError(_invalid(library), "name is NULL, or dptr and bytes both are")
    module = MODULES.module_of(_addr(library, handle))
    wanted = f.string(name).decode(errors="replace")
    if wanted not in module.managed_names():
        raise CudaError("cudaErrorSymbolNotFound" if library == RT else "CUDA_ERROR_NOT_FOUND",
                        f"{module.origin} has no managed variable {wanted!r}")
    where, size = module.global_address(wanted)
    MEMORY.adopt(where, size, "managed")
    if dptr != f.NULL:
        dptr[0] = where if library == DRV else f.cast("void *", where)
    if bytes_ != f.NULL:
        bytes_[0] = size


@api(DRV, "cuLibraryGetManaged")
def cu_library_get_managed(dptr, bytes_, library, name):
    _managed(DRV, dptr, bytes_, library, name)


@api(RT, "cudaLibraryGetManaged")
def library_get_managed(dptr, bytes_, library, name):
    _managed(RT, dptr, bytes_, library, name)


# ---------------------------------------------------------------- one kernel

def _kernel(library: str, handle):
    return MODULES.kernel_of_handle(_addr(library, handle))


def _runtime_kernel(func):
    """A `<<<>>>` stub or a cudaKernel_t, as the runtime's kernel calls accept either."""
    return MODULES.kernel_for(_addr(RT, func))


@api(DRV, "cuFuncGetModule")
def cu_func_get_module(hmod, hfunc):
    _out(DRV, hmod, "hmod")[0] = ffi(DRV).cast("CUmodule", MODULES.handle_of(_kernel(DRV, hfunc).module))


@api(DRV, "cuKernelGetLibrary")
def cu_kernel_get_library(pLib, kernel):
    _out(DRV, pLib, "pLib")[0] = ffi(DRV).cast("CUlibrary", MODULES.handle_of(_kernel(DRV, kernel).module))


@api(DRV, "cuFuncGetName", "cuKernelGetName")
def cu_func_get_name(name, hfunc):
    _out(DRV, name, "name")[0] = _c_string(DRV, _kernel(DRV, hfunc).name)


@api(RT, "cudaFuncGetName")
def func_get_name(name, func):
    _out(RT, name, "name")
    name[0] = _c_string(RT, _runtime_kernel(func).name)


def _param_info(library: str, kernel, index: int, offset, size) -> None:
    layout = kernel.module.param_layout(kernel.name)
    if not 0 <= index < len(layout):
        raise CudaError(_invalid(library), f"{kernel.name} has {len(layout)} parameters, not {index + 1}")
    if offset != ffi(library).NULL:
        offset[0] = layout[index].offset
    if size != ffi(library).NULL:
        size[0] = layout[index].size


@api(DRV, "cuFuncGetParamInfo", "cuKernelGetParamInfo")
def cu_func_get_param_info(func, paramIndex, paramOffset, paramSize):
    _param_info(DRV, _kernel(DRV, func), paramIndex, paramOffset, paramSize)


@api(RT, "cudaFuncGetParamInfo")
def func_get_param_info(func, paramIndex, paramOffset, paramSize):
    _param_info(RT, _runtime_kernel(func), paramIndex, paramOffset, paramSize)


@api(DRV, "cuFuncIsLoaded")
def cu_func_is_loaded(state, function):
    """A kernel is translated on its first launch, but its handle is usable (loaded, in
    CUDA's sense: no further load step) from the moment it exists."""
    _out(DRV, state, "state")
    _kernel(DRV, function)
    state[0] = FUNCTION_LOADED


@api(DRV, "cuFuncLoad")
def cu_func_load(function):
    _kernel(DRV, function)


def _set_config(library: str, kernel, key: str, value: int, allowed: range) -> None:
    if value not in allowed:
        raise CudaError(_invalid(library), f"{key} {value}")
    kernel.attributes[key] = value


@api(DRV, "cuFuncSetCacheConfig")
def cu_func_set_cache_config(hfunc, config):
    _set_config(DRV, _kernel(DRV, hfunc), "cache_config", config, CACHE_CONFIGS)


@api(DRV, "cuKernelSetCacheConfig")
def cu_kernel_set_cache_config(kernel, config, dev):
    driver_impl.check_device(dev)
    _set_config(DRV, _kernel(DRV, kernel), "cache_config", config, CACHE_CONFIGS)


@api(DRV, "cuFuncSetSharedMemConfig")
def cu_func_set_shared_mem_config(hfunc, config):
    _set_config(DRV, _kernel(DRV, hfunc), "shared_mem_config", config, SHARED_MEM_CONFIGS)


@api(RT, "cudaGetKernel", "cudaGetFuncBySymbol")
def get_kernel(kernelPtr, entryFuncAddr):
    _out(RT, kernelPtr, "kernelPtr")
    kernelPtr[0] = ffi(RT).cast(ffi(RT).typeof(kernelPtr).item, MODULES.kernel_handle(_runtime_kernel(entryFuncAddr)))


@api(RT, "cudaKernelSetAttributeForDevice")
def kernel_set_attribute_for_device(kernel, attr, value, device_):
    """cudaFuncSetAttribute's rules for one kernel (one device here)."""
    if device_ != 0:
        raise CudaError("cudaErrorInvalidDevice", f"device {device_}")
    k = _runtime_kernel(kernel)
    name = enum_name("cudaFuncAttribute", attr, "cudaErrorInvalidValue", "attr")
    if name == "cudaFuncAttributeMaxDynamicSharedMemorySize":
        major, _ = device.compute_capability()
        if not 0 <= value <= device.SHARED_MEM_OPTIN.get(major, device.SHARED_MEM_OPTIN[8]):
            raise CudaError("cudaErrorInvalidValue", f"{value} bytes of dynamic shared memory")
        k.max_dynamic_shared = value
    k.attributes[name] = value


# ---------------------------------------------------------------- cuLaunchKernelEx

@api(DRV, "cuLaunchKernelEx")
def cu_launch_kernel_ex(config, f, kernelParams, extra):
    """cuLaunchKernel with its attributes: cooperative launches are honoured; the others
    (priority, clusters of one block, access policy, sync domains) do not change how the
    CPU device runs a grid."""
    _out(DRV, config, "config")
    cooperative = False
    if config.numAttrs and config.attrs == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "config.attrs is NULL")
    for i in range(config.numAttrs):
        attribute = config.attrs[i]
        enum_name("CUlaunchAttributeID", attribute.id, "CUDA_ERROR_INVALID_VALUE", f"attrs[{i}].id")
        if attribute.id == LAUNCH_ATTRIBUTE_COOPERATIVE:
            cooperative = bool(attribute.value.cooperative)
    launch = (f, config.gridDimX, config.gridDimY, config.gridDimZ, config.blockDimX, config.blockDimY,
              config.blockDimZ, config.sharedMemBytes, config.hStream, kernelParams, extra)
    if cooperative:   # a capturing stream refuses it (graph kernel nodes are not cooperative here)
        driver_impl.cu_launch_kernel(*launch, cooperative=True)
    else:             # cuLaunchKernel's own path: a capturing stream records a kernel node
        capture_api.cu_launch_kernel(*launch)


MULTI_DEVICE_FLAGS = 0x1 | 0x2   # CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE/POST_LAUNCH_SYNC


@api(DRV, "cuLaunchCooperativeKernelMultiDevice")
def cu_launch_cooperative_kernel_multi_device(launchParamsList, numDevices, flags):
    """Deprecated: one cooperative launch per device, each entry on its own device; with one
    device the list holds one launch. The sync flags only relax ordering that running at
    submission keeps anyway."""
    if launchParamsList == ffi(DRV).NULL or numDevices == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "launchParamsList is NULL or numDevices is 0")
    if numDevices > 1:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{numDevices} devices (this machine has 1)")
    if flags & ~MULTI_DEVICE_FLAGS:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"flags {flags:#x}")
    p = launchParamsList[0]
    driver_impl.cu_launch_cooperative_kernel(p.function, p.gridDimX, p.gridDimY, p.gridDimZ, p.blockDimX,
                                             p.blockDimY, p.blockDimZ, p.sharedMemBytes, p.hStream,
                                             p.kernelParams)


# ---------------------------------------------------------------- the launch API of CUDA 1-3

@dataclass
class LegacyLaunch:
    """What cuFuncSetBlockShape, cuFuncSetSharedSize and cuParamSet* gave a function."""
    block: tuple[int, int, int] = (1, 1, 1)
    shared: int = 0
    params: bytearray = field(default_factory=bytearray)


_legacy: dict[int, LegacyLaunch] = {}


def _legacy_of(hfunc) -> LegacyLaunch:
    h = _addr(DRV, hfunc)
    MODULES.kernel_of_handle(h)
    with _lock:
        return _legacy.setdefault(h, LegacyLaunch())


def _param_bytes(hfunc, offset: int, data: bytes) -> None:
    if offset < 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"offset {offset}")
    params = _legacy_of(hfunc).params
    if len(params) < offset + len(data):
        params.extend(bytes(offset + len(data) - len(params)))
    params[offset:offset + len(data)] = data


@api(DRV, "cuFuncSetBlockShape")
def cu_func_set_block_shape(hfunc, x, y, z):
    if min(x, y, z) <= 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"block shape {x}x{y}x{z}")
    _legacy_of(hfunc).block = (x, y, z)


@api(DRV, "cuFuncSetSharedSize")
def cu_func_set_shared_size(hfunc, bytes_):
    _legacy_of(hfunc).shared = bytes_


@api(DRV, "cuParamSetSize")
def cu_param_set_size(hfunc, numbytes):
    params = _legacy_of(hfunc).params
    del params[numbytes:]
    params.extend(bytes(numbytes - len(params)))


@api(DRV, "cuParamSeti")
def cu_param_seti(hfunc, offset, value):
    _param_bytes(hfunc, offset, (value & 0xFFFFFFFF).to_bytes(4, "little"))


@api(DRV, "cuParamSetf")
def cu_param_setf(hfunc, offset, value):
    _param_bytes(hfunc, offset, bytes(ctypes.c_float(value)))


@api(DRV, "cuParamSetv")
def cu_param_setv(hfunc, offset, ptr, numbytes):
    if numbytes and ptr == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "ptr is NULL")
    _param_bytes(hfunc, offset, bytes(ffi(DRV).buffer(ptr, numbytes)) if numbytes else b"")


def _legacy_launch(hfunc, grid: tuple[int, int], hStream) -> None:
    require_context()
    state = _legacy_of(hfunc)
    kernel = MODULES.kernel_of_handle(_addr(DRV, hfunc))
    h = _addr(DRV, hStream)
    STREAMS.stream(h)
    STREAMS.before_work(h)
    try:
        kernel.launch((grid[0], grid[1], 1), state.block, 0, state.shared, bytes(state.params))
    except CudaError as exc:
        ERRORS.device_fault(exc)


@api(DRV, "cuLaunch")
def cu_launch(f):
    _legacy_launch(f, (1, 1), ffi(DRV).NULL)


@api(DRV, "cuLaunchGrid")
def cu_launch_grid(f, grid_width, grid_height):
    _legacy_launch(f, (grid_width, grid_height), ffi(DRV).NULL)


@api(DRV, "cuLaunchGridAsync")
def cu_launch_grid_async(f, grid_width, grid_height, hStream):
    _legacy_launch(f, (grid_width, grid_height), hStream)


# ---------------------------------------------------------------- occupancy

def _max_potential_block_size(kernel, smem_of, dynamicSMemSize: int, blockSizeLimit: int) -> tuple[int, int]:
    """(minGridSize, blockSize): the block size (a multiple of the warp, the largest among
    equals) that keeps the most threads resident per multiprocessor, as NVIDIA's
    calculator in cuda_occupancy.h searches it."""
    limit = min(blockSizeLimit or rules.MAX_THREADS_PER_BLOCK, rules.MAX_THREADS_PER_BLOCK,
                kernel.attributes.get("CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK", rules.MAX_THREADS_PER_BLOCK))
    best_threads, best_block, best_blocks = -1, 0, 0
    start = max(WARP, limit - limit % WARP) if limit >= WARP else limit
    for block in range(start, 0, -WARP):
        smem = smem_of(block) if smem_of is not None else dynamicSMemSize
        blocks = device.occupancy(block, smem)
        if blocks * block > best_threads:
            best_threads, best_block, best_blocks = blocks * block, block, blocks
    multiprocessors = device.properties()["multiProcessorCount"]
    return best_blocks * multiprocessors, best_block


def _cu_max_potential_block_size(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize,
                                 blockSizeLimit):
    f = ffi(DRV)
    if minGridSize == f.NULL or blockSize == f.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "minGridSize or blockSize is NULL")
    kernel = _kernel(DRV, func)
    smem_of = None if blockSizeToDynamicSMemSize == f.NULL else (lambda b: int(blockSizeToDynamicSMemSize(b)))
    minGridSize[0], blockSize[0] = _max_potential_block_size(kernel, smem_of, dynamicSMemSize, blockSizeLimit)


@api(DRV, "cuOccupancyMaxPotentialBlockSize")
def cu_occupancy_max_potential_block_size(minGridSize, blockSize, func, blockSizeToDynamicSMemSize,
                                          dynamicSMemSize, blockSizeLimit):
    _cu_max_potential_block_size(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize,
                                 blockSizeLimit)


@api(DRV, "cuOccupancyMaxPotentialBlockSizeWithFlags")
def cu_occupancy_max_potential_block_size_with_flags(minGridSize, blockSize, func, blockSizeToDynamicSMemSize,
                                                     dynamicSMemSize, blockSizeLimit, flags):
    """CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE changes nothing: no cache carve-out here."""
    if flags & ~0x1:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"flags {flags:#x}")
    _cu_max_potential_block_size(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize,
                                 blockSizeLimit)


@api(DRV, "cuOccupancyAvailableDynamicSMemPerBlock")
def cu_occupancy_available_dynamic_smem(dynamicSmemSize, func, numBlocks, blockSize):
    _kernel(DRV, func)
    major, _ = device.compute_capability()
    per_sm = device.SHARED_MEM_PER_SM.get(major, device.SHARED_MEM_PER_SM[8])
    _out(DRV, dynamicSmemSize, "dynamicSmemSize")[0] = min(
        per_sm // max(numBlocks, 1), device.SHARED_MEM_OPTIN.get(major, device.SHARED_MEM_OPTIN[8]))


# ---------------------------------------------------------------- driver entry points

@api(RT, "cudaGetDriverEntryPoint")
def get_driver_entry_point(symbol, funcPtr, flags, driverStatus):
    _entry_point(symbol, funcPtr, flags, driverStatus)


@api(RT, "cudaGetDriverEntryPointByVersion")
def get_driver_entry_point_by_version(symbol, funcPtr, cudaVersion, flags, driverStatus):
    _entry_point(symbol, funcPtr, flags, driverStatus)


def _entry_point(symbol, funcPtr, flags, driverStatus) -> None:
    """The driver function `symbol` names (its newest versioned export; the per-thread
    default-stream twin under cudaEnablePerThreadDefaultStream, numbered as the driver's
    CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM)."""
    f = ffi(RT)
    if symbol == f.NULL or funcPtr == f.NULL:
        raise CudaError("cudaErrorInvalidValue", "symbol or funcPtr is NULL")
    if flags & ~0x3:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x}")
    name = f.string(symbol).decode(errors="replace")
    found = driver_impl.resolve_entry_point(name, flags) if name else 0
    funcPtr[0] = f.cast("void *", found)
    if driverStatus != f.NULL:
        driverStatus[0] = 0 if found else 1   # cudaDriverEntryPointSuccess / SymbolNotFound
    if not found:
        raise CudaError("cudaErrorSymbolNotFound", f"the driver exports no {name!r}")
