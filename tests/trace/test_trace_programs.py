"""The tracer on real nvcc-built programs.

Over NVIDIA's real libcudart.so.13 (no GPU here: the runtime really fails with "no
driver", and that is what gets traced) and over test-only stand-in libraries where a
call has to succeed (D2H checksums, crash inside a call, nesting across libraries).
"""

from __future__ import annotations

import json
import signal
import subprocess
import zlib

import pytest

from zluda.trace import diff, run


def _calls(out):
    return [json.loads(line) for line in (out / "calls.jsonl").read_text().splitlines()]


def _trace(prog, out, interposers, libdirs, *args, env=None, **kw):
    import os

    old = dict(os.environ)
    os.environ.update(env or {})
    try:
        return run.trace([str(prog), *args], out, real_libs=[str(d) for d in libdirs],
                         interposers=interposers, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)
    finally:
        os.environ.clear()
        os.environ.update(old)


def test_real_runtime_calls_statuses_and_modules(programs, interposers, real_cudart_dir, tmp_path):
    native = subprocess.run([programs["basic"]], capture_output=True, text=True)
    res = _trace(programs["basic"], tmp_path / "t", interposers, [real_cudart_dir])
    assert res.returncode == native.returncode == 0
    calls = _calls(tmp_path / "t")
    names = [c["fn"] for c in calls]
    # registration first, the program's calls in order, unregistration at exit
    assert names[0] == "__cudaRegisterFatBinary" and names[-1] == "__cudaUnregisterFatBinary"
    program_calls = [n for n in names if not n.startswith("__cuda")]
    assert program_calls == ["cudaGetDeviceCount", "cudaGetErrorName", "cudaMalloc", "cudaMemcpy",
                             "cudaMemcpy", "cudaDeviceSynchronize",
                             # printf's arguments: gcc evaluates them right to left
                             "cudaGetErrorString", "cudaGetErrorName", "cudaFree"]
    count = next(c for c in calls if c["fn"] == "cudaGetDeviceCount")
    # the status the program printed natively is the one the trace decodes
    assert str(count["status"]) == native.stdout.split()[3]
    assert count["status_name"] == native.stdout.split()[4] and not count["ok"]
    name_call = next(c for c in calls if c["fn"] == "cudaGetErrorName")
    assert name_call["args"]["error"] == count["status_name"]
    assert name_call["ret"] == count["status_name"]
    memcpys = [c for c in calls if c["fn"] == "cudaMemcpy"]
    assert [m["args"]["kind"] for m in memcpys] == ["cudaMemcpyHostToDevice", "cudaMemcpyDeviceToHost"]
    assert memcpys[0]["args"]["count"] == 1024
    assert memcpys[1]["d2h_state"] == "not copied (call failed)" and "d2h_checksum" not in memcpys[1]
    push = next(c for c in calls if c["fn"] == "__cudaPushCallConfiguration")
    assert push["args"]["gridDim"] == {"x": 4, "y": 1, "z": 1}
    assert push["args"]["blockDim"] == {"x": 64, "y": 1, "z": 1}
    reg = [c for c in calls if c["fn"] == "__cudaRegisterFunction"]
    assert [r["args"]["deviceName"] for r in reg] == ["_Z5scalePffi"]
    assert [c["seq"] for c in calls] == list(range(1, len(calls) + 1))
    assert all(c["depth"] == 0 and c["parent"] is None for c in calls)
    # summary, modules, Chrome trace
    summary = json.loads((tmp_path / "t" / "summary.json").read_text())
    assert summary["calls"] == len(calls)
    assert summary["per_api"]["cudart/cudaMemcpy"]["calls"] == 2
    assert summary["per_api"]["cudart/cudaGetDeviceCount"]["statuses"] == {count["status_name"]: 1}
    assert summary["kernels_registered"] == ["_Z5scalePffi"]
    ptx = list((tmp_path / "t" / "modules").glob("*.ptx"))
    assert len(ptx) == 1 and ".entry _Z5scalePffi" in ptx[0].read_text()
    kernels = json.loads(next((tmp_path / "t" / "modules").glob("*.kernels.json")).read_text())
    assert kernels["kernels"] == ["_Z5scalePffi"]
    events = json.loads((tmp_path / "t" / "trace.json").read_text())["traceEvents"]
    complete = [e for e in events if e["ph"] == "X"]
    assert len(complete) == len(calls) and all(e["dur"] >= 0 and e["tid"] for e in complete)
    # the program's output is unchanged by tracing
    assert res.summary["exit_code"] == 0


