"""Stream-ordered allocation: memory pools behind cudaMallocAsync / cuMemAllocAsync.

A pool hands out blocks of device memory (tracked by the MemoryManager like any
allocation, so copies and kernels accept them) and keeps freed blocks for reuse. Its
counters are the ones NVIDIA documents: reserved memory is what the pool holds (blocks in
use and blocks kept for reuse), used memory what its live allocations hold, each with a
high-water mark that setting it to 0 resets to the current value. At every
synchronisation (stream, event, device) a pool releases kept blocks until it reserves no
more than its release threshold; cudaMemPoolTrimTo releases them down to a byte count.

Work runs when it is submitted (streams.py), so a block freed with cudaFreeAsync is free
at once for every stream: the reuse policies (event dependencies, opportunistic, internal
dependencies) only widen what may be reused on a GPU, and here every kept block may be.
They are kept and reported as set.

Used memory counts the bytes the program asked for, as NVIDIA's pools report it. Blocks
are whole multiples of GRANULARITY (the physical allocation granularity), one block per
allocation: NVIDIA's pools reserve larger chunks and sub-allocate them, so the reserved
counters here are smaller than on the GPU, never above it, and obey the same rules.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field
from typing import Callable

from .errors import CudaError

GRANULARITY = 2 << 20
UINT64_MAX = (1 << 64) - 1

# cudaMemPoolAttr / CUmemPool_attribute, by value (the same numbers in both APIs):
# name -> (C type of the value, whether it can be set)
ATTRIBUTES = {
    1: ("reuse_follow_event_dependencies", "int", True),
    2: ("reuse_allow_opportunistic", "int", True),
    3: ("reuse_allow_internal_dependencies", "int", True),
    4: ("release_threshold", "uint64", True),
    5: ("reserved_current", "uint64", False),
    6: ("reserved_high", "uint64", True),      # only to 0: resets the mark
    7: ("used_current", "uint64", False),
    8: ("used_high", "uint64", True),          # only to 0: resets the mark
}
RESETTABLE = {"reserved_high", "used_high"}

_handles = itertools.count(0x7C000040, 0x40)


@dataclass
class Block:
    address: int
    size: int        # bytes reserved for it (a multiple of GRANULARITY)
    requested: int   # bytes the program asked for


@dataclass
class Pool:
    handle: int
    device: int
    is_default: bool = False
    release_threshold: int = 0
    reuse_follow_event_dependencies: int = 1
    reuse_allow_opportunistic: int = 1
    reuse_allow_internal_dependencies: int = 1
    live: dict[int, Block] = field(default_factory=dict)
    kept: list[Block] = field(default_factory=list)
    reserved_high: int = 0
    used_high: int = 0
    destroyed: bool = False   # destroyed with live allocations: goes when the last is freed
    handle_types: int = 0     # cudaMemAllocationHandleType bits it may be exported as
    imported_from: tuple[int, int] | None = None   # (process, pool) it was imported from

    @property
    def used_current(self) -> int:
        return sum(b.requested for b in self.live.values())

    @property
    def reserved_current(self) -> int:
        return sum(b.size for b in self.live.values()) + sum(b.size for b in self.kept)


def _round_up(size: int) -> int:
    return max(1, -(-size // GRANULARITY)) * GRANULARITY


class PoolTable:
    """Every pool of the process, the device's default and current pool, and which pool
    each stream-ordered allocation came from. Thread safe."""

    def __init__(self, memory, device_count: int = 1):
        self._memory = memory
        self._lock = threading.RLock()
        self._pools: dict[int, Pool] = {}
        self._owner: dict[int, Pool] = {}          # allocation address -> its pool
        self._imported: dict[int, Callable[[int], None]] = {}   # imported pointer -> its release
        self._default: dict[int, Pool] = {}
        self._current: dict[int, int] = {}
        self.device_count = device_count
        self._observer = None           # zluda/runtime/fast_mirror.py: libcudart's C fast path
        self._release_pending = False

    def set_observer(self, observer) -> None:
        """observer.pool_release_pending(bool): whether the next synchronisation has blocks
        to release (C must then let synchronisations reach Python)."""
        with self._lock:
            self._observer = observer
            observer.pool_release_pending(self._release_pending)

    def _update_pending(self) -> None:
        pending = any(p.kept and p.reserved_current > p.release_threshold for p in self._pools.values())
        if pending != self._release_pending:
            self._release_pending = pending
            if self._observer is not None:
                self._observer.pool_release_pending(pending)

    # --- pools -----------------------------------------------------------------
    def _check_device(self, device: int) -> None:
        if not 0 <= device < self.device_count:
            raise CudaError("cudaErrorInvalidDevice", f"device {device} (this machine has {self.device_count})")

    def default_pool(self, device: int) -> int:
        self._check_device(device)
        with self._lock:
            pool = self._default.get(device)
            if pool is None:
                pool = self._default[device] = Pool(next(_handles), device, is_default=True)
                self._pools[pool.handle] = pool
            return pool.handle

    def current_pool(self, device: int) -> int:
        self._check_device(device)
        with self._lock:
            return self._current.get(device) or self.default_pool(device)

    def set_current_pool(self, device: int, handle: int) -> None:
        if not 0 <= device < self.device_count:   # InvalidValue, not InvalidDevice (recorded)
            raise CudaError("cudaErrorInvalidValue", f"device {device} (this machine has {self.device_count})")
        pool = self.pool(handle)
        if pool.device != device:
            raise CudaError("cudaErrorInvalidValue", f"pool {handle:#x} belongs to device {pool.device}")
        if pool.imported_from is not None:
            raise CudaError("cudaErrorInvalidValue", f"pool {handle:#x} is imported: it makes no allocations")
        with self._lock:
            self._current[device] = handle

    def create(self, device: int, handle_types: int = 0, imported_from: tuple[int, int] | None = None) -> int:
        self._check_device(device)
        pool = Pool(next(_handles), device, handle_types=handle_types, imported_from=imported_from)
        with self._lock:
            self._pools[pool.handle] = pool
        return pool.handle

    def pool(self, handle: int) -> Pool:
        with self._lock:
            pool = self._pools.get(handle)
        if pool is None or pool.destroyed:
            raise CudaError("cudaErrorInvalidValue", f"memory pool {handle:#x} does not exist")
        return pool

    def destroy(self, handle: int) -> None:
        """A pool still holding allocations goes when the last of them is freed (NVIDIA's
        rule); a device whose current pool it was falls back to its default pool."""
        pool = self.pool(handle)
        if pool.is_default:
            raise CudaError("cudaErrorInvalidValue", "a device's default memory pool cannot be destroyed")
        with self._lock:
            for device, current in list(self._current.items()):
                if current == handle:
                    del self._current[device]
            self._release(pool, 0)
            pool.destroyed = True
            if not pool.live:
                del self._pools[handle]
            self._update_pending()

    # --- allocation ------------------------------------------------------------
    def allocate(self, handle: int, size: int) -> int:
        """A block of `size` bytes from the pool: the smallest kept block that fits, else
        a new one (cudaErrorMemoryAllocation when the device has no room)."""
        pool = self.pool(handle)
        if pool.imported_from is not None:
            raise CudaError("cudaErrorInvalidValue", f"pool {handle:#x} is imported: it makes no allocations")
        need = _round_up(size)
        with self._lock:
            fitting = [b for b in pool.kept if b.size >= need]
            if fitting:
                block = min(fitting, key=lambda b: (b.size, b.address))
                pool.kept.remove(block)
                block.requested = size
            else:
                block = Block(self._memory.allocate(need, "device"), need, size)
            pool.live[block.address] = block
            self._owner[block.address] = pool
            pool.used_high = max(pool.used_high, pool.used_current)
            pool.reserved_high = max(pool.reserved_high, pool.reserved_current)
            return block.address

    def owns(self, address: int) -> bool:
        with self._lock:
            return address in self._owner or address in self._imported

    def adopt_imported(self, address: int, release: Callable[[int], None]) -> None:
        """Memory mapped in from elsewhere (a pointer of another process's pool, an external
        memory buffer): freeing it, with cudaFree, cudaFreeAsync or cuMemFree, calls
        release(address)."""
        with self._lock:
            self._imported[address] = release

    def block_at(self, address: int) -> tuple[int, Block] | None:
        """(pool handle, block) of the live stream-ordered allocation starting at `address`."""
        with self._lock:
            pool = self._owner.get(address)
            return None if pool is None else (pool.handle, pool.live[address])

    def free(self, address: int) -> None:
        """The allocation at `address` goes back to its pool, kept for reuse until the next
        synchronisation or trim releases it."""
        with self._lock:
            release = self._imported.pop(address, None)
            if release is None:
                pool = self._owner.pop(address, None)
                if pool is None:
                    raise CudaError("cudaErrorInvalidValue", f"{address:#x} is not a stream-ordered allocation")
                block = pool.live.pop(address)
                if pool.destroyed:
                    self._memory.free(block.address, "device")
                    if not pool.live:
                        self._pools.pop(pool.handle, None)
                else:
                    pool.kept.append(block)
                self._update_pending()
                return
        release(address)   # unmaps: outside the table's lock

    # --- releasing -------------------------------------------------------------
    def _release(self, pool: Pool, keep: int) -> None:
        """Give kept blocks back, largest first, until the pool reserves at most `keep`."""
        pool.kept.sort(key=lambda b: (b.size, b.address))
        while pool.kept and pool.reserved_current > keep:
            block = pool.kept.pop()
            self._memory.free(block.address, "device")

    def trim(self, handle: int, keep: int) -> None:
        pool = self.pool(handle)
        with self._lock:
            self._release(pool, keep)
            self._update_pending()

    def synchronized(self) -> None:
        """A synchronisation point: every pool releases what exceeds its threshold."""
        with self._lock:
            for pool in list(self._pools.values()):
                self._release(pool, pool.release_threshold)
            self._update_pending()

    # --- attributes ------------------------------------------------------------
    def get_attribute(self, handle: int, attribute: int) -> tuple[str, int]:
        """(C type of the value, the value)."""
        pool = self.pool(handle)
        name, c_type, _ = self._attribute(attribute)
        with self._lock:
            return c_type, getattr(pool, name)

    def attribute_type(self, attribute: int) -> str:
        return self._attribute(attribute)[1]

    def set_attribute(self, handle: int, attribute: int, value: int) -> None:
        pool = self.pool(handle)
        name, _, settable = self._attribute(attribute)
        if not settable:
            raise CudaError("cudaErrorInvalidValue", f"memory pool attribute {attribute} is read-only")
        with self._lock:
            if name in RESETTABLE:
                if value != 0:
                    raise CudaError("cudaErrorInvalidValue", f"a high-water mark can only be reset to 0, not {value}")
                current = pool.used_current if name == "used_high" else pool.reserved_current
                setattr(pool, name, current)
            elif name == "release_threshold":
                pool.release_threshold = value
                self._update_pending()
            else:
                setattr(pool, name, 1 if value else 0)

    @staticmethod
    def _attribute(attribute: int) -> tuple[str, str, bool]:
        found = ATTRIBUTES.get(int(attribute))
        if found is None:
            raise CudaError("cudaErrorInvalidValue", f"memory pool attribute {attribute}")
        return found
