"""The device runtime's calls (device-side launches, ...) where the CUDA runtime does not
answer them: outside it, and for the functions the CPU device does not implement.
tests/runtime/programs/device_runtime.cu (misuse, the nesting limit, the order of a
grid's work) prints what its H200 recording holds (tests/runtime/data/device_runtime_gpu_stdout.txt,
from `OUT=dir sh tests/runtime/record_device_runtime_gpu.sh`)."""

from __future__ import annotations

import subprocess

import pytest

from zluda import cpu, ptx
from zluda.paths import build_dir
from zluda.translate.errors import UnsupportedError
from zluda.translate.module import translate

from test_programs import HERE, libraries, zluda_run  # noqa: F401 (fixture)

PARENT_PTX = """.version 9.0
.target sm_80
.address_size 64
.extern .func (.param .b64 func_retval0) __cudaCDP2GetParameterBufferV2
(
    .param .b64 p0, .param .align 4 .b8 p1[12], .param .align 4 .b8 p2[12], .param .b32 p3
)
;
.visible .entry child()
{
    ret;
}
.visible .entry parent()
{
    .reg .b64 %rd<3>;
    mov.u64 %rd1, child;
    {
    .param .b64 a0;
    st.param.b64 [a0], %rd1;
    .param .align 4 .b8 a1[12];
    st.param.b32 [a1], 1;
    st.param.b32 [a1+4], 1;
    st.param.b32 [a1+8], 1;
    .param .align 4 .b8 a2[12];
    st.param.b32 [a2], 1;
    st.param.b32 [a2+4], 1;
    st.param.b32 [a2+8], 1;
    .param .b32 a3;
    st.param.b32 [a3], 0;
    .param .b64 r;
    call.uni (r), __cudaCDP2GetParameterBufferV2, (a0, a1, a2, a3);
    ld.param.b64 %rd2, [r];
    }
    ret;
}
"""


def test_a_device_runtime_call_outside_the_cuda_runtime_fails_the_launch():
    """Launched from Python without the runtime's grid (zluda.cpu alone), the call cannot be
    answered: the launch fails instead of the kernel reading garbage."""
    module = cpu.compile(PARENT_PTX, "parent.ptx")
    module.launch_raw("child", (1, 1, 1), (1, 1, 1), b"")
    with pytest.raises(cpu.LaunchError, match="trap"):
        module.launch_raw("parent", (1, 1, 1), (1, 1, 1), b"")


@pytest.mark.parametrize("name", ["cudaDeviceSynchronize", "__cudaCDP2Memcpy2DAsync"])
def test_device_runtime_functions_not_answered_are_located_errors(name):
    text = f""".version 9.0
.target sm_80
.address_size 64
.extern .func (.param .b32 func_retval0) {name}
(
)
;
.visible .entry k()
{{
    .reg .b32 %r<2>;
    {{
    .param .b32 r;
    call.uni (r), {name}, ();
    }}
    ret;
}}
"""
    with pytest.raises(UnsupportedError, match=name) as raised:
        translate(ptx.parse(text, "k.ptx"), only=["k"])
    assert raised.value.loc.file == "k.ptx" and raised.value.loc.line == 13


def test_device_runtime_program_prints_the_gpus_lines(nvcc, libraries, tmp_path):  # noqa: F811
    """The recording script's PTX build (-rdc=true -lcudadevrt, compute_80), run on the CPU
    backend, prints the H200's stdout line for line."""
    exe = tmp_path / "device_runtime"
    subprocess.run([nvcc, "-O2", "-cudart", "shared", "-rdc=true", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "device_runtime.cu"), "-lcudadevrt",
                    "-Xlinker", str(build_dir() / "libcuda.so.1")], check=True, capture_output=True)
    result = zluda_run([str(exe)], timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    recorded = (HERE / "data" / "device_runtime_gpu_stdout.txt").read_text().splitlines()
    assert result.stdout.splitlines() == recorded, result.stderr[-3000:]
