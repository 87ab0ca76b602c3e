"""cudaIpc*/cuIpc* and the export and import of memory pools: device memory, events and
pool allocations shared with other processes that run on the CPU device (ipc.py says how)."""

from __future__ import annotations

from .driver_impl import require_context
from .errors import CudaError
from .ipc import HANDLE_SIZE, IpcTable
from .state import MEMORY, POOLS, STREAMS, address, api, ffi
from .streams import EVENT_FLAGS

RT, DRV = "cudart", "cuda"
IPC = IpcTable(MEMORY)
LAZY_ENABLE_PEER_ACCESS = 0x1      # cudaIpcMemLazyEnablePeerAccess, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS
INTERPROCESS = EVENT_FLAGS["cudaEventInterprocess"]
OPENED_EVENT_FLAGS = INTERPROCESS | EVENT_FLAGS["cudaEventDisableTiming"]
HANDLE_POSIX_FD = 1                # cudaMemHandleTypePosixFileDescriptor, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
POOL_TYPES = {RT: "cudaMemPool_t", DRV: "CUmemoryPool"}
POINTER_TYPES = {RT: "void *", DRV: "CUdeviceptr"}


def _out(library: str, p, what: str):
    if p == ffi(library).NULL:
        raise CudaError("cudaErrorInvalidValue", f"{what} is NULL")
    return p


def _write_handle(library: str, out, data: bytes) -> None:
    ffi(library).memmove(_out(library, out, "handle"), data, HANDLE_SIZE)


def _read_handle(library: str, handle) -> bytes:
    return bytes(ffi(library).unpack(handle.reserved, HANDLE_SIZE))


def _get_mem_handle(library: str, out, pointer: int) -> None:
    _out(library, out, "handle")
    _write_handle(library, out, IPC.memory_handle(pointer))


def _open_mem_handle(library: str, out, handle, flags: int) -> None:
    _out(library, out, "devPtr")
    if flags & ~LAZY_ENABLE_PEER_ACCESS:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x}")
    opened = IPC.open_memory(_read_handle(library, handle))
    out[0] = ffi(library).cast("CUdeviceptr" if library == DRV else "void *", opened)


def _get_event_handle(library: str, out, event: int) -> None:
    _out(library, out, "handle")
    if not STREAMS.event(event).flags & INTERPROCESS:
        raise CudaError("cudaErrorInvalidResourceHandle", f"event {event:#x} was not created with cudaEventInterprocess")
    _write_handle(library, out, IPC.event_handle(event))


def _open_event_handle(library: str, out, handle) -> None:
    _out(library, out, "event")
    IPC.check_event_handle(_read_handle(library, handle))
    out[0] = ffi(library).cast("CUevent" if library == DRV else "cudaEvent_t", STREAMS.create_event(OPENED_EVENT_FLAGS))


@api(RT, "cudaIpcGetMemHandle")
def ipc_get_mem_handle(handle, devPtr):
    _get_mem_handle(RT, handle, address(ffi(RT), devPtr))


@api(RT, "cudaIpcOpenMemHandle")
def ipc_open_mem_handle(devPtr, handle, flags):
    _open_mem_handle(RT, devPtr, handle, flags)


@api(RT, "cudaIpcCloseMemHandle")
def ipc_close_mem_handle(devPtr):
    IPC.close_memory(address(ffi(RT), devPtr))


@api(RT, "cudaIpcGetEventHandle")
def ipc_get_event_handle(handle, event):
    _get_event_handle(RT, handle, address(ffi(RT), event))


@api(RT, "cudaIpcOpenEventHandle")
def ipc_open_event_handle(event, handle):
    _open_event_handle(RT, event, handle)


@api(DRV, "cuIpcGetMemHandle")
def cu_ipc_get_mem_handle(pHandle, dptr):
    require_context()
    _get_mem_handle(DRV, pHandle, int(dptr))


@api(DRV, "cuIpcOpenMemHandle_v2", "cuIpcOpenMemHandle")
def cu_ipc_open_mem_handle(pdptr, handle, Flags):
    require_context()
    _open_mem_handle(DRV, pdptr, handle, Flags)


@api(DRV, "cuIpcCloseMemHandle")
def cu_ipc_close_mem_handle(dptr):
    require_context()
    IPC.close_memory(int(dptr))


@api(DRV, "cuIpcGetEventHandle")
def cu_ipc_get_event_handle(pHandle, event):
    require_context()
    _get_event_handle(DRV, pHandle, address(ffi(DRV), event))


