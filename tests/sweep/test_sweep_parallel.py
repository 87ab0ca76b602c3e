"""The full set on worker processes (`--jobs`): same verdicts as the in-process run, a
journal that survives an interrupted run, and refusal of a journal of other work."""

import json

import pytest

from zluda.sweep import parallel, verify
from zluda.sweep.backends import ZludaBackend
from zluda.translate.meta import TRANSLATOR_VERSION

# single-chunk variants and one of four 2^22-tuple random chunks, against the H200 digests
IDS = ("cvt.rn.f32.u8", "cvt.f32.f16", "not.b16", "cvt.rzi.s8.f16", "add.rn.f32")


@pytest.fixture
def variants(by_id):
    return [by_id[i] for i in IDS]


@pytest.fixture
def small_units(monkeypatch):
    monkeypatch.setattr(parallel, "UNIT_CHUNKS", 2)   # add.rn.f32's 4 chunks become 2 units


def _verdicts(report):
    return {v["variant"]: (v["status"], v["mode"], v["compared"], v["mismatches"]) for v in report["variants"]}


def test_workers_give_the_in_process_verdicts(variants, small_units, tmp_path):
    journal = tmp_path / "journal.jsonl"
    report = parallel.run(variants, None, 2, journal)
    assert report["units"] == {"total": 6, "done": 6, "missing": 0, "missing_first": []}
    assert report["translator_versions"] == {TRANSLATOR_VERSION: 6}
    serial = verify.run(ZludaBackend(), variants, full=True)
    assert _verdicts(report) == _verdicts(serial)
    assert all(status == "pass" for status, *_ in _verdicts(report).values()), _verdicts(report)
    assert report["evaluations"] == sum(v["compared"] for v in serial["variants"])


def test_an_interrupted_run_resumes_from_its_journal(variants, small_units, tmp_path):
    journal = tmp_path / "journal.jsonl"
    full = parallel.run(variants, None, 2, journal)
    lines = journal.read_text().splitlines()
    assert len(lines) == 1 + 6   # header + one line per unit
    # as if killed: two units recorded, the third torn mid-line
    journal.write_text("\n".join(lines[:3]) + "\n" + lines[3][:25])
    units = parallel.units_of(variants, None)
    done = parallel.read_journal(journal, json.loads(lines[0]))
    partial = parallel.report_from(units, done, 1.0, 0)
    assert partial["units"]["done"] == 2 and partial["units"]["missing"] == 4
    resumed = parallel.run(variants, None, 2, journal)
    assert resumed["units"]["missing"] == 0
    assert resumed["evaluations_this_run"] == full["evaluations"] - partial["evaluations"]
    assert _verdicts(resumed) == _verdicts(full)


def test_a_journal_of_other_work_is_refused(variants, small_units, tmp_path):
    journal = tmp_path / "journal.jsonl"
    parallel.run(variants[:1], "0/2", 1, journal)
    with pytest.raises(ValueError, match="journal of other work"):
        parallel.run(variants[:1], "1/2", 1, journal)
