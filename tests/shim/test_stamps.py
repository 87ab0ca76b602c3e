"""The libraries' stamps (zluda/shim/stamps.py): the content hash over a build's inputs is
remembered in the cache by their sizes and modification times, and any rewrite of an
input gives a new stamp."""

from __future__ import annotations

import os

import pytest

from zluda.shim import stamps


def _inputs(*paths) -> tuple:
    out = []
    for path in paths:
        st = path.stat()
        out.append((str(path), st.st_size, st.st_mtime_ns))
    return tuple(out)


@pytest.fixture
def inputs(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path / "cache"))
    stamps._stamp_of.cache_clear()
    yield [tmp_path / "a.txt", tmp_path / "b.txt"]
    stamps._stamp_of.cache_clear()


def test_the_content_hash_is_remembered_by_size_and_time(inputs, monkeypatch):
    for path in inputs:
        path.write_text(path.name)
    first = stamps._stamp_of(_inputs(*inputs))
    assert len(first) == 64
    stamps._stamp_of.cache_clear()
    monkeypatch.setattr(stamps, "_hash_contents", lambda _inputs: pytest.fail("hashed again"))
    assert stamps._stamp_of(_inputs(*inputs)) == first


def test_a_rewritten_input_gets_a_new_stamp(inputs):
    for path in inputs:
        path.write_text(path.name)
    first = stamps._stamp_of(_inputs(*inputs))
    inputs[1].write_text("changed")
    stat = inputs[1].stat()
    os.utime(inputs[1], ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    second = stamps._stamp_of(_inputs(*inputs))
    assert second != first
    assert second == stamps._hash_contents(_inputs(*inputs))


def test_an_unwritable_cache_still_answers(inputs, monkeypatch, tmp_path):
    for path in inputs:
        path.write_text(path.name)
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(blocker))   # a file: no folder can be made in it
    assert stamps._stamp_of(_inputs(*inputs)) == stamps._hash_contents(_inputs(*inputs))
