#!/usr/bin/env python3
"""Writes the tiny GPT-2 checkpoint and the PyTorch references that train_gpt2.cu checks.

    python workloads/gpt2/make_reference.py            # regenerate data/ (needs PyTorch: pip install '.[torch]')
    python workloads/gpt2/make_reference.py --check    # verify data/ with numpy only

Files (little-endian; both start with a 64 x int32 header):
  data/gpt2_tiny.ckpt  header [magic 'GPT2', version 1, maxT, V, L, NH, C, encoding 2 = bfloat16],
                       then every parameter as bfloat16 in PARAM_ORDER (the weights are drawn
                       bf16-exact, so the fp32 and bf16 builds start from the same values)
  data/gpt2_tiny.ref   header [magic 'GREF', version 1, B, T, steps, num_params, V, 0,
                       lr, beta1, beta2, eps, weight_decay (float32 bits)], then int32 tokens[B*T],
                       int32 targets[B*T], float32 logits[B*T*V], float32 loss, float32
                       grads[num_params] (PARAM_ORDER), float32 losses[steps]

The references are computed in float64 on the CPU: the logits, the mean cross-entropy loss and
every gradient of the first step, then the loss of each of `steps` AdamW steps on the same batch.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

DATA_DIR = Path(__file__).resolve().parent / "data"
CKPT_MAGIC = 0x32545047  # "GPT2"
REF_MAGIC = 0x46455247   # "GREF"
HEADER_INTS = 64

PARAM_ORDER = ["wte", "wpe", "ln1w", "ln1b", "qkvw", "qkvb", "attprojw", "attprojb",
               "ln2w", "ln2b", "fcw", "fcb", "fcprojw", "fcprojb", "lnfw", "lnfb"]


@dataclass(frozen=True)
class Config:
    max_seq_len: int = 64
    vocab_size: int = 1024
    num_layers: int = 2
    num_heads: int = 2
    channels: int = 128


@dataclass(frozen=True)
class Training:
    batch: int = 4
    seq_len: int = 64
    steps: int = 10
    lr: float = 1e-3
    beta1: float = 0.9
    beta2: float = 0.999
    eps: float = 1e-8
    weight_decay: float = 0.1


def param_shapes(cfg: Config) -> dict[str, tuple[int, ...]]:
    V, T, L, C = cfg.vocab_size, cfg.max_seq_len, cfg.num_layers, cfg.channels
    return {
        "wte": (V, C), "wpe": (T, C),
        "ln1w": (L, C), "ln1b": (L, C),
        "qkvw": (L, 3 * C, C), "qkvb": (L, 3 * C),
        "attprojw": (L, C, C), "attprojb": (L, C),
        "ln2w": (L, C), "ln2b": (L, C),
        "fcw": (L, 4 * C, C), "fcb": (L, 4 * C),
        "fcprojw": (L, C, 4 * C), "fcprojb": (L, C),
        "lnfw": (C,), "lnfb": (C,),
    }


# ---------------------------------------------------------------------------------------------
# bfloat16 helpers (numpy has no bfloat16 type)

def round_to_bf16(x: np.ndarray) -> np.ndarray:
    """float32 -> nearest bfloat16 (ties to even), returned as float32."""
    bits = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return rounded.astype(np.uint32).view(np.float32)


def bf16_bits(x: np.ndarray) -> np.ndarray:
    return (np.ascontiguousarray(x, dtype=np.float32).view(np.uint32) >> 16).astype(np.uint16)


def from_bf16_bits(h: np.ndarray) -> np.ndarray:
    return (h.astype(np.uint32) << 16).view(np.float32)


# ---------------------------------------------------------------------------------------------
# synthetic model and data

def make_params(cfg: Config, seed: int = 1234) -> dict[str, np.ndarray]:
    """GPT-2-style initialisation with non-trivial layernorm parameters and biases."""
    rng = np.random.default_rng(seed)
    proj_std = 0.02 / np.sqrt(2 * cfg.num_layers)
    stds = {"wte": 0.02, "wpe": 0.01, "qkvw": 0.02, "attprojw": proj_std, "fcw": 0.02, "fcprojw": proj_std,
            "qkvb": 0.02, "attprojb": 0.02, "fcb": 0.02, "fcprojb": 0.02,
            "ln1b": 0.05, "ln2b": 0.05, "lnfb": 0.05}
    params = {}
    for name, shape in param_shapes(cfg).items():
        if name in ("ln1w", "ln2w", "lnfw"):
            value = 1.0 + 0.1 * rng.standard_normal(shape)
        else:
            value = stds[name] * rng.standard_normal(shape)
        params[name] = round_to_bf16(value.astype(np.float32))
    return params


def make_batch(cfg: Config, tr: Training, seed: int = 99) -> tuple[np.ndarray, np.ndarray]:
    """Token sequences from a noisy affine recurrence: learnable, so 10 steps lower the loss."""
    rng = np.random.default_rng(seed)
    seq = np.empty((tr.batch, tr.seq_len + 1), dtype=np.int64)
    seq[:, 0] = rng.integers(0, cfg.vocab_size, tr.batch)
    for t in range(1, tr.seq_len + 1):
        nxt = (seq[:, t - 1] * 5 + 17) % cfg.vocab_size
        noise = rng.random(tr.batch) < 0.1
        nxt[noise] = rng.integers(0, cfg.vocab_size, noise.sum())
        seq[:, t] = nxt
    return seq[:, :-1].astype(np.int32), seq[:, 1:].astype(np.int32)


# ---------------------------------------------------------------------------------------------
# independent numpy forward pass (float64): used by --check and by the tests

def _layernorm(x, w, b):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * w + b


def _gelu(x):
    return 0.5 * x * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (x + 0.044715 * x ** 3)))


def forward_numpy(cfg: Config, params: dict[str, np.ndarray], tokens: np.ndarray, targets: np.ndarray):
    """Returns (logits[B,T,V], mean loss) in float64."""
    p = {k: v.astype(np.float64) for k, v in params.items()}
    B, T = tokens.shape
    C, NH = cfg.channels, cfg.num_heads
    hs = C // NH
    x = p["wte"][tokens] + p["wpe"][:T]
    mask = np.tril(np.ones((T, T), dtype=bool))
    for l in range(cfg.num_layers):
        h = _layernorm(x, p["ln1w"][l], p["ln1b"][l])
        qkv = h @ p["qkvw"][l].T + p["qkvb"][l]
        q, k, v = (qkv[..., i * C:(i + 1) * C].reshape(B, T, NH, hs).transpose(0, 2, 1, 3) for i in range(3))
        att = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hs)
        att = np.where(mask, att, -np.inf)
        att = np.exp(att - att.max(-1, keepdims=True))
        att /= att.sum(-1, keepdims=True)
        y = (att @ v).transpose(0, 2, 1, 3).reshape(B, T, C)
        x = x + y @ p["attprojw"][l].T + p["attprojb"][l]
        h = _layernorm(x, p["ln2w"][l], p["ln2b"][l])
        h = _gelu(h @ p["fcw"][l].T + p["fcb"][l])
        x = x + h @ p["fcprojw"][l].T + p["fcprojb"][l]
    x = _layernorm(x, p["lnfw"], p["lnfb"])
    logits = x @ p["wte"].T
    z = logits - logits.max(-1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(-1, keepdims=True))
    loss = -np.take_along_axis(logp, targets[..., None].astype(np.int64), -1).mean()
    return logits, float(loss)


# ---------------------------------------------------------------------------------------------
# PyTorch references (float64, autograd, torch.optim.AdamW)

def torch_references(cfg: Config, tr: Training, params: dict[str, np.ndarray], tokens, targets):
    try:
        import torch
        import torch.nn.functional as F
    except ImportError:
        sys.exit("error: regenerating the references needs PyTorch: pip install '.[torch]'")
    torch.manual_seed(0)
    tp = {k: torch.tensor(v, dtype=torch.float64, requires_grad=True) for k, v in params.items()}
    tok = torch.tensor(tokens, dtype=torch.long)
    tgt = torch.tensor(targets, dtype=torch.long)
    B, T = tokens.shape
    C, NH = cfg.channels, cfg.num_heads
    hs = C // NH

    def model():
        x = tp["wte"][tok] + tp["wpe"][:T]
        for l in range(cfg.num_layers):
            h = F.layer_norm(x, (C,), tp["ln1w"][l], tp["ln1b"][l], eps=1e-5)
            qkv = h @ tp["qkvw"][l].T + tp["qkvb"][l]
            q, k, v = (t.view(B, T, NH, hs).transpose(1, 2) for t in qkv.split(C, dim=-1))
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            y = y.transpose(1, 2).reshape(B, T, C)
            x = x + y @ tp["attprojw"][l].T + tp["attprojb"][l]
            h = F.layer_norm(x, (C,), tp["ln2w"][l], tp["ln2b"][l], eps=1e-5)
            h = F.gelu(h @ tp["fcw"][l].T + tp["fcb"][l], approximate="tanh")
            x = x + h @ tp["fcprojw"][l].T + tp["fcprojb"][l]
        x = F.layer_norm(x, (C,), tp["lnfw"], tp["lnfb"], eps=1e-5)
        logits = x @ tp["wte"].T
        return logits, F.cross_entropy(logits.view(-1, logits.size(-1)), tgt.view(-1))

    opt = torch.optim.AdamW([tp[n] for n in PARAM_ORDER], lr=tr.lr, betas=(tr.beta1, tr.beta2), eps=tr.eps,
                            weight_decay=tr.weight_decay)
    losses = []
    for step in range(tr.steps):
        opt.zero_grad(set_to_none=True)
        logits, loss = model()
        loss.backward()
        if step == 0:
            first_logits = logits.detach().numpy().copy()
            first_loss = float(loss.item())
            grads = np.concatenate([tp[n].grad.numpy().ravel() for n in PARAM_ORDER])
        losses.append(float(loss.item()))
        opt.step()
    return first_logits, first_loss, grads, np.array(losses)


# ---------------------------------------------------------------------------------------------
# file formats

def _header(values: list[int]) -> bytes:
    return struct.pack(f"<{HEADER_INTS}i", *(values + [0] * (HEADER_INTS - len(values))))


def _f32_bits(x: float) -> int:
    return struct.unpack("<i", struct.pack("<f", x))[0]


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


def encode_checkpoint(cfg: Config, params: dict[str, np.ndarray]) -> bytes:
    head = _header([CKPT_MAGIC, 1, cfg.max_seq_len, cfg.vocab_size, cfg.num_layers, cfg.num_heads,
                    cfg.channels, 2])
    body = b"".join(bf16_bits(params[n]).tobytes() for n in PARAM_ORDER)
    return head + body


def encode_reference(cfg: Config, tr: Training, tokens, targets, logits, loss, grads, losses) -> bytes:
    num_params = sum(int(np.prod(s)) for s in param_shapes(cfg).values())
    head = _header([REF_MAGIC, 1, tr.batch, tr.seq_len, tr.steps, num_params, cfg.vocab_size, 0,
                    _f32_bits(tr.lr), _f32_bits(tr.beta1), _f32_bits(tr.beta2), _f32_bits(tr.eps),
                    _f32_bits(tr.weight_decay)])
    parts = [tokens.astype("<i4"), targets.astype("<i4"), logits.astype("<f4"), np.array([loss], "<f4"),
             grads.astype("<f4"), losses.astype("<f4")]
    return head + b"".join(p.tobytes() for p in parts)


class FormatError(ValueError):
    pass


def read_checkpoint(path: Path) -> tuple[Config, dict[str, np.ndarray]]:
    data = path.read_bytes()
    if len(data) < HEADER_INTS * 4:
        raise FormatError(f"{path}: shorter than the 256-byte header")
    h = struct.unpack_from(f"<{HEADER_INTS}i", data)
    if h[0] != CKPT_MAGIC or h[1] != 1 or h[7] != 2:
        raise FormatError(f"{path}: not a version-1 bf16 checkpoint (magic/version/encoding {h[0]:#x}/{h[1]}/{h[7]})")
    cfg = Config(*h[2:7])
    shapes = param_shapes(cfg)
    total = sum(int(np.prod(s)) for s in shapes.values())
    if len(data) != HEADER_INTS * 4 + 2 * total:
        raise FormatError(f"{path}: {len(data)} bytes, expected {HEADER_INTS * 4 + 2 * total}")
    flat = from_bf16_bits(np.frombuffer(data, "<u2", offset=HEADER_INTS * 4))
    params, off = {}, 0
    for name in PARAM_ORDER:
        n = int(np.prod(shapes[name]))
        params[name] = flat[off:off + n].reshape(shapes[name])
        off += n
    return cfg, params


def read_reference(path: Path, cfg: Config) -> dict:
    data = path.read_bytes()
    if len(data) < HEADER_INTS * 4:
        raise FormatError(f"{path}: shorter than the 256-byte header")
    h = struct.unpack_from(f"<{HEADER_INTS}i", data)
    if h[0] != REF_MAGIC or h[1] != 1:
        raise FormatError(f"{path}: not a version-1 reference (magic {h[0]:#x}, version {h[1]})")
    B, T, steps, num_params, V = h[2:7]
    floats = struct.unpack("<5f", struct.pack("<5i", *h[8:13]))
    BT = B * T
    expect = HEADER_INTS * 4 + 4 * (2 * BT + BT * V + 1 + num_params + steps)
    if len(data) != expect or V != cfg.vocab_size:
        raise FormatError(f"{path}: {len(data)} bytes / V={V}, expected {expect} / V={cfg.vocab_size}")
    off = HEADER_INTS * 4

    def take(dtype, n):
        nonlocal off
        arr = np.frombuffer(data, dtype, count=n, offset=off)
        off += 4 * n
        return arr

    ref = {"training": Training(B, T, steps, *floats)}
    ref["tokens"] = take("<i4", BT).reshape(B, T)
    ref["targets"] = take("<i4", BT).reshape(B, T)
    ref["logits"] = take("<f4", BT * V).reshape(B, T, V)
    ref["loss"] = float(take("<f4", 1)[0])
    ref["grads"] = take("<f4", num_params)
    ref["losses"] = take("<f4", steps)
    return ref


# ---------------------------------------------------------------------------------------------

def generate(out_dir: Path) -> None:
    cfg, tr = Config(), Training()
    params = make_params(cfg)
    tokens, targets = make_batch(cfg, tr)
    logits, loss, grads, losses = torch_references(cfg, tr, params, tokens, targets)
    _atomic_write(out_dir / "gpt2_tiny.ckpt", encode_checkpoint(cfg, params))
    _atomic_write(out_dir / "gpt2_tiny.ref", encode_reference(cfg, tr, tokens, targets, logits, loss, grads, losses))
    print(f"wrote {out_dir}/gpt2_tiny.ckpt and gpt2_tiny.ref: loss {loss:.6f}, "
          f"losses {losses[0]:.4f} -> {losses[-1]:.4f} over {tr.steps} steps")


def check(data_dir: Path) -> list[str]:
    """Recomputes the forward pass with numpy and compares with the stored references."""
    problems = []
    cfg, params = read_checkpoint(data_dir / "gpt2_tiny.ckpt")
    ref = read_reference(data_dir / "gpt2_tiny.ref", cfg)
    stored_tr, expect_tr = ref["training"], Training()
    same_training = all(np.float32(getattr(stored_tr, f)) == np.float32(getattr(expect_tr, f))
                        for f in Training.__dataclass_fields__)
    if cfg != Config() or not same_training:
        problems.append(f"stored configuration {cfg} / {ref['training']} differs from this script's")
    if not np.array_equal(params["wte"], make_params(cfg)["wte"]):
        problems.append("checkpoint weights differ from make_params()")
    logits, loss = forward_numpy(cfg, params, ref["tokens"], ref["targets"])
    err = np.abs(logits - ref["logits"]).max()
    if err > 1e-5:
        problems.append(f"logits differ from the numpy forward pass by {err:.3g}")
    if abs(loss - ref["loss"]) > 1e-5:
        problems.append(f"loss {ref['loss']} differs from the numpy forward pass ({loss})")
    if abs(ref["losses"][0] - ref["loss"]) > 1e-6:
        problems.append("losses[0] is not the first step's loss")
    if not ref["losses"][-1] < ref["losses"][0]:
        problems.append("training did not lower the loss")
    return problems


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="verify the stored files with numpy (no PyTorch)")
    ap.add_argument("--out", type=Path, default=DATA_DIR, help="data folder (default: next to this script)")
    args = ap.parse_args(argv)
    if args.check:
        try:
            problems = check(args.out)
        except (OSError, FormatError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 1
        for p in problems:
            print(f"error: {p}", file=sys.stderr)
        if not problems:
            print(f"{args.out}: consistent")
        return 1 if problems else 0
    generate(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
