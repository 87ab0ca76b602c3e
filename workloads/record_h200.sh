#!/usr/bin/env bash
# Records ground truth for the CUDA workloads on an NVIDIA machine (the project's H200).
#
#   OUT=/some/folder bash workloads/record_h200.sh      (run from the repository root)
#
# Builds every program of workloads/build.py twice (PTX-only, as the matrix builds them, and
# with sm_90 machine code), runs each natively, and writes to $OUT:
#   results.json          every run: program, build, arguments, exit status, stdout, stderr,
#                         seconds, parsed CHECK lines; plus the machine and toolchain
#   error_codes.txt       the status of every misuse case of samples/errors
#                         -> commit as workloads/samples/data/error_codes.txt
#   cublas_h200.npz       every cuBLAS sample output  -> workloads/samples/data/cublas_h200.npz
#   cublaslt_h200.npz     every cuBLASLt sample output -> workloads/samples/data/cublaslt_h200.npz
#   cublas_batched_gpu.npz   every batched factorization output -> workloads/samples/data/
#   <name>_gpu_stdout.txt the stdout of mempool, profiler_xt, async_copies, graphs, vmm, managed, device_launch
#                         -> workloads/samples/data/
# Needs nvcc 13, cuBLAS (the CUDA install or pip's nvidia wheels, found by build.py), python3
# (standard library only). Finishes in well under five minutes.
set -uo pipefail
cd "$(dirname "$0")/.."
: "${OUT:?set OUT to the folder that receives the results}"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
JOBS="$(nproc 2>/dev/null || echo 4)"
export ZLUDA_CACHE_DIR="$WORK/cache"

# nvcc: PATH first, then the usual install places
if ! command -v nvcc >/dev/null 2>&1; then
  for d in /usr/local/cuda/bin /usr/local/cuda-13*/bin /opt/cuda/bin; do
    if [ -x "$d/nvcc" ]; then export PATH="$d:$PATH"; break; fi
  done
fi

python3 workloads/build.py --toolchain > "$WORK/toolchain.json" 2>&1 || true
build_log="$WORK/build.log"
: > "$build_log"
for arch in ptx sm90; do
  if ! python3 workloads/build.py --arch "$arch" -j "$JOBS" --out "$WORK/bin-$arch" >> "$build_log" 2>&1; then
    echo "build ($arch) failed; see results.json" >&2
  fi
done

mkdir -p "$WORK/runs" "$WORK/dump/cublas" "$WORK/dump/cublaslt" "$WORK/dump/cublas_batched"
run() {   # run NAME ARCH TIMEOUT -- ARGS...
  local name="$1" arch="$2" limit="$3"; shift 4
  local bin="$WORK/bin-$arch/${name%%@*}"
  local tag="${name}.${arch}"
  local start end status
  start=$(date +%s.%N)
  if [ -x "$bin" ]; then
    timeout "$limit" "$bin" "$@" > "$WORK/runs/$tag.out" 2> "$WORK/runs/$tag.err"
    status=$?
  else
    echo "not built" > "$WORK/runs/$tag.err"; : > "$WORK/runs/$tag.out"; status=127
  fi
  end=$(date +%s.%N)
  printf '%s\n' "$@" > "$WORK/runs/$tag.args"
  echo "$status $start $end" > "$WORK/runs/$tag.status"
  echo "[$tag] exit $status" >&2
}

GPT2_ARGS=(--checkpoint workloads/gpt2/data/gpt2_tiny.ckpt --reference workloads/gpt2/data/gpt2_tiny.ref)
for arch in ptx sm90; do
  run gpt2_fp32 "$arch" 120 -- "${GPT2_ARGS[@]}"
  run gpt2_bf16 "$arch" 120 -- "${GPT2_ARGS[@]}"
  run gpt2_fp32@managed "$arch" 120 -- "${GPT2_ARGS[@]}" --steps 2 --force-managed
  run gpt2_bf16@managed "$arch" 120 -- "${GPT2_ARGS[@]}" --steps 2 --force-managed
  for s in memory streams atomics coop_groups dynamic_shared printf_assert driver_api mempool profiler_xt \
           async_copies graphs vmm managed device_launch; do
    run "$s" "$arch" 60 --
  done
