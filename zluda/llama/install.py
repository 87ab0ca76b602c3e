"""`invoke setup` rows of the llama.cpp workload: the GGUF writer and CMake + Ninja."""

from __future__ import annotations

import importlib.metadata
import shutil
import subprocess
import sys

GGUF = "gguf==0.19.0"


def _pip(*packages: str) -> None:
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", *packages],
                          capture_output=True, text=True)
    if done.returncode != 0:
        tail = "\n    ".join((done.stderr or done.stdout).strip().splitlines()[-5:])
        raise RuntimeError(f"pip install {' '.join(packages)} failed with {done.returncode}:\n    {tail}")


def check_gguf() -> str | None:
    try:
        return f"gguf {importlib.metadata.version('gguf')}"
    except importlib.metadata.PackageNotFoundError:
        return None


def install_gguf() -> None:
    _pip(GGUF)


def check_build_tools() -> str | None:
    found = {tool: shutil.which(tool) for tool in ("cmake", "ninja")}
    return None if None in found.values() else ", ".join(f"{t} at {p}" for t, p in found.items())


def install_build_tools() -> None:
    _pip(*[tool for tool in ("cmake", "ninja") if shutil.which(tool) is None])
