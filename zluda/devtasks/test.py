"""`invoke test`: the project's test suite (what .ci/run runs)."""

from invoke import task


@task(help={"k": "only tests matching this pytest -k expression", "fast": "skip tests marked slow",
            "llama_build": "also the full llama.cpp build (~30 min on 2 cores; left out by default)"})
def test(c, k="", fast=False, llama_build=False):
    """Run the test suite with pytest."""
    args = ["python", "-m", "pytest", "-q", "-rfEs", "--durations=15"]
    if k:
        args += ["-k", repr(k)]
    markers = [] if llama_build else ["not llama_build"]
    if fast:
        markers.append("not slow")
    if markers:
        args += ["-m", repr(" and ".join(markers))]
    c.run(" ".join(args), pty=False)
