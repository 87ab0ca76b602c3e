"""API-row verdicts as deqp-runner gives them per test: a call passes when it returns what
NVIDIA returns, a row the baseline knows is expected-fail, and junit.xml fails exactly the
unexpected results. The pure functions first, then real matrix runs of an nvcc-built
program that misuses the runtime on purpose."""

from __future__ import annotations

import json
import textwrap
import xml.etree.ElementTree as ET

import pytest

from platform_support import REPO, load_run, run_platform, write
from zluda.platform import apirows, verdicts
from zluda.platform.verdicts import Call
from zluda.shim import build

NVIDIA_BAD_DEVICE = frozenset({"cudaErrorInvalidDevice"})


@pytest.mark.parametrize("call, outcome", [
    # NVIDIA's own status for the call, recorded from the same program: the error passes
    (Call("cudaErrorInvalidDevice", ok=False, nvidia=NVIDIA_BAD_DEVICE, same_program=True), "pass"),
    # ... and success where NVIDIA fails is a failure, not a pass
    (Call("cudaSuccess", ok=True, nvidia=NVIDIA_BAD_DEVICE, same_program=True), "fail"),
    (Call("cudaErrorInvalidValue", ok=False, nvidia=NVIDIA_BAD_DEVICE, same_program=True), "fail"),
    # a reference from another program clears the errors NVIDIA gives, condemns no success
    (Call("cudaErrorInvalidDevice", ok=False, nvidia=NVIDIA_BAD_DEVICE), "pass"),
    (Call("cudaSuccess", ok=True, nvidia=NVIDIA_BAD_DEVICE), "pass"),
    (Call("cudaErrorInvalidValue", ok=False, nvidia=NVIDIA_BAD_DEVICE), "fail"),
    # no reference: a self-checking program that passed vouches for its errors
    (Call("cudaErrorNotReady", ok=False, program_vouches=True), "pass"),
    (Call("cudaErrorNotReady", ok=False), "fail"),
    (Call("cudaSuccess", ok=True), "pass"),
    # not implemented is its own outcome, whatever else is known
    (Call("cudaErrorNotSupported", ok=False, unimplemented=True, program_vouches=True,
          nvidia=frozenset({"cudaErrorNotSupported"})), "unimplemented"),
])
def test_a_call_passes_when_it_returns_what_nvidia_returns(call, outcome):
    assert verdicts.judge_call(call)[0] == outcome


def test_row_verdicts_against_the_baseline():
    assert verdicts.row_outcome(["pass", "fail", "pass"]) == "fail"
    assert verdicts.row_outcome(["fail", "unimplemented"]) == "unimplemented"
    assert verdicts.row_outcome([]) == "pass"
    table = {(observed, known): verdicts.row_verdict(observed, "known" if known else None)
             for observed in ("pass", "fail", "unimplemented") for known in (False, True)}
    assert table == {
        ("pass", False): ("pass", False), ("pass", True): ("unexpected-pass", True),
        ("fail", False): ("fail", True), ("fail", True): ("expected-fail", False),
        ("unimplemented", False): ("unimplemented", True), ("unimplemented", True): ("expected-fail", False),
    }
    with pytest.raises(ValueError, match="'crash'"):
        verdicts.row_verdict("crash", None)
    # rows written before `unexpected` existed: every non-pass was a failure
    assert verdicts.is_unexpected({"verdict": "fail"}) and not verdicts.is_unexpected({"verdict": "pass"})
    assert not verdicts.is_unexpected({"verdict": "expected-fail", "unexpected": False})


