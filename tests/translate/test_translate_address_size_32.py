"""`.address_size 32` kernels (32-bit programs such as PhysX/FleX) against their 64-bit
twins: local memory as nvcc addresses it (`mov.u32 %SPL, __local_depotN; cvta.local.u32
%SP, %SPL`), generic pointers into a thread's local memory and the block's shared memory,
frames of called and inlined functions, isspacep, parameter layouts and structs that
differ between the twins. Expected values come from numpy, and both twins must give them."""

from __future__ import annotations

import ctypes
import struct

import numpy as np
import pytest

from zluda.cpu import lowmem, ptxmodule
from zluda.ptx import parse
from zluda.translate.errors import UnsupportedError
from zluda.translate.module import translate


def header(bits: int) -> str:
    return f".version 6.2\n.target sm_30\n.address_size {bits}\n"


def words(bits: int) -> dict:
    """Spellings that differ between the twins: address type, register width, how a
    thread index becomes a byte offset."""
    return {"w": f"u{bits}", "b": f"b{bits}",
            "scale": "mul.lo.u32" if bits == 32 else "mul.wide.u32"}


LOCAL_FRAMES = r"""
.func (.param .b32 ret) sum4(.param .{b} p)
{{
    .local .align 4 .b8 __local_depot1[16];
    .reg .{b} %SP, %SPL, %q;
    .reg .b32 %a, %b, %c, %d, %s;
    mov.{w} %SPL, __local_depot1;
    cvta.local.{w} %SP, %SPL;
    ld.param.{w} %q, [p];
    ld.u32 %a, [%q];
    ld.u32 %b, [%q+4];
    ld.u32 %c, [%q+8];
    ld.u32 %d, [%q+12];
    st.local.u32 [%SPL+8], %a;
    add.u32 %s, %a, %b;
    add.u32 %s, %s, %c;
    add.u32 %s, %s, %d;
    st.u32 [%SP+4], %s;
    ld.local.u32 %s, [%SPL+4];
    st.param.b32 [ret], %s;
    ret;
}}
.visible .entry k(.param .{w} out)
{{
    .local .align 16 .b8 __local_depot0[32];
    .shared .align 4 .b8 sh[512];
    .reg .{b} %SP, %SPL, %o, %t, %g, %gs;
    .reg .b32 %i, %v, %w, %x;
    .reg .pred %p;
    mov.{w} %SPL, __local_depot0;
    cvta.local.{w} %SP, %SPL;
    mov.u32 %i, %tid.x;
    mul.lo.u32 %v, %i, 3;
    st.local.u32 [%SPL], %v;
    add.u32 %w, %v, 1;
    add.{w} %t, %SP, 4;
    st.u32 [%t], %w;
    add.u32 %w, %v, 2;
    cvta.to.local.{w} %g, %t;
    st.local.u32 [%g+4], %w;
    add.u32 %w, %v, 3;
    st.u32 [%SP+12], %w;
    {{
    .reg .b32 %rv;
    .param .{b} arg;
    .param .b32 retval0;
    st.param.{w} [arg], %SP;
    call.uni (retval0), sum4, (arg);
    ld.param.b32 %rv, [retval0];
    ld.local.u32 %x, [%SPL+12];
    add.u32 %x, %x, %rv;
    }}
    mov.{w} %gs, sh;
    cvta.shared.{w} %gs, %gs;
    {scale} %t, %i, 4;
    add.{w} %gs, %gs, %t;
    st.u32 [%gs], %x;
    bar.sync 0;
    xor.b32 %v, %i, 1;
    mov.{w} %gs, sh;
    {scale} %t, %v, 4;
    add.{w} %gs, %gs, %t;
    ld.shared.u32 %x, [%gs];
    ld.param.{w} %o, [out];
    cvta.to.global.{w} %o, %o;
    {scale} %t, %i, 4;
    add.{w} %o, %o, %t;
    st.global.u32 [%o], %x;
    ret;
}}
"""


@pytest.mark.parametrize("bits", [64, 32])
def test_local_frames_calls_and_generic_shared(bits):
    """A generic pointer to the kernel's local memory read by a called function with its
    own frame; a generic pointer into shared memory; the values cross a barrier."""
    m = ptxmodule.load(header(bits) + LOCAL_FRAMES.format(**words(bits)))
    out = np.zeros(64, np.uint32)
    m.launch("k", 1, 64, [out])
    j = np.arange(64, dtype=np.uint32) ^ 1           # each thread reads its neighbour's value
    assert (out == (3 * j + 3) + (12 * j + 6)).all()


