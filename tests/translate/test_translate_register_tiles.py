"""A region kernel whose inner loop is a thread's register tile (register_tiles.py) keeps
that loop whole and reads its shared float4s as whole vectors, so LLVM's SLP vectoriser
can make vectors of the thread's own tile; any other region kernel's loops are stepped
and its vector loads read element by element, as before. The results must not change:
the tile kernel computes exact sums (small integers) at every tier and block shape."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate import register_tiles
from zluda.translate.module import translate
from zluda.translate.scope import resolve

TILE = 8     # rows and columns of a thread's tile
K = 32       # the products' inner dimension, read four at a time


def _tile_ptx(rows=TILE) -> str:
    """out[8 ty + i][8 tx + j] = sum_k a[8 ty + i][k] * b[8 tx + j][k] for i < rows, j < 8,
    a block of (tx, ty) threads; a and b (K floats a row) staged in shared memory by
    thread 0 (a barrier after it), then each thread's loop over k, four a turn: a float4 of
    each of its 8 b rows and `rows` a rows, 32 x rows fmas (llm.c's matmul_forward_kernel4
    in small)."""
    lines = [r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry tile(.param .u64 out, .param .u64 a, .param .u64 b, .param .u32 n)
{
    .shared .align 16 .b8 a_s[8192];
    .shared .align 16 .b8 b_s[8192];
    .reg .pred %p<4>;
    .reg .b32 %r<40>;
    .reg .f32 %f<400>;
    .reg .b64 %rd<20>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [a];
    ld.param.u64 %rd3, [b];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %tid.y;
    or.b32 %r4, %r2, %r3;
    setp.ne.u32 %p1, %r4, 0;
    @%p1 bra STAGED;
    mov.u32 %r5, 0;
COPY:
    mul.wide.u32 %rd4, %r5, 4;
    add.s64 %rd5, %rd2, %rd4;
    ld.global.f32 %f1, [%rd5];
    add.s64 %rd6, %rd3, %rd4;
    ld.global.f32 %f2, [%rd6];
    shl.b32 %r6, %r5, 2;
    mov.u32 %r7, a_s;
    add.s32 %r8, %r7, %r6;
    st.shared.f32 [%r8], %f1;
    mov.u32 %r9, b_s;
    add.s32 %r10, %r9, %r6;
    st.shared.f32 [%r10], %f2;
    add.s32 %r5, %r5, 1;
    setp.lt.u32 %p2, %r5, %r1;
    @%p2 bra COPY;
STAGED:
    bar.sync 0;"""]
    acc = [[100 + 8 * i + j for j in range(TILE)] for i in range(rows)]
    lines += [f"    mov.f32 %f{acc[i][j]}, 0f00000000;" for i in range(rows) for j in range(TILE)]
    lines.append(r"""    shl.b32 %r11, %r3, 10;
    mov.u32 %r12, a_s;
    add.s32 %r13, %r12, %r11;
    shl.b32 %r14, %r2, 10;
    mov.u32 %r15, b_s;
    add.s32 %r16, %r15, %r14;
    mov.u32 %r17, 0;
LOOP:
    shl.b32 %r18, %r17, 2;
    add.s32 %r19, %r13, %r18;
    add.s32 %r20, %r16, %r18;""")
    for j in range(TILE):
        lines.append(f"    ld.shared.v4.f32 {{%f{10 + 4 * j}, %f{11 + 4 * j}, %f{12 + 4 * j}, %f{13 + 4 * j}}},"
                     f" [%r20+{128 * j}];")
    for i in range(rows):
        lines.append(f"    ld.shared.v4.f32 {{%f50, %f51, %f52, %f53}}, [%r19+{128 * i}];")
        for j in range(TILE):
            for c in range(4):
                lines.append(f"    fma.rn.f32 %f{acc[i][j]}, %f{50 + c}, %f{10 + 4 * j + c}, %f{acc[i][j]};")
    lines.append(rf"""    add.s32 %r17, %r17, 4;
    setp.lt.u32 %p3, %r17, {K};
    @%p3 bra LOOP;
    mov.u32 %r21, %ntid.x;
    shl.b32 %r22, %r21, 3;
    shl.b32 %r23, %r3, 3;
    shl.b32 %r24, %r2, 3;""")
    for i in range(rows):
        for j in range(TILE):
            lines.append(f"    add.s32 %r25, %r23, {i};\n    mad.lo.s32 %r26, %r25, %r22, %r24;\n"
                         f"    add.s32 %r27, %r26, {j};\n    mul.wide.u32 %rd7, %r27, 4;\n"
                         f"    add.s64 %rd8, %rd1, %rd7;\n    st.global.f32 [%rd8], %f{acc[i][j]};")
    lines.append("    ret;\n}\n")
    return "\n".join(lines)


def _body(ptx):
    fn = parse(ptx, "t.ptx").kernels["tile"]
    return resolve(fn, {p.name: p.name for p in fn.params}).statements


def test_an_eight_by_eight_tile_is_one_and_a_narrower_one_is_not():
    assert register_tiles.found(_body(_tile_ptx()))
    # 2 rows: 64 fmas on 40 elements a turn
    assert not register_tiles.found(_body(_tile_ptx(rows=2)))


def test_a_tile_kernel_reads_its_float4s_whole_and_others_element_by_element():
    tile = translate(parse(_tile_ptx(), "t.ptx"), regions=True).ir_text
    assert "load <4 x i32>" in tile or "load <4 x float>" in tile
    narrow = translate(parse(_tile_ptx(rows=2), "t.ptx"), regions=True).ir_text
    assert "load <4 x i32>" not in narrow and "load <4 x float>" not in narrow


@pytest.mark.parametrize("tier", ["quick", "full", "baseline"])
@pytest.mark.parametrize("block", [(1, 1), (2, 3), (4, 4)])
@pytest.mark.parametrize("rows", [TILE, 2])
def test_the_tile_sums_are_exact(monkeypatch, tier, block, rows):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    bx, by = block
    rng = np.random.default_rng(bx * 10 + by + rows)
    # rows of K floats, small integers: every sum is exact, whatever the order of the fmas
    a = rng.integers(-8, 8, (64, K)).astype(np.float32)
    b = rng.integers(-8, 8, (64, K)).astype(np.float32)
    out = np.zeros((by * 8, bx * 8), np.float32)
    ptxmodule.load(_tile_ptx(rows)).launch("tile", 1, (bx, by), [out, a, b, a.size])
    want = a[:by * 8] @ b[:bx * 8].T
    for ty in range(by):
        want[8 * ty + rows:8 * ty + 8] = 0   # rows the kernel leaves alone
    np.testing.assert_array_equal(out, want)
