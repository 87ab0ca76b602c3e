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
