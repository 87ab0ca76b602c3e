#!/usr/bin/env bash
# Records samples/cublas_routines on an NVIDIA machine (NVIDIA's cuBLAS is the reference):
#
#   OUT=/some/folder bash workloads/samples/record_cublas_routines_gpu.sh   (from the repository root)
#
# writes to $OUT
#   cublas_routines_gpu_stdout.txt   the program's stdout (sm_90 build)
#                                    -> workloads/samples/data/cublas_routines_gpu_stdout.txt
#   cublas_routines_gpu.npz          every result it dumps -> workloads/samples/data/cublas_routines_gpu.npz
#   cublas_routines_gpu.log          build output, exit status, the GPU and driver
#                                    -> workloads/samples/data/cublas_routines_gpu.log
# workloads/record_h200.sh runs this too. Needs nvcc 13, cuBLAS and python3 (standard library only).
set -uo pipefail
cd "$(dirname "$0")/../.."
: "${OUT:?set OUT to the folder that receives the results}"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export ZLUDA_CACHE_DIR="$WORK/cache"
if ! command -v nvcc >/dev/null 2>&1; then
  for d in /usr/local/cuda/bin /usr/local/cuda-13*/bin /opt/cuda/bin; do
    if [ -x "$d/nvcc" ]; then export PATH="$d:$PATH"; break; fi
  done
fi
log="$OUT/cublas_routines_gpu.log"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$log" 2>&1
nvcc --version | tail -1 >> "$log"
# the build's own output names temporary paths: kept out of the log unless the build fails
python3 workloads/build.py --arch sm90 --out "$WORK/bin" cublas_routines > "$WORK/build.log" 2>&1 \
  || cat "$WORK/build.log" >> "$log"
mkdir -p "$WORK/dump"
timeout 120 "$WORK/bin/cublas_routines" --dump "$WORK/dump" > "$OUT/cublas_routines_gpu_stdout.txt" 2>> "$log"
echo "cublas_routines (sm90): exit $?" >> "$log"
python3 - "$WORK/dump" "$OUT/cublas_routines_gpu.npz" <<'PY'
import os, sys, zipfile
src, dst = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as z:   # .npz: a zip of .npy files
    for f in sorted(os.listdir(src)):
        if f.endswith(".npy"):
            z.write(os.path.join(src, f), f)
PY
cat "$log"
