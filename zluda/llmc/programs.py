"""How the llm.c workload runs each program: its arguments, in a folder of its own that holds
the tiny GPT-2's files under the names llm.c opens (it also writes checkpoints there)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from zluda.llmc import tinymodel

# test_gpt2fp32cu and test_gpt2cu take no arguments that matter here (their defaults are the
# Makefile's test). train_gpt2cu: 4 steps of B=4 x T=64 on the tiny shards, validation on
# 2 batches at the end, no sampling (it needs GPT-2's tokenizer file), no HellaSwag, TF32 off
# so that the GPU computes in full fp32 as the CPU backend does.
ARGUMENTS: dict[str, list[str]] = {
    "test_gpt2fp32cu": [],
    "test_gpt2cu": [],
    "train_gpt2cu": ["-i", tinymodel.FILES["train"], "-j", tinymodel.FILES["val"], "-e", tinymodel.FILES["bf16"],
                     "-b", "4", "-t", "64", "-x", "4", "-v", "4", "-m", "2", "-s", "0", "-h", "0", "-f", "0",
                     "-l", "1e-3", "-y", "0"],
}


def prepare(run_dir: Path, model_dir: Path) -> None:
    """A fresh folder with links to the model's files (top-level names, as llm.c opens them)."""
    run_dir.mkdir(parents=True, exist_ok=True)
    for entry in model_dir.iterdir():
        link = run_dir / entry.name
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(entry.resolve())


def run(program: str, bin_dir: Path, model_dir: Path, run_dir: Path) -> int:
    """Runs one program in run_dir; its standard output goes to run_dir/stdout.txt and to ours.
    A program killed by a signal kills this process with the same signal."""
    if program not in ARGUMENTS:
        raise ValueError(f"unknown program {program!r}; known: {', '.join(ARGUMENTS)}")
    binary = bin_dir / program
    if not binary.is_file():
        raise FileNotFoundError(f"{binary}: not built (python -m zluda.llmc build)")
    if not (model_dir / tinymodel.FILES["state"]).is_file():
        raise FileNotFoundError(f"{model_dir}: no {tinymodel.FILES['state']} (python -m zluda.llmc write-model)")
    prepare(run_dir, model_dir)
    stdout_file = run_dir / "stdout.txt"
    with open(stdout_file, "wb") as out:
        status = subprocess.run([str(binary.resolve()), *ARGUMENTS[program]], cwd=run_dir, stdout=out).returncode
    sys.stdout.buffer.write(stdout_file.read_bytes())
    sys.stdout.flush()
    if status < 0:
        signal.signal(-status, signal.SIG_DFL)
        os.kill(os.getpid(), -status)
    return status
