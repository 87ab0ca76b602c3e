"""YAML files validated by JSON Schema, with errors that name the key path and the line.

PyYAML's composer keeps a mark (line, column) on every node; we validate the plain data
and then walk the node tree along the error's path to find where the offending value is
written. One file gives one error: the most relevant one, as jsonschema ranks them.

Before the schema, every file is held to what any consumer can honour: no key written twice
in one mapping (PyYAML would keep the last one silently), keys that are strings (as in
JSON), numbers that are finite (a NaN compares false with everything, so a NaN timeout
would pass `exclusiveMinimum` and disable the timeout), no NUL character (no command,
path or environment variable can carry one), and a bounded size once aliases are expanded
(a schema check walks the expanded data).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

SCHEMA_DIR = Path(__file__).resolve().parent / "schemas"
# values of one file once its aliases are expanded; real configs have a few thousand
MAX_EXPANDED_VALUES = 1_000_000
MERGE_TAG = "tag:yaml.org,2002:merge"
MAX_INTEGER_DIGITS = 4000  # below Python's own limit on converting text to int (4300)


@dataclass
class ConfigError(Exception):
    filename: str
    line: int | None  # 1-based
    column: int | None  # 1-based
    key_path: str  # e.g. "axes.backends[1]"
    message: str

    def __str__(self) -> str:
        where = self.filename
        if self.line is not None:
            where += f":{self.line}:{self.column}"
        key = f": at {self.key_path}" if self.key_path else ""
        return f"{where}{key}: {self.message}"


@dataclass
class Document:
    """A loaded YAML file: its data, its node tree (for marks) and its file name."""

    data: object
    root: yaml.Node | None
    filename: str

    def error(self, path: list, message: str, *, at_key: bool = False) -> ConfigError:
        """The error at the value `path` leads to, or with at_key at the key that ends it."""
        node = key_node_at(self.root, path) if at_key else node_at(self.root, path)
        mark = node.start_mark if node is not None else None
        return ConfigError(
            self.filename,
            mark.line + 1 if mark else None,
            mark.column + 1 if mark else None,
            format_key_path(path),
            message,
        )


@lru_cache(maxsize=None)
def schema(name: str) -> dict:
    return json.loads((SCHEMA_DIR / f"{name}.schema.json").read_text())


def load(path: str | Path, schema_name: str | None = None) -> Document:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ConfigError(str(path), None, None, "", f"cannot read: {exc.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = _line_column(raw[:exc.start].decode("utf-8", "replace"), exc.start)
        raise ConfigError(str(path), line, column, "", f"not UTF-8: byte 0x{raw[exc.start]:02x}") from None
    return parse(text, str(path), schema_name)


class _DuplicateKey(Exception):
    def __init__(self, mapping: yaml.MappingNode, key_node: yaml.Node, first: yaml.Node):
        super().__init__(key_node.value)
        self.mapping, self.key_node, self.first = mapping, key_node, first


class _StrictLoader(yaml.SafeLoader):
    """SafeLoader that refuses a key written twice in one mapping, and an integer too long
    for Python to convert (a ValueError without a place, otherwise)."""

    def construct_yaml_int(self, node):
        too_long = yaml.constructor.ConstructorError(
            None, None, f"an integer of more than {MAX_INTEGER_DIGITS} digits is too long", node.start_mark)
        if sum(ch.isalnum() for ch in str(node.value)) > MAX_INTEGER_DIGITS:
            raise too_long
        value = super().construct_yaml_int(node)
        if value.bit_length() > MAX_INTEGER_DIGITS * 3:  # 0x/0o/0b: the decimal form, printed in errors, stays short
            raise too_long
        return value

    def construct_mapping(self, node, deep=False):
        if isinstance(node, yaml.MappingNode):
            seen: dict = {}
            for key_node, _ in node.value:
                if key_node.tag == MERGE_TAG:  # `<<: *base` keys may be overridden, by design
                    continue
                key = self.construct_object(key_node, deep=True)
                try:
                    first = seen.setdefault(key, key_node)
                except TypeError:  # an unhashable key: SafeLoader says so itself
                    continue
                if first is not key_node:
                    raise _DuplicateKey(node, key_node, first)
        return super().construct_mapping(node, deep)


_StrictLoader.add_constructor("tag:yaml.org,2002:int", _StrictLoader.construct_yaml_int)


def parse(text: str, filename: str, schema_name: str | None = None) -> Document:
    try:
        doc = _compose_and_construct(text, filename)
        _check_values(doc, doc.data, [])
        if schema_name:
            validate(doc, schema(schema_name))
    except RecursionError:
        raise ConfigError(filename, None, None, "", "invalid YAML: nested too deeply") from None
    return doc


def _compose_and_construct(text: str, filename: str) -> Document:
    loader = root = None
    try:
        loader = _StrictLoader(text)
        root = loader.get_single_node()
        _check_expanded_size(root, filename)
        data = loader.construct_document(root) if root is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        message = " ".join(str(part) for part in (exc.context, exc.problem) if part)
        raise ConfigError(filename, mark.line + 1 if mark else None,
                          mark.column + 1 if mark else None, "", f"invalid YAML: {message}") from None
    except yaml.reader.ReaderError as exc:
        line, column = _line_column(text, exc.position)
        raise ConfigError(filename, line, column, "",
                          f"invalid YAML: the control character U+{exc.character:04X} is not allowed") from None
    except _DuplicateKey as dup:
        mark, first = dup.key_node.start_mark, dup.first.start_mark
        path = _path_to(root, dup.mapping) or []
        raise ConfigError(filename, mark.line + 1, mark.column + 1, format_key_path(path + [dup.key_node.value]),
                          f"key {dup.key_node.value!r} is written twice in one mapping "
                          f"(first at line {first.line + 1})") from None
    finally:
        if loader is not None:
            loader.dispose()
    return Document(data, root, filename)


def _line_column(text: str, position: int) -> tuple[int, int]:
    before = text[:position]
    return before.count("\n") + 1, position - (before.rfind("\n") + 1) + 1


def _check_expanded_size(root: yaml.Node | None, filename: str) -> None:
    """Refuse a file whose aliases expand it beyond MAX_EXPANDED_VALUES (a "billion
    laughs" file is a few lines), counted without expanding it, and one whose alias
    refers to a node that contains it (its data would be infinite)."""
    sizes: dict[int, int | None] = {}  # None: being counted, i.e. an ancestor of the node at hand

    def size(node: yaml.Node) -> int:
        if id(node) in sizes:
            if sizes[id(node)] is None:
                raise ConfigError(filename, node.start_mark.line + 1, node.start_mark.column + 1, "",
                                  "an alias refers to a node that contains it")
            return sizes[id(node)]
        sizes[id(node)] = None
        if isinstance(node, yaml.MappingNode):
            total = 1 + sum(size(key) + size(value) for key, value in node.value)
        elif isinstance(node, yaml.SequenceNode):
            total = 1 + sum(size(item) for item in node.value)
        else:
            total = 1
        sizes[id(node)] = total
        return total

    if root is not None and size(root) > MAX_EXPANDED_VALUES:
        raise ConfigError(filename, root.start_mark.line + 1, root.start_mark.column + 1, "",
                          f"expands to more than {MAX_EXPANDED_VALUES:,} values through its aliases")


def _check_values(doc: Document, value, path: list) -> None:
    """Keys that are strings, finite numbers, no NUL: see the module's docstring."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise doc.error(path + [str(key)], f"key {key!r} is a {_yaml_type(key)}, not a string "
                                                   f"(quote it: \"{key}\")", at_key=True)
            if "\0" in key:
                raise doc.error(path + [key], f"key {key!r} contains a NUL character", at_key=True)
            _check_values(doc, item, path + [key])
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _check_values(doc, item, path + [index])
    elif isinstance(value, float) and not math.isfinite(value):
        raise doc.error(path, f"{value} is not a finite number")
    elif isinstance(value, str) and "\0" in value:
        raise doc.error(path, f"{_shown(value)} contains a NUL character")


