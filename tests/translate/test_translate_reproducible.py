"""The generated IR is a function of the PTX alone: processes with different string-hash
seeds (Python's set and dict-of-set order) translate every kernel to the same text.
(It once differed in the order a region kernel saved its registers at a suspension.)"""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

PROGRAM = r"""
import glob, hashlib, sys
from zluda.ptx import parse
from zluda.translate.module import translate
files = sorted(glob.glob("zluda/cpu/bench/*.ptx") + glob.glob("tests/cpu/ptx/*.ptx"))
for f in files:
    ast = parse(open(f).read(), f)
    for k in ast.kernels:
        for regions in (True, False):
            text = translate(ast, only=[k], regions=regions).ir_text
            print(f, k, regions, hashlib.sha256(text.encode()).hexdigest())
"""


def _digests(seed: str) -> list:
    env = dict(os.environ, PYTHONHASHSEED=seed,
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    out = subprocess.run([sys.executable, "-c", PROGRAM], cwd=REPO, env=env, capture_output=True, text=True,
                         check=True).stdout.splitlines()
    return out


def test_ir_does_not_depend_on_the_hash_seed():
    first = _digests("1")
    assert len(first) >= 20   # the bench kernels and the test kernels, both forms
    for seed in ("2", "3"):
        assert _digests(seed) == first
