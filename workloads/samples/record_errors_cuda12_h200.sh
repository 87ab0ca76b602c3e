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
"$ERRORS" --record "$OUT/error_codes_cuda12.txt" >> "$LOG" 2>&1
status=$?
echo "errors --record exit $status" >> "$LOG"
rm -rf "$OUT/bin"
echo "wrote $OUT/error_codes_cuda12.txt and $OUT/record.log (exit $status)"
exit $status
