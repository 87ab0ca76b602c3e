"""One configuration's side of the differential run (a process of its own: the tier and
the translator switches are read from the environment): runs the kernels of a PTX
module and prints one JSON line per kernel with what it left in memory, or its error.

    python -m zluda.tierfuzz.worker MODULE.ptx  < kernels.json
"""

from __future__ import annotations

import json
import struct
import sys

import numpy as np

from zluda.cpu.runtime import CompiledModule

from . import program as P


def launch(module, name: str, ntid: int, nctaid: int, inputs: np.ndarray) -> dict:
    regs = np.full(ntid * nctaid * P.NREGS, 0xDEADBEEF, np.uint32)
    shared = np.zeros(nctaid * P.SHARED_COUNTERS, np.uint32)
    counters = np.repeat(np.array(P.COUNTER_INIT, np.uint32), 2)
    params = struct.pack("<QQQQ", inputs.ctypes.data, regs.ctypes.data, shared.ctypes.data, counters.ctypes.data)
    module.launch_raw(name, (nctaid,), (ntid,), params)
    return {"regs": regs.tobytes().hex(), "shared": shared.tobytes().hex(), "counters": counters.tobytes().hex()}


def main() -> int:
    path = sys.argv[1]
    kernels = json.load(sys.stdin)
    module = CompiledModule(open(path).read(), path)
    for k in kernels:
        inputs = np.array(k["inputs"], np.uint32)
        try:
            out = launch(module, k["name"], k["ntid"], k["nctaid"], inputs)
        except Exception as exc:   # noqa: BLE001 - a kernel's failure is its result
            out = {"error": f"{type(exc).__name__}: {exc}"}
        print(json.dumps({"name": k["name"], **out}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
