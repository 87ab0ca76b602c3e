"""An implementation module for the bench (`ZLUDA_IMPLEMENTATIONS=zluda.llama.launch_probe`):
wraps the runtime's kernel launch entries so that, when the first launch returns, the
time (CLOCK_MONOTONIC, ns) is written to the file named by ZLUDA_LLAMA_FIRST_LAUNCH_FILE.
Unlike a trace it adds nothing to the thousands of registration calls before that launch.
"""

from __future__ import annotations

import threading
import time

from zluda import config
from zluda.shim import registry

ENV = "ZLUDA_LLAMA_FIRST_LAUNCH_FILE"
ENTRIES = ("__cudaLaunchKernel", "cudaLaunchKernel", "cudaLaunchKernelExC")
_done = threading.Event()


def _wrap(inner):
    def launch(*args):
        status = inner(*args)
        if not _done.is_set():
            _done.set()
            path = config.get(ENV)
            if path:
                with open(path, "w") as fh:
                    fh.write(f"{time.monotonic_ns()}\n")
        return status
    return launch


for _name in ENTRIES:
    _inner = registry.lookup("cudart", _name, _name)
    if _inner is not None:
        registry.register("cudart", _name, _wrap(_inner))
