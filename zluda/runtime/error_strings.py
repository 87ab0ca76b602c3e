"""What cudaGetErrorString and cuGetErrorString answer: NVIDIA's one-line descriptions.

The table is the one recorded on the H200 (CUDA 13.0, driver 580) by
zluda/runtime/record_h200.py: every cudaError_t and CUresult code with the name and text
NVIDIA's own libraries return, stored in data/h200/error_strings.json. A code missing
there is answered with its enum name, which still tells the program which error it was.
"""

from __future__ import annotations

import json
from pathlib import Path

_RECORDED = json.loads((Path(__file__).parent / "data" / "h200" / "error_strings.json").read_text())

# status name -> NVIDIA's description
RUNTIME = {name: text for name, text in _RECORDED["runtime"].values()}
DRIVER = {name: text for name, text in _RECORDED["driver"].values()}
