"""Integer instructions: edge cases checked against Python integer arithmetic."""

import numpy as np
import pytest

from ptxkit import run

RNG = np.random.default_rng(11)
M32 = (1 << 32) - 1


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def edge_u32(n):
    base = [0, 1, 2, 31, 32, 33, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFFFE, 12345678]
    return np.array(base + RNG.integers(0, 1 << 32, n, dtype=np.uint64).tolist(), np.uint64).astype(np.uint32)


def test_div_rem_by_zero_and_overflow():
    a = np.array([7, -7, 0, -2147483648, -2147483648, 100], np.int32)
    b = np.array([0, 0, 0, -1, 3, -7], np.int32)
    q = run("div.s32 %d, %a, %b;", a, b, ins=("s32", "s32", None), out="s32")
    r = run("rem.s32 %d, %a, %b;", a, b, ins=("s32", "s32", None), out="s32")
    # by zero: quotient and remainder all ones whatever the sign of a (an H200 gives
    # 0 / 0 == -1, 0 % 0 == -1: tests/cpu/h200; -2147483647 / 0 == -1: the PTX sweep's
    # reference); INT_MIN / -1 wraps to INT_MIN with remainder 0; otherwise C truncating
    # division
    assert q.tolist() == [-1, -1, -1, -2147483648, -715827882, -14]
    assert r.tolist() == [-1, -1, -1, 0, -2, 2]
    ua = np.array([7, 0, 0xFFFFFFFF], np.uint32)
    ub = np.array([0, 0, 16], np.uint32)
    assert run("div.u32 %d, %a, %b;", ua, ub, ins=("u32", "u32", None), out="u32").tolist() == [M32, M32, 0x0FFFFFFF]
    assert run("rem.u32 %d, %a, %b;", ua, ub, ins=("u32", "u32", None), out="u32").tolist() == [M32, M32, 15]


@pytest.mark.parametrize("op", ["shl.b32", "shr.u32", "shr.s32"])
def test_shift_amounts_beyond_width_clamp(op):
    a = edge_u32(50)
    n = np.array(([0, 1, 31, 32, 33, 100, 0xFFFFFFFF] * 20)[:a.size], np.uint32)
    got = run(f"{op} %d, %a, %b;", a, n, ins=("u32", "u32", None), out="u32")
    want = []
    for x, k in zip(a.tolist(), n.tolist()):
        if op == "shl.b32":
            want.append((x << k) & M32 if k < 32 else 0)
        elif op == "shr.u32":
            want.append(x >> k if k < 32 else 0)
        else:
            want.append((s32(x) >> min(k, 31)) & M32)
    assert got.tolist() == want


def test_mul_hi_wide_and_mad():
    a = edge_u32(100)
    b = edge_u32(100)[::-1].copy()
    got = run("mul.hi.u32 %d, %a, %b;", a, b, ins=("u32", "u32", None), out="u32")
    assert got.tolist() == [(x * y) >> 32 for x, y in zip(a.tolist(), b.tolist())]
    got = run("mul.hi.s32 %d, %a, %b;", a, b, ins=("u32", "u32", None), out="u32")
    assert got.tolist() == [((s32(x) * s32(y)) >> 32) & M32 for x, y in zip(a.tolist(), b.tolist())]
    got = run("mul.wide.s32 %d, %a, %b;", a, b, ins=("u32", "u32", None), out="s64")
    assert got.tolist() == [s32(x) * s32(y) for x, y in zip(a.tolist(), b.tolist())]
    c = edge_u32(100)
    got = run("mad.lo.u32 %d, %a, %b, %c;", a, b, c, ins=("u32", "u32", "u32"), out="u32")
    assert got.tolist() == [(x * y + z) & M32 for x, y, z in zip(a.tolist(), b.tolist(), c.tolist())]


