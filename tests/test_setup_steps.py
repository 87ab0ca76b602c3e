"""`invoke setup` without --tests installs what the README's matrix command needs."""
from pathlib import Path

import yaml

from zluda.devtasks.setup import STEPS

ROOT = Path(__file__).resolve().parent.parent
# Python modules a matrix workload names under needs: the setup step that installs each
MODULE_STEPS = {"nvidia.cuda_runtime": "cuda12-static-runtime", "nvidia.cuda_cccl": "cuda12-static-runtime"}


def _matrix_workload_files():
    matrix = yaml.safe_load((ROOT / "matrix.yaml").read_text())
    for entry in matrix["axes"]["workloads"]:
        name = entry["file"] if isinstance(entry, dict) else f"workloads/{entry}/workload.yaml"
        yield ROOT / name


def test_matrix_python_needs_come_from_plain_setup():
    steps = {step.name: step for step in STEPS}
    checked = 0
    for path in _matrix_workload_files():
        needs = (yaml.safe_load(path.read_text()).get("needs") or {}).get("python") or []
        for module in needs:
            if module in MODULE_STEPS:
                step = steps[MODULE_STEPS[module]]
                assert not step.tests_only, f"{path.name}: {module} comes from `invoke setup --tests` only ({step.name})"
                checked += 1
    assert checked, "no matrix workload names a module of MODULE_STEPS: the table is stale"
