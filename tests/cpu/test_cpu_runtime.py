"""Runtime behaviour: printf/assert hooks, located errors, launch validation, cache, deadlock."""

import ctypes
import os
import struct
import subprocess
import sys

import numpy as np
import pytest

import zluda.ptx as ptx
import zluda.cpu as zluda_cpu
from zluda.cpu import ptxmodule
from zluda.cpu import LaunchError, set_assert_handler, set_printf_handler
from zluda.ptx.errors import PtxSyntaxError
from zluda.translate.errors import TranslateError

from cpukit import load_ptx, ptx_path

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def test_device_printf_goes_through_the_hook():
    m = load_ptx("printf_assert")
    seen = []
    set_printf_handler(seen.append)
    try:
        m.launch("say", 2, 4, [42, 2.5])
    finally:
        set_printf_handler(None)
    assert seen == ["v=42 f=2.500 s=ok x=1234abcd\n"]


def test_assert_marks_the_launch_failed_and_the_process_survives():
    m = load_ptx("printf_assert")
    failures = []
    set_assert_handler(lambda msg, file, line, fn: failures.append((msg, line, fn)))
    try:
        m.launch("check_positive", 1, 4, [np.array([1, 2, 3, 4], np.int32)])
        assert failures == []
        with pytest.raises(LaunchError) as info:
            m.launch("check_positive", 1, 4, [np.array([1, -2, 3, 4], np.int32)])
    finally:
        set_assert_handler(None)
    assert "assert" in str(info.value)
    assert failures and failures[0][0] == "x[threadIdx.x] > 0"


@pytest.mark.parametrize("body,needle", [
    ("frobnicate.u32 %r1, %r2;", "frobnicate"),
    ("bra NOWHERE;", "NOWHERE"),
    ("add.u32 %r1, %r9, 1;", "%r9"),
])
def test_bad_ptx_gives_located_errors(body, needle):
    src = HEADER + ".visible .entry k()\n{\n    .reg .b32 %r<3>;\n    " + body + "\n    ret;\n}\n"
    m = ptxmodule.load(src)
    with pytest.raises(Exception) as info:
        m.launch("k", 1, 1, [])
    text = str(info.value)
    assert needle in text and "<string>:7:" in text, text  # line 7 holds the bad statement


def test_unsupported_instruction_is_a_located_translate_error():
    src = HEADER + ".visible .entry k(.param .u64 p)\n{\n    .reg .b32 %r<3>;\n    .reg .b64 %rd;\n" \
        "    ld.param.u64 %rd, [p];\n    stacksave.u64 %rd;\n    ret;\n}\n"
    with pytest.raises(TranslateError) as info:
        ptxmodule.load(src).launch("k", 1, 1, [np.zeros(1, np.uint32)])
    assert "<string>:9:5" in str(info.value) and "stacksave" in str(info.value)


def test_ptx_bytes_that_are_not_utf8_are_a_located_error(tmp_path):
    """PTX handed over as bytes (a file, an image) is decoded by the front end's decoder:
    a stray byte is reported at its line and column, not as a UnicodeDecodeError."""
    image = HEADER.encode() + b".global .u32 x\xff;\n"
    with pytest.raises(PtxSyntaxError, match=r"^<bytes>:4:15: error: not UTF-8 text: byte 0xff$"):
        ptxmodule.load(image)
    path = tmp_path / "bad.ptx"
    path.write_bytes(image)
    with pytest.raises(PtxSyntaxError, match=r"bad\.ptx:4:15: error: not UTF-8"):
        ptxmodule.load(path)
    with pytest.raises(PtxSyntaxError, match=r"^img:4:15: error: not UTF-8"):
        zluda_cpu.compile(image, "img")


