"""mma.sync on the CPU device against a NumPy model of the PTX ISA fragment layouts.

Every lane loads its fragment registers from arrays the test packed from whole matrices
with the model below (written from the ISA's "Matrix Fragments for mma.m16n8k*" tables),
runs one mma, and stores its D registers; the test unpacks them and compares with
A @ B + C. Two warps run with different matrices, so lanes of different warps must not mix.
"""

from __future__ import annotations

import numpy as np
import pytest

from zluda.cpu import ptxmodule

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"
WARPS = 2


# ----------------------------------------------------------------- the layout model
# For each fragment: a function (lane, element index) -> (row, col). groupID = lane // 4,
# threadID_in_group = lane % 4. Elements are packed into 32-bit registers low bits first.

def _gt(lane):
    return lane // 4, lane % 4


def layout_a(shape, kind):
    def f16_k16(lane, i):
        g, t = _gt(lane)
        row = g if i in (0, 1, 4, 5) else g + 8
        col = t * 2 + (i & 1) + (8 if i >= 4 else 0)
        return row, col

    def f16_k8(lane, i):
        g, t = _gt(lane)
        return (g if i < 2 else g + 8), t * 2 + (i & 1)

    def tf32_k8(lane, i):
        g, t = _gt(lane)
        return (g if i in (0, 2) else g + 8), (t if i < 2 else t + 4)

    def tf32_k4(lane, i):
        g, t = _gt(lane)
        return (g if i == 0 else g + 8), t

    def i8_k16(lane, i):
        g, t = _gt(lane)
        return (g if i < 4 else g + 8), t * 4 + (i & 3)

    def i8_k32(lane, i):
        g, t = _gt(lane)
        row = g if (i < 4 or 8 <= i < 12) else g + 8
        return row, t * 4 + (i & 3) + (16 if i >= 8 else 0)

    return {("m16n8k16", "f16"): f16_k16, ("m16n8k8", "f16"): f16_k8, ("m16n8k8", "tf32"): tf32_k8,
            ("m16n8k4", "tf32"): tf32_k4, ("m16n8k16", "i8"): i8_k16, ("m16n8k32", "i8"): i8_k32}[(shape, kind)]


def layout_b(shape, kind):
    def f16_k16(lane, i):
        g, t = _gt(lane)
        return t * 2 + (i & 1) + (8 if i >= 2 else 0), g

    def f16_k8(lane, i):
        g, t = _gt(lane)
        return t * 2 + (i & 1), g

    def tf32_k8(lane, i):
        g, t = _gt(lane)
        return (t if i == 0 else t + 4), g

    def tf32_k4(lane, i):
        g, t = _gt(lane)
        return t, g

    def i8_k16(lane, i):
        g, t = _gt(lane)
        return t * 4 + i, g

    def i8_k32(lane, i):
        g, t = _gt(lane)
        return t * 4 + (i & 3) + (16 if i >= 4 else 0), g

    return {("m16n8k16", "f16"): f16_k16, ("m16n8k8", "f16"): f16_k8, ("m16n8k8", "tf32"): tf32_k8,
            ("m16n8k4", "tf32"): tf32_k4, ("m16n8k16", "i8"): i8_k16, ("m16n8k32", "i8"): i8_k32}[(shape, kind)]


def layout_cd(lane, i):
    g, t = _gt(lane)
    return (g if i < 2 else g + 8), t * 2 + (i & 1)


KIND = {"f16": "f16", "bf16": "f16", "tf32": "tf32", "s8": "i8", "u8": "i8"}
PER_REG = {"f16": 2, "bf16": 2, "tf32": 1, "s8": 4, "u8": 4, "f32": 1, "s32": 1}
K_OF = {"m16n8k4": 4, "m16n8k8": 8, "m16n8k16": 16, "m16n8k32": 32}


def element_bits(values, tname):
    """Matrix values -> unsigned bit patterns of the element type."""
    if tname == "f16":
        return values.astype(np.float16).view(np.uint16).astype(np.uint32)
    if tname == "bf16":  # values are chosen exactly representable in bf16
        return (values.astype(np.float32).view(np.uint32) >> 16).astype(np.uint32)
    if tname in ("tf32", "f32"):
        return values.astype(np.float32).view(np.uint32)
    if tname == "s8":
        return values.astype(np.int8).view(np.uint8).astype(np.uint32)
    if tname == "u8":
        return values.astype(np.uint8).astype(np.uint32)
    if tname == "s32":
        return values.astype(np.int32).view(np.uint32)
    raise ValueError(tname)


