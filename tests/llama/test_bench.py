"""The llama bench suite's first-launch probe and its reading."""

import time

import pytest

from zluda.llama import bench, launch_probe


def test_probe_writes_the_first_launch_time_once(tmp_path, monkeypatch):
    out = tmp_path / "first"
    monkeypatch.setenv(launch_probe.ENV, str(out))
    monkeypatch.setattr(launch_probe, "_done", type(launch_probe._done)())
    calls = []
    wrapped = launch_probe._wrap(lambda *a: calls.append(a) or 7)
    before = time.monotonic_ns()
    assert wrapped(1, 2) == 7
    first = int(out.read_text())
    assert before <= first <= time.monotonic_ns()
    assert wrapped(3) == 7 and int(out.read_text()) == first  # later launches leave it alone
    assert calls == [(1, 2), (3,)]
    assert bench.first_launch_seconds(out, first - 2_500_000_000) == pytest.approx(2.5)


def test_no_launch_is_an_error(tmp_path):
    with pytest.raises(bench.BenchError, match="launched no kernel"):
        bench.first_launch_seconds(tmp_path / "missing", 0)
