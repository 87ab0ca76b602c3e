"""Calls (direct, recursive, indirect), memory spaces, atomics, warp collectives."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def test_recursive_and_indirect_calls():
    src = HEADER + r"""
.func (.param .b32 r) fact(.param .b32 n)
{
    .reg .b32 %n, %m, %t;
    .reg .pred %p;
    ld.param.b32 %n, [n];
    setp.le.s32 %p, %n, 1;
    @%p bra BASE;
    sub.s32 %m, %n, 1;
    {
        .param .b32 a;
        .param .b32 ret;
        st.param.b32 [a], %m;
        call.uni (ret), fact, (a);
        ld.param.b32 %t, [ret];
    }
    mul.lo.s32 %t, %t, %n;
    st.param.b32 [r], %t;
    ret;
BASE:
    st.param.b32 [r], 1;
    ret;
}
.func (.param .b32 r) twice(.param .b32 x)
{
    .reg .b32 %x;
    ld.param.b32 %x, [x];
    add.s32 %x, %x, %x;
    st.param.b32 [r], %x;
    ret;
}
.visible .entry k(.param .u64 out)
{
    .reg .b32 %i, %v, %w;
    .reg .b64 %o, %a, %f;
    ld.param.u64 %o, [out];
    mov.u32 %i, %tid.x;
    {
        .param .b32 a;
        .param .b32 ret;
        st.param.b32 [a], %i;
        call.uni (ret), fact, (a);
        ld.param.b32 %v, [ret];
    }
    mov.u64 %f, twice;
    {
        .param .b32 a;
        .param .b32 ret;
        proto: .callprototype (.param .b32 _) _ (.param .b32 _);
        st.param.b32 [a], %v;
        call (ret), %f, (a), proto;
        ld.param.b32 %w, [ret];
    }
    mul.wide.u32 %a, %i, 4;
    add.s64 %a, %a, %o;
    st.global.u32 [%a], %w;
    ret;
}
"""
    m = ptxmodule.load(src)
    out = np.zeros(10, np.int32)
    m.launch("k", 1, 10, [out])
    import math
    assert out.tolist() == [2 * math.factorial(max(i, 1)) for i in range(10)]


def test_module_globals_const_local_and_address_exposed():
    src = HEADER + r"""
.global .align 4 .u32 counter = 5;
.const .align 4 .f32 table[4] = {1.0, 2.0, 0f40400000, 4.0};
.visible .entry k(.param .u64 out)
{
    .local .align 4 .b8 buf[16];
    .reg .b32 %i, %x;
    .reg .f32 %f;
    .reg .b64 %o, %a, %l;
    ld.param.u64 %o, [out];
    mov.u32 %i, %tid.x;
    mul.wide.u32 %a, %i, 4;
    mov.u64 %l, buf;
    add.s64 %l, %l, %a;
    ld.const.f32 %f, [table+0];
    mov.u64 %a, table;
    mul.wide.u32 %o, %i, 4;
    add.s64 %a, %a, %o;
    ld.const.f32 %f, [%a];
    st.local.f32 [%l], %f;
    ld.local.f32 %f, [%l];
    atom.global.add.u32 %x, [counter], 1;
    ld.param.u64 %o, [out];
    mul.wide.u32 %a, %i, 4;
    add.s64 %a, %a, %o;
    st.global.f32 [%a], %f;
    ret;
}
"""
    m = ptxmodule.load(src)
    out = np.zeros(4, np.float32)
    m.launch("k", 1, 4, [out])
    assert out.tolist() == [1.0, 2.0, 3.0, 4.0]
    addr, size = m.compiled.global_address("counter")
    assert size == 4
    import ctypes
    assert ctypes.c_uint32.from_address(addr).value == 9  # 5 + 4 threads


def _sequential_atomics(n):
    """What n threads' atom.inc (bound 9, from 0), atom.dec (bound 6, from 3) and xor of
    their indices leave, in whatever order they ran (each is order-independent)."""
    inc, dec, x = 0, 3, 0
    for i in range(n):
        inc = 0 if inc >= 9 else inc + 1
        dec = 6 if (dec == 0 or dec > 6) else dec - 1
        x ^= i
    return inc, dec, x


def _check_common_atomics(st, n):
    """The words both atomics kernels lay out alike after n threads (add, inc, dec, max,
    min, or, f32 add, exch); returns the expected xor of the indices for the caller."""
    inc, dec, xor = _sequential_atomics(n)
    assert st[0] == n
    assert st[1] == inc
    assert st[2] == dec
    assert st[3] == n - 1 and st[4] == 0
    assert st[5] == 255
    assert st[6:7].view(np.float32)[0] == sum(range(n))  # exact: integers < 2^24
    assert st[7] < n
    return xor


def test_atomics_all_ops_across_threads_and_blocks():
    src = HEADER + r"""
