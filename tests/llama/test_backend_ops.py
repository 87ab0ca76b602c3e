"""The test-backend-ops parser: on transcripts in its console layout (tests/llama/data), and
the rows it writes are accepted by the platform's per-API row reader."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from zluda.llama import backend_ops
from zluda.platform import apirows

DATA = Path(__file__).parent / "data"


def parsed(name):
    return backend_ops.parse((DATA / name).read_text())


def test_cases_statuses_and_errors():
    report = parsed("backend-ops-layouts.txt")
    assert report.device_count == 2 and report.complete
    cuda = report.backend("CUDA0")
    assert cuda.description == "ZLUDA CPU" and cuda.tests_passed == (4, 7) and cuda.status == "FAIL"
    by_name = {c.name: c for c in cuda.cases}
    assert by_name["ADD(type=f32,ne=[10,5,4,3],nr=[1,1,1,1],nf=1)"].status == "ok"
    unsupported = next(c for c in cuda.cases if c.status == "not-supported")
    assert unsupported.op == "MUL_MAT" and "type_a=iq1_m" in unsupported.params and unsupported.detail == "CUDA0"
    fails = [c for c in cuda.cases if c.status == "fail"]
    assert [c.op for c in fails] == ["MUL_MAT", "SOFT_MAX"]
    assert fails[0].detail == "[MUL_MAT] NMSE = 0.013218731 > 0.000500000"
    assert fails[1].detail.startswith("[SOFT_MAX] NaN at index 3")
    # the unnamed allocation failure ahead of GET_ROWS: an orphan error, GET_ROWS itself passed
    assert report.orphan_errors == [("CUDA0", "failed to allocate tensors [CUDA0]", 18)]
    assert by_name["GET_ROWS(type=f32,n=256,m=5,r=4,be1=1,be2=1,v=0)"].status == "ok"
    # the "Failing tests:" list after the summary does not add cases
    assert len(cuda.cases) == 7 and report.backend("CPU").skipped == "Skipping"
    assert report.counts("CUDA0") == {"ok": 4, "fail": 3, "not-supported": 1, "crashed": 0}
    backend_ops.check_tested(report, "CUDA0")


def test_rows_are_valid_platform_rows(tmp_path):
    report = parsed("backend-ops-layouts.txt")
    out = tmp_path / "api_rows.json"
    backend_ops.write_json_atomic(out, backend_ops.api_rows(report, "CUDA0"))
    rows, problems = apirows.rows_from_file(out)
    assert problems == []
    verdicts = {}
    for row in rows:
        verdicts[row["verdict"]] = verdicts.get(row["verdict"], 0) + 1
        assert row["lib"] == "test-backend-ops/CUDA0"
    assert verdicts == {"pass": 4, "fail": 3, "unimplemented": 1}
    orphan = next(r for r in rows if r["fn"].startswith("unnamed case"))
    assert orphan["detail"] == "failed to allocate tensors [CUDA0]"


def test_cuda_not_listed_is_an_error():
    report = parsed("backend-ops-no-cuda.txt")
    assert [b.name for b in report.backends] == ["CPU"] and report.complete
    with pytest.raises(backend_ops.ParseError, match="CUDA0 was not listed .*failed to initialize CUDA"):
        backend_ops.check_tested(report, "CUDA0")


def test_listed_but_skipped_is_an_error():
    text = "Testing 1 devices\n\nBackend 1/1: CUDA0\n  Skipping\n1/1 backends passed\nOK\n"
    with pytest.raises(backend_ops.ParseError, match="listed but not tested: Skipping"):
        backend_ops.check_tested(backend_ops.parse(text), "CUDA0")


def test_crash_mid_case(tmp_path):
    report = parsed("backend-ops-crash.txt")
    assert not report.complete
    last = report.backend("CUDA0").cases[-1]
    assert last.status == "crashed" and last.op == "CPY"
    rows = backend_ops.api_rows(report, "CUDA0", crash_detail="CUDA error: an illegal memory access")
    assert rows[-1]["verdict"] == "fail" and rows[-1]["detail"].endswith("an illegal memory access")


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "zluda.llama", "ops-rows", *map(str, args)],
                          capture_output=True, text=True)


def test_cli_exit_status_and_output(tmp_path):
    stderr = tmp_path / "stderr.txt"
    stderr.write_text("ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected\n")
    out = tmp_path / "rows.json"
    done = run_cli(DATA / "backend-ops-no-cuda.txt", "--out", out, "--stderr", stderr)
    assert done.returncode == 1 and "CUDA0 was not listed" in done.stderr
    assert json.loads(out.read_text()) == []
    done = run_cli(DATA / "backend-ops-layouts.txt", "--out", out)
    assert done.returncode == 1 and "4 ok, 3 fail, 1 not supported" in done.stdout
    assert len(json.loads(out.read_text())) == 8
    passing = tmp_path / "pass.txt"
    passing.write_text("Testing 1 devices\n\nBackend 1/1: CUDA0\n  Device description: d\n\n"
                       "  ADD(type=f32,ne=[1,1,1,1]): OK\n  1/1 tests passed\n  Backend CUDA0: OK\n"
                       "1/1 backends passed\nOK\n")
    assert run_cli(passing, "--out", out).returncode == 0
