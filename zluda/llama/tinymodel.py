"""A tiny llama-architecture GGUF model with seeded random weights and a small vocabulary.

Just big enough to run every part of llama.cpp's llama graph (token embedding, RMS norm,
RoPE, grouped-query attention with a KV cache, SwiGLU feed-forward, output projection) on
any backend in well under a second. The weights are scaled so that the logits spread out
(std ~ sqrt(n_embd)): greedy choices then have clear margins, and the CPU and CUDA backends
must agree on them although their rounding differs.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np


@dataclass(frozen=True)
class Shape:
    n_vocab: int = 320     # <unk> <s> </s>, the 256 byte tokens, then word pieces
    n_embd: int = 64
    n_head: int = 4
    n_head_kv: int = 2     # grouped-query attention: 2 query heads per KV head
    n_ff: int = 128
    n_layer: int = 2
    n_ctx: int = 256
    rms_eps: float = 1e-5
    rope_base: float = 10000.0

    def __post_init__(self):
        if self.n_vocab < 3 + 256 + 1:
            raise ValueError(f"n_vocab must be at least 260 (3 special + 256 byte tokens + 1), got {self.n_vocab}")
        if self.n_embd % self.n_head or self.n_head % self.n_head_kv:
            raise ValueError("n_embd must divide by n_head, and n_head by n_head_kv")


DTYPES = {"f32": np.float32, "f16": np.float16}


def vocabulary(n_vocab: int) -> tuple[list[str], list[float], list[int]]:
    """SentencePiece-style tokens: special, byte fallback, then made-up word pieces."""
    from gguf import TokenType

    tokens = ["<unk>", "<s>", "</s>"] + [f"<0x{b:02X}>" for b in range(256)]
    types = [TokenType.UNKNOWN, TokenType.CONTROL, TokenType.CONTROL] + [TokenType.BYTE] * 256
    letters = "abcdefghijklmnopqrstuvwxyz"
    i = 0
    while len(tokens) < n_vocab:
        piece = "\u2581" + letters[i % 26] + (letters[(i // 26) % 26] if i >= 26 else "")
        tokens.append(piece)
        types.append(TokenType.NORMAL)
        i += 1
    scores = [0.0] * 259 + [-float(k) for k in range(n_vocab - 259)]
    return tokens, scores, [int(t) for t in types]


def weights(shape: Shape, seed: int, dtype: str = "f32") -> dict[str, np.ndarray]:
    """Tensor name -> array in numpy order (rows = output features), as GGUF stores them."""
    rng = np.random.default_rng(seed)
    d, h = shape.n_embd, shape.n_embd // shape.n_head
    kv = h * shape.n_head_kv
    big = DTYPES[dtype]

    def dense(rows: int, cols: int) -> np.ndarray:
        return (rng.standard_normal((rows, cols)) / np.sqrt(cols)).astype(big)

    def norm() -> np.ndarray:  # near 1, not exactly: a wrong norm weight must show
        return (1.0 + 0.1 * rng.standard_normal(d)).astype(np.float32)

    out = {"token_embd.weight": rng.standard_normal((shape.n_vocab, d)).astype(big)}
    for i in range(shape.n_layer):
        out |= {
            f"blk.{i}.attn_norm.weight": norm(),
            f"blk.{i}.attn_q.weight": dense(d, d),
            f"blk.{i}.attn_k.weight": dense(kv, d),
            f"blk.{i}.attn_v.weight": dense(kv, d),
            f"blk.{i}.attn_output.weight": dense(d, d),
            f"blk.{i}.ffn_norm.weight": norm(),
            f"blk.{i}.ffn_gate.weight": dense(shape.n_ff, d),
            f"blk.{i}.ffn_up.weight": dense(shape.n_ff, d),
            f"blk.{i}.ffn_down.weight": dense(d, shape.n_ff),
        }
    out["output_norm.weight"] = norm()
    out["output.weight"] = rng.standard_normal((shape.n_vocab, d)).astype(big)
    return out


def write(path: Path, seed: int = 1234, shape: Shape = Shape(), dtype: str = "f32") -> Path:
    """Write the model to `path` (atomically: a temp file renamed into place)."""
    import gguf

    if dtype not in DTYPES:
        raise ValueError(f"dtype must be one of {', '.join(DTYPES)}, got {dtype!r}")
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(fd)
    try:
        writer = gguf.GGUFWriter(tmp, arch="llama")
        writer.add_name(f"zluda-tiny-llama-seed{seed}")
        writer.add_context_length(shape.n_ctx)
        writer.add_embedding_length(shape.n_embd)
        writer.add_block_count(shape.n_layer)
        writer.add_feed_forward_length(shape.n_ff)
        writer.add_head_count(shape.n_head)
        writer.add_head_count_kv(shape.n_head_kv)
        writer.add_rope_dimension_count(shape.n_embd // shape.n_head)
        writer.add_rope_freq_base(shape.rope_base)
        writer.add_layer_norm_rms_eps(shape.rms_eps)
        writer.add_vocab_size(shape.n_vocab)
        writer.add_file_type(gguf.LlamaFileType.ALL_F32 if dtype == "f32" else gguf.LlamaFileType.MOSTLY_F16)
        tokens, scores, types = vocabulary(shape.n_vocab)
        writer.add_tokenizer_model("llama")
        writer.add_token_list(tokens)
        writer.add_token_scores(scores)
        writer.add_token_types(types)
        writer.add_unk_token_id(0)
        writer.add_bos_token_id(1)
        writer.add_eos_token_id(2)
        for name, array in weights(shape, seed, dtype).items():
            writer.add_tensor(name, array)
        writer.write_header_to_file()
        writer.write_kv_data_to_file()
        writer.write_tensors_to_file()
        writer.close()
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def describe(shape: Shape = Shape()) -> dict:
    return asdict(shape)