.visible .entry k(.param .u64 p)
{
    .reg .b32 %i, %x;
    .reg .f32 %f;
    .reg .b64 %b, %a;
    ld.param.u64 %b, [p];
    mov.u32 %i, %tid.x;
    mov.u32 %x, %ctaid.x;
    mad.lo.u32 %i, %x, 64, %i;
    atom.global.add.u32 %x, [%b], 1;
    atom.global.inc.u32 %x, [%b+4], 9;
    atom.global.dec.u32 %x, [%b+8], 6;
    atom.global.max.s32 %x, [%b+12], %i;
    atom.global.min.u32 %x, [%b+16], %i;
    atom.global.or.b32 %x, [%b+20], %i;
    cvt.rn.f32.u32 %f, %i;
    atom.global.add.f32 %f, [%b+24], %f;
    atom.global.exch.b32 %x, [%b+28], %i;
    atom.global.cas.b32 %x, [%b+32], %i, 1000;
    red.global.add.u64 [%b+40], 3;
    red.global.xor.b32 [%b+48], %i;
    ret;
}
"""
    m = ptxmodule.load(src)
    st = np.zeros(14, np.uint32)
    st[2] = 3           # dec wraps: 3 -> 2 -> 1 -> 0 -> 6 -> 5 ...
    st[4] = 0xFFFFFFFF  # min
    st[3] = 0x80000000  # max (as s32: INT_MIN)
    st[8] = 77          # cas compares with i: only thread 77 swaps
    m.launch("k", 4, 64, [st])
    n = 256
    xor = _check_common_atomics(st, n)
    assert st[8] == 1000
    assert st[10] | (st[11].astype(np.uint64) << 32) == 3 * n
    assert st[12] == xor


@pytest.mark.parametrize("mode,b,c,expect", [
    ("idx", 3, 0x1f, lambda lane: 3),
    ("idx", 5, 0x181f, lambda lane: (lane & 0x18) | (5 & ~0x18 & 31)),       # segments of 8 lanes
    ("up", 2, 0, lambda lane: lane - 2 if lane - 2 >= 0 else lane),
    ("down", 3, 0x1f, lambda lane: lane + 3 if lane + 3 <= 31 else lane),
    ("down", 1, 0x100f, lambda lane: lane + 1 if lane + 1 <= ((lane & 0x10) | 0x0f) else lane),
    ("bfly", 6, 0x1f, lambda lane: lane ^ 6),
])
def test_shfl_modes_clamp_and_segments(mode, b, c, expect):
    src = HEADER + f"""
.visible .entry k(.param .u64 out)
{{
    .reg .b32 %i, %v, %r;
    .reg .pred %p;
    .reg .b64 %o, %a;
    ld.param.u64 %o, [out];
    mov.u32 %i, %tid.x;
    mul.lo.u32 %v, %i, 7;
    shfl.sync.{mode}.b32 %r|%p, %v, {b}, {c}, -1;
    mul.wide.u32 %a, %i, 4;
    add.s64 %a, %a, %o;
    st.global.u32 [%a], %r;
    ret;
}}
"""
    m = ptxmodule.load(src)
    out = np.zeros(32, np.uint32)
    m.launch("k", 1, 32, [out])
    assert out.tolist() == [7 * expect(l) for l in range(32)]


def test_bar_red_and_vote_and_redux():
    src = HEADER + r"""
.visible .entry k(.param .u64 out)
{
    .reg .b32 %i, %c, %bal, %s;
    .reg .pred %p, %q, %all;
    .reg .b64 %o, %a;
    ld.param.u64 %o, [out];
    mov.u32 %i, %tid.x;
    and.b32 %c, %i, 3;
    setp.eq.u32 %p, %c, 0;
    bar.red.popc.u32 %c, 0, %p;
    bar.red.or.pred %q, 0, %p;
    vote.sync.ballot.b32 %bal, %p, -1;
    vote.sync.all.pred %all, %q, -1;
    redux.sync.add.u32 %s, %i, -1;
    mul.wide.u32 %a, %i, 16;
    add.s64 %a, %a, %o;
    st.global.u32 [%a], %c;
    st.global.u32 [%a+4], %bal;
    selp.u32 %c, 1, 0, %all;
    st.global.u32 [%a+8], %c;
    st.global.u32 [%a+12], %s;
    ret;
}
"""
    m = ptxmodule.load(src)
    out = np.zeros((96, 4), np.uint32)
    m.launch("k", 1, 96, [out])
    assert (out[:, 0] == 24).all()
    assert (out[:, 1] == 0x11111111).all()
    assert (out[:, 2] == 1).all()
    for w in range(3):
        assert (out[32 * w:32 * w + 32, 3] == sum(range(32 * w, 32 * w + 32))).all()


def test_function_with_barrier_and_shuffle_is_expanded_inline():
    src = HEADER + r"""
