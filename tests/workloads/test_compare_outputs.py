"""compare_outputs.py: a run's dumped arrays against an H200 recording (real files)."""

import subprocess
import sys

import numpy as np

from workloads_paths import WORKLOADS

SCRIPT = WORKLOADS / "samples" / "compare_outputs.py"


def run(*args):
    return subprocess.run([sys.executable, str(SCRIPT), *map(str, args)], capture_output=True, text=True)


def make(tmp_path, produced):
    rng = np.random.default_rng(0)
    recorded = {"sgemm.nn": rng.standard_normal(50).astype(np.float32),
                "epilogue.gelu": rng.standard_normal(40).astype(np.float32)}
    np.savez(tmp_path / "ref.npz", **recorded)
    out = tmp_path / "out"
    out.mkdir()
    for name, value in produced(recorded).items():
        np.save(out / f"{name}.npy", value)
    return out, tmp_path / "ref.npz"


def test_identical_outputs_pass(tmp_path):
    out, ref = make(tmp_path, lambda r: r)
    res = run(out, ref)
    assert res.returncode == 0, res.stdout
    assert res.stdout.count("PASS") == 2


def test_tolerance_depends_on_precision(tmp_path):
    # 1e-3 of the peak: inside the bf16 tolerance, outside the fp32 one
    def perturb(r):
        return {k: v + 1e-3 * np.abs(v).max() for k, v in r.items()}
    out, ref = make(tmp_path, perturb)
    res = run(out, ref)
    assert res.returncode == 1
    assert "CHECK h200.sgemm.nn FAIL" in res.stdout
    assert "CHECK h200.epilogue.gelu PASS" in res.stdout


def test_missing_and_extra_arrays_fail(tmp_path):
    out, ref = make(tmp_path, lambda r: {"sgemm.nn": r["sgemm.nn"], "unexpected": r["sgemm.nn"]})
    res = run(out, ref)
    assert res.returncode == 1
    assert "CHECK h200.epilogue.gelu FAIL not produced" in res.stdout
    assert "CHECK h200.unexpected FAIL produced but not in the recording" in res.stdout


def test_missing_recording_fails_with_instructions(tmp_path):
    res = run(tmp_path, tmp_path / "absent.npz")
    assert res.returncode == 1
    assert "record_h200.sh" in res.stdout
