"""Facts derived from the API catalogs and kept on disk: computed once per content of the
catalogs, the same as computing them, and still answered where the cache cannot be written."""

from __future__ import annotations

from zluda.api import catalog, catalog_cache
from zluda.runtime import unsupported
from zluda.shim import stamps


def _counting(value):
    calls = []

    def compute():
        calls.append(1)
        return value
    return compute, calls


def test_a_fact_is_computed_once_and_read_back(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path))
    compute, calls = _counting({"a": [1, 2]})
    assert catalog_cache.derived("probe", "1", compute) == {"a": [1, 2]}
    assert catalog_cache.derived("probe", "1", compute) == {"a": [1, 2]}
    assert len(calls) == 1
    # another version of the computing code is another fact
    assert catalog_cache.derived("probe", "2", compute) == {"a": [1, 2]}
    assert len(calls) == 2


def test_a_rewritten_catalog_is_a_new_key(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path))
    before = catalog_cache.cache_path("probe", "1")
    newest = max(catalog.DATA_DIR.glob("cuda-*.json"), key=lambda p: p.name)
    st = newest.stat()
    monkeypatch.setattr(catalog_cache, "catalogs_fingerprint",
                        lambda real=catalog_cache.catalogs_fingerprint: real().replace(
                            f"{newest.name}:{st.st_size}:{st.st_mtime_ns}", f"{newest.name}:{st.st_size}:0"))
    assert catalog_cache.cache_path("probe", "1") != before


def test_an_unwritable_cache_still_answers(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path))
    (tmp_path / catalog_cache.FOLDER).write_text("a file where the folder goes: no one can write there")
    compute, calls = _counting([3])
    assert catalog_cache.derived("probe", "1", compute) == [3]
    assert catalog_cache.derived("probe", "1", compute) == [3]
    assert len(calls) == 2


def test_a_damaged_entry_is_computed_again(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path))
    path = catalog_cache.cache_path("probe", "1")
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    compute, calls = _counting(7)
    assert catalog_cache.derived("probe", "1", compute) == 7 and calls == [1]
    assert catalog_cache.derived("probe", "1", compute) == 7 and calls == [1]


def test_sonames_are_the_catalogs(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path))
    for _ in range(2):   # computed, then read back
        sonames = catalog_cache.sonames()
        for major in catalog.available():
            libraries = catalog.load(major).libraries
            assert sonames[str(major)] == {key: lib.soname for key, lib in libraries.items()}
    assert {t.soname() for t in stamps.TARGETS} >= {"libcudart.so.13", "libcudart.so.12", "libcuda.so.1"}


def test_the_unsupported_functions_from_the_cache_are_the_tables(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path))
    functions = [f for major in catalog.available() for f in catalog.load(major).functions.values()
                 if f.return_type in unsupported.STATUS_RETURN_TYPES]
    expected = sorted([library, name, reason] for (library, name), reason in unsupported.covered(functions).items())
    assert expected
    for _ in range(2):
        assert sorted(catalog_cache.derived("unsupported", "probe", unsupported.covered_in_catalogs)) == expected
