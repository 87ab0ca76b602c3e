"""A tiny GPT-2 in llm.c's own file formats, with a float64 reference computed here.

llm.c's test programs open, relative to their working directory:
  gpt2_124M.bin              checkpoint, fp32 (header version 3, vocabulary padded to Vp)
  gpt2_124M_bf16.bin         the same weights as bf16 (version 5)
  gpt2_124M_debug_state.bin  header [20240327, 2, B, T], int32 x[B*T], int32 y[B*T],
                             float32 logits[B*T*V], float32 loss, float32 grads (checkpoint
                             order, wte padded with zero rows to Vp)
  dev/data/tinyshakespeare/tiny_shakespeare_{train,val}.bin
                             token shards: header [20240520, 1, ntok], uint16 tokens

The weights and the batch come from the project's own GPT-2 generator
(workloads/gpt2/make_reference.py: bf16-exact weights, so the fp32 and bf16 checkpoints hold
the same values); the logits, loss and gradients are computed in float64 with numpy
(forward and a hand-written backward), so writing the files needs no PyTorch.
"""

from __future__ import annotations

import importlib.util
import os
import struct
import sys
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from zluda import paths

CHECKPOINT_MAGIC = 20240326
STATE_MAGIC = 20240327
SHARD_MAGIC = 20240520
HEADER_INTS = 256
CHECKPOINT_VERSIONS = {"fp32": 3, "bf16": 5}
SHARD_DIR = Path("dev/data/tinyshakespeare")

FILES = {
    "fp32": "gpt2_124M.bin",
    "bf16": "gpt2_124M_bf16.bin",
    "state": "gpt2_124M_debug_state.bin",
    "train": str(SHARD_DIR / "tiny_shakespeare_train.bin"),
    "val": str(SHARD_DIR / "tiny_shakespeare_val.bin"),
}


@dataclass(frozen=True)
class Shape:
    # V must stay >= 8177: with a smaller vocabulary llm.c's bf16 classifier kernel
    # (prepare_softmax_blockwide3) underflows an unsigned index and never ends on real GPUs
    vocab_size: int = 8191
    max_seq_len: int = 64
    num_layers: int = 2
    num_heads: int = 2
    channels: int = 128
    batch: int = 4
    seq_len: int = 64
    shard_tokens: int = 8193   # enough for 32 batches of B*T before a shard wraps

    @property
    def padded_vocab_size(self) -> int:
        return (self.vocab_size + 127) // 128 * 128

    def __post_init__(self):
        if self.channels % self.num_heads:
            raise ValueError(f"channels ({self.channels}) must divide by num_heads ({self.num_heads})")
        if not 0 < self.seq_len <= self.max_seq_len:
            raise ValueError(f"seq_len {self.seq_len} must be in 1..max_seq_len ({self.max_seq_len})")
        if self.vocab_size >= 65535:
            raise ValueError("token shards hold uint16 tokens: vocab_size must be below 65535")