.func (.param .b32 r) warp_sum(.param .b32 x)
{
    .reg .b32 %v, %t;
    ld.param.b32 %v, [x];
    bar.sync 0;
    shfl.sync.bfly.b32 %t, %v, 16, 31, -1;
    add.s32 %v, %v, %t;
    shfl.sync.bfly.b32 %t, %v, 8, 31, -1;
    add.s32 %v, %v, %t;
    shfl.sync.bfly.b32 %t, %v, 4, 31, -1;
    add.s32 %v, %v, %t;
    shfl.sync.bfly.b32 %t, %v, 2, 31, -1;
    add.s32 %v, %v, %t;
    shfl.sync.bfly.b32 %t, %v, 1, 31, -1;
    add.s32 %v, %v, %t;
    st.param.b32 [r], %v;
    ret;
}
.visible .entry k(.param .u64 out)
{
    .reg .b32 %i, %v;
    .reg .b64 %o, %a;
    ld.param.u64 %o, [out];
    mov.u32 %i, %tid.x;
    {
        .param .b32 a;
        .param .b32 ret;
        st.param.b32 [a], %i;
        call.uni (ret), warp_sum, (a);
        ld.param.b32 %v, [ret];
    }
    {
        .param .b32 a;
        .param .b32 ret;
        st.param.b32 [a], %v;
        call.uni (ret), warp_sum, (a);
        ld.param.b32 %v, [ret];
    }
    mul.wide.u32 %a, %i, 4;
    add.s64 %a, %a, %o;
    st.global.u32 [%a], %v;
    ret;
}
"""
    m = ptxmodule.load(src)
    out = np.zeros(64, np.int32)
    m.launch("k", 1, 64, [out])
    for w in range(2):
        s = sum(range(32 * w, 32 * w + 32))
        assert (out[32 * w:32 * w + 32] == 32 * s).all()


def test_vector_registers():
    src = HEADER + r"""
.visible .entry k(.param .u64 p)
{
    .reg .v4 .f32 %v;
    .reg .v2 .b32 %w;
    .reg .b64 %a;
    ld.param.u64 %a, [p];
    ld.global.v4.f32 %v, [%a];
    add.f32 %v.x, %v.x, %v.w;
    mov.b32 %w.y, %v.y;
    mov.b32 %w.x, 7;
    st.global.v4.f32 [%a+16], %v;
    st.global.v2.b32 [%a+32], %w;
    ret;
}
"""
    buf = np.zeros(10, np.float32)
    buf[:4] = [1, 2, 3, 4]
    ptxmodule.load(src).launch("k", 1, 1, [buf])
    assert buf[4:8].tolist() == [5, 2, 3, 4]
    assert buf[8:9].view(np.uint32)[0] == 7 and buf[9] == 2


def test_kernels_compiled_separately_share_module_variables():
    src = HEADER + r"""
.global .align 4 .u32 shared_state;
.visible .entry put(.param .u32 v)
{
    .reg .b32 %r;
    ld.param.u32 %r, [v];
    st.global.u32 [shared_state], %r;
    ret;
}
.visible .entry get(.param .u64 out)
{
    .reg .b32 %r;
    .reg .b64 %a;
    ld.param.u64 %a, [out];
    ld.global.u32 %r, [shared_state];
    st.global.u32 [%a], %r;
    ret;
}
"""
    m = ptxmodule.load(src)
    m.launch("put", 1, 1, [1234])
    out = np.zeros(1, np.uint32)
    m.launch("get", 1, 1, [out])
    assert out[0] == 1234
    other = ptxmodule.load(src)  # a second instance of the same module has its own variables
    other.launch("get", 1, 1, [out])
    assert out[0] == 0


def test_function_pointer_table_in_a_module_variable():
    src = HEADER + r"""
