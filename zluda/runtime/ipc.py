"""Inter-process sharing of device memory and events between processes that run on the
CPU device (cudaIpc*/cuIpc*).

Device memory is host memory (memory.py), private to its process until it is exported:
the first cudaIpcGetMemHandle of an allocation moves its pages into a memfd mapped
MAP_SHARED at the same address (the contents are copied over once, the address and every
pointer into it stay valid). The handle names the owning process, the memfd's descriptor
number there and a serial that the memfd's name carries; another process opens
/proc/<pid>/fd/<n> (allowed between processes of one user without ptrace rights), checks
that the name still carries the serial (a descriptor number reused for something else
is refused), and maps the same pages. Memory opened twice in one process is one mapping
with a reference count, closed by the last cudaIpcCloseMemHandle, as NVIDIA documents.

Memory pools made with cudaMemHandleTypePosixFileDescriptor export as a descriptor of a
small memfd naming the process and the pool (the program passes it on, over a unix socket
or by inheritance); the export data of one of its pointers is the memory handle of the
pointer's block and the pool's handle, so cudaMemPoolImportPointer maps the block as
cudaIpcOpenMemHandle does, into the pool imported from that same pool only.

Events: work on this device completes before the call that submits it returns
(streams.py), so an event is complete once recorded, in whichever process records it.
An opened event handle is therefore a local event with the flags NVIDIA gives it
(interprocess, no timing); the handle carries the exporter's identity so that a handle
from this same process, or from a process that is gone, is refused.
"""

from __future__ import annotations

import ctypes
import itertools
import mmap
import os
import struct
import threading
from dataclasses import dataclass

from .errors import CudaError
from .memory import Allocation, MemoryManager

HANDLE_SIZE = 64                     # CUDA_IPC_HANDLE_SIZE
MEMORY_MAGIC, EVENT_MAGIC, POOL_MAGIC = b"ZLUDAMEM", b"ZLUDAEVT", b"ZLUDAPOL"
_MEMORY = struct.Struct("<8sIiQQ")   # magic, pid, fd, serial, size
_EVENT = struct.Struct("<8sIIQ")     # magic, pid, 0, event handle
_POOL = struct.Struct("<8sIIQ")      # magic, pid, 0, pool handle: a pool descriptor's contents
_POOL_OF_POINTER = struct.Struct("<Q")   # after the memory handle in a pool pointer's export data
PAGE = mmap.PAGESIZE
PROT_RW = mmap.PROT_READ | mmap.PROT_WRITE
MAP_FIXED = 0x10
MAP_FAILED = ctypes.c_void_p(-1).value

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
_libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]

_serials = itertools.count(1)


