"""Every container the project starts is locked down the same way (zluda.images.executor
lockdown()), with the real engine and the rocm-6.4 image: a step cannot write outside its
cell, sees none of the host's environment beyond its own, runs under memory, CPU and
process limits; a container that outlives its timeout is killed, not just abandoned."""

import os
import sys
import threading
import time
from pathlib import Path

import pytest

from zluda.images import executor
from zluda.images.executor import DOCKER, PIDS_LIMIT
from zluda.images.specs import spec_for
from zluda.images.testsupport import RUN_LABEL, TIMED_OUT, docker_skip_reason, ready_image, run_in_image
from zluda.paths import REPO_ROOT
from zluda.platform import checks, step_environment

pytestmark = [pytest.mark.docker, pytest.mark.timeout(1500),
              pytest.mark.skipif(docker_skip_reason() is not None, reason=docker_skip_reason() or "")]

IMAGE = "rocm-6.4"


@pytest.fixture(scope="module")
def engine():
    ready_image(IMAGE)
    from zluda.images.engine import ensure_engine
    return ensure_engine()


def _step(cell, argv, env=None, timeout=60, name="step"):
    """One step through the Docker executor, judged by the platform's own checks."""
    (cell / "logs").mkdir(exist_ok=True)
    env = dict(env or os.environ, ZLUDA_CELL=f"{IMAGE}/cpu/test", ZLUDA_CELL_DIR=str(cell))
    stdout, stderr = cell / "logs" / f"{name}.out", cell / "logs" / f"{name}.err"
    with DOCKER.session(cell) as session:
        out = session.run(argv, cwd=str(REPO_ROOT), env=env, stdout=stdout, stderr=stderr, timeout=timeout)
    ctx = checks.StepContext(name, out.exit_code, out.signal, stdout, stderr, cell, REPO_ROOT)
    return out, stdout.read_text(), checks.evaluate({"name": name}, ctx)


# each writes outside its cell: into a folder of the image that the host has too, next to
# the cell, through a link planted in the cell, into the source tree
OUTSIDE = "/var/tmp"
ESCAPES = {
    "absolute": f"echo escaped > {OUTSIDE}/zluda-escape-absolute.txt",
    "dotdot": "echo escaped > $ZLUDA_CELL_DIR/../dotdot.txt",
    "symlink": f"ln -s {OUTSIDE} $ZLUDA_CELL_DIR/link && echo escaped > $ZLUDA_CELL_DIR/link/zluda-escape-symlink.txt",
    "source": "echo escaped > " + str(REPO_ROOT / "escaped-from-a-container.txt"),
}


@pytest.mark.parametrize("name", list(ESCAPES))
def test_a_write_outside_the_cell_fails_with_the_reason_and_leaves_nothing(engine, tmp_path, name):
    cell = tmp_path / "cell"
    cell.mkdir()
    out, _, rows = _step(cell, ["sh", "-c", ESCAPES[name]])
    assert out.exit_code != 0
    (row,) = rows
    # next to a cell under /tmp is the container's private /tmp, in folders of root's
    refusals = ("Read-only file system", "Permission denied") if name == "dotdot" else ("Read-only file system",)
    assert not row["ok"] and any(reason in row["detail"] for reason in refusals), row
    assert [p.name for p in tmp_path.iterdir()] == ["cell"]
    assert not list(Path(OUTSIDE).glob("zluda-escape-*")) and not (REPO_ROOT / "escaped-from-a-container.txt").exists()


def test_the_host_environment_stays_outside(engine, tmp_path, monkeypatch):
    monkeypatch.setenv("PLANTED_SECRET_TOKEN", "s3cret-planted")
    env = dict(os.environ, WORKLOAD_SETTING="from-the-workload", LANG="C.UTF-8")
    cell = tmp_path / "cell"
    cell.mkdir()
    out, stdout, _ = _step(cell, ["env"], env=env)
    assert out.exit_code == 0
    seen = dict(line.split("=", 1) for line in stdout.splitlines() if "=" in line)
    assert "s3cret-planted" not in stdout and "PLANTED_SECRET_TOKEN" not in seen
    assert seen["WORKLOAD_SETTING"] == "from-the-workload" and seen["ZLUDA_CELL_DIR"] == str(cell)
    assert seen["LANG"] == "C.UTF-8" and seen["HOME"] == "/tmp"
    set_by_the_executor = {"PYTHONDONTWRITEBYTECODE"}
    leaked = {k for k, v in os.environ.items() if seen.get(k) == v} - step_environment.ALLOWED_NAMES - set_by_the_executor
    assert {k for k in leaked if not k.startswith(step_environment.ALLOWED_PREFIXES)} == set()


