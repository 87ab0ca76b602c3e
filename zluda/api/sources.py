"""Where the catalog's headers come from: NVIDIA's own PyPI packages, pinned per CUDA major.

Each package's `include/` folder (and, for the libraries the shim replaces, facts read from
the real shared object: its version nodes and exported symbols) is cached under
`zluda.paths.cache_dir()/cuda-headers/<major>/`. The wheels themselves are not kept: the
cuBLAS ones are ~450-580 MB, so only the members we need are extracted.

The pins are the catalog's provenance: regenerating with the same pins reproduces the
committed JSON byte for byte. CUDA 13's runtime pin matches the toolkit nvcc 13.0 ships
(its cuda.h / cuda_runtime_api.h are byte-identical to the wheel's).
"""

from __future__ import annotations

import fnmatch
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from zluda import elf
from zluda.paths import cache_dir


@dataclass(frozen=True)
class Package:
    name: str
    version: str
    part: str                     # "runtime" (cuda.h, cuda_runtime_api.h), "crt", "profiler", "cublas"
    libraries: tuple[str, ...] = ()  # real shared objects inside the wheel to read facts from


PINS: dict[int, tuple[Package, ...]] = {
    13: (
        Package("nvidia-cuda-runtime", "13.0.96", "runtime", ("libcudart.so.13",)),
        Package("nvidia-cuda-crt", "13.0.88", "crt"),
        Package("nvidia-cuda-profiler-api", "13.0.85", "profiler"),
        Package("nvidia-cublas", "13.1.0.3", "cublas", ("libcublas.so.13", "libcublasLt.so.13")),
    ),
    12: (
        Package("nvidia-cuda-runtime-cu12", "12.9.79", "runtime", ("libcudart.so.12",)),
        Package("nvidia-cuda-nvcc-cu12", "12.9.86", "crt"),
        Package("nvidia-cuda-profiler-api-cu12", "12.9.79", "profiler"),
        Package("nvidia-cublas-cu12", "12.9.1.4", "cublas", ("libcublas.so.12", "libcublasLt.so.12")),
    ),
}

# header members a part needs
PART_MEMBERS = {
    "runtime": ("*/include/*",),
    "crt": ("*/include/crt/*",),
    "profiler": ("*/include/*",),
    "cublas": ("*/include/*",),
}


class SourceError(RuntimeError):
    pass


def headers_root(major: int) -> Path:
    return cache_dir() / "cuda-headers" / str(major)


def package(major: int, part: str) -> Package:
    for pkg in PINS[major]:
        if pkg.part == part:
            return pkg
    raise KeyError(f"no pinned package for CUDA {major} part {part!r}")


def _stamp(major: int, pkg: Package) -> Path:
    return headers_root(major) / "stamps" / f"{pkg.name}-{pkg.version}.json"


def is_cached(major: int, part: str) -> bool:
    return _stamp(major, package(major, part)).exists()


# the parts every catalog needs; "cublas" comes on top unless left out
BASE_PARTS = ("runtime", "crt", "profiler")


def ensure(major: int, parts: tuple[str, ...] = BASE_PARTS + ("cublas",), log=print) -> Path:
    """Fetch (once) the pinned packages for `parts`; returns the merged include folder."""
    for part in parts:
        pkg = package(major, part)
        if not _stamp(major, pkg).exists():
            _fetch(major, pkg, log)
    return headers_root(major) / "include"


# the facts of the pinned wheels' libraries, recorded (symbol names and version nodes, no
# code): the export check runs where the wheels were never fetched, as in CI
RECORDED_FACTS = Path(__file__).resolve().parent / "data" / "exports"


def library_facts(major: int, soname: str) -> dict | None:
    """Version nodes and exported symbols of a real NVIDIA library: from its fetched wheel,
    else as recorded in zluda/api/data/exports."""
    for path in (headers_root(major) / "elf" / f"{soname}.json", RECORDED_FACTS / str(major) / f"{soname}.json"):
        if path.exists():
            return json.loads(path.read_text())
    return None


def fetched_library_facts(major: int, soname: str) -> dict | None:
    """The facts of the fetched wheel only (None when it was not fetched here)."""
    path = headers_root(major) / "elf" / f"{soname}.json"
    return json.loads(path.read_text()) if path.exists() else None


