#!/bin/sh
# What NVIDIA's runtime and driver return for every case of tests/runtime/programs/api_misuse.cu.
# Run from the repository root on a machine with an NVIDIA GPU and nvcc (a few seconds):
#
#   OUT=<folder> sh tests/runtime/record_api_misuse_h200.sh
#
# writes $OUT/api_misuse_codes.txt (one `case_name status_name` line per case, after `#`
# lines naming the GPU, driver and nvcc) and $OUT/api_misuse.log (the build's and the run's
# stderr). Commit api_misuse_codes.txt as zluda/runtime/data/h200/api_misuse_codes.txt;
# tests/runtime/test_api_misuse.py then compares the CPU backend's lines with it.
set -eu
: "${OUT:?set OUT to the folder that receives api_misuse_codes.txt}"
NVCC=${NVCC:-nvcc}
mkdir -p "$OUT"
"$NVCC" -O2 -cudart shared -arch=sm_90 -o "$OUT/api_misuse" tests/runtime/programs/api_misuse.cu -lcuda \
    2> "$OUT/api_misuse.log"
tmp="$OUT/api_misuse_codes.txt.tmp"
{
    echo "# recorded by tests/runtime/record_api_misuse_h200.sh: tests/runtime/programs/api_misuse.cu on NVIDIA's stack"
    echo "# gpu, driver: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n 1)"
    echo "# nvcc: $("$NVCC" --version | tail -n 1)"
} > "$tmp"
# a case that crashes NVIDIA's stack ends the run with `case CRASH`: run again, that case
# named in API_MISUSE_CRASHED, until a run finishes (at most once per case)
crashed=""
status=0
for attempt in $(seq 1 100); do
    status=0
    API_MISUSE_CRASHED="$crashed" "$OUT/api_misuse" > "$OUT/run.txt" 2>> "$OUT/api_misuse.log" || status=$?
    [ "$status" -eq 3 ] || break
    case_name=$(tail -n 1 "$OUT/run.txt" | cut -d' ' -f1)
    echo "# $case_name crashed NVIDIA's stack; run again without it" >> "$OUT/api_misuse.log"
    crashed="${crashed:+$crashed,}$case_name"
done
cat "$OUT/run.txt" >> "$tmp"
if [ "$status" -ne 0 ]; then
    echo "# api_misuse.cu itself exited with status $status: the lines above are the cases it finished" >> "$tmp"
fi
rm -f "$OUT/run.txt"
mv "$tmp" "$OUT/api_misuse_codes.txt"
echo "wrote $OUT/api_misuse_codes.txt ($(grep -vc '^#' "$OUT/api_misuse_codes.txt") cases, exit status $status)"
