"""Apt configuration for images comes from the host's files; the project names no mirror."""

import tarfile
import io
import re

import pytest

from zluda.images import aptsource
from zluda.images.build import build_context, requirements_text
from zluda.images.specs import IMAGES, spec_for, UnknownImage
from zluda.paths import REPO_ROOT


def _apt_dir(tmp_path, sources_list="", files=None):
    (tmp_path / "sources.list.d").mkdir()
    if sources_list:
        (tmp_path / "sources.list").write_text(sources_list)
    for name, text in (files or {}).items():
        (tmp_path / "sources.list.d" / name).write_text(text)
    return tmp_path


def test_deb822_main_archive_skips_security_and_disabled(tmp_path):
    apt = _apt_dir(tmp_path, files={"debian.sources": (
        "Types: deb\nURIs: http://example.invalid/debian-security\nSuites: x-security\n\n"
        "Types: deb\nEnabled: no\nURIs: http://disabled.invalid/debian\nSuites: x\n\n"
        "# comment\nTypes: deb deb-src\nURIs: http://mirror.invalid/debian/\nSuites: x\n")})
    found = aptsource.host_debian_archive(apt)
    assert found.uri == "http://mirror.invalid/debian"
    assert found.origin.endswith("debian.sources")


def test_one_line_format_with_options(tmp_path):
    apt = _apt_dir(tmp_path, "deb [arch=amd64 signed-by=/k.gpg] http://m.invalid/debian bookworm main\n")
    assert aptsource.host_debian_archive(apt).uri == "http://m.invalid/debian"


def test_no_archive_is_a_clear_error(tmp_path):
    apt = _apt_dir(tmp_path, files={"other.list": "deb http://x.invalid/ubuntu jammy main\n"})
    with pytest.raises(aptsource.AptSourceError, match="no Debian main archive.*other.list"):
        aptsource.host_debian_archive(apt)


def test_image_sources_and_pins():
    archive = aptsource.DebianArchive("http://m.invalid/debian", "test")
    text = aptsource.image_sources(archive, ["trixie", "sid"])
    assert "URIs: http://m.invalid/debian\nSuites: trixie sid\n" in text
    pins = aptsource.pin_preferences({"n=sid": 100})
    assert "Pin: release n=sid\nPin-Priority: 100" in pins
    assert 'Check-Valid-Until "false"' in aptsource.APT_CONF


def test_build_context_carries_host_archive_and_pyproject_deps():
    spec = spec_for("6.4")
    with tarfile.open(fileobj=io.BytesIO(build_context(spec))) as tar:
        names = tar.getnames()
        assert all(m.mtime == 0 for m in tar.getmembers())   # cache depends on content only
        sources = tar.extractfile("apt/sources.list.d/debian.sources").read().decode()
        reqs = tar.extractfile("requirements.txt").read().decode()
    assert {"Dockerfile", "pip-ca.crt", "project/pyproject.toml",
            "project/zluda/images/executor.py"} <= set(names)
    assert not any("__pycache__" in n for n in names)
    assert "Suites: trixie sid" in sources
    assert aptsource.host_debian_archive().uri in sources
    assert "llvmlite>=0.50" in reqs and reqs == requirements_text()


def test_dockerfiles_name_no_mirror_or_registry_host():
    for spec in IMAGES.values():
        text = spec.dockerfile.read_text()
        assert not re.search(r"https?://", text), spec.dockerfile
        assert "ARG BASE_IMAGE=zluda/debian:" in text


def test_unknown_image_names_the_known_ones():
    with pytest.raises(UnknownImage, match="unknown image '9.9'; known: rocm-6.0, rocm-6.4"):
        spec_for("9.9")
