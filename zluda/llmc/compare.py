"""Compares what an llm.c program printed with what the same program printed on an NVIDIA GPU.

Two kinds of checks, both with llm.c's own tolerances:
  - llm.c's own verdicts against the float64 reference in the debug state (logits, loss,
    gradients: its `OK` / `TENSOR OK` lines) must hold here wherever they held on the GPU;
  - the numbers it prints per step (training losses, validation loss) must equal the GPU's
    within the loss tolerance that llm.c's test uses for that precision (fp32 1e-2, bf16 0.05).
The bf16 test's determinism check (same losses after reloading a checkpoint) must hold too.
llm.c's comparison with its hard-coded 124M-model losses cannot hold for the tiny model, on
the GPU or here, and is not a check.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

# llm.c's loss tolerance per program: test_gpt2_fp32.cu compares losses within 1e-2,
# test_gpt2.cu within 0.05 when built for bf16; train_gpt2cu is the bf16 build
LOSS_TOLERANCE = {"test_gpt2fp32cu": 1e-2, "test_gpt2cu": 0.05, "train_gpt2cu": 0.05}

FINISHED = {
    "test_gpt2fp32cu": re.compile(r"^overall okay: \d+$", re.M),
    "test_gpt2cu": re.compile(r"^overall okay: \d+$", re.M),
    "train_gpt2cu": re.compile(r"^total average iteration time: ", re.M),
}
STEP_LOSS = {
    "test_gpt2fp32cu": re.compile(r"^step (\d+): loss (\S+) \(took", re.M),
    "test_gpt2cu": re.compile(r"^step (\d+): loss (\S+) \(took", re.M),
    "train_gpt2cu": re.compile(r"^step\s+(\d+)/\d+ \| loss (\S+) ", re.M),
}
VAL_LOSS = re.compile(r"^val loss (\S+)$", re.M)
LOGITS_OK = re.compile(r"^(NOT )?OK \(LOGITS\)$", re.M)
LOSS_OK = re.compile(r"^(LOSS OK|LOSS MISMATCH): ", re.M)
# test_gpt2fp32cu checks all gradients as one tensor, test_gpt2cu one per parameter tensor
TENSOR = re.compile(r"^(?:checking tensor: (\S+)\n(?:.*\n)*?)?TENSOR (NOT )?OK\b", re.M)
NONDETERMINISM = re.compile(r"^Nondeterminism! .*$", re.M)


class RecordError(ValueError):
    pass


@dataclass(frozen=True)
class Verdict:
    name: str
    ok: bool
    detail: str

    def line(self) -> str:
        return f"CHECK {self.name} {'PASS' if self.ok else 'FAIL'} {self.detail}"


@dataclass
class Parsed:
    finished: bool
    step_losses: list[float]
    val_losses: list[float]
    own_checks: dict[str, bool]    # llm.c's verdicts against the float64 reference
    nondeterminism: list[str]


def parse(program: str, text: str) -> Parsed:
    own: dict[str, bool] = {}
    for m in LOGITS_OK.finditer(text):
        own["logits"] = m.group(1) is None
    for m in LOSS_OK.finditer(text):
        own["loss"] = m.group(1) == "LOSS OK"
    for i, m in enumerate(TENSOR.finditer(text)):
        own[f"grads.{m.group(1) or 'all'}" if m.group(1) or i == 0 else f"grads.{i}"] = m.group(2) is None
    return Parsed(finished=bool(FINISHED[program].search(text)),
                  step_losses=[float(m.group(2)) for m in STEP_LOSS[program].finditer(text)],
                  val_losses=[float(m.group(1)) for m in VAL_LOSS.finditer(text)],
                  own_checks=own, nondeterminism=NONDETERMINISM.findall(text))


def load_recorded(path: Path) -> dict:
    try:
        data = json.loads(path.read_text())
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path}:{exc.lineno}:{exc.colno}: not JSON: {exc.msg}") from None
    if not isinstance(data, dict) or not isinstance(data.get("runs"), dict):
        raise RecordError(f"{path}: no 'runs' mapping of program -> recorded run")
    return data


def _numbers(name: str, here: list[float], there: list[float], tolerance: float) -> Verdict:
    if len(here) != len(there):
        return Verdict(name, False, f"{len(here)} values here, {len(there)} on the GPU")
    if not there:
        return Verdict(name, True, "none printed here or on the GPU")
    worst = max(abs(a - b) for a, b in zip(here, there))
    ok = all(abs(a - b) <= tolerance for a, b in zip(here, there))  # NaN here fails
    return Verdict(name, ok, f"{len(here)} values, max |here - GPU| {worst:.3g} (tolerance {tolerance:g})")


def compare(program: str, text: str, recorded: dict) -> list[Verdict]:
    if program not in LOSS_TOLERANCE:
        raise RecordError(f"unknown program {program!r}; known: {', '.join(LOSS_TOLERANCE)}")
    run = recorded["runs"].get(program)
    if not isinstance(run, dict) or not isinstance(run.get("stdout"), str):
        raise RecordError(f"no recorded run of {program} (runs.{program}.stdout)")
    here, there = parse(program, text), parse(program, run["stdout"])
    device = recorded.get("device", "the GPU")
    verdicts = [Verdict("finished", here.finished, "the program printed its last line" if here.finished
                        else "the program stopped before its last line")]
    for name, ok_there in there.own_checks.items():
        ok_here = here.own_checks.get(name)
        if ok_here is None:
            verdicts.append(Verdict(f"reference.{name}", False, "not printed here"))
        elif ok_here or not ok_there:
            detail = "OK here and on the GPU" if ok_here else f"NOT OK here and on {device}"
            verdicts.append(Verdict(f"reference.{name}", True, detail))
        else:
            verdicts.append(Verdict(f"reference.{name}", False, f"NOT OK here, OK on {device}"))
    tolerance = LOSS_TOLERANCE[program]
    verdicts.append(_numbers("losses", here.step_losses, there.step_losses, tolerance))
    if there.val_losses or here.val_losses:
        verdicts.append(_numbers("val_losses", here.val_losses, there.val_losses, tolerance))
    if program == "test_gpt2cu":
        verdicts.append(Verdict("determinism", not here.nondeterminism and here.finished,
                                here.nondeterminism[0] if here.nondeterminism else
                                "the same losses after reloading the checkpoint"))
    return verdicts
