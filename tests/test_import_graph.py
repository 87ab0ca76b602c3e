"""The import graph of zluda/ (issue 30): no import cycles, no private names used
across modules, imports inside functions only where zluda.devtasks.imports.ALLOWED_LAZY
gives the reason. Each violation fails with its file:line."""

import functools
import subprocess
import sys
import textwrap

import pytest

from zluda.devtasks import imports


@functools.lru_cache(maxsize=None)
def _violations() -> tuple:
    return tuple(imports.check())


def _failing(kind: str) -> list[str]:
    return [v.message for v in _violations() if v.kind == kind]


def test_no_import_cycles():
    cycles = _failing("cycle")
    assert not cycles, "\n".join(cycles)


def test_no_private_names_used_across_modules():
    private = _failing("private")
    assert not private, "\n".join(private)


def test_imports_inside_functions_have_a_reason():
    lazy = _failing("lazy")
    assert not lazy, "\n".join(lazy)


def test_every_allowed_lazy_import_is_still_there():
    sites = imports.import_sites(imports.module_files())
    unused = [key for key in imports.ALLOWED_LAZY
              if not any(s.in_function and imports.lazy_reason(s.importer, s.imported, {key: "used"})
                         for s in sites)]
    assert not unused, f"ALLOWED_LAZY entries without an import inside a function: {unused}"


def test_zluda_help_does_not_load_the_translator():
    """The start-up reason ALLOWED_LAZY gives for the command-line modules holds."""
    code = "import sys, zluda.cli; zluda.cli.build_parser(); print(sorted(m for m in sys.modules if m.startswith('zluda.translate.')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "zluda.translate.module" not in out, out


def _package(root, files: dict) -> None:
    for name, text in files.items():
        path = root / "zluda" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))


@pytest.fixture
def toy(tmp_path):
    """A package with one violation of each kind, reached through every import form."""
    _package(tmp_path, {
        "__init__.py": "",
        "a/__init__.py": "",
        "a/first.py": "from . import second\n",
        "a/second.py": """\
            def late():
                from ..b import third
                return third
            """,
        "b/__init__.py": "",
        "b/third.py": """\
            import zluda.a.first
            from .helpers import _secret
            """,
        "b/helpers.py": "_secret = 1\n",
        "c.py": """\
            from typing import TYPE_CHECKING
            if TYPE_CHECKING:
                from zluda.a import first
            def f():
                import json
                return json
            """,
    })
    return tmp_path / "zluda"


def test_checker_reports_each_kind_with_file_and_line(toy):
    found = {v.kind: v for v in imports.check(toy, allowed={})}
    assert set(found) == {"cycle", "private", "lazy"}
    cycle = found["cycle"].message
    assert "zluda.a.first -> zluda.a.second -> zluda.b.third -> zluda.a.first" in cycle
    assert "zluda/a/second.py:2" in cycle     # the import inside a function closes it
    assert "zluda/b/helpers.py" not in cycle
    assert found["private"].message.startswith("zluda/b/third.py:2: zluda.b.third imports the private name _secret")
    lazy = [v.message for v in imports.check(toy, allowed={}) if v.kind == "lazy"]
    assert sorted(m.split(":")[0] + ":" + m.split(":")[1] for m in lazy) == ["zluda/a/second.py:2", "zluda/c.py:5"]


def test_allowed_lazy_imports_pass_and_cover_submodules(toy):
    allowed = {("zluda.a.second", "zluda.b"): "a reason", ("zluda.c", "json"): "a reason"}
    assert [v.kind for v in imports.check(toy, allowed=allowed)] == ["cycle", "private"]


def test_importing_a_submodule_runs_its_package(tmp_path):
    """`from zluda.p.q import x` runs zluda/p/__init__.py first: a cycle through it counts."""
    _package(tmp_path, {
        "__init__.py": "",
        "p/__init__.py": "from zluda.r import value\n",
        "p/q.py": "x = 1\n",
        "r.py": "from zluda.p.q import x\nvalue = x\n",
    })
    (cycle,) = [v for v in imports.check(tmp_path / "zluda", allowed={}) if v.kind == "cycle"]
    assert "which first runs its package zluda.p" in cycle.message


def test_private_names_reached_through_a_module_count(tmp_path):
    _package(tmp_path, {
        "__init__.py": "",
        "p/__init__.py": "",
        "p/q.py": "_hidden = 1\nshown = 2\n",
        "r.py": """\
            import zluda.p.q
            import zluda.p.q as alias
            from zluda.p import q

            def f():
                return q._hidden, alias._hidden, zluda.p.q._hidden, q.shown, q.shown.__class__
            """,
    })
    private = [v.message for v in imports.check(tmp_path / "zluda", allowed={}) if v.kind == "private"]
    assert private == ["zluda/r.py:6: zluda.r uses the private name _hidden of zluda.p.q"] * 3
