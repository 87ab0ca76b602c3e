import os
import shutil

import pytest

# The suite's kernels compile at the quick tier: region code, what hot kernels run, with a
# cheap pipeline. ZLUDA_CPU_TIER=auto (the default elsewhere) would give most of them the
# baseline tier's coroutines, which tests/cpu/test_cpu_regions.py and test_cpu_tiers.py
# cover; a whole run in another mode: ZLUDA_CPU_TIER=baseline invoke test.
os.environ.setdefault("ZLUDA_CPU_TIER", "quick")


@pytest.fixture(scope="session")
def nvcc():
    path = shutil.which("nvcc")
    if path is None:
        pytest.fail("nvcc is not installed: run `invoke setup`")
    return path
