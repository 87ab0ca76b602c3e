"""`invoke setup` reports what it finds; `invoke --list` shows the platform's tasks."""

from __future__ import annotations

import subprocess

from conftest import REPO


def test_setup_check_reports_each_step(tmp_path):
    done = subprocess.run(["invoke", "setup", "--check", "--only", "c-compiler,git,python-packages"], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert [line.split()[:2] for line in lines] == [["ok", "python-packages"], ["ok", "c-compiler"], ["ok", "git"]]
    assert "cc at /" in lines[1]


def test_setup_refuses_an_unknown_step():
    done = subprocess.run(["invoke", "setup", "--only", "flux-capacitor"], cwd=REPO, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "unknown setup step(s): flux-capacitor" in done.stderr


def test_invoke_list_shows_the_platform_tasks_with_help():
    done = subprocess.run(["invoke", "--list"], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    for name in ("matrix", "report", "setup", "bench", "ci.export"):
        assert f"  {name} " in done.stdout
    help_text = subprocess.run(["invoke", "--help", "matrix"], cwd=REPO, capture_output=True, text=True,
                               timeout=60).stdout
    for flag in ("--image", "--rocm", "--backend", "--workload", "--workloads", "--jobs", "--resume", "--shard",
                 "--baseline"):
        assert flag in help_text
