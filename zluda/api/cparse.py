"""Preprocess CUDA headers with gcc -E and read their declarations with pycparser.

The headers are parsed as C (not C++), against the tiny C library in fake_libc/ so that
pycparser sees no glibc extensions. GCC-only syntax the CUDA headers use (attributes,
`__inline__`) is defined away on the command line; everything that maps API names to
symbols (`#define cuMemAlloc cuMemAlloc_v2`, the per-thread-stream macros) is kept, so a
declaration's name after preprocessing IS the exported symbol.
"""

from __future__ import annotations

import copy
import os
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from pycparser import c_ast, c_generator, c_parser

FAKE_LIBC = Path(__file__).resolve().parent / "fake_libc"

# GCC syntax pycparser does not know; none of it affects names, types or values
GCC_DEFINES = (
    "__attribute__(x)=",
    "__extension__=",
    "__inline__=inline",
    "__inline=inline",
    "__asm__(x)=",
    "__restrict=",
    "__restrict__=",
)


class ParseError(RuntimeError):
    pass


@dataclass
class Decl:
    name: str
    return_type: str
    params: list[tuple[str, str, c_ast.Node]]   # (name, C type, pycparser type node)
    variadic: bool
    header: str
    line: int


@dataclass
class Parsed:
    functions: dict[str, Decl] = field(default_factory=dict)
    enums: dict[str, dict[str, int]] = field(default_factory=dict)
    typedefs: dict[str, str] = field(default_factory=dict)
    typedef_nodes: dict[str, c_ast.Node] = field(default_factory=dict)
    enum_headers: dict[str, str] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)   # macro name -> identifier it expands to
    defined_structs: set[str] = field(default_factory=set)  # "struct X" / "union X" with a body
    declarations: list[tuple[str, str]] = field(default_factory=list)  # (typedef name or "", C text) in order


def preprocess(source: str, include_dirs: list[Path], defines: tuple[str, ...] = (), extra=()) -> str:
    cmd = ["gcc", "-E", "-x", "c", "-std=gnu11", "-nostdinc", f"-I{FAKE_LIBC}"]
    cmd += [f"-I{d}" for d in include_dirs]
    cmd += [f"-D{d}" for d in GCC_DEFINES + tuple(defines)]
    cmd += list(extra) + ["-"]
    proc = subprocess.run(cmd, input=source, capture_output=True, text=True)
    if proc.returncode != 0:
        raise ParseError(f"gcc -E failed:\n{proc.stderr.strip()}")
    return proc.stdout


def macro_names(source: str, include_dirs: list[Path], defines: tuple[str, ...] = ()) -> list[str]:
    """Names of every object-like macro defined after including `source`."""
    text = preprocess(source, include_dirs, defines, extra=("-dM",))
    names = []
    for line in text.splitlines():
        m = re.match(r"#define ([A-Za-z_]\w*) ", line)
        if m:
            names.append(m.group(1))
    return names


def macro_aliases(source: str, include_dirs: list[Path], defines: tuple[str, ...], wanted) -> dict[str, str]:
    """For each macro name accepted by wanted(name), the single identifier it expands to."""
    names = sorted(n for n in macro_names(source, include_dirs, defines) if wanted(n))
    probe = source + "\n" + "".join(f'"{n}" @ {n} ;\n' for n in names)
    text = preprocess(probe, include_dirs, defines)
    out = {}
    for m in re.finditer(r'^"(\w+)" @ (\w+) ;$', text, re.M):
        if m.group(1) != m.group(2):
            out[m.group(1)] = m.group(2)
    return out


_gen = c_generator.CGenerator()


def type_str(node: c_ast.Node) -> str:
    """C spelling of a type node without a declarator name: "const char *", "void **"."""
    text = _gen._generate_type(_strip_names(node))
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\s*\*", " *", text).replace("* *", "**").replace("* *", "**")
    return text.replace("( *)", "(*)").replace("( **)", "(**)")


def _strip_names(node):
    node = copy.deepcopy(node)
    for sub in _walk(node):
        if isinstance(sub, c_ast.TypeDecl):
            sub.declname = None
        elif isinstance(sub, (c_ast.Struct, c_ast.Union)):
            sub.decls = None     # name the aggregate, never spell out its body
            sub.name = sub.name or "<anonymous>"
        elif isinstance(sub, c_ast.Enum):
            sub.values = None
            sub.name = sub.name or "<anonymous>"
    return node


def _walk(node):
    yield node
    for _, child in node.children():
        yield from _walk(child)


def parse(text: str, filename: str, header_filter) -> Parsed:
    """Declarations from preprocessed `text`; header_filter(path) -> short header name or None."""
    try:
        ast = c_parser.CParser().parse(text, filename)
    except c_parser.ParseError as exc:
        raise ParseError(f"pycparser: {exc}") from exc
    out = Parsed()
    for ext in ast.ext:
        header = header_filter(ext.coord.file) if ext.coord else None
        if header is None:
            continue
        for sub in _walk(ext):
            if isinstance(sub, (c_ast.Struct, c_ast.Union)) and sub.decls is not None and sub.name:
                out.defined_structs.add(("struct " if isinstance(sub, c_ast.Struct) else "union ") + sub.name)
        if isinstance(ext, c_ast.Pragma):
            continue
        if isinstance(ext, c_ast.Typedef):
            out.typedefs[ext.name] = type_str(ext.type)
            out.typedef_nodes[ext.name] = ext.type
            _collect_enum(ext.type, out, header, typedef_name=ext.name)
        elif isinstance(ext, c_ast.Decl):
            if isinstance(ext.type, c_ast.FuncDecl):
                out.functions[ext.name] = _function(ext, header)
            else:
                _collect_enum(ext.type, out, header)
        elif isinstance(ext, c_ast.FuncDef):
            continue   # static inline helpers (cuComplex.h): not exported by any library
        if isinstance(ext, (c_ast.Typedef, c_ast.Decl)) and not isinstance(ext.type, c_ast.FuncDecl):
            _fold_array_sizes(ext, out)
            out.declarations.append((ext.name or "", _gen.visit(ext) + ";"))
    return out


