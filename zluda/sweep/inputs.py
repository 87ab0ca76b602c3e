"""Input tuples: special values per type, their cross product, and the seeded random
stream the kernels compute on the device (reproduced here bit for bit with numpy)."""

from __future__ import annotations

import functools
import math
import struct

import numpy as np

from zluda.ptx.types import PtxType
from zluda.sweep.kernelgen import SPLITMIX
from zluda.sweep.ptxtypes import TYPES
from zluda.sweep.table import Variant

MASK64 = (1 << 64) - 1
# Real values worth hitting in every float format: rounding ties and near-ties, integer
# conversion boundaries, the f16/bf16 overflow thresholds, fractions that never terminate.
_INTERESTING_REALS = [
    0.5, 1.0, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 0.49999997, 0.50000006, 1.0 / 3.0, -2.0 / 3.0,
    3.14159265358979, 100.0, -7.0, 127.5, 128.0, -128.5, 255.5, 256.0, 32767.5, 32768.0,
    -32768.5, 65504.0, 65519.99, 65520.0, 65535.5, 65536.0, 2147483520.0, 2147483648.0,
    -2147483904.0, 4294967040.0, 4294967296.0, 9.2233720368547758e18, -9.2233720368547758e18,
    1.8446744073709552e19, 1e-5, 6.1e-5, 5.96e-8, 1e30, 3.3895314e38, 1e300, -1e-300,
    0.1, 1e-40, 1.0000001, 0.99999994,
]


def _float_bits(fmt: tuple[int, int]) -> list[int]:
    """Bit patterns of the structural specials of an IEEE-like format (ebits, mbits)."""
    e, m = fmt
    sign = 1 << (e + m)
    exp_all = ((1 << e) - 1) << m
    qbit = 1 << (m - 1) if m else 0
    pos = [0, 1, (1 << m) - 1 if m else 0, 1 << m, (1 << m) | 1, exp_all - 1,  # 0 denorms normal max
           (((1 << (e - 1)) - 1) << m),                                         # 1.0
           (((1 << (e - 1)) - 1) << m) | 1,                                     # 1 + ulp
           (((1 << (e - 1)) - 2) << m) | ((1 << m) - 1) if m else 0,            # 1 - ulp
           exp_all,                                                             # inf
           exp_all | qbit, exp_all | qbit | 0x5 % (1 << max(m - 1, 1)),         # qNaN, payload
           exp_all | 1, exp_all | ((1 << m) - 1)]                               # sNaN, all-ones NaN
    return sorted({b & ((sign << 1) - 1) for p in pos for b in (p, p | sign)})


def _round_real(x: float, t: PtxType) -> int | None:
    """Nearest bits of x in the type's float format (numpy rounding), or None if it has none."""
    with np.errstate(over="ignore", under="ignore"):
        if t.name == "f64":
            return struct.unpack("<Q", struct.pack("<d", x))[0]
        if t.name in ("f32", "tf32"):
            return int(np.array([x], np.float32).view(np.uint32)[0])
        if t.name == "f16":
            return int(np.array([x], np.float16).view(np.uint16)[0])
        if t.name == "bf16":  # top half of the f32, rounded to nearest even
            b = int(np.array([x], np.float32).view(np.uint32)[0])
            return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) & 0xFFFF
    return None


def _int_specials(bits: int) -> list[int]:
    mask = (1 << bits) - 1
    half = 1 << (bits - 1)
    vals = {0, 1, 2, 3, 7, 0x55 & mask, 0xAA & mask, mask, mask - 1, half, half - 1, half + 1,
            bits - 1, bits, bits + 1, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 0xFF, 0x100, 0x7F,
            0x80, 0xFFFF & mask, 0x10000 & mask, 0x8000 & mask, 0x7FFF & mask,
            (0x0123456789ABCDEF & mask), (0xFEDCBA9876543210 & mask), 0x80000000 & mask,
            0x7FFFFFFF & mask, (0xFFFFFFFF & mask), (1 << 32) & mask, ((1 << 32) + 1) & mask}
    vals |= {(-v) & mask for v in (1, 2, 8, 31, 32, 33, 64, 0x80, 0x8000)}
    return sorted(v & mask for v in vals)


def specials(t: PtxType) -> list[int]:
    """Special bit patterns for one operand type (as unsigned integers of t.bits bits)."""
    return list(_specials(t.name))


