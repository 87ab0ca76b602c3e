"""`kill -9` of the orchestrator mid-run, then --resume: nothing finished is rerun, and no
file anywhere is half-written."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from platform_support import REPO, Ledger, by_cell, load_run, no_process_mentions, write

CELLS = 8


def _matrix(folder: Path, ledger: Ledger) -> Path:
    items = []
    for index in range(CELLS):
        # each execution appends its name to the ledger, so reruns are countable
        items.append(f"""
          - schema_version: 1
            name: slow-{index}
            run:
              - name: work
                command: '{ledger.command(str(index))} && sleep 0.6 && echo done-{index}'
                checks:
                  - output: {{pattern: '^done-{index}$'}}""")
    write(folder / "slow.yaml", "schema_version: 1\nworkloads:" + "".join(items) + "\n")
    return write(folder / "matrix.yaml", """
        schema_version: 1
        axes: {images: [host], backends: [cpu], workloads: [{file: slow.yaml}]}
        """)


def _finished(cells_dir: Path) -> set[str]:
    return {p.parent.name for p in cells_dir.glob("*/result.json") if not p.parent.name.endswith(".partial")}


def _assert_no_half_written_files(run_dir: Path) -> None:
    for path in run_dir.rglob("*"):
        if not path.is_file() or ".partial" in str(path.relative_to(run_dir)) or ".tmp-" in path.name:
            continue
        if path.suffix == ".json":
            json.loads(path.read_text())  # complete JSON, or this raises


def _settled(ledger: Ledger, quiet_s: float = 1.5, limit_s: float = 30.0) -> list[str]:
    """The ledger's words once it has not changed for `quiet_s` (a step sleeps 0.6 s)."""
    deadline = time.monotonic() + limit_s
    last, since = None, time.monotonic()
    while time.monotonic() < deadline:
        text = ledger.words()
        if text != last:
            last, since = text, time.monotonic()
        elif time.monotonic() - since >= quiet_s:
            break
        time.sleep(0.05)
    return last or []


def test_kill_9_then_resume_reruns_nothing_finished(tmp_path):
    ledger = Ledger(tmp_path)
    matrix = _matrix(tmp_path, ledger)
    reports = tmp_path / "reports"
    argv = [sys.executable, "-m", "zluda.platform", "matrix", "--matrix", str(matrix), "--jobs", "2",
            "--reports", str(reports), "--run-id", "interrupted"]
    proc = subprocess.Popen(argv, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    cells_dir = reports / "interrupted" / "cells"
    deadline = time.monotonic() + 60
    while len(_finished(cells_dir)) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    finished_before = _finished(cells_dir)
    assert 3 <= len(finished_before) < CELLS, finished_before
    run_dir = reports / "interrupted"
    assert not (run_dir / "results.json").exists()  # the run never got to its end
    _assert_no_half_written_files(run_dir)
    # a step the killed orchestrator had just spawned (its own session, so SIGKILL of the
    # orchestrator does not reach it) still writes its start: count it as started before the
    # kill, once the ledger has been still for longer than a step takes (CI caught the
    # snapshot racing with such a step's first line on a loaded machine)
    runs_before = _settled(ledger)

    done = subprocess.run([sys.executable, "-m", "zluda.platform", "matrix", "--resume", "--reports", str(reports)],
                          cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "resuming run interrupted" in done.stderr
    run = load_run(run_dir)
    assert len(run["cells"]) == CELLS and all(c["verdict"] == "pass" for c in run["cells"])
    runs = ledger.words()
    for dirname in finished_before:
        index = dirname.rsplit("-", 1)[1]
        assert runs.count(index) == 1, f"finished cell {dirname} ran again"
    # every cell ran to completion once more at most than it had started before the kill
    for index in map(str, range(CELLS)):
        assert runs.count(index) - runs_before.count(index) <= 1
    assert not list(cells_dir.glob("*.partial")) and not list(run_dir.rglob("*.tmp-*"))
    _assert_no_half_written_files(run_dir)
    assert no_process_mentions(str(cells_dir)) == []
    # cells kept from before the kill say so in nothing but their unchanged result files
    assert {c["cell"] for c in run["cells"]} == set(by_cell(run))


def test_sigterm_ends_running_cells_at_once_and_leaves_them_for_resume(tmp_path):
    ledger = Ledger(tmp_path)
    items = "".join(f"""
          - schema_version: 1
            name: long-{index}
            run:
              - {{name: work, command: '{ledger.command(str(index))} && sleep 30'}}""" for index in range(3))
    write(tmp_path / "long.yaml", "schema_version: 1\nworkloads:" + items + "\n")
    matrix = write(tmp_path / "matrix.yaml", """
        schema_version: 1
        axes: {images: [host], backends: [cpu], workloads: [{file: long.yaml}]}
        timeouts: {default: 60}
        """)
    reports = tmp_path / "reports"
    proc = subprocess.Popen([sys.executable, "-m", "zluda.platform", "matrix", "--matrix", str(matrix), "--jobs", "2",
                             "--reports", str(reports), "--run-id", "cut"], cwd=REPO, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while len(ledger.words()) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    started = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    _, stderr = proc.communicate(timeout=60)   # generous: a loaded machine starts Python slowly
    assert proc.returncode == 130, stderr
    assert time.monotonic() - started < 25  # it did not wait for the 30 s sleeps
    assert "--resume" in stderr
    cells_dir = reports / "cut" / "cells"
    assert no_process_mentions(str(cells_dir)) == []
    assert _finished(cells_dir) == set() and len(list(cells_dir.glob("*.partial"))) == 2
    assert sorted(ledger.words()) == ["0", "1"]  # nothing started after the signal
