"""Builds a suite's selected programs (in parallel, each with its Makefile or the recipe's own
nvcc line, `-cudart shared`) and runs them (in parallel, each with its own time limit),
natively or through `zluda run`, recording what each printed, its exit status and its time.
Standard library and PyYAML only: it also runs on the GPU machine."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from zluda.corpus import recipes
from zluda.llmc.build import project_build_script

REPO_ROOT = Path(__file__).resolve().parent.parent.parent
BUILD_RECORD = "build.json"
RESULTS_RECORD = "results.json"
BUILD_TIMEOUT = 600
# what a record keeps of a program's output: its head and its tail
KEEP_HEAD, KEEP_TAIL = 1500, 2500


def trimmed(text: str, head: int = KEEP_HEAD, tail: int = KEEP_TAIL) -> str:
    if len(text) <= head + tail:
        return text
    return f"{text[:head]}\n[... {len(text) - head - tail} characters left out ...]\n{text[-tail:]}"


def stage(program: recipes.Program, source_root: Path, build_root: Path) -> Path:
    """A writable copy of the program's folder (and the folders beside it that it reads), at
    the same place relative to the checkout: the checkout itself stays untouched."""
    folder = Path(program.folder)
    for rel in [folder, *(folder.parent / s for s in program.siblings)]:
        src, dest = source_root / rel, build_root / rel
        if not src.is_dir():
            raise FileNotFoundError(f"{src}: not in the checkout")
        if not dest.exists():
            shutil.copytree(src, dest, symlinks=True)
    return build_root / folder


def toolchain_flags() -> list[str]:
    """cuBLAS's headers and libraries where nvcc does not look (the PyPI wheels): the
    project's toolchain search (workloads/build.py), as llm.c's build uses it."""
    try:
        tc = project_build_script().find_toolchain()
    except RuntimeError:   # both builds' BuildError: no toolchain search here, nvcc's own paths serve
        return []
    flags = [f"-I{tc.cublas_include}"] if tc.cublas_include else []
    if tc.cublas_libdir:
        flags += [f"-L{tc.cublas_libdir}", "-Xlinker", f"-rpath={tc.cublas_libdir}"]
    return flags


def build_command(program: recipes.Program, nvcc: str, runtime: str, extra: list[str] = ()) -> list[str]:
    compiler = " ".join([shlex.quote(nvcc), *recipes.RUNTIME_FLAGS[runtime], *map(shlex.quote, extra)])
    if program.sources:
        return [nvcc, "-O3", f"-arch={recipes.ARCH}", *recipes.RUNTIME_FLAGS[runtime], *extra, *program.flags,
                *program.sources, "-o", program.binary or "main"]
    return ["make", f"CC={compiler}", f"NVCC={compiler}", f"ARCH={recipes.ARCH}", f"SM={recipes.ARCH}"]


def _binary_from_make(folder: Path, command: list[str]) -> str | None:
    """The program `make run` would start (its Makefile knows its name)."""
    done = subprocess.run([*command, "-n", "run"], cwd=folder, capture_output=True, text=True, timeout=60)
    for line in reversed(done.stdout.splitlines()):
        words = line.split()
        if words and words[0].startswith("./"):
            return words[0]
    return None


def build_one(program: recipes.Program, source_root: Path, build_root: Path, nvcc: str, runtime: str,
              timeout: float = BUILD_TIMEOUT, extra: list[str] = ()) -> dict:
    start = time.monotonic()
    record = {"built": False, "seconds": None, "binary": None, "log": ""}
    try:
        folder = stage(program, source_root, build_root)
        command = build_command(program, nvcc, runtime, extra)
        done = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=timeout)
        record["log"] = trimmed(done.stdout + done.stderr, 500, 2500)
        binary = (program.binary or "main") if program.sources else _binary_from_make(folder, command)
        if done.returncode == 0 and binary and (folder / binary).is_file():
            record.update(built=True, binary=binary)
        elif done.returncode == 0:
            record["log"] += f"\nthe build made no program ({binary or 'make -n run names none'})"
    except subprocess.TimeoutExpired:
        record["log"] = f"the build took more than {timeout:g} s"
    except (OSError, subprocess.SubprocessError) as exc:
        record["log"] = f"{type(exc).__name__}: {exc}"
    record["seconds"] = round(time.monotonic() - start, 3)
    return record


def build_all(suite: recipes.Suite, source_root: Path, build_root: Path, names: list[str] | None = None,
              jobs: int = 1, runtime: str = recipes.DEFAULT_RUNTIME, nvcc: str = "nvcc", log=None,
              timeout: float = BUILD_TIMEOUT) -> dict:
    programs = suite.selected(names)
    build_root.mkdir(parents=True, exist_ok=True)
    record = {"schema_version": 1, "suite": suite.name, "revision": suite.revision, "runtime": runtime,
              "arch": recipes.ARCH, "programs": {}}
    writer = _IncrementalRecord(build_root / BUILD_RECORD, record, "programs")
    extra = toolchain_flags()

    def one(program):
        built = build_one(program, source_root, build_root, nvcc, runtime, timeout, extra)
        if log:
            log(f"[build {program.name}] {'ok' if built['built'] else 'FAILED'} in {built['seconds']} s")
        writer.add(program.name, built)

    with ThreadPoolExecutor(max(1, jobs)) as pool:
        list(pool.map(one, programs))
    return writer.finish()


class _IncrementalRecord:
    """A record rewritten (atomically) after each program: a run cut short still leaves
    every finished program's result."""

    def __init__(self, path: Path, record: dict, key: str):
        self.path, self.record, self.key = path, record, key
        self.lock = threading.Lock()

    def add(self, name: str, entry: dict, key: str | None = None) -> None:
        with self.lock:
            self.record[key or self.key][name] = entry
            self._write()

    def finish(self) -> dict:
        with self.lock:
            for key, value in self.record.items():
                if isinstance(value, dict) and key in (self.key, "builds"):
                    self.record[key] = dict(sorted(value.items()))
            self._write()
            return self.record

    def _write(self) -> None:
        tmp = self.path.with_name(f".{self.path.name}.tmp")
        tmp.write_text(json.dumps(self.record, indent=1) + "\n")
        os.replace(tmp, self.path)


