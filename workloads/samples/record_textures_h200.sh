#!/usr/bin/env bash
# Records the texture ground truth on an NVIDIA machine (the project's H200):
#
#   OUT=/some/folder bash workloads/samples/record_textures_h200.sh   (from the repository root)
#
# writes to $OUT
#   textures_gpu_stdout.txt    the stdout of samples/textures (sm_90 build)
#                              -> workloads/samples/data/textures_gpu_stdout.txt
#   texture_queries_gpu_stdout.txt   the same of samples/texture_queries
#                              -> workloads/samples/data/texture_queries_gpu_stdout.txt
#   texture_sweep_gpu.bin.gz  every fetch of samples/texture_sweep
#                              -> workloads/samples/data/texture_sweep_gpu.bin.gz
#   *_ptx_stdout.txt, texture_sweep_ptx.bin.gz   the same from the PTX-only build
#                              (the driver's JIT), which must be identical
#   record.log                 build output, exit statuses, the GPU and driver
#                              -> workloads/samples/data/texture_sweep_gpu.log
# workloads/record_h200.sh runs this too. Needs nvcc 13 and python3 (standard library only).
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
log="$OUT/record.log"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$log" 2>&1
nvcc --version | tail -1 >> "$log"
for arch in sm90 ptx; do
  python3 workloads/build.py --arch "$arch" --out "$WORK/$arch" textures texture_queries texture_sweep >> "$log" 2>&1
  for s in textures texture_queries; do
    (cd workloads/samples && timeout 120 "$WORK/$arch/$s") > "$WORK/${s}_$arch.txt" 2>> "$log"
    echo "$s ($arch): exit $?" >> "$log"
  done
  timeout 120 "$WORK/$arch/texture_sweep" "$WORK/sweep_$arch.bin" >> "$log" 2>&1
  echo "texture_sweep ($arch): exit $?" >> "$log"
done
for s in textures texture_queries; do
  cp "$WORK/${s}_sm90.txt" "$OUT/${s}_gpu_stdout.txt"
  cp "$WORK/${s}_ptx.txt" "$OUT/${s}_ptx_stdout.txt"
done
gzip -9 -n -c "$WORK/sweep_sm90.bin" > "$OUT/texture_sweep_gpu.bin.gz"
gzip -9 -n -c "$WORK/sweep_ptx.bin" > "$OUT/texture_sweep_ptx.bin.gz"
cmp -s "$WORK/sweep_sm90.bin" "$WORK/sweep_ptx.bin" && echo "sweep: sm90 and ptx identical" >> "$log" \
  || echo "sweep: sm90 and ptx DIFFER" >> "$log"
cat "$log"
