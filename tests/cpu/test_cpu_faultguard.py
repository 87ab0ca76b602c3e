"""An invalid access inside a kernel is a launch error (cudaErrorIllegalAddress under the
runtime), not the end of the process; outside kernels, faults stay what they were."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from zluda.cpu import ptxmodule
from zluda.cpu.runtime import LaunchError
from zluda.translate import abi

REPO = Path(__file__).resolve().parents[2]

# thread i stores i at p[i * stride]
STORE = """.version 8.0
.target sm_80
.address_size 64
.visible .entry w(.param .u64 p, .param .u64 stride)
{
    .reg .b64 %a, %s, %o;
    .reg .b32 %i, %t, %n, %c;
    ld.param.u64 %a, [p];
    ld.param.u64 %s, [stride];
    mov.u32 %t, %tid.x;
    mov.u32 %n, %ntid.x;
    mov.u32 %c, %ctaid.x;
    mad.lo.u32 %i, %c, %n, %t;
    cvt.u64.u32 %o, %i;
    mul.lo.u64 %o, %o, %s;
    add.s64 %a, %a, %o;
    st.global.u32 [%a], %i;
    ret;
}
"""


def _u64(v: int) -> bytes:
    return v.to_bytes(8, "little")


def test_invalid_store_is_a_launch_error_and_the_module_stays_usable():
    m = ptxmodule.load(STORE)
    for _ in range(3):   # repeatedly, from every worker thread
        with pytest.raises(LaunchError) as err:
            m.launch("w", 64, 128, [_u64(0x10), _u64(0)])
        assert err.value.status == abi.STATUS_FAULT
        assert "invalid memory access at 0x10 (SIGSEGV)" in str(err.value)
    out = np.zeros(256, np.uint32)
    m.launch("w", 2, 128, [out, _u64(4)])
    assert out.tolist() == list(range(256))


def test_a_fault_in_one_block_stops_the_launch():
    # thread i of a 1024-block grid writes at 0x1000 + i * 2^40: every one of them faults,
    # on whichever worker runs it; the first fault stops the launch and is reported
    m = ptxmodule.load(STORE)
    with pytest.raises(LaunchError) as err:
        m.launch("w", 1024, 32, [_u64(0x1000), _u64(1 << 40)])
    assert err.value.status == abi.STATUS_FAULT


def test_coroutine_kernels_fault_too():
    src = """.version 8.0
.target sm_80
.address_size 64
.visible .entry w(.param .u64 p)
{
    .reg .b64 %a;
    .reg .b32 %v;
    ld.param.u64 %a, [p];
    mov.u32 %v, %tid.x;
    bar.sync 0;
    shfl.sync.bfly.b32 %v, %v, 1, 31, -1;
    ld.global.u32 %v, [%a];
    st.global.u32 [%a+4], %v;
    ret;
}
"""
    m = ptxmodule.load(src)
    with pytest.raises(LaunchError, match="0x8"):
        m.launch("w", 4, 64, [_u64(0x8)])


def _run_python(code: str, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})})


CHILD = f"""
    import faulthandler, ctypes, sys
    from zluda.cpu import ptxmodule
    from zluda.cpu.runtime import LaunchError
    m = ptxmodule.load({STORE!r})
    try:
        m.launch("w", 4, 32, [(16).to_bytes(8, "little"), bytes(8)])
        print("NO FAULT")
    except LaunchError as e:
        print("CAUGHT", e.status)
    sys.stdout.flush()
"""


def test_faults_outside_kernels_reach_the_previous_handler():
    # after a guarded launch, a fault of the host program itself still meets Python's
    # faulthandler (installed before the launch) and ends the process with SIGSEGV
    r = _run_python(CHILD.replace("import faulthandler, ctypes, sys", "import faulthandler, ctypes, sys\n"
                                  "    faulthandler.enable()") + "    ctypes.string_at(16)\n")
    assert f"CAUGHT {abi.STATUS_FAULT}" in r.stdout, r.stdout + r.stderr
    assert "Fatal Python error: Segmentation fault" in r.stderr
    assert r.returncode == -11


def test_the_guard_can_be_turned_off():
    r = _run_python(CHILD, env={"ZLUDA_CPU_FAULTGUARD": "0"})
    assert "CAUGHT" not in r.stdout and "NO FAULT" not in r.stdout
    assert r.returncode == -11, r.stdout + r.stderr


ILLEGAL = r"""
#include <cstdio>
#include <cuda_runtime.h>
__global__ void write_kernel(int* p, int v) { p[threadIdx.x] = v; }
static void show(const char* what, cudaError_t e) { printf("%s %s\n", what, cudaGetErrorName(e)); }
int main() {
    write_kernel<<<2, 32>>>((int*)0x10, 1);
    show("launch", cudaGetLastError());
    show("sync", cudaDeviceSynchronize());
    show("get", cudaGetLastError());
    show("get_again", cudaGetLastError());
    void* p = nullptr;
    show("malloc", cudaMalloc(&p, 16));
    show("peek", cudaPeekAtLastError());
    show("sync_again", cudaDeviceSynchronize());
    return 0;
}
"""


def test_illegal_address_under_zluda_run(nvcc, tmp_path):
    """A real nvcc-built program: the fault is sticky for the context, cudaGetLastError
    reports it once per failing call (as the H200 does: workloads/samples/data/error_codes.txt)."""
    from zluda.shim import build
    build.build_all()
    src = tmp_path / "illegal.cu"
    src.write_text(ILLEGAL)
    exe = tmp_path / "illegal"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe), str(src)], check=True,
                   capture_output=True)
    r = subprocess.run([sys.executable, "-m", "zluda", "run", "--", str(exe)], capture_output=True, text=True,
                       timeout=300, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert r.returncode == 0, r.stdout + r.stderr
    got = dict(line.split(" ", 1) for line in r.stdout.splitlines() if " " in line)
    assert got == {"launch": "cudaSuccess", "sync": "cudaErrorIllegalAddress", "get": "cudaErrorIllegalAddress",
                   "get_again": "cudaSuccess", "malloc": "cudaErrorIllegalAddress", "peek": "cudaErrorIllegalAddress",
                   "sync_again": "cudaErrorIllegalAddress"}, r.stdout + r.stderr
