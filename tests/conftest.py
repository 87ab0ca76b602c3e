import shutil

import pytest


def pytest_collection_modifyitems(config, items):
    # a test that needs a tool the machine lacks fails loudly in CI instead of skipping:
    # .ci/run installs every tool, so a missing one is a broken install step
    pass


@pytest.fixture(scope="session")
def nvcc():
    path = shutil.which("nvcc")
    if path is None:
        pytest.fail("nvcc is not installed: run `invoke setup`")
    return path
