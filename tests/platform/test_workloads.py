"""User workload files: a git source at a revision, several programs with their own
checks, reference files with numeric tolerances, own per-API rows."""

from __future__ import annotations

import json
import subprocess

import numpy as np
import pytest

from platform_support import REPO, by_cell, load_run, run_platform, write
from zluda.platform import checks, config, workloads


def _git(folder, *args):
    subprocess.run(["git", "-C", str(folder), *args], check=True, capture_output=True)


def test_git_source_at_a_revision_with_two_programs(tmp_path, monkeypatch):
    upstream = tmp_path / "upstream"
    write(upstream / "app.py", """
        import sys
        print("version", 1)
        print("values", 1.0, 2.0000004, 3.0)
        sys.exit(0)
        """)
    write(upstream / "ref.txt", "version 1\nvalues 1.0 2.0 3.0\n")
    _git(upstream.parent, "init", "-q", str(upstream))
    _git(upstream, "add", ".")
    _git(upstream, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "v1")
    revision = subprocess.run(["git", "-C", str(upstream), "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True).stdout.strip()
    # a later commit that must NOT be what runs
    write(upstream / "app.py", "raise SystemExit(9)\n")
    _git(upstream, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "v2")
    mine = write(tmp_path / "mine.yaml", f"""
        schema_version: 1
        name: users-app
        source: {{git: "file://{upstream}", revision: {revision}}}
        run:
          - name: loose
            command: '"$PYTHON" app.py'
            checks:
              - reference: {{expected: ref.txt, rtol: 1.0e-6}}
          - name: strict
            command: '"$PYTHON" app.py'
            checks:
              - reference: {{expected: ref.txt, rtol: 1.0e-9}}
        """)
    env = dict(__import__("os").environ, ZLUDA_CACHE_DIR=str(tmp_path / "cache"))
    done = run_platform("matrix", "--workloads", str(mine), "--backend", "cpu", "--reports",
                        str(tmp_path / "reports"), "--run-id", "r", env=env)
    assert done.returncode == 1, done.stderr  # the strict program fails; nothing expects it
    cell = by_cell(load_run(tmp_path / "reports" / "r"))["host/cpu/users-app"]
    rows = {(c["step"], c["kind"]): c for c in cell["checks"]}
    assert rows[("loose", "reference")]["ok"]
    strict = rows[("strict", "reference")]
    assert not strict["ok"] and "first at line 2: 2.0000004 vs 2" in strict["detail"], strict
    assert cell["verdict"] == "fail" and "strict" in cell["reason"]


def test_reference_check_formats(tmp_path):
    ctx = checks.StepContext("s", 0, None, tmp_path / "out.txt", tmp_path / "err.txt", tmp_path, tmp_path)
    (tmp_path / "out.txt").write_text("loss 2.5000\n")
    (tmp_path / "err.txt").write_text("")
    (tmp_path / "ref.txt").write_text("loss 2.5\n")
    (tmp_path / "other.txt").write_text("accuracy 2.5\n")
    assert checks.check_reference({"expected": "ref.txt"}, ctx)[0]
    ok, detail, _ = checks.check_reference({"expected": "other.txt"}, ctx)
    assert not ok and "text around the numbers differs" in detail
    np.save(tmp_path / "got.npy", np.array([[1.0, 2.0], [3.0, 4.001]], dtype=np.float32))
    np.save(tmp_path / "want.npy", np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32))
    spec = {"file": "got.npy", "expected": "want.npy", "format": "npy"}
    ok, detail, _ = checks.check_reference(dict(spec, atol=1e-2), ctx)
    assert ok, detail
    ok, detail, _ = checks.check_reference(dict(spec, atol=1e-4), ctx)
    assert not ok and "1 of 4 values out of tolerance; first at index 3" in detail
    np.array([1, 2, 3], dtype="<f4").tofile(tmp_path / "got.f32")
    np.array([1, 2], dtype="<f4").tofile(tmp_path / "want.f32")
    ok, detail, _ = checks.check_reference({"file": "got.f32", "expected": "want.f32", "format": "f32"}, ctx)
    assert not ok and detail == "3 values, the reference has 2"


def test_api_rows_from_a_trace_in_the_tracer_format(tmp_path):
    """The tracer area has not landed here yet, so this writes calls.jsonl by hand in the
    contract's format; the runner reads exactly that file from a cell's trace folder."""
    from zluda.platform import apirows

    calls = [
        {"seq": 1, "tid": 7, "lib": "cudart", "fn": "cudaMalloc", "symbol": "cudaMalloc", "args": {"size": 64},
         "status": 0, "status_name": "cudaSuccess", "ok": True, "unimplemented": False},
        {"seq": 2, "tid": 7, "lib": "cudart", "fn": "cudaMemcpy", "symbol": "cudaMemcpy", "args": {"count": 64},
         "status": 0, "status_name": "cudaSuccess", "ok": True, "unimplemented": False},
        {"seq": 3, "tid": 7, "lib": "cudart", "fn": "cudaMemcpy", "symbol": "cudaMemcpy", "args": {"count": 1 << 40},
         "status": 1, "status_name": "cudaErrorInvalidValue", "ok": False, "unimplemented": False},
        {"seq": 4, "tid": 7, "lib": "cublas", "fn": "cublasSgemm", "symbol": "cublasSgemm_v2", "args": {"m": 4},
         "status": 6, "status_name": "CUBLAS_STATUS_NOT_SUPPORTED", "ok": False, "unimplemented": True},
        {"seq": 5, "tid": 7, "lib": "cudart", "fn": "cudaFree", "symbol": "cudaFree", "args": {},
         "status": 1, "status_name": "cudaErrorInvalidValue", "ok": False, "unimplemented": False},
    ]
    path = tmp_path / "calls.jsonl"
    path.write_text("".join(json.dumps(call) + "\n" for call in calls) + '{"seq": 6, "lib": "cud')  # cut by a crash
    reference = tmp_path / "ref"
    write(reference / "summary.json", json.dumps({"calls": 1, "per_api": {
        "cudart/cudaFree": {"calls": 1, "statuses": {"cudaErrorInvalidValue": 1}}}}))
    rows, problems = apirows.rows_from_trace(path, apirows.expected_statuses(reference))
    rows = {(r["lib"], r["fn"]): r for r in rows}
    memcpy = rows[("cudart", "cudaMemcpy")]
    assert memcpy["calls"] == 2 and memcpy["verdict"] == "fail"
    assert memcpy["first_failure"] == {"seq": 3, "index": 2, "args": {"count": 1 << 40}, "status": 1,
                                       "status_name": "cudaErrorInvalidValue", "trace": path.parent.name,
                                       "why": "an error that no reference and no check expects"}
    assert memcpy["unexpected_statuses"] == {"cudaErrorInvalidValue": 1}
    assert rows[("cublas", "cublasSgemm")]["verdict"] == "unimplemented"
    # a cell's run steps each leave a trace: rows count the calls of all of them
    merged, _ = apirows.rows_from_trace([path, path])
    assert {(r["lib"], r["fn"]): r["calls"] for r in merged}[("cudart", "cudaMemcpy")] == 4
    assert rows[("cudart", "cudaMalloc")]["verdict"] == "pass"
    assert rows[("cudart", "cudaFree")]["verdict"] == "pass"  # NVIDIA returns the same status
    assert len(problems) == 1 and "line 6" in problems[0]
    # failures first, in the cell's rows and in the report's per-workload table
    ordered = [r["verdict"] for r in apirows.sort_failures_first(list(rows.values()))]
    assert ordered == ["unimplemented", "fail", "pass", "pass"]
    from zluda.platform import report
    table = report._api_table([{"cell": "host/cpu/w", "api_rows": list(rows.values())},
                               {"cell": "host/nvidia/w", "api_rows": [dict(memcpy, verdict="pass")]}])
    assert [r["fn"] for r in table["rows"]][:2] == ["cublasSgemm", "cudaMemcpy"] and table["failing"] == 2
    assert table["columns"] == ["host/cpu/w", "host/nvidia/w"]
    from zluda.platform import profiles
    run = {"cells": [{"profile": "llmc", "api_rows": list(rows.values())}]}
    llmc = next(p for p in profiles.progress(run, profiles.load_all()) if p["name"] == "llmc")
    states = {f["fn"]: f["state"] for f in llmc["functions"]}
    assert states["cudaMalloc"] == "pass" and states["cudaMemcpy"] == "fail"
    assert states["cublasSgemm_v2"] == "unimplemented" and states["cudaSetDevice"] == "not called"
    assert llmc["passing"] == 2 and llmc["total"] == 46


def test_invalid_api_rows_file_becomes_a_failed_check(tmp_path):
    from zluda.platform import apirows

    path = write(tmp_path / "api_rows.json", json.dumps([{"lib": "ptx", "fn": "add.s32", "calls": -1,
                                                          "verdict": "pass"}]))
    rows, problems = apirows.rows_from_file(path)
    assert rows == [] and "at [0].calls" in problems[0]


def test_steps_import_the_runners_zluda_package(tmp_path):
    """`"$PYTHON" -m zluda.<area>` in a step gets this tree's package, not a stale one that
    comes earlier on the caller's PYTHONPATH (or an install of another checkout)."""
    stale = write(tmp_path / "stale" / "zluda" / "__init__.py", "raise SystemExit('stale zluda imported')\n")
    mine = write(tmp_path / "app" / "workload.yaml", """
        schema_version: 1
        name: which-zluda
        source: {path: .}
        run:
          - name: import
            command: '"$PYTHON" -c "import zluda, sys; print(zluda.__file__)"'
            checks:
              - output: {pattern: 'zluda/__init__.py$'}
        """)
    env = dict(__import__("os").environ, ZLUDA_CACHE_DIR=str(tmp_path / "cache"),
               PYTHONPATH=str(stale.parent.parent))
    done = run_platform("matrix", "--workloads", str(mine), "--backend", "cpu", "--reports",
                        str(tmp_path / "reports"), "--run-id", "r", env=env)
    cell = by_cell(load_run(tmp_path / "reports" / "r"))["host/cpu/which-zluda"]
    assert done.returncode == 0 and cell["verdict"] == "pass", (done.stderr, cell.get("reason"))
    printed = (tmp_path / "reports" / "r" / cell["steps"][0]["stdout"]).read_text().strip()
    assert printed == str(REPO / "zluda" / "__init__.py")


def test_git_source_with_only_some_paths(tmp_path, monkeypatch):
    """`paths:` checks out only the named files and fetches no other file's contents."""
    from zluda.platform import workloads

    upstream = tmp_path / "upstream"
    write(upstream / "include" / "api.h", "int api(void);\n")
    write(upstream / "bin" / "wanted.dll", "wanted\n")
    write(upstream / "bin" / "huge.pdb", "not fetched\n")
    _git(upstream.parent, "init", "-q", str(upstream))
    _git(upstream, "add", ".")
    _git(upstream, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "v1")
    _git(upstream, "config", "uploadpack.allowFilter", "true")
    revision = subprocess.run(["git", "-C", str(upstream), "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True).stdout.strip()
    huge = subprocess.run(["git", "-C", str(upstream), "rev-parse", "HEAD:bin/huge.pdb"], capture_output=True,
                          text=True, check=True).stdout.strip()
    manifest = write(tmp_path / "sparse.yaml", f"""
        schema_version: 1
        name: sparse-app
        source: {{git: "file://{upstream}", revision: {revision}, paths: [/include/, /bin/wanted.dll]}}
        run:
          - name: list
            command: ls
        """)
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path / "cache"))
    (workload,) = workloads.load_file(manifest)
    folder = workloads.resolve_source(workload)
    files = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file() and ".git" not in p.parts)
    assert files == [".zluda-checkout-done", "bin/wanted.dll", "include/api.h"], files
    missing = subprocess.run(["git", "-C", str(folder), "cat-file", "-e", huge], capture_output=True,
                             env=dict(__import__("os").environ, GIT_NO_LAZY_FETCH="1"))
    assert missing.returncode != 0, "the unneeded file's contents were fetched"


