"""The real ptxas: generated kernels assemble, and the recorded rejects reproduce."""

import random
import subprocess

import pytest

from zluda.sweep import table, validate
from zluda.sweep.kernelgen import module_text


def _spread(variants, n, seed):
    """n variants spread over families (each family at least once when possible)."""
    rng = random.Random(seed)
    by_fam = {}
    for v in variants:
        by_fam.setdefault(v.family, []).append(v)
    picked = [rng.choice(vs) for vs in by_fam.values()]
    rest = [v for v in variants if v not in set(picked)]
    return picked + rng.sample(rest, max(0, n - len(picked)))


def test_generated_kernels_assemble_with_ptxas(ptxas, accepted, tmp_path):
    sample = _spread(accepted, 120, seed=7)
    src = tmp_path / "sample.ptx"
    src.write_text(module_text(sample))
    done = subprocess.run([ptxas, "-arch=sm_90", str(src), "-o", str(tmp_path / "sample.cubin")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    assert (tmp_path / "sample.cubin").stat().st_size > 0


def test_recorded_rejects_reproduce(ptxas):
    doc = validate.load_rejects()
    found = validate.ptxas_version(ptxas)
    if found != doc["ptxas"]:
        pytest.skip(f"rejects were recorded with ptxas {doc['ptxas']}, this is {found}: "
                    "`invoke sweep-setup` installs the recorded one; `invoke sweep-ptxas` re-records")
    rejects = validate.rejects_for("sm_90")
    cands = table.candidates()
    rng = random.Random(3)
    # every distinct ptxas message at least once, plus random rejected and accepted ones
    by_msg = {}
    for v in cands:
        if v.id in rejects:
            by_msg.setdefault(rejects[v.id], v)
    sample = list(by_msg.values())
    sample += rng.sample([v for v in cands if v.id in rejects], 150)
    sample += rng.sample([v for v in cands if v.id not in rejects], 150)
    sample = list({v.id: v for v in sample}.values())
    got = validate.check_batch(sample, "sm_90", ptxas)
    want = {v.id: rejects[v.id] for v in sample if v.id in rejects}
    assert set(got) == set(want)
    assert got == want  # same messages too


def test_an_error_lands_on_its_variant_only(ptxas, accepted):
    # a bad line between two good ones: only its variant is rejected, the batch goes on
    v = accepted[0]
    bad = table.Variant("bogus", "x", "bogus", v.outs, v.ins, ".reg .b32 %r1;", None)  # redeclaration
    got = validate.check_batch([v, bad, accepted[1]], "sm_90", ptxas)
    assert list(got) == ["bogus"]