def test_truncated_ptx_is_an_error_not_a_crash():
    text = ptx_path("matmul").read_text()
    m = ptxmodule.load(text[: len(text) // 2])
    with pytest.raises(Exception) as info:
        m.launch("matmul_tiled", 1, 1, [np.zeros(1, np.float32)] * 3 + [16])
    assert "<string>:" in str(info.value) or "matmul" in str(info.value)


def test_launch_validation():
    m = load_ptx("reduce")
    with pytest.raises(ValueError):
        m.compiled.launch_raw("reduce_sum", (1,), (2048,), bytes(20))
    with pytest.raises(ValueError):
        m.compiled.launch_raw("reduce_sum", (1,), (256,), bytes(4))
    with pytest.raises(KeyError):
        m.compiled.launch_raw("nope", (1,), (32,), b"")
    # CUDA's grid limits, which the translated code declares to LLVM (abi.LAUNCH_RANGES)
    for grid in ((2**31, 1, 1), (1, 65536, 1), (1, 1, 65536)):
        with pytest.raises(ValueError, match=r"grid .* exceeds \(2147483647, 65535, 65535\)"):
            m.compiled.launch_raw("reduce_sum", grid, (256,), bytes(20))


def test_launch_raw_with_host_addresses():
    m = load_ptx("reduce")
    x = np.arange(512, dtype=np.float32)
    out = np.zeros(1, np.float32)
    params = struct.pack("<QQi", x.ctypes.data, out.ctypes.data, 512)
    m.compiled.launch_raw("reduce_sum", (1, 1, 1), (256, 1, 1), params)
    assert out[0] == x.sum()


# each block adds 1 to its cell out[z][y][x] and records its %ctaid there (thread 0);
# with BARRIER, after a bar.sync (a coroutine or region kernel, not a thread loop)
BLOCK_IDS = HEADER + """
.visible .entry ids(.param .u64 out)
{
  .reg .b32 %r<12>;
  .reg .b64 %rd<4>;
  .reg .pred %p<2>;
  ld.param.u64 %rd1, [out];
  mov.u32 %r1, %tid.x;
  BARRIER
  setp.ne.u32 %p1, %r1, 0;
  @%p1 bra DONE;
  mov.u32 %r2, %ctaid.x;
  mov.u32 %r3, %ctaid.y;
  mov.u32 %r4, %ctaid.z;
  mov.u32 %r5, %nctaid.x;
  mov.u32 %r6, %nctaid.y;
  mad.lo.u32 %r7, %r4, %r6, %r3;
  mad.lo.u32 %r8, %r7, %r5, %r2;
  mul.wide.u32 %rd2, %r8, 16;
  add.u64 %rd3, %rd1, %rd2;
  atom.global.add.u32 %r9, [%rd3], 1;
  st.global.u32 [%rd3+4], %r2;
  st.global.u32 [%rd3+8], %r3;
  st.global.u32 [%rd3+12], %r4;
DONE:
  ret;
}
"""


@pytest.mark.parametrize("barrier", [False, True])
@pytest.mark.parametrize("grid", [(7, 5, 3), (1, 9, 8), (37, 1, 1), (3, 2, 11)])
def test_every_block_runs_once_with_its_coordinates(monkeypatch, grid, barrier):
    """Blocks are handed out in chunks of consecutive linear indices that start anywhere in
    the grid (mid-row, mid-plane): each block runs exactly once and reads its own %ctaid."""
    monkeypatch.setenv("ZLUDA_CPU_THREADS", "2")
    m = ptxmodule.load(BLOCK_IDS.replace("BARRIER", "bar.sync 0;" if barrier else ""))
    nx, ny, nz = grid
    out = np.zeros((nz, ny, nx, 4), np.uint32)
    # 256-thread blocks: grids of 32+ blocks split into several chunks
    m.launch("ids", grid, (256,), [out])
    z, y, x = np.meshgrid(np.arange(nz), np.arange(ny), np.arange(nx), indexing="ij")
    assert (out[..., 0] == 1).all()
    assert (out[..., 1] == x).all() and (out[..., 2] == y).all() and (out[..., 3] == z).all()


def test_barrier_that_can_never_complete_is_reported():
    src = HEADER + r"""
.visible .entry k()
{
    .reg .b32 %r;
    .reg .pred %p;
    mov.u32 %r, %tid.x;
    setp.eq.u32 %p, %r, 0;
    @%p bra SKIP;
    bar.sync 0, 64;
SKIP:
    bar.sync 1, 64;
    ret;
}
"""
    with pytest.raises(LaunchError) as info:
        ptxmodule.load(src).launch("k", 1, 64, [])
    assert "barrier" in str(info.value)


def test_cache_hit_in_a_second_process(tmp_path):
    cache = tmp_path / "cache"
    code = ("import numpy as np, time, zluda.cpu.ptxmodule as p;"
            f"m=p.load({str(ptx_path('scan'))!r});"
            "t=time.perf_counter(); m.compiled.compile(); print(time.perf_counter()-t)")
    env = dict(os.environ, ZLUDA_CACHE_DIR=str(cache))
    first = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    entries = sorted(p.suffix for p in (cache / "kernels").iterdir())
    # module metadata + the one kernel + the support code (scheduler) it calls
    assert entries == [".json"] * 3 + [".o"] * 3
    second = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert float(second.stdout) < float(first.stdout)


def test_cli_run_and_ir(tmp_path):
    env = dict(os.environ)
    run = subprocess.run([sys.executable, "-m", "zluda", "ptx", "run", str(ptx_path("scan")), "-g", "1", "-b", "1024",
                          "-a", "s32[1024]=1", "-a", "s32[1024]", "-a", "s32:1024"],
                         env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "[1, 2, 3, 4, 5, 6, 7, 8]" in run.stdout
    ir = subprocess.run([sys.executable, "-m", "zluda", "ptx", "ir", str(ptx_path("matmul"))],
                        env=env, capture_output=True, text=True)
    assert ir.returncode == 0 and 'define i32 @"matmul_tiled"' in ir.stdout
    bad = tmp_path / "bad.ptx"
    bad.write_text(".version 8.0\\n.target sm_80\\n.address_size 64\\n.visible .entry k()\\n{\\n    tex.1d.v4.f32.s32 {%f1,%f2,%f3,%f4}, [t, {%r1}];\\n}\\n")
    err = subprocess.run([sys.executable, "-m", "zluda", "ptx", "ir", str(bad)], env=env, capture_output=True, text=True)
    assert err.returncode == 1 and "bad.ptx:" in err.stderr


@pytest.mark.parametrize("notice_s, lines", [("0.001", 1), ("0", 0), ("600", 0)])
def test_a_launch_waiting_for_its_compile_says_so_once(tmp_path, notice_s, lines):
    """A first launch compiles (no cache here): past ZLUDA_COMPILE_NOTICE_S it prints one
    stderr line naming the kernel; 0 turns the line off, a compile shorter than the bound
    prints nothing."""
    env = dict(os.environ, ZLUDA_NO_CACHE="1", ZLUDA_COMPILE_NOTICE_S=notice_s)
    run = subprocess.run([sys.executable, "-m", "zluda", "ptx", "run", str(ptx_path("scan")), "-g", "1", "-b", "1024",
                          "-a", "s32[1024]=1", "-a", "s32[1024]", "-a", "s32:1024"],
                         env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    notices = [line for line in run.stderr.splitlines() if line.startswith("zluda: compiling")]
    assert len(notices) == lines, run.stderr
    if lines:
        assert "for its first launch" in notices[0] and "scan" in notices[0]