@lru_cache(maxsize=1)
def gpt2_generator():
    """workloads/gpt2/make_reference.py: the project's tiny GPT-2 weights, batch and (with
    PyTorch) its float64 references."""
    path = paths.REPO_ROOT / "workloads" / "gpt2" / "make_reference.py"
    if not path.is_file():
        raise FileNotFoundError(f"{path}: the GPT-2 generator is missing (a source checkout is needed)")
    spec = importlib.util.spec_from_file_location("zluda_gpt2_make_reference", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def _generator_config(shape: Shape):
    gen = gpt2_generator()
    return gen.Config(max_seq_len=shape.max_seq_len, vocab_size=shape.vocab_size, num_layers=shape.num_layers,
                      num_heads=shape.num_heads, channels=shape.channels)


def make_params(shape: Shape, seed: int = 1234) -> dict[str, np.ndarray]:
    """Unpadded float32 parameters (bf16-exact), keyed in checkpoint order."""
    gen = gpt2_generator()
    params = gen.make_params(_generator_config(shape), seed)
    return {name: params[name] for name in gen.PARAM_ORDER}


def make_batch(shape: Shape, seed: int = 99) -> tuple[np.ndarray, np.ndarray]:
    gen = gpt2_generator()
    training = gen.Training(batch=shape.batch, seq_len=shape.seq_len)
    return gen.make_batch(_generator_config(shape), training, seed)


def make_tokens(shape: Shape, count: int, seed: int) -> np.ndarray:
    """A token stream from the same learnable noisy recurrence as the batch."""
    rng = np.random.default_rng(seed)
    tokens = np.empty(count, dtype=np.int64)
    tokens[0] = rng.integers(0, shape.vocab_size)
    noise = rng.random(count) < 0.1
    random_tokens = rng.integers(0, shape.vocab_size, count)
    for i in range(1, count):
        tokens[i] = random_tokens[i] if noise[i] else (tokens[i - 1] * 5 + 17) % shape.vocab_size
    return tokens


# ---------------------------------------------------------------------------------------------
# float64 forward and backward

def _layernorm_forward(x, w, b, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    rstd = 1.0 / np.sqrt(((x - mean) ** 2).mean(-1, keepdims=True) + eps)
    xhat = (x - mean) * rstd
    return xhat * w + b, (xhat, rstd, w)


def _layernorm_backward(dout, cache):
    xhat, rstd, w = cache
    dw = (dout * xhat).reshape(-1, xhat.shape[-1]).sum(0)
    db = dout.reshape(-1, xhat.shape[-1]).sum(0)
    dxhat = dout * w
    dx = rstd * (dxhat - dxhat.mean(-1, keepdims=True) - xhat * (dxhat * xhat).mean(-1, keepdims=True))
    return dx, dw, db


GELU_SCALE = np.sqrt(2.0 / np.pi)


def _gelu(x):
    return 0.5 * x * (1.0 + np.tanh(GELU_SCALE * (x + 0.044715 * x ** 3)))


def _gelu_backward(dout, x):
    t = np.tanh(GELU_SCALE * (x + 0.044715 * x ** 3))
    return dout * (0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * GELU_SCALE * (1.0 + 3 * 0.044715 * x * x))


def _linear_backward(dout, inp, weight):
    """out = inp @ weight.T + bias: returns (dinp, dweight, dbias)."""
    flat_out = dout.reshape(-1, dout.shape[-1])
    flat_in = inp.reshape(-1, inp.shape[-1])
    return dout @ weight, flat_out.T @ flat_in, flat_out.sum(0)


def forward_backward(shape: Shape, params: dict[str, np.ndarray], tokens: np.ndarray, targets: np.ndarray):
    """float64 logits[B,T,V], mean cross-entropy loss, and the gradient of every parameter
    (unpadded, keyed like `params`)."""
    p = {k: v.astype(np.float64) for k, v in params.items()}
    B, T = tokens.shape
    C, NH, L = shape.channels, shape.num_heads, shape.num_layers
    hs = C // NH
    scale = 1.0 / np.sqrt(hs)
    causal = np.tril(np.ones((T, T), dtype=bool))

    x = p["wte"][tokens] + p["wpe"][:T]
    layers = []
    for l in range(L):
        c = {"x_in": x}
        c["ln1"], c["ln1_cache"] = _layernorm_forward(x, p["ln1w"][l], p["ln1b"][l])
        qkv = c["ln1"] @ p["qkvw"][l].T + p["qkvb"][l]
        q, k, v = (qkv[..., i * C:(i + 1) * C].reshape(B, T, NH, hs).transpose(0, 2, 1, 3) for i in range(3))
        scores = np.where(causal, q @ k.transpose(0, 1, 3, 2) * scale, -np.inf)
        att = np.exp(scores - scores.max(-1, keepdims=True))
        att /= att.sum(-1, keepdims=True)
        c.update(q=q, k=k, v=v, att=att)
        c["y"] = (att @ v).transpose(0, 2, 1, 3).reshape(B, T, C)
        x = x + c["y"] @ p["attprojw"][l].T + p["attprojb"][l]
        c["x_mid"] = x
        c["ln2"], c["ln2_cache"] = _layernorm_forward(x, p["ln2w"][l], p["ln2b"][l])
        c["fch"] = c["ln2"] @ p["fcw"][l].T + p["fcb"][l]
        c["gelu"] = _gelu(c["fch"])
        x = x + c["gelu"] @ p["fcprojw"][l].T + p["fcprojb"][l]
        layers.append(c)
    lnf, lnf_cache = _layernorm_forward(x, p["lnfw"], p["lnfb"])
    logits = lnf @ p["wte"].T
    z = logits - logits.max(-1, keepdims=True)
    probs = np.exp(z)
    probs /= probs.sum(-1, keepdims=True)
    picked = np.take_along_axis(probs, targets[..., None].astype(np.int64), -1)[..., 0]
    loss = float(-np.log(picked).mean())

    g = {k: np.zeros_like(v) for k, v in p.items()}
    dlogits = probs
    np.put_along_axis(dlogits, targets[..., None].astype(np.int64), picked[..., None] - 1.0, -1)
    dlogits /= B * T
    g["wte"] += dlogits.reshape(-1, dlogits.shape[-1]).T @ lnf.reshape(-1, C)
    dx, g["lnfw"], g["lnfb"] = _layernorm_backward(dlogits @ p["wte"], lnf_cache)
    for l in reversed(range(L)):
        c = layers[l]
        dgelu, g["fcprojw"][l], g["fcprojb"][l] = _linear_backward(dx, c["gelu"], p["fcprojw"][l])
        dln2, g["fcw"][l], g["fcb"][l] = _linear_backward(_gelu_backward(dgelu, c["fch"]), c["ln2"], p["fcw"][l])
        dmid, g["ln2w"][l], g["ln2b"][l] = _layernorm_backward(dln2, c["ln2_cache"])
        dx = dx + dmid
        dy, g["attprojw"][l], g["attprojb"][l] = _linear_backward(dx, c["y"], p["attprojw"][l])
        dy = dy.reshape(B, T, NH, hs).transpose(0, 2, 1, 3)
        att, q, k, v = c["att"], c["q"], c["k"], c["v"]
        datt = dy @ v.transpose(0, 1, 3, 2)
        dv = att.transpose(0, 1, 3, 2) @ dy
        dscores = att * (datt - (datt * att).sum(-1, keepdims=True)) * scale
        dq = dscores @ k
        dk = dscores.transpose(0, 1, 3, 2) @ q
        dqkv = np.concatenate([t.transpose(0, 2, 1, 3).reshape(B, T, C) for t in (dq, dk, dv)], axis=-1)
        dln1, g["qkvw"][l], g["qkvb"][l] = _linear_backward(dqkv, c["ln1"], p["qkvw"][l])
        din, g["ln1w"][l], g["ln1b"][l] = _layernorm_backward(dln1, c["ln1_cache"])
        dx = dx + din
    np.add.at(g["wte"], tokens, dx)
    g["wpe"][:T] += dx.sum(0)
    return logits, loss, g


# ---------------------------------------------------------------------------------------------
# llm.c's file formats

def _header(values: list[int]) -> bytes:
    return struct.pack(f"<{HEADER_INTS}i", *(values + [0] * (HEADER_INTS - len(values))))


def _pad_vocab(tensors: dict[str, np.ndarray], shape: Shape) -> dict[str, np.ndarray]:
    """wte (V, C) -> (Vp, C) with zero rows, as llm.c's exporter pads weights and gradients."""
    padded = dict(tensors)
    wte = tensors["wte"]
    padded["wte"] = np.concatenate([wte, np.zeros((shape.padded_vocab_size - wte.shape[0], wte.shape[1]), wte.dtype)])
    return padded


def encode_checkpoint(shape: Shape, params: dict[str, np.ndarray], precision: str) -> bytes:
    head = _header([CHECKPOINT_MAGIC, CHECKPOINT_VERSIONS[precision], shape.max_seq_len, shape.vocab_size,
                    shape.num_layers, shape.num_heads, shape.channels, shape.padded_vocab_size])
    gen = gpt2_generator()
    padded = _pad_vocab(params, shape)
    if precision == "fp32":
        body = b"".join(padded[n].astype("<f4").tobytes() for n in gen.PARAM_ORDER)
    else:
        body = b"".join(gen.bf16_bits(padded[n]).astype("<u2").tobytes() for n in gen.PARAM_ORDER)
    return head + body


def encode_state(shape: Shape, tokens, targets, logits, loss, grads) -> bytes:
    gen = gpt2_generator()
    padded = _pad_vocab(grads, shape)
    parts = [tokens.astype("<i4"), targets.astype("<i4"), logits.astype("<f4"), np.array([loss], "<f4")]
    parts += [padded[n].astype("<f4") for n in gen.PARAM_ORDER]
    return _header([STATE_MAGIC, 2, shape.batch, shape.seq_len]) + b"".join(a.tobytes() for a in parts)


def encode_shard(tokens: np.ndarray) -> bytes:
    return _header([SHARD_MAGIC, 1, len(tokens)]) + tokens.astype("<u2").tobytes()


def _atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def write(out_dir: Path, shape: Shape = Shape()) -> dict:
    """Writes every file llm.c's test and training programs open; returns a summary."""
    params = make_params(shape)
    tokens, targets = make_batch(shape)
    logits, loss, grads = forward_backward(shape, params, tokens, targets)
    _atomic_write(out_dir / FILES["fp32"], encode_checkpoint(shape, params, "fp32"))
    _atomic_write(out_dir / FILES["bf16"], encode_checkpoint(shape, params, "bf16"))
    _atomic_write(out_dir / FILES["state"], encode_state(shape, tokens, targets, logits, loss, grads))
    _atomic_write(out_dir / FILES["train"], encode_shard(make_tokens(shape, shape.shard_tokens, seed=7)))
    _atomic_write(out_dir / FILES["val"], encode_shard(make_tokens(shape, shape.shard_tokens, seed=8)))
    return {"loss": loss, "num_parameters": sum(v.size for v in _pad_vocab(params, shape).values()),
            "files": sorted(FILES.values())}


def check_against_torch(shape: Shape = Shape()) -> dict:
    """The numpy float64 logits, loss and gradients against the GPT-2 generator's PyTorch
    float64 autograd (needs PyTorch; run where it is installed, e.g. the GPU machine)."""
    gen = gpt2_generator()
    params = make_params(shape)
    tokens, targets = make_batch(shape)
    logits, loss, grads = forward_backward(shape, params, tokens, targets)
    training = gen.Training(batch=shape.batch, seq_len=shape.seq_len, steps=1)
    t_logits, t_loss, t_grads, _ = gen.torch_references(_generator_config(shape), training, params, tokens, targets)
    flat = np.concatenate([grads[n].ravel() for n in gen.PARAM_ORDER])
    result = {"logits_max_abs_diff": float(np.abs(logits - t_logits).max()),
              "loss_abs_diff": abs(loss - t_loss),
              "grads_max_abs_diff": float(np.abs(flat - t_grads).max()),
              "grads_max_abs": float(np.abs(t_grads).max())}
    result["ok"] = max(result["logits_max_abs_diff"], result["loss_abs_diff"], result["grads_max_abs_diff"]) < 1e-9
    return result