def test_carry_chain_128bit_add():
    # (a + b) with a, b 64-bit split into 32-bit halves via add.cc / addc, plus the carry out
    a = RNG.integers(0, 1 << 64, 200, dtype=np.uint64)
    b = RNG.integers(0, 1 << 64, 200, dtype=np.uint64)
    a[:3] = [0xFFFFFFFFFFFFFFFF, 0xFFFFFFFF, 0]
    b[:3] = [1, 1, 0]
    body = """
    mov.b64 {%r4, %r5}, %a;
    mov.b64 {%r6, %r7}, %b;
    add.cc.u32 %r4, %r4, %r6;
    addc.cc.u32 %r5, %r5, %r7;
    addc.u32 %r6, 0, 0;
    mov.b64 %d, {%r4, %r5};
    add.u64 %d, %d, 0;
    """
    got = run(body, a, b, ins=("u64", "u64", None), out="u64")
    assert got.tolist() == [(x + y) & ((1 << 64) - 1) for x, y in zip(a.tolist(), b.tolist())]
    body_carry = body.replace("mov.b64 %d, {%r4, %r5};\n    add.u64 %d, %d, 0;", "cvt.u64.u32 %d, %r6;")
    got = run(body_carry, a, b, ins=("u64", "u64", None), out="u64")
    assert got.tolist() == [(x + y) >> 64 for x, y in zip(a.tolist(), b.tolist())]
    body_sub = """
    mov.b64 {%r4, %r5}, %a;
    mov.b64 {%r6, %r7}, %b;
    sub.cc.u32 %r4, %r4, %r6;
    subc.u32 %r5, %r5, %r7;
    mov.b64 %d, {%r4, %r5};
    """
    got = run(body_sub, a, b, ins=("u64", "u64", None), out="u64")
    assert got.tolist() == [(x - y) & ((1 << 64) - 1) for x, y in zip(a.tolist(), b.tolist())]


def _bfe_ref(x, pos, ln, signed, w=32):
    pos &= 0xFF
    ln &= 0xFF
    if ln == 0:
        return 0
    msb = min(pos + ln - 1, w - 1)
    sbit = (x >> msb) & 1 if signed else 0
    out = 0
    for i in range(w):
        if i < ln and pos + i <= w - 1:
            bit = (x >> (pos + i)) & 1
        else:
            bit = sbit
        out |= bit << i
    return out


def test_bfe_bfi():
    a = edge_u32(60)
    pos = RNG.integers(0, 40, a.size).astype(np.uint32)
    ln = RNG.integers(0, 40, a.size).astype(np.uint32)
    extra = ".reg .b32 %q, %l;"
    for signed in (False, True):
        t = "s32" if signed else "u32"
        body = f"mov.b32 %q, %b; mov.b32 %l, %c; bfe.{t} %d, %a, %q, %l;"
        got = run(body, a, pos, ln, ins=("u32", "u32", "u32"), out="u32", extra_regs=extra)
        want = [_bfe_ref(x, p, l, signed) for x, p, l in zip(a.tolist(), pos.tolist(), ln.tolist())]
        assert got.tolist() == want, t
    base = edge_u32(60)[::-1].copy()
    body = "bfi.b32 %d, %a, %b, 5, %c;"  # position 5, length %c
    got = run(body, a, base, ln, ins=("u32", "u32", "u32"), out="u32")
    want = []
    for x, y, l in zip(a.tolist(), base.tolist(), ln.tolist()):
        out = y
        for i in range(l):
            if 5 + i < 32:
                out = (out & ~(1 << (5 + i))) | (((x >> i) & 1) << (5 + i))
        want.append(out & M32)
    assert got.tolist() == want


def test_prmt_brev_popc_clz_bfind():
    a = edge_u32(40)
    b = edge_u32(40)[::-1].copy()
    c = RNG.integers(0, 1 << 16, a.size).astype(np.uint32)
    got = run("prmt.b32 %d, %a, %b, %c;", a, b, c, ins=("u32", "u32", "u32"), out="u32")
    want = []
    for x, y, s in zip(a.tolist(), b.tolist(), c.tolist()):
        src = x | (y << 32)
        out = 0
        for k in range(4):
            sel = (s >> (4 * k)) & 0xF
            byte = (src >> (8 * (sel & 7))) & 0xFF
            if sel & 8:
                byte = 0xFF if byte & 0x80 else 0
            out |= byte << (8 * k)
        want.append(out)
    assert got.tolist() == want
    assert run("brev.b32 %d, %a;", a, ins=("u32", None, None), out="u32").tolist() == \
        [int(f"{x:032b}"[::-1], 2) for x in a.tolist()]
    assert run("popc.b32 %d, %a;", a, ins=("u32", None, None), out="u32").tolist() == \
        [bin(x).count("1") for x in a.tolist()]
    assert run("clz.b32 %d, %a;", a, ins=("u32", None, None), out="u32").tolist() == \
        [32 - x.bit_length() for x in a.tolist()]
    assert run("bfind.u32 %d, %a;", a, ins=("u32", None, None), out="u32").tolist() == \
        [x.bit_length() - 1 if x else M32 for x in a.tolist()]
    got = run("bfind.s32 %d, %a;", a, ins=("u32", None, None), out="u32").tolist()
    want = []
    for x in a.tolist():
        v = s32(x)
        v = ~v if v < 0 else v
        want.append(v.bit_length() - 1 if v else M32)
    assert got == want


