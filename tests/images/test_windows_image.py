"""The Windows image: DLLs generated from the API catalog, cross-built with mingw-w64,
loaded by a Windows program under wine, every call traced (real wine, real Docker)."""


import pytest

from zluda.images.testsupport import docker_skip_reason, run_in_image
from zluda.images.windows import CUDA_INCLUDE_CANDIDATES, host_cuda_include

pytestmark = [pytest.mark.docker, pytest.mark.slow, pytest.mark.timeout(1500),
              pytest.mark.skipif(docker_skip_reason() is not None,
                                 reason=docker_skip_reason() or "")]


@pytest.fixture(scope="module")
def windows():
    include = host_cuda_include()
    assert include, "CUDA headers missing: run `invoke setup`"
    ran = run_in_image("windows", ["python3", "-m", "zluda.images.windows", "--json"],
                       timeout=900, mounts={str(include): CUDA_INCLUDE_CANDIDATES[0]})
    assert ran.stdout, ran.stderr[-3000:]
    return ran.json()


def test_dlls_export_every_catalog_function(windows):
    rows = {r["name"]: r for r in windows["checks"]}
    for dll in ("nvcuda.dll", "cudart64_13.dll"):
        assert rows[f"build/{dll}"]["status"] == "pass", rows[f"build/{dll}"]["detail"]
        assert rows[f"exports/{dll}"]["status"] == "pass", rows[f"exports/{dll}"]["detail"]


def test_program_under_wine_is_traced(windows):
    rows = {r["name"]: r for r in windows["checks"]}
    for name in ("wine/run", "trace/sequence", "trace/arguments-and-statuses"):
        assert rows[name]["status"] == "pass", rows[name]["detail"]
    calls = windows["calls"]
    launch = next(c for c in calls if c["symbol"] == "cudaLaunchKernel")
    assert launch["args"]["gridDim"] == [4, 2, 1] and launch["unimplemented"]
    assert [c["seq"] for c in calls] == list(range(1, len(calls) + 1))
    assert "cudaMalloc (4096) -> 801 cudaErrorNotSupported".replace(" (", "(") in windows["wine_stdout"]


def test_execution_backend_reported_unsupported_with_reason(windows):
    row = next(r for r in windows["checks"] if r["name"] == "execution-backend")
    assert row["status"] == "unsupported"
    assert "no Windows Python" in row["detail"]


def test_32_bit_program_runs_through_the_32_bit_nvcuda_dll(windows):
    """An i686 program of ours with .address_size 32 PTX, under 32-bit wine, every driver call
    answered by the 64-bit server over TCP (zluda/client32/listen.py)."""
    rows = {r["name"]: r for r in windows["checks"]}
    for name in ("build/nvcuda.dll (32-bit)", "exports/nvcuda.dll (32-bit)", "build/driver32w.exe",
                 "client32/without-server", "client32/wine-run"):
        assert rows[name]["status"] == "pass", rows[name]["detail"]
    assert "driver32w: ok" in windows["client32_stdout"]
    assert "32-bit device pointers" in windows["client32_stdout"]


def test_remote_nvcuda_dll_for_64_bit_programs_and_nvidias_runtime(windows):
    """The remote client built for x86-64 from the same template; NVIDIA's CUDA 9.2 runtime
    (FleX's cudart32_92.dll / cudart64_92.dll) over both widths when FleX is at hand."""
    rows = {r["name"]: r for r in windows["checks"]}
    for name in ("build/nvcuda.dll (64-bit, remote)", "exports/nvcuda.dll (64-bit, remote)"):
        assert rows[name]["status"] == "pass", rows[name]["detail"]
    for bits in (32, 64):
        row = rows[f"client32/cudart{bits}_92"]
        assert row["status"] in ("pass", "unsupported"), row["detail"]
        if row["status"] == "pass":
            assert f"cudartw: ok (runtime 9020, driver 13000, {bits}-bit)" in row["detail"]
        else:
            assert "FleX is not at hand" in row["detail"]
