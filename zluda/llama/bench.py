"""`invoke bench --suite llama`: llama.cpp's CUDA backend through the project's libraries.

Measured on the cached build (`python -m zluda.llama build`; the suite fails, naming that
command, when there is none) and the tiny random model (`tinymodel.write`, seed 1234):

- time from process start to the end of the first kernel launch, cold (an empty kernel
  cache: every kernel the run reaches is translated) and warm (the same cache again), for
  the greedy driver on CUDA0 (1 token). `launch_probe` (an implementation module) writes
  the monotonic time the first launch returned; the suite reads the same clock before it
  starts the process;
- llama-bench tokens/s (prompt processing and generation) on CUDA0 through the shim, with
  kernels at the full compilation tier (the steady state), and on llama.cpp's CPU backend
  (NVIDIA's own runtime libraries, no device), same binary.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import time
from pathlib import Path

from zluda import paths
from zluda.llama import build, launch_probe, tinymodel
from zluda.shim.cli import environment

PROMPT = "1,300,17,42,260"
PP_TOKENS, TG_TOKENS = 32, 8
# one CPU thread: on a shared machine the CPU backend's spinning worker threads make its
# numbers swing by orders of magnitude; repetitions are averaged by llama-bench
REPETITIONS = 3
SLOWER_TARGET = 5.0   # times slower than llama.cpp's CPU backend (issue 28: >= 0.2x)


class BenchError(RuntimeError):
    pass


def _shim_env(cache: Path, trace: Path | None) -> dict[str, str]:
    env = environment("cpu", trace, paths.build_dir())
    env["ZLUDA_CACHE_DIR"] = str(cache)
    env["GGML_CUDA_DISABLE_GRAPHS"] = "1"  # the stream path, as the workload runs it
    return env


def first_launch_seconds(probe_file: Path, started_ns: int) -> float:
    """Seconds from `started_ns` (monotonic) to the end of the first kernel launch."""
    try:
        ended = int(probe_file.read_text().strip())
    except (OSError, ValueError):
        raise BenchError(f"the run launched no kernel ({probe_file} was not written)") from None
    return (ended - started_ns) / 1e9


def _run(argv, env, timeout, what) -> float:
    started = time.monotonic()
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        tail = "\n    ".join((done.stderr or done.stdout).strip().splitlines()[-8:])
        raise BenchError(f"{what} exited with {done.returncode}:\n    {tail}")
    return time.monotonic() - started


def _greedy_first_kernel(bin_dir: Path, model: Path, cache: Path, work: Path, tag: str) -> tuple[float, float]:
    probe = work / f"first-launch-{tag}"
    argv = [str(bin_dir / build.GREEDY), str(model), "CUDA0", "1", PROMPT, str(work / f"greedy-{tag}")]
    env = _shim_env(cache, None)
    env["ZLUDA_IMPLEMENTATIONS"] = ",".join(filter(None, [env.get("ZLUDA_IMPLEMENTATIONS"), launch_probe.__name__]))
    env[launch_probe.ENV] = str(probe)
    started_ns = time.monotonic_ns()
    wall = _run(argv, env, 3600, f"greedy ({tag})")
    return first_launch_seconds(probe, started_ns), wall


def _llama_bench(bin_dir: Path, model: Path, env, gpu_layers: int) -> dict[str, float]:
    argv = [str(bin_dir / "llama-bench"), "-m", str(model), "-p", str(PP_TOKENS), "-n", str(TG_TOKENS),
            "-r", str(REPETITIONS), "-t", "1", "-o", "json", "-ngl", str(gpu_layers)]
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        raise BenchError(f"llama-bench exited with {done.returncode}: {done.stderr.strip()[-800:]}")
    rates = {}
    for entry in json.loads(done.stdout):
        key = f"pp{entry['n_prompt']}" if entry.get("n_prompt") else f"tg{entry['n_gen']}"
        rates[key] = float(entry["avg_ts"])
    return rates


def llama() -> dict:
    found = build.cached()
    if found is None:
        raise BenchError("no llama.cpp build in the cache: run `python -m zluda.llama build` first")
    bin_dir = found.bin_dir
    build.build_greedy(found, build.source.unpack())
    rows = []
    with tempfile.TemporaryDirectory(prefix="zluda-llama-bench-") as tmp:
        work = Path(tmp)
        model = tinymodel.write(work / "tiny.gguf", seed=1234)
        cache = work / "kernel-cache"
        cold, cold_wall = _greedy_first_kernel(bin_dir, model, cache, work, "cold")
        warm, warm_wall = _greedy_first_kernel(bin_dir, model, cache, work, "warm")
        rows += [{"metric": "first kernel, cold cache (process start to launch end)", "value": cold, "unit": "s",
                  "target": 5.0},
                 {"metric": "first kernel, warm cache", "value": warm, "unit": "s", "target": 0.5},
                 {"metric": "greedy 1 token on CUDA0, cold cache (whole process)", "value": cold_wall, "unit": "s"},
                 {"metric": "greedy 1 token on CUDA0, warm cache (whole process)", "value": warm_wall, "unit": "s"}]
        # tokens/s in the steady state: kernels at the full tier (auto reaches it once they
        # are hot; llama-bench's few repetitions would time quick code and recompilation)
        shim = _llama_bench(bin_dir, model, {**_shim_env(cache, None), "ZLUDA_CPU_TIER": "full"}, 99)
        cpu_env = dict(os.environ)
        cpu_env["LD_LIBRARY_PATH"] = os.pathsep.join(str(d) for d in build.nvidia_runtime_dirs())
        cpu_env["CUDA_VISIBLE_DEVICES"] = ""
        cpu = _llama_bench(bin_dir, model, cpu_env, 0)
        for key in sorted(shim):
            rows.append({"metric": f"llama-bench {key} on CUDA0 (shim)", "value": shim[key], "unit": "tokens/s"})
            if key in cpu:
                rows.append({"metric": f"llama-bench {key} on the CPU backend", "value": cpu[key], "unit": "tokens/s"})
                rows.append({"metric": f"llama-bench {key}: shim / CPU backend", "value": shim[key] / cpu[key],
                             "unit": "x"})
                # issue 28's goal is >= 0.2x (its moonshot 0.5x): at most 5x slower, as an
                # upper bound (the table's targets are upper bounds)
                rows.append({"metric": f"llama-bench {key}: times slower through the shim", "value": cpu[key] / shim[key],
                             "unit": "x", "target": SLOWER_TARGET})
    return {"rows": rows, "build": found.key, "model": tinymodel.describe()}
