"""wmma.load -> wmma.mma -> wmma.store on the CPU device against NumPy's A @ B + C.

Which elements a lane's fragment holds is the implementation's choice (the PTX ISA leaves
it undefined), so the tests check what a program can observe: matrices loaded from
memory in either layout, with the default or an explicit stride, multiplied, and stored
in either layout. Inputs are small integers, so every product and sum is exact and the
results must match exactly. Two warps run on different matrices (lanes of different
warps must not mix).
"""

from __future__ import annotations

import zlib

import numpy as np
import pytest

from zluda.cpu import ptxmodule

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"
WARPS = 2
DIMS = {"m16n16k16": (16, 16, 16), "m8n32k16": (8, 32, 16), "m32n8k16": (32, 8, 16), "m16n16k8": (16, 16, 8)}
# 32-bit registers per fragment, as ptxas accepts them (the ISA's fragment sizes)
REGS = {
    ("a", "m16n16k16", "f16"): 8, ("b", "m16n16k16", "f16"): 8,
    ("a", "m8n32k16", "f16"): 8, ("b", "m8n32k16", "f16"): 8,
    ("a", "m32n8k16", "f16"): 8, ("b", "m32n8k16", "f16"): 8,
    ("a", "m16n16k16", "bf16"): 4, ("b", "m16n16k16", "bf16"): 4,
    ("a", "m8n32k16", "bf16"): 2, ("b", "m8n32k16", "bf16"): 8,
    ("a", "m32n8k16", "bf16"): 8, ("b", "m32n8k16", "bf16"): 2,
    ("a", "m16n16k16", "s8"): 2, ("b", "m16n16k16", "s8"): 2,
    ("a", "m8n32k16", "s8"): 1, ("b", "m8n32k16", "s8"): 4,
    ("a", "m32n8k16", "s8"): 4, ("b", "m32n8k16", "s8"): 1,
    ("a", "m16n16k8", "tf32"): 4, ("b", "m16n16k8", "tf32"): 4,
}
ACC_REGS = {"f16": 4, "f32": 8, "s32": 8}
STORAGE = {"f16": np.uint16, "bf16": np.uint16, "s8": np.int8, "u8": np.uint8, "tf32": np.uint32,
           "f32": np.uint32, "s32": np.int32}


def _regs(frag, shape, t):
    return REGS[(frag, shape, "s8" if t == "u8" else t)]


def _kernel(shape, at, bt, ct, dt, la, lb, lc, ld, strides, sat=False):
    """One warp's pointers advance by its matrices' sizes (in bytes, from `sizes`)."""
    def regs(prefix, n, t):
        return "{" + ", ".join(f"%{prefix}{i}" for i in range(n)) + "}"

    na, nb = _regs("a", shape, at), _regs("b", shape, bt)
    nc, nd = ACC_REGS[ct], ACC_REGS[dt]
    types = f"{dt}.{ct}" if at == "f16" else f"{dt}.{at}.{bt}.{ct}"
    sa, sb, sc, sd = (f", {s}" if s is not None else "" for s in strides)
    ctype = "f32" if ct == "f32" else "b32"
    dtype = "f32" if dt == "f32" else "b32"
    return HEADER + f""".visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd,
                         .param .u64 bytes)
{{
    .reg .b32 %a<8>;
    .reg .b32 %b<8>;
    .reg .{ctype} %c<8>;
    .reg .{dtype} %d<8>;
    .reg .b32 %r<4>;
    .reg .b64 %rd<16>;
    ld.param.u64 %rd1, [pa];
    ld.param.u64 %rd2, [pb];
    ld.param.u64 %rd3, [pc];
    ld.param.u64 %rd4, [pd];
    ld.param.u64 %rd5, [bytes];
    mov.u32 %r1, %tid.x;
    shr.u32 %r2, %r1, 5;
    cvt.u64.u32 %rd6, %r2;
    // the bytes parameter packs four 16-bit per-warp strides: A, B, C, D
    and.b64 %rd7, %rd5, 65535;
    mad.lo.s64 %rd1, %rd6, %rd7, %rd1;
    shr.u64 %rd8, %rd5, 16;
    and.b64 %rd8, %rd8, 65535;
    mad.lo.s64 %rd2, %rd6, %rd8, %rd2;
    shr.u64 %rd9, %rd5, 32;
    and.b64 %rd9, %rd9, 65535;
    mad.lo.s64 %rd3, %rd6, %rd9, %rd3;
    shr.u64 %rd10, %rd5, 48;
    mad.lo.s64 %rd4, %rd6, %rd10, %rd4;
    wmma.load.a.sync.aligned.{la}.{shape}.global.{at} {regs("a", na, at)}, [%rd1]{sa};
    wmma.load.b.sync.aligned.{lb}.{shape}.global.{bt} {regs("b", nb, bt)}, [%rd2]{sb};
    wmma.load.c.sync.aligned.{lc}.{shape}.global.{ct} {regs("c", nc, ct)}, [%rd3]{sc};
    wmma.mma.sync.aligned.{la}.{lb}.{shape}.{types}{".satfinite" if sat else ""} {regs("d", nd, dt)}, {regs("a", na, at)}, {regs("b", nb, bt)}, {regs("c", nc, ct)};
    wmma.store.d.sync.aligned.{ld}.{shape}.global.{dt} [%rd4], {regs("d", nd, dt)}{sd};
    ret;
}}
"""