def _inspect_while_running(engine, label: str, start) -> dict:
    """Start something in a thread, return the attributes of its container while it runs."""
    worker = threading.Thread(target=start)
    worker.start()
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            found = engine.containers.list(filters={"label": label})
            if found:
                return found[0].attrs
            time.sleep(0.1)
        raise AssertionError(f"no running container with label {label}")
    finally:
        worker.join()


def _assert_locked_down(attrs: dict) -> None:
    host = attrs["HostConfig"]
    assert host["Memory"] >= executor.MIN_MEMORY and host["MemorySwap"] == host["Memory"]
    assert host["NanoCpus"] >= 1e9 and host["PidsLimit"] == PIDS_LIMIT
    assert host["CapDrop"] == ["ALL"] and not host.get("CapAdd")
    assert host["ReadonlyRootfs"] and host["NetworkMode"] == "none" and not host["Privileged"]
    assert "no-new-privileges" in host["SecurityOpt"]
    assert attrs["Config"]["User"] not in ("", "0", "root") and not attrs["Config"]["User"].startswith("0:")


def test_a_step_container_has_limits(engine, tmp_path):
    cell = tmp_path / "cell"
    cell.mkdir()
    attrs = _inspect_while_running(engine, f"org.zluda.cell={cell.resolve()}",
                                   lambda: _step(cell, ["sleep", "6"], timeout=60))
    _assert_locked_down(attrs)


def test_qualify_and_probe_containers_are_locked_down_and_stopped_at_their_timeout(engine):
    """run_in_image runs qualification's checks: same lockdown; past its timeout the
    container itself is killed and removed (it once kept running after the client gave up)."""
    result = {}

    def start():
        started = time.monotonic()
        result["ran"] = run_in_image(IMAGE, ["sleep", "300"], timeout=5)
        result["took"] = time.monotonic() - started

    attrs = _inspect_while_running(engine, f"{RUN_LABEL}={IMAGE}", start)
    _assert_locked_down(attrs)
    ran = result["ran"]
    assert ran.returncode == TIMED_OUT and "ran past 5 s" in ran.stderr and "killed" in ran.stderr
    assert result["took"] < 60
    assert engine.containers.list(all=True, filters={"label": f"{RUN_LABEL}={IMAGE}"}) == []


def test_qualify_containers_cannot_write_their_root_or_the_source():
    ran = run_in_image(IMAGE, ["sh", "-c", f"id -u; touch /opt/x || touch {REPO_ROOT}/x || echo refused"])
    assert ran.returncode == 0 and ran.stdout.split() == [ran.stdout.split()[0], "refused"]
    assert ran.stdout.split()[0] != "0" and not (REPO_ROOT / "x").exists()


def test_the_image_facts_probe_runs_locked_down(engine, tmp_path, monkeypatch):
    """No cached facts: the probe really runs, as a non-root user with a read-only root."""
    monkeypatch.setattr(executor, "cache_dir", lambda: tmp_path)
    facts = executor.image_facts(spec_for(IMAGE))
    assert facts["hip"] == "6.4.3" and (tmp_path / "images").is_dir()


def test_a_step_past_its_timeout_is_killed_with_its_container(engine, tmp_path):
    cell = tmp_path / "cell"
    cell.mkdir()
    started = time.monotonic()
    out, _, _ = _step(cell, [sys.executable, "-c", "import time; time.sleep(300)"], timeout=3)
    assert out.timed_out and time.monotonic() - started < 60
    assert engine.containers.list(all=True, filters={"label": f"org.zluda.cell={cell.resolve()}"}) == []