def launcher(kind: str, trace_dir: Path, no_build: bool = False) -> list[str]:
    if kind == "native":
        return []
    if kind == "zluda":
        # this tree's zluda package, installed or not
        path = os.pathsep.join(p for p in (str(REPO_ROOT), os.environ.get("PYTHONPATH", "")) if p)
        return ["env", f"PYTHONPATH={path}", sys.executable, "-m", "zluda", "run",
                *(["--no-build"] if no_build else []), "--trace-dir", str(trace_dir), "--"]
    raise ValueError(f"unknown launcher {kind!r}: native or zluda")


def run_one(program: recipes.Program, folder: Path, binary: str, argv_prefix: list[str], timeout: float,
            out_dir: Path) -> dict:
    out_dir.mkdir(parents=True, exist_ok=True)
    stdout_path, stderr_path = out_dir / "stdout.txt", out_dir / "stderr.txt"
    argv = [*argv_prefix, str(folder / binary), *program.args]
    start = time.monotonic()
    with open(stdout_path, "wb") as out, open(stderr_path, "wb") as err:
        proc = subprocess.Popen(argv, cwd=folder / Path(binary).parent, stdout=out, stderr=err,
                                stdin=subprocess.DEVNULL, start_new_session=True,
                                env={**os.environ, **dict(program.env)})
        try:
            exit_code = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            exit_code = None
    seconds = round(time.monotonic() - start, 3)
    stdout = stdout_path.read_text(errors="replace")
    stderr = stderr_path.read_text(errors="replace")
    passed, why = recipes.verdict(program, exit_code, stdout)
    # the arguments: a time means something beside another only for the same arguments
    return {"exit_code": exit_code, "seconds": seconds, "timeout": timeout, "passed": passed, "why": why,
            "args": list(program.args), **({"env": dict(program.env)} if program.env else {}), "stdout": trimmed(stdout), "stderr": trimmed(stderr, 500, 3500)}