def test_crash_after_calls_keeps_the_trace(programs, interposers, real_cudart_dir, tmp_path):
    res = _trace(programs["crash"], tmp_path / "t", interposers, [real_cudart_dir])
    assert res.signal == "SIGSEGV" and res.returncode == -signal.SIGSEGV
    calls = _calls(tmp_path / "t")
    assert [c["fn"] for c in calls] == ["__cudaRegisterFatBinary", "__cudaRegisterFatBinaryEnd",
                                        "cudaGetDeviceCount", "cudaGetLastError", "cudaGetLastError"]
    assert not any(c.get("incomplete") for c in calls)
    summary = json.loads((tmp_path / "t" / "summary.json").read_text())
    assert summary["crash"]["signal"] == "SIGSEGV"
    assert summary["crash"]["last_call"] == {"seq": 5, "fn": "cudaGetLastError", "finished": True}


def test_crash_inside_a_call_is_recorded_as_never_returned(programs, interposers, standins, tmp_path):
    res = _trace(programs["crash"], tmp_path / "t", interposers, [standins],
                 env={"CRASH_IN_CALL": "1"})
    assert res.signal == "SIGSEGV"
    calls = _calls(tmp_path / "t")
    last = calls[-1]
    assert last["fn"] == "cudaDeviceSynchronize" and last["incomplete"] and last["dur_ns"] is None
    assert [c["fn"] for c in calls[-3:-1]] == ["cudaGetDeviceCount", "cudaGetLastError"]
    assert res.summary["crash"]["in_calls"] == [{"seq": last["seq"], "fn": "cudaDeviceSynchronize",
                                                "tid": last["tid"]}]


def test_d2h_checksums_sync_and_async_with_captured_bytes(programs, interposers, standins, tmp_path):
    res = _trace(programs["copies"], tmp_path / "t", interposers, [standins], capture_bytes=16)
    assert res.returncode == 0
    calls = _calls(tmp_path / "t")
    src = bytes((i * 7) & 0xFF for i in range(1000))
    sync = next(c for c in calls if c["fn"] == "cudaMemcpy")
    assert sync["d2h_checksum"] == "crc32:%08x" % zlib.crc32(src)
    assert sync["d2h_bytes"] == 1000 and sync["d2h_data_hex"] == src[:16].hex()
    # the async copy is checksummed when its stream is synchronised
    async_ = next(c for c in calls if c["fn"] == "cudaMemcpyAsync")
    assert async_["d2h_checksum"] == "crc32:%08x" % zlib.crc32(src[100:164])
    assert async_["args"]["stream"] == "0x5eed"
    created = next(c for c in calls if c["fn"] == "cudaStreamCreate")
    assert created["out"]["pStream"] == "0x5eed"
    # calls from the second thread carry its thread id
    tids = {c["tid"] for c in calls if c["fn"] == "cudaGetLastError"}
    assert len(tids) == 1 and tids != {sync["tid"]}


def test_function_missing_in_real_library_is_unimplemented(programs, interposers, standins, tmp_path):
    res = _trace(programs["basic"], tmp_path / "t", interposers, [standins])
    calls = _calls(tmp_path / "t")
    missing = [c for c in calls if c["fn"] == "cudaGetErrorString"]
    assert missing and all(c["unimplemented"] and not c["ok"] for c in missing)
    assert "cudart/cudaGetErrorString" in res.summary["unimplemented"]
    assert "cudart/cudaMalloc" not in res.summary["unimplemented"]


