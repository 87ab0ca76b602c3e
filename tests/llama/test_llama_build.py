"""The llama.cpp build's cache key, prerequisites, sdist verification, and (when a build is
cached here, or in the slow test that builds it) the binaries themselves."""

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from zluda.llama import build, source
from zluda.platform import workloads

REPO = Path(__file__).resolve().parents[2]


def toolchain_or_skip():
    try:
        return build.find_toolchain()
    except build.BuildError as exc:
        pytest.skip(str(exc))


def test_cache_key_depends_on_what_decides_the_binaries():
    tools = toolchain_or_skip()
    key = build.cache_key(tools)
    assert key == build.cache_key(dataclasses.replace(tools, cmake=Path("/elsewhere/cmake")))
    assert key != build.cache_key(dataclasses.replace(tools, nvcc_version="release 12.9, V12.9.86"))
    assert key != build.cache_key(tools, flags={**build.CMAKE_FLAGS, "CMAKE_CUDA_ARCHITECTURES": "90-virtual"})
    assert key != build.cache_key(tools, sdist=source.Sdist("0.3.35", "0" * 64))
    assert build.build_dir_for(key).name == f"build-{key}"


def test_missing_prerequisites_are_all_named(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))  # no nvcc, cmake or ninja
    monkeypatch.setenv("ZLUDA_CUBLAS_ROOT", str(tmp_path))
    monkeypatch.setattr(build, "_cublas_candidates", lambda nvcc: [(tmp_path / "lib", tmp_path / "include")])
    with pytest.raises(build.BuildError) as info:
        build.find_toolchain()
    for what in ("nvcc", "cmake", "ninja", "cuBLAS 13"):
        assert what in str(info.value)
    assert build.cached() is None  # never builds, never raises


def test_sdist_hash_is_verified(tmp_path):
    fake = tmp_path / source.PINNED.filename
    fake.write_bytes(b"not the sdist")
    with pytest.raises(source.SourceError, match="does not match the pinned"):
        source.verify(fake)


def test_workload_manifest_is_valid():
    workload = workloads.load_own(REPO / "workloads", "llama.cpp")
    assert workload.spec["timeout"] >= 3600
    names = [s["name"] for s in workload.spec["run"]]
    assert names.index("backend-ops") < names.index("backend-ops-rows")
    assert "zluda.llama.prerequisites" in workload.spec["needs"]["python"]


CACHED = build.cached()
needs_build = pytest.mark.skipif(CACHED is None, reason="no cached llama.cpp build here "
                                 "(`python -m zluda.llama build`, or the slow test below)")


@needs_build
def test_binaries_link_no_link_only_library():
    for name in ("libggml-cuda.so", "test-backend-ops"):
        dynamic = subprocess.run(["readelf", "-d", "-W", str(CACHED.bin_dir / name)],
                                 capture_output=True, text=True, check=True).stdout
        runpath = [line for line in dynamic.splitlines() if "RUNPATH" in line or "RPATH" in line]
        assert runpath and all("[$ORIGIN]" in line for line in runpath), runpath


@needs_build
def test_cpu_only_backend_ops_run_is_parsed(tmp_path):
    """The real test-backend-ops on llama.cpp's CPU alone (NVIDIA's runtime, no GPU): CUDA0 is
    absent, so the parser must refuse it."""
    from zluda.llama import backend_ops
    import os
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(map(str, build.nvidia_runtime_dirs())),
               CUDA_VISIBLE_DEVICES="")
    done = subprocess.run([str(CACHED.binary("test-backend-ops")), "-b", "CUDA0", "-o", "ADD"],
                          capture_output=True, text=True, env=env, timeout=300)
    report = backend_ops.parse(done.stdout)
    report.init_errors += backend_ops.init_errors(done.stderr)
    assert report.complete and "CUDA0" not in [b.name for b in report.backends]
    with pytest.raises(backend_ops.ParseError, match="CUDA0 was not listed"):
        backend_ops.check_tested(report, "CUDA0")


@needs_build
def test_tiny_model_generates_on_the_cpu_backend(tmp_path):
    pytest.importorskip("gguf")
    from zluda.llama import compare, tinymodel
    model = tinymodel.write(tmp_path / "tiny.gguf", seed=1234)
    outs = []
    for run in ("a", "b"):
        out = tmp_path / run
        done = subprocess.run([sys.executable, "-m", "zluda.llama", "greedy", "--bin", str(CACHED.bin_dir),
                               "--model", str(model), "--device", "cpu", "--n", "8", "--out-dir", str(out)],
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-2000:]
        outs.append(out)
    first = compare.load(outs[0])
    assert len(first.tokens) == 8 and first.logits.shape == (8, tinymodel.Shape().n_vocab)
    assert first.logits.std() > 1.0  # spread-out logits: clear greedy margins
    assert "8 tokens identical" in compare.compare(outs[0], outs[1])


@pytest.mark.llama_build
@pytest.mark.timeout(3600)   # a real download + build: pytest's default 600 s cut it short
def test_full_build_then_cached(tmp_path):
    """Downloads the sdist and builds llama.cpp (~20 min on 2 idle cores); a second call
    returns the cached build in seconds."""
    toolchain_or_skip()
    import time
    first = build.build(jobs=2, log=lambda *a: None)
    assert first.complete()
    started = time.monotonic()
    again = build.build(jobs=2, log=lambda *a: None)
    assert again.directory == first.directory and time.monotonic() - started < 30
    link = again.link_into(tmp_path)
    assert (link / "test-backend-ops").is_file() and (link / build.GREEDY).is_file()
    info = json.loads(again.stamp.read_text())
    assert info["key"] == again.key and info["sdist"][1] == source.PINNED.sha256


def test_prerequisites_module_refuses_import_without_tools(tmp_path):
    """The workload's needs.python names zluda.llama.prerequisites: without the tools its
    import fails with the missing pieces, and the runner reports the cell unsupported."""
    import os
    env = dict(os.environ, PATH=str(tmp_path), ZLUDA_CUBLAS_ROOT=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", "import zluda.llama.prerequisites"], capture_output=True,
                          text=True, env=env, cwd=REPO)
    assert done.returncode == 1
    assert "ImportError: llama.cpp build prerequisites missing: nvcc" in done.stderr
    assert "cmake" in done.stderr and "cuBLAS 13" in done.stderr
