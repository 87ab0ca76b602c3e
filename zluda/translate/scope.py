"""Pass resolve_names (pipeline.py): resolve names in a function body.

Flattens nested `{ }` blocks into one statement list, giving every declaration a unique
name (inner blocks may shadow outer names), so later passes see one flat namespace.
Collects registers, local/param variables, labels, call prototypes and branch targets.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from zluda.ptx import ast, limits

from .errors import TranslateError


@dataclass
class FunctionScope:
    statements: list = field(default_factory=list)     # Label | Instruction, names resolved
    registers: dict = field(default_factory=dict)      # unique name -> ast.Variable
    variables: dict = field(default_factory=dict)      # unique name -> ast.Variable (local/param/shared/...)
    labels: dict = field(default_factory=dict)         # name -> ast.Label
    prototypes: dict = field(default_factory=dict)     # label -> ast.CallPrototype
    branch_targets: dict = field(default_factory=dict)  # label -> tuple of labels


def _rename_operand(op, names):
    if isinstance(op, ast.Register):
        new = names.get(op.name)
        return replace(op, name=new) if new and new != op.name else op
    if isinstance(op, ast.Symbol):
        new = names.get(op.name)
        return replace(op, name=new) if new and new != op.name else op
    if isinstance(op, ast.Address):
        return replace(op, base=_rename_operand(op.base, names)) if op.base is not None else op
    if isinstance(op, ast.Vector):
        return replace(op, elements=tuple(_rename_operand(e, names) for e in op.elements))
    if isinstance(op, ast.ParenList):
        return replace(op, items=tuple(_rename_operand(e, names) for e in op.items))
    if isinstance(op, ast.Not):
        return replace(op, operand=_rename_operand(op.operand, names))
    if isinstance(op, ast.PredPair):
        return replace(op, first=_rename_operand(op.first, names), second=_rename_operand(op.second, names))
    if isinstance(op, ast.TexAddress):
        return replace(op, items=tuple(_rename_operand(e, names) for e in op.items))
    return op


def operand_registers(op, out: set) -> None:
    """Adds to `out` every register name the operand `op` names."""
    if isinstance(op, ast.Register):
        out.add(op.name)
    elif isinstance(op, ast.Address):
        operand_registers(op.base, out)
    elif isinstance(op, ast.Vector):
        for item in op.elements:
            operand_registers(item, out)
    elif isinstance(op, (ast.ParenList, ast.TexAddress)):
        for item in op.items:
            operand_registers(item, out)
    elif isinstance(op, ast.Not):
        operand_registers(op.operand, out)
    elif isinstance(op, ast.PredPair):
        operand_registers(op.first, out)
        operand_registers(op.second, out)


def _registers_used(statements, out: set) -> set:
    """Every register name an instruction or a guard of `statements` names."""
    for st in statements:
        if isinstance(st, ast.Instruction):
            for op in st.operands:
                operand_registers(op, out)
            if st.guard is not None:
                out.add(st.guard.register)
        elif isinstance(st, ast.Block):
            _registers_used(st.statements, out)
    return out


# a register range up to this size gets all its registers (what nvcc emits: the project's
# largest declares 2,251), unused ones included
DENSE_RANGE = 4096


def _declared_registers(var: ast.Variable, used: set):
    """The names of `var` (`%r<N>` expands) that get a register. A range larger than
    DENSE_RANGE and than the number of registers the body names gets only the members
    the body names, so that translating `%r<1048576>` costs what its uses cost."""
    if var.range_count is None or var.range_count <= max(len(used), DENSE_RANGE):
        yield from var.register_names()
        return
    members = []
    for name in used:
        digits = name[len(var.name):]
        if name.startswith(var.name) and limits.in_register_range(digits, var.range_count):
            members.append((int(digits), name))
    for _, name in sorted(members):
        yield name


def _label_names(statements, out):
    for st in statements:
        if isinstance(st, ast.Label):
            out.append(st.name)
        elif isinstance(st, ast.Block):
            _label_names(st.statements, out)
    return out


# state spaces whose function-scope variables are statics (module.ModuleTranslator.layout)
STATIC_SPACES = ("shared", "global", "const")


def resolve(fn: ast.Function, params_scope: dict, prefix: str = "") -> FunctionScope:
    """`params_scope`: names visible from the header (the function's parameters).
    `prefix` renames every local name and label (a body expanded inline in a caller)."""
    out = FunctionScope()
    used: set = set(params_scope)
    registers_used = _registers_used(fn.body or [], set())
    counter = [0]

    def unique(name: str) -> str:
        if prefix:
            return prefix + name
        if name not in used:
            used.add(name)
            return name
        counter[0] += 1
        new = f"{name}$s{counter[0]}"
        used.add(new)
        return new

    def walk(statements, names: dict):
        names = dict(names)
        for st in statements:
            if isinstance(st, ast.Variable):
                if st.state_space == "reg":
                    for reg in _declared_registers(st, registers_used):
                        un = unique(reg)
                        names[reg] = un
                        out.registers[un] = replace(st, name=un, range_count=None)
                elif st.state_space in STATIC_SPACES:
                    # a function's .shared/.global/.const variable is a static that the
                    # module's layout placed under its own name: an inlined copy of the
                    # body uses that same storage (one per block, or per module)
                    names[st.name] = st.name
                    out.variables[st.name] = st
                else:
                    un = unique(st.name)
                    names[st.name] = un
                    out.variables[un] = replace(st, name=un)
            elif isinstance(st, ast.Block):
                walk(st.statements, names)
            elif isinstance(st, ast.Label):
                name = names.get(st.name, st.name)
                if name in out.labels:
                    raise TranslateError(st.loc, f"label {st.name} defined twice")
                st = replace(st, name=name)
                out.labels[name] = st
                out.statements.append(st)
            elif isinstance(st, ast.Instruction):
                ops = tuple(_rename_operand(o, names) for o in st.operands)
                guard = st.guard
                if guard is not None and guard.register in names:
                    guard = replace(guard, register=names[guard.register])
                out.statements.append(replace(st, operands=ops, guard=guard))
            elif isinstance(st, ast.CallPrototype):
                out.prototypes[st.label] = st
            elif isinstance(st, ast.BranchTargets):
                out.branch_targets[st.label] = st.targets
            elif isinstance(st, ast.CallTargets):
                pass  # the set of possible callees only helps analysis; calls go by address
            # .loc/.pragma carry no semantics for execution

    top = dict(params_scope)
    if prefix:
        top.update({label: prefix + label for label in _label_names(fn.body or [], [])})
    walk(fn.body or [], top)
    return out
