"""`invoke build`: the drop-in CUDA libraries (their overhead: `invoke bench --suite shim`)."""

from invoke import Exit, task


@task(help={"force": "rebuild even if up to date", "jobs": "parallel builds (default: CPU count)",
            "only": "comma-separated sonames to build (default: all seven)"})
def build(c, force=False, jobs=0, only=""):
    """Build libcudart.so.13/.12, libcuda.so.1, libcublas(.Lt).so.13/.12 into the build folder,
    and the 32-bit libcuda.so.1 into build/client32/ where gcc -m32 works."""
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
    if not only:
        _build_client32(force)


def _build_client32(force: bool) -> None:
    """The 32-bit libcuda.so.1 (build/client32/), where 32-bit C can be built."""
    from zluda.client32 import build as client32_build

    problem = client32_build.compiler_problem()
    if problem:
        print(f"skipped the 32-bit libcuda.so.1: {problem}")
        return
    try:
        if not force and client32_build.is_current():
            print(f"up to date: {client32_build.library_path()}")
            return
        client32_build.build(force=force)
    except client32_build.BuildError as exc:
        raise Exit(str(exc), code=1)