ACROSS_BARRIERS = r"""
.func (.param .b32 ret) exchange(.param .{b} p)
{{
    .local .align 8 .b8 __local_depot1[8];
    .reg .{b} %SPL, %q;
    .reg .b32 %a;
    mov.{w} %SPL, __local_depot1;
    ld.param.{w} %q, [p];
    ld.u32 %a, [%q];
    st.local.u32 [%SPL+4], %a;
    bar.sync 0;
    ld.local.u32 %a, [%SPL+4];
    add.u32 %a, %a, 1;
    st.param.b32 [ret], %a;
    ret;
}}
.visible .entry k(.param .{w} out)
{{
    .local .align 16 .b8 __local_depot0[16];
    .reg .{b} %SP, %SPL, %o, %t;
    .reg .b32 %i, %v, %r;
    mov.{w} %SPL, __local_depot0;
    cvta.local.{w} %SP, %SPL;
    mov.u32 %i, %tid.x;
    mul.lo.u32 %v, %i, 5;
    st.u32 [%SP+8], %v;
    bar.sync 0;
    {{
    .param .{b} arg;
    .param .b32 retval0;
    add.{w} %t, %SP, 8;
    st.param.{w} [arg], %t;
    call.uni (retval0), exchange, (arg);
    ld.param.b32 %r, [retval0];
    }}
    ld.local.u32 %v, [%SPL+8];
    add.u32 %r, %r, %v;
    ld.param.{w} %o, [out];
    {scale} %t, %i, 4;
    add.{w} %o, %o, %t;
    st.global.u32 [%o], %r;
    ret;
}}
"""


@pytest.mark.parametrize("bits", [64, 32])
def test_local_memory_across_barriers_and_inlined_calls(bits):
    """Every thread's local memory survives barriers (a coroutine per thread), also in a
    function with a barrier that is expanded into the kernel."""
    m = ptxmodule.load(header(bits) + ACROSS_BARRIERS.format(**words(bits)))
    out = np.zeros(96, np.uint32)
    m.launch("k", 1, 96, [out])
    assert (out == 10 * np.arange(96, dtype=np.uint32) + 1).all()


def test_isspacep_of_32bit_windows():
    src = header(32) + r"""
.visible .entry k(.param .u32 out)
{
    .local .align 4 .b8 __local_depot0[4];
    .shared .align 4 .b8 sh[4];
    .reg .b32 %SP, %SPL, %o, %s, %bits, %one;
    .reg .pred %p;
    mov.u32 %SPL, __local_depot0;
    cvta.local.u32 %SP, %SPL;
    mov.u32 %s, sh;
    cvta.shared.u32 %s, %s;
    ld.param.u32 %o, [out];
    mov.u32 %bits, 0;
    isspacep.local %p, %SP;
    selp.u32 %one, 1, 0, %p;
    or.b32 %bits, %bits, %one;
    isspacep.shared %p, %SP;
    selp.u32 %one, 2, 0, %p;
    or.b32 %bits, %bits, %one;
    isspacep.global %p, %SP;
    selp.u32 %one, 4, 0, %p;
    or.b32 %bits, %bits, %one;
    isspacep.shared %p, %s;
    selp.u32 %one, 8, 0, %p;
    or.b32 %bits, %bits, %one;
    isspacep.local %p, %s;
    selp.u32 %one, 16, 0, %p;
    or.b32 %bits, %bits, %one;
    isspacep.global %p, %o;
    selp.u32 %one, 32, 0, %p;
    or.b32 %bits, %bits, %one;
    isspacep.local %p, %o;
    selp.u32 %one, 64, 0, %p;
    or.b32 %bits, %bits, %one;
    cvta.to.shared.u32 %s, %s;
    mov.u32 %one, sh;
    setp.eq.u32 %p, %s, %one;
    selp.u32 %one, 128, 0, %p;
    or.b32 %bits, %bits, %one;
    st.global.u32 [%o], %bits;
    ret;
}
"""
    out = np.zeros(1, np.uint32)
    ptxmodule.load(src).launch("k", 1, 1, [out])
    # local: local only; shared: shared only; a device pointer: global; cvta.to.shared undoes cvta.shared
    assert out[0] == 1 | 8 | 32 | 128


STRUCT_PARAM = r"""
.visible .entry k(.param .align {align} .b8 s[{size}], .param .{w} .ptr.global.align 4 out, .param .u32 n)
{{
    .reg .{b} %d, %o, %t;
    .reg .b32 %i, %n;
    .reg .f32 %x, %k;
    .reg .pred %p;
    ld.param.{w} %d, [s];
    ld.param.u32 %n, [s+{n_at}];
    ld.param.f32 %k, [s+{k_at}];
    mov.u32 %i, %tid.x;
    setp.ge.u32 %p, %i, %n;
    @%p bra DONE;
    {scale} %t, %i, 4;
    add.{w} %d, %d, %t;
    ld.global.f32 %x, [%d];
    mul.f32 %x, %x, %k;
    ld.param.u32 %n, [n];
    cvt.rn.f32.u32 %k, %n;
    add.f32 %x, %x, %k;
    ld.param.{w} %o, [out];
    add.{w} %o, %o, %t;
    st.global.f32 [%o], %x;
DONE:
    ret;
}}
"""


