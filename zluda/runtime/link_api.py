"""The driver's JIT linker (cuLinkCreate, cuLinkAddData, cuLinkAddFile, cuLinkComplete,
cuLinkDestroy) over zluda/runtime/ptx_link.py: PTX inputs, and the PTX of fatbinary
inputs, become one PTX image that cuModuleLoadData loads. A cubin, an object, a library of
SASS or NVVM IR cannot run on the CPU device and is refused as NVIDIA refuses an image for
another GPU.
"""

from __future__ import annotations

import ctypes
import itertools
import threading
from dataclasses import dataclass, field
from pathlib import Path

from . import modules, ptx_link
from .driver_impl import require_context
from .errors import CudaError
from .state import address, api, ffi

DRV = "cuda"
JIT_INPUT_PTX, JIT_INPUT_FATBINARY = 1, 2
JIT_INPUT_TYPES = range(6)     # CU_JIT_INPUT_CUBIN .. CU_JIT_INPUT_NVVM

_handles = itertools.count(0x7D000000, 0x40)


@dataclass
class LinkState:
    inputs: list[tuple[str, str]] = field(default_factory=list)   # (name, PTX text)
    image: ctypes.Array | None = None                             # the linked image, alive until destroyed


_states: dict[int, LinkState] = {}
_lock = threading.Lock()


def _state(handle) -> LinkState:
    with _lock:
        state = _states.get(address(ffi(DRV), handle))
    if state is None:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the link state does not exist")
    return state


def _ptx_of(type_: int, data: bytes, name: str) -> str:
    if type_ not in JIT_INPUT_TYPES:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"input type {type_}")
    if type_ == JIT_INPUT_PTX:
        return data.split(b"\0", 1)[0].decode("utf-8", "replace")
    if type_ == JIT_INPUT_FATBINARY:
        try:
            return modules.fatbin_module(data, 0).ptx_text
        except CudaError as exc:
            raise CudaError("CUDA_ERROR_INVALID_IMAGE", f"{name}: {exc.detail}") from None
    raise CudaError("CUDA_ERROR_INVALID_IMAGE", f"{name}: only PTX runs on the CPU device (input type {type_})")


@api(DRV, "cuLinkCreate_v2", "cuLinkCreate")
def cu_link_create(numOptions, options, optionValues, stateOut):
    """JIT options (log buffers, optimisation level, target) tune NVIDIA's compiler; the
    CPU device's translator takes none."""
    require_context()
    if stateOut == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "stateOut is NULL")
    handle = next(_handles)
    with _lock:
        _states[handle] = LinkState()
    stateOut[0] = ffi(DRV).cast("CUlinkState", handle)


@api(DRV, "cuLinkAddData_v2", "cuLinkAddData")
def cu_link_add_data(state, type_, data, size, name, numOptions, options, optionValues):
    link = _state(state)
    f = ffi(DRV)
    if data == f.NULL or size == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "data is NULL or size is 0")
    label = f.string(name).decode(errors="replace") if name != f.NULL else f"input {len(link.inputs)}"
    link.inputs.append((label, _ptx_of(type_, bytes(f.buffer(data, size)), label)))


@api(DRV, "cuLinkAddFile_v2", "cuLinkAddFile")
def cu_link_add_file(state, type_, path, numOptions, options, optionValues):
    link = _state(state)
    if path == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "path is NULL")
    file = Path(ffi(DRV).string(path).decode(errors="replace"))
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise CudaError("CUDA_ERROR_FILE_NOT_FOUND", f"{file}: {exc.strerror}") from None
    link.inputs.append((str(file), _ptx_of(type_, data, str(file))))


@api(DRV, "cuLinkComplete")
def cu_link_complete(state, cubinOut, sizeOut):
    link = _state(state)
    f = ffi(DRV)
    if cubinOut == f.NULL or sizeOut == f.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "cubinOut or sizeOut is NULL")
    try:
        text = ptx_link.link(link.inputs).encode()
    except ptx_link.LinkError as exc:
        raise CudaError("CUDA_ERROR_INVALID_IMAGE", str(exc)) from None
    link.image = ctypes.create_string_buffer(text, len(text) + 1)
    cubinOut[0] = f.cast("void *", ctypes.addressof(link.image))
    sizeOut[0] = len(text) + 1


@api(DRV, "cuLinkDestroy")
def cu_link_destroy(state):
    _state(state)
    with _lock:
        _states.pop(address(ffi(DRV), state), None)
