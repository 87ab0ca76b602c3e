"""zluda/config.py: the table of ZLUDA_* variables, its typed accessor, the generated
reference docs/environment.md, and that no other module reads a ZLUDA_* variable."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from zluda import config
from zluda.cpu import tiering

REPO_ROOT = Path(__file__).resolve().parents[1]
DOC = REPO_ROOT / "docs" / "environment.md"

# only zluda/config.py reads ZLUDA_* variables from the environment in these
STRICT = [REPO_ROOT / "zluda", REPO_ROOT / "tasks.py", REPO_ROOT / "tests"]
# where they read a variable whose name the code computes (never a ZLUDA_* one), and why
COMPUTED_NAMES = {
    "zluda/images/build.py": "the proxy variables handed on to `docker build`",
    "zluda/trace/reallibs.py": "CUDA_HOME and CUDA_PATH, where NVIDIA's libraries may be",
}
# every ZLUDA_* variable read in these (Python, C, shell) is in the table; workloads are
# programs of their own (they run where the zluda package may not be importable)
EVERYWHERE = STRICT + [REPO_ROOT / "workloads"]
TEXT_SUFFIXES = {".py", ".c", ".h", ".cu", ".cpp", ".j2", ".sh", ".yaml", ".yml"}
SKIPPED_FOLDERS = {"reference", "__pycache__", "build", ".cache"}   # recorded results, build outputs

# reads outside Python: C's getenv (and Windows'), a shell's $VAR / ${VAR...}
NATIVE_READS = [re.compile(r'\b(?:getenv|GetEnvironmentVariable[AW]?)\(\s*"(ZLUDA_\w+)"'),
                re.compile(r"\$\{?(ZLUDA_[A-Z0-9_]+)")]


def _files(roots, suffixes):
    for root in roots:
        for path in sorted([root] if root.is_file() else root.rglob("*")):
            if path.suffix in suffixes and path.is_file() and not SKIPPED_FOLDERS & set(path.parts):
                yield path


def _is_environ(node) -> bool:
    """`os.environ` (the project never imports `environ` by itself)."""
    return isinstance(node, ast.Attribute) and node.attr == "environ" and isinstance(node.value, ast.Name) \
        and node.value.id == "os"


def _name(node, constants: dict) -> str | None:
    """The variable name an expression spells: a string, a module-level constant holding one,
    or an f-string's fixed start followed by <KEY>."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
        return node.values[0].value + "<KEY>"
    return None


def environment_reads(tree: ast.AST) -> list[tuple[int, str | None]]:
    """(line, name) of every read of the environment in `tree`: os.environ.get, os.environ[...]
    (loaded), os.getenv, `in os.environ`; name None where the code computes it. Setting,
    popping and setdefault (what a program does for its child processes) are not reads."""
    constants = {t.id: n.value.value for n in ast.walk(tree) if isinstance(n, ast.Assign)
                 and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str)
                 for t in n.targets if isinstance(t, ast.Name)}
    reads = []
    for node in ast.walk(tree):
        key = None
        if isinstance(node, ast.Call) and node.args:
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr == "get" and _is_environ(func.value):
                key = node.args[0]
            elif isinstance(func, ast.Attribute) and func.attr == "getenv" and isinstance(func.value, ast.Name) \
                    and func.value.id == "os":
                key = node.args[0]
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and _is_environ(node.value):
            key = node.slice
        elif isinstance(node, ast.Compare) and len(node.comparators) == 1 and _is_environ(node.comparators[0]) \
                and isinstance(node.ops[0], (ast.In, ast.NotIn)):
            key = node.left
        if key is not None:
            reads.append((node.lineno, _name(key, constants)))
    return reads


