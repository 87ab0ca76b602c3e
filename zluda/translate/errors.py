"""Errors of the translator: every one names the PTX source position it comes from."""

from __future__ import annotations


class TranslateError(Exception):
    """PTX that cannot be translated (unsupported or invalid), located at file:line:col."""

    def __init__(self, loc, message: str):
        self.loc = loc
        self.message = message
        super().__init__(f"{loc}: {message}" if loc is not None else message)


class UnsupportedError(TranslateError):
    """Valid PTX using a feature this translator does not implement."""


class IllegalInstructionError(TranslateError):
    """An instruction spelling ptxas rejects (zluda.ptx.legality): the message quotes ptxas."""
