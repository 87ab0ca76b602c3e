"""Thread loops of kernels without barriers: LLVM may run their threads in vector lanes
when the threads have no memory of their own (the x loop is declared parallel), and must
not when they do (a .local buffer is one alloca that every iteration reuses)."""

import numpy as np

import zluda.ptx as ptx
from zluda.cpu import ptxmodule
from zluda.cpu import jit
from zluda.cpu.h200_cases import kernel_text
from zluda.translate.module import translate

ELEMENTWISE = kernel_text("fma.rn.f32 %d, %a, %b, %c;")

# thread i fills its 4-word .local buffer with i, i+1, i+2, i+3 and stores word i % 4
LOCAL_BUFFER = """
.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out, .param .u32 n)
{
    .local .align 4 .b8 buf[16];
    .reg .b32 %r<10>;
    .reg .b64 %rd<6>;
    .reg .pred %p<2>;
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mad.lo.u32 %r1, %r2, %r3, %r1;
    ld.param.u32 %r2, [n];
    setp.ge.u32 %p1, %r1, %r2;
    @%p1 bra DONE;
    add.u32 %r4, %r1, 1;
    add.u32 %r5, %r1, 2;
    add.u32 %r6, %r1, 3;
    st.local.v4.u32 [buf], {%r1, %r4, %r5, %r6};
    mov.u64 %rd1, buf;
    and.b32 %r7, %r1, 3;
    mul.wide.u32 %rd2, %r7, 4;
    add.s64 %rd1, %rd1, %rd2;
    ld.local.u32 %r8, [%rd1];
    ld.param.u64 %rd3, [out];
    mul.wide.u32 %rd4, %r1, 4;
    add.s64 %rd3, %rd3, %rd4;
    st.global.u32 [%rd3], %r8;
DONE:
    ret;
}
"""


def _ir(text):
    return translate(ptx.parse(text, "k.ptx")).ir_text


def test_independent_threads_are_vectorised():
    ir_text = _ir(ELEMENTWISE)
    assert "llvm.loop.parallel_accesses" in ir_text
    entry = str(jit.optimise(ir_text).get_function("k"))
    assert " x float>" in entry, "the thread loop of an elementwise kernel was not vectorised"


def test_elementwise_results_in_vector_lanes():
    rng = np.random.default_rng(3)
    n = 1000   # not a multiple of any vector width: the loop's remainder runs too
    a, b, c = (rng.standard_normal(n).astype(np.float32) for _ in range(3))
    d = np.zeros(n, np.float32)
    ptxmodule.load(ELEMENTWISE).launch("k", 4, 256, [a, b, c, d, n])
    want = (a.astype(np.float64) * b + c).astype(np.float32)   # one rounding, as fma does
    assert np.array_equal(d, want)


def test_threads_with_local_memory_stay_sequential():
    assert "llvm.loop.parallel_accesses" not in _ir(LOCAL_BUFFER)
    n = 1000
    out = np.zeros(n, np.uint32)
    ptxmodule.load(LOCAL_BUFFER).launch("k", 4, 256, [out, n])
    i = np.arange(n, dtype=np.uint32)
    assert np.array_equal(out, i + i % 4)
