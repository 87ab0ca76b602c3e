"""The front end's limits (zluda/ptx/limits.py) and the inputs that once escaped it as a
Python traceback (issue 31): each is now a located one-line PtxSyntaxError, and the
largest input each limit allows still parses."""

from __future__ import annotations

import time

import pytest

from zluda.ptx import limits, parse
from zluda.ptx.check import check_module
from zluda.ptx.errors import PtxSyntaxError

HEAD = ".version 8.0\n.target sm_80\n.address_size 64\n"


def kernel(body: str, name: str = "k") -> str:
    # the body starts on line 8
    return HEAD + f".visible .entry {name}(.param .u64 p)\n{{\n.reg .b32 %r<4>;\n.reg .b64 %rd<4>;\n{body}\nret;\n}}\n"


DEEP = 1000

# (name, source, line, col, token, message fragment)
REJECTED = [
    # the eight parser reproducers of issue 31
    ("initialiser with an empty item", HEAD + ".global .u32 x[3] = {1,,2};\n", 4, 24, ",",
     "expected an initialiser value"),
    ("initialiser without a comma", HEAD + ".global .u32 x[2] = {1 2};\n", 4, 24, "2",
     "expected ',' or '}' in the initialiser"),
    ("octal literal with 8 or 9", kernel("mov.u32 %r1, 089;"), 8, 14, "089", "089 is not an octal number"),
    ("integer over 4,300 digits", kernel("mov.u32 %r1, " + "9" * 5000 + ";"), 8, 14, "9999",
     "does not fit in 64 bits"),
    ("initialiser nested 1,000 deep", HEAD + ".global .u32 x[1] = " + "{" * DEEP + "1" + "}" * DEEP + ";\n",
     4, 21 + limits.NESTING_DEPTH, "{", "nested more than 64 levels deep"),
    ("operand nested 1,000 deep", kernel("mov.u32 %r1, " + "{" * DEEP + "%r2" + "}" * DEEP + ";"),
     8, 14 + limits.NESTING_DEPTH, "{", "nested more than 64 levels deep"),
    ("blocks nested 1,000 deep", kernel("{" * DEEP + "}" * DEEP), 8, 1 + limits.NESTING_DEPTH, "{",
     "nested more than 64 levels deep"),
    ("address nested 1,000 deep", kernel("ld.global.u32 %r1, " + "[" * DEEP + "%rd1" + "]" * DEEP + ";"),
     8, 20 + limits.NESTING_DEPTH, "[", "nested more than 64 levels deep"),
    ("braces in .attribute", HEAD + ".global .attribute({}) .u32 x;\n", 4, 20, "{",
     "expected a name, a number, ',' or ')' in the parentheses"),
    # more of the same kinds
    ("octal initialiser", HEAD + ".global .u32 x = 019;\n", 4, 18, "019", "019 is not an octal number"),
    ("huge integer in a braced list", HEAD + ".global .u64 x[1] = {" + "9" * 5000 + "};\n", 4, 22, "9999",
     "does not fit in 64 bits"),
    ("control character in a braced list", HEAD + ".global .u8 x[2] = {6\x1c, 1};\n", 4, 22, "\x1c",
     "expected ',' or '}' in the initialiser: invalid token"),
    ("2**64 in a braced list", HEAD + ".global .u64 x[1] = {18446744073709551616};\n", 4, 22, "1844",
     "does not fit in 64 bits"),
    ("hex literal over 64 bits", kernel("mov.u64 %rd1, 0x10000000000000000;"), 8, 15, "0x1",
     "does not fit in 64 bits"),
    ("huge address offset", kernel("ld.global.u32 %r1, [%rd1+" + "9" * 5000 + "];"), 8, 26, "9999",
     "does not fit in 64 bits"),
    ("huge number in a section", HEAD + ".section .debug_info\n{\n.b8 " + "9" * 5000 + "\n}\n", 6, 1, "9999",
     "does not fit in 64 bits"),
    ("parentheses nested 1,000 deep", kernel("call f, " + "(" * DEEP + "%r2" + ")" * DEEP + ";"),
     8, 9 + limits.NESTING_DEPTH, "(", "nested more than 64 levels deep"),
    ("predicate pairs chained 1,000 times", kernel("setp.eq.u32 " + "%r1|" * DEEP + "%r2, 1, 2;"),
     8, 13 + 4 * limits.NESTING_DEPTH + 3, "|", "nested more than 64 levels deep"),
    ("version over 4 digits", HEAD.replace("8.0", "9" * 5000 + ".0"), 1, 10, "9999", "expected a version"),
    ("target over 4 digits", HEAD.replace("sm_80", "sm_" + "8" * 5000), 2, 9, "sm_888", "expected an architecture"),
    # register ranges, array sizes, alignment
    ("register range over the limit", kernel(".reg .b32 %q<100000000>;"), 8, 14, "100000000",
     "a register range holds 0 to 1048576 registers"),
    ("global of 2**67 bytes", HEAD + f".global .b8 g[{2 ** 67}];\n", 4, 15, "1475", "does not fit in 64 bits"),
    ("global of 8 GiB", HEAD + ".global .b8 g[2147483648][4];\n", 4, 27, "4",
     "a .global variable holds at most 4294967296 bytes"),
    ("shared array over the hardware's shared memory", HEAD + ".shared .f32 s[100000];\n", 4, 16, "100000",
     "a .shared variable holds at most 233472 bytes"),
    ("negative array size", HEAD + ".global .b8 g[-1];\n", 4, 15, "-", "an array size cannot be negative"),
    ("alignment not a power of two", HEAD + ".global .align 3 .b8 g[4];\n", 4, 16, "3",
     "the alignment must be a power of two"),
    ("alignment zero", HEAD + ".global .align 0 .b8 g[4];\n", 4, 16, "0", "the alignment must be a power of two"),
    # names
    ("a register named like a special register", kernel(".reg .b32 %tid;\nmov.u32 %r1, %tid;"), 8, 11, "%tid",
     "%tid is a special register: it cannot be declared"),
    ("a parameter named like a special register", HEAD + ".visible .entry k(.param .u64 %laneid)\n{\nret;\n}\n",
     4, 31, "%laneid", "%laneid is a special register"),
    ("a register range that declares special registers", kernel(".reg .b32 %pm<8>;"), 8, 11, "%pm",
     "%pm0 is a special register"),
    ("non-ASCII kernel name", kernel("", name="k\u00e9rnel"), 4, 18, "\u00e9", "invalid token"),
]


