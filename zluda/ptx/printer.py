"""PTX printer: `zluda.ptx.ast.Module` -> PTX text that parses back to an equal tree.

Floats print as their exact bits (`0f3F800000`, `0d...`) so NaN payloads and rounding
survive; integers print in decimal (with `U` when the literal had the suffix).
"""

from __future__ import annotations

from zluda.ptx import ast as A


def print_module(module: A.Module) -> str:
    out = [f".version {module.version[0]}.{module.version[1]}",
           f".target {', '.join(module.target)}",
           f".address_size {module.address_size}", ""]
    for item in module.items:
        out.append(print_item(item))
    return "\n".join(out) + "\n"


def print_item(item) -> str:
    if isinstance(item, A.Function):
        return print_function(item)
    if isinstance(item, A.Variable):
        return variable(item) + ";"
    if isinstance(item, A.FileDirective):
        extra = ""
        if item.timestamp is not None:
            extra = f", {item.timestamp}" + (f", {item.size}" if item.size is not None else "")
        return f".file {item.index} {quote(item.path)}{extra}"
    if isinstance(item, A.Section):
        lines = [f".section {item.name}", "{"]
        for entry in item.items:
            if isinstance(entry, A.SectionLabel):
                lines.append(f"{entry.name}:")
            else:
                lines.append(f".{entry.type} " + ", ".join(str(v) for v in entry.values))
        lines.append("}")
        return "\n".join(lines)
    if isinstance(item, A.Pragma):
        return pragma(item)
    if isinstance(item, A.Alias):
        return f".alias {item.alias}, {item.target};"
    raise TypeError(f"not a module item: {item!r}")


def print_function(fn: A.Function) -> str:
    head = []
    if fn.linkage:
        head.append(f".{fn.linkage}")
    head.append(f".{fn.kind}")
    if fn.returns:
        head.append("(" + ", ".join(variable(v) for v in fn.returns) + ")")
    head.append(fn.name)
    text = " ".join(head)
    if fn.params or fn.kind == "entry" or fn.returns:
        text += "(\n" + ",\n".join("\t" + variable(p) for p in fn.params) + "\n)"
    for d in fn.directives:
        if isinstance(d, A.Pragma):
            text += "\n" + pragma(d)
        else:
            values = ", ".join(str(v) for v in d.values)
            text += f"\n.{d.name}" + (f" {values}" if values else "")
    body = fn.body
    if body is None:
        return text + ";\n"
    lines = [text, "{"]
    _statements(body, lines, 1)
    lines.append("}\n")
    return "\n".join(lines)


def _statements(statements, lines: list, depth: int) -> None:
    pad = "\t" * depth
    for s in statements:
        if isinstance(s, A.Instruction):
            lines.append(pad + instruction(s))
        elif isinstance(s, A.Label):
            lines.append(f"{s.name}:")
        elif isinstance(s, A.Variable):
            lines.append(pad + variable(s) + ";")
        elif isinstance(s, A.Block):
            lines.append(pad + "{")
            _statements(s.statements, lines, depth + 1)
            lines.append(pad + "}")
        elif isinstance(s, A.LocDirective):
            text = f".loc {s.file} {s.line} {s.col}"
            if s.function_name is not None:
                text += f", function_name {s.function_name}"
            if s.inlined_at is not None:
                text += ", inlined_at {} {} {}".format(*s.inlined_at)
            lines.append(pad + text)
        elif isinstance(s, A.Pragma):
            lines.append(pad + pragma(s))
        elif isinstance(s, A.CallPrototype):
            rets = "(" + ", ".join(variable(v) for v in s.returns) + ") " if s.returns else ""
            params = " (" + ", ".join(variable(v) for v in s.params) + ")" if s.params else ""
            tail = " .noreturn" if s.noreturn else ""
            lines.append(f"{pad}{s.label}: .callprototype {rets}_{params}{tail};")
        elif isinstance(s, A.BranchTargets):
            lines.append(f"{pad}{s.label}: .branchtargets {', '.join(s.targets)};")
        elif isinstance(s, A.CallTargets):
            lines.append(f"{pad}{s.label}: .calltargets {', '.join(s.targets)};")
        else:
            raise TypeError(f"not a statement: {s!r}")


def instruction(ins: A.Instruction) -> str:
    text = ins.name
    if ins.guard is not None:
        text = f"@{'!' if ins.guard.negated else ''}{ins.guard.register} {text}"
    if ins.operands:
        text += " " + ", ".join(operand(o) for o in ins.operands)
    return text + ";"


def operand(op) -> str:
    if isinstance(op, A.Register):
        return op.name if op.component is None else f"{op.name}.{op.component}"
    if isinstance(op, A.Symbol):
        return op.name + _offset(op.offset)
    if isinstance(op, A.IntImm):
        return f"{op.value}{'U' if op.unsigned else ''}"
    if isinstance(op, A.FloatImm):
        return float_literal(op)
    if isinstance(op, A.Sink):
        return "_"
    if isinstance(op, A.Vector):
        return "{" + ", ".join(operand(e) for e in op.elements) + "}"
    if isinstance(op, A.Address):
        if op.base is None:
            return f"[{op.offset}]"
        return "[" + operand(op.base) + _offset(op.offset) + "]"
    if isinstance(op, A.TexAddress):
        return "[" + ", ".join(operand(e) for e in op.items) + "]"
    if isinstance(op, A.Not):
        return "!" + operand(op.operand)
    if isinstance(op, A.PredPair):
        return f"{operand(op.first)}|{operand(op.second)}"
    if isinstance(op, A.ParenList):
        return "(" + ", ".join(operand(e) for e in op.items) + ")"
    raise TypeError(f"not an operand: {op!r}")


def float_literal(op: A.FloatImm) -> str:
    if op.width == 32:
        return f"0f{op.bits:08X}"
    return f"0d{op.bits:016X}"


def _offset(offset: int) -> str:
    if offset == 0:
        return ""
    return f"+{offset}"  # negative offsets print as `+-8`, as nvcc writes them


def variable(v: A.Variable) -> str:
    parts = []
    if v.linkage:
        parts.append(f".{v.linkage}")
    parts.append(f".{v.state_space}")
    for attr in v.attributes:
        parts.append(f".attribute({_attribute(attr)})")
    if v.align is not None:
        parts.append(f".align {v.align}")
    if v.vector is not None:
        parts.append(f".v{v.vector}")
    parts.append(f".{v.type}")
    if v.ptr_space is not None or v.ptr_align is not None:
        parts.append(".ptr")
        if v.ptr_space is not None:
            parts.append(f".{v.ptr_space}")
        if v.ptr_align is not None:
            parts.append(f".align {v.ptr_align}")
    name = v.name
    if v.range_count is not None:
        name += f"<{v.range_count}>"
    for dim in v.array:
        name += "[]" if dim is None else f"[{dim}]"
    parts.append(name)
    text = " ".join(parts)
    if v.init is not None:
        text += " = " + initializer(v.init)
    return text


def _attribute(text: str) -> str:
    # attributes are stored without their dots: "managed", "unified(0x1,0x2)"
    return "." + text


def initializer(init) -> str:
    if isinstance(init, A.InitList):
        return "{" + ", ".join(initializer(i) for i in init.items) + "}"
    if isinstance(init, A.InitField):
        return f"{init.name} = {init.value}"
    if isinstance(init, A.SymbolRef):
        text = f"generic({init.name})" if init.generic else init.name
        return text + _offset(init.offset)
    return operand(init)


def pragma(p: A.Pragma) -> str:
    return ".pragma " + ", ".join(quote(v) for v in p.values) + ";"


def quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
