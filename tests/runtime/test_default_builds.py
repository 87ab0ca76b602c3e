"""Programs built the default way (plain `nvcc`: NVIDIA's static runtime inside the
program) under `zluda run`: the runtime reaches libcuda.so.1 through cuGetProcAddress and
the private tables of cuGetExportTable (zluda/api/export_tables.py).

data/default_builds/ holds what the same programs did on NVIDIA's driver
(h200/record_default_builds_h200.sh): their output, every table asked for and slot
called, every driver call, and the driver's answers for each table id. The tests below
replay those recordings against the project's tables and libcuda. Each program is
recorded twice: with CUDA 13's static runtime (nvcc's default) and with CUDA 12's
(`NAME_cuda12`: objects from CUDA 13's nvcc linked with the libcudart_static.a of
nvidia-cuda-runtime-cu12, whose wheels carry no nvcc). The tests build the CUDA 12 twins
as workloads/build.py --cudart static12 does, against CUDA 12's headers; the recorded ones
were compiled against CUDA 13's (docs/default-builds.md says what that changes).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from zluda.api import export_tables
from zluda.paths import build_dir

from test_programs import zluda_run

HERE = Path(__file__).resolve().parent
RECORDED = HERE / "data" / "default_builds"
# the recorded programs: tests/runtime/programs/NAME.cu, each with a CUDA 12 twin
PROGRAMS = ("default_build", "default_build_errors")
RECORDINGS = PROGRAMS + tuple(f"{name}_cuda12" for name in PROGRAMS)


@pytest.fixture(scope="module")
def libcuda() -> Path:
    from zluda.shim import build
    build.build_all()
    return build_dir() / "libcuda.so.1"


def test_tables_are_consistent():
    seen = set()
    for table in export_tables.TABLES:
        assert table.uuid_bytes not in seen, table.name
        seen.add(table.uuid_bytes)
        indices = [s.index for s in table.slots]
        assert len(indices) == len(set(indices)), table.name
        assert all(0 <= i < table.length for i in indices), table.name
        assert not (table.size_slot and 0 in indices), f"{table.name}: slot 0 holds the size"


def _recorded_events(recording: str, kind: str) -> list[dict]:
    lines = (RECORDED / f"{recording}.export-log.jsonl").read_text().splitlines()
    return [e for e in map(json.loads, lines) if e["event"] == kind]


def _probed_tables() -> dict[str, tuple[int, int | None]]:
    """table id -> (NVIDIA's cuGetExportTable status, its slot 0)"""
    answers, uuid = {}, None
    for line in (RECORDED / "probe.txt").read_text().splitlines():
        key, _, value = line.rpartition(" ")
        if key == "table":
            uuid = value
        elif key == "cuGetExportTable":
            answers[uuid] = (int(value), None)
        elif key == "size slot":
            answers[uuid] = (answers[uuid][0], int(value))
    return answers


def test_tables_are_the_ones_nvidias_driver_has():
    ours = {t.uuid: t for t in export_tables.TABLES}
    probed = _probed_tables()
    assert set(ours) <= set(probed), "a table was never asked of NVIDIA's driver"
    for uuid, (status, slot0) in probed.items():
        if status != 0:
            assert uuid not in ours, f"NVIDIA's driver has no table {uuid}"
            continue
        assert uuid in ours, f"NVIDIA's driver has table {uuid}"
        if ours[uuid].size_slot:
            assert slot0 == ours[uuid].length * 8, ours[uuid].name


@pytest.mark.parametrize("recording", RECORDINGS)
def test_every_slot_the_recorded_runtime_called_is_implemented(recording):
    tables = export_tables.by_uuid()
    called = {(e["table"], e["slot"]) for e in _recorded_events(recording, "slot")}
    # the recorder leaves the integrity check's own slot unwrapped (the runtime hashes its
    # address); the runtime calls it, three times, while it starts
    integrity = next(t for t in export_tables.TABLES if t.name == "INTEGRITY_CHECK")
    called.add((integrity.uuid, 1))
    assert len(called) > 5
    for uuid, slot in sorted(called):
        table = tables[export_tables.uuid_bytes(uuid)]
        assert table.slot(slot) is not None, f"{table.name} slot {slot}"
    asked = {e["table"] for e in _recorded_events(recording, "table")}
    assert {t.uuid for t in export_tables.TABLES} >= asked


@pytest.mark.parametrize("recording", RECORDINGS)
def test_every_recorded_driver_function_is_implemented(recording):
    from zluda.shim import registry
    registry.load_implementations()
    lines = (RECORDED / f"{recording}.driver-calls.jsonl").read_text().splitlines()
    called = {json.loads(line)["fn"] for line in lines}
    assert "cuDeviceGetAttribute" in called
    assert sorted(called - registry.implemented("cuda")) == []


def test_error_log_slot_is_what_the_runtime_calls_with_a_message():
    """The recorded arguments of ERROR_LOG slot 1: "CUDA", 0, a printf format, its va_list."""
    log = next(t for t in export_tables.TABLES if t.name == "ERROR_LOG")
    memory = [e for e in _recorded_events("default_build_errors", "slot_memory")
              if e["table"] == log.uuid and e["when"] == "before"]
    assert memory, "the CUDA 13 runtime logged no error for an invalid device"
    source, _, fmt = (bytes.fromhex(b).split(b"\0")[0] for b in memory[0]["bytes"][:3])
    assert source == b"CUDA" and fmt.startswith(b"Invalid device number %d")


def _build(nvcc, tmp_path: Path, name: str, *flags: str) -> Path:
    exe = tmp_path / (name + ("-shared" if "shared" in flags else ""))
    subprocess.run([nvcc, "-arch=compute_80", *flags, "-o", str(exe), str(HERE / "programs" / f"{name}.cu")],
                   check=True, capture_output=True)
    return exe


def _build_with_cuda12_runtime(nvcc, tmp_path: Path, name: str) -> Path:
    """The program as workloads/build.py --cudart static12 builds it (CUDA 12's headers)."""
    build = _workloads_build()
    try:
        build.find_cuda12_runtime()
    except build.BuildError as exc:
        pytest.skip(str(exc))
    return build.build(cudart="static12", sources=(HERE / "programs" / f"{name}.cu",), out=tmp_path)[name]


@pytest.mark.parametrize("name", PROGRAMS)
def test_default_build_prints_what_nvidia_and_the_shared_build_print(name, nvcc, libcuda, tmp_path):
    ran_default = zluda_run([str(_build(nvcc, tmp_path, name))])
    ran_shared = zluda_run([str(_build(nvcc, tmp_path, name, "-cudart", "shared"))])
    assert ran_default.returncode == 0, ran_default.stdout + ran_default.stderr
    assert ran_default.stdout == (RECORDED / f"{name}.out").read_text()
    assert ran_default.stdout == ran_shared.stdout
    assert "zluda:" not in ran_default.stderr, ran_default.stderr


@pytest.mark.parametrize("name", PROGRAMS)
def test_cuda12_runtime_prints_what_it_printed_on_nvidia(name, nvcc, libcuda, tmp_path):
    ran = zluda_run([str(_build_with_cuda12_runtime(nvcc, tmp_path, name))])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ran.stdout == (RECORDED / f"{name}_cuda12.out").read_text()
    assert "zluda:" not in ran.stderr, ran.stderr


def test_default_build_trace_shows_driver_calls(nvcc, libcuda, tmp_path):
    default = _build(nvcc, tmp_path, "default_build")
    trace = tmp_path / "trace"
    ran = zluda_run([str(default)], options=("--trace-dir", str(trace)))
    assert ran.returncode == 0, ran.stderr
    calls = (trace / "calls.jsonl").read_text()
    for function in ("cuGetExportTable", "cuLibraryLoadData", "cuLibraryGetKernel", "cuLaunchKernel"):
        assert f'"fn": "{function}"' in calls, function
    # every lookup answers as NVIDIA's driver answered the same runtime's
    nvidia = {e["symbol"]: e["status"] for e in _recorded_events("default_build", "proc")}
    ours = {c["args"]["symbol"]: c["status"] for c in map(json.loads, calls.splitlines())
            if c["fn"] == "cuGetProcAddress_v2"}
    assert ours.keys() == nvidia.keys()
    assert {k: v for k, v in ours.items() if nvidia[k] != v} == {}
    # the table ids are shown as NVIDIA's tools print them
    asked = {json.loads(line)["args"]["pExportTableId"] for line in calls.splitlines()
             if '"fn": "cuGetExportTable"' in line}
    assert {t.uuid for t in export_tables.TABLES if t.name in ("CUDART_INTERFACE", "ERROR_LOG")} <= asked
    # the runtime's teardown runs after the libraries' exit handler finished the trace:
    # still recorded, in the summary too, as NVIDIA's recording has them at the end
    assert [c["fn"] for c in map(json.loads, calls.splitlines())][-2:] == ["cuLibraryUnload",
                                                                           "cuDevicePrimaryCtxRelease_v2"]
    summary = json.loads((trace / "summary.json").read_text())
    assert summary["calls"] == len(calls.splitlines())
    assert "cuda/cuLibraryUnload" in summary["per_api"]


@pytest.fixture(scope="module")
def probe(tmp_path_factory) -> Path:
    exe = tmp_path_factory.mktemp("probe") / "export_table_probe"
    subprocess.run(["cc", "-o", str(exe), str(HERE / "programs" / "export_table_probe.c"), "-ldl"],
                   check=True, capture_output=True)
    return exe


def _run_probe(probe: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "LD_LIBRARY_PATH": str(build_dir()),
           "PYTHONPATH": os.pathsep.join([str(HERE.parents[1]), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([str(probe), *args], capture_output=True, text=True, env=env, timeout=120)


def test_known_table_has_its_size(probe, libcuda):
    table = next(t for t in export_tables.TABLES if t.name == "CUDART_INTERFACE")
    ran = _run_probe(probe, table.uuid)
    assert ran.stdout.splitlines()[1:] == ["cuGetExportTable 0", f"size slot {table.length * 8}"], ran.stderr


def test_unknown_table_is_one_line_and_a_status(probe, libcuda):
    ran = _run_probe(probe, "00000000-1111-2222-3333-444444444444")
    assert ran.returncode == 0, ran.stderr
    assert "cuGetExportTable 1" in ran.stdout        # CUDA_ERROR_INVALID_VALUE
    lines = [line for line in ran.stderr.splitlines() if "cuGetExportTable" in line]
    assert lines == ["zluda: cuGetExportTable: no table 00000000-1111-2222-3333-444444444444 "
                     "(asked by a CUDA runtime of unknown version)"]


def test_unimplemented_slot_names_itself_and_exits(probe, libcuda):
    table = next(t for t in export_tables.TABLES if t.name == "DEVICE_EXTENDED_RT")
    ran = _run_probe(probe, table.uuid, "5")
    assert ran.returncode == 125
    assert "slot returned" not in ran.stdout
    assert (f"zluda: export table DEVICE_EXTENDED_RT {table.uuid} slot 5 called by a CUDA runtime "
            "of unknown version: not implemented") in ran.stderr


@pytest.mark.parametrize("sample", ["dynamic_shared", "coop_groups", "streams", "memory"])
def test_workload_sample_as_default_build(sample, libcuda, nvcc, tmp_path):
    """Samples whose runtime reads function attributes and occupancy through the driver,
    orders host functions among driver launches (streams) and registers host memory
    through the driver (memory)."""
    workloads = HERE.parents[1] / "workloads"
    done = subprocess.run([sys.executable, str(workloads / "build.py"), "--cudart", "static", "--out",
                           str(tmp_path), sample], capture_output=True, text=True, cwd=workloads / "samples")
    assert done.returncode == 0, done.stderr
    result = zluda_run([str(tmp_path / sample)], cwd=workloads / "samples")
    assert f"SUMMARY {sample}:" in result.stdout, result.stdout + result.stderr
    assert " 0 failed" in result.stdout.splitlines()[-1], result.stdout
    assert result.returncode == 0


def _workloads_build():
    """workloads/build.py (a script of the standard library only, not a package module)."""
    path = HERE.parents[1] / "workloads" / "build.py"
    spec = importlib.util.spec_from_file_location("workloads_build", path)
    module = sys.modules.get("workloads_build") or importlib.util.module_from_spec(spec)
    if "workloads_build" not in sys.modules:
        sys.modules["workloads_build"] = module
        spec.loader.exec_module(module)
    return module


def test_static12_build_carries_cuda12_runtime_and_asks_what_it_asked_of_nvidia(nvcc, libcuda, tmp_path):
    """`build.py --cudart static12` (samples-static12, gpt2-static12): CUDA 12's headers and
    libcudart_static.a around nvcc 13's objects. The program's runtime is CUDA 12's, its
    cudaDeviceProp is the one that runtime fills (CUDA 13's headers would bind the legacy
    cudaGetDeviceProperties, whose structure is laid out differently), and under `zluda run`
    it makes the driver lookups and table requests that CUDA 12.9's runtime made on NVIDIA's
    driver (data/default_builds/default_build_cuda12.*), each answered as NVIDIA answered."""
    build = _workloads_build()
    try:
        runtime = build.find_cuda12_runtime()
    except build.BuildError as exc:
        pytest.skip(str(exc))
    program = build.Program("runtime_version", (str(HERE / "programs" / "runtime_version.cu"),))
    toolchain = build.find_toolchain()
    binary = build.build_one(program, "ptx", toolchain, build._symlink_folder(toolchain), "static12")
    trace = tmp_path / "trace"
    ran = zluda_run([str(binary)], options=("--trace-dir", str(trace)))
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "zluda:" not in ran.stderr, ran.stderr
    lines = ran.stdout.splitlines()
    assert runtime.version // 1000 == 12 and lines[0] == f"runtime {runtime.version}", ran.stdout
    assert [line.split()[0] for line in lines[1:5]] == ["same"] * 4, ran.stdout
    assert lines[-2:] == ["square: 0 wrong of 256", "DONE ok"], ran.stdout
    calls = [json.loads(line) for line in (trace / "calls.jsonl").read_text().splitlines()]
    nvidia = {e["symbol"]: e["status"] for e in _recorded_events("default_build_cuda12", "proc")}
    ours = {c["args"]["symbol"]: c["status"] for c in calls if c["fn"] == "cuGetProcAddress_v2"}
    assert ours.keys() == nvidia.keys()
    assert {k: v for k, v in ours.items() if nvidia[k] != v} == {}
    asked = {c["args"]["pExportTableId"] for c in calls if c["fn"] == "cuGetExportTable"}
    assert asked == {e["table"] for e in _recorded_events("default_build_cuda12", "table")}


def _exported_functions(library: Path) -> set[str]:
    listing = subprocess.run(["nm", "-D", "--defined-only", str(library)], capture_output=True, text=True,
                             check=True).stdout
    return {fields[2].split("@")[0] for fields in map(str.split, listing.splitlines())
            if len(fields) == 3 and fields[1] == "T"}


def test_a_recording_libcuda_in_front_sees_the_slots_nvidias_driver_saw(nvcc, libcuda, tmp_path):
    """h200/export_table_logger.c as libcuda.so.1 in front of the project's: the project's
    libcuda finds its own entry points by its file, not by the soname the logger took, and
    the runtime calls the same table slots it called on NVIDIA's driver."""
    logger = tmp_path / "logger" / "libcuda.so.1"
    subprocess.run(["sh", str(HERE / "h200" / "build_export_table_logger.sh"), str(logger.parent), str(libcuda), "cc"],
                   check=True, capture_output=True)
    # every function of the library behind it is there too (NVIDIA's cuBLAS dlsyms
    # cuCtxGetCurrent & co. in libcuda.so.1 itself and fails cublasCreate without them)
    assert _exported_functions(logger) == _exported_functions(libcuda)
    program = _build(nvcc, tmp_path, "default_build")
    log = tmp_path / "export-log.jsonl"
    env = {**os.environ, "LD_LIBRARY_PATH": f"{logger.parent}:{build_dir()}", "ZLUDA_BACKEND": "cpu",
           "PYTHONPATH": os.pathsep.join([str(HERE.parents[1]), os.environ.get("PYTHONPATH", "")]),
           "ZLUDA_EXPORT_LOG_REAL": str(libcuda), "ZLUDA_EXPORT_LOG_FILE": str(log)}
    ran = subprocess.run([str(program)], capture_output=True, text=True, env=env, timeout=240)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ran.stdout == (RECORDED / "default_build.out").read_text()
    events = [json.loads(line) for line in log.read_text().splitlines()]
    ours = {(e["table"], e["slot"]) for e in events if e["event"] == "slot"}
    assert ours == {(e["table"], e["slot"]) for e in _recorded_events("default_build", "slot")}
