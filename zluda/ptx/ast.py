"""The PTX syntax tree: what `zluda.ptx.parse` returns and `zluda.ptx.printer` prints.

Design rules (stable: fields are only ever added, never renamed):

* Every node is a dataclass with a `loc: Loc` (file:line:col of its first token).
  `loc` takes no part in `==`, so `parse(print(parse(x))) == parse(x)` holds even though
  the printer lays the text out differently.
* Names keep their PTX spelling (`%r1`, `$L__BB0_3`, `_Z3fooPf`), modifiers are stored
  without their leading dot (`ld.global.nc.v4.f32` -> opcode "ld", modifiers
  ("global", "nc", "v4", "f32")), state spaces and types likewise ("shared", "b32").
* An instruction is data, not a class per opcode: `Instruction.opcode` is the first
  dotted component and `modifiers` the rest in source order, so translators dispatch on
  `opcode` through a table and read modifiers with `has()` / `types`. The table of what
  each opcode accepts is `zluda.ptx.spec`.
* Function bodies are parsed lazily: `Function.body` parses on first access (see
  `Function`), so a module with thousands of kernels costs only a header scan until a
  kernel is used.

Layout:

    Module
      version, target, address_size
      items: [Variable | Function | FileDirective | Section | Pragma | Alias]
    Function (kind "entry" | "func")
      linkage, name, returns: [Variable], params: [Variable], directives: [PerfDirective|Pragma]
      body -> [Statement] | None          (None: a declaration, e.g. `.extern .func`)
    Statement = Variable | Label | Instruction | Block | LocDirective | Pragma
              | CallPrototype | BranchTargets | CallTargets
    Operand = Register | Symbol | IntImm | FloatImm | Sink | Vector | Address | TexAddress
            | Not | PredPair | ParenList
    Initializer = IntImm | FloatImm | SymbolRef | InitList | InitField
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Callable, Iterator, NamedTuple, Optional, Union

from zluda.ptx.types import TYPES as PTX_TYPES


# ---------------------------------------------------------------------------------------
# locations


class Loc(NamedTuple):
    """A position in PTX source: 1-based line and column (a tuple: cheap to make)."""

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


NOWHERE = Loc("<generated>", 0, 0)


def _loc() -> Loc:
    return field(default=NOWHERE, compare=False, repr=False)


# Every PTX fundamental type name (without the dot). `Instruction.types` uses this set to
# pick the type modifiers out of an instruction's modifier list.
TYPE_NAMES = frozenset(PTX_TYPES)

# Opaque types of texture/sampler/surface handles (`.global .texref t;`, `.param .surfref s`).
OPAQUE_TYPES = frozenset({"texref", "samplerref", "surfref"})

STATE_SPACES = frozenset({"reg", "sreg", "const", "global", "local", "param", "shared", "tex"})


# ---------------------------------------------------------------------------------------
# operands


@dataclass(slots=True)
class Register:
    """A register: declared with `.reg` in scope, or a special register (`%tid`, `%clock64`).

    `component` is the vector member selected with `.x/.y/.z/.w` (`%tid.x` ->
    Register("%tid", "x")), a video instruction's operand selector (`%r1.b2` ->
    Register("%r1", "b2"); `.h10`, `.b3210` for the SIMD forms), or None.
    """

    name: str
    component: Optional[str] = None
    loc: Loc = _loc()


@dataclass(slots=True)
class Symbol:
    """A name that is not a register: a variable, a label, a function, a prototype.

    `offset` is a byte offset written as `sym+4` outside brackets (`mov.u64 %rd, A+20`).
    Which kind of name it is gets resolved by the checking pass / translator.
    """

    name: str
    offset: int = 0
    loc: Loc = _loc()


@dataclass(slots=True)
class IntImm:
    """An integer literal. `value` is the exact integer (negative when written `-5`);
    `unsigned` records a `U` suffix."""

    value: int
    unsigned: bool = False
    loc: Loc = _loc()


@dataclass(slots=True)
class FloatImm:
    """A floating-point literal, kept as its IEEE bits so NaN payloads survive.

    `width` is 32 for `0fXXXXXXXX`, 64 for `0dXXXXXXXXXXXXXXXX` and for decimal literals
    (`1.5`, `1e-3`: PTX reads them as double precision). `value` gives the number.
    """

    bits: int
    width: int
    loc: Loc = _loc()

    @property
    def value(self) -> float:
        if self.width == 32:
            return struct.unpack("<f", struct.pack("<I", self.bits))[0]
        return struct.unpack("<d", struct.pack("<Q", self.bits))[0]


@dataclass(slots=True)
class Sink:
    """The bit bucket `_` (a destination whose value is discarded)."""

    loc: Loc = _loc()


@dataclass(slots=True)
class Vector:
    """A vector operand `{%f1, %f2, %f3, %f4}`; elements are operands (registers, `_`, immediates)."""

    elements: tuple
    loc: Loc = _loc()


@dataclass(slots=True)
class Address:
    """A memory operand `[base+offset]`.

    `base` is a Register, a Symbol or None (absolute address `[0x100]`); `offset` is the
    integer byte offset (`[%rd1+-8]` -> -8, `[p+4]` -> 4, `[%rd1]` -> 0).
    """

    base: Optional[Union[Register, Symbol]]
    offset: int = 0
    loc: Loc = _loc()


@dataclass(slots=True)
class TexAddress:
    """A bracket with several parts, as texture/surface instructions write them:
    `[tex, {x, y}]`, `[tex, sampler, {x, y}]`, `[surf, {x}]`. `items` are operands."""

    items: tuple
    loc: Loc = _loc()


@dataclass(slots=True)
class Not:
    """A negated predicate source: `!%p` (setp/selp combining operand, `@!p` guards use Guard)."""

    operand: Union[Register, Symbol]
    loc: Loc = _loc()


@dataclass(slots=True)
class PredPair:
    """Two predicate destinations `%p|%q` (setp, shfl.sync's `%r|%p`: first|second)."""

    first: object
    second: object
    loc: Loc = _loc()


@dataclass(slots=True)
class ParenList:
    """A parenthesised operand list, as `call` writes return and argument lists:
    `call (retval0), f, (param0, param1);` -> [ParenList((retval0,)), Symbol(f),
    ParenList((param0, param1))]."""

    items: tuple
    loc: Loc = _loc()


Operand = Union[Register, Symbol, IntImm, FloatImm, Sink, Vector, Address, TexAddress, Not,
                PredPair, ParenList]


# ---------------------------------------------------------------------------------------
# variable initialisers


@dataclass(slots=True)
class SymbolRef:
    """The address of a variable or function in an initialiser: `sym`, `generic(sym)`,
    `sym+8`, `generic(sym)+8`. `generic` marks the generic-address form."""

    name: str
    generic: bool = False
    offset: int = 0
    loc: Loc = _loc()


@dataclass(slots=True)
class InitList:
    """A braced initialiser `{a, b, {c, d}}`; items are Initializers (nested for arrays)."""

    items: tuple
    loc: Loc = _loc()


@dataclass(slots=True)
class InitField:
    """`name = value` inside a braced initialiser, as sampler references write them:
    `.global .samplerref s = { addr_mode_0 = clamp_to_edge, filter_mode = linear };`"""

    name: str
    value: str
    loc: Loc = _loc()


Initializer = Union[IntImm, FloatImm, SymbolRef, InitList, InitField]


# ---------------------------------------------------------------------------------------
# declarations


@dataclass(slots=True)
class Variable:
    """A variable in any state space, at module scope, in a body, or as a parameter.

    `.visible .global .align 8 .u64 fns[2] = {f, g};` ->
        Variable(state_space="global", type="u64", name="fns", linkage="visible",
                 align=8, array=(2,), init=InitList(...))
    `.reg .b32 %r<45>;` -> Variable("reg", "b32", "%r", range_count=45): the registers
        %r0 .. %r44.
    `.param .u64 .ptr .global .align 16 p` -> ptr_space="global", ptr_align=16.

    One declaration naming several variables (`.reg .b32 a, b;`) becomes one Variable each.
    `array` holds each dimension; None is an unsized dimension (`.extern .shared .b8 s[];`).
    `vector` is 2/4/8 for `.v2/.v4/.v8`. `attributes` holds `.attribute(...)` entries
    ("managed", "unified(...)"). Names of parameters in `.callprototype` are "_".
    """

    state_space: str
    type: str
    name: str
    linkage: Optional[str] = None          # "visible" | "extern" | "weak" | "common"
    align: Optional[int] = None
    vector: Optional[int] = None
    array: tuple = ()
    init: Optional[Initializer] = None
    range_count: Optional[int] = None      # `%r<N>` declares N registers %r0..%r(N-1)
    ptr_space: Optional[str] = None        # `.ptr.global` etc. on kernel parameters
    ptr_align: Optional[int] = None        # `.ptr ... .align N`
    attributes: tuple = ()
    loc: Loc = _loc()

    @property
    def is_array(self) -> bool:
        return bool(self.array)

    def register_names(self) -> Iterator[str]:
        """The register names this declaration introduces (expands `%r<N>`)."""
        if self.range_count is None:
            yield self.name
        else:
            for i in range(self.range_count):
                yield f"{self.name}{i}"


@dataclass(slots=True)
class PerfDirective:
    """A performance-tuning directive in a function header:
    `.maxntid 256, 1, 1` -> PerfDirective("maxntid", (256, 1, 1)); `.noreturn` -> values ().
    Names: maxntid reqntid minnctapersm maxnctapersm maxnreg maxclusterrank
    reqnctapercluster explicitcluster noreturn abi_preserve abi_preserve_control blocksareclusters."""

    name: str
    values: tuple = ()
    loc: Loc = _loc()


@dataclass(slots=True)
class Pragma:
    """`.pragma "nounroll";` (module, function header or body); `values` are the strings."""

    values: tuple
    loc: Loc = _loc()


# ---------------------------------------------------------------------------------------
# statements inside a function body


@dataclass(slots=True)
class Label:
    """`$L__BB0_3:` marks the next statement."""

    name: str
    loc: Loc = _loc()


@dataclass(slots=True)
class Guard:
    """An instruction predicate `@%p` / `@!%p`."""

    register: str
    negated: bool = False
    loc: Loc = _loc()


@dataclass(slots=True)
class Instruction:
    """One instruction.

    `@!%p1 ld.global.nc.v2.f32 {%f1, %f2}, [%rd4+8];` ->
        Instruction(opcode="ld", modifiers=("global", "nc", "v2", "f32"),
                    operands=(Vector(...), Address(Register("%rd4"), 8)),
                    guard=Guard("%p1", negated=True))

    `call` keeps its lists as ParenList operands in source order:
    `call.uni (retval0), _Z3fooi, (param0), prototype_0;` -> operands
    (ParenList((retval0,)), Symbol("_Z3fooi"), ParenList((param0,)), Symbol("prototype_0")).
    """

    opcode: str
    modifiers: tuple = ()
    operands: tuple = ()
    guard: Optional[Guard] = None
    loc: Loc = _loc()

    @property
    def name(self) -> str:
        """The full dotted spelling, e.g. "ld.global.nc.v2.f32"."""
        return ".".join((self.opcode,) + self.modifiers)

    @property
    def types(self) -> tuple:
        """The type modifiers in order (`cvt.rn.f32.s32` -> ("f32", "s32"))."""
        return tuple(m for m in self.modifiers if m in TYPE_NAMES)

    def has(self, *modifiers: str) -> bool:
        """True when every given modifier is present."""
        return all(m in self.modifiers for m in modifiers)

    def call_parts(self) -> tuple:
        """For `call`: (returns, target, arguments, prototype-or-targets-or-None), the
        lists as tuples of operands: `call (r), f, (a, b);` -> ((r,), f, (a, b), None)."""
        ops = list(self.operands)
        returns = ops.pop(0).items if ops and isinstance(ops[0], ParenList) else ()
        target = ops.pop(0) if ops else None
        args = ops.pop(0).items if ops and isinstance(ops[0], ParenList) else ()
        extra = ops.pop(0) if ops else None
        return returns, target, args, extra


@dataclass(slots=True)
class Block:
    """A nested `{ ... }` scope (nvcc wraps each call sequence in one)."""

    statements: list
    loc: Loc = _loc()


@dataclass(slots=True)
class LocDirective:
    """`.loc file line col [, function_name label [+ off]] [, inlined_at file line col]`."""

    file: int
    line: int
    col: int
    function_name: Optional[str] = None
    inlined_at: Optional[tuple] = None     # (file, line, col)
    loc: Loc = _loc()


@dataclass(slots=True)
class CallPrototype:
    """`prototype_0 : .callprototype (.param .b32 _) _ (.param .b32 _);`

    `returns` and `params` are Variables (state space "param", name "_")."""

    label: str
    returns: tuple = ()
    params: tuple = ()
    noreturn: bool = False
    loc: Loc = _loc()


@dataclass(slots=True)
class BranchTargets:
    """`Ltargets: .branchtargets L1, L2, L3;` (for `brx.idx`)."""

    label: str
    targets: tuple
    loc: Loc = _loc()


@dataclass(slots=True)
class CallTargets:
    """`Lcallees: .calltargets f1, f2;` (for indirect `call`)."""

    label: str
    targets: tuple
    loc: Loc = _loc()


Statement = Union[Variable, Label, Instruction, Block, LocDirective, Pragma, CallPrototype,
                  BranchTargets, CallTargets]


# ---------------------------------------------------------------------------------------
# module-level items


@dataclass(slots=True)
class FileDirective:
    """`.file 1 "a.cu"` or `.file 1 "a.cu", 1700000000, 1234` (timestamp, size)."""

    index: int
    path: str
    timestamp: Optional[int] = None
    size: Optional[int] = None
    loc: Loc = _loc()


@dataclass(slots=True)
class SectionLabel:
    """A label inside a debug section (`$L__info_string0:`)."""

    name: str
    loc: Loc = _loc()


@dataclass(slots=True)
class SectionData:
    """`.b8 1, 2, 3` / `.b32 .debug_abbrev` / `.b64 $L__func_begin0` inside a section.

    `values` are ints, or strings holding a label expression exactly as written
    (`$L__func_end0`, `.debug_line`, `$L__tmp1-$L__tmp0`)."""

    type: str
    values: tuple
    loc: Loc = _loc()


@dataclass(slots=True)
class Section:
    """`.section .debug_info { ... }`: the DWARF bytes nvcc -G/-lineinfo emit."""

    name: str
    items: list
    loc: Loc = _loc()


@dataclass(slots=True)
class Alias:
    """`.alias fAlias, fTarget;`"""

    alias: str
    target: str
    loc: Loc = _loc()


class Function:
    """A `.entry` (kernel) or `.func`, defined or only declared.

    Header fields are plain attributes; `body` is a property: for a lazily parsed module
    it runs the body parser on first access (and may then raise PtxSyntaxError located in
    the original file). `has_body` tells a definition from a declaration without parsing.
    Equality compares the header and the (parsed) body, never the location.
    """

    __slots__ = ("kind", "name", "linkage", "returns", "params", "directives", "loc",
                 "_body", "_body_parser")

    def __init__(self, kind: str, name: str, linkage: Optional[str] = None,
                 returns: tuple = (), params: tuple = (), directives: tuple = (),
                 body: Optional[list] = None, loc: Loc = NOWHERE,
                 body_parser: Optional[Callable[["Function"], list]] = None):
        self.kind = kind                  # "entry" | "func"
        self.name = name
        self.linkage = linkage            # "visible" | "extern" | "weak" | "common" | None
        self.returns = tuple(returns)     # Variables (.func only)
        self.params = tuple(params)       # Variables, state space "param"
        self.directives = tuple(directives)  # PerfDirective | Pragma, in source order
        self.loc = loc
        self._body = body
        self._body_parser = body_parser   # set by the parser: parses the body on demand

    @property
    def is_kernel(self) -> bool:
        return self.kind == "entry"

    @property
    def has_body(self) -> bool:
        return self._body is not None or self._body_parser is not None

    @property
    def body_parsed(self) -> bool:
        return self._body_parser is None

    @property
    def body(self) -> Optional[list]:
        if self._body_parser is not None:
            parser = self._body_parser
            self._body = parser(self)
            self._body_parser = None
        return self._body

    @body.setter
    def body(self, statements: Optional[list]) -> None:
        self._body = statements
        self._body_parser = None

    def directive(self, name: str) -> Optional[PerfDirective]:
        """The performance directive of that name (`fn.directive("maxntid")`), if any."""
        for d in self.directives:
            if isinstance(d, PerfDirective) and d.name == name:
                return d
        return None

    def instructions(self) -> Iterator[Instruction]:
        """Every instruction of the body, nested blocks included, in order."""
        yield from iter_instructions(self.body or ())

    def _key(self) -> tuple:
        return (self.kind, self.name, self.linkage, self.returns, self.params,
                self.directives, self.body)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Function):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        state = "declaration" if not self.has_body else (
            f"{len(self._body)} statements" if self.body_parsed else "body not parsed yet")
        return f"Function({self.kind} {self.name}, {len(self.params)} params, {state})"


