"""`zluda run` (a CUDA program on the project's libraries) and `zluda info`."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from zluda import config
from zluda.paths import PACKAGE_DIR, build_dir, cache_dir

BACKENDS = ("cpu",)


def register(subparsers) -> None:
    run = subparsers.add_parser("run", help="run a CUDA program on the project's libraries",
                                description="Run an unmodified CUDA program on the project's "
                                            "libraries: one built with nvcc's default (the static "
                                            "runtime talks to libcuda.so.1) or with -cudart shared. "
                                            "Exit status: the program's; like env(1), 125 when "
                                            "zluda run itself fails, 126 when the program cannot "
                                            "be run, 127 when it is not found.",
                                usage_status=OWN_FAILURE)
    run.add_argument("--backend", choices=BACKENDS, default="cpu", help="device backend (default: cpu)")
    run.add_argument("--trace-dir", type=Path, help="record every API call into this folder (calls.jsonl, summary.json)")
    run.add_argument("--no-build", action="store_true", help="fail instead of building missing libraries")
    run.add_argument("--tier", choices=config.variable("ZLUDA_CPU_TIER").choices,
                     help="the CPU backend's compilation tier for every kernel of the run (sets "
                          "ZLUDA_CPU_TIER; default auto: baseline first, full once a kernel is hot)")
    run.add_argument("program", nargs=argparse.REMAINDER, help="-- ./app args")
    run.set_defaults(func=cmd_run)

    info = subparsers.add_parser("info", help="what the project's CUDA libraries see")
    info.add_argument("--backend", choices=BACKENDS, default=config.get("ZLUDA_BACKEND"))
    info.add_argument("--not-supported", action="store_true",
                      help="list the functions that have no meaning on the device, with the reason")
    info.set_defaults(func=cmd_info)


# zluda run's own exit statuses, env(1)'s and timeout(1)'s: every other status is the
# program's, so a script can tell "the program said 2" from "zluda run could not start it"
OWN_FAILURE, CANNOT_RUN, NOT_FOUND = 125, 126, 127


def _err(msg: str, status: int = OWN_FAILURE) -> int:
    print(f"zluda run: {msg}", file=sys.stderr)
    return status


def environment(backend: str, trace_dir: Path | None, libs: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["LD_LIBRARY_PATH"] = os.pathsep.join([str(libs)] + [p for p in env.get("LD_LIBRARY_PATH", "").split(os.pathsep) if p])
    env["ZLUDA_BACKEND"] = backend
    repo = str(PACKAGE_DIR.parent)
    env["PYTHONPATH"] = os.pathsep.join([repo] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    # the kernel compile server's interpreter (zluda/cpu/compile_server.py): inside the program
    # sys.executable is the program itself
    env["ZLUDA_PYTHON"] = sys.executable
    if trace_dir is not None:
        env["ZLUDA_TRACE_DIR"] = str(trace_dir)
    return env


def cmd_run(args) -> int:
    argv = args.program[1:] if args.program[:1] == ["--"] else args.program
    if not argv:
        return _err("no program given: zluda run [--backend cpu] [--trace-dir D] -- ./app args")
    exe = shutil.which(argv[0]) if "/" not in argv[0] else argv[0]
    if exe is None or not Path(exe).exists():
        return _err(f"program not found: {argv[0]}", NOT_FOUND)
    if args.trace_dir is not None:
        try:
            args.trace_dir.mkdir(parents=True, exist_ok=True)
            probe = args.trace_dir / ".zluda-write-test"
            probe.write_text("")
            probe.unlink()
        except OSError as exc:
            return _err(f"cannot write the trace folder {args.trace_dir}: {exc.strerror or exc}")
    if _elf_class(exe) == 1:
        return _run_32bit(args, argv)
    if Path(exe).name in ("wine", "wine64") or _elf_class(exe) == 0 and _is_pe(exe):
        return _run_wine(args, argv)
    from zluda.shim import stamps

    libs = build_dir()
    stale = [t for t in stamps.TARGETS if not stamps.is_current(t, libs)]
    if stale:
        if args.no_build:
            return _err(f"libraries not built: {', '.join(t.soname() for t in stale)} (run `invoke build`)")
        print(f"zluda run: building {len(stale)} librar{'y' if len(stale) == 1 else 'ies'} first (invoke build)",
              file=sys.stderr)
        from zluda.shim import build

        try:
            build.build_all(libs, log=lambda m: print(f"zluda run: {m}", file=sys.stderr))
        except build.BuildError as exc:
            return _err(str(exc))
    return _start(args, argv, environment(args.backend, args.trace_dir, libs))


def _elf_class(path) -> int:
    """1 for a 32-bit ELF program, 2 for a 64-bit one, 0 for anything else (a script)."""
    try:
        with open(path, "rb") as f:
            head = f.read(5)
    except OSError:
        return 0
    return head[4] if head[:4] == b"\x7fELF" and len(head) == 5 else 0


def _run_32bit(args, argv) -> int:
    """A 32-bit program gets the 32-bit libcuda.so.1, whose server runs the driver API."""
    from zluda.client32 import build as client32_build

    if not client32_build.is_current():
        if args.no_build:
            return _err("the 32-bit libcuda.so.1 is not built (run `invoke build`)")
        try:
            client32_build.build(log=lambda m: print(f"zluda run: {m}", file=sys.stderr))
        except client32_build.BuildError as exc:
            return _err(str(exc))
    # the server the 32-bit library starts inherits the environment and traces what it serves
    return _start(args, argv, environment(args.backend, args.trace_dir, client32_build.output_dir()))


def _is_pe(path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(2) == b"MZ"
    except OSError:
        return False


def _run_wine(args, argv) -> int:
    """A Windows program (`wine app.exe`, or app.exe itself) gets the project's nvcuda.dll in
    its Wine prefix and a server for it; the server traces with --trace-dir."""
    from zluda.shim import wine

    env = environment(args.backend, args.trace_dir, build_dir())
    if args.tier:
        env["ZLUDA_CPU_TIER"] = args.tier
    try:
        code = wine.run(argv, env, log=lambda m: print(f"zluda run: {m}", file=sys.stderr), build=not args.no_build)
    except wine.WineError as exc:
        return _err(str(exc))
    except OSError as exc:
        return _err(f"cannot start {argv[0]}: {exc.strerror or exc}", CANNOT_RUN)
    if code < 0:
        print(f"zluda run: {argv[0]} was killed by signal {-code}", file=sys.stderr)
        return 128 - code
    return code


def _start(args, argv, env) -> int:
    if args.tier:
        env["ZLUDA_CPU_TIER"] = args.tier
    try:
        proc = subprocess.run(argv, env=env)
    except FileNotFoundError as exc:
        return _err(f"cannot start {argv[0]}: {exc.strerror or exc}", NOT_FOUND)
    except OSError as exc:
        return _err(f"cannot start {argv[0]}: {exc.strerror or exc}", CANNOT_RUN)
    if proc.returncode < 0:
        print(f"zluda run: {argv[0]} was killed by signal {-proc.returncode}", file=sys.stderr)
        return 128 - proc.returncode
    return proc.returncode


INFO_PROBE = r"""
import ctypes, json, os, sys
out = {}
try:
    rt = ctypes.CDLL(os.path.join(sys.argv[1], "libcudart.so.13"))