.func (.param .b32 r) inc(.param .b32 x)
{
    .reg .b32 %x;
    ld.param.b32 %x, [x];
    add.s32 %x, %x, 1;
    st.param.b32 [r], %x;
    ret;
}
.func (.param .b32 r) dbl(.param .b32 x)
{
    .reg .b32 %x;
    ld.param.b32 %x, [x];
    shl.b32 %x, %x, 1;
    st.param.b32 [r], %x;
    ret;
}
.global .align 8 .u64 table[2] = {inc, dbl};
.visible .entry k(.param .u64 out)
{
    .reg .b32 %i, %v;
    .reg .b64 %a, %f, %o;
    ld.param.u64 %o, [out];
    mov.u32 %i, %tid.x;
    mul.wide.u32 %a, %i, 8;
    mov.u64 %f, table;
    add.s64 %a, %a, %f;
    ld.global.u64 %f, [%a];
    {
        .param .b32 a;
        .param .b32 ret;
        proto: .callprototype (.param .b32 _) _ (.param .b32 _);
        st.param.b32 [a], 20;
        call (ret), %f, (a), proto;
        ld.param.b32 %v, [ret];
    }
    mul.wide.u32 %a, %i, 4;
    add.s64 %a, %a, %o;
    st.global.u32 [%a], %v;
    ret;
}
"""
    out = np.zeros(2, np.int32)
    ptxmodule.load(src).launch("k", 1, 2, [out])
    assert out.tolist() == [21, 40]


def test_address_size_32_module():
    src = """.version 8.0
.target sm_52
.address_size 32
.global .align 4 .u32 total;
.visible .entry k(.param .u32 x, .param .u32 y)
{
    .reg .b32 %i, %a, %b, %v, %p;
    ld.param.u32 %a, [x];
    ld.param.u32 %b, [y];
    mov.u32 %i, %tid.x;
    shl.b32 %i, %i, 2;
    add.u32 %a, %a, %i;
    add.u32 %b, %b, %i;
    ld.global.u32 %v, [%a];
    mul.lo.u32 %v, %v, 3;
    st.global.u32 [%b], %v;
    mov.u32 %p, total;
    atom.global.add.u32 %v, [%p], %v;
    ret;
}
"""
    m = ptxmodule.load(src)
    x = np.arange(64, dtype=np.uint32)
    y = np.zeros(64, np.uint32)
    m.launch("k", 1, 64, [x, y])
    assert (y == 3 * x).all()
    import ctypes
    addr, size = m.compiled.global_address("total")
    assert addr < 1 << 32 and ctypes.c_uint32.from_address(addr).value == 3 * x.sum()


def test_cp_async_copies_and_zero_fills():
    src = HEADER + r"""
.visible .entry k(.param .u64 in, .param .u64 out)
{
    .shared .align 16 .b8 buf[32];
    .reg .b32 %s, %v;
    .reg .b64 %i, %o;
    ld.param.u64 %i, [in];
    ld.param.u64 %o, [out];
    mov.u32 %s, buf;
    cp.async.cg.shared.global [%s], [%i], 16;
    cp.async.ca.shared.global [%s+16], [%i+16], 8, 3;
    cp.async.commit_group;
    cp.async.wait_group 0;
    ld.shared.u32 %v, [buf+4];
    st.global.u32 [%o], %v;
    ld.shared.u32 %v, [buf+16];
    st.global.u32 [%o+4], %v;
    ld.shared.u32 %v, [buf+20];
    st.global.u32 [%o+8], %v;
    ret;
}
"""
    data = np.arange(32, dtype=np.uint8)
    out = np.zeros(3, np.uint32)
    ptxmodule.load(src).launch("k", 1, 1, [data, out])
    assert out.tolist() == [0x07060504, 0x00121110, 0]


def test_release_and_volatile_stores_write_through():
    # regression: ordered stores went through llvmlite's IRBuilder.store_atomic, which reads
    # ptr.type.pointee and raised on LLVM 22's opaque pointers
    text = """
.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
  .reg .u64 %rd<3>;
  .reg .u32 %r<3>;
  ld.param.u64 %rd1, [p];
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd2, %r1, 4;
  add.u64 %rd1, %rd1, %rd2;
  st.release.gpu.global.u32 [%rd1], %r1;
  add.u32 %r2, %r1, 100;
  st.volatile.global.u32 [%rd1+128], %r2;
  st.relaxed.sys.global.u32 [%rd1+256], %r1;
  ret;
}
"""
    a = np.zeros(96, np.uint32)
    ptxmodule.load(text).launch("k", (1, 1, 1), (32, 1, 1), [a])
    lanes = np.arange(32, dtype=np.uint32)
    assert (a[:32] == lanes).all()
    assert (a[32:64] == lanes + 100).all()
    assert (a[64:] == lanes).all()


def test_griddepcontrol_orders_dependent_launches():
    # a dependent kernel waits for its prerequisite grid before reading what it wrote;
    # on this device the grids of a stream run one after the other, so both forms are
    # no-ops that must still translate, and the second grid sees the first one's writes
    src = HEADER.replace("sm_80", "sm_90") + r"""
