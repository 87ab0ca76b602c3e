"""Run a program under the tracing interposers and finalise its trace folder."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from zluda import config
from zluda.api import catalog as catalog_module
from zluda.api.model import Catalog
from zluda.shim.cli import environment
from zluda.trace import build, decode, reallibs

MODES = ("nvidia", "zluda")
TRACE_FILES = ("calls.jsonl", "trace.json", "summary.json")
TRACE_DIRS = ("raw", "modules")


class TraceError(RuntimeError):
    """A problem found before the program runs (bad output folder, missing library)."""


@dataclass
class TraceResult:
    out_dir: Path
    returncode: int
    signal: str | None
    summary: dict
    warnings: list[str] = field(default_factory=list)
    stdout: str | None = None   # captured when stdout=subprocess.PIPE was asked for
    stderr: str | None = None


def prepare_out_dir(out_dir: Path) -> Path:
    """Create (or reuse) the trace folder; fail now, not after the run, if unwritable."""
    out_dir = Path(out_dir)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        probe = tempfile.NamedTemporaryFile(dir=out_dir, prefix=".probe-", delete=True)
        probe.close()
    except OSError as exc:
        raise TraceError(f"cannot write the trace folder {out_dir}: {exc.strerror or exc}") from None
    for name in TRACE_FILES:
        (out_dir / name).unlink(missing_ok=True)
    for name in TRACE_DIRS:
        if (out_dir / name).is_dir():
            shutil.rmtree(out_dir / name)
    return out_dir


def load_catalog(major: int) -> Catalog:
    return catalog_module.load(major)


def _program_path(argv: list[str]) -> Path | None:
    if not argv:
        raise TraceError("no program given: zluda trace [options] -- ./app args")
    prog = argv[0]
    found = shutil.which(prog) if "/" not in prog else (prog if Path(prog).exists() else None)
    if not found:
        raise TraceError(f"program not found: {prog}")
    return Path(found)


def _passthrough(layout: build.Layout, found: reallibs.Found) -> dict[str, dict[str, str]]:
    """Real exports the catalog lacks, per library: the interposer must still export
    them (NVIDIA's libraries import each other's private entry points)."""
    out = {}
    for key, lib in layout.libraries.items():
        path = found.paths.get(lib["soname"])
        if path is None:
            continue
        known = {f.symbol for f in layout.functions if f.lib == key and not f.variadic}
        try:
            exported = reallibs.exported_functions(path)
        except (OSError, ValueError) as exc:
            raise TraceError(f"cannot read the exports of {path}: {exc}") from None
        out[key] = {s: v for s, v in exported.items() if s not in known}
    return out


def _shim_environment(env: dict) -> dict:
    """What the project's libraries need besides being found (backend, Python path)."""
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        shim_env = environment(config.get("ZLUDA_BACKEND"), None, Path(env["LD_LIBRARY_PATH"].split(":")[0]))
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return {k: v for k, v in shim_env.items() if k in ("ZLUDA_BACKEND", "PYTHONPATH")}


