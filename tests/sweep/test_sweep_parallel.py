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


def test_two_ends_of_one_run_join_into_one_journal(variants, small_units, tmp_path):
    # two machines on the same work: one costliest first, one cheapest first, cut short
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    whole = parallel.run(variants, None, 2, tmp_path / "whole.jsonl")
    parallel.run(variants, None, 1, a)
    parallel.run(variants, None, 1, b, cheapest_first=True)
    header, *rows_a = a.read_text().splitlines()
    rows_b = b.read_text().splitlines()[1:]
    assert json.loads(rows_b[0])["unit"] == json.loads(rows_a[-1])["unit"]   # the other end first
    a.write_text("\n".join([header] + rows_a[:2]) + "\n")        # a: the two costliest units
    b.write_text("\n".join([header] + rows_b[:4]) + "\n")        # b: the four cheapest
    counts = parallel.absorb(a, [b], json.loads(header))
    assert counts == {"kept": 2, "added": 4, "replaced": 0, "units": 6}
    joined = parallel.read_journal(a, json.loads(header))
    report = parallel.report_from(parallel.units_of(variants, None), joined, 1.0, 0)
    assert report["units"]["missing"] == 0 and _verdicts(report) == _verdicts(whole)


def test_joining_keeps_the_newest_translators_row(variants, small_units, tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    parallel.run(variants[:1], None, 1, a)
    header, row = a.read_text().splitlines()
    old = dict(json.loads(row), translator="1", seconds=99.0)
    b.write_text(header + "\n" + json.dumps(old) + "\n")
    assert parallel.absorb(a, [b], json.loads(header))["replaced"] == 0      # older: ignored
    assert parallel.read_journal(a, json.loads(header))[old["unit"]]["seconds"] != 99.0
    newer = dict(old, translator=str(int(TRANSLATOR_VERSION) + 1))
    b.write_text(header + "\n" + json.dumps(newer) + "\n")
    assert parallel.absorb(a, [b], json.loads(header))["replaced"] == 1
    assert parallel.read_journal(a, json.loads(header))[old["unit"]]["seconds"] == 99.0


def test_joining_refuses_a_journal_of_other_work(variants, small_units, tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    parallel.run(variants[:1], None, 1, a)
    parallel.run(variants[:1], "0/2", 1, b)
    before = a.read_bytes()
    with pytest.raises(ValueError, match="journal of other work"):
        parallel.absorb(a, [b], parallel.journal_header(None))
    assert a.read_bytes() == before   # nothing half-joined
