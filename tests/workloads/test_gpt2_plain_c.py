"""workloads/gpt2/train_gpt2_cpu.c, the plain C + OpenMP GPT-2 the shim is timed against
(invoke bench --suite gpt2): it must compute what the committed float64 references say,
with train_gpt2.cu's fp32 tolerances, and refuse bad input by file name."""

from __future__ import annotations

import subprocess

import pytest

from workloads_paths import WORKLOADS

GPT2 = WORKLOADS / "gpt2"


@pytest.fixture(scope="module")
def trainer(tmp_path_factory):
    exe = tmp_path_factory.mktemp("gpt2c") / "train_gpt2_cpu"
    subprocess.run(["gcc", "-O3", "-march=native", "-fopenmp", "-Wall", "-Werror", "-o", str(exe),
                    str(GPT2 / "train_gpt2_cpu.c"), "-lm"], check=True, capture_output=True)
    return exe


def test_matches_the_references(trainer):
    run = subprocess.run([str(trainer), "--steps", "4"], capture_output=True, text=True, cwd=GPT2.parent.parent,
                         timeout=600)
    checks = [line for line in run.stdout.splitlines() if line.startswith("CHECK ")]
    assert run.returncode == 0, run.stdout + run.stderr
    assert len(checks) == 21 and all(" PASS " in line for line in checks), "\n".join(checks)
    assert "SUMMARY cpu-c: 21 checks, 0 failed" in run.stdout
    assert run.stdout.count("TIME step ") == 4


def test_write_reference_round_trips(trainer, tmp_path):
    """Its own results in the reference format: read back, they match themselves exactly."""
    ref = tmp_path / "own.ref"
    wrote = subprocess.run([str(trainer), "--steps", "2", "--write-reference", str(ref)], capture_output=True,
                           text=True, cwd=GPT2.parent.parent, timeout=600)
    assert wrote.returncode == 0, wrote.stderr
    again = subprocess.run([str(trainer), "--reference", str(ref)], capture_output=True, text=True,
                           cwd=GPT2.parent.parent, timeout=600)
    assert again.returncode == 0, again.stdout
    assert "CHECK grads.all PASS rel_l2=0 " in again.stdout


def test_bad_input_names_the_file(trainer, tmp_path):
    bad = tmp_path / "bad.ckpt"
    bad.write_bytes(b"\0" * 300)
    run = subprocess.run([str(trainer), "--checkpoint", str(bad)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert f"error: {bad}: bad magic" in run.stderr
