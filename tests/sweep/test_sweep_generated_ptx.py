"""Generated kernels are PTX the project's own parser reads; the H200 recorder works up to
the GPU (--dry-run: enumeration, PTX, parallel ptxas)."""

import random
import subprocess
import sys

import pytest

import zluda.ptx
from zluda.ptx.printer import print_module
from zluda.paths import REPO_ROOT
from zluda.sweep.kernelgen import module_text


def test_parser_reads_generated_kernels(accepted):
    rng = random.Random(11)
    non_video = [v for v in accepted if not v.family.startswith("video")]
    sample = rng.sample(non_video, 150)
    zluda.ptx.parse(module_text(sample), filename="sweep-sample.ptx", lazy=False)


def test_parser_reads_video_selectors(by_id):
    module = zluda.ptx.parse(module_text([by_id["vadd.u32.u32.u32 a.b0 b.h1"]]), lazy=False)
    text = print_module(module)   # the selectors survive the round trip
    assert ".b0" in text and ".h1" in text, text


def test_recorder_dry_run(ptxas):
    done = subprocess.run([sys.executable, "workloads/ptx-sweep/record_h200.py", "--out", "/nonexistent",
                           "--dry-run", "--family", "fns", "--family", "bmsk", "--jobs", "2"],
                          cwd=REPO_ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "3 variants in 2 modules" in done.stdout and "ptxas:" in done.stdout
