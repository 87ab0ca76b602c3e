"""The docs check: the README stays a front page, links lead somewhere, the generated parts
of docs/ match their sources, every ZLUDA_* variable the docs name exists, and every command
the docs show parses.

What "parses" covers, per kind of command (nothing here runs a command's work):
- A synopsis (`[--opt X]`, `a|b`, `FILE`, `...`) is first made one concrete call: every
  optional part taken, the first alternative, placeholders given a value.
- `zluda ...`: the real `zluda` argparse parser accepts it (parsing only: no sub-command
  is carried out).
- `invoke ...`: invoke's own parser accepts it against the real task collection (an
  unknown task, an unknown flag or a missing value fail).
- A synopsis may leave out required arguments (prose names `invoke qualify`), nothing else.
- `python -m zluda.X`, `python path/to/script.py`: the module or script exists and every
  `--option` shown occurs in its source; `python -m pytest`: the test paths exist and every
  `--option` is pytest's or one a conftest.py adds.
- `pip install` / `python -m pip install`: every extra named is declared in pyproject.toml.
- `sh script.sh`: the script exists. Lines of Python in a code block compile.
- YAML blocks load, and a block that is a workload validates against the workload schema.
Commands in inline code spans (`zluda ...`, `invoke ...`, `python -m zluda...`, `python x.py`)
are checked as synopses.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import re
import shlex
import tomllib
from dataclasses import dataclass
from pathlib import Path

import jsonschema
import pytest
import yaml
from invoke import Program
from invoke.exceptions import ParseError
from invoke.parser import Parser, ParserContext

import tasks
from zluda import benchdocs, cli, config

REPO_ROOT = Path(__file__).resolve().parents[1]
README = REPO_ROOT / "README.md"
README_MAX_LINES = 150
PAGES = [README] + sorted((REPO_ROOT / "docs").glob("*.md"))

# folders of the repository: a command argument under one of them must exist
REPO_FOLDERS = {"zluda", "tests", "workloads", "docs", ".ci"}
# tools of the system or of NVIDIA that the docs show as they are; nothing of theirs is checked
EXTERNAL_TOOLS = {"nvcc", "perf", "docker", "git", "cd", "source", ".", "export", "ls", "cat", "gcc", "cmake",
                  "nvidia-smi", "sudo", "apt-get", "apt", "open", "xdg-open", "cp", "wine",
                  "i686-w64-mingw32-gcc", "x86_64-w64-mingw32-gcc"}
PYTEST_OWN_OPTIONS = {"-q", "-x", "-v", "-k", "-m", "-s", "--timeout", "--lf", "-p"}


@dataclass(frozen=True)
class Command:
    where: str        # file:line
    text: str
    synopsis: bool    # shows placeholders ([--opt X], a|b) rather than one concrete call


def _code_blocks(text: str):
    """(first line number, language, lines) of fenced blocks and of indented blocks that
    follow a blank line (a list item's continuation is not code)."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        fence = re.match(r"^```(\w*)", lines[i])
        if fence:
            end = i + 1
            while end < len(lines) and not lines[end].startswith("```"):
                end += 1
            yield i + 2, fence[1], lines[i + 1:end]
            i = end + 1
            continue
        if lines[i].startswith("    ") and (i == 0 or not lines[i - 1].strip()) and lines[i].strip():
            end = i
            while end < len(lines) and (lines[end].startswith("    ") or not lines[end].strip()):
                end += 1
            yield i + 1, "", [line[4:] for line in lines[i:end]]
            i = end
            continue
        i += 1


def _is_synopsis(line: str) -> bool:
    return bool(re.search(r"(^|\s)[\[{]|\w\|\w|\.\.\.(\s|$)|<\w+>", line))


def _first_word(line: str) -> str:
    words = [w for w in line.split() if not re.match(r"^[A-Z_][A-Z0-9_]*=", w)]
    return words[0] if words else ""


SHELL_STARTS = {"zluda", "invoke", "python", "python3", "pip", "pip3", "sh", "bash"} | EXTERNAL_TOOLS


def _collect():
    commands, python_lines, yaml_blocks = [], [], []
    for page in PAGES:
        text = page.read_text()
        name = page.relative_to(REPO_ROOT)
        for first, language, lines in _code_blocks(text):
            if language in ("yaml", "yml"):
                yaml_blocks.append((f"{name}:{first}", "\n".join(lines)))
                continue
            if language not in ("", "sh", "shell", "bash", "console", "python"):
                continue
            previous = None
            for offset, raw in enumerate(lines):
                line = raw.strip()
                if not line:
                    continue
                where = f"{name}:{first + offset}"
                if raw.startswith((" ", "\t")) and line.startswith("[") and previous is not None:
                    # a synopsis wrapped onto the next line
                    commands[-1] = Command(previous.where, previous.text + " " + line, True)
                    previous = commands[-1]
                    continue
                if language == "python" or _first_word(line) not in SHELL_STARTS:
                    python_lines.append((where, line))
                    continue
                previous = Command(where, line, _is_synopsis(line))
                commands.append(previous)
        for match in re.finditer(r"(?<!`)`((?:[A-Z_]+=\S+ )*(?:zluda |invoke |python3? -m zluda\.|python3? [\w/.-]+\.py)[^`]*)`", text):
            line = text.count("\n", 0, match.start()) + 1
            commands.append(Command(f"{name}:{line}", match[1], True))
    return commands, python_lines, yaml_blocks


COMMANDS, PYTHON_LINES, YAML_BLOCKS = _collect()


def _without_comment(line: str) -> str:
    return re.split(r"\s+#\s", line, maxsplit=1)[0]


def _simple_commands(line: str) -> list[list[str]]:
    """A shell line's simple commands (split at && || ; |), environment assignments dropped,
    each cut at its first redirection."""
    lexer = shlex.shlex(_without_comment(line), posix=True, punctuation_chars=";&|<>")
    lexer.whitespace_split = True
    result, current = [], []
    for token in lexer:
        if token in ("&&", "||", ";", "|", "&"):
            result.append(current)
            current = []
        else:
            current.append(token)
    result.append(current)
    commands = []
    for words in result:
        while words and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[0]):
            words = words[1:]
        for index, word in enumerate(words):
            if set(word) <= set("<>&12") and word[0] in "<>12" and ">" in word or word == "<":
                words = words[:index]
                break
        if words:
            commands.append(words)
    return commands


