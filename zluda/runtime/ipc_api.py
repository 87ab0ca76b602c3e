"""cudaIpc* and cuIpc*: device memory and events shared with other processes that run on
the CPU device (ipc.py says how)."""

from __future__ import annotations

from .driver_impl import require_context
from .errors import CudaError
from .ipc import HANDLE_SIZE, IpcTable
from .state import MEMORY, STREAMS, address, api, ffi
from .streams import EVENT_FLAGS

RT, DRV = "cudart", "cuda"
IPC = IpcTable(MEMORY)
LAZY_ENABLE_PEER_ACCESS = 0x1      # cudaIpcMemLazyEnablePeerAccess, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS
INTERPROCESS = EVENT_FLAGS["cudaEventInterprocess"]
OPENED_EVENT_FLAGS = INTERPROCESS | EVENT_FLAGS["cudaEventDisableTiming"]


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
