"""PTX front end: lexer, parser, syntax tree (`zluda.ptx.ast`), printer, checks.

`parse(text, filename)` returns a `zluda.ptx.ast.Module`; function bodies are parsed
on first access unless `lazy=False`. Running a module is the CPU device's job
(`zluda.cpu.ptxmodule.load`): this package depends on no device.
"""

from __future__ import annotations

from zluda.ptx.parser import parse

__all__ = ["parse"]
