"""The table of functions that have no meaning on the CPU device: every row covers real
catalog functions, each covered function answers NVIDIA's "not supported" status, and
coverage counts them apart from both the implemented and the missing functions."""

from __future__ import annotations

import fnmatch

from zluda.api import catalog
from zluda.platform import coverage
from zluda.runtime import unsupported
from zluda.shim import registry


def _functions():
    return [f for major in catalog.available() for f in catalog.load(major).functions.values()]


def test_every_name_of_the_table_covers_a_catalog_function():
    functions = _functions()
    names = {f.name for f in functions}
    headers = {f.header for f in functions}
    for row in unsupported.TABLE:
        for pattern in row.names:
            assert fnmatch.filter(names, pattern), f"{pattern!r} ({row.reason}) covers nothing"
        for header in row.headers:
            assert header in headers, f"{header} ({row.reason}) is not a catalog header"


def test_covered_functions_answer_not_supported_and_no_module_implements_them():
    registry.load_implementations()
    for (library, name), reason in registry.not_supported_reasons.items():
        impl = registry.lookup(library, name, name)
        # a module implementing the function for real must take it out of the table
        assert impl.__wrapped__.__qualname__ == "_answer.<locals>.not_supported", (library, name)
        assert impl(0, 0, 0) == unsupported.NOT_SUPPORTED_STATUS[library], name
        assert reason


def test_coverage_counts_not_supported_apart():
    recorded = {lib["library"]: lib for lib in coverage.api_implemented()["libraries"]}
    for library in ("cudart", "cuda"):
        lib = recorded[library]
        table = {n for (lb, n) in registry.not_supported_reasons if lb == library}
        symbols = [f for f in catalog.load(13).functions_of(library) if f.name in table]
        assert lib["not_supported"] == len(symbols) > 0
        assert lib["implemented"] + lib["not_supported"] <= lib["catalog"]
    assert recorded["cuda"]["not_supported"] and "cuDeviceGetLuid" in registry.not_supported("cuda")
