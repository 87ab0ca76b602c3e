"""tanh.approx.f32 inline (zluda/translate/libm_tanh.py) gives the C library's tanhf
bits, with the CPU's flush modes on or off: the lowering against libm on a sample of
inputs (every case boundary of tanhf and expm1f, subnormals, random bit patterns;
`python -m zluda.cpu.tanh_check` sweeps all 2^32), and a kernel's tanh.approx.f32
(thread loops in vector lanes) against libm, in a kernel that runs under the modes
(flush_mode.MODE_INDEPENDENT) and in one that does not."""

import numpy as np
import pytest

from zluda.cpu import ptxmodule, tanh_check
from zluda.ptx import parse
from zluda.translate.module import translate
from zluda.translate import libm_tanh
from zluda.translate.options import host_has_flush_modes

pytestmark = pytest.mark.skipif(not host_has_flush_modes(), reason="the C library's tanhf on x86-64")

THRESHOLDS = [libm_tanh.TANH_ONE_BELOW, libm_tanh.TANH_SATURATES, libm_tanh.TANH_TINY,
              # tanhf's |x| for expm1f's own thresholds on 2|x|
              libm_tanh.EXPM1_TINY - (1 << 23), libm_tanh.EXPM1_REDUCED - (1 << 23),
              libm_tanh.EXPM1_K_ONE - (1 << 23), 0x7F800000, 0]


def sample() -> np.ndarray:
    rng = np.random.default_rng(28)
    near = np.array(THRESHOLDS, np.int64)[:, None] + np.arange(-64, 65)
    # where expm1f's k changes: 2|x| = (k + 1/2) ln2 for k = 1 .. 63
    k_edges = np.float32((np.arange(1, 64) + 0.5) * np.log(2) / 2).view(np.uint32).astype(np.int64)
    near_k = k_edges[:, None] + np.arange(-64, 65)
    mags = np.concatenate([near.ravel(), near_k.ravel(), rng.integers(0x30000000, 0x42000000, 1 << 18),
                           rng.integers(0, 0x7FFFFFFF, 1 << 16)])
    mags = np.clip(mags, 0, 0x7FFFFFFF).astype(np.uint32)
    return np.concatenate([mags, mags | np.uint32(0x80000000)])


@pytest.mark.parametrize("flush", [False, True])
def test_the_lowering_gives_libm_bits(flush):
    diff = tanh_check.differences(sample(), flush)
    assert not len(diff), f"{len(diff)} differ, e.g. {[hex(int(v)) for v in diff[:4]]}"


def test_the_check_sees_a_one_ulp_constant(monkeypatch):
    tanh_check.functions.cache_clear()
    monkeypatch.setattr(libm_tanh, "LN2_HI", libm_tanh._f32_bits(0x3F317181))
    try:
        assert len(tanh_check.differences(sample(), False))
    finally:
        monkeypatch.undo()
        tanh_check.functions.cache_clear()


KERNEL = """.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 xp, .param .u64 yp, .param .u64 sp, .param .u32 n)
{
    .reg .pred %p1;
    .reg .b32 %r<5>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [xp];
    ld.param.u64 %rd2, [yp];
    ld.param.u64 %rd6, [sp];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %tid.x;
    mad.lo.s32 %r2, %r2, %r3, %r4;
    setp.ge.u32 %p1, %r2, %r1;
    @%p1 bra DONE;
    mul.wide.u32 %rd3, %r2, 4;
    add.s64 %rd4, %rd1, %rd3;
    add.s64 %rd5, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    tanh.approx.f32 %f2, %f1;
    st.global.f32 [%rd5], %f2;
    // .ftz arithmetic beside it (a square into another array) lets the kernel flush
    add.s64 %rd7, %rd6, %rd3;
    SQUARE
    st.global.f32 [%rd7], %f3;
DONE:
    ret;
}
"""


@pytest.mark.parametrize("ftz_beside", [False, True])
def test_a_kernels_tanh_gives_libm_bits(monkeypatch, ftz_beside):
    monkeypatch.setenv("ZLUDA_CPU_FLUSH_MODES", "1")
    text = KERNEL.replace("SQUARE", f"mul{'.ftz' if ftz_beside else ''}.f32 %f3, %f1, %f1;")
    flushing = "llvm.x86.sse.ldmxcsr" in translate(parse(text, "t.ptx")).ir_text
    assert flushing == ftz_beside
    x = sample()
    y, squares = np.zeros_like(x), np.zeros_like(x)
    ptxmodule.load(text).launch("k", (len(x) + 255) // 256, 256,
                                [x.view(np.float32), y.view(np.float32), squares.view(np.float32), len(x)])
    want = tanh_check.results("libm", x, False)
    nan = np.isnan(want.view(np.float32))
    assert np.all(y[nan] == 0x7FFFFFFF)   # the canonical NaN
    bad = np.flatnonzero((y != want) & ~nan)
    assert not len(bad), f"{len(bad)} differ, e.g. x={x[bad[0]]:#x}: {y[bad[0]]:#x} != {want[bad[0]]:#x}"
