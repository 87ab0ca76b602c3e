"""`invoke matrix` and `invoke report`: the compatibility matrix and its reports."""

import glob

from invoke import Exit, task

MATRIX_HELP = {
    "image": "only these images (names or globs, comma-separated), e.g. host",
    "rocm": "run on the ROCm image of this version, e.g. 6.4 (the image rocm-<version>)",
    "backend": "only these backends (comma-separated): cpu, nvidia",
    "workload": "only these workloads (names or globs, comma-separated)",
    "workloads": "a workloads file (one workload or a list) that replaces the matrix's workloads",
    "jobs": "cells run at the same time (default: CPU count)",
    "resume": "finish the latest run (or --run-id) after an interruption; finished cells are kept "
              "(a run whose report was rendered is refused)",
    "shard": "i/n: run only every n-th cell starting at the i-th (CI sharding)",
    "baseline": "run id or folder to compare with (regressions/fixes); default: the previous run",
    "matrix": "the matrix file (default: matrix.yaml at the repository root)",
    "reports": "where run folders go (default: reports/)",
    "run_id": "name of the run folder under --reports: a name, not a path (default: a timestamp)",
}


@task(help=MATRIX_HELP, auto_shortflags=False)
def matrix(c, image=None, rocm=None, backend=None, workload=None, workloads=None, jobs=None, resume=False,
           shard=None, baseline=None, matrix=None, reports=None, run_id=None):
    """Run the compatibility matrix (images x backends x workloads) and render reports/<run-id>/."""
    from zluda.platform import orchestrate  # imported here: `invoke --list` stays fast

    rc = orchestrate.run_matrix(matrix_path=matrix, workloads=workloads, image=image, backend=backend,
                                workload=workload, rocm=rocm, jobs=jobs, resume=resume, shard=shard,
                                baseline=baseline, reports_dir=reports, run_id=run_id)
    if rc:
        raise Exit(code=rc)


@task(iterable=["merge"], auto_shortflags=False, help={
    "merge": "run folders to merge: comma-separated, globs allowed, or --merge repeated",
    "reports": "where the merged run folder goes (default: reports/)",
    "run_id": "name of the merged run folder",
    "baseline": "run id or folder to compare with",
})
def report(c, merge, reports=None, run_id=None, baseline=None):
    """Merge the cells of several run folders (shards) into one run and render its report."""
    from zluda.platform import orchestrate

    folders = [path for value in merge for part in value.replace(",", " ").split()
               for path in (sorted(glob.glob(part)) or [part])]
    if not folders:
        raise Exit("give the run folders to merge: invoke report --merge DIR,DIR (or a glob)", code=2)
    rc = orchestrate.merge_reports(folders, reports_dir=reports, run_id=run_id, baseline=baseline)
    if rc:
        raise Exit(code=rc)
