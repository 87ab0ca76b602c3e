"""What each variant is evaluated on: the quick set (specials + a seeded random sample,
outputs kept) and the full set (every input, or 2^24 seeded random tuples; per-chunk
digests of per-thread hashes kept)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

import numpy as np

from zluda.sweep.inputs import special_tuples
from zluda.sweep.kernelgen import SRC_ARRAY, SRC_INDEX, SRC_RANDOM
from zluda.sweep.table import Variant

SPECIAL_LIMIT = 1024          # special tuples per variant (crossed, evenly thinned)
QUICK_RANDOM = 256            # seeded random tuples per variant in the quick set
QUICK_SEED = 0x5EED0001
FULL_SEED = 0x5EEDF011
FULL_RANDOM = 1 << 24         # random tuples per non-exhaustive variant in the full set
CHUNK = 1 << 22               # tuples per checksum chunk
PER_THREAD = 4096             # tuples folded into one thread hash (host-side digests stay cheap)
OUT_DTYPES = {1: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


@dataclass(frozen=True)
class FullPlan:
    src: int
    total: int
    seed: int

    @property
    def chunks(self) -> int:
        return -(-self.total // CHUNK)

    def chunk_range(self, c: int) -> tuple[int, int]:
        return c * CHUNK, min(self.total, (c + 1) * CHUNK)


def full_plan(v: Variant) -> FullPlan:
    if v.exhaustive:
        return FullPlan(SRC_INDEX, 1 << v.input_bits, 0)
    return FullPlan(SRC_RANDOM, FULL_RANDOM, FULL_SEED)


def quick_sets(v: Variant) -> list[tuple[str, int, np.ndarray | None, int, int]]:
    """[(label, src, table or None, count, seed)] of the quick set."""
    spec = special_tuples(v, SPECIAL_LIMIT)
    return [("specials", SRC_ARRAY, spec, len(spec), 0),
            ("random", SRC_RANDOM, None, QUICK_RANDOM, QUICK_SEED)]


def chunk_digests(thread_hashes: np.ndarray, first_tuple: int, count: int) -> list[tuple[int, str]]:
    """[(chunk index, digest)] for the whole chunks covered by one launch's thread hashes.

    A chunk digest is the first 16 hex digits of SHA-256 over its thread hashes (u64 LE);
    launches start at chunk boundaries, so GPU and CPU split work differently yet agree."""
    assert first_tuple % CHUNK == 0
    out = []
    threads_per_chunk = CHUNK // PER_THREAD
    n_chunks = -(-count // CHUNK)
    for k in range(n_chunks):
        part = thread_hashes[k * threads_per_chunk:(k + 1) * threads_per_chunk]
        digest = hashlib.sha256(part.astype("<u8").tobytes()).hexdigest()[:16]
        out.append((first_tuple // CHUNK + k, digest))
    return out


def outputs_by_register(v: Variant, words: np.ndarray, count: int) -> list[np.ndarray]:
    """Split the kernel's u64-per-result store into one natural-width array per output."""
    mat = words.reshape(count, len(v.outs))
    return [mat[:, r].astype(OUT_DTYPES[o.type.reg_bits]) for r, o in enumerate(v.outs)]
