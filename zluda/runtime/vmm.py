"""The virtual memory API on the CPU device: address ranges reserved without memory,
physical allocations, and mappings of the one into the other.

Device pointers are host addresses here (memory.py), so a reservation is a range of this
process's address space mapped with no access (PROT_NONE, no memory committed), and a
physical allocation is a memfd of its size. Mapping an allocation maps the file into the
reservation (MAP_SHARED | MAP_FIXED): the same memory is then visible at every address it
is mapped at, as on a GPU. A mapping stays inaccessible until cuMemSetAccess grants read
or read-write access (mprotect), so a kernel touching it before then faults as it would on
the GPU. Accessible ranges are tracked by the memory manager like any device memory
(copies, memsets and pointer queries accept them), merged where mappings touch, so a copy
may span two mappings of one reservation.

An allocation lives while a handle or a mapping refers to it: cuMemRelease drops the
handle, cuMemUnmap the mapping, and the file is closed when neither is left. Sizes,
addresses and offsets are multiples of the allocation granularity, which is what the GPU
reports (GRANULARITY).
"""

from __future__ import annotations

import bisect
import ctypes
import itertools
import mmap
import os
import threading
from dataclasses import dataclass, field

from .errors import CudaError

GRANULARITY = 2 << 20          # minimum and recommended, as an H100/H200 reports them

# CUmemAccess_flags
ACCESS_NONE, ACCESS_READ, ACCESS_READWRITE = 0, 1, 3
PROT_NONE = 0   # <sys/mman.h> (the mmap module names only PROT_READ, PROT_WRITE, PROT_EXEC)
PROTECTION = {ACCESS_NONE: PROT_NONE, ACCESS_READ: mmap.PROT_READ,
              ACCESS_READWRITE: mmap.PROT_READ | mmap.PROT_WRITE}

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
_libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
_libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
MAP_FIXED = 0x10
MAP_NORESERVE = 0x4000
MAP_FIXED_NOREPLACE = 0x100000
MAP_FAILED = ctypes.c_void_p(-1).value

_handles = itertools.count(0x5A0000000001)


