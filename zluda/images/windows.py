"""The Windows check, run inside the `windows` image: cross-build nvcuda.dll and
cudart64_13.dll from the API catalog with mingw-w64, build a Windows test program,
run it under wine against them, and verify the traced calls.

`python -m zluda.images.windows --json [--cuda-include DIR] [--artifacts DIR]` prints
{"checks": [{"name", "status", "detail"}], "unsupported": {...}, ...}.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from zluda.api import catalog as api_catalog
from zluda.client32 import build as client32_build
from zluda.client32 import cudart as client32_cudart
from zluda.client32 import windows as client32_windows
from zluda.images import windll
from zluda.shim import build as shim_build

CC = "x86_64-w64-mingw32-gcc"
UNKNOWN_TYPE = re.compile(r"unknown type name ['‘]([A-Za-z_]\w*)['’]")
OBJDUMP = "x86_64-w64-mingw32-objdump"
PROBE_SRC = Path(__file__).resolve().parent / "windows_src" / "cudaprobe.c"
DRIVER32_SRC = PROBE_SRC.parent / "driver32w.c"
OBJDUMP32 = "i686-w64-mingw32-objdump"
# what a 32-bit program finds by GetProcAddress (cudart32_92.dll's names among them)
DRIVER32_EXPORTS = ("cuInit", "cuCtxCreate_v2", "cuModuleLoadDataEx", "cuLaunchKernel", "cuMemcpyHtoD_v2",
                    "cuGetExportTable", "cuGetErrorName")
CUDA_INCLUDE_CANDIDATES = ("/opt/cuda-include", "/usr/local/cuda/include")
# what the probe program must leave in the trace, in order: (symbol, args subset, status)
EXPECTED_CALLS = [
    ("cuInit", {"Flags": 0}, "CUDA_ERROR_NOT_SUPPORTED"),
    ("cuGetErrorName", {}, "CUDA_SUCCESS"),
    ("cuDriverGetVersion", {}, "CUDA_ERROR_NOT_SUPPORTED"),
    ("cuGetErrorName", {}, "CUDA_SUCCESS"),
    ("cuDeviceGetCount", {}, "CUDA_ERROR_NOT_SUPPORTED"),
    ("cuGetErrorName", {}, "CUDA_SUCCESS"),
    ("cudaGetDeviceCount", {}, "cudaErrorNotSupported"),
    ("cudaGetErrorName", {}, None),
    ("cudaMalloc", {"size": 4096}, "cudaErrorNotSupported"),
    ("cudaGetErrorName", {}, None),
    ("cudaMemcpy", {"count": 4096, "kind": 2}, "cudaErrorNotSupported"),
    ("cudaGetErrorName", {}, None),
    ("cudaLaunchKernel", {"gridDim": [4, 2, 1], "blockDim": [128, 1, 1]}, "cudaErrorNotSupported"),
    ("cudaGetErrorName", {}, None),
]


def host_cuda_include() -> Path | None:
    """Where this machine has cuda.h + cuda_runtime_api.h: a CUDA toolkit, or the
    headers of PyPI's nvidia-cuda-runtime wheel that `invoke setup` installs."""
    found = find_cuda_include()
    if found:
        return found
    try:
        import nvidia
    except ImportError:
        return None
    for root in map(Path, getattr(nvidia, "__path__", [])):
        for header in sorted(root.glob("*/include/cuda.h")) + sorted(root.glob("*/*/include/cuda.h")):
            if (header.parent / "cuda_runtime_api.h").exists():
                return header.parent
    return None


def find_cuda_include(extra: str | None = None) -> Path | None:
    for candidate in ([extra] if extra else []) + list(CUDA_INCLUDE_CANDIDATES):
        if candidate and (Path(candidate) / "cuda.h").exists() and \
                (Path(candidate) / "cuda_runtime_api.h").exists():
            return Path(candidate)
    return None