def test_lop3_dp4a_shf():
    a, b, c = edge_u32(30), edge_u32(30)[::-1].copy(), edge_u32(30)
    for lut in (0x96, 0xE8, 0x01, 0xFE, 0x3C):
        got = run(f"lop3.b32 %d, %a, %b, %c, {lut};", a, b, c, ins=("u32", "u32", "u32"), out="u32")
        want = []
        for x, y, z in zip(a.tolist(), b.tolist(), c.tolist()):
            out = 0
            for i in range(32):
                k = (((x >> i) & 1) << 2) | (((y >> i) & 1) << 1) | ((z >> i) & 1)
                out |= ((lut >> k) & 1) << i
            want.append(out)
        assert got.tolist() == want, hex(lut)
    got = run("dp4a.s32.s32 %d, %a, %b, %c;", a, b, c, ins=("u32", "u32", "u32"), out="u32")
    want = []
    for x, y, z in zip(a.tolist(), b.tolist(), c.tolist()):
        sb = lambda v, k: ((v >> (8 * k)) & 0xFF) - (256 if (v >> (8 * k)) & 0x80 else 0)
        want.append((s32(z) + sum(sb(x, k) * sb(y, k) for k in range(4))) & M32)
    assert got.tolist() == want
    n = np.array(([0, 1, 8, 31, 32, 40] * 10)[:a.size], np.uint32)
    got = run("shf.l.clamp.b32 %d, %a, %b, %c;", a, b, n, ins=("u32", "u32", "u32"), out="u32")
    assert got.tolist() == [((((y << 32) | x) << min(k, 32)) >> 32) & M32 for x, y, k in zip(a.tolist(), b.tolist(), n.tolist())]
    got = run("shf.r.wrap.b32 %d, %a, %b, %c;", a, b, n, ins=("u32", "u32", "u32"), out="u32")
    assert got.tolist() == [(((y << 32) | x) >> (k & 31)) & M32 for x, y, k in zip(a.tolist(), b.tolist(), n.tolist())]


def test_integer_saturation_and_cvt():
    a = np.array([0x7FFFFFFF, -5, -2147483648, 100], np.int32)
    b = np.array([1, -2147483648, -1, 5], np.int32)
    got = run("add.sat.s32 %d, %a, %b;", a, b, ins=("s32", "s32", None), out="s32")
    assert got.tolist() == [2147483647, -2147483648, -2147483648, 105]
    got = run("cvt.sat.u8.s32 %d, %a;", a, ins=("s32", None, None), out="u32")
    assert got.tolist() == [255, 0, 0, 100]


def _fns_reference(mask, base, offset):
    """The PTX ISA's search loop for fns.b32, in Python."""
    if offset == 0:
        return base if base < 32 and (mask >> base) & 1 else M32
    pos, count, inc = base, abs(offset) - 1, 1 if offset > 0 else -1
    while 0 <= pos < 32:
        if (mask >> pos) & 1:
            if count == 0:
                return pos
            count -= 1
        pos += inc
    return M32


def test_fns_finds_the_nth_set_bit_in_both_directions():
    # the ISA's examples, then edges: offset 0, INT_MIN, beyond the count, base 31 / 32+
    cases = [(0xAAAAAAAA, 3, 1), (0xAAAAAAAA, 3, -1), (0xAAAAAAAA, 2, 1), (0xAAAAAAAA, 2, -1),
             (0xAAAAAAAA, 3, 0), (0xAAAAAAAA, 2, 0), (0xFFFFFFFF, 0, 32), (0xFFFFFFFF, 0, 33),
             (0xFFFFFFFF, 31, -32), (0xFFFFFFFF, 31, -2147483648), (0x80000001, 31, 1),
             (0x80000001, 31, -2), (0x80000001, 32, 1), (0x80000001, 40, -1), (0, 5, 1), (1, 0, -1)]
    rng = np.random.default_rng(5)
    for _ in range(3000):
        cases.append((int(rng.integers(0, 1 << 32)), int(rng.integers(0, 34)), int(rng.integers(-34, 35))))
    mask = np.array([c[0] for c in cases], np.uint32)
    base = np.array([c[1] for c in cases], np.uint32)
    off = np.array([c[2] for c in cases], np.int32)
    got = run("fns.b32 %d, %a, %b, %c;", mask, base, off, ins=("b32", "u32", "s32"), out="b32")
    want = np.array([_fns_reference(*c) for c in cases], np.uint32)
    bad = np.flatnonzero(got != want)
    assert bad.size == 0, [(hex(cases[i][0]), cases[i][1], cases[i][2], int(got[i]), int(want[i])) for i in bad[:5]]
