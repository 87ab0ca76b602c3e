"""`invoke api.generate [--check]`: regenerate the API catalog from the real CUDA headers."""

from invoke import task

NAMESPACE = "api"


@task(help={
    "check": "do not write; exit non-zero if the committed catalog differs",
    "major": "only this CUDA major version (12 or 13)",
    "no_cublas": "skip cuBLAS (its wheels are ~500 MB on first fetch)",
})
def generate(c, check=False, major=0, no_cublas=False):
    """Regenerate zluda/api/data/cuda-<major>.json and show the diff."""
    from zluda.api.generate import main

    argv = ["--check"] if check else []
    if major:
        argv += ["--major", str(major)]
    if no_cublas:
        argv += ["--no-cublas"]
    status = main(argv)
    if status:
        raise SystemExit(status)
