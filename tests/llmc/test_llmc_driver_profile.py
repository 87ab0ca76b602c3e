"""llm.c's programs at the driver boundary (zluda/llmc/driverprofile.py): the summary of a
recorded trace, the committed recordings of the default builds on NVIDIA's driver
(workloads/llmc/nvidia/driver-*.json, workloads/llmc/record_driver_h200.sh) replayed
against the project's libcuda and tables, and the profile derived from them."""

import json
import subprocess
import sys

import pytest
import yaml

from zluda.api import export_tables
from zluda.llmc import driverprofile
from zluda.platform import profiles


def _call(seq, lib, fn, parent=None, status="CUDA_SUCCESS"):
    return {"seq": seq, "lib": lib, "fn": fn, "parent": parent, "depth": 0 if parent is None else 1,
            "status": 0 if status == "CUDA_SUCCESS" else 1, "status_name": status}


def test_summary_splits_the_runtimes_calls_from_cublass(tmp_path):
    calls = [_call(1, "cuda", "cuInit"), _call(2, "cuda", "cuCtxGetCurrent"), _call(3, "cuda", "cuCtxGetCurrent"),
             _call(4, "cublas", "cublasSgemm_v2"), _call(5, "cuda", "cuLaunchKernel", parent=4),
             _call(6, "cuda", "cuFuncGetAttribute", parent=5),   # nested twice: still cuBLAS's
             _call(7, "cuda", "cuLaunchKernel"), _call(8, "cuda", "cuMemFree_v2", status="CUDA_ERROR_INVALID_VALUE")]
    trace = tmp_path / "calls.jsonl"
    trace.write_text("".join(json.dumps(c) + "\n" for c in calls))
    log = tmp_path / "export-log.jsonl"
    uuid = export_tables.TABLES[0].uuid
    log.write_text("".join(json.dumps(e) + "\n" for e in [
        {"event": "proc", "symbol": "cuInit", "version": 2000}, {"event": "proc", "symbol": "cuInit", "version": 2000},
        {"event": "proc", "symbol": "", "version": 0},
        {"event": "table", "table": uuid, "status": 0}, {"event": "slot", "table": uuid, "slot": 2},
        {"event": "slot", "table": uuid, "slot": 2}, {"event": "slot_return", "table": uuid, "slot": 2}]))
    record = driverprofile.summarize("test_gpt2fp32cu", trace, log, {"device": "GPU"})
    assert record["device"] == "GPU" and record["driver_calls"] == 7
    assert record["driver"]["cuLaunchKernel"] == {"calls": 2, "by": {"cublas": 1, "runtime": 1},
                                                  "statuses": {"CUDA_SUCCESS": 2}}
    assert record["driver"]["cuFuncGetAttribute"]["by"] == {"cublas": 1}
    assert record["driver"]["cuMemFree_v2"]["statuses"] == {"CUDA_ERROR_INVALID_VALUE": 1}
    assert record["libraries"] == {"cublas/cublasSgemm_v2": 1}
    assert record["runtime_sequence"] == ["cuInit", "cuCtxGetCurrent x2", "cuLaunchKernel", "cuMemFree_v2"]
    # a log without callers (the logger before it named them) is all the program's
    assert record["export_tables"] == {"program": {"tables": {uuid: {"lookups": 1, "status": 0, "slots": {"2": 2}}},
                                                   "proc_address_lookups": 2, "proc_address_symbols": 1},
                                       "libraries": {}}
    runtime, blas_only = driverprofile.split_by_caller(record)
    assert runtime == ["cuCtxGetCurrent", "cuInit", "cuLaunchKernel", "cuMemFree_v2"]
    assert blas_only == ["cuFuncGetAttribute"]


def _event(kind, caller, **fields):
    return {"event": kind, **fields, "caller": caller, "caller_is_program": caller == "test_gpt2cu"}


UNKNOWN_UUID = "1734dc26-800d-4745-8726-c0f1e7dd8bca"


def _record_of_log(tmp_path, events) -> dict:
    trace = tmp_path / "calls.jsonl"
    trace.write_text(json.dumps(_call(1, "cuda", "cuInit")) + "\n")
    log = tmp_path / "export-log.jsonl"
    log.write_text("".join(json.dumps(e) + "\n" for e in events))
    return driverprofile.summarize("test_gpt2cu", trace, log)


