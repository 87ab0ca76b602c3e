"""Pure helpers of the images area: Debian version parsing, container environment."""

import sys
from pathlib import Path

import pytest

from zluda.images import executor, probe
from zluda.images.specs import spec_for


@pytest.mark.parametrize("debian,upstream", [
    ("6.4.3-5", "6.4.3"), ("1:19.1.7-3+b1", "19.1.7"),
    ("6.0+git20231212.4510c28+dfsg-3+b2", "6.0"), ("7.2.4+dfsg-1~exp1", "7.2.4"),
    ("10.0~repack-6", "10.0")])
def test_upstream_version(debian, upstream):
    assert probe.upstream_version(debian) == upstream


def test_container_environment_drops_host_layout_and_maps_python(tmp_path, monkeypatch):
    monkeypatch.setenv("PIP_CERT", "/x")   # the host's, not the workload's: stays outside
    session = executor.DockerSession.__new__(executor.DockerSession)
    env = {"PATH": "/host/bin", "HOME": "/root", "PIP_CERT": "/x", "ZLUDA_CELL": "rocm-6.4/cpu/w",
           "PYTHON": sys.executable, "LD_PRELOAD": "/host/lib.so", "KEEP": "1"}
    inside = session._environment(env)
    assert inside["PATH"].startswith("/opt/zluda/bin:")
    assert inside["HOME"] == "/tmp" and inside["PYTHON"] == "python3"
    assert "PIP_CERT" not in inside and "LD_PRELOAD" not in inside
    assert inside["KEEP"] == "1" and inside["ZLUDA_CELL"] == "rocm-6.4/cpu/w"
    assert inside["ZLUDA_BUILD_DIR"] == executor.IMAGE_BUILD_DIR


def test_step_output_outside_the_cell_is_refused(tmp_path):
    session = executor.DockerSession.__new__(executor.DockerSession)
    session.spec, session.cell_dir = spec_for("rocm-6.4"), tmp_path / "cell"
    with pytest.raises(ValueError, match="outside the cell folder"):
        session.run(["true"], cwd=str(tmp_path), env={}, stdout=tmp_path / "elsewhere.txt",
                    stderr=tmp_path / "cell" / "err.txt", timeout=5)
