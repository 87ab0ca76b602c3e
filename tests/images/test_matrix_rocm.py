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
