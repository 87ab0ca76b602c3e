"""Managed memory's hints and their read-back: cudaMemAdvise, cudaMemPrefetchAsync,
cudaStreamAttachMemAsync and the range attributes (cudaMemRangeGetAttribute).

Managed memory is host memory here, shared by host and kernels (memory.py), so no hint
moves a byte: what the hints change on this device is only what the program reads back.
That is kept as NVIDIA documents it, page by page: each managed allocation is a list of
segments with the same advice (read-mostly, a preferred location, the locations that
access it) and the last location it was prefetched to. A query over a range answers for
all its pages at once: read-mostly when every page is, a preferred or prefetch location
when every page has the same one (else cudaInvalidDeviceId), the locations that access
every page.

A location is (type, id) with NVIDIA's location types (cudaMemLocationType): a device and
its ordinal, or the host and cudaCpuDeviceId.
"""

from __future__ import annotations

import mmap
import threading
from dataclasses import dataclass, field, replace

from .errors import CudaError

PAGE = mmap.PAGESIZE

# cudaMemLocationType / CUmemLocationType
LOCATION_INVALID, LOCATION_DEVICE, LOCATION_HOST = 0, 1, 2
CPU_DEVICE_ID, INVALID_DEVICE_ID = -1, -2   # cudaCpuDeviceId, cudaInvalidDeviceId

# cudaMemoryAdvise / CUmem_advise, by value
ADVICE = {1: "set_read_mostly", 2: "unset_read_mostly", 3: "set_preferred", 4: "unset_preferred",
          5: "set_accessed_by", 6: "unset_accessed_by"}
# cudaMemRangeAttribute / CUmem_range_attribute, by value
RANGE_ATTRIBUTES = {1: "read_mostly", 2: "preferred_location", 3: "accessed_by", 4: "last_prefetch_location",
                    5: "preferred_location_type", 6: "preferred_location_id", 7: "last_prefetch_location_type",
                    8: "last_prefetch_location_id"}
# cudaStreamAttachMemAsync flags
ATTACH_GLOBAL, ATTACH_HOST, ATTACH_SINGLE = 0x1, 0x2, 0x4


@dataclass(frozen=True)
class Advice:
    read_mostly: bool = False
    preferred: tuple | None = None            # a location
    accessed_by: frozenset = frozenset()      # locations
    prefetched_to: tuple | None = None        # the last location asked for


@dataclass
class Segment:
    start: int
    end: int
    advice: Advice


@dataclass
class Managed:
    """One managed allocation's pages, as segments of equal advice."""
    start: int
    end: int
    segments: list = field(default_factory=list)
    attached: tuple = (ATTACH_GLOBAL, 0)      # (flags, stream) of the last cudaStreamAttachMemAsync


def device_number(location: tuple) -> int:
    """A location as the older attributes give it: a device ordinal or cudaCpuDeviceId."""
    if location is None:
        return INVALID_DEVICE_ID
    kind, ident = location
    return ident if kind == LOCATION_DEVICE else CPU_DEVICE_ID


