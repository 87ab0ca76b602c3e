"""record_h200.sh is valid shell and runs every program that build.py knows."""

import re
import subprocess
from pathlib import Path

from workloads_paths import WORKLOADS

SCRIPT = WORKLOADS / "record_h200.sh"


def test_syntax():
    res = subprocess.run(["bash", "-n", str(SCRIPT)], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


def _programs_run(script: Path, seen: frozenset = frozenset()) -> set[str]:
    """Programs a recording script runs: `run NAME`, `for s in ...; do` loops (continued
    lines too), and what the sample recorders it calls build with workloads/build.py."""
    text = script.read_text().replace("\\\n", " ")
    ran = set(re.findall(r"^\s*run (\w+)", text, re.M))
    for loop in re.findall(r"for s in ([\w ]+); do", text):
        ran |= set(loop.split())
    for line in re.findall(r"workloads/build\.py [^\n]*--out \S+ ([\w ]+)", text):
        ran |= set(line.split())
    for called in re.findall(r"bash (workloads/samples/record_\w+\.sh)", text):
        path = WORKLOADS.parent / called
        if path not in seen and path != script:   # a script's usage line names itself
            ran |= _programs_run(path, seen | {script})
    return ran


def test_runs_every_program(build_module):
    assert _programs_run(SCRIPT) == set(build_module.PROGRAMS)


def test_requires_out(tmp_path):
    res = subprocess.run(["bash", str(SCRIPT)], capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"})
    assert res.returncode != 0
    assert "OUT" in res.stderr
