"""`invoke matrix --rocm 6.4` runs a real cell inside the rocm-6.4 image."""

import json
import subprocess

import pytest

from zluda.images.testsupport import docker_skip_reason, ready_image
from zluda.paths import REPO_ROOT

pytestmark = [pytest.mark.docker, pytest.mark.timeout(1500),
              pytest.mark.skipif(docker_skip_reason() is not None,
                                 reason=docker_skip_reason() or "")]


def test_fixture_cell_runs_in_the_container(tmp_path):
    ready_image("rocm-6.4")
    done = subprocess.run(["invoke", "matrix", "--rocm", "6.4", "--backend", "cpu",
                           "--workload", "fixture-pass", "--reports", str(tmp_path),
                           "--run-id", "rocm"], cwd=REPO_ROOT, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    result = json.loads((tmp_path / "rocm/cells/rocm-6.4__cpu__fixture-pass/result.json").read_text())
    assert result["verdict"] == "pass", result["reason"]
    env = result["environment"]
    assert (env["image"], env["executor"], env["hip"]) == ("rocm-6.4", "docker", "6.4.3")
    assert (env["comgr"], env["comgr_abi"]) == ("3.0, 2.6", "v3, v2")
    html = (tmp_path / "rocm/index.html").read_text()
    images = html[html.index('<table id="images">'):]
    images = images[:images.index("</table>")]
    assert "<td>rocm-6.4</td><td>docker</td>" in images
    assert "<td>6.4.3</td>" in images and "<td>3.0, 2.6</td>" in images and "<td>v3, v2</td>" in images


def test_amdgpu_cells_compile_every_kernel_through_both_comgr_abis(tmp_path):
    """The amdgpu backend in the rocm-6.4 image: the workload's nvcc build, then each
    kernel through llvmlite + lld, comgr 3.0 (ABI v3) and comgr 2.6 (ABI v2), per target;
    compile-only, said so; a workload without CUDA kernels is unsupported, with why."""
    ready_image("rocm-6.4")
    done = subprocess.run(["invoke", "matrix", "--rocm", "6.4", "--backend", "amdgpu",
                           "--workload", "fixture-cuda-vecadd,fixture-pass", "--reports", str(tmp_path),
                           "--run-id", "amdgpu"], cwd=REPO_ROOT, capture_output=True,
                          text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    cells = tmp_path / "amdgpu/cells"
    result = json.loads((cells / "rocm-6.4__amdgpu__fixture-cuda-vecadd/result.json").read_text())
    assert result["verdict"] == "pass", result["reason"]
    assert result["scope"] == "compiled, not executed: execution unsupported: no AMD GPU (/dev/kfd absent)"
    rows = {row["lib"]: row for row in result["api_rows"]}
    assert set(rows) == {"llvmlite+lld", "comgr-3.0 ABI v3", "comgr-2.6 ABI v2"}
    for row in rows.values():
        assert row["fn"] == "vecadd:_Z3addPKfS0_Pfi" and row["verdict"] == "pass", row
    assert rows["comgr-3.0 ABI v3"]["targets"] == dict.fromkeys(("gfx90a", "gfx942", "gfx1100", "gfx1201"), "pass v6")
    # comgr 2.6 emits code object v4 and predates RDNA4
    assert rows["comgr-2.6 ABI v2"]["targets"] == {"gfx90a": "pass v4", "gfx942": "pass v4",
                                                   "gfx1100": "pass v4", "gfx1201": "n/a"}
    plain = json.loads((cells / "rocm-6.4__amdgpu__fixture-pass/result.json").read_text())
    assert plain["verdict"] == "unsupported" and "no CUDA kernels to compile" in plain["reason"]
    html = (tmp_path / "amdgpu/index.html").read_text()
    assert "compiled, not executed" in html and "comgr-2.6 ABI v2" in html
