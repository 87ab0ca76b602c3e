"""Checks over a parsed module that need more than one statement: every name resolves.

The parser already guarantees each instruction's own shape (`zluda.ptx.spec`). This pass
adds the rules that span a function or the module:
  - branch targets (`bra`, `brx.idx`, `.branchtargets`) name labels of the function;
  - registers are declared (`.reg`) in an enclosing scope, or are special registers;
  - guards `@%p` name declared registers;
  - other names (addresses, `mov %rd, sym`, call targets, prototypes) resolve to a
    variable, parameter, function or label in scope;
  - a label is defined once per function, a function body once per module;
  - a direct `call` passes as many arguments / returns as the callee declares;
  - for the plain arithmetic, logic, comparison and move instructions, scalar register
    operands have the width of the instruction type (`add.s64 %rd1, %r1, %r2` with
    32-bit %r: an error ptxas reports too). ld/st/cvt, whose rules let registers be
    wider than the type, are not width-checked.
Problems come back as a list of PtxCheckError (each located), not raised, so a caller can
show all of them.
"""

from __future__ import annotations

from zluda.ptx import ast as A
from zluda.ptx import limits, spec
from zluda.ptx.errors import PtxCheckError

_BRANCHES = {"bra": 0, "brx": 1}  # opcode -> operand index of the label

_TYPE_BITS = {"pred": 1, "b8": 8, "s8": 8, "u8": 8, "b16": 16, "s16": 16, "u16": 16,
              "f16": 16, "bf16": 16, "b32": 32, "s32": 32, "u32": 32, "f32": 32,
              "f16x2": 32, "bf16x2": 32, "f32x2": 64, "u16x2": 32, "s16x2": 32, "tf32": 32, "b64": 64,
              "s64": 64, "u64": 64, "f64": 64, "b128": 128}

# `.wide` doubles these operand positions: mul's destination, mad's destination and addend
_WIDE_POSITIONS = {"mul": (0,), "mad": (0, 3)}

# opcode -> per operand position: "t" = the instruction type's width, "w" = twice it
# (mul/mad .wide destinations), "p" = a predicate, None = not checked (shift amounts,
# bfe positions, ...). Instructions not listed here are not width-checked.
_WIDTH_RULES = {
    "add": ("t", "t", "t"), "sub": ("t", "t", "t"), "min": ("t", "t", "t", "t"),
    "max": ("t", "t", "t", "t"), "and": ("t", "t", "t"), "or": ("t", "t", "t"),
    "xor": ("t", "t", "t"), "div": ("t", "t", "t"), "rem": ("t", "t", "t"),
    "not": ("t", "t"), "cnot": ("t", "t"), "neg": ("t", "t"), "abs": ("t", "t"),
    "mul": ("t", "t", "t"), "mad": ("t", "t", "t", "t"), "fma": ("t", "t", "t", "t"),
    "shl": ("t", "t", None), "shr": ("t", "t", None), "selp": ("t", "t", "t", "p"),
    "setp": ("p", "t", "t", "p"), "mov": ("t", "t"), "copysign": ("t", "t", "t"),
    "sqrt": ("t", "t"), "rcp": ("t", "t"), "rsqrt": ("t", "t"), "ex2": ("t", "t"),
    "lg2": ("t", "t"), "sin": ("t", "t"), "cos": ("t", "t"), "tanh": ("t", "t"),
}


def check_module(module: A.Module, source: str = "") -> list:
    """Every problem found, in source order (bodies are parsed if they were not yet)."""
    problems: list = []
    lines = source.splitlines() if source else []

    def report(message: str, loc: A.Loc, token: str = ""):
        src = lines[loc.line - 1] if 0 < loc.line <= len(lines) else ""
        problems.append(PtxCheckError(message, loc, token, src))

    module_names: set = set()
    defined: dict = {}
    functions = {}
    for item in module.items:
        if isinstance(item, A.Function):
            module_names.add(item.name)
            if item.has_body:
                if item.name in defined:
                    report(f"function {item.name} is defined twice (first at {defined[item.name]})",
                           item.loc, item.name)
                defined[item.name] = item.loc
            if item.name not in functions or item.has_body:
                functions[item.name] = item
        elif isinstance(item, A.Variable):
            module_names.add(item.name)
        elif isinstance(item, A.Alias):
            module_names.add(item.alias)
    for item in module.items:
        if isinstance(item, A.Variable) and item.init is not None:
            for ref in _symbol_refs(item.init):
                if ref.name not in module_names:
                    report(f"initialiser of {item.name} names undefined symbol {ref.name}",
                           ref.loc if ref.loc.line else item.loc, ref.name)
    for fn in functions.values():
        if fn.has_body:
            _check_function(fn, module_names, functions, report)
    problems.sort(key=lambda e: (e.loc.line, e.loc.col))
    return problems


def _symbol_refs(init):
    if isinstance(init, A.SymbolRef):
        yield init
    elif isinstance(init, A.InitList):
        for item in init.items:
            yield from _symbol_refs(item)


def _check_function(fn: A.Function, module_names: set, functions: dict, report) -> None:
    labels: dict = {}
    for stmt in A.iter_statements(fn.body):
        if isinstance(stmt, (A.Label, A.CallPrototype, A.BranchTargets, A.CallTargets)):
            name = stmt.name if isinstance(stmt, A.Label) else stmt.label
            if name in labels:
                report(f"label {name} is defined twice in {fn.name} (first at {labels[name]})",
                       stmt.loc, name)
            else:
                labels[name] = stmt.loc
    base = {p.name for p in fn.params} | {p.name for p in fn.returns}
    regs = {p.name: _var_bits(p) for p in fn.params + fn.returns if p.state_space == "reg"}
    _walk(fn, fn.body, [(regs, {}, base)], labels, module_names, functions, report)


