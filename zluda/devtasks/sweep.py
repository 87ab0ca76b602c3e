"""PTX sweep tasks: `invoke sweep`, `invoke sweep-ptxas`, `invoke sweep-record-local`."""

from __future__ import annotations

import subprocess
import sys

from invoke import Exit, task



@task(iterable=["family", "variant"],
      help={"family": "only this instruction family (repeatable), e.g. cvt",
            "variant": "variant id or glob (repeatable), e.g. 'cvt.rn.f16.*'",
            "shard": "i/n: run this shard of the work",
            "sample": "about N variants spread over every family (CI's quick run)",
            "full": "the full set: exhaustive (<= 32 input bits) or 2^24 random tuples, chunk digests",
            "rejects": "how many ptxas-rejected combinations the translator must reject (-1 all, 0 none)",
            "out": "report JSON path",
            "jobs": "full set: N worker processes, resumable through a journal",
            "journal": "with --jobs: the journal file (rerunning with it finishes what is missing)",
            "list": "only list the selected variants"})
def sweep(c, family=None, variant=None, shard=None, full=False, rejects=200, out=None, list=False, sample=None,
          jobs=None, journal=None):
    """Run the PTX instruction sweep on the translator and compare with the H200 references."""
    from zluda.sweep.__main__ import main

    argv = [f"--family={f}" for f in family or []] + [f"--variant={v}" for v in variant or []]
    argv += [f"--rejects={rejects}"]
    if shard:
        argv.append(f"--shard={shard}")
    if full:
        argv.append("--full")
    if sample:
        argv.append(f"--sample={sample}")
    if out:
        argv.append(f"--out={out}")
    if jobs:
        argv.append(f"--jobs={jobs}")
    if journal:
        argv.append(f"--journal={journal}")
    if list:
        argv.append("--list")
    rc = main(argv)
    if rc:
        raise Exit(code=rc)


@task(help={"jobs": "parallel ptxas processes"})
def sweep_ptxas(c, jobs=2):
    """Re-run ptxas over every table combination and rewrite workloads/ptx-sweep/ptxas-rejects.json."""
    from zluda.sweep import validate

    doc = validate.record(jobs=jobs)
    for arch, info in doc["arches"].items():
        print(f"{arch}: {info['accepted']} accepted, {info['rejected']} rejected of {doc['candidates']} "
              f"(ptxas {doc['ptxas']})")


def pinned_ptxas() -> str | None:
    """The ptxas release that recorded the rejects list, if installed (setup's check)."""
    from zluda.sweep import validate

    try:
        path = validate.find_ptxas()
    except validate.PtxasMissing:
        return None
    recorded = validate.load_rejects()["ptxas"]
    return f"{path} ({recorded})" if validate.ptxas_version(path) == recorded else None


def install_ptxas() -> None:
    """The recorded ptxas (NVIDIA's nvidia-cuda-nvcc wheel, pinned) into the cache folder,
    beside any other nvcc, so the rejects list reproduces exactly."""
    from zluda.sweep import validate

    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    "--target", str(validate.pinned_dir()), validate.PINNED_WHEEL], check=True)


@task
def sweep_setup(c):
    """Install the ptxas release the rejects list was recorded with (if not present)."""
    found = pinned_ptxas()
    if not found:
        install_ptxas()
        found = pinned_ptxas()
    if not found:
        raise Exit("the pinned ptxas did not install", code=1)
    print(f"ptxas: {found}")
