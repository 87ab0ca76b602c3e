#!/bin/sh
# Record the matrix-instruction cases (matrix_cases.py) on an NVIDIA GPU: from the
# repository root, OUT set. Writes $OUT/<case>.in.u32 and <case>.out.u32 (+ device.txt);
# commit them under tests/translate_matrix/h200/ (test_h200_recorded.py replays them).
set -eu
: "${OUT:?set OUT to the output folder}"
work="$OUT/.work"
mkdir -p "$work"
python3 tests/translate_matrix/matrix_cases.py write "$work"
cuda_root="$(dirname "$(command -v nvcc)")/.."
nvcc -O2 -o "$work/ptx_runner" tests/translate_matrix/ptx_runner.cu -L"$cuda_root/lib64/stubs" -lcuda
"$work/ptx_runner" "$work" "$OUT"
cp "$work"/*.in.u32 "$OUT/"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/device.txt" 2>/dev/null || true
rm -rf "$work"
