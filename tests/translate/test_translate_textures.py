"""Texture and surface instructions (emit_texture, zluda/cpu/texture.c) on objects made by
the runtime's own table (zluda.runtime.textures): point fetches of every geometry,
integer fetches from linear memory (FleX's tex.1d.v4.{f32,s32}.s32), gathers, queries,
surface loads and stores with their clamp modes, formatted stores and reductions.
Expected values are the texels the test wrote, placed by hand; linear filtering is
checked bit for bit against the GPU in tests/runtime/test_texture_sweep.py."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from zluda.cpu import LaunchError, ptxmodule
from zluda.ptx import parse
from zluda.runtime.textures import TEXTURES, Format, Resource, Sampler
from zluda.translate.errors import UnsupportedError

HEAD = ".version 8.0\n.target sm_80\n.address_size 64\n"
FLOAT1, UCHAR4, INT4, FLOAT4 = Format(2, 1, 4), Format(1, 4, 1), Format(0, 4, 4), Format(2, 4, 4)


def array_of(data: np.ndarray, fmt: Format, width, height=0, depth=0, flags=0):
    handle = TEXTURES.create_array(fmt, width, height, depth, flags)
    arr = TEXTURES.array(handle)
    raw = np.ascontiguousarray(data).tobytes()
    assert len(raw) == arr.size
    ctypes.memmove(arr.storage, raw, len(raw))
    return arr


def texture(arr, **sampler):
    return TEXTURES.create_object(Resource("array", array=arr), Sampler(**sampler), {})


def surface(arr):
    return TEXTURES.create_object(Resource("array", array=arr), None, {})


def kernel(body: str, regs: str = "") -> ptxmodule.Module:
    return ptxmodule.load(HEAD + """
