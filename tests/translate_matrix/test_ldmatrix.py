"""ldmatrix, movmatrix, bmsk and cp.async on the CPU device against NumPy models.

ldmatrix model (PTX ISA, "Warp-level matrix load instruction: ldmatrix"): for .m8n8 .b16,
lanes 8i..8i+7 give the addresses of rows 0..7 of matrix i; lane L receives in register i
the elements (L/4, 2(L%4)) and (L/4, 2(L%4)+1) of matrix i (low half first), or of its
transpose with .trans.
"""

from __future__ import annotations

import numpy as np
import pytest

from zluda.cpu import ptxmodule

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"
ROW_HALVES = 24  # shared-memory row pitch in b16 elements: rows apart, 16-byte aligned as the ISA requires


def fragment(mat, lane):
    """The 32-bit register lane `lane` holds of an 8x8 b16 matrix (fragment layout)."""
    r, c = lane // 4, 2 * (lane % 4)
    return int(mat[r, c]) | (int(mat[r, c + 1]) << 16)


def ldmatrix_kernel(num, trans, generic):
    n = {"x1": 1, "x2": 2, "x4": 4}[num]
    space = "" if generic else ".shared"
    addr = "%ga" if generic else "%sa"
    regs = "{" + ", ".join(f"%r{i}" for i in range(n)) + "}"
    stores = "\n".join(f"    st.global.b32 [%o+{4 * i}], %r{i};" for i in range(n))
    return HEADER + f"""
.visible .entry k(.param .u64 src, .param .u64 out)
{{
    .shared .align 16 .b16 tile[{4 * 8 * ROW_HALVES}];
    .reg .b32 %id, %i, %m, %row, %sa, %r<4>, %v;
    .reg .b64 %s, %o, %off, %ga;
    .reg .pred %more;
    ld.param.u64 %s, [src];
    ld.param.u64 %o, [out];
    mov.u32 %id, %tid.x;
    // copy the 4 padded matrices into shared memory (b16 elements, 32 threads)
    mov.u32 %i, %id;
LOOP:
    mul.wide.u32 %off, %i, 2;
    add.s64 %ga, %s, %off;
    ld.global.u16 %v, [%ga];
    mov.u32 %sa, tile;
    mad.lo.u32 %sa, %i, 2, %sa;
    st.shared.u16 [%sa], %v;
    add.u32 %i, %i, 32;
    setp.lt.u32 %more, %i, {4 * 8 * ROW_HALVES};
    @%more bra LOOP;
    bar.sync 0;
    // lane L points at row L%8 of matrix L/8
    shr.u32 %m, %id, 3;
    and.b32 %row, %id, 7;
    mad.lo.u32 %row, %m, 8, %row;
    mov.u32 %sa, tile;
    mad.lo.u32 %sa, %row, {2 * ROW_HALVES}, %sa;
    cvt.u64.u32 %ga, %sa;
    cvta.shared.u64 %ga, %ga;
    ldmatrix.sync.aligned.m8n8.{num}{'.trans' if trans else ''}{space}.b16 {regs}, [{addr}];
    mul.wide.u32 %off, %id, {4 * n};
    add.s64 %o, %o, %off;
{stores}
    ret;
}}
"""


@pytest.mark.parametrize("generic", [False, True], ids=["shared", "generic"])
@pytest.mark.parametrize("trans", [False, True], ids=["plain", "trans"])
@pytest.mark.parametrize("num", ["x1", "x2", "x4"])
def test_ldmatrix(num, trans, generic):
    n = {"x1": 1, "x2": 2, "x4": 4}[num]
    rng = np.random.default_rng(1)
    src = rng.integers(0, 1 << 16, 4 * 8 * ROW_HALVES).astype(np.uint16)
    out = np.zeros(32 * n, np.uint32)
    ptxmodule.load(ldmatrix_kernel(num, trans, generic)).launch("k", 1, 32, [src, out])
    mats = src.reshape(4, 8, ROW_HALVES)[:, :, :8]
    want = [[fragment(mats[i].T if trans else mats[i], lane) for i in range(n)] for lane in range(32)]
    assert out.reshape(32, n).tolist() == want


