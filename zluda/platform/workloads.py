"""Workload manifests: own ones (workloads/<name>/workload.yaml) and a user's --workloads FILE.

A workload's source is a local folder or a git URL + revision; git sources are cloned
once into the cache (keyed by URL and revision) so that every cell builds from the same
checkout and a rerun does not fetch again.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from zluda import paths
from zluda.platform import config

# the folder each path-valued key is relative to; the runner resolves them inside it
PATH_KEYS_OF_WORKLOAD = {"api_rows": "cell", "reference_trace": "source"}
PATH_KEYS_OF_REFERENCE = {"file": "cell", "expected": "source"}
FOLDER_WORDS = {"cell": "the cell folder", "source": "the workload's source folder"}


@dataclass
class Workload:
    name: str
    manifest: Path  # the file that defines it
    spec: dict  # validated data, see schemas/workload.schema.json
    source_dir: Path | None = None  # resolved by resolve_source()
    problems: list[str] = field(default_factory=list)

    @property
    def timeout(self) -> float | None:
        return self.spec.get("timeout")

    @property
    def profile(self) -> str | None:
        return self.spec.get("profile")

    @property
    def runs_cuda(self) -> bool:
        return any(step.get("cuda") for step in self.spec["run"])

    @property
    def tools(self) -> list[str]:
        return list(self.spec.get("needs", {}).get("tools", []))

    @property
    def python_modules(self) -> list[str]:
        return list(self.spec.get("needs", {}).get("python", []))


def _schema_for(data) -> dict:
    """Validate a single workload or a list of them against the matching branch, so the
    error is about the user's mistake and not 'matches none of oneOf'."""
    full = config.schema("workload")
    branch = 1 if isinstance(data, dict) and "workloads" in data else 0
    return {"$defs": full["$defs"], **full["oneOf"][branch]}


def load_file(path: str | Path, _taken_by: tuple[Path, ...] = ()) -> list[Workload]:
    path = Path(path).resolve()
    doc = config.load(path)
    config.validate(doc, _schema_for(doc.data))
    items = doc.data["workloads"] if "workloads" in doc.data else [doc.data]
    seen: dict[str, int] = {}
    workloads = []
    for index, spec in enumerate(items):
        key_path = ["workloads", index, "name"] if "workloads" in doc.data else ["name"]
        if spec["name"] in seen:
            raise doc.error(key_path, f"workload {spec['name']!r} is defined twice")
        seen[spec["name"]] = index
        _check_step_names(doc, spec, key_path[:-1])
        _check_honourable(doc, spec, key_path[:-1])
        if "run_from" in spec:
            spec = {**spec, "run": _run_steps_taken(doc, path, spec, key_path[:-1] + ["run_from"], _taken_by)}
        workloads.append(Workload(spec["name"], path, spec))
    return workloads


def _run_steps_taken(doc: config.Document, path: Path, spec: dict, key_path: list,
                     taken_by: tuple[Path, ...]) -> list[dict]:
    """`run_from`: the other workload's run steps (all, or those named, in that order), a
    step of this workload's own `run` replacing the taken one of its name, the others after."""
    reference = spec["run_from"]
    origin_file = (path.parent / reference["file"]).resolve()
    if origin_file == path or origin_file in taken_by:
        raise doc.error(key_path + ["file"], f"{reference['file']!r} takes its run steps from this file in turn")
    if not origin_file.is_file():
        raise doc.error(key_path + ["file"], f"{reference['file']!r}: no such workload file ({origin_file})")
    candidates = load_file(origin_file, taken_by + (path,))
    wanted = reference.get("workload")
    origins = [w for w in candidates if wanted in (None, w.name)]
    if len(origins) != 1:
        known = ", ".join(w.name for w in candidates)
        raise doc.error(key_path + (["workload"] if wanted else ["file"]),
                        f"{reference['file']!r} holds {'no workload ' + repr(wanted) if wanted else 'several workloads'}"
                        f" (it holds {known}); name one with run_from.workload")
    origin = origins[0]
    offered = {step["name"]: step for step in origin.spec["run"]}
    names = reference.get("steps", list(offered))
    for number, name in enumerate(names):
        if name not in offered:
            raise doc.error(key_path + ["steps", number],
                            f"workload {origin.name!r} has no run step {name!r} (its steps: {', '.join(offered)})")
    own = {step["name"]: step for step in spec.get("run", [])}
    return ([own.get(name, offered[name]) for name in names]
            + [step for step in spec.get("run", []) if step["name"] not in names])


def _check_honourable(doc: config.Document, spec: dict, base: list) -> None:
    """What the schema cannot say: environment names a process can carry, patterns that
    compile, and paths that stay inside the folder they are relative to."""
    _check_env(doc, spec.get("env", {}), base + ["env"])
    for key, folder in PATH_KEYS_OF_WORKLOAD.items():
        if key in spec:
            _check_relative_path(doc, spec[key], base + [key], folder)
    for phase in ("build", "kernels", "run"):
        for index, step in enumerate(spec.get(phase, [])):
            step_path = base + [phase, index]
            _check_env(doc, step.get("env", {}), step_path + ["env"])
            for number, check in enumerate(step.get("checks", [])):
                check_path = step_path + ["checks", number]
                if "output" in check:
                    _check_pattern(doc, check["output"]["pattern"], check_path + ["output", "pattern"])
                for key, folder in PATH_KEYS_OF_REFERENCE.items():
                    if key in check.get("reference", {}):
                        _check_relative_path(doc, check["reference"][key], check_path + ["reference", key], folder)


