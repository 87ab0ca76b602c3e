"""A suite's recipe table (workloads/<suite>/programs.yaml): where its programs live in the
pinned checkout, how each is built and run, how it verifies itself, and why a program is
left out. Standard library, PyYAML and zluda.config (which imports nothing of the project)
only: it also runs on the GPU machine."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from zluda import config

WORKLOADS_DIR = Path(__file__).resolve().parent.parent.parent / "workloads"
SUITES = ("hecbench", "rodinia")

# How the CUDA runtime is linked: one entry per flavour. `zluda run` can substitute only a
# runtime the loader brings, so every program is built `-cudart shared` for now.
RUNTIME_FLAGS: dict[str, list[str]] = {"shared": ["-cudart", "shared"]}
DEFAULT_RUNTIME = "shared"
# compute_80 PTX and no machine code: the same binary runs on the CPU backend and, compiled
# by the driver, on the H200 (nvcc 13 builds nothing older than sm_75)
ARCH = "compute_80"

# a verdict line the program prints after comparing with its own CPU reference
DEFAULT_PASS = r"\bPASS(ED)?\b"
DEFAULT_FAIL = r"\bFAIL(ED|URE)?\b"


class RecipeError(ValueError):
    pass


@dataclass(frozen=True)
class Program:
    name: str
    folder: str                       # inside the checkout
    args: tuple[str, ...] = ()
    excluded: str | None = None       # why the program is left out
    siblings: tuple[str, ...] = ()    # folders beside it that it reads (copied along)
    sources: tuple[str, ...] = ()     # own nvcc build instead of its Makefile
    flags: tuple[str, ...] = ()
    binary: str | None = None
    pass_pattern: str = DEFAULT_PASS
    fail_pattern: str = DEFAULT_FAIL
    timeout: float = 120.0            # seconds for one run through the CPU backend
    diagnosis: str | None = None      # why it fails through the CPU backend, found by hand
    # variables set for the program's run (ZLUDA_* switches such as ZLUDA_LOCKSTEP_KERNELS):
    # a pair of tuples so that the recipe stays hashable and frozen
    env: tuple[tuple[str, str], ...] = ()

    @property
    def selected(self) -> bool:
        return self.excluded is None


@dataclass(frozen=True)
class Suite:
    name: str
    git: str
    revision: str
    folder: str                       # "{name}" is replaced by the program's name
    programs: dict[str, Program] = field(default_factory=dict)

    def selected(self, names: list[str] | None = None) -> list[Program]:
        if names:
            unknown = [n for n in names if n not in self.programs]
            if unknown:
                raise RecipeError(f"{self.name}: unknown program(s) {', '.join(unknown)}")
            return [self.programs[n] for n in names if self.programs[n].selected]
        return [p for p in self.programs.values() if p.selected]


PROGRAM_KEYS = {"name", "folder", "args", "excluded", "siblings", "sources", "flags", "binary", "pass", "fail",
                "timeout", "diagnosis", "env"}


def table_path(suite: str) -> Path:
    return WORKLOADS_DIR / suite / "programs.yaml"


def load(suite: str, path: Path | None = None) -> Suite:
    path = path or table_path(suite)
    try:
        data = yaml.safe_load(path.read_text())
    except (OSError, yaml.YAMLError) as exc:
        raise RecipeError(f"{path}: {exc}") from None
    return parse(data, str(path))


def _strings(value, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, (str, int, float)) for v in value):
        raise RecipeError(f"{where}: expected a list of strings")
    return tuple(str(v) for v in value)


def _env(value, where: str) -> tuple[tuple[str, str], ...]:
    """A recipe's `env:`: ZLUDA_* variables of zluda/config.py's table, each with a value its
    kind accepts, so that a misspelt name or value fails here and not as a silently wrong run."""
    if not isinstance(value, dict):
        raise RecipeError(f"{where}: expected a mapping of variable names to values")
    pairs = []
    for name, text in value.items():
        if not isinstance(text, (str, int, float)) or isinstance(text, bool):
            raise RecipeError(f"{where}.{name}: expected a string value")
        try:
            var = config.variable(str(name))
            config.KINDS[var.kind][1](var, str(text))
        except KeyError as exc:
            raise RecipeError(f"{where}.{name}: {exc.args[0]}") from None
        except config.ConfigError as exc:
            raise RecipeError(f"{where}.{name}: {exc}") from None
        pairs.append((str(name), str(text)))
    return tuple(pairs)


def parse(data, where: str) -> Suite:
    if not isinstance(data, dict):
        raise RecipeError(f"{where}: expected a mapping at the top level")
    for key in ("suite", "source", "folder", "programs"):
        if key not in data:
            raise RecipeError(f"{where}: missing key {key!r}")
    source = data["source"]
    if not isinstance(source, dict) or not {"git", "revision"} <= set(source):
        raise RecipeError(f"{where}: at source: expected {{git: URL, revision: COMMIT}}")
    if not isinstance(data["programs"], list):
        raise RecipeError(f"{where}: at programs: expected a list")
    programs: dict[str, Program] = {}
    for index, entry in enumerate(data["programs"]):
        here = f"{where}: at programs[{index}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise RecipeError(f"{here}: expected a mapping with a name")
        unknown = set(entry) - PROGRAM_KEYS
        if unknown:
            raise RecipeError(f"{here}: unknown key(s) {', '.join(sorted(unknown))}")
        name = entry["name"]
        if name in programs:
            raise RecipeError(f"{here}: program {name!r} listed twice")
        for key in ("pass", "fail"):
            if key in entry:
                try:
                    re.compile(entry[key])
                except (re.error, TypeError) as exc:
                    raise RecipeError(f"{here}.{key}: not a regular expression ({exc})") from None
        excluded = entry.get("excluded")
        if excluded is not None and (not isinstance(excluded, str) or not excluded.strip()):
            raise RecipeError(f"{here}.excluded: expected the reason, a non-empty string")
        if excluded is None and "args" not in entry:
            raise RecipeError(f"{here}: a selected program needs args (or excluded: reason)")
        timeout = entry.get("timeout", 120.0)
        if not isinstance(timeout, (int, float)) or not 0 < timeout <= 3600:
            raise RecipeError(f"{here}.timeout: expected seconds, more than 0 and at most 3600")
        programs[name] = Program(
            name=name, folder=str(entry.get("folder", data["folder"].format(name=name))),
            args=_strings(entry.get("args", []), f"{here}.args"), excluded=excluded,
            siblings=_strings(entry.get("siblings", []), f"{here}.siblings"),
            sources=_strings(entry.get("sources", []), f"{here}.sources"),
            flags=_strings(entry.get("flags", []), f"{here}.flags"), binary=entry.get("binary"),
            pass_pattern=entry.get("pass", DEFAULT_PASS), fail_pattern=entry.get("fail", DEFAULT_FAIL),
            timeout=float(timeout), diagnosis=entry.get("diagnosis"),
            env=_env(entry.get("env", {}), f"{here}.env"))
    return Suite(name=str(data["suite"]), git=str(source["git"]), revision=str(source["revision"]),
                 folder=str(data["folder"]), programs=programs)


def verdict(program: Program, exit_code: int | None, output: str) -> tuple[bool, str]:
    """(passed, why): the program exited 0 and printed its pass verdict and no failure."""
    if exit_code is None:
        return False, "timed out"
    if exit_code < 0:
        return False, f"killed by signal {-exit_code}"
    if exit_code != 0:
        return False, f"exit code {exit_code}"
    failed = re.search(program.fail_pattern, output, re.MULTILINE)
    if failed:
        line = output[output.rfind("\n", 0, failed.start()) + 1:].split("\n", 1)[0].strip()
        return False, f"printed {line[:120]!r}"
    if not re.search(program.pass_pattern, output, re.MULTILINE):
        return False, "printed no pass verdict"
    return True, "printed its pass verdict"
