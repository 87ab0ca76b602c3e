"""Input generators: special values present, crossing bounded, device stream reproduced."""

import numpy as np

from zluda.sweep.inputs import index_tuples, random_tuples, special_tuples, specials, splitmix64
from zluda.sweep.ptxtypes import TYPES


def test_float_specials_cover_the_edges():
    f32 = set(specials(TYPES["f32"]))
    for bits in (0x00000000, 0x80000000,             # signed zeros
                 0x7F800000, 0xFF800000,             # infinities
                 0x7FC00000, 0xFFC00000,             # quiet NaNs
                 0x7F800001,                         # signalling NaN with payload
                 0x7FFFFFFF,                         # NaN, all payload bits
                 0x00000001, 0x807FFFFF,             # smallest / largest denormals
                 0x00800000, 0x7F7FFFFF, 0xFF7FFFFF, # min normal, +-max finite
                 0x3F800000, 0x3F800001, 0x3F7FFFFF, # 1, 1 + ulp, 1 - ulp
                 0x40200000,                         # 2.5: a rounding tie for integer rounding
                 0x4F000000, 0x5F000000):            # 2^31, 2^63: integer conversion edges
        assert bits in f32, hex(bits)
    nan_payloads = {b for b in f32 if (b & 0x7F800000) == 0x7F800000 and b & 0x7FFFFF}
    assert len(nan_payloads) >= 4
    f16 = set(specials(TYPES["f16"]))
    assert {0x7C00, 0xFC00, 0x7E00, 0x7C01, 0x0001, 0x03FF, 0x7BFF, 0x8000} <= f16
    assert 0x7BFF in f16 and 0x7800 in f16               # 65504 and 32768
    bf16 = set(specials(TYPES["bf16"]))
    assert {0x7F80, 0xFF80, 0x7FC0, 0x0001, 0x7F7F} <= bf16


def test_integer_specials_cover_extremes_and_shift_counts():
    s32 = set(specials(TYPES["s32"]))
    assert {0, 1, 0xFFFFFFFF, 0x7FFFFFFF, 0x80000000, 0x80000001, 31, 32, 33} <= s32
    u64 = set(specials(TYPES["u64"]))
    assert {0xFFFFFFFFFFFFFFFF, 1 << 63, 63, 64, 65, 1 << 32, 0xFFFFFFFF} <= u64
    u16 = set(specials(TYPES["u16"]))
    assert {15, 16, 17, 0xFFFF, 0x8000} <= u16 and max(u16) <= 0xFFFF


def test_crossing_respects_limit_and_keeps_extremes(by_id):
    t = special_tuples(by_id["fma.rn.f32"], 1024)
    assert 500 <= len(t) <= 1024 and t.shape[1] == 3
    for col in range(3):  # thinning keeps both ends of each sorted list
        assert 0 in t[:, col] and 0xFFC00000 in t[:, col] or 0xFFFFFFFF in t[:, col]
    full = special_tuples(by_id["cvt.rn.f16.f32"], 1024)
    assert len(full) == len(specials(TYPES["f32"]))       # unary: every special, uncrossed


def test_splitmix_matches_the_published_sequence():
    # splitmix64 with state 0: the first outputs of Vigna's reference generator
    out = splitmix64(np.array([0, 0x9E3779B97F4A7C15], dtype=np.uint64))
    assert [hex(int(x)) for x in out] == ["0xe220a8397b1dcdaf", "0x6e789e6aa1b965f4"]


def test_random_and_index_tuples_mask_to_operand_width(by_id):
    v = by_id["selp.b16"]                           # b16, b16, pred
    r = random_tuples(v, seed=5, base=100, count=1000)
    assert r[:, 0].max() <= 0xFFFF and set(np.unique(r[:, 2])) == {0, 1}
    assert np.array_equal(r[10:], random_tuples(v, 5, 110, 990))   # a stream, not a batch
    i = index_tuples(by_id["add.f16"], 0x12345678, 1)
    assert i.tolist() == [[0x5678, 0x1234]]
