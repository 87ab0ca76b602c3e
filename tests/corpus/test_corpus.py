"""The HeCBench/Rodinia corpus without network or GPU: the recipe tables, the scanner that
proposes them, the runner's verdicts and time limit, the failure classifier, the summary
and the per-program rows."""

from __future__ import annotations

import json
import stat
import textwrap
from pathlib import Path

import pytest
import yaml

from zluda.corpus import classify, recipes, reporting, runner, scan, summary
from zluda.platform import apirows


# ---- the committed tables -----------------------------------------------------------------
@pytest.mark.parametrize("suite", recipes.SUITES)
def test_committed_table_loads_and_every_left_out_program_has_a_reason(suite):
    table = recipes.load(suite)
    assert table.revision and len(table.revision) == 40
    for program in table.programs.values():
        assert program.selected or program.excluded.strip()
        if program.selected:
            assert program.folder.startswith(("src/", "cuda/"))


def test_the_corpus_has_at_least_150_selected_programs():
    assert sum(len(recipes.load(s).selected()) for s in recipes.SUITES) >= 150


def test_workload_pins_the_same_revision_as_its_table():
    for suite in recipes.SUITES:
        workload = (recipes.WORKLOADS_DIR / suite / "workload.yaml").read_text()
        assert f"revision: {recipes.load(suite).revision}" in workload


def _table(programs, **extra):
    return {"suite": "hecbench", "source": {"git": "https://example.org/x", "revision": "a" * 40},
            "folder": "src/{name}-cuda", "programs": programs, **extra}


@pytest.mark.parametrize("programs, message", [
    ([{"name": "a", "args": []}, {"name": "a", "args": []}], "programs[1]: program 'a' listed twice"),
    ([{"name": "a"}], "programs[0]: a selected program needs args"),
    ([{"name": "a", "args": [], "pass": "("}], "programs[0].pass: not a regular expression"),
    ([{"name": "a", "args": [], "colour": 1}], "programs[0]: unknown key(s) colour"),
    ([{"name": "a", "excluded": " "}], "programs[0].excluded: expected the reason"),
    ([{"name": "a", "args": [], "timeout": 0}], "programs[0].timeout"),
    ([{"name": "a", "args": [], "env": {"ZLUDA_LOKSTEP": "always"}}],
     "programs[0].env.ZLUDA_LOKSTEP: ZLUDA_LOKSTEP is not in zluda/config.py's table"),
    ([{"name": "a", "args": [], "env": {"ZLUDA_LOCKSTEP": "sometimes"}}],
     "programs[0].env.ZLUDA_LOCKSTEP: ZLUDA_LOCKSTEP='sometimes': expected one of auto, always, never"),
    ([{"name": "a", "args": [], "env": ["ZLUDA_LOCKSTEP=always"]}], "programs[0].env: expected a mapping"),
])
def test_bad_table_is_one_error_naming_the_key_path(programs, message):
    with pytest.raises(recipes.RecipeError, match=None) as caught:
        recipes.parse(_table(programs), "t.yaml")
    assert str(caught.value).startswith("t.yaml: at ") and message in str(caught.value)


def test_build_flags_come_from_one_place():
    program = recipes.Program(name="a", folder="src/a-cuda", sources=("a.cu",), binary="a")
    argv = runner.build_command(program, "nvcc", "shared")
    assert argv[:1] == ["nvcc"] and "-cudart" in argv and argv[argv.index("-cudart") + 1] == "shared"
    assert f"-arch={recipes.ARCH}" in argv
    make = runner.build_command(recipes.Program(name="b", folder="src/b-cuda", args=()), "nvcc", "shared")
    assert make[0] == "make" and "CC=nvcc -cudart shared" in make and f"ARCH={recipes.ARCH}" in make