SKEWED_ROWS = HEADER + """
.visible .entry k(.param .u64 out, .param .u32 lane, .param .u32 skew)
{{
    .shared .align 16 .b8 tile[512];
    .reg .b32 %id, %lane, %skew, %sa, %r<4>;
    .reg .b64 %o, %off;
    .reg .pred %p;
    ld.param.u64 %o, [out];
    ld.param.u32 %lane, [lane];
    ld.param.u32 %skew, [skew];
    mov.u32 %id, %tid.x;
    // lane L points at the 16-byte row L, lane `lane` `skew` bytes further
    mov.u32 %sa, tile;
    mad.lo.u32 %sa, %id, 16, %sa;
    setp.eq.u32 %p, %id, %lane;
    @%p add.u32 %sa, %sa, %skew;
    ldmatrix.sync.aligned.m8n8.{num}.shared.b16 {regs}, [%sa];
    mul.wide.u32 %off, %id, 4;
    add.s64 %o, %o, %off;
    st.global.b32 [%o], %r0;
    ret;
}}
"""


@pytest.mark.parametrize("num, lane, skew, faults", [
    ("x1", 3, 8, True), ("x1", 3, 16, False), ("x4", 31, 2, True),
    ("x1", 12, 8, False),   # .x1 reads the rows of lanes 0..7 only: lane 12's address is not used
    ("x4", 12, 8, True),
])
def test_misaligned_row_address_fails_the_launch(num, lane, skew, faults):
    """A row address that is not 16-byte aligned is a misaligned-address fault on the
    H200 (cudaErrorMisalignedAddress / CUDA_ERROR_MISALIGNED_ADDRESS), not a read."""
    from zluda.cpu.runtime import LaunchError
    from zluda.runtime.errors import CudaError
    from zluda.runtime.modules import DEVICE_FAULTS
    from zluda.translate import abi
    n = {"x1": 1, "x4": 4}[num]
    text = SKEWED_ROWS.format(num=num, regs="{" + ", ".join(f"%r{i}" for i in range(n)) + "}")
    out = np.zeros(32, np.uint32)
    if not faults:
        ptxmodule.load(text).launch("k", 1, 32, [out, lane, skew])
        return
    with pytest.raises(LaunchError, match="misaligned address") as err:
        ptxmodule.load(text).launch("k", 1, 32, [out, lane, skew])
    assert err.value.status == abi.STATUS_MISALIGNED
    cuda = CudaError(DEVICE_FAULTS.get(err.value.status))
    assert (cuda.status, cuda.driver_status, cuda.sticky) == (
        "cudaErrorMisalignedAddress", "CUDA_ERROR_MISALIGNED_ADDRESS", True)


MOVMATRIX = HEADER + """
.visible .entry k(.param .u64 src, .param .u64 out)
{
    .reg .b32 %id, %a, %d;
    .reg .b64 %s, %o, %off;
    ld.param.u64 %s, [src];
    ld.param.u64 %o, [out];
    mov.u32 %id, %tid.x;
    mul.wide.u32 %off, %id, 4;
    add.s64 %s, %s, %off;
    add.s64 %o, %o, %off;
    ld.global.b32 %a, [%s];
    movmatrix.sync.aligned.m8n8.trans.b16 %d, %a;
    st.global.b32 [%o], %d;
    ret;
}
"""


def test_movmatrix_transposes_the_fragment():
    rng = np.random.default_rng(2)
    warps = [rng.integers(0, 1 << 16, (8, 8)).astype(np.uint16) for _ in range(2)]
    src = np.array([fragment(m, lane) for m in warps for lane in range(32)], np.uint32)
    out = np.zeros(64, np.uint32)
    ptxmodule.load(MOVMATRIX).launch("k", 1, 64, [src, out])
    want = [fragment(m.T, lane) for m in warps for lane in range(32)]
    assert out.tolist() == want


