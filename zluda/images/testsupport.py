"""Helpers for tests that need a project image: build or reuse it, run a module in it.

Tests run real containers. They skip only where Docker cannot exist (not root and no
engine answering); as root (CI) the engine is installed and started, and a failure to
do so fails the test rather than hiding it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass

from zluda.images.engine import engine_available, ensure_engine
from zluda.images.executor import ensure_image, run_container
from zluda.images.specs import spec_for
from zluda.paths import REPO_ROOT


TIMED_OUT = 124   # timeout(1)'s exit status for a command it stopped
RUN_LABEL = "org.zluda.run-in-image"


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
    """Run argv in a throwaway container, locked down as every container of the project
    (executor.lockdown(): non-root, no capabilities, no network, read-only root and
    source, /tmp a private tmpfs, memory/CPU/process limits). mounts: extra host folder ->
    container path (ro). Past `timeout` the container itself is killed: the result then
    has exit status 124 and says so on stderr."""
    tag = ready_image(name)
    volumes = {host: {"bind": inside, "mode": "ro"} for host, inside in (mounts or {}).items()}
    volumes[str(REPO_ROOT)] = {"bind": str(REPO_ROOT), "mode": "ro"}
    ran = run_container(tag, argv, timeout=timeout, volumes=volumes, working_dir=str(REPO_ROOT),
                        environment={"PYTHONPATH": str(REPO_ROOT), "PYTHONDONTWRITEBYTECODE": "1",
                                     "HOME": "/tmp"},
                        labels={RUN_LABEL: name})
    stdout, stderr = ran.stdout.decode(errors="replace"), ran.stderr.decode(errors="replace")
    if ran.exit_code is None:
        return Ran(TIMED_OUT, stdout, stderr + f"[run_in_image] {argv[0]} ran past {timeout} s in {tag}; "
                                              "its container was killed\n")
    return Ran(ran.exit_code, stdout, stderr)
