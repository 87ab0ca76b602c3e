"""What images exist on this machine and what is inside each (for `invoke images.list`)."""

from __future__ import annotations

from docker.errors import ImageNotFound

from zluda.images.engine import ensure_engine
from zluda.images.executor import image_facts
from zluda.images.rootfs import base_tag
from zluda.images.specs import IMAGES

COLUMNS = ("image", "state", "size", "created", "hip", "comgr", "comgr_abi", "comgr_llvm",
           "llvm", "lld", "wine", "mingw_gcc")


def inventory() -> list[dict]:
    client = ensure_engine()
    rows = []
    suites = sorted({spec.base_suite for spec in IMAGES.values()})
    for suite in suites:
        rows.append(_row(client, base_tag(suite), f"base {suite}", facts=False))
    for spec in IMAGES.values():
        row = _row(client, spec.tag, spec.name, facts=True, spec=spec)
        rows.append(row)
    return rows


def _row(client, tag: str, name: str, facts: bool, spec=None) -> dict:
    try:
        image = client.images.get(tag)
    except ImageNotFound:
        return {"image": name, "tag": tag, "state": "not built"}
    row = {"image": name, "tag": tag, "state": "built", "id": image.id[:19],
           "size": f"{image.attrs.get('Size', 0) / 1e9:.2f} GB",
           "size_bytes": image.attrs.get("Size", 0),
           "created": image.attrs.get("Created", "")[:19].replace("T", " ")}
    if facts and spec is not None:
        info = image_facts(spec)
        row.update({k: info.get(k) for k in ("hip", "comgr", "comgr_abi", "llvm", "lld", "wine",
                                             "mingw_gcc", "os", "python")})
        row["comgr_llvm"] = ", ".join(f"{c.get('version')}:LLVM {c.get('llvm')}"
                                      for c in info.get("comgr_libraries", []) if "version" in c) or None
        row["comgr_libraries"] = info.get("comgr_libraries")
    return row


def render_table(rows: list[dict]) -> str:
    cells = [[str(r.get(col) if r.get(col) is not None else "-") for col in COLUMNS] for r in rows]
    widths = [max(len(col), *(len(row[i]) for row in cells)) for i, col in enumerate(COLUMNS)]
    line = lambda values: "  ".join(v.ljust(w) for v, w in zip(values, widths)).rstrip()
    return "\n".join([line(COLUMNS), line(["-" * w for w in widths]), *map(line, cells)])
