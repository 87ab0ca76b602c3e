"""A trimmed copy of the pinned sdist for a machine without network (the H200 recording).

The sdist is 73 MiB, most of it vocabulary models, docs and git metadata that the build
never reads. The pack keeps the vendored llama.cpp tree without those, plus a manifest
(`zluda-pack.json`: the sdist's version and sha256, and the sha256 of every file taken
from it), so the receiving side checks each file and the build cache key stays the
sdist's.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import tarfile
import tempfile
from pathlib import Path

from zluda.llama import source

MANIFEST = "zluda-pack.json"
# Paths under vendor/llama.cpp the CMake build of our targets does not read.
EXCLUDED_DIRS = ("models", "docs", "media", ".github", ".devops", "benches", "gguf-py", "tools/ui",
                 "tools/server/public", "tools/server/webui")


def _wanted(relative: str) -> bool:
    if any(part.startswith(".git") for part in relative.split("/")):
        return False
    return not any(relative == d or relative.startswith(d + "/") for d in EXCLUDED_DIRS)


def make(out: Path, sdist: source.Sdist = source.PINNED, log=print) -> Path:
    """Write the pack (tar.gz) from the verified sdist in the cache (downloaded if absent)."""
    archive = source.fetch(sdist, log)
    prefix = f"{sdist.filename[:-len('.tar.gz')]}/vendor/llama.cpp/"
    files: dict[str, str] = {}
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=out.parent, prefix=f".{out.name}.")
    os.close(fd)
    try:
        with tarfile.open(archive) as src, tarfile.open(tmp, "w:gz", compresslevel=9) as dst:
            for member in src:
                if not member.name.startswith(prefix) or not (member.isfile() or member.isdir()):
                    continue
                relative = member.name[len(prefix):]
                if not relative or not _wanted(relative):
                    continue
                # a fresh header: the sdist's pax headers would carry the old long path along
                entry = tarfile.TarInfo(f"llama.cpp/{relative}")
                entry.mode, entry.mtime, entry.type = member.mode, member.mtime, member.type
                if member.isfile():
                    data = src.extractfile(member).read()
                    files[relative] = hashlib.sha256(data).hexdigest()
                    entry.size = len(data)
                    dst.addfile(entry, io.BytesIO(data))
                else:
                    dst.addfile(entry)
            manifest = json.dumps({"package": source.PACKAGE, "version": sdist.version, "sha256": sdist.sha256,
                                   "files": files}, indent=0, sort_keys=True).encode()
            info = tarfile.TarInfo(f"llama.cpp/{MANIFEST}")
            info.size = len(manifest)
            dst.addfile(info, io.BytesIO(manifest))
        os.chmod(tmp, 0o644)
        os.replace(tmp, out)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return out


def unpack(pack: Path, sdist: source.Sdist = source.PINNED) -> Path:
    """The llama.cpp tree from a pack, each file checked against the manifest; placed where
    source.unpack puts the full sdist's tree, so build() finds it."""
    tree = source.root() / "src" / sdist.filename[: -len(".tar.gz")]
    llama = tree / "vendor" / "llama.cpp"
    if (tree / ".unpacked").is_file():
        return llama
    tree.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=tree.parent, prefix=".pack-") as tmp:
        with tarfile.open(pack) as tar:
            tar.extractall(tmp, filter="data")
        root = Path(tmp) / "llama.cpp"
        manifest = json.loads((root / MANIFEST).read_text())
        if (manifest.get("version"), manifest.get("sha256")) != (sdist.version, sdist.sha256):
            raise source.SourceError(f"{pack}: made from {manifest.get('package')} {manifest.get('version')} "
                                     f"({manifest.get('sha256')}), not the pinned {sdist.version} ({sdist.sha256})")
        for relative, digest in manifest["files"].items():
            path = root / relative
            if not path.is_file() or hashlib.sha256(path.read_bytes()).hexdigest() != digest:
                raise source.SourceError(f"{pack}: {relative} is missing or differs from the manifest")
        (Path(tmp) / "vendor").mkdir()
        os.replace(root, Path(tmp) / "vendor" / "llama.cpp")
        (Path(tmp) / ".unpacked").write_text(sdist.sha256 + "\n")
        os.replace(tmp, tree)
        os.mkdir(tmp)  # TemporaryDirectory removes what it created
    return llama
