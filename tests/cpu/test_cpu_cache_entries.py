"""Entries of the kernel cache (zluda/cpu/cache.py): binary data is stored as binary, an
entry whose files do not agree is a miss."""

from __future__ import annotations

import json

import pytest

from zluda.cpu import cache


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("ZLUDA_NO_CACHE", raising=False)
    return tmp_path / "kernels"


def test_bytes_in_the_metadata_are_stored_as_they_are(cache_dir):
    big = bytes(range(256)) * 4096            # 1 MiB
    meta = {"global_init": {"table": {"size": len(big), "data": big}, "empty": {"size": 4, "data": b""}},
            "kernels": ["k"], "nested": [{"data": b"\x00\xff"}]}
    cache.store("k1", b"object code", meta)
    entry_json = (cache_dir / "k1.json").read_bytes()
    assert len(entry_json) < 1000               # no hex copy of the data in the JSON
    assert (cache_dir / "k1.bin").stat().st_size == len(big) + 2
    obj, loaded = cache.load("k1")
    assert obj == b"object code"
    assert loaded["global_init"]["table"]["data"] == big
    assert loaded["global_init"]["empty"]["data"] == b""
    assert loaded["nested"] == [{"data": b"\x00\xff"}]
    assert loaded["kernels"] == ["k"]


def test_metadata_without_bytes_writes_no_data_file(cache_dir):
    cache.store("k2", b"o", {"kernels": {}})
    assert not (cache_dir / "k2.bin").exists()
    obj, loaded = cache.load("k2")
    assert (obj, loaded["kernels"]) == (b"o", {})
    assert "data_sha256" not in json.loads((cache_dir / "k2.json").read_text())


@pytest.mark.parametrize("damage", ["truncate", "flip", "remove"])
def test_a_damaged_data_file_is_a_miss(cache_dir, damage):
    cache.store("k3", b"o", {"data": b"0123456789"})
    path = cache_dir / "k3.bin"
    if damage == "truncate":
        path.write_bytes(path.read_bytes()[:4])
    elif damage == "flip":
        path.write_bytes(b"x" + path.read_bytes()[1:])
    else:
        path.unlink()
    assert cache.load("k3") is None
