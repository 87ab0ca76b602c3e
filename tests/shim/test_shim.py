"""The generated libraries, exercised by real programs: nvcc-built binaries, a threaded C
program, and a Python process loading them with ctypes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from zluda.api import catalog
from zluda.shim import build

from zluda.paths import REPO_ROOT


def zluda_env(**extra) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("ZLUDA_TRACE_DIR", None)
    env["PYTHONPATH"] = str(REPO_ROOT)
    env.update(extra)
    return env


def _defined_symbols(path) -> dict[str, str]:
    out = subprocess.run(["nm", "-D", "--defined-only", str(path)], capture_output=True, text=True, check=True).stdout
    syms = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in ("T", "W", "i"):   # "A" entries are the version nodes
            name, _, node = parts[2].partition("@@")
            syms[name] = node
    return syms


def _version_definitions(path) -> list[str]:
    out = subprocess.run(["readelf", "-V", "-W", str(path)], capture_output=True, text=True, check=True).stdout
    return [line.split("Name:")[1].strip() for line in out.splitlines()
            if "Name:" in line and "Flags: BASE" not in line and "Version definition" not in line
            and "Cnt:" in line]


@pytest.mark.parametrize("target", build.TARGETS, ids=lambda t: f"{t.key}{t.major}")
def test_every_catalog_function_is_exported_with_its_version_node(shim_libs, target):
    path = build.library_path(target, shim_libs)
    cat = catalog.load(target.major)
    expected = {f.symbol for f in cat.functions_of(target.key)}
    exported = _defined_symbols(path)
    assert set(exported) == expected, (sorted(expected - set(exported))[:10], sorted(set(exported) - expected)[:10])
    nodes = cat.libraries[target.key].version_nodes
    assert _version_definitions(path) == list(nodes)
    for f in cat.functions_of(target.key):
        assert exported[f.symbol] == (f.version_node or (nodes[-1] if nodes else ""))


def _run(args, **kw):
    return subprocess.run([sys.executable, "-m", "zluda", *args], capture_output=True, text=True, **kw)


def test_nvcc_program_runs_and_every_call_reaches_the_registry(shim_libs, programs, tmp_path):
    trace = tmp_path / "trace"
    proc = _run(["run", "--trace-dir", str(trace), "--", str(programs["sample"])], env=zluda_env())
    assert proc.returncode == 0, proc.stderr
    assert "no version information" not in proc.stderr
    # the program's own output: the runtime answered with the library's NOT_SUPPORTED status
    assert "cudaMalloc: cudaErrorNotSupported" in proc.stdout
    assert "launch: cudaErrorNotSupported" in proc.stdout   # __cudaLaunchKernel is the full runtime's
    records = [json.loads(line) for line in (trace / "calls.jsonl").read_text().splitlines()]
    called = [r["symbol"] for r in records]
    # every cudart function the binary imports and reaches at run time went through a dispatcher
    imports = subprocess.run(["nm", "-D", "--undefined-only", str(programs["sample"])],
                             capture_output=True, text=True, check=True).stdout
    imported = {line.split()[-1].split("@")[0] for line in imports.splitlines() if "libcudart" in line}
    # (__cudaInitModule runs only when host code touches a __managed__ variable)
    assert imported - {"__cudaInitModule"} <= set(called), sorted(imported - set(called))
    assert called[0] == "__cudaRegisterFatBinary"
    assert {"__cudaRegisterFunction", "__cudaRegisterVar", "__cudaRegisterManagedVar",
            "__cudaRegisterFatBinaryEnd", "__cudaPushCallConfiguration", "__cudaPopCallConfiguration",
            "__cudaGetKernel"} <= set(called)
    by_symbol = {r["symbol"]: r for r in records}
    assert by_symbol["__cudaRegisterFunction"]["args"]["deviceName"] == "_Z5scalePfi"
    assert by_symbol["__cudaPopCallConfiguration"]["status_name"] == "cudaSuccess"
    assert by_symbol["__cudaPopCallConfiguration"]["args"]["sharedMem"] == 0
    assert by_symbol["cudaMemcpy"]["args"]["kind"] in ("cudaMemcpyHostToDevice", "cudaMemcpyDeviceToHost")
    launch = by_symbol["__cudaLaunchKernel"]
    assert launch["unimplemented"] and launch["status_name"] == "cudaErrorNotSupported"
    assert launch["args"]["gridDim"] == {"x": 2, "y": 1, "z": 1}
    summary = json.loads((trace / "summary.json").read_text())
    assert summary["calls"] == len(records)
    assert {"cudart/cudaMalloc", "cudart/__cudaLaunchKernel", "cudart/cudaMemcpy",
            "cudart/cudaDeviceSynchronize", "cudart/cudaFree"} <= set(summary["unimplemented"])
    assert "cudart/__cudaRegisterFunction" not in summary["unimplemented"]
    events = json.loads((trace / "trace.json").read_text())["traceEvents"]
    assert [e["name"] for e in events if e["ph"] == "X"] == [r["fn"] for r in records]
    module = json.loads((trace / "modules" / "module-0.json").read_text())
    assert module["kernels"] == ["_Z5scalePfi"]
    assert {v["name"] for v in module["variables"]} == {"dev_scale", "counter"}
    fatbin = (trace / "modules" / "module-0.fatbin").read_bytes()
    assert fatbin[:4] == bytes.fromhex("50ed55ba") and len(fatbin) == module["fatbin_bytes"]
    # unimplemented calls are also listed on stderr for a user running without a trace
    assert "unimplemented API function(s) were called" in proc.stderr


def test_per_thread_default_stream_program_reaches_the_ptds_symbols(shim_libs, programs, tmp_path):
    trace = tmp_path / "trace"
    proc = _run(["run", "--trace-dir", str(trace), "--", str(programs["sample_per_thread"])],
                env=zluda_env(ZLUDA_LOG_UNIMPLEMENTED="off"))
    assert proc.returncode == 0, proc.stderr
    records = [json.loads(line) for line in (trace / "calls.jsonl").read_text().splitlines()]
    by_symbol = {r["symbol"]: r for r in records}
    assert {"__cudaLaunchKernel_ptsz", "cudaMemcpy_ptds"} <= set(by_symbol)
    assert by_symbol["cudaMemcpy_ptds"]["fn"] == "cudaMemcpy"     # one API, two symbols


def test_unimplemented_calls_logged_once_with_decoded_arguments(shim_libs, programs, tmp_path):
    log = tmp_path / "zluda.log"
    proc = _run(["run", "--", str(programs["sample"])], env=zluda_env(ZLUDA_LOG_FILE=str(log)))
    assert proc.returncode == 0
    lines = log.read_text().splitlines()
    memcpy = [line for line in lines if "cudart.cudaMemcpy(" in line]
    assert len(memcpy) == 1      # called twice, logged once
    assert "kind=cudaMemcpyHostToDevice" in memcpy[0] and memcpy[0].endswith("-> cudaErrorNotSupported")
    off = _run(["run", "--", str(programs["sample"])], env=zluda_env(ZLUDA_LOG_UNIMPLEMENTED="off"))
    assert "unimplemented" not in off.stderr


def test_exit_status_and_static_programs(shim_libs, programs, tmp_path):
    proc = _run(["run", "--", str(programs["exitcode"]), "7"], env=zluda_env(ZLUDA_LOG_UNIMPLEMENTED="off"))
    assert proc.returncode == 7
    # nvcc's default build carries NVIDIA's runtime inside: it runs, talking to libcuda.so.1
    trace = tmp_path / "static-trace"
    static = _run(["run", "--trace-dir", str(trace), "--", str(programs["sample_static"])],
                  env=zluda_env(ZLUDA_LOG_UNIMPLEMENTED="off"))
    assert static.returncode == 0, static.stderr
    records = [json.loads(line) for line in (trace / "calls.jsonl").read_text().splitlines()]
    assert records and {r["lib"] for r in records} == {"cuda"}
    assert records[0]["symbol"] == "cuGetProcAddress_v2"


def test_bad_inputs_give_clear_messages(shim_libs, programs, tmp_path):
    missing = _run(["run", "--", str(tmp_path / "nope")], env=zluda_env())
    assert missing.returncode == 127 and "program not found" in missing.stderr
    blocker = tmp_path / "file"
    blocker.write_text("")
    bad = _run(["run", "--trace-dir", str(blocker / "sub"), "--", str(programs["sample"])], env=zluda_env())
    assert bad.returncode == 125 and "cannot write the trace folder" in bad.stderr
    # zluda run's own failures use env(1)'s statuses, never one a program could mean
    usage = _run(["run", "--backend", "gpu", "--", str(programs["sample"])], env=zluda_env())
    assert usage.returncode == 125 and usage.stderr.count("\n") == 1 and "invalid choice: 'gpu'" in usage.stderr
    notexec = tmp_path / "notexec"
    notexec.write_text("")
    cannot = _run(["run", "--", str(notexec)], env=zluda_env())
    assert cannot.returncode == 126 and "cannot start" in cannot.stderr


@pytest.mark.parametrize("fast_path", ["1", "0"])
def test_many_threads_calling_at_once(shim_libs, programs, fast_path):
    proc = subprocess.run([str(programs["threads"]), str(shim_libs / "libcudart.so.13"), "8", "300"],
                          capture_output=True, text=True, timeout=240,
                          env=zluda_env(ZLUDA_FAST_PATH=fast_path, ZLUDA_LOG_UNIMPLEMENTED="off"))
    assert proc.returncode == 0, proc.stdout + proc.stderr


PYTHON_HOST = textwrap.dedent("""
    import ctypes, sys
    from zluda.shim.registry import implements, ffi_of
    calls = []

    @implements("cudart", "cudaGetDeviceCount")
    def get_device_count(count):
        calls.append("cudaGetDeviceCount")
        count[0] = 3
        return None

    @implements("cudart", "cudaSetDevice")
    def set_device(device):
        raise ZeroDivisionError("a bug in an implementation")

    @implements("cudart", "cudaDeviceReset")
    def device_reset():
        return "cudaErrorNoSuchStatus"            # a misspelt status: a failure, never success

    @implements("cudart", "cudaDeviceSynchronize")
    def device_synchronize():
        from zluda.shim.registry import ApiError
        raise ApiError("cudaErrorRaisedMisspelt")

    from zluda.shim.registry import current_symbol
    seen = []

    @implements("cudart", "cudaMemcpy")      # serves cudaMemcpy and its per-thread twin
    def memcpy(dst, src, count, kind):
        seen.append((current_symbol(), count, kind))
        ctypes.memmove(int(ffi_of("cudart").cast("uintptr_t", dst)),
                       int(ffi_of("cudart").cast("uintptr_t", src)), count)

    rt = ctypes.CDLL(sys.argv[1] + "/libcudart.so.13")
    a, b = ctypes.create_string_buffer(b"zluda", 8), ctypes.create_string_buffer(8)
    assert rt.cudaMemcpy(b, a, 6, 4) == 0 and b.value == b"zluda"
    assert rt.cudaMemcpy_ptds(b, a, 3, 1) == 0
    assert seen == [("cudaMemcpy", 6, 4), ("cudaMemcpy_ptds", 3, 1)], seen
    n = ctypes.c_int(0)
    assert rt.cudaGetDeviceCount(ctypes.byref(n)) == 0 and n.value == 3, n.value
    assert calls == ["cudaGetDeviceCount"]
    rt.cudaGetErrorName.restype = ctypes.c_char_p
    assert rt.cudaGetErrorName(801) == b"cudaErrorNotSupported"
    assert rt.cudaGetErrorName(123456) == b"unrecognized error code"
    assert rt.cudaSetDevice(0) == 999                    # cudaErrorUnknown, the process lives on
    assert rt.cudaGetLastError() == 999 and rt.cudaGetLastError() == 0
    assert rt.cudaDeviceReset() == 999 and rt.cudaGetLastError() == 999
    assert rt.cudaDeviceSynchronize() == 999 and rt.cudaGetLastError() == 999
    assert rt.cudaMallocHost(ctypes.byref(ctypes.c_void_p()), 8) == 801
    # the driver API and cuBLAS load next to it, in the same interpreter
    cu = ctypes.CDLL(sys.argv[1] + "/libcuda.so.1")
    s = ctypes.c_char_p()
    assert cu.cuGetErrorName(801, ctypes.byref(s)) == 0 and s.value == b"CUDA_ERROR_NOT_SUPPORTED"
    assert cu.cuGetErrorName(424242, ctypes.byref(s)) == 1
    assert cu.cuInit(0) == 801
    blas = ctypes.CDLL(sys.argv[1] + "/libcublas.so.13")
    handle = ctypes.c_void_p()
    assert blas.cublasCreate_v2(ctypes.byref(handle)) == 15          # CUBLAS_STATUS_NOT_SUPPORTED
    blas.cublasGetStatusName.restype = ctypes.c_char_p
    assert blas.cublasGetStatusName(15) == b"CUBLAS_STATUS_NOT_SUPPORTED"
    lt = ctypes.CDLL(sys.argv[1] + "/libcublasLt.so.13")
    assert lt.cublasLtCreate(ctypes.byref(handle)) == 15
    lt.cublasLtGetVersion.restype = ctypes.c_size_t
    assert lt.cublasLtGetVersion() == 0                  # non-status return: a sane default
    print("ok")
