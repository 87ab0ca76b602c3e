"""Compile-only AMDGPU cells: every kernel x target x producer, each validated.

Producers are llvmlite + ld.lld ("llvmlite") and every comgr library found
("comgr-<version>", e.g. comgr-3.0 and comgr-2.6 in the rocm-6.4 image). A cell passes
when the code object compiles and every validation check holds. Where two comgr ABIs
compiled the same kernel for the same target, their kernel interfaces (see
`interface()`) must agree. Without an AMD GPU nothing runs: `mode` says compile-only.

`python -m zluda.amdgpu.cells [--out FILE] [--targets ...] [--ptx FILE...]` prints or
writes the JSON the tests, `invoke qualify` and the matrix read.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from zluda.amdgpu import llvm_path
from zluda.amdgpu.kernels import builtin_kernels
from zluda.amdgpu.targets import DEFAULT_TARGETS
from zluda.amdgpu.validate import validate
from zluda.comgr import Comgr, ComgrError, find_libraries
from zluda.amdgpu.workload_ptx import KNOWN_SUFFIX
from zluda.comgr.compile import compile_ir, isa_name
from zluda.ptx import parse

# comgr's codegen defaults to -O0 (spills everywhere); both ABIs accept -O3; the LLVM
# options are llvmlite's own (see llvm_path.LLVM_OPTIONS), passed through with -mllvm
COMGR_CODEGEN_OPTIONS = ["-O3", *[x for o in llvm_path.LLVM_OPTIONS for x in ("-mllvm", o)]]
# metadata fields that describe a kernel's interface, equal whatever LLVM compiled it
INTERFACE_FIELDS = (".name", ".symbol", ".group_segment_fixed_size",
                    ".max_flat_workgroup_size", ".wavefront_size")


def amd_gpu_present() -> bool:
    """A device node of the AMD kernel driver: without it cells are compile-only."""
    return os.path.exists("/dev/kfd")


def interface(metadata: dict, kernel: str) -> dict | None:
    """Explicit arguments and launch-relevant fields of one kernel (hidden args vary with
    the code object version, register counts with the LLVM version: both excluded)."""
    for entry in metadata.get("amdhsa.kernels", []):
        if entry.get(".name") == kernel:
            found = {k: str(entry.get(k)) for k in INTERFACE_FIELDS}
            found["args"] = [{k: str(a.get(k)) for k in (".name", ".offset", ".size",
                                                        ".value_kind", ".address_space") if k in a}
                             for a in entry.get(".args", [])
                             if not str(a.get(".value_kind", "")).startswith("hidden_")]
            return found
    return None


def _comgr_producers() -> list:
    producers = []
    for path in find_libraries():
        try:
            producers.append(Comgr(path))
        except ComgrError as exc:
            print(f"skipping {path}: {exc}", file=sys.stderr)
    return producers


@dataclass
class KernelSource:
    """One compilation unit: its kernels, the IR each producer gets for a target, and the
    kernels it holds that cannot be compiled (with the reason)."""
    name: str
    kernels: list[str]
    llvmlite_ir: Callable[[str], str]
    comgr_ir: Callable[[str], str]
    unsupported: dict[str, str] = field(default_factory=dict)
    origin: str = "hand-written AMDGPU IR"
    failed: dict[str, str] = field(default_factory=dict)   # kernel -> why it has no IR
    # the fixed LDS block every kernel of a translated unit has (the dynamic shared area
    # starts at its end); None for hand-written IR
    lds_bytes: int | None = None
    # translated kernels export the printf buffer pointer (zluda.amdgpu.devlib)
    printf_buffer: bool = False


def ir_source(name: str, ir: str) -> KernelSource:
    return KernelSource(name, _kernel_names(ir), lambda _gfx: ir, lambda _gfx: ir)


def known_gaps(path: Path) -> dict[str, str]:
    """{kernel: reason} from the PTX file's `.known.json` (see workload_ptx.sweep_sample)."""
    side = Path(path).with_name(Path(path).stem + KNOWN_SUFFIX)
    return json.loads(side.read_text()) if side.exists() else {}


def _translates_for_cpu(path, kernel: str) -> bool:
    """Whether the CPU lowering translates the kernel (then a failure is AMDGPU's own)."""
    from zluda.translate.module import translate
    try:
        translate(parse(Path(path).read_text(), str(path)), only=[kernel])
        return True
    except Exception:   # any rejection of the translator or the parser
        return False


