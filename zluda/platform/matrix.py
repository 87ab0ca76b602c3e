"""matrix.yaml and the cell planner.

A cell is one (image, backend, workload) triple, named "image/backend/workload".
Patterns in include/exclude/baseline/timeouts are such names with a shell glob per part.
The plan is sorted by cell name, so that `--shard i/n` (every n-th cell starting at the
i-th) splits the same way on every machine.
"""

from __future__ import annotations

import fnmatch
import importlib.util
from dataclasses import dataclass, field
from pathlib import Path

from zluda.platform import backends, config, executors
from zluda.platform.workloads import Workload, load_file, load_own

DEFAULT_TIMEOUT_S = 600.0


@dataclass(frozen=True)
class Image:
    name: str
    executor: str
    options: dict = field(default_factory=dict, hash=False, compare=False)


@dataclass
class Expectation:
    """What the baseline says about one cell."""

    results: tuple[str, ...] = ()  # expected failure outcomes (fail/crash/timeout)
    reason: str | None = None
    flaky: str | None = None  # reason, when the cell is a known flake
    skip: str | None = None  # reason, when the cell must not run
    api: tuple[tuple[str, str], ...] = ()  # (lib/fn glob, reason): API rows known to fail

    def api_reason(self, lib: str, fn: str) -> str | None:
        """Why the baseline expects this cell's API row lib/fn to fail, or None."""
        for pattern, reason in self.api:
            if fnmatch.fnmatchcase(f"{lib}/{fn}", pattern):
                return reason
        return None

    def as_dict(self) -> dict | None:
        if not (self.results or self.flaky or self.skip or self.api):
            return None
        found = {"results": list(self.results), "reason": self.reason, "flaky": self.flaky, "skip": self.skip}
        if self.api:
            found["api"] = [{"api": pattern, "reason": reason} for pattern, reason in self.api]
        return found


@dataclass
class Cell:
    image: Image
    backend: str
    workload: Workload
    timeout: float
    expectation: Expectation

    @property
    def id(self) -> str:
        return f"{self.image.name}/{self.backend}/{self.workload.name}"

    @property
    def dirname(self) -> str:
        return self.id.replace("/", "__")

    @property
    def spec(self) -> dict:
        """The workload as this cell's backend runs it (a compile-only backend replaces
        its run steps)."""
        return backends.BACKENDS[self.backend].spec_for(self.workload)


@dataclass
class Matrix:
    path: Path
    doc: config.Document
    images: list[Image]
    backends: list[str]
    workloads: list[Workload]

    @property
    def data(self) -> dict:
        return self.doc.data


def parse_shard(text: str) -> tuple[int, int]:
    try:
        index, count = (int(part) for part in text.split("/"))
    except ValueError:
        raise ValueError(f"--shard {text!r}: expected i/n, e.g. 1/4") from None
    if not 1 <= index <= count:
        raise ValueError(f"--shard {text!r}: i must be between 1 and n")
    return index, count


def load(path: str | Path, workloads_file: str | Path | None = None) -> Matrix:
    path = Path(path).resolve()
    doc = config.load(path, "matrix")
    data = doc.data
    axes = data["axes"]
    images = []
    for index, item in enumerate(axes["images"]):
        item = {"name": item} if isinstance(item, str) else item
        executor = item.get("executor") or ("local" if item["name"] == "host" else "docker")
        images.append(Image(item["name"], executor, {k: v for k, v in item.items() if k not in ("name", "executor")}))
        _unique(doc, ["axes", "images", index], item["name"], [i.name for i in images[:-1]])
    for index, name in enumerate(axes["backends"]):
        if name not in backends.BACKENDS:
            raise doc.error(["axes", "backends", index],
                            f"unknown backend {name!r} (known: {', '.join(backends.BACKENDS)})")
        _unique(doc, ["axes", "backends", index], name, axes["backends"][:index])
    if workloads_file:
        workloads = load_file(workloads_file)
    else:
        workloads_dir = path.parent / data.get("workloads_dir", "workloads")
        workloads = []
        for index, entry in enumerate(axes["workloads"]):
            try:
                if isinstance(entry, str):
                    found = [load_own(workloads_dir, entry)]
                else:
                    found = load_file(path.parent / entry["file"])
            except FileNotFoundError as exc:
                raise doc.error(["axes", "workloads", index], str(exc)) from None
            except config.ConfigError as exc:
                if exc.line is None:  # unreadable file: say which entry named it
                    raise doc.error(["axes", "workloads", index], str(exc)) from None
                raise
            for item in found:
                _unique(doc, ["axes", "workloads", index], item.name, [w.name for w in workloads])
                workloads.append(item)
    return Matrix(path, doc, images, list(axes["backends"]), workloads)