@pytest.mark.parametrize("bits", [64, 32])
def test_struct_and_pointer_parameters_of_each_width(bits):
    """struct {float *data; unsigned n; float k;} by value: 12 bytes aligned to 4 in
    32-bit code, 16 aligned to 8 in 64-bit code; a 32-bit `.ptr` parameter takes 4 bytes."""
    fields = {32: dict(align=4, size=12, n_at=4, k_at=8), 64: dict(align=8, size=16, n_at=8, k_at=12)}[bits]
    m = ptxmodule.load(header(bits) + STRUCT_PARAM.format(**words(bits), **fields))
    offsets = [off for _name, _type, off, _size in m.compiled.kernels["k"].params]
    assert offsets == ([0, 12, 16] if bits == 32 else [0, 16, 24])
    data = np.arange(40, dtype=np.float32) / 4
    addr = lowmem.alloc(data.nbytes) if bits == 32 else None
    try:
        if addr is None:
            where = data.ctypes.data
        else:
            ctypes.memmove(addr, data.ctypes.data, data.nbytes)
            where = addr
        packed = struct.pack("<IIf" if bits == 32 else "<QIf", where, 33, 2.5)
        out = np.zeros(40, np.float32)
        m.launch("k", 1, 40, [packed, out, 7])
    finally:
        if addr is not None:
            lowmem.free(addr)
    expected = np.where(np.arange(40) < 33, data * np.float32(2.5) + np.float32(7), 0).astype(np.float32)
    assert np.array_equal(out, expected)


def test_recursion_through_local_frames_is_a_located_error():
    src = header(32) + r"""
.func (.param .b32 r) f(.param .b32 n)
{
    .local .align 4 .b8 __local_depot0[4];
    .reg .b32 %n, %SPL;
    mov.u32 %SPL, __local_depot0;
    ld.param.b32 %n, [n];
    st.local.u32 [%SPL], %n;
    {
    .param .b32 a;
    .param .b32 b;
    st.param.b32 [a], %n;
    call.uni (b), f, (a);
    }
    st.param.b32 [r], %n;
    ret;
}
.visible .entry k()
{
    .reg .b32 %x;
    {
    .param .b32 a;
    .param .b32 b;
    st.param.b32 [a], 1;
    call.uni (b), f, (a);
    }
    ret;
}
"""
    with pytest.raises(UnsupportedError, match=r"^<string>:5:1: recursive call through f -> f in an "
                                               r"\.address_size 32 module with \.local memory"):
        translate(parse(src), only=["k"])


FUNCTION_POINTERS = r"""
.func twice(.param .{b} p)
{{
    .reg .{b} %q;
    .reg .b32 %v;
    ld.param.{w} %q, [p];
    ld.u32 %v, [%q];
    add.u32 %v, %v, %v;
    st.u32 [%q], %v;
    ret;
}}
.func negate(.param .{b} p)
{{
    .reg .{b} %q;
    .reg .b32 %v;
    ld.param.{w} %q, [p];
    ld.u32 %v, [%q];
    neg.s32 %v, %v;
    st.u32 [%q], %v;
    ret;
}}
.visible .entry k(.param .{w} out)
{{
    .local .align 8 .b8 __local_depot0[16];
    .reg .{b} %SP, %SPL, %f, %o, %t, %x;
    .reg .b32 %i, %v;
    .reg .pred %odd;
    mov.{w} %SPL, __local_depot0;
    cvta.local.{w} %SP, %SPL;
    mov.u32 %i, %tid.x;
    and.b32 %v, %i, 1;
    setp.ne.u32 %odd, %v, 0;
    mov.{w} %f, twice;
    @%odd mov.{w} %f, negate;
    st.{w} [%SP], %f;
    add.u32 %v, %i, 7;
    st.u32 [%SP+8], %v;
    ld.{w} %f, [%SP];
    add.{w} %x, %SP, 8;
    {{
    .param .{b} arg;
    st.param.{w} [arg], %x;
    proto : .callprototype ()_ (.param .{b} _);
    call %f, (arg), proto;
    }}
    ld.u32 %v, [%SP+8];
    ld.param.{w} %o, [out];
    {scale} %t, %i, 4;
    add.{w} %o, %o, %t;
    st.global.u32 [%o], %v;
    ret;
}}
"""


@pytest.mark.parametrize("bits", [64, 32])
def test_function_addresses_and_indirect_calls(bits):
    """A function's address kept in local memory and called through a prototype (nvcc's
    debug builds call constructors so)."""
    m = ptxmodule.load(header(bits) + FUNCTION_POINTERS.format(**words(bits)))
    out = np.zeros(64, np.int32)
    m.launch("k", 1, 64, [out])
    i = np.arange(64)
    assert (out == np.where(i % 2, -(i + 7), 2 * (i + 7))).all()
