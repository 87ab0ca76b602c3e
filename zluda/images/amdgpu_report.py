"""`invoke images.amdgpu`: the compile-only AMDGPU cells of one image as a table.

Runs `python -m zluda.amdgpu.cells` in the image over the hand-written kernels and the
PTX of every workload kernel, writes reports/amdgpu/<image>.json and .md, and returns
the result. Every row says compile-only when no AMD GPU is present."""

from __future__ import annotations

import json
import os
from pathlib import Path

from zluda.amdgpu import workload_ptx
from zluda.images.testsupport import run_in_image
from zluda.paths import REPO_ROOT

OUT_DIR = REPO_ROOT / "reports" / "amdgpu"


class CellsError(RuntimeError):
    pass


def run(image: str, out_dir: Path = OUT_DIR) -> tuple[dict, Path]:
    found = workload_ptx.collect()
    args, mounts = workload_ptx.cells_arguments(found)
    ran = run_in_image(image, ["python3", "-m", "zluda.amdgpu.cells", *args], mounts=mounts)
    try:
        result = json.loads(ran.stdout)
    except ValueError:
        raise CellsError(f"cells in {image} printed no JSON: {ran.stderr.strip()[-1500:]}") from None
    result["image"] = image
    result["ptx_errors"] = {str(w.source): w.error for w in found if w.ptx is None}
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, text in ((f"{image}.json", json.dumps(result, indent=1)),
                       (f"{image}.md", markdown(result))):
        tmp = out_dir / f".{name}.tmp"
        tmp.write_text(text)
        os.replace(tmp, out_dir / name)
    return result, out_dir / f"{image}.md"


def markdown(result: dict) -> str:
    cells = result["cells"]
    targets = list(dict.fromkeys(c["target"] for c in cells))
    producers = list(dict.fromkeys(c["producer"] for c in cells))
    mark = {"pass": "pass", "fail": "**FAIL**", "unsupported": "n/a"}
    lines = [f"# AMDGPU code objects in {result['image']} ({result['mode']})", ""]
    if result.get("mode_reason"):
        lines += [result["mode_reason"], ""]
    lines += ["| source | kernel | producer | " + " | ".join(targets) + " |",
              "|---|---|---|" + "---|" * len(targets)]
    by_key = {(c.get("source", c["kernel"]), c["kernel"], c["producer"], c["target"]): c for c in cells}
    for source, kernel in dict.fromkeys((c.get("source", c["kernel"]), c["kernel"]) for c in cells):
        for producer in producers:
            row = [by_key.get((source, kernel, producer, t)) for t in targets]
            if not any(row):
                continue
            text = [mark[c["status"]] + (f" v{c['code_object_version']}" if c and c.get("code_object_version") else "")
                    if c else "-" for c in row]
            lines.append(f"| {source} | `{kernel}` | {producer} | " + " | ".join(text) + " |")
    notes = sorted({c["reason"] for c in cells if c["status"] != "pass" and c.get("reason")})
    if notes:
        lines += ["", "Not passing:", *[f"- {n}" for n in notes]]
    for src, err in result.get("ptx_errors", {}).items():
        lines.append(f"- no PTX for {src}: {err}")
    s = result["summary"]
    lines += ["", f"{s['cells']} cells: {s.get('pass', 0)} pass, {s.get('fail', 0)} fail, "
              f"{s.get('unsupported', 0)} not applicable; producers agree on {s['agree']} "
              f"kernel/target pairs, differ on {s['disagree']}."]
    return "\n".join(lines) + "\n"
