"""Fixtures for the workload programs: every program is compiled once per test session (and
reused across sessions through workloads/build.py's content-addressed cache)."""

import importlib.util
import sys
from pathlib import Path
import pytest

from workloads_paths import WORKLOADS


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build_module():
    return _load("workloads_build", WORKLOADS / "build.py")


@pytest.fixture(scope="session")
def make_reference():
    return _load("gpt2_make_reference", WORKLOADS / "gpt2" / "make_reference.py")


@pytest.fixture(scope="session")
def built(nvcc, build_module):
    """name -> binary for every program, PTX-only as the matrix builds them."""
    try:
        return build_module.build(arch="ptx", jobs=2)
    except build_module.BuildError as e:
        pytest.fail(f"building the workload programs failed:\n{e}")
