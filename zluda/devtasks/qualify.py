"""`invoke qualify --release NAME`: the go/no-go qualification across images and ABIs."""

from __future__ import annotations

import re

from invoke import Exit, task


@task(help={"release": "name of the release being qualified (folder reports/qualify/NAME)",
            "images": "only these images (comma-separated; default: all)",
            "baseline": "release name or folder to compare with (default: the previous one)",
            "out": "output folder (default: reports/qualify/RELEASE)"})
def qualify(c, release, images="", baseline=None, out=None):
    """Go/no-go for a release across rocm-6.0, rocm-6.4, rocm-7.2, windows and comgr ABIs."""
    from zluda.images.qualify import QUALIFY_DIR, qualify as run
    from zluda.images.specs import spec_for
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", release):
        # it names a folder under reports/qualify (an option mistaken for it made "--help")
        raise Exit(f"--release {release!r}: expected a name of letters, digits, '.', '_' or '-', "
                   f"not starting with a punctuation mark", code=2)
    names = [n.strip() for n in images.split(",") if n.strip()] or None
    for name in names or []:
        try:
            spec_for(name)
        except KeyError as exc:
            raise Exit(str(exc), code=2)
    try:
        result = run(release, names, baseline, out)
    except FileNotFoundError as exc:
        raise Exit(str(exc), code=2)
    where = out or QUALIFY_DIR / release
    print(f"{result['verdict']}: {len(result['rows'])} checks, {len(result['failures'])} "
          f"failing, {len(result['comparison']['regressions'])} regressions -> "
          f"{where}/qualification.html")
    if result["verdict"] != "GO":
        raise Exit(code=1)
