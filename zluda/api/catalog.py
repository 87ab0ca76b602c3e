"""Load the committed API catalog: `load(13)` -> zluda.api.model.Catalog."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from zluda.api.model import Catalog, EnumType, Function, Library, Param

DATA_DIR = Path(__file__).resolve().parent / "data"


class CatalogError(RuntimeError):
    pass


def available() -> list[int]:
    """CUDA major versions with a committed catalog."""
    return sorted(int(p.stem.split("-")[1]) for p in DATA_DIR.glob("cuda-*.json"))


@lru_cache(maxsize=None)
def load(major: int = 13) -> Catalog:
    path = DATA_DIR / f"cuda-{major}.json"
    if not path.exists():
        raise CatalogError(f"no API catalog for CUDA {major} ({path.name}); have: {available()}")
    return from_dict(json.loads(path.read_text()))


def from_dict(data: dict) -> Catalog:
    libraries = {
        key: Library(
            key=lib["key"], soname=lib["soname"], status_type=lib["status_type"], success=lib["success"],
            not_supported=lib["not_supported"], version_nodes=tuple(lib["version_nodes"]),
            windows_dll=lib["windows_dll"], headers=tuple(lib.get("headers", ())),
            real_library=lib.get("real_library", ""),
            exported_undeclared=tuple(lib.get("exported_undeclared", ())),
        )
        for key, lib in data["libraries"].items()
    }
    functions = {
        sym: Function(
            name=f["name"], symbol=f["symbol"], library=f["library"], return_type=f["return_type"],
            params=tuple(Param(name=p["name"], ctype=p["ctype"], direction=p["direction"],
                               base_type=p.get("base_type", ""), enum=p.get("enum", ""),
                               direction_reason=p.get("direction_reason", ""))
                         for p in f["params"]),
            version_node=f["version_node"], public_name=f["public_name"], variadic=f["variadic"],
            header=f["header"], line=f.get("line", 0), variant=f.get("variant", ""),
            legacy=f.get("legacy", False), in_real_library=f.get("in_real_library"),
        )
        for sym, f in data["functions"].items()
    }
    enums = {name: EnumType(name=name, values=dict(e["values"]), header=e.get("header", ""))
             for name, e in data["enums"].items()}
    return Catalog(cuda_version=data["cuda_version"], libraries=libraries, functions=functions,
                   enums=enums, typedefs=dict(data["typedefs"]), source=dict(data["source"]))