@pytest.mark.parametrize("name,source,line,col,token,fragment", REJECTED, ids=[case[0] for case in REJECTED])
def test_input_beyond_a_limit_is_a_located_error(name, source, line, col, token, fragment):
    start = time.monotonic()
    with pytest.raises(PtxSyntaxError) as info:
        parse(source, filename="bad.ptx", lazy=False)
    assert time.monotonic() - start < 1.0
    err = info.value
    assert fragment in err.message, str(err)
    assert (err.loc.file, err.loc.line, err.loc.col) == ("bad.ptx", line, col), str(err)
    assert err.token.startswith(token), str(err)
    # one line of message; a quoted source line stays short however long the input line
    head, *quoted = str(err).splitlines()
    assert head.startswith(f"bad.ptx:{line}:{col}: error: ") and len(head) < 300, head
    assert all(len(q) < 140 for q in quoted)


def test_undeclared_register_with_thousands_of_digits_is_a_check_problem():
    source = kernel("mov.u32 %r" + "1" * 5000 + ", 1;")
    problems = check_module(parse(source, "bad.ptx", lazy=False), source)
    assert [p.message[:22] for p in problems] == ["undeclared register %r"]
    assert (problems[0].loc.line, problems[0].loc.col) == (8, 9)


def test_bytes_that_are_not_utf8_are_a_located_error():
    with pytest.raises(PtxSyntaxError) as info:
        parse(HEAD.encode() + b".global .u32 x\xff;\n", filename="bad.ptx")
    assert str(info.value) == "bad.ptx:4:15: error: not UTF-8 text: byte 0xff"


def test_utf8_bytes_parse_as_text():
    module = parse(kernel("mov.u32 %r1, 1; // caf\u00e9").encode(), filename="ok.ptx", lazy=False)
    assert list(module.kernels) == ["k"]


# the largest input each limit allows
ACCEPTED = [
    ("nesting at the limit", kernel("{" * limits.NESTING_DEPTH + "}" * limits.NESTING_DEPTH)),
    ("initialiser at the limit", HEAD + ".global .u32 x[1] = " + "{" * limits.NESTING_DEPTH + "1"
     + "}" * limits.NESTING_DEPTH + ";\n"),
    ("largest 64-bit literals", kernel("mov.u64 %rd1, 18446744073709551615;\nmov.u64 %rd2, 0xFFFFFFFFFFFFFFFF;\n"
                                       "mov.u64 %rd3, 01777777777777777777777;\nmov.u64 %rd1, 0000000000000000000000000001;")),
    ("largest literal in a braced list", HEAD + ".global .u64 x[2] = {18446744073709551615, 0};\n"),
    ("largest register range", kernel(f".reg .b32 %q<{limits.REGISTER_RANGE}>;\nmov.u32 %q{limits.REGISTER_RANGE - 1}, 1;")),
    ("largest shared array", HEAD + f".shared .align 16 .b8 s[{limits.variable_bytes('shared')}];\n"),
    ("largest global", HEAD + f".global .align 65536 .b8 g[{limits.variable_bytes('global')}];\n"),
    ("a special register's name with a suffix", kernel(".reg .b32 %tid<2>;\nmov.u32 %tid1, %tid.x;")),
    ("an attribute with a nested list", HEAD + ".global .attribute(.unified(1, 2)) .u32 x;\n"),
]


@pytest.mark.parametrize("name,source", ACCEPTED, ids=[case[0] for case in ACCEPTED])
def test_input_at_a_limit_parses(name, source):
    module = parse(source, filename="ok.ptx", lazy=False)
    assert check_module(module, source) == []