.visible .entry k(.param .u64 obj, .param .u64 out, .param .u64 aux)
{
    .reg .b32 %r<40>;
    .reg .f32 %f<40>;
    .reg .b64 %rd<20>;
    .reg .b16 %rs<8>;
    .reg .pred %p<4>;
""" + regs + """
    ld.param.u64 %rd1, [obj];
    ld.param.u64 %rd2, [out];
    ld.param.u64 %rd3, [aux];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %tid.y;
    mul.wide.u32 %rd4, %r1, 16;
    add.u64 %rd5, %rd2, %rd4;
""" + body + "\n    ret;\n}\n")


def test_point_fetches_of_a_2d_float_array_read_each_texel():
    w, h = 7, 3
    texels = (np.arange(w * h, dtype=np.float32) * 1.5 - 4).reshape(h, w)
    tex = texture(array_of(texels, FLOAT1, w, h))
    m = kernel("""
    cvt.rn.f32.u32 %f1, %r1;
    add.f32 %f1, %f1, 0f3F000000;
    cvt.rn.f32.u32 %f2, %r2;
    add.f32 %f2, %f2, 0f3F000000;
    tex.2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%f1, %f2}];
    mad.lo.u32 %r3, %r2, 7, %r1;
    mul.wide.u32 %rd6, %r3, 16;
    add.u64 %rd7, %rd2, %rd6;
    st.global.v4.f32 [%rd7], {%f3, %f4, %f5, %f6};""")
    out = np.full((h, w, 4), 99, np.float32)
    m.launch("k", 1, (w, h), [tex, out, 0])
    assert np.array_equal(out[..., 0], texels)
    assert not out[..., 1:].any()                 # the missing channels read as zero


def test_integer_fetches_from_linear_memory_read_by_index_and_zero_outside():
    n = 10
    f4 = np.arange(4 * n, dtype=np.float32).reshape(n, 4) - 7.25
    i4 = (np.arange(4 * n, dtype=np.int32) * -3).reshape(n, 4)
    bufs = [ctypes.create_string_buffer(a.tobytes(), a.nbytes) for a in (f4, i4)]
    tf = TEXTURES.create_object(Resource("linear", pointer=ctypes.addressof(bufs[0]), format=FLOAT4, width=n),
                                Sampler(), {})
    ti = TEXTURES.create_object(Resource("linear", pointer=ctypes.addressof(bufs[1]), format=INT4, width=n),
                                Sampler(), {})
    outf = np.full((n + 4, 4), 99, np.float32)
    outi = np.full((n + 4, 4), 99, np.int32)
    m2 = kernel("""
    sub.u32 %r3, %r1, 2;
    tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r3}];
    st.global.v4.f32 [%rd5], {%f1, %f2, %f3, %f4};""")
    m2.launch("k", 1, n + 4, [tf, outf, 0])
    m3 = kernel("""
    sub.u32 %r3, %r1, 2;
    tex.1d.v4.s32.s32 {%r4, %r5, %r6, %r7}, [%rd1, {%r3}];
    st.global.v4.u32 [%rd5], {%r4, %r5, %r6, %r7};""")
    m3.launch("k", 1, n + 4, [ti, outi, 0])
    assert np.array_equal(outf[2:2 + n], f4) and not outf[:2].any() and not outf[2 + n:].any()
    assert np.array_equal(outi[2:2 + n], i4) and not outi[:2].any() and not outi[2 + n:].any()


def test_layered_3d_and_element_type_fetches():
    w, h, layers = 4, 3, 2
    texels = np.arange(w * h * layers, dtype=np.float32).reshape(layers, h, w) + 0.25
    layered = texture(array_of(texels, FLOAT1, w, h, layers, flags=1))
    volume = texture(array_of(texels, FLOAT1, w, h, layers))
    rgba = np.arange(w * h * 4, dtype=np.uint8).reshape(h, w, 4) * 3
    uchar = texture(array_of(rgba, UCHAR4, w, h))
    body = """
    cvt.rn.f32.u32 %f1, %r1;
    add.f32 %f1, %f1, 0f3F000000;
    cvt.rn.f32.u32 %f2, %r2;
    add.f32 %f2, %f2, 0f3F000000;
    mov.u32 %r10, 1;
    tex.a2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%r10, %f1, %f2, %f2}];
    mad.lo.u32 %r3, %r2, 4, %r1;
    mul.wide.u32 %rd6, %r3, 16;
    add.u64 %rd7, %rd2, %rd6;
    st.global.v4.f32 [%rd7], {%f3, %f4, %f5, %f6};"""
    out = np.zeros((h, w, 4), np.float32)
    kernel(body).launch("k", 1, (w, h), [layered, out, 0])
    assert np.array_equal(out[..., 0], texels[1])
    vol = body.replace("mov.u32 %r10, 1;", "mov.f32 %f7, 0f3FC00000;").replace(
        "tex.a2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%r10, %f1, %f2, %f2}];",
        "tex.3d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%f1, %f2, %f7, %f7}];")
    out[...] = 0
    kernel(vol).launch("k", 1, (w, h), [volume, out, 0])
    assert np.array_equal(out[..., 0], texels[1])
    ints = body.replace("mov.u32 %r10, 1;", "").replace(
        "tex.a2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%r10, %f1, %f2, %f2}];",
        "tex.2d.v4.u32.f32 {%r4, %r5, %r6, %r7}, [%rd1, {%f1, %f2}];").replace(
        "st.global.v4.f32 [%rd7], {%f3, %f4, %f5, %f6};", "st.global.v4.u32 [%rd7], {%r4, %r5, %r6, %r7};")
    outi = np.zeros((h, w, 4), np.uint32)
    kernel(ints).launch("k", 1, (w, h), [uchar, outi, 0])
    assert np.array_equal(outi, rgba.astype(np.uint32))


def test_gather_returns_one_component_of_the_four_texels_in_hardware_order():
    w, h = 4, 4
    rgba = np.arange(w * h * 4, dtype=np.uint8).reshape(h, w, 4)
    tex = texture(array_of(rgba, UCHAR4, w, h), normalized_read=True)
    m = kernel("""
    mov.f32 %f1, 0f3FC00000;
    mov.f32 %f2, 0f40200000;
    tld4.g.2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%f1, %f2}];
    st.global.v4.f32 [%rd5], {%f3, %f4, %f5, %f6};""")
    out = np.zeros(4, np.float32)
    m.launch("k", 1, 1, [tex, out, 0])
    # at (1.5, 2.5) the footprint is x 1..2, y 2..3: (x0,y1) (x1,y1) (x1,y0) (x0,y0)
    want = [rgba[3, 1, 1], rgba[3, 2, 1], rgba[2, 2, 1], rgba[2, 1, 1]]
    assert np.array_equal(out, np.float32(want) / np.float32(255))


def test_txq_and_suq_answer_the_objects_shape_and_sampler():
    arr = array_of(np.zeros((5, 6), np.float32), FLOAT1, 6, 5, flags=2)
    tex = texture(arr, address=(0, 2, 1), linear=True, normalized_coords=True)
    surf = surface(arr)
    m = kernel("""
    txq.width.b32 %r3, [%rd1];
    txq.height.b32 %r4, [%rd1];
    txq.normalized_coords.b32 %r5, [%rd1];
    txq.filter_mode.b32 %r6, [%rd1];
    st.global.v4.u32 [%rd2], {%r3, %r4, %r5, %r6};
    txq.addr_mode_0.b32 %r3, [%rd1];
    txq.addr_mode_1.b32 %r4, [%rd1];
    txq.channel_data_type.b32 %r5, [%rd1];
    txq.channel_order.b32 %r6, [%rd1];
    st.global.v4.u32 [%rd2+16], {%r3, %r4, %r5, %r6};
    suq.width.b32 %r3, [%rd3];
    suq.height.b32 %r4, [%rd3];
    st.global.v2.u32 [%rd2+32], {%r3, %r4};""")
    out = np.zeros(10, np.uint32)
    m.launch("k", 1, 1, [tex, out, surf])
    # channel codes as OpenCL's CL_FLOAT and CL_R, which the PTX ISA refers to
    assert out.tolist() == [6, 5, 1, 1, 0, 2, 0x10DE, 0x10B0, 6, 5]


def test_surface_loads_and_stores_with_their_clamp_modes():
    w, h = 5, 2
    data = np.arange(w * h, dtype=np.uint32).reshape(h, w) + 100
    arr = array_of(data, Format(1, 1, 4), w, h, flags=2)
    surf = surface(arr)
    m = kernel("""
    shl.b32 %r3, %r1, 2;
    sub.u32 %r3, %r3, 4;
    suld.b.2d.b32.zero {%r4}, [%rd1, {%r3, %r2}];
    suld.b.2d.b32.clamp {%r5}, [%rd1, {%r3, %r2}];
    mad.lo.u32 %r6, %r2, 7, %r1;
    mul.wide.u32 %rd6, %r6, 8;
    add.u64 %rd7, %rd2, %rd6;
    st.global.v2.u32 [%rd7], {%r4, %r5};
    bar.sync 0;
    add.u32 %r7, %r4, 1000;
    sust.b.2d.b32.zero [%rd1, {%r3, %r2}], {%r7};""")
    out = np.zeros((h, 7, 2), np.uint32)
    m.launch("k", 1, (7, h), [surf, out, 0])
    for y in range(h):
        for t in range(7):
            x = t - 1
            inside = 0 <= x < w
            assert out[y, t, 0] == (data[y, x] if inside else 0)
            assert out[y, t, 1] == data[y, min(max(x, 0), w - 1)]
    back = np.frombuffer(ctypes.string_at(arr.storage, arr.size), np.uint32).reshape(h, w)
    assert np.array_equal(back, data + 1000)          # the stores outside were dropped


def test_formatted_stores_and_reductions():
    n = 6
    arr = array_of(np.zeros((n, 4), np.uint8), UCHAR4, n, 0, flags=2)
    counters = array_of(np.zeros(2, np.uint32), Format(1, 1, 4), 2, 0, flags=2)
    m = kernel("""
    shl.b32 %r3, %r1, 2;
    cvt.rn.f32.u32 %f1, %r1;
    mul.f32 %f1, %f1, 0f3E4CCCCD;
    mov.f32 %f2, 0fBF800000;
    mov.f32 %f3, 0f3F800000;
    mov.f32 %f4, 0f3F000000;
    sust.p.1d.v4.f32.zero [%rd1, {%r3}], {%f1, %f2, %f3, %f4};
    mov.u32 %r4, 0;
    sured.b.add.1d.u32.trap [%rd3, {%r4}], %r1;
    mov.u32 %r5, 4;
    sured.b.max.1d.u32.trap [%rd3, {%r5}], %r1;""")
    m.launch("k", 1, 64, [surface(arr), np.zeros(1, np.uint32), surface(counters)])
    texels = np.frombuffer(ctypes.string_at(arr.storage, arr.size), np.uint8).reshape(n, 4)
    for x in range(n):
        red = min(np.float32(x) * np.float32(0.2), np.float32(1))
        assert texels[x].tolist() == [int(np.rint(red * np.float32(255))), 0, 255, 128]
    got = np.frombuffer(ctypes.string_at(counters.storage, 8), np.uint32)
    assert got.tolist() == [sum(range(64)), 63]


def test_texture_references_read_the_object_bound_in_their_slot():
    """A module's .texref is an 8-byte slot; the driver API's binding writes an object's
    handle there (zluda/runtime/texture_api.py), and an unbound reference reads zeros."""
    src = HEAD + """
