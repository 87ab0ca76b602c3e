"""Well-known locations: the repository, the cache and build folders."""

from __future__ import annotations

import os
from pathlib import Path

from zluda import config

PACKAGE_DIR = Path(__file__).resolve().parent
REPO_ROOT = PACKAGE_DIR.parent


def cache_dir() -> Path:
    """Persistent cache (compiled kernels, downloaded toolchains); ZLUDA_CACHE_DIR overrides."""
    base = config.get("ZLUDA_CACHE_DIR") or Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "zluda"
    base.mkdir(parents=True, exist_ok=True)
    return base


def build_dir() -> Path:
    """Where `invoke build` puts the drop-in libraries; ZLUDA_BUILD_DIR overrides."""
    return config.get("ZLUDA_BUILD_DIR") or REPO_ROOT / "build"


def profiles_dir() -> Path:
    """API profiles (the functions a workload family needs), e.g. llmc.yaml."""
    return PACKAGE_DIR / "profiles"
