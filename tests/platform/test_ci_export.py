"""`invoke ci.export --github`: a workflow that GitHub's schema accepts, one job per shard."""

from __future__ import annotations

import subprocess

import yaml

from conftest import REPO


def _validate(path) -> subprocess.CompletedProcess:
    return subprocess.run(["check-jsonschema", "--builtin-schema", "vendor.github-workflows", str(path)],
                          capture_output=True, text=True, timeout=120)


def test_exported_workflow_validates_and_has_a_job_per_shard(tmp_path):
    out = tmp_path / "matrix.yml"
    done = subprocess.run(["invoke", "ci.export", "--github", "--shards", "3", "--out", str(out)], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    checked = _validate(out)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    workflow = yaml.safe_load(out.read_text())
    jobs = workflow["jobs"]
    assert sorted(jobs) == ["matrix-shard-1", "matrix-shard-2", "matrix-shard-3", "report"]
    runs = [step.get("run", "") for step in jobs["matrix-shard-2"]["steps"]]
    assert "invoke matrix --backend cpu --shard 2/3 --run-id shard-2-of-3" in runs
    assert jobs["report"]["needs"] == ["matrix-shard-1", "matrix-shard-2", "matrix-shard-3"]
    assert any("invoke report --merge" in step.get("run", "") for step in jobs["report"]["steps"])


def test_the_validator_does_reject_a_broken_workflow(tmp_path):
    out = tmp_path / "matrix.yml"
    subprocess.run(["invoke", "ci.export", "--github", "--shards", "1", "--out", str(out)], cwd=REPO, check=True,
                   capture_output=True, timeout=60)
    workflow = yaml.safe_load(out.read_text())
    del workflow["jobs"]["report"]["runs-on"]
    broken = tmp_path / "broken.yml"
    broken.write_text(yaml.safe_dump(workflow))
    assert _validate(broken).returncode != 0
