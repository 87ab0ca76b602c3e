"""Record reference traces on a machine with an NVIDIA GPU (the H200).

    OUT=/some/dir python3 zluda/trace/record_reference.py [--no-bench] [PROGRAM ...]

PROGRAM is a .cu file (built here with nvcc -cudart shared, linked with cuBLAS and
cuBLASLt) or an already built executable; default: zluda/trace/reference/blas_lt.cu
(runtime + cuBLAS + cuBLASLt) and tests/trace/programs/basic.cu. Each program runs
natively, then under `zluda trace --libs nvidia`; the script checks that the output is
unchanged and that library calls nest (cuBLAS -> cuBLASLt / driver, runtime -> driver),
then runs the tracer benchmark. Results in $OUT (flat, 4 files):
  reference-traces.tar.xz  one trace folder per program (calls.jsonl, summary.json,
                           trace.json, modules/ kernel lists + PTX, raw/)
  report.json              per program: output match, call counts, nesting, exit codes
  bench-trace.json         tracer overhead per call and whole-program slowdown
  record.log               everything printed on the way
Exit status 0 when every program's traced output matched its native output.
"""

from __future__ import annotations

import glob
import json
import os
import shutil
import site
import subprocess
import sys
import tarfile
import tempfile
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))   # run as a script on a machine where the package is not installed

from zluda.trace import bench as trace_bench, run  # noqa: E402 (importable once REPO is on sys.path)

DEFAULT_PROGRAMS = [REPO / "zluda/trace/reference/blas_lt.cu", REPO / "tests/trace/programs/basic.cu"]
MODULE_FILE_CAP = 2 << 20      # module images bigger than this stay out of the tarball
TARBALL_CAP = 15 << 20         # the device machine returns files up to 16 MiB

LOG: list[str] = []


def log(msg: str) -> None:
    print(msg, flush=True)
    LOG.append(msg)


def _first(patterns: list[str]) -> Path | None:
    for pattern in patterns:
        hits = sorted(glob.glob(pattern))
        if hits:
            return Path(hits[0])
    return None


def _site_dirs() -> list[str]:
    dirs = list(site.getsitepackages()) + [p for p in sys.path if p.endswith("site-packages")]
    return list(dict.fromkeys(dirs))


def find_toolchain() -> dict:
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    cuda = Path(nvcc).resolve().parent.parent
    sites = _site_dirs()
    header = _first([str(cuda / "include/cublas_v2.h"), "/usr/local/cuda/include/cublas_v2.h",
                     *[f"{s}/nvidia/cu13/include/cublas_v2.h" for s in sites],
                     *[f"{s}/nvidia/cublas/include/cublas_v2.h" for s in sites]])
    lib = _first([str(cuda / "lib64/libcublas.so.13"), "/usr/local/cuda/lib64/libcublas.so.13",
                  *[f"{s}/nvidia/cu13/lib/libcublas.so.13" for s in sites],
                  *[f"{s}/nvidia/cublas/lib/libcublas.so.13" for s in sites]])
    return {"nvcc": nvcc, "cublas_include": header.parent if header else None,
            "cublas_lib": lib.parent if lib else None}


def build_program(src: Path, work: Path, tools: dict) -> Path:
    exe = work / "bin" / src.stem
    exe.parent.mkdir(exist_ok=True)
    cmd = [tools["nvcc"], "-cudart", "shared", "-O2",
           "-gencode", "arch=compute_90,code=sm_90", "-gencode", "arch=compute_80,code=compute_80",
           "-o", str(exe), str(src)]
    if "cublas" in src.read_text():
        if not tools["cublas_include"] or not tools["cublas_lib"]:
            raise SystemExit(f"{src.name} needs cuBLAS: cublas_v2.h / libcublas.so.13 not found")
        links = work / "link"  # wheels ship only versioned names; the linker wants libcublas.so
        links.mkdir(exist_ok=True)
        for name in ("libcublas", "libcublasLt"):
            target = tools["cublas_lib"] / f"{name}.so.13"
            if not (links / f"{name}.so").exists():
                os.symlink(target, links / f"{name}.so")
        # no rpath: an old-style DT_RPATH would beat LD_LIBRARY_PATH and bypass the tracer
        cmd += ["-I", str(tools["cublas_include"]), "-L", str(links), "-lcublas", "-lcublasLt"]
    log("$ " + " ".join(cmd))
    subprocess.run(cmd, check=True)
    return exe


def nesting(calls: list[dict]) -> dict:
    by_seq = {c["seq"]: c for c in calls}
    edges = Counter()
    for c in calls:
        if c.get("parent") in by_seq:
            edges[f"{by_seq[c['parent']]['lib']} -> {c['lib']}"] += 1
    return dict(edges)