def _pages(size: int) -> int:
    return -(-max(size, 1) // PAGE) * PAGE


def _map(address: int | None, length: int, flags: int, fd: int) -> int:
    got = _libc.mmap(address, length, PROT_RW, flags, fd, 0)
    if got in (None, MAP_FAILED):
        raise CudaError("cudaErrorMapBufferObjectFailed", f"mmap of {length} shared bytes: "
                        f"{os.strerror(ctypes.get_errno())}")
    return got


def _memfd_name(pid: int, serial: int) -> str:
    return f"zluda-ipc-{pid}-{serial}"


@dataclass
class Exported:
    alloc: Allocation
    fd: int
    serial: int


@dataclass
class Imported:
    address: int
    size: int
    references: int = 1


def _owner(pid: int) -> None:
    if pid == os.getpid():
        raise CudaError("cudaErrorDeviceUninitialized", "the handle was exported by this process")
    if not os.path.exists(f"/proc/{pid}"):
        raise CudaError("cudaErrorMapBufferObjectFailed", f"process {pid}, which exported the handle, is gone")


class IpcTable:
    """What this process exported and what it opened."""

    def __init__(self, memory: MemoryManager):
        self._memory = memory
        self._exported: dict[int, Exported] = {}           # allocation address -> its memfd
        self._imported: dict[tuple[int, int], Imported] = {}   # (pid, serial) -> mapping
        self._by_address: dict[int, tuple[int, int]] = {}
        self._lock = threading.Lock()

    # --- memory, exporting side -------------------------------------------------
    def memory_handle(self, address: int) -> bytes:
        alloc = self._memory.find(address)
        # an interior pointer names its whole allocation (the H200 accepts one too)
        if alloc is None or alloc.kind != "device" or alloc.flags == -1:
            raise CudaError("cudaErrorInvalidValue", f"{address:#x} is not in a cudaMalloc allocation")
        address = alloc.address
        with self._lock:
            self._forget_freed()
            exported = self._exported.get(address)
            if exported is None or exported.alloc is not alloc:
                exported = self._share(alloc)
                self._exported[address] = exported
        return _MEMORY.pack(MEMORY_MAGIC, os.getpid(), exported.fd, exported.serial,
                            alloc.size).ljust(HANDLE_SIZE, b"\0")

    def _share(self, alloc: Allocation) -> Exported:
        """Move the allocation's pages into a memfd mapped shared at the same address."""
        serial = next(_serials)
        length = _pages(alloc.size)
        fd = os.memfd_create(_memfd_name(os.getpid(), serial), os.MFD_CLOEXEC)
        try:
            os.ftruncate(fd, length)
            staging = _map(None, length, mmap.MAP_SHARED, fd)
            ctypes.memmove(staging, alloc.address, length)
            _libc.munmap(staging, length)
            _map(alloc.address, length, mmap.MAP_SHARED | MAP_FIXED, fd)
        except BaseException:
            os.close(fd)
            raise
        return Exported(alloc, fd, serial)

    def _forget_freed(self) -> None:
        """Close the memfds of exported allocations the program has freed since (the pages
        live on in the processes that still map them)."""
        for address, exported in list(self._exported.items()):
            if self._memory.find(address) is not exported.alloc:
                os.close(exported.fd)
                del self._exported[address]

    # --- memory, importing side -------------------------------------------------
    def open_memory(self, handle: bytes) -> int:
        magic, pid, fd, serial, size = _MEMORY.unpack_from(handle)
        if magic != MEMORY_MAGIC:
            raise CudaError("cudaErrorInvalidValue", "not a memory handle of cudaIpcGetMemHandle")
        _owner(pid)
        key = (pid, serial)
        with self._lock:
            imported = self._imported.get(key)
            if imported is not None:
                imported.references += 1
                return imported.address
            path = f"/proc/{pid}/fd/{fd}"
            try:
                if not os.readlink(path).startswith(f"/memfd:{_memfd_name(pid, serial)} "):
                    raise CudaError("cudaErrorInvalidValue", f"process {pid} no longer exports that memory")
                local = os.open(path, os.O_RDWR | os.O_CLOEXEC)
            except OSError as exc:
                raise CudaError("cudaErrorMapBufferObjectFailed", f"{path}: {exc.strerror}") from None
            try:
                address = _map(None, _pages(size), mmap.MAP_SHARED, local)
            finally:
                os.close(local)
            self._imported[key] = Imported(address, size)
            self._by_address[address] = key
        self._memory.adopt(address, size, "device")
        return address

    def close_memory(self, address: int) -> None:
        with self._lock:
            key = self._by_address.get(address)
            if key is None:
                raise CudaError("cudaErrorInvalidValue", f"{address:#x} was not opened by cudaIpcOpenMemHandle")
            imported = self._imported[key]
            imported.references -= 1
            if imported.references:
                return
            del self._imported[key], self._by_address[address]
        self._memory.forget(address)
        _libc.munmap(address, _pages(imported.size))

    # --- memory pools ------------------------------------------------------------
    @staticmethod
    def pool_descriptor(pool: int) -> int:
        """A new descriptor naming this process's `pool` (the caller owns it; inherited
        across exec, as a descriptor meant for another process may need to be)."""
        fd = os.memfd_create(f"zluda-pool-{os.getpid()}-{pool:x}", 0)
        os.pwrite(fd, _POOL.pack(POOL_MAGIC, os.getpid(), 0, pool), 0)
        return fd

    @staticmethod
    def pool_of_descriptor(fd: int) -> tuple[int, int]:
        """(process, pool) that a descriptor of pool_descriptor() names."""
        try:
            raw = os.pread(fd, _POOL.size, 0)
        except OSError as exc:
            raise CudaError("cudaErrorInvalidValue", f"descriptor {fd}: {exc.strerror}") from None
        if len(raw) != _POOL.size or raw[:8] != POOL_MAGIC:
            raise CudaError("cudaErrorInvalidValue", f"descriptor {fd} is not an exported memory pool")
        _magic, pid, _zero, pool = _POOL.unpack(raw)
        return pid, pool

    def pool_pointer_data(self, address: int, pool: int) -> bytes:
        return (self.memory_handle(address)[:_MEMORY.size] + _POOL_OF_POINTER.pack(pool)).ljust(HANDLE_SIZE, b"\0")

    @staticmethod
    def pool_pointer_source(data: bytes) -> tuple[int, int]:
        """(process, pool) that exported a pool pointer's export data."""
        magic, pid, _fd, _serial, _size = _MEMORY.unpack_from(data)
        if magic != MEMORY_MAGIC:
            raise CudaError("cudaErrorInvalidValue", "not the export data of cudaMemPoolExportPointer")
        return pid, _POOL_OF_POINTER.unpack_from(data, _MEMORY.size)[0]

    # --- events ----------------------------------------------------------------
    @staticmethod
    def event_handle(event: int) -> bytes:
        return _EVENT.pack(EVENT_MAGIC, os.getpid(), 0, event).ljust(HANDLE_SIZE, b"\0")

    @staticmethod
    def check_event_handle(handle: bytes) -> None:
        magic, pid, _zero, _event = _EVENT.unpack_from(handle)
        if magic != EVENT_MAGIC:
            raise CudaError("cudaErrorInvalidValue", "not an event handle of cudaIpcGetEventHandle")
        _owner(pid)
