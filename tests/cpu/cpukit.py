"""Shared helpers of the CPU-device tests."""

from zluda.cpu import ptxmodule
from zluda.cpu.h200_cases import kernel_ptx as ptx_path   # the kernel suite's or tests/cpu/ptx

_modules = {}


def load_ptx(name):
    if name not in _modules:
        _modules[name] = ptxmodule.load(ptx_path(name))
    return _modules[name]
