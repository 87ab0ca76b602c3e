"""The offline pack of the sdist (for the H200) and the native recorder's op shards."""

import re
import tarfile

import pytest

from zluda.llama import native, pack, source


def test_shards_cover_every_op_exactly_once():
    # ggml op names and the op descriptions test-backend-ops prints (unary/glu names too)
    names = ["ADD", "ABS", "ARGMAX", "CPY", "CONV_2D", "FLASH_ATTN_EXT", "GELU", "GET_ROWS", "L2_NORM",
             "MUL", "MUL_MAT", "MUL_MAT_ID", "OUT_PROD", "RMS_NORM", "ROPE", "SOFT_MAX", "SWIGLU", "TOP_K",
             "FILL", "FLASH_ATTN_BACK", "FLOOR", "MEAN", "MUL_MAT_IDX", "MUL_SUM", "NEG", "ZERO"]
    for name in names:
        hits = [s for s in native.SHARDS if re.search(s, name)]
        assert len(hits) == 1, (name, hits)
    assert not any("," in s for s in native.SHARDS)  # -o splits at commas
    assert not any("(" in s for s in native.SHARDS)  # an entry with "(" is a whole case name


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    if not source.sdist_path().is_file():
        pytest.skip("the sdist is not cached here (`python -m zluda.llama fetch` downloads it, ~73 MiB)")
    return pack.make(tmp_path_factory.mktemp("pack") / "p.tar.gz", log=lambda *a: None)


def test_pack_unpacks_and_checks(made, tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path / "cache"))
    assert made.stat().st_size < 16 * 2**20
    tree = pack.unpack(made)
    assert (tree / "ggml" / "src" / "ggml-cuda" / "ggml-cuda.cu").is_file()
    assert (tree / "tests" / "test-backend-ops.cpp").is_file()
    assert not (tree / "models").exists() and not (tree / "docs").exists()
    assert pack.unpack(made) == tree  # once


def test_tampered_pack_is_refused(made, tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path / "cache"))
    bad = tmp_path / "bad.tar.gz"
    with tarfile.open(made) as src, tarfile.open(bad, "w:gz") as dst:
        for member in src:
            data = src.extractfile(member) if member.isfile() else None
            if member.name == "llama.cpp/CMakeLists.txt":
                import io
                body = data.read() + b"\n# changed\n"
                member.size = len(body)
                data = io.BytesIO(body)
            dst.addfile(member, data)
    with pytest.raises(source.SourceError, match="CMakeLists.txt is missing or differs"):
        pack.unpack(bad)
    assert not list((tmp_path / "cache" / "llama.cpp" / "src").glob("llama_cpp_python-*"))
