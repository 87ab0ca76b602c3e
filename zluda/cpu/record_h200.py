"""Record ground truth on an NVIDIA GPU for the CPU backend's tests.

Runs (1) every one-instruction case of `h200_cases.INSTRUCTIONS` and (2) the nvcc-built
kernels of the kernel suite (zluda/cpu/bench) on the GPU with cupy, and writes inputs + outputs to
$OUT/h200_instructions.npz and $OUT/h200_kernels.npz (plus $OUT/h200_device.txt).
Commit the files under tests/cpu/h200/; tests/cpu/test_h200_recorded.py replays them.

    python3 zluda/cpu/record_h200.py          # from the repository root, OUT set
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]


def _cases_module():
    # import h200_cases without importing the zluda package (no llvmlite on the GPU host)
    spec = importlib.util.spec_from_file_location("h200_cases", Path(__file__).with_name("h200_cases.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _load(cp, text, tmpdir, tag):
    path = Path(tmpdir) / f"{tag}.ptx"
    path.write_text(text)
    return cp.RawModule(path=str(path))


def main() -> int:
    import cupy as cp

    out = Path(os.environ.get("OUT", "."))
    out.mkdir(parents=True, exist_ok=True)
    cases = _cases_module()
    props = cp.cuda.runtime.getDeviceProperties(0)
    (out / "h200_device.txt").write_text(f"{props['name'].decode()} sm_{props['major']}{props['minor']}\n")
    inst = {}
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, (name, body, ins, otype, exact) in enumerate(cases.INSTRUCTIONS):
            arrays = cases.instruction_inputs(i)
            n = len(next(a for a in arrays if a is not None))
            try:
                mod = _load(cp, cases.kernel_text(body, ins, otype), tmp, f"i{i}")
                fn = mod.get_function("k")
                dev = [cp.asarray(a) if a is not None else cp.zeros(n, cp.uint64) for a in arrays]
                d = cp.zeros(n, cases.NP[otype])
                fn(((n + 127) // 128,), (128,), (dev[0], dev[1], dev[2], d, np.uint32(n)))
                cp.cuda.runtime.deviceSynchronize()
            except Exception as exc:  # record the failure, keep going
                failures.append(f"{name}: {exc}")
                continue
            for k, a in enumerate(arrays):
                if a is not None:
                    inst[f"{i}:in{k}"] = a
            inst[f"{i}:out"] = cp.asnumpy(d)
            inst[f"{i}:name"] = np.array(name)
        np.savez_compressed(out / "h200_instructions.npz", **inst)

        kern = {}
        for j, (stem, kernel, grid, block, args, outputs) in enumerate(cases.kernel_cases()):
            text = cases.kernel_ptx(stem).read_text()
            try:
                fn = _load(cp, text, tmp, f"k{j}").get_function(kernel)
                dev = [cp.asarray(a) if isinstance(a, np.ndarray) else a for a in args]
                fn(grid, block, tuple(dev))
                cp.cuda.runtime.deviceSynchronize()
            except Exception as exc:
                failures.append(f"{stem}/{kernel}: {exc}")
                continue
            kern[f"{j}:name"] = np.array(f"{stem}/{kernel}")
            for k, a in enumerate(args):
                if isinstance(a, np.ndarray):
                    kern[f"{j}:in{k}"] = a
            for k in outputs:
                kern[f"{j}:out{k}"] = cp.asnumpy(dev[k])
        np.savez_compressed(out / "h200_kernels.npz", **kern)
    (out / "h200_failures.txt").write_text("\n".join(failures) + "\n")
    print(f"recorded {len(cases.INSTRUCTIONS) - sum(1 for f in failures if '/' not in f.split(':')[0])} instruction cases, "
          f"{len(kern) and len([k for k in kern if k.endswith(':name')])} kernels; {len(failures)} failures")
    for f in failures:
        print("  FAILED", f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
