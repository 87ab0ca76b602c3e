"""Record, on a machine with NVIDIA's driver, what the real libraries export.

    python3 -m zluda.api.h200_facts OUT_DIR

For libcuda.so.1 (the driver; not installable from PyPI) and every libcudart /
libcublas / libcublasLt it finds, writes OUT_DIR/real-libraries.json: path, version
nodes and defined dynamic symbols with their version, plus the comparison
with the committed catalog (catalog symbols the library lacks, exports the catalog
lacks). The catalog's claim that libcuda.so.1 has no symbol versions is checked here.
Needs python3 with pyelftools (zluda/elf.py reads the libraries); finishes in seconds.
"""

from __future__ import annotations

import glob
import json
import os
import subprocess
import sys
from pathlib import Path

from zluda.api.sources import read_elf_facts

DATA = Path(__file__).resolve().parent / "data"
PATTERNS = {
    "cuda": ["/usr/lib/x86_64-linux-gnu/libcuda.so.1", "/usr/lib64/libcuda.so.1", "/usr/local/nvidia/lib64/libcuda.so.1"],
    "cudart": ["/usr/local/cuda/lib64/libcudart.so.1[23]", "/usr/local/lib/python3*/dist-packages/nvidia/*/lib/libcudart.so.1[23]",
               "/usr/lib/python3*/site-packages/nvidia/*/lib/libcudart.so.1[23]", "/usr/local/lib/python3*/site-packages/nvidia/*/lib/libcudart.so.1[23]"],
    "cublas": ["/usr/local/cuda/lib64/libcublas.so.1[23]", "/usr/local/lib/python3*/*-packages/nvidia/*/lib/libcublas.so.1[23]",
               "/usr/lib/python3*/*-packages/nvidia/*/lib/libcublas.so.1[23]"],
    "cublasLt": ["/usr/local/cuda/lib64/libcublasLt.so.1[23]", "/usr/local/lib/python3*/*-packages/nvidia/*/lib/libcublasLt.so.1[23]",
                 "/usr/lib/python3*/*-packages/nvidia/*/lib/libcublasLt.so.1[23]"],
}


def _ldconfig(name: str) -> list[str]:
    try:
        out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    except FileNotFoundError:
        return []
    return [line.split("=>")[1].strip() for line in out.splitlines() if f"{name} " in line and "x86-64" in line]


def main(argv=None) -> int:
    argv = argv if argv is not None else sys.argv[1:]
    out_dir = Path(argv[0] if argv else os.environ.get("OUT", "."))
    out_dir.mkdir(parents=True, exist_ok=True)
    result = {}
    for key, patterns in PATTERNS.items():
        paths = {os.path.realpath(p) for pat in patterns for p in glob.glob(pat)}
        if key == "cuda":
            paths |= {os.path.realpath(p) for p in _ldconfig("libcuda.so.1")}
        for path in sorted(paths):
            facts = read_elf_facts(Path(path))
            soname = Path(path).name
            major = 12 if ".so.12" in soname else 13
            if key == "cuda":
                major = 13
            catalog_file = DATA / f"cuda-{major}.json"
            entry = {"library": key, "path": path, "version_nodes": facts["version_nodes"],
                     "symbols": facts["symbols"]}
            if catalog_file.exists():
                cat = json.loads(catalog_file.read_text())
                declared = {s for s, f in cat["functions"].items() if f["library"] == key}
                entry["catalog"] = catalog_file.name
                entry["catalog_symbols_missing"] = sorted(declared - set(facts["symbols"]))
                entry["exports_not_in_catalog"] = len(set(facts["symbols"]) - declared)
                entry["version_mismatches"] = sorted(
                    s for s in declared & set(facts["symbols"])
                    if (cat["functions"][s]["version_node"] or "") != (facts["symbols"][s] or ""))
            result[path] = entry
            print(f"{path}: {len(facts['symbols'])} symbols, version nodes {facts['version_nodes']}")
    (out_dir / "real-libraries.json").write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
