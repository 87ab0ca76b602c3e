"""PTX parser: text -> `zluda.ptx.ast.Module`.

Two stages keep big modules cheap:
1. A brace scanner (one compiled regex, C speed) finds every top-level `{...}`: function
   bodies, debug sections, braced initialisers. Only the text between them is tokenized
   for the module-level parser, which reads directives, variables and function headers.
2. A function body is tokenized and parsed when `Function.body` is first read (or at once
   with `lazy=False`). Its errors are located in the original file either way.

Each instruction is checked against `zluda.ptx.spec` (known opcode, modifiers, operand
count and kinds). Whole-function rules (labels, declarations) live in `zluda.ptx.check`.
"""

from __future__ import annotations

import re
import struct

from zluda.ptx import ast as A
from zluda.ptx import limits, spec
from zluda.ptx.errors import PtxSyntaxError, source_line_at
from zluda.ptx.lexer import LineIndex, tokenize
from zluda.ptx.types import TYPES as PTX_TYPES

# a line comment, to the end of its line: matches never overlap, so a scan is linear
# however many `//` a line holds
_LINE_COMMENT = re.compile(r"//[^\n]*")
_STRING_HAZARD = re.compile(r'"[^"\n]*[{}]')
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
# a braced list of plain decimal integers of at most 20 digits (the bulk path)
# (ASCII: Python's \s also takes control characters such as \x1c, which int() refuses)
_INT_LIST = re.compile(r"\{\s*(?:(?:0|[1-9][0-9]{0,19})\s*(?:,\s*(?:0|[1-9][0-9]{0,19})\s*)*)?\}", re.ASCII)
# an architecture target: sm_90, sm_90a, compute_100f
_ARCH_TARGET = re.compile(r"(?:sm|compute)_[0-9]{1,%d}[af]?" % limits.VERSION_DIGITS)
_SECTION_LINE = re.compile(r"\s*(?:(?P<label>[\w$.]+)\s*:\s*|(?P<dir>\.b(?:8|16|32|64))\s+(?P<vals>[^\n]*))$")

LINKAGES = {".visible": "visible", ".extern": "extern", ".weak": "weak", ".common": "common"}
VAR_SPACES = {".reg": "reg", ".sreg": "sreg", ".const": "const", ".global": "global",
              ".local": "local", ".param": "param", ".shared": "shared", ".tex": "tex"}
TYPE_DIRS = {"." + t: t for t in A.TYPE_NAMES | A.OPAQUE_TYPES}
VECTOR_DIRS = {".v2": 2, ".v4": 4, ".v8": 8}
# bytes of one element of a variable of each type (sizes a declaration against its limit);
# texture, sampler and surface handles are 64-bit
ELEMENT_BYTES = {**{name: t.bytes for name, t in PTX_TYPES.items()}, **dict.fromkeys(A.OPAQUE_TYPES, 8)}
PERF_DIRECTIVES = {".maxntid", ".reqntid", ".minnctapersm", ".maxnctapersm", ".maxnreg",
                   ".maxclusterrank", ".reqnctapercluster", ".explicitcluster", ".noreturn",
                   ".abi_preserve", ".abi_preserve_control", ".blocksareclusters"}
COMPONENTS = {".x": "x", ".y": "y", ".z": "z", ".w": "w", ".r": "r", ".g": "g", ".b": "b",
              ".a": "a"}
# video instructions' operand selectors: bytes (.b0-.b3; SIMD .b3210-style with 0-7) and
# half-words (.h0 .h1; SIMD .h10-style with 0-3)
VIDEO_SELECTOR = re.compile(r"\.(b[0-7]{1,4}|h[0-3]{1,2})")


def parse(text: str | bytes, filename: str = "<string>", lazy: bool = True) -> A.Module:
    """Parse PTX source (text, or bytes that must be UTF-8); bodies are parsed on first
    access unless `lazy` is False.

    Any input gives a module or a located PtxError, in time and memory bounded by the
    input's size and `zluda.ptx.limits`."""
    if isinstance(text, (bytes, bytearray)):
        text = decode_source(bytes(text), filename)
    if not isinstance(text, str):
        raise TypeError("parse() takes PTX source text (str) or bytes")
    # PTX taken out of a fatbin ends with NUL padding; editors may add a byte-order mark
    # (replaced by a space so every offset, and so every location, stays the same)
    text = text.rstrip("\0")
    if text.startswith("\ufeff"):
        text = " " + text[1:]
    module = _ModuleParser(text, filename).parse_module()
    if not lazy:
        for item in module.items:
            if isinstance(item, A.Function):
                item.body  # noqa: B018 - forces the body parser
    return module