@functools.lru_cache(maxsize=None)
def _specials(name: str) -> tuple[int, ...]:
    return tuple(_compute_specials(TYPES[name]))


def _compute_specials(t: PtxType) -> list[int]:
    if t.is_pred:
        return [0, 1]
    if t.is_float:
        vals = set(_float_bits(t.fmt))
        for x in _INTERESTING_REALS:
            for s in (x, -x):
                b = _round_real(s, t)
                if b is not None:
                    vals.add(b)
        if t.name == "tf32":  # values with low mantissa bits set: what tf32 rounding drops
            vals |= {0x3F800FFF, 0x3F801000, 0x3F802000, 0xBF801001, 0x3FFFFFFF}
        return sorted(vals)
    if t.is_packed:
        elem = t.lane_type
        ev = specials(elem)
        # pair a lane special with a fixed partner, both ways round, so each lane sees each
        partner = ev[len(ev) // 2]
        vals = {(a << elem.bits) | partner for a in ev} | {(partner << elem.bits) | a for a in ev}
        vals |= {(a << elem.bits) | a for a in ev}
        return sorted(vals)
    return _int_specials(t.bits)


def _core(vals: list[int], n: int) -> list[int]:
    """A spread subset of at most n specials (for crossing three or more operands)."""
    if len(vals) <= n:
        return vals
    idx = np.linspace(0, len(vals) - 1, n).round().astype(int)
    return [vals[i] for i in sorted(set(idx))]


def special_tuples(v: Variant, limit: int = 4096) -> np.ndarray:
    """Cross product of per-operand specials, the largest lists thinned evenly until it
    fits `limit` tuples. Returns a read-only uint64 array of shape (n, n_inputs)."""
    return _special_tuples(tuple(o.type.name for o in v.reg_ins), limit)


@functools.lru_cache(maxsize=512)
def _special_tuples(type_names: tuple[str, ...], limit: int) -> np.ndarray:
    if not type_names:
        return np.zeros((1, 0), np.uint64)
    per_op = [specials(TYPES[n]) for n in type_names]
    sizes = [len(p) for p in per_op]
    while math.prod(sizes) > limit:
        k = sizes.index(max(sizes))
        sizes[k] = max(2, sizes[k] - max(1, sizes[k] // 10))
    lists = [_core(p, n) for p, n in zip(per_op, sizes)]
    grids = np.meshgrid(*[np.array(p, dtype=np.uint64) for p in lists], indexing="ij")
    out = np.stack([g.ravel() for g in grids], axis=1)
    out.flags.writeable = False
    return out


def splitmix64(x: np.ndarray) -> np.ndarray:
    a, b, c = (np.uint64(k) for k in SPLITMIX)
    with np.errstate(over="ignore"):
        z = x.astype(np.uint64) + a
        z = (z ^ (z >> np.uint64(30))) * b
        z = (z ^ (z >> np.uint64(27))) * c
        return z ^ (z >> np.uint64(31))


def random_tuples(v: Variant, seed: int, base: int, count: int) -> np.ndarray:
    """The device's src-1 inputs for tuples base..base+count-1, masked to operand width."""
    nin = len(v.reg_ins)
    n = np.arange(base, base + count, dtype=np.uint64)
    out = np.empty((count, nin), np.uint64)
    with np.errstate(over="ignore"):
        for m, o in enumerate(v.reg_ins):
            raw = splitmix64(np.uint64(seed) + n * np.uint64(nin) + np.uint64(m))
            out[:, m] = raw & np.uint64((1 << o.type.bits) - 1)
    return out


def index_tuples(v: Variant, base: int, count: int) -> np.ndarray:
    """The device's src-0 inputs: operand k takes the next type.bits bits of n."""
    n = np.arange(base, base + count, dtype=np.uint64)
    out = np.empty((count, len(v.reg_ins)), np.uint64)
    off = 0
    for m, o in enumerate(v.reg_ins):
        out[:, m] = (n >> np.uint64(off)) & np.uint64((1 << o.type.bits) - 1) if off < 64 else 0
        off += o.type.bits
    return out


def mask_array_inputs(v: Variant, tuples: np.ndarray) -> np.ndarray:
    """What the kernel's src-2 path actually hands the instruction (for decoding)."""
    out = tuples.copy()
    for m, o in enumerate(v.reg_ins):
        out[:, m] &= np.uint64((1 << o.type.bits) - 1)
    return out
