"""PTX of every workload kernel: each workload's CUDA sources compiled with `nvcc -ptx`
(and any .ptx file a workload ships), cached by content under the cache folder.

The PTX is what the translator consumes; the AMDGPU cells then compile it through the
translator's AMDGPU hook for every target and producer."""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from zluda.paths import REPO_ROOT, cache_dir

WORKLOADS_DIR = REPO_ROOT / "workloads"
PTX_ARCH = "sm_80"
# how many PTX sweep variants the AMDGPU cells compile (spread over every family)
SWEEP_SAMPLE = 60
# beside a PTX file: {kernel: reason} of kernels known not to translate (see sweep_sample)
KNOWN_SUFFIX = ".known.json"


@dataclass
class WorkloadPtx:
    source: Path          # the .cu or .ptx file in the repository
    ptx: Path | None      # the PTX file (cached), None when it could not be made
    error: str | None = None
    name: str = ""        # the unit's name in the cells (program name, or the file stem)


@dataclass(frozen=True)
class Unit:
    name: str
    sources: tuple[Path, ...]
    flags: tuple[str, ...] = ()


# nvcc flags of a program build that mean nothing for `-ptx`
LINK_ONLY_FLAGS = {"-cudart", "shared", "static", "-lineinfo"}
# sources no program names that need flags of their own: kernels that launch kernels
# compile only separately (-rdc)
LOOSE_SOURCE_FLAGS = {"samples/device_launch.cu": ("-rdc=true",)}


def ptx_flags(flags: tuple[str, ...]) -> tuple[str, ...]:
    """A program's nvcc flags for its `-ptx` build at PTX_ARCH: link-only flags and extra
    `-gencode` targets dropped (nvcc -ptx takes one architecture)."""
    kept, i = [], 0
    while i < len(flags):
        if flags[i] == "-gencode":
            i += 2
            continue
        if flags[i] not in LINK_ONLY_FLAGS:
            kept.append(flags[i])
        i += 1
    return tuple(kept)


def _build_module():
    """The workloads' own build script (workloads/build.py): its program table says which
    sources and flags make each program (gpt2 is built twice, fp32 and bf16)."""
    path = WORKLOADS_DIR / "build.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location("zluda_workloads_build", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # dataclasses look their module up while defining
    try:
        spec.loader.exec_module(module)
    except Exception:
        sys.modules.pop(spec.name, None)
        raise
    return module


def units(root: Path = WORKLOADS_DIR) -> tuple[list[Unit], list[str]]:
    """(compilation units, include dirs): the build script's programs, plus any CUDA or
    PTX file under workloads/ that no program names."""
    found, includes, named = [], [], set()
    build = _build_module() if root == WORKLOADS_DIR else None
    if build is not None:
        try:
            tc = build.find_toolchain()
            if tc.cublas_include:
                includes.append(str(tc.cublas_include))
        except Exception:   # no nvcc: collect() reports it per unit
            pass
        for prog in build.PROGRAMS.values():
            sources = tuple(WORKLOADS_DIR / s for s in prog.sources)
            named.update(sources)
            found.append(Unit(prog.name, sources, ptx_flags((*build.COMMON_FLAGS, *prog.flags))))
    for path in workload_sources(root):
        if path not in named:
            relative = path.relative_to(root).as_posix() if path.is_relative_to(root) else path.name
            found.append(Unit(path.stem, (path,), LOOSE_SOURCE_FLAGS.get(relative, ())))
    return found, includes


def _nvcc() -> str | None:
    return shutil.which("nvcc") or next(
        (p for p in ("/usr/local/cuda/bin/nvcc",) if os.access(p, os.X_OK)), None)


def workload_sources(root: Path = WORKLOADS_DIR) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.suffix in (".cu", ".ptx") and p.is_file())


def _write_once(path: Path, text: str) -> None:
    if path.exists():
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(text)
    os.replace(tmp, path)