def decode_source(data: bytes, filename: str) -> str:
    """PTX bytes as text; bytes that are not UTF-8 are a located PtxSyntaxError."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        good = data[:exc.start].decode("utf-8")
        line = good.count("\n") + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        loc = A.Loc(filename, line, col)
        raise PtxSyntaxError(f"not UTF-8 text: byte 0x{data[exc.start]:02x}", loc) from None


class _LineCursor:
    """Offset -> Loc for offsets visited mostly in increasing order (the module scan)."""

    __slots__ = ("text", "filename", "pos", "line")

    def __init__(self, text: str, filename: str):
        self.text, self.filename = text, filename
        self.pos, self.line = 0, 1

    def loc(self, pos: int) -> A.Loc:
        # move from the previous position, forwards or backwards: cost ~ the distance
        if pos >= self.pos:
            self.line += self.text.count("\n", self.pos, pos)
        else:
            self.line -= self.text.count("\n", pos, self.pos)
        self.pos = pos
        line_start = self.text.rfind("\n", 0, pos) + 1
        return A.Loc(self.filename, self.line, pos - line_start + 1)


def top_level_blocks(text: str, filename: str):
    """(open, close) offsets of every depth-0 brace pair, in order.

    When no comment or string holds a brace or a quote and there is no block comment
    (what compilers emit), every brace is real and `str.find` pairs them at memchr speed;
    otherwise an exact scan that skips comments and strings runs."""
    if "/*" in text or _comment_hazard(text) or _STRING_HAZARD.search(text):
        return _top_level_blocks_exact(text, filename)
    spans = []
    find = text.find
    size = len(text)
    depth = 0
    start = 0
    o = find("{")
    c = find("}")
    o = size if o < 0 else o
    c = size if c < 0 else c
    while True:
        if o < c:
            if depth == 0:
                start = o
            depth += 1
            o = find("{", o + 1)
            if o < 0:
                o = size
        elif c < size:
            if depth == 0:
                _raise(text, filename, c, "'}' without a matching '{'", "}")
            depth -= 1
            if depth == 0:
                spans.append((start, c))
            c = find("}", c + 1)
            if c < 0:
                c = size
        else:
            break
    if depth:
        _raise(text, filename, start, "unterminated block: this '{' is never closed "
               "(truncated file?)", "{")
    return spans


def _comment_hazard(text: str) -> bool:
    """Whether a line comment holds a brace or a quote."""
    for m in _LINE_COMMENT.finditer(text):
        comment = m.group()
        if "{" in comment or "}" in comment or '"' in comment:
            return True
    return False


def _top_level_blocks_exact(text: str, filename: str):
    """(open, close) offsets of every depth-0 brace pair, in order, skipping braces inside
    comments and strings.

    `str.find` per interesting character (memchr speed) with the next hit of each cached:
    Python only visits braces, comment starts and strings, far fewer than tokens."""
    spans = []
    depth = 0
    start = 0
    find = text.find
    size = len(text)
    nxt = {ch: find(ch) for ch in '{}"/'}
    for ch, at in nxt.items():
        if at < 0:
            nxt[ch] = size
    pos = 0
    while True:
        ch = min(nxt, key=nxt.__getitem__)
        p = nxt[ch]
        if p >= size:
            break
        if ch == "{":
            if depth == 0:
                start = p
            depth += 1
            pos = p + 1
        elif ch == "}":
            if depth == 0:
                _raise(text, filename, p, "'}' without a matching '{'", "}")
            depth -= 1
            if depth == 0:
                spans.append((start, p))
            pos = p + 1
        elif ch == "/":
            follow = text[p + 1:p + 2]
            if follow == "/":
                end = find("\n", p)
                pos = size if end < 0 else end
            elif follow == "*":
                end = find("*/", p + 2)
                if end < 0:
                    _raise(text, filename, p, "unterminated comment", "/*")
                pos = end + 2
            else:
                pos = p + 1
        else:
            q = _STRING.match(text, p)
            if q is None:
                _raise(text, filename, p, "unterminated string", '"')
            pos = q.end()
        for c, at in nxt.items():
            if at < pos:
                at = find(c, pos)
                nxt[c] = size if at < 0 else at
    if depth:
        _raise(text, filename, start, "unterminated block: this '{' is never closed "
               "(truncated file?)", "{")
    return spans


def _raise(text, filename, pos, message, token):
    loc = _LineCursor(text, filename).loc(pos)
    raise PtxSyntaxError(message, loc, token, source_line_at(text, pos))


# ---------------------------------------------------------------------------------------


class _Parser:
    """Recursive descent over a token list; shared by the module and the body parsers."""

    def __init__(self, text: str, filename: str, toks: list, lines):
        self.text = text
        self.filename = filename
        self.toks = toks
        self.i = 0
        self.lines = lines
        self.eof_is_brace = False   # a body's token list ends at its closing brace
        self.depth = 0              # open `{`, `[`, `(` and `|` (limits.NESTING_DEPTH)

    # token helpers --------------------------------------------------------------------
    def loc(self, tok) -> A.Loc:
        return self.lines.loc(tok[2])

    def error(self, message: str, tok=None):
        tok = tok or self.toks[self.i]
        if tok[0] == "eof" and self.eof_is_brace:
            message = f"{message}: the block ends here"
            text = "}"
        elif tok[0] == "eof":
            message = f"{message}: unexpected end of input (truncated file?)"
            text = ""
        elif tok[0] == "block":
            text = "{"
        else:
            text = tok[1]
        if tok[0] == "bad":
            message = f"{message}: invalid token" if not text.startswith(("/*", '"')) else (
                "unterminated comment" if text == "/*" else "unterminated string")
        raise PtxSyntaxError(message, self.loc(tok), text, source_line_at(self.text, tok[2]))

    def nest(self, tok) -> None:
        """Enter one level of `{`, `[`, `(` or `|` at `tok`; leave it with `unnest`."""
        self.depth += 1
        if self.depth > limits.NESTING_DEPTH:
            self.error(f"nested more than {limits.NESTING_DEPTH} levels deep", tok)

    def unnest(self) -> None:
        self.depth -= 1

    def int_literal(self, tok):
        """(value, unsigned) of an "int" token; a located error if it is malformed or
        does not fit 64 bits."""
        try:
            return _int_value(tok[1])
        except _LiteralError as exc:
            self.error(str(exc), tok)

    def peek(self):
        return self.toks[self.i]

    def next(self):
        tok = self.toks[self.i]
        if tok[0] != "eof":
            self.i += 1
        return tok

    def accept(self, text: str) -> bool:
        if self.toks[self.i][1] == text and self.toks[self.i][0] in ("punct", "dir"):
            self.i += 1
            return True
        return False

    def expect(self, text: str, what: str = ""):
        tok = self.toks[self.i]
        if tok[1] != text or tok[0] not in ("punct", "dir"):
            self.error(f"expected '{text}'" + (f" {what}" if what else ""), tok)
        self.i += 1
        return tok

    def ident(self, what: str = "a name"):
        tok = self.toks[self.i]
        if tok[0] != "id":
            self.error(f"expected {what}", tok)
        self.i += 1
        return tok

    def integer(self, what: str = "an integer") -> int:
        tok = self.toks[self.i]
        neg = False
        if tok[1] == "-" and tok[0] == "punct":
            neg = True
            self.i += 1
            tok = self.toks[self.i]
        if tok[0] != "int":
            self.error(f"expected {what}", tok)
        self.i += 1
        value, _ = self.int_literal(tok)
        return -value if neg else value

    def string(self) -> str:
        tok = self.toks[self.i]
        if tok[0] != "str":
            self.error("expected a string", tok)
        self.i += 1
        return _unquote(tok[1])

    # declarations ----------------------------------------------------------------------
    def variable_decl(self, first_dir_index: int | None = None, allow_init: bool = True,
                      allow_multiple: bool = True, prototype: bool = False) -> list:
        """A variable declaration from its first directive up to (not including) `;`,
        `,` between parameters or `)`. Returns one Variable per declared name."""
        start = self.toks[self.i]
        linkage = None
        space = None
        align = None
        vector = None
        vtype = None
        ptr_space = None
        ptr_align = None
        in_ptr = False
        attributes = []
        while True:
            tok = self.toks[self.i]
            if tok[0] != "dir":
                break
            t = tok[1]
            if t in LINKAGES:
                linkage = LINKAGES[t]
            elif t in VAR_SPACES and not in_ptr:
                space = VAR_SPACES[t]
            elif t == ".align":
                self.i += 1
                align_tok = self.peek()
                value = self.integer("an alignment")
                if value <= 0 or value & (value - 1) or value > limits.MAX_ALIGNMENT:
                    self.error(f"the alignment must be a power of two up to {limits.MAX_ALIGNMENT}",
                               align_tok)
                if in_ptr:
                    ptr_align = value
                else:
                    align = value
                continue
            elif t in VECTOR_DIRS:
                vector = VECTOR_DIRS[t]
            elif t in TYPE_DIRS:
                vtype = TYPE_DIRS[t]
            elif t == ".ptr":
                in_ptr = True
            elif in_ptr and t[1:] in spec.SPACES.split("/") :
                ptr_space = t[1:]
            elif t == ".attribute":
                self.i += 1
                attributes.append(self.raw_parenthesised())
                continue
            else:
                self.error(f"unexpected '{t}' in a variable declaration", tok)
            self.i += 1
        if space is None:
            self.error("expected a state space (.reg, .global, .shared, ...)", start)
        if vtype is None:
            self.error("expected a type (.b32, .f32, .u64, ...)", self.toks[self.i])
        out = []
        while True:
            name_tok = self.toks[self.i]
            if prototype and name_tok[0] == "id" and name_tok[1] == "_":
                self.i += 1
            else:
                name_tok = self.ident("a variable name")
            range_count = None
            array = []
            if self.accept("<"):
                count_tok = self.peek()
                range_count = self.integer("a register count")
                if not 0 <= range_count <= limits.REGISTER_RANGE:
                    self.error(f"a register range holds 0 to {limits.REGISTER_RANGE} registers",
                               count_tok)
                self.expect(">", "after the register count")
            special = _special_registers_declared(name_tok[1], range_count)
            if special:
                self.error(f"{special} is a special register: it cannot be declared", name_tok)
            size = ELEMENT_BYTES[vtype] * (vector or 1)
            most = limits.variable_bytes(space)
            while self.accept("["):
                if self.accept("]"):
                    array.append(None)
                    continue
                dim_tok = self.peek()
                dim = self.integer("an array size")
                size *= dim
                if dim < 0 or size > most:
                    self.error(f"a .{space} variable holds at most {most} bytes" if dim >= 0
                               else "an array size cannot be negative", dim_tok)
                array.append(dim)
                self.expect("]")
            init = None
            if self.toks[self.i][1] == "=" and self.toks[self.i][0] == "punct":
                if not allow_init:
                    self.error("an initialiser is not allowed here")
                self.i += 1
                init = self.initializer()
            out.append(A.Variable(space, vtype, name_tok[1], linkage=linkage, align=align,
                                  vector=vector, array=tuple(array), init=init,
                                  range_count=range_count, ptr_space=ptr_space,
                                  ptr_align=ptr_align, attributes=tuple(attributes),
                                  loc=self.loc(start)))
            if allow_multiple and self.accept(","):
                continue
            return out

    def raw_parenthesised(self) -> str:
        """`( ... )` kept as text without the outer parentheses (`.attribute(.managed)`):
        names, numbers, commas and nested parentheses."""
        self.expect("(")
        depth = 1
        parts = []
        while True:
            tok = self.next()
            if tok[0] == "eof":
                self.error("unterminated '('", tok)
            if tok[0] not in ("id", "dir", "int") and tok[1] not in ("(", ")", ","):
                self.error("expected a name, a number, ',' or ')' in the parentheses", tok)
            if tok[1] == "(" and tok[0] == "punct":
                depth += 1
            elif tok[1] == ")" and tok[0] == "punct":
                depth -= 1
                if depth == 0:
                    break
            parts.append(tok[1].lstrip("."))
        text = "".join(p if p in "(),"
                       else p for p in parts)
        return text

    def initializer(self):
        tok = self.toks[self.i]
        if tok[0] == "block":
            self.i += 1
            return self.braced_initializer(tok)
        if tok[0] == "punct" and tok[1] == "{":   # inside an already tokenized initialiser
            self.i += 1
            self.nest(tok)
            items = []
            if not self.accept("}"):
                while True:
                    items.append(self.initializer())
                    if self.accept("}"):
                        break
                    self.expect(",", "or '}' in the initialiser")
            self.unnest()
            return A.InitList(tuple(items), loc=self.loc(tok))
        if tok[0] == "id" and self.toks[self.i + 1][1] == "=" and self.toks[self.i + 1][0] == "punct":
            self.i += 2
            value = self.next()
            if value[0] not in ("id", "int", "float"):
                self.error("expected a value after '='", value)
            return A.InitField(tok[1], value[1], loc=self.loc(tok))
        if tok[0] == "id" and tok[1] == "generic":
            self.i += 1
            self.expect("(", "after generic")
            name = self.ident("a variable name")
            self.expect(")")
            return A.SymbolRef(name[1], generic=True, offset=self.symbol_offset(),
                               loc=self.loc(tok))
        if tok[0] == "id":
            self.i += 1
            return A.SymbolRef(tok[1], offset=self.symbol_offset(), loc=self.loc(tok))
        imm = self.immediate()
        if imm is None:
            self.error("expected an initialiser value")
        return imm

    def symbol_offset(self) -> int:
        """An optional `+N`, `-N` or `+-N` after a name (0 when absent)."""
        toks = self.toks
        tok = toks[self.i]
        if tok[0] == "punct" and (tok[1] == "+" or tok[1] == "-"):
            sign = -1 if tok[1] == "-" else 1
            j = self.i + 1
            if sign == 1 and toks[j][1] == "-" and toks[j][0] == "punct":
                sign, j = -1, j + 1
            if toks[j][0] == "int":
                self.i = j + 1
                return sign * self.int_literal(toks[j])[0]
        return 0

    def braced_initializer(self, tok):
        start, end = tok[1]
        m = _INT_LIST.match(self.text, start, end + 1)
        loc = self.loc(tok)
        if m is not None and m.end() == end + 1:
            # the common case (byte arrays, tables): plain integers, parsed in bulk; a
            # value over 64 bits takes the token path below, which reports it
            body = self.text[start + 1:end].strip()
            values = [int(v) for v in body.split(",")] if body else []
            if not values or limits.integer_fits(max(values)):
                return A.InitList(tuple(A.IntImm(v, loc=loc) for v in values), loc=loc)
        sub = _Parser(self.text, self.filename, tokenize(self.text, start, end + 1), self.lines)
        value = sub.initializer()
        if sub.peek()[0] != "eof":
            sub.error("unexpected text after the initialiser")
        return value

    def immediate(self):
        """An integer or float literal (with an optional leading '-'), or None."""
        tok = self.toks[self.i]
        neg = False
        j = self.i
        if tok[0] == "punct" and tok[1] == "-":
            neg = True
            j += 1
            tok = self.toks[j]
        kind = tok[0]
        if kind == "int":
            value, unsigned = self.int_literal(tok)
            self.i = j + 1
            return A.IntImm(-value if neg else value, unsigned, loc=self.loc(self.toks[self.i - 1 - neg]))
        if kind == "float" or (kind == "dir" and tok[1][1:].isdigit()):
            bits, width = _float_bits(tok[1])
            if neg:
                bits ^= 1 << (width - 1)
            self.i = j + 1
            return A.FloatImm(bits, width, loc=self.loc(self.toks[self.i - 1 - neg]))
        return None


_SPECIAL_REGISTERS = tuple(sorted(spec.SPECIAL_REGISTERS))


def _special_registers_declared(name: str, range_count: int | None) -> str | None:
    """The first special register that declaring `name` (`name<range_count>`) would
    shadow, if any: `%tid`, or `%pm<8>` declaring %pm0 .. %pm7."""
    if range_count is None:
        return name if name in spec.SPECIAL_REGISTERS else None
    for special in _SPECIAL_REGISTERS:
        if special.startswith(name) and limits.in_register_range(special[len(name):], range_count):
            return special
    return None


class _LiteralError(Exception):
    """A malformed or too large integer literal; the parser locates it."""


# base -> the most significant digits of a value that fits limits.INTEGER_BITS
_MAX_DIGITS = {16: 16, 2: 64, 8: 22, 10: 20}
_OCTAL_DIGITS = frozenset("01234567")


def _int_value(text: str):
    """(value, unsigned) of an integer literal. ValueError: not a number at all (section
    data keeps such words as labels); _LiteralError: a malformed octal number or a value
    over 64 bits. The digit count is checked before converting, so even a megabyte of
    digits costs one scan."""
    unsigned = text.endswith("U")
    digits = text[:-1] if unsigned else text
    base = 10
    if digits[:2] in ("0x", "0X"):
        base, digits = 16, digits[2:]
    elif digits[:2] in ("0b", "0B"):
        base, digits = 2, digits[2:]
    elif len(digits) > 1 and digits[0] == "0":
        base = 8
        if not _OCTAL_DIGITS.issuperset(digits):
            raise _LiteralError(f"{text} is not an octal number (after a leading 0 only the digits 0-7)")
    significant = digits.lstrip("0")
    if len(significant) > _MAX_DIGITS[base]:
        raise _LiteralError(f"integer {text[:24]}{'...' if len(text) > 24 else ''} does not fit "
                            f"in {limits.INTEGER_BITS} bits")
    value = int(digits, base)
    if not limits.integer_fits(value):
        raise _LiteralError(f"integer {text} does not fit in {limits.INTEGER_BITS} bits")
    return value, unsigned


def _float_bits(text: str):
    if text[:2] in ("0f", "0F"):
        return int(text[2:], 16), 32
    if text[:2] in ("0d", "0D"):
        return int(text[2:], 16), 64
    return struct.unpack("<Q", struct.pack("<d", float(text)))[0], 64


def _unquote(text: str) -> str:
    body = text[1:-1]
    if "\\" not in body:
        return body
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


# ---------------------------------------------------------------------------------------


class _ModuleParser(_Parser):
    def __init__(self, text: str, filename: str):
        spans = top_level_blocks(text, filename)
        toks = []
        pos = 0
        for open_, close in spans:
            toks.extend(tokenize(text, pos, open_)[:-1])
            toks.append(("block", (open_, close), open_))
            pos = close + 1
        toks.extend(tokenize(text, pos, len(text)))
        super().__init__(text, filename, toks, _LineCursor(text, filename))
        self.module_symbols: set = set()

    def parse_module(self) -> A.Module:
        version = None
        target = ()
        address_size = 64
        items = []
        first = self.peek()
        while True:
            tok = self.peek()
            if tok[0] == "eof":
                break
            if tok[0] != "dir":
                self.error("expected a directive (.version, .target, .entry, .global, ...)", tok)
            t = tok[1]
            if t == ".version":
                self.i += 1
                v = self.next()
                digits = limits.VERSION_DIGITS
                if v[0] != "float" or not re.fullmatch(rf"\d{{1,{digits}}}\.\d{{1,{digits}}}", v[1]):
                    self.error("expected a version such as 9.0", v)
                major, minor = v[1].split(".")
                version = (int(major), int(minor))
            elif t == ".target":
                self.i += 1
                names = [self.target_name("a target (sm_80, ...)")]
                while self.accept(","):
                    names.append(self.target_name("a target option"))
                target = tuple(names)
            elif t == ".address_size":
                self.i += 1
                size_tok = self.peek()
                address_size = self.integer("an address size")
                if address_size not in (32, 64):
                    self.error("the address size must be 32 or 64", size_tok)
            elif t == ".file":
                items.append(self.file_directive())
            elif t == ".section":
                items.append(self.section())
            elif t == ".pragma":
                items.append(self.pragma())
            elif t == ".alias":
                self.i += 1
                alias = self.ident("an alias name")
                self.expect(",")
                target_tok = self.ident("a function name")
                self.expect(";")
                items.append(A.Alias(alias[1], target_tok[1], loc=self.loc(tok)))
            elif t == ".loc":
                self.error("'.loc' is only allowed inside a function body", tok)
            else:
                j = self.i
                while self.toks[j][0] == "dir" and self.toks[j][1] in LINKAGES:
                    j += 1
                if self.toks[j][1] in (".entry", ".func"):
                    items.append(self.function())
                else:
                    for var in self.variable_decl():
                        self.module_symbols.add(var.name)
                        items.append(var)
                    self.expect(";", "after the declaration")
        if version is None:
            self.error("missing .version directive", first)
        if not target:
            self.error("missing .target directive", first)
        return A.Module(version, target, address_size, items, filename=self.filename,
                        loc=self.loc(first))

    def target_name(self, what: str) -> str:
        tok = self.ident(what)
        if tok[1].startswith(("sm_", "compute_")) and not _ARCH_TARGET.fullmatch(tok[1]):
            self.error("expected an architecture such as sm_80, sm_90a or compute_100f", tok)
        return tok[1]

    def file_directive(self) -> A.FileDirective:
        tok = self.next()
        index = self.integer("a file number")
        path = self.string()
        timestamp = size = None
        if self.accept(","):
            timestamp = self.integer("a timestamp")
            if self.accept(","):
                size = self.integer("a file size")
        return A.FileDirective(index, path, timestamp, size, loc=self.loc(tok))

    def pragma(self) -> A.Pragma:
        tok = self.next()
        values = [self.string()]
        while self.accept(","):
            values.append(self.string())
        self.expect(";", "after .pragma")
        return A.Pragma(tuple(values), loc=self.loc(tok))

    def section(self) -> A.Section:
        tok = self.next()
        name_tok = self.next()
        if name_tok[0] not in ("dir", "id"):
            self.error("expected a section name", name_tok)
        block = self.next()
        if block[0] != "block":
            self.error("expected '{' after the section name", block)
        start, end = block[1]
        first_line = self.lines.loc(start).line
        lines = self.text[start + 1:end].split("\n")
        items = []
        for n, raw in enumerate(lines):
            line = raw.split("//", 1)[0]
            if not line.strip():
                continue
            m = _SECTION_LINE.match(line)
            col = len(line) - len(line.lstrip()) + 1 + (start + 1 - self.text.rfind("\n", 0, start + 1) - 1 if n == 0 else 0)
            loc = A.Loc(self.filename, first_line + n, col)
            if m is None:
                pos = start + 1 + sum(len(x) + 1 for x in lines[:n]) + col - 1 - (
                    (start + 1 - self.text.rfind("\n", 0, start + 1) - 1) if n == 0 else 0)
                raise PtxSyntaxError("expected '.b8/.b16/.b32/.b64 values' or 'label:' in a "
                                     "section", loc, line.strip().split()[0],
                                     source_line_at(self.text, pos))
            if m.group("label"):
                items.append(A.SectionLabel(m.group("label"), loc=loc))
                continue
            values = []
            for v in m.group("vals").rstrip().split(","):
                v = v.strip()
                if not v:
                    raise PtxSyntaxError("empty value in a section", loc, m.group("vals"),
                                         raw)
                try:
                    values.append(_int_value(v)[0] if v[0].isdigit() else
                                  (-_int_value(v[1:])[0] if v[0] == "-" and v[1:2].isdigit() else v))
                except ValueError:
                    values.append(v)
                except _LiteralError as exc:
                    raise PtxSyntaxError(str(exc), loc, v, raw) from None
            items.append(A.SectionData(m.group("dir")[1:], tuple(values), loc=loc))
        return A.Section(name_tok[1], items, loc=self.loc(tok))

    # functions -------------------------------------------------------------------------
    def function(self) -> A.Function:
        start = self.peek()
        linkage = None
        while self.peek()[1] in LINKAGES:
            linkage = LINKAGES[self.next()[1]]
        kind = self.next()[1][1:]
        returns = ()
        if kind == "func" and self.peek()[1] == "(":
            returns = self.param_list()
        name = self.ident("a function name")
        params = ()
        if self.peek()[1] == "(" and self.peek()[0] == "punct":
            params = self.param_list()
        directives = []
        while True:
            tok = self.peek()
            if tok[0] == "dir" and tok[1] in PERF_DIRECTIVES:
                self.i += 1
                values = []
                if self.peek()[0] == "int":
                    values.append(self.integer())
                    while self.accept(","):
                        values.append(self.integer())
                directives.append(A.PerfDirective(tok[1][1:], tuple(values), loc=self.loc(tok)))
            elif tok[0] == "dir" and tok[1] == ".pragma":
                directives.append(self.pragma())
            else:
                break
        self.module_symbols.add(name[1])
        fn = A.Function(kind, name[1], linkage, returns, params, directives,
                        loc=self.loc(start))
        tok = self.next()
        if tok[0] == "block":
            body_start, body_end = tok[1]
            first_line = self.lines.loc(body_start).line
            text, filename = self.text, self.filename
            symbols = self.module_symbols

            def parse_body(function: A.Function, _s=body_start, _e=body_end, _l=first_line):
                lines = LineIndex(text, filename, _s, _e, _l)
                return _BodyParser(text, filename, tokenize(text, _s + 1, _e), lines,
                                   symbols, function).parse_body()

            fn._body_parser = parse_body
        elif not (tok[0] == "punct" and tok[1] == ";"):
            self.error(f"expected '{{' or ';' after the header of {name[1]}", tok)
        return fn

    def param_list(self) -> tuple:
        self.expect("(")
        params = []
        if self.accept(")"):
            return ()
        while True:
            params.extend(self.variable_decl(allow_init=False, allow_multiple=False))
            if self.accept(")"):
                return tuple(params)
            self.expect(",", "or ')' between parameters")


# ---------------------------------------------------------------------------------------


class _BodyParser(_Parser):
    def __init__(self, text, filename, toks, lines, module_symbols, function):
        super().__init__(text, filename, toks, lines)
        self.eof_is_brace = True
        self.module_symbols = module_symbols
        # scopes: (register names, register ranges prefix->count, other symbols)
        # `.reg` parameters of a .func are registers; the others are addressable symbols
        regs = {p.name for p in function.params + function.returns if p.state_space == "reg"}
        params = {p.name for p in function.params + function.returns} - regs
        self.scopes = [(regs, {}, params)]
        # name -> is it a register here; cleared whenever a scope opens, closes or declares
        self.register_cache: dict = {}

    def parse_body(self) -> list:
        stmts = self.statements()
        tok = self.peek()
        if tok[0] != "eof":
            self.error("'}' without a matching '{'", tok)
        return stmts

    def statements(self) -> list:
        out = []
        toks = self.toks
        while True:
            tok = toks[self.i]
            kind = tok[0]
            if kind == "eof":
                return out
            if kind == "punct":
                if tok[1] == "}":
                    return out
                if tok[1] == "{":
                    self.i += 1
                    self.nest(tok)
                    self.scopes.append((set(), {}, set()))
                    self.register_cache.clear()
                    inner = self.statements()
                    self.unnest()
                    self.scopes.pop()
                    self.register_cache.clear()
                    if toks[self.i][1] != "}":
                        self.error("expected '}' to close the block", toks[self.i])
                    self.i += 1
                    out.append(A.Block(inner, loc=self.loc(tok)))
                    continue
                if tok[1] == "@":
                    out.append(self.instruction())
                    continue
                self.error("expected an instruction, a label or a declaration", tok)
            elif kind == "id":
                nxt = toks[self.i + 1]
                if nxt[1] == ":" and nxt[0] == "punct":
                    out.append(self.labelled())
                else:
                    out.append(self.instruction())
            elif kind == "dir":
                t = tok[1]
                if t == ".loc":
                    out.append(self.loc_directive())
                elif t == ".pragma":
                    self.i += 1
                    values = [self.string()]
                    while self.accept(","):
                        values.append(self.string())
                    self.expect(";", "after .pragma")
                    out.append(A.Pragma(tuple(values), loc=self.loc(tok)))
                elif t in VAR_SPACES or t in LINKAGES:
                    regs, ranges, syms = self.scopes[-1]
                    self.register_cache.clear()
                    for var in self.variable_decl():
                        if var.state_space == "reg":
                            if var.range_count is not None:
                                ranges[var.name] = max(ranges.get(var.name, 0), var.range_count)
                            else:
                                regs.add(var.name)
                        else:
                            syms.add(var.name)
                        out.append(var)
                    self.expect(";", "after the declaration")
                else:
                    self.error(f"unexpected directive '{t}' in a function body", tok)
            else:
                self.error("expected an instruction, a label or a declaration", tok)

    def labelled(self):
        name = self.next()
        self.i += 1  # ':'
        tok = self.peek()
        if tok[0] == "dir" and tok[1] == ".callprototype":
            self.i += 1
            returns = ()
            if self.peek()[1] == "(":
                returns = self.prototype_params()
            sink = self.ident("'_' in the prototype")
            if sink[1] != "_":
                self.error("expected '_' in place of the function name", sink)
            params = ()
            if self.peek()[1] == "(":
                params = self.prototype_params()
            noreturn = self.accept(".noreturn")
            self.expect(";", "after .callprototype")
            self.scopes[-1][2].add(name[1])
            self.register_cache.clear()
            return A.CallPrototype(name[1], returns, params, noreturn, loc=self.loc(name))
        if tok[0] == "dir" and tok[1] in (".branchtargets", ".calltargets"):
            self.i += 1
            targets = [self.ident("a target")[1]]
            while self.accept(","):
                targets.append(self.ident("a target")[1])
            self.expect(";")
            cls = A.BranchTargets if tok[1] == ".branchtargets" else A.CallTargets
            self.scopes[-1][2].add(name[1])
            self.register_cache.clear()
            return cls(name[1], tuple(targets), loc=self.loc(name))
        return A.Label(name[1], loc=self.loc(name))

    def prototype_params(self) -> tuple:
        self.expect("(")
        if self.accept(")"):
            return ()
        out = []
        while True:
            out.extend(self.variable_decl(allow_init=False, allow_multiple=False, prototype=True))
            if self.accept(")"):
                return tuple(out)
            self.expect(",", "or ')' between parameters")

    def loc_directive(self) -> A.LocDirective:
        tok = self.next()
        file = self.integer("a file number")
        line = self.integer("a line number")
        col = self.integer("a column number")
        function_name = None
        inlined_at = None
        while self.accept(","):
            key = self.ident("function_name or inlined_at")
            if key[1] == "function_name":
                function_name = self.ident("a label")[1]
                off = self.symbol_offset()
                if off:
                    function_name = f"{function_name}+{off}"
            elif key[1] == "inlined_at":
                inlined_at = (self.integer(), self.integer(), self.integer())
            else:
                self.error("expected function_name or inlined_at", key)
        return A.LocDirective(file, line, col, function_name, inlined_at, loc=self.loc(tok))

    # instructions ----------------------------------------------------------------------
    def instruction(self) -> A.Instruction:
        toks = self.toks
        start = toks[self.i]
        guard = None
        if start[1] == "@":
            self.i += 1
            negated = self.accept("!")
            reg = self.ident("a predicate register after '@'")
            guard = A.Guard(reg[1], negated, loc=self.loc(start))
        op_tok = toks[self.i]
        if op_tok[0] != "id":
            self.error("expected an instruction", op_tok)
        self.i += 1
        mods = []
        while toks[self.i][0] == "dir":
            mods.append(toks[self.i][1][1:])
            self.i += 1
        modifiers = tuple(mods)
        form, problems = spec.check_modifiers(op_tok[1], modifiers)
        if problems:
            message, where = problems[0]
            if where is None:
                self.error(message, op_tok)
            self.error(message, toks[self.i - len(modifiers) + where])
        operands = []
        if not (toks[self.i][1] == ";" and toks[self.i][0] == "punct"):
            operands.append(self.operand())
            while True:
                tok = toks[self.i]
                if tok[1] == "," and tok[0] == "punct":
                    self.i += 1
                    operands.append(self.operand())
                elif tok[1] == ";" and tok[0] == "punct":
                    break
                elif tok[0] == "punct" and tok[1] == "(":
                    operands.append(self.operand())   # `call f (args)` without a comma
                else:
                    self.error(f"expected ',' or ';' after an operand of {op_tok[1]}", tok)
        self.i += 1  # ';'
        operands = tuple(operands)
        problem = spec.check_operands(form, operands)
        if problem:
            message, node = problem
            loc = node.loc if node is not None else self.loc(op_tok)
            token = _operand_text(self.text, loc, self.lines) if node is not None else op_tok[1]
            raise PtxSyntaxError(message, loc, token, source_line_at(self.text, _pos_of(self, node, op_tok)))
        return A.Instruction(op_tok[1], modifiers, operands, guard, loc=self.loc(start))

    def operand(self):
        toks = self.toks
        tok = toks[self.i]
        kind = tok[0]
        if kind == "id":
            self.i += 1
            name = tok[1]
            if name == "_":
                node = A.Sink(loc=self.loc(tok))
            elif self.is_register(name):
                comp = None
                nxt = toks[self.i]
                if nxt[0] == "dir" and nxt[1] in COMPONENTS:
                    comp = COMPONENTS[nxt[1]]
                    self.i += 1
                elif nxt[0] == "dir" and VIDEO_SELECTOR.fullmatch(nxt[1]):
                    comp = nxt[1][1:]
                    self.i += 1
                node = A.Register(name, comp, loc=self.loc(tok))
            else:
                node = A.Symbol(name, self.symbol_offset(), loc=self.loc(tok))
            nxt = toks[self.i]
            if nxt[1] == "|" and nxt[0] == "punct":
                self.i += 1
                self.nest(nxt)
                second = self.operand()
                self.unnest()
                return A.PredPair(node, second, loc=node.loc)
            return node
        if kind == "punct":
            t = tok[1]
            if t == "[":
                self.nest(tok)
                address = self.address()
                self.unnest()
                return address
            if t == "{":
                self.i += 1
                self.nest(tok)
                items = [self.operand()]
                while self.accept(","):
                    items.append(self.operand())
                self.expect("}", "to close the vector operand")
                self.unnest()
                vector = A.Vector(tuple(items), loc=self.loc(tok))
                nxt = toks[self.i]
                if nxt[1] == "|" and nxt[0] == "punct":
                    # a vector destination with a predicate: tex's `{d0, d1, d2, d3}|%p`
                    self.i += 1
                    self.nest(nxt)
                    second = self.operand()
                    self.unnest()
                    return A.PredPair(vector, second, loc=vector.loc)
                return vector
            if t == "(":
                self.i += 1
                self.nest(tok)
                items = []
                if not self.accept(")"):
                    items.append(self.operand())
                    while self.accept(","):
                        items.append(self.operand())
                    self.expect(")", "to close the list")
                self.unnest()
                return A.ParenList(tuple(items), loc=self.loc(tok))
            if t == "!":
                self.i += 1
                inner = self.ident("a predicate after '!'")
                reg = A.Register(inner[1], loc=self.loc(inner)) if self.is_register(inner[1]) \
                    else A.Symbol(inner[1], loc=self.loc(inner))
                return A.Not(reg, loc=self.loc(tok))
        imm = self.immediate()
        if imm is not None:
            return imm
        self.error("expected an operand", tok)

    def address(self):
        toks = self.toks
        open_tok = self.next()
        first = toks[self.i]
        if first[0] in ("int",) or (first[1] == "-" and first[0] == "punct"):
            value = self.integer("an address")
            self.expect("]", "to close the address")
            return A.Address(None, value, loc=self.loc(open_tok))
        item = self.operand()
        if self.accept(","):
            items = [item, self.operand()]
            while self.accept(","):
                items.append(self.operand())
            self.expect("]", "to close the texture/surface operand")
            return A.TexAddress(tuple(items), loc=self.loc(open_tok))
        offset = 0
        if isinstance(item, A.Symbol):
            item, offset = A.Symbol(item.name, loc=item.loc), item.offset
        elif isinstance(item, A.Register):
            offset = self.symbol_offset()
        else:
            self.error("expected a register or a variable in the address", first)
        if toks[self.i][1] != "]":
            tok = toks[self.i]
            if tok[1] == "+" and tok[0] == "punct":
                self.error("expected an integer offset after '+'", toks[self.i + 1])
            self.error("expected ']' to close the address", tok)
        self.i += 1
        return A.Address(item, offset, loc=self.loc(open_tok))

    def is_register(self, name: str) -> bool:
        known = self.register_cache.get(name)
        if known is None:
            known = self.register_cache[name] = self._is_register(name)
        return known

    def _is_register(self, name: str) -> bool:
        for regs, ranges, syms in reversed(self.scopes):
            if name in regs:
                return True
            if name in syms:
                return False
            if ranges:
                stem = name.rstrip("0123456789")
                digits = name[len(stem):]
                if stem in ranges and limits.in_register_range(digits, ranges[stem]):
                    return True
        if name in self.module_symbols:
            return False
        return name[0] == "%"


def _pos_of(parser: _Parser, node, fallback_tok) -> int:
    return fallback_tok[2] if node is None else _offset_of(parser.text, node.loc, parser.lines)


def _offset_of(text: str, loc: A.Loc, lines) -> int:
    """Offset of a Loc inside a body whose LineIndex is `lines`."""
    if isinstance(lines, LineIndex):
        k = loc.line - lines.first_line
        line_start = lines.newlines[k - 1] + 1 if k > 0 else text.rfind("\n", 0, lines.base) + 1
        return line_start + loc.col - 1
    start = 0
    for _ in range(loc.line - 1):
        start = text.find("\n", start) + 1
    return start + loc.col - 1


def _operand_text(text: str, loc: A.Loc, lines) -> str:
    pos = _offset_of(text, loc, lines)
    m = re.compile(r"\[[^\]\n]*\]|\{[^}\n]*\}|\([^)\n]*\)|[^\s,;]+").match(text, pos)
    return m.group() if m else ""
