"""`invoke build`: the drop-in CUDA libraries (their overhead: `invoke bench --suite shim`)."""

from invoke import Exit, task


@task(help={"force": "rebuild even if up to date", "jobs": "parallel builds (default: CPU count)",
            "only": "comma-separated sonames to build (default: all seven)"})
def build(c, force=False, jobs=0, only=""):
    """Build libcudart.so.13/.12, libcuda.so.1, libcublas(.Lt).so.13/.12 into the build folder."""
    from zluda.shim import build as shim_build

    targets = shim_build.TARGETS
    if only:
        wanted = {s.strip() for s in only.split(",") if s.strip()}
        targets = tuple(t for t in targets if t.soname() in wanted)
        unknown = wanted - {t.soname() for t in targets}
        if unknown:
            raise Exit(f"unknown libraries: {', '.join(sorted(unknown))}", code=2)
    try:
        shim_build.build_all(force=force, jobs=jobs or None, targets=targets)
    except shim_build.BuildError as exc:
        raise Exit(str(exc), code=1)
