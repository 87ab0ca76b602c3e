"""state.api: one decorator for the four libraries, each failing by its LIBRARY_ERRORS row."""

from __future__ import annotations

import pytest

from zluda.runtime import state
from zluda.runtime.errors import CudaError
from zluda.shim import registry

NAME = "zludaTestOnlyCall"   # no catalog function has it: no program can reach it


@pytest.fixture
def registered():
    """Register a function raising what the test gives it, under NAME in a library."""
    libraries = []

    def register(library: str, raises: BaseException | None, **options):
        def call():
            if raises is not None:
                raise raises
            return "result"
        state.api(library, NAME, **options)(call)
        libraries.append(library)
        return registry.lookup(library, NAME, NAME)
    yield register
    for library in libraries:
        registry.unregister(library, NAME)


@pytest.fixture
def poisoned():
    state.ERRORS.record("cudaErrorIllegalAddress")
    yield
    state.ERRORS.reset()


def test_each_library_converts_errors_its_own_way(registered):
    assert registered("cudart", None)() == "result"
    assert registered("cudart", CudaError("cudaErrorInvalidValue"))() == "cudaErrorInvalidValue"
    assert registered("cuda", CudaError("cudaErrorInvalidValue"))() == "CUDA_ERROR_INVALID_VALUE"
    assert registered("cuda", CudaError("CUDA_ERROR_NOT_FOUND"))() == "CUDA_ERROR_NOT_FOUND"
    assert registered("cublas", CudaError("cudaErrorInvalidResourceHandle"))() == "CUBLAS_STATUS_EXECUTION_FAILED"
    assert registered("cublasLt", CudaError("CUBLAS_STATUS_NOT_SUPPORTED"))() == "CUBLAS_STATUS_NOT_SUPPORTED"
    # an impossible shape refused by a numpy view: cuBLAS's invalid value; a bug elsewhere
    assert registered("cublas", ValueError("negative dimensions"))() == "CUBLAS_STATUS_INVALID_VALUE"
    with pytest.raises(ValueError):
        registered("cudart", ValueError("a bug"))()


def test_a_poisoned_context_fails_runtime_and_driver_calls(registered, poisoned):
    assert registered("cudart", None)() == "cudaErrorIllegalAddress"
    assert registered("cuda", None)() == "CUDA_ERROR_ILLEGAL_ADDRESS"
    assert registered("cudart", None, sticky=False)() == "result"
    assert registered("cublas", None)() == "result"


def test_an_unknown_library_is_named():
    with pytest.raises(ValueError, match=r"api\('cudnn', \.\.\.\): the library is one of"):
        state.api("cudnn", NAME)
