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
import sys
import time
from pathlib import Path

from zluda.amdgpu import llvm_path
from zluda.amdgpu.kernels import builtin_kernels
from zluda.amdgpu.targets import DEFAULT_TARGETS
from zluda.amdgpu.validate import validate

# comgr's codegen defaults to -O0 (spills everywhere); both ABIs accept -O3
COMGR_CODEGEN_OPTIONS = ["-O3"]
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
    try:
        from zluda.comgr import Comgr, ComgrError, find_libraries
    except ImportError:
        return []
    producers = []
    for path in find_libraries():
        try:
            producers.append(Comgr(path))
        except ComgrError as exc:
            print(f"skipping {path}: {exc}", file=sys.stderr)
    return producers


def run_cells(kernels: dict[str, str], targets=DEFAULT_TARGETS) -> dict:
    comgrs = _comgr_producers()
    # disassembly/ISA opinion from the newest comgr that reads the object
    newest = max(comgrs, key=lambda c: c.abi) if comgrs else None
    try:
        lld = "ld.lld %d (%s)" % (llvm_path.find_lld()[1], llvm_path.find_lld()[0])
    except llvm_path.LinkerMissing as exc:
        lld = None
        lld_reason = str(exc)
    cells = []
    for kernel, ir in kernels.items():
        names = _kernel_names(ir)
        for target in targets:
            cells.append(_llvmlite_cell(kernel, ir, names, target, newest,
                                        None if lld else lld_reason))
            for comgr in comgrs:
                cells.append(_comgr_cell(kernel, ir, names, target, comgr))
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
    import re
    return re.findall(r"define\s+(?:[\w\s]*?)amdgpu_kernel\s+void\s+@\"?([\w.$]+)\"?", ir)


def _cell(kernel, target, producer, **fields) -> dict:
    return {"kernel": kernel, "target": target, "producer": producer, **fields}


def _llvmlite_cell(kernel, ir, names, target, checker, skip_reason) -> dict:
    producer = "llvmlite"
    if skip_reason:
        return _cell(kernel, target, producer, status="unsupported", reason=skip_reason)
    started = time.perf_counter()
    try:
        co = llvm_path.compile_ir(ir, target, name=kernel)
    except (llvm_path.CompileError, RuntimeError) as exc:
        return _cell(kernel, target, producer, status="fail", reason=str(exc)[:2000],
                     seconds=round(time.perf_counter() - started, 3))
    # comgr 2 rejects code object v6: only ask a comgr that reads it
    opinion = checker if checker is not None and checker.abi >= 3 else None
    v = validate(co, target, names, comgr=opinion)
    return _cell(kernel, target, producer, status="pass" if v.ok else "fail",
                 reason=None if v.ok else "; ".join(v.failures())[:2000],
                 seconds=round(time.perf_counter() - started, 3), bytes=len(co),
                 code_object_version=v.code_object_version, validation=v.as_dict(),
                 interfaces={n: interface(v.metadata or {}, n) for n in names})


def _comgr_cell(kernel, ir, names, target, comgr) -> dict:
    from zluda.comgr import ComgrError
    from zluda.comgr.compile import compile_ir, isa_name
    producer = f"comgr-{comgr.version[0]}.{comgr.version[1]}"
    if isa_name(target) not in comgr.isa_names():
        return _cell(kernel, target, producer, status="unsupported", abi=comgr.abi,
                     reason=f"comgr {comgr.version[0]}.{comgr.version[1]} does not know "
                            f"{target} (not in its ISA list)")
    started = time.perf_counter()
    try:
        co = compile_ir(comgr, ir, target, kernel, options=COMGR_CODEGEN_OPTIONS)
    except ComgrError as exc:
        return _cell(kernel, target, producer, status="fail", abi=comgr.abi,
                     reason=str(exc)[:2000], seconds=round(time.perf_counter() - started, 3))
    v = validate(co.executable, target, names, comgr=comgr)
    return _cell(kernel, target, producer, status="pass" if v.ok else "fail", abi=comgr.abi,
                 reason=None if v.ok else "; ".join(v.failures())[:2000],
                 seconds=round(time.perf_counter() - started, 3), bytes=len(co.executable),
                 steps=co.steps, code_object_version=v.code_object_version,
                 validation=v.as_dict(),
                 interfaces={n: interface(co.metadata, n) for n in names})


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
    kernels = {} if args.no_builtin else builtin_kernels()
    for path in args.ir:
        kernels[path.stem] = path.read_text()
    if args.ptx:
        from zluda.amdgpu.from_ptx import ptx_kernels_ir
        kernels.update(ptx_kernels_ir(args.ptx))
    result = run_cells(kernels, tuple(t for t in args.targets.split(",") if t))
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
