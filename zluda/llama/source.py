"""The pinned llama.cpp source: the PyPI sdist of llama-cpp-python, which vendors it.

Downloaded with pip (the registry's ordinary client) into the cache, verified against the
pinned sha256, and unpacked once; nothing of llama.cpp enters git.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

from zluda import paths

# The pin: version and the sha256 of its sdist (measured when the pin was chosen).
PACKAGE = "llama-cpp-python"
VERSION = "0.3.36"
SHA256 = "832db0699007f1be95a7e41ef12e88926b02ba836461e36a36372db2760c1a2e"


class SourceError(RuntimeError):
    """The sdist could not be fetched, verified or unpacked."""


@dataclass(frozen=True)
class Sdist:
    version: str
    sha256: str

    @property
    def filename(self) -> str:
        return f"{PACKAGE.replace('-', '_')}-{self.version}.tar.gz"


PINNED = Sdist(VERSION, SHA256)


def root() -> Path:
    return paths.cache_dir() / "llama.cpp"


def sdist_path(sdist: Sdist = PINNED) -> Path:
    return root() / "sdist" / sdist.filename


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def verify(path: Path, sdist: Sdist = PINNED) -> None:
    got = _sha256(path)
    if got != sdist.sha256:
        raise SourceError(f"{path}: sha256 {got} does not match the pinned {sdist.sha256} "
                          f"({PACKAGE} {sdist.version})")


def fetch(sdist: Sdist = PINNED, log=print) -> Path:
    """The verified sdist in the cache, downloading it with pip when absent."""
    target = sdist_path(sdist)
    if target.is_file():
        verify(target, sdist)
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".download-") as tmp:
        log(f"downloading {PACKAGE}=={sdist.version} (sdist, ~73 MiB; pip prepares its metadata, minutes)")
        done = subprocess.run(
            [sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--no-deps",
             "--no-binary", ":all:", f"{PACKAGE}=={sdist.version}", "-d", tmp],
            capture_output=True, text=True)
        got = Path(tmp) / sdist.filename
        if done.returncode != 0 or not got.is_file():
            tail = "\n    ".join((done.stderr or done.stdout).strip().splitlines()[-5:])
            raise SourceError(f"pip download {PACKAGE}=={sdist.version} failed ({done.returncode}):\n    {tail}")
        verify(got, sdist)
        os.replace(got, target)
    return target


def unpack(sdist: Sdist = PINNED, archive: Path | None = None, log=print) -> Path:
    """The vendored llama.cpp tree (its CMakeLists.txt folder), unpacked once per version."""
    base = root() / "src"
    tree = base / sdist.filename[: -len(".tar.gz")]
    llama = tree / "vendor" / "llama.cpp"
    if (tree / ".unpacked").is_file():
        return llama
    archive = archive or fetch(sdist, log)
    verify(archive, sdist)
    base.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=base, prefix=".unpack-") as tmp:
        with tarfile.open(archive) as tar:
            tar.extractall(tmp, filter="data")
        unpacked = Path(tmp) / tree.name
        if not (unpacked / "vendor" / "llama.cpp" / "CMakeLists.txt").is_file():
            raise SourceError(f"{archive}: no vendor/llama.cpp/CMakeLists.txt inside")
        (unpacked / ".unpacked").write_text(sdist.sha256 + "\n")
        if tree.exists():
            shutil.rmtree(tree)
        os.replace(unpacked, tree)
    return llama