def config_names(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, name) of every string literal passed to config.get / config.overridden / config.variable."""
    return [(node.lineno, node.args[0].value) for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("get", "overridden", "variable") and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "config" and node.args and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)]


def _in_table(name: str) -> bool:
    try:
        config.variable(name.replace("<KEY>", "X"))
        return True
    except KeyError:
        return False


def test_no_module_but_config_reads_a_zluda_variable():
    offenders = []
    for path in _files(STRICT, {".py"}):
        if path == REPO_ROOT / "zluda" / "config.py":
            continue
        where = path.relative_to(REPO_ROOT).as_posix()
        tree = ast.parse(path.read_text(), str(path))
        offenders += [f"{where}:{node.lineno}: imports os.environ or os.getenv by itself (spell os.environ)"
                      for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module == "os"
                      and {a.name for a in node.names} & {"environ", "getenv"}]
        for line, name in environment_reads(tree):
            if name is None and where not in COMPUTED_NAMES:
                offenders.append(f"{where}:{line}: reads a variable whose name is computed (name it, "
                                 "or add the file to COMPUTED_NAMES with the reason)")
            elif name is not None and name.startswith("ZLUDA_"):
                offenders.append(f"{where}:{line}: reads {name} (use zluda.config.get)")
    assert not offenders, "\n".join(offenders)


def test_every_variable_read_anywhere_is_in_the_table():
    missing = []
    for path in _files(EVERYWHERE, TEXT_SUFFIXES):
        if path == Path(__file__).resolve():
            continue   # its samples of reads are made up
        text = path.read_text(errors="replace")
        found = []
        if path.suffix == ".py":
            tree = ast.parse(text, str(path))
            found += environment_reads(tree) + config_names(tree)
        for pattern in NATIVE_READS:
            found += [(text.count("\n", 0, m.start()) + 1, m[1]) for m in pattern.finditer(text)]
        missing += [f"{path.relative_to(REPO_ROOT)}:{line}: {name}" for line, name in found
                    if name and name.startswith("ZLUDA_") and not _in_table(name)]
    assert not missing, "read but not in zluda/config.py's table:\n" + "\n".join(missing)


def test_every_variable_of_the_table_is_used_somewhere():
    """An entry nothing mentions any more is stale documentation."""
    text = "\n".join(p.read_text(errors="replace") for p in _files(EVERYWHERE, TEXT_SUFFIXES)
                     if p != REPO_ROOT / "zluda" / "config.py")
    unused = [v.name for v in config.VARIABLES if v.name.replace("<KEY>", "") not in text]
    assert not unused


def test_the_scanner_sees_each_kind_of_read():
    tree = ast.parse('import os\nNAME = "ZLUDA_B"\nos.environ.get("ZLUDA_A")\nos.environ[NAME]\n'
                     'os.getenv("ZLUDA_C", "1")\n"ZLUDA_D" in os.environ\nos.environ.get(f"ZLUDA_E_{k}")\n'
                     'os.environ["ZLUDA_SET"] = "1"\nos.environ.pop("ZLUDA_POP", None)\n'
                     'os.environ.setdefault("ZLUDA_DEFAULT", "1")\n')
    assert sorted(str(name) for _, name in environment_reads(tree)) == \
        ["ZLUDA_A", "ZLUDA_B", "ZLUDA_C", "ZLUDA_D", "ZLUDA_E_<KEY>"]
    assert environment_reads(ast.parse("import os\ndef f(name):\n    return os.environ.get(name)\n")) == \
        [(3, None)]


def test_the_table_is_well_formed():
    assert len(config.TABLE) == len(config.VARIABLES)
    for var in config.VARIABLES:
        assert re.fullmatch(r"ZLUDA_[A-Z0-9_]+(<KEY>)?", var.name), var.name
        assert var.kind in config.KINDS and var.audience in config.AUDIENCES and var.meaning, var.name
        assert set(var.read_by) <= set(config.READERS) and var.read_by, var.name
        assert bool(var.choices) == (var.kind == "choice"), var.name
        assert var.default is None or var.kind != "choice" or var.default in var.choices, var.name


def test_the_tier_choices_are_the_tiering_modes():
    assert config.variable(tiering.ENV).choices == tuple(tiering.MODES)


@pytest.mark.parametrize("name, text, value", [
    ("ZLUDA_CPU_TIER", " Full ", "full"),
    ("ZLUDA_CPU_TIER", "", "auto"),
    ("ZLUDA_CPU_THREADS", "3", 3),
    ("ZLUDA_CPU_THREADS", "0", 0),
    ("ZLUDA_CPU_REGIONS", "off", False),
    ("ZLUDA_CPU_REGIONS", "YES", True),
    ("ZLUDA_CPU_STRIP_METADATA", "1", True),
    ("ZLUDA_CPU_STRIP_METADATA", "no", False),
    ("ZLUDA_NO_CACHE", "0", True),      # a flag: set is on, whatever it says
    ("ZLUDA_COMPUTE_CAPABILITY", "9.0", (9, 0)),
    ("ZLUDA_IMPLEMENTATIONS", " a.b , ,c ", ["a.b", "c"]),
    ("ZLUDA_TRACE_REAL_LIBS", "/x::/y", [Path("/x"), Path("/y")]),
    ("ZLUDA_CACHE_DIR", "/tmp/c", Path("/tmp/c")),
    ("ZLUDA_TIER_FUZZ_SECONDS", "2.5", 2.5),
    ("ZLUDA_FAST_PATH", "off", True),   # the C library turns it off only for exactly 0
    ("ZLUDA_FAST_PATH", "0", False),
])
def test_values_parse_by_kind(monkeypatch, name, text, value):
    monkeypatch.setenv(name, text)
    assert config.get(name) == value


def test_unset_gives_the_default(monkeypatch):
    for var in config.VARIABLES:
        if not var.name.endswith("<KEY>"):
            monkeypatch.delenv(var.name, raising=False)
            assert config.get(var.name) == var.default


@pytest.mark.parametrize("name, text, expected", [
    ("ZLUDA_CPU_TIER", "fastest", "expected one of auto, baseline, quick, full"),
    ("ZLUDA_CPU_THREADS", "many", "expected an integer"),
    ("ZLUDA_CPU_FAULTGUARD", "maybe", "expected one of 1, on, true, yes, 0, off, false, no"),
    ("ZLUDA_COMPUTE_CAPABILITY", "eight", "expected MAJOR.MINOR such as 8.0"),
    ("ZLUDA_TIER_FUZZ_SECONDS", "a minute", "expected a number"),
    ("ZLUDA_LOG_UNIMPLEMENTED", "sometimes", "expected one of once, all, off"),
])
def test_a_bad_value_is_one_line_naming_variable_value_and_expectation(monkeypatch, name, text, expected):
    monkeypatch.setenv(name, text)
    with pytest.raises(config.ConfigError) as info:
        config.get(name)
    assert str(info.value) == f"{name}={text!r}: {expected}"


def test_families_and_unknown_names(monkeypatch):
    monkeypatch.setenv("ZLUDA_TRACE_REAL_CUDART", "/lib/libcudart.so.13")
    assert config.get("ZLUDA_TRACE_REAL_CUDART") == Path("/lib/libcudart.so.13")
    with pytest.raises(KeyError, match="ZLUDA_NO_SUCH_THING is not in zluda/config.py"):
        config.get("ZLUDA_NO_SUCH_THING")


def test_overridden_restores_the_previous_value(monkeypatch):
    monkeypatch.setenv("ZLUDA_CPU_TIER", "quick")
    monkeypatch.delenv("ZLUDA_CACHE_DIR", raising=False)
    with config.overridden("ZLUDA_CPU_TIER", "full"), config.overridden("ZLUDA_CACHE_DIR", "/tmp/x"):
        assert config.get("ZLUDA_CPU_TIER") == "full" and config.get("ZLUDA_CACHE_DIR") == Path("/tmp/x")
    assert config.get("ZLUDA_CPU_TIER") == "quick" and config.get("ZLUDA_CACHE_DIR") is None


def test_the_reference_is_up_to_date():
    assert DOC.read_text() == config.markdown(), \
        "docs/environment.md is out of date: python -m zluda.config --markdown > docs/environment.md"


def test_every_variable_is_in_the_reference():
    text = DOC.read_text()
    assert [v.name for v in config.VARIABLES if f"`{v.name}`" not in text] == []


def test_zluda_config_prints_current_values(monkeypatch):
    env = {"ZLUDA_CPU_TIER": "bogus", "ZLUDA_CPU_THREADS": "3", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-m", "zluda", "config"], capture_output=True, text=True,
                         env=env, cwd=REPO_ROOT, check=True).stdout
    lines = {line.split()[0]: line for line in out.splitlines()}
    assert set(lines) == {v.name for v in config.VARIABLES}
    assert lines["ZLUDA_CPU_THREADS"].split()[1:] == ["3"]
    assert "invalid: ZLUDA_CPU_TIER='bogus': expected one of" in lines["ZLUDA_CPU_TIER"]
    assert "unset (default: 8.0)" in lines["ZLUDA_COMPUTE_CAPABILITY"]
