"""A session-wide private ZLUDA_CACHE_DIR for test folders whose kernels must be compiled
by this checkout, not taken from a cache another translator version filled."""

import pytest

from zluda import config


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    with config.overridden("ZLUDA_CACHE_DIR", str(tmp_path_factory.mktemp("zluda-cache"))):
        yield
