"""Shared memory stays inside the launching thread's scratch memory.

Regression: the Python launch path's scratch was a ctypes array (16-byte aligned) while the
kernel entry rounds the shared window up to an absolute abi.SHARED_ALIGN boundary, so a
kernel using all of its dynamic shared memory wrote up to 112 bytes past the end of the
buffer, into the heap (the samples cell's dynamic_shared program, traced, then died at exit
with "corrupted double-linked list")."""

import ctypes

import numpy as np

from zluda.cpu import ptxmodule
from zluda.cpu import runtime
from zluda.translate import abi

MARK = 0xA5C3E1F7

# every thread stores MARK into its words of the dynamic shared array, stride blockDim
FILL_PTX = f"""
.version 7.0
.target sm_70
.address_size 64
.extern .shared .align 16 .b8 dyn[];
.visible .entry fill(.param .u32 words)
{{
    .reg .pred %p;
    .reg .b32 %r<6>;
    .reg .b64 %rd<4>;
    ld.param.u32 %r1, [words];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, {MARK};
    mov.u64 %rd1, dyn;
LOOP:
    setp.ge.u32 %p, %r2, %r1;
    @%p bra DONE;
    mul.wide.u32 %rd2, %r2, 4;
    add.u64 %rd3, %rd1, %rd2;
    st.shared.u32 [%rd3], %r4;
    add.u32 %r2, %r2, %r3;
    bra LOOP;
DONE:
    ret;
}}
"""


def test_scratch_addresses_are_aligned_for_the_shared_window():
    for size in (1, 1000, 70_000, 70_001, 200_000):
        address = runtime._scratch(size)
        buf = runtime._tls.buf
        assert address % abi.SHARED_ALIGN == 0
        assert address + size <= ctypes.addressof(buf) + len(buf)


def test_dynamic_shared_memory_is_written_inside_the_scratch_buffer():
    module = ptxmodule.load(FILL_PTX)
    # growing sizes: every launch gets a freshly allocated (zeroed) scratch, at a new address
    for k in range(24):
        dyn = 70_000 + 4_096 * k + 16 * k
        module.launch("fill", (1, 1, 1), (256, 1, 1), [np.uint32(dyn // 4)], shared_mem=dyn)
        buf = runtime._tls.buf   # one block: it ran on this thread, in this thread's scratch
        words = np.frombuffer(buf, dtype=np.uint32, count=len(buf) // 4)
        assert int((words == MARK).sum()) == dyn // 4, (
            f"launch {k}: {dyn} bytes of dynamic shared memory, some written outside the scratch")