def provenance(major: int) -> dict[str, str]:
    """header part -> "package==version" for the parts that are cached."""
    out = {}
    for pkg in PINS[major]:
        if _stamp(major, pkg).exists():
            out[pkg.part] = f"{pkg.name}=={pkg.version}"
    return out


def _fetch(major: int, pkg: Package, log) -> None:
    root = headers_root(major)
    log(f"fetching {pkg.name}=={pkg.version} (headers{', library facts' if pkg.libraries else ''})")
    with tempfile.TemporaryDirectory(prefix="zluda-wheel-") as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
               "--disable-pip-version-check", "-q", "-d", tmp, f"{pkg.name}=={pkg.version}"]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        wheels = list(Path(tmp).glob("*.whl"))
        if proc.returncode != 0 or not wheels:
            raise SourceError(f"pip download {pkg.name}=={pkg.version} failed:\n{proc.stderr.strip()}")
        include = root / "include"
        include.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(wheels[0]) as wheel:
            for info in wheel.infolist():
                name = info.filename
                if info.is_dir() or not any(fnmatch.fnmatch(name, p) for p in PART_MEMBERS[pkg.part]):
                    continue
                rel = name.split("/include/", 1)[1]
                _write_atomic(include / rel, wheel.read(info))
            for soname in pkg.libraries:
                member = next((i for i in wheel.infolist() if i.filename.endswith("/lib/" + soname)), None)
                if member is None:
                    raise SourceError(f"{pkg.name}=={pkg.version} has no lib/{soname}")
                so_path = Path(tmp) / soname
                with wheel.open(member) as src, open(so_path, "wb") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)
                facts = read_elf_facts(so_path)
                facts["package"] = f"{pkg.name}=={pkg.version}"
                _write_atomic(root / "elf" / f"{soname}.json",
                              json.dumps(facts, indent=1, sort_keys=True).encode())
                so_path.unlink()
    _write_atomic(_stamp(major, pkg), json.dumps({"package": pkg.name, "version": pkg.version}).encode())


def read_elf_facts(path: Path) -> dict:
    """Version definitions and defined dynamic symbols (with their version) of a shared
    object: the functions a program can bind to, as `nm -D --defined-only` lists them with
    the letters T, W and i (global code, weak non-objects, GNU indirect functions). A name
    exported in several versions keeps its default one (`name@@NODE`), else the first."""
    try:
        lib = elf.read_file(path)
        symbols = lib.symbols(".dynsym")
        nodes = lib.version_definitions()
    except elf.ElfError as exc:
        raise SourceError(str(exc)) from None
    code = {i for i, s in enumerate(lib.sections) if s.flags & elf.SHF_EXECINSTR}
    chosen: dict[str, tuple[bool, str]] = {}
    for sym in symbols:
        if not sym.defined or not sym.name:
            continue
        bindable = (sym.type == elf.STT_GNU_IFUNC
                    or (sym.bind == elf.STB_WEAK and sym.type != elf.STT_OBJECT)
                    or (sym.bind == elf.STB_GLOBAL and sym.section in code))
        if not bindable:
            continue
        key = (sym.version_hidden, sym.version)
        if sym.name not in chosen or key < chosen[sym.name]:
            chosen[sym.name] = key
    symbols_out = {name: version for name, (_hidden, version) in chosen.items()}
    return {"soname": path.name, "version_nodes": nodes, "symbols": dict(sorted(symbols_out.items()))}


def _write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


TOOLS = ("gcc",)


def setup(with_cublas: bool = False, log=print) -> None:
    """Install step for this area (`invoke setup` calls it): check the C tools the catalog
    and the generated libraries need, and fetch the pinned runtime headers of both CUDA
    versions into the cache (with_cublas: also the ~500 MB cuBLAS wheels)."""
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        raise SourceError(f"missing tools: {', '.join(missing)} (apt-get install gcc)")
    parts = BASE_PARTS + ("cublas",) if with_cublas else BASE_PARTS
    for major in sorted(PINS):
        ensure(major, parts, log=log)
