"""Regenerate tests/cpu/ptx/*.ptx from tests/cpu/cuda/*.cu with nvcc (needs the CUDA toolkit).

    python tests/cpu/build_ptx.py
"""

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# nvcc flags beyond the common ones, per source
EXTRA_FLAGS = {"fast_math.cu": ["--use_fast_math"]}


def main() -> int:
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    out = HERE / "ptx"
    out.mkdir(exist_ok=True)
    for cu in sorted((HERE / "cuda").glob("*.cu")):
        dst = out / (cu.stem + ".ptx")
        subprocess.run([nvcc, "-ptx", "-arch=compute_80", "-O3", *EXTRA_FLAGS.get(cu.name, ()), str(cu), "-o", str(dst)],
                       check=True)
        print(dst)
    return 0


if __name__ == "__main__":
    sys.exit(main())