except OSError as exc:
    print(json.dumps({"error": str(exc)})); sys.exit(0)
v = ctypes.c_int(0)
out["runtime_status"] = rt.cudaRuntimeGetVersion(ctypes.byref(v)); out["runtime_version"] = v.value
out["driver_status"] = rt.cudaDriverGetVersion(ctypes.byref(v)); out["driver_version"] = v.value
n = ctypes.c_int(0)
out["count_status"] = rt.cudaGetDeviceCount(ctypes.byref(n)); out["count"] = n.value
rt.cudaGetErrorName.restype = ctypes.c_char_p
for k in ("runtime_status", "driver_status", "count_status"):
    out[k] = rt.cudaGetErrorName(out[k]).decode()
names = []
if out["count_status"] == "cudaSuccess":
    for i in range(n.value):
        prop = ctypes.create_string_buffer(4096)
        s = rt.cudaGetDeviceProperties(prop, i)
        names.append(prop.raw[:256].split(b"\0")[0].decode() if s == 0 else f"<{rt.cudaGetErrorName(s).decode()}>")
out["devices"] = names
print(json.dumps(out))
"""


def coverage_line(cat, lib: str) -> str:
    """How much of one library of the catalog the implementations answer (CUDA 13's names)."""
    from zluda.shim import registry

    functions = cat.functions_of(lib)
    reasons = registry.not_supported(lib)
    answered = [f for f in functions if registry.lookup(lib, f.symbol, f.name) is not None]
    unsupported = sum(f.name in reasons for f in answered)
    done = len(answered) - unsupported
    line = f"{done} of {len(functions)} ({100.0 * done / len(functions):.1f} %)"
    if unsupported:
        line += f", {unsupported} not supported on this device"
    return line + f", {len(functions) - len(answered)} not implemented"


def print_not_supported(cat) -> None:
    """The not-supported functions, grouped by reason (one row of the runtime's table each)."""
    from zluda.shim import registry

    for lib in ("cudart", "cuda"):
        names = sorted({f.name for f in cat.functions_of(lib)})
        by_reason: dict[str, list[str]] = {}
        for name, reason in registry.not_supported(lib).items():
            if name in names:
                by_reason.setdefault(reason, []).append(name)
        for reason, covered in by_reason.items():
            print(f"not supported ({lib}): {reason}")
            print("  " + " ".join(sorted(covered)))


def cmd_info(args) -> int:
    from zluda.api import catalog
    from zluda.shim import build, registry

    libs = build_dir()
    print(f"backend:      {args.backend}")
    print(f"cache dir:    {cache_dir()}")
    print(f"build dir:    {libs}")
    for major in catalog.available():
        cat = catalog.load(major)
        counts = ", ".join(f"{k} {len(cat.functions_of(k))}" for k in sorted(cat.libraries))
        print(f"catalog:      CUDA {cat.cuda_version} ({counts} functions)")
    print("libraries:")
    for soname, current in build.built_libraries(libs).items():
        state = "built" if current else ("stale (run `invoke build`)" if (libs / soname).exists() else "not built")
        print(f"  {soname:22} {state}")
    registry.load_implementations(config.get("ZLUDA_IMPLEMENTATIONS"))
    newest = catalog.load(max(catalog.available()))
    for lib in ("cudart", "cuda", "cublas", "cublasLt"):
        print(f"implemented:  {lib}: {coverage_line(newest, lib)}")
    if args.not_supported:
        print_not_supported(newest)
    if not (libs / "libcudart.so.13").exists():
        print("devices:      unknown (libcudart.so.13 is not built)")
        return 0
    env = environment(args.backend, None, libs)
    env["ZLUDA_LOG_UNIMPLEMENTED"] = "off"
    probe = subprocess.run([sys.executable, "-c", INFO_PROBE, str(libs)], capture_output=True, text=True, env=env)
    try:
        seen = json.loads(probe.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        print(f"devices:      the probe failed: {probe.stderr.strip()[-500:]}")
        return 1
    if "error" in seen:
        print(f"devices:      cannot load libcudart.so.13: {seen['error']}")
        return 1
    print(f"runtime:      {seen['runtime_version']} ({seen['runtime_status']})")
    print(f"driver:       {seen['driver_version']} ({seen['driver_status']})")
    if seen["count_status"] != "cudaSuccess":
        print(f"devices:      cudaGetDeviceCount -> {seen['count_status']}")
    else:
        print(f"devices:      {seen['count']}")
        for i, name in enumerate(seen["devices"]):
            print(f"  {i}: {name}")
    return 0
