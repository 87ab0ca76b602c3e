"""Record the tier-exactness patterns on an NVIDIA GPU through CuPy (run from the
repository root on the GPU machine; prints the JSON that tests/cpu/data/
tier_patterns_nvidia.json holds):

    python3 tests/cpu/record_tier_patterns.py > tests/cpu/data/tier_patterns_nvidia.json
"""

import json
import sys
from pathlib import Path

import cupy as cp
import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import tier_patterns  # noqa: E402


class CupyDevice:
    def __init__(self, ptx_path):
        self.module = cp.RawModule(path=str(ptx_path))

    def array(self, a):
        return cp.asarray(a)

    def get(self, a):
        return cp.asnumpy(a)

    def launch(self, name, grid, block, args, shared=0):
        self.module.get_function(name)((grid,), (block,), tuple(args), shared_mem=shared)
        cp.cuda.Device().synchronize()


if __name__ == "__main__":
    result = tier_patterns.run(CupyDevice(HERE / "ptx" / "tier_patterns.ptx"))
    props = cp.cuda.runtime.getDeviceProperties(0)
    result["device"] = props["name"].decode() if isinstance(props["name"], bytes) else str(props["name"])
    print(json.dumps(result, indent=1))
