"""Verdicts of per-API rows, the way deqp-runner gives them per test: pure functions.

A call passes when it returns what NVIDIA returns for the same call, not when it returns
success. What NVIDIA returns comes from a reference trace recorded on an NVIDIA GPU, or,
for a self-checking program whose checks passed, from the program itself: such a program
provokes errors on purpose and verifies each status it gets.

A row (one function in one cell) is then judged against the baseline: a failure the
baseline knows is `expected-fail`, a pass the baseline expects to fail is
`unexpected-pass`. Only the unexpected verdicts fail a run (and junit.xml).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Call:
    """One traced call and what is known of NVIDIA's answer to it."""

    status: str
    ok: bool                          # the library reported success
    unimplemented: bool = False
    nvidia: frozenset[str] | None = None   # statuses NVIDIA returned for this function
    same_program: bool = False        # `nvidia` was recorded running this very program
    program_vouches: bool = False     # a self-checking program ran it and its checks passed


# First matching rule wins: (condition, call outcome, why). A reference recorded from
# another program only says which errors NVIDIA gives at all, so it can clear an error
# but never condemn a success.
CALL_RULES: list[tuple[Callable[[Call], bool], str, str]] = [
    (lambda c: c.unimplemented, "unimplemented", "not implemented by the backend"),
    (lambda c: c.nvidia is not None and c.status in c.nvidia, "pass", "NVIDIA returns it"),
    (lambda c: c.nvidia is not None and c.same_program, "fail", "NVIDIA returns {nvidia}"),
    (lambda c: c.ok, "pass", "success"),
    (lambda c: c.program_vouches, "pass", "the program expects it"),
    (lambda c: True, "fail", "an error that no reference and no check expects"),
]


def judge_call(call: Call) -> tuple[str, str]:
    """(outcome, why) of one call: outcome is pass, fail or unimplemented."""
    for condition, outcome, why in CALL_RULES:
        if condition(call):
            return outcome, why.format(nvidia=", ".join(sorted(call.nvidia or ())))
    raise AssertionError("the last rule matches every call")


# a row's observed outcome is its worst call's
OUTCOME_RANK = {"unimplemented": 0, "fail": 1, "pass": 2}


def row_outcome(call_outcomes) -> str:
    return min(call_outcomes, key=OUTCOME_RANK.__getitem__, default="pass")


# (observed outcome, the baseline knows the row fails) -> (verdict, unexpected)
ROW_VERDICTS: dict[tuple[str, bool], tuple[str, bool]] = {
    ("pass", False): ("pass", False),
    ("pass", True): ("unexpected-pass", True),
    ("fail", False): ("fail", True),
    ("fail", True): ("expected-fail", False),
    ("unimplemented", False): ("unimplemented", True),
    ("unimplemented", True): ("expected-fail", False),
}


def row_verdict(observed: str, baseline_reason: str | None) -> tuple[str, bool]:
    """(verdict, unexpected) of a row whose calls came out `observed`."""
    try:
        return ROW_VERDICTS[(observed, baseline_reason is not None)]
    except KeyError:
        raise ValueError(f"API row outcome {observed!r}: expected one of pass, fail, unimplemented") from None


def is_unexpected(row: dict) -> bool:
    """For rows of any age: results written before rows carried `unexpected` had only
    pass/fail/unimplemented, and every non-pass was a failure."""
    if "unexpected" in row:
        return bool(row["unexpected"])
    return row.get("verdict") in ("fail", "unimplemented")
