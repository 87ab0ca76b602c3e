"""Per-thread inductions of loops with barriers rewritten as a fixed start plus a shared
counter (zluda/translate/counted_inductions.py): which registers qualify, the values they
take (32 and 64 bits, wrapping past 2^width, steps by an immediate and by a fixed
register, read after the loop too) against numpy, the bench's tiled matmul against
numpy, and the point of it: the optimised tile loads are vector loads, not gathers."""

from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.cpu import jit
from zluda.ptx import parse
from zluda.translate import counted_inductions
from zluda.translate.opcodes import WARP_SYNC_OPCODES
from zluda.translate.module import translate
from zluda.translate.scope import resolve

BENCH = Path(__file__).resolve().parents[2] / "zluda" / "cpu" / "bench"
HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# Each iteration (ITERS of them, a barrier in each) writes r32 and rd64 of every thread
# into out32[it * nt + t] / out64[it * nt + t]; then, after the loop, r32 once more.
# r32 = tid * 7 + START32, stepped by STEP32; rd64 = tid + START64, stepped by the
# fixed register %rd9 = ntid * 3.
VALUES = HEADER + r"""
.visible .entry k(.param .u64 out32, .param .u64 out64, .param .u32 iters)
{
    .shared .align 4 .b8 s[4096];
    .reg .pred %p<3>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<16>;
    .reg .b32 %r32;
    .reg .b64 %rd64;
    ld.param.u64 %rd1, [out32];
    ld.param.u64 %rd2, [out64];
    ld.param.u32 %r1, [iters];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %ntid.x;
    mul.lo.s32 %r4, %r2, 7;
    add.s32 %r32, %r4, START32;
    cvt.u64.u32 %rd3, %r2;
    add.s64 %rd64, %rd3, START64;
    mul.wide.u32 %rd9, %r3, 3;
    mov.u32 %r5, 0;
LOOP:
    mad.lo.s32 %r6, %r5, %r3, %r2;
    mul.wide.u32 %rd4, %r6, 4;
    add.s64 %rd5, %rd1, %rd4;
    st.global.u32 [%rd5], %r32;
    mul.wide.u32 %rd6, %r6, 8;
    add.s64 %rd7, %rd2, %rd6;
    st.global.u64 [%rd7], %rd64;
    mov.u32 %r7, s;
    shl.b32 %r8, %r2, 2;
    add.s32 %r9, %r7, %r8;
    st.shared.u32 [%r9], %r32;
    bar.sync 0;
    add.s32 %r32, %r32, STEP32;
    add.s64 %rd64, %rd64, %rd9;
    bar.sync 0;
    add.s32 %r5, %r5, 1;
    setp.lt.u32 %p1, %r5, %r1;
    @%p1 bra LOOP;
    mad.lo.s32 %r6, %r1, %r3, %r2;
    mul.wide.u32 %rd4, %r6, 4;
    add.s64 %rd5, %rd1, %rd4;
    st.global.u32 [%rd5], %r32;
    ret;
}
"""


def _values(start32, step32, start64):
    return VALUES.replace("START32", f"0x{start32 % 2**32:08X}").replace("STEP32", str(step32)) \
        .replace("START64", f"0x{start64 % 2**64:016X}")


def _popc(src):
    """The loop's second barrier a bar.red.popc whose result overwrites %r32 (the number
    of threads with tid != 0): every iteration after the first stores ntid - 1."""
    return src.replace("    bar.sync 0;\n    add.s32 %r5",
                       "    setp.ne.u32 %p2, %r2, 0;\n    bar.red.popc.u32 %r32, 0, %p2;\n    add.s32 %r5")


def test_a_register_that_bar_red_writes_keeps_its_value():
    nt, iters = 64, 4
    out32 = np.zeros((iters + 1) * nt, np.uint32)
    out64 = np.zeros(iters * nt, np.uint64)
    ptxmodule.load(_popc(_values(3, 16, 5))).launch("k", 1, nt, [out32, out64, iters])
    t = np.arange(nt)
    np.testing.assert_array_equal(out32[:nt], t * 7 + 3)
    np.testing.assert_array_equal(out32[nt:], np.full(iters * nt, nt - 1))


def _candidates(src, name="k"):
    fn = parse(src, "t.ptx").kernels[name]
    scope = resolve(fn, {p.name: p.name for p in fn.params})
    return set(counted_inductions.rewrite(scope, WARP_SYNC_OPCODES))


