#!/bin/sh
# What NVIDIA's own runtime returns for every case of tests/runtime/programs/misuse.cu.
# Run from the repository root on a machine with an NVIDIA GPU and nvcc (about 30 s):
#
#   OUT=<folder> sh tests/runtime/record_misuse_h200.sh
#
# writes $OUT/misuse_codes.txt (one `case_name code_name` line per case, after `#` lines
# naming the GPU, driver and nvcc) and $OUT/misuse.log (the build's and the run's stderr).
# Commit misuse_codes.txt as zluda/runtime/data/h200/misuse_codes.txt; tests/runtime/test_misuse.py
# compares the CPU backend's lines with it.
set -eu
: "${OUT:?set OUT to the folder that receives misuse_codes.txt}"
NVCC=${NVCC:-nvcc}
mkdir -p "$OUT"
"$NVCC" -O2 -cudart shared -arch=sm_90 -o "$OUT/misuse" tests/runtime/programs/misuse.cu 2> "$OUT/misuse.log"
tmp="$OUT/misuse_codes.txt.tmp"
{
    echo "# recorded by tests/runtime/record_misuse_h200.sh: tests/runtime/programs/misuse.cu on NVIDIA's runtime"
    echo "# gpu, driver: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n 1)"
    echo "# nvcc: $("$NVCC" --version | tail -n 1)"
} > "$tmp"
status=0
"$OUT/misuse" >> "$tmp" 2>> "$OUT/misuse.log" || status=$?
if [ "$status" -ne 0 ]; then
    echo "# misuse.cu itself exited with status $status: the lines above are the cases it finished" >> "$tmp"
fi
mv "$tmp" "$OUT/misuse_codes.txt"
echo "wrote $OUT/misuse_codes.txt ($(grep -vc '^#' "$OUT/misuse_codes.txt") cases, exit status $status)"
