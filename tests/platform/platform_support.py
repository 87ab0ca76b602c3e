"""Shared helpers for the platform tests: real matrix runs in temporary report folders."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "workloads" / "fixtures" / "fixtures.yaml"


def run_platform(*args: str, timeout: float = 120, env: dict | None = None) -> subprocess.CompletedProcess:
    """`python -m zluda.platform ...`: the same entry the invoke tasks call."""
    return subprocess.run([sys.executable, "-m", "zluda.platform", *args], cwd=REPO, capture_output=True,
                          text=True, timeout=timeout, env=env)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip())  # (already dedented text is unchanged)
    return path


def load_run(run_dir: Path) -> dict:
    return json.loads((run_dir / "results.json").read_text())


def by_cell(run: dict) -> dict[str, dict]:
    return {cell["cell"]: cell for cell in run["cells"]}


def fixture_matrix(folder: Path, baseline: str = "", hang_timeout: float = 2.0) -> Path:
    """A matrix over the repository's fixture workloads (absolute path), cpu backend."""
    head = textwrap.dedent(f"""
        schema_version: 1
        axes:
          images: [host]
          backends: [cpu]
          workloads:
            - file: {FIXTURES}
        timeouts:
          cells:
            "*/*/fixture-hang": {hang_timeout}
        """).lstrip()
    return write(folder / "matrix.yaml", head + textwrap.dedent(baseline).lstrip())


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


@pytest.fixture(scope="session")
def main_run(tmp_path_factory) -> tuple[subprocess.CompletedProcess, Path]:
    """The README's matrix command (`invoke matrix --backend cpu`) on the repository's own
    matrix.yaml, into a temporary reports folder."""
    reports = tmp_path_factory.mktemp("main-reports")
    done = subprocess.run(["invoke", "matrix", "--backend", "cpu", "--jobs", "2", "--reports", str(reports)],
                          cwd=REPO, capture_output=True, text=True, timeout=540)
    return done, reports


@pytest.fixture(scope="session")
def strict_run(tmp_path_factory) -> tuple[subprocess.CompletedProcess, Path]:
    """The fixtures with a baseline that expects none of their failures, and wrongly
    expects fixture-pass to fail: everything comes out as it really is."""
    folder = tmp_path_factory.mktemp("strict")
    matrix = fixture_matrix(folder, """
        baseline:
          expected:
            - cells: "*/*/fixture-pass"
              result: fail
              reason: deliberately wrong, to provoke an unexpected pass
        """, hang_timeout=1.5)
    done = run_platform("matrix", "--matrix", str(matrix), "--jobs", "2", "--reports", str(folder / "reports"),
                        "--run-id", "strict")
    return done, folder / "reports" / "strict"


@pytest.fixture(scope="session")
def green_run(tmp_path_factory) -> tuple[subprocess.CompletedProcess, Path]:
    """The C fixtures with the baseline matrix.yaml gives them: every failure expected, a
    run with nothing unexpected (the CUDA fixture is left out: it adds minutes)."""
    folder = tmp_path_factory.mktemp("green")
    matrix = fixture_matrix(folder, """
        exclude:
          - cells: "*/*/fixture-cuda-vecadd"
            reason: the green run is about the page, not CUDA
        baseline:
          expected:
            - {cells: "*/*/fixture-fail", result: fail, reason: prints a wrong sum on purpose}
            - {cells: "*/*/fixture-abort", result: crash, reason: calls abort() on purpose}
            - {cells: "*/*/fixture-segv", result: crash, reason: dereferences a null pointer on purpose}
            - {cells: "*/*/fixture-hang", result: timeout, reason: never returns on purpose}
        """, hang_timeout=1.5)
    done = run_platform("matrix", "--matrix", str(matrix), "--jobs", "2", "--reports", str(folder / "reports"),
                        "--run-id", "green")
    return done, folder / "reports" / "green"


def no_process_mentions(text: str) -> list[str]:
    """Processes whose environment mentions `text` (stray children of a cell)."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit() or int(proc.name) == os.getpid():
            continue
        try:
            if text.encode() in (proc / "environ").read_bytes():
                found.append(proc.name)
        except OSError:
            pass
    return found


class Ledger:
    """Words that steps report from inside their sandbox, which lets them write no file
    outside their cell: each step sends a datagram to a Unix socket this test reads, so a
    test can count how often steps ran across runs of the orchestrator."""

    def __init__(self, folder: Path):
        import socket
        import threading
        self.path = folder / "ledger.sock"
        self.sender = write(folder / "ledger_send.py", """
            import socket, sys
            with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
                sock.sendto(sys.argv[2].encode(), sys.argv[1])
            """)
        self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self._socket.bind(str(self.path))
        self._words: list[str] = []
        self._lock = threading.Lock()
        threading.Thread(target=self._receive, daemon=True).start()

    def _receive(self) -> None:
        while True:
            try:
                word = self._socket.recv(4096).decode()
            except OSError:
                return
            with self._lock:
                self._words.append(word)

    def command(self, word: str) -> str:
        """A shell command that adds `word` to the ledger."""
        return f'"$PYTHON" {self.sender} {self.path} {word}'

    def words(self) -> list[str]:
        with self._lock:
            return list(self._words)