""")


@pytest.mark.parametrize("fast_path", ["1", "0"])
def test_load_into_a_running_python_process(shim_libs, fast_path, tmp_path):
    """PyTorch-like hosts: the libraries start inside an interpreter that already runs."""
    script = tmp_path / "host.py"
    script.write_text(PYTHON_HOST)
    proc = subprocess.run([sys.executable, str(script), str(shim_libs)], capture_output=True, text=True,
                          timeout=120, env=zluda_env(ZLUDA_FAST_PATH=fast_path))
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stderr[-3000:]
    assert "ZeroDivisionError: a bug in an implementation" in proc.stderr
    assert "'cudaErrorNoSuchStatus' is not a cudaError_t value" in proc.stderr
    assert "'cudaErrorRaisedMisspelt' is not a cudaError_t value" in proc.stderr


def test_cuda12_runtime_serves_the_same_registry(shim_libs, tmp_path):
    script = tmp_path / "host12.py"
    script.write_text(textwrap.dedent("""
        import ctypes, sys
        rt = ctypes.CDLL(sys.argv[1] + "/libcudart.so.12")
        rt.cudaGetErrorString.restype = ctypes.c_char_p
        assert rt.cudaGetErrorString(2) == b"cudaErrorMemoryAllocation"
        assert rt.cudaFree(None) == 801
        print("ok")
    """))
    proc = subprocess.run([sys.executable, str(script), str(shim_libs)], capture_output=True, text=True,
                          timeout=120, env=zluda_env(ZLUDA_LOG_UNIMPLEMENTED="off"))
    assert proc.returncode == 0 and "ok" in proc.stdout, proc.stderr[-3000:]


def test_info_lists_libraries_and_catalog(shim_libs):
    proc = _run(["info"], env=zluda_env())
    assert proc.returncode == 0, proc.stderr
    assert "backend:      cpu" in proc.stdout
    assert "libcudart.so.13        built" in proc.stdout
    assert "catalog:      CUDA 13.0" in proc.stdout
    assert "devices:" in proc.stdout
