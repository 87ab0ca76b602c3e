"""Run the f32 atomic add kernel (cases.py) on an NVIDIA GPU through CuPy and print what
each form left in memory, as JSON: {"device", "forms": {variant: {form: [bits]}}}."""

import json
import sys
from pathlib import Path

import cupy as cp
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cases import CASES, FADD  # noqa: E402

FORMS = ["global atom", "red.gpu", "red.sys", "generic atom", "shared atom", "shared red",
         "generic atom to shared", "generic red to shared"]


def run(extra):
    n = 64
    a = np.zeros(n, np.float32)
    b = np.zeros(n, np.float32)
    for i, (x, y, *_) in enumerate(CASES):
        a[i], b[i] = x, y
    da, db = cp.asarray(a), cp.asarray(b)
    out = cp.zeros(len(FORMS) * n, cp.float32)
    old = cp.zeros(5 * n, cp.float32)
    kernel = cp.RawModule(path=str(_ptx_file(extra)))   # CuPy loads PTX files as they are
    kernel.get_function("fadd")((1,), (n,), (da, db, out, old))
    bits = cp.asnumpy(out).view(np.uint32)
    return {name: [int(v) for v in bits[k * n:(k + 1) * n]] for k, name in enumerate(FORMS)}


def _ptx_file(extra):
    path = Path(sys.argv[1]) / f"fadd_{extra.replace('.', '_')}.ptx"
    path.write_text(FADD.format(extra=extra))
    return path


if __name__ == "__main__":
    props = cp.cuda.runtime.getDeviceProperties(0)
    print(json.dumps({"device": props["name"].decode(),
                      "forms": {extra: run(extra) for extra in ("mul.f32", "mul.ftz.f32")}}, indent=1))
