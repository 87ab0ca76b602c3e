"""`invoke images.*`: the ROCm and Windows images (build, list, setup).

The Docker SDK (the `[images]` extra) loads only when one of these tasks runs: every
`invoke` start imports this module. The platform's runner registers the Docker executor
itself, on first use (zluda.platform.executors.PLUGIN_MODULES), so `invoke matrix --rocm
6.4` runs its cells in containers of `zluda/rocm-6.4`.
"""

from __future__ import annotations

import json

from invoke import Exit, task

from zluda.images.specs import IMAGES, spec_for

NAMESPACE = "images"


def setup_images(c=None) -> None:
    """The images area's part of `invoke setup`: Docker engine + debootstrap, dockerd up."""
    from zluda.images.engine import ensure_engine
    info = ensure_engine().version()
    print(f"docker engine {info.get('Version')} running")


@task(help={"rocm": "one ROCm image by version, e.g. 6.4", "windows": "the Windows image",
            "all": "every image", "quiet": "print only the result line per image",
            "base_image": "start from this official image instead of "
            "the debootstrap rootfs (when a registry is reachable), e.g. debian:trixie"})
def build(c, rocm=None, windows=False, all=False, base_image=None, quiet=False):
    """Build (layer-cached) the rocm-X or windows image; default: rocm-6.4."""
    from zluda.images.build import ImageBuildError, build_image
    names = list(IMAGES) if all else [f"rocm-{rocm}"] if rocm else ["windows"] if windows \
        else ["rocm-6.4"]
    for name in names:
        try:
            spec = spec_for(name)
        except KeyError as exc:
            raise Exit(str(exc), code=2)
        try:
            record = build_image(spec, base_image=base_image,
                                 log=(lambda *_: None) if quiet else print)
        except ImageBuildError as exc:
            raise Exit(str(exc), code=1)
        print(f"{record['tag']}: {record['seconds']} s, {record['size_bytes'] / 1e9:.2f} GB, "
              f"{record['cached_steps']}/{record['steps']} steps cached")


@task(name="list", help={"output": "table (default) or json"})
def list_(c, output="table"):
    """The images that exist here and what is inside (HIP, comgr versions and ABIs, LLVM, wine)."""
    from zluda.images.inventory import inventory, render_table
    rows = inventory()
    if output not in ("table", "json"):
        raise Exit(f"--output must be table or json, not {output!r}", code=2)
    print(json.dumps(rows, indent=2) if output == "json" else render_table(rows))


@task
def setup(c):
    """Install and start the Docker engine (idempotent)."""
    setup_images(c)


@task(help={"rocm": "the ROCm image by version (default 6.4)"})
def amdgpu(c, rocm="6.4"):
    """Compile-only AMDGPU cells (every workload kernel, 4 targets, llvmlite + each comgr)."""
    from zluda.images.amdgpu_report import CellsError, run
    try:
        spec = spec_for(rocm)
        result, md = run(spec.name)
    except (KeyError, CellsError) as exc:
        raise Exit(str(exc), code=2)
    print(md.read_text())
    s = result["summary"]
    if s.get("fail") or s["disagree"]:
        raise Exit(code=1)
