"""record_h200.sh is valid shell and runs every program that build.py knows."""

import re
import subprocess

from workloads_paths import WORKLOADS

SCRIPT = WORKLOADS / "record_h200.sh"


def test_syntax():
    res = subprocess.run(["bash", "-n", str(SCRIPT)], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


def test_runs_every_program(build_module):
    text = SCRIPT.read_text()
    ran = set(re.findall(r"^\s*run (\w+)", text, re.M))
    loop = re.search(r"for s in ([\w ]+); do", text)
    ran |= set(loop.group(1).split())
    assert ran == set(build_module.PROGRAMS)


def test_requires_out(tmp_path):
    res = subprocess.run(["bash", str(SCRIPT)], capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"})
    assert res.returncode != 0
    assert "OUT" in res.stderr
