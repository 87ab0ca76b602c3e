"""Expands the declarative instruction table (workloads/ptx-sweep/families.py) into variants.

The table is pure data; this module only does the cartesian products and the formatting.
Which of the expanded combinations are legal PTX is decided by the real ptxas
(zluda.sweep.validate) and recorded in ptxas-rejects.json.
"""

from __future__ import annotations

import ast
import functools
import itertools
from dataclasses import dataclass, field
from pathlib import Path

from zluda.paths import REPO_ROOT
from zluda.ptx.types import PtxType
from zluda.sweep.ptxtypes import resolve

WORKLOAD_DIR = REPO_ROOT / "workloads" / "ptx-sweep"
TABLE_PATH = WORKLOAD_DIR / "families.py"


class TableError(ValueError):
    """The table is malformed; the message names the family entry and key."""


@dataclass(frozen=True)
class Operand:
    type: PtxType | None     # None for immediates
    imm: str | None = None   # literal text of an immediate operand

    @property
    def is_imm(self) -> bool:
        return self.imm is not None


@dataclass(frozen=True)
class Variant:
    id: str                  # unique, e.g. "cvt.rn.f16.f32", "lop3.b32.0x96"
    family: str
    opcode: str
    outs: tuple[Operand, ...]
    ins: tuple[Operand, ...]
    body: str                # instruction text with {o0} {i0} {t32} {t64} placeholders
    approx: str | None = None  # error-bound key (zluda.sweep.bounds) for approximate variants
    entry: int = 0           # index of the table entry it came from
    combo: tuple = field(default=(), compare=False)

    @property
    def reg_ins(self) -> tuple[Operand, ...]:
        return tuple(o for o in self.ins if not o.is_imm)

    @property
    def input_bits(self) -> int:
        return sum(o.type.bits for o in self.reg_ins)

    @property
    def exhaustive(self) -> bool:
        """Inputs total 32 bits or less: the full set covers every input."""
        return self.input_bits <= 32


def load_table(path: Path = TABLE_PATH) -> dict:
    text = path.read_text()
    try:
        data = ast.literal_eval(text)
    except (ValueError, SyntaxError) as exc:
        raise TableError(f"{path}: not a pure data literal: {exc}") from None
    for key in ("SETS", "FAMILIES"):
        if key not in data:
            raise TableError(f"{path}: missing top-level key {key!r}")
    return data


def _axis_values(spec, sets: dict, where: str) -> list[str]:
    if isinstance(spec, str):
        if not spec.startswith("@"):
            raise TableError(f"{where}: axis value must be a list, '@set' or a range, got {spec!r}")
        try:
            spec = sets[spec[1:]]
        except KeyError:
            raise TableError(f"{where}: unknown set {spec!r}") from None
    if isinstance(spec, dict):
        lo, hi = spec["range"]
        return [spec.get("format", "{}").format(v) for v in range(lo, hi)]
    if isinstance(spec, dict) or not isinstance(spec, list):
        raise TableError(f"{where}: bad axis spec {spec!r}")
    return list(spec)


def _operand(expr: str, values: dict, where: str) -> Operand:
    text = expr.format(**values)
    if text.startswith("#"):
        return Operand(None, imm=text[1:])
    try:
        return Operand(resolve(text))
    except KeyError as exc:
        raise TableError(f"{where}: {exc.args[0]}") from None


def _expand_entry(index: int, entry: dict, sets: dict) -> list[Variant]:
    where = f"families.py FAMILIES[{index}] ({entry.get('family', '?')})"
    for key in ("family", "op", "outs", "ins"):
        if key not in entry:
            raise TableError(f"{where}: missing key {key!r}")
    axes = entry.get("axes", {})
    names = list(axes)
    value_lists = [_axis_values(axes[n], sets, f"{where}.axes.{n}") for n in names]
    require_any = entry.get("require_any", [])
    out = []
    for combo in itertools.product(*value_lists):
        values = dict(zip(names, combo))
        if require_any and not any(values[a] for a in require_any):
            continue
        try:
            opcode = entry["op"].format(**values)
            outs = tuple(_operand(e, values, f"{where}.outs") for e in entry["outs"])
            ins = tuple(_operand(e, values, f"{where}.ins") for e in entry["ins"])
            slots = {f"o{k}": f"{{o{k}}}" for k in range(len(outs))}
            slots.update({f"i{k}": (op.imm if op.is_imm else f"{{i{k}}}") for k, op in enumerate(ins)})
            slots.update(t32="{t32}", t64="{t64}")
            if "body" in entry:
                body = entry["body"].format(**values, **slots)
            else:
                default = ", ".join([f"{{o{k}}}" for k in range(len(outs))] + [f"{{i{k}}}" for k in range(len(ins))])
                operands = entry.get("operands", default).format(**values, **slots)
                body = f"{opcode} {operands};"
            vid = entry.get("id", entry["op"]).format(**values)
        except KeyError as exc:
            raise TableError(f"{where}: template names unknown axis {exc.args[0]!r}") from None
        approx = None
        markers = entry.get("approx_when", [".approx"])
        if "approx" in entry and (entry.get("approx_always") or any(m in opcode for m in markers)):
            approx = entry["approx"].format(**values)
        out.append(Variant(vid, entry["family"], opcode, outs, ins, body, approx, index, combo))
    return out


@functools.lru_cache(maxsize=4)
def _expand_all(path: Path) -> tuple[Variant, ...]:
    data = load_table(path)
    variants: list[Variant] = []
    seen: dict[str, int] = {}
    for index, entry in enumerate(data["FAMILIES"]):
        for v in _expand_entry(index, entry, data["SETS"]):
            if v.id in seen:
                raise TableError(f"families.py FAMILIES[{index}]: variant id {v.id!r} "
                                 f"already produced by FAMILIES[{seen[v.id]}]")
            seen[v.id] = index
            variants.append(v)
    return tuple(variants)


def candidates(path: Path = TABLE_PATH) -> tuple[Variant, ...]:
    """Every combination the table spells out, legal or not, in table order."""
    return _expand_all(path)
