"""Which drop-in libraries exist and whether a built one is current, without the generator.

`zluda run` asks this before every program start; building (zluda/shim/build.py) loads
jinja2, cffi's compiler and the whole API catalog, which a start must not pay for. A
library's stamp is a hash over every input of its build (the templates, the generator and
the modules it renders from, its API catalog, the cffi and Python versions); the build
writes it beside the library, and a library whose stamp differs is stale.
"""

from __future__ import annotations

import functools
import hashlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path

import cffi

from zluda.api import catalog_cache
from zluda.paths import PACKAGE_DIR, build_dir, cache_dir

SHIM_DIR = Path(__file__).resolve().parent
TEMPLATES = SHIM_DIR / "templates"
# the build's inputs besides the templates and the catalog: the generator and what it renders from
GENERATOR_FILES = (SHIM_DIR / "build.py", SHIM_DIR / "fastpath.py", PACKAGE_DIR / "runtime" / "rules.py",
                   PACKAGE_DIR / "api" / "export_tables.py")
MEMO_FOLDER = "library-stamps"   # in the cache: content hashes by the inputs' sizes and times


@dataclass(frozen=True)
class Target:
    key: str       # catalog library key
    major: int     # catalog (CUDA major) it is generated from

    def soname(self) -> str:
        return catalog_cache.sonames()[str(self.major)][self.key]

    @property
    def module(self) -> str:
        return f"_zluda_{self.key}_{self.major}"


# the seven libraries; libcuda.so.1 is one library for every runtime version
TARGETS = (
    Target("cudart", 13), Target("cudart", 12), Target("cuda", 13),
    Target("cublas", 13), Target("cublas", 12), Target("cublasLt", 13), Target("cublasLt", 12),
)


def _inputs(major: int) -> list[Path]:
    return sorted(TEMPLATES.iterdir()) + [GENERATOR_FILES[0], GENERATOR_FILES[1], GENERATOR_FILES[2],
                                          catalog_cache.catalog_path(major), GENERATOR_FILES[3]]


def stamp(target: Target) -> str:
    """The hash over the library's inputs; the seven targets share two catalogs, so it is
    computed once per set of inputs as they are on disk (name, size, modification time)."""
    seen = []
    for path in _inputs(target.major):
        st = path.stat()
        seen.append((str(path), st.st_size, st.st_mtime_ns))
    return _stamp_of(tuple(seen))


@functools.lru_cache(maxsize=16)
def _stamp_of(inputs: tuple[tuple[str, int, int], ...]) -> str:
    """The content hash, remembered on disk under the inputs' names, sizes and modification
    times (what catalog_cache and Python's bytecode cache trust): `zluda run` asks at every
    program start, and reading and hashing the catalog's megabytes each time was most of
    the check."""
    memo = _memo_path(inputs)
    try:
        known = memo.read_text()
        if len(known) == 64:
            return known
    except OSError:
        pass
    value = _hash_contents(inputs)
    try:
        memo.parent.mkdir(parents=True, exist_ok=True)
        tmp = memo.with_name(f".{memo.name}.{os.getpid()}")
        tmp.write_text(value)
        os.replace(tmp, memo)
    except OSError:   # a read-only cache: hashed again next time
        pass
    return value


def _memo_path(inputs: tuple[tuple[str, int, int], ...]) -> Path:
    key = hashlib.sha256(repr((inputs, _environment())).encode()).hexdigest()[:32]
    return cache_dir() / MEMO_FOLDER / key


def _environment() -> str:
    return f"{cffi.__version__} {sys.version} {PACKAGE_DIR.parent}"


def _hash_contents(inputs: tuple[tuple[str, int, int], ...]) -> str:
    h = hashlib.sha256()
    for path, _size, _mtime in inputs:
        path = Path(path)
        h.update(path.name.encode() + path.read_bytes())
    h.update(_environment().encode())
    return h.hexdigest()


def library_path(target: Target, out_dir: Path | None = None) -> Path:
    return (out_dir or build_dir()) / target.soname()


def stamp_path(target: Target, out_dir: Path | None = None) -> Path:
    return (out_dir or build_dir()) / ".stamps" / f"{target.soname()}.sha256"


def is_current(target: Target, out_dir: Path | None = None) -> bool:
    stamp_file = stamp_path(target, out_dir)
    return library_path(target, out_dir).exists() and stamp_file.exists() and stamp_file.read_text() == stamp(target)
