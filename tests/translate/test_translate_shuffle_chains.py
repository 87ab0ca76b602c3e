"""Runs of warp shuffles executed warp-wide (zluda/translate/shuffle_chains.py): which
runs become chains, and that a chain gives what PTX's rules give, lane by lane: against
a numpy model of the ISA (test_translate_flat_shuffles.model, f32 arithmetic with the
canonical NaN, min/max with -0 < +0) and bit for bit against the same kernel run
shuffle by shuffle (ZLUDA_CPU_SHUFFLE_CHAINS=0). Blocks of whole warps run the chains;
a block with a partial last warp runs them there shuffle by shuffle (its other warps
still at once), a two-dimensional block runs them lane by lane."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.cpu.h200_cases import kernel_ptx
from zluda.ptx import parse
from zluda.translate import dataflow, shuffle_chains
from zluda.translate.module import translate
from zluda.translate.scope import resolve

from test_translate_flat_shuffles import model

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# integer chain: every mode, clamps and segments, shifts by amounts from the data
# (over 31 too), predicates of the shuffles read after the chain (thread t: the linear
# thread index, whose lanes a two-dimensional block's warps hold)
INT_CHAIN = HEADER + r"""
.visible .entry ints(.param .u64 x, .param .u64 out, .param .u64 preds)
{
    .reg .b32 %t, %r<16>, %q, %y, %nx, %ny, %nt;
    .reg .pred %p<8>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    ld.param.u64 %rd3, [preds];
    mov.u32 %t, %tid.x;
    mov.u32 %y, %tid.y;
    mov.u32 %nx, %ntid.x;
    mov.u32 %ny, %ntid.y;
    mad.lo.s32 %t, %y, %nx, %t;
    mul.lo.s32 %nt, %nx, %ny;
    mov.u32 %q, %ctaid.x;
    mad.lo.s32 %q, %q, %nt, %t;
    mul.wide.u32 %rd4, %q, 4;
    add.s64 %rd5, %rd1, %rd4;
    ld.global.u32 %r1, [%rd5];
    and.b32 %r14, %t, 31;
    shfl.sync.up.b32 %r2|%p1, %r1, 3, 0, -1;
    add.s32 %r3, %r2, %r1;
    shfl.sync.down.b32 %r4|%p2, %r3, 5, 31, -1;
    xor.b32 %r5, %r4, %r3;
    shfl.sync.bfly.b32 %r6|%p3, %r5, 6, 31, -1;
    shl.b32 %r7, %r6, %r1;
    sub.s32 %r7, %r7, %r14;
    shfl.sync.idx.b32 %r8|%p4, %r7, 9, 0x181f, -1;
    shr.s32 %r9, %r8, %r2;
    shr.u32 %r10, %r8, %r14;
    setp.lt.s32 %p5, %r9, %r1;
    selp.b32 %r11, %r9, %r10, %p5;
    mul.lo.s32 %r11, %r11, %r14;
    shfl.sync.up.b32 %r12|%p6, %r11, 1, 0x1c00, -1;
    or.b32 %r12, %r12, %r14;
    shfl.sync.down.b32 %r13|%p7, %r12, 2, 0x101f, -1;
    add.s64 %rd6, %rd2, %rd4;
    st.global.u32 [%rd6], %r13;
    selp.u32 %r15, 1, 0, %p1;
    selp.u32 %r1, 2, 0, %p4;
    or.b32 %r15, %r15, %r1;
    selp.u32 %r1, 4, 0, %p5;
    or.b32 %r15, %r15, %r1;
    selp.u32 %r1, 8, 0, %p7;
    or.b32 %r15, %r15, %r1;
    add.s64 %rd7, %rd3, %rd4;
    st.global.u32 [%rd7], %r15;
    ret;
}
"""


def _ints_model(x):
    """INT_CHAIN for whole warps, in numpy (u32 arithmetic, PTX shift rules)."""
    u = lambda a: np.asarray(a, np.int64) & 0xFFFFFFFF
    s = lambda a: np.where(u(a) >= 2**31, u(a) - 2**32, u(a))
    lane = np.arange(len(x)) & 31
    r1 = u(x)
    r2, p1 = model("up", 3, 0, r1)
    r3 = u(r2 + r1)
    r4, _ = model("down", 5, 31, r3)
    r5 = r4 ^ r3
    r6, _ = model("bfly", 6, 31, r5)
    r7 = u(np.where(r1 > 31, 0, r6 << np.minimum(r1, 31)) - lane)
    r8, p4 = model("idx", 9, 0x181F, r7)
    r9 = u(np.where(r2 > 31, s(r8) >> 31, s(r8) >> np.minimum(r2, 31)))
    r10 = np.where(lane > 31, 0, r8 >> lane)
    p5 = s(r9) < s(r1)
    r11 = u(np.where(p5, r9, r10) * lane)
    r12, _ = model("up", 1, 0x1C00, r11)
    r12 = r12 | lane
    r13, p7 = model("down", 2, 0x101F, r12)
    return r13.astype(np.uint32), (p1 * 1 | p4 * 2 | p5 * 4 | p7 * 8).astype(np.uint32)


def _whole_warps(grid, nt):
    """The threads of whole warps: a partial warp's lanes that read a lane past the
    block's end get what no rule defines (CUDA leaves it undefined)."""
    return (np.arange(grid * nt) % nt) < nt // 32 * 32


