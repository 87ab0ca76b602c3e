"""Atomic file writes: a reader (or a resumed run after `kill -9`) never sees half a file."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

TEMP_MARK = ".tmp-"
_UMASK = os.umask(0)
os.umask(_UMASK)  # temp files carry this in their name; a resumed run deletes leftovers


def write_text(path: str | os.PathLike, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}{TEMP_MARK}", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.chmod(tmp, 0o666 & ~_UMASK)  # mkstemp makes 0600; reports are for everyone to read
        os.replace(tmp, path)
    except BaseException:
        _unlink_quietly(tmp)
        raise


def write_json(path: str | os.PathLike, data) -> None:
    write_text(path, json.dumps(data, indent=1, sort_keys=False) + "\n")


def symlink(target: str, link: str | os.PathLike) -> None:
    """Point `link` at `target`, replacing an older link in one step."""
    link = Path(link)
    tmp = link.parent / f".{link.name}{TEMP_MARK}{os.getpid()}"
    _unlink_quietly(tmp)
    os.symlink(target, tmp)
    os.replace(tmp, link)


def remove_leftovers(folder: Path) -> int:
    """Delete temp files an interrupted writer left behind; returns how many."""
    removed = 0
    for path in folder.rglob(f"*{TEMP_MARK}*"):
        if path.is_file() or path.is_symlink():
            _unlink_quietly(path)
            removed += 1
    return removed


def _unlink_quietly(path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
