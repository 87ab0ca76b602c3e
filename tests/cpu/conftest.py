import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """Compiled kernels go to a cache folder of this test session (the cache itself is
    exercised, and a stale user cache cannot mask a translator change)."""
    old = os.environ.get("ZLUDA_CACHE_DIR")
    os.environ["ZLUDA_CACHE_DIR"] = str(tmp_path_factory.mktemp("zluda-cache"))
    yield
    if old is None:
        os.environ.pop("ZLUDA_CACHE_DIR", None)
    else:
        os.environ["ZLUDA_CACHE_DIR"] = old