def test_an_image_that_runs_only_some_workloads_skips_the_others(tmp_path):
    """`workloads:` on an image: its other cells are skipped with the image's reason."""
    from zluda.platform import matrix

    write(tmp_path / "w.yaml", """
        schema_version: 1
        workloads:
          - {schema_version: 1, name: linux-app, run: [{name: r, command: "true"}]}
          - {schema_version: 1, name: win-app, run: [{name: r, command: "true"}]}
        """)
    path = write(tmp_path / "matrix.yaml", """
        schema_version: 1
        axes:
          images: [host, {name: wine-box, workloads: ["win-*"], why: it runs Windows programs}]
          backends: [cpu]
          workloads: [{file: w.yaml}]
        baseline:
          skips:
            - {cells: "host/*/win-app", reason: a Windows program}
        """)
    cells = {c.id: c.expectation.skip for c in matrix.plan(matrix.load(path))}
    assert cells == {"host/cpu/linux-app": None, "host/cpu/win-app": "a Windows program",
                     "wine-box/cpu/linux-app": "the wine-box image runs only win-*: it runs Windows programs",
                     "wine-box/cpu/win-app": None}


def test_run_from_takes_another_workloads_steps_and_own_steps_replace_them(tmp_path):
    write(tmp_path / "base" / "workload.yaml", """
        schema_version: 1
        name: base
        run:
          - {name: one, command: 'echo one', checks: [{output: {pattern: '^one$'}}]}
          - {name: two, command: 'echo two'}
          - {name: three, command: 'echo three'}
        """)
    variant = write(tmp_path / "variant" / "workload.yaml", """
        schema_version: 1
        name: variant
        run_from: {file: ../base/workload.yaml, steps: [three, one]}
        run:
          - {name: one, command: 'echo ONE'}
          - {name: four, command: 'echo four'}
        """)
    (loaded,) = workloads.load_file(variant)
    assert [(s["name"], s["command"]) for s in loaded.spec["run"]] == [
        ("three", "echo three"), ("one", "echo ONE"), ("four", "echo four")]
    everything = write(tmp_path / "all.yaml", "schema_version: 1\nname: all\nrun_from: {file: base/workload.yaml}\n")
    (loaded,) = workloads.load_file(everything)
    assert loaded.spec["run"][0]["checks"] == [{"output": {"pattern": "^one$"}}]
    assert [s["name"] for s in loaded.spec["run"]] == ["one", "two", "three"]


@pytest.mark.parametrize("reference, words", [
    ("{file: base.yaml, steps: [one, nine]}", "run_from.steps[1]: workload 'base' has no run step 'nine' (its steps: one)"),
    ("{file: nowhere.yaml}", "run_from.file: 'nowhere.yaml': no such workload file"),
    ("{file: probe.yaml}", "run_from.file: 'probe.yaml' takes its run steps from this file in turn"),
    ("{file: base.yaml, workload: other}", "run_from.workload: 'base.yaml' holds no workload 'other' (it holds base)"),
])
def test_run_from_that_cannot_be_honoured_names_its_key(tmp_path, reference, words):
    write(tmp_path / "base.yaml", "schema_version: 1\nname: base\nrun: [{name: one, command: 'true'}]\n")
    probe = write(tmp_path / "probe.yaml", f"schema_version: 1\nname: probe\nrun_from: {reference}\n")
    with pytest.raises(config.ConfigError) as refused:
        workloads.load_file(probe)
    assert words in str(refused.value)
    assert str(refused.value).startswith(f"{probe}:3:")
