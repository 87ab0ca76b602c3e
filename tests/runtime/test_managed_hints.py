"""Managed memory's hints kept page by page (managed.py), checked in Python; the nvcc-built
workloads/samples/managed.cu checks them through the C APIs against the GPU's recording."""

from __future__ import annotations

import pytest

from zluda.runtime import managed
from zluda.runtime.errors import CudaError
from zluda.runtime.memory import MemoryManager

DEVICE = (managed.LOCATION_DEVICE, 0)
HOST = (managed.LOCATION_HOST, managed.CPU_DEVICE_ID)
SET_READ_MOSTLY, SET_PREFERRED, SET_ACCESSED_BY = 1, 3, 5
READ_MOSTLY, PREFERRED, ACCESSED_BY, PREFETCH, PREFERRED_TYPE, PREFERRED_ID = 1, 2, 3, 4, 5, 6


@pytest.fixture
def hints():
    memory = MemoryManager()
    address = memory.allocate(8 * managed.PAGE, "managed")
    return managed.ManagedHints(memory), address, memory


def test_a_range_answers_for_all_its_pages(hints):
    h, a, _ = hints
    half = 4 * managed.PAGE
    h.advise(a + half, half, SET_READ_MOSTLY, None)
    assert h.attribute(a, 8 * managed.PAGE, READ_MOSTLY, 1) == [0]
    assert h.attribute(a + half, half, READ_MOSTLY, 1) == [1]
    # a range that starts inside a page covers that whole page
    assert h.attribute(a + half + 100, 1, READ_MOSTLY, 1) == [1]
    h.advise(a, half, SET_PREFERRED, DEVICE)
    h.advise(a + half, half, SET_PREFERRED, HOST)
    assert h.attribute(a, half, PREFERRED, 1) == [0]
    assert h.attribute(a + half, half, PREFERRED, 1) == [managed.CPU_DEVICE_ID]
    assert h.attribute(a + half, half, PREFERRED_TYPE, 1) + h.attribute(a + half, half, PREFERRED_ID, 1) == \
        [managed.LOCATION_HOST, managed.CPU_DEVICE_ID]
    assert h.attribute(a, 8 * managed.PAGE, PREFERRED, 1) == [managed.INVALID_DEVICE_ID]
    h.advise(a, managed.PAGE, SET_ACCESSED_BY, DEVICE)
    assert h.attribute(a, managed.PAGE, ACCESSED_BY, 3) == [0, -2, -2]
    assert h.attribute(a, 2 * managed.PAGE, ACCESSED_BY, 2) == [-2, -2]     # not on every page
    h.prefetch(a, 8 * managed.PAGE, DEVICE)
    h.prefetch(a + half, half, HOST)
    assert h.attribute(a, half, PREFETCH, 1) == [0]
    assert h.attribute(a, 8 * managed.PAGE, PREFETCH, 1) == [managed.INVALID_DEVICE_ID]


def test_misuse_is_refused(hints):
    h, a, memory = hints
    device = memory.allocate(managed.PAGE, "device")
    cases = [lambda: h.advise(device, 16, SET_READ_MOSTLY, None),           # not managed memory
             lambda: h.advise(a, 16, 77, None),                              # no such advice
             lambda: h.attribute(a, 9 * managed.PAGE, READ_MOSTLY, 1),       # past the allocation
             lambda: h.attribute(a, 16, 77, 1),
             lambda: h.attach(a, 4 * managed.PAGE, managed.ATTACH_SINGLE, 0x100),   # part of it
             lambda: h.attach(a, 0, 0x8, 0x100),
             lambda: h.location(managed.LOCATION_DEVICE, 7, "location")]
    for case in cases:
        with pytest.raises(CudaError) as err:
            case()
        assert err.value.status == "cudaErrorInvalidValue"
    h.attach(a, 0, managed.ATTACH_SINGLE, 0x100)
    assert h.attachment(a) == (managed.ATTACH_SINGLE, 0x100)
