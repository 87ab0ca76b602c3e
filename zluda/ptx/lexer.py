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

# Alternatives in order of frequency in compiler output (identifiers and modifiers first):
# each token costs one attempt per alternative before it, so the order is the speed.
_TOKEN = re.compile(
    r"""
    [ \t\r\n\f\v]*(?:(?://[^\n]*|/\*.*?\*/)[ \t\r\n\f\v]*)*     # whitespace, comments
    (?:
      (?P<id>[A-Za-z_$%][\w$]*)
    | (?P<dir>\.[\w$][\w$]*(?:::[\w$]+)*)
    | (?P<punct>[{}\[\]();,:+\-!@|<>=*/&~^])
    | (?P<int>0[xX][0-9A-Fa-f]+U?|0[bB][01]+U?|[0-9]+U?)(?![\w$.])
    | (?P<float>0[fF][0-9A-Fa-f]{8}(?![\w$])|0[dD][0-9A-Fa-f]{16}(?![\w$])
               |[0-9]+\.[0-9]*(?:[eE][+-]?[0-9]+)?|[0-9]+[eE][+-]?[0-9]+)
    | (?P<str>"(?:[^"\\\n]|\\.)*")
    | (?P<bad>/\*|"|[0-9][\w$.]*|\S)
    | (?P<eof>$)
    )
    """,
    # names are ASCII in PTX (ptxas rejects others): a letter of another script is an
    # invalid token here, not a kernel name that the linker cannot spell later
    re.VERBOSE | re.DOTALL | re.ASCII,
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
        newlines = self.newlines
        i = bisect.bisect_left(newlines, pos)
        if i:
            return Loc(self.filename, self.first_line + i, pos - newlines[i - 1])
        return Loc(self.filename, self.first_line, pos - self.text.rfind("\n", 0, self.base))


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
