"""`python -m zluda.comgr.selftest`: the comgr ABI facts of this system as JSON.

For every comgr library: version, claimed ABI, probed ABI; then, for each library, the
IR pipeline run once with its own table (must pass) and once with the OTHER ABI's table
(must be caught: ComgrMisdispatch when the library accepted the wrong numbers silently,
ComgrError when it refused them). Tests and `invoke qualify` read this JSON.
"""

from __future__ import annotations

import json
import sys

from zluda.comgr import abi
from zluda.comgr.compile import compile_ir
from zluda.comgr.library import PROBE_ISA, Comgr, ComgrError, ComgrMisdispatch, find_libraries
from zluda.amdgpu.kernels import builtin_kernels


def run() -> dict:
    kernel, ir = next(iter(builtin_kernels().items()))
    libraries = []
    for path in find_libraries():
        own = Comgr(path)
        entry = own.describe()
        try:
            co = compile_ir(own, ir, PROBE_ISA, kernel)
            entry["own_table"] = {"ok": True, "steps": co.steps,
                                  "kernels": [k[".name"] for k in co.metadata["amdhsa.kernels"]]}
        except ComgrError as exc:
            entry["own_table"] = {"ok": False, "error": str(exc)}
        other = 2 if own.abi == 3 else 3
        swapped = Comgr(path, table=abi.TABLES[other])
        try:
            co = compile_ir(swapped, ir, PROBE_ISA, kernel)
            entry["swapped_table"] = {"table": other, "caught": False,
                                      "error": f"compiled through {co.steps} unnoticed"}
        except ComgrMisdispatch as exc:
            entry["swapped_table"] = {"table": other, "caught": True, "how": "misdispatch",
                                      "error": str(exc)}
        except ComgrError as exc:
            entry["swapped_table"] = {"table": other, "caught": True, "how": "error status",
                                      "error": str(exc).splitlines()[0]}
        libraries.append(entry)
    return {"kernel": kernel, "isa": PROBE_ISA, "libraries": libraries}


if __name__ == "__main__":
    result = run()
    json.dump(result, sys.stdout, indent=1)
    ok = all(l["own_table"]["ok"] and l["swapped_table"]["caught"] for l in result["libraries"])
    sys.exit(0 if ok and result["libraries"] else 1)
