#!/bin/sh
# What NVIDIA's device runtime answers for tests/runtime/programs/device_runtime.cu (misuse
# of device-side launches, streams and events, the nesting limit, the order of a grid's
# work). Run from the repository root on a machine with an NVIDIA GPU and nvcc (about 30 s):
#
#   OUT=<folder> sh tests/runtime/record_device_runtime_gpu.sh
#
# writes $OUT/device_runtime_gpu_stdout.txt (the program's stdout, the sm_90 build, then the
# same lines from its compute_80 PTX build, which the driver JIT-links) and
# $OUT/device_runtime.log (builds, stderr, GPU and driver). Commit the first as
# tests/runtime/data/device_runtime_gpu_stdout.txt: the CPU backend is to print the same.
set -eu
: "${OUT:?set OUT to the folder that receives device_runtime_gpu_stdout.txt}"
NVCC=${NVCC:-nvcc}
mkdir -p "$OUT"
log="$OUT/device_runtime.log"
{
    echo "gpu, driver: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n 1)"
    echo "nvcc: $("$NVCC" --version | tail -n 1)"
} > "$log"
src=tests/runtime/programs/device_runtime.cu
"$NVCC" -O2 -cudart shared -rdc=true -arch=sm_90 -o "$OUT/device_runtime_sm90" "$src" -lcudadevrt 2>> "$log"
"$NVCC" -O2 -cudart shared -rdc=true -arch=compute_80 -o "$OUT/device_runtime_ptx" "$src" -lcudadevrt 2>> "$log"
"$OUT/device_runtime_sm90" > "$OUT/device_runtime_gpu_stdout.txt" 2>> "$log"
"$OUT/device_runtime_ptx" > "$OUT/device_runtime_ptx_stdout.txt" 2>> "$log"
if cmp -s "$OUT/device_runtime_gpu_stdout.txt" "$OUT/device_runtime_ptx_stdout.txt"; then
    echo "the PTX build printed the same" >> "$log"
else
    echo "the PTX build printed otherwise:" >> "$log"
    diff "$OUT/device_runtime_gpu_stdout.txt" "$OUT/device_runtime_ptx_stdout.txt" >> "$log" || true
fi
rm -f "$OUT/device_runtime_sm90" "$OUT/device_runtime_ptx" "$OUT/device_runtime_ptx_stdout.txt"
echo "wrote $OUT/device_runtime_gpu_stdout.txt ($(wc -l < "$OUT/device_runtime_gpu_stdout.txt") lines)"