def _run(text, kernel, grid, block, args, monkeypatch, chains=True):
    monkeypatch.setenv("ZLUDA_CPU_SHUFFLE_CHAINS", "1" if chains else "0")
    ptxmodule.load(text).launch(kernel, grid, block, args)


@pytest.mark.parametrize("tier", ["quick", "full"])
@pytest.mark.parametrize("block", [32, 96, 1024, 80, (16, 4)], ids=str)
def test_integer_chain_against_the_model(monkeypatch, tier, block):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    nt = block if isinstance(block, int) else block[0] * block[1]
    grid = 3
    x = np.random.default_rng(nt).integers(0, 2**32, grid * nt, dtype=np.uint64).astype(np.uint32)
    x[::7] = np.arange(len(x[::7])) % 40        # shift amounts around 32 as well
    results = []
    for chains in (True, False):
        out, preds = np.zeros_like(x), np.zeros_like(x)
        _run(INT_CHAIN, "ints", grid, block, [x, out, preds], monkeypatch, chains)
        results.append((out[_whole_warps(grid, nt)], preds[_whole_warps(grid, nt)]))
    np.testing.assert_array_equal(results[0][0], results[1][0])
    np.testing.assert_array_equal(results[0][1], results[1][1])
    if nt % 32 == 0:
        want, want_preds = _ints_model(x)
        np.testing.assert_array_equal(results[0][0], want)
        np.testing.assert_array_equal(results[0][1], want_preds)


# f32 chains: a butterfly sum, max and min (each value the warp's, in the order the
# butterfly combines them), then an up-scan of sums
FLOAT_CHAIN = HEADER + r"""
.visible .entry floats(.param .u64 x, .param .u64 out)
{
    .reg .b32 %t, %q, %n, %r<24>;
    .reg .f32 %f<32>;
    .reg .pred %p<4>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    mov.u32 %t, %tid.x;
    mov.u32 %n, %ntid.x;
    mov.u32 %q, %ctaid.x;
    mad.lo.s32 %q, %q, %n, %t;
    mul.wide.u32 %rd3, %q, 4;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.f32 %f1, [%rd4];
    mov.b32 %r1, %f1;
    shfl.sync.bfly.b32 %r2, %r1, 16, 31, -1;
    mov.b32 %f2, %r2;
    add.f32 %f3, %f1, %f2;
    mov.b32 %r3, %f3;
    shfl.sync.bfly.b32 %r4, %r3, 8, 31, -1;
    mov.b32 %f4, %r4;
    add.f32 %f5, %f3, %f4;
    mov.b32 %r5, %f5;
    shfl.sync.bfly.b32 %r6, %r5, 1, 31, -1;
    mov.b32 %f6, %r6;
    max.f32 %f7, %f5, %f6;
    mov.b32 %r7, %f7;
    shfl.sync.bfly.b32 %r8, %r7, 2, 31, -1;
    mov.b32 %f8, %r8;
    min.f32 %f9, %f7, %f8;
    mov.b32 %r9, %f9;
    shfl.sync.up.b32 %r10|%p1, %r9, 4, 0, -1;
    mov.b32 %f10, %r10;
    sub.f32 %f11, %f9, %f10;
    mul.rn.f32 %f11, %f11, %f1;
    mov.b32 %r11, %f11;
    shfl.sync.down.b32 %r12, %r11, 1, 31, -1;
    mov.b32 %f12, %r12;
    add.s64 %rd5, %rd2, %rd3;
    st.global.f32 [%rd5], %f12;
    ret;
}
"""

