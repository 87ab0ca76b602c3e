"""Real runs of the fixture matrix: every cell's verdict is what the program really did."""

from __future__ import annotations

import re
from datetime import datetime

from platform_support import by_cell, load_run, no_process_mentions


def test_main_command_passes_with_the_baseline_and_writes_every_report(main_run):
    done, reports = main_run
    assert done.returncode == 0, done.stdout + done.stderr
    latest = reports / "latest"
    assert latest.is_symlink()
    for name in ("index.html", "summary.md", "junit.xml", "results.json"):
        assert (latest / name).stat().st_size > 0, name
    cells = by_cell(load_run(latest))
    assert cells["host/cpu/fixture-pass"]["verdict"] == "pass"
    for name, outcome in (("fail", "fail"), ("abort", "crash"), ("segv", "crash"), ("hang", "timeout")):
        cell = cells[f"host/cpu/fixture-{name}"]
        assert (cell["verdict"], cell["outcome"], cell["unexpected"]) == ("expected-fail", outcome, False), cell
        assert "(expected: fixture that" in cell["reason"]
        assert len(cell["attempts"]) == 1  # an expected failure is not rerun
    assert cells["host/cpu/fixture-flake"]["verdict"] == "flake"
    vecadd = cells["host/cpu/fixture-cuda-vecadd"]
    assert vecadd["verdict"] == "pass", vecadd  # built by nvcc, run by `zluda run` on the CPU device
    # the tier its kernel ran at (the tests' ZLUDA_CPU_TIER), in the result and on the page
    assert vecadd["kernel_tiers"] == {"quick": 1}, vecadd["kernel_tiers"]
    assert "kernels: 1 at quick" in (latest / "index.html").read_text()
    assert cells["host/cpu/fixture-pass"]["kernel_tiers"] == {}
    # the final summary line
    assert f"zluda matrix: {len(cells)} cells" in done.stderr and "0 unexpected" in done.stderr
    # a green run tells the truth at a glance: no red badge on the page, a junit with 0 failures
    # (the fixtures' failures and the sweep's known differences are expected-fail: grey)
    page = (latest / "index.html").read_text().split("</style>", 1)[1]
    assert "v-fail" not in page and "v-unimplemented" not in page
    assert re.search(r'<testsuites [^>]*failures="0"', (latest / "junit.xml").read_text())


def test_strict_run_reports_each_failure_kind_and_exits_nonzero(strict_run):
    done, run_dir = strict_run
    assert done.returncode == 1, done.stderr
    cells = by_cell(load_run(run_dir))
    expect = {"fixture-pass": "unexpected-pass", "fixture-fail": "fail", "fixture-abort": "crash",
              "fixture-segv": "crash", "fixture-hang": "timeout", "fixture-flake": "flake"}
    for name, verdict in expect.items():
        assert cells[f"host/cpu/{name}"]["verdict"] == verdict, cells[f"host/cpu/{name}"]
    # the program's own death by a signal (the shell exec'd it), not a shell's exit status 128+n
    assert (cells["host/cpu/fixture-abort"]["steps"][-1]["signal"], cells["host/cpu/fixture-abort"]["steps"][-1]["exit_code"]) == ("SIGABRT", None)
    assert (cells["host/cpu/fixture-segv"]["steps"][-1]["signal"], cells["host/cpu/fixture-segv"]["steps"][-1]["exit_code"]) == ("SIGSEGV", None)
    hang = cells["host/cpu/fixture-hang"]
    assert hang["steps"][-1]["timed_out"] and "process group was killed" in hang["reason"]
    # unexpected failures are rerun once; the flake passed on its rerun
    assert [a["outcome"] for a in cells["host/cpu/fixture-fail"]["attempts"]] == ["fail", "fail"]
    assert [a["outcome"] for a in cells["host/cpu/fixture-flake"]["attempts"]] == ["fail", "pass"]
    assert (run_dir / "cells" / "host__cpu__fixture-flake" / "attempt-1" / "logs" / "run-sums.stdout.txt"
            ).read_text().startswith("cold cache")
    # exit status lists exactly the unexpected ones
    summary = load_run(run_dir)["summary"]
    assert sorted(summary["unexpected"]) == sorted(
        f"host/cpu/{n}" for n in ("fixture-pass", "fixture-fail", "fixture-abort", "fixture-segv", "fixture-hang"))
    for cell in summary["unexpected"]:
        assert f"unexpected: {cell}" in done.stderr


def test_hang_is_killed_with_its_child_while_the_other_cells_run(strict_run):
    _, run_dir = strict_run
    cells = by_cell(load_run(run_dir))
    hang = cells["host/cpu/fixture-hang"]
    start = datetime.fromisoformat(hang["timings"]["started"])
    end = start.timestamp() + hang["timings"]["duration_s"]
    def interval(c):
        begin = datetime.fromisoformat(c["timings"]["started"]).timestamp()
        return begin, begin + c["timings"]["duration_s"]
    # another cell was running at some moment while the hang was being waited for
    overlapping = [c for c in cells.values() if c is not hang and
                   interval(c)[0] < end and interval(c)[1] > start.timestamp()]
    assert overlapping, "no other cell ran while the hang was being waited for"
    # the forked child of the hanging program died with its process group
    assert no_process_mentions(str(run_dir / "cells")) == []


