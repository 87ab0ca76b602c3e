#!/bin/sh
# Record on the H200 which test-backend-ops cases pass natively, for the llama.cpp workload's
# "fails here" vs "fails everywhere" split. The machine has nvcc, CMake and Ninja but no
# network, so the source comes carried: the trimmed, manifest-checked pack of the pinned
# sdist (`python -m zluda.llama pack .cache/llama/llama.cpp-pack.tar.gz`, ~8 MiB) and,
# optionally, the tiny model (`python -m zluda.llama write-model .cache/llama/tiny.gguf
# --seed 1234`) to record native greedy tokens too.
#
#   OUT=<folder> sh workloads/llama.cpp/record_h200.sh      (from the repository root)
#
# Builds with the workload's own flags (PTX for 80-virtual, JIT-compiled by the driver),
# cached under .cache/llama-h200, so a second call on a still-warm machine skips the build
# and spends its whole time on the tests. Writes $OUT/native-backend-ops.json (the result),
# $OUT/build.txt and $OUT/shard-logs.tar.gz.
set -eu
: "${OUT:?set OUT to the folder that receives the results}"
cd "$(dirname "$0")/../.."
PACK=.cache/llama/llama.cpp-pack.tar.gz
MODEL=.cache/llama/tiny.gguf
LIMIT=${LIMIT:-570}          # the device's per-command limit is 600 s
started=$(date +%s)
if [ ! -f "$PACK" ]; then
    echo "missing $PACK: carry it (python -m zluda.llama pack $PACK)" >&2
    exit 2
fi
export ZLUDA_CACHE_DIR="$PWD/.cache/llama-h200"
PY=${PYTHON:-python3}

. workloads/llama.cpp/h200_build.sh
llama_build "$(nproc)"

left=$(( LIMIT - ($(date +%s) - started) - 20 ))
if [ "$left" -lt 120 ]; then
    echo "the build used the time; run again (the build is cached) to record the tests" >&2
    exit 3
fi
work="$ZLUDA_CACHE_DIR/native-work"
rm -rf "$work"
set -- --bin "$ZLUDA_CACHE_DIR/cell/bin" --work "$work" --out "$OUT/native-backend-ops.json" --budget "$left"
[ -f "$MODEL" ] && set -- "$@" --model "$MODEL"
status=0
$PY -m zluda.llama record-native "$@" || status=$?
tar -czf "$OUT/shard-logs.tar.gz" -C "$work" . 2>/dev/null || true
exit $status