def _round_up(value: int, to: int) -> int:
    return -(-value // to) * to


def _mmap(address: int | None, length: int, prot: int, flags: int, fd: int = -1, offset: int = 0) -> int:
    got = _libc.mmap(address, length, prot, flags, fd, offset)
    if got in (None, MAP_FAILED):
        raise CudaError("cudaErrorMemoryAllocation", f"mmap of {length} bytes: {os.strerror(ctypes.get_errno())}")
    return got


def _inaccessible(address: int, length: int) -> None:
    """Put reserved-but-unmapped address space back over [address, address+length)."""
    _mmap(address, length, PROT_NONE,
          mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED)


@dataclass(eq=False)
class Allocation:
    handle: int
    fd: int
    size: int
    handle_types: int          # CUmemAllocationHandleType bits the program asked for
    device: int
    handles: int = 1           # references from handles (cuMemCreate/Import/RetainAllocationHandle)
    mappings: int = 0


@dataclass(eq=False)
class Mapping:
    start: int
    size: int
    allocation: Allocation
    offset: int
    access: int = ACCESS_NONE

    @property
    def end(self) -> int:
        return self.start + self.size


@dataclass(eq=False)
class Reservation:
    start: int
    size: int
    mappings: list = field(default_factory=list)    # Mappings, sorted by start

    @property
    def end(self) -> int:
        return self.start + self.size


class VirtualMemory:
    """Every reservation, physical allocation and mapping of the process. Thread safe."""

    def __init__(self, memory):
        self._memory = memory
        self._lock = threading.RLock()
        self._allocations: dict[int, Allocation] = {}
        self._reservations: list[Reservation] = []     # sorted by start
        self._tracked: dict[int, list] = {}            # reservation start -> addresses given to memory.adopt
        # handle -> [(offset, size, source allocation, source offset)]: parts of an allocation
        # that show another's memory wherever they are mapped (a multicast object's bindings)
        self._aliases: dict[int, list] = {}

    # --- reservations ------------------------------------------------------------
    def reserve(self, size: int, alignment: int, hint: int) -> int:
        if size == 0 or size % GRANULARITY:
            raise CudaError("cudaErrorInvalidValue", f"size {size} is not a multiple of the granularity {GRANULARITY}")
        if alignment and (alignment & (alignment - 1)):
            raise CudaError("cudaErrorInvalidValue", f"alignment {alignment} is not a power of two")
        alignment = max(alignment, GRANULARITY)
        flags = mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | MAP_NORESERVE
        start = None
        if hint and hint % alignment == 0:
            got = _libc.mmap(hint, size, PROT_NONE, flags | MAP_FIXED_NOREPLACE, -1, 0)
            if got not in (None, MAP_FAILED):
                start = got
        if start is None:
            # over-reserve, then give back what lies outside the aligned range
            base = _mmap(None, size + alignment, PROT_NONE, flags)
            start = _round_up(base, alignment)
            if start > base:
                _libc.munmap(base, start - base)
            tail = base + size + alignment - (start + size)
            if tail:
                _libc.munmap(start + size, tail)
        with self._lock:
            starts = [r.start for r in self._reservations]
            self._reservations.insert(bisect.bisect(starts, start), Reservation(start, size))
        return start

    def _reservation(self, address: int, size: int = 1) -> Reservation:
        with self._lock:
            for r in self._reservations:
                if r.start <= address and address + size <= r.end:
                    return r
        raise CudaError("cudaErrorInvalidValue", f"{address:#x}+{size} is not inside a reserved address range")

    def free_reservation(self, start: int, size: int) -> None:
        with self._lock:
            r = next((r for r in self._reservations if r.start == start), None)
            if r is None or r.size != size:
                raise CudaError("cudaErrorInvalidValue", f"{start:#x}+{size} is not a reserved address range")
            if r.mappings:
                raise CudaError("cudaErrorInvalidValue", f"{start:#x}+{size} still has memory mapped into it")
            self._reservations.remove(r)
            _libc.munmap(start, size)

    # --- physical allocations -----------------------------------------------------
    def create(self, size: int, handle_types: int, device: int) -> int:
        if size == 0 or size % GRANULARITY:
            raise CudaError("cudaErrorInvalidValue", f"size {size} is not a multiple of the granularity {GRANULARITY}")
        if self._memory.capacity is not None and self._memory.in_use + size > self._memory.capacity:
            raise CudaError("cudaErrorMemoryAllocation", f"{size} bytes exceed the device's free memory")
        try:
            fd = os.memfd_create("zluda-device-memory", os.MFD_CLOEXEC)
            os.ftruncate(fd, size)
        except OSError as exc:
            raise CudaError("cudaErrorMemoryAllocation", f"{size} bytes: {exc.strerror}") from None
        return self._add(fd, size, handle_types, device)

    def _add(self, fd: int, size: int, handle_types: int, device: int) -> int:
        allocation = Allocation(next(_handles), fd, size, handle_types, device)
        with self._lock:
            self._allocations[allocation.handle] = allocation
            self._memory.in_use += size
        return allocation.handle

    def allocation(self, handle: int) -> Allocation:
        with self._lock:
            allocation = self._allocations.get(handle)
        if allocation is None or allocation.handles == 0:
            raise CudaError("cudaErrorInvalidValue", f"{handle:#x} is not an allocation handle")
        return allocation

    def release(self, handle: int) -> None:
        allocation = self.allocation(handle)
        with self._lock:
            allocation.handles -= 1
            self._drop_if_unused(allocation)

    def _drop_if_unused(self, allocation: Allocation) -> None:
        if allocation.handles == 0 and allocation.mappings == 0:
            os.close(allocation.fd)
            self._memory.in_use -= allocation.size
            del self._allocations[allocation.handle]

    def export_fd(self, handle: int) -> int:
        """A file descriptor another process may import (cuMemImportFromShareableHandle)."""
        return os.dup(self.allocation(handle).fd)

    def import_fd(self, fd: int, handle_types: int) -> int:
        try:
            size = os.fstat(fd).st_size
            own = os.dup(fd)
        except OSError as exc:
            raise CudaError("cudaErrorInvalidValue", f"file descriptor {fd}: {exc.strerror}") from None
        if size == 0 or size % GRANULARITY:
            os.close(own)
            raise CudaError("cudaErrorInvalidValue", f"file descriptor {fd} is not device memory")
        return self._add(own, size, handle_types, 0)

    # --- mappings -----------------------------------------------------------------
    def map(self, start: int, size: int, offset: int, handle: int) -> None:
        allocation = self.allocation(handle)
        if offset != 0:   # NVIDIA documents that it must be 0 for now (recorded: vmm.cu)
            raise CudaError("cudaErrorNotSupported", f"offset {offset} into the allocation (it must be 0)")
        for name, value in (("ptr", start), ("size", size)):
            if value % GRANULARITY:
                raise CudaError("cudaErrorInvalidValue", f"{name} {value:#x} is not a multiple of the granularity")
        if size == 0 or offset + size > allocation.size:
            raise CudaError("cudaErrorInvalidValue",
                            f"offset {offset} + size {size} exceed the allocation's {allocation.size} bytes")
        with self._lock:
            r = self._reservation(start, size)
            if any(m.start < start + size and start < m.end for m in r.mappings):
                raise CudaError("cudaErrorInvalidValue", f"{start:#x}+{size} overlaps memory mapped already")
            _mmap(start, size, PROT_NONE, mmap.MAP_SHARED | MAP_FIXED, allocation.fd, offset)
            mapping = Mapping(start, size, allocation, offset)
            r.mappings.insert(bisect.bisect([m.start for m in r.mappings], start), mapping)
            allocation.mappings += 1
            for alias in self._aliases.get(handle, []):
                self._show(mapping, *alias)

    # --- aliases (multicast bindings) ---------------------------------------------
    def _mappings_of(self, allocation: Allocation) -> list:
        return [m for r in self._reservations for m in r.mappings if m.allocation is allocation]

    @staticmethod
    def _show(m: Mapping, offset: int, size: int, source: Allocation | None, source_offset: int) -> None:
        """Map `source` (or the mapping's own allocation again, for None) over the part of
        mapping `m` that shows [offset, offset+size) of its allocation."""
        lo, hi = max(offset, m.offset), min(offset + size, m.offset + m.size)
        if lo >= hi:
            return
        fd, at = (m.allocation.fd, lo) if source is None else (source.fd, source_offset + lo - offset)
        _mmap(m.start + lo - m.offset, hi - lo, PROTECTION[m.access], mmap.MAP_SHARED | MAP_FIXED, fd, at)

    def alias(self, handle: int, offset: int, size: int, source_handle: int, source_offset: int) -> None:
        """Make [offset, offset+size) of allocation `handle` show `source_handle`'s memory at
        `source_offset`, in every mapping of it now and later; the source lives as long."""
        allocation, source = self.allocation(handle), self.allocation(source_handle)
        with self._lock:
            if any(o < offset + size and offset < o + s for o, s, _, _ in self._aliases.get(handle, [])):
                raise CudaError("cudaErrorInvalidValue", f"{offset:#x}+{size} is bound already")
            self._aliases.setdefault(handle, []).append((offset, size, source, source_offset))
            source.mappings += 1
            for m in self._mappings_of(allocation):
                self._show(m, offset, size, source, source_offset)

    def unalias(self, handle: int, offset: int, size: int) -> None:
        """Undo alias() of exactly [offset, offset+size): the allocation's own memory again."""
        allocation = self.allocation(handle)
        with self._lock:
            found = [a for a in self._aliases.get(handle, []) if a[0] == offset and a[1] == size]
            if not found:
                raise CudaError("cudaErrorInvalidValue", f"{offset:#x}+{size} is not a binding")
            self._aliases[handle].remove(found[0])
            for m in self._mappings_of(allocation):
                self._show(m, offset, size, None, 0)
            found[0][2].mappings -= 1
            self._drop_if_unused(found[0][2])

    def _covering(self, start: int, size: int) -> tuple[Reservation, list]:
        """The mappings that exactly cover [start, start+size), with no gap."""
        r = self._reservation(start, size)
        inside = [m for m in r.mappings if m.start < start + size and start < m.end]
        at = start
        for m in inside:
            if m.start != at:
                break
            at = m.end
        if not inside or inside[0].start != start or at != start + size:
            raise CudaError("cudaErrorInvalidValue", f"{start:#x}+{size} is not wholly mapped, mapping by mapping")
        return r, inside

    def unmap(self, start: int, size: int) -> None:
        with self._lock:
            r, mappings = self._covering(start, size)
            _inaccessible(start, size)
            for m in mappings:
                r.mappings.remove(m)
                m.allocation.mappings -= 1
                self._drop_if_unused(m.allocation)
            self._track(r)

    def set_access(self, start: int, size: int, access: int) -> None:
        if access not in PROTECTION:
            raise CudaError("cudaErrorInvalidValue", f"access flags {access}")
        with self._lock:
            r, mappings = self._covering(start, size)
            if _libc.mprotect(start, size, PROTECTION[access]) != 0:
                raise CudaError("cudaErrorInvalidValue", f"mprotect: {os.strerror(ctypes.get_errno())}")
            for m in mappings:
                m.access = access
            self._track(r)

    def access(self, address: int) -> int:
        with self._lock:
            return self._mapping(address).access

    def _mapping(self, address: int) -> Mapping:
        r = self._reservation(address)
        for m in r.mappings:
            if m.start <= address < m.end:
                return m
        raise CudaError("cudaErrorInvalidValue", f"{address:#x} is not mapped")

    def locate(self, address: int) -> tuple[int, int]:
        """(allocation handle, offset in it) of the memory mapped at `address`."""
        with self._lock:
            m = self._mapping(address)
            return m.allocation.handle, m.offset + address - m.start

    def retain(self, address: int) -> int:
        """cuMemRetainAllocationHandle: the handle of the allocation mapped at `address`,
        one more reference to release."""
        with self._lock:
            allocation = self._mapping(address).allocation
            allocation.handles += 1
            return allocation.handle

    def _track(self, r: Reservation) -> None:
        """Tell the memory manager the reservation's accessible runs (touching mappings merged)."""
        for address in self._tracked.pop(r.start, []):
            self._memory.forget(address)
        runs: list[list[int]] = []
        for m in r.mappings:
            if m.access == ACCESS_NONE:
                continue
            if runs and runs[-1][1] == m.start:
                runs[-1][1] = m.end
            else:
                runs.append([m.start, m.end])
        for start, end in runs:
            self._memory.adopt(start, end - start, "device")
        if runs:
            self._tracked[r.start] = [start for start, _ in runs]
