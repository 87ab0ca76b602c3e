"""A session-wide private ZLUDA_CACHE_DIR for test folders whose kernels must be compiled
by this checkout, not taken from a cache another translator version filled. What `invoke
setup` downloaded into the cache (the pinned CUDA headers: the catalog's, and CUDA 12's
cuBLAS headers that `build.py --cudart static12` compiles against) is not a kernel: the
private cache links to it."""

import pytest

from zluda import config, paths

SETUP_DOWNLOADS = ("cuda-headers",)


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    shared = paths.cache_dir()
    private = tmp_path_factory.mktemp("zluda-cache")
    for name in SETUP_DOWNLOADS:
        if (shared / name).is_dir():
            (private / name).symlink_to(shared / name)
    with config.overridden("ZLUDA_CACHE_DIR", str(private)):
        yield
