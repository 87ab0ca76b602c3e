"""Host cells run sandboxed: a step can write only into its cell folder, reaches no
network and no process or socket outside; each attempt to escape fails with the
reason in the cell's verdict, and nothing appears outside."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from platform_support import by_cell, load_run, run_platform, write
from zluda.platform import executors, sandbox, step_environment

ESCAPES = {
    # name: the step's command; each writes somewhere outside its cell
    "absolute": 'echo escaped > "$TARGET_DIR/absolute.txt"',
    "dotdot": 'echo escaped > "$ZLUDA_CELL_DIR/../../../../outside/dotdot.txt"',
    "symlink": 'ln -s "$TARGET_DIR" "$ZLUDA_CELL_DIR/link" && echo escaped > "$ZLUDA_CELL_DIR/link/symlink.txt"',
    "source": "echo escaped > source.txt",
    "python": """"$PYTHON" -c "open('$TARGET_DIR/python.txt', 'w').write('escaped')\"""",
}


@pytest.fixture(scope="module")
def escapes(tmp_path_factory):
    """One matrix run with a cell per escape, and the folders they aimed at."""
    tmp = tmp_path_factory.mktemp("sandbox")
    target, source = tmp / "outside", tmp / "src"
    target.mkdir()
    source.mkdir()
    workloads = [{"schema_version": 1, "name": f"escape-{name}", "source": {"path": "src"},
                  "env": {"TARGET_DIR": str(target)}, "run": [{"name": "write", "command": command}]}
                 for name, command in ESCAPES.items()]
    # JSON is YAML
    path = write(tmp / "escapes.yaml", json.dumps({"schema_version": 1, "workloads": workloads}))
    # the cell is reports/escapes/cells/<cell>.partial: four levels below `tmp`
    reports = tmp / "reports"
    done = run_platform("matrix", "--workloads", str(path), "--reports", str(reports), "--run-id", "escapes",
                        timeout=300)
    return done, load_run(reports / "escapes"), target, source


def test_the_probe_finds_the_sandbox_on_this_machine():
    assert sandbox.unavailable() is None


@pytest.mark.parametrize("name", list(ESCAPES))
def test_a_write_outside_the_cell_fails_with_the_reason_and_leaves_nothing(escapes, name):
    done, run, target, source = escapes
    cell = by_cell(run)[f"host/cpu/escape-{name}"]
    assert cell["verdict"] == "fail", cell
    assert "Read-only file system" in cell["reason"], cell["reason"]
    assert list(target.iterdir()) == [] and list(source.iterdir()) == []


def test_every_escape_is_reported_as_unexpected(escapes):
    done = escapes[0]
    assert done.returncode == 1
    for name in ESCAPES:
        assert f"unexpected: host/cpu/escape-{name}" in done.stdout + done.stderr


def run_sandboxed(tmp_path, script: str) -> subprocess.CompletedProcess:
    cell = tmp_path / "cell"
    cell.mkdir(exist_ok=True)
    return subprocess.run(sandbox.command(["/bin/sh", "-c", script], cell), capture_output=True, text=True,
                          timeout=60, cwd=tmp_path)


def test_the_cell_folder_is_writable_and_files_belong_to_the_caller(tmp_path):
    done = run_sandboxed(tmp_path, f'echo kept > {tmp_path}/cell/out.txt && id -u')
    assert done.returncode == 0, done.stderr
    out = tmp_path / "cell" / "out.txt"
    assert out.read_text() == "kept\n"
    assert out.stat().st_uid == os.getuid() and done.stdout.strip() == str(os.getuid())


def test_no_network_but_loopback(tmp_path):
    script = f"""{sys.executable} -I -c '
import socket
with socket.socket() as server:
    server.bind(("127.0.0.1", 0))
    print("loopback", server.getsockname()[0])
try:
    socket.create_connection(("192.0.2.1", 80), timeout=2)
except OSError as exc:
    print("outside:", exc.strerror)
'"""
    done = run_sandboxed(tmp_path, script)
    assert done.returncode == 0, done.stderr
    assert "loopback 127.0.0.1" in done.stdout and "outside: Network is unreachable" in done.stdout