CANONICAL = np.uint32(0x7FFFFFFF)


def _canon(v):
    bits = v.view(np.uint32).copy()
    bits[np.isnan(v)] = CANONICAL
    return bits.view(np.float32)


def _minmax(x, y, is_max):
    """PTX min/max.f32: -0 < +0, one NaN -> the other, both -> the canonical NaN."""
    xb, yb = x.view(np.int32), y.view(np.int32)
    if is_max:
        pick_x = (x > y) | ((x == y) & (yb < 0))
    else:
        pick_x = (x < y) | ((x == y) & (xb < 0))
    r = np.where(pick_x, x, y)
    r = np.where(np.isnan(x), y, np.where(np.isnan(y), x, r))
    return np.where(np.isnan(x) & np.isnan(y), np.uint32(CANONICAL).view(np.float32), r).astype(np.float32)


def _floats_model(x):
    with np.errstate(all="ignore"):
        f1 = x
        f3 = _canon(f1 + model("bfly", 16, 31, f1.view(np.uint32))[0].view(np.float32))
        f5 = _canon(f3 + model("bfly", 8, 31, f3.view(np.uint32))[0].view(np.float32))
        f7 = _minmax(f5, model("bfly", 1, 31, f5.view(np.uint32))[0].view(np.float32), True)
        f9 = _minmax(f7, model("bfly", 2, 31, f7.view(np.uint32))[0].view(np.float32), False)
        f11 = _canon(_canon(f9 - model("up", 4, 0, f9.view(np.uint32))[0].view(np.float32)) * f1)
        return model("down", 1, 31, f11.view(np.uint32))[0].view(np.float32)


