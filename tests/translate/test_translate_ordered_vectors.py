"""An ordered vector access of at most 8 bytes (ld/st .relaxed/.acquire/.release/.volatile
.v2.u32 and the like) is one atomic access of the whole (emit_mem._whole_ordered_access):
read element by element, CUB's decoupled look-back took a tile's new status with its old
value from another block's write, and thrust::inclusive_scan gave a wrong prefix once.
What must hold: one atomic load and store of the whole, the elements in their places, at
every tier."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.ptx import parse
from zluda.translate.module import translate

# out[2..3] = {a + b, a} of the relaxed v2 at out[0..1]; out[4..7] = the volatile v4.u16
# at out[8..11] (as halves) reversed, through one v4.u16 store
VECTORS = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
    .reg .b16 %h<5>;
    .reg .b32 %r<4>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [p];
    ld.relaxed.gpu.global.v2.u32 {%r1, %r2}, [%rd1];
    add.u32 %r3, %r1, %r2;
    st.relaxed.gpu.global.v2.u32 [%rd1+8], {%r3, %r1};
    ld.volatile.global.v4.u16 {%h1, %h2, %h3, %h4}, [%rd1+32];
    st.volatile.global.v4.u16 [%rd1+16], {%h4, %h3, %h2, %h1};
    ret;
}
"""


def test_ordered_vectors_are_one_atomic_access_each():
    ir_text = translate(parse(VECTORS, "vectors.ptx"), only=["k"]).ir_text
    assert ir_text.count("load atomic i64") == 2 and ir_text.count("store atomic i64") == 2, ir_text
    assert "atomic i16" not in ir_text   # (the spin hint's own counter is an i32)


@pytest.mark.parametrize("tier", ["baseline", "quick", "full"])
def test_ordered_vectors_keep_their_elements_in_place(monkeypatch, tier):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    words = np.zeros(12, np.uint32)
    words[0], words[1] = 0x89ABCDEF, 0x01234567
    halves = words[8:10].view(np.uint16)
    halves[:] = [0x1111, 0x2222, 0x3333, 0x4444]
    ptxmodule.load(VECTORS).launch("k", 1, 1, [words])
    assert words[2] == (0x89ABCDEF + 0x01234567) & 0xFFFFFFFF and words[3] == 0x89ABCDEF
    assert words[4:6].view(np.uint16).tolist() == [0x4444, 0x3333, 0x2222, 0x1111]
