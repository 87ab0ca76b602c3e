"""The Docker executor with a real engine and the rocm-6.4 image: isolation and outcomes."""

import os
import sys

import pytest

from zluda.images.executor import DOCKER
from zluda.images.testsupport import docker_skip_reason, ready_image
from zluda.paths import REPO_ROOT

pytestmark = [pytest.mark.docker, pytest.mark.timeout(1500),
              pytest.mark.skipif(docker_skip_reason() is not None,
                                 reason=docker_skip_reason() or "")]


class Image:   # what the platform's matrix hands the executor
    name = "rocm-6.4"
    executor = "docker"


@pytest.fixture(scope="module")
def session_dir(tmp_path_factory):
    ready_image("rocm-6.4")
    assert DOCKER.unavailable(Image()) is None
    cell = tmp_path_factory.mktemp("cell")
    (cell / "logs").mkdir()
    return cell


def _run(cell, argv, timeout=60):
    env = dict(os.environ, ZLUDA_CELL="rocm-6.4/cpu/test", ZLUDA_CELL_DIR=str(cell))
    with DOCKER.session(cell) as session:
        out = session.run(argv, cwd=str(REPO_ROOT), env=env, stdout=cell / "logs/out.txt",
                          stderr=cell / "logs/err.txt", timeout=timeout)
    return out, (cell / "logs/out.txt").read_text(), (cell / "logs/err.txt").read_text()


PROBE = ("import os, socket, sys; print(os.getuid()); print(sorted(n for _, n in "
         "socket.if_nameindex())); print(sys.executable)")


def test_non_root_no_network_image_python(session_dir):
    out, stdout, _ = _run(session_dir, [sys.executable, "-c", PROBE])
    assert (out.exit_code, out.signal, out.timed_out) == (0, None, False)
    uid, interfaces, python = stdout.split("\n")[:3]
    assert uid != "0"
    assert interfaces == "['lo']"
    assert python.startswith("/opt/zluda/")   # the host interpreter was mapped to the image's


def test_only_the_cell_folder_is_writable(session_dir):
    script = (f'touch {REPO_ROOT}/x 2>/dev/null && echo source-writable; '
              'touch /opt/x 2>/dev/null && echo root-writable; '
              f'echo data > {session_dir}/made && echo cell-ok')
    out, stdout, _ = _run(session_dir, ["sh", "-c", script])
    assert out.exit_code == 0
    assert stdout.split() == ["cell-ok"]
    assert (session_dir / "made").read_text() == "data\n"
    assert (session_dir / "made").stat().st_uid == os.getuid()   # handed back after the session


def test_signal_exit_code_and_timeout(session_dir):
    out, _, _ = _run(session_dir, ["sh", "-c", "kill -SEGV $$"])
    assert (out.exit_code, out.signal) == (None, "SIGSEGV")
    out, _, _ = _run(session_dir, ["sh", "-c", "exit 139"])
    assert (out.exit_code, out.signal) == (139, None)     # not mistaken for a signal
    out, _, _ = _run(session_dir, ["sh", "-c", "sleep 60 & sleep 60"], timeout=2)
    assert out.timed_out and out.duration_s < 30


def test_environment_block_reports_versions_and_abis():
    env = DOCKER.environment(Image())
    assert env["hip"] == "6.4.3"
    assert env["comgr"] == "3.0, 2.6" and env["comgr_abi"] == "v3, v2"
    assert env["executor"] == "docker" and env["network"] == "none"
    libs = {c["version"]: c["llvm"] for c in env["comgr_libraries"]}
    assert libs == {"3.0": "21", "2.6": "17"}


def test_workload_builds_find_the_hosts_cuda_toolchain_inside(session_dir):
    """nvcc comes from the mounted toolkit; cuBLAS from it or, when `invoke setup` put it in
    pip's NVIDIA wheel, from that wheel mounted read-only (the gpt2 and cuBLAS samples need it)."""
    import json

    from zluda.images.executor import CUBLAS_MOUNT, DockerSession
    host = DockerSession._host_cublas()
    out, stdout, stderr = _run(session_dir, [sys.executable, "workloads/build.py", "--toolchain"])
    assert out.exit_code == 0, stderr
    found = json.loads(stdout[stdout.index("{"):])
    assert found["nvcc"].startswith("/usr/local/cuda")
    assert found["cublas_include"] != "None", found["notes"]
    if host is not None:
        assert found["cublas_include"].startswith(CUBLAS_MOUNT)
