"""Multicast objects (cuMulticast*): one address range that reaches the memory every device
of a team binds to it, so a store through it lands in all of them.

This machine has one device, so a team has one member, and the memory it binds is the
memory a multicast mapping shows: a multicast object is a virtual-memory allocation
(vmm.py) of its size whose bound ranges alias the bound allocations' pages in every
mapping of it, made before or after the binding (VirtualMemory.alias). Stores through
the multicast range and through the bound memory's own mappings are one memory, as they
are on a GPU team of one. Sizes and offsets are multiples of the granularity, which is
the virtual memory API's (2 MiB). The multimem PTX instructions are the translator's
(not supported there yet).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from .driver_impl import check_device, require_init
from .errors import CudaError
from .state import api, ffi
from .vmm import GRANULARITY
from .vmm_api import VMM

DRV = "cuda"
BAD = "CUDA_ERROR_INVALID_VALUE"
DEVICE_COUNT = 1
GRANULARITY_OPTIONS = (0, 1)     # CU_MULTICAST_GRANULARITY_MINIMUM, _RECOMMENDED
HANDLE_TYPES = 0x1               # CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR (the one this device exports)


@dataclass
class Team:
    members: int                             # numDevices
    added: set[int] = field(default_factory=set)
    bindings: dict[int, int] = field(default_factory=dict)   # mcOffset -> size

    @property
    def complete(self) -> bool:
        return len(self.added) == self.members


_teams: dict[int, Team] = {}
_lock = threading.Lock()


def _check_prop(prop) -> None:
    if prop == ffi(DRV).NULL:
        raise CudaError(BAD, "prop is NULL")
    if not 1 <= prop.numDevices <= DEVICE_COUNT:
        raise CudaError(BAD, f"prop->numDevices {prop.numDevices} (this machine has {DEVICE_COUNT} device)")
    if prop.handleTypes & ~HANDLE_TYPES or prop.flags:
        raise CudaError(BAD, f"prop->handleTypes {prop.handleTypes:#x} or prop->flags {prop.flags:#x}")


def _aligned(**values) -> None:
    for name, value in values.items():
        if value % GRANULARITY:
            raise CudaError(BAD, f"{name} {value:#x} is not a multiple of the multicast granularity")


def _team(mcHandle: int) -> Team:
    with _lock:
        team = _teams.get(int(mcHandle))
    if team is None:
        raise CudaError(BAD, f"{int(mcHandle):#x} is not a multicast object")
    return team


def _bindable(mcHandle, mcOffset: int, size: int, flags: int) -> Team:
    team = _team(mcHandle)
    if flags:
        raise CudaError(BAD, f"flags {flags:#x} (must be 0)")
    if not team.complete:
        raise CudaError(BAD, "bind before every device of the team was added (cuMulticastAddDevice)")
    _aligned(mcOffset=mcOffset, size=size)
    if size == 0 or mcOffset + size > VMM.allocation(int(mcHandle)).size:
        raise CudaError(BAD, f"mcOffset {mcOffset:#x} + size {size:#x} outside the multicast object")
    return team


@api(DRV, "cuMulticastGetGranularity")
def cu_multicast_get_granularity(granularity, prop, option):
    require_init()
    if granularity == ffi(DRV).NULL or option not in GRANULARITY_OPTIONS:
        raise CudaError(BAD, f"granularity is NULL or option {option}")
    _check_prop(prop)
    granularity[0] = GRANULARITY


@api(DRV, "cuMulticastCreate")
def cu_multicast_create(mcHandle, prop):
    require_init()
    if mcHandle == ffi(DRV).NULL:
        raise CudaError(BAD, "mcHandle is NULL")
    _check_prop(prop)
    _aligned(size=prop.size)
    handle = VMM.create(prop.size, prop.handleTypes, 0)
    with _lock:
        _teams[handle] = Team(prop.numDevices)
    mcHandle[0] = handle


@api(DRV, "cuMulticastAddDevice")
def cu_multicast_add_device(mcHandle, dev):
    check_device(dev)
    team = _team(mcHandle)
    with _lock:
        if dev in team.added or team.complete:
            raise CudaError(BAD, f"device {dev} is in the team already, or the team is complete")
        team.added.add(dev)


@api(DRV, "cuMulticastBindMem")
def cu_multicast_bind_mem(mcHandle, mcOffset, memHandle, memOffset, size, flags):
    team = _bindable(mcHandle, mcOffset, size, flags)
    _aligned(memOffset=memOffset)
    memory = VMM.allocation(int(memHandle))
    if memOffset + size > memory.size:
        raise CudaError(BAD, f"memOffset {memOffset:#x} + size {size:#x} outside the allocation")
    VMM.alias(int(mcHandle), mcOffset, size, int(memHandle), memOffset)
    with _lock:
        team.bindings[mcOffset] = size


@api(DRV, "cuMulticastBindAddr")
def cu_multicast_bind_addr(mcHandle, mcOffset, memptr, size, flags):
    """Binds the allocation mapped at `memptr` (cuMemMap'd memory), from that point on."""
    team = _bindable(mcHandle, mcOffset, size, flags)
    _aligned(memptr=int(memptr))
    handle, offset = VMM.locate(int(memptr))
    VMM.alias(int(mcHandle), mcOffset, size, handle, offset)
    with _lock:
        team.bindings[mcOffset] = size


@api(DRV, "cuMulticastUnbind")
def cu_multicast_unbind(mcHandle, dev, mcOffset, size):
    check_device(dev)
    team = _team(mcHandle)
    if dev not in team.added:
        raise CudaError("CUDA_ERROR_INVALID_DEVICE", f"device {dev} is not in the team")
    with _lock:
        if team.bindings.get(mcOffset) != size:
            raise CudaError(BAD, f"{mcOffset:#x}+{size:#x} is not a binding of the multicast object")
        del team.bindings[mcOffset]
    VMM.unalias(int(mcHandle), mcOffset, size)