def ptx_sources(paths) -> list[KernelSource]:
    """PTX files through the translator and its AMDGPU hook (zluda.amdgpu.from_ptx).

    A kernel the translator rejects fails by name, unless it is a known gap of the
    translator listed beside the file: then it is not applicable here, with that reason."""
    from zluda.amdgpu import from_ptx
    sources = []
    for stem, k in from_ptx.ptx_kernels_ir(paths).items():
        known = known_gaps(k.source) if k.failed else {}
        known = {n: why for n, why in known.items()
                 if n in k.failed and not _translates_for_cpu(k.source, n)}
        unsupported = {n: f"the translator does not translate it for any device, a known gap "
                          f"({known[n]}): {why}"[:1000]
                       for n, why in k.failed.items() if n in known}
        sources.append(KernelSource(
            stem, list(k.kernels),
            lambda gfx, k=k: from_ptx.optimise(k.ir_text, gfx, k.kernels, k.source),
            lambda gfx, k=k: from_ptx.for_comgr(k.ir_text, gfx, k.kernels, k.source),
            unsupported, origin=f"PTX {k.source} via zluda.translate",
            failed={n: why for n, why in k.failed.items() if n not in known},
            lds_bytes=k.lds_bytes, printf_buffer=True))
    return sources


def run_cells(sources: list[KernelSource], targets=DEFAULT_TARGETS) -> dict:
    comgrs = _comgr_producers()
    # disassembly/ISA opinion from the newest comgr that reads the object
    newest = max(comgrs, key=lambda c: c.abi) if comgrs else None
    try:
        lld = "ld.lld %d (%s)" % (llvm_path.find_lld()[1], llvm_path.find_lld()[0])
    except llvm_path.LinkerMissing as exc:
        lld = None
        lld_reason = str(exc)
    cells = []
    producers = ["llvmlite"] + [f"comgr-{c.version[0]}.{c.version[1]}" for c in comgrs]
    for source in sources:
        for target in targets:
            if source.kernels:   # something to report besides the unsupported ones
                cells += _llvmlite_cells(source, target, newest, None if lld else lld_reason)
                for comgr in comgrs:
                    cells += _comgr_cells(source, target, comgr)
            for kernel, reason in source.unsupported.items():
                cells += [_cell(kernel, target, producer, status="unsupported", reason=reason,
                                source=source.name) for producer in producers]
            for kernel, reason in source.failed.items():
                cells += [_cell(kernel, target, producer, status="fail", reason=reason,
                                source=source.name) for producer in producers]
    agreement = _agreement(cells)
    return {
        "mode": "run" if amd_gpu_present() else "compile-only",
        "mode_reason": None if amd_gpu_present() else
        "no AMD GPU (/dev/kfd absent): code objects are compiled and validated, not run",
        "linker": lld,
        "comgr": [c.describe() for c in comgrs],
        "cells": cells,
        "agreement": agreement,
        "summary": _summary(cells, agreement),
    }


def _kernel_names(ir: str) -> list[str]:
    return re.findall(r"define\s+(?:[\w\s]*?)amdgpu_kernel\s+void\s+@\"?([\w.$]+)\"?", ir)


def _cell(kernel, target, producer, **fields) -> dict:
    return {"kernel": kernel, "target": target, "producer": producer, **fields}


def _per_kernel(source, target, producer, status, reason=None, **fields) -> list[dict]:
    """One cell per kernel of the unit (a unit compiles as a whole)."""
    return [_cell(k, target, producer, status=status, reason=reason, source=source.name,
                  **fields) for k in source.kernels]


def _validated_cells(source, target, producer, data, seconds, checker, metadata=None,
                     **fields) -> list[dict]:
    v = validate(data, target, source.kernels, comgr=checker, lds_bytes=source.lds_bytes,
                 printf_buffer=source.printf_buffer)
    meta = metadata if metadata is not None else (v.metadata or {})
    common = dict(seconds=seconds, bytes=len(data), code_object_version=v.code_object_version,
                  validation=v.as_dict(), **fields)
    return [_cell(k, target, producer, source=source.name,
                  status="pass" if v.ok else "fail",
                  reason=None if v.ok else "; ".join(v.failures())[:2000],
                  interfaces={k: interface(meta, k)}, **common) for k in source.kernels]


