import os
import shutil

import pytest

# The suite's kernels compile at the quick tier: region code, what hot kernels run, with a
# cheap pipeline. ZLUDA_CPU_TIER=auto (the default elsewhere) would give most of them the
# baseline tier's coroutines, which tests/translate/test_translate_regions.py and
# tests/cpu/test_cpu_tiers.py cover; a whole run in another mode:
# ZLUDA_CPU_TIER=baseline invoke test.
os.environ.setdefault("ZLUDA_CPU_TIER", "quick")


@pytest.fixture(scope="session")
def nvcc():
    path = shutil.which("nvcc")
    if path is None:
        pytest.fail("nvcc is not installed: run `invoke setup`")
    return path


def pytest_addoption(parser):
    # here, not in tests/translate/conftest.py: pytest reads options only from the
    # conftest files of the paths it is given, and `pytest tests` names this one
    parser.addoption("--regen-golden", action="store_true",
                     help="rewrite the golden files of tests/translate/golden from the translator "
                          "instead of comparing (tests/translate/test_golden_ir.py)")
