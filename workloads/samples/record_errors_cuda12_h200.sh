#!/bin/sh
# What CUDA 12.9's static runtime answers for the errors sample's cases on NVIDIA's driver
# (the expectations of workloads/samples-static12's errors step). Run from the repository
# root on a machine with an NVIDIA GPU (seconds):
#
#   OUT=<folder> [ERRORS=<prebuilt errors>] sh workloads/samples/record_errors_cuda12_h200.sh
#
# The program is built `--cudart static12` (workloads/build.py), which needs the PyPI wheels
# nvidia-cuda-runtime-cu12 and nvidia-cuda-cccl-cu12. A GPU machine without network: build
# it where they are (`python workloads/build.py --cudart static12 --out .whl/cuda12 errors`),
# carry .whl/cuda12 and pass ERRORS=.whl/cuda12/errors (the runtime is inside the program).
# Writes error_codes_cuda12.txt (commit it as workloads/samples/data/error_codes_cuda12.txt)
# and record.log (versions, the build, what the program printed).
set -u
: "${OUT:?set OUT to the folder that receives the recording}"
mkdir -p "$OUT"
LOG="$OUT/record.log"
echo "# gpu, driver: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n 1)" > "$LOG"
if [ -z "${ERRORS:-}" ]; then
    python3 workloads/build.py --cudart static12 --out "$OUT/bin" errors >> "$LOG" 2>&1 \
        || { echo "building errors --cudart static12 failed: see $LOG" >&2; exit 1; }
    ERRORS="$OUT/bin/errors"
fi
echo "# program: $ERRORS" >> "$LOG"
# its exit status is not 0 where an answer differs from errors.cu's built-in table (as on
# the H200 with CUDA 13.0's runtime); the recording is written either way
"$ERRORS" --record "$OUT/error_codes_cuda12.txt" >> "$LOG" 2>&1
echo "errors --record exit $?" >> "$LOG"
rm -rf "$OUT/bin"
[ -s "$OUT/error_codes_cuda12.txt" ] || { echo "no recording written: see $LOG" >&2; exit 1; }
echo "wrote $OUT/error_codes_cuda12.txt and $OUT/record.log"