ModuleItem = Union[Variable, Function, FileDirective, Section, Pragma, Alias]


@dataclass(slots=True, eq=True)
class Module:
    """A parsed PTX module: `.version`, `.target`, `.address_size` and the items in order."""

    version: tuple                      # (major, minor), e.g. (9, 0)
    target: tuple                       # ("sm_80",) or ("sm_52", "texmode_independent", "debug")
    address_size: int = 64
    items: list = field(default_factory=list)
    filename: str = field(default="<string>", compare=False)
    loc: Loc = _loc()

    @property
    def functions(self) -> dict:
        """Functions by name; a definition wins over an earlier declaration of the same name."""
        out: dict = {}
        for item in self.items:
            if isinstance(item, Function) and (item.has_body or item.name not in out):
                out[item.name] = item
        return out

    @property
    def kernels(self) -> dict:
        """Defined `.entry` functions by name."""
        return {f.name: f for f in self.functions.values() if f.is_kernel and f.has_body}

    @property
    def variables(self) -> dict:
        """Module-scope variables by name."""
        return {v.name: v for v in self.items if isinstance(v, Variable)}

    @property
    def sm(self) -> Optional[int]:
        """The numeric SM of the target (`sm_90a` -> 90), or None."""
        for t in self.target:
            if t.startswith("sm_"):
                digits = "".join(ch for ch in t[3:] if ch.isdigit())
                return int(digits) if digits else None
        return None


def iter_instructions(statements) -> Iterator[Instruction]:
    """Every Instruction in a statement list, descending into nested Blocks."""
    for s in statements:
        if isinstance(s, Instruction):
            yield s
        elif isinstance(s, Block):
            yield from iter_instructions(s.statements)


def iter_statements(statements) -> Iterator[object]:
    """Every statement, nested blocks flattened (the Block itself is yielded first)."""
    for s in statements:
        yield s
        if isinstance(s, Block):
            yield from iter_statements(s.statements)