class Checks:
    def __init__(self):
        self.rows: list[dict] = []

    def add(self, name: str, ok: bool | None, detail: str) -> bool:
        status = "unsupported" if ok is None else ("pass" if ok else "fail")
        self.rows.append({"name": name, "status": status, "detail": detail})
        return bool(ok)


def _run(argv, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(argv, capture_output=True, text=True, **kw)


EXPORT_ROW = re.compile(r"^\s*\[\s*\d+\]\s+\+base\[\s*\d+\]\s+[0-9a-fA-F]+\s+(\S+)\s*$", re.M)


def _exports(dll: Path, objdump: str = OBJDUMP) -> set[str]:
    """Names in the PE export table, as objdump -p lists them."""
    out = _run([objdump, "-p", str(dll)]).stdout
    _, _, table = out.partition("[Ordinal/Name Pointer] Table")
    return set(EXPORT_ROW.findall(table))


def run(cuda_include: str | None = None, artifacts: Path | None = None) -> dict:
    checks = Checks()
    result = {"checks": checks.rows, "unsupported": {"execution_backend": windll.UNSUPPORTED_REASON}}
    try:
        cat = api_catalog.load(13)
    except Exception as exc:  # the catalog's data missing
        checks.add("catalog", False, f"API catalog unavailable: {exc}")
        return result
    include = find_cuda_include(cuda_include)
    if not checks.add("cuda-headers", include is not None,
                      f"cuda.h + cuda_runtime_api.h in {include}" if include else
                      f"no CUDA headers in {cuda_include or CUDA_INCLUDE_CANDIDATES}"):
        return result
    with tempfile.TemporaryDirectory(prefix="zluda-win-") as tmp:
        work = Path(tmp)
        dlls = {}
        for key in windll.DLL_LIBRARIES:
            lib = cat.libraries[key]
            stem = Path(lib.windows_dll).stem
            unknown: frozenset = frozenset()
            started = time.monotonic()
            for _attempt in range(2):   # the second pass swaps types the headers lack
                source, deffile, symbols = windll.generate(cat, key, unknown)
                (work / f"{stem}.c").write_text(source)
                (work / f"{stem}.def").write_text(deffile)
                done = _run([CC, "-shared", "-O1", "-w", "-I", str(include), "-o",
                             str(work / lib.windows_dll), str(work / f"{stem}.c"),
                             str(work / f"{stem}.def")])
                reported = frozenset(UNKNOWN_TYPE.findall(done.stderr))
                if done.returncode == 0 or not reported - unknown:
                    break
                unknown |= reported
            seconds = round(time.monotonic() - started, 2)
            if unknown:
                result.setdefault("resolved_types", {})[lib.windows_dll] = sorted(unknown)
            if not checks.add(f"build/{lib.windows_dll}", done.returncode == 0,
                              f"{len(symbols)} catalog functions, {seconds} s" if done.returncode == 0
                              else done.stderr[-1500:]):
                continue
            exported = _exports(work / lib.windows_dll)
            missing = sorted(set(symbols) - exported)
            checks.add(f"exports/{lib.windows_dll}", not missing,
                       f"{len(exported)} exports" + (f"; missing {missing[:10]}" if missing else ""))
            dlls[key] = work / lib.windows_dll
        done = _run([CC, "-O1", "-w", "-I", str(include), "-o", str(work / "cudaprobe.exe"),
                     str(PROBE_SRC)])
        if not checks.add("build/cudaprobe.exe", done.returncode == 0,
                          "mingw-w64 PE32+ executable" if done.returncode == 0 else done.stderr[-1500:]):
            return result
        if len(dlls) != len(windll.DLL_LIBRARIES):
            return result
        trace = work / "trace"
        trace.mkdir()
        prefix = work / "wineprefix"
        env = dict(os.environ, WINEPREFIX=str(prefix), WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=",
                   ZLUDA_TRACE_DIR="Z:" + str(trace).replace("/", "\\"))
        started = time.monotonic()
        ran = _run(["wine", str(work / "cudaprobe.exe")], cwd=work, env=env, timeout=300)
        seconds = round(time.monotonic() - started, 1)
        result["wine_stdout"] = ran.stdout
        checks.add("wine/run", ran.returncode == 0,
                   f"exit {ran.returncode} in {seconds} s (first run creates the prefix)"
                   + ("" if ran.returncode == 0 else f": {ran.stdout[-400:]} {ran.stderr[-400:]}"))
        _check_trace(checks, trace / "calls.jsonl", result)
        checks.add("execution-backend", None, windll.UNSUPPORTED_REASON)
        _client32_checks(checks, include, work, env, result)
        if artifacts:
            artifacts.mkdir(parents=True, exist_ok=True)
            for name in ("nvcuda.dll", "cudart64_13.dll", "cudaprobe.exe", "nvcuda.c", "cudart64_13.c"):
                if (work / name).exists():
                    shutil.copy2(work / name, artifacts / name)
            if (trace / "calls.jsonl").exists():
                shutil.copy2(trace / "calls.jsonl", artifacts / "calls.jsonl")
    return result


def _client32_checks(checks: Checks, include: Path, work: Path, env: dict, result: dict) -> None:
    """The 32-bit nvcuda.dll: generated from the catalog, a 32-bit program of ours run under
    wine through it, every call answered by the 64-bit server (zluda/client32/listen.py)."""
    problem = client32_windows.compiler_problem()
    if not checks.add("client32/toolchain", problem is None, problem or f"{client32_windows.CC}"):
        return
    out = work / "win32"
    started = time.monotonic()
    try:
        dll = client32_windows.build(out, log=lambda *_: None)
    except client32_build.BuildError as exc:
        checks.add("build/nvcuda.dll (32-bit)", False, str(exc)[-1500:])
        return
    checks.add("build/nvcuda.dll (32-bit)", True, f"i686 PE, {round(time.monotonic() - started, 1)} s")
    exported = _exports(dll, OBJDUMP32)
    missing = [name for name in DRIVER32_EXPORTS if name not in exported]
    checks.add("exports/nvcuda.dll (32-bit)", not missing,
               f"{len(exported)} exports (plain and @-decorated names)" + (f"; missing {missing}" if missing else ""))
    # the same remote client for 64-bit programs (NVIDIA's cudart64_*.dll): one template, 64-bit types
    try:
        dll64 = client32_windows.build(work / "win64-remote", log=lambda *_: None, bits=64)
    except client32_build.BuildError as exc:
        checks.add("build/nvcuda.dll (64-bit, remote)", False, str(exc)[-1500:])
    else:
        checks.add("build/nvcuda.dll (64-bit, remote)", True, "x86-64 PE, the 32-bit DLL's template and plans")
        exported64 = _exports(dll64, OBJDUMP)
        missing64 = [name for name in DRIVER32_EXPORTS if name not in exported64]
        checks.add("exports/nvcuda.dll (64-bit, remote)", not missing64,
                   f"{len(exported64)} exports" + (f"; missing {missing64}" if missing64 else ""))
    exe = out / "driver32w.exe"
    done = _run([client32_windows.CC, "-O1", "-Wall", "-Werror", "-I", str(include), "-o", str(exe),
                 str(DRIVER32_SRC), str(dll)])
    if not checks.add("build/driver32w.exe", done.returncode == 0,
                      "mingw-w64 i686 PE32 executable" if done.returncode == 0 else done.stderr[-1500:]):
        return
    # the project's nvcuda.dll beside the program, never Wine's own
    env = dict(env, WINEDLLOVERRIDES=env.get("WINEDLLOVERRIDES", "") + ";nvcuda=n")
    alone = _run(["wine", str(exe)], cwd=out, env=env, timeout=300)
    checks.add("client32/without-server", alone.returncode != 0 and "ZLUDA_CLIENT32_SERVER=(not set" in alone.stderr,
               f"exit {alone.returncode}: " + next((line for line in alone.stderr.splitlines() if "zluda:" in line),
                                                   "no message from nvcuda.dll")[:300])
    library64 = shim_build.build_one(client32_build.LIBRARY64, work / "build64", log=lambda *_: None)
    started = time.monotonic()
    ran = _run([sys.executable, "-m", "zluda.client32.listen", "--library", str(library64), "--", "wine", str(exe)],
               cwd=out, env=env, timeout=600)
    seconds = round(time.monotonic() - started, 1)
    result["client32_stdout"] = ran.stdout
    ok = ran.returncode == 0 and "driver32w: ok" in ran.stdout
    checks.add("client32/wine-run", ok, f"exit {ran.returncode} in {seconds} s: "
               + ("; ".join(line for line in ran.stdout.splitlines() if line.startswith(("driver ", "round trip")))
                  if ok else f"{ran.stdout[-600:]} {ran.stderr[-1200:]}"))
    # NVIDIA's own CUDA 9.2 runtime (FleX's, when at hand) over both widths of the DLL
    for bits in (32, 64):
        runtime, why = client32_cudart.flex_runtime(bits)
        name = f"client32/cudart{bits}_92"
        if runtime is None:
            checks.add(name, None, why)
            continue
        try:
            done = client32_cudart.run(bits, runtime, work / f"cudart{bits}", library64, env)
        except (client32_build.BuildError, subprocess.TimeoutExpired) as exc:
            checks.add(name, False, str(exc)[-1500:])
            continue
        ok = done.returncode == 0 and "cudartw: ok" in done.stdout
        checks.add(name, ok, done.stdout.strip().splitlines()[-1] if ok else f"{done.stdout[-800:]} {done.stderr[-1200:]}")


def _check_trace(checks: Checks, calls_path: Path, result: dict) -> None:
    if not checks.add("trace/written", calls_path.exists(), str(calls_path.name)):
        return
    try:
        calls = [json.loads(line) for line in calls_path.read_text().splitlines() if line.strip()]
    except ValueError as exc:
        checks.add("trace/json", False, f"calls.jsonl is not JSON lines: {exc}")
        return
    result["calls"] = calls
    got = [c["symbol"] for c in calls]
    want = [symbol for symbol, _, _ in EXPECTED_CALLS]
    if not checks.add("trace/sequence", got == want, f"{len(calls)} calls: {', '.join(got)}"):
        return
    problems = []
    for call, (symbol, args, status) in zip(calls, EXPECTED_CALLS):
        for key, value in args.items():
            if call["args"].get(key) != value:
                problems.append(f"{symbol}.{key} = {call['args'].get(key)!r}, want {value!r}")
        if call["status_name"] != status:
            problems.append(f"{symbol} status {call['status_name']}, want {status}")
    seqs = [c["seq"] for c in calls]
    if seqs != list(range(1, len(calls) + 1)):
        problems.append(f"seq not 1..n: {seqs}")
    checks.add("trace/arguments-and-statuses", not problems,
               "; ".join(problems) or "arguments decoded (sizes, memcpy kind, dim3) and statuses named")
    summary = {"calls": len(calls), "per_api": {}, "unimplemented": sorted(
        {f"{c['lib']}/{c['fn']}" for c in calls if c["unimplemented"]})}
    for c in calls:
        entry = summary["per_api"].setdefault(f"{c['lib']}/{c['fn']}", {"calls": 0, "statuses": {}})
        entry["calls"] += 1
        entry["statuses"][str(c["status_name"])] = entry["statuses"].get(str(c["status_name"]), 0) + 1
    result["summary"] = summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zluda.images.windows")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--cuda-include")
    parser.add_argument("--artifacts", type=Path)
    args = parser.parse_args(argv)
    result = run(args.cuda_include, args.artifacts)
    if args.json:
        json.dump(result, sys.stdout, indent=1)
    else:
        for row in result["checks"]:
            print(f"{row['status']:12} {row['name']:36} {row['detail']}")
    return 0 if all(r["status"] != "fail" for r in result["checks"]) else 1


if __name__ == "__main__":
    raise SystemExit(main())