def _fold_array_sizes(node, out: Parsed) -> None:
    """Array sizes become numbers (`char pad[8 - sizeof(CUlaunchAttributeID)]` -> 4) so
    that consumers with no C compiler at hand (cffi's cdef) can read the declarations."""
    for sub in _walk(node):
        if isinstance(sub, c_ast.ArrayDecl) and sub.dim is not None and not isinstance(sub.dim, c_ast.Constant):
            sub.dim = c_ast.Constant("int", str(_eval(sub.dim, {}, out)))


SCALAR_SIZES = {"char": 1, "signed char": 1, "unsigned char": 1, "short": 2, "unsigned short": 2, "int": 4,
                "unsigned int": 4, "long": 8, "unsigned long": 8, "long long": 8, "unsigned long long": 8,
                "float": 4, "double": 8, "size_t": 8}


def _sizeof(typename: c_ast.Typename, out: Parsed) -> int:
    t = typename.type
    if isinstance(t, c_ast.PtrDecl):
        return 8
    name = type_str(t).replace("const ", "")
    for _ in range(10):
        if name in SCALAR_SIZES:
            return SCALAR_SIZES[name]
        if name.startswith("enum ") or name in out.enums:
            return 4
        if name not in out.typedefs:
            break
        name = out.typedefs[name].replace("const ", "")
        if name.endswith("*"):
            return 8
    raise ParseError(f"cannot size type {name!r} at {typename.coord}")


def _function(decl: c_ast.Decl, header: str) -> Decl:
    func = decl.type
    params, variadic = [], False
    for i, p in enumerate(func.args.params if func.args else []):
        if isinstance(p, c_ast.EllipsisParam):
            variadic = True
            continue
        ctype = type_str(p.type)
        if ctype == "void" and not p.name:
            continue      # f(void)
        params.append((p.name or f"arg{i}", ctype, p.type))
    return Decl(decl.name, type_str(func.type), params, variadic, header, decl.coord.line)


def _collect_enum(node, out: Parsed, header: str, typedef_name: str | None = None) -> None:
    if isinstance(node, c_ast.TypeDecl):
        node = node.type
    if isinstance(node, c_ast.Enum):
        enum = node
        key = enum.name or typedef_name
        if enum.values is None or key is None:
            return
        values: dict[str, int] = {}
        prev = -1
        for item in enum.values.enumerators:
            prev = _eval(item.value, values, out) if item.value is not None else prev + 1
            values[item.name] = prev
        out.enums[key] = values
        out.enum_headers[key] = header


def _eval(node, scope: dict[str, int], out: Parsed) -> int:
    """Constant-expression value of an enumerator initializer."""
    if isinstance(node, c_ast.Constant):
        text = node.value.rstrip("uUlL")
        if node.type == "char":
            return ord(text.strip("'"))
        return int(text, 0) if not re.fullmatch(r"0[0-7]+", text) else int(text, 8)
    if isinstance(node, c_ast.ID):
        if node.name in scope:
            return scope[node.name]
        for values in out.enums.values():
            if node.name in values:
                return values[node.name]
        raise ParseError(f"enumerator refers to unknown name {node.name} at {node.coord}")
    if isinstance(node, c_ast.UnaryOp) and node.op == "sizeof" and isinstance(node.expr, c_ast.Typename):
        return _sizeof(node.expr, out)
    if isinstance(node, c_ast.UnaryOp):
        v = _eval(node.expr, scope, out)
        return {"-": -v, "+": v, "~": ~v, "!": int(not v)}[node.op]
    if isinstance(node, c_ast.BinaryOp):
        a, b = _eval(node.left, scope, out), _eval(node.right, scope, out)
        ops = {"+": a + b, "-": a - b, "*": a * b, "<<": a << b, ">>": a >> b, "|": a | b,
               "&": a & b, "^": a ^ b}
        if node.op in ops:
            return ops[node.op]
        if node.op in ("/", "%"):
            return a // b if node.op == "/" else a % b
    if isinstance(node, c_ast.Cast):
        return _eval(node.expr, scope, out)
    raise ParseError(f"unsupported enumerator expression at {node.coord}")


def header_filter_for(roots: list[Path]):
    """Map a line-marker path to a header name relative to one of `roots` (None: not ours)."""
    roots = [str(r.resolve()) + os.sep for r in roots]
    cache: dict[str, str | None] = {}

    def filt(path: str) -> str | None:
        if path not in cache:
            full = os.path.realpath(path) if not path.startswith("<") else path
            cache[path] = next((full[len(r):] for r in roots if full.startswith(r)), None)
            if cache[path] is None and not path.startswith(("<", str(FAKE_LIBC))):
                # #line directives we emit name headers relative to the include root
                cache[path] = path if not os.path.isabs(path) else None
        return cache[path]

    return filt
