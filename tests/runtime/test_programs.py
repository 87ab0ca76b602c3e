"""Real nvcc-built programs (-cudart shared -arch=compute_80) running under `zluda run`.

The programs check their own results against values computed on the host, independently
of the device code; these tests only look at what they print and how they exit.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
WORKLOADS = REPO / "workloads"


@pytest.fixture(scope="module")
def libraries():
    from zluda.shim import build
    build.build_all()


@pytest.fixture(scope="module")
def launch_paths(nvcc, tmp_path_factory, libraries) -> Path:
    exe = tmp_path_factory.mktemp("runtime") / "launch_paths"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "launch_paths.cu")], check=True, capture_output=True)
    return exe


def zluda_run(program: list[str], env: dict | None = None, cwd: Path | None = None, timeout: int = 240,
              options: tuple = ()):
    # this checkout's package, also when the program runs from a workload's folder
    path = os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return subprocess.run([sys.executable, "-m", "zluda", "run", *options, "--", *program], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": path, **(env or {})}, cwd=cwd, timeout=timeout)


def _bad_lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("BAD ")]


def test_launch_paths(launch_paths):
    result = zluda_run([str(launch_paths)])
    assert _bad_lines(result.stdout) == [], result.stdout + result.stderr
    assert "DONE 0 bad" in result.stdout, result.stdout + result.stderr
    assert result.returncode == 0
    # the device assert reached stderr with the kernel's source location
    assert "Assertion `v > 0` failed." in result.stderr


def test_compute_capability_is_configurable(launch_paths):
    result = zluda_run([str(launch_paths)], env={"ZLUDA_COMPUTE_CAPABILITY": "9.0"})
    assert "OK props.cc" in result.stdout, result.stdout + result.stderr
    assert result.returncode == 0, result.stdout


def _build_workloads(folder: str, names: list[str], out: Path) -> dict[str, Path]:
    done = subprocess.run([sys.executable, str(WORKLOADS / "build.py"), "--out", str(out), *names],
                          capture_output=True, text=True, cwd=WORKLOADS / folder, check=True)
    built = {}
    for line in done.stdout.splitlines():
        name, _, path = line.partition("\t")
        if path:
            built[name] = Path(path)
    return built


@pytest.mark.parametrize("sample", ["driver_api", "dynamic_shared", "memory", "streams", "cublaslt", "textures"])
def test_workload_sample(sample, libraries, nvcc, tmp_path):
    exe = _build_workloads("samples", [sample], tmp_path)[sample]
    result = zluda_run([str(exe)], cwd=WORKLOADS / "samples")
    assert f"SUMMARY {sample}:" in result.stdout, result.stdout + result.stderr
    assert " 0 failed" in result.stdout.splitlines()[-1], result.stdout
    assert result.returncode == 0


def test_traced_program_exits_cleanly(libraries, nvcc, tmp_path):
    # regression: with a trace recording, the exit handler let the garbage collector dispose
    # JIT engines after LLVM's static state was gone (SIGSEGV, or a spin that hung the matrix)
    exe = _build_workloads("samples", ["driver_api"], tmp_path)["driver_api"]
    trace = tmp_path / "trace"
    result = zluda_run([str(exe)], cwd=WORKLOADS / "samples", timeout=120, options=("--trace-dir", str(trace)))
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "SUMMARY driver_api" in result.stdout
    assert (trace / "calls.jsonl").stat().st_size > 0


def test_gpt2_fp32_trains(libraries, nvcc, tmp_path):
    exe = _build_workloads("gpt2", ["gpt2_fp32"], tmp_path)["gpt2_fp32"]
    data = WORKLOADS / "gpt2" / "data"
    result = zluda_run([str(exe), "--checkpoint", str(data / "gpt2_tiny.ckpt"), "--reference",
                        str(data / "gpt2_tiny.ref"), "--steps", "3"], cwd=WORKLOADS / "gpt2")
    assert "SUMMARY fp32:" in result.stdout and ", 0 failed" in result.stdout, result.stdout[-3000:] + result.stderr
    assert result.returncode == 0


# what NVIDIA's runtime and driver printed for it (an H100, driver 580, CUDA 13.0: nvcc
# -cudart shared -arch=sm_90 runtime_then_driver.cu -lcuda): cuInit not called before the
# first runtime call -> 3; another thread without a current context -> 201
RUNTIME_THEN_DRIVER = (HERE / "data" / "runtime_then_driver_gpu_stdout.txt").read_text()


def test_driver_calls_after_runtime_calls_use_the_primary_context(libraries, nvcc, tmp_path):
    from zluda.paths import build_dir
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "libcuda.so").symlink_to(build_dir() / "libcuda.so.1")
    exe = tmp_path / "runtime_then_driver"
    subprocess.run([nvcc, "-cudart", "shared", "-arch=compute_80", "-o", str(exe),
                    str(HERE / "programs" / "runtime_then_driver.cu"), "-L", str(tmp_path / "lib"), "-lcuda"],
                   check=True, capture_output=True)
    result = zluda_run([str(exe)])
    assert result.stdout == RUNTIME_THEN_DRIVER, result.stdout + result.stderr
    assert result.returncode == 0
