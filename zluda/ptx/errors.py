"""Located PTX errors: file:line:col, the offending token and a caret line."""

from __future__ import annotations

from zluda.ptx.ast import Loc


class PtxError(Exception):
    """Base of every error the PTX front end raises for bad input."""


class PtxSyntaxError(PtxError):
    """Malformed PTX. `str()` gives `file:line:col: error: message`, the source line and
    a caret under the offending token."""

    def __init__(self, message: str, loc: Loc, token: str = "", source_line: str = ""):
        self.message = message
        self.loc = loc
        self.token = token
        self.source_line = source_line
        super().__init__(self.render())

    def render(self) -> str:
        head = f"{self.loc}: error: {self.message}"
        if self.token:
            head += f" (at {self.token!r})"
        if not self.source_line:
            return head
        line = self.source_line.rstrip("\n").expandtabs(1)
        width = max(1, len(self.token.splitlines()[0]) if self.token else 1)
        caret = " " * max(0, self.loc.col - 1) + "^" * min(width, max(1, len(line) - self.loc.col + 1))
        return f"{head}\n    {line}\n    {caret}"


class PtxCheckError(PtxSyntaxError):
    """Well-formed PTX that breaks a rule the checking pass enforces (undefined label,
    undeclared register, ...)."""


def source_line_at(text: str, pos: int) -> str:
    """The full source line that contains offset `pos`."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return (text[start:] if end < 0 else text[start:end]).rstrip("\r")
