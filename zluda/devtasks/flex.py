"""`invoke flex-corpus`: every kernel of NVIDIA FleX's shipped DLLs (six releases, x86 and
x64, release and debug builds) through parse, translation and compilation (zluda/flex)."""

import json
from pathlib import Path

from invoke import Exit, task

CORPUS_JSON = Path(__file__).resolve().parents[2] / "workloads" / "flex-corpus.json"


@task(help={"out": f"write the rows as JSON there (default with no filter: {CORPUS_JSON.name} in workloads/)",
            "tier": "JIT tier to compile at: baseline (what a first launch compiles), quick or full",
            "release": "only this release (e.g. 1.2.0-cuda9.2.148)", "arch": "only x86 or x64",
            "build": "only Release or Debug", "library": "only NvFlex or NvFlexExt"})
def flex_corpus(c, out="", tier="baseline", release="", arch="", build="", library=""):
    """A table of FleX's PTX modules: kernels, lines, how many translate and compile, times;
    the first error of every kernel that does not. Reads FleX from ZLUDA_FLEX_REPO or GitHub."""
    from zluda.flex import corpus, source
    choose = {}
    if release:
        choose["releases"] = [r for r in source.RELEASES if r.name == release]
        if not choose["releases"]:
            raise Exit(f"--release {release}: one of {', '.join(r.name for r in source.RELEASES)}", code=2)
    for key, value, known in (("arches", arch, tuple(source.ARCHES)), ("builds", build, source.BUILDS),
                              ("libraries", library, source.LIBRARIES)):
        if value:
            if value not in known:
                raise Exit(f"--{key[:-2] if key == 'arches' else key[:-1]} {value}: one of {', '.join(known)}", code=2)
            choose[key] = (value,)
    try:
        repo = source.repository()
    except source.SourceError as exc:
        raise Exit(str(exc), code=2)
    rows = corpus.run(repo, tier=tier, log=print, **choose)
    print()
    print(corpus.markdown(rows))
    target = Path(out) if out else (None if choose else CORPUS_JSON)
    if target is not None:
        target.write_text(json.dumps(corpus.to_json(rows, tier), indent=1) + "\n")
        print(f"\nwrote {target}")
    totals = corpus.summary(rows)
    print(f"{totals['compiled']} of {totals['kernels']} kernels in {totals['modules']} modules compile")
    if totals["compiled"] != totals["kernels"]:
        raise Exit(code=1)
