"""An ordered vector access (ld/st .relaxed/.acquire/.release/.volatile .v2.u32, .v2.u64
and the like) is one atomic access of the whole (emit_mem._whole_ordered_access): read
element by element, CUB's decoupled look-back took a tile's new status with its old value
from another block's write, and thrust::inclusive_scan gave a wrong prefix once (its
descriptors are 8 bytes for 4-byte values, 16 for 8-byte ones). What must hold: one atomic
load and store of the whole, one vector move each in the CPU's object, the elements in their
places, at every tier."""

import platform

import numpy as np
import pytest

from zluda.cpu import jit, ptxmodule
from zluda.ptx import parse
from zluda.translate.module import translate

# out[2..3] = {a + b, a} of the relaxed v2 at out[0..1]; out[4..7] = the volatile v4.u16
# at out[8..11] (as halves) reversed, through one v4.u16 store; out[12..15] = the acquire
# v2.u64 at out[16..19] swapped, through one release v2.u64 store
VECTORS = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
    .reg .b16 %h<5>;
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [p];
    ld.relaxed.gpu.global.v2.u32 {%r1, %r2}, [%rd1];
    add.u32 %r3, %r1, %r2;
    st.relaxed.gpu.global.v2.u32 [%rd1+8], {%r3, %r1};
    ld.volatile.global.v4.u16 {%h1, %h2, %h3, %h4}, [%rd1+32];
    st.volatile.global.v4.u16 [%rd1+16], {%h4, %h3, %h2, %h1};
    ld.acquire.gpu.global.v2.u64 {%rd2, %rd3}, [%rd1+64];
    st.release.gpu.global.v2.u64 [%rd1+48], {%rd3, %rd2};
    ret;
}
"""


def test_ordered_vectors_are_one_atomic_access_each():
    ir_text = translate(parse(VECTORS, "vectors.ptx"), only=["k"]).ir_text
    assert ir_text.count("load atomic i64") == 2 and ir_text.count("store atomic i64") == 2, ir_text
    assert ir_text.count("load atomic i128") == 1 and ir_text.count("store atomic i128") == 1, ir_text
    assert "atomic i16" not in ir_text   # (the spin hint's own counter is an i32)


@pytest.mark.skipif(platform.machine().lower() not in ("x86_64", "amd64"), reason="x86-64's instructions")
def test_sixteen_byte_ordered_access_is_one_vector_move():
    """LLVM emits an aligned 16-byte vector move for the atomic i128 (atomic on CPUs with
    AVX), cmpxchg16b without AVX: never two 8-byte halves or a library call."""
    ir_text = translate(parse(VECTORS, "vectors.ptx"), only=["k"]).ir_text
    asm = jit.target_machine().emit_assembly(jit.optimise(ir_text, "full"))
    assert "__atomic_load_16" not in asm and "__atomic_store_16" not in asm, asm
    moves = asm.count("vmovdqa") + asm.count("vmovaps") + asm.count("cmpxchg16b")
    assert moves >= 2, asm


@pytest.mark.parametrize("tier", ["baseline", "quick", "full"])
def test_ordered_vectors_keep_their_elements_in_place(monkeypatch, tier):
    monkeypatch.setenv("ZLUDA_CPU_TIER", tier)
    words = np.zeros(20, np.uint32)
    words[0], words[1] = 0x89ABCDEF, 0x01234567
    halves = words[8:10].view(np.uint16)
    halves[:] = [0x1111, 0x2222, 0x3333, 0x4444]
    words[16:20].view(np.uint64)[:] = [0x0123456789ABCDEF, 0xFEDCBA9876543210]
    ptxmodule.load(VECTORS).launch("k", 1, 1, [words])
    assert words[2] == (0x89ABCDEF + 0x01234567) & 0xFFFFFFFF and words[3] == 0x89ABCDEF
    assert words[4:6].view(np.uint16).tolist() == [0x4444, 0x3333, 0x2222, 0x1111]
    assert words[12:16].view(np.uint64).tolist() == [0xFEDCBA9876543210, 0x0123456789ABCDEF]