# ---- verdicts and the time limit ----------------------------------------------------------
@pytest.mark.parametrize("exit_code, output, passed, why", [
    (0, "n = 4\nPASS\n", True, "printed its pass verdict"),
    (0, "verify = FAIL\nPASS\n", False, "printed 'verify = FAIL'"),
    (0, "done\n", False, "printed no pass verdict"),
    (1, "PASS\n", False, "exit code 1"),
    (-11, "", False, "killed by signal 11"),
    (None, "PASS", False, "timed out"),
])
def test_verdict(exit_code, output, passed, why):
    program = recipes.Program(name="a", folder="f", args=())
    assert recipes.verdict(program, exit_code, output) == (passed, why)


def _script(folder: Path, name: str, body: str) -> str:
    path = folder / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return name


def test_run_one_records_output_and_verdict(tmp_path):
    program = recipes.Program(name="a", folder="f", args=("7",))
    binary = _script(tmp_path, "main", 'echo "arg $1"; echo PASS')
    record = runner.run_one(program, tmp_path, binary, [], 10, tmp_path / "out")
    assert record["passed"] and record["exit_code"] == 0 and "arg 7" in record["stdout"]
    assert record["args"] == ["7"]   # times compare only between runs of the same arguments


def test_run_one_sets_the_recipes_variables_for_the_run(tmp_path):
    table = recipes.parse(_table([{"name": "a", "args": [], "env": {"ZLUDA_LOCKSTEP_KERNELS": "*DCT8x8*"}}]), "t.yaml")
    program = table.programs["a"]
    assert program.env == (("ZLUDA_LOCKSTEP_KERNELS", "*DCT8x8*"),)
    binary = _script(tmp_path, "main", 'echo "kernels $ZLUDA_LOCKSTEP_KERNELS"; echo PASS')
    record = runner.run_one(program, tmp_path, binary, [], 10, tmp_path / "out")
    assert "kernels *DCT8x8*" in record["stdout"] and record["env"] == {"ZLUDA_LOCKSTEP_KERNELS": "*DCT8x8*"}


def test_run_one_kills_a_program_past_its_limit(tmp_path):
    program = recipes.Program(name="a", folder="f", args=())
    binary = _script(tmp_path, "main", "sleep 30 & wait")
    record = runner.run_one(program, tmp_path, binary, [], 0.5, tmp_path / "out")
    assert record["exit_code"] is None and record["why"] == "timed out" and record["seconds"] < 10


def test_build_and_run_records_each_program_as_it_finishes(tmp_path, monkeypatch):
    # a stand-in nvcc that "compiles" a program into a script printing its verdict: the
    # pipeline, its two records and its deadline, without a CUDA toolchain
    monkeypatch.setattr(runner, "toolchain_flags", lambda: [])
    nvcc = tmp_path / _script(tmp_path, "nvcc", 'while [ "$1" != -o ]; do shift; done; '
                                                'printf "#!/bin/sh\\necho \\"$(cat verdict)\\"\\n" > "$2"; '
                                                'chmod +x "$2"; [ "$(cat verdict)" != broken ]')
    source = tmp_path / "src"
    for name, verdict in (("good", "PASS"), ("bad", "FAIL"), ("broken", "broken")):
        (source / name).mkdir(parents=True)
        (source / name / "verdict").write_text(verdict)
    suite = recipes.Suite(name="hecbench", git="g", revision="r", folder="{name}", programs={
        name: recipes.Program(name=name, folder=name, args=(), sources=("main.cu",))
        for name in ("good", "bad", "broken")})
    record = runner.build_and_run_all(suite, source, tmp_path / "build", tmp_path / "out", tmp_path / "rec.json",
                                      "native", nvcc=str(nvcc), jobs=2)
    assert json.loads((tmp_path / "rec.json").read_text()) == record
    assert {n: b["built"] for n, b in record["builds"].items()} == {"bad": True, "broken": False, "good": True}
    assert {n: r["passed"] for n, r in record["runs"].items()} == {"bad": False, "good": True}
    built = json.loads((tmp_path / "build" / runner.BUILD_RECORD).read_text())["programs"]
    assert set(built) == {"good", "bad", "broken"} and built["good"]["binary"] == "main"
    late = runner.build_and_run_all(suite, source, tmp_path / "b2", tmp_path / "o2", tmp_path / "r2.json",
                                    "native", nvcc=str(nvcc), deadline=-1)
    assert late["builds"] == {} and late["runs"] == {}