def pack(matrix, layout, tname, nregs):
    """Whole matrix -> (32, nregs) uint32 fragment registers."""
    per = PER_REG[tname]
    width = 32 // per
    bits = element_bits(matrix, tname)
    regs = np.zeros((32, nregs), np.uint32)
    for lane in range(32):
        for i in range(nregs * per):
            r, c = layout(lane, i)
            regs[lane, i // per] |= np.uint32(int(bits[r, c]) << (width * (i % per)))
    return regs


def unpack_d(regs, dtype):
    out = np.zeros((16, 8), np.float64)
    for lane in range(32):
        for i in range(4):
            r, c = layout_cd(lane, i)
            if dtype == "f16":
                word = int(regs[lane, i // 2])
                out[r, c] = np.array([(word >> (16 * (i % 2))) & 0xFFFF], np.uint16).view(np.float16)[0]
            elif dtype == "f32":
                out[r, c] = np.array([regs[lane, i]], np.uint32).view(np.float32)[0]
            else:
                out[r, c] = np.array([regs[lane, i]], np.uint32).view(np.int32)[0]
    return out


# ----------------------------------------------------------------- the kernel

def kernel(shape, dt, at, bt, ct, satfinite=False):
    kind = KIND[at]
    kdim = K_OF[shape]
    na = 16 * kdim // 32 // PER_REG[at]
    nb = kdim * 8 // 32 // PER_REG[bt]
    nc = 2 if ct == "f16" else 4
    nd = 2 if dt == "f16" else 4
    creg = ".f32" if ct == "f32" else ".b32"
    dreg = ".f32" if dt == "f32" else ".b32"
    lines = [HEADER, ".visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd)", "{",
             f".reg .b32 %a<{na}>;", f".reg .b32 %b<{nb}>;", f".reg {creg} %c<{nc}>;", f".reg {dreg} %d<{nd}>;",
             ".reg .b32 %id;", ".reg .b64 %base<4>, %off, %p;",
             "mov.u32 %id, %tid.x;"]
    for idx, name in enumerate(("pa", "pb", "pc", "pd")):
        lines.append(f"ld.param.u64 %base{idx}, [{name}];")
    for idx, (reg, n, ldt) in enumerate((("a", na, "b32"), ("b", nb, "b32"), ("c", nc, creg[1:]))):
        lines += [f"mul.wide.u32 %off, %id, {4 * n};", f"add.s64 %p, %base{idx}, %off;"]
        lines += [f"ld.global.{ldt} %{reg}{r}, [%p+{4 * r}];" for r in range(n)]
    vec = lambda reg, n: "{" + ", ".join(f"%{reg}{r}" for r in range(n)) + "}"
    sat = ".satfinite" if satfinite else ""
    lines.append(f"mma.sync.aligned.{shape}.row.col{sat}.{dt}.{at}.{bt}.{ct} "
                 f"{vec('d', nd)}, {vec('a', na)}, {vec('b', nb)}, {vec('c', nc)};")
    lines += [f"mul.wide.u32 %off, %id, {4 * nd};", "add.s64 %p, %base3, %off;"]
    lines += [f"st.global.{dreg[1:]} [%p+{4 * r}], %d{r};" for r in range(nd)]
    lines += ["ret;", "}"]
    return "\n".join(lines), kind, kdim, na, nb, nc, nd


def run_mma(shape, dt, at, bt, ct, mats, satfinite=False):
    """mats: per warp (A 16xK, B Kx8, C 16x8); returns per warp D (16x8)."""
    text, kind, kdim, na, nb, nc, nd = kernel(shape, dt, at, bt, ct, satfinite)
    m = ptxmodule.load(text)
    a = np.concatenate([pack(A, layout_a(shape, kind), at, na) for A, _, _ in mats]).ravel()
    b = np.concatenate([pack(B, layout_b(shape, kind), bt, nb) for _, B, _ in mats]).ravel()
    c = np.concatenate([pack(C, layout_cd, ct, nc) for _, _, C in mats]).ravel()
    d = np.zeros(32 * len(mats) * nd, np.uint32)
    m.launch("k", 1, 32 * len(mats), [a, b, c, d])
    return [unpack_d(d.reshape(-1, nd)[32 * w:32 * (w + 1)], dt) for w in range(len(mats))]


FLOAT_CASES = [
    ("m16n8k16", "f32", "f16", "f32"),
    ("m16n8k16", "f16", "f16", "f16"),
    ("m16n8k8", "f32", "f16", "f32"),
    ("m16n8k8", "f16", "f16", "f16"),
    ("m16n8k16", "f32", "bf16", "f32"),
    ("m16n8k8", "f32", "bf16", "f32"),
    ("m16n8k8", "f32", "tf32", "f32"),
    ("m16n8k4", "f32", "tf32", "f32"),
]


@pytest.mark.parametrize("shape,dt,ab,ct", FLOAT_CASES, ids=lambda v: str(v))
def test_mma_float_layouts_exact(shape, dt, ab, ct):
    """Small integers: every product and sum is exact, so any layout mistake shows."""
    rng = np.random.default_rng(7)
    kdim = K_OF[shape]
    mats = [(rng.integers(-4, 5, (16, kdim)).astype(np.float64), rng.integers(-4, 5, (kdim, 8)).astype(np.float64),
             rng.integers(-20, 21, (16, 8)).astype(np.float64)) for _ in range(WARPS)]
    got = run_mma(shape, dt, ab, ab, ct, mats)
    for (A, B, C), D in zip(mats, got):
        np.testing.assert_array_equal(D, A @ B + C)


@pytest.mark.parametrize("shape,dt,ab,ct", [c for c in FLOAT_CASES if c[1] == "f32"], ids=lambda v: str(v))
def test_mma_float_random_values(shape, dt, ab, ct):
    """Random fractions: inputs rounded to the element type (tf32: the low 13 bits of the
    register are ignored), products exact, f32 accumulation."""
    rng = np.random.default_rng(11)
    kdim = K_OF[shape]
    A = rng.standard_normal((16, kdim)).astype(np.float32)
    B = rng.standard_normal((kdim, 8)).astype(np.float32)
    C = rng.standard_normal((16, 8)).astype(np.float32)
    if ab == "f16":
        A, B = A.astype(np.float16).astype(np.float32), B.astype(np.float16).astype(np.float32)
    elif ab == "bf16":
        A = (A.view(np.uint32) & 0xFFFF0000).view(np.float32)
        B = (B.view(np.uint32) & 0xFFFF0000).view(np.float32)
    if ct == "f16":
        C = C.astype(np.float16).astype(np.float32)
    (D,) = run_mma(shape, dt, ab, ab, ct, [(A, B, C)])
    untruncated = A.astype(np.float64) @ B.astype(np.float64) + C
    if ab == "tf32":  # the hardware reads 19 bits: 10 of mantissa
        A = (A.view(np.uint32) & 0xFFFFE000).view(np.float32)
        B = (B.view(np.uint32) & 0xFFFFE000).view(np.float32)
    want = A.astype(np.float64) @ B.astype(np.float64) + C
    np.testing.assert_allclose(D, want, rtol=1e-5, atol=1e-5)
    if ab == "tf32":  # the truncation is really applied: the full-f32 product is farther away
        assert np.abs(D - untruncated).max() > 10 * np.abs(D - want).max()


INT_CASES = [
    ("m16n8k16", "s8", "s8"), ("m16n8k16", "u8", "u8"), ("m16n8k16", "s8", "u8"), ("m16n8k16", "u8", "s8"),
    ("m16n8k32", "s8", "s8"), ("m16n8k32", "u8", "u8"), ("m16n8k32", "s8", "u8"), ("m16n8k32", "u8", "s8"),
]


def _int_matrix(rng, tname, shape):
    return rng.integers(-128, 128, shape) if tname == "s8" else rng.integers(0, 256, shape)


@pytest.mark.parametrize("shape,at,bt", INT_CASES, ids=lambda v: str(v))
def test_mma_integer(shape, at, bt):
    rng = np.random.default_rng(3)
    kdim = K_OF[shape]
    mats = [(_int_matrix(rng, at, (16, kdim)), _int_matrix(rng, bt, (kdim, 8)),
             rng.integers(-2 ** 31, 2 ** 31, (16, 8))) for _ in range(WARPS)]
    got = run_mma(shape, "s32", at, bt, "s32", mats)
    for (A, B, C), D in zip(mats, got):
        want = (A.astype(np.int64) @ B.astype(np.int64) + C)
        wrapped = ((want + 2 ** 31) % 2 ** 32) - 2 ** 31
        np.testing.assert_array_equal(D, wrapped)


@pytest.mark.parametrize("shape", ["m16n8k16", "m16n8k32"])
def test_mma_integer_satfinite_clamps(shape):
    rng = np.random.default_rng(5)
    kdim = K_OF[shape]
    A = np.full((16, kdim), 127)
    B = np.full((kdim, 8), 127)
    B[:, 4:] = -128
    C = np.full((16, 8), 2 ** 31 - 100)
    C[8:, :] = -(2 ** 31) + 100
    C[:, 0] = rng.integers(-1000, 1000, 16)
    (D,) = run_mma(shape, "s32", "s8", "s8", "s32", [(A, B, C)], satfinite=True)
    want = np.clip(A.astype(np.int64) @ B + C, -(2 ** 31), 2 ** 31 - 1)
    np.testing.assert_array_equal(D, want)
    assert D.max() == 2 ** 31 - 1 and D.min() == -(2 ** 31)


def test_mma_f16_result_rounds_to_nearest():
    # 1 + 2^-11 is a tie between two f16 values (rounds to the even 1.0); 1 + 3*2^-11 rounds up
    A = np.zeros((16, 16))
    B = np.zeros((16, 8))
    C = np.ones((16, 8))
    A[:, 0] = 2.0 ** -11
    B[0, :] = 1.0
    B[0, 1::2] = 3.0
    (D,) = run_mma("m16n8k16", "f16", "f16", "f16", "f16", [(A, B, C)])
    want = (A @ B + C).astype(np.float16).astype(np.float64)
    np.testing.assert_array_equal(D, want)
    assert D[0, 0] == 1.0 and D[0, 1] == 1.0 + 2.0 ** -9


def test_mma_unsupported_shape_is_located():
    text, *_ = kernel("m16n8k16", "f32", "f16", "f16", "f32")
    bad = text.replace("m16n8k16.row.col", "m8n8k4.row.col")
    with pytest.raises(Exception) as err:
        ptxmodule.load(bad).launch("k", 1, 32, [np.zeros(256, np.uint32)] * 4)
    assert "mma" in str(err.value) and ":" in str(err.value)


@pytest.mark.parametrize("dt,ct", [("f32", "f16"), ("f16", "f32")])
def test_mma_mixed_accumulator_types_rejected_like_ptxas(dt, ct):
    """ptxas 13 (sm_90, the H200's JIT too) rejects .dtype != .ctype for m16n8k16 f16."""
    text, *_ = kernel("m16n8k16", dt, "f16", "f16", ct)
    with pytest.raises(Exception) as err:
        ptxmodule.load(text).launch("k", 1, 32, [np.zeros(256, np.uint32)] * 4)
    assert "ptxas rejects" in str(err.value) and ":" in str(err.value)


def test_mma_chain_with_lanes_running_ahead():
    """Three mma in a row, A changing between them: lanes resume one after another and run
    on to the next mma (publishing new registers) while others still read this one's."""
    text, kind, kdim, na, nb, nc, nd = kernel("m16n8k32", "s32", "s8", "s8", "s32")
    mma_line = next(line for line in text.splitlines() if line.startswith("mma."))
    chained = mma_line.replace("{%c0, %c1, %c2, %c3};", "{%d0, %d1, %d2, %d3};")
    flip = "\n".join(f"xor.b32 %a{r}, %a{r}, 0x01010101;" for r in range(na))
    body = "\n".join([mma_line, flip, chained, flip, chained])
    m = ptxmodule.load(text.replace(mma_line, body))
    rng = np.random.default_rng(9)
    mats = [(rng.integers(-128, 128, (16, kdim)), rng.integers(-128, 128, (kdim, 8)),
             rng.integers(-1000, 1000, (16, 8))) for _ in range(WARPS)]
    a = np.concatenate([pack(A, layout_a("m16n8k32", kind), "s8", na) for A, _, _ in mats]).ravel()
    b = np.concatenate([pack(B, layout_b("m16n8k32", kind), "s8", nb) for _, B, _ in mats]).ravel()
    c = np.concatenate([pack(C, layout_cd, "s32", nc) for _, _, C in mats]).ravel()
    d = np.zeros(32 * WARPS * nd, np.uint32)
    m.launch("k", 1, 32 * WARPS, [a, b, c, d])
    for w, (A, B, C) in enumerate(mats):
        want = C.astype(np.int64)
        bits = A.astype(np.int8)
        for _ in range(3):
            want = bits.astype(np.int64) @ B + want
            bits = bits ^ np.int8(1)
        np.testing.assert_array_equal(unpack_d(d.reshape(-1, nd)[32 * w:32 * (w + 1)], "s32"), want)


def test_mma_in_a_partial_warp_traps():
    """48 threads: the second warp has 16 lanes, which .aligned mma does not allow; the
    launch fails (trap) instead of reading registers of lanes that do not exist."""
    text, *_ = kernel("m16n8k16", "f32", "f16", "f16", "f32")
    buffers = [np.zeros(48 * 4, np.uint32) for _ in range(4)]
    with pytest.raises(Exception) as err:
        ptxmodule.load(text).launch("k", 1, 48, buffers)
    assert "trap" in str(err.value).lower(), err.value
