"""The 32-bit nvcuda.dll's source (zluda/client32/windows.py): every driver function of the
catalog, __stdcall, over the Windows transport. Building and running it under wine is the
windows image's check (tests/images/test_windows_image.py)."""

from __future__ import annotations

import re

import pytest

from zluda.api import catalog as api_catalog
from zluda.client32 import build, plan, windows


@pytest.fixture(scope="module")
def source() -> str:
    return build.render(windows.TEMPLATE)


def test_every_driver_function_is_defined_once_as_stdcall(source):
    defined = re.findall(r"^ZC_EXPORT CUresult CUDAAPI (\w+)\(", source, re.M)
    assert len(defined) == len(set(defined))
    symbols = {f.symbol for f in api_catalog.load(plan.CATALOG_MAJOR).functions_of(plan.LIBRARY)}
    assert symbols <= set(defined), sorted(symbols - set(defined))[:10]


def test_the_transport_is_winsock_and_nothing_of_posix(source):
    assert "#include <winsock2.h>" in source and "WSAStartup" in source
    for posix in ("<sys/socket.h>", "<sys/mman.h>", "<pthread.h>", "fork(", "memfd_create", "SCM_RIGHTS"):
        assert posix not in source, posix


def test_the_wire_is_the_linux_clients(source):
    """Same plans, same function numbers: the one server answers both clients."""
    linux = build.render()
    assert f'zc_digest[{len(plan.digest()) + 1}] = "{plan.digest()}"' in source
    for p in plan.plans()[:50]:
        call = re.compile(rf"CUresult CUDAAPI {p.symbol}\(.*?\n}}\n", re.S).search(source).group(0)
        linux_call = re.compile(rf"CUresult {p.symbol}\(.*?\n}}\n", re.S).search(linux).group(0)
        assert call.split("\n", 1)[1] == linux_call.split("\n", 1)[1], p.symbol


def test_the_64_bit_dll_is_the_same_client_with_64_bit_types(source):
    """The x86-64 nvcuda.dll (NVIDIA's cudart64_*.dll over the server): one template and one
    set of plans; only the widths of the types differ, so the wire is the 32-bit one's."""
    source64 = build.render(windows.TEMPLATE, bits=64)
    assert "typedef unsigned int CUdeviceptr_v2;" in source
    assert "typedef unsigned long long CUdeviceptr_v2;" in source64
    assert f'zc_digest[{len(plan.digest()) + 1}] = "{plan.digest()}"' in source64
    assert "the 64-bit nvcuda.dll lost its server" in source64
    strip = re.compile(r"^typedef unsigned (?:int|long long) CUdeviceptr_v2;$|\d\d-bit", re.M)
    assert strip.sub("", source) == strip.sub("", source64)


def test_client_addresses_travel_in_8_bytes(source):
    """Pinned memory, host functions and their data are client addresses: a 64-bit
    client's need all 8 bytes (wire MAP_FORMAT, CALLBACK_FORMAT)."""
    assert not re.search(r"zc_put_u32\([mb], \(uint32_t\)\(uintptr_t\)", source)
    assert "zc_put_u64(m, (uint64_t)(uintptr_t)fn);" in source   # cuLaunchHostFunc's function
    assert "zc_put_u64(b, (uint64_t)(uintptr_t)p);   /* wire MAP_FORMAT */" in source
