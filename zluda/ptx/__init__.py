"""PTX front end: lexer, parser, syntax tree (`zluda.ptx.ast`), printer, checks.

`parse(text, filename)` returns a `zluda.ptx.ast.Module`; function bodies are parsed
on first access unless `lazy=False`.
"""

from __future__ import annotations


def parse(text: str, filename: str = "<string>", lazy: bool = True):
    """Parse PTX source text into a `zluda.ptx.ast.Module` (raises PtxSyntaxError)."""
    from zluda.ptx.parser import parse as _parse

    return _parse(text, filename=filename, lazy=lazy)


__all__ = ["parse"]


def load(text_or_path):
    """PTX text or a .ptx path -> a module runnable on the CPU device
    (`.kernels`, `.launch(name, grid, block, args, shared_mem=0)`, `.llvm_ir()`)."""
    from zluda.cpu.ptxmodule import load as _load

    return _load(text_or_path)
