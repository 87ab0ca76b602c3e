"""Helpers for tests that need a project image: build or reuse it, run a module in it.

Tests run real containers. They skip only where Docker cannot exist (not root and no
engine answering); as root (CI) the engine is installed and started, and a failure to
do so fails the test rather than hiding it.
"""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass

from zluda.images.engine import engine_available, ensure_engine
from zluda.images.executor import ensure_image
from zluda.images.specs import spec_for
from zluda.paths import REPO_ROOT


def docker_skip_reason() -> str | None:
    if engine_available() or os.geteuid() == 0:
        return None
    return "no Docker engine answers and starting one needs root"


def ready_image(name: str) -> str:
    """Tag of the image, built first when missing (minutes on a fresh machine)."""
    ensure_engine()
    spec = spec_for(name)
    ensure_image(spec)
    return spec.tag


@dataclass
class Ran:
    returncode: int
    stdout: str
    stderr: str

    def json(self):
        return json.loads(self.stdout)


def run_in_image(name: str, argv: list[str], timeout: int = 600,
                 mounts: dict[str, str] | None = None) -> Ran:
    """Run argv in a throwaway container (no network, non-root, read-only root and
    source; /tmp is a private tmpfs). mounts: extra host folder -> container path (ro)."""
    tag = ready_image(name)
    extra = [arg for host, inside in (mounts or {}).items() for arg in ("-v", f"{host}:{inside}:ro")]
    cmd = ["docker", "run", "--rm", "--network", "none", "--read-only", "--tmpfs", "/tmp:exec",
           *extra, "-v", f"{REPO_ROOT}:{REPO_ROOT}:ro", "-w", str(REPO_ROOT),
           "-e", f"PYTHONPATH={REPO_ROOT}", "-e", "PYTHONDONTWRITEBYTECODE=1", tag, *argv]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    return Ran(done.returncode, done.stdout, done.stderr)
