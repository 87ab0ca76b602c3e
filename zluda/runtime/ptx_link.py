"""Linking PTX modules into one, as cuLinkComplete does for a program that JIT-links several
PTX inputs (separately compiled device code, a kernel and a library of device functions).

The CPU device runs PTX, so the linked image is PTX: the inputs' bodies one after the
other under one header (the newest `.version`, the first input's `.target` and
`.address_size`). An `.extern` declaration of a function another input defines becomes a
`.visible` prototype of it (a call may come before the definition); one of a variable is
left out, and the input that defines the variable is placed before the inputs that use
it. An `.extern .shared` array (dynamic shared memory) is the kernel's own and stays.
A name an input defines without external linkage (a `static` function, nvcc's `$str`
format strings) that another input defines too is renamed in that input, since each
translation unit has its own.
"""

from __future__ import annotations

import re

VERSION = re.compile(r"^[ \t]*\.version[ \t]+(\d+)\.(\d+)[^\n]*\n?", re.M)
TARGET = re.compile(r"^[ \t]*\.target[ \t]+[^\n]*\n?", re.M)
ADDRESS_SIZE = re.compile(r"^[ \t]*\.address_size[ \t]+\d+[^\n]*\n?", re.M)
# a top-level declaration with external linkage, up to its semicolon
EXTERN = re.compile(r"^[ \t]*\.extern\b(?P<body>[^;{]*);[ \t]*\n?", re.M)
# the name a declaration or definition gives: a function's after its optional return
# parameter list, a variable's last identifier before an array bound, initialiser or `;`
FUNC_NAME = re.compile(r"\.func\s*(?:\([^)]*\)\s*)?([A-Za-z_$%][\w$]*)")
VAR_NAME = re.compile(r"([A-Za-z_$%][\w$]*)\s*(?:\[[^\]]*\]\s*)*(?:=|;|$)")
DEFINITION = re.compile(r"^[ \t]*\.(?:visible|weak)\b[^;{]*?(?:\.func|\.entry)\s*(?:\([^)]*\)\s*)?([A-Za-z_$%][\w$]*)"
                        r"|^[ \t]*\.(?:visible|weak)\s+\.(?:global|const)\b[^;]*?([A-Za-z_$%][\w$]*)\s*(?:\[[^\]]*\]\s*)*(?:=|;)",
                        re.M)


# a module-scope definition without external linkage, at the start of its line as nvcc
# writes them: the state space (or .func) and what follows up to the name
LOCAL_DEFINITION = re.compile(r"^(?P<space>\.(?:global|const|shared|func|entry))\b(?P<rest>[^;{=]*)", re.M)


class LinkError(ValueError):
    """Inputs that cannot be linked into one module (the message names the input)."""


def _declared_name(body: str) -> str | None:
    if ".shared" in body:
        return None
    match = FUNC_NAME.search(body)
    if match:
        return match.group(1)
    match = VAR_NAME.search(body.strip())
    return match.group(1) if match else None


def defined_names(ptx: str) -> set[str]:
    return {a or b for a, b in DEFINITION.findall(ptx)}


def local_names(ptx: str) -> set[str]:
    """Names defined at module scope without external linkage."""
    names = set()
    for match in LOCAL_DEFINITION.finditer(ptx):
        space, rest = match.group("space"), match.group("rest")
        if space in (".func", ".entry"):
            found = re.search(r"(?:\([^)]*\)\s*)?([A-Za-z_$%][\w$]*)", rest)
        else:
            found = re.search(r"([A-Za-z_$%][\w$]*)\s*(?:\[[^\]]*\]\s*)*$", rest.strip())
        if found:
            names.add(found.group(1))
    return names


def _rename(text: str, names: set[str], suffix: str) -> str:
    if not names:
        return text
    pattern = re.compile(r"(?<![\w$%.])(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) +
                         r")(?![\w$])")
    return pattern.sub(lambda m: m.group(1) + suffix, text)


def _separate_locals(inputs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Each input's local names that another input defines too, renamed in that input."""
    locals_of = [local_names(text) for _name, text in inputs]
    everywhere: dict[str, int] = {}
    for index, (_name, text) in enumerate(inputs):
        for symbol in locals_of[index] | defined_names(text):
            everywhere[symbol] = everywhere.get(symbol, 0) + 1
    renamed = []
    for index, (name, text) in enumerate(inputs):
        shared = {symbol for symbol in locals_of[index] if everywhere[symbol] > 1}
        renamed.append((name, _rename(text, shared, f"_$ld{index}")))
    return renamed


def link(inputs: list[tuple[str, str]]) -> str:
    """One PTX module of the (name, PTX text) inputs, in their order."""
    if not inputs:
        raise LinkError("nothing to link: no input was added")
    versions = []
    for name, text in inputs:
        match = VERSION.search(text)
        if match is None:
            raise LinkError(f"{name}: not PTX (no .version directive)")
        versions.append((int(match.group(1)), int(match.group(2))))
    inputs = _separate_locals(inputs)
    first_name, first = inputs[0]
    target = TARGET.search(first)
    address_size = ADDRESS_SIZE.search(first)
    if target is None:
        raise LinkError(f"{first_name}: no .target directive")
    defined_by = {}
    for name, text in inputs:
        for symbol in defined_names(text):
            if symbol in defined_by:
                raise LinkError(f"{name}: {symbol} is defined in {defined_by[symbol]} too")
            defined_by[symbol] = name
    major, minor = max(versions)
    header = f".version {major}.{minor}\n{target.group(0).strip()}\n"
    if address_size is not None:
        header += address_size.group(0).strip() + "\n"
    bodies = {}
    needs: dict[str, set[str]] = {}
    for name, text in inputs:
        body = ADDRESS_SIZE.sub("", TARGET.sub("", VERSION.sub("", text)))
        needs[name] = set()

        def resolve(match, own=name):
            declaration = match.group("body")
            symbol = _declared_name(declaration)
            if symbol is None or defined_by.get(symbol, own) == own:
                return match.group(0)
            if ".func" in declaration:
                return f".visible{declaration};\n"
            needs[own].add(defined_by[symbol])
            return ""
        bodies[name] = f"// ---- {name}\n" + EXTERN.sub(resolve, body)
    return header + "\n".join(bodies[name] for name in _definers_first([n for n, _ in inputs], needs))


def _definers_first(names: list[str], needs: dict[str, set[str]]) -> list[str]:
    """The inputs in their order, except that one defining a variable comes before those
    using it (variables cannot be declared ahead of their definition in PTX)."""
    placed: list[str] = []
    visiting: set[str] = set()

    def place(name: str) -> None:
        if name in placed:
            return
        if name in visiting:
            raise LinkError(f"{name}: the inputs' variables depend on each other in a cycle")
        visiting.add(name)
        for other in sorted(needs[name], key=names.index):
            place(other)
        visiting.discard(name)
        placed.append(name)
    for name in names:
        place(name)
    return placed