def test_nesting_across_libraries(programs, interposers, standins, tmp_path):
    res = _trace(programs["gemm"], tmp_path / "t", interposers, [standins])
    assert res.returncode == 0
    calls = _calls(tmp_path / "t")
    by_seq = {c["seq"]: c for c in calls}
    sgemm = next(c for c in calls if c["fn"] == "cublasSgemm")
    assert sgemm["status_name"] == "CUBLAS_STATUS_SUCCESS" and sgemm["args"]["transa"] == "CUBLAS_OP_N"
    inner = [c for c in calls if c["parent"] == sgemm["seq"]]
    assert [c["fn"] for c in inner] == ["cudaMemcpy", "cudaMemcpy"]
    assert all(c["depth"] == 1 and c["lib"] == "cudart" for c in inner)
    assert all(sgemm["t_ns"] <= c["t_ns"] and c["t_ns"] + c["dur_ns"] <= sgemm["t_ns"] + sgemm["dur_ns"]
               for c in inner)
    create = next(c for c in calls if c["fn"] == "cublasCreate")
    assert [by_seq[c["parent"]]["fn"] for c in calls if c["fn"] == "cudaMalloc"] == ["cublasCreate"]
    assert create["out"]["handle"].startswith("0x")


def test_diff_finds_d2h_and_status_divergence(programs, interposers, standins, real_cudart_dir, tmp_path):
    a = _trace(programs["copies"], tmp_path / "a", interposers, [standins])
    b = _trace(programs["copies"], tmp_path / "b", interposers, [standins])
    assert diff.diff_paths(a.out_dir, b.out_dir) is None  # pointers and timings ignored
    c = _trace(programs["copies"], tmp_path / "c", interposers, [standins], "7")
    d = diff.diff_paths(a.out_dir, c.out_dir)
    assert d.kind == "d2h" and d.ref["fn"] == "cudaMemcpy"
    text = diff.format_divergence(d, "a", "c")
    assert "first divergence" in text and ">> #" in text
    real = _trace(programs["copies"], tmp_path / "r", interposers, [real_cudart_dir])
    d = diff.diff_paths(a.out_dir, real.out_dir)
    assert d.kind == "status" and d.ref["fn"] == "cudaMemcpy"
    assert d.detail == f"cudaSuccess vs {d.run['status_name']}"


def test_missing_real_library_is_reported_before_running(programs, interposers, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(run.TraceError) as exc:
        _trace(programs["basic"], tmp_path / "t", interposers, [empty])
    assert "libcudart.so.13" in str(exc.value) and str(empty) in str(exc.value)
    assert not (tmp_path / "t" / "calls.jsonl").exists()


def test_unwritable_output_folder(programs, interposers, real_cudart_dir, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(run.TraceError, match="cannot write the trace folder"):
        _trace(programs["basic"], blocker / "trace", interposers, [real_cudart_dir])


def test_decode_again_gives_the_same_calls(programs, interposers, real_cudart_dir, tmp_path):
    _trace(programs["basic"], tmp_path / "t", interposers, [real_cudart_dir])
    first = (tmp_path / "t" / "calls.jsonl").read_text()
    run.finalise(tmp_path / "t")
    assert (tmp_path / "t" / "calls.jsonl").read_text() == first


def test_exports_missing_from_the_catalog_are_forwarded(programs, catalog, real_cudart_dir, tmp_path):
    """Built with pass-through jumps for the real library's other exports (cudaGetDevice)."""
    native = subprocess.run([programs["passthrough"]], capture_output=True, text=True,
                            env={"LD_LIBRARY_PATH": str(real_cudart_dir)})
    res = run.trace([str(programs["passthrough"])], tmp_path / "t", catalog=catalog,
                    real_libs=[str(real_cudart_dir)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert res.returncode == native.returncode == 0
    assert res.summary["exit_code"] == 0
    calls = [c for c in _calls(tmp_path / "t") if not c["fn"].startswith("__cuda")]
    assert [c["fn"] for c in calls] == ["cudaRuntimeGetVersion", "cudaGetDeviceCount"]
    version = calls[0]
    assert version["status_name"] == "cudaSuccess"
    assert f"version {version['out']['runtimeVersion']}/0" in native.stdout