.global .texref t;
.global .samplerref s = { addr_mode_0 = clamp_to_edge, filter_mode = linear };
.global .surfref r;
.visible .entry k(.param .u64 out)
{
    .reg .f32 %f<8>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    mov.f32 %f1, 0f3FC00000;
    tex.1d.v4.f32.f32 {%f2, %f3, %f4, %f5}, [t, {%f1}];
    st.global.v4.f32 [%rd1], {%f2, %f3, %f4, %f5};
    ret;
}
"""
    declared = parse(src).variables
    declared = declared.values() if isinstance(declared, dict) else declared
    assert sorted(v.type for v in declared) == ["samplerref", "surfref", "texref"]
    m = ptxmodule.load(src)
    out = np.full(4, 7, np.float32)
    m.launch("k", 1, 1, [out])
    assert not out.any()                                  # nothing bound yet
    slot, size = m.compiled.global_address("t")
    assert size == 8
    texels = np.array([10, 20, 30], np.float32)
    ctypes.c_uint64.from_address(slot).value = texture(array_of(texels, FLOAT1, 3))
    m.launch("k", 1, 1, [out])
    assert out.tolist() == [20, 0, 0, 0]                  # texel 1 at x = 1.5


def test_mipmap_levels_by_level_of_detail_and_gradients():
    """tex.level picks the nearest level (point) or blends the two around the level of
    detail (linear); tex.grad takes it from the derivatives; clamps and bias apply."""
    handle = TEXTURES.create_mipmapped(FLOAT1, 8, 8, 0, 4, 0)
    for level, arr in enumerate(TEXTURES.mipmapped(handle).levels):
        assert (arr.width, arr.height) == (8 >> level, 8 >> level)
        values = np.full((arr.height, arr.width), 10.0 * (level + 1), np.float32)
        ctypes.memmove(arr.storage, values.tobytes(), values.nbytes)
    resource = Resource("mipmapped", mipmapped=TEXTURES.mipmapped(handle))
    point = TEXTURES.create_object(resource, Sampler(normalized_coords=True, level_max=3.0), {})
    linear = TEXTURES.create_object(resource, Sampler(normalized_coords=True, mipmap_linear=True, level_max=3.0), {})
    clamped = TEXTURES.create_object(resource, Sampler(normalized_coords=True, level_bias=1.0, level_min=0.0,
                                                       level_max=2.0), {})
    m = kernel("""
    cvt.rn.f32.u32 %f1, %r1;
    mul.f32 %f1, %f1, 0f3F000000;
    mov.f32 %f2, 0f3F000000;
    tex.level.2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%f2, %f2}], %f1;
    st.global.f32 [%rd5], %f3;
    mov.f32 %f7, 0f3E800000;
    mov.f32 %f8, 0f00000000;
    tex.grad.2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%f2, %f2}], {%f7, %f8}, {%f8, %f7};
    st.global.f32 [%rd5+4], %f3;""")
    lods = [0.5 * t for t in range(8)]
    for obj, want in ((point, [10, 20, 20, 30, 30, 40, 40, 40]),
                      (linear, [10, 15, 20, 25, 30, 35, 40, 40]),
                      (clamped, [20, 30, 30, 30, 30, 30, 30, 30])):
        out = np.zeros((8, 4), np.float32)
        m.launch("k", 1, 8, [obj, out, 0])
        assert out[:, 0].tolist() == want, (lods, out[:, 0])
        # derivative 1/4 of a normalised coordinate on 8 texels: 2 texels, level 1
        assert set(out[:, 1].tolist()) == {want[2]}
    TEXTURES.destroy_mipmapped(handle)


def test_residency_predicate_level_sizes_and_istypep():
    """`{d...}|%p` (sparse residency: always resident here), txq.level's sizes of a mipmap
    level, istypep on object handles and on a module's declared references."""
    handle = TEXTURES.create_mipmapped(FLOAT1, 8, 4, 0, 3, 0)
    tex = TEXTURES.create_object(Resource("mipmapped", mipmapped=TEXTURES.mipmapped(handle)), Sampler(), {})
    surf = surface(array_of(np.zeros(4, np.float32), FLOAT1, 4, 0, flags=2))
    m = ptxmodule.load(HEAD + """
.global .surfref declared;
.visible .entry k(.param .u64 obj, .param .u64 out, .param .u64 aux)
{
    .reg .b32 %r<12>;
    .reg .f32 %f<8>;
    .reg .b64 %rd<4>;
    .reg .pred %p<8>;
    ld.param.u64 %rd1, [obj];
    ld.param.u64 %rd2, [out];
    ld.param.u64 %rd3, [aux];
    mov.f32 %f1, 0f3F000000;
    tex.2d.v4.f32.f32 {%f2, %f3, %f4, %f5}|%p1, [%rd1, {%f1, %f1}];
    selp.u32 %r1, 1, 0, %p1;
    mov.u32 %r9, 2;
    txq.level.width.b32 %r2, [%rd1], %r9;
    txq.level.height.b32 %r3, [%rd1], %r9;
    txq.num_mipmap_levels.b32 %r4, [%rd1];
    istypep.texref %p2, %rd1;
    istypep.surfref %p3, %rd1;
    istypep.surfref %p4, %rd3;
    istypep.surfref %p5, declared;
    istypep.texref %p6, declared;
    selp.u32 %r5, 1, 0, %p2;
    selp.u32 %r6, 1, 0, %p3;
    selp.u32 %r7, 1, 0, %p4;
    selp.u32 %r8, 1, 0, %p5;
    selp.u32 %r10, 1, 0, %p6;
    st.global.v4.u32 [%rd2], {%r1, %r2, %r3, %r4};
    st.global.v4.u32 [%rd2+16], {%r5, %r6, %r7, %r8};
    st.global.u32 [%rd2+32], %r10;
    ret;
}
""")
    out = np.zeros(9, np.uint32)
    m.launch("k", 1, 1, [tex, out, surf])
    assert out.tolist() == [1, 2, 1, 3, 1, 0, 1, 1, 0]
    TEXTURES.destroy_mipmapped(handle)


def test_a_trapping_surface_access_outside_is_a_launch_error():
    surf = surface(array_of(np.zeros(4, np.uint32), Format(1, 1, 4), 4, 0, flags=2))
    m = kernel("""
    mov.u32 %r3, 16;
    sust.b.1d.b32.trap [%rd1, {%r3}], {%r3};""")
    with pytest.raises(LaunchError, match="invalid memory access"):
        m.launch("k", 1, 1, [surf, np.zeros(1, np.uint32), 0])
