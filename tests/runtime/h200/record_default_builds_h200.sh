#!/bin/sh
# What NVIDIA's static CUDA runtime (nvcc's default build) asks of NVIDIA's driver.
# Run from the repository root on a machine with an NVIDIA GPU, nvcc and gcc (about 1 min):
#
#   OUT=<folder> [PREBUILT="name=path ..."] sh tests/runtime/h200/record_default_builds_h200.sh
#
# Builds tests/runtime/programs/default_build*.cu the default way and records each of them
# and every PREBUILT program (built elsewhere, e.g. against CUDA 12's static
# runtime, which this machine may lack: `python workloads/build.py --cudart static12
# --source tests/runtime/programs/default_build.cu --source
# tests/runtime/programs/default_build_errors.cu --out .whl/cuda12`, carry .whl/cuda12 and
# pass PREBUILT="default_build_cuda12=.whl/cuda12/default_build
# default_build_errors_cuda12=.whl/cuda12/default_build_errors") three ways: natively (NAME.out), under
# export_table_logger.c as libcuda.so.1 (every cuGetProcAddress lookup, cuGetExportTable
# answer and table-slot call: NAME.export-log.jsonl) and under `zluda trace --libs nvidia`
# (every other driver call, nested: NAME.driver-calls.jsonl). export_table_probe.c asks
# NVIDIA's driver for an unknown table and for each table zluda/api/export_tables.py lists
# (probe.txt). record.log holds the versions and everything printed on the way.
# Commit every file it writes under tests/runtime/data/default_builds/;
# tests/runtime/test_default_builds.py replays them against the project's libcuda.
set -u
: "${OUT:?set OUT to the folder that receives the recordings}"
# `zluda trace` reads ELF files through pyelftools; the GPU machine has no network, so
# where its python3 lacks it, carry the wheel (`pip download pyelftools -d .whl/wheels`)
PYPATH=.
if ! python3 -c 'import elftools' 2>/dev/null; then
    python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/wheels/pyelftools-*.whl \
        || { echo "python3 lacks pyelftools and no .whl/wheels/pyelftools-*.whl was carried" >&2; exit 2; }
    PYPATH=.:/tmp/site
fi
NVCC=${NVCC:-nvcc}
HERE=tests/runtime
WORK="$OUT/work"
mkdir -p "$WORK/logger"
LOG="$OUT/record.log"
{
    echo "# gpu, driver: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n 1)"
    echo "# nvcc: $("$NVCC" --version | tail -n 1)"
} > "$LOG"
REAL=$(ldconfig -p | awk '/libcuda\.so\.1 / {print $NF; exit}')
sh "$HERE/h200/build_export_table_logger.sh" "$WORK/logger" "$REAL" >> "$LOG" 2>&1
gcc -O1 -Wall -o "$WORK/probe" "$HERE/programs/export_table_probe.c" -ldl >> "$LOG" 2>&1
for source in "$HERE"/programs/default_build*.cu; do
    "$NVCC" -O2 -gencode arch=compute_90,code=sm_90 -gencode arch=compute_80,code=compute_80 \
        -o "$WORK/$(basename "$source" .cu)" "$source" >> "$LOG" 2>&1
done

record() {  # NAME EXE
    name=$1
    exe=$2
    echo "== $name" >> "$LOG"
    "$exe" > "$OUT/$name.out" 2>> "$LOG"
    echo "native exit $?" >> "$LOG"
    rm -f "$OUT/$name.export-log.jsonl"
    LD_LIBRARY_PATH="$WORK/logger" ZLUDA_EXPORT_LOG_REAL="$REAL" ZLUDA_EXPORT_LOG_FILE="$OUT/$name.export-log.jsonl" \
        "$exe" > "$WORK/logged.out" 2>> "$LOG"
    echo "logged exit $? (output $(cmp -s "$WORK/logged.out" "$OUT/$name.out" && echo same || echo DIFFERENT))" >> "$LOG"
    rm -rf "$WORK/trace"
    PYTHONPATH=$PYPATH python3 -m zluda trace --libs nvidia --out "$WORK/trace" -- "$exe" > "$WORK/traced.out" 2>> "$LOG"
    echo "traced exit $? (output $(cmp -s "$WORK/traced.out" "$OUT/$name.out" && echo same || echo DIFFERENT))" >> "$LOG"
    # the lookups are in the export log already: the trace keeps every other driver call
    if [ -f "$WORK/trace/calls.jsonl" ]; then
        grep -v '"fn":"cuGetProcAddress' "$WORK/trace/calls.jsonl" > "$OUT/$name.driver-calls.jsonl"
    fi
}

for source in "$HERE"/programs/default_build*.cu; do
    record "$(basename "$source" .cu)" "$WORK/$(basename "$source" .cu)"
done
for entry in ${PREBUILT:-}; do
    record "${entry%%=*}" "${entry#*=}"
done

{
    for uuid in 00000000-1111-2222-3333-444444444444 $(python3 -c "
import sys; sys.path.insert(0, '.')
from zluda.api import export_tables
print(' '.join(t.uuid for t in export_tables.TABLES))"); do
        echo "table $uuid"
        "$WORK/probe" "$uuid" 2>&1
    done
} > "$OUT/probe.txt"
rm -rf "$WORK"
sed -i "s#$OUT#\$OUT#g" "$LOG"
cat "$LOG"