@api(DRV, "cuIpcOpenEventHandle")
def cu_ipc_open_event_handle(phEvent, handle):
    require_context()
    _open_event_handle(DRV, phEvent, handle)


# ---------------------------------------------------------------- memory pools

def _pool(library: str, pool) -> int:
    handle = address(ffi(library), pool)
    if handle == 0:
        raise CudaError("cudaErrorInvalidValue", "the memory pool is NULL")
    POOLS.pool(handle)
    return handle


def _posix_fd_only(handle_type: int, flags: int) -> None:
    if flags:
        raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x} (must be 0)")
    if handle_type != HANDLE_POSIX_FD:
        raise CudaError("cudaErrorInvalidValue", f"handle type {handle_type} (pools share as POSIX file descriptors)")


def _export_pool(library: str, out, pool, handle_type: int, flags: int) -> None:
    _out(library, out, "shareableHandle")
    handle = _pool(library, pool)
    _posix_fd_only(handle_type, flags)
    if not POOLS.pool(handle).handle_types & HANDLE_POSIX_FD:
        raise CudaError("cudaErrorInvalidValue", f"pool {handle:#x} was not created shareable as a POSIX fd")
    ffi(library).cast("int *", out)[0] = IPC.pool_descriptor(handle)


def _import_pool(library: str, out, shareable, handle_type: int, flags: int) -> None:
    _out(library, out, "memPool")
    _posix_fd_only(handle_type, flags)
    source = IPC.pool_of_descriptor(address(ffi(library), shareable))   # the descriptor is the pointer's value
    out[0] = ffi(library).cast(POOL_TYPES[library], POOLS.create(0, HANDLE_POSIX_FD, imported_from=source))


def _export_pointer(library: str, out, pointer: int) -> None:
    _out(library, out, "exportData")
    found = POOLS.block_at(pointer)
    if found is None:
        raise CudaError("cudaErrorInvalidValue", f"{pointer:#x} is not a live allocation of a memory pool")
    pool, block = found
    if not POOLS.pool(pool).handle_types & HANDLE_POSIX_FD:
        raise CudaError("cudaErrorInvalidValue", f"{pointer:#x} belongs to pool {pool:#x}, which is not shareable")
    ffi(library).memmove(out, IPC.pool_pointer_data(block.address, pool), HANDLE_SIZE)


def _import_pointer(library: str, out, pool, data) -> None:
    _out(library, out, "ptr")
    _out(library, data, "exportData")
    handle = _pool(library, pool)
    raw = bytes(ffi(library).buffer(data, HANDLE_SIZE))
    source = IPC.pool_pointer_source(raw)
    if POOLS.pool(handle).imported_from != source:
        raise CudaError("cudaErrorInvalidValue", f"the data was exported from another pool than {handle:#x} imports")
    pointer = IPC.open_memory(raw)
    POOLS.adopt_imported(pointer, IPC.close_memory)
    out[0] = ffi(library).cast(POINTER_TYPES[library], pointer)


@api(RT, "cudaMemPoolExportToShareableHandle")
def mem_pool_export_to_shareable_handle(shareableHandle, memPool, handleType, flags):
    _export_pool(RT, shareableHandle, memPool, handleType, flags)


@api(RT, "cudaMemPoolImportFromShareableHandle")
def mem_pool_import_from_shareable_handle(memPool, shareableHandle, handleType, flags):
    _import_pool(RT, memPool, shareableHandle, handleType, flags)


@api(RT, "cudaMemPoolExportPointer")
def mem_pool_export_pointer(exportData, ptr):
    _export_pointer(RT, exportData, address(ffi(RT), ptr))


@api(RT, "cudaMemPoolImportPointer")
def mem_pool_import_pointer(ptr, memPool, exportData):
    _import_pointer(RT, ptr, memPool, exportData)


@api(DRV, "cuMemPoolExportToShareableHandle")
def cu_mem_pool_export_to_shareable_handle(handle_out, pool, handleType, flags):
    _export_pool(DRV, handle_out, pool, handleType, flags)


@api(DRV, "cuMemPoolImportFromShareableHandle")
def cu_mem_pool_import_from_shareable_handle(pool_out, handle, handleType, flags):
    _import_pool(DRV, pool_out, handle, handleType, flags)


@api(DRV, "cuMemPoolExportPointer")
def cu_mem_pool_export_pointer(shareData_out, ptr):
    _export_pointer(DRV, shareData_out, int(ptr))


@api(DRV, "cuMemPoolImportPointer")
def cu_mem_pool_import_pointer(ptr_out, pool, shareData):
    _import_pointer(DRV, ptr_out, pool, shareData)
