"""The workload manifests validate against the platform's schema and name exactly the
programs that workloads/build.py knows, with data files that exist."""

import json
import re

import jsonschema
import pytest
import yaml

from workloads_paths import REPO, WORKLOADS

SCHEMA = REPO / "zluda" / "platform" / "schemas" / "workload.schema.json"
MANIFESTS = [WORKLOADS / "gpt2" / "workload.yaml", WORKLOADS / "samples" / "workload.yaml"]


def workloads_of(path):
    doc = yaml.safe_load(path.read_text())
    return doc["workloads"] if "workloads" in doc else [doc]


@pytest.mark.parametrize("manifest", MANIFESTS, ids=lambda p: p.parent.name)
def test_manifest_validates(manifest):
    schema = json.loads(SCHEMA.read_text())
    jsonschema.validate(yaml.safe_load(manifest.read_text()), schema)


def test_platform_loads_them_by_name():
    """matrix.yaml can name them (`gpt2`, `samples`): one workload per file, named as its folder."""
    from zluda.platform.workloads import load_own, resolve_source

    for manifest in MANIFESTS:
        workload = load_own(WORKLOADS, manifest.parent.name)
        assert workload.runs_cuda
        assert resolve_source(workload) == manifest.parent


def test_manifests_cover_every_program(build_module):
    named = set()
    for manifest in MANIFESTS:
        for w in workloads_of(manifest):
            for step in w.get("build", []):
                named |= set(re.findall(r"build\.py --out \"\$ZLUDA_CELL_BUILD\" (.+)$", step["command"])[0].split())
    assert named == set(build_module.PROGRAMS)


def test_run_steps_name_existing_data():
    for manifest in MANIFESTS:
        for w in workloads_of(manifest):
            for step in w["run"]:
                for rel in re.findall(r"\b(data/[\w./-]+)", step["command"]):
                    if rel.endswith("_h200.npz"):
                        continue   # written by record_h200.sh on the H200 (see its header)
                    assert (manifest.parent / rel).exists(), f"{w['name']}/{step['name']}: {rel} is missing"
            assert w.get("profile") in (None, "llmc")
            if w.get("profile"):
                assert (REPO / "zluda" / "profiles" / f"{w['profile']}.yaml").exists()


# default builds (docs/default-builds.md): workload -> (its shared-runtime twin, build.py --cudart)
DEFAULT_BUILDS = {"samples-static": ("samples", "static"), "samples-static12": ("samples", "static12"),
                  "gpt2-static": ("gpt2", "static"), "gpt2-static12": ("gpt2", "static12")}


def _built_programs(spec, cudart_flags=""):
    pattern = rf"build\.py {cudart_flags}--out \"\$ZLUDA_CELL_BUILD\" (.+)$"
    return {name for step in spec.get("build", []) for found in re.findall(pattern, step["command"])
            for name in found.split()}


@pytest.mark.parametrize("variant", DEFAULT_BUILDS)
def test_default_builds_run_their_twins_steps_with_the_same_checks(variant):
    """Each default-build workload takes its run steps from its twin (run_from); a step it
    replaces (CUDA 12's errors expectations) keeps the twin's checks."""
    from zluda.platform.workloads import load_own

    twin, cudart = DEFAULT_BUILDS[variant]
    own = yaml.safe_load((WORKLOADS / variant / "workload.yaml").read_text())
    assert own["run_from"]["file"] == f"../{twin}/workload.yaml"
    assert own["source"] == {"path": f"../{twin}"}
    twin_spec = load_own(WORKLOADS, twin).spec
    twin_steps = {step["name"]: step for step in twin_spec["run"]}
    replaced = {step["name"] for step in own.get("run", [])}
    for step in load_own(WORKLOADS, variant).spec["run"]:
        if step["name"] in replaced:
            assert step["checks"] == twin_steps[step["name"]]["checks"], step["name"]
            for rel in re.findall(r"\b(data/[\w./-]+)", step["command"]):
                assert (WORKLOADS / twin / rel).exists(), f"{variant}/{step['name']}: {rel} is missing"
        else:
            assert step == twin_steps[step["name"]]
    built = _built_programs(own, f"--cudart {cudart} ")
    assert built and built <= _built_programs(twin_spec)
