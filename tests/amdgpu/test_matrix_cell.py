"""The amdgpu backend's cell step on the host: device code found in a build folder (real
nvcc-built programs, PTX files), one row per kernel and producer, compile-only said."""

import json
import shutil
import subprocess

import pytest

from zluda.amdgpu import matrix_cell
from zluda.amdgpu.workload_ptx import KNOWN_SUFFIX
from zluda.platform import backends
from zluda.platform.workloads import Workload

NVCC = shutil.which("nvcc")
needs_nvcc = pytest.mark.skipif(NVCC is None, reason="nvcc is not installed (invoke setup --tests)")

TWO_KERNELS = r"""
__global__ void scale(float *x, float a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] *= a; }
__global__ void block_sum(const int *in, int *out) {
    __shared__ int part[128];
    part[threadIdx.x] = in[blockIdx.x * 128 + threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) { int s = 0; for (int i = 0; i < 128; i++) s += part[i]; out[blockIdx.x] = s; }
}
int main() { return 0; }
"""
# the translator rejects `setmaxnreg` for every device: named in the unit's known-gap file
# (as the sweep's baseline names its gaps) it is expected, otherwise it fails by name
GAP = """
.version 8.0
.target sm_90
.address_size 64
.visible .entry regs() { setmaxnreg.inc.sync.aligned.u32 64; ret; }
.visible .entry plain(.param .u64 p) { .reg .u64 %rd<2>; ld.param.u64 %rd1, [p]; ret; }
"""


def _nvcc(tmp_path, *arch) -> object:
    src = tmp_path / "two.cu"
    src.write_text(TWO_KERNELS)
    build = tmp_path / "build"
    build.mkdir(exist_ok=True)
    subprocess.run([NVCC, *arch, "-cudart", "shared", "-o", str(build / "two"), str(src)], check=True,
                   capture_output=True, timeout=300)
    return build


def _main(build, out) -> tuple[int, list[dict]]:
    code = matrix_cell.main(["--build", str(build), "--out", str(out), "--targets", "gfx90a,gfx1100"])
    rows_file = out / "api_rows.json"
    return code, json.loads(rows_file.read_text()) if rows_file.exists() else []


@needs_nvcc
def test_every_kernel_of_an_nvcc_program_gets_a_row(tmp_path, capsys):
    build = _nvcc(tmp_path, "-arch=compute_80")
    (build / "notes.txt").write_text("not device code")
    code, rows = _main(build, tmp_path)
    said = capsys.readouterr().out
    assert code == 0, said
    assert [r["fn"] for r in rows] == ["two:_Z5scalePffi", "two:_Z9block_sumPKiPi"]
    for row in rows:
        assert row["lib"] == "llvmlite+lld" and row["verdict"] == "pass", row
        assert row["targets"] == {"gfx90a": "pass v6", "gfx1100": "pass v6"}
        assert row["calls"] == 2
    assert said.startswith("compiled, not executed: 2 kernels of 1 units x 2 targets")
    assert "execution unsupported: no AMD GPU" in said
    detail = json.loads((tmp_path / "amdgpu.json").read_text())
    assert detail["units"] == ["two.ptx"] and detail["summary"]["pass"] == 4


@needs_nvcc
def test_a_program_with_machine_code_only_is_named(tmp_path, capsys):
    build = _nvcc(tmp_path, "-gencode", "arch=compute_80,code=sm_80")
    code, rows = _main(build, tmp_path)
    assert code == 1 and rows == []
    err = capsys.readouterr().err
    assert "two: no PTX: only machine code (sm_80), no PTX to translate" in err
    assert "no CUDA device code under" in err


def test_a_known_translator_gap_is_expected_and_an_unknown_one_fails(tmp_path):
    build = tmp_path / "build"
    build.mkdir()
    (build / "gaps.ptx").write_text(GAP)
    code, rows = _main(build, tmp_path / "unknown")
    by_fn = {r["fn"]: r for r in rows}
    assert code == 0   # the failure is the row's, for the matrix to judge
    assert by_fn["gaps:regs"]["verdict"] == "fail" and "baseline" not in by_fn["gaps:regs"]
    assert "gaps.ptx:5:" in by_fn["gaps:regs"]["detail"] and "setmaxnreg" in by_fn["gaps:regs"]["detail"]
    assert by_fn["gaps:plain"]["verdict"] == "pass"
    (build / f"gaps{KNOWN_SUFFIX}").write_text(json.dumps({"regs": "setmaxnreg: a known gap"}))
    code, rows = _main(build, tmp_path / "known")
    by_fn = {r["fn"]: r for r in rows}
    assert code == 0
    assert by_fn["gaps:regs"]["verdict"] == "fail" and by_fn["gaps:regs"]["detail"] == "not translated"
    assert by_fn["gaps:regs"]["baseline"].startswith("the translator does not translate it for any device")
    assert by_fn["gaps:plain"]["verdict"] == "pass"


def test_an_empty_build_folder_is_an_error(tmp_path, capsys):
    (tmp_path / "build").mkdir()
    code, rows = _main(tmp_path / "build", tmp_path)
    assert code == 1 and rows == []
    assert "no CUDA device code under" in capsys.readouterr().err


def _workload(spec) -> Workload:
    return Workload(spec["name"], None, spec)


def test_the_backend_runs_the_build_then_its_compile_step_in_place_of_the_programs():
    amdgpu = backends.BACKENDS["amdgpu"]
    cuda = {"name": "w", "build": [{"name": "nvcc", "command": "nvcc x.cu"}],
            "run": [{"name": "app", "cuda": True, "command": "./app"}]}
    spec = amdgpu.spec_for(_workload(cuda))
    assert spec["build"] == cuda["build"]
    assert [s["name"] for s in spec["run"]] == ["compile-kernels"]
    assert "zluda.amdgpu.matrix_cell" in spec["run"][0]["command"]
    with_kernels = dict(cuda, kernels=[{"name": "ptx", "command": "make ptx"}])
    assert amdgpu.spec_for(_workload(with_kernels))["build"] == with_kernels["kernels"]
    assert amdgpu.unavailable(_workload(cuda)) is None
    plain = {"name": "c", "run": [{"name": "sums", "command": "./fixture"}]}
    assert "no CUDA kernels to compile" in amdgpu.unavailable(_workload(plain))
    assert amdgpu.scope().startswith("compiled, not executed: ")
    assert backends.BACKENDS["cpu"].spec_for(_workload(cuda)) is cuda