def test_logs_and_checks_are_recorded(strict_run):
    _, run_dir = strict_run
    cells = by_cell(load_run(run_dir))
    fail = cells["host/cpu/fixture-fail"]
    pattern_check = next(c for c in fail["checks"] if c["kind"] == "output")
    assert not pattern_check["ok"] and "sum = 7" in pattern_check["detail"]
    assert (run_dir / fail["steps"][-1]["stdout"]).read_text() == "sum = 7\n"
    abort = cells["host/cpu/fixture-abort"]
    assert "fixture: aborting" in (run_dir / abort["steps"][-1]["stderr"]).read_text()
    passed = cells["host/cpu/fixture-pass"]
    reference = next(c for c in passed["checks"] if c["kind"] == "reference")
    assert reference["ok"] and "max rel error" in reference["detail"]
    # the second program's own per-API rows are merged
    assert {(r["lib"], r["fn"], r["source"]) for r in passed["api_rows"]} == {
        ("py.math", "sqrt.f64", "workload"), ("py.math", "fma.rn.f64", "workload"),
        ("py.int", "add.s32.wrap", "workload")}


def test_cells_that_cannot_run_here_are_unsupported_with_the_reason(tmp_path):
    """nvidia needs a real NVIDIA GPU (CI and this machine have none); a ROCm image needs
    the Docker executor, which the images area adds."""
    import os
    import shutil

    from platform_support import fixture_matrix, run_platform

    matrix = fixture_matrix(tmp_path)
    text = matrix.read_text().replace("backends: [cpu]", "backends: [cpu, nvidia]")
    matrix.write_text(text)
    done = run_platform("matrix", "--matrix", str(matrix), "--backend", "nvidia", "--workload", "fixture-pass",
                        "--rocm", "6.4", "--image", "host", "--reports", str(tmp_path / "r"), "--run-id", "x")
    assert done.returncode == 0, done.stderr
    cells = by_cell(load_run(tmp_path / "r" / "x"))
    assert sorted(cells) == ["host/nvidia/fixture-pass", "rocm-6.4/nvidia/fixture-pass"]
    assert all(c["verdict"] == "unsupported" and not c["unexpected"] for c in cells.values())
    no_gpu = not (os.path.exists("/dev/nvidiactl") or shutil.which("nvidia-smi"))
    # the ROCm cell is refused for whichever need is missing first here: the Docker
    # executor (no engine) or, where a Docker engine runs, the NVIDIA GPU
    rocm_reason = cells["rocm-6.4/nvidia/fixture-pass"]["reason"]
    assert "needs the 'docker' executor" in rocm_reason or (no_gpu and "needs a real NVIDIA GPU" in rocm_reason), rocm_reason
    if no_gpu:
        assert "needs a real NVIDIA GPU" in cells["host/nvidia/fixture-pass"]["reason"]


def test_baseline_skips_and_known_flakes(tmp_path):
    from platform_support import fixture_matrix, run_platform

    matrix = fixture_matrix(tmp_path, """
        baseline:
          flakes:
            - cells: "*/*/fixture-fail"
              reason: pretend it is a known flake
          skips:
            - cells: "host/*/fixture-hang"
              reason: too slow for this test
        """)
    done = run_platform("matrix", "--matrix", str(matrix), "--workload", "fixture-fail,fixture-hang",
                        "--reports", str(tmp_path / "r"), "--run-id", "x")
    assert done.returncode == 0, done.stderr
    cells = by_cell(load_run(tmp_path / "r" / "x"))
    fail, hang = cells["host/cpu/fixture-fail"], cells["host/cpu/fixture-hang"]
    assert fail["verdict"] == "flake" and len(fail["attempts"]) == 1  # known flakes are not rerun
    assert "known flake: pretend it is a known flake" in fail["reason"]
    assert hang["verdict"] == "skip" and hang["reason"] == "too slow for this test" and hang["steps"] == []


def test_include_exclude_and_timeouts_shape_the_plan(tmp_path):
    from platform_support import fixture_matrix
    from zluda.platform import matrix as matrix_module

    path = fixture_matrix(tmp_path)
    path.write_text(path.read_text().replace("backends: [cpu]", "backends: [cpu, nvidia]") + """
include: ["host/*/fixture-*"]
exclude:
  - cells: "*/nvidia/fixture-hang"
    reason: no point hanging on a GPU
""")
    loaded = matrix_module.load(path)
    cells = {c.id: c for c in matrix_module.plan(loaded)}
    assert "host/nvidia/fixture-hang" not in cells and "host/cpu/fixture-hang" in cells
    assert len(cells) == 2 * 7 - 1
    assert cells["host/cpu/fixture-hang"].timeout == 2.0  # the matrix's cell rule beats the workload's 3 s
    assert cells["host/cpu/fixture-cuda-vecadd"].timeout == 300  # the workload's own
    assert cells["host/cpu/fixture-pass"].timeout == 600  # the default
    only = matrix_module.plan(loaded, backends_=["nvidia"], workloads=["fixture-p*"])
    assert [c.id for c in only] == ["host/nvidia/fixture-pass"]
