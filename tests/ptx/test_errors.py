"""Malformed PTX gives a located PtxSyntaxError (file:line:col, the token, a caret line),
never another exception."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from zluda.ptx import parse
from zluda.ptx.check import check_module
from zluda.ptx.errors import PtxCheckError, PtxError, PtxSyntaxError

HEAD = ".version 8.0\n.target sm_80\n.address_size 64\n"


def kernel(body: str, params: str = ".param .u64 p") -> str:
    return HEAD + f".visible .entry k({params})\n{{\n\t.reg .b32 %r<4>;\n\t.reg .pred %p<2>;\n" \
        f"\t.reg .b64 %rd<4>;\n{body}\n}}\n"


# (source, line, col, token, message fragment); lines count from 1 in the whole file
SYNTAX_CASES = [
    (kernel("\tfoo.bar %r1;"), 9, 2, "foo", "unknown instruction 'foo.bar'"),
    (kernel("\tadd.s32 %r1, %r2;"), 9, 15, "%r2", "add takes 3 operands, got 2"),
    (kernel("\tadd.s32 %r1, %r2, [%rd1];"), 9, 20, "[%rd1]", "operand 3 of add must be a register or immediate"),
    (kernel("\tld.global.u32 %r1, %rd1;"), 9, 21, "%rd1", "operand 2 of ld must be a memory operand"),
    (kernel("\tst.global.u32 %r1, %r2;"), 9, 16, "%r1", "operand 1 of st must be a memory operand"),
    (kernel("\tadd.bogus.s32 %r1, %r2, %r3;"), 9, 5, ".bogus", "'.bogus' is not a modifier of add"),
    (kernel("\tcvt.rn.rz.f32.s32 %r1, %r2;"), 9, 8, ".rz", "too many .rnd modifiers on cvt"),
    (kernel("\tadd.s32 %r1, %r2, %r3"), 10, 1, "}", "expected ',' or ';' after an operand of add: the block ends here"),
    (kernel("\tld.global.u32 %r1, [%rd1+];"), 9, 27, "]", "expected an integer offset after '+'"),
    # an unclosed vector brace unbalances the body: reported at the body's own '{'
    (kernel("\tmov.u32 %r1, {%r2, %r3;"), 5, 1, "{", "unterminated block"),
    (kernel("\t@ add.s32 %r1, %r2, %r3;"), 9, 7, ".s32", "expected an instruction"),
    (kernel("\t.reg .b32;"), 9, 11, ";", "expected a variable name"),
    (kernel("\t.reg %r9;"), 9, 7, "%r9", "expected a type"),
    (kernel("\t.section .x { }"), 9, 2, ".section", "unexpected directive '.section' in a function body"),
    (kernel("\tmov.u32 %r1, #;"), 9, 15, "#", "invalid token"),
    (kernel("\tmov.u32 %r1, 12abc;"), 9, 15, "12abc", "invalid token"),
    (HEAD + ".visible .entry k()\n{\n\tret;\n", 5, 1, "{", "unterminated block"),
    (HEAD + ".visible .entry k()\n{\n\tret;\n}\n}\n", 8, 1, "}", "'}' without a matching '{'"),
    (HEAD + ".global .u32 x = ;\n", 4, 18, ";", "expected an initialiser value"),
    (HEAD + ".global .u32 x[2] = {1, 2\n", 4, 21, "{", "unterminated block"),
    (HEAD + ".global .u32 x\n", 5, 1, "", "expected ';' after the declaration: unexpected end of input"),
    (HEAD + ".visible .entry k(.param .u64 p\n{\n}\n", 5, 1, "{", "expected ',' or ')' between parameters"),
    (".target sm_80\n.visible .entry k()\n{\n\tret;\n}\n", 1, 1, ".target", "missing .version"),
    (HEAD.replace("64", "48"), 3, 15, "48", "the address size must be 32 or 64"),
    (HEAD + "/* never closed\n.global .u32 x;\n", 4, 1, "/*", "unterminated comment"),
    (HEAD + '.pragma "no end;\n', 4, 9, '"', "unterminated string"),
    (HEAD + "ld.global.u32 %r1, [x];\n", 4, 1, "ld", "expected a directive"),
    (HEAD + ".visible .entry k()\n.maxntid 1,\n{\n}\n", 6, 1, "{", "expected an integer"),
    (HEAD + ".section .debug_info\n{\n.b8 1,,2\n}\n", 6, 1, "1,,2", "empty value in a section"),
    (HEAD + ".section .debug_info\n{\n.q16 7\n}\n", 6, 1, ".q16", "expected '.b8/.b16/.b32/.b64 values'"),
]


@pytest.mark.parametrize("source,line,col,token,fragment", SYNTAX_CASES,
                         ids=[f"case{i}" for i in range(len(SYNTAX_CASES))])
def test_syntax_error_is_located(source, line, col, token, fragment):
    with pytest.raises(PtxSyntaxError) as info:
        parse(source, filename="bad.ptx", lazy=False)
    err = info.value
    assert fragment in err.message
    assert (err.loc.file, err.loc.line, err.loc.col) == ("bad.ptx", line, col), str(err)
    if token:
        assert err.token.startswith(token)
    text = str(err)
    assert text.startswith(f"bad.ptx:{line}:{col}: error: ")
    # the caret sits under the offending column of the quoted source line
    lines = text.splitlines()
    if len(lines) == 3:
        assert lines[2].index("^") - 4 == col - 1
        assert lines[1][4:] == source.splitlines()[line - 1].expandtabs(1)


CHECK_CASES = [
    (kernel("\tbra LOOP;"), "undefined label LOOP", 9, 6),
    (kernel("\tadd.s32 %r1, %r2, %r7;"), None, None, None),   # %r<4> declares %r0..%r3 only
    (kernel("\tadd.s32 %r1, %r2, %q1;"), "undeclared register %q1", 9, 20),
    (kernel("\t@%p5 ret;"), "undeclared predicate register %p5", 9, 2),
    (kernel("\tmov.u64 %rd1, nowhere;"), "undefined symbol nowhere", 9, 16),
    (kernel("L1:\n\tret;\nL1:\n\tret;"), "label L1 is defined twice", 11, 1),
    (kernel("\tcall.uni nothere, ();"), "undefined function nothere", 9, 11),
    (HEAD + ".func f(.param .b32 a)\n{\n\tret;\n}\n" + kernel("\tcall.uni f, ();")[len(HEAD):],
     "call to f passes 0 arguments, it takes 1", 13, 2),
    (HEAD + ".global .u64 p = missing;\n", "undefined symbol missing", 4, 18),
    (HEAD + ".func f()\n{\n\tret;\n}\n.func f()\n{\n\tret;\n}\n", "function f is defined twice", 8, 1),
    (kernel("\t{\n\t.reg .b32 inner;\n\t}\n\tmov.b32 inner, 1;"), "undefined symbol inner", 12, 10),
    (kernel("\tadd.s64 %rd1, %r1, %rd2;"), "add.s64 needs a 64-bit register here, %r1 has 32 bits", 9, 16),
    (kernel("\tmul.wide.s32 %r3, %r1, %r2;"), "mul.wide.s32 needs a 64-bit register here, %r3", 9, 15),
    (kernel("\tmad.wide.s32 %rd1, %r1, %r2, %r3;"), "mad.wide.s32 needs a 64-bit register here, %r3", 9, 31),
    (kernel("\tsetp.lt.s32 %p1, %rd1, 0;"), "setp.lt.s32 needs a 32-bit register here, %rd1", 9, 19),
    (kernel("\tselp.b32 %r1, 1, 0, %r2;"), "selp.b32 needs a 1-bit register here, %r2 has 32 bits", 9, 22),
]


@pytest.mark.parametrize("source,fragment,line,col", CHECK_CASES,
                         ids=[f"case{i}" for i in range(len(CHECK_CASES))])
def test_check_errors_are_located(source, fragment, line, col):
    module = parse(source, filename="bad.ptx", lazy=False)
    problems = check_module(module, source)
    if fragment is None:
        assert [p.message for p in problems] == ["undeclared register %r7"]
        return
    assert problems, "expected a problem"
    first = problems[0]
    assert isinstance(first, PtxCheckError)
    assert fragment in first.message, first.message
    assert (first.loc.line, first.loc.col) == (line, col), str(first)


def test_predefined_constant_warp_sz_resolves_where_a_symbol_may_stand():
    # nvcc writes `mov.u32 %r, WARP_SZ` for warpSize (llm.c's fp32 program); cuModuleLoadData
    # and cuLibraryLoadData check the module first, so the checker must know the name
    source = kernel("\tmov.u32 %r1, WARP_SZ;\n\trem.u32 %r2, %r1, WARP_SZ;")
    assert check_module(parse(source, filename="ok.ptx", lazy=False), source) == []
    misspelt = kernel("\tmov.u32 %r1, WARP_SIZE;")
    problems = check_module(parse(misspelt, filename="bad.ptx", lazy=False), misspelt)
    assert [p.message for p in problems] == ["undefined symbol WARP_SIZE"]


def test_lazy_body_errors_surface_on_access_with_the_file_location():
    src = kernel("\tadd.s32 %r1, %r2;")
    module = parse(src, filename="lazy.ptx")            # the header scan succeeds
    with pytest.raises(PtxSyntaxError) as info:
        module.kernels["k"].body
    assert str(info.value).startswith("lazy.ptx:9:15: error:")


def _fuzz_sources():
    base = Path(__file__).parent / "corpus" / "edge_syntax.ptx"
    text = base.read_text()
    rng = random.Random(1234)
    cuts = sorted(rng.sample(range(len(text)), 150))
    for cut in cuts:
        yield text[:cut]
    tokens = text.split(" ")
    for _ in range(150):
        mutated = list(tokens)
        i = rng.randrange(len(mutated))
        op = rng.choice(("drop", "dup", "swap", "junk"))
        if op == "drop":
            del mutated[i]
        elif op == "dup":
            mutated.insert(i, mutated[i])
        elif op == "swap":
            j = rng.randrange(len(mutated))
            mutated[i], mutated[j] = mutated[j], mutated[i]
        else:
            mutated[i] = rng.choice(["{", "}", "(", "[", ";", "@", ".reg", "0x", "0f12", "\"", "%", "->"])
        yield " ".join(mutated)


def test_truncated_and_mutated_input_never_escapes_as_another_exception():
    outcomes = {"ok": 0, "error": 0}
    for source in _fuzz_sources():
        try:
            module = parse(source, filename="fuzz.ptx", lazy=False)
            check_module(module, source)
            outcomes["ok"] += 1
        except PtxError as err:
            assert err.loc.line >= 1 and err.loc.col >= 1
            outcomes["error"] += 1
    assert outcomes["error"] > 150     # nearly every truncation is an error, and located