def sweep_sample(n: int = SWEEP_SAMPLE, out_dir: Path | None = None) -> list[WorkloadPtx]:
    """The PTX sweep's instruction variants (workloads/ptx-sweep) as compilation units:
    about `n` of them spread over every family (the sweep's own sampling), one module
    per family as the sweep groups them. Beside each module, `<stem>.known.json` names
    the kernels whose variant the sweep's baseline lists as a known translator gap,
    with the baseline's reason (the AMDGPU cells report those as not applicable).
    The modules go to `out_dir`, else to the cache under a folder named by content."""
    from zluda.sweep import kernelgen, validate, verify
    variants = verify.sample(validate.accepted("sm_90"), n)
    baseline = verify.load_baseline()
    source = WORKLOADS_DIR / "ptx-sweep" / "workload.yaml"
    out = []
    for group, members in kernelgen.group_modules(variants):
        text = kernelgen.module_text(members)
        known = {kernelgen.kernel_name(v): f"{v.id}: {baseline.reason(v.id)}"
                 for v in members if v.id in baseline}
        digest = hashlib.sha256(text.encode() + json.dumps(known).encode()).hexdigest()[:16]
        folder = out_dir if out_dir is not None else cache_dir() / "amdgpu" / "ptx" / digest
        target = folder / f"ptx-sweep-{group}.ptx"
        _write_once(target.with_name(target.stem + KNOWN_SUFFIX), json.dumps(known, indent=1))
        _write_once(target, text)
        out.append(WorkloadPtx(source, target, name=target.stem))
    return out


def collect(root: Path = WORKLOADS_DIR, sweep: int = SWEEP_SAMPLE) -> list[WorkloadPtx]:
    """Every workload's PTX, then `sweep` sampled variants of the PTX sweep (0: none)."""
    out_dir = cache_dir() / "amdgpu" / "ptx"
    out_dir.mkdir(parents=True, exist_ok=True)
    nvcc = _nvcc()
    found, includes = units(root)
    result = []
    for unit in found:
        source = unit.sources[0]
        if source.suffix == ".ptx":
            result.append(WorkloadPtx(source, source, name=unit.name))
            continue
        key = b"".join(p.read_bytes() for p in unit.sources) + " ".join(
            (PTX_ARCH, *unit.flags)).encode()
        digest = hashlib.sha256(key).hexdigest()[:16]
        target = out_dir / digest / f"{unit.name}.ptx"   # the file stem names the cells
        if target.exists():
            result.append(WorkloadPtx(source, target, name=unit.name))
            continue
        if nvcc is None:
            result.append(WorkloadPtx(source, None, "nvcc not found (run `invoke setup`)", unit.name))
            continue
        target.parent.mkdir(exist_ok=True)
        tmp = target.with_suffix(".tmp")
        cmd = [nvcc, "-ptx", f"-arch={PTX_ARCH}", *unit.flags,
               *[f"-I{i}" for i in includes], "-o", str(tmp), *map(str, unit.sources)]
        done = subprocess.run(cmd, capture_output=True, text=True, cwd=source.parent)
        if done.returncode != 0:
            result.append(WorkloadPtx(source, None, done.stderr.strip()[-1500:], unit.name))
            continue
        os.replace(tmp, target)
        result.append(WorkloadPtx(source, target, name=unit.name))
    if sweep and root == WORKLOADS_DIR:
        result += sweep_sample(sweep)
    return result


# where a container sees the PTX cache (the host's cache may sit under a private /root)
CONTAINER_PTX_DIR = "/var/lib/zluda-ptx"


def cells_arguments(found: list[WorkloadPtx]) -> tuple[list[str], dict[str, str]]:
    """(`python -m zluda.amdgpu.cells` arguments, host folder -> container folder to mount
    read-only) for the PTX that could be made."""
    cache = cache_dir() / "amdgpu" / "ptx"
    paths = []
    for w in found:
        if w.ptx is None:
            continue
        try:
            paths.append(f"{CONTAINER_PTX_DIR}/{w.ptx.relative_to(cache).as_posix()}")
        except ValueError:   # a .ptx shipped in the repository: mounted with the source
            paths.append(str(w.ptx))
    return (["--ptx", *paths] if paths else []), {str(cache): CONTAINER_PTX_DIR}


def main(argv: list[str] | None = None) -> int:
    """`python -m zluda.amdgpu.workload_ptx --sweep N --out DIR`: the PTX sweep's sampled
    variants as PTX modules in DIR (the ptx-sweep workload's `kernels` step)."""
    parser = argparse.ArgumentParser(prog="python -m zluda.amdgpu.workload_ptx")
    parser.add_argument("--sweep", type=int, default=SWEEP_SAMPLE, help="how many variants (spread over every family)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.sweep < 1:
        parser.error(f"--sweep {args.sweep}: at least 1 variant")
    args.out.mkdir(parents=True, exist_ok=True)
    found = sweep_sample(args.sweep, args.out)
    print(f"wrote {len(found)} PTX modules of the sweep's variants to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