def _shown(text: str, limit: int = 80) -> str:
    return repr(text) if len(text) <= limit else repr(text[:limit]) + f"... ({len(text)} characters)"


def _yaml_type(value) -> str:
    return {bool: "boolean", int: "number", float: "number", type(None): "null"}.get(type(value), type(value).__name__)


def _path_to(root: yaml.Node | None, target: yaml.Node) -> list | None:
    """The key path from `root` to the node `target` (for errors raised while constructing)."""
    stack = [(root, [])]
    seen = set()
    while stack:
        node, path = stack.pop()
        if node is target:
            return path
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            stack.extend((value, path + [key.value]) for key, value in node.value)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend((item, path + [index]) for index, item in enumerate(node.value))
    return None


def validate(doc: Document, schema_doc: dict) -> None:
    import jsonschema   # here: a machine that only reads results (the H200 one) may lack it
    validator = jsonschema.Draft202012Validator(schema_doc)
    error = jsonschema.exceptions.best_match(validator.iter_errors(doc.data))
    if error is None:
        return
    while error.validator in ("oneOf", "anyOf") and error.context:
        # a value that fits no alternative: report the alternative whose type did fit
        fitting = [sub for sub in error.context if sub.validator != "type"]
        if not fitting:
            kinds = sorted({str(sub.validator_value) for sub in error.context})
            error.message = f"{error.instance!r} is not of type {' or '.join(kinds)}"
            break
        error = jsonschema.exceptions.best_match(fitting)
    path = list(error.absolute_path)
    message = error.message
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        # point at the unexpected key itself, not at the mapping that holds it
        allowed = set(error.schema.get("properties", {}))
        patterns = list(error.schema.get("patternProperties", {}))
        extra = [key for key in error.instance
                 if key not in allowed and not any(re.search(p, key) for p in patterns)]
        if extra:
            path.append(extra[0])
            message = f"unknown key {extra[0]!r}" + _choices(sorted(allowed))
    elif error.validator == "enum":
        message = f"{error.instance!r} is not one of {', '.join(map(str, error.validator_value))}"
    raise doc.error(path, message)


def node_at(root: yaml.Node | None, path: list) -> yaml.Node | None:
    """The deepest node along `path` (a key of a mapping points at the key's node)."""
    node = root
    for part in path:
        if isinstance(node, yaml.MappingNode):
            for key_node, value_node in node.value:
                if key_node.value == str(part):
                    node = value_node
                    break
            else:
                return node
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
        else:
            return node
    return node


def key_node_at(root: yaml.Node | None, path: list) -> yaml.Node | None:
    """The key's node of the mapping entry at `path` (else what node_at finds)."""
    parent = node_at(root, path[:-1])
    if isinstance(parent, yaml.MappingNode) and path:
        for key_node, _ in parent.value:
            if key_node.value == str(path[-1]):
                return key_node
    return node_at(root, path)


def format_key_path(path: list) -> str:
    out = ""
    for part in path:
        if part == "" or (isinstance(part, str) and not part.isprintable()):
            out += f"[{part!r}]"  # an empty key would vanish, a control character garble the line
        else:
            out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _choices(names: list[str]) -> str:
    return f" (expected one of: {', '.join(names)})" if names else ""
