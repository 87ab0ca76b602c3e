"""Per-kernel references for FleX: NVIDIA's GPUs no longer run 32-bit CUDA, so the x64 PTX of
FleX's simpler kernels runs on an NVIDIA GPU with synthetic inputs, and the x86 PTX of the
same kernels must give the same outputs on the CPU device.

    python3 -m zluda.flex.references extract DIR     # here: the latest release's PTX (needs FleX)
    OUT=... python3 -m zluda.flex.references record DIR   # on the GPU machine (CuPy)

`record` writes $OUT/<kernel>.npz (the inputs, then the outputs after the launch) and
$OUT/device.txt;
they are committed under tests/data/flex/, and tests/flex/test_flex_references.py runs
the x86 (and x64) twins on the CPU device against them. The inputs come from a seeded
generator and are recorded with the outputs, so nothing depends on regenerating them.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from zluda import fatbin
from zluda.flex import source

N = 1000            # elements per launch
BLOCK = 256
SEED = 27


@dataclass(frozen=True)
class Arg:
    """One kernel parameter: an array (`role` in, out or inout: its initial contents are
    an input either way) or a scalar (`role` scalar)."""
    name: str
    role: str
    dtype: str                 # numpy dtype of the elements (a struct of floats: f4 with width)
    count: int = 1             # elements (x width)
    fill: str = "zeros"        # FILLS key
    width: int = 1             # components per element (XVector4: 4)
    value: float = 0


@dataclass(frozen=True)
class Kernel:
    name: str                  # mangled, the same in the x86 and the x64 PTX
    fatbin: int                # which fatbin of NvFlexReleaseCUDA_<arch>.dll holds it
    args: tuple
    threads: int = N
    ulps: int = 0              # tolerance against the GPU (approximate instructions)


def _fill(rng, kind: str, shape, dtype):
    if kind == "zeros":
        return np.zeros(shape, dtype)
    if kind == "ints":
        return rng.integers(-2**31, 2**31, size=shape, dtype=np.int64).astype(dtype)
    if kind == "coords":      # positions in a box, away from zero and from denormals
        return rng.uniform(-50.0, 50.0, size=shape).astype(dtype)
    if kind == "extent":
        return rng.uniform(0.5, 4.0, size=shape).astype(dtype)
    if kind == "iota":
        return np.arange(int(np.prod(shape)), dtype=dtype).reshape(shape)
    if kind == "permutation":
        return rng.permutation(int(np.prod(shape))).astype(dtype).reshape(shape)
    if kind == "sorted_cells":
        return np.sort(rng.integers(0, N // 4, size=shape)).astype(dtype)
    if kind == "triangles":   # vertex indices of N triangles over N vertices
        return rng.integers(0, N, size=shape).astype(dtype)
    if kind == "box_lower":   # the corner of the "coords" box
        return np.full(shape, -50.0, dtype)
    if kind == "box_inv_edges":
        return np.full(shape, 1 / 100, dtype)
    if kind == "huge":
        return np.full(shape, 1e30, dtype)
    if kind == "minus_huge":
        return np.full(shape, -1e30, dtype)
    raise ValueError(f"unknown fill {kind!r}")


def _vec(name, role, width, fill, count=N):
    return Arg(name, role, "f4", count, fill, width)


KERNELS = (
    Kernel("_Z18CalculateKeyDeltasPKiPii", 0, (
        Arg("keys", "in", "i4", N + 1, "ints"), Arg("deltas", "out", "i4", N), Arg("n", "scalar", "i4", value=N))),
    Kernel("_Z20CalculateMortonCodesPK8XVector4IfES2_PKiiPK8XVector3IfES8_PiS9_", 0, (
        _vec("lowers", "in", 4, "coords"), _vec("uppers", "in", 4, "coords"),
        Arg("indices", "in", "i4", N, "permutation"), Arg("n", "scalar", "i4", value=N),
        _vec("grid_lower", "in", 3, "box_lower", 1), _vec("grid_inv_edges", "in", 3, "box_inv_edges", 1),
        Arg("keys", "out", "i4", N), Arg("values", "out", "i4", N))),
    Kernel("_Z18ComputeTotalBoundsPK8XVector4IfES2_P8XVector3IfES5_i", 0, (
        _vec("lowers", "in", 4, "coords"), _vec("uppers", "in", 4, "coords"),
        _vec("total_lower", "inout", 3, "huge", 1), _vec("total_upper", "inout", 3, "minus_huge", 1),
        Arg("n", "scalar", "i4", value=N))),
    Kernel("_Z20ComputeTotalInvEdgesPK8XVector3IfES2_PS0_", 0, (
        _vec("lower", "in", 3, "coords", 1), _vec("upper", "in", 3, "extent", 1),
        _vec("inv_edges", "out", 3, "zeros", 1)), threads=1, ulps=2),
    Kernel("_Z17InitActiveIndicesiPi", 1, (
        Arg("n", "scalar", "i4", value=N), Arg("indices", "out", "i4", N))),
    Kernel("_Z10CreateGridiPKiPiS1_", 1, (
        Arg("n", "scalar", "i4", value=N), Arg("cell_ids", "in", "i4", N, "sorted_cells"),
        Arg("cell_starts", "out", "i4", N // 4), Arg("cell_ends", "out", "i4", N // 4))),
    Kernel("_Z21ComputeTriangleBoundsPK8XVector4IfEPKiiPS0_S5_", 1, (
        _vec("positions", "in", 4, "coords"), Arg("triangles", "in", "i4", 3 * N, "triangles"),
        Arg("n", "scalar", "i4", value=N), _vec("lowers", "out", 4, "zeros"), _vec("uppers", "out", 4, "zeros"))),
)


def inputs(kernel: Kernel) -> dict:
    """The kernel's synthetic inputs, by parameter name (arrays and scalars)."""
    rng = np.random.default_rng([SEED, KERNELS.index(kernel)])
    out = {}
    for a in kernel.args:
        if a.role == "scalar":
            out[a.name] = np.array(a.value, a.dtype)
        else:
            shape = (a.count, a.width) if a.width > 1 else (a.count,)
            out[a.name] = _fill(rng, a.fill, shape, a.dtype)
    return out