def _var_bits(var: A.Variable):
    """Bits of a scalar register declaration (None for vectors, which are not checked)."""
    return None if var.vector else _TYPE_BITS.get(var.type)


def _declared(name: str, scopes) -> bool:
    for regs, ranges, _ in scopes:
        if name in regs:
            return True
        if ranges:
            stem = name.rstrip("0123456789")
            digits = name[len(stem):]
            if stem in ranges and limits.in_register_range(digits, ranges[stem][0]):
                return True
    return False


def _is_symbol(name: str, scopes, labels, module_names) -> bool:
    return (name in labels or name in module_names or any(name in s for _, _, s in scopes)
            or name in spec.PREDEFINED_CONSTANTS)


def _walk(fn, statements, scopes, labels, module_names, functions, report) -> None:
    for stmt in statements:
        if isinstance(stmt, A.Variable):
            regs, ranges, syms = scopes[-1]
            if stmt.state_space == "reg":
                if stmt.range_count is not None:
                    count = max(ranges.get(stmt.name, (0, None))[0], stmt.range_count)
                    ranges[stmt.name] = (count, _var_bits(stmt))
                else:
                    regs[stmt.name] = _var_bits(stmt)
            else:
                syms.add(stmt.name)
        elif isinstance(stmt, A.Block):
            _walk(fn, stmt.statements, scopes + [({}, {}, set())], labels, module_names,
                  functions, report)
        elif isinstance(stmt, A.BranchTargets):
            for target in stmt.targets:
                if target not in labels:
                    report(f"undefined label {target} in .branchtargets", stmt.loc, target)
        elif isinstance(stmt, A.CallTargets):
            for target in stmt.targets:
                if target not in functions:
                    report(f"undefined function {target} in .calltargets", stmt.loc, target)
        elif isinstance(stmt, A.Instruction):
            _check_instruction(fn, stmt, scopes, labels, module_names, functions, report)


def _check_instruction(fn, ins, scopes, labels, module_names, functions, report) -> None:
    if ins.guard is not None and not _declared(ins.guard.register, scopes):
        report(f"undeclared predicate register {ins.guard.register}", ins.guard.loc,
               ins.guard.register)
    target_index = _BRANCHES.get(ins.opcode)
    for index, op in enumerate(ins.operands):
        if index == target_index and isinstance(op, A.Symbol):
            if op.name not in labels:
                report(f"undefined label {op.name}", op.loc, op.name)
            continue
        for leaf in _leaves(op):
            if isinstance(leaf, A.Register):
                if leaf.name not in spec.SPECIAL_REGISTERS and not _declared(leaf.name, scopes):
                    report(f"undeclared register {leaf.name}", leaf.loc, leaf.name)
            elif isinstance(leaf, A.Symbol):
                if not _is_symbol(leaf.name, scopes, labels, module_names):
                    what = "function" if ins.opcode == "call" else "symbol"
                    report(f"undefined {what} {leaf.name}", leaf.loc, leaf.name)
    if ins.opcode == "call":
        _check_call(ins, functions, report)
    rules = _WIDTH_RULES.get(ins.opcode)
    if rules is not None:
        _check_widths(ins, rules, scopes, report)


def _register_bits(name: str, scopes):
    """Width of a declared scalar register, None for vectors/unknown."""
    for regs, ranges, _ in reversed(scopes):
        if name in regs:
            return regs[name]
        if ranges:
            stem = name.rstrip("0123456789")
            if stem in ranges and name[len(stem):]:
                return ranges[stem][1]
    return None


def _check_widths(ins: A.Instruction, rules: tuple, scopes, report) -> None:
    types = ins.types
    if len(types) != 1 or types[0] not in _TYPE_BITS:
        return
    bits = _TYPE_BITS[types[0]]
    wide = "wide" in ins.modifiers
    for index, (op, rule) in enumerate(zip(ins.operands, rules)):
        if rule is None or not isinstance(op, A.Register) or op.component is not None:
            continue
        if op.name in spec.SPECIAL_REGISTERS:
            continue
        have = _register_bits(op.name, scopes)
        if have is None:
            continue
        doubled = rule == "w" or (wide and index in _WIDE_POSITIONS.get(ins.opcode, ()))
        want = 1 if rule == "p" else (2 * bits if doubled else bits)
        if have != want:
            report(f"{ins.name} needs a {want}-bit register here, {op.name} has {have} bits",
                   op.loc, op.name)


def _leaves(op):
    if isinstance(op, (A.Register, A.Symbol)):
        yield op
    elif isinstance(op, A.Vector):
        for e in op.elements:
            yield from _leaves(e)
    elif isinstance(op, A.Address):
        if op.base is not None:
            yield op.base
    elif isinstance(op, (A.TexAddress, A.ParenList)):
        for e in op.items:
            yield from _leaves(e)
    elif isinstance(op, A.Not):
        yield op.operand
    elif isinstance(op, A.PredPair):
        yield from _leaves(op.first)
        yield from _leaves(op.second)


def _check_call(ins: A.Instruction, functions: dict, report) -> None:
    returns, target, args, _ = ins.call_parts()
    if target is None:
        report("call without a target", ins.loc, "call")
        return
    if not isinstance(target, A.Symbol) or target.name not in functions:
        return  # indirect call (through a register) or reported as undefined above
    callee = functions[target.name]
    if len(args) != len(callee.params):
        report(f"call to {callee.name} passes {len(args)} arguments, it takes "
               f"{len(callee.params)}", ins.loc, target.name)
    if len(returns) != len(callee.returns):
        report(f"call to {callee.name} expects {len(returns)} return values, it has "
               f"{len(callee.returns)}", ins.loc, target.name)
