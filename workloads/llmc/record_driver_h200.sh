#!/bin/sh
# llm.c's test programs built the default way (the Makefile's flags, NVIDIA's static runtime
# inside the program) at the driver boundary, on an NVIDIA machine (the project's H200):
#
#   OUT=<folder> sh workloads/llmc/record_driver_h200.sh      (from the repository root)
#
# Needs what record_h200.sh needs (llm.c as .cache/llmc/llm.c.tar.gz, see its header) and,
# where python3 lacks pyelftools (`zluda trace` reads ELF files with it), the wheel carried
# in .whl/wheels (`pip download pyelftools -d .whl/wheels`). Builds test_gpt2fp32cu and
# test_gpt2cu with `python -m zluda.llmc build --runtime static`, writes the tiny GPT-2 and
# runs each program three ways in the folder the workload gives it: natively, under
# tests/runtime/h200/export_table_logger.c as libcuda.so.1 (cuGetProcAddress lookups,
# export-table lookups and slot calls, each naming the file that made it: the program's
# own runtime, or NVIDIA's cuBLAS's) and under `zluda trace --libs nvidia` (every driver
# call, cuBLAS's inside its own calls nested under them). Writes
#   $OUT/driver-PROGRAM.json   the summary (python -m zluda.llmc summarize-driver): commit
#                              it as workloads/llmc/nvidia/driver-PROGRAM.json, then run
#                              python -m zluda.llmc driver-profile
#   $OUT/raw.tar.gz            the traces, logs and outputs it was made from (not committed)
#   $OUT/record.log            versions, exit statuses and everything printed on the way
set -u
: "${OUT:?set OUT to the folder that receives the recordings}"
cd "$(dirname "$0")/../.."
REPO=$(pwd)
PY=${PYTHON:-python3}
TARBALL=${LLMC_TARBALL:-.cache/llmc/llm.c.tar.gz}
REVISION=$(sed -n 's/^source: {git: [^,]*, revision: \([0-9a-f]*\)}.*/\1/p' workloads/llmc/workload.yaml)
PROGRAMS="test_gpt2fp32cu test_gpt2cu"
if [ ! -f "$TARBALL" ]; then
    echo "missing $TARBALL: make it with git archive (see workloads/llmc/record_h200.sh)" >&2
    exit 2
fi
tar_revision=$(gzip -dc "$TARBALL" | git get-tar-commit-id 2>/dev/null || true)
case "$tar_revision" in
    "$REVISION"*) ;;
    *) echo "$TARBALL holds revision '${tar_revision:-unknown}', the workload pins $REVISION" >&2; exit 2 ;;
esac
PYPATH=$REPO
if ! "$PY" -c 'import elftools' 2>/dev/null; then
    "$PY" -m pip install -q --no-index --no-deps --target /tmp/site .whl/wheels/pyelftools-*.whl \
        || { echo "$PY lacks pyelftools and no .whl/wheels/pyelftools-*.whl was carried" >&2; exit 2; }
    PYPATH=$REPO:/tmp/site
fi
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
RAW="$WORK/raw"
LOG="$OUT/record.log"
export ZLUDA_CACHE_DIR="$WORK/cache"
mkdir -p "$WORK/src" "$WORK/runs" "$WORK/logger" "$RAW"
tar -xzf "$TARBALL" -C "$WORK/src"
{
    echo "# gpu, driver: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n 1)"
    echo "# nvcc: $(nvcc --version | tail -n 1)"
    echo "# llm.c: $REVISION"
} > "$LOG"

REAL=$(ldconfig -p | awk '/libcuda\.so\.1 / {print $NF; exit}')
sh tests/runtime/h200/build_export_table_logger.sh "$WORK/logger" "$REAL" >> "$LOG" 2>&1 || { cat "$LOG" >&2; exit 1; }
# the two builds at once (each is one long nvcc)
for program in $PROGRAMS; do
    "$PY" -m zluda.llmc build --runtime static --source "$WORK/src" --out "$WORK/bin" "$program" \
        > "$WORK/build-$program.txt" 2>&1 &
done
wait
cat "$WORK"/build-*.txt >> "$LOG"
for program in $PROGRAMS; do
    [ -x "$WORK/bin/$program" ] || { echo "building $program failed" >&2; cat "$LOG" >&2; exit 1; }
done
"$PY" -m zluda.llmc write-model --out "$WORK/model" >> "$LOG" 2>&1

for program in $PROGRAMS; do
    dir="$WORK/runs/$program"
    exe="$WORK/bin/$program"
    echo "== $program" >> "$LOG"
    timeout 300 "$PY" -m zluda.llmc run "$program" --bin "$WORK/bin" --model "$WORK/model" --dir "$dir" \
        > "$RAW/$program.native.out" 2>> "$LOG"
    native=$?
    echo "native exit $native" >> "$LOG"
    (cd "$dir" && LD_LIBRARY_PATH="$WORK/logger" ZLUDA_EXPORT_LOG_REAL="$REAL" \
        ZLUDA_EXPORT_LOG_FILE="$RAW/$program.export-log.jsonl" timeout 300 "$exe") \
        > "$RAW/$program.logged.out" 2>> "$LOG"
    echo "logged exit $? (output $(cmp -s "$RAW/$program.logged.out" "$RAW/$program.native.out" && echo same || echo DIFFERENT))" >> "$LOG"
    (cd "$dir" && PYTHONPATH=$PYPATH timeout 300 "$PY" -m zluda trace --libs nvidia --out "$WORK/trace-$program" -- "$exe") \
        > "$RAW/$program.traced.out" 2>> "$LOG"
    echo "traced exit $? (output $(cmp -s "$RAW/$program.traced.out" "$RAW/$program.native.out" && echo same || echo DIFFERENT))" >> "$LOG"
    cp "$WORK/trace-$program/calls.jsonl" "$RAW/$program.calls.jsonl" 2>> "$LOG"
    cp "$WORK/trace-$program/summary.json" "$RAW/$program.trace-summary.json" 2>> "$LOG"
    facts=$("$PY" - "$native" "$REVISION" <<'PY'
import json, subprocess, sys
def ask(argv):
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=60).stdout.strip().splitlines()[-1]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        return None
print(json.dumps({"llmc_revision": sys.argv[2], "build": "default (static runtime)",
                  "device": ask(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"]),
                  "nvidia_driver": ask(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"]),
                  "nvcc": ask(["nvcc", "--version"]), "native_exit": int(sys.argv[1])}))
PY
)
    "$PY" -m zluda.llmc summarize-driver "$program" --calls "$RAW/$program.calls.jsonl" \
        --export-log "$RAW/$program.export-log.jsonl" --facts "$facts" --out "$OUT/driver-$program.json" >> "$LOG" 2>&1
done
tar -czf "$OUT/raw.tar.gz" -C "$RAW" .
sed -i "s#$WORK#\$WORK#g; s#$OUT#\$OUT#g" "$LOG"
cat "$LOG"