def test_a_per_program_reference_and_self_checked_programs(tmp_path):
    call = ('{"seq": 1, "lib": "cudart", "fn": "cudaStreamQuery", "status": 600, '
            '"status_name": "cudaErrorNotReady", "ok": false}\n')
    write(tmp_path / "run" / "streams" / "calls.jsonl", call)
    write(tmp_path / "run" / "other" / "calls.jsonl", call)
    traces = sorted((tmp_path / "run").glob("*/calls.jsonl"))
    rows, _ = apirows.rows_from_trace(traces, vouching={"streams"})
    (row,) = rows
    assert row["verdict"] == "fail" and row["unexpected"] and row["first_failure"]["trace"] == "other"
    rows, _ = apirows.rows_from_trace(traces, vouching={"streams", "other"})
    assert rows[0]["verdict"] == "pass" and rows[0]["expected_errors"] == {"cudaErrorNotReady": 2}
    # NVIDIA, recorded running `streams`, said success: its NotReady fails even if vouched for
    write(tmp_path / "ref" / "streams" / "summary.json",
          '{"per_api": {"cudart/cudaStreamQuery": {"statuses": {"cudaSuccess": 1}}}}')
    reference = apirows.expected_statuses(tmp_path / "ref")
    rows, _ = apirows.rows_from_trace(traces, reference, vouching={"streams", "other"})
    assert rows[0]["verdict"] == "fail" and "NVIDIA returns cudaSuccess" in rows[0]["detail"]
    assert rows[0]["first_failure"]["trace"] == "streams"
    rows, _ = apirows.rows_from_trace(traces, reference, baseline=lambda lib, fn: "known: timing")
    assert (rows[0]["verdict"], rows[0]["unexpected"], rows[0]["baseline"]) == ("expected-fail", False, "known: timing")


def _misuse_matrix(folder, *, self_checking: bool, baseline: str = ""):
    workloads = write(folder / "misuse.yaml", f"""
        schema_version: 1
        name: misuse
        source: {{path: {REPO / "workloads" / "fixtures" / "src"}}}
        needs: {{tools: [nvcc]}}
        build:
          - {{name: nvcc, command: 'nvcc -O2 -cudart shared -o "$ZLUDA_CELL_BUILD/misuse" misuse.cu'}}
        run:
          - name: misuse
            cuda: true
            self_checking: {str(self_checking).lower()}
            command: '"$ZLUDA_CELL_BUILD/misuse"'
            checks:
              - output: {{pattern: '^CHECK \\S+ FAIL', absent: true}}
        """)
    head = f"schema_version: 1\naxes: {{images: [host], backends: [cpu], workloads: [{{file: {workloads}}}]}}\n"
    return write(folder / "matrix.yaml", head + textwrap.dedent(baseline).lstrip())


@pytest.fixture(scope="module")
def drop_in_libraries():
    """The project's CUDA libraries, built as `invoke build` builds them (a fresh clone has
    none): the cells run nvcc-built programs on them."""
    build.build_all()


def _junit(run_dir):
    root = ET.parse(run_dir / "junit.xml").getroot()
    return root, {c.get("name"): c for c in root.findall(".//testcase")}


def test_misuse_that_nvidia_answers_the_same_is_green(tmp_path, drop_in_libraries):
    done = run_platform("matrix", "--matrix", str(_misuse_matrix(tmp_path, self_checking=True)),
                        "--reports", str(tmp_path / "reports"), "--run-id", "green", timeout=300)
    run_dir = tmp_path / "reports" / "green"
    assert done.returncode == 0, done.stderr
    run = load_run(run_dir)
    rows = {r["fn"]: r for r in run["cells"][0]["api_rows"]}
    assert rows["cudaSetDevice"]["verdict"] == "pass"
    assert rows["cudaSetDevice"]["expected_errors"] == {"cudaErrorInvalidDevice": 1}
    root, cases = _junit(run_dir)
    assert root.get("failures") == "0" and cases["cudart/cudaSetDevice"].find("failure") is None
    html = (run_dir / "index.html").read_text()
    assert 'id="unexpected"' not in html and "v-fail" not in html.split('<h2>Environment')[0].split("</style>")[1]


