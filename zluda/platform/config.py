"""YAML files validated by JSON Schema, with errors that name the key path and the line.

PyYAML's composer keeps a mark (line, column) on every node; we validate the plain data
and then walk the node tree along the error's path to find where the offending value is
written. One file gives one error: the most relevant one, as jsonschema ranks them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

SCHEMA_DIR = Path(__file__).resolve().parent / "schemas"


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

    def error(self, path: list, message: str) -> ConfigError:
        node = node_at(self.root, path)
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
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(str(path), None, None, "", f"cannot read: {exc.strerror}") from None
    return parse(text, str(path), schema_name)


def parse(text: str, filename: str, schema_name: str | None = None) -> Document:
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        message = " ".join(str(part) for part in (exc.context, exc.problem) if part)
        raise ConfigError(filename, mark.line + 1 if mark else None,
                          mark.column + 1 if mark else None, "", f"invalid YAML: {message}") from None
    doc = Document(data, root, filename)
    if schema_name:
        validate(doc, schema(schema_name))
    return doc


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


def format_key_path(path: list) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _choices(names: list[str]) -> str:
    return f" (expected one of: {', '.join(names)})" if names else ""
