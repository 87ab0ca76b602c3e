"""The package as pip builds and installs it without -e: the wheel's metadata (license,
extras) and where an installed copy puts its build folder."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest

from zluda import paths

REPO_ROOT = Path(__file__).resolve().parents[1]
# what a wheel is built from: pyproject.toml names README.md and (implicitly) LICENSE
SOURCES = ["pyproject.toml", "README.md", "LICENSE", "zluda"]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built by pip from a copy of the tree (setuptools writes build/ and *.egg-info
    beside pyproject.toml: in the checkout itself that build/ is the drop-in libraries')."""
    source = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        origin = REPO_ROOT / name
        if origin.is_dir():
            shutil.copytree(origin, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(origin, source / name)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--disable-pip-version-check",
                    "-w", str(out), str(source)], check=True, timeout=300)
    [built] = out.glob("zluda-*.whl")
    return built


def _metadata(wheel: Path):
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        return Parser().parsestr(archive.read(name).decode()), archive.namelist()


def test_the_wheel_carries_the_license_the_metadata_declares(wheel):
    metadata, names = _metadata(wheel)
    declared = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())["project"]["license"]["text"]
    assert metadata["License"] == declared == "MIT"
    assert any(n.endswith(".dist-info/licenses/LICENSE") or n.endswith(".dist-info/LICENSE") for n in names), names
    assert "MIT License" in (REPO_ROOT / "LICENSE").read_text().splitlines()[0]


def test_extras_name_what_invoke_setup_installs_from_pypi(wheel):
    metadata, _ = _metadata(wheel)
    extras = set(metadata.get_all("Provides-Extra"))
    assert {"test", "cuda", "llama", "images"} <= extras
    requirements = metadata.get_all("Requires-Dist")

    def of(extra):
        return {r.split(";")[0].split(">")[0].split("=")[0].strip() for r in requirements if f'extra == "{extra}"' in r}
    assert of("cuda") == {"nvidia-cuda-nvcc", "nvidia-cuda-runtime", "nvidia-cublas"}
    assert of("llama") == {"gguf", "cmake", "ninja"}
    assert of("images") == {"docker"}
    # the Docker SDK is for the images only: a plain install and every `invoke` start do without it
    core = {r.split(";")[0].split(">")[0].strip() for r in requirements if "extra ==" not in r}
    assert "docker" not in core


def test_an_installed_copy_builds_outside_the_package_and_site_packages(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
                    "--no-index", "--disable-pip-version-check", str(wheel)], check=True, timeout=300)
    cache = tmp_path / "cache"
    code = "from zluda import paths; print(paths.IN_SOURCE_TREE); print(paths.PACKAGE_DIR); print(paths.build_dir())"
    out = subprocess.run([str(python), "-I", "-c", code], capture_output=True, text=True, check=True, timeout=120,
                         cwd=tmp_path, env={"ZLUDA_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin"}).stdout
    in_tree, package, build = out.split("\n")[:3]
    assert in_tree == "False"
    assert Path(package).is_relative_to(venv), package
    assert Path(build).is_relative_to(cache / "build"), build
    assert not Path(build).is_relative_to(venv), build


def test_a_source_tree_builds_in_its_own_build_folder(monkeypatch):
    monkeypatch.delenv("ZLUDA_BUILD_DIR", raising=False)
    assert paths.IN_SOURCE_TREE
    assert paths.build_dir() == REPO_ROOT / "build"
