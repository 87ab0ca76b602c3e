"""Tuples of the full set that the translator once got wrong, with the H200's results.

`python -m zluda.sweep.diagnose` ran the failing chunks on the H200 and on the translator
(workloads/ptx-sweep/full-runs/diagnosis-2026-12-04.jsonl: inputs, the GPU's result, the
translator's at the time): f64 results with several NaN operands, subnormal and
near-overflow f64 fma in directed roundings, fma .oob, the sign of a zero under .rm.ftz.
Each tuple is replayed through the sweep's own kernel (the same random-stream index), and
must now give the GPU's bits; variants in the baseline (known to differ) are skipped."""

import json
from pathlib import Path

import numpy as np
import pytest

from zluda.sweep.backends import Launch, ZludaBackend
from zluda.sweep.kernelgen import kernel_name, module_text
from zluda.sweep.plan import full_plan, outputs_by_register
from zluda.sweep.verify import load_baseline

RUNS = Path(__file__).resolve().parents[2] / "workloads" / "ptx-sweep" / "full-runs"
DIAGNOSIS = [json.loads(line) for line in (RUNS / "diagnosis-2026-12-04.jsonl").read_text().splitlines()]


@pytest.mark.parametrize("row", [r for r in DIAGNOSIS if r["variant"] not in load_baseline()], ids=lambda r: r["variant"])
def test_the_h200s_result_for_each_diagnosed_tuple(row, by_id):
    v = by_id[row["variant"]]
    fp = full_plan(v)
    backend = ZludaBackend()
    module = backend.load(v.id, module_text([v]))
    assert row["first"], "a diagnosed chunk lists its differing tuples"
    for t in row["first"]:
        L = Launch(kernel_name(v), None, len(v.outs), t["tuple"], 1, fp.seed, fp.src, 1, 0)
        got = [int(o[0]) for o in outputs_by_register(v, backend.run(module, L), 1)]
        want = [int(g.split()[0], 16) for g in t["gpu"]]
        assert got == want, f"{v.id} tuple {t['tuple']} {t['inputs']}: got {[hex(g) for g in got]}, H200 {t['gpu']}"


class _OneWordOff(ZludaBackend):
    """Stands in for the GPU (CI has none): the translator's results with one word
    changed, so the diagnosis has a known difference to find."""

    def run(self, module, L):
        out = super().run(module, L)
        out[5] ^= 1
        return out


def test_diagnose_lists_the_differing_tuples_decoded(by_id):
    from zluda.sweep import diagnose
    v = by_id["add.rn.f32"]
    row = diagnose.differences(v, 1, _OneWordOff(), ZludaBackend(), limit=4)
    assert row["differ"] == 1 and row["tuples"] == 1 << 22
    first = row["first"][0]
    assert first["tuple"] == full_plan(v).chunk_range(1)[0] + 5
    assert len(first["inputs"]) == 2 and first["gpu"] != first["translator"]
    assert diagnose.differences(v, 0, ZludaBackend(), ZludaBackend(), limit=4)["differ"] == 0


def test_diagnose_refuses_an_unknown_variant_or_chunk(capsys):
    from zluda.sweep import diagnose
    assert diagnose.main(["no.such.variant"]) == 2
    assert diagnose.main(["add.rn.f32:9999"]) == 2
    assert "not a variant of the sweep" in capsys.readouterr().err