def test_export_table_use_is_split_by_the_file_that_asked(tmp_path):
    cls = next(t for t in export_tables.TABLES if t.name == "CONTEXT_LOCAL_STORAGE_INTERFACE_V0301").uuid
    tls = next(t for t in export_tables.TABLES if t.name == "TOOLS_TLS").uuid
    other = "21318c60-9714-3248-8ca6-41ff7324c8f2"
    record = _record_of_log(tmp_path, [
        _event("proc", "test_gpt2cu", symbol="cuGetExportTable"),
        _event("table", "test_gpt2cu", table=cls, status=0), _event("slot", "test_gpt2cu", table=cls, slot=2),
        _event("proc", "libcublas.so.13", symbol="cuGetExportTable"),
        _event("proc", "libcublas.so.13", symbol="cuInit"),
        _event("table", "libcublas.so.13", table=cls, status=0),
        _event("slot", "libcublas.so.13", table=cls, slot=2), _event("slot", "libcublas.so.13", table=cls, slot=2),
        _event("table", "libcublas.so.13", table=tls, status=0),
        _event("slot", "libcublas.so.13", table=tls, slot=2),
        _event("table", "libcublasLt.so.13", table=UNKNOWN_UUID, status=0),
        _event("slot", "libcublasLt.so.13", table=UNKNOWN_UUID, slot=13),
        _event("table", "libcublasLt.so.13", table=other, status=0),
        {"event": "unwrapped", "table": other, "slot0": "0x2e8"},
        # code no loaded file holds: nothing shows a library asked, so the program did
        _event("slot", "?", table=cls, slot=0)])
    use = record["export_tables"]
    assert use["program"] == {"tables": {cls: {"lookups": 1, "status": 0, "slots": {"0": 1, "2": 1}}},
                              "proc_address_lookups": 1, "proc_address_symbols": 1}
    assert use["libraries"]["libcublas.so.13"] == {
        "tables": {cls: {"lookups": 1, "status": 0, "slots": {"2": 2}}, tls: {"lookups": 1, "status": 0, "slots": {"2": 1}}},
        "proc_address_lookups": 2, "proc_address_symbols": 2}
    assert use["libraries"]["libcublasLt.so.13"]["tables"] == {
        UNKNOWN_UUID: {"lookups": 1, "status": 0, "slots": {"13": 1}},
        other: {"lookups": 1, "status": 0, "slots": {}, "slots_recorded": False}}
    # the libraries ask for tables and slots the project's libcuda lacks: no gap, since the
    # project's own libcublas never asks
    assert driverprofile.missing_export_slots(record) == []
    profile = yaml.safe_load(driverprofile.profile_text({"test_gpt2cu": {**record, "device": "GPU"}}))
    program = profile["programs"]["test_gpt2cu"]
    assert program["export_tables"] == ["CONTEXT_LOCAL_STORAGE_INTERFACE_V0301[0]",
                                        "CONTEXT_LOCAL_STORAGE_INTERFACE_V0301[2]"]
    assert program["export_tables_in_libraries"] == {
        "libcublas.so.13": ["CONTEXT_LOCAL_STORAGE_INTERFACE_V0301[2]", "TOOLS_TLS[2]"],
        "libcublasLt.so.13": [f"{UNKNOWN_UUID}[13]", other]}


def test_a_table_or_slot_the_programs_own_runtime_asks_and_we_lack_is_named(tmp_path):
    tls = next(t for t in export_tables.TABLES if t.name == "TOOLS_TLS")
    assert tls.slot(2) is None, "pick a slot the project's libcuda lacks"
    refused = "00000000-0000-0000-0000-000000000001"
    record = _record_of_log(tmp_path, [
        _event("table", "test_gpt2cu", table=UNKNOWN_UUID, status=0),
        _event("table", "test_gpt2cu", table=tls.uuid, status=0), _event("slot", "test_gpt2cu", table=tls.uuid, slot=2),
        _event("table", "test_gpt2cu", table=refused, status=1)])   # refused by NVIDIA too: no gap
    assert driverprofile.missing_export_slots(record) == [f"table {UNKNOWN_UUID}: answered by NVIDIA, not by us",
                                                          "TOOLS_TLS slot 2"]


def test_a_broken_trace_line_is_named(tmp_path):
    trace = tmp_path / "calls.jsonl"
    trace.write_text(json.dumps(_call(1, "cuda", "cuInit")) + '\n{"seq": 2, "lib": "cu')
    with pytest.raises(driverprofile.RecordingError, match=r"calls.jsonl:2: not JSON"):
        driverprofile.summarize("test_gpt2cu", trace)
    done = subprocess.run([sys.executable, "-m", "zluda.llmc", "summarize-driver", "test_gpt2cu",
                           "--calls", str(trace), "--out", str(tmp_path / "out.json")], capture_output=True, text=True)
    assert done.returncode == 1 and "calls.jsonl:2: not JSON" in done.stderr and "Traceback" not in done.stderr
    with pytest.raises(driverprofile.RecordingError, match="missing"):
        driverprofile.load("test_gpt2cu", tmp_path)


@pytest.fixture(scope="module")
def recorded():
    if not all(driverprofile.record_path(p).is_file() for p in driverprofile.PROGRAMS):
        pytest.skip("llm.c's default builds are not recorded on NVIDIA's driver yet: "
                    "workloads/llmc/record_driver_h200.sh")
    return {program: driverprofile.load(program) for program in driverprofile.PROGRAMS}


