"""Device, pinned and managed memory on the CPU device, with every allocation tracked.

Device memory is host memory from anonymous mmap (zeroed, page aligned, at least as
aligned as cudaMalloc's 256 bytes), so device pointers are host addresses that kernels
and host code share. Every allocation is kept in an address-sorted table: a copy or free
that names memory the program never allocated, or already freed, is refused with
cudaErrorInvalidValue instead of crashing the process.
"""

from __future__ import annotations

import bisect
import ctypes
import mmap
import threading
from dataclasses import dataclass, field

from zluda.cpu import lowmem

from .device import available_memory, physical_memory
from .errors import CudaError
from .rules import BAD_COPY_KIND, COPY_KINDS, DEVICE_MEMORY, MEMORY_KIND_CODES

KINDS = tuple(MEMORY_KIND_CODES)

# cudaHostAlloc flags (bit values from the CUDA headers)
HOST_ALLOC_FLAGS = {
    "cudaHostAllocDefault": 0x00,
    "cudaHostAllocPortable": 0x01,
    "cudaHostAllocMapped": 0x02,
    "cudaHostAllocWriteCombined": 0x04,
}
MANAGED_FLAGS = {"cudaMemAttachGlobal": 0x01, "cudaMemAttachHost": 0x02, "cudaMemAttachSingle": 0x04}


_libc = ctypes.CDLL(None, use_errno=True)
_libc.mincore.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p)
PAGE = mmap.PAGESIZE


