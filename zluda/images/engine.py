"""The Docker engine: install it, start it once, and hand out an SDK client.

Everything here is idempotent so that `invoke setup`, `.ci/run` and every task that needs
containers can call `ensure_engine()` without caring who started the daemon. The daemon
is started with the default bridge disabled: cells run with `--network none` and builds
with `--network host`, so no traffic ever goes to Docker's private bridge range.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import docker
from docker.errors import DockerException

# Debian packages that provide the engine and the base-rootfs tool.
APT_PACKAGES = ("docker.io", "debootstrap")
DOCKERD_ARGS = ("--bridge=none", "--iptables=false", "--ip-masq=false")
DOCKERD_LOG = Path("/var/log/zluda-dockerd.log")
START_TIMEOUT_S = 60


class EngineError(RuntimeError):
    """The Docker engine is missing, cannot be installed, or does not answer."""


def _ping() -> bool:
    try:
        return bool(docker.from_env(timeout=10).ping())
    except DockerException:
        return False
    except Exception:  # requests/urllib3 errors when the socket is absent
        return False


def install_packages(packages: tuple[str, ...] = APT_PACKAGES) -> list[str]:
    """apt-get install the packages that are missing; returns what it installed."""
    missing = [p for p in packages if not _dpkg_installed(p)]
    if not missing:
        return []
    if os.geteuid() != 0:
        raise EngineError(f"need root to install {' '.join(missing)} (apt-get)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    quiet = dict(stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
    done = subprocess.run(["apt-get", "install", "-y", "-qq", *missing], **quiet)
    if done.returncode != 0:  # the package lists may be missing on a fresh machine
        subprocess.run(["apt-get", "update", "-qq"], **quiet)
        done = subprocess.run(["apt-get", "install", "-y", "-qq", *missing], **quiet)
    if done.returncode != 0:
        raise EngineError(f"apt-get install {' '.join(missing)} failed:\n{done.stderr[-2000:]}")
    return missing


def _dpkg_installed(package: str) -> bool:
    done = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package],
                          capture_output=True, text=True)
    return done.returncode == 0 and "install ok installed" in done.stdout


def ensure_engine(install: bool = True) -> docker.DockerClient:
    """Return a client of a running engine, installing and starting dockerd if needed."""
    if _ping():
        return client()
    if install:
        install_packages()
    dockerd = shutil.which("dockerd") or "/usr/sbin/dockerd"
    if not Path(dockerd).exists():
        raise EngineError("dockerd is not installed (apt-get install docker.io)")
    if os.geteuid() != 0:
        raise EngineError("the Docker engine is not running and starting dockerd needs root")
    DOCKERD_LOG.parent.mkdir(parents=True, exist_ok=True)
    with open(DOCKERD_LOG, "ab") as log:
        # own session: the daemon outlives the task that started it
        subprocess.Popen([dockerd, *DOCKERD_ARGS], stdout=log, stderr=log,
                         stdin=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if _ping():
            return client()
        time.sleep(0.5)
    tail = DOCKERD_LOG.read_text(errors="replace")[-2000:] if DOCKERD_LOG.exists() else ""
    raise EngineError(f"dockerd did not answer within {START_TIMEOUT_S}s; log tail:\n{tail}")


def client() -> docker.DockerClient:
    # builds of the ROCm images stream for minutes: no short read timeout
    return docker.from_env(timeout=1800)


def engine_available() -> bool:
    """True when an engine answers right now (tests use this to decide skip vs run)."""
    return _ping()


def main() -> int:
    """`python -m zluda.images.engine`: the install+start step for CI and `invoke setup`."""
    c = ensure_engine()
    info = c.version()
    print(f"docker engine {info.get('Version')} (API {info.get('ApiVersion')}) is running")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