def test_the_recordings_are_of_default_builds_on_nvidias_driver(recorded):
    revision = yaml.safe_load(driverprofile.RECORD_DIR.joinpath("..", "workload.yaml").read_text())["source"]["revision"]
    for program, record in recorded.items():
        assert record["llmc_revision"] == revision, program
        assert record["build"] == "default (static runtime)"
        assert record["device"] and record["nvidia_driver"], program
        # NVIDIA's static runtime found the driver through the tables (no libcudart)
        assert "cuGetExportTable" in record["driver"] and "cuLibraryLoadData" in record["driver"], program
        assert record["driver"]["cuLaunchKernel"]["by"]["runtime"] > 50, program
        assert record["libraries"], f"{program}: no cuBLAS call traced"
        assert not [k for k in record["libraries"] if k.startswith("cudart/")], "a shared runtime was traced"


def test_every_driver_function_the_runtime_called_is_implemented(recorded):
    from zluda.shim import registry
    registry.load_implementations()
    ours = registry.implemented("cuda")
    for program, record in recorded.items():
        runtime, _ = driverprofile.split_by_caller(record)
        assert sorted(set(runtime) - ours) == [], program


def test_every_export_table_slot_the_runtime_called_is_implemented(recorded):
    for program, record in recorded.items():
        use = record["export_tables"]
        assert use["program"]["tables"], program
        # the recording tells the program's requests from NVIDIA cuBLAS's own
        assert any(name.startswith("libcublas") for name in use["libraries"]), program
        assert driverprofile.missing_export_slots(record) == [], program


def test_the_committed_profile_is_the_one_the_recordings_give(recorded):
    assert driverprofile.PROFILE.read_text() == driverprofile.derive()
    done = subprocess.run([sys.executable, "-m", "zluda.llmc", "driver-profile", "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_profile_counts_the_runtimes_driver_functions_beside_the_runtime_bar(recorded):
    loaded = profiles.load_all()
    driver = loaded["llmc-driver"]
    assert (driver.boundary, driver.beside) == ("driver", "llmc")
    expected = set()
    for record in recorded.values():
        expected |= set(driverprofile.split_by_caller(record)[0])
    assert {fn for lib, fn in driver.functions} == expected
    assert {lib for lib, fn in driver.functions} == {"cuda"}
    called = sorted(expected)
    rows = [{"lib": "cuda", "fn": fn, "verdict": "pass"} for fn in called[1:]]
    rows.append({"lib": "cuda", "fn": called[0], "verdict": "unimplemented"})
    run = {"cells": [{"profile": "llmc-driver", "api_rows": rows}, {"profile": "llmc", "api_rows": []}]}
    bars = profiles.progress(run, loaded)
    names = [b["name"] for b in bars]
    assert names.index("llmc-driver") == names.index("llmc") + 1
    bar = bars[names.index("llmc-driver")]
    assert (bar["passing"], bar["total"], bar["unit"], bar["beside"]) == (len(called) - 1, len(called),
                                                                          "driver functions", "llmc")
    assert bars[names.index("llmc")]["unit"] == "functions"


def _write_profiles(folder, runtime_fns, driver_fns):
    folder.mkdir()
    (folder / "fam.yaml").write_text(yaml.safe_dump({"programs": {"p": {"runtime": runtime_fns}}}))
    (folder / "aaa-driver.yaml").write_text(yaml.safe_dump({"boundary": "driver", "beside": "fam",
                                                            "programs": {"p": {"driver": driver_fns,
                                                                               "driver_in_cublas": ["cuX"]}}}))
    (folder / "zzz.yaml").write_text(yaml.safe_dump({"programs": {"q": {"runtime": ["cudaFree"]}}}))


def test_a_driver_profile_is_counted_in_driver_functions_right_after_its_family(tmp_path):
    _write_profiles(tmp_path / "profiles", ["cudaMalloc", "cudaFree"], ["cuInit", "cuMemAlloc_v2", "cuLaunchKernel"])
    loaded = profiles.load_all(tmp_path / "profiles")
    assert loaded["aaa-driver"].functions == [("cuda", "cuInit"), ("cuda", "cuMemAlloc_v2"), ("cuda", "cuLaunchKernel")]
    rows = [{"lib": "cuda", "fn": "cuInit", "verdict": "pass"}, {"lib": "cuda", "fn": "cuMemAlloc", "verdict": "pass"},
            {"lib": "cuda", "fn": "cuLaunchKernel", "verdict": "fail"}, {"lib": "cuda", "fn": "cuX", "verdict": "pass"}]
    run = {"cells": [{"profile": "aaa-driver", "api_rows": rows},
                     {"profile": "fam", "api_rows": [{"lib": "cudart", "fn": "cudaMalloc", "verdict": "pass"}]}]}
    bars = profiles.progress(run, loaded)
    assert [b["name"] for b in bars] == ["fam", "aaa-driver", "zzz"]
    fam, driver, _ = bars
    assert (fam["passing"], fam["total"], fam["unit"], fam["beside"]) == (1, 2, "functions", None)
    assert (driver["passing"], driver["total"], driver["unit"], driver["beside"]) == (2, 3, "driver functions", "fam")
    # a profile beside one that does not exist stands on its own
    (tmp_path / "profiles" / "fam.yaml").unlink()
    bars = profiles.progress(run, profiles.load_all(tmp_path / "profiles"))
    assert [(b["name"], b["beside"]) for b in bars] == [("aaa-driver", None), ("zzz", None)]