def _options(text: str) -> list[str]:
    return re.findall(r"(?<![\w-])(--?[A-Za-z][\w-]*)", text)


# --- zluda -------------------------------------------------------------------------------

def check_zluda(words: list[str], naming: bool) -> str | None:
    """`naming`: a span of prose that may name a command without its required arguments."""
    message = io.StringIO()
    try:
        with contextlib.redirect_stderr(message):
            cli.build_parser().parse_args(words[1:])
    except SystemExit as stop:
        if stop.code not in (0, None) and not (naming and "arguments are required" in message.getvalue()):
            return f"zluda's parser refuses it: {message.getvalue().strip()}"
    return None


# --- invoke ------------------------------------------------------------------------------

INVOKE_CONTEXTS = tasks.ns.to_contexts()


def check_invoke(words: list[str], naming: bool) -> str | None:
    parser = Parser(initial=ParserContext(args=Program().core_args()), contexts=INVOKE_CONTEXTS)
    try:
        parsed = parser.parse_argv(words[1:])
    except ParseError as exc:
        if naming and "did not receive required positional arguments" in str(exc):
            return None
        return f"invoke's parser refuses it: {exc}"
    if len(parsed) < 2 and not any(parsed[0].args[a].value for a in ("list", "help", "version")):
        return "names no task"
    return None


# --- python, pip, sh ---------------------------------------------------------------------

def _module_sources(module: str) -> str | None:
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        return None
    origin = Path(spec.origin)
    files = sorted(origin.parent.glob("*.py")) if origin.name in ("__init__.py", "__main__.py") else [origin]
    return "\n".join(f.read_text() for f in files)


def _missing_paths(arguments: list[str]) -> list[str]:
    return [a for a in arguments if "/" in a and a.split("/")[0] in REPO_FOLDERS
            and not any(ch in a for ch in "*?$<") and not (REPO_ROOT / a).exists()]


