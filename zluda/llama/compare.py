"""Compare two greedy runs (a folder each: tokens.txt, logits.f32) of the same model."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

# The logits of the tiny model have a std of ~8 (see tinymodel); backends differ in
# summation order and may use f16 intermediates on CUDA, so differences of a few 1e-2 are
# rounding, while a wrong kernel moves logits by whole units.
RTOL = 1e-2
ATOL = 5e-2


class CompareError(ValueError):
    pass


@dataclass
class Run:
    tokens: list[int]
    logits: np.ndarray  # steps x n_vocab


def load(folder: Path) -> Run:
    tokens_path, logits_path = folder / "tokens.txt", folder / "logits.f32"
    for path in (tokens_path, logits_path):
        if not path.is_file():
            raise CompareError(f"{path}: missing (did the greedy run finish?)")
    try:
        tokens = [int(line) for line in tokens_path.read_text().split()]
    except ValueError as exc:
        raise CompareError(f"{tokens_path}: not one token id per line ({exc})") from None
    raw = np.fromfile(logits_path, dtype="<f4")
    if not tokens or raw.size % len(tokens):
        raise CompareError(f"{logits_path}: {raw.size} floats is not a whole number of steps for "
                           f"{len(tokens)} tokens")
    return Run(tokens, raw.reshape(len(tokens), -1))


def compare(reference: Path, candidate: Path, rtol: float = RTOL, atol: float = ATOL) -> str:
    """A one-line summary; raises CompareError naming the first difference."""
    ref, got = load(reference), load(candidate)
    if ref.logits.shape != got.logits.shape:
        raise CompareError(f"shapes differ: {reference} {ref.logits.shape} vs {candidate} {got.logits.shape}")
    if not np.isfinite(got.logits).all():
        step = int(np.argwhere(~np.isfinite(got.logits))[0][0])
        raise CompareError(f"{candidate}: non-finite logits at step {step}")
    for step, (a, b) in enumerate(zip(ref.tokens, got.tokens)):
        if a != b:
            raise CompareError(f"token {step} differs: {reference.name} chose {a}, {candidate.name} chose {b} "
                               f"(logits there: {ref.logits[step, a]:.4f} vs {got.logits[step, b]:.4f})")
    diff = np.abs(ref.logits - got.logits)
    bound = atol + rtol * np.abs(ref.logits)
    if (diff > bound).any():
        step, vocab = (int(i) for i in np.unravel_index(int(np.argmax(diff - bound)), diff.shape))
        raise CompareError(f"logits differ beyond atol={atol} rtol={rtol}: step {step} token {vocab}: "
                           f"{ref.logits[step, vocab]:.5f} vs {got.logits[step, vocab]:.5f}")
    return (f"{len(ref.tokens)} tokens identical; logits max |diff| {diff.max():.3g} "
            f"(scale {np.abs(ref.logits).max():.3g})")
