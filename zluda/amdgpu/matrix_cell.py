"""The amdgpu backend's step in a matrix cell: every kernel of the workload, compiled.

    python -m zluda.amdgpu.matrix_cell --build "$ZLUDA_CELL_BUILD" --out "$ZLUDA_CELL_DIR"

The workload's build steps (or its `kernels` steps) left its device code in the build
folder: CUDA programs and libraries with PTX in their `.nv_fatbin` section, or PTX
files. Each program's PTX is one compilation unit (named after the file), compiled by
every producer of this machine or image (llvmlite + ld.lld, and each comgr library: in
the rocm-6.4 image comgr 3.0 speaking ABI v3 and comgr 2.6 speaking ABI v2) for every
target, and each code object validated (zluda.amdgpu.cells).

Writes `<out>/amdgpu.json` (every kernel x target x producer, as zluda.amdgpu.cells
gives them) and `<out>/api_rows.json`: one row per kernel and producer, whose verdict
says whether that producer compiled it into a valid code object for every target it
knows. Nothing is executed: the last line says "compiled, not executed". A kernel that
fails (or whose interface the producers disagree on) is a failing row, judged by the
matrix against its baseline like any API row; the exit status is 1 only when there was
nothing to compile (no device code, or a program with machine code only).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from zluda import elf, fatbin
from zluda.amdgpu import cells
from zluda.amdgpu.targets import DEFAULT_TARGETS
from zluda.amdgpu.workload_ptx import KNOWN_SUFFIX

# a code object marked so in the per-target summary of a row
TARGET_MARKS = {"pass": "pass", "fail": "FAIL", "unsupported": "n/a"}


@dataclass
class Found:
    units: list[Path]            # PTX files to compile, one unit each
    without_ptx: dict[str, str]  # program -> why it gave no PTX (machine code only, unreadable)


def _device_ptx(path: Path) -> str | None | Exception:
    """The PTX a program or library carries (the newest architecture's), None when the
    file holds no CUDA device code, or the error that kept it from being read."""
    data = path.read_bytes()
    try:
        if fatbin.read_elf(data, path.name).section(".nv_fatbin") is None:
            return None
        entries = fatbin.from_elf(data, path.name)
    except fatbin.FatbinError as exc:
        return exc
    ptx = [e for e in entries if e.kind == "ptx"]
    if not ptx:
        archs = sorted({e.arch_name for e in entries})
        return fatbin.FatbinError(f"only machine code ({', '.join(archs)}), no PTX to translate")
    return max(ptx, key=lambda e: e.arch).text()


def find_device_code(build: Path, units_dir: Path) -> Found:
    """PTX files under `build`, and the PTX of every ELF file there that carries device
    code, written to `units_dir/<program>.ptx`. The same PTX twice (one program copied
    under two names) is one unit."""
    units_dir.mkdir(parents=True, exist_ok=True)
    units, without, seen = [], {}, set()
    for path in sorted(p for p in build.rglob("*") if p.is_file() and not p.is_symlink()):
        if path.suffix == ".ptx":
            text = path.read_text(errors="replace")
            target = path
        else:
            with open(path, "rb") as handle:
                if not elf.is_elf(handle.read(4)):
                    continue
            text = _device_ptx(path)
            if text is None:
                continue
            if isinstance(text, Exception):
                without[path.name] = str(text)
                continue
            target = units_dir / f"{path.name}.ptx"
            target.write_text(text)
        digest = hashlib.sha256(text.encode()).hexdigest()
        if digest in seen:
            continue
        seen.add(digest)
        known = path.with_name(path.stem + KNOWN_SUFFIX)
        if target is not path and known.is_file():
            target.with_name(target.stem + KNOWN_SUFFIX).write_text(known.read_text())
        units.append(target)
    return Found(units, without)


def producer_label(cell: dict) -> str:
    """The API row library of a producer: llvmlite's own linker path, or a comgr with
    the ABI it speaks."""
    if cell["producer"] == "llvmlite":
        return "llvmlite+lld"
    return f"{cell['producer']} ABI v{cell['abi']}" if cell.get("abi") else cell["producer"]


def rows(result: dict, known_gaps: dict[tuple[str, str], str]) -> list[dict]:
    """One row per (producer, unit, kernel) with its per-target statuses: pass when every
    target the producer knows compiled and validated (and its interface agrees with the
    other producers'); a kernel the translator is known not to translate (the sweep
    baseline's gaps, {(unit, kernel): reason}) fails with that reason as its baseline, so
    it is expected."""
    disagree = {(a["kernel"], a["target"]): a["detail"] for a in result["agreement"] if not a["agree"]}
    grouped: dict[tuple[str, str, str], list[dict]] = {}
    labels: dict[str, str] = {}
    for cell in result["cells"]:
        if cell["producer"] != "llvmlite" and "abi" not in cell:
            cell["abi"] = next((c["abi"] for c in result["comgr"]
                                if f"comgr-{c['version']}" == cell["producer"]), None)
        labels[cell["producer"]] = producer_label(cell)
        grouped.setdefault((cell["producer"], cell.get("source", ""), cell["kernel"]), []).append(cell)
    out = []
    for (producer, unit, kernel), members in grouped.items():
        targets, problems = {}, []
        known = known_gaps.get((unit, kernel))
        for c in members:
            mark = TARGET_MARKS[c["status"]]
            if c.get("code_object_version"):
                mark += f" v{c['code_object_version']}"
            targets[c["target"]] = mark
            if c["status"] == "fail":
                problems.append(f"{c['target']}: {c['reason']}")
            elif c["status"] == "pass" and (kernel, c["target"]) in disagree:
                problems.append(f"{c['target']}: interfaces differ ({disagree[(kernel, c['target'])]})")
        compiled = [c for c in members if c["status"] == "pass"]
        if known is not None:
            verdict, detail = "fail", "not translated"
        elif problems:
            verdict, detail = "fail", "; ".join(problems)[:2000]
        elif not compiled:
            verdict = "fail"
            detail = "; ".join(sorted({f"{c['target']}: {c['reason']}" for c in members}))[:2000]
        else:
            verdict = "pass"
            skipped = sorted({c["reason"] for c in members if c["status"] == "unsupported" and c.get("reason")})
            detail = (f"{len(compiled)} code objects validated"
                      + (f"; not applicable: {'; '.join(skipped)}" if skipped else ""))
        row = {"lib": labels[producer], "fn": f"{unit}:{kernel}" if unit else kernel, "calls": len(compiled),
               "verdict": verdict, "detail": detail, "targets": targets}
        if known is not None:
            row["baseline"] = known
        out.append(row)
    return sorted(out, key=lambda r: (r["fn"], r["lib"]))


def not_executed() -> str:
    """Why the code objects are not run: this backend compiles only (on a host with an
    AMD GPU, running them through HIP is what it would do; that path is not written)."""
    if not cells.amd_gpu_present():
        return "execution unsupported: no AMD GPU (/dev/kfd absent)"
    return "execution unsupported: running code objects through HIP is not part of this backend yet"


def summary_line(result: dict, found: Found) -> str:
    s = result["summary"]
    producers = list(dict.fromkeys(producer_label(c) for c in result["cells"]))
    kernels = len({(c.get("source"), c["kernel"]) for c in result["cells"]})
    return (f"compiled, not executed: {kernels} kernels of {len(found.units)} units x "
            f"{len(result['targets'])} targets ({', '.join(result['targets'])}) x "
            f"{len(producers)} producers ({', '.join(producers)}): {s.get('pass', 0)} code objects pass, "
            f"{s.get('fail', 0)} fail, {s.get('unsupported', 0)} not applicable; "
            f"interfaces differ on {s['disagree']} kernel/target pairs; {not_executed()}")


def _write(path: Path, data) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(data, indent=1))
    os.replace(tmp, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.amdgpu.matrix_cell")
    parser.add_argument("--build", type=Path, required=True, help="the folder the build steps wrote")
    parser.add_argument("--out", type=Path, required=True, help="the cell folder")
    parser.add_argument("--targets", default=",".join(DEFAULT_TARGETS))
    args = parser.parse_args(argv)
    if not args.build.is_dir():
        print(f"matrix_cell: --build {args.build}: no such folder", file=sys.stderr)
        return 2
    found = find_device_code(args.build, args.out / "kernels")
    for program, why in found.without_ptx.items():
        print(f"{program}: no PTX: {why}", file=sys.stderr)
    if not found.units:
        print(f"no CUDA device code under {args.build}: no PTX file and no program with PTX "
              f"in its .nv_fatbin section", file=sys.stderr)
        return 1
    targets = tuple(t for t in args.targets.split(",") if t)
    sources = cells.ptx_sources(found.units)
    result = cells.run_cells(sources, targets)
    result["targets"] = list(targets)
    result["units"] = [u.name for u in found.units]
    result["without_ptx"] = found.without_ptx
    found_rows = rows(result, {(s.name, k): why for s in sources for k, why in s.unsupported.items()})
    _write(args.out / "amdgpu.json", result)
    _write(args.out / "api_rows.json", found_rows)
    failing = [r for r in found_rows if r["verdict"] != "pass" and "baseline" not in r]
    for row in failing[:20]:
        print(f"FAIL {row['lib']} {row['fn']}: {row['detail'][:300]}", file=sys.stderr)
    print(summary_line(result, found))
    return 1 if found.without_ptx else 0


if __name__ == "__main__":
    raise SystemExit(main())
