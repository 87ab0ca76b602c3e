"""The tiny GGUF model: written with the gguf package, read back with its reader; seeded."""

import hashlib

import numpy as np
import pytest

import gguf  # installed by `invoke setup` (llama-gguf step)

from zluda.llama import tinymodel


def sha(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def field(reader, key):
    f = reader.fields[key]
    return f.contents()


def test_written_model_reads_back(tmp_path):
    shape = tinymodel.Shape()
    path = tinymodel.write(tmp_path / "tiny.gguf", seed=7)
    reader = gguf.GGUFReader(path)
    assert field(reader, "general.architecture") == "llama"
    assert field(reader, "llama.embedding_length") == shape.n_embd
    assert field(reader, "llama.attention.head_count_kv") == shape.n_head_kv
    assert field(reader, "llama.block_count") == shape.n_layer
    assert field(reader, "tokenizer.ggml.model") == "llama"
    tokens = field(reader, "tokenizer.ggml.tokens")
    assert len(tokens) == shape.n_vocab and tokens[:3] == ["<unk>", "<s>", "</s>"] and tokens[3 + 0x41] == "<0x41>"
    tensors = {t.name: t for t in reader.tensors}
    assert len(tensors) == 2 + 1 + 9 * shape.n_layer
    # GGUF stores dims fastest-first: attn_k maps n_embd inputs to n_embd/n_head*n_head_kv outputs
    assert list(tensors["blk.1.attn_k.weight"].shape) == [shape.n_embd, shape.n_embd // shape.n_head * shape.n_head_kv]
    assert list(tensors["output.weight"].shape) == [shape.n_embd, shape.n_vocab]
    expected = tinymodel.weights(shape, seed=7)["blk.0.ffn_down.weight"]
    np.testing.assert_array_equal(np.asarray(tensors["blk.0.ffn_down.weight"].data).reshape(expected.shape), expected)
    assert not list(tmp_path.glob(".*tmp")), "the temp file was renamed into place"


def test_seeded(tmp_path):
    a = tinymodel.write(tmp_path / "a.gguf", seed=3)
    b = tinymodel.write(tmp_path / "b.gguf", seed=3)
    c = tinymodel.write(tmp_path / "c.gguf", seed=4)
    assert sha(a) == sha(b) != sha(c)


def test_f16_weights(tmp_path):
    reader = gguf.GGUFReader(tinymodel.write(tmp_path / "h.gguf", seed=1, dtype="f16"))
    types = {t.name: t.tensor_type for t in reader.tensors}
    assert types["blk.0.attn_q.weight"] == gguf.GGMLQuantizationType.F16
    assert types["blk.0.attn_norm.weight"] == gguf.GGMLQuantizationType.F32  # norms stay f32


def test_bad_shape_and_dtype_are_rejected(tmp_path):
    with pytest.raises(ValueError, match="n_vocab must be at least 260"):
        tinymodel.Shape(n_vocab=100)
    with pytest.raises(ValueError, match="n_embd must divide by n_head"):
        tinymodel.Shape(n_embd=60, n_head=8)
    with pytest.raises(ValueError, match="dtype must be one of"):
        tinymodel.write(tmp_path / "x.gguf", dtype="q4_0")
    assert not (tmp_path / "x.gguf").exists()
