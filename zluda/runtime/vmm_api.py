"""The driver's virtual memory API (semantics in vmm.py): cuMemAddressReserve/Free,
cuMemCreate/Release, cuMemMap/Unmap, cuMemSetAccess/GetAccess, the allocation
granularity, handles retained from an address, an allocation's properties, and POSIX
file descriptors exported and imported (the memory is a memfd, so another process that
imports the descriptor maps the same memory).
"""

from __future__ import annotations

import ctypes

from . import vmm
from .errors import CudaError
from .state import MEMORY, address, api, ffi

DRV = "cuda"
VMM = vmm.VirtualMemory(MEMORY)

PINNED = 1                     # CU_MEM_ALLOCATION_TYPE_PINNED
LOCATION_DEVICE = 1            # CU_MEM_LOCATION_TYPE_DEVICE
HANDLE_POSIX_FD = 0x1          # CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
GRANULARITY_OPTIONS = (0, 1)   # CU_MEM_ALLOC_GRANULARITY_MINIMUM, _RECOMMENDED
DEVICE_COUNT = 1


def _out(p, what: str):
    if p == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{what} is NULL")
    return p


def _device(location, what: str) -> int:
    if location.type != LOCATION_DEVICE:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{what}.type {location.type} is not a device location")
    if not 0 <= location.id < DEVICE_COUNT:
        raise CudaError("CUDA_ERROR_INVALID_DEVICE", f"{what}.id {location.id}")
    return location.id


def _check_prop(prop) -> tuple[int, int]:
    """(device, requested handle types) of a CUmemAllocationProp this device can allocate."""
    _out(prop, "prop")
    if prop.type != PINNED:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"prop->type {prop.type} is not CU_MEM_ALLOCATION_TYPE_PINNED")
    device = _device(prop.location, "prop->location")
    if prop.requestedHandleTypes & ~HANDLE_POSIX_FD:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        f"prop->requestedHandleTypes {prop.requestedHandleTypes:#x}: only POSIX file descriptors here")
    return device, prop.requestedHandleTypes


@api(DRV, "cuMemGetAllocationGranularity")
def cu_mem_get_allocation_granularity(granularity, prop, option):
    _out(granularity, "granularity")
    _check_prop(prop)
    if option not in GRANULARITY_OPTIONS:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"option {option}")
    granularity[0] = vmm.GRANULARITY


@api(DRV, "cuMemAddressReserve")
def cu_mem_address_reserve(ptr, size, alignment, addr, flags):
    _out(ptr, "ptr")
    if flags != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"flags {flags:#x} (must be 0)")
    ptr[0] = VMM.reserve(size, alignment, addr)


@api(DRV, "cuMemAddressFree")
def cu_mem_address_free(ptr, size):
    VMM.free_reservation(ptr, size)


@api(DRV, "cuMemCreate")
def cu_mem_create(handle, size, prop, flags):
    _out(handle, "handle")
    device, handle_types = _check_prop(prop)
    if flags != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"flags {flags:#x} (must be 0)")
    handle[0] = VMM.create(size, handle_types, device)


@api(DRV, "cuMemRelease")
def cu_mem_release(handle):
    VMM.release(handle)


@api(DRV, "cuMemMap")
def cu_mem_map(ptr, size, offset, handle, flags):
    if flags != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"flags {flags:#x} (must be 0)")
    VMM.map(ptr, size, offset, handle)


@api(DRV, "cuMemUnmap")
def cu_mem_unmap(ptr, size):
    VMM.unmap(ptr, size)


@api(DRV, "cuMemSetAccess")
def cu_mem_set_access(ptr, size, desc, count):
    if count == 0 or desc == ffi(DRV).NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "no access descriptors")
    for i in range(count):
        _device(desc[i].location, f"desc[{i}].location")
    # one device: the last descriptor for it decides
    VMM.set_access(ptr, size, desc[count - 1].flags)


@api(DRV, "cuMemGetAccess")
def cu_mem_get_access(flags, location, ptr):
    _out(flags, "flags")
    _device(_out(location, "location")[0], "location")
    flags[0] = VMM.access(ptr)


@api(DRV, "cuMemRetainAllocationHandle")
def cu_mem_retain_allocation_handle(handle, addr):
    _out(handle, "handle")
    handle[0] = VMM.retain(address(ffi(DRV), addr))


@api(DRV, "cuMemGetAllocationPropertiesFromHandle")
def cu_mem_get_allocation_properties_from_handle(prop, handle):
    _out(prop, "prop")
    allocation = VMM.allocation(handle)
    f = ffi(DRV)
    f.memmove(prop, b"\0" * f.sizeof(prop[0]), f.sizeof(prop[0]))
    prop.type = PINNED
    prop.requestedHandleTypes = allocation.handle_types
    prop.location.type = LOCATION_DEVICE
    prop.location.id = allocation.device


@api(DRV, "cuMemExportToShareableHandle")
def cu_mem_export_to_shareable_handle(shareableHandle, handle, handleType, flags):
    _out(shareableHandle, "shareableHandle")
    allocation = VMM.allocation(handle)
    if flags != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"flags {flags:#x} (must be 0)")
    if handleType != HANDLE_POSIX_FD:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED", f"handle type {handleType:#x}: only POSIX file descriptors here")
    if not allocation.handle_types & HANDLE_POSIX_FD:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the allocation was not created exportable as a file descriptor")
    ctypes.c_int.from_address(address(ffi(DRV), shareableHandle)).value = VMM.export_fd(handle)


@api(DRV, "cuMemImportFromShareableHandle")
def cu_mem_import_from_shareable_handle(handle, osHandle, shHandleType):
    _out(handle, "handle")
    if shHandleType != HANDLE_POSIX_FD:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED", f"handle type {shHandleType:#x}: only POSIX file descriptors here")
    # a file descriptor travels in the pointer argument itself: (void *)(uintptr_t)fd
    handle[0] = VMM.import_fd(address(ffi(DRV), osHandle), HANDLE_POSIX_FD)
