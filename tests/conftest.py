import shutil

import pytest


@pytest.fixture(scope="session")
def nvcc():
    path = shutil.which("nvcc")
    if path is None:
        pytest.fail("nvcc is not installed: run `invoke setup`")
    return path
