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
    param = _param_maker()
    functions = {
        sym: Function(
            name=f["name"], symbol=f["symbol"], library=f["library"], return_type=f["return_type"],
            params=tuple(param(p) for p in f["params"]),
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


def _param_maker():
    """Param from its JSON; equal parameters share one (frozen) object: the catalog's 10,000
    parameters are some 1,300 distinct ones, and building each was half of from_dict, which
    every CUDA program's start pays."""
    made: dict[tuple, Param] = {}

    def param(p: dict) -> Param:
        key = (p["name"], p["ctype"], p["direction"], p.get("base_type", ""), p.get("enum", ""),
               p.get("direction_reason", ""))
        found = made.get(key)
        if found is None:
            name, ctype, direction, base_type, enum, reason = key
            found = made[key] = Param(name=name, ctype=ctype, direction=direction, base_type=base_type,
                                      enum=enum, direction_reason=reason)
        return found
    return param
