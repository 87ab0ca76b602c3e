"""Build the project's images with the Docker SDK (layer-cached, `--network host`).

The build context is assembled here rather than sent from the repository root: the
Dockerfile's folder, the apt configuration derived from the host, the project's
dependency list and the installable project (pyproject + package). Every member gets
mtime 0 so that Docker's layer cache depends on content only.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import tarfile
import time
import tomllib
from pathlib import Path

from zluda.images import aptsource, rootfs
from zluda.images.engine import ensure_engine
from zluda.images.specs import ImageSpec, spec_for
from zluda.paths import REPO_ROOT

PROJECT_FILES = ("pyproject.toml", "README.md")
PROJECT_PACKAGE = "zluda"
SKIP_SUFFIXES = (".pyc", ".so", ".o", ".dll", ".exe")
SKIP_DIRS = ("__pycache__",)
# build-time extras: --no-build-isolation needs the build backend in the venv
BUILD_REQUIREMENTS = ("setuptools>=68", "wheel")


class ImageBuildError(RuntimeError):
    pass


# where the host's pip finds its trusted CAs (a TLS-inspecting proxy may sit in front of
# the package index): the same bundle goes into the build so pip inside behaves alike
CA_BUNDLE_ENV = ("PIP_CERT", "REQUESTS_CA_BUNDLE", "SSL_CERT_FILE")
CA_BUNDLE_DEFAULT = Path("/etc/ssl/certs/ca-certificates.crt")


def host_ca_bundle() -> bytes:
    for var in CA_BUNDLE_ENV:
        value = os.environ.get(var)
        if value and Path(value).is_file():
            return Path(value).read_bytes()
    if CA_BUNDLE_DEFAULT.is_file():
        return CA_BUNDLE_DEFAULT.read_bytes()
    import certifi  # requests' own bundle (docker SDK depends on requests)
    return Path(certifi.where()).read_bytes()


def requirements_text(pyproject: Path = REPO_ROOT / "pyproject.toml") -> str:
    data = tomllib.loads(pyproject.read_text())
    deps = list(data["project"]["dependencies"]) + list(BUILD_REQUIREMENTS)
    return "".join(f"{d}\n" for d in deps)


def _add_bytes(tar: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mode = 0o644
    info.mtime = 0
    tar.addfile(info, io.BytesIO(data))


def _add_tree(tar: tarfile.TarFile, src: Path, arcname: str) -> None:
    for path in sorted(src.rglob("*")):
        rel = path.relative_to(src)
        if any(part in SKIP_DIRS or part.endswith(".egg-info") for part in rel.parts):
            continue
        if path.is_dir() or path.suffix in SKIP_SUFFIXES or path.is_symlink():
            continue
        _add_bytes(tar, f"{arcname}/{rel.as_posix()}", path.read_bytes())


def build_context(spec: ImageSpec) -> bytes:
    archive = aptsource.host_debian_archive()
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        _add_bytes(tar, "Dockerfile", spec.dockerfile.read_bytes())
        for extra in sorted(spec.dockerfile.parent.iterdir()):
            if extra.is_file() and extra.name != "Dockerfile":
                _add_bytes(tar, f"files/{extra.name}", extra.read_bytes())
        _add_bytes(tar, "apt/sources.list.d/debian.sources",
                   aptsource.image_sources(archive, list(spec.suites)).encode())
        _add_bytes(tar, "apt/apt.conf.d/90zluda", aptsource.APT_CONF.encode())
        _add_bytes(tar, "apt/preferences.d/zluda",
                   aptsource.pin_preferences(spec.pins).encode())
        _add_bytes(tar, "requirements.txt", requirements_text().encode())
        _add_bytes(tar, "pip-ca.crt", host_ca_bundle())
        for name in PROJECT_FILES:
            _add_bytes(tar, f"project/{name}", (REPO_ROOT / name).read_bytes())
        _add_tree(tar, REPO_ROOT / PROJECT_PACKAGE, f"project/{PROJECT_PACKAGE}")
    return buf.getvalue()


PROXY_VARS = ("HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy")


def _build_args(base_tag: str) -> dict[str, str]:
    # Docker predefines the proxy build args: pass the host's through when it has them
    args = {var: os.environ[var] for var in PROXY_VARS if os.environ.get(var)}
    args["BASE_IMAGE"] = base_tag
    return args


def build_image(spec: ImageSpec, base_image: str | None = None, log=print,
                nocache: bool = False, tag: str | None = None) -> dict:
    """Build (or reuse layers of) one image; returns timing, size and cache counts.

    base_image: an official image (e.g. "debian:trixie") when a registry is reachable;
    by default the debootstrap rootfs `zluda/debian:<suite>` is made or reused.
    """
    client = ensure_engine()
    started = time.monotonic()
    base = {"tag": base_image, "built": False, "seconds": 0.0}
    if not base_image:
        base = rootfs.ensure_base(spec.base_suite, log=log)
    context = build_context(spec)
    steps = cached = 0
    tail: list[str] = []
    image_id = None
    tag = tag or spec.tag
    stream = client.api.build(fileobj=io.BytesIO(context), custom_context=True,
                              tag=tag, nocache=nocache, network_mode="host", rm=True, forcerm=True,
                              buildargs=_build_args(base["tag"]), decode=True)
    for chunk in stream:
        if "error" in chunk:
            detail = "".join(tail[-30:])
            raise ImageBuildError(f"building {tag} ({spec.dockerfile}) failed: "
                                  f"{chunk['error'].strip()}\n{detail}")
        text = chunk.get("stream", "")
        if text.startswith("Step "):
            steps += 1
            log(text.rstrip())
        if "Using cache" in text:
            cached += 1
        if "aux" in chunk and "ID" in chunk["aux"]:
            image_id = chunk["aux"]["ID"]
        if text:
            tail.append(text)
    image = client.images.get(image_id or tag)
    return {
        "image": spec.name, "tag": tag, "id": image.id,
        "seconds": round(time.monotonic() - started, 1),
        "base": base, "steps": steps, "cached_steps": cached,
        "size_bytes": image.attrs.get("Size", 0),
        "context_bytes": len(context),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.images.build")
    parser.add_argument("image")
    parser.add_argument("--base-image")
    args = parser.parse_args(argv)
    print(json.dumps(build_image(spec_for(args.image), args.base_image), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