BMSK = HEADER + """
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 out, .param .u32 n)
{
    .reg .b32 %id, %a, %b, %dc, %dw, %n;
    .reg .b64 %pa, %pb, %o, %off;
    .reg .pred %p;
    ld.param.u64 %pa, [pa];
    ld.param.u64 %pb, [pb];
    ld.param.u64 %o, [out];
    ld.param.u32 %n, [n];
    mov.u32 %id, %tid.x;
    setp.ge.u32 %p, %id, %n;
    @%p ret;
    mul.wide.u32 %off, %id, 4;
    add.s64 %pa, %pa, %off;
    add.s64 %pb, %pb, %off;
    ld.global.b32 %a, [%pa];
    ld.global.b32 %b, [%pb];
    bmsk.clamp.b32 %dc, %a, %b;
    bmsk.wrap.b32 %dw, %a, %b;
    mul.wide.u32 %off, %id, 8;
    add.s64 %o, %o, %off;
    st.global.b32 [%o], %dc;
    st.global.b32 [%o+4], %dw;
    ret;
}
"""


def _bmsk_model(a, b, wrap):
    a, b = (a & 31, b & 31) if wrap else (min(a, 32), min(b, 32))
    return (((1 << b) - 1) << a) & 0xFFFFFFFF


def test_bmsk_clamp_and_wrap():
    pairs = [(0, 0), (0, 1), (0, 31), (0, 32), (3, 5), (28, 8), (31, 1), (32, 4), (33, 2), (5, 40),
             (0xFFFFFFFF, 3), (4, 0xFFFFFFFF), (16, 16), (1, 32)]
    a = np.array([p[0] for p in pairs], np.uint32)
    b = np.array([p[1] for p in pairs], np.uint32)
    out = np.zeros(2 * len(pairs), np.uint32)
    ptxmodule.load(BMSK).launch("k", 1, 32, [a, b, out, len(pairs)])
    want = [[_bmsk_model(x, y, False), _bmsk_model(x, y, True)] for x, y in pairs]
    assert out.reshape(-1, 2).tolist() == want


CP_ASYNC = HEADER + """
.visible .entry k(.param .u64 src, .param .u64 out, .param .u32 size)
{
    .shared .align 16 .b8 buf[1024];
    .reg .b32 %id, %sa, %v, %size;
    .reg .b64 %s, %o, %off;
    .reg .pred %ignore;
    ld.param.u64 %s, [src];
    ld.param.u64 %o, [out];
    ld.param.u32 %size, [size];
    mov.u32 %id, %tid.x;
    mul.wide.u32 %off, %id, 16;
    add.s64 %s, %s, %off;
    mov.u32 %sa, buf;
    mad.lo.u32 %sa, %id, 16, %sa;
    cp.async.cg.shared.global.L2::64B [%sa], [%s], 16, %size;
    cp.async.commit_group;
    cp.async.wait_group 0;
    cp.async.ca.shared.global [%sa+256], [%s], 8;
    setp.eq.u32 %ignore, %size, 0;
    cp.async.ca.shared.global [%sa+512], [%s], 4, %ignore;
    cp.async.wait_all;
    bar.sync 0;
    mul.wide.u32 %off, %id, 28;
    add.s64 %o, %o, %off;
    ld.shared.v4.b32 {%v, %size, %sa, %id}, [%sa];
    st.global.v4.b32 [%o], {%v, %size, %sa, %id};
    mov.u32 %sa, buf;
    mov.u32 %id, %tid.x;
    mad.lo.u32 %sa, %id, 16, %sa;
    ld.shared.v2.b32 {%v, %size}, [%sa+256];
    st.global.v2.b32 [%o+16], {%v, %size};
    ld.shared.b32 %v, [%sa+512];
    st.global.b32 [%o+24], %v;
    ret;
}
"""


@pytest.mark.parametrize("size", [16, 5, 0])
def test_cp_async_copies_and_zero_fills(size):
    """src-size copies that many bytes and zero-fills the rest; the ignore-src predicate
    (set here when size is 0) zero-fills everything."""
    rng = np.random.default_rng(size)
    src = rng.integers(1, 256, 16 * 16).astype(np.uint8)
    out = np.zeros(16 * 28, np.uint8)
    ptxmodule.load(CP_ASYNC).launch("k", 1, 16, [src, out, size])
    rows = src.reshape(16, 16)
    want = np.zeros((16, 28), np.uint8)
    want[:, :size] = rows[:, :size]
    want[:, 16:24] = rows[:, :8]
    if size != 0:
        want[:, 24:28] = rows[:, :4]
    assert out.reshape(16, 28).tolist() == want.tolist()
