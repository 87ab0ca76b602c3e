"""The shim tests exercise the dispatch layer alone: only its start-up implementations are
loaded (ZLUDA_IMPLEMENTATION_MODULES), so calls the runtime implements elsewhere stay
unimplemented here and show the NOT_SUPPORTED path."""
import pytest


@pytest.fixture(autouse=True)
def dispatch_layer_alone(monkeypatch):
    # only while a shim test runs: the other areas' tests need the full registry
    monkeypatch.setenv("ZLUDA_IMPLEMENTATION_MODULES", "zluda.shim.impl_minimal")

import subprocess
from pathlib import Path

import pytest

from zluda.paths import build_dir

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="session")
def shim_libs() -> Path:
    """All seven libraries, built once (incrementally: a current build is reused)."""
    from zluda.shim import build

    build.build_all()
    return build_dir()


@pytest.fixture(scope="session")
def programs(nvcc, tmp_path_factory) -> dict[str, Path]:
    """The test programs, compiled by the machine's nvcc (-arch=compute_80: no GPU needed)."""
    out = tmp_path_factory.mktemp("programs")
    built = {}
    for name, flags in {"sample": ["-cudart", "shared"], "sample_static": [],
                        "sample_per_thread": ["-cudart", "shared", "--default-stream", "per-thread"],
                        "exitcode": ["-cudart", "shared"]}.items():
        src = HERE / "programs" / (name.split("_")[0] + ".cu")
        exe = out / name
        subprocess.run([nvcc, *flags, "-arch=compute_80", "-o", str(exe), str(src)], check=True, capture_output=True)
        built[name] = exe
    threads = out / "threads"
    subprocess.run(["gcc", "-O1", "-pthread", "-o", str(threads), str(HERE / "programs" / "threads.c"),
                    f"-L{out}", "-ldl"], check=True, capture_output=True)
    built["threads"] = threads
    return built