def test_trimmed_keeps_head_and_tail():
    text = "h" * 100 + "m" * 1000 + "t" * 100
    out = runner.trimmed(text, 100, 100)
    assert out.startswith("h" * 100) and out.endswith("t" * 100) and "1000 characters left out" in out


# ---- the scanner --------------------------------------------------------------------------
MAKEFILE = """CC = nvcc
ARCH = sm_60
program = main
$(program): main.o
\t$(CC) -arch=$(ARCH) main.o -o $@ {libs}
run: $(program)
\t$(LAUNCHER) ./$(program) {args}
"""


def _program(root: Path, name: str, main: str, libs: str = "", args: str = "100 10") -> Path:
    folder = root / f"{name}-cuda"
    folder.mkdir(parents=True)
    (folder / "Makefile").write_text(MAKEFILE.format(libs=libs, args=args))
    (folder / "main.cu").write_text(textwrap.dedent(main))
    return folder


CHECKING = """
int main(int argc, char* argv[]) {
  const int n = atoi(argv[1]);
  const int repeat = atoi(argv[2]);
  printf("%s\\n", ok ? "PASS" : "FAIL");
}
"""


def test_scan_sets_the_repeat_argument_to_one(tmp_path):
    row = scan.propose(_program(tmp_path, "good", CHECKING))
    assert row == {"name": "good-cuda", "args": ["100", "1"]}


@pytest.mark.parametrize("main, libs, args, reason", [
    (CHECKING, "-lcufft", "1", "needs cuFFT"),
    ("#include <curand.h>\n" + CHECKING, "", "1", "needs cuRAND (host API)"),
    ("int main() { printf(\"done\\n\"); }", "", "1", "prints no verdict (no self-check)"),
    (CHECKING, "", "../data/graph.txt 4", "needs the data file ../data/graph.txt, not in the repository"),
])
def test_scan_leaves_out_with_the_reason(tmp_path, main, libs, args, reason):
    assert scan.propose(_program(tmp_path, "p", main, libs, args))["excluded"] == reason


def test_scan_leaves_out_a_program_built_with_another_compiler(tmp_path):
    folder = _program(tmp_path, "p", CHECKING)
    (folder / "Makefile").write_text((folder / "Makefile").read_text().replace("CC = nvcc", "CC = nvc++"))
    assert scan.propose(folder)["excluded"] == "built with nvc++, not nvcc"


# ---- the classifier -----------------------------------------------------------------------
def _calls(tmp_path: Path, calls: list[dict]) -> Path:
    path = tmp_path / "calls.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in calls))
    return path


FAILED_RUN = {"passed": False, "exit_code": 1, "why": "exit code 1", "timeout": 120}


def test_classify_names_the_ptx_instruction_and_its_group(tmp_path):
    stderr = "zluda: module.ptx:120:5: error: unsupported instruction 'tex.2d.v4.f32.f32'\n"
    result = classify.classify(FAILED_RUN, stderr, None)
    assert result == {"first_failure": "PTX tex.2d.v4.f32.f32: unsupported instruction 'tex.2d.v4.f32.f32'",
                      "cause": "textures and surfaces"}


def test_classify_takes_the_first_failing_call_not_a_state_query(tmp_path):
    calls = _calls(tmp_path, [
        {"fn": "cudaMalloc", "ok": True, "status_name": "cudaSuccess"},
        {"fn": "cudaStreamQuery", "ok": False, "status_name": "cudaErrorNotReady"},
        {"fn": "cudaGraphLaunch", "ok": False, "status_name": "cudaErrorNotSupported", "unimplemented": True},
        {"fn": "cudaFree", "ok": False, "status_name": "cudaErrorInvalidValue"},
    ])
    result = classify.classify(FAILED_RUN, "", calls)
    assert result == {"first_failure": "cudaGraphLaunch -> not implemented", "cause": "CUDA graphs"}