class ManagedHints:
    """The hints of every managed allocation. Thread safe."""

    def __init__(self, memory, device_count: int = 1):
        self._memory = memory
        self._lock = threading.Lock()
        self._ranges: dict[int, Managed] = {}
        self.device_count = device_count

    def location(self, kind: int, ident: int, what: str, host_allowed: bool = True) -> tuple:
        """A location a hint may name: a device of this machine, or the host."""
        if kind == LOCATION_DEVICE:
            if not 0 <= ident < self.device_count:   # InvalidValue, not InvalidDevice (recorded: managed.cu)
                raise CudaError("cudaErrorInvalidValue", f"{what}: device {ident}")
            return (LOCATION_DEVICE, ident)
        if kind == LOCATION_HOST and host_allowed:
            return (LOCATION_HOST, CPU_DEVICE_ID)    # its id reads back as cudaCpuDeviceId (recorded)
        raise CudaError("cudaErrorInvalidValue", f"{what}: location type {kind}")

    def location_of_device(self, device: int, what: str) -> tuple:
        """The older form: a device ordinal, or cudaCpuDeviceId for the host."""
        if device == CPU_DEVICE_ID:
            return (LOCATION_HOST, CPU_DEVICE_ID)
        return self.location(LOCATION_DEVICE, device, what)

    def _managed(self, address: int, count: int, what: str) -> Managed:
        """The allocation's hints; [address, address+count) must lie in one managed allocation."""
        if count == 0:
            raise CudaError("cudaErrorInvalidValue", f"{what}: count is 0")
        alloc = self._memory.check_range(address, count, what, kinds=("managed",))
        managed = self._ranges.get(alloc.address)
        if managed is None or managed.end != alloc.end:    # new, or a freed address reused
            end = alloc.address + alloc.size
            managed = self._ranges[alloc.address] = Managed(alloc.address, end, [Segment(alloc.address, end, Advice())])
        return managed

    @staticmethod
    def _pages(managed: Managed, address: int, count: int) -> tuple[int, int]:
        first = max(managed.start, address - (address - managed.start) % PAGE)
        last = min(managed.end, address + count + (-(address + count - managed.start)) % PAGE)
        return first, last

    def _change(self, managed: Managed, start: int, end: int, change) -> None:
        """Apply change(Advice) -> Advice to the pages in [start, end), splitting segments."""
        out = []
        for s in managed.segments:
            if s.end <= start or s.start >= end:
                out.append(s)
                continue
            if s.start < start:
                out.append(Segment(s.start, start, s.advice))
            out.append(Segment(max(s.start, start), min(s.end, end), change(s.advice)))
            if s.end > end:
                out.append(Segment(end, s.end, s.advice))
        merged = [out[0]]
        for s in out[1:]:
            if s.advice == merged[-1].advice:
                merged[-1] = Segment(merged[-1].start, s.end, s.advice)
            else:
                merged.append(s)
        managed.segments = merged

    def _in(self, managed: Managed, start: int, end: int) -> list:
        return [s.advice for s in managed.segments if s.start < end and start < s.end]

    # --- hints -------------------------------------------------------------------
    def advise(self, address: int, count: int, advice: int, location: tuple | None) -> None:
        name = ADVICE.get(int(advice))
        if name is None:
            raise CudaError("cudaErrorInvalidValue", f"advice {advice}")
        changes = {
            "set_read_mostly": lambda a: replace(a, read_mostly=True),
            "unset_read_mostly": lambda a: replace(a, read_mostly=False),
            "set_preferred": lambda a: replace(a, preferred=location),
            "unset_preferred": lambda a: replace(a, preferred=None),
            "set_accessed_by": lambda a: replace(a, accessed_by=a.accessed_by | {location}),
            "unset_accessed_by": lambda a: replace(a, accessed_by=a.accessed_by - {location}),
        }
        with self._lock:
            managed = self._managed(address, count, "devPtr")
            self._change(managed, *self._pages(managed, address, count), changes[name])

    def prefetch(self, address: int, count: int, location: tuple) -> None:
        with self._lock:
            managed = self._managed(address, count, "devPtr")
            self._change(managed, *self._pages(managed, address, count), lambda a: replace(a, prefetched_to=location))

    def attach(self, address: int, length: int, flags: int, stream: int) -> None:
        """cudaStreamAttachMemAsync: the whole allocation (length 0 or its size) with one of
        the three flags; a single-stream attachment needs a stream of the program's own."""
        if flags not in (ATTACH_GLOBAL, ATTACH_HOST, ATTACH_SINGLE):
            raise CudaError("cudaErrorInvalidValue", f"flags {flags:#x}")
        with self._lock:
            managed = self._managed(address, max(length, 1), "devPtr")
            if address != managed.start or length not in (0, managed.end - managed.start):
                raise CudaError("cudaErrorInvalidValue", "a stream attaches a whole managed allocation (length 0 or its size)")
            managed.attached = (flags, stream)

    def attachment(self, address: int) -> tuple:
        with self._lock:
            return self._managed(address, 1, "devPtr").attached

    # --- read-back ---------------------------------------------------------------
    def attribute(self, address: int, count: int, attribute: int, slots: int) -> list[int]:
        """The attribute's value over [address, address+count): one int, or `slots` ints
        for the locations that access it (cudaInvalidDeviceId in the unused ones)."""
        name = RANGE_ATTRIBUTES.get(int(attribute))
        if name is None:
            raise CudaError("cudaErrorInvalidValue", f"attribute {attribute}")
        with self._lock:
            managed = self._managed(address, count, "devPtr")
            pages = self._in(managed, *self._pages(managed, address, count))
        if name == "read_mostly":
            return [int(all(a.read_mostly for a in pages))]
        if name == "accessed_by":
            common = frozenset.intersection(*(a.accessed_by for a in pages))
            devices = sorted(device_number(loc) for loc in common)[:slots]
            return devices + [INVALID_DEVICE_ID] * (slots - len(devices))
        which = "preferred" if name.startswith("preferred") else "prefetched_to"
        values = {getattr(a, which) for a in pages}
        location = values.pop() if len(values) == 1 else None
        if name.endswith("_type"):
            return [location[0] if location else LOCATION_INVALID]
        if name.endswith("_id"):
            return [location[1] if location else INVALID_DEVICE_ID]
        return [device_number(location)]
