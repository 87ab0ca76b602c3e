"""Release qualification: every image and comgr ABI, compared with the previous release.

Per image, the checks of its kind run in a container (no network): for ROCm images the
comgr ABI self-test (version + probe, own table, swapped table caught) and the
compile-only AMDGPU cells; for the Windows image the cross-built DLLs under wine. Each
outcome is one row with a stable id; rows are compared with the baseline (the previous
release's qualification.json) for regressions, and the verdict is GO only when no row
fails and nothing regressed. Written as qualification.{json,md,html}.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import jinja2

from zluda.amdgpu import workload_ptx
from zluda.images import specs
from zluda.images.executor import ensure_image, image_facts
from zluda.images.testsupport import run_in_image
from zluda.images.windows import CUDA_INCLUDE_CANDIDATES, host_cuda_include
from zluda.paths import REPO_ROOT

TEMPLATES = Path(__file__).resolve().parent / "templates"
QUALIFY_DIR = REPO_ROOT / "reports" / "qualify"
PASSING = ("pass", "unsupported")


@dataclass
class Row:
    id: str
    image: str
    abi: str          # "comgr v3 (3.0)", "llvmlite", "windows"
    group: str        # "abi", "cell", "agreement", "windows", "image"
    status: str       # pass | fail | unsupported
    detail: str = ""

    def as_dict(self) -> dict:
        return dict(self.__dict__)


def _rocm_rows(spec: specs.ImageSpec, extra_args: list[str]) -> list[Row]:
    rows: list[Row] = []
    ran = run_in_image(spec.name, ["python3", "-m", "zluda.comgr.selftest"])
    try:
        selftest = ran.json()
    except ValueError:
        return [Row(f"{spec.name}/comgr/selftest", spec.name, "comgr", "abi", "fail",
                    f"selftest printed no JSON: {ran.stderr.strip()[-500:]}")]
    found = {lib["abi"] for lib in selftest["libraries"]}
    missing = set(spec.comgr_abis) - found
    rows.append(Row(f"{spec.name}/comgr/abis", spec.name, "comgr", "abi",
                    "fail" if missing else "pass",
                    f"found ABIs {sorted(found)}, image promises {list(spec.comgr_abis)}"))
    for lib in selftest["libraries"]:
        abi = f"comgr v{lib['abi']} ({lib['version']})"
        base = f"{spec.name}/comgr-{lib['version']}"
        rows.append(Row(f"{base}/probe", spec.name, abi, "abi",
                        "pass" if lib["probed_abi"] == lib["abi"] else "fail", lib["decision"]))
        own = lib["own_table"]
        rows.append(Row(f"{base}/own-table", spec.name, abi, "abi",
                        "pass" if own["ok"] else "fail",
                        " -> ".join(own.get("steps", [])) or own.get("error", "")))
        sw = lib["swapped_table"]
        rows.append(Row(f"{base}/swapped-table-caught", spec.name, abi, "abi",
                        "pass" if sw["caught"] else "fail",
                        f"v{sw['table']} table: {sw.get('how', 'NOT caught')}: {sw['error'][:300]}"))
    found = workload_ptx.collect()
    for w in found:
        if w.ptx is None:
            rows.append(Row(f"{spec.name}/ptx/{w.source.name}", spec.name, "translator", "cell",
                            "fail", f"no PTX for {w.source}: {w.error}"))
    ptx_args, mounts = workload_ptx.cells_arguments(found)
    ran = run_in_image(spec.name, ["python3", "-m", "zluda.amdgpu.cells", *ptx_args, *extra_args],
                       mounts=mounts)
    try:
        cells = ran.json()
    except ValueError:
        return rows + [Row(f"{spec.name}/amdgpu/cells", spec.name, "amdgpu", "cell", "fail",
                           f"cells printed no JSON: {ran.stderr.strip()[-500:]}")]
    abi_of = {f"comgr-{c['version']}": f"comgr v{c['abi']} ({c['version']})" for c in cells["comgr"]}
    for c in cells["cells"]:
        rows.append(Row(f"{spec.name}/{c['producer']}/{c.get('source', c['kernel'])}:"
                        f"{c['kernel']}/{c['target']}", spec.name,
                        abi_of.get(c["producer"], c["producer"]), "cell", c["status"],
                        c.get("reason") or f"code object v{c.get('code_object_version')}, "
                                           f"{c.get('bytes')} B, {cells['mode']}"))
    for a in cells["agreement"]:
        rows.append(Row(f"{spec.name}/agreement/{a['kernel']}/{a['target']}", spec.name,
                        "all producers", "agreement", "pass" if a["agree"] else "fail",
                        a["detail"] or f"same interface from {', '.join(a['producers'])}"))
    return rows


def _windows_rows(spec: specs.ImageSpec, extra_args: list[str]) -> list[Row]:
    include = host_cuda_include()
    mounts = {str(include): CUDA_INCLUDE_CANDIDATES[0]} if include else {}
    ran = run_in_image(spec.name, ["python3", "-m", "zluda.images.windows", "--json"],
                       timeout=900, mounts=mounts)
    try:
        result = ran.json()
    except ValueError:
        return [Row(f"{spec.name}/windows", spec.name, "windows", "windows", "fail",
                    f"no JSON from the Windows check: {ran.stderr.strip()[-800:]}")]
    return [Row(f"{spec.name}/{c['name']}", spec.name, "windows", "windows", c["status"],
                c.get("detail", "")) for c in result["checks"]]


KIND_CHECKS = {"rocm": _rocm_rows, "windows": _windows_rows}


def qualify(release: str, images: list[str] | None = None, baseline: str | None = None,
            out_dir: Path | None = None, extra_cell_args: list[str] | None = None,
            log=print) -> dict:
    out = Path(out_dir or QUALIFY_DIR / release)
    started = time.monotonic()
    rows: list[Row] = []
    environments = {}
    for name in images or list(specs.IMAGES):
        spec = specs.spec_for(name)
        log(f"qualify: {spec.name}")
        try:
            built = ensure_image(spec, log=lambda *_: None)
            environments[spec.name] = image_facts(spec)
            if built:
                environments[spec.name]["built_now_s"] = built["seconds"]
        except Exception as exc:  # a missing image is a failed qualification row
            rows.append(Row(f"{spec.name}/image", spec.name, "image", "image", "fail",
                            f"image could not be built: {str(exc).splitlines()[0]}"))
            continue
        rows.append(Row(f"{spec.name}/image", spec.name, "image", "image", "pass",
                        environments[spec.name].get("rocm") or
                        environments[spec.name].get("wine_version") or spec.summary))
        rows.extend(KIND_CHECKS[spec.kind](spec, extra_cell_args or []))
    base_path, base = _load_baseline(release, baseline)
    comparison = compare([r.as_dict() for r in rows], base)
    failures = [r for r in rows if r.status not in PASSING]
    verdict = "GO" if not failures and not comparison["regressions"] else "NO-GO"
    result = {
        "release": release, "verdict": verdict,
        "when": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC"),
        "seconds": round(time.monotonic() - started, 1),
        "baseline": {"path": _shown(base_path) if base_path else None,
                     "release": base.get("release") if base else None},
        "environments": environments,
        "per_abi": per_abi([r.as_dict() for r in rows]),
        "comparison": comparison,
        "failures": [r.as_dict() for r in failures],
        "rows": [r.as_dict() for r in rows],
        "mode": "compile-only (no AMD GPU)" if not os.path.exists("/dev/kfd") else "run",
    }
    write_reports(result, out)
    return result


def per_abi(rows: list[dict]) -> list[dict]:
    table: dict[tuple, dict] = {}
    for r in rows:
        key = (r["image"], r["abi"])
        entry = table.setdefault(key, {"image": r["image"], "abi": r["abi"], "pass": 0,
                                       "fail": 0, "unsupported": 0})
        entry[r["status"]] = entry.get(r["status"], 0) + 1
    return list(table.values())


def compare(rows: list[dict], baseline: dict | None) -> dict:
    if not baseline:
        return {"regressions": [], "fixed": [], "new": [], "gone": [], "had_baseline": False}
    old = {r["id"]: r for r in baseline.get("rows", [])}
    new = {r["id"]: r for r in rows}
    ok = lambda r: r["status"] in PASSING
    return {
        "had_baseline": True,
        "regressions": [dict(new[i], was=old[i]["status"]) for i in new
                        if i in old and ok(old[i]) and not ok(new[i])]
                       + [dict(old[i], status="missing", was=old[i]["status"]) for i in old
                          if i not in new and ok(old[i])],
        "fixed": [dict(new[i], was=old[i]["status"]) for i in new
                  if i in old and not ok(old[i]) and ok(new[i])],
        "new": [new[i] for i in new if i not in old],
        "gone": [old[i] for i in old if i not in new],
    }


def _shown(path: Path) -> str:
    """A path as reports show it: relative to the repository when inside it (reports are
    committed and must not name the machine's folders)."""
    try:
        return str(Path(path).resolve().relative_to(REPO_ROOT.resolve()))
    except ValueError:
        return Path(path).name


def _load_baseline(release: str, baseline: str | None) -> tuple[Path | None, dict | None]:
    if baseline:
        path = Path(baseline)
        if path.is_dir():
            path = path / "qualification.json"
        if not path.exists():
            path = QUALIFY_DIR / baseline / "qualification.json"
        if not path.exists():
            raise FileNotFoundError(f"baseline {baseline!r}: no qualification.json there or "
                                    f"under {QUALIFY_DIR}")
        return path, json.loads(path.read_text())
    # the previous release: the newest other qualification under reports/qualify/
    others = sorted((p for p in QUALIFY_DIR.glob("*/qualification.json")
                     if p.parent.name != release), key=lambda p: p.stat().st_mtime)
    if not others:
        return None, None
    return others[-1], json.loads(others[-1].read_text())


def write_reports(result: dict, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES),
                             autoescape=jinja2.select_autoescape(["html"]),
                             trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined)
    outputs = {"qualification.json": json.dumps(result, indent=1),
               "qualification.md": env.get_template("qualification.md.j2").render(q=result),
               "qualification.html": env.get_template("qualification.html.j2").render(q=result)}
    for name, text in outputs.items():
        tmp = out / f".{name}.tmp"
        tmp.write_text(text)
        os.replace(tmp, out / name)
