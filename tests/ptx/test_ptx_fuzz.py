"""The PTX fuzzer (zluda/ptxfuzz.py): every input that once crashed the front end or the
translator is replayed, and mutated PTX runs for ZLUDA_PTX_FUZZ_SECONDS (default 60;
`invoke fuzz-ptx --seconds N` runs it longer and saves what it finds) with nothing but
located errors coming out, each input within ptxfuzz.INPUT_SECONDS of CPU time."""

from __future__ import annotations

import time

import pytest

from zluda import config, ptxfuzz

CRASHES = ptxfuzz.crash_cases()


@pytest.mark.parametrize("name,data", CRASHES, ids=[name for name, _ in CRASHES])
def test_an_input_that_once_crashed_gives_an_outcome(name, data):
    start = time.process_time()
    with ptxfuzz.time_limit(ptxfuzz.INPUT_SECONDS, ptxfuzz.INPUT_WALL_SECONDS):
        outcome = ptxfuzz.run_one(data)
    assert outcome in ("error", "problem", "parsed", "translated")
    assert time.process_time() - start < ptxfuzz.INPUT_SECONDS


def test_the_crash_folder_holds_the_issue_reproducers():
    # the inputs of issue 31 stay in the folder: seeds of every run, replayed above
    assert len(CRASHES) >= 13


def test_an_escaping_exception_is_a_finding():
    # a located error is an outcome; anything else propagates
    assert ptxfuzz.run_one(b".version 8.0\n.target sm_80\n.global .u32 x = {1,,2};\n") == "error"
    with pytest.raises(ptxfuzz.Hang, match="of CPU time"):
        with ptxfuzz.time_limit(0.2):
            while True:
                pass
    # a pipeline that blocks without using CPU is caught by the wall clock
    with pytest.raises(ptxfuzz.Hang, match="0.3 s of wall time"):
        with ptxfuzz.time_limit(5, wall_seconds=0.3):
            time.sleep(10)


def test_fuzzing_finds_nothing_for_a_bounded_time(tmp_path):
    seconds = config.get("ZLUDA_PTX_FUZZ_SECONDS")
    report = ptxfuzz.fuzz(seconds, seed=0, save_to=tmp_path)
    assert not report.failures, (f"{len(report.failures)} input(s) escaped, saved as {report.saved}:\n"
                                 + report.failures[0][1] + f"\ninput: {report.failures[0][0][:2000]!r}")
    # the run exercised both sides: inputs rejected with a located error, and inputs that
    # went through translation
    assert report.runs > 50, report
    assert report.outcomes.get("error", 0) > 0 and report.outcomes.get("translated", 0) > 0, report.outcomes
