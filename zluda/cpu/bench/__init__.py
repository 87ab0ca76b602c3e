"""`invoke bench --suite kernels`: the CPU backend against the same algorithms in C.

Kernel sources: bench/*.cu but sortscan.cu (PTX next to them, regenerated with
`nvcc -ptx -arch=compute_80 -O3`); C counterparts: bench/reference.c, built with
gcc -O3 -march=native -fopenmp and run with as many OpenMP threads as the CPU backend
uses. Each row is time(CPU backend) / time(C) (lower is better; 1.0 = as fast as gcc),
measured in the steady state: the kernel's code at the full tier (the bench forces the
tier-up that ZLUDA_CPU_TIER=auto does in the background once a kernel is hot); then the
geometric mean. Then programs we did not write, each group with its own geometric mean:
llm.c's hottest kernels against llm.c's own C functions (bench/llmc.py), and CUB/Thrust
sorts and scans under `zluda run` against the C++ standard library (bench/sortscan.py).
Then translation speed: cold translate+compile of a ~10k-line PTX module at each tier
(first kernel, all kernels, and the phases on one thread) and its load from the disk
cache (in the process, and in a new process).
"""

from __future__ import annotations

import contextlib
import ctypes
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from zluda import config, paths
from zluda.cpu import cache, jit, support
from zluda.cpu.bench import llmc as llmc_kernels
from zluda.cpu.bench import sortscan
from zluda.cpu.ptxmodule import load
from zluda.cpu.runtime import CompiledModule, worker_count
from zluda.ptx import parse
from zluda.translate.meta import TRANSLATOR_VERSION
from zluda.translate.module import ModuleTranslator

HERE = Path(__file__).resolve().parent


class BenchError(RuntimeError):
    pass


def _build_reference() -> ctypes.CDLL:
    out = paths.build_dir() / "bench"
    out.mkdir(parents=True, exist_ok=True)
    lib = out / "kernels_reference.so"
    src = HERE / "reference.c"
    if not lib.exists() or lib.stat().st_mtime < src.stat().st_mtime:
        tmp = lib.with_suffix(".tmp.so")
        subprocess.run(["gcc", "-O3", "-march=native", "-fopenmp", "-shared", "-fPIC", str(src), "-o", str(tmp), "-lm"],
                       check=True)
        os.replace(tmp, lib)
    return ctypes.CDLL(str(lib))


def _side_by_side(ours, ref, settle=None, rounds=8, batch=3):
    """(best of ours, best of ref), the two taking turns in batches: this shared VM's speed
    drifts over seconds (gcc's own matmul measured 0.38 to 0.74 ms between runs), so
    fifteen runs of one side and then fifteen of the other could each meet a different
    phase of it. A batch keeps a side's threads warm (the launch pool and OpenMP's workers
    spin after a run); the first run of each batch, after the other side's, is not counted."""
    ours()
    if settle is not None:
        settle()   # CompiledModule.tier_up: the hot kernel's full-tier code, as auto reaches it
    ref()
    best = [math.inf, math.inf]
    for _ in range(rounds):
        for side, fn in enumerate((ours, ref)):
            fn()
            for _ in range(batch):
                t = time.perf_counter()
                fn()
                best[side] = min(best[side], time.perf_counter() - t)
    return best[0], best[1]


def _ptr(a):
    return ctypes.c_void_p(a.ctypes.data)


