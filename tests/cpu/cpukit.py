"""Shared helpers of the CPU-device tests."""

from pathlib import Path

PTX_DIR = Path(__file__).resolve().parent / "ptx"

_modules = {}


def load_ptx(name):
    import zluda.ptx as ptx
    if name not in _modules:
        _modules[name] = ptx.load(PTX_DIR / f"{name}.ptx")
    return _modules[name]