def setup(argv: list[str], out_dir: Path, *, mode: str = "nvidia", real_libs: list[str] | None = None,
          catalog: Catalog | None = None, major: int | None = None, capture_bytes: int = 0,
          interposers: Path | None = None) -> tuple[dict, Path, build.Layout, list[str]]:
    """Everything before the program starts: returns (env, lib folder, layout, warnings)."""
    if mode not in MODES:
        raise TraceError(f"unknown --libs {mode!r}: choose one of {', '.join(MODES)}")
    program = _program_path(argv)
    out_dir = prepare_out_dir(out_dir)
    major = major or reallibs.cuda_major_of(program)
    dirs = (reallibs.nvidia_search_dirs(real_libs) if mode == "nvidia"
            else reallibs.zluda_search_dirs(real_libs))
    if interposers is None:
        catalog = catalog or load_catalog(major)
        planned = build.catalog_layout(catalog)
        found = reallibs.find([v["soname"] for v in planned.libraries.values()], dirs)
        interposers = build.build(catalog, major, passthrough=_passthrough(planned, found))
    sonames = build.sonames(interposers)            # key -> soname
    layout = build.load_layout(interposers)
    found = reallibs.find(list(sonames.values()), dirs)
    needs = set(reallibs.needed(program))
    warnings = []
    missing_needed = [s for s in sonames.values() if s in needs and s not in found.paths]
    if missing_needed and mode == "zluda":
        raise TraceError(f"{program.name} needs {', '.join(missing_needed)}: the project's "
                         f"libraries are not built (looked in: {', '.join(found.looked) or 'nowhere'}); "
                         "run `invoke build` or pass --real-libs DIR")
    if missing_needed:
        raise TraceError(
            f"{program.name} needs {', '.join(missing_needed)} but the real "
            f"{'library was' if len(missing_needed) == 1 else 'libraries were'} not found "
            f"(--libs {mode}; looked in: {', '.join(found.looked) or 'nowhere'}); "
            "pass --real-libs DIR")
    for soname in sonames.values():
        if soname not in found.paths:
            warnings.append(f"{soname}: real library not found (looked in: "
                            f"{', '.join(found.looked) or 'nowhere'}); its calls are not traced")
    lib_dir = Path(tempfile.mkdtemp(prefix="zluda-trace-libs-"))
    os.symlink(interposers / build.CORE_NAME, lib_dir / build.CORE_NAME)
    env = dict(os.environ)
    for key, soname in sonames.items():
        if soname in found.paths:
            os.symlink(interposers / soname, lib_dir / soname)
            env[f"ZLUDA_TRACE_REAL_{key.upper()}"] = str(found.paths[soname].resolve())
    env["LD_LIBRARY_PATH"] = str(lib_dir) + (":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
    raw = out_dir / "raw"
    raw.mkdir(exist_ok=True)
    shutil.copy(interposers / "layout.json", raw / "layout.json")
    (raw / "mode").write_text(mode + "\n")
    env["ZLUDA_TRACE_RAW_DIR"] = str(raw.resolve())
    env["ZLUDA_TRACE_LAYOUT"] = layout.hash
    env["ZLUDA_TRACE_CAPTURE_BYTES"] = str(int(capture_bytes))
    # the project's own libraries trace themselves when ZLUDA_TRACE_DIR is set: under
    # the tracer that would write a second trace into the same folder
    env.pop("ZLUDA_TRACE_DIR", None)
    if mode == "zluda":
        env.update(_shim_environment(env))
    return env, lib_dir, layout, warnings


def finalise(out_dir: Path, extra: dict | None = None) -> dict:
    """Decode the raw files of a trace folder (also usable after a crash of this tool)."""
    out_dir = Path(out_dir)
    raw = out_dir / "raw"
    layout_file = raw / "layout.json"
    if not layout_file.exists():
        raise TraceError(f"{out_dir}: no raw/layout.json: not a zluda trace folder")
    layout = build.Layout.from_json(layout_file.read_text())
    mode = (raw / "mode").read_text().strip() if (raw / "mode").exists() else "nvidia"
    summary = decode.finalise(out_dir, layout, mode)
    if extra:
        summary.update(extra)
        decode.atomic_write(out_dir / "summary.json", json.dumps(summary, indent=1) + "\n")
    return summary


def _crash_info(summary: dict, sig: str, out_dir: Path) -> dict:
    info = {"signal": sig, "in_calls": summary["incomplete"]}
    last = None
    calls = out_dir / "calls.jsonl"
    if calls.exists():
        for line in calls.read_text().splitlines():
            last = json.loads(line)
    if last:
        info["last_call"] = {"seq": last["seq"], "fn": last["fn"],
                             "finished": not last.get("incomplete")}
    return info


def trace(argv: list[str], out_dir: Path, *, mode: str = "nvidia", real_libs: list[str] | None = None,
          catalog: Catalog | None = None, major: int | None = None, capture_bytes: int = 0,
          interposers: Path | None = None, stdout=None, stderr=None) -> TraceResult:
    env, lib_dir, _layout, warnings = setup(argv, out_dir, mode=mode, real_libs=real_libs,
                                            catalog=catalog, major=major,
                                            capture_bytes=capture_bytes, interposers=interposers)
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the program, not us
    try:
        try:
            proc = subprocess.Popen(argv, env=env, stdout=stdout, stderr=stderr, text=True,
                                    errors="replace",
                                    preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        except OSError as exc:
            shutil.rmtree(Path(out_dir) / "raw", ignore_errors=True)  # no half trace folder
            raise TraceError(f"cannot start {argv[0]}: {exc.strerror or exc}") from None
        out, err = proc.communicate()
        returncode = proc.returncode
    finally:
        signal.signal(signal.SIGINT, previous)
        shutil.rmtree(lib_dir, ignore_errors=True)
    sig = signal.Signals(-returncode).name if returncode < 0 else None
    extra = {"program": [str(a) for a in argv], "exit_code": returncode, "warnings": warnings}
    summary = finalise(out_dir, extra)
    if sig:
        summary["crash"] = _crash_info(summary, sig, Path(out_dir))
        decode.atomic_write(Path(out_dir) / "summary.json", json.dumps(summary, indent=1) + "\n")
    return TraceResult(Path(out_dir), returncode, sig, summary, warnings, out, err)