def test_no_process_outside_can_be_seen_or_signalled(tmp_path):
    done = run_sandboxed(tmp_path, f"ls /proc | grep -c '^[0-9]' ; kill -0 {os.getpid()} && echo reached")
    assert done.returncode == 1, done.stdout
    assert "reached" not in done.stdout
    assert int(done.stdout.split()[0]) <= 4   # PID 1, the shell, ls, grep


@pytest.mark.skipif(not os.path.exists("/run"), reason="this machine has no /run")
def test_sockets_under_run_are_out_of_reach(tmp_path):
    """The Docker engine's socket (and D-Bus's) would let a step act outside the sandbox."""
    done = run_sandboxed(tmp_path, "ls -A /run | wc -l")
    assert done.returncode == 0 and done.stdout.strip() == "0", done


def test_leftover_processes_end_with_the_step(tmp_path):
    marker = f"zluda-sandbox-leftover-{os.getpid()}"
    done = run_sandboxed(tmp_path, f"{sys.executable} -I -c 'import time; time.sleep(60)' {marker} & echo started")
    assert done.returncode == 0 and "started" in done.stdout
    assert subprocess.run(["pgrep", "-f", marker], capture_output=True).stdout == b""


def test_no_step_can_undo_the_read_only_mounts(tmp_path):
    """uid 0 inside keeps no capability: remounting, unmounting the cell's bind mount
    (which would uncover the read-only folder beneath) and mounting are all refused."""
    cell = tmp_path / "cell"
    done = run_sandboxed(tmp_path, f"mount -o remount,rw / ; umount {cell} ; mount -t tmpfs none {cell} ; "
                                   f"echo escaped > {tmp_path}/after.txt")
    assert done.returncode != 0 and "Read-only file system" in done.stderr, done
    assert not (tmp_path / "after.txt").exists()
    assert "CapEff:\t0000000000000000" in run_sandboxed(tmp_path, "cat /proc/self/status").stdout


def test_a_step_ends_as_its_program_ended(tmp_path):
    assert run_sandboxed(tmp_path, "exit 7").returncode == 7
    aborted = run_sandboxed(tmp_path, f"exec {sys.executable} -I -c 'import os; os.abort()'")
    assert aborted.returncode == -6
    missing = subprocess.run(sandbox.command(["no-such-program-here"], tmp_path / "cell"), capture_output=True,
                             text=True, timeout=60, cwd=tmp_path)
    assert missing.returncode == 127 and "cannot start no-such-program-here" in missing.stderr


@pytest.mark.skipif(shutil.which("setpriv") is None or os.geteuid() != 0, reason="needs root and setpriv")
def test_an_unprivileged_user_is_sandboxed_the_same_way():
    with tempfile.TemporaryDirectory() as folder:   # pytest's own folders are private to root
        os.chmod(folder, 0o755)
        _unprivileged_escape(Path(folder))


def _unprivileged_escape(tmp_path):
    cell = tmp_path / "cell"
    cell.mkdir()
    os.chown(cell, 65534, 65534)
    helper = tmp_path / "sandbox_enter.py"   # readable to nobody, wherever the checkout is
    shutil.copy(sandbox.HELPER, helper)
    python = shutil.which("python3", path="/usr/bin:/bin") or sys.executable
    done = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", python, "-I", "-S",
                           str(helper), str(cell), "--", "/bin/sh", "-c",
                           f'echo in > {cell}/in.txt && echo out > {tmp_path}/out.txt'],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode != 0 and "Read-only file system" in done.stderr, done
    assert (cell / "in.txt").stat().st_uid == 65534 and not (tmp_path / "out.txt").exists()


def test_a_sandbox_that_cannot_be_made_is_a_reason_not_a_run(tmp_path, monkeypatch):
    """Where user namespaces are refused (simulated: the kernel here allows them), the
    probe's reason names the failure and cells are `unsupported`, never run unsandboxed."""
    monkeypatch.setattr(sandbox, "HELPER", tmp_path / "refuse.py")
    write(tmp_path / "refuse.py", """
        import sys
        print("zluda sandbox: cannot create user, mount, network and PID namespaces: "
              "Operation not permitted (EPERM); the step did not run", file=sys.stderr)
        sys.exit(125)
        """)
    reason = sandbox.probe()
    assert reason.startswith("the host sandbox is unavailable (zluda sandbox: cannot create user"), reason
    assert "Operation not permitted" in reason and "allow unprivileged user namespaces" in reason


