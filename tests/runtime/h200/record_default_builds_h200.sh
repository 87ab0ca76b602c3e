#!/bin/sh
# What NVIDIA's static CUDA runtime (nvcc's default build) asks of NVIDIA's driver.
# Run from the repository root on a machine with an NVIDIA GPU, nvcc and gcc (about 1 min):
#
#   OUT=<folder> sh tests/runtime/h200/record_default_builds_h200.sh
#
# Builds tests/runtime/programs/default_build.cu the default way and runs it three times:
# natively (default_build.out), under export_table_logger.c as libcuda.so.1 (every
# cuGetProcAddress lookup, cuGetExportTable answer and table-slot call:
# default_build.export-log.jsonl) and under `zluda trace --libs nvidia` (every driver call,
# nested: default_build.driver-calls.jsonl, cuGetProcAddress lookups left out). export_table_probe.c asks NVIDIA's driver for an
# unknown table and for each table zluda/api/export_tables.py lists (probe.txt).
# record.log holds the versions and everything printed on the way.
# Commit every file it writes under tests/runtime/data/default_builds/;
# tests/runtime/test_default_builds.py replays them against the project's libcuda.
set -u
: "${OUT:?set OUT to the folder that receives the recordings}"
NVCC=${NVCC:-nvcc}
HERE=tests/runtime
mkdir -p "$OUT/work"
LOG="$OUT/record.log"
{
    echo "# gpu, driver: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n 1)"
    echo "# nvcc: $("$NVCC" --version | tail -n 1)"
} > "$LOG"
REAL=$(ldconfig -p | awk '/libcuda\.so\.1 / {print $NF; exit}')
echo "# NVIDIA's libcuda.so.1: $REAL" >> "$LOG"
mkdir -p "$OUT/work/logger"
gcc -O1 -Wall -shared -fPIC -Wl,-soname,libcuda.so.1 -o "$OUT/work/logger/libcuda.so.1" \
    "$HERE/h200/export_table_logger.c" -ldl -pthread >> "$LOG" 2>&1
gcc -O1 -Wall -o "$OUT/work/probe" "$HERE/programs/export_table_probe.c" -ldl >> "$LOG" 2>&1
"$NVCC" -O2 -gencode arch=compute_90,code=sm_90 -gencode arch=compute_80,code=compute_80 \
    -o "$OUT/work/default_build" "$HERE/programs/default_build.cu" >> "$LOG" 2>&1

"$OUT/work/default_build" > "$OUT/default_build.out" 2>> "$LOG"
echo "native exit $?" >> "$LOG"
rm -f "$OUT/default_build.export-log.jsonl"
LD_LIBRARY_PATH="$OUT/work/logger" ZLUDA_EXPORT_LOG_REAL="$REAL" \
    ZLUDA_EXPORT_LOG_FILE="$OUT/default_build.export-log.jsonl" \
    "$OUT/work/default_build" > "$OUT/work/logged.out" 2>> "$LOG"
echo "logged exit $? (output $(cmp -s "$OUT/work/logged.out" "$OUT/default_build.out" && echo same || echo DIFFERENT))" >> "$LOG"

{
    for uuid in 00000000-1111-2222-3333-444444444444 $(python3 -c "
import sys; sys.path.insert(0, '.')
from zluda.api import export_tables
print(' '.join(t.uuid for t in export_tables.TABLES) + ' f8cff951-2146-8b4e-b9e2-fb469e7c0dd9')"); do
        echo "table $uuid"
        "$OUT/work/probe" "$uuid" 2>&1
    done
} > "$OUT/probe.txt"

PYTHONPATH=. python3 -m zluda trace --libs nvidia --out "$OUT/work/trace" -- "$OUT/work/default_build" \
    > "$OUT/work/traced.out" 2>> "$LOG"
echo "traced exit $? (output $(cmp -s "$OUT/work/traced.out" "$OUT/default_build.out" && echo same || echo DIFFERENT))" >> "$LOG"
if [ -f "$OUT/work/trace/calls.jsonl" ]; then
    # the lookups are in the export log already: the trace keeps every other driver call
    grep -v '"fn":"cuGetProcAddress' "$OUT/work/trace/calls.jsonl" > "$OUT/default_build.driver-calls.jsonl"
fi
rm -rf "$OUT/work"
cat "$LOG"