def _check_env(doc: config.Document, env: dict, key_path: list) -> None:
    for name in env:
        if name == "":
            raise doc.error(key_path + [name], "an environment variable name is empty", at_key=True)
        if "=" in name:
            raise doc.error(key_path + [name], f'name "{name}" contains "=", which ends a name in an environment',
                            at_key=True)


def _check_pattern(doc: config.Document, pattern: str, key_path: list) -> None:
    try:
        re.compile(pattern, re.MULTILINE)
    except re.error as exc:
        raise doc.error(key_path, f"the regular expression {pattern!r} does not compile: {exc}") from None


def _check_relative_path(doc: config.Document, value: str, key_path: list, folder: str) -> None:
    path = PurePosixPath(value)
    if value == "" or path.is_absolute() or ".." in path.parts:
        raise doc.error(key_path, f"{value!r} must be a path inside {FOLDER_WORDS[folder]}: relative, without '..'")


def inside(root: Path, relative: str) -> Path:
    """`root / relative` with every symbolic link resolved, if that is still inside `root`;
    else ValueError (a workload may plant a link in its cell folder that points elsewhere)."""
    root = root.resolve()
    target = (root / relative).resolve()
    if not target.is_relative_to(root):
        raise ValueError(f"{relative!r} leads outside its folder through a symbolic link; refused")
    return target


def _check_step_names(doc: config.Document, spec: dict, base: list) -> None:
    names: set[str] = set()
    for phase in ("build", "run"):
        for index, step in enumerate(spec.get(phase, [])):
            if step["name"] in names:
                raise doc.error(base + [phase, index, "name"], f"step name {step['name']!r} is used twice")
            names.add(step["name"])


def load_own(workloads_dir: Path, name: str) -> Workload:
    manifest = workloads_dir / name / "workload.yaml"
    if not manifest.is_file():
        raise FileNotFoundError(f"no workload {name!r}: {manifest} does not exist")
    (workload,) = load_file(manifest)
    if workload.name != name:
        doc = config.load(manifest)
        raise doc.error(["name"], f"name {workload.name!r} differs from its folder {name!r}")
    return workload


def resolve_source(workload: Workload) -> Path:
    """The folder the workload's commands run in (a git source is cloned into the cache)."""
    source = workload.spec.get("source", {"path": "."})
    if "path" in source:
        folder = (workload.manifest.parent / source["path"]).resolve()
        if not folder.is_dir():
            raise FileNotFoundError(f"{workload.manifest}: source folder {folder} does not exist")
    else:
        folder = _git_checkout(source["git"], source["revision"], tuple(source.get("paths", ())))
        if source.get("subdir"):
            folder = folder / source["subdir"]
    workload.source_dir = folder
    return folder


def _git_checkout(url: str, revision: str, only: tuple[str, ...] = ()) -> Path:
    """A checkout of `revision`; with `only` (sparse-checkout patterns) just those files,
    whose contents alone are fetched (a partial clone: the others' stay on the server)."""
    key = hashlib.sha256("\0".join((url, revision, *only)).encode()).hexdigest()[:16]
    target = paths.cache_dir() / "workload-sources" / key
    if (target / ".zluda-checkout-done").exists():
        return target
    if shutil.which("git") is None:
        raise RuntimeError("a git workload source needs git: run `invoke setup`")
    staging = target.with_name(f"{key}.partial-{os.getpid()}")
    shutil.rmtree(staging, ignore_errors=True)
    quiet = {"capture_output": True, "text": True}
    try:
        partial = ["--filter=blob:none"] if only else []
        sparse = [["git", "-C", str(staging), "sparse-checkout", "set", "--no-cone", *only]] if only else []
        for argv in (["git", "init", "-q", str(staging)],
                     ["git", "-C", str(staging), "fetch", "-q", *partial, "--depth", "1", url, revision],
                     *sparse,
                     ["git", "-C", str(staging), "checkout", "-q", "FETCH_HEAD"]):
            done = subprocess.run(argv, **quiet)
            if done.returncode != 0 and argv[3:4] == ["fetch"]:
                # servers that refuse fetching a bare commit id: fetch everything, then check out
                done = subprocess.run(["git", "-C", str(staging), "fetch", "-q", *partial, url,
                                       "+refs/heads/*:refs/remotes/src/*", "+refs/tags/*:refs/tags/*"], **quiet)
                for then in (*sparse, ["git", "-C", str(staging), "checkout", "-q", revision]):
                    if done.returncode == 0:
                        done = subprocess.run(then, **quiet)
                if done.returncode == 0:
                    break
            if done.returncode != 0:
                raise RuntimeError(f"git source {url} at {revision}: git {argv[3] if len(argv) > 3 else argv[1]} failed: "
                                   f"{done.stderr.strip()}")
        (staging / ".zluda-checkout-done").write_text(f"{url} {revision}\n")
        shutil.rmtree(target, ignore_errors=True)
        os.replace(staging, target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return target
