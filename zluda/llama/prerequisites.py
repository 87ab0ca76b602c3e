"""Importable only when llama.cpp can be built here (the workload lists it under needs.python,
so a machine without nvcc/CMake/Ninja/cuBLAS reports the cell unsupported instead of failing)."""

from zluda.llama.build import BuildError, find_toolchain

try:
    TOOLCHAIN = find_toolchain()
except BuildError as exc:
    raise ImportError(str(exc)) from None