def _encode(values, t, rng):
    """Integer-valued float64/int64 matrix -> the stored elements of type t."""
    if t == "f16":
        return values.astype(np.float16).view(np.uint16)
    if t == "bf16":
        return (values.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    if t == "tf32":
        # small integers have no low mantissa bits: set some, which tf32 ignores
        return values.astype(np.float32).view(np.uint32) | rng.integers(0, 1 << 13, values.shape, dtype=np.uint32)
    if t == "f32":
        return values.astype(np.float32).view(np.uint32)
    return values.astype(STORAGE[t])


def _decode(raw, t):
    if t == "f16":
        return raw.view(np.float16).astype(np.float64)
    if t == "f32":
        return raw.view(np.float32).astype(np.float64)
    return raw.astype(np.int64)


def _place(mat, layout, stride):
    """A matrix stored row- or column-major with leading dimension `stride`: the array
    (rows of the leading dimension) holding it."""
    stored = mat if layout == "row" else mat.T
    out = np.zeros((stored.shape[0], stride), dtype=mat.dtype)
    out[:, :stored.shape[1]] = stored
    return out


def _unplace(arr, layout, shape):
    rows, cols = shape
    return arr[:, :cols] if layout == "row" else arr[:, :rows].T


def _values(t, shape, rng):
    if t == "s8":
        return rng.integers(-128, 128, shape)
    if t == "u8":
        return rng.integers(0, 256, shape)
    return rng.integers(-3, 4, shape)     # exact products and sums in f16/bf16/tf32/f32


def _run(shape, at, bt, ct, dt, la="row", lb="col", lc="row", ld="row", pad=(8, 8, 8, 8),
         default=(False, False, False, False), c_values=None, sat=False):
    m, n, k = DIMS[shape]
    rng = np.random.default_rng(zlib.crc32(repr((shape, at, bt, ct, dt, la, lb, lc, ld)).encode()))
    leading = {"a": k if la == "row" else m, "b": n if lb == "row" else k,
               "c": n if lc == "row" else m, "d": n if ld == "row" else m}
    strides = [None if dflt else leading[f] + p for f, p, dflt in zip("abcd", pad, default)]
    width = [leading[f] if s is None else s for f, s in zip("abcd", strides)]
    mats, stored = [], []
    for w in range(WARPS):
        a, b = _values(at, (m, k), rng), _values(bt, (k, n), rng)
        c = c_values[w] if c_values is not None else (
            rng.integers(-1000, 1000, (m, n)) if ct == "s32" else rng.integers(-8, 9, (m, n)))
        mats.append((a, b, c))
        stored.append([_place(_encode(a, at, rng), la, width[0]), _place(_encode(b, bt, rng), lb, width[1]),
                       _place(_encode(c, ct, rng), lc, width[2])])
    arrays = [np.concatenate([s[i] for s in stored]) for i in range(3)]
    d_rows = (m if ld == "row" else n)
    d = np.zeros((WARPS * d_rows, width[3]), dtype=STORAGE[dt])
    per_warp = [x.nbytes // WARPS for x in arrays] + [d.nbytes // WARPS]
    packed = sum(b << (16 * i) for i, b in enumerate(per_warp))
    module = ptxmodule.load(_kernel(shape, at, bt, ct, dt, la, lb, lc, ld, strides, sat))
    module.launch("k", 1, 32 * WARPS, arrays + [d, packed])
    results = []
    for w, (a, b, c) in enumerate(mats):
        got = _decode(_unplace(d[w * d_rows:(w + 1) * d_rows], ld, (m, n)), dt)
        results.append((got, a.astype(np.int64) @ b.astype(np.int64) + c.astype(np.int64)))
    return results


SHAPES_K16 = ("m16n16k16", "m8n32k16", "m32n8k16")


@pytest.mark.parametrize("shape", SHAPES_K16)
@pytest.mark.parametrize("la,lb", [("row", "col"), ("row", "row"), ("col", "col"), ("col", "row")])
@pytest.mark.parametrize("lcd", ["row", "col"])
def test_f16_f32_every_layout(shape, la, lb, lcd):
    for got, want in _run(shape, "f16", "f16", "f32", "f32", la, lb, lcd, lcd):
        assert np.array_equal(got, want)


@pytest.mark.parametrize("shape", SHAPES_K16)
@pytest.mark.parametrize("ct,dt", [("f16", "f16"), ("f16", "f32"), ("f32", "f16")])
def test_f16_accumulators(shape, ct, dt):
    for got, want in _run(shape, "f16", "f16", ct, dt, "col", "row", "col", "row"):
        assert np.array_equal(got, want)


@pytest.mark.parametrize("shape", SHAPES_K16)
@pytest.mark.parametrize("layouts", [("row", "col", "row", "row"), ("col", "row", "col", "col")])
def test_bf16(shape, layouts):
    for got, want in _run(shape, "bf16", "bf16", "f32", "f32", *layouts):
        assert np.array_equal(got, want)


@pytest.mark.parametrize("shape", SHAPES_K16)
@pytest.mark.parametrize("at,bt", [("s8", "s8"), ("u8", "u8"), ("s8", "u8")])
def test_integer(shape, at, bt):
    for got, want in _run(shape, at, bt, "s32", "s32", "row", "col", "row", "col"):
        assert np.array_equal(got, want)


def test_integer_satfinite_saturates_and_plain_wraps():
    m, n, _ = DIMS["m16n16k16"]
    big = [np.full((m, n), 2**31 - 100, np.int64), np.full((m, n), -2**31 + 100, np.int64)]
    for sat in (True, False):
        for w, (got, want) in enumerate(_run("m16n16k16", "u8", "u8", "s32", "s32", c_values=big, sat=sat)):
            if sat:
                expect = np.clip(want, -2**31, 2**31 - 1)
            else:
                expect = (want + 2**31) % 2**32 - 2**31
            # (u8 x u8 products are >= 0: warp 0 overflows where its sums exceed 99)
            assert np.array_equal(got, expect), (sat, w)


@pytest.mark.parametrize("layouts", [("row", "col", "row", "row"), ("col", "row", "col", "col")])
def test_tf32_ignores_the_low_mantissa_bits(layouts):
    for got, want in _run("m16n16k8", "tf32", "tf32", "f32", "f32", *layouts):
        assert np.array_equal(got, want)


@pytest.mark.parametrize("shape", SHAPES_K16)
def test_default_strides(shape):
    for got, want in _run(shape, "f16", "f16", "f32", "f32", "col", "row", "row", "col",
                          default=(True, True, True, True)):
        assert np.array_equal(got, want)


def test_a_wide_stride():
    for got, want in _run("m8n32k16", "f16", "f16", "f32", "f32", pad=(40, 24, 16, 64)):
        assert np.array_equal(got, want)


def _error(text):
    with pytest.raises(Exception) as exc:
        ptxmodule.load(HEADER + text).launch("k", 1, 32, [np.zeros(4096, np.float32)])
    return str(exc.value)


BAD = """.visible .entry k(.param .u64 p)
{{
    .reg .b32 %r<8>;
    .reg .f32 %f<8>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [p];
    {0}
    ret;
}}
"""


def test_wrong_fragment_size_is_a_located_error():
    msg = _error(BAD.format("wmma.load.a.sync.aligned.row.m8n32k16.global.bf16 {%r0, %r1, %r2, %r3}, [%rd1];"))
    assert "a vector of 2 registers" in msg and "<string>:10:" in msg


def test_undefined_type_combinations_are_errors():
    msg = _error(BAD.format("wmma.mma.sync.aligned.row.col.m16n16k16.f16.bf16.bf16.f32 "
                            "{%r0, %r1, %r2, %r3}, {%r0, %r1, %r2, %r3}, {%r0, %r1, %r2, %r3}, "
                            "{%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7};"))
    assert "accumulators are not defined for .bf16" in msg
    msg = _error(BAD.format("wmma.load.a.sync.aligned.row.m16n16k8.global.f16 {%r0, %r1, %r2, %r3}, [%rd1];"))
    assert ".f16 is not a .a type for .m16n16k8" in msg
