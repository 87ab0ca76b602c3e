"""Warps of two- and three-dimensional blocks at warp collectives run as lane loops
(region_lowering._RegionGroup, "lanes.nd": each lane's tid.x, tid.y and tid.z taken apart
from its linear index) where the kernel reads tid.y or tid.z, rather than one thread at a
time through the one-thread dispatcher; one-dimensional kernels get no such loop."""

import numpy as np
import pytest
from llvmlite import ir

from zluda import config
from zluda.cpu import ptxmodule
from zluda.cpu.runtime import LaunchError
from zluda.ptx import parse
from zluda.translate import abi, region_lowering
from zluda.translate.irutil import byte_ptr, load_at
from zluda.translate.module import translate
from zluda.translate.ptxtypes import I32, PTR

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"

# out[t] = the warp's sum of x (a butterfly) * 4096 + tid.y * 64 + tid.z * 8 + (tid.x & 7),
# with t the linear thread index in the grid: the coordinates are read after the shuffles, so the
# lanes that go on from them need their own
WARP_SUM_2D = HEADER + r"""
.visible .entry warp_sum_nd(.param .u64 x, .param .u64 out)
{
    .reg .b32 %tx, %ty, %tz, %nx, %ny, %t, %v, %s, %r<8>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    mov.u32 %tx, %tid.x;
    mov.u32 %ty, %tid.y;
    mov.u32 %tz, %tid.z;
    mov.u32 %nx, %ntid.x;
    mov.u32 %ny, %ntid.y;
    mad.lo.s32 %r1, %tz, %ny, %ty;
    mad.lo.s32 %t, %r1, %nx, %tx;
    mov.u32 %r3, %ntid.z;
    mul.lo.s32 %r3, %r3, %ny;
    mul.lo.s32 %r3, %r3, %nx;
    mov.u32 %r4, %ctaid.x;
    mad.lo.s32 %t, %r4, %r3, %t;
    mul.wide.u32 %rd3, %t, 4;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.u32 %v, [%rd4];
    shfl.sync.bfly.b32 %s, %v, 16, 31, -1;
    add.s32 %v, %v, %s;
    shfl.sync.bfly.b32 %s, %v, 8, 31, -1;
    add.s32 %v, %v, %s;
    shfl.sync.bfly.b32 %s, %v, 4, 31, -1;
    add.s32 %v, %v, %s;
    shfl.sync.bfly.b32 %s, %v, 2, 31, -1;
    add.s32 %v, %v, %s;
    shfl.sync.bfly.b32 %s, %v, 1, 31, -1;
    add.s32 %v, %v, %s;
    mov.u32 %tx, %tid.x;
    mov.u32 %ty, %tid.y;
    mov.u32 %tz, %tid.z;
    shl.b32 %v, %v, 12;
    mad.lo.s32 %v, %ty, 64, %v;
    mad.lo.s32 %v, %tz, 8, %v;
    and.b32 %r2, %tx, 7;
    add.s32 %v, %v, %r2;
    add.s64 %rd5, %rd2, %rd3;
    st.global.u32 [%rd5], %v;
    ret;
}
"""

WARP_SUM_1D = WARP_SUM_2D.replace("%tid.y", "%ctaid.y").replace("%tid.z", "%ctaid.z")


def _want(x, block):
    nx, ny, nz = block
    t = np.arange(x.size) % (nx * ny * nz)
    sums = x.reshape(-1, 32).sum(axis=1, dtype=np.uint32).repeat(32)
    return (sums << 12) + (t // nx % ny) * 64 + (t // (nx * ny)) * 8 + (t % nx & 7)


def _dispatcher_traps(monkeypatch):
    """The one-thread dispatcher made to record a trap in the launch's status whenever a
    thread goes through it (the launch then fails)."""
    emit = region_lowering._emit_one_thread

    def trapping(module, name, body, private):
        one = emit(module, name, body, private)
        b = ir.IRBuilder()
        b.position_at_start(one.blocks[0])
        real = load_at(b, one.args[0], abi.L_REAL, PTR)
        b.cmpxchg(byte_ptr(b, real, abi.L_STATUS), ir.Constant(I32, 0), ir.Constant(I32, abi.STATUS_TRAP),
                  "monotonic", "monotonic")
        return one
    monkeypatch.setattr(region_lowering, "_emit_one_thread", trapping)


# block dimensions that are not powers of two check the lane loops' division by reciprocals
@pytest.mark.parametrize("block", [(16, 16, 1), (4, 4, 8), (8, 4, 2), (6, 16, 1), (48, 2, 1), (1, 32, 3),
                                   (5, 32, 1), (12, 4, 4)], ids=str)
def test_warps_of_a_block_of_more_dimensions_run_as_lane_loops(block, monkeypatch, tmp_path):
    monkeypatch.setenv("ZLUDA_CPU_TIER", "quick")
    x = np.random.default_rng(7).integers(0, 2**16, 3 * int(np.prod(block)), dtype=np.uint32)
    out = np.zeros_like(x)
    with config.overridden("ZLUDA_CACHE_DIR", str(tmp_path)):     # (kernels translated here stay here)
        _dispatcher_traps(monkeypatch)
        ptxmodule.load(WARP_SUM_2D).launch("warp_sum_nd", 3, block, [x, out])
    np.testing.assert_array_equal(out, _want(x, block))


@pytest.mark.parametrize("block", [(16, 16, 1), (4, 4, 8)], ids=str)
def test_a_kernel_without_tid_y_or_z_goes_through_the_dispatcher(block, monkeypatch, tmp_path):
    """(that the trap above shows) a kernel that reads neither tid.y nor tid.z gets no
    lane loop of more dimensions: its warps of such a block go through the dispatcher."""
    monkeypatch.setenv("ZLUDA_CPU_TIER", "quick")
    x = np.zeros(int(np.prod(block)), np.uint32)
    with config.overridden("ZLUDA_CACHE_DIR", str(tmp_path)):
        _dispatcher_traps(monkeypatch)
        with pytest.raises(LaunchError, match="trap"):
            ptxmodule.load(WARP_SUM_1D).launch("warp_sum_nd", 1, block, [x, np.zeros_like(x)])


@pytest.mark.parametrize("text, nd", [(WARP_SUM_2D, True), (WARP_SUM_1D, False)], ids=["tid.y", "tid.x"])
def test_only_kernels_reading_tid_y_or_z_get_the_loop(text, nd):
    ir_text = translate(parse(text, "warp_sum.ptx")).ir_text
    assert ("lanes.nd" in ir_text) == nd
