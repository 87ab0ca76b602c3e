"""Every kernel of every FleX release through the CPU backend's front end, translator and
JIT: one row per PTX module of each DLL (release x arch x library x build), with its
kernels, lines, the kernels that translate and compile, the first error of each one that
does not, and the times. Identical module texts (the releases share many) are measured
once. `invoke flex-corpus` writes the rows as JSON and prints them as a table."""

from __future__ import annotations

import hashlib
import time
from dataclasses import asdict, dataclass, field

from zluda import fatbin
from zluda.cpu import jit
from zluda.ptx import parse
from zluda.ptx.errors import PtxError
from zluda.translate.errors import TranslateError
from zluda.translate.module import translate

from . import source


@dataclass
class ModuleRow:
    release: str
    arch: str               # x86 or x64
    library: str            # NvFlex or NvFlexExt
    build: str              # Release or Debug
    fatbin: int             # which fatbin of the DLL
    ptx_version: str = ""
    address_size: int = 0
    lines: int = 0
    kernels: int = 0
    translated: int = 0
    compiled: int = 0
    parse_s: float = 0.0
    translate_s: float = 0.0
    compile_s: float = 0.0
    sha256: str = ""
    problem: str = ""       # why the DLL or the module could not be read or parsed
    failures: dict = field(default_factory=dict)   # kernel -> first error

    @property
    def ok(self) -> bool:
        return not self.problem and self.compiled == self.kernels


def _measure(text: str, filename: str, tier: str) -> dict:
    out = {"kernels": 0, "translated": 0, "compiled": 0, "parse_s": 0.0, "translate_s": 0.0,
           "compile_s": 0.0, "problem": "", "failures": {}}
    start = time.perf_counter()
    try:
        module = parse(text, filename)
    except PtxError as exc:
        out["problem"] = f"parse: {exc}"
        return out
    out["parse_s"] = time.perf_counter() - start
    out["address_size"] = module.address_size
    out["kernels"] = len(module.kernels)
    regions = jit.TIERS[tier].regions
    for name in module.kernels:
        start = time.perf_counter()
        try:
            ir_text = translate(module, only=[name], global_prefix="flex_", regions=regions).ir_text
        except (TranslateError, PtxError) as exc:
            out["failures"][name] = str(exc)
            continue
        finally:
            out["translate_s"] += time.perf_counter() - start
        out["translated"] += 1
        start = time.perf_counter()
        try:
            jit.compile_to_object(ir_text, tier)
        except RuntimeError as exc:   # LLVM's verifier or code generator
            out["failures"][name] = f"compile: {str(exc).splitlines()[0] if str(exc) else exc!r}"
            continue
        finally:
            out["compile_s"] += time.perf_counter() - start
        out["compiled"] += 1
    return out


def modules(repo, releases=source.RELEASES, arches=tuple(source.ARCHES), libraries=source.LIBRARIES,
            builds=source.BUILDS):
    """(row without results, PTX text or None) for every PTX module of the chosen DLLs."""
    for release in releases:
        for arch in arches:
            for library in libraries:
                for build in builds:
                    path = source.dll_path(library, build, arch)
                    base = dict(release=release.name, arch=arch, library=library, build=build)
                    try:
                        data = source.read(repo, release, path)
                    except source.SourceError as exc:
                        yield ModuleRow(**base, fatbin=-1, problem=str(exc)), None
                        continue
                    if data is None:
                        yield ModuleRow(**base, fatbin=-1, problem=f"{path}: not in this release"), None
                        continue
                    try:
                        entries = fatbin.from_pe(data, path)
                    except fatbin.FatbinError as exc:
                        yield ModuleRow(**base, fatbin=-1, problem=str(exc)), None
                        continue
                    for e in entries:
                        if e.kind == "ptx":
                            yield ModuleRow(**base, fatbin=e.fatbin_index, ptx_version=e.ptx_version,
                                            address_size=e.address_size), e.text()


def run(repo, tier: str = "baseline", log=None, **choose) -> list[ModuleRow]:
    rows, seen = [], {}
    for row, text in modules(repo, **choose):
        if text is not None:
            digest = hashlib.sha256(text.encode()).hexdigest()
            row.sha256 = digest[:16]
            row.lines = text.count("\n") + 1
            if digest not in seen:
                seen[digest] = _measure(text, f"{row.release}/{row.arch}/{row.library}{row.build}.{row.fatbin}.ptx",
                                        tier)
            for key, value in seen[digest].items():
                setattr(row, key, value)
        rows.append(row)
        if log:
            log(format_row(row))
    return rows


HEADER = ("release", "arch", "library", "build", "fatbin", "ptx", "lines", "kernels", "translated",
          "compiled", "translate s", "compile s")


def format_row(row: ModuleRow) -> str:
    if row.problem and not row.kernels:
        return f"{row.release} {row.arch} {row.library}{row.build} #{row.fatbin}: {row.problem}"
    cells = (row.release, row.arch, row.library, row.build, row.fatbin, row.ptx_version, row.lines,
             row.kernels, row.translated, row.compiled, f"{row.translate_s:.1f}", f"{row.compile_s:.1f}")
    return " | ".join(str(c) for c in cells)


def markdown(rows: list[ModuleRow]) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    lines += ["| " + format_row(r) + " |" for r in rows if r.kernels or not r.problem]
    problems = [r for r in rows if r.problem and not r.kernels]
    lines += [""] + [f"- {format_row(r)}" for r in problems]
    failures = {}
    for r in rows:
        for kernel, error in r.failures.items():
            failures.setdefault((kernel, error), []).append(f"{r.release}/{r.arch}/{r.library}{r.build}")
    if failures:
        lines += ["", "Kernels that do not translate or compile (first error):", ""]
        lines += [f"- `{k}` ({len(where)} modules): {e}" for (k, e), where in sorted(failures.items())]
    return "\n".join(lines)


def summary(rows: list[ModuleRow]) -> dict:
    measured = [r for r in rows if r.kernels]
    return {"modules": len(measured), "kernels": sum(r.kernels for r in measured),
            "translated": sum(r.translated for r in measured), "compiled": sum(r.compiled for r in measured),
            "lines": sum(r.lines for r in measured),
            "unreadable": [format_row(r) for r in rows if r.problem and not r.kernels]}


def to_json(rows: list[ModuleRow], tier: str) -> dict:
    return {"tier": tier, "summary": summary(rows), "rows": [asdict(r) for r in rows]}