def _llvmlite_cells(source, target, checker, skip_reason) -> list[dict]:
    producer = "llvmlite"
    if skip_reason:
        return _per_kernel(source, target, producer, "unsupported", skip_reason)
    started = time.perf_counter()
    try:
        co = llvm_path.compile_ir(source.llvmlite_ir(target), target, name=source.name)
    except Exception as exc:   # any failure of this unit is its cells' failure
        return _per_kernel(source, target, producer, "fail", str(exc)[:2000],
                           seconds=round(time.perf_counter() - started, 3))
    # comgr 2 rejects code object v6: only ask a comgr that reads it
    opinion = checker if checker is not None and checker.abi >= 3 else None
    return _validated_cells(source, target, producer, co,
                            round(time.perf_counter() - started, 3), opinion)


def _comgr_cells(source, target, comgr) -> list[dict]:
    producer = f"comgr-{comgr.version[0]}.{comgr.version[1]}"
    if isa_name(target) not in comgr.isa_names():
        return _per_kernel(source, target, producer, "unsupported",
                           f"comgr {comgr.version[0]}.{comgr.version[1]} does not know "
                           f"{target} (not in its ISA list)", abi=comgr.abi)
    started = time.perf_counter()
    try:
        co = compile_ir(comgr, source.comgr_ir(target), target, source.name,
                        options=COMGR_CODEGEN_OPTIONS)
    except Exception as exc:
        return _per_kernel(source, target, producer, "fail", str(exc)[:2000], abi=comgr.abi,
                           seconds=round(time.perf_counter() - started, 3))
    return _validated_cells(source, target, producer, co.executable,
                            round(time.perf_counter() - started, 3), comgr,
                            metadata=co.metadata, abi=comgr.abi, steps=co.steps)


def _agreement(cells: list[dict]) -> list[dict]:
    """Per kernel and target: do all producers that passed describe the same interface?"""
    groups: dict[tuple, list[dict]] = {}
    for c in cells:
        if c["status"] == "pass":
            groups.setdefault((c["kernel"], c["target"]), []).append(c)
    rows = []
    for (kernel, target), members in sorted(groups.items()):
        if len(members) < 2:
            continue
        first = members[0]["interfaces"]
        differ = [m["producer"] for m in members[1:] if m["interfaces"] != first]
        rows.append({"kernel": kernel, "target": target,
                     "producers": [m["producer"] for m in members],
                     "agree": not differ,
                     "detail": None if not differ else
                     f"{', '.join(differ)} differ from {members[0]['producer']}"})
    return rows


def _summary(cells, agreement) -> dict:
    counts: dict[str, int] = {}
    for c in cells:
        counts[c["status"]] = counts.get(c["status"], 0) + 1
    return {"cells": len(cells), **counts,
            "agree": sum(a["agree"] for a in agreement),
            "disagree": sum(not a["agree"] for a in agreement)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.amdgpu.cells")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--targets", default=",".join(DEFAULT_TARGETS))
    parser.add_argument("--ir", type=Path, nargs="*", default=[],
                        help="extra AMDGPU LLVM IR files (kernel name = file stem)")
    parser.add_argument("--ptx", type=Path, nargs="*", default=[],
                        help="PTX files, lowered through the translator's AMDGPU hook")
    parser.add_argument("--no-builtin", action="store_true")
    args = parser.parse_args(argv)
    sources = [] if args.no_builtin else [ir_source(n, ir) for n, ir in builtin_kernels().items()]
    sources += [ir_source(path.stem, path.read_text()) for path in args.ir]
    if args.ptx:
        sources += ptx_sources(args.ptx)
    result = run_cells(sources, tuple(t for t in args.targets.split(",") if t))
    result["sources"] = [{"name": s.name, "origin": s.origin, "kernels": s.kernels,
                          "unsupported": s.unsupported, "failed": s.failed} for s in sources]
    text = json.dumps(result, indent=1)
    if args.out:
        tmp = args.out.with_suffix(".tmp")
        tmp.write_text(text)
        os.replace(tmp, args.out)
    else:
        print(text)
    s = result["summary"]
    print(f"{s['cells']} cells: {s.get('pass', 0)} pass, {s.get('fail', 0)} fail, "
          f"{s.get('unsupported', 0)} unsupported; interfaces agree on {s['agree']} "
          f"kernel/target pairs, differ on {s['disagree']} ({result['mode']})", file=sys.stderr)
    return 1 if s.get("fail") or s["disagree"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