.visible .entry produce(.param .u64 p)
{
    .reg .b32 %r<3>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [p];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    add.u32 %r2, %r1, 100;
    st.global.u32 [%rd3], %r2;
    griddepcontrol.launch_dependents;
    ret;
}
.visible .entry consume(.param .u64 p)
{
    .reg .b32 %r<3>;
    .reg .b64 %rd<4>;
    griddepcontrol.wait;
    ld.param.u64 %rd1, [p];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    ld.global.u32 %r2, [%rd3];
    mul.lo.u32 %r2, %r2, 2;
    st.global.u32 [%rd3], %r2;
    ret;
}
"""
    m = ptxmodule.load(src)
    buf = np.zeros(64, np.uint32)
    m.launch("produce", 1, 64, [buf])
    m.launch("consume", 1, 64, [buf])
    assert buf.tolist() == [2 * (i + 100) for i in range(64)]


def test_shared_atomics_all_ops_and_tickets():
    """Shared-memory atomics are plain read-modify-writes of the block's own CPU thread:
    same results as the global ones, and the returned old values are distinct tickets
    (no two threads' updates merged, as a vectorised thread loop would)."""
    src = HEADER + r"""
.visible .entry k(.param .u64 p, .param .u64 tickets)
{
    .shared .align 8 .b8 s[64];
    .reg .b32 %i, %x, %h;
    .reg .f32 %f;
    .reg .f64 %d;
    .reg .b64 %b, %t, %a;
    .reg .pred %p;
    ld.param.u64 %b, [p];
    ld.param.u64 %t, [tickets];
    mov.u32 %i, %tid.x;
    setp.ne.u32 %p, %i, 0;
    @%p bra READY;
    st.shared.v4.u32 [s], {0, 0, 3, -2147483648};
    st.shared.v4.u32 [s+16], {-1, 0, 0, 0};
    st.shared.v4.u32 [s+32], {77, 0, 0, 0};
    st.shared.v4.u32 [s+48], {0, 0, 0, 0};
READY:
    bar.sync 0;
    atom.shared.add.u32 %x, [s], 1;
    mul.wide.u32 %a, %i, 4;
    add.s64 %a, %t, %a;
    st.global.u32 [%a], %x;
    atom.shared.inc.u32 %x, [s+4], 9;
    atom.shared.dec.u32 %x, [s+8], 6;
    atom.shared.max.s32 %x, [s+12], %i;
    atom.shared.min.u32 %x, [s+16], %i;
    atom.shared.or.b32 %x, [s+20], %i;
    cvt.rn.f32.u32 %f, %i;
    atom.shared.add.f32 %f, [s+24], %f;
    atom.shared.exch.b32 %x, [s+28], %i;
    atom.shared.cas.b32 %x, [s+32], %i, 1000;
    red.shared.xor.b32 [s+36], %i;
    cvt.rn.f64.u32 %d, %i;
    red.shared.add.f64 [s+40], %d;
    mov.b32 %h, 0x3c003c00;
    red.shared.add.noftz.f16x2 [s+48], %h;
    atom.shared.min.f32 %f, [s+52], %f;
    bar.sync 0;
    @%p bra DONE;
    ld.shared.v4.u32 {%x, %i, %h, %x}, [s];
    mov.u32 %i, 0;
COPY:
    mul.wide.u32 %a, %i, 4;
    add.s64 %t, %b, %a;
    cvt.u32.u64 %h, %a;
    mov.u32 %x, s;
    add.u32 %x, %x, %h;
    ld.shared.u32 %h, [%x];
    st.global.u32 [%t], %h;
    add.u32 %i, %i, 1;
    setp.lt.u32 %p, %i, 16;
    @%p bra COPY;
DONE:
    ret;
}
"""
    m = ptxmodule.load(src)
    n = 200
    for blocks in (1, 3):
        st = np.zeros(16, np.uint32)
        tickets = np.zeros(n, np.uint32)
        m.launch("k", blocks, n, [st, tickets])
        assert sorted(tickets) == list(range(n))
        xor = _check_common_atomics(st, n)
        assert st[8] == 1000
        assert st[9] == xor
        assert st[10:12].view(np.float64)[0] == sum(range(n))
        assert (st[12:13].view(np.float16) == np.float16(n)).all() and (st[12] >> 16) == st[12] & 0xFFFF
        assert st[13:14].view(np.float32)[0] == 0.0
