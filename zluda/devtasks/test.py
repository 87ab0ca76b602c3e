"""`invoke test`: the project's test suite (what .ci/run runs)."""

from invoke import task


@task(help={"k": "only tests matching this pytest -k expression", "fast": "skip tests marked slow"})
def test(c, k="", fast=False):
    """Run the test suite with pytest."""
    args = ["python", "-m", "pytest", "-q", "-rfEs"]
    if k:
        args += ["-k", repr(k)]
    if fast:
        args += ["-m", "'not slow'"]
    c.run(" ".join(args), pty=False)