@pytest.mark.parametrize("tier", ["quick", "full"])
@pytest.mark.parametrize("block", [64, 1024, 48], ids=str)
@pytest.mark.parametrize("values", ["normal", "zeros"])
def test_float_chain_against_the_model(monkeypatch, tier, block, values):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    grid = 2
    rng = np.random.default_rng(block)
    if values == "normal":
        x = rng.standard_normal(grid * block).astype(np.float32)
        specials = np.array([np.nan, -0.0, 0.0, np.inf, -np.inf, 1e-45, -1e-45, 3.4e38], np.float32)
        x[rng.integers(0, len(x), len(x) // 4)] = rng.choice(specials, len(x) // 4)
    else:
        # mostly signed zeros: min and max meet -0 against +0 all the time
        x = rng.choice(np.array([-0.0, 0.0, -0.0, 0.0, 1.0, np.nan], np.float32), grid * block)
    x.view(np.uint32)[5] = 0x7FC01234          # a NaN with a payload
    results = []
    for chains in (True, False):
        out = np.zeros_like(x)
        _run(FLOAT_CHAIN, "floats", grid, block, [x, out], monkeypatch, chains)
        results.append(out[_whole_warps(grid, block)])
    np.testing.assert_array_equal(results[0].view(np.uint32), results[1].view(np.uint32))
    if block % 32 == 0:
        np.testing.assert_array_equal(results[0].view(np.uint32), _floats_model(x).view(np.uint32))


@pytest.mark.parametrize("block", [1024, 256, 96])
def test_block_scan(monkeypatch, block):
    """The kernel suite's scan: a chain of five shfl.up in every warp, then one in warp 0."""
    n = block * 5 - 17
    x = np.random.default_rng(block).integers(-1000, 1000, n).astype(np.int32)
    y = np.zeros_like(x)
    _run(kernel_ptx("scan").read_text(), "scan_block", (n + block - 1) // block, block, [x, y, n], monkeypatch)
    want = np.concatenate([np.cumsum(x[i:i + block]) for i in range(0, n, block)]).astype(np.int32)
    np.testing.assert_array_equal(y, want)


def _chains(text, name):
    fn = parse(text, "t.ptx").kernels[name]
    scope = resolve(fn, {p.name: p.name for p in fn.params})
    return shuffle_chains.find_chains(scope.statements, scope.registers, dataflow.constant_registers(scope))


def test_which_runs_are_chains():
    # the bench kernels: scan's two scans, layernorm's four and softmax's two reductions
    assert [c.shuffles for c in _chains(kernel_ptx("scan").read_text(), "scan_block")] == [5, 5]
    assert [c.shuffles for c in _chains(kernel_ptx("layernorm").read_text(), "layernorm")] == [5, 5, 5, 5]
    assert [c.shuffles for c in _chains(kernel_ptx("softmax").read_text(), "softmax_rows")] == [5, 5]
    assert [c.shuffles for c in _chains(INT_CHAIN, "ints")] == [6]
    # a chain takes in the arithmetic after its last shuffle, up to the first
    # instruction it cannot run (here the address arithmetic on 64-bit registers)
    assert _chains(INT_CHAIN, "ints")[0].body[-1].opcode == "shfl"
    assert [st.opcode for st in _chains(kernel_ptx("scan").read_text(), "scan_block")[0].body[-4:]] == \
        ["setp", "selp", "add", "shl"]
    # a label inside the run splits it, a guard too, and so does an instruction the
    # vector code does not emit (cvt); a lone shuffle is no chain
    for cut in ("L1:\n    xor.b32 %r5, %r4, %r3;", "@%p2 xor.b32 %r5, %r4, %r3;", "cvt.u32.u16 %r5, %r4;"):
        text = INT_CHAIN.replace("xor.b32 %r5, %r4, %r3;", cut)
        assert [c.shuffles for c in _chains(text, "ints")] == [2, 4], cut
    # a member mask that is not every lane, a lane operand known only at run time
    assert [c.shuffles for c in _chains(INT_CHAIN.replace("%r4|%p2, %r3, 5, 31, -1", "%r4|%p2, %r3, 5, 31, 0xffff"),
                                        "ints")] == [4]
    assert [c.shuffles for c in _chains(INT_CHAIN.replace("%r4|%p2, %r3, 5, 31, -1", "%r4|%p2, %r3, %r1, 31, -1"),
                                        "ints")] == [4]


def test_the_bench_kernels_get_their_warp_functions():
    for stem, count in (("scan", 2), ("layernorm", 4), ("softmax", 2)):
        text = translate(parse(kernel_ptx(stem).read_text(), f"{stem}.ptx")).ir_text
        assert text.count('define internal void @"__zk_chain_') == count, stem


# nvcc's --use_fast_math reduction: .ftz sums, then a .ftz product with the thread's value
FTZ_CHAIN = HEADER + r"""
.visible .entry ftz_sums(.param .u64 x, .param .u64 out)
{
    .reg .b32 %t, %q, %n, %r<12>;
    .reg .f32 %f<16>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    mov.u32 %t, %tid.x;
    mov.u32 %n, %ntid.x;
    mov.u32 %q, %ctaid.x;
    mad.lo.s32 %q, %q, %n, %t;
    mul.wide.u32 %rd3, %q, 4;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.f32 %f1, [%rd4];
    mov.b32 %r1, %f1;
    shfl.sync.bfly.b32 %r2, %r1, 16, 31, -1;
    mov.b32 %f2, %r2;
    add.ftz.f32 %f3, %f1, %f2;
    mov.b32 %r3, %f3;
    shfl.sync.bfly.b32 %r4, %r3, 8, 31, -1;
    mov.b32 %f4, %r4;
    add.ftz.f32 %f5, %f3, %f4;
    mov.b32 %r5, %f5;
    shfl.sync.bfly.b32 %r6, %r5, 4, 31, -1;
    mov.b32 %f6, %r6;
    sub.ftz.f32 %f7, %f5, %f6;
    mul.ftz.f32 %f8, %f7, %f1;
    add.s64 %rd5, %rd2, %rd3;
    st.global.f32 [%rd5], %f8;
    ret;
}
"""


def _flushing_chains(text, name, flushes):
    fn = parse(text, "t.ptx").kernels[name]
    scope = resolve(fn, {p.name: p.name for p in fn.params})
    return shuffle_chains.find_chains(scope.statements, scope.registers, dataflow.constant_registers(scope), flushes)


def test_ftz_arithmetic_in_chains():
    # add/sub.ftz flush on the bits in every kernel; mul.ftz only under the flush modes,
    # whose hardware decides a product's tininess after rounding as the GPU does
    assert [c.shuffles for c in _flushing_chains(FTZ_CHAIN, "ftz_sums", True)] == [3]
    assert _flushing_chains(FTZ_CHAIN, "ftz_sums", True)[0].body[-1].opcode == "mul"
    assert [c.shuffles for c in _flushing_chains(FTZ_CHAIN, "ftz_sums", False)] == [3]
    assert _flushing_chains(FTZ_CHAIN, "ftz_sums", False)[0].body[-1].opcode == "sub"
    # min/max.ftz flush explicitly even under the modes: not in a chain
    text = FTZ_CHAIN.replace("add.ftz.f32 %f3", "max.ftz.f32 %f3")
    assert [c.shuffles for c in _flushing_chains(text, "ftz_sums", True)] == [2]
    ir_text = translate(parse(FTZ_CHAIN, "t.ptx")).ir_text
    assert ir_text.count('define internal void @"__zk_chain_') == 1


@pytest.mark.parametrize("modes", ["1", "0"])
@pytest.mark.parametrize("tier", ["quick", "full"])
@pytest.mark.parametrize("block", [64, 96, 48], ids=str)
def test_ftz_chain_flushes_as_the_region_code(monkeypatch, tier, block, modes):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    monkeypatch.setenv("ZLUDA_CPU_FLUSH_MODES", modes)
    grid = 2
    rng = np.random.default_rng(block)
    x = rng.standard_normal(grid * block).astype(np.float32)
    x[:32] = rng.choice(np.array([1e-40, -3e-39, 1e-45, 0.0, -0.0], np.float32), 32)   # a warp of subnormals
    x[32:48] *= np.float32(1e-36)            # sums and products around 2^-126
    x[48:52] = np.float32(2.0 ** -126) * np.array([1, -1, 1.5, -1.25], np.float32)   # differences below it
    x[50] = np.nan
    results = []
    for chains in (True, False):
        out = np.zeros_like(x)
        _run(FTZ_CHAIN, "ftz_sums", grid, block, [x, out], monkeypatch, chains)
        results.append(out[_whole_warps(grid, block)])
    np.testing.assert_array_equal(results[0].view(np.uint32), results[1].view(np.uint32))
    # the subnormal warp's inputs read as zeros (a sum of them would not be)
    assert not np.any(results[0][:32])


# a row reduction of a two-dimensional block (llm.c's layernorm_forward_kernel6: a warp a
# row): the chain reads no tid.x, so whole warps of any block shape run it at once
ROW_CHAIN = HEADER + r"""
.visible .entry row_sums(.param .u64 x, .param .u64 out)
{
    .reg .b32 %t, %y, %nx, %q, %r<12>;
    .reg .f32 %f<16>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    mov.u32 %t, %tid.x;
    mov.u32 %y, %tid.y;
    mov.u32 %nx, %ntid.x;
    mad.lo.s32 %q, %y, %nx, %t;
    mul.wide.u32 %rd3, %q, 4;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.f32 %f1, [%rd4];
    mov.b32 %r1, %f1;
    shfl.sync.bfly.b32 %r2, %r1, 16, 31, -1;
    mov.b32 %f2, %r2;
    add.f32 %f3, %f1, %f2;
    mov.b32 %r3, %f3;
    shfl.sync.bfly.b32 %r4, %r3, 8, 31, -1;
    mov.b32 %f4, %r4;
    add.f32 %f5, %f3, %f4;
    add.s64 %rd5, %rd2, %rd3;
    st.global.f32 [%rd5], %f5;
    ret;
}
"""


def test_a_chain_without_tid_runs_in_blocks_of_any_shape():
    # called from the lane loops of one-dimensional blocks and from those of others
    ir_text = translate(parse(ROW_CHAIN, "t.ptx")).ir_text
    assert ir_text.count('call void @"__zk_chain_') == 2


@pytest.mark.parametrize("block", [(32, 4), (16, 6), (64, 2)], ids=str)
def test_row_chain_in_two_dimensions(monkeypatch, block):
    n = block[0] * block[1]
    x = np.random.default_rng(n).standard_normal(n).astype(np.float32)
    results = []
    for chains in (True, False):
        out = np.zeros_like(x)
        _run(ROW_CHAIN, "row_sums", 1, block, [x, out], monkeypatch, chains)
        results.append(out[_whole_warps(1, n)])
    np.testing.assert_array_equal(results[0].view(np.uint32), results[1].view(np.uint32))
    want = _canon(x + model("bfly", 16, 31, x.view(np.uint32))[0].view(np.float32))
    want = _canon(want + model("bfly", 8, 31, want.view(np.uint32))[0].view(np.float32))
    np.testing.assert_array_equal(results[0].view(np.uint32), want.view(np.uint32))