def _declared_extras() -> set[str]:
    return set(tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"])


def check_pip(arguments: list[str]) -> str | None:
    extras = {e.strip() for a in arguments for group in re.findall(r"\[([^\]]+)\]", a) for e in group.split(",")}
    unknown = extras - _declared_extras()
    return f"pyproject.toml declares no extra {', '.join(sorted(unknown))}" if unknown else None


def check_python(words: list[str]) -> str | None:
    arguments = words[1:]
    if arguments[:1] == ["-m"]:
        module, rest = arguments[1], arguments[2:]
        if module == "pip":
            return check_pip(rest) if rest[:1] == ["install"] else None
        if module == "venv":
            return None
        if module == "pytest":
            missing = _missing_paths(rest)
            conftests = "\n".join(p.read_text() for p in (REPO_ROOT / "tests").rglob("conftest.py"))
            unknown = [o for o in _options(" ".join(rest)) if o not in PYTEST_OWN_OPTIONS and o not in conftests]
            return (f"missing {missing}" if missing else None) or (f"no pytest option {unknown}" if unknown else None)
        source = _module_sources(module)
        if source is None:
            return f"no module {module}"
    else:
        script = arguments[0]
        if not (REPO_ROOT / script).is_file():
            return f"no script {script}"
        source, rest = (REPO_ROOT / script).read_text(), arguments[1:]
    unknown = [o for o in _options(" ".join(rest)) if o not in source]
    return f"options not in its source: {', '.join(unknown)}" if unknown else None


def instantiate(synopsis: str) -> str:
    """One concrete call of a synopsis: optional parts taken, the first of alternatives
    (a|b, {a,b}),
    placeholders (FILE, N, <cell>) given a value, repetition marks dropped."""
    text = re.sub(r"\{([\w.-]+)(,[\w.-]+)*\}", r"\1", synopsis)
    text = re.sub(r"(?<=[\w.-])\|[\w.|-]+", "", text)
    text = re.sub(r"<(\w+)>", r"\1", text).replace("[", "").replace("]", "")
    words = [("1" if re.fullmatch(r"[A-Z][A-Z0-9_]*", w) else w) for w in text.split() if w != "..."]
    return " ".join(words)


def check(command: Command) -> list[str]:
    problems = []
    text = instantiate(command.text) if command.synopsis else command.text
    for words in _simple_commands(text):
        tool = words[0]
        if tool == "zluda":
            problem = check_zluda(words, command.synopsis)
        elif tool == "invoke":
            problem = check_invoke(words, command.synopsis)
        elif tool in ("python", "python3"):
            problem = check_python(words)
        elif tool in ("pip", "pip3"):
            problem = check_pip(words[2:]) if words[1:2] == ["install"] else None
        elif tool in ("sh", "bash"):
            missing = _missing_paths(words[1:2])
            problem = f"no script {missing[0]}" if missing else None
        elif tool in EXTERNAL_TOOLS or tool.startswith(("./", "/", "$", "\"$")):
            problem = None
        else:
            problem = f"a command this check does not know ({tool}): teach tests/test_docs.py its kind"
        if problem:
            problems.append(f"{command.where}: `{command.text}`: {problem}")
    return problems


# --- the tests ---------------------------------------------------------------------------

def test_the_readme_is_a_front_page():
    lines = README.read_text().splitlines()
    assert len(lines) < README_MAX_LINES, f"README.md has {len(lines)} lines; the rest belongs in docs/"


def test_the_docs_show_commands_of_every_kind():
    """The extraction itself works: the checks below see the commands users copy."""
    tools = {_simple_commands(c.text)[0][0] for c in COMMANDS if _simple_commands(c.text)}
    assert {"zluda", "invoke", "python"} <= tools, tools
    assert any(not c.synopsis for c in COMMANDS if c.text.startswith("zluda"))


def test_every_command_in_the_docs_parses():
    problems = [p for command in COMMANDS for p in check(command)]
    assert not problems, "\n".join(problems)


def test_the_check_refuses_what_does_not_parse():
    wrong = [Command("x:1", "zluda run --no-such-flag -- ./app", False),
             Command("x:2", "invoke matrix --no-such-flag", False),
             Command("x:3", "invoke no-such-task", False),
             Command("x:4", "zluda trace [--no-such-flag X] -- ./app", True),
             Command("x:5", "python -m zluda.no_such_module", False),
             Command("x:6", "python3 -m pip install -e '.[no-such-extra]'", False),
             Command("x:7", "frobnicate --all", False),
             Command("x:8", "invoke qualify", False)]   # a code block's command has its required arguments
    for command in wrong:
        assert check(command), command


def test_python_lines_in_code_blocks_compile():
    for where, line in PYTHON_LINES:
        try:
            compile(_without_comment(line), where, "exec")
        except SyntaxError as exc:
            pytest.fail(f"{where}: neither a known command nor Python: {line!r} ({exc.msg})")


def test_yaml_blocks_load_and_workloads_validate():
    schema = json.loads((REPO_ROOT / "zluda/platform/schemas/workload.schema.json").read_text())
    for where, text in YAML_BLOCKS:
        document = yaml.safe_load(text)
        if isinstance(document, dict) and "schema_version" in document and "run" in document:
            errors = [e.message for e in jsonschema.Draft202012Validator(schema).iter_errors(document)]
            assert not errors, f"{where}: {errors}"


def test_relative_links_lead_to_files():
    broken = []
    for page in PAGES:
        for match in re.finditer(r"\]\(([^)#\s]+)(#[^)]*)?\)", page.read_text()):
            target = match[1]
            if re.match(r"^[a-z]+:", target):
                continue
            if not (page.parent / target).exists():
                broken.append(f"{page.relative_to(REPO_ROOT)}: {target}")
    assert not broken, broken


def test_every_variable_the_docs_name_exists():
    known = {v.name for v in config.VARIABLES}
    unknown = sorted({f"{page.relative_to(REPO_ROOT)}: {name}" for page in PAGES
                      for name in re.findall(r"\bZLUDA_[A-Z0-9_]*[A-Z0-9]\b", page.read_text())
                      if name not in known})
    assert not unknown, unknown


def test_performance_tables_match_the_bench_json():
    assert benchdocs.main(["--check"]) == 0


def test_a_changed_bench_number_shows_in_the_table(monkeypatch):
    page = benchdocs.PAGE.read_text()
    source = benchdocs.SOURCES["runtime"]
    data = json.loads((REPO_ROOT / source.path).read_text())
    data["rows"][0]["value"] = 123456.0
    monkeypatch.setitem(benchdocs.SOURCES, "runtime",
                        benchdocs.Source(source.path, lambda _data, path: source.render(data, path)))
    regenerated = benchdocs.regenerate(page)
    assert regenerated != page and "123,456" in regenerated
