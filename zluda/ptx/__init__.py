"""PTX front end: lexer, parser, syntax tree (`zluda.ptx.ast`), printer, checks.

`parse(text, filename)` returns a `zluda.ptx.ast.Module`; function bodies are parsed
on first access unless `lazy=False`. Running a module is the CPU device's job
(`zluda.cpu.ptxmodule.load`): this package depends on no device.
"""

from __future__ import annotations

__all__ = ["parse"]


def __getattr__(name: str):
    # the parser is imported at the first `parse`: importing a small module of this package
    # (nvidia_refusals' cheap text test, at every CUDA program's first kernel lookup) must
    # not load the whole front end
    if name == "parse":
        from zluda.ptx.parser import parse

        globals()["parse"] = parse
        return parse
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