def test_one_unexpected_api_failure_fails_the_run_and_junit(tmp_path, drop_in_libraries):
    done = run_platform("matrix", "--matrix", str(_misuse_matrix(tmp_path, self_checking=False)),
                        "--reports", str(tmp_path / "reports"), "--run-id", "red", timeout=300)
    run_dir = tmp_path / "reports" / "red"
    assert done.returncode == 1, done.stderr
    assert "unexpected: host/cpu/misuse: cudart/cudaSetDevice" in done.stderr
    run = load_run(run_dir)
    assert run["cells"][0]["verdict"] == "pass"  # the program itself passed
    assert run["summary"]["unexpected_api"] == ["host/cpu/misuse: cudart/cudaSetDevice"]
    root, cases = _junit(run_dir)
    assert root.get("failures") == "1"
    failure = cases["cudart/cudaSetDevice"].find("failure")
    assert failure.get("type") == "fail" and "cudaErrorInvalidDevice" in failure.get("message")
    html = (run_dir / "index.html").read_text()
    above_workloads = html.split("<h2>Workloads")[0]
    assert "1 unexpected result in 1 cells (1 API row)" in above_workloads
    # the cell itself passed: its badge in the grid says that one of its rows did not
    grid = above_workloads.split('id="matrix"')[1].split("</table>")[0]
    assert '<small class="rows-unexpected">1 unexpected row</small>' in grid
    assert "cudart/cudaSetDevice" in above_workloads.split('id="unexpected"')[1]

    # the same failure, known to the matrix's baseline: expected-fail, junit skips it
    known = _misuse_matrix(tmp_path / "known", self_checking=False, baseline="""
        baseline:
          api:
            - {cells: "*/cpu/misuse", api: "cudart/cudaSet*", reason: "misused on purpose, checked by hand"}
        """)
    done = run_platform("matrix", "--matrix", str(known), "--reports", str(tmp_path / "reports"),
                        "--run-id", "known", timeout=300)
    assert done.returncode == 0, done.stderr
    row = {r["fn"]: r for r in load_run(tmp_path / "reports" / "known")["cells"][0]["api_rows"]}["cudaSetDevice"]
    assert (row["verdict"], row["unexpected"]) == ("expected-fail", False)
    root, cases = _junit(tmp_path / "reports" / "known")
    assert root.get("failures") == "0"
    assert "misused on purpose" in cases["cudart/cudaSetDevice"].find("skipped").get("message")


def test_sweep_rows_the_sweep_baseline_knows_render_as_expected_fail(tmp_path):
    """The PTX sweep's baseline.json lists variants known to differ from the H200: their
    rows reach the matrix as expected-fail, not as red failures."""
    from zluda.sweep import verify
    from zluda.sweep.compare import Outcome

    outcomes = [Outcome("fma.rm.bf16", "fma", passed=False, compared=8, mismatches=3),
                Outcome("add.s32", "add", passed=False, compared=8, mismatches=1),
                Outcome("sub.s32", "add", passed=True, compared=8)]
    sweep_rows = verify.api_rows(outcomes, verify.Baseline({"fma.rm.*": "directed rounding not modelled"}))
    path = write(tmp_path / "api_rows.json", json.dumps(sweep_rows))
    rows, problems = apirows.rows_from_file(path)
    assert problems == []
    got = {r["fn"]: (r["verdict"], r["unexpected"]) for r in rows}
    assert got == {"fma.rm.bf16": ("expected-fail", False), "add.s32": ("fail", True), "sub.s32": ("pass", False)}
    assert {r["fn"]: r.get("baseline") for r in rows}["fma.rm.bf16"] == "directed rounding not modelled"


def test_profiles_count_known_failures_apart_from_unexpected_ones():
    from zluda.platform import profiles

    assert profiles.profile_state(["pass", "unexpected-pass"]) == "pass"
    assert profiles.profile_state(["pass", "expected-fail"]) == "expected-fail"
    assert profiles.profile_state(["expected-fail", "fail"]) == "fail"
    assert profiles.profile_state(["fail", "unimplemented"]) == "unimplemented"