@pytest.mark.parametrize("run, stderr, first, cause", [
    ({"passed": False, "exit_code": None, "why": "timed out", "timeout": 60}, "", "timed out after 60 s",
     "over the time limit"),
    ({"passed": False, "exit_code": 0, "why": "printed 'FAIL'"}, "", "wrong result (printed 'FAIL')", "wrong results"),
    ({"passed": False, "exit_code": -11, "why": "killed by signal 11"}, "", "crashed (killed by signal 11)", "crashes"),
    # HeCBench's fft: the assert-enabled LLVM aborted the process, not the program's own assert
    ({"passed": False, "exit_code": 134, "why": "exit code 134"},
     "main: /build/llvm/lib/Target/X86/X86CmovConversion.cpp:785: void {anonymous}::X86CmovConversionImpl::"
     "convertCmovInstsToBranches(...) const: Assertion `Unfolded && \"Should never fail to unfold a loading "
     "cmov!\"' failed.\n", "LLVM aborted compiling a kernel (X86CmovConversion.cpp: Unfolded && \"Should never "
     "fail to unfold a loading cmov!\")", "LLVM assertions while compiling a kernel"),
    ({"passed": False, "exit_code": 1, "why": "exit code 1"},
     "k.cu:7: void k(): block: [0,0,0], thread: [3,0,0] Assertion `x > 0` failed.\n",
     "a device-side assertion failed", "device-side assertions"),
])
def test_classify_without_a_failing_call(run, stderr, first, cause):
    assert classify.classify(run, stderr, None) == {"first_failure": first, "cause": cause}


def test_classify_says_where_a_program_ran_out_of_time(tmp_path):
    calls = _calls(tmp_path, [{"fn": "cudaMalloc", "ok": True}, {"fn": "__cudaPopCallConfiguration", "ok": True}])
    run = {"passed": False, "exit_code": None, "why": "timed out", "timeout": 60}
    assert classify.classify(run, "", calls) == {
        "first_failure": "timed out after 60 s in a kernel (last call __cudaPopCallConfiguration)",
        "cause": "over the time limit"}


def test_cublas_functions_are_one_group():
    assert classify.group("cublasSgeam -> not implemented") == "cuBLAS / cuBLASLt functions"
    assert classify.group("cublasLtMatmulDescInit_internal -> not implemented") == "cuBLAS / cuBLASLt functions"


def test_a_passed_run_has_no_cause():
    assert classify.classify({"passed": True}, "", None) == {}


# ---- summary, rows, report table ----------------------------------------------------------
SUITE = recipes.parse(_table([{"name": "a", "args": []}, {"name": "b", "args": []}, {"name": "c", "args": []},
                              {"name": "d", "excluded": "needs cuFFT"}]), "t.yaml")
NATIVE = {"device": "NVIDIA H200", "builds": {n: {"built": True} for n in "abc"},
          "runs": {"a": {"passed": True, "seconds": 1.0, "why": "ok"}, "b": {"passed": True, "seconds": 2.0, "why": "ok"},
                   "c": {"passed": False, "seconds": 3.0, "why": "exit code 1"}}}
CPU = {"builds": {n: {"built": True} for n in "abc"},
       "runs": {"a": {"passed": True, "why": "ok", "seconds": 5.0},
                "b": {"passed": False, "why": "exit code 1", "seconds": 6.0, "first_failure": "PTX tex: x",
                      "cause": "textures and surfaces"},
                "c": {"passed": False, "why": "exit code 1", "seconds": 7.0, "first_failure": "f -> e",
                      "cause": "f; measured by hand"}}}


def test_summary_counts_and_groups_causes():
    numbers = summary.summarize(summary.program_rows(SUITE, NATIVE, CPU))
    assert {k: numbers[k] for k in ("programs", "excluded", "h200_pass", "zluda_pass", "zluda_pass_of_h200_pass")} == \
        {"programs": 3, "excluded": 1, "h200_pass": 2, "zluda_pass": 1, "zluda_pass_of_h200_pass": 1}
    # a diagnosis 'group; what was measured' counts under its group
    assert numbers["causes"] == {"textures and surfaces": 1, "f": 1}
    assert numbers["by_suite"]["hecbench"]["programs"] == 3
    assert numbers["left_out"] == {"left out: needs cuFFT": 1}


