#!/bin/sh
# Run test-backend-ops -b CUDA0 THROUGH THE SHIM (the project's CPU device, not the GPU) on the
# H200 machine's 16 CPU cores, sharded by case, planned from the native recording
# (h200/native-backend-ops.json.xz: natively passing cases only, breadth first over ops).
# The machine has no network: carry the pack (`python -m zluda.llama pack
# .whl/llama.cpp-pack.tar.gz`) and the wheels its python3 lacks (cffi, pycparser, zstandard,
# lz4, pyelftools in .whl/wheels, pip-downloaded for cp312).
#
#   OUT=<folder> sh workloads/llama.cpp/run_shim_h200.sh      (from the repository root)
#
# The llama.cpp build, the shim libraries (build/), the translated-kernel cache and the run's
# results.jsonl live in ignored paths (.cache/llama-h200, build/), so a second call on a
# still-warm machine skips the builds and resumes where the first stopped (cases already
# in results.jsonl are not run again; .whl/prev-results.jsonl carries an earlier machine's).
# To finish a run rather than sample it, pass `--order grouped --cost-from <earlier summary>`
# (cheap ops first, cases sharing kernels together). Each call writes to $OUT: results.jsonl (every case
# so far), runs.jsonl (every process), record.txt (the log), summary (shim-backend-ops.json.xz
# + .md) and build.txt.
set -eu
: "${OUT:?set OUT to the folder that receives the results}"
cd "$(dirname "$0")/../.."
PACK=${PACK:-.whl/llama.cpp-pack.tar.gz}
LIMIT=${LIMIT:-575}          # the device's per-command limit is 600 s
JOBS=${JOBS:-$(nproc)}
started=$(date +%s)
PY=${PYTHON:-python3}
if [ -d .whl/wheels ]; then
    $PY -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/wheels/*.whl
fi
# the shim's embedded interpreter does not know python3's virtual environment: name its
# site-packages (llvmlite, numpy) explicitly, after the carried wheels
site=$($PY -c 'import site; print(":".join(site.getsitepackages()))')
export PYTHONPATH="$PWD:/tmp/site:$site${PYTHONPATH:+:$PYTHONPATH}"
export ZLUDA_CACHE_DIR="$PWD/.cache/llama-h200"
work="$ZLUDA_CACHE_DIR/shim-work"
# results of an earlier call on another machine (carried) are not run again
if [ -f .whl/prev-results.jsonl ] && [ ! -f "$work/results.jsonl" ]; then
    mkdir -p "$work" && cp .whl/prev-results.jsonl "$work/results.jsonl"
fi

. workloads/llama.cpp/h200_build.sh
llama_build "$JOBS"
left=$(( LIMIT - ($(date +%s) - started) - 15 ))
status=0
PYTHONUNBUFFERED=1 $PY -m zluda.llama record-shim --bin "$ZLUDA_CACHE_DIR/cell/bin" \
    --native workloads/llama.cpp/h200/native-backend-ops.json.xz --work "$work" \
    --out "$OUT/shim-backend-ops.json.xz" --budget "$left" --jobs "$JOBS" "$@" \
    >"$OUT/record.txt" 2>&1 || status=$?
tail -n 25 "$OUT/record.txt"
cp "$work/results.jsonl" "$work/runs.jsonl" "$OUT/" 2>/dev/null || true
exit $status
