"""External memory (cudaImportExternalMemory, cuImportExternalMemory and their mapped
buffers): memory another API exported as a POSIX file descriptor, mapped into the device.

Device memory is host memory here, so importing an opaque file descriptor takes the
descriptor (its ownership passes to CUDA on success, as cuda.h documents) and a mapped
buffer is a MAP_SHARED mapping of the part the program names: what the exporter writes
the device reads, and the other way round. A CPU Vulkan (lavapipe) exports its memory as
such a descriptor (a memfd), and so does any program that shares a memfd or a file.
The buffer is device memory to copies and kernels, freed with cudaFree/cuMemFree.

The Windows and Direct3D handle types have no meaning on Linux: they answer "invalid
value", as NVIDIA's Linux driver does. NvSciBuf, and dma-buf import that NVIDIA's driver
offers only on Tegra (Thor), answer "not supported". A
mipmapped array in external memory has the exporting driver's tiled layout, which this
device cannot read (the not-supported table).
"""

from __future__ import annotations

import ctypes
import itertools
import mmap
import os
import stat
import threading
from dataclasses import dataclass

from .driver_impl import require_context
from .errors import CudaError
from .state import MEMORY, POOLS, address, api, ffi

RT, DRV = "cudart", "cuda"
OPAQUE_FD = 1                # cudaExternalMemoryHandleTypeOpaqueFd, CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD
KNOWN_TYPES = range(1, 10)   # ... through CU_EXTERNAL_MEMORY_HANDLE_TYPE_DMABUF_FD
WINDOWS_TYPES = range(2, 8)  # OpaqueWin32, OpaqueWin32Kmt, D3D12Heap/Resource, D3D11Resource/ResourceKmt
DEDICATED = 0x1              # cudaExternalMemoryDedicated, CUDA_EXTERNAL_MEMORY_DEDICATED
PAGE = mmap.PAGESIZE
HANDLE_TYPES = {RT: "cudaExternalMemory_t", DRV: "CUexternalMemory"}
POINTER_TYPES = {RT: "void *", DRV: "CUdeviceptr"}

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
_libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
MAP_FAILED = ctypes.c_void_p(-1).value

_handles = itertools.count(0x7D000040, 0x40)


@dataclass
class ExternalMemory:
    fd: int
    size: int


_memories: dict[int, ExternalMemory] = {}
_lock = threading.Lock()


def _import(library: str, out, desc) -> None:
    f = ffi(library)
    if out == f.NULL or desc == f.NULL:
        raise CudaError("cudaErrorInvalidValue", "extMem_out or memHandleDesc is NULL")
    if desc.type not in KNOWN_TYPES:
        raise CudaError("cudaErrorInvalidValue", f"memHandleDesc->type {desc.type}")
    if desc.type in WINDOWS_TYPES:   # the H200's Linux driver calls a Windows handle an invalid value
        raise CudaError("cudaErrorInvalidValue", f"memHandleDesc->type {desc.type}: a Windows handle on Linux")
    if desc.type != OPAQUE_FD:
        raise CudaError("cudaErrorNotSupported", f"memHandleDesc->type {desc.type}: only opaque file descriptors "
                        "are imported on Linux")
    if desc.flags & ~DEDICATED:
        raise CudaError("cudaErrorInvalidValue", f"memHandleDesc->flags {desc.flags:#x}")
    if desc.size == 0:
        raise CudaError("cudaErrorInvalidValue", "memHandleDesc->size is 0")
    fd = desc.handle.fd
    try:
        info = os.fstat(fd)
    except OSError as exc:
        raise CudaError("cudaErrorInvalidResourceHandle", f"memHandleDesc->handle.fd {fd}: {exc.strerror}") from None
    if stat.S_ISREG(info.st_mode) and info.st_size < desc.size:
        raise CudaError("cudaErrorInvalidValue", f"memHandleDesc->size {desc.size} exceeds the "
                        f"{info.st_size} bytes behind descriptor {fd}")
    handle = next(_handles)
    with _lock:
        _memories[handle] = ExternalMemory(fd, desc.size)
    out[0] = f.cast(HANDLE_TYPES[library], handle)


def _memory(library: str, ext) -> tuple[int, ExternalMemory]:
    handle = address(ffi(library), ext)
    with _lock:
        memory = _memories.get(handle)
    if memory is None:
        raise CudaError("cudaErrorInvalidResourceHandle", f"{handle:#x} is not an imported external memory")
    return handle, memory


def _mapped_buffer(library: str, out, ext, desc) -> None:
    f = ffi(library)
    if out == f.NULL or desc == f.NULL:
        raise CudaError("cudaErrorInvalidValue", "devPtr or bufferDesc is NULL")
    _handle, memory = _memory(library, ext)
    if desc.flags:
        raise CudaError("cudaErrorInvalidValue", f"bufferDesc->flags {desc.flags:#x} (must be 0)")
    if desc.size == 0 or desc.offset + desc.size > memory.size:
        raise CudaError("cudaErrorInvalidValue", f"bufferDesc offset {desc.offset} + size {desc.size} "
                        f"outside the {memory.size} imported bytes")
    start = desc.offset - desc.offset % PAGE
    length = desc.offset + desc.size - start
    base = _libc.mmap(None, length, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED, memory.fd, start)
    if base in (None, MAP_FAILED):
        raise CudaError("cudaErrorOperatingSystem", f"mapping {length} bytes of descriptor {memory.fd}: "
                        f"{os.strerror(ctypes.get_errno())}")
    pointer = base + desc.offset - start

    def unmap(_address: int) -> None:
        MEMORY.forget(pointer)
        _libc.munmap(base, length)

    MEMORY.adopt(pointer, desc.size, "device")
    POOLS.adopt_imported(pointer, unmap)   # cudaFree/cuMemFree of the buffer unmaps it
    out[0] = f.cast(POINTER_TYPES[library], pointer)


def _destroy(library: str, ext) -> None:
    """The descriptor closes; buffers still mapped stay valid until freed (their mappings
    hold the memory)."""
    handle, memory = _memory(library, ext)
    with _lock:
        del _memories[handle]
    os.close(memory.fd)


@api(RT, "cudaImportExternalMemory")
def import_external_memory(extMem_out, memHandleDesc):
    _import(RT, extMem_out, memHandleDesc)


@api(RT, "cudaExternalMemoryGetMappedBuffer")
def external_memory_get_mapped_buffer(devPtr, extMem, bufferDesc):
    _mapped_buffer(RT, devPtr, extMem, bufferDesc)


@api(RT, "cudaDestroyExternalMemory")
def destroy_external_memory(extMem):
    _destroy(RT, extMem)


@api(DRV, "cuImportExternalMemory")
def cu_import_external_memory(extMem_out, memHandleDesc):
    require_context()
    _import(DRV, extMem_out, memHandleDesc)


@api(DRV, "cuExternalMemoryGetMappedBuffer")
def cu_external_memory_get_mapped_buffer(devPtr, extMem, bufferDesc):
    require_context()
    _mapped_buffer(DRV, devPtr, extMem, bufferDesc)


@api(DRV, "cuDestroyExternalMemory")
def cu_destroy_external_memory(extMem):
    require_context()
    _destroy(DRV, extMem)
