"""Every cuBLAS level-1/2/3 routine family, the legacy API, cuBLASXt's forwarded routines,
the handle settings and cuBLASLt's transform, through the built drop-in libraries
(routines_client.py; references from loops over the BLAS storage formulas and numpy).
One subprocess runs every scenario: the libraries start their interpreter once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
import routines_client  # noqa: E402  (the scenario list; the libraries load only in its subprocess)


@pytest.fixture(scope="module")
def results():
    from zluda.paths import build_dir
    from zluda.shim import build

    build.build_all()
    env = dict(os.environ, PYTHONPATH=f"{REPO_ROOT}{os.pathsep}{HERE}", ZLUDA_LOG_UNIMPLEMENTED="off")
    env.pop("ZLUDA_TRACE_DIR", None)
    proc = subprocess.run([sys.executable, str(HERE / "routines_client.py"), str(build_dir())], capture_output=True,
                          text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr[-4000:]
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("RESULTS ")), None)
    assert line is not None, proc.stdout[-2000:] + proc.stderr[-4000:]
    return json.loads(line[len("RESULTS "):])


@pytest.mark.parametrize("scenario", list(routines_client.SCENARIOS))
def test_scenario(results, scenario):
    ok, detail = results[scenario]
    assert ok, detail


def test_every_catalog_function_is_implemented():
    """zluda info's count: cuBLAS and cuBLASLt complete."""
    from zluda.api import catalog
    from zluda.shim import registry

    registry.load_implementations("")
    cat = catalog.load(13)
    for library, missing in (("cublas", set()), ("cublasLt", set())):
        names = {f.name for f in cat.functions_of(library)}
        assert names - registry.implemented(library) == missing
        assert not registry.implemented(library) - names - catalog_names(12, library)


def catalog_names(major, library):
    from zluda.api import catalog
    return {f.name for f in catalog.load(major).functions_of(library)}
