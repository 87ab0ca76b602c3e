"""Uniform registers read after a barrier from their scalar slot (RegionTranslator.
_region_scalars): a shared-memory tree reduction whose stride `k` is loop-carried
across the barrier (`for (k = ntid / 2; k > 0; k >>= 1) { if (t < k) s[t] += s[t + k];
__syncthreads(); }`), against numpy, and the property the slots exist for: the
optimised thread loop reads s[t + k] as a vector, not a gather (the slot's load is
tagged as the group's stores into the slots are, so LLVM knows that the threads'
state stores leave it alone and keeps it out of the loop)."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.cpu import jit
from zluda.ptx import parse
from zluda.translate.module import translate

TREE = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry tree(.param .u64 out, .param .u64 inp)
{
    .shared .align 4 .b8 s[4096];
    .reg .pred %p<4>;
    .reg .f32 %f<4>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [inp];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %ctaid.x;
    mad.lo.s32 %r4, %r3, %r2, %r1;
    mul.wide.u32 %rd3, %r4, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    mov.u32 %r5, s;
    shl.b32 %r6, %r1, 2;
    add.s32 %r7, %r5, %r6;
    st.shared.f32 [%r7], %f1;
    bar.sync 0;
    shr.u32 %r8, %r2, 1;
    setp.eq.s32 %p1, %r8, 0;
    @%p1 bra DONE;
LOOP:
    setp.ge.u32 %p2, %r1, %r8;
    @%p2 bra SKIP;
    shl.b32 %r9, %r8, 2;
    add.s32 %r10, %r7, %r9;
    ld.shared.f32 %f2, [%r7];
    ld.shared.f32 %f3, [%r10];
    add.f32 %f2, %f2, %f3;
    st.shared.f32 [%r7], %f2;
SKIP:
    bar.sync 0;
    shr.u32 %r8, %r8, 1;
    setp.ne.s32 %p3, %r8, 0;
    @%p3 bra LOOP;
DONE:
    setp.ne.s32 %p1, %r1, 0;
    @%p1 bra END;
    ld.shared.f32 %f1, [%r5];
    mul.wide.u32 %rd5, %r3, 4;
    add.s64 %rd6, %rd1, %rd5;
    st.global.f32 [%rd6], %f1;
END:
    ret;
}
"""


@pytest.mark.parametrize("block", [1024, 256, 64, 32, 8, 1])
def test_tree_sums(block):
    grid = 5
    # small integers: the sums are exact in any order
    x = np.random.default_rng(block).integers(-50, 50, grid * block).astype(np.float32)
    out = np.zeros(grid, np.float32)
    ptxmodule.load(TREE).launch("tree", grid, block, [out, x])
    np.testing.assert_array_equal(out, x.reshape(grid, block).sum(axis=1))


def test_stride_read_is_a_vector_load():
    tr = translate(parse(TREE, "tree.ptx"))
    assert tr.kernels["tree"].regions
    optimised = str(jit.optimise(tr.ir_text, "full"))
    assert "masked.load" in optimised   # the thread loop is vectorised ...
    # ... and reads s[t + k] as a vector: the only gathers left read one address for
    # every lane (thread 0's s[0] under its mask, a splat pointer)
    gathers = [line for line in optimised.splitlines() if "@llvm.masked.gather" in line and "declare" not in line]
    assert all("splat" in line.split("(", 1)[1].split(",", 1)[0] for line in gathers), gathers
