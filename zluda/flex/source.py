"""The pinned FleX releases and their DLLs, read from a git repository of
NVIDIAGameWorks/FleX: ZLUDA_FLEX_REPO (a local clone or a URL), else GitHub. A remote
is fetched once into the cache without file contents (a partial clone); each DLL's
contents come on first read. Nothing of FleX enters this repository."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

from zluda import config, paths

DEFAULT_URL = "https://github.com/NVIDIAGameWorks/FleX"


@dataclass(frozen=True)
class Release:
    name: str
    commit: str     # the commit that put the release's binaries in bin/
    cuda: str       # the toolkit its DLLs were built with (cudart*_XX.dll beside them)


RELEASES = (
    Release("1.1.0", "b8cbfa5bc758677ad3d5bffa0077c59822c5425f", "8.0"),
    Release("1.2.0-beta.1", "688b5f42e9bfe498d7af7075d4d8f4429867f3a3", "8.0"),
    Release("1.2.0-beta.2", "7f669cec7c812a366eedaf0cdfe09d6a5bad84af", "8.0"),
    Release("1.2.0", "8ee05c79ae1748ef132a12e4fb0af284899faec6", "8.0"),
    Release("1.2.0-cuda9.1.85", "6da355477408a043149a0253d0a2564555270b03", "9.1"),
    Release("1.2.0-cuda9.2.148", "0aef277cfdce5dea2de0e9abdf13e7d6699e1848", "9.2"),
)
LATEST = RELEASES[-1]

# the DLLs that carry CUDA device code, per architecture: (folder, file name suffix)
ARCHES = {"x86": ("bin/win32", "_x86.dll"), "x64": ("bin/win64", "_x64.dll")}
LIBRARIES = ("NvFlex", "NvFlexExt")
BUILDS = ("Release", "Debug")


def dll_path(library: str, build: str, arch: str) -> str:
    """e.g. bin/win32/NvFlexReleaseCUDA_x86.dll"""
    folder, suffix = ARCHES[arch]
    return f"{folder}/{library}{build}CUDA{suffix}"


class SourceError(RuntimeError):
    """FleX's repository cannot be reached or lacks a pinned commit or file."""


def _git(repo: Path, *args: str, binary: bool = False, timeout: float | None = None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(["git", "--git-dir", str(repo), *args], capture_output=True, text=not binary,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        raise SourceError(f"git {args[0]} in {repo}: no answer in {timeout:.0f} s") from None


FETCH_TIMEOUT_S = 600


def repository(fetch: bool = True) -> Path:
    """A git directory holding every pinned commit: ZLUDA_FLEX_REPO's, else the cache's,
    fetched there first if needed and `fetch` (tests pass False: no network)."""
    where = config.get("ZLUDA_FLEX_REPO") or DEFAULT_URL
    local = Path(where)
    if local.exists():
        git_dir = local / ".git" if (local / ".git").exists() else local
        missing = [r.commit for r in RELEASES if _git(git_dir, "cat-file", "-e", r.commit + "^{commit}").returncode]
        if missing:
            raise SourceError(f"ZLUDA_FLEX_REPO={where}: commit {missing[0][:12]} is not there "
                              "(a clone of NVIDIAGameWorks/FleX has them all)")
        return git_dir
    cached = paths.cache_dir() / "flex" / "FleX.git"
    if cached.exists() and all(_git(cached, "cat-file", "-e", r.commit + "^{commit}").returncode == 0
                               for r in RELEASES):
        return cached
    if not fetch:
        raise SourceError(f"FleX is neither in ZLUDA_FLEX_REPO nor in the cache ({cached}); "
                          "`invoke flex-corpus` fetches it")
    cached.mkdir(parents=True, exist_ok=True)
    if _git(cached, "rev-parse", "--git-dir").returncode:
        subprocess.run(["git", "init", "-q", "--bare", str(cached)], check=True, capture_output=True)
    # without file contents: a DLL's blob is fetched when it is first read
    for step in (("config", "remote.origin.url", where), ("config", "remote.origin.promisor", "true"),
                 ("config", "remote.origin.partialclonefilter", "blob:none"),
                 ("fetch", "-q", "--filter=blob:none", "origin", *[r.commit for r in RELEASES])):
        done = _git(cached, *step, timeout=FETCH_TIMEOUT_S)
        if done.returncode:
            raise SourceError(f"FleX from {where}: git {step[0]} failed: {done.stderr.strip() or done.returncode}")
    return cached


def read(repo: Path, release: Release, path: str) -> bytes | None:
    """A file of a release, or None when the release has no such file; SourceError when
    the release has it and the repository copy lacks its contents (a copy that left out
    large files, or a partial clone that cannot reach its remote)."""
    listed = _git(repo, "ls-tree", release.commit, "--", path)
    if listed.returncode or not listed.stdout.strip():
        return None
    done = _git(repo, "cat-file", "blob", f"{release.commit}:{path}", binary=True, timeout=FETCH_TIMEOUT_S)
    if done.returncode:
        raise SourceError(f"{path}: not in the repository copy")
    return done.stdout