def record(exe: Path, traces: Path, env: dict) -> dict:
    name = exe.name
    t0 = time.perf_counter()
    native = subprocess.run([str(exe)], capture_output=True, text=True, env=env)
    native_s = time.perf_counter() - t0
    log(f"[{name}] native exit {native.returncode}: {native.stdout.strip()[-400:]}")
    out_dir = traces / name
    t0 = time.perf_counter()
    old = dict(os.environ)
    os.environ.update(env)
    try:
        res = run.trace([str(exe)], out_dir, mode="nvidia", stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    finally:
        os.environ.clear()
        os.environ.update(old)
    traced_s = time.perf_counter() - t0
    for w in res.warnings:
        log(f"[{name}] warning: {w}")
    calls = [json.loads(l) for l in (out_dir / "calls.jsonl").read_text().splitlines()]
    libs = Counter(c["lib"] for c in calls)
    edges = nesting(calls)
    failed = Counter(f"{c['lib']}/{c['fn']}: {c['status_name']}" for c in calls if not c["ok"])
    uses_blas = libs.get("cublas", 0) > 0
    row = {"program": name, "native_exit": native.returncode, "traced_exit": res.returncode,
           # a cuBLAS call must show the library calls it makes underneath
           "nesting_ok": (not uses_blas) or any(e.startswith("cublas -> ") for e in edges),
           "output_matches": native.stdout == res.stdout,
           "native_s": round(native_s, 3), "traced_with_decode_s": round(traced_s, 3),
           "calls": len(calls), "calls_per_library": dict(libs), "nesting": edges,
           "not_successful": dict(failed.most_common(30)),
           "d2h_checksums": sum(1 for c in calls if c.get("d2h_checksum")),
           "modules": len(res.summary["modules"]), "warnings": res.warnings,
           "signal": res.signal}
    log(f"[{name}] traced exit {res.returncode}, {len(calls)} calls {dict(libs)}, nesting {edges}, "
        f"output {'unchanged' if row['output_matches'] else 'CHANGED'}")
    if not row["output_matches"]:
        log(f"[{name}] native stdout:\n{native.stdout}\n[{name}] traced stdout:\n{res.stdout}\n"
            f"[{name}] traced stderr:\n{res.stderr[-2000:]}")
    return row


def pack(traces: Path, dest: Path) -> None:
    def keep(info: tarfile.TarInfo) -> tarfile.TarInfo | None:
        if info.isfile() and "/modules/" in info.name and info.size > MODULE_FILE_CAP \
                and not info.name.endswith(".kernels.json"):
            return None
        return info

    with tarfile.open(dest, "w:xz") as tar:
        tar.add(traces, arcname="reference-traces", filter=keep)
    if dest.stat().st_size > TARBALL_CAP:  # keep calls and summaries, drop module images
        log(f"{dest.name} is {dest.stat().st_size} bytes: packing without module images")
        with tarfile.open(dest, "w:xz") as tar:
            tar.add(traces, arcname="reference-traces",
                    filter=lambda i: None if "/modules/" in i.name and not i.name.endswith(".kernels.json") else i)


def main(argv: list[str]) -> int:
    out = Path(os.environ.get("OUT") or "out-reference")
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="zluda-reference-"))
    os.environ.setdefault("ZLUDA_BUILD_DIR", str(work / "build"))
    tools = find_toolchain()
    log(f"toolchain: {tools}")
    env = dict(os.environ)
    if tools["cublas_lib"]:
        env["LD_LIBRARY_PATH"] = f"{tools['cublas_lib']}:{env.get('LD_LIBRARY_PATH', '')}".rstrip(":")
    os.environ.update(env)  # the tracer's real-library search sees cuBLAS too
    skip_bench = "--no-bench" in argv
    programs = [Path(a).resolve() for a in argv if a != "--no-bench"] or DEFAULT_PROGRAMS
    traces = work / "traces"
    rows, ok = [], True
    for prog in programs:
        try:
            exe = build_program(prog, work, tools) if prog.suffix == ".cu" else prog
            row = record(exe, traces, env)
        except Exception as exc:  # one broken program must not lose the others' traces
            log(f"[{prog.name}] FAILED: {type(exc).__name__}: {exc}")
            rows.append({"program": prog.name, "error": f"{type(exc).__name__}: {exc}"})
            ok = False
            continue
        rows.append(row)
        ok &= row["output_matches"] and row["native_exit"] == row["traced_exit"] and row["nesting_ok"]
    bench = None
    try:
        if skip_bench:
            raise RuntimeError("skipped (--no-bench)")
        bench = trace_bench.run_suite(out / "bench-trace.json", calls=1_000_000, iters=20000)
    except BaseException as exc:  # the traces matter more than the benchmark
        log(f"bench failed: {type(exc).__name__}: {exc}")
    report = {"ok": ok, "programs": rows, "toolchain": {k: str(v) for k, v in tools.items()},
              "bench": bench}
    (out / "report.json").write_text(json.dumps(report, indent=1) + "\n")
    if traces.exists():
        pack(traces, out / "reference-traces.tar.xz")
    (out / "record.log").write_text("\n".join(LOG) + "\n")
    shutil.rmtree(work, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
