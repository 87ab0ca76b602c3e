"""The Windows DLL sources generated from the API catalog (host-only: text checks; the
cross-build and wine run are in test_windows_image.py)."""

import re

import pytest

from zluda.images import windll




@pytest.fixture(scope="module")
def catalog():
    from zluda.api import catalog
    return catalog.load(13)


@pytest.mark.parametrize("key,dll", [("cuda", "nvcuda.dll"), ("cudart", "cudart64_13.dll")])
def test_every_catalog_function_is_exported_once(catalog, key, dll):
    source, deffile, symbols = windll.generate(catalog, key)
    assert deffile.startswith(f"LIBRARY {dll}\nEXPORTS\n")
    exported = re.findall(r"^  (\S+) = zl_stub_(\d+)$", deffile, re.M)
    on_windows = windll.windows_functions(catalog, key)
    assert sorted(s for s, _ in exported) == sorted(f.symbol for f in on_windows)
    assert all(f.header in windll.NOT_ON_WINDOWS for f in catalog.functions_of(key) if f not in on_windows)
    assert len({i for _, i in exported}) == len(exported) == len(symbols)
    for _, index in exported:
        assert f" zl_stub_{index}(" in source


def test_stub_records_arguments_and_returns_not_supported(catalog):
    source, _, _ = windll.generate(catalog, "cudart")
    body = source[source.index("zl_stub_", source.index("/* one calls.jsonl line")):]
    malloc = next(f for f in catalog.functions_of("cudart") if f.symbol == "cudaMalloc")
    index = [f.symbol for f in windll.windows_functions(catalog, "cudart")].index("cudaMalloc")
    stub = source[source.index(f" zl_stub_{index}("):]
    stub = stub[:stub.index("\n}\n")]
    assert '\\"size\\": %lld' in stub and '\\"devPtr\\": \\"0x%llx\\"' in stub
    assert "(long long)cudaErrorNotSupported" in stub and "return (cudaError_t)cudaErrorNotSupported" in stub
    assert [p.name for p in malloc.params] == ["devPtr", "size"]
    assert body


def test_dim3_arguments_are_recorded_as_triples(catalog):
    source, _, _ = windll.generate(catalog, "cudart")
    assert '\\"gridDim\\": [%u, %u, %u]' in source
    assert "gridDim.x, gridDim.y, gridDim.z" in source


def test_error_names_answered_for_real(catalog):
    source, _, _ = windll.generate(catalog, "cuda")
    names = [f.symbol for f in windll.windows_functions(catalog, "cuda")]
    stub = source[source.index(f" zl_stub_{names.index('cuGetErrorName')}("):]
    stub = stub[:stub.index("\n}\n")]
    assert "*pStr = zl_status_name_cuda(" in stub and "return (CUresult)CUDA_SUCCESS" in stub