def test_rows_expect_known_failures_only():
    known = {"runs": {"b": {"passed": False, "why": "exit code 1", "cause": "textures and surfaces"}}}
    rows = {r["fn"]: r for r in summary.api_rows(SUITE, CPU, NATIVE, known)}
    assert rows["a"]["verdict"] == "pass" and "baseline" not in rows["a"]
    assert rows["b"]["baseline"] == "textures and surfaces"
    assert rows["c"]["baseline"].startswith("fails on the GPU too")
    # a new failure has no baseline: the runner reports it as unexpected
    rows = {r["fn"]: r for r in summary.api_rows(SUITE, CPU, NATIVE, {})}
    assert "baseline" not in rows["b"]


def test_rows_pass_the_runner_schema_and_make_the_report_tables(tmp_path):
    path = tmp_path / "api_rows.json"
    path.write_text(json.dumps(summary.api_rows(SUITE, CPU, NATIVE, {})))
    rows, problems = apirows.rows_from_file(path)
    assert problems == [] and {r["verdict"] for r in rows} == {"pass", "fail", "expected-fail"}
    tables = reporting.corpus_tables([{"cell": "host/cpu/hecbench", "api_rows": rows}])
    assert [t["id"] for t in tables] == ["corpus-host/cpu/hecbench", "corpus-causes-host/cpu/hecbench"]
    assert tables[0]["title"] == "host/cpu/hecbench: 1 of 3 programs pass"
    assert [r["cells"][0]["text"] for r in tables[1]["rows"]] == ["textures and surfaces", "f"]
    assert tables[0]["columns"][-1] == "cause"
    assert {r["cells"][0]["text"]: r["cells"][-1]["text"] for r in tables[0]["rows"]} == \
        {"a": "", "b": "textures and surfaces", "c": "f; measured by hand"}


def test_markdown_table_lists_selected_programs_and_causes():
    rows = summary.program_rows(SUITE, NATIVE, CPU)
    text = summary.markdown(rows, summary.summarize(rows), "NVIDIA H200")
    assert "| textures and surfaces | 1 |" in text
    assert "| hecbench | b | yes | yes | no | PTX tex: x | 6.0 s | 2.0 s | textures and surfaces |" in text
    assert "| hecbench | c | yes | no | no | f -> e | 7.0 s | 3.0 s | f; measured by hand |" in text
    assert "| f | 1 |" in text
    assert "| needs cuFFT | 1 |" in text


def test_committed_summary_matches_the_committed_records():
    committed = json.loads(summary.SUMMARY_PATH.read_text())
    fresh = summary.summarize(summary.all_rows())
    assert {k: committed[k] for k in fresh} == fresh


def test_merge_native_adds_programs_and_refuses_another_revision(tmp_path, monkeypatch, capsys):
    from zluda.corpus.__main__ import main
    monkeypatch.setattr(recipes, "WORKLOADS_DIR", tmp_path)
    target = summary.native_path("hecbench")
    target.parent.mkdir(parents=True)
    target.write_text(json.dumps({"revision": "r1", "device": "A", "builds": {"a": {"built": True}},
                                  "runs": {"a": {"passed": True}}}))
    new = tmp_path / "new.json"
    new.write_text(json.dumps({"revision": "r1", "device": "B", "builds": {"b": {"built": True}},
                               "runs": {"b": {"passed": False}}}))
    assert main(["merge-native", "hecbench", str(new)]) == 0
    merged = json.loads(target.read_text())
    assert set(merged["runs"]) == {"a", "b"} and merged["device"] == "B"
    new.write_text(json.dumps({"revision": "r2", "runs": {}}))
    assert main(["merge-native", "hecbench", str(new)]) == 1
    assert "is of revision r2" in capsys.readouterr().err