def _unique(doc, key_path, name, earlier) -> None:
    if name in earlier:
        raise doc.error(key_path, f"{name!r} is listed twice")


def matches(pattern: str, cell_id: str) -> bool:
    return all(fnmatch.fnmatchcase(part, glob) for part, glob in zip(cell_id.split("/"), pattern.split("/")))


def _name_filter(selected: list[str] | None, name: str) -> bool:
    return not selected or any(fnmatch.fnmatchcase(name, glob) for glob in selected)


def plan(matrix: Matrix, *, images=None, backends_=None, workloads=None, shard: str | None = None) -> list[Cell]:
    """The cells to run, in their canonical order, after every filter and the shard."""
    data = matrix.data
    include = data.get("include", [])
    exclude = data.get("exclude", [])
    for label, selected, known in (("image", images, [i.name for i in matrix.images]),
                                   ("backend", backends_, matrix.backends),
                                   ("workload", workloads, [w.name for w in matrix.workloads])):
        for glob in selected or []:
            if not fnmatch.filter(known, glob):
                raise ValueError(f"--{label} {glob!r} matches nothing in the matrix (has: {', '.join(known)})")
    cells = []
    for image in matrix.images:
        if not _name_filter(images, image.name):
            continue
        for backend in matrix.backends:
            if not _name_filter(backends_, backend):
                continue
            for workload in matrix.workloads:
                if not _name_filter(workloads, workload.name):
                    continue
                cell_id = f"{image.name}/{backend}/{workload.name}"
                if include and not any(matches(p, cell_id) for p in include):
                    continue
                if any(matches(rule["cells"], cell_id) for rule in exclude):
                    continue
                cells.append(Cell(image, backend, workload, _timeout(data, cell_id, workload),
                                  _image_scope(image, workload.name, expectation(data, cell_id))))
    cells.sort(key=lambda cell: cell.id)
    if shard:
        index, count = parse_shard(shard)
        cells = cells[index - 1::count]
    return cells


def _image_scope(image: Image, workload: str, found: "Expectation") -> "Expectation":
    """An image that runs only some workloads (`workloads:` globs, `why:` the reason)
    skips the others' cells, saying so."""
    only = image.options.get("workloads")
    if only and not found.skip and not any(fnmatch.fnmatchcase(workload, glob) for glob in only):
        why = image.options.get("why")
        found.skip = f"the {image.name} image runs only {', '.join(only)}" + (f": {why}" if why else "")
    return found


def _timeout(data: dict, cell_id: str, workload: Workload) -> float:
    timeouts = data.get("timeouts", {})
    for pattern, seconds in timeouts.get("cells", {}).items():
        if matches(pattern, cell_id):
            return float(seconds)
    return float(workload.timeout or timeouts.get("default", DEFAULT_TIMEOUT_S))


def expectation(data: dict, cell_id: str) -> Expectation:
    baseline = data.get("baseline", {})
    found = Expectation()
    for rule in baseline.get("expected", []):
        if matches(rule["cells"], cell_id):
            result = rule["result"]
            found.results = tuple([result] if isinstance(result, str) else result)
            found.reason = rule["reason"]
            break
    for rule in baseline.get("flakes", []):
        if matches(rule["cells"], cell_id):
            found.flaky = rule["reason"]
            break
    for rule in baseline.get("skips", []):
        if matches(rule["cells"], cell_id):
            found.skip = rule["reason"]
            break
    found.api = tuple((rule["api"], rule["reason"]) for rule in baseline.get("api", [])
                      if matches(rule["cells"], cell_id))
    return found


# executor -> (the Python package it needs, what installs it)
EXECUTOR_PACKAGES = {"docker": ("docker", "pip install 'zluda[images]' (or `invoke setup`)")}


def known_executor(image: Image) -> str | None:
    """Why cells of this image cannot run here, or None."""
    package = EXECUTOR_PACKAGES.get(image.executor)
    if package and importlib.util.find_spec(package[0]) is None:
        return (f"image {image.name!r} runs its cells with the {image.executor!r} executor, which needs the "
                f"Python package {package[0]!r}: {package[1]}")
    if image.executor not in executors.registry():
        return (f"image {image.name!r} needs the {image.executor!r} executor, which this tree does not have "
                f"(known: {', '.join(executors.registry())})")
    return None