def test_which_registers_are_rewritten():
    # the two inductions of the barrier loop, and its trip counter %r5
    assert _candidates(_values(3, 16, 5)) == {"%r32", "%rd64", "%r5"}
    # a step by a value loaded from memory is not fixed
    loaded = _values(3, 16, 5).replace("add.s32 %r32, %r32, 16;", "ld.global.u32 %r10, [%rd1];\n    add.s32 %r32, %r32, %r10;")
    assert "%r32" not in _candidates(loaded)
    # a guarded step may be skipped: not rewritten
    guarded = _values(3, 16, 5).replace("add.s32 %r32, %r32, 16;", "setp.eq.u32 %p2, %r2, 1;\n    @%p2 add.s32 %r32, %r32, 16;")
    assert "%r32" not in _candidates(guarded)
    # a third write: not rewritten
    third = _values(3, 16, 5).replace("    bar.sync 0;\n    add.s32 %r5", "    bar.sync 0;\n    shl.b32 %r32, %r32, 1;\n    add.s32 %r5")
    assert "%r32" not in _candidates(third)
    # a third write by bar.red (its destination): not rewritten
    assert "%r32" not in _candidates(_popc(_values(3, 16, 5)))
    # a start that depends on memory is not fixed per thread
    loaded_start = _values(3, 16, 5).replace("add.s32 %r32, %r4, 0x00000003;", "ld.global.u32 %r11, [%rd1];\n    add.s32 %r32, %r4, %r11;")
    assert "%r32" not in _candidates(loaded_start)


def test_stepped_loops_keep_their_own_inductions():
    # the bench's layernorm: c = tid; c += ntid in loops without barriers (loop steps and
    # their affine check handle those)
    assert _candidates((BENCH / "layernorm.ptx").read_text(), "layernorm") == set()


@pytest.mark.parametrize("start32,step32,start64", [(3, 16, 5), (-40, 9, 2**64 - 10), (2**31 - 5, 2**30, 2**63 - 2)],
                         ids=["small", "wraps-low", "wraps-high"])
@pytest.mark.parametrize("block", [64, 100, 16])
def test_values_of_the_rewritten_registers(start32, step32, start64, block):
    src = _values(start32, step32, start64)
    assert translate(parse(src, "t.ptx"), only=["k"]).kernels["k"].regions
    iters = 5
    out32 = np.zeros((iters + 1) * block, np.uint32)
    out64 = np.zeros(iters * block, np.uint64)
    ptxmodule.load(src).launch("k", 1, block, [out32, out64, iters])
    want32 = [(t * 7 + start32 + it * step32) % 2**32 for it in range(iters + 1) for t in range(block)]
    want64 = [(t + start64 + it * 3 * block) % 2**64 for it in range(iters) for t in range(block)]
    np.testing.assert_array_equal(out32, np.array(want32, np.uint32))
    np.testing.assert_array_equal(out64, np.array(want64, np.uint64))


@pytest.mark.parametrize("n", [16, 48, 64])
def test_tiled_matmul(n):
    rng = np.random.default_rng(n)
    # small integers: every product and sum is exact in f32, in any order
    a = rng.integers(-4, 5, (n, n)).astype(np.float32)
    b = rng.integers(-4, 5, (n, n)).astype(np.float32)
    c = np.zeros((n, n), np.float32)
    ptxmodule.load((BENCH / "matmul.ptx").read_text()).launch("matmul_tiled", (n // 16, n // 16), (16, 16), [a, b, c, n])
    np.testing.assert_array_equal(c, a @ b)


def test_tile_loads_are_vector_loads():
    tr = translate(parse((BENCH / "matmul.ptx").read_text(), "matmul.ptx"), only=["matmul_tiled"])
    optimised = str(jit.optimise(tr.ir_text, "full"))
    assert "load <16 x i32>" in optimised or "load <8 x i32>" in optimised
    gathers = [line for line in optimised.splitlines() if "@llvm.masked.gather" in line and "declare" not in line]
    assert gathers == []


def test_new_registers_do_not_take_a_kernel_register_name():
    # the kernel already has a register named as the pass would name its first one
    src = _values(3, 16, 5).replace(".reg .b64 %rd64;", ".reg .b64 %rd64;\n    .reg .b32 %zk_iv0_0;") \
        .replace("mov.u32 %r5, 0;", "mov.u32 %zk_iv0_0, 1000;\n    mov.u32 %r5, 0;") \
        .replace("st.global.u32 [%rd5], %r32;\n    ret;", "add.s32 %r32, %r32, %zk_iv0_0;\n    st.global.u32 [%rd5], %r32;\n    ret;")
    block, iters = 32, 3
    out32 = np.zeros((iters + 1) * block, np.uint32)
    out64 = np.zeros(iters * block, np.uint64)
    ptxmodule.load(src).launch("k", 1, block, [out32, out64, iters])
    want = [(t * 7 + 3 + it * 16 + (1000 if it == iters else 0)) % 2**32 for it in range(iters + 1) for t in range(block)]
    np.testing.assert_array_equal(out32, np.array(want, np.uint32))
