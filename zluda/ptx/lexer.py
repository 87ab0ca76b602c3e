"""PTX tokenizer: one compiled regular expression, tokens as (kind, text, offset) tuples.

Kinds: "id" (identifiers incl. %registers and $labels), "dir" (a dotted word: directive,
modifier, `.x` component; text keeps the dot), "int", "float", "str", "punct", "eof".
Whitespace and comments are skipped; positions are absolute offsets into the source so a
location is computed only when a node or an error needs one (`LineIndex`).
"""

from __future__ import annotations

import bisect
import re

from zluda.ptx.ast import Loc

_TOKEN = re.compile(
    r"""
    (?:[ \t\r\n\f\v]+|//[^\n]*|/\*.*?\*/)*        # skipped: whitespace and comments
    (?:
      (?P<float>0[fF][0-9A-Fa-f]{8}(?![\w$])|0[dD][0-9A-Fa-f]{16}(?![\w$])
               |[0-9]+\.[0-9]*(?:[eE][+-]?[0-9]+)?|[0-9]+[eE][+-]?[0-9]+)
    | (?P<int>0[xX][0-9A-Fa-f]+U?|0[bB][01]+U?|[0-9]+U?)(?![\w$.])
    | (?P<id>[A-Za-z_$%][\w$]*)
    | (?P<dir>\.[\w$][\w$]*(?:::[\w$]+)*)
    | (?P<str>"(?:[^"\\\n]|\\.)*")
    | (?P<punct>[{}\[\]();,:+\-!@|<>=*/&~^])
    | (?P<bad>/\*|"|[0-9][\w$.]*|\S)
    | (?P<eof>$)
    )
    """,
    re.VERBOSE | re.DOTALL,
)


class LineIndex:
    """Maps offsets of `text[start:end]` to 1-based (line, col), given the line of `start`."""

    __slots__ = ("text", "filename", "base", "first_line", "newlines")

    def __init__(self, text: str, filename: str, start: int = 0, end: int | None = None,
                 first_line: int = 1):
        self.text = text
        self.filename = filename
        self.base = start
        self.first_line = first_line
        end = len(text) if end is None else end
        nl = []
        find = text.find
        pos = find("\n", start, end)
        while pos >= 0:
            nl.append(pos)
            pos = find("\n", pos + 1, end)
        self.newlines = nl

    def loc(self, pos: int) -> Loc:
        i = bisect.bisect_left(self.newlines, pos)
        line_start = self.newlines[i - 1] + 1 if i else self.text.rfind("\n", 0, self.base) + 1
        return Loc(self.filename, self.first_line + i, pos - line_start + 1)


def tokenize(text: str, start: int = 0, end: int | None = None) -> list:
    """Tokens of `text[start:end]` as (kind, text, offset) tuples, ending with an eof token.

    A "bad" token (stray character, unterminated string or comment, malformed number) is
    returned as such; the parser turns it into a located PtxSyntaxError.
    """
    end = len(text) if end is None else end
    out = []
    append = out.append
    for m in _TOKEN.finditer(text, start, end):
        kind = m.lastgroup
        if kind == "eof":
            append(("eof", "", m.start(kind)))
            return out
        append((kind, m.group(kind), m.start(kind)))
    append(("eof", "", end))  # pragma: no cover - the pattern always ends with eof
    return out