def grid(kernel: Kernel) -> tuple[int, int]:
    """(blocks, threads per block)"""
    block = min(BLOCK, kernel.threads)
    return (kernel.threads + block - 1) // block, block


def ptx_file(folder: Path, arch: str, fatbin: int) -> Path:
    return Path(folder) / f"NvFlexRelease.{arch}.{fatbin}.ptx"


# ---- extraction (here) and recording (on the GPU machine) --------------------------

def extract(folder: Path) -> list[Path]:
    """The latest release's NvFlexRelease PTX, x86 and x64, into `folder`."""
    repo = source.repository()
    written = []
    Path(folder).mkdir(parents=True, exist_ok=True)
    for arch in source.ARCHES:
        path = source.dll_path("NvFlex", "Release", arch)
        data = source.read(repo, source.LATEST, path)
        if data is None:
            raise source.SourceError(f"{path}: not in release {source.LATEST.name}")
        for e in fatbin.from_pe(data, path):
            if e.kind == "ptx":
                target = ptx_file(folder, arch, e.fatbin_index)
                target.write_text(e.text())
                written.append(target)
    return written


def record(folder: Path, out: Path) -> None:
    import cupy as cp
    out.mkdir(parents=True, exist_ok=True)
    modules = {}
    for kernel in KERNELS:
        if kernel.fatbin not in modules:
            modules[kernel.fatbin] = cp.RawModule(path=str(ptx_file(folder, "x64", kernel.fatbin)))
        fn = modules[kernel.fatbin].get_function(kernel.name)
        given = inputs(kernel)
        device = {k: cp.asarray(v) for k, v in given.items() if v.ndim}
        args = [device[a.name] if a.role != "scalar" else given[a.name] for a in kernel.args]
        blocks, threads = grid(kernel)
        fn((blocks,), (threads,), tuple(args))
        cp.cuda.runtime.deviceSynchronize()
        results = {f"out_{a.name}": cp.asnumpy(device[a.name]) for a in kernel.args if a.role in ("out", "inout")}
        np.savez_compressed(out / f"{kernel.name}.npz", **{f"in_{k}": v for k, v in given.items()}, **results)
        print(f"{kernel.name}: {', '.join(results)}")
    props = cp.cuda.runtime.getDeviceProperties(0)
    (out / "device.txt").write_text(f"{props['name'].decode()} driver {cp.cuda.runtime.driverGetVersion()} "
                                    f"runtime {cp.cuda.runtime.runtimeGetVersion()}\n")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m zluda.flex.references", description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="action", required=True)
    e = sub.add_parser("extract", help="write the latest release's PTX (x86 and x64) into DIR")
    e.add_argument("folder", type=Path)
    r = sub.add_parser("record", help="run the x64 kernels on this machine's NVIDIA GPU; write $OUT/<kernel>.npz")
    r.add_argument("folder", type=Path, help="where `extract` wrote the PTX")
    args = p.parse_args(argv)
    if args.action == "extract":
        for path in extract(args.folder):
            print(path)
        return 0
    out = os.environ.get("OUT")
    if not out:
        print("record: set OUT to the folder for the recordings", file=sys.stderr)
        return 2
    record(args.folder, Path(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