def test_record_takes_the_tables_diagnosis_for_a_failure(tmp_path):
    diagnosed = next(p for p in recipes.load("hecbench").programs.values() if p.diagnosis)
    results = {"suite": "hecbench", "revision": "r", "builds": {diagnosed.name: {"built": True, "seconds": 1.0}},
               "runs": {diagnosed.name: {"passed": False, "why": "printed 'FAIL'", "exit_code": 0, "seconds": 4.0,
                                         "timeout": 60, "stdout": "FAIL\n", "stderr": ""}}}
    (tmp_path / "results.json").write_text(json.dumps(results))
    entry = summary.cpu_record([tmp_path])["runs"][diagnosed.name]
    assert entry["first_failure"] == "wrong result (printed 'FAIL')" and entry["cause"] == diagnosed.diagnosis


def test_the_report_draws_the_corpus_tables(tmp_path):
    from zluda.platform import workload_tables
    path = tmp_path / "api_rows.json"
    path.write_text(json.dumps(summary.api_rows(SUITE, CPU, NATIVE, {})))
    rows, _ = apirows.rows_from_file(path)
    tables = workload_tables.tables_for([{"cell": "host/cpu/hecbench", "api_rows": rows},
                                         {"cell": "host/cpu/samples", "api_rows": []}])
    assert [t["id"] for t in tables] == ["corpus-host/cpu/hecbench", "corpus-causes-host/cpu/hecbench"]


def test_record_judges_a_run_by_the_table_as_it_is_now(tmp_path):
    program = next(p for p in recipes.load("hecbench").programs.values() if p.pass_pattern == "^SUCCESS$")
    results = {"suite": "hecbench", "revision": "r", "builds": {program.name: {"built": True}},
               "runs": {program.name: {"passed": False, "why": "printed no pass verdict", "exit_code": 0,
                                       "seconds": 5.0, "timeout": 60, "stdout": "", "stderr": ""}}}
    (tmp_path / "results.json").write_text(json.dumps(results))
    (tmp_path / program.name).mkdir()
    (tmp_path / program.name / "stdout.txt").write_text("time 1.0 (s)\nSUCCESS\n")
    entry = summary.cpu_record([tmp_path])["runs"][program.name]
    assert entry["passed"] and entry["why"] == "printed its pass verdict" and "cause" not in entry


def test_record_merge_keeps_the_programs_a_rerun_left_out(tmp_path, monkeypatch):
    from zluda.corpus.__main__ import main
    monkeypatch.setattr(recipes, "WORKLOADS_DIR", tmp_path)
    monkeypatch.setattr(summary, "write", lambda: {"programs": 0, "h200_pass": 0, "zluda_pass": 0})
    target = summary.cpu_path("hecbench")
    target.parent.mkdir(parents=True)
    recipes.table_path("hecbench").write_text(yaml.safe_dump(_table([
        {"name": "a", "args": []}, {"name": "b", "args": []},
        {"name": "c", "args": [], "diagnosis": "over the time limit: only the size"}])))
    target.write_text(json.dumps({"schema_version": 1, "builds": {"a": {"built": True}, "b": {"built": True}},
                                  "runs": {"a": {"passed": True, "why": "printed its pass verdict"},
                                           "b": {"passed": False, "why": "timed out"},
                                           "c": {"passed": False, "why": "timed out", "cause": "over the time limit"}}}))
    rerun = tmp_path / "rerun"
    rerun.mkdir()
    (rerun / "results.json").write_text(json.dumps({
        "suite": "elsewhere", "builds": {"b": {"built": True, "seconds": 1.0}},
        "runs": {"b": {"passed": True, "why": "printed its pass verdict", "exit_code": 0, "seconds": 200.0,
                       "timeout": 300.0, "stdout": "PASS\n", "stderr": ""}}}))
    assert main(["record", "hecbench", "--merge", str(rerun)]) == 0
    merged = json.loads(target.read_text())["runs"]
    assert merged["a"]["passed"] and merged["b"]["passed"] and merged["b"]["seconds"] == 200.0
    assert merged["c"]["cause"] == "over the time limit: only the size"   # the table's diagnosis as it is now
    assert main(["record", "hecbench", str(rerun)]) == 0   # without --merge: the rerun alone
    assert set(json.loads(target.read_text())["runs"]) == {"b"}
