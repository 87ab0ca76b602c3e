"""Base images without a registry: a Debian rootfs from debootstrap, `docker import`ed.

When a registry is reachable the Dockerfiles can start from an official image instead
(build argument BASE_IMAGE); otherwise `ensure_base(suite)` makes `zluda/debian:<suite>`
once and every later build reuses it (the image itself is the cache).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from docker.errors import ImageNotFound

from zluda.images import aptsource
from zluda.images.engine import ensure_engine

BASE_REPOSITORY = "zluda/debian"


class RootfsError(RuntimeError):
    pass


def base_tag(suite: str) -> str:
    return f"{BASE_REPOSITORY}:{suite}"


def ensure_base(suite: str = "trixie", log=print, tag: str | None = None) -> dict:
    """Make sure `zluda/debian:<suite>` (or `tag`) exists; returns {"tag", "built", "seconds"}."""
    client = ensure_engine()
    tag = tag or base_tag(suite)
    try:
        client.images.get(tag)
        return {"tag": tag, "built": False, "seconds": 0.0}
    except ImageNotFound:
        pass
    if not shutil.which("debootstrap"):
        raise RootfsError("debootstrap is not installed (apt-get install debootstrap)")
    archive = aptsource.host_debian_archive()
    started = time.monotonic()
    # the rootfs is large and transient: build it next to the Docker data, not in /tmp
    with tempfile.TemporaryDirectory(prefix=f"zluda-rootfs-{suite}-", dir="/var/tmp") as tmp:
        target = Path(tmp) / "rootfs"
        log(f"debootstrap --variant=minbase {suite} (archive from {archive.origin})")
        done = subprocess.run(
            ["debootstrap", "--variant=minbase", suite, str(target), archive.uri],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if done.returncode != 0:
            logfile = target / "debootstrap" / "debootstrap.log"
            detail = logfile.read_text(errors="replace")[-3000:] if logfile.exists() else done.stderr[-3000:]
            raise RootfsError(f"debootstrap {suite} failed (exit {done.returncode}):\n{detail}")
        _configure_apt(target, archive, suite)
        log(f"docker import -> {tag}")
        tar = subprocess.Popen(["tar", "-C", str(target), "--numeric-owner", "-c", "."],
                               stdout=subprocess.PIPE)
        try:
            repository, _, image_tag = tag.rpartition(":")
            client.api.import_image_from_stream(tar.stdout, repository=repository, tag=image_tag)
        finally:
            tar.stdout.close()
            if tar.wait() != 0:
                raise RootfsError(f"tar of the {suite} rootfs failed")
    client.images.get(tag)  # raises if the import produced nothing
    return {"tag": tag, "built": True, "seconds": round(time.monotonic() - started, 1)}


def _configure_apt(root: Path, archive: aptsource.DebianArchive, suite: str) -> None:
    """Same archive as the host, deb822 sources, no Valid-Until check, a clean cache."""
    sources_d = root / "etc/apt/sources.list.d"
    sources_d.mkdir(parents=True, exist_ok=True)
    legacy = root / "etc/apt/sources.list"
    if legacy.exists():
        legacy.unlink()
    (sources_d / "debian.sources").write_text(aptsource.image_sources(archive, [suite]))
    (root / "etc/apt/apt.conf.d/90zluda").write_text(aptsource.APT_CONF)
    for leftover in (root / "var/cache/apt/archives").glob("*.deb"):
        leftover.unlink()
    for lists in (root / "var/lib/apt/lists").glob("*_*"):
        lists.unlink()
    os.sync()
