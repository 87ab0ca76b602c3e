"""A session-wide private ZLUDA_CACHE_DIR for test folders whose kernels must be compiled
by this checkout, not taken from a cache another translator version filled."""

import os

import pytest


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    old = os.environ.get("ZLUDA_CACHE_DIR")
    os.environ["ZLUDA_CACHE_DIR"] = str(tmp_path_factory.mktemp("zluda-cache"))
    yield
    if old is None:
        os.environ.pop("ZLUDA_CACHE_DIR", None)
    else:
        os.environ["ZLUDA_CACHE_DIR"] = old