done
# the recorded references come from the sm_90 build; the PTX build is checked against them
run errors sm90 120 -- --record "$OUT/error_codes.txt"
run errors ptx 120 -- --expected "$OUT/error_codes.txt"
run cublas sm90 60 -- --dump "$WORK/dump/cublas"
run cublas ptx 60 --
run cublaslt sm90 60 -- --dump "$WORK/dump/cublaslt"
run cublaslt ptx 60 --
run cublas_batched sm90 60 -- --dump "$WORK/dump/cublas_batched"
run cublas_batched ptx 60 --
# samples whose whole stdout the CPU backend must reproduce (tests/runtime/test_recorded_samples.py)
for s in mempool profiler_xt async_copies graphs vmm managed device_launch; do
  cp "$WORK/runs/$s.sm90.out" "$OUT/${s}_gpu_stdout.txt"
done

python3 - "$WORK" "$OUT" <<'PY'
import json, os, platform, re, subprocess, sys, zipfile
work, out = sys.argv[1], sys.argv[2]

def read(path, limit=400_000):
    try:
        with open(path, "rb") as f:
            return f.read(limit).decode("utf-8", "replace")
    except OSError:
        return ""

runs = []
runs_dir = os.path.join(work, "runs")
for status_file in sorted(f for f in os.listdir(runs_dir) if f.endswith(".status")):
    tag = status_file[:-len(".status")]
    program, arch = tag.rsplit(".", 1)
    status, start, end = read(os.path.join(runs_dir, status_file)).split()
    stdout = read(os.path.join(runs_dir, tag + ".out"))
    checks = [{"name": m.group(1), "ok": m.group(2) == "PASS", "detail": m.group(3)}
              for m in re.finditer(r"^CHECK (\S+) (PASS|FAIL) ?(.*)$", stdout, re.M)]
    runs.append({"program": program, "arch": arch,
                 "args": [a for a in read(os.path.join(runs_dir, tag + ".args")).splitlines() if a],
                 "exit_code": int(status), "seconds": round(float(end) - float(start), 3),
                 "checks_passed": sum(c["ok"] for c in checks), "checks_failed": sum(not c["ok"] for c in checks),
                 "checks": checks, "stdout": stdout, "stderr": read(os.path.join(runs_dir, tag + ".err"))})

def command(argv):
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError) as e:
        return f"unavailable: {e}"

try:
    toolchain = json.loads(read(os.path.join(work, "toolchain.json")))
except ValueError:
    toolchain = read(os.path.join(work, "toolchain.json"))
result = {
    "machine": {"host": platform.node(), "kernel": platform.release(),
                "gpu": command(["nvidia-smi", "--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"]),
                "nvcc": command(["nvcc", "--version"]).splitlines()[-1:] },
    "toolchain": toolchain,
    "build_log": read(os.path.join(work, "build.log"), 200_000),
    "runs": runs,
}
tmp = os.path.join(out, ".results.json.tmp")
with open(tmp, "w") as f:
    json.dump(result, f, indent=1)
os.replace(tmp, os.path.join(out, "results.json"))

# .npz is a zip of .npy files: no numpy needed
# (the batched factorizations' recording names no GPU model: any sm_90 GPU records the same)
for name, recording in (("cublas", "cublas_h200"), ("cublaslt", "cublaslt_h200"), ("cublas_batched", "cublas_batched_gpu")):
    src = os.path.join(work, "dump", name)
    files = sorted(f for f in os.listdir(src) if f.endswith(".npy"))
    if not files:
        continue
    tmp = os.path.join(out, f".{recording}.npz.tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for f in files:
            z.write(os.path.join(src, f), f)
    os.replace(tmp, os.path.join(out, f"{recording}.npz"))

bad = [f"{r['program']}.{r['arch']} (exit {r['exit_code']}, {r['checks_failed']} failed checks)"
       for r in runs if r["exit_code"] != 0]
print(f"{len(runs)} runs, {len(runs) - len(bad)} exited 0" + (": not " + ", ".join(bad) if bad else ""))
PY
# textures: the sample's stdout and the filtering sweep (workloads/samples/record_textures_h200.sh says
# where each file goes)
OUT="$OUT" bash workloads/samples/record_textures_h200.sh > /dev/null
# the cuBLAS routines sample: stdout and dumped results (record_cublas_routines_gpu.sh says where they go)
OUT="$OUT" bash workloads/samples/record_cublas_routines_gpu.sh > /dev/null
ls -la "$OUT"
