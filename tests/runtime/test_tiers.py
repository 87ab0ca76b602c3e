"""`zluda run --tier`: a program's kernels at the pinned tier, recorded in the trace folder
(kernel-tiers.jsonl, which the matrix report counts), with the same answers at every
tier. The program: thrust's radix sort (programs/thrust_sort.cu, checked against
std::sort), whose main sort kernel faulted at the full tier before the invariant-load fix
(cudaErrorIllegalAddress)."""

from __future__ import annotations

import json
import subprocess

import pytest

from test_programs import HERE, libraries, zluda_run  # noqa: F401 (libraries: a fixture)

from zluda.trace import kernel_tiers


@pytest.fixture(scope="module")
def thrust_sort(nvcc, tmp_path_factory, libraries):
    exe = tmp_path_factory.mktemp("tiers") / "thrust_sort"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-O2", "-o", str(exe),
                    str(HERE / "programs" / "thrust_sort.cu")], check=True, capture_output=True)
    return exe


@pytest.mark.parametrize("tier", ["baseline", "quick", "full"])
def test_thrust_sort_at_every_tier(thrust_sort, tier, tmp_path):
    trace = tmp_path / "trace"
    result = zluda_run([str(thrust_sort), "65536"], env={"ZLUDA_CACHE_DIR": str(tmp_path / "cache")},
                       options=("--tier", tier, "--trace-dir", str(trace)), timeout=600)
    assert result.returncode == 0 and "PASS 65536" in result.stdout, result.stdout + result.stderr[-3000:]
    records = [json.loads(line) for line in (trace / kernel_tiers.RECORD).read_text().splitlines()]
    assert records and {r["tier"] for r in records} == {tier}
    assert any("Radix" in r["kernel"] or "radix" in r["kernel"] for r in records)
    assert kernel_tiers.summary(trace) == {tier: len({(r["module"], r["kernel"]) for r in records})}


def test_a_tier_that_does_not_exist_is_a_usage_error(thrust_sort):
    result = zluda_run([str(thrust_sort)], options=("--tier", "fast"))
    assert result.returncode == 125   # zluda run's own failure, as env(1) exits (not the program's)
    assert "invalid choice: 'fast'" in result.stderr
