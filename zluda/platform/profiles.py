"""API profiles (zluda/profiles/<name>.yaml): the functions a workload family needs, and
how many of them pass in a run ("N/M functions pass"). A profile counted at another boundary
than the runtime's says so (`boundary: driver`: "N/M driver functions pass") and may stand
`beside` the family's runtime profile in the report."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from zluda import paths

# profile group -> library name as the tracer writes it ("lib" of a call record)
GROUP_LIBRARY = {"runtime": "cudart", "launch": "cudart", "driver": "cuda", "cublas": "cublas", "cublasLt": "cublasLt"}
SYMBOL_SUFFIX = re.compile(r"(_v\d+|_ptsz|_ptds)+$")


def normalize(fn: str) -> str:
    """cublasCreate_v2 and cublasCreate are the same function for a profile."""
    return SYMBOL_SUFFIX.sub("", fn)


@dataclass(frozen=True)
class Profile:
    functions: list[tuple[str, str]]   # (library, function), in the file's order
    boundary: str | None = None        # where they are counted, when not the runtime's: "driver"
    beside: str | None = None          # the profile whose bar this one is shown beside


def load_all(folder: Path | None = None) -> dict[str, Profile]:
    folder = folder or paths.profiles_dir()
    profiles = {}
    for path in sorted(folder.glob("*.yaml")):
        data = yaml.safe_load(path.read_text()) or {}
        functions: dict[tuple[str, str], None] = {}
        for program in (data.get("programs") or {}).values():
            for group, library in GROUP_LIBRARY.items():
                for fn in program.get(group) or []:
                    functions[(library, fn)] = None
        profiles[path.stem] = Profile(list(functions), data.get("boundary"), data.get("beside"))
    return profiles


def _shown_order(profiles: dict[str, Profile]) -> list[str]:
    """Names in order, each profile that stands beside another right after it."""
    order = []
    for name in profiles:
        if profiles[name].beside in profiles:
            continue
        order.append(name)
        order += [other for other, p in profiles.items() if p.beside == name]
    return order


# a function's state in a profile is the first of these among the verdicts of its rows in
# every cell, else pass (an unexpected pass works; a failure the baseline knows is still
# not a pass, but no surprise either)
NOT_PASSING = ("unimplemented", "fail", "expected-fail")


def profile_state(verdicts: list[str]) -> str:
    return next((state for state in NOT_PASSING if state in verdicts), "pass")


def progress(run: dict, profiles: dict[str, Profile]) -> list[dict]:
    bars = []
    for name in _shown_order(profiles):
        profile = profiles[name]
        # a compile-only cell (amdgpu: it has a scope) calls no API: it measures nothing here
        cells = [cell for cell in run["cells"] if cell.get("profile") == name and not cell.get("scope")]
        seen: dict[tuple[str, str], list[str]] = {}
        for cell in cells:
            for row in cell.get("api_rows", []):
                seen.setdefault((row["lib"], normalize(row["fn"])), []).append(row["verdict"])
        rows = []
        for lib, fn in profile.functions:
            verdicts = seen.get((lib, normalize(fn)))
            state = "not called" if not verdicts else profile_state(verdicts)
            rows.append({"lib": lib, "fn": fn, "state": state})
        passing = sum(row["state"] == "pass" for row in rows)
        bars.append({"name": name, "passing": passing, "total": len(rows), "cells": len(cells),
                     "boundary": profile.boundary, "beside": profile.beside if profile.beside in profiles else None,
                     "unit": f"{profile.boundary} functions" if profile.boundary else "functions",
                     "percent": round(100.0 * passing / len(rows), 1) if rows else 0.0,
                     "functions": sorted(rows, key=lambda r: (r["state"] == "pass", r["lib"], r["fn"]))})
    return bars
