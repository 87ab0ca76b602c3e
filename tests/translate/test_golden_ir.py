"""The translator's output against its golden copy (goldenkit.py, golden/): the final IR
of small kernels of each kind, text for text, and the sha256 of the IR of every .ptx
file of the project under every configuration that changes generated code.

A change that is meant to change the IR regenerates them:
`python -m pytest tests/translate/test_golden_ir.py --regen-golden` (then review the
.ll diffs and bump TRANSLATOR_VERSION in zluda/translate/meta.py)."""

import difflib
import json

import pytest

import goldenkit

REGEN_HINT = ("if the change is intended: python -m pytest tests/translate/test_golden_ir.py --regen-golden "
              "(and bump TRANSLATOR_VERSION in zluda/translate/meta.py)")
DIFF_LINES = 200   # of a case's unified diff shown; the rest is counted


@pytest.fixture(scope="module")
def produced(request):
    """Every configuration's output; with --regen-golden, written as the golden files first."""
    result = goldenkit.produce_all()
    if request.config.getoption("--regen-golden"):
        for path in goldenkit.write_all(result):
            print("rewrote", path.relative_to(goldenkit.REPO))
    return result


@pytest.mark.parametrize("name", sorted(goldenkit.CASES))
def test_case_matches_golden(produced, name):
    case = goldenkit.CASES[name]
    actual = produced[case.config]["cases"][name]
    expected = case.expected_path.read_text()
    if actual == expected:
        return
    diff = list(difflib.unified_diff(expected.splitlines(), actual.splitlines(), f"golden/{case.expected_path.name}",
                                     f"{case.produce.__name__}({case.source}, {case.config})", lineterm=""))
    shown = diff[:DIFF_LINES] + ([f"... {len(diff) - DIFF_LINES} more diff lines"] if len(diff) > DIFF_LINES else [])
    pytest.fail(f"{name}: the output differs from golden/{case.expected_path.name}\n" + "\n".join(shown)
                + "\n" + REGEN_HINT, pytrace=False)


def test_suite_ir_matches_golden(produced):
    document = json.loads(goldenkit.SUITE_FILE.read_text())
    assert sorted(document["configs"]) == sorted(goldenkit.CONFIGS), \
        "suite_ir.json was written for other configurations: " + REGEN_HINT
    changed = goldenkit.suite_differences(document["files"], goldenkit.suite_table(produced))
    if changed:
        pytest.fail(f"{len(changed)} (file, unit, configuration) digests differ from golden/suite_ir.json:\n"
                    + "\n".join(changed) + "\n" + REGEN_HINT, pytrace=False)


def test_suite_covers_every_kind():
    """The suite is only a proof if it holds what the translator does: kernels of each
    form in each configuration, and the switches each change some kernel."""
    table = json.loads(goldenkit.SUITE_FILE.read_text())["files"]
    digests = [units for file_units in table.values() for units in file_units.values()]
    translated = [u for u in digests if not u["default"].startswith("error")]
    assert len(translated) >= 50
    for config in ("coroutines", "whole-loops", "no-chains", "lockstep-always", "exact-ftz"):
        assert any(u[config] != u["default"] for u in translated), f"{config} changes no kernel of the suite"


def test_every_pass_has_its_golden_output():
    """Each pass of the pipeline describes what it produced (pass_output.DESCRIBE) and has a
    golden case of that output, so a change in any pass shows in its own file."""
    from zluda.translate.pass_output import DESCRIBE, PASS_NAMES
    assert sorted(DESCRIBE) == sorted(PASS_NAMES)
    assert sorted(goldenkit.PASS_INPUTS) == sorted(PASS_NAMES)
    for name in PASS_NAMES:
        case = goldenkit.CASES[f"{goldenkit.PASS_INPUTS[name][:-4]}.after.{name}"]
        assert case.expected_path.exists(), f"no golden output for pass {name}: " + REGEN_HINT
