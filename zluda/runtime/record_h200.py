"""Records, on a machine with an NVIDIA GPU, what this runtime's tables must match.

Writes under $OUT (or the folder given as the first argument):
  error_strings.json  cudaGetErrorName/cudaGetErrorString for every cudaError_t of the
                      catalog, cuGetErrorName/cuGetErrorString for every CUresult
  runtime_calls.json  the `invoke bench --suite runtime` program run natively
Run from the repository root:  python3 -m zluda.runtime.record_h200 "$OUT"
Needs nvcc and NVIDIA's libcudart/libcuda; finishes in well under a minute.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from zluda.api import catalog

HERE = Path(__file__).resolve().parent

PROGRAM = r"""
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
static void js(const char* s) {            // a JSON string
    putchar('"');
    for (; s && *s; ++s) { if (*s == '"' || *s == '\\') putchar('\\'); putchar(*s); }
    putchar('"');
}
int main() {
    static const int runtime_codes[] = {RUNTIME_CODES};
    static const int driver_codes[] = {DRIVER_CODES};
    cuInit(0);
    printf("{\"runtime\": {");
    for (unsigned i = 0; i < sizeof runtime_codes / sizeof *runtime_codes; ++i) {
        printf("%s\"%d\": [", i ? ", " : "", runtime_codes[i]);
        js(cudaGetErrorName((cudaError_t)runtime_codes[i])); printf(", ");
        js(cudaGetErrorString((cudaError_t)runtime_codes[i])); printf("]");
    }
    printf("}, \"driver\": {");
    for (unsigned i = 0; i < sizeof driver_codes / sizeof *driver_codes; ++i) {
        const char *name = 0, *text = 0;
        int a = cuGetErrorName((CUresult)driver_codes[i], &name), b = cuGetErrorString((CUresult)driver_codes[i], &text);
        printf("%s\"%d\": [", i ? ", " : "", driver_codes[i]);
        js(a ? "" : name); printf(", "); js(b ? "" : text); printf("]");
    }
    printf("}}\n");
    return 0;
}
"""


def _codes(cat, library: str) -> list[int]:
    enum = cat.enums[cat.enum_key(cat.libraries[library].status_type)].values
    return sorted(set(enum.values()))


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    cat = catalog.load(13)
    source = PROGRAM.replace("RUNTIME_CODES", ", ".join(map(str, _codes(cat, "cudart")))) \
                    .replace("DRIVER_CODES", ", ".join(map(str, _codes(cat, "cuda"))))
    with tempfile.TemporaryDirectory() as tmp:
        src, exe = Path(tmp) / "strings.cu", Path(tmp) / "strings"
        src.write_text(source)
        subprocess.run(["nvcc", "-cudart", "shared", "-o", str(exe), str(src), "-lcuda"], check=True)
        strings = json.loads(subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout)
        (out / "error_strings.json").write_text(json.dumps(strings, indent=1, sort_keys=True))
        bench = Path(tmp) / "runtime_calls"
        subprocess.run(["nvcc", "-cudart", "shared", "-O2", "-o", str(bench), str(HERE / "bench" / "runtime_calls.cu")],
                       check=True)
        timings = subprocess.run([str(bench), "20000"], capture_output=True, text=True, check=True).stdout
        (out / "runtime_calls.json").write_text(timings)
    print(f"wrote {out}/error_strings.json and {out}/runtime_calls.json")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("OUT", "h200-runtime"))))