def run_all(suite: recipes.Suite, build_root: Path, out_dir: Path, kind: str, names: list[str] | None = None,
            jobs: int = 1, timeout_scale: float = 1.0, log=None, extra: dict | None = None,
            no_build: bool = False) -> dict:
    built = json.loads((build_root / BUILD_RECORD).read_text())["programs"]
    programs = [p for p in suite.selected(names) if built.get(p.name, {}).get("built")]

    def one(program):
        folder = build_root / program.folder
        record = run_one(program, folder, built[program.name]["binary"],
                         launcher(kind, out_dir / program.name / "trace", no_build),
                         program.timeout * timeout_scale, out_dir / program.name)
        if log:
            log(f"[run {program.name}] {'PASS' if record['passed'] else 'FAIL'} ({record['why']}) "
                f"in {record['seconds']} s")
        return program.name, record

    out_dir.mkdir(parents=True, exist_ok=True)
    record = {"schema_version": 1, "suite": suite.name, "revision": suite.revision, "launcher": kind,
              **(extra or {}), "builds": {name: {k: v for k, v in b.items() if k != "log" or not b["built"]}
                                          for name, b in built.items()},
              "runs": {}}
    writer = _IncrementalRecord(out_dir / RESULTS_RECORD, record, "runs")
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        list(pool.map(lambda program: writer.add(*one(program)), programs))
    return writer.finish()


def build_and_run_all(suite: recipes.Suite, source_root: Path, build_root: Path, out_dir: Path, record_path: Path,
                      kind: str, names: list[str] | None = None, jobs: int = 1, timeout_scale: float = 1.0,
                      build_timeout: float = BUILD_TIMEOUT, nvcc: str = "nvcc", runtime: str = recipes.DEFAULT_RUNTIME,
                      deadline: float | None = None, log=None, extra: dict | None = None) -> dict:
    """Each program built and, once built, run at once by the same worker: on a machine of
    many cores the GPU is busy while the next programs compile, and a call cut short keeps
    every program it finished. Both records (build_root/build.json, record_path: the `run`
    record with its builds) are rewritten after each program. No program starts after
    `deadline` seconds; those are missing from the records."""
    programs = suite.selected(names)
    build_root.mkdir(parents=True, exist_ok=True)
    out_dir.mkdir(parents=True, exist_ok=True)
    builds = _IncrementalRecord(build_root / BUILD_RECORD, {
        "schema_version": 1, "suite": suite.name, "revision": suite.revision, "runtime": runtime,
        "arch": recipes.ARCH, "programs": {}}, "programs")
    runs = _IncrementalRecord(record_path, {
        "schema_version": 1, "suite": suite.name, "revision": suite.revision, "launcher": kind, **(extra or {}),
        "builds": {}, "runs": {}}, "runs")
    flags = toolchain_flags()
    start = time.monotonic()

    def one(program):
        if deadline is not None and time.monotonic() - start > deadline:
            if log:
                log(f"[{program.name}] not started: past the deadline of {deadline:g} s")
            return
        built = build_one(program, source_root, build_root, nvcc, runtime, build_timeout, flags)
        builds.add(program.name, built)
        runs.add(program.name, {k: v for k, v in built.items() if k != "log" or not built["built"]}, "builds")
        if not built["built"]:
            if log:
                log(f"[build {program.name}] FAILED in {built['seconds']} s")
            return
        record = run_one(program, build_root / program.folder, built["binary"],
                         launcher(kind, out_dir / program.name / "trace"), program.timeout * timeout_scale,
                         out_dir / program.name)
        runs.add(program.name, record)
        if log:
            log(f"[{program.name}] built in {built['seconds']} s, {'PASS' if record['passed'] else 'FAIL'} "
                f"({record['why']}) in {record['seconds']} s")

    with ThreadPoolExecutor(max(1, jobs)) as pool:
        list(pool.map(one, programs))
    builds.finish()
    return runs.finish()
