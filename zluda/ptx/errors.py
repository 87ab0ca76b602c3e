"""Located PTX errors: file:line:col, the offending token and a caret line."""

from __future__ import annotations

from zluda.ptx.ast import Loc


# characters of a source line, and of a token, that an error message quotes
QUOTED_LINE = 120
QUOTED_TOKEN = 40


def _shortened(token: str) -> str:
    return token if len(token) <= QUOTED_TOKEN else token[:QUOTED_TOKEN] + "..."


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
            head += f" (at {_shortened(self.token)!r})"
        if not self.source_line:
            return head
        line = self.source_line.rstrip("\n").expandtabs(1)
        col = max(0, self.loc.col - 1)
        # a long line (minified or fuzzed input) is quoted around the column only
        start = max(0, col - QUOTED_LINE // 2) if len(line) > QUOTED_LINE else 0
        prefix = "..." if start else ""
        suffix = "..." if len(line) > start + QUOTED_LINE else ""
        line = prefix + line[start:start + QUOTED_LINE] + suffix
        col += len(prefix) - start
        width = max(1, len(self.token.splitlines()[0]) if self.token else 1)
        caret = " " * col + "^" * min(width, max(1, len(line) - len(suffix) - col))
        return f"{head}\n    {line}\n    {caret}"


class PtxCheckError(PtxSyntaxError):
    """Well-formed PTX that breaks a rule the checking pass enforces (undefined label,
    undeclared register, ...)."""


def source_line_at(text: str, pos: int) -> str:
    """The full source line that contains offset `pos`."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return (text[start:] if end < 0 else text[start:end]).rstrip("\r")