def host_range_mapped(address: int, size: int) -> bool:
    """Whether every page of [address, address+size) is mapped in this process
    (mincore fails with ENOMEM on a range holding an unmapped page)."""
    start = address - address % PAGE
    length = address + max(size, 1) - start
    vec = ctypes.create_string_buffer((length + PAGE - 1) // PAGE)
    return _libc.mincore(ctypes.c_void_p(start), length, vec) == 0


@dataclass
class Allocation:
    address: int
    size: int
    kind: str                       # one of KINDS
    flags: int = 0
    _buffer: mmap.mmap | None = field(default=None, repr=False)

    @property
    def end(self) -> int:
        return self.address + self.size


class MemoryManager:
    """All allocations of one process, thread safe."""

    def __init__(self, capacity: int | None = None):
        self._starts: list[int] = []          # sorted allocation addresses
        self._allocs: dict[int, Allocation] = {}
        self._lock = threading.Lock()
        self.capacity = capacity
        self.in_use = 0
        self._observer = None                 # zluda/runtime/fast_mirror.py: libcudart's C copy
        # a 32-bit client's server (zluda/client32/server.py): its CUdeviceptr is 32 bits wide
        self.below_4gib = False

    def set_observer(self, observer) -> None:
        """observer.alloc_added(address, size, kind) / alloc_removed(address), called under
        the table's lock so the copy never holds a freed range; it first gets what exists."""
        with self._lock:
            self._observer = observer
            for alloc in self._allocs.values():
                observer.alloc_added(alloc.address, alloc.size, alloc.kind)

    # --- allocation ------------------------------------------------------------
    def allocate(self, size: int, kind: str = "device", flags: int = 0) -> int:
        if kind not in KINDS:
            raise ValueError(kind)
        if size < 0:
            raise CudaError("cudaErrorInvalidValue", "negative size")
        if self.capacity is not None and self.in_use + size > self.capacity:
            raise CudaError("cudaErrorMemoryAllocation", f"{size} bytes exceed the device's free memory")
        length = max(size, 1)
        map_flags = mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | (lowmem.MAP_32BIT if self.below_4gib else 0)
        try:
            buffer = mmap.mmap(-1, length, flags=map_flags)
        except (OSError, OverflowError, MemoryError) as exc:
            raise CudaError("cudaErrorMemoryAllocation", f"{size} bytes: {exc}") from None
        address = ctypes.addressof(ctypes.c_char.from_buffer(buffer))
        if self.below_4gib and address + length > 1 << 32:
            buffer.close()
            raise CudaError("cudaErrorMemoryAllocation", f"{size} bytes: no room below 4 GiB")
        alloc = Allocation(address, size, kind, flags, buffer)
        with self._lock:
            bisect.insort(self._starts, address)
            self._allocs[address] = alloc
            self.in_use += size
            if self._observer is not None:
                self._observer.alloc_added(address, size, kind)
        return address

    def adopt(self, address: int, size: int, kind: str = "device") -> None:
        """Track memory the runtime did not allocate but that is device memory all the same
        (a module's `__device__` variables): copies accept it, cudaFree refuses it."""
        with self._lock:
            if address in self._allocs:
                return
            bisect.insort(self._starts, address)
            self._allocs[address] = Allocation(address, size, kind, flags=-1)
            if self._observer is not None:
                self._observer.alloc_added(address, size, kind)

    def forget(self, address: int) -> None:
        """Stop tracking memory given to adopt() (a virtual memory mapping that went away)."""
        with self._lock:
            alloc = self._allocs.get(address)
            if alloc is None or alloc._buffer is not None:
                return
            if self._observer is not None:
                self._observer.alloc_removed(address)
            del self._allocs[address]
            self._starts.pop(bisect.bisect_left(self._starts, address))

    def free(self, address: int, kind: str = "device") -> None:
        """cudaFree/cudaFreeHost: NULL is a no-op; anything but a live allocation's start is refused."""
        if address == 0:
            return
        with self._lock:
            alloc = self._allocs.get(address)
            if alloc is None or alloc._buffer is None:
                raise CudaError("cudaErrorInvalidValue", f"{address:#x} is not an allocation (freed twice, or never allocated)")
            expected = ("host",) if kind == "host" else ("device", "managed")
            if alloc.kind not in expected:
                raise CudaError("cudaErrorInvalidValue", f"{address:#x} is {alloc.kind} memory")
            if self._observer is not None:
                self._observer.alloc_removed(address)
            del self._allocs[address]
            self._starts.pop(bisect.bisect_left(self._starts, address))
            self.in_use -= alloc.size
        # The mapping is released once nothing else refers to it; a kernel still holding
        # the address would fault, as it would on a GPU after cudaFree.
        try:
            alloc._buffer.close()
        except BufferError:
            pass  # a numpy view still exports the buffer: it is released with the view

    # --- lookup ----------------------------------------------------------------
    def find(self, address: int) -> Allocation | None:
        """The allocation containing `address`, if any."""
        with self._lock:
            i = bisect.bisect_right(self._starts, address) - 1
            if i < 0:
                return None
            alloc = self._allocs[self._starts[i]]
        if alloc.address <= address < alloc.end or (alloc.size == 0 and address == alloc.address):
            return alloc
        return None

    def kind_of(self, address: int) -> str:
        """'device', 'managed', 'host' (pinned) or 'pageable' (memory the runtime does not own)."""
        alloc = self.find(address)
        return alloc.kind if alloc else "pageable"

    def check_range(self, address: int, size: int, what: str, kinds=DEVICE_MEMORY) -> Allocation:
        """The allocation that holds [address, address+size), or cudaErrorInvalidValue."""
        if address == 0:
            raise CudaError("cudaErrorInvalidValue", f"{what} is NULL")
        alloc = self.find(address)
        if alloc is None or alloc.kind not in kinds:
            raise CudaError("cudaErrorInvalidValue", f"{what} {address:#x} is not {'/'.join(kinds)} memory")
        if address + size > alloc.end:
            raise CudaError("cudaErrorInvalidValue",
                            f"{what} {address:#x}+{size} runs past its allocation of {alloc.size} bytes")
        return alloc

    def _check_side(self, address: int, size: int, side: str, what: str) -> None:
        """One side of a copy, by what rules.COPY_KINDS demands of it ("device" or "any")."""
        if size == 0:
            return
        if side == "device":
            self.check_range(address, size, what)
        elif address == 0:
            raise CudaError("cudaErrorInvalidValue", f"{what} is NULL")
        else:
            alloc = self.find(address)
            if alloc is not None and address + size > alloc.end:
                raise CudaError("cudaErrorInvalidValue",
                                f"{what} {address:#x}+{size} runs past its allocation of {alloc.size} bytes")
            if alloc is None and not host_range_mapped(address, size):
                # pageable memory the process does not have (a freed device pointer given
                # with cudaMemcpyDefault, a made-up address): refused, not a fault
                raise CudaError("cudaErrorInvalidValue", f"{what} {address:#x}+{size} is not mapped memory")

    # --- copies and fills ------------------------------------------------------
    def copy(self, dst: int, src: int, count: int, kind: str = "cudaMemcpyDefault") -> None:
        if kind not in COPY_KINDS:
            raise CudaError(BAD_COPY_KIND, f"kind {kind}")
        dst_side, src_side = COPY_KINDS[kind]
        self._check_side(dst, count, dst_side, "dst")
        self._check_side(src, count, src_side, "src")
        if count:
            ctypes.memmove(dst, src, count)

    def copy_2d(self, dst: int, dpitch: int, src: int, spitch: int, width: int, height: int,
                kind: str = "cudaMemcpyDefault") -> None:
        if width > dpitch or width > spitch:
            raise CudaError("cudaErrorInvalidPitchValue", f"width {width} exceeds a pitch ({dpitch}, {spitch})")
        if height == 0 or width == 0:
            return
        dst_side, src_side = COPY_KINDS.get(kind, COPY_KINDS["cudaMemcpyDefault"])
        self._check_side(dst, dpitch * (height - 1) + width, dst_side, "dst")
        self._check_side(src, spitch * (height - 1) + width, src_side, "src")
        for row in range(height):
            ctypes.memmove(dst + row * dpitch, src + row * spitch, width)

    def copy_3d(self, dst: int, dpitch: int, dheight: int, src: int, spitch: int, sheight: int,
                extent: tuple[int, int, int], dst_pos=(0, 0, 0), src_pos=(0, 0, 0),
                kind: str = "cudaMemcpyDefault") -> None:
        """cudaMemcpy3D between pitched pointers; positions are (x bytes, y rows, z slices)."""
        width, height, depth = extent
        for z in range(depth):
            d = dst + (dst_pos[2] + z) * dpitch * dheight + dst_pos[1] * dpitch + dst_pos[0]
            s = src + (src_pos[2] + z) * spitch * sheight + src_pos[1] * spitch + src_pos[0]
            self.copy_2d(d, dpitch, s, spitch, width, height, kind)

    def fill(self, dst: int, value: int, count: int) -> None:
        """cudaMemset: the low byte of `value`, over device memory only."""
        if count == 0:
            return
        self.check_range(dst, count, "devPtr")
        ctypes.memset(dst, value & 0xFF, count)

    def fill_2d(self, dst: int, pitch: int, value: int, width: int, height: int) -> None:
        if width > pitch:
            raise CudaError("cudaErrorInvalidPitchValue", f"width {width} exceeds pitch {pitch}")
        if width == 0 or height == 0:
            return
        self.check_range(dst, pitch * (height - 1) + width, "devPtr")
        for row in range(height):
            ctypes.memset(dst + row * pitch, value & 0xFF, width)

    def fill_elements(self, dst: int, value: int, element_size: int, count: int) -> None:
        """cuMemsetD16/D32: `count` elements of `element_size` bytes."""
        if count == 0:
            return
        self.check_range(dst, count * element_size, "dstDevice")
        pattern = value.to_bytes(element_size, "little") * count
        ctypes.memmove(dst, pattern, len(pattern))

    def pitch_for(self, width: int) -> int:
        """cudaMallocPitch's row pitch: rows aligned to the texture pitch alignment (512)."""
        return max(512, (width + 511) // 512 * 512)

    def free_bytes(self) -> tuple[int, int]:
        """cudaMemGetInfo: (free, total)."""
        total = self.capacity or physical_memory()
        # mmap'd pages are committed on first touch, so the system's available memory
        # does not yet show an allocation: count what the program holds explicitly
        free = min(available_memory(), total) - self.in_use
        return max(free, 0), total

    def allocations(self) -> list[Allocation]:
        with self._lock:
            return [self._allocs[a] for a in self._starts]