def _cases(lib):
    """(name, cpu-backend runner, C runner, its CompiledModule) with identical inputs."""
    rng = np.random.default_rng(0)
    F, I = ctypes.c_float, ctypes.c_int
    cases = []

    n = 1 << 22
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    m = load(HERE / "saxpy.ptx")
    params = m.pack_params("saxpy", [n, 2.0, x, y])[0]
    raw = struct.pack("<ifQQ", n, 2.0, x.ctypes.data, y.ctypes.data)
    cases.append(("saxpy 4M", lambda: m.compiled.launch_raw("saxpy", ((n + 255) // 256,), (256,), raw),
                  lambda: lib.saxpy(I(n), F(2.0), _ptr(x), _ptr(y)), m.compiled))

    out = np.zeros((n + 511) // 512, np.float32)
    mr = load(HERE / "reduce.ptx")
    raw_r = struct.pack("<QQi", x.ctypes.data, out.ctypes.data, n)
    cases.append(("block reduce 4M", lambda: mr.compiled.launch_raw("reduce_sum", (out.size,), (256,), raw_r),
                  lambda: lib.reduce_sum(_ptr(x), _ptr(out), I(n)), mr.compiled))

    ns = 1 << 20
    xi = rng.integers(-100, 100, ns).astype(np.int32)
    yi = np.zeros(ns, np.int32)
    ms = load(HERE / "scan.ptx")
    raw_s = struct.pack("<QQi", xi.ctypes.data, yi.ctypes.data, ns)
    cases.append(("block scan 1M", lambda: ms.compiled.launch_raw("scan_block", (ns // 1024,), (1024,), raw_s),
                  lambda: lib.scan_block(_ptr(xi), _ptr(yi), I(ns)), ms.compiled))

    nm = 256
    A = rng.standard_normal((nm, nm)).astype(np.float32)
    B = rng.standard_normal((nm, nm)).astype(np.float32)
    C = np.zeros((nm, nm), np.float32)
    mm = load(HERE / "matmul.ptx")
    raw_m = struct.pack("<QQQi", A.ctypes.data, B.ctypes.data, C.ctypes.data, nm)
    cases.append(("tiled matmul 256", lambda: mm.compiled.launch_raw("matmul_tiled", (nm // 16, nm // 16), (16, 16), raw_m),
                  lambda: lib.matmul(_ptr(A), _ptr(B), _ptr(C), I(nm)), mm.compiled))

    nh = 1 << 23
    data = rng.integers(0, 256, nh).astype(np.uint8)
    hist = np.zeros(256, np.uint32)
    mh = load(HERE / "histogram.ptx")
    raw_h = struct.pack("<QQi", data.ctypes.data, hist.ctypes.data, nh)
    cases.append(("histogram 8M", lambda: mh.compiled.launch_raw("histogram256", (64,), (256,), raw_h),
                  lambda: lib.histogram256(_ptr(data), _ptr(hist), I(nh)), mh.compiled))

    rows, cols = 1024, 1024
    xs = rng.standard_normal((rows, cols)).astype(np.float32)
    ys = np.zeros_like(xs)
    mx = load(HERE / "softmax.ptx")
    raw_x = struct.pack("<QQii", xs.ctypes.data, ys.ctypes.data, rows, cols)
    cases.append(("softmax 1024x1024", lambda: mx.compiled.launch_raw("softmax_rows", (rows * 32 // 128,), (128,), raw_x),
                  lambda: lib.softmax_rows(_ptr(xs), _ptr(ys), I(rows), I(cols)), mx.compiled))

    g = rng.standard_normal(cols).astype(np.float32)
    bb = rng.standard_normal(cols).astype(np.float32)
    ml = load(HERE / "layernorm.ptx")
    raw_l = struct.pack("<QQQQif", xs.ctypes.data, g.ctypes.data, bb.ctypes.data, ys.ctypes.data, cols, 1e-5)
    cases.append(("layernorm 1024x1024", lambda: ml.compiled.launch_raw("layernorm", (rows,), (256,), raw_l),
                  lambda: lib.layernorm(_ptr(xs), _ptr(g), _ptr(bb), _ptr(ys), I(rows), I(cols), F(1e-5)), ml.compiled))
    return cases


def big_module_text(min_lines: int = 10_000) -> str:
    """A PTX module of >= min_lines lines: the benchmark kernels repeated under new names."""
    sources = [(HERE / f"{n}.ptx").read_text() for n in ("layernorm", "softmax", "matmul", "reduce", "scan", "histogram")]
    header = ".version 9.0\n.target sm_80\n.address_size 64\n"
    bodies = []
    for s in sources:
        start = s.index(".address_size")
        bodies.append(s[s.index("\n", start) + 1:])
    out, k, lines = [header], 0, 3
    while lines < min_lines:
        for body in bodies:
            text = body
            # rename every kernel, .func and module-scope name of this copy
            names = set(re.findall(r"(?:\.entry|\.func(?:\s*\([^)]*\))?)\s+([A-Za-z_$][\w$]*)", text))
            names |= set(re.findall(r"\.shared\s+(?:\.align\s+\d+\s+)?\.\w+\s+([A-Za-z_$][\w$]*)", text))
            for nm in sorted(names, key=len, reverse=True):
                text = re.sub(rf"(?<![\w$]){re.escape(nm)}(?![\w$])", f"{nm}_c{k}", text)
            out.append(text)
            lines += text.count("\n")
            k += 1
    return "".join(out)


@contextlib.contextmanager
def _private_cache():
    """ZLUDA_CACHE_DIR pointed at a fresh directory for the duration (cold = empty)."""
    folder = tempfile.mkdtemp(prefix="zluda-bench-cache-")
    try:
        with config.overridden("ZLUDA_CACHE_DIR", folder):
            yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# a new process with a warm cache: import the runtime, load the module, first kernel ready
_WARM_START = """
import time; t0 = time.perf_counter()
import sys
from zluda.cpu.runtime import CompiledModule
m = CompiledModule(open(sys.argv[1]).read(), "big.ptx")
m._entry(next(iter(m.kernels)))
print(time.perf_counter() - t0)
"""


def _warm_process_start(text: str) -> float:
    """Best of 3, with the cache that the caller filled. Warm includes Python's bytecode
    cache, as a user's installation has it: the child writes .pyc files under a private
    prefix (never into the tree) in an untimed first run, even where the environment says
    PYTHONDONTWRITEBYTECODE (compiling the modules from source took 11 ms of the 52)."""
    with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as f:
        f.write(text)
    path = [str(paths.REPO_ROOT), os.environ.get("PYTHONPATH")]
    with tempfile.TemporaryDirectory() as pycache:
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, path)), PYTHONPYCACHEPREFIX=pycache)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        try:
            runs = [float(subprocess.run([sys.executable, "-c", _WARM_START, f.name], env=env, check=True,
                                         capture_output=True, text=True).stdout) for _ in range(4)]
        finally:
            os.unlink(f.name)
    return min(runs[1:])


def _phases(text: str) -> dict:
    """Seconds per phase of translating + compiling every kernel of `text` cold at each
    tier, then of loading them all from the disk cache, each phase timed on its own and on
    one thread (the same steps as CompiledModule._build; the support code is compiled)."""
    support.ensure()
    out = dict.fromkeys(["ptx parse: headers", "ptx parse: bodies", "translate: coroutines (baseline tier)",
                         "translate: region code (quick, full tiers)"]
                        + [f"llvm: {step} ({tier} tier)" for tier in jit.TIERS for step in ("parse IR + verify",
                                                                                          "optimise", "codegen")]
                        + ["load: cache write + read", "load: MCJIT link"], 0.0)

    def timed(name, fn):
        t = time.perf_counter()
        result = fn()
        out[name] += time.perf_counter() - t
        return result

    ast = timed("ptx parse: headers", lambda: parse(text, "big.ptx"))
    timed("ptx parse: bodies", lambda: [f.body for f in ast.functions.values() if f.has_body])
    prefix = "__zkg_bench_"
    for kernel in ast.kernels:
        ir_text = {}
        for regions, phase in ((False, "translate: coroutines (baseline tier)"),
                               (True, "translate: region code (quick, full tiers)")):
            mt = ModuleTranslator(ast, prefix, regions=regions)
            ir_text[regions] = timed(phase, lambda: mt.translate(only=[kernel]).ir_text)
        for tier, spec in jit.TIERS.items():
            mod = timed(f"llvm: parse IR + verify ({tier} tier)", lambda: jit.parse(ir_text[spec.regions]))
            timed(f"llvm: optimise ({tier} tier)", lambda: jit.run_pipeline(mod, tier))
            code = timed(f"llvm: codegen ({tier} tier)", lambda: jit.codegen(mod, tier))
        key = cache.key_for(kernel, TRANSLATOR_VERSION, "bench")
        timed("load: cache write + read", lambda: (cache.store(key, code, {}), cache.load(key)))
        timed("load: MCJIT link", lambda: jit.LoadedObject(code))
    return out


def _cold(text):
    """Seconds of (module + first kernel, every kernel) translated and compiled cold, at
    the tier ZLUDA_CPU_TIER gives; the module's metadata is then cached."""
    t = time.perf_counter()
    m = CompiledModule(text, "big.ptx")
    m.compile([next(iter(m.kernels))])
    first = time.perf_counter() - t
    t = time.perf_counter()
    CompiledModule(text, "big.ptx").compile()
    return first, time.perf_counter() - t


def _translation_speed():
    """Rows for a ~10k-line module, as a program sees it: kernels compile lazily on their
    first launch, so loading a module and launching one kernel costs "first kernel",
    launching every kernel once costs "all kernels" (CompiledModule.compile() builds
    them on every core). A first launch's code is the baseline tier's (ZLUDA_CPU_TIER=auto,
    the default); the quick tier's (region code, the test suite's) and the full tier's
    (ZLUDA_CPU_TIER=full, or a hot kernel's background recompilation) follow. With a warm
    cache, a new process pays "process start"."""
    text = big_module_text()
    nlines = text.count("\n")
    cold = {}
    for tier in ("baseline", "quick"):
        with _private_cache(), config.overridden("ZLUDA_CPU_TIER", tier):
            cold[tier] = _cold(text)
    with _private_cache(), config.overridden("ZLUDA_CPU_TIER", "full"):
        cold["full"] = _cold(text)   # then loads from the cache it filled
        names = list(CompiledModule(text, "big.ptx").kernels)
        first, nkernels = names[0], len(names)
        loads, loads_all = [], []
        for _ in range(5):
            t = time.perf_counter()
            CompiledModule(text, "big.ptx").compile([first])
            loads.append(time.perf_counter() - t)
        for _ in range(3):
            t = time.perf_counter()
            CompiledModule(text, "big.ptx").compile()
            loads_all.append(time.perf_counter() - t)
        process = _warm_process_start(text)
    with _private_cache():
        phases = _phases(text)
    rows = []
    for tier, what in (("baseline", "baseline tier (a first launch's code)"), ("quick", "quick tier"),
                       ("full", "full tier")):
        target = {"target": 2.0} if tier == "baseline" else {}
        rows += [{"metric": f"{nlines}-line PTX: cold load + first kernel, {what}", "value": cold[tier][0],
                  "unit": "s", **target},
                 {"metric": f"{nlines}-line PTX: cold translate+compile of all {nkernels} kernels, {what}",
                  "value": cold[tier][1], "unit": "s", **target}]
    rows += [
        {"metric": "cached load of the module + that kernel", "value": min(loads) * 1e3, "unit": "ms", "target": 50.0},
        {"metric": "cached load of the module + all kernels", "value": min(loads_all) * 1e3, "unit": "ms"},
        {"metric": "warm cache, new process: import + load + first kernel", "value": process * 1e3, "unit": "ms",
         "target": 50.0},
    ]
    rows += [{"metric": f"  cold all kernels, one thread, phase: {name}", "value": sec, "unit": "s"}
             for name, sec in phases.items()]
    return rows


def _geometric_mean(ratios: list[float]) -> float:
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios))


def _pair_row(name: str, against: str, t_ours: float, t_ref: float) -> dict:
    return {"metric": f"{name}: cpu backend / {against}", "value": t_ours / t_ref, "unit": "x",
            "ours_ms": round(t_ours * 1e3, 3), "gcc_ms": round(t_ref * 1e3, 3)}


def _llmc_modules():
    """llm.c's modules and C functions, or the reason there are none (no checkout, no nvcc):
    found before the bench's private kernel cache hides the real cache's sources."""
    try:
        return llmc_kernels.modules()
    except llmc_kernels.Unavailable as exc:
        return str(exc)


def _llmc_rows(found) -> list[dict]:
    """llm.c's kernels against llm.c's C (bench/llmc.py); fewer turns: a launch of the
    classifier or the matmul takes tens of milliseconds on both sides."""
    try:
        if isinstance(found, str):
            raise llmc_kernels.Unavailable(found)
        cases = llmc_kernels.cases(*found)
    except llmc_kernels.Unavailable as exc:
        return [{"metric": "llm.c's kernels", "value": None, "unit": "x", "note": f"not measured: {exc}"}]
    rows = []
    for name, ours, ref, module in cases:
        t_ours, t_ref = _side_by_side(ours, ref, settle=module.tier_up, rounds=3, batch=2)
        rows.append(_pair_row(name, "llm.c's C", t_ours, t_ref))
    rows.append({"metric": f"llm.c's kernels: geometric mean of the ratios ({len(rows)} kernels)",
                 "value": _geometric_mean([r["value"] for r in rows]), "unit": "x"})
    return rows


def _sort_scan_rows() -> list[dict]:
    """CUB and Thrust under `zluda run` against the C++ standard library (bench/sortscan.py)."""
    try:
        times = sortscan.measure()
    except (sortscan.Unavailable, subprocess.TimeoutExpired) as exc:
        return [{"metric": "CUB/Thrust sorts and scans", "value": None, "unit": "x", "note": f"not measured: {exc}"}]
    rows = []
    for name, (device_ms, host_ms) in times.items():
        against = "std::sort" if "sort" in name.lower() else "std::inclusive_scan"
        rows.append(_pair_row(f"{name} {sortscan.SIZE // 1024}K (zluda run)", against, device_ms / 1e3, host_ms / 1e3))
    rows.append({"metric": f"CUB/Thrust: geometric mean of the ratios ({len(rows)} calls)",
                 "value": _geometric_mean([r["value"] for r in rows]), "unit": "x"})
    return rows


# the suite's parts, in the order they run (`invoke bench --suite kernels --parts a,b`)
PARTS = ("ours", "llmc", "sortscan", "translation")


def kernels(parts: str | None = None) -> dict:
    chosen = [p.strip() for p in parts.split(",") if p.strip()] if parts else list(PARTS)
    unknown = [p for p in chosen if p not in PARTS]
    if unknown:
        raise BenchError(f"--parts: unknown {', '.join(unknown)}; known: {', '.join(PARTS)}")
    threads = worker_count()
    os.environ.setdefault("OMP_NUM_THREADS", str(threads))
    rows = []
    llmc_found = _llmc_modules() if "llmc" in chosen else None
    # compiled by this checkout: code a user cache holds under the same translator version
    # (a change measured before the version was bumped) would be measured instead
    with _private_cache():
        if "ours" in chosen:
            lib = _build_reference()
            ratios = []
            for name, ours, ref, module in _cases(lib):
                t_ours, t_ref = _side_by_side(ours, ref, settle=module.tier_up)
                rows.append(_pair_row(name, "gcc", t_ours, t_ref))
                ratios.append(rows[-1]["value"])
            rows.append({"metric": "geometric mean (goal 1.0, done at 1.5)", "value": _geometric_mean(ratios),
                         "unit": "x", "target": 1.5})
        if "llmc" in chosen:
            rows += _llmc_rows(llmc_found)
    if "sortscan" in chosen:
        rows += _sort_scan_rows()
    if "translation" in chosen:
        rows += _translation_speed()
    return {"threads": threads, "parts": chosen, "rows": rows, "load_average": os.getloadavg()}