def test_kernels_compiled_in_a_cell_stay_in_the_cell_and_serve_its_later_steps(tmp_path):
    """The shared kernel cache is read-only in a cell; new entries go to the cell's TMPDIR,
    where the cell's next step finds them."""
    shared, scratch = tmp_path / "shared-cache", tmp_path / "cell" / "tmp"
    shared.mkdir()
    scratch.mkdir(parents=True)
    key = "ab" * 32
    program = (f"from zluda.cpu import cache; print('hit' if cache.load('{key}') else 'miss'); "
               f"cache.store('{key}', b'object', {{}})")
    script = (f"env ZLUDA_CACHE_DIR={shared} TMPDIR={scratch} PYTHONPATH={sandbox.HELPER.parents[2]} "
              f"{sys.executable} -c \"{program}\"")
    assert [run_sandboxed(tmp_path, script).stdout.strip() for _ in range(2)] == ["miss", "hit"]
    assert list(shared.rglob("*")) == []
    assert {p.suffix for p in (scratch / "zluda-kernels").iterdir()} == {".o", ".json"}


def test_the_host_environment_stays_outside_a_host_step(tmp_path, monkeypatch):
    """A host step sees the runner's and the workload's settings, the project's ZLUDA_*
    variables, the locale and the host's own paths; a secret of the host does not reach it."""
    monkeypatch.setenv("PLANTED_SECRET_TOKEN", "s3cret-planted")
    monkeypatch.setenv("ZLUDA_PLANTED_SETTING", "kept")
    cell = tmp_path / "cell"
    cell.mkdir()
    env = dict(os.environ, WORKLOAD_SETTING="from-the-workload", ZLUDA_CELL_DIR=str(cell))
    with executors.LocalExecutor().session(cell) as session:
        out = session.run(["env"], cwd=str(tmp_path), env=env, stdout=tmp_path / "out.txt",
                          stderr=tmp_path / "err.txt", timeout=60)
    assert out.exit_code == 0, (tmp_path / "err.txt").read_text()
    seen = dict(line.split("=", 1) for line in (tmp_path / "out.txt").read_text().splitlines() if "=" in line)
    assert "PLANTED_SECRET_TOKEN" not in seen
    assert seen["WORKLOAD_SETTING"] == "from-the-workload" and seen["ZLUDA_PLANTED_SETTING"] == "kept"
    assert seen["PATH"] == os.environ["PATH"] and seen["TMPDIR"] == str(cell / "tmp")
    outside = {k for k in seen if k not in step_environment.HOST_PATHS and not step_environment.allowed(k, seen[k])}
    assert outside == set()


def test_a_compile_server_left_behind_finishes_before_the_step_ends(tmp_path):
    """A kernel compile server still compiling when the step's program ended stores its code
    in the cell's cache for the next step: PID 1 lets it finish (a stand-in that takes a
    second, then writes its file), and ends the step's other leftovers at once."""
    fake = tmp_path / "cell" / "fake" / "zluda" / "cpu"
    fake.mkdir(parents=True)
    for folder in (fake.parent, fake):
        (folder / "__init__.py").write_text("")
    (fake / "compile_server.py").write_text(
        f"import time\ntime.sleep(1)\nopen({str(tmp_path / 'cell' / 'stored.txt')!r}, 'w').write('kept')\n")
    marker = f"zluda-sandbox-leftover-{os.getpid()}"
    done = run_sandboxed(tmp_path, f"PYTHONPATH={tmp_path}/cell/fake {sys.executable} -m zluda.cpu.compile_server & "
                                   f"{sys.executable} -I -c 'import time; time.sleep(60)' {marker} & echo started")
    assert done.returncode == 0 and "started" in done.stdout, done
    assert (tmp_path / "cell" / "stored.txt").read_text() == "kept"
    assert subprocess.run(["pgrep", "-f", marker], capture_output=True).stdout == b""
