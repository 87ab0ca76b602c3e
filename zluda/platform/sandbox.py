"""The host executor's sandbox: a cell's steps can write only into the cell folder.

Every step of a host cell starts through `sandbox_enter.py` (see there for the steps it
takes): private user, mount and network namespaces in which every mount but the cell
folder is read-only and only the loopback interface exists, with no capabilities left.
A write anywhere else (an absolute path, `$ZLUDA_CELL_DIR/..`, the source folder, a link
planted in the cell folder that points out of it) fails with "Read-only file system".

It needs unprivileged user namespaces (no setuid helper, no root). Where the kernel
refuses them (a sysctl such as kernel.unprivileged_userns_clone=0 or Ubuntu's
kernel.apparmor_restrict_unprivileged_userns=1, or a container started without them), the
host's cells fail closed: they are `unsupported`, with the reason, and never run
unsandboxed. Run them in a container image instead, or allow user namespaces.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import threading
from pathlib import Path

HELPER = Path(__file__).resolve().with_name("sandbox_enter.py")
PROBE_TIMEOUT_S = 30
_probe_lock = threading.Lock()
_probe_result: list[str | None] = []


def command(argv: list[str], cell_dir: Path) -> list[str]:
    """argv that runs `argv` inside the sandbox of `cell_dir`."""
    # -I: no PYTHON* variables and no user site, so the step's environment cannot change
    # what the helper imports; -S: no site module, a faster start
    return [sys.executable, "-I", "-S", str(HELPER), str(cell_dir), "--", *argv]


def unavailable() -> str | None:
    """Why this machine cannot sandbox a step, or None; probed once per process."""
    with _probe_lock:
        if not _probe_result:
            _probe_result.append(probe())
        return _probe_result[0]


def probe() -> str | None:
    """Enter a sandbox, write inside its cell and try to write outside: why that did not
    go as it must, or None."""
    with tempfile.TemporaryDirectory(prefix="zluda-sandbox-probe-") as tmp:
        cell, outside = Path(tmp, "cell"), Path(tmp, "outside")
        cell.mkdir()
        script = f'echo ok > "{cell}/inside" && ! ( echo no > "{outside}" ) 2>/dev/null'
        try:
            done = subprocess.run(command(["/bin/sh", "-c", script], cell), capture_output=True, text=True,
                                  timeout=PROBE_TIMEOUT_S, stdin=subprocess.DEVNULL, cwd=tmp)
        except (OSError, subprocess.TimeoutExpired) as exc:
            return f"the host sandbox could not be tried: {exc}"
        if done.returncode != 0 or outside.exists() or not (cell / "inside").exists():
            said = done.stderr.strip().splitlines()
            detail = said[-1] if said else f"exit status {done.returncode}"
            return (f"the host sandbox is unavailable ({detail}); cells on the host run only "
                    "sandboxed: allow unprivileged user namespaces, or use a container image")
    return None
