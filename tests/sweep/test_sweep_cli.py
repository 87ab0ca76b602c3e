"""`python -m zluda.sweep`: selection, listing and clear errors for bad arguments."""

import subprocess
import sys

from zluda.paths import REPO_ROOT


def _run(*args):
    return subprocess.run([sys.executable, "-m", "zluda.sweep", *args], cwd=REPO_ROOT,
                          capture_output=True, text=True, timeout=120)


def test_list_selects_by_family_and_glob():
    done = _run("--family", "prmt", "--variant", "prmt.b32.*", "--list")
    assert done.returncode == 0, done.stderr
    ids = [line.split()[-1] for line in done.stdout.splitlines()]
    assert ids == ["prmt.b32.f4e", "prmt.b32.b4e", "prmt.b32.rc8", "prmt.b32.ecl", "prmt.b32.ecr", "prmt.b32.rc16"]


def test_sample_spreads_over_every_family():
    done = _run("--sample", "100", "--list")
    assert done.returncode == 0
    families = {line.split()[0] for line in done.stdout.splitlines()}
    assert len(families) == 39 and 90 <= len(done.stdout.splitlines()) <= 160


def test_bad_arguments_are_named():
    done = _run("--family", "nope", "--list")
    assert done.returncode == 2 and "no variant in families ['nope']" in done.stderr
    done = _run("--shard", "3/2", "--list")
    assert done.returncode == 2 and "--shard must be i/n" in done.stderr
    done = _run("--variant", "zzz*", "--list")
    assert done.returncode == 2 and "no variant matches" in done.stderr


def test_missing_reference_is_explained(tmp_path):
    done = subprocess.run([sys.executable, "-m", "zluda.sweep", "--family", "prmt", "--rejects", "0"],
                          cwd=REPO_ROOT, capture_output=True, text=True, timeout=300,
                          env={**__import__("os").environ, "ZLUDA_SWEEP_REFERENCE": str(tmp_path)})
    assert done.returncode == 2 and "no H200 reference recorded yet" in done.stderr
