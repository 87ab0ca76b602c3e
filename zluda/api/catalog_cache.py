"""Small facts derived from the API catalogs, kept on disk so that a process start does not
parse a whole catalog for them.

Parsing one catalog (2 MB of JSON into some 12,000 functions) is the largest single cost of
a CUDA program's start-up through the shim and of `zluda run`'s freshness check, while what
those need of it is small: the sonames, the functions a table of unsupported features covers.
`derived(name, version, compute)` returns `compute()`'s JSON value, computed once per
content of the catalogs: the key is every catalog file's name, size and modification time
(what Python's own bytecode cache trusts; hashing the files' 4 MB would cost a third of the
parse it saves), the fact's name and `version`, which its computing code changes when its
meaning changes. A cache that cannot be read or written is not an error: the fact is computed.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Callable

from zluda import paths
from zluda.api import catalog as api_catalog

FOLDER = "catalog-facts"


def catalog_path(major: int) -> Path:
    return api_catalog.DATA_DIR / f"cuda-{major}.json"


def catalogs_fingerprint() -> str:
    """Changes whenever a catalog file is added, removed or rewritten."""
    parts = []
    for path in sorted(api_catalog.DATA_DIR.glob("cuda-*.json")):
        st = path.stat()
        parts.append(f"{path.name}:{st.st_size}:{st.st_mtime_ns}")
    return "|".join(parts)


def cache_path(name: str, version: str) -> Path:
    key = hashlib.sha256(f"{name}\0{version}\0{catalogs_fingerprint()}".encode()).hexdigest()[:24]
    return paths.cache_dir() / FOLDER / f"{name}-{key}.json"


def derived(name: str, version: str, compute: Callable[[], object]):
    """`compute()`, a JSON value derived from the catalogs, cached on disk by their content."""
    path = cache_path(name, version)
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        pass
    value = compute()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}")
        tmp.write_text(json.dumps(value))
        os.replace(tmp, path)
    except OSError:   # a read-only cache (a sandboxed cell): computed again next time
        pass
    return value


def sonames() -> dict[str, dict[str, str]]:
    """CUDA major (as a string: JSON keys) -> library key -> soname."""
    return derived("sonames", "1", lambda: {
        str(major): {key: lib.soname for key, lib in api_catalog.load(major).libraries.items()}
        for major in api_catalog.available()})
