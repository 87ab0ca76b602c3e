"""Well-known locations: the repository, the cache and build folders."""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

from zluda import config

PACKAGE_DIR = Path(__file__).resolve().parent
REPO_ROOT = PACKAGE_DIR.parent
# False when the package was installed (pip install without -e): REPO_ROOT is then
# site-packages, where nothing of the project's own may be written
IN_SOURCE_TREE = (REPO_ROOT / "pyproject.toml").is_file() and (REPO_ROOT / "tasks.py").is_file()


def cache_dir() -> Path:
    """Persistent cache (compiled kernels, downloaded toolchains); ZLUDA_CACHE_DIR overrides."""
    base = config.get("ZLUDA_CACHE_DIR") or Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "zluda"
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # read-only (a sandboxed matrix cell): what writes into it gets the error itself
    return base


def build_dir() -> Path:
    """Where `invoke build` puts the drop-in libraries; ZLUDA_BUILD_DIR overrides.

    In a source tree: its build/. Installed: a folder of the cache per Python environment,
    since the libraries embed the Python that built them."""
    configured = config.get("ZLUDA_BUILD_DIR")
    if configured:
        return configured
    if IN_SOURCE_TREE:
        return REPO_ROOT / "build"
    environment = hashlib.sha256(os.fsencode(sys.prefix)).hexdigest()[:16]
    return cache_dir() / "build" / environment


def profiles_dir() -> Path:
    """API profiles (the functions a workload family needs), e.g. llmc.yaml."""
    return PACKAGE_DIR / "profiles"
